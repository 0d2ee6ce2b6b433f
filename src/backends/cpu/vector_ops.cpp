// Multiversioned contiguous float32 loops (see vector_ops.h).
#include "backends/cpu/vector_ops.h"

#include <cmath>

#include "threads/thread_pool.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define TP_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TP_CLONES
#endif

namespace tp::cpu {

namespace {
constexpr int64_t kGrain = 1 << 16;  // below ~64K elements threads cost more than they save

TP_CLONES void relu_block(const float* __restrict x, float* __restrict y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0.f ? x[i] : 0.f;
}
TP_CLONES void add_block(const float* a, const float* b, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = a[i] + b[i];
}
TP_CLONES void mul_block(const float* a, const float* b, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = a[i] * b[i];
}
TP_CLONES void sub_block(const float* a, const float* b, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = a[i] - b[i];
}
TP_CLONES void div_block(const float* a, const float* b, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = a[i] / b[i];
}
TP_CLONES void axpy_block(float alpha, const float* __restrict x, float* __restrict y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] += alpha * x[i];
}
}  // namespace

void relu_f32(const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t b, int64_t e) { relu_block(x + b, y + b, e - b); });
}
void exp_f32(const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain / 8, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) y[i] = std::exp(x[i]);
  });
}
void add_f32(const float* a, const float* b, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { add_block(a + s, b + s, y + s, e - s); });
}
void mul_f32(const float* a, const float* b, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { mul_block(a + s, b + s, y + s, e - s); });
}
void sub_f32(const float* a, const float* b, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { sub_block(a + s, b + s, y + s, e - s); });
}
void div_f32(const float* a, const float* b, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { div_block(a + s, b + s, y + s, e - s); });
}
void axpy_f32(float alpha, const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { axpy_block(alpha, x + s, y + s, e - s); });
}

}  // namespace tp::cpu
