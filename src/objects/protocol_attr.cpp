// The attribute half of the protocol: generic attribute lookup with data / non-data
// descriptors and instance dicts (object.__getattribute__), __getattr__ fallback,
// setattr/delattr, LOAD_METHOD's lookup_method and special-method lookup.
#include "objects/dict_object.h"
#include "objects/function_objects.h"
#include "objects/instance_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp {
namespace objects {

DictObject* get_instance_dict(Context& ctx, Value obj) {
  if (!obj.is_object()) return nullptr;
  Object* o = obj.as_object();
  DictObject** slot = o->instance_dict();
  if (slot == nullptr) return nullptr;
  if (*slot == nullptr) {
    TypeObject* t = o->type();
    if (!t->allows_instance_dict && !is_type(ctx, obj)) return nullptr;
    *slot = dict_new(ctx);
  }
  return *slot;
}

// object.__getattribute__: Null with AttributeError pending when missing.
Value generic_getattr(Context& ctx, Value obj, StrObject* name, bool raise_missing) {
  TypeObject* t = protocol::type_of(ctx, obj);
  Value descr = type_lookup(ctx, t, name);
  if (!descr.is_null() && descr.is_object()) {
    TypeObject* dt = descr.as_object()->type();
    if (dt != ctx.builtins.function_type && dt != ctx.builtins.builtin_function_type &&
        is_data_descriptor(ctx, descr)) {
      return descriptor_get(ctx, descr, obj, t);
    }
  }
  if (obj.is_object()) {
    DictObject** slot = obj.as_object()->instance_dict();
    if (slot != nullptr && *slot != nullptr) {
      Value v = dict_get_str(ctx, *slot, name);
      if (!v.is_null()) return v;
    }
  }
  if (!descr.is_null()) return descriptor_get(ctx, descr, obj, t);
  if (name == ctx.builtins.names.__class__ || name->view() == "__class__") {
    return Value::object(t);
  }
  if (name->view() == "__dict__") {
    DictObject* d = get_instance_dict(ctx, obj);
    if (d != nullptr) return Value::object(d);
  }
  if (!raise_missing) return Value::null();
  if (obj.is_object() && t == ctx.builtins.module_type) {
    auto* m = static_cast<ModuleObject*>(obj.as_object());
    return ctx.raise(ctx.builtins.exc_AttributeError, "module '%s' has no attribute '%s'",
                     m->name.c_str(), name->data.c_str());
  }
  return ctx.raise(ctx.builtins.exc_AttributeError, "'%s' object has no attribute '%s'",
                   t->name.c_str(), name->data.c_str());
}

int generic_setattr(Context& ctx, Value obj, StrObject* name, Value value) {
  TypeObject* t = protocol::type_of(ctx, obj);
  Value descr = type_lookup(ctx, t, name);
  auto& B = ctx.builtins;
  if (!descr.is_null() && descr.is_object()) {
    Object* d = descr.as_object();
    TypeObject* dt = d->type();
    if (dt == B.getset_descriptor_type) {
      auto* g = static_cast<GetSetObject*>(d);
      if (g->def.set == nullptr) {
        ctx.raise(B.exc_AttributeError, "attribute '%s' of '%s' objects is not writable",
                  name->data.c_str(), t->name.c_str());
        return -1;
      }
      return g->def.set(ctx, obj, value);
    }
    if (dt == B.member_descriptor_type) {
      auto* m = static_cast<MemberObject*>(d);
      auto* inst = dynamic_cast<InstanceObject*>(obj.as_object());
      if (inst == nullptr) {
        ctx.raise(B.exc_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                  name->data.c_str(), m->owner->name.c_str(), t->name.c_str());
        return -1;
      }
      if (inst->slots.size() < t->slot_count) inst->slots.resize(t->slot_count);
      if (value.is_null() && inst->slots[m->index].is_null()) {
        ctx.raise(B.exc_AttributeError, "'%s' object has no attribute '%s'", t->name.c_str(),
                  name->data.c_str());
        return -1;
      }
      inst->slots[m->index] = value;
      return 0;
    }
    if (protocol::is_subtype(dt, B.property_type)) {
      auto* p = static_cast<PropertyObject*>(d);
      Value fn = value.is_null() ? p->fdel : p->fset;
      if (fn.is_none()) {
        if (value.is_null()) {
          ctx.raise(B.exc_AttributeError, "property '%s' of '%s' object has no deleter",
                    name->data.c_str(), t->name.c_str());
        } else {
          ctx.raise(B.exc_AttributeError, "property '%s' of '%s' object has no setter",
                    name->data.c_str(), t->name.c_str());
        }
        return -1;
      }
      Value r = value.is_null() ? call_vector(ctx, fn, {obj}) : call_vector(ctx, fn, {obj, value});
      return r.is_null() ? -1 : 0;
    }
    if (dt->is_heap_type) {
      Value f = type_lookup(ctx, dt, value.is_null() ? B.names.__delete__ : B.names.__set__);
      if (!f.is_null()) {
        Value r = value.is_null() ? call_vector(ctx, f, {descr, obj})
                                  : call_vector(ctx, f, {descr, obj, value});
        return r.is_null() ? -1 : 0;
      }
    }
  }
  DictObject* d = get_instance_dict(ctx, obj);
  if (d == nullptr) {
    if (!descr.is_null() && !value.is_null()) {
      ctx.raise(B.exc_AttributeError, "'%s' object attribute '%s' is read-only", t->name.c_str(),
                name->data.c_str());
    } else {
      ctx.raise(B.exc_AttributeError, "'%s' object has no attribute '%s'", t->name.c_str(),
                name->data.c_str());
    }
    return -1;
  }
  if (value.is_null()) {
    int r = dict_del(ctx, d, Value::object(name));
    if (r == 0) {
      ctx.raise(B.exc_AttributeError, "'%s' object has no attribute '%s'", t->name.c_str(),
                name->data.c_str());
      return -1;
    }
    return r < 0 ? -1 : 0;
  }
  return dict_set_str(ctx, d, name, value);
}

}  // namespace objects

