// The object layer's callables and descriptors: builtin_function_or_method (native
// functions and methods, objects/native.h), property, staticmethod, classmethod,
// getset_descriptor (native properties), member_descriptor (__slots__), super.
#pragma once

#include "gc/object.h"
#include "objects/dict_object.h"
#include "objects/native.h"
#include "objects/str_object.h"

namespace tp {

class BuiltinFunctionObject : public Object {
 public:
  BuiltinFunctionObject(TypeObject* type, const char* n, NativeFunction f, const char* d, Value s)
      : Object(type), name(n), fn(f), doc(d), self(s) {}
  const char* name;
  NativeFunction fn;
  const char* doc;
  Value self;                   // bound receiver (Null = unbound)
  TypeObject* owner = nullptr;  // set for methods in a type's dict: they bind on access
  void trace(Tracer& t) override {
    t.mark(self);
    t.mark(owner);
  }
};

class PropertyObject : public Object {
 public:
  explicit PropertyObject(TypeObject* type) : Object(type) {}
  Value fget = Value::none(), fset = Value::none(), fdel = Value::none(), doc = Value::none();
  Value name = Value::none();  // set by __set_name__, used in error messages
  void trace(Tracer& t) override {
    t.mark(name);
    t.mark(fget);
    t.mark(fset);
    t.mark(fdel);
    t.mark(doc);
  }
};

// staticmethod and classmethod share this layout.
class MethodWrapperObject : public Object {
 public:
  MethodWrapperObject(TypeObject* type, Value f) : Object(type), callable(f) {}
  Value callable;
  DictObject* dict = nullptr;
  DictObject** instance_dict() override { return &dict; }
  void trace(Tracer& t) override {
    t.mark(callable);
    t.mark(dict);
  }
};

class GetSetObject : public Object {
 public:
  GetSetObject(TypeObject* type, const objects::GetSetDef* d, TypeObject* o)
      : Object(type), def(*d), owner(o) {}
  objects::GetSetDef def;
  TypeObject* owner;
  void trace(Tracer& t) override { t.mark(owner); }
};

class MemberObject : public Object {
 public:
  MemberObject(TypeObject* type, StrObject* n, size_t i, TypeObject* o)
      : Object(type), name(n), index(i), owner(o) {}
  StrObject* name;
  size_t index;  // into InstanceObject::slots
  TypeObject* owner;
  void trace(Tracer& t) override {
    t.mark(name);
    t.mark(owner);
  }
};

class SuperObject : public Object {
 public:
  explicit SuperObject(TypeObject* type) : Object(type) {}
  TypeObject* start = nullptr;  // lookup starts after this class in the MRO
  Value obj = Value::none();    // the instance or class
  TypeObject* obj_type = nullptr;
  void trace(Tracer& t) override {
    t.mark(start);
    t.mark(obj);
    t.mark(obj_type);
  }
};

namespace objects {
// Binds a descriptor found on a type: calls its __get__(obj, type) (obj Null = accessed on
// the class). Returns `descr` unchanged when it is not a descriptor.
Value descriptor_get(Context& ctx, Value descr, Value obj, TypeObject* type);
// True if `descr` is a data descriptor (defines __set__ or __delete__).
bool is_data_descriptor(Context& ctx, Value descr);
void init_function_types(Context& ctx);
// A native `__call__(self, *args, **kwargs)` for callable built-in types (functions,
// methods, builtins): calls self with the rest, so that `"__call__" in type(f).__dict__`
// and type(f).__call__(f, ...) work as in CPython (collections.abc.Callable relies on it).
Value call_dunder(Context& ctx, const CallArgs& call);
}  // namespace objects

}  // namespace tp
