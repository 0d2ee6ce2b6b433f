// The `type` type: class creation (type.__new__ with C3 MRO, __slots__, __set_name__,
// __init_subclass__), calling a type (instance creation through __new__ and __init__),
// attribute lookup on classes, and the attributes of type objects.
#include "objects/type_object.h"

#include <algorithm>
#include <atomic>

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/function_objects.h"
#include "objects/instance_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp {

namespace {
std::atomic<uint64_t> g_next_type_version{1};
}  // namespace

TypeObject::TypeObject(TypeObject* metatype)
    : Object(metatype), version_tag(g_next_type_version.fetch_add(1, std::memory_order_relaxed)) {}

void TypeObject::trace(Tracer& t) {
  t.mark(base);
  for (TypeObject* b : bases) t.mark(b);
  for (TypeObject* m : mro) t.mark(m);
  t.mark(dict);
}

namespace objects {

void add_instance_dict_descriptor(Context& ctx, TypeObject* t);  // object_type.cpp

bool is_type(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.type_type);
}

Value type_lookup(Context& ctx, TypeObject* t, StrObject* name) {
  auto& cache = ctx.builtins.type_cache;
  size_t h = ((reinterpret_cast<uintptr_t>(t) >> 4) ^ (reinterpret_cast<uintptr_t>(name) >> 3) * 31) &
             (objects::Builtins::kTypeCacheSize - 1);
  auto& e = cache[h];
  if (e.type == t && e.name == name && e.version == t->version_tag &&
      e.epoch == ctx.builtins.type_cache_epoch)
    return e.value;
  Value found = Value::null();
  for (TypeObject* k : t->mro) {
    if (k->dict == nullptr) continue;
    Value v = dict_get_str(ctx, k->dict, name);
    if (!v.is_null()) {
      found = v;
      break;
    }
  }
  e.type = t;
  e.name = name;
  e.value = found;
  e.epoch = ctx.builtins.type_cache_epoch;
  e.version = t->version_tag;
  return found;
}

void type_modified(Context& ctx) {
  ++ctx.builtins.type_cache_epoch;
  ++ctx.builtins.type_hierarchy_epoch;
}

void type_modified(Context& ctx, TypeObject* t) {
  t->version_tag = g_next_type_version.fetch_add(1, std::memory_order_relaxed);
  if (t->has_subclasses) type_modified(ctx);
}

bool compute_mro(Context& ctx, TypeObject* t) {
  std::vector<std::vector<TypeObject*>> seqs;
  for (TypeObject* b : t->bases) seqs.push_back(b->mro);
  seqs.push_back(t->bases);
  std::vector<TypeObject*> result{t};
  for (;;) {
    bool empty = true;
    for (auto& s : seqs) empty = empty && s.empty();
    if (empty) break;
    TypeObject* candidate = nullptr;
    for (auto& s : seqs) {
      if (s.empty()) continue;
      TypeObject* head = s.front();
      bool in_tail = false;
      for (auto& o : seqs) {
        if (std::find(o.begin() + (o.empty() ? 0 : 1), o.end(), head) != o.end()) in_tail = true;
      }
      if (!in_tail) {
        candidate = head;
        break;
      }
    }
    if (candidate == nullptr) {
      std::string names;
      for (auto& s : seqs) {
        if (s.empty()) continue;
        if (std::find(result.begin(), result.end(), s.front()) != result.end()) continue;
        bool dup = names.find(s.front()->name) != std::string::npos;
        if (!dup) names += (names.empty() ? "" : ", ") + s.front()->name;
      }
      ctx.raise(ctx.builtins.exc_TypeError,
                "Cannot create a consistent method resolution\norder (MRO) for bases %s",
                names.c_str());
      return false;
    }
    result.push_back(candidate);
    for (auto& s : seqs) {
      if (!s.empty() && s.front() == candidate) s.erase(s.begin());
    }
  }
  t->mro = std::move(result);
  return true;
}

// The type whose C++ layout instances of t have (the first non-heap type on the base chain).
static TypeObject* solid_base(TypeObject* t) {
  while (t->is_heap_type && t->base != nullptr) t = t->base;
  return t;
}

static bool is_function_value(Context& ctx, Value v) {
  return v.is_object() && ctx.builtins.function_type != nullptr &&
         v.as_object()->type() == ctx.builtins.function_type;
}

static Value getattribute_override(Context& ctx, Value obj, StrObject* name) {
  Value f = protocol::lookup_special(ctx, obj, ctx.builtins.names.__getattribute__);
  if (f.is_null()) return Value::null();
  return call_vector(ctx, f, {obj, Value::object(name)});
}