namespace protocol {

using namespace objects;

Value getattr(Context& ctx, Value obj, StrObject* name) {
  TypeObject* t = type_of(ctx, obj);
  Value r = t->getattr_slot != nullptr ? t->getattr_slot(ctx, obj, name)
                                       : generic_getattr(ctx, obj, name, true);
  if (!r.is_null() || !t->is_heap_type) return r;
  if (!ctx.exception_matches(ctx.builtins.exc_AttributeError)) return r;
  Value ga = type_lookup(ctx, t, ctx.builtins.names.__getattr__);
  if (ga.is_null()) return r;
  ctx.take_exception();
  return call_vector(ctx, descriptor_get(ctx, ga, obj, t), {Value::object(name)});
}

Value getattr_optional(Context& ctx, Value obj, StrObject* name) {
  TypeObject* t = type_of(ctx, obj);
  if (t->getattr_slot == nullptr && !t->is_heap_type) {
    return generic_getattr(ctx, obj, name, false);
  }
  Value r = getattr(ctx, obj, name);
  if (r.is_null() && ctx.exception_matches(ctx.builtins.exc_AttributeError)) ctx.take_exception();
  return r;
}

int setattr(Context& ctx, Value obj, StrObject* name, Value value) {
  TypeObject* t = type_of(ctx, obj);
  if (t->is_heap_type) {
    Value f = type_lookup(ctx, t, value.is_null() ? ctx.builtins.names.__delattr__
                                                  : ctx.builtins.names.__setattr__);
    if (!f.is_null() && !(f.is_object() && f.as_object()->type() == ctx.builtins.builtin_function_type)) {
      Value r = value.is_null() ? call_vector(ctx, f, {obj, Value::object(name)})
                                : call_vector(ctx, f, {obj, Value::object(name), value});
      return r.is_null() ? -1 : 0;
    }
  }
  if (is_type(ctx, obj)) return type_setattr(ctx, as_type(obj), name, value);
  return generic_setattr(ctx, obj, name, value);
}

int delattr(Context& ctx, Value obj, StrObject* name) { return setattr(ctx, obj, name, Value::null()); }

int lookup_method(Context& ctx, Value obj, StrObject* name, Value* method) {
  TypeObject* t = type_of(ctx, obj);
  if (t->getattr_slot == nullptr) {
    Value descr = type_lookup(ctx, t, name);
    if (!descr.is_null() && descr.is_object()) {
      TypeObject* dt = descr.as_object()->type();
      bool plain = (dt == ctx.builtins.function_type) ||
                   (dt == ctx.builtins.builtin_function_type &&
                    static_cast<BuiltinFunctionObject*>(descr.as_object())->owner != nullptr);
      if (plain) {
        DictObject** slot = obj.is_object() ? obj.as_object()->instance_dict() : nullptr;
        bool shadowed = slot != nullptr && *slot != nullptr &&
                        !dict_get_str(ctx, *slot, name).is_null();
        if (!shadowed) {
          *method = descr;
          return 1;
        }
      }
    }
  }
  Value v = getattr(ctx, obj, name);
  if (v.is_null()) return -1;
  *method = v;
  return 0;
}

Value lookup_special(Context& ctx, Value obj, StrObject* name) {
  return type_lookup(ctx, type_of(ctx, obj), name);
}

}  // namespace protocol
}  // namespace tp
