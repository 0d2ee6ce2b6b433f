// The `object` type (default repr/str/eq/hash/format, __getattribute__/__setattr__/
// __delattr__, __class__, __dir__, __init_subclass__), plain user instances
// (InstanceObject), modules, and the singleton types NoneType, NotImplementedType and
// ellipsis.
#include <algorithm>

#include "objects/dict_object.h"
#include "objects/instance_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp {

DictObject** InstanceObject::instance_dict() {
  return type()->allows_instance_dict ? &dict : nullptr;
}

namespace objects {

Value make_plain_instance(Context& ctx, TypeObject* cls) {
  auto* o = ctx.heap.make<InstanceObject>(cls);
  if (cls->slot_count > 0) o->slots.resize(cls->slot_count);
  return Value::object(o);
}

static std::string default_repr(Context& ctx, Value v) {
  TypeObject* t = protocol::type_of(ctx, v);
  std::string module;
  if (t->is_heap_type) {
    Value m = dict_get_str(ctx, t->dict, ctx.builtins.names.__module__);
    if (!m.is_null() && is_str(ctx, m) && as_str(m)->view() != "builtins") module = as_str(m)->data + ".";
  }
  char buf[64];
  snprintf(buf, sizeof buf, " object at %p>", v.is_object() ? static_cast<void*>(v.as_object()) : nullptr);
  return "<" + module + t->qualname + buf;
}

static Value object_repr(Context& ctx, const CallArgs& call) { return str_from(ctx, default_repr(ctx, call.args[0])); }

static Value object_str(Context& ctx, const CallArgs& call) { return protocol::repr(ctx, call.args[0]); }

static Value object_eq(Context& ctx, const CallArgs& call) {
  if (call.args[0].is(call.args[1])) return Value::boolean(true);
  return ctx.builtins.not_implemented;
}

static Value object_ne(Context& ctx, const CallArgs& call) {
  Value eq = protocol::lookup_special(ctx, call.args[0], ctx.builtins.names.__eq__);
  if (eq.is_null()) return ctx.builtins.not_implemented;
  Value r = call_vector(ctx, eq, {call.args[0], call.args[1]});
  if (r.is_null() || r.is(ctx.builtins.not_implemented)) return r;
  int t = protocol::is_true(ctx, r);
  if (t < 0) return Value::null();
  return Value::boolean(!t);
}

static Value object_hash(Context&, const CallArgs& call) {
  uint64_t p = call.args[0].raw_bits();
  return Value::small_int(static_cast<int64_t>((p >> 4) | (p << 60)) & INT64_MAX);
}

static Value object_format(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2 || !is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "format() argument 2 must be str");
  }
  if (!as_str(call.args[1])->data.empty()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "unsupported format string passed to %s.__format__",
                     type_name(ctx, call.args[0]));
  }
  return protocol::str(ctx, call.args[0]);
}

static Value object_getattribute(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getattribute__", 2, 2)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "attribute name must be string, not '%s'",
                     type_name(ctx, call.args[1]));
  }
  StrObject* name = protocol::intern(ctx, as_str(call.args[1])->view());
  if (is_type(ctx, call.args[0])) return type_getattr(ctx, as_type(call.args[0]), name, true);
  return generic_getattr(ctx, call.args[0], name, true);
}

static Value object_setattr(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__setattr__", 3, 3)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "attribute name must be string, not '%s'",
                     type_name(ctx, call.args[1]));
  }
  StrObject* name = protocol::intern(ctx, as_str(call.args[1])->view());
  int r = is_type(ctx, call.args[0]) ? type_setattr(ctx, as_type(call.args[0]), name, call.args[2])
                                     : generic_setattr(ctx, call.args[0], name, call.args[2]);
  return r < 0 ? Value::null() : Value::none();
}

static Value object_delattr(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__delattr__", 2, 2)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "attribute name must be string, not '%s'",
                     type_name(ctx, call.args[1]));
  }
  StrObject* name = protocol::intern(ctx, as_str(call.args[1])->view());
  int r = is_type(ctx, call.args[0]) ? type_setattr(ctx, as_type(call.args[0]), name, Value::null())
                                     : generic_setattr(ctx, call.args[0], name, Value::null());
  return r < 0 ? Value::null() : Value::none();
}

// object.__subclasshook__(subclass): NotImplemented, so abc.ABCMeta's issubclass falls
// back to the MRO, the registry and the ABC's subclasses.
static Value object_subclasshook(Context& ctx, const CallArgs& call) {
  (void)call;
  return ctx.builtins.not_implemented;
}