void type_update_slots(Context& ctx, TypeObject* t) {
  auto find = [&](StrObject* name, auto getter) {
    for (TypeObject* k : t->mro) {
      if (k->dict != nullptr && !dict_get_str(ctx, k->dict, name).is_null()) {
        return k->is_heap_type ? decltype(getter(k))(nullptr) : getter(k);
      }
    }
    return getter(t->base != nullptr ? t->base : t);
  };
  t->call_slot = find(ctx.builtins.names.__call__, [](TypeObject* k) { return k->call_slot; });
  t->iter_next_slot =
      find(ctx.builtins.names.__next__, [](TypeObject* k) { return k->iter_next_slot; });
  t->descr_get = find(ctx.builtins.names.__get__, [](TypeObject* k) { return k->descr_get; });
  t->getattr_slot = find(ctx.builtins.names.__getattribute__,
                         [](TypeObject* k) { return k->getattr_slot; });
  if (t->getattr_slot == nullptr) {
    // A heap class overriding __getattribute__: call it.
    for (TypeObject* k : t->mro) {
      if (k->dict == nullptr) continue;
      if (!dict_get_str(ctx, k->dict, ctx.builtins.names.__getattribute__).is_null()) {
        if (k->is_heap_type) t->getattr_slot = getattribute_override;
        break;
      }
    }
  }
}

