// The backward engine: runs the graph behind some outputs in reverse topological order.
#pragma once

#include <vector>

#include "tensor/tensor.h"

namespace tp::autograd {

// As torch.autograd.backward: accumulates d(sum(outputs * grad_outputs))/d(leaf) into each
// reachable leaf's .grad (and into non-leaves that retain_grad). An undefined grad_output
// is allowed only for a one-element output (it means 1). Without retain_graph the saved
// tensors are freed; a second backward through them raises RuntimeError.
// Errors: RuntimeError when an output does not require grad, or on a shape mismatch.
void backward(const std::vector<tensor::Tensor>& outputs,
              const std::vector<tensor::Tensor>& grad_outputs = {}, bool retain_graph = false);

// As torch.autograd.grad: returns d(sum(outputs * grad_outputs))/d(inputs) without
// touching any .grad. An input the outputs do not depend on gets an undefined tensor when
// allow_unused, else RuntimeError.
std::vector<tensor::Tensor> grad(const std::vector<tensor::Tensor>& outputs,
                                 const std::vector<tensor::Tensor>& inputs,
                                 const std::vector<tensor::Tensor>& grad_outputs = {},
                                 bool retain_graph = false, bool allow_unused = false);

}  // namespace tp::autograd
