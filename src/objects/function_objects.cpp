// builtin_function_or_method, property, staticmethod, classmethod, getset_descriptor,
// member_descriptor and super; descriptor binding (descriptor_get).
#include "objects/function_objects.h"

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/instance_object.h"
#include "objects/memory_limit.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

// --- descriptor protocol ---

bool is_data_descriptor(Context& ctx, Value descr) {
  if (!descr.is_object()) return false;
  TypeObject* t = descr.as_object()->type();
  auto& B = ctx.builtins;
  if (t == B.property_type || t == B.getset_descriptor_type || t == B.member_descriptor_type) {
    return true;
  }
  if (t == B.builtin_function_type || t == B.function_type || t == B.int_type ||
      t == B.str_type || !t->is_heap_type) {
    if (protocol::is_subtype(t, B.property_type)) return true;
    return false;
  }
  return !type_lookup(ctx, t, B.names.__set__).is_null() ||
         !type_lookup(ctx, t, B.names.__delete__).is_null();
}

Value descriptor_get(Context& ctx, Value descr, Value obj, TypeObject* type) {
  if (!descr.is_object()) return descr;
  Object* d = descr.as_object();
  TypeObject* t = d->type();
  auto& B = ctx.builtins;
  if (t == B.builtin_function_type) {
    auto* f = static_cast<BuiltinFunctionObject*>(d);
    if (f->owner == nullptr || obj.is_null() || !f->self.is_null()) return descr;
    auto* b = ctx.heap.make<BuiltinFunctionObject>(B.builtin_function_type, f->name, f->fn,
                                                   f->doc, obj);
    return Value::object(b);
  }
  if (t->descr_get != nullptr) return t->descr_get(ctx, descr, obj, type);
  if (t == B.staticmethod_type) return static_cast<MethodWrapperObject*>(d)->callable;
  if (t == B.classmethod_type) {
    Value f = static_cast<MethodWrapperObject*>(d)->callable;
    if (f.is_object() && f.as_object()->type() == B.builtin_function_type) {
      auto* nf = static_cast<BuiltinFunctionObject*>(f.as_object());
      return Value::object(ctx.heap.make<BuiltinFunctionObject>(B.builtin_function_type, nf->name, nf->fn,
                                                                nf->doc, Value::object(type)));
    }
    return descriptor_get(ctx, f, Value::object(type), type->type());
  }
  if (t == B.getset_descriptor_type) {
    if (obj.is_null()) return descr;
    auto* g = static_cast<GetSetObject*>(d);
    return g->def.get(ctx, obj);
  }
  if (t == B.member_descriptor_type) {
    if (obj.is_null()) return descr;
    auto* m = static_cast<MemberObject*>(d);
    auto* inst = dynamic_cast<InstanceObject*>(obj.as_object());
    Value v = (inst != nullptr && m->index < inst->slots.size()) ? inst->slots[m->index]
                                                                  : Value::null();
    if (v.is_null()) {
      return ctx.raise(B.exc_AttributeError, "'%s' object has no attribute '%s'",
                       type_name(ctx, obj), m->name->data.c_str());
    }
    return v;
  }
  if (protocol::is_subtype(t, B.property_type)) {
    if (obj.is_null()) return descr;
    auto* p = static_cast<PropertyObject*>(d);
    if (p->fget.is_none()) {
      if (is_str(ctx, p->name)) {
        return ctx.raise(B.exc_AttributeError, "property '%s' of '%s' object has no getter",
                         as_str(p->name)->data.c_str(), type_name(ctx, obj));
      }
      return ctx.raise(B.exc_AttributeError, "property of '%s' object has no getter",
                       type_name(ctx, obj));
    }
    return protocol::call1(ctx, p->fget, obj);
  }
  if (!t->is_heap_type) return descr;
  Value get = type_lookup(ctx, t, B.names.__get__);
  if (get.is_null()) return descr;
  return call_vector(ctx, get, {descr, obj.is_null() ? Value::none() : obj, Value::object(type)});
}

// --- builtin_function_or_method ---

