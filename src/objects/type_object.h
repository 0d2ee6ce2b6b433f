// TypeObject: a Python type, built-in or user-defined (class statement, type(n, b, d)).
//
// Attribute lookup on instances walks `mro` and reads each type's `dict`; built-in types
// put their methods there as native function objects (registered through objects/native.h),
// so user classes and built-in types are looked up the same way and user classes can
// subclass built-ins. `basic_size` is not needed: instances of user classes are
// InstanceObject (a dict) unless they subclass a built-in, in which case the built-in's
// `make_instance` hook allocates the right C++ object.
#pragma once

#include <string>
#include <vector>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class DictObject;
class StrObject;

class TypeObject : public Object {
 public:
  explicit TypeObject(TypeObject* metatype) : Object(metatype) {}

  std::string name;            // __name__
  std::string qualname;        // __qualname__
  TypeObject* base = nullptr;  // the solid base (__base__); nullptr only for object
  std::vector<TypeObject*> bases;  // __bases__
  std::vector<TypeObject*> mro;    // __mro__, C3 linearisation, starts with this type
  DictObject* dict = nullptr;      // __dict__: methods, descriptors, class attributes
  bool is_heap_type = false;       // created by a class statement / type(); attributes settable
  bool allows_instance_dict = true;  // false for built-ins and __slots__ classes

  // Allocates an uninitialised instance of this type (or of a user subclass `cls` of it);
  // this is object.__new__ for the type's C++ layout. Inherited from the solid base.
  using MakeInstance = Value (*)(Context& ctx, TypeObject* cls);
  MakeInstance make_instance = nullptr;

  // Fast paths for the two hottest protocol operations, set by the layer that owns the
  // type (the VM sets them for function, method, generator). When null, protocol::call
  // and protocol::iter_next look up __call__ / __next__ on the MRO. Inherited by subclasses
  // that do not override the dunder.
  using CallSlot = Value (*)(Context& ctx, Value callable, const CallArgs& call);
  using IterNextSlot = Value (*)(Context& ctx, Value iterator);  // null+no exception = exhausted
  CallSlot call_slot = nullptr;
  IterNextSlot iter_next_slot = nullptr;

  void trace(Tracer& tracer) override;
};

}  // namespace tp