Value type_new(Context& ctx, TypeObject* metatype, StrObject* name, TupleObject* bases_tuple,
               DictObject* ns, DictObject* kwargs) {
  auto& B = ctx.builtins;
  std::vector<TypeObject*> bases;
  // The most derived metaclass wins (computed first, as CPython).
  TypeObject* winner = metatype;
  for (Value b : bases_tuple->items) {
    TypeObject* m = protocol::type_of(ctx, b);
    if (protocol::is_subtype(winner, m)) continue;
    if (protocol::is_subtype(m, winner)) {
      winner = m;
      continue;
    }
    return ctx.raise(B.exc_TypeError,
                     "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                     "subclass of the metaclasses of all its bases");
  }
  for (Value b : bases_tuple->items) {
    if (!is_type(ctx, b)) {
      return ctx.raise(B.exc_TypeError, "bases must be types");
    }
    TypeObject* bt = as_type(b);
    if (bt == B.bool_type || bt == B.range_type || bt == B.slice_type ||
        bt == B.builtin_function_type || bt == B.none_type || bt == B.function_type) {
      return ctx.raise(B.exc_TypeError, "type '%s' is not an acceptable base type",
                       bt->name.c_str());
    }
    if (std::find(bases.begin(), bases.end(), bt) != bases.end()) {
      return ctx.raise(B.exc_TypeError, "duplicate base class %s", bt->name.c_str());
    }
    bases.push_back(bt);
  }
  if (bases.empty()) bases.push_back(B.object_type);
  // The best base: the one whose layout is the most derived. A heap class that added
  // __slots__ is a layout of its own (its slot indexes), as in CPython: class C(A, B) where
  // only A has slots takes A's layout, and two unrelated slotted bases conflict.
  auto layout = [](TypeObject* b) {
    while (b->is_heap_type && b->base != nullptr && b->base->slot_count == b->slot_count) {
      b = b->base;
    }
    return b;
  };
  TypeObject* best = bases[0];
  TypeObject* best_layout = layout(best);
  for (TypeObject* b : bases) {
    TypeObject* s = layout(b);
    if (protocol::is_subtype(s, best_layout)) {
      if (s != best_layout) best = b;
      best_layout = s;
    } else if (!protocol::is_subtype(best_layout, s)) {
      return ctx.raise(B.exc_TypeError, "multiple bases have instance lay-out conflict");
    }
  }
  TypeObject* best_solid = solid_base(best);

  TypeObject* t = ctx.heap.make<TypeObject>(winner);
  gc::Root<TypeObject> root(ctx.heap, t);
  t->name = std::string(name->view());
  t->qualname = t->name;
  t->is_heap_type = true;
  t->bases = bases;
  t->base = best;
  t->dict = dict_new(ctx);
  if (!compute_mro(ctx, t)) return Value::null();
  t->make_instance = best_solid == B.object_type ? make_plain_instance : best->make_instance;
  t->slot_count = best->slot_count;
  t->allows_instance_dict = true;

  size_t pos = 0;
  Value k, v;
  while (dict_next(ns, &pos, &k, &v)) {
    if (is_str(ctx, k) && as_str(k)->view() == "__qualname__") {
      if (!is_str(ctx, v)) {
        return ctx.raise(B.exc_TypeError, "type __qualname__ must be a str, not %s",
                         type_name(ctx, v));
      }
      t->qualname = std::string(as_str(v)->view());
      continue;
    }
    if (dict_set(ctx, t->dict, k, v) < 0) return Value::null();
  }
  if (dict_get_str(ctx, t->dict, B.names.__doc__).is_null()) {
    dict_set_str(ctx, t->dict, B.names.__doc__, Value::none());
  }
  // Implicit staticmethod / classmethod wrapping, as CPython.
  Value nw = dict_get_str(ctx, t->dict, B.names.__new__);
  if (is_function_value(ctx, nw)) {
    dict_set_str(ctx, t->dict, B.names.__new__,
                 Value::object(ctx.heap.make<MethodWrapperObject>(B.staticmethod_type, nw)));
  }
  for (StrObject* cm : {B.names.__init_subclass__, B.names.__class_getitem__}) {
    Value f = dict_get_str(ctx, t->dict, cm);
    if (is_function_value(ctx, f)) {
      dict_set_str(ctx, t->dict, cm,
                   Value::object(ctx.heap.make<MethodWrapperObject>(B.classmethod_type, f)));
    }
  }
  // __eq__ without __hash__ makes instances unhashable.
  if (!dict_get_str(ctx, t->dict, B.names.__eq__).is_null() &&
      dict_get_str(ctx, t->dict, B.names.__hash__).is_null()) {
    dict_set_str(ctx, t->dict, B.names.__hash__, Value::none());
  }
  // __slots__
  Value slots = dict_get_str(ctx, t->dict, B.names.__slots__);
  if (!slots.is_null()) {
    std::vector<Value> names;
    if (is_str(ctx, slots)) {
      names.push_back(slots);
    } else if (!collect_iterable(ctx, slots, &names)) {
      return Value::null();
    }
    bool base_has_dict = false;
    for (TypeObject* m : t->mro) {
      if (m != t && m->is_heap_type && m->allows_instance_dict) base_has_dict = true;
    }
    t->allows_instance_dict = base_has_dict;
    // As CPython's type_new: every item a str and an identifier, __dict__ and __weakref__ at
    // most once (and __dict__ not when a base already gives one; private names are not
    // mangled, as the compiler does not mangle either: docs/differences.md); then each name checked against the class namespace as written (so a slot a base
    // class already has, or the same name twice, is accepted), then the descriptors added.
    bool saw_weakref = false;
    std::vector<StrObject*> members;
    for (Value n : names) {
      if (!is_str(ctx, n)) {
        return ctx.raise(B.exc_TypeError, "__slots__ items must be strings, not '%s'",
                         type_name(ctx, n));
      }
      Value ident = protocol::call_method(ctx, n, protocol::intern(ctx, "isidentifier"), nullptr, 0);
      if (ident.is_null()) return ident;
      if (!ident.is_bool() || !ident.as_bool()) return ctx.raise(B.exc_TypeError, "__slots__ must be identifiers");
      std::string_view text = as_str(n)->view();
      if (text == "__dict__") {
        if (t->allows_instance_dict) return ctx.raise(B.exc_TypeError, "__dict__ slot disallowed: we already got one");
        t->allows_instance_dict = true;
        continue;
      }
      if (text == "__weakref__") {
        if (saw_weakref) {
          return ctx.raise(B.exc_TypeError,
                           "__weakref__ slot disallowed: either we already got one, or __itemsize__ != 0");
        }
        saw_weakref = true;
        continue;
      }
      members.push_back(protocol::intern(ctx, text));
    }
    if (!members.empty() && (best_solid == B.int_type || best_solid == B.tuple_type || best_solid == B.bytes_type)) {
      return ctx.raise(B.exc_TypeError, "nonempty __slots__ not supported for subtype of '%s'",
                       best_solid->name.c_str());
    }
    for (StrObject* sn : members) {
      if (!dict_get_str(ctx, t->dict, sn).is_null()) {
        return ctx.raise(B.exc_ValueError,
                         "'%s' in __slots__ conflicts with class variable", sn->data.c_str());
      }
    }
    for (StrObject* sn : members) {
      auto* m = ctx.heap.make<MemberObject>(B.member_descriptor_type, sn, t->slot_count++, t);
      dict_set_str(ctx, t->dict, sn, Value::object(m));
    }
  }
  bool base_has_dict = false;
  for (TypeObject* m : t->mro) {
    if (m != t && m->is_heap_type && m->allows_instance_dict) base_has_dict = true;
  }
  if (t->allows_instance_dict && !base_has_dict && best_solid == B.object_type) {
    add_instance_dict_descriptor(ctx, t);
    if (dict_get_cstr(ctx, t->dict, "__weakref__").is_null()) {
      static const GetSetDef weakref_def[] = {{"__weakref__", [](Context&, Value) { return Value::none(); }, nullptr, nullptr}, {}};
      add_getsets(ctx, t, weakref_def);
    }
  }
  for (TypeObject* m : t->mro)
    if (m != t) m->has_subclasses = true;
  type_modified(ctx, t);
  type_update_slots(ctx, t);

  // __set_name__ on every attribute that defines it.
  std::vector<std::pair<Value, Value>> items;
  pos = 0;
  while (dict_next(t->dict, &pos, &k, &v)) items.emplace_back(k, v);
  for (auto& [key, val] : items) {
    Value sn = protocol::lookup_special(ctx, val, B.names.__set_name__);
    if (sn.is_null()) {
      if (ctx.has_exception()) return Value::null();
      continue;
    }
    Value r = call_vector(ctx, sn, {val, Value::object(t), key});
    if (r.is_null()) return Value::null();
  }
  // super(t, t).__init_subclass__(**kwargs)
  for (size_t i = 1; i < t->mro.size(); ++i) {
    TypeObject* m = t->mro[i];
    Value f = dict_get_str(ctx, m->dict, B.names.__init_subclass__);
    if (f.is_null()) continue;
    Value bound = descriptor_get(ctx, f, Value::null(), t);
    if (bound.is_null()) return Value::null();
    std::vector<Value> args;
    std::vector<Value> kwn;
    if (kwargs != nullptr) {
      size_t p = 0;
      while (dict_next(kwargs, &p, &k, &v)) {
        kwn.push_back(k);
        args.push_back(v);
      }
    }
    Value r = call_vector(ctx, bound, args, kwn.empty() ? nullptr : tuple_new(ctx, kwn));
    if (r.is_null()) return Value::null();
    break;
  }
  return Value::object(t);
}

// --- calling a type ---

// A built-in function, possibly inside a staticmethod/classmethod wrapper (a __new__ not
// written in Python).
static bool is_builtin_function(Value v) {
  if (!v.is_object()) return false;
  Object* o = v.as_object();
  if (auto* w = dynamic_cast<MethodWrapperObject*>(o)) {
    if (!w->callable.is_object()) return false;
    o = w->callable.as_object();
  }
  return dynamic_cast<BuiltinFunctionObject*>(o) != nullptr;
}

static Value object_new_fn(Context& ctx, const CallArgs& call);
static Value object_init_fn(Context& ctx, const CallArgs& call);

static bool is_native(Value v, NativeFunction fn) {
  if (!v.is_object()) return false;
  Object* o = v.as_object();
  if (auto* w = dynamic_cast<MethodWrapperObject*>(o)) {
    if (!w->callable.is_object()) return false;
    o = w->callable.as_object();
  }
  auto* b = dynamic_cast<BuiltinFunctionObject*>(o);
  return b != nullptr && b->fn == fn;
}

// TypeError "Can't instantiate abstract class X with abstract method(s) a, b" (CPython
// 3.11's words, the names sorted) for a type whose is_abstract flag is set.
static Value raise_abstract_instantiation(Context& ctx, TypeObject* cls) {
  Value names = dict_get_str(ctx, cls->dict, protocol::intern(ctx, "__abstractmethods__"));
  std::vector<std::string> sorted;
  if (!names.is_null()) {
    Value it = protocol::get_iter(ctx, names);
    if (it.is_null()) return Value::null();
    gc::Root<Object> keep(ctx.heap, it.is_object() ? it.as_object() : nullptr);
    for (;;) {
      Value item = protocol::iter_next(ctx, it);
      if (item.is_null()) {
        if (ctx.has_exception()) return Value::null();
        break;
      }
      if (!is_str(ctx, item)) {
        return ctx.raise(ctx.builtins.exc_TypeError, "'<' not supported between instances of "
                         "'%s' and 'str'", type_name(ctx, item));
      }
      sorted.emplace_back(as_str(item)->view());
    }
  }
  std::sort(sorted.begin(), sorted.end());
  std::string joined;
  for (const std::string& s : sorted) joined += (joined.empty() ? "" : ", ") + s;
  return ctx.raise(ctx.builtins.exc_TypeError,
                   "Can't instantiate abstract class %s with abstract method%s %s",
                   cls->name.c_str(), sorted.size() == 1 ? "" : "s", joined.c_str());
}

Value type_call(Context& ctx, Value callable, const CallArgs& call) {
  auto& B = ctx.builtins;
  TypeObject* cls = as_type(callable);
  size_t total = call.total();
  if (cls == B.type_type && call.nargs == 1 && call.nkwargs() == 0) {
    return Value::object(protocol::type_of(ctx, call.args[0]));
  }
  Value new_fn = type_lookup(ctx, cls, B.names.__new__);
  Value init_fn = type_lookup(ctx, cls, B.names.__init__);
  Value obj;
  if (new_fn.is_null() || is_native(new_fn, object_new_fn)) {
    if (total > 0 && (init_fn.is_null() || is_native(init_fn, object_init_fn))) {
      return ctx.raise(B.exc_TypeError, "%s() takes no arguments", cls->name.c_str());
    }
    if (cls->make_instance == nullptr) {
      return ctx.raise(B.exc_TypeError, "cannot create '%s' instances", cls->name.c_str());
    }
    if (cls->is_abstract) return raise_abstract_instantiation(ctx, cls);
    obj = cls->make_instance(ctx, cls);
  } else {
    Value f = descriptor_get(ctx, new_fn, Value::null(), cls);
    if (f.is_null()) return Value::null();
    obj = call_with_self(ctx, f, callable, call);
  }
  if (obj.is_null()) return Value::null();
  if (!protocol::is_instance_of_type(ctx, obj, cls)) return obj;
  TypeObject* ot = protocol::type_of(ctx, obj);
  if (ot != cls) init_fn = type_lookup(ctx, ot, B.names.__init__);
  if (init_fn.is_null() || is_native(init_fn, object_init_fn)) return obj;
  if (cls == B.type_type) return obj;
  gc::Root<Object> keep(ctx.heap, obj.is_object() ? obj.as_object() : nullptr);
  Value r;
  Value bound_init = init_fn;
  if (init_fn.is_object() && (init_fn.as_object()->type() == B.function_type ||
                              init_fn.as_object()->type() == B.builtin_function_type)) {
    r = call_with_self(ctx, init_fn, obj, call);
  } else {
    bound_init = descriptor_get(ctx, init_fn, obj, ot);
    if (bound_init.is_null()) return Value::null();
    r = protocol::call(ctx, bound_init, call);
  }
  if (r.is_null()) return Value::null();
  if (!r.is_none()) {
    return ctx.raise(B.exc_TypeError, "__init__() should return None, not '%s'",
                     type_name(ctx, r));
  }
  return obj;
}

// object.__new__(cls, ...) and object.__init__(self, ...): defined here because type_call
// recognises them.
static Value object_new_fn(Context& ctx, const CallArgs& call) {
  if (call.nargs < 1 || !is_type(ctx, call.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "object.__new__(X): X is not a type object");
  }
  TypeObject* cls = as_type(call.args[0]);
  if (cls->make_instance == nullptr) {
    return ctx.raise(ctx.builtins.exc_TypeError, "cannot create '%s' instances",
                     cls->name.c_str());
  }
  // As CPython: refuse object.__new__(int) (an instance no constructor initialised). The
  // type whose __new__ governs cls is the first one up the __base__ chain whose __new__
  // is not Python code; it must be object.__new__ itself.
  TypeObject* governing = cls;
  Value governing_new = type_lookup(ctx, governing, ctx.builtins.names.__new__);
  while (governing != nullptr && !is_builtin_function(governing_new)) {
    governing = governing->base;
    if (governing != nullptr) governing_new = type_lookup(ctx, governing, ctx.builtins.names.__new__);
  }
  if (governing != nullptr && !governing_new.is_null() && !is_native(governing_new, object_new_fn)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "object.__new__(%s) is not safe, use %s.__new__()",
                     cls->name.c_str(), governing->name.c_str());
  }
  if (call.total() > 1) {
    Value init_fn = type_lookup(ctx, cls, ctx.builtins.names.__init__);
    Value new_fn = type_lookup(ctx, cls, ctx.builtins.names.__new__);
    if (is_native(init_fn, object_init_fn) || !is_native(new_fn, object_new_fn)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no arguments", cls->name.c_str());
    }
  }
  if (cls->is_abstract) return raise_abstract_instantiation(ctx, cls);
  return cls->make_instance(ctx, cls);
}