static Value builtin_call_unguarded(Context& ctx, Value callable, const CallArgs& call) {
  auto* f = static_cast<BuiltinFunctionObject*>(callable.as_object());
  if (f->self.is_null()) {
    if (f->owner != nullptr) {
      if (call.nargs < 1) {
        return ctx.raise(ctx.builtins.exc_TypeError,
                         "unbound method %s.%s() needs an argument", f->owner->name.c_str(),
                         f->name);
      }
      if (!protocol::is_instance_of_type(ctx, call.args[0], f->owner) &&
          f->owner != ctx.builtins.object_type) {
        return ctx.raise(ctx.builtins.exc_TypeError,
                         "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                         f->name, f->owner->name.c_str(), type_name(ctx, call.args[0]));
      }
    }
    return f->fn(ctx, call);
  }
  Value buf[8];
  size_t total = call.total();
  if (total < 8) {
    buf[0] = f->self;
    for (size_t i = 0; i < total; ++i) buf[i + 1] = call.args[i];
    CallArgs c{buf, call.nargs + 1, call.kwnames};
    return f->fn(ctx, c);
  }
  std::vector<Value> v(total + 1);
  v[0] = f->self;
  for (size_t i = 0; i < total; ++i) v[i + 1] = call.args[i];
  CallArgs c{v.data(), call.nargs + 1, call.kwnames};
  return f->fn(ctx, c);
}

// The native-call boundary: Note [C++ exceptions at native boundaries] in memory_limit.h.
static Value builtin_call(Context& ctx, Value callable, const CallArgs& call) {
  NativeBoundary saved = enter_native_boundary(ctx);
  try {
    return builtin_call_unguarded(ctx, callable, call);
  } catch (const std::bad_alloc&) {
  } catch (const std::length_error&) {
  }
  return out_of_memory_at_boundary(ctx, saved);
}

static Value builtin_repr(Context& ctx, const CallArgs& call) {
  auto* f = static_cast<BuiltinFunctionObject*>(call.args[0].as_object());
  char buf[64];
  if (f->self.is_null() && f->owner != nullptr) {
    return str_from(ctx, std::string("<method '") + f->name + "' of '" + f->owner->name +
                             "' objects>");
  }
  if (f->self.is_null() || (f->self.is_object() &&
                            f->self.as_object()->type() == ctx.builtins.module_type)) {
    return str_from(ctx, std::string("<built-in function ") + f->name + ">");
  }
  snprintf(buf, sizeof buf, " object at %p>", static_cast<void*>(f->self.as_object()));
  return str_from(ctx, std::string("<built-in method ") + f->name + " of " +
                           type_name(ctx, f->self) + buf);
}

static Value builtin_get_name(Context& ctx, Value self) {
  return str_from(ctx, static_cast<BuiltinFunctionObject*>(self.as_object())->name);
}
static Value builtin_get_self(Context& ctx, Value self) {
  (void)ctx;
  Value s = static_cast<BuiltinFunctionObject*>(self.as_object())->self;
  return s.is_null() ? Value::none() : s;
}
static Value builtin_get_doc(Context& ctx, Value self) {
  const char* d = static_cast<BuiltinFunctionObject*>(self.as_object())->doc;
  return d ? str_from(ctx, d) : Value::none();
}

// --- property ---

static Value make_property(Context& ctx, TypeObject* cls) {
  return Value::object(ctx.heap.make<PropertyObject>(cls));
}

static Value property_init(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"fget", "fset", "fdel", "doc"};
  Value a[4];
  if (!parse_args(ctx, without_self(call), "property", kNames, 0, a)) return Value::null();
  auto* p = static_cast<PropertyObject*>(call.args[0].as_object());
  p->fget = a[0].is_null() ? Value::none() : a[0];
  p->fset = a[1].is_null() ? Value::none() : a[1];
  p->fdel = a[2].is_null() ? Value::none() : a[2];
  p->doc = a[3].is_null() ? Value::none() : a[3];
  if (p->doc.is_none() && !p->fget.is_none()) {
    Value d = protocol::getattr_optional(ctx, p->fget, ctx.builtins.names.__doc__);
    if (d.is_null() && ctx.has_exception()) return Value::null();
    if (!d.is_null()) p->doc = d;
  }
  return Value::none();
}

