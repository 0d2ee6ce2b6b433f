// FunctionObject (a `def` or lambda: code + globals + defaults + closure), MethodObject (a
// function bound to an instance: __self__, __func__) and CellObject (a variable shared
// between a function and the functions nested in it). Their types are created by
// vm::init and reached as ctx.builtins.function_type, method_type and cell_type.
#pragma once

#include <string>

#include "gc/object.h"

namespace tp {
class Context;
class DictObject;
class TupleObject;
}  // namespace tp

namespace tp::vm {

class CodeObject;

class CellObject : public Object {
 public:
  explicit CellObject(TypeObject* type) : Object(type) {}
  Value contents;  // Null when empty (unbound)
  void trace(Tracer& tracer) override { tracer.mark(contents); }
};

class FunctionObject : public Object {
 public:
  explicit FunctionObject(TypeObject* type) : Object(type) {}

  CodeObject* code = nullptr;
  DictObject* globals = nullptr;
  Value builtins;            // the builtins module's dict seen by this function
  Value name;                // __name__ (str)
  Value qualname;            // __qualname__ (str)
  Value module;              // __module__ (globals['__name__'] at creation)
  Value doc;                 // __doc__
  TupleObject* defaults = nullptr;  // positional defaults, or null
  DictObject* kwdefaults = nullptr; // keyword-only defaults, or null
  TupleObject* closure = nullptr;   // cells for code->freevars, or null
  Value annotations;         // dict or Null (created on demand)
  DictObject* dict = nullptr;  // __dict__ (created on demand)

  void trace(Tracer& tracer) override;
  DictObject** instance_dict() override { return &dict; }
};

class MethodObject : public Object {
 public:
  MethodObject(TypeObject* type, Value f, Value s) : Object(type), func(f), self(s) {}
  Value func;  // __func__
  Value self;  // __self__
  void trace(Tracer& tracer) override {
    tracer.mark(func);
    tracer.mark(self);
  }
};

CellObject* new_cell(Context& ctx, Value contents);
// A bound method object (types.MethodType(func, self)).
Value new_method(Context& ctx, Value func, Value self);

}  // namespace tp::vm
