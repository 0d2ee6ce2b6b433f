// Multiversioned contiguous float32 loops (see vector_ops.h).
#include "backends/cpu/vector_ops.h"

#include <cmath>
#include <cstring>

#include "threads/thread_pool.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define TP_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TP_CLONES
#endif

namespace tp::cpu {

namespace {
constexpr int64_t kGrain = 1 << 16;  // below ~64K elements threads cost more than they save

// Note [Explicit vector loops]
// The build is -O2, where GCC 12 only vectorises loops whose trip count needs no epilogue,
// so `for (i < n) y[i] = a[i] + b[i]` stays scalar. The loops here are written with GCC
// vector extensions (16 floats: one zmm in the AVX-512 clone, two ymm in the AVX2 one, four
// xmm in the baseline) plus a scalar tail, inside each target_clones function.
typedef float v16 __attribute__((vector_size(64), aligned(4)));
#define TP_VLOOP2(EXPR)                                              \
  int64_t i = 0;                                                     \
  for (; i + 16 <= n; i += 16) {                                     \
    v16 x, z;                                                        \
    std::memcpy(&x, a + i, sizeof x);                                \
    std::memcpy(&z, b + i, sizeof z);                                \
    v16 r = EXPR;                                                    \
    std::memcpy(y + i, &r, sizeof r);                                \
  }                                                                  \
  for (; i < n; ++i) {                                               \
    float x = a[i], z = b[i];                                        \
    y[i] = EXPR;                                                     \
  }

TP_CLONES void relu_block(const float* __restrict a, float* __restrict y, int64_t n) {
  const float* b = a;
  TP_VLOOP2(x > 0 ? x : decltype(x){})
}
TP_CLONES void add_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x + z) }
TP_CLONES void sub_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x - z) }
TP_CLONES void mul_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x * z) }
TP_CLONES void div_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x / z) }
// y = g where a > 0 else 0 (ReLU's backward; a is the input or the output).
TP_CLONES void relu_backward_block(const float* a, const float* b, float* y, int64_t n) {
  TP_VLOOP2(x > 0 ? z : decltype(z){})
}
TP_CLONES void axpy_block(float alpha, const float* __restrict b, float* __restrict y, int64_t n) {
  const float* a = y;
  TP_VLOOP2(x + alpha * z)
}
#undef TP_VLOOP2
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
void relu_backward_f32(const float* a, const float* g, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { relu_backward_block(a + s, g + s, y + s, e - s); });
}
void axpy_f32(float alpha, const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t s, int64_t e) { axpy_block(alpha, x + s, y + s, e - s); });
}

}  // namespace tp::cpu
