// The `ml` native module (SPEC section 3, 5, 7): builds the module object on first import
// (the VM also binds the builtin name `ml` to it lazily). Each part of the module lives in
// its own file and registers itself here: the types (tensor_type.cpp, dtype_device.cpp),
// Tensor methods and operators, creation, functional ops, losses, autograd and data.
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib {

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
  init_tensor_inplace_methods(ctx, t);
  init_tensor_operators(ctx, t);
  init_tensor_indexing(ctx, t);
  init_creation(ctx, m);
  init_math_functions(ctx, m);
  init_functional(ctx, m);
  init_losses(ctx, m);
  init_autograd_functions(ctx, m);
  init_data_functions(ctx, m);
  return m;
}

}  // namespace tp::stdlib