static Value property_copy(Context& ctx, Value self, int which, Value f) {
  auto* p = static_cast<PropertyObject*>(self.as_object());
  auto* n = ctx.heap.make<PropertyObject>(p->type());
  n->fget = which == 0 ? f : p->fget;
  n->fset = which == 1 ? f : p->fset;
  n->fdel = which == 2 ? f : p->fdel;
  n->doc = p->doc;
  n->name = p->name;
  return Value::object(n);
}
static Value property_getter(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "getter", 2, 2)) return Value::null();
  return property_copy(ctx, call.args[0], 0, call.args[1]);
}
static Value property_setter(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "setter", 2, 2)) return Value::null();
  return property_copy(ctx, call.args[0], 1, call.args[1]);
}
static Value property_deleter(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "deleter", 2, 2)) return Value::null();
  return property_copy(ctx, call.args[0], 2, call.args[1]);
}
static Value property_get(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__get__", 2, 3)) return Value::null();
  Value obj = call.args[1].is_none() ? Value::null() : call.args[1];
  return descriptor_get(ctx, call.args[0], obj, protocol::type_of(ctx, call.args[1]));
}
static Value property_set(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__set__", 3, 3)) return Value::null();
  auto* p = static_cast<PropertyObject*>(call.args[0].as_object());
  if (p->fset.is_none()) {
    return ctx.raise(ctx.builtins.exc_AttributeError, "can't set attribute");
  }
  return call_vector(ctx, p->fset, {call.args[1], call.args[2]});
}
static Value property_delete(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__delete__", 2, 2)) return Value::null();
  auto* p = static_cast<PropertyObject*>(call.args[0].as_object());
  if (p->fdel.is_none()) {
    return ctx.raise(ctx.builtins.exc_AttributeError, "can't delete attribute");
  }
  return call_vector(ctx, p->fdel, {call.args[1]});
}
static Value property_set_name(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__set_name__", 3, 3)) return Value::null();
  static_cast<PropertyObject*>(call.args[0].as_object())->name = call.args[2];
  return Value::none();
}
static Value prop_fget(Context&, Value s) { return static_cast<PropertyObject*>(s.as_object())->fget; }
static Value prop_fset(Context&, Value s) { return static_cast<PropertyObject*>(s.as_object())->fset; }
static Value prop_fdel(Context&, Value s) { return static_cast<PropertyObject*>(s.as_object())->fdel; }
static Value prop_doc(Context&, Value s) { return static_cast<PropertyObject*>(s.as_object())->doc; }
static int prop_set_doc(Context&, Value s, Value v) {
  static_cast<PropertyObject*>(s.as_object())->doc = v;
  return 0;
}

// --- staticmethod / classmethod ---

static Value make_wrapper(Context& ctx, TypeObject* cls) {
  return Value::object(ctx.heap.make<MethodWrapperObject>(cls, Value::none()));
}
static Value wrapper_init(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2 || call.nkwargs() != 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s expected 1 argument, got %zu",
                     type_name(ctx, call.args[0]), call.total() - 1);
  }
  static_cast<MethodWrapperObject*>(call.args[0].as_object())->callable = call.args[1];
  return Value::none();
}
// __isabstractmethod__ of a property, staticmethod or classmethod: whether what it wraps
// says it is abstract (abc.abstractmethod sets the attribute), so that
// @property/@classmethod over @abstractmethod count as abstract. -1 with an error pending
// when reading the attribute raised something other than AttributeError.
static int wraps_abstract(Context& ctx, Value f) {
  if (f.is_none() || f.is_null()) return 0;
  Value flag = protocol::getattr_optional(ctx, f, protocol::intern(ctx, "__isabstractmethod__"));
  if (flag.is_null()) return ctx.has_exception() ? -1 : 0;
  return protocol::is_true(ctx, flag);
}
static Value prop_isabstract(Context& ctx, Value s) {
  auto* p = static_cast<PropertyObject*>(s.as_object());
  for (Value f : {p->fget, p->fset, p->fdel}) {
    int r = wraps_abstract(ctx, f);
    if (r < 0) return Value::null();
    if (r == 1) return Value::boolean(true);
  }
  return Value::boolean(false);
}
static Value wrapper_isabstract(Context& ctx, Value s) {
  int r = wraps_abstract(ctx, static_cast<MethodWrapperObject*>(s.as_object())->callable);
  return r < 0 ? Value::null() : Value::boolean(r == 1);
}
static Value wrapper_func(Context&, Value s) {
  return static_cast<MethodWrapperObject*>(s.as_object())->callable;
}
static Value wrapper_get(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__get__", 2, 3)) return Value::null();
  Value obj = call.args[1];
  TypeObject* type = call.nargs > 2 && !call.args[2].is_none() ? as_type(call.args[2])
                                                               : protocol::type_of(ctx, obj);
  return descriptor_get(ctx, call.args[0], obj.is_none() ? Value::null() : obj, type);
}
static Value staticmethod_call(Context& ctx, Value callable, const CallArgs& call) {
  return protocol::call(ctx, static_cast<MethodWrapperObject*>(callable.as_object())->callable,
                        call);
}

