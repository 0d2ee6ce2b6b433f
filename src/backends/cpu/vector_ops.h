// Contiguous float32 loops with run-time CPU dispatch (GCC function multiversioning:
// AVX-512, AVX2 and a default clone of the same source; plain code on other targets),
// threaded over the kernel pool above a grain size. The reference for each is the
// obvious scalar loop in tensor/ (tests compare them).
#pragma once

#include <cstdint>

namespace tp::cpu {

void relu_f32(const float* x, float* y, int64_t n);
// exp and 1 / (1 + exp(-x)) within 2 ulp of the exact value (vector_math.cpp, Note
// [Vector exp]); inf, 0, subnormal results and nan as libm's.
void exp_f32(const float* x, float* y, int64_t n);
void sigmoid_f32(const float* x, float* y, int64_t n);
// tanh within 4 ulp (odd polynomial below 0.625, through exp above).
void tanh_f32(const float* x, float* y, int64_t n);
// softmax (log = false) or log_softmax of each of `rows` contiguous rows of n floats,
// with the vector exp; a row holding nan comes out all nan.
void softmax_rows_f32(const float* x, float* y, int64_t rows, int64_t n, bool log);
// layer_norm of `rows` contiguous rows of n floats: (x - mean) / sqrt(var + eps) * w + b
// (w, b of n floats, or null), statistics in double. The inference path of
// tensor::layer_norm (no gradient recorded).
void layer_norm_rows_f32(const float* x, float* y, int64_t rows, int64_t n, const float* w, const float* b,
                         double eps);
void add_f32(const float* a, const float* b, float* y, int64_t n);
void mul_f32(const float* a, const float* b, float* y, int64_t n);
void sub_f32(const float* a, const float* b, float* y, int64_t n);
void div_f32(const float* a, const float* b, float* y, int64_t n);
// y[i] = g[i] where a[i] > 0, else 0 (ReLU backward; NaN in a gives 0).
void relu_backward_f32(const float* a, const float* g, float* y, int64_t n);
// y[i] += alpha * x[i]
void axpy_f32(float alpha, const float* x, float* y, int64_t n);
// sum of x[0:n) in 16 interleaved float partial sums (single-threaded; conv bias grads).
float sum_f32(const float* x, int64_t n);

// torch.optim.Adam / AdamW's per-element update (torch 1.13, _single_tensor_adam) in float:
//   g' = g + weight_decay * p        (Adam with weight_decay != 0)
//   p  = p * decay                   (AdamW: decay = 1 - lr * weight_decay)
//   m = b1*m + (1-b1)*g' ; v = b2*v + (1-b2)*g'^2
//   p -= step_size * m / (sqrt(v) / bc2_sqrt + eps)
// with step_size = lr / (1 - b1^t), bc2_sqrt = sqrt(1 - b2^t). AVX-512 / AVX2 intrinsics
// chosen by cpuid, a scalar loop elsewhere (the reference: tensor/optim.cpp's adam_one).
// The vector loops flush denormal state to zero (Note [Vector Adam]).
struct AdamConstants {
  float b1, b2, one_minus_b1, one_minus_b2, eps, bc2_sqrt, step_size, weight_decay, decay;
  bool decoupled;
};
void adam_f32(float* p, const float* g, float* m, float* v, int64_t n, const AdamConstants& c);
// Tests: run adam_f32's scalar loop even where a vector variant exists.
void adam_force_scalar(bool on);

}  // namespace tp::cpu
