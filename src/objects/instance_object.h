// InstanceObject: an instance of a user class whose solid base is object: a __dict__ and,
// for classes with __slots__, the slot values. Also WithDict<T> (instance_object.cpp),
// which gives instances of user subclasses of built-ins (class L(list)) their __dict__.
#pragma once

#include <vector>

#include "gc/object.h"
#include "objects/dict_object.h"

namespace tp {

class InstanceObject : public Object {
 public:
  explicit InstanceObject(TypeObject* type) : Object(type) {}
  DictObject* dict = nullptr;  // created on first attribute store
  std::vector<Value> slots;    // __slots__ values (Null = unset)
  DictObject** instance_dict() override;
  void trace(Tracer& t) override {
    t.mark(dict);
    for (Value v : slots) t.mark(v);
  }
};

// An instance of a user subclass of the built-in C++ layout `Base` (class L(list): ...):
// the built-in's state plus a __dict__.
template <class Base>
class WithDict : public Base {
 public:
  using Base::Base;
  DictObject* extra_dict = nullptr;
  DictObject** instance_dict() override { return &extra_dict; }
  void trace(Tracer& t) override {
    Base::trace(t);
    t.mark(extra_dict);
  }
};

namespace objects {
// object.__new__ for plain user classes: an InstanceObject of `cls`.
Value make_plain_instance(Context& ctx, TypeObject* cls);
// The instance dict of `obj`, created if the object can have one; nullptr otherwise.
DictObject* get_instance_dict(Context& ctx, Value obj);
// object.__getattribute__ (descriptors, then the instance dict, then non-data descriptors).
// With raise_missing false, a missing attribute returns Null without an exception.
Value generic_getattr(Context& ctx, Value obj, StrObject* name, bool raise_missing);
// object.__setattr__ / object.__delattr__ (value Null = delete). 0 ok, -1 raised.
int generic_setattr(Context& ctx, Value obj, StrObject* name, Value value);
}  // namespace objects

}  // namespace tp