// --- super ---

static Value make_super(Context& ctx, TypeObject* cls) {
  return Value::object(ctx.heap.make<SuperObject>(cls));
}

static Value super_init(Context& ctx, const CallArgs& call) {
  auto& B = ctx.builtins;
  auto* s = static_cast<SuperObject*>(call.args[0].as_object());
  Value cls, obj;
  if (call.nkwargs() != 0) return ctx.raise(B.exc_TypeError, "super() takes no keyword arguments");
  if (call.nargs == 1) {
    if (B.zero_arg_super == nullptr) {
      return ctx.raise(B.exc_RuntimeError, "super(): no arguments");
    }
    if (!B.zero_arg_super(ctx, &cls, &obj)) return Value::null();
  } else if (call.nargs == 2 || call.nargs == 3) {
    cls = call.args[1];
    obj = call.nargs == 3 ? call.args[2] : Value::none();
  } else {
    return ctx.raise(B.exc_TypeError, "super() expected at most 2 arguments, got %zu",
                     call.nargs - 1);
  }
  if (!is_type(ctx, cls)) {
    return ctx.raise(B.exc_TypeError, "super() argument 1 must be a type, not %s",
                     type_name(ctx, cls));
  }
  s->start = as_type(cls);
  s->obj = obj;
  if (obj.is_none() && call.nargs == 2) {
    s->obj_type = nullptr;
    return Value::none();
  }
  if (is_type(ctx, obj) && protocol::is_subtype(as_type(obj), s->start)) {
    s->obj_type = as_type(obj);
  } else if (protocol::is_instance_of_type(ctx, obj, s->start)) {
    s->obj_type = protocol::type_of(ctx, obj);
  } else {
    return ctx.raise(B.exc_TypeError,
                     "super(type, obj): obj must be an instance or subtype of type");
  }
  return Value::none();
}

static Value super_getattr(Context& ctx, Value self, StrObject* name) {
  auto* s = static_cast<SuperObject*>(self.as_object());
  if (s->obj_type != nullptr && name->view() != "__class__") {
    auto& mro = s->obj_type->mro;
    size_t i = 0;
    while (i < mro.size() && mro[i] != s->start) ++i;
    for (++i; i < mro.size(); ++i) {
      Value v = dict_get_str(ctx, mro[i]->dict, name);
      if (v.is_null()) continue;
      Value obj = s->obj.is(Value::object(s->obj_type)) ? Value::null() : s->obj;
      return descriptor_get(ctx, v, obj, s->obj_type);
    }
  }
  if (name->view() == "__class__") return Value::object(s->type());
  if (name->view() == "__thisclass__") return Value::object(s->start);
  if (name->view() == "__self__") return s->obj;
  return ctx.raise(ctx.builtins.exc_AttributeError, "'super' object has no attribute '%s'",
                   name->data.c_str());
}

static Value super_repr(Context& ctx, const CallArgs& call) {
  auto* s = static_cast<SuperObject*>(call.args[0].as_object());
  std::string r = "<super: <class '" + (s->start ? s->start->name : std::string("NULL")) + "'>, ";
  r += s->obj_type ? "<" + s->obj_type->name + " object>>" : "NULL>";
  return str_from(ctx, r);
}

// --- getset / member descriptors as attributes of classes ---

