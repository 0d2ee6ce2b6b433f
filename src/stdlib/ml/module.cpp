// The `ml` native module (SPEC section 3, 5, 7): builds the module object on first import
// (the VM also binds the builtin name `ml` to it lazily). Each part of the module lives in
// its own file and registers itself here: the types (tensor_type.cpp, dtype_device.cpp),
// Tensor methods and operators, creation, functional ops, losses, autograd and data.
#include "objects/instance_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"
#include "stdlib/stdlib_util.h"
#include "vm/interpreter.h"

namespace tp::stdlib {

namespace {
// Note [ml.nn]
// SPEC: the embedded `nn` package is also reachable as `ml.nn`. Importing it together with
// ml would compile lib/nn on every `import ml`, so ml has a module-level __getattr__
// (PEP 562) that imports `nn` on the first `ml.nn` and stores it in ml's namespace; later
// lookups are plain dict hits. The object layer has no PEP 562 fallback yet, so ml
// installs one on the module type (module_getattr below; a no-op for modules without a
// __getattr__). Once objects/protocol_attr.cpp does this itself, drop module_getattr.
// The systems primitives (SPEC section 7) live in lib/_ml_threads.py, imported the same
// lazy way on the first ml.ThreadPool / parallel_for / Atomic / Mutex / Condition.
bool is_thread_primitive(std::string_view n) {
  return n == "ThreadPool" || n == "parallel_for" || n == "Atomic" || n == "Mutex" || n == "Condition";
}

Value thread_primitive(Context& ctx, StrObject* name) {
  Value mod = vm::import_module(ctx, "_ml_threads");
  if (mod.is_null()) return mod;
  HandleScope hs(ctx);
  hs.keep(mod);
  Value v = protocol::getattr(ctx, mod, name);
  if (v.is_null()) return v;
  hs.keep(v);
  Value ml = vm::import_module(ctx, "ml");
  if (ml.is_null()) return ml;
  objects::set_module_attr(ctx, static_cast<ModuleObject*>(ml.as_object()), name->data.c_str(), v);
  return v;
}

Value ml_getattr_hook(Context& ctx, const CallArgs& call) {
  if (call.nargs != 1 || call.nkwargs() != 0 || !objects::is_str(ctx, call.args[0]))
    return ctx.raise(ctx.builtins.exc_TypeError, "__getattr__() takes one str argument");
  StrObject* name = objects::as_str(call.args[0]);
  if (is_thread_primitive(name->view())) return thread_primitive(ctx, name);
  if (name->view() != "nn")
    return ctx.raise(ctx.builtins.exc_AttributeError, "module 'ml' has no attribute '%s'", name->data.c_str());
  Value nn = vm::import_module(ctx, "nn");
  if (nn.is_null()) return nn;
  Value ml = vm::import_module(ctx, "ml");
  if (ml.is_null()) return ml;
  objects::set_module_attr(ctx, static_cast<ModuleObject*>(ml.as_object()), "nn", nn);
  return nn;
}

// module.__getattribute__ with PEP 562's fallback to the module's own __getattr__.
Value module_getattr(Context& ctx, Value obj, StrObject* name) {
  Value r = objects::generic_getattr(ctx, obj, name, true);
  if (!r.is_null() || !obj.is_object() || !ctx.exception_matches(ctx.builtins.exc_AttributeError)) return r;
  DictObject** d = obj.as_object()->instance_dict();
  if (d == nullptr || *d == nullptr) return r;
  Value hook = objects::dict_get_str(ctx, *d, ctx.builtins.names.__getattr__);
  if (hook.is_null()) return r;
  ctx.take_exception();
  return objects::call_vector(ctx, hook, {Value::object(name)});
}
}  // namespace

ModuleObject* init_ml(Context& ctx) {
  using namespace ml;
  ModuleObject* m = objects::new_module(ctx, "ml");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::set_module_attr(ctx, m, "__doc__",
                           objects::str_from(ctx, "TensorPy tensors, autograd and data ingress "
                                                  "(PyTorch's names; see docs/ml.md)."));
  init_tensor_type(ctx, m);
  init_dtype_device(ctx, m);
  TypeObject* t = ctx.builtins.tensor_type;
  init_tensor_methods(ctx, t);
  init_tensor_math_methods(ctx, t);
  init_functional_methods(ctx, t);
  init_tensor_inplace_methods(ctx, t);
  init_tensor_operators(ctx, t);
  init_tensor_indexing(ctx, t);
  init_creation(ctx, m);
  init_math_functions(ctx, m);
  init_functional(ctx, m);
  init_losses(ctx, m);
  init_autograd_functions(ctx, m);
  init_print_functions(ctx, m);
  init_custom_functions(ctx, m);
  init_data_functions(ctx, m);
  objects::set_module_attr(ctx, m, "__getattr__",
                           objects::new_native_function(ctx, "__getattr__", ml_getattr_hook,
                                                                       "PEP 562 hook: imports nn on first ml.nn, _ml_threads on ml.ThreadPool & co."));
  if (ctx.builtins.module_type->getattr_slot == nullptr) ctx.builtins.module_type->getattr_slot = module_getattr;
  return m;
}

}  // namespace tp::stdlib
