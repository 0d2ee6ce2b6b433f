// Internal (not API): the backward kernels of the nn primitives in nn_ops.cpp, called by
// the derivative rules in src/autograd/derivatives.cpp, and the GEMM helper they share.
#pragma once

#include "tensor/ops.h"

namespace tp::tensor::detail {

// C = op(A) op(B) (+ C when accumulate) for float32 (SGEMM) or float64; a, b are 2-D
// matrices that are contiguous or transposed-contiguous (else copied).
void gemm_into(const Tensor& a, const Tensor& b, Tensor& c, bool accumulate);

struct ConvGrads {
  Tensor input, weight, bias;
};
// Gradients of conv2d given grad_out (already masked by the fused ReLU, if any).
ConvGrads conv2d_backward(const Tensor& grad_out, const Tensor& x, const Tensor& weight, bool need_input,
                          bool need_weight, bool need_bias, const Conv2dOptions& opt);
Tensor max_pool2d_backward(const Tensor& grad_out, const Tensor& indices, const Shape& input_sizes);
// The same given the window {kh, kw, sh, sw, ph, pw} (the node's ints): 2x2/2 float32 goes
// through cpu::max_pool2d_backward_2x2_f32 without zero-filling grad_x first.
Tensor max_pool2d_backward(const Tensor& grad_out, const Tensor& indices, const Shape& input_sizes,
                           const std::vector<int64_t>& window);
// relu_grad(gate, max_pool2d_backward(...)) in one pass for a 2x2/2 float32 pooling of a
// contiguous gate of input_sizes (the ReLU's saved input or output); undefined (nothing
// done) for other shapes or CPUs (Note [Fused max-pool + ReLU backward]).
Tensor max_pool2d_relu_backward(const Tensor& grad_out, const Tensor& indices, const Shape& input_sizes,
                                const std::vector<int64_t>& window, const Tensor& gate);
Tensor avg_pool2d_backward(const Tensor& grad_out, const Shape& input_sizes, const std::vector<int64_t>& params);

}  // namespace tp::tensor::detail