static Value object_init_fn(Context& ctx, const CallArgs& call) {
  if (call.total() > 1) {
    TypeObject* cls = protocol::type_of(ctx, call.args[0]);
    Value init_fn = type_lookup(ctx, cls, ctx.builtins.names.__init__);
    Value new_fn = type_lookup(ctx, cls, ctx.builtins.names.__new__);
    if (!is_native(init_fn, object_init_fn) || is_native(new_fn, object_new_fn)) {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "%s.__init__() takes exactly one argument (the instance to initialize)",
                       cls->name.c_str());
    }
  }
  return Value::none();
}

// --- attribute access on classes ---

Value type_getattr(Context& ctx, TypeObject* t, StrObject* name, bool raise_missing) {
  TypeObject* meta = t->type();
  Value meta_attr = type_lookup(ctx, meta, name);
  if (!meta_attr.is_null() && is_data_descriptor(ctx, meta_attr)) {
    return descriptor_get(ctx, meta_attr, Value::object(t), meta);
  }
  Value attr = type_lookup(ctx, t, name);
  if (!attr.is_null()) return descriptor_get(ctx, attr, Value::null(), t);
  if (!meta_attr.is_null()) return descriptor_get(ctx, meta_attr, Value::object(t), meta);
  if (!raise_missing) return Value::null();
  return ctx.raise(ctx.builtins.exc_AttributeError, "type object '%s' has no attribute '%s'",
                   t->name.c_str(), name->data.c_str());
}

