// The backward engine: runs the graph behind some outputs in reverse topological order.
#pragma once

#include <vector>

#include "tensor/tensor.h"

namespace tp::autograd {

class Node;

// As torch.autograd.backward: accumulates d(sum(outputs * grad_outputs))/d(leaf) into each
// reachable leaf's .grad (and into non-leaves that retain_grad). An undefined grad_output
// is allowed only for a one-element output (it means 1). Without retain_graph the saved
// tensors are freed; a second backward through them raises RuntimeError.
// Errors: RuntimeError when an output does not require grad, or on a shape mismatch.
// With create_graph the pass itself is recorded (Note [Double backward]), so the gradients
// it produces can be differentiated again.
void backward(const std::vector<tensor::Tensor>& outputs,
              const std::vector<tensor::Tensor>& grad_outputs = {}, bool retain_graph = false,
              bool create_graph = false);

// As torch.autograd.grad: returns d(sum(outputs * grad_outputs))/d(inputs) without
// touching any .grad. An input the outputs do not depend on gets an undefined tensor when
// allow_unused, else RuntimeError.
std::vector<tensor::Tensor> grad(const std::vector<tensor::Tensor>& outputs,
                                 const std::vector<tensor::Tensor>& inputs,
                                 const std::vector<tensor::Tensor>& grad_outputs = {},
                                 bool retain_graph = false, bool allow_unused = false,
                                 bool create_graph = false);

// Note [Double backward]
// create_graph=True runs the derivative rules with grad mode on, so the ops they are made
// of record a graph of the backward pass; a saved output is then read back as a tensor
// whose grad_fn is its own node (Node::saved_tensor), as torch unpacks it. Only rules known
// to be written wholly with differentiable public ops on differentiable saved tensors may
// run so (double_backward_supported); a graph with any other node raises
// NotImplementedError naming it instead of giving a silently wrong second derivative.
bool double_backward_supported(const Node& n);

// Note [Tensor hooks]
// Tensor.register_hook(fn): a GradHook is called with the gradient computed for one tensor
// and may return a replacement (an undefined tensor keeps it). A leaf's hooks run once per
// backward pass on the sum of every gradient that reaches it, just before it accumulates
// into .grad (or is captured by grad()); a non-leaf's run on the gradient flowing into its
// grad_fn, before retain_grad and grad() see it. The table is process-wide and owns what it
// refers to: a leaf's entry keeps the leaf alive until remove_grad_hook; a non-leaf's keeps
// its grad_fn node and is dropped once a backward without retain_graph has run that node
// (the graph is freed then, so the hook could not run again; torch's hook dies with it too).
class GradHook : public tensor::RefCounted {
 public:
  virtual tensor::Tensor call(const tensor::Tensor& grad) = 0;
};
// Registers hook on t (which must require grad); returns an id for remove_grad_hook.
int64_t add_grad_hook(const tensor::Tensor& t, tensor::Ref<GradHook> hook);
// Removes the hook with this id (no-op when it is gone).
void remove_grad_hook(int64_t id);
// Drops every hook (the ml state's shutdown: hooks hold Python callables).
void clear_grad_hooks();

}  // namespace tp::autograd