static Value object_init_subclass(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "%s.__init_subclass__() takes no keyword arguments",
                     is_type(ctx, call.args[0]) ? as_type(call.args[0])->name.c_str() : "object");
  }
  if (call.nargs > 1) {
    return ctx.raise(ctx.builtins.exc_TypeError, "__init_subclass__() takes no arguments (%zu given)",
                     call.nargs - 1);
  }
  return Value::none();
}

static Value object_dir(Context& ctx, const CallArgs& call) {
  Value obj = call.args[0];
  SetObject* names = set_new(ctx, ctx.builtins.set_type);
  gc::Root<SetObject> keep(ctx.heap, names);
  auto add_dict = [&](DictObject* d) {
    if (d == nullptr) return;
    Value k;
    for (size_t p = 0; dict_next(d, &p, &k, nullptr);) set_add(ctx, names, k);
  };
  if (is_type(ctx, obj)) {
    for (TypeObject* t : as_type(obj)->mro) add_dict(t->dict);
  } else {
    if (obj.is_object()) {
      DictObject** d = obj.as_object()->instance_dict();
      if (d != nullptr) add_dict(*d);
    }
    for (TypeObject* t : protocol::type_of(ctx, obj)->mro) add_dict(t->dict);
  }
  std::vector<Value> out;
  Value k;
  for (size_t p = 0; set_next(names, &p, &k);) out.push_back(k);
  ListObject* l = list_new(ctx, std::move(out));
  return Value::object(l);
}

static Value object_sizeof(Context&, const CallArgs&) { return Value::small_int(16); }

static Value object_reduce_ex(Context& ctx, const CallArgs& call) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot pickle '%s' object", type_name(ctx, call.args[0]));
}