int type_setattr(Context& ctx, TypeObject* t, StrObject* name, Value value) {
  bool dunder = name->data.size() > 4 && name->data.compare(0, 2, "__") == 0 &&
                name->data.compare(name->data.size() - 2, 2, "__") == 0;
  if (!t->is_heap_type && !(t->names_settable && !dunder)) {
    ctx.raise(ctx.builtins.exc_TypeError,
              "cannot set '%s' attribute of immutable type '%s'", name->data.c_str(),
              t->name.c_str());
    return -1;
  }
  TypeObject* meta = t->type();
  Value meta_attr = type_lookup(ctx, meta, name);
  if (!meta_attr.is_null() && is_data_descriptor(ctx, meta_attr)) {
    Value setter = protocol::lookup_special(ctx, meta_attr, ctx.builtins.names.__set__);
    if (auto* gs = dynamic_cast<GetSetObject*>(meta_attr.as_object())) {
      if (gs->def.set == nullptr) {
        ctx.raise(ctx.builtins.exc_AttributeError, "attribute '%s' of '%s' objects is not writable",
                  name->data.c_str(), meta->name.c_str());
        return -1;
      }
      return gs->def.set(ctx, Value::object(t), value);
    }
    if (!setter.is_null()) {
      Value r = call_vector(ctx, setter, {meta_attr, Value::object(t), value});
      return r.is_null() ? -1 : 0;
    }
  }
  if (value.is_null()) {
    int r = dict_del(ctx, t->dict, Value::object(name));
    if (r == 0) {
      ctx.raise(ctx.builtins.exc_AttributeError, "type object '%s' has no attribute '%s'",
                t->name.c_str(), name->data.c_str());
      return -1;
    }
    if (r < 0) return -1;
  } else if (dict_set_str(ctx, t->dict, name, value) < 0) {
    return -1;
  }
  type_modified(ctx, t);
  if (t->is_heap_type) type_update_slots(ctx, t);  // names_settable types: non-dunders only, no slot changes
  if (name->view() == "__abstractmethods__") {
    int truth = value.is_null() ? 0 : protocol::is_true(ctx, value);
    if (truth < 0) return -1;
    t->is_abstract = truth == 1;
  }
  if (t->has_subclasses && name->data.size() > 4 && name->data.compare(0, 2, "__") == 0) {
    // A dunder of a base changes the slots its subclasses inherited (__getattribute__,
    // __call__, __next__, __get__). Types do not list their subclasses; this is rare.
    std::vector<TypeObject*> subclasses;
    ctx.heap.for_each_object([&](Object* o) {
      if (!o->type() || !protocol::is_subtype(o->type(), ctx.builtins.type_type)) return;
      auto* k = static_cast<TypeObject*>(o);
      if (k != t && std::find(k->mro.begin(), k->mro.end(), t) != k->mro.end())
        subclasses.push_back(k);
    });
    for (TypeObject* k : subclasses) type_update_slots(ctx, k);
  }
  return 0;
}

