// ExceptionObject: instances of BaseException and every subclass (built-in or user).
// Extra attributes (errno, filename, msg, lineno, name, value, code...) live in `dict`, set
// by the __init__ of the built-in class that defines them.
#pragma once

#include "gc/object.h"
#include "objects/dict_object.h"
#include "objects/tuple_object.h"

namespace tp {

class ExceptionObject : public Object {
 public:
  explicit ExceptionObject(TypeObject* type) : Object(type) {}
  TupleObject* args = nullptr;  // never null once created
  Value traceback = Value::none();  // __traceback__, filled by the VM
  Value cause = Value::none();      // __cause__
  Value context = Value::none();    // __context__
  bool suppress_context = false;    // __suppress_context__
  DictObject* dict = nullptr;
  DictObject** instance_dict() override { return &dict; }
  void trace(Tracer& t) override {
    t.mark(args);
    t.mark(traceback);
    t.mark(cause);
    t.mark(context);
    t.mark(dict);
  }
};

namespace objects {
bool is_exception_instance(Context& ctx, Value v);
bool is_exception_class(Context& ctx, Value v);
inline ExceptionObject* as_exception(Value v) { return static_cast<ExceptionObject*>(v.as_object()); }
// A new exception instance of `type` with the given args (does not raise it).
Value exception_new(Context& ctx, TypeObject* type, std::vector<Value> args);
// str(exc) as CPython prints it after "Type: " in tracebacks.
Value exception_str(Context& ctx, Value exc);
// Raises OSError (or its errno subclass: FileNotFoundError for ENOENT, ...) for errno `err`
// with strerror(err) and an optional filename (Null = none). Returns Null.
Value raise_os_error(Context& ctx, int err, Value filename);
void init_exception_types(Context& ctx);
// BaseExceptionGroup and ExceptionGroup's methods and bases (exception_group.cpp).
void init_exception_groups(Context& ctx);
bool is_exception_group(Context& ctx, Value v);
// exc.split(types) for except*: *match and *rest are Null for "none"; false if it raised.
bool exception_group_split(Context& ctx, Value exc, Value types, Value* match, Value* rest);
// The part of group `orig` made of the leaf exceptions found in `reraised` (None if none),
// nested as in orig and with its metadata.
Value exception_group_project(Context& ctx, Value orig, const std::vector<Value>& reraised);
}  // namespace objects

}  // namespace tp
