// Note [Reusing a dead argument]
// Tensors have no reference counts, so an op cannot see that its input dies with the call,
// as conv1's output does in `relu(conv1(x))`: at batch 10,000 of the demo's LeNet that is a
// 478 MB result allocated beside a 478 MB input which is garbage a moment later, and on
// these VMs fresh pages cost ~0.7 GB/s. argument_is_dead() proves that nothing but the
// call's own argument slot can reach the input, so the op may write its result into the
// input's storage (as torch.relu_ would) and return the same object. The proof:
//  - the argument is a plain ml.Tensor (not a subclass instance, which may carry state),
//    of at least kMinBytes (below that a fresh block from the allocator's cache is cheaper
//    than the proof), contiguous, not requiring grad;
//  - its TensorImpl is held only by this object and its storage only by that TensorImpl
//    (no views, no autograd node, no fused-kernel plan holds them), and the storage owns
//    its memory (not wrapped memory of another owner, tensor::from_blob);
//  - the argument array lies in the running frame's value stack, which the VM pops after
//    the call (and CALL clears), so the caller holds it nowhere else;
//  - with those stack slots cleared, a full mark from every root (Heap::reachable) does
//    not reach the object: no local, global, container, closure or attribute refers to it.
// The mark costs time proportional to the live heap (about a millisecond), once per call
// on a tensor of kMinBytes or more.
#include "stdlib/ml/ml_internal.h"
#include "vm/code_object.h"
#include "vm/frame.h"

namespace tp::stdlib::ml {

namespace {
constexpr int64_t kMinBytes = int64_t(64) << 20;
}

bool argument_is_dead(Context& ctx, const CallArgs& call, size_t i) {
  if (i >= call.nargs) return false;
  const Value v = call.args[i];
  if (!v.is_object() || v.as_object()->type() != ctx.builtins.tensor_type) return false;
  const Tensor& t = tensor_of(v);
  if (!t.defined() || static_cast<int64_t>(t.nbytes()) < kMinBytes) return false;
  if (!t.is_contiguous() || t.requires_grad()) return false;
  const tensor::StorageImpl& storage = *t.impl()->storage;
  if (t.impl()->use_count() != 1 || storage.use_count() != 1 || !storage.owns_memory()) return false;
  vm::FrameObject* f = ctx.vm.current_frame;
  if (!f) return false;
  Value* first = f->slots + f->stack_base;
  Value* end = f->slots + f->code->frame_size();
  if (call.args < first || call.args + call.nargs > end) return false;
  // Clear the call's slots holding v, mark, put them back.
  Value* args = const_cast<Value*>(call.args);
  std::vector<size_t> cleared;
  for (size_t k = 0; k < call.nargs; ++k)
    if (args[k].is_object() && args[k].as_object() == v.as_object()) {
      args[k] = Value::none();
      cleared.push_back(k);
    }
  const bool reached = ctx.heap.reachable(v.as_object());
  for (size_t k : cleared) args[k] = v;
  return !reached;
}

}  // namespace tp::stdlib::ml