// --- the type type's methods and attributes ---

static Value type_new_fn(Context& ctx, const CallArgs& call) {
  auto& B = ctx.builtins;
  if (call.nargs < 1 || !is_type(ctx, call.args[0])) {
    return ctx.raise(B.exc_TypeError, "type.__new__(X): X is not a type object");
  }
  TypeObject* meta = as_type(call.args[0]);
  if (call.nargs == 2 && call.nkwargs() == 0) {
    return Value::object(protocol::type_of(ctx, call.args[1]));
  }
  if (call.nargs != 4) {
    return ctx.raise(B.exc_TypeError, "type() takes 1 or 3 arguments");
  }
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(B.exc_TypeError, "type.__new__() argument 1 must be str, not %s",
                     type_name(ctx, call.args[1]));
  }
  if (!is_tuple(ctx, call.args[2])) {
    return ctx.raise(B.exc_TypeError, "type.__new__() argument 2 must be tuple, not %s",
                     type_name(ctx, call.args[2]));
  }
  if (!is_dict(ctx, call.args[3])) {
    return ctx.raise(B.exc_TypeError, "type.__new__() argument 3 must be dict, not %s",
                     type_name(ctx, call.args[3]));
  }
  DictObject* kw = nullptr;
  if (call.nkwargs() > 0) {
    kw = dict_new(ctx);
    for (size_t i = 0; i < call.nkwargs(); ++i) {
      dict_set(ctx, kw, call.kwnames->items[i], call.args[call.nargs + i]);
    }
  }
  return type_new(ctx, meta, as_str(call.args[1]), as_tuple(call.args[2]),
                  as_dict(call.args[3]), kw);
}

