// Builtins: the per-Context table of built-in types, exception types, singletons and
// interned names. Everything is generated from builtin_types.def and exceptions.def.
// Owned by src/objects; other layers read it as ctx.builtins.
#pragma once

#include <vector>

#include "objects/value.h"

namespace tp {

class TypeObject;
class StrObject;
class Object;
class DictObject;
class Context;

namespace objects {

// Interned attribute and dunder names used on hot paths, e.g. ctx.builtins.names.__add__.
// X(identifier): the Python name is the identifier's spelling.
#define TP_INTERNED_NAMES(X)                                                                   \
  X(__init__) X(__new__) X(__call__) X(__repr__) X(__str__) X(__format__) X(__hash__)           \
  X(__eq__) X(__ne__) X(__lt__) X(__le__) X(__gt__) X(__ge__) X(__bool__) X(__len__)            \
  X(__iter__) X(__next__) X(__getitem__) X(__setitem__) X(__delitem__) X(__contains__)          \
  X(__getattr__) X(__getattribute__) X(__setattr__) X(__delattr__) X(__get__) X(__set__)        \
  X(__delete__) X(__enter__) X(__exit__) X(__add__) X(__radd__) X(__iadd__) X(__sub__)          \
  X(__rsub__) X(__isub__) X(__mul__) X(__rmul__) X(__imul__) X(__truediv__) X(__rtruediv__)     \
  X(__itruediv__) X(__floordiv__) X(__rfloordiv__) X(__ifloordiv__) X(__mod__) X(__rmod__)      \
  X(__imod__) X(__pow__) X(__rpow__) X(__ipow__) X(__matmul__) X(__rmatmul__) X(__imatmul__)    \
  X(__lshift__) X(__rlshift__) X(__ilshift__) X(__rshift__) X(__rrshift__) X(__irshift__)       \
  X(__and__) X(__rand__) X(__iand__) X(__or__) X(__ror__) X(__ior__) X(__xor__) X(__rxor__)     \
  X(__ixor__) X(__neg__) X(__pos__) X(__invert__) X(__abs__) X(__index__) X(__int__)            \
  X(__float__) X(__round__) X(__class__) X(__dict__) X(__name__) X(__qualname__) X(__module__)  \
  X(__doc__) X(__bases__) X(__mro__) X(__slots__) X(__all__) X(__file__) X(__path__)            \
  X(__package__) X(__spec__) X(__builtins__) X(__import__) X(__main__) X(__init_subclass__)     \
  X(__set_name__) X(__class_getitem__) X(__missing__) X(__reversed__) X(__del__)                \
  X(__traceback__) X(__cause__) X(__context__) X(__suppress_context__) X(__annotations__)       \
  X(__dir__) X(__sizeof__) X(__reduce__) X(__length_hint__) X(__divmod__) X(__rdivmod__)        \
  X(__trunc__) X(__floor__) X(__ceil__) X(__prepare__) X(__instancecheck__)                     \
  X(__subclasscheck__) X(args) X(send) X(close) X(keys) X(items)        \
  X(values) X(append) X(extend) X(get) X(mro) X(self) X(sep) X(end) X(file) X(flush) X(key)     \
  X(reverse) X(write) X(read) X(readline) X(name) X(value)

struct Names {
#define TP_NAME_FIELD(n) StrObject* n = nullptr;
  TP_INTERNED_NAMES(TP_NAME_FIELD)
#undef TP_NAME_FIELD
};

struct Builtins {
#define X(field, pyname) TypeObject* field##_type = nullptr;
#include "objects/builtin_types.def"
#undef X
#define X(name, base) TypeObject* exc_##name = nullptr;
#include "objects/exceptions.def"
#undef X
  // Tensor-side types, filled in by the ml module when it is initialised.
  TypeObject* tensor_type = nullptr;
  TypeObject* dtype_type = nullptr;
  TypeObject* device_type = nullptr;

  Value not_implemented;  // the NotImplemented singleton
  Value ellipsis;         // the Ellipsis singleton
  Value empty_tuple;
  Value empty_str;
  Object* builtins_module = nullptr;  // the `builtins` module (its dict is the builtins scope)
  Names names;

  // Descriptor types of the object layer that builtin_types.def does not list.
  TypeObject* getset_descriptor_type = nullptr;  // native properties (objects/native.h)
  TypeObject* member_descriptor_type = nullptr;  // __slots__ entries

  // The one-character ASCII strings, shared (as CPython's latin-1 singletons).
  StrObject* ascii_chars[128] = {};

  // The interned strings: a dict mapping each interned str to itself (protocol::intern).
  DictObject* interned = nullptr;

  // The value of the last StopIteration swallowed by protocol::iter_next (Null when it had
  // none); the VM's `yield from` reads it right after iter_next reports exhaustion and
  // resets it to Null.
  Value stop_iteration_value;

  // The attribute cache of type_lookup (objects/type_object.h): (type, name) -> the value
  // found on the MRO (Null = absent). Valid while `version` is the type's version_tag and
  // `epoch` matches type_cache_epoch, which is bumped whenever a type with subclasses (or
  // every type) changes and after every collection (so no entry outlives its type, name
  // or value). Note [Type version tags].
  struct TypeCacheEntry {
    const TypeObject* type = nullptr;
    const StrObject* name = nullptr;
    Value value;
    uint64_t epoch = 0;
    uint64_t version = 0;
  };
  static constexpr size_t kTypeCacheSize = 4096;  // power of two; ~128 KiB per Context
  std::vector<TypeCacheEntry> type_cache = std::vector<TypeCacheEntry>(kTypeCacheSize);
  uint64_t type_cache_epoch = 1;
  // Bumped when a type that has subclasses changes (Note [Type version tags]); not by
  // collections, so the eval loop's inline caches survive them.
  uint64_t type_hierarchy_epoch = 1;

  // Containers whose repr/== is in progress (the recursion guard that prints '[...]').
  std::vector<Object*> repr_in_progress;

  // --- hooks that the VM fills in (nullptr until then) ---
  // Zero-argument super(): stores the current function's __class__ (from its cell) in
  // *cls and its first argument in *self and returns true; or raises RuntimeError
  // ("super(): no arguments" / "super(): __class__ cell not found") and returns false.
  bool (*zero_arg_super)(Context& ctx, Value* cls, Value* self) = nullptr;
  // print() and input(): the current sys.stdout / sys.stdin objects, or Null (no
  // exception) to use the process's fd 1 / fd 0 directly. print() calls .write(s) on the
  // returned object (and .flush() when flush=True).
  Value (*sys_stdout)(Context& ctx) = nullptr;
  Value (*sys_stdin)(Context& ctx) = nullptr;
};

}  // namespace objects
}  // namespace tp
