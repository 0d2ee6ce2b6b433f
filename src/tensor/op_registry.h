// Note [Op registry]
// Every tensor op is listed once in tensor/ops.def. From that list come: the OpId enum,
// the OpInfo table below (name, grad_fn name, derivative rule), the link-time requirement
// that each differentiable op has a derivative in src/autograd/derivatives.cpp, and the
// gradcheck test's iteration over every differentiable op. An op's shape rule and its
// per-dtype kernels live in its C++ API function (tensor/ops.h), which records the OpId
// on the autograd graph; so the registry is reachable from the API and vice versa.
#pragma once

#include <cstdint>
#include <span>

#include "tensor/tensor.h"

namespace tp::autograd {
class Node;
// A derivative rule: given the node (its saved tensors and arguments) and the gradient of
// the op's output, returns one gradient per input (undefined where not needed).
using BackwardFn = std::vector<tensor::Tensor> (*)(Node& node, const tensor::Tensor& grad);
}  // namespace tp::autograd

namespace tp::tensor {

enum class OpId : uint16_t {
#define TP_OP(name, grad_fn) name,
#define TP_OP_NODIFF(name) name,
#include "tensor/ops.def"
#undef TP_OP
#undef TP_OP_NODIFF
};

struct OpInfo {
  OpId id;
  const char* name;          // "conv2d"
  const char* grad_fn_name;  // "ConvolutionBackward0"; nullptr when not differentiable
  autograd::BackwardFn backward;  // nullptr when not differentiable
  bool differentiable() const { return backward != nullptr; }
};

const OpInfo& op_info(OpId id);
// Every registered op, in ops.def order.
std::span<const OpInfo> all_ops();

}  // namespace tp::tensor
