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
#include "objects/builtins.h"

namespace tp {

class DictObject;
class StrObject;

class TypeObject : public Object {
 public:
  explicit TypeObject(TypeObject* metatype);

  std::string name;            // __name__
  std::string qualname;        // __qualname__
  TypeObject* base = nullptr;  // the solid base (__base__); nullptr only for object
  std::vector<TypeObject*> bases;  // __bases__
  std::vector<TypeObject*> mro;    // __mro__, C3 linearisation, starts with this type
  DictObject* dict = nullptr;      // __dict__: methods, descriptors, class attributes
  bool is_heap_type = false;       // created by a class statement / type(); attributes settable
  // A native type whose non-dunder attributes Python code may set and delete, as
  // torch.Tensor's (ml.Tensor: lib/torch adds methods, programs monkeypatch); its slots
  // stay native, so dunders remain immutable.
  bool names_settable = false;
  bool allows_instance_dict = true;  // false for built-ins and __slots__ classes
  // A non-empty __abstractmethods__ was assigned to this type (abc.ABCMeta does): object's
  // __new__ refuses to instantiate it, as CPython's Py_TPFLAGS_IS_ABSTRACT.
  bool is_abstract = false;

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

  // Descriptor fast path: when set, binding an attribute of this type found on a class
  // calls it instead of looking up __get__ (the VM sets it on function to create bound
  // methods; obj is Null when the attribute is read from the class itself).
  using DescrGetSlot = Value (*)(Context& ctx, Value descr, Value obj, TypeObject* type);
  DescrGetSlot descr_get = nullptr;

  // Attribute read: when null, the generic lookup (object.__getattribute__) is used. Set
  // for type objects, super, and heap classes that define __getattribute__. Returns Null
  // with AttributeError pending when missing (protocol::getattr then tries __getattr__).
  using GetAttrSlot = Value (*)(Context& ctx, Value obj, StrObject* name);
  GetAttrSlot getattr_slot = nullptr;

  // Note [Binary operator slot]
  // Fast path for `a op b` and `a op= b` on native types with operator dunders (ml.Tensor):
  // protocol::binary_op calls it before looking up any dunder when type(a) has it (and
  // type(b) is not a subclass of type(a) with another slot, which must go first), or when
  // a is an int/float/bool and type(b) has it (the reflected form). It must compute exactly
  // what the type's __op__/__rop__/__iop__ dunders compute: `self` is whichever of a and b
  // has this type (a when both do), and `kind` says which dunder it stands in for. It
  // returns NotImplemented (nothing raised) for operands or operators it does not handle,
  // and the generic dunder path runs. Never inherited by heap subclasses (they may
  // override the dunders); a native subclass that keeps the dunders sets it itself.
  enum class BinaryKind : uint8_t { Forward, Reflected, Inplace };
  using BinaryOpSlot = Value (*)(Context& ctx, BinaryOp op, BinaryKind kind, Value a, Value b);
  BinaryOpSlot binary_op_slot = nullptr;

  size_t slot_count = 0;  // number of __slots__ entries of instances (with the bases')

  // Note [Type version tags]
  // A number no other type has had, renewed by type_modified(ctx, this) whenever this
  // type's attributes, slots or MRO change. The caches that depend on what a lookup on a
  // type finds (type_lookup's table, the eval loop's inline caches, Note [Inline caches]
  // in vm/specialize.h) key on (type, version_tag) and so never outlive a change; the
  // address of a freed type reused by a new one comes with a new tag. A change to a type
  // that has subclasses (has_subclasses, set when a class lists it in its MRO) changes what
  // lookups on those subclasses find too; types do not list their subclasses, so such a
  // change bumps Builtins::type_hierarchy_epoch instead, which every cache also checks.
  uint64_t version_tag;
  bool has_subclasses = false;

  DictObject* dict_storage() const { return dict; }

  void trace(Tracer& tracer) override;
  DictObject** instance_dict() override { return &dict; }
};

namespace objects {

inline TypeObject* as_type(Value v) { return static_cast<TypeObject*>(v.as_object()); }
bool is_type(Context& ctx, Value v);
// The attribute `name` found on the MRO of `t` (no descriptor binding), or Null. Never raises.
// Cached per (type, name): code that changes a type's dict directly (not through setattr,
// set_type_attr or add_methods) must call type_modified afterwards.
Value type_lookup(Context& ctx, TypeObject* t, StrObject* name);
// Every type may have changed (native types being set up): every cache is dropped.
void type_modified(Context& ctx);
// `t` changed (Note [Type version tags]): a new version tag, and a new hierarchy epoch
// when t has subclasses.
void type_modified(Context& ctx, TypeObject* t);
// Class creation: type.__new__(metatype, name, bases, namespace, **kwargs). `kwargs` (may be
// null) are passed to __init_subclass__. Returns the new class or Null (raised).
Value type_new(Context& ctx, TypeObject* metatype, StrObject* name, TupleObject* bases,
               DictObject* ns, DictObject* kwargs);
// The C3 linearisation of t (t->bases must be set); false with TypeError raised.
bool compute_mro(Context& ctx, TypeObject* t);
// Calling a type object: type(x), or instance creation through __new__ and __init__.
Value type_call(Context& ctx, Value callable, const CallArgs& call);
// getattr on a type object (metatype descriptors, then the type's MRO).
Value type_getattr(Context& ctx, TypeObject* t, StrObject* name, bool raise_missing);
int type_setattr(Context& ctx, TypeObject* t, StrObject* name, Value value);
// Recomputes call_slot/iter_next_slot of a heap type after its dict changed.
void type_update_slots(Context& ctx, TypeObject* t);
void init_type_type(Context& ctx);

}  // namespace objects

}  // namespace tp