static Value type_init_fn(Context& ctx, const CallArgs& call) {
  (void)ctx;
  (void)call;
  return Value::none();
}

static Value type_repr_fn(Context& ctx, const CallArgs& call) {
  TypeObject* t = as_type(call.args[0]);
  std::string module = "builtins";
  // Heap classes and the native types of stdlib modules (which set __module__) name their
  // module; the built-in types have none in their dict.
  if (t->dict != nullptr) {
    Value m = dict_get_str(ctx, t->dict, ctx.builtins.names.__module__);
    if (!m.is_null() && is_str(ctx, m)) module = std::string(as_str(m)->view());
  }
  if (module == "builtins") return str_from(ctx, "<class '" + t->qualname + "'>");
  return str_from(ctx, "<class '" + module + "." + t->qualname + "'>");
}

static Value type_call_fn(Context& ctx, const CallArgs& call) {
  if (call.nargs < 1 || !is_type(ctx, call.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "descriptor '__call__' requires a 'type' object");
  }
  return type_call(ctx, call.args[0], without_self(call));
}

static Value type_mro_fn(Context& ctx, const CallArgs& call) {
  TypeObject* t = as_type(call.args[0]);
  std::vector<Value> v;
  for (TypeObject* m : t->mro) v.push_back(Value::object(m));
  return Value::object(list_new(ctx, v));
}

static Value type_subclasscheck_fn(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__subclasscheck__", 2, 2)) return Value::null();
  if (!is_type(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "issubclass() arg 1 must be a class");
  }
  return Value::boolean(protocol::is_subtype(as_type(call.args[1]), as_type(call.args[0])));
}

static Value type_instancecheck_fn(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__instancecheck__", 2, 2)) return Value::null();
  return Value::boolean(protocol::is_instance_of_type(ctx, call.args[1], as_type(call.args[0])));
}

static Value type_subclasses_fn(Context& ctx, const CallArgs& call) {
  (void)call;
  return Value::object(list_new(ctx));
}