static Value getset_get(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__get__", 2, 3)) return Value::null();
  if (call.args[1].is_none()) return call.args[0];
  return descriptor_get(ctx, call.args[0], call.args[1], protocol::type_of(ctx, call.args[1]));
}
static Value descr_repr(Context& ctx, const CallArgs& call) {
  Object* o = call.args[0].as_object();
  if (auto* g = dynamic_cast<GetSetObject*>(o)) {
    return str_from(ctx, std::string("<attribute '") + g->def.name + "' of '" + g->owner->name +
                             "' objects>");
  }
  auto* m = static_cast<MemberObject*>(o);
  return str_from(ctx, "<member '" + m->name->data + "' of '" + m->owner->name + "' objects>");
}

Value call_dunder(Context& ctx, const CallArgs& call) {
  if (call.nargs < 1) {
    return ctx.raise(ctx.builtins.exc_TypeError, "descriptor '__call__' needs an argument");
  }
  CallArgs rest{call.args + 1, call.nargs - 1, call.kwnames};
  return protocol::call(ctx, call.args[0], rest);
}

static const MethodDef builtin_methods[] = {{"__repr__", builtin_repr, nullptr},
                                           {"__call__", call_dunder, nullptr},
                                           {}};
static const GetSetDef builtin_getsets[] = {{"__name__", builtin_get_name, nullptr, nullptr},
                                            {"__qualname__", builtin_get_name, nullptr, nullptr},
                                            {"__self__", builtin_get_self, nullptr, nullptr},
                                            {"__doc__", builtin_get_doc, nullptr, nullptr},
                                            {}};
static const MethodDef property_methods[] = {{"__init__", property_init, nullptr},
                                             {"getter", property_getter, nullptr},
                                             {"setter", property_setter, nullptr},
                                             {"deleter", property_deleter, nullptr},
                                             {"__get__", property_get, nullptr},
                                             {"__set__", property_set, nullptr},
                                             {"__delete__", property_delete, nullptr},
                                             {"__set_name__", property_set_name, nullptr},
                                             {}};
static const GetSetDef property_getsets[] = {{"fget", prop_fget, nullptr, nullptr},
                                             {"fset", prop_fset, nullptr, nullptr},
                                             {"fdel", prop_fdel, nullptr, nullptr},
                                             {"__doc__", prop_doc, prop_set_doc, nullptr},
                                             {"__isabstractmethod__", prop_isabstract, nullptr, nullptr},
                                             {}};
static const MethodDef wrapper_methods[] = {{"__init__", wrapper_init, nullptr},
                                            {"__get__", wrapper_get, nullptr},
                                            {}};
static const GetSetDef wrapper_getsets[] = {{"__func__", wrapper_func, nullptr, nullptr},
                                            {"__wrapped__", wrapper_func, nullptr, nullptr},
                                            {"__isabstractmethod__", wrapper_isabstract, nullptr, nullptr},
                                            {}};
static const MethodDef super_methods[] = {{"__init__", super_init, nullptr},
                                          {"__repr__", super_repr, nullptr},
                                          {}};
static const MethodDef descr_methods[] = {{"__get__", getset_get, nullptr},
                                          {"__repr__", descr_repr, nullptr},
                                          {}};

void init_function_types(Context& ctx) {
  auto& B = ctx.builtins;
  B.builtin_function_type->call_slot = builtin_call;
  add_methods(ctx, B.builtin_function_type, builtin_methods);
  add_getsets(ctx, B.builtin_function_type, builtin_getsets);
  B.property_type->make_instance = make_property;
  add_methods(ctx, B.property_type, property_methods);
  add_getsets(ctx, B.property_type, property_getsets);
  for (TypeObject* t : {B.staticmethod_type, B.classmethod_type}) {
    t->make_instance = make_wrapper;
    add_methods(ctx, t, wrapper_methods);
    add_getsets(ctx, t, wrapper_getsets);
  }
  B.staticmethod_type->call_slot = staticmethod_call;
  B.super_type->make_instance = make_super;
  B.super_type->getattr_slot = super_getattr;
  add_methods(ctx, B.super_type, super_methods);
  add_methods(ctx, B.getset_descriptor_type, descr_methods);
  add_methods(ctx, B.member_descriptor_type, descr_methods);
}

}  // namespace tp::objects