static Value get_class(Context& ctx, Value self) { return Value::object(protocol::type_of(ctx, self)); }
static int set_class(Context& ctx, Value self, Value v) {
  if (!is_type(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__class__ must be set to a class, not '%s' object", type_name(ctx, v));
    return -1;
  }
  TypeObject* old = protocol::type_of(ctx, self);
  TypeObject* nt = as_type(v);
  if (!self.is_object() || !old->is_heap_type || !nt->is_heap_type ||
      old->make_instance != nt->make_instance) {
    ctx.raise(ctx.builtins.exc_TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses");
    return -1;
  }
  self.as_object()->set_type(nt);
  return 0;
}
static Value get_dict(Context& ctx, Value self) {
  DictObject* d = get_instance_dict(ctx, self);
  if (d == nullptr) {
    return ctx.raise(ctx.builtins.exc_AttributeError, "'%s' object has no attribute '__dict__'", type_name(ctx, self));
  }
  return Value::object(d);
}
static int set_dict(Context& ctx, Value self, Value v) {
  if (!is_dict(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__dict__ must be set to a dictionary, not a '%s'", type_name(ctx, v));
    return -1;
  }
  DictObject** slot = self.is_object() ? self.as_object()->instance_dict() : nullptr;
  if (slot == nullptr) {
    ctx.raise(ctx.builtins.exc_AttributeError, "'%s' object has no attribute '__dict__'", type_name(ctx, self));
    return -1;
  }
  *slot = as_dict(v);
  return 0;
}

static const MethodDef object_methods[] = {
    {"__repr__", object_repr, nullptr},           {"__str__", object_str, nullptr},
    {"__eq__", object_eq, nullptr},               {"__ne__", object_ne, nullptr},
    {"__hash__", object_hash, nullptr},           {"__format__", object_format, nullptr},
    {"__getattribute__", object_getattribute, nullptr}, {"__setattr__", object_setattr, nullptr},
    {"__delattr__", object_delattr, nullptr},     {"__dir__", object_dir, nullptr},
    {"__sizeof__", object_sizeof, nullptr},       {"__reduce_ex__", object_reduce_ex, nullptr},
    {}};
static const MethodDef object_class[] = {{"__init_subclass__", object_init_subclass, nullptr},
                                         {"__subclasshook__", object_subclasshook, nullptr},
                                         {}};
static const GetSetDef object_getsets[] = {{"__class__", get_class, set_class, nullptr}, {}};
static const GetSetDef instance_dict_getset[] = {{"__dict__", get_dict, set_dict, nullptr}, {}};

// --- modules ---

static Value module_repr(Context& ctx, const CallArgs& call) {
  auto* m = static_cast<ModuleObject*>(call.args[0].as_object());
  Value file = dict_get_str(ctx, m->dict, ctx.builtins.names.__file__);
  std::string r = str_repr(m->name);
  if (!file.is_null() && is_str(ctx, file)) return str_from(ctx, "<module " + r + " from " + str_repr(as_str(file)->data) + ">");
  return str_from(ctx, "<module " + r + ">");
}

static Value module_make(Context& ctx, TypeObject* cls) {
  DictObject* d = dict_new(ctx);
  return Value::object(ctx.heap.make<ModuleObject>(cls, "?", d));
}

static Value module_init(Context& ctx, const CallArgs& call) {
  if (call.nargs < 2 || !is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "module.__init__() argument 'name' must be str");
  }
  auto* m = static_cast<ModuleObject*>(call.args[0].as_object());
  m->name = as_str(call.args[1])->data;
  dict_set_str(ctx, m->dict, ctx.builtins.names.__name__, call.args[1]);
  dict_set_str(ctx, m->dict, ctx.builtins.names.__doc__, call.nargs > 2 ? call.args[2] : Value::none());
  return Value::none();
}

static Value module_dir(Context& ctx, const CallArgs& call) {
  auto* m = static_cast<ModuleObject*>(call.args[0].as_object());
  std::vector<Value> out;
  Value k;
  for (size_t p = 0; dict_next(m->dict, &p, &k, nullptr);) out.push_back(k);
  return Value::object(list_new(ctx, std::move(out)));
}

static const MethodDef module_methods[] = {{"__repr__", module_repr, nullptr},
                                           {"__init__", module_init, nullptr},
                                           {"__dir__", module_dir, nullptr},
                                           {}};

// --- singletons ---

static Value none_repr(Context& ctx, const CallArgs&) { return str_from(ctx, "None"); }
static Value none_bool(Context&, const CallArgs&) { return Value::boolean(false); }
static Value none_new(Context& ctx, const CallArgs& call) {
  if (call.total() > 1) return ctx.raise(ctx.builtins.exc_TypeError, "NoneType takes no arguments");
  return Value::none();
}
static Value ni_repr(Context& ctx, const CallArgs&) { return str_from(ctx, "NotImplemented"); }
static Value ni_new(Context& ctx, const CallArgs& call) {
  if (call.total() > 1) return ctx.raise(ctx.builtins.exc_TypeError, "NotImplementedType takes no arguments");
  return ctx.builtins.not_implemented;
}
static Value ellipsis_repr(Context& ctx, const CallArgs&) { return str_from(ctx, "Ellipsis"); }
static Value ellipsis_new(Context& ctx, const CallArgs& call) {
  if (call.total() > 1) return ctx.raise(ctx.builtins.exc_TypeError, "ellipsis takes no arguments");
  return ctx.builtins.ellipsis;
}

void init_object_type(Context& ctx) {
  auto& B = ctx.builtins;
  add_methods(ctx, B.object_type, object_methods);
  add_class_methods(ctx, B.object_type, object_class);
  add_getsets(ctx, B.object_type, object_getsets);
  B.object_type->make_instance = make_plain_instance;

  B.module_type->make_instance = module_make;
  B.module_type->allows_instance_dict = true;
  add_methods(ctx, B.module_type, module_methods);
  add_getsets(ctx, B.module_type, instance_dict_getset);

  static const MethodDef none_m[] = {{"__repr__", none_repr, nullptr}, {"__bool__", none_bool, nullptr}, {}};
  static const MethodDef none_s[] = {{"__new__", none_new, nullptr}, {}};
  add_methods(ctx, B.none_type, none_m);
  add_static_methods(ctx, B.none_type, none_s);
  static const MethodDef ni_m[] = {{"__repr__", ni_repr, nullptr}, {}};
  static const MethodDef ni_s[] = {{"__new__", ni_new, nullptr}, {}};
  add_methods(ctx, B.not_implemented_type, ni_m);
  add_static_methods(ctx, B.not_implemented_type, ni_s);
  static const MethodDef el_m[] = {{"__repr__", ellipsis_repr, nullptr}, {}};
  static const MethodDef el_s[] = {{"__new__", ellipsis_new, nullptr}, {}};
  add_methods(ctx, B.ellipsis_type, el_m);
  add_static_methods(ctx, B.ellipsis_type, el_s);
}

// The __dict__ attribute of heap classes' instances: type_new adds it for classes whose
// instances have a dict. Exposed for type_object.cpp.
void add_instance_dict_descriptor(Context& ctx, TypeObject* t) {
  add_getsets(ctx, t, instance_dict_getset);
}

}  // namespace objects
}  // namespace tp