static Value get_name(Context& ctx, Value self) { return str_from(ctx, as_type(self)->name); }
static int set_name(Context& ctx, Value self, Value v) {
  if (!is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "can only assign string to %s.__name__, not '%s'",
              as_type(self)->name.c_str(), type_name(ctx, v));
    return -1;
  }
  as_type(self)->name = std::string(as_str(v)->view());
  return 0;
}
static Value get_qualname(Context& ctx, Value self) {
  return str_from(ctx, as_type(self)->qualname);
}
static int set_qualname(Context& ctx, Value self, Value v) {
  if (!is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "can only assign string to %s.__qualname__, not '%s'",
              as_type(self)->name.c_str(), type_name(ctx, v));
    return -1;
  }
  as_type(self)->qualname = std::string(as_str(v)->view());
  return 0;
}
static Value get_mro(Context& ctx, Value self) {
  std::vector<Value> v;
  for (TypeObject* m : as_type(self)->mro) v.push_back(Value::object(m));
  return tuple_from(ctx, v);
}
static Value get_bases(Context& ctx, Value self) {
  std::vector<Value> v;
  for (TypeObject* m : as_type(self)->bases) v.push_back(Value::object(m));
  return tuple_from(ctx, v);
}
static Value get_base(Context& ctx, Value self) {
  (void)ctx;
  TypeObject* b = as_type(self)->base;
  return b ? Value::object(b) : Value::none();
}
static Value get_dict(Context& ctx, Value self) {
  (void)ctx;
  // A read-only mappingproxy in CPython; here the dict itself (documented difference).
  return Value::object(as_type(self)->dict);
}
static Value get_module(Context& ctx, Value self) {
  TypeObject* t = as_type(self);
  Value m = dict_get_str(ctx, t->dict, ctx.builtins.names.__module__);
  if (!m.is_null()) return m;
  return str_from(ctx, "builtins");
}
// Stores into the type's dict directly: going through type_setattr would find this
// getset again on the metatype and recurse without end.
static int set_module(Context& ctx, Value self, Value v) {
  TypeObject* t = as_type(self);
  if (!t->is_heap_type) {
    ctx.raise(ctx.builtins.exc_TypeError, "cannot set '__module__' attribute of immutable type '%s'",
              t->name.c_str());
    return -1;
  }
  if (v.is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "cannot delete '__module__' attribute of immutable type '%s'",
              t->name.c_str());
    return -1;
  }
  if (dict_set_str(ctx, t->dict, ctx.builtins.names.__module__, v) < 0) return -1;
  type_modified(ctx);
  return 0;
}
static Value get_doc(Context& ctx, Value self) {
  Value d = dict_get_str(ctx, as_type(self)->dict, ctx.builtins.names.__doc__);
  return d.is_null() ? Value::none() : d;
}
// Heap classes' __doc__ is writable (dataclasses sets it), built-ins' is not.
static int set_doc(Context& ctx, Value self, Value v) {
  TypeObject* t = as_type(self);
  if (!t->is_heap_type) {
    ctx.raise(ctx.builtins.exc_TypeError, "cannot set '__doc__' attribute of immutable type '%s'",
              t->name.c_str());
    return -1;
  }
  if (v.is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "cannot delete '__doc__' attribute of immutable type '%s'",
              t->name.c_str());
    return -1;
  }
  if (dict_set_str(ctx, t->dict, ctx.builtins.names.__doc__, v) < 0) return -1;
  type_modified(ctx);
  return 0;
}

// type.__getattribute__: in the dict so that a metaclass (a heap subclass of type)
// inherits type's attribute lookup (type_update_slots finds it there).
static Value type_getattribute_fn(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getattribute__", 2, 2)) return Value::null();
  if (!is_type(ctx, call.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "descriptor '__getattribute__' requires a 'type' object but received a '%s'",
                     type_name(ctx, call.args[0]));
  }
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "attribute name must be string, not '%s'",
                     type_name(ctx, call.args[1]));
  }
  StrObject* name = protocol::intern(ctx, as_str(call.args[1])->view());
  return type_getattr(ctx, as_type(call.args[0]), name, true);
}

static const MethodDef type_methods[] = {
    {"__init__", type_init_fn, nullptr},
    {"__getattribute__", type_getattribute_fn, nullptr},
    {"__repr__", type_repr_fn, nullptr},
    {"__call__", type_call_fn, nullptr},
    {"mro", type_mro_fn, nullptr},
    {"__subclasscheck__", type_subclasscheck_fn, nullptr},
    {"__instancecheck__", type_instancecheck_fn, nullptr},
    {"__subclasses__", type_subclasses_fn, nullptr},
    {}};
static const GetSetDef type_getsets[] = {
    {"__name__", get_name, set_name, nullptr},
    {"__qualname__", get_qualname, set_qualname, nullptr},
    {"__mro__", get_mro, nullptr, nullptr},
    {"__bases__", get_bases, nullptr, nullptr},
    {"__base__", get_base, nullptr, nullptr},
    {"__dict__", get_dict, nullptr, nullptr},
    {"__module__", get_module, set_module, nullptr},
    {"__doc__", get_doc, set_doc, nullptr},
    {}};
static const MethodDef type_static[] = {{"__new__", type_new_fn, nullptr}, {}};
static const MethodDef object_static[] = {{"__new__", object_new_fn, nullptr}, {}};
static const MethodDef object_init_def[] = {{"__init__", object_init_fn, nullptr}, {}};

void init_type_type(Context& ctx) {
  TypeObject* t = ctx.builtins.type_type;
  t->call_slot = type_call;
  t->getattr_slot = [](Context& c, Value obj, StrObject* name) {
    return type_getattr(c, as_type(obj), name, true);
  };
  add_methods(ctx, t, type_methods);
  add_static_methods(ctx, t, type_static);
  add_getsets(ctx, t, type_getsets);
  add_static_methods(ctx, ctx.builtins.object_type, object_static);
  add_methods(ctx, ctx.builtins.object_type, object_init_def);
}

}  // namespace objects
}  // namespace tp
