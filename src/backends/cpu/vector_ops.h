// Contiguous float32 loops with run-time CPU dispatch (GCC function multiversioning:
// AVX-512, AVX2 and a default clone of the same source; plain code on other targets),
// threaded over the kernel pool above a grain size. The reference for each is the
// obvious scalar loop in tensor/ (tests compare them).
#pragma once

#include <cstdint>

namespace tp::cpu {

void relu_f32(const float* x, float* y, int64_t n);
void exp_f32(const float* x, float* y, int64_t n);
void add_f32(const float* a, const float* b, float* y, int64_t n);
void mul_f32(const float* a, const float* b, float* y, int64_t n);
void sub_f32(const float* a, const float* b, float* y, int64_t n);
void div_f32(const float* a, const float* b, float* y, int64_t n);
// y[i] = g[i] where a[i] > 0, else 0 (ReLU backward; NaN in a gives 0).
void relu_backward_f32(const float* a, const float* g, float* y, int64_t n);
// y[i] += alpha * x[i]
void axpy_f32(float alpha, const float* x, float* y, int64_t n);

}  // namespace tp::cpu
