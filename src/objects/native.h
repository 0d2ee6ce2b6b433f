// Defining native types, functions and modules: the API every native layer uses (the
// built-in types, the VM's own types, the stdlib modules in src/stdlib, the ml bindings).
//
//   static Value list_append(Context& ctx, const CallArgs& call);   // self is args[0]
//   static const MethodDef list_methods[] = {{"append", list_append, "append(object, /)"}, {}};
//   TypeObject* t = objects::new_native_type(ctx, "list", ctx.builtins.object_type, make_list);
//   objects::add_methods(ctx, t, list_methods);
//
// Methods receive `self` as call.args[0] (call.nargs counts it). Arguments are read with
// ArgParser (objects/arg_parser.h), which gives CPython's TypeError messages.
#pragma once

#include "objects/protocol.h"
#include "objects/type_object.h"

namespace tp {
class ModuleObject;
}

namespace tp::objects {

struct MethodDef {
  const char* name = nullptr;  // nullptr ends a table
  NativeFunction fn = nullptr;
  const char* doc = nullptr;
};

// Property with a native getter (and optional setter; nullptr = read-only).
using NativeGetter = Value (*)(Context& ctx, Value self);
using NativeSetter = int (*)(Context& ctx, Value self, Value value);  // 0 ok, -1 raised
struct GetSetDef {
  const char* name = nullptr;  // nullptr ends a table
  NativeGetter get = nullptr;
  NativeSetter set = nullptr;
  const char* doc = nullptr;
};

// A new built-in type deriving from `base`, registered nowhere (the caller stores it,
// e.g. in ctx.builtins or a module). `make_instance` may be nullptr to inherit the base's.
TypeObject* new_native_type(Context& ctx, const char* name, TypeObject* base,
                            TypeObject::MakeInstance make_instance);
void add_methods(Context& ctx, TypeObject* type, const MethodDef* methods);
// Like add_methods but each is wrapped as a staticmethod / classmethod.
void add_static_methods(Context& ctx, TypeObject* type, const MethodDef* methods);
void add_class_methods(Context& ctx, TypeObject* type, const MethodDef* methods);
void add_getsets(Context& ctx, TypeObject* type, const GetSetDef* getsets);
void set_type_attr(Context& ctx, TypeObject* type, const char* name, Value v);

// A builtin_function_or_method object wrapping `fn` (with optional bound `self`).
Value new_native_function(Context& ctx, const char* name, NativeFunction fn,
                          const char* doc = nullptr, Value self = Value::null());

// Native modules: created on first import through the registry in src/runtime
// (runtime/module_registry.h), filled with functions and values.
ModuleObject* new_module(Context& ctx, const char* name);
void add_functions(Context& ctx, ModuleObject* module, const MethodDef* functions);
void set_module_attr(Context& ctx, ModuleObject* module, const char* name, Value v);

}  // namespace tp::objects
