// Multiversioned contiguous float32 loops (see vector_ops.h).
#include "backends/cpu/vector_ops.h"
#include "backends/cpu/cpu_features.h"

#include <cmath>
#include <cstring>

#include "threads/thread_pool.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
// GCC 12's avx512fintrin.h builds _mm512_undefined_* as a self-initialised `__Y` and then
// warns at every inlined use (sqrt, max, cvtepi64, inserti64x4, ...): a header false
// positive, not this file's.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

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
  const float* b = a;  // z == x: the macro's second operand
  TP_VLOOP2(x < 0 ? decltype(z){} : z)  // NaN and -0 pass through, as torch.relu
}
TP_CLONES void add_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x + z) }
TP_CLONES void sub_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x - z) }
TP_CLONES void mul_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x * z) }
TP_CLONES void div_block(const float* a, const float* b, float* y, int64_t n) { TP_VLOOP2(x / z) }
// y = 0 where a <= 0 else g (ReLU's backward, torch's threshold_backward: NaN passes g;
// a is the input or the output).
TP_CLONES void relu_backward_block(const float* a, const float* b, float* y, int64_t n) {
  TP_VLOOP2(x <= 0 ? decltype(z){} : z)
}
TP_CLONES void axpy_block(float alpha, const float* __restrict b, float* __restrict y, int64_t n) {
  const float* a = y;
  TP_VLOOP2(x + alpha * z)
}
#undef TP_VLOOP2
TP_CLONES float sum_block(const float* x, int64_t n) {
  v16 acc{};
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    v16 v;
    std::memcpy(&v, x + i, sizeof v);
    acc += v;
  }
  float s = 0;
  for (; i < n; ++i) s += x[i];
  for (int q = 0; q < 16; ++q) s += acc[q];
  return s;
}
}  // namespace

float sum_f32(const float* x, int64_t n) { return sum_block(x, n); }

void relu_f32(const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t b, int64_t e) { relu_block(x + b, y + b, e - b); });
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

// ---------------------------------------------------------------- Adam

namespace {
bool g_adam_force_scalar = false;

// The scalar loop: the same operation order as the vector variants.
void adam_scalar(float* p, const float* g, float* m, float* v, int64_t b, int64_t e, const AdamConstants& c) {
  for (int64_t i = b; i < e; ++i) {
    float gi = g[i];
    if (c.decoupled) p[i] *= c.decay;
    else if (c.weight_decay != 0) gi += c.weight_decay * p[i];
    m[i] = c.b1 * m[i] + c.one_minus_b1 * gi;
    v[i] = c.b2 * v[i] + c.one_minus_b2 * gi * gi;
    p[i] -= c.step_size * m[i] / (std::sqrt(v[i]) / c.bc2_sqrt + c.eps);
  }
}

#if defined(__x86_64__) && defined(__GNUC__)
// Note [Vector Adam]: sqrt and the divide are why this is intrinsics, not vector
// extensions (GCC has no generic vector sqrt). The tail of n is a masked AVX-512 step, a
// scalar loop for AVX2. Denormal m/v (parameters whose gradient stays zero for hundreds
// of steps, e.g. fc1 rows behind a ReLU that is dead for the data) cost a microcode
// assist per instruction: the vector loops run with MXCSR's flush-to-zero and
// denormals-are-zero bits set (restored after), as torch.set_flush_denormal(True) would.
// A state value below 1.2e-38 then reads as 0; its effect on the parameter would have been
// below 1e-30. Measured: the batch-1 demo step 0.73 -> 0.46 ms. The scalar loop (other
// CPUs, and the test reference) keeps IEEE denormals.
__attribute__((target("avx512f"))) void adam_avx512(float* p, const float* g, float* m, float* v, int64_t n,
                                                    const AdamConstants& c) {
  const __m512 b1 = _mm512_set1_ps(c.b1), b2 = _mm512_set1_ps(c.b2), ob1 = _mm512_set1_ps(c.one_minus_b1),
               ob2 = _mm512_set1_ps(c.one_minus_b2), eps = _mm512_set1_ps(c.eps), bc2 = _mm512_set1_ps(c.bc2_sqrt),
               ss = _mm512_set1_ps(c.step_size), wd = _mm512_set1_ps(c.weight_decay), decay = _mm512_set1_ps(c.decay);
  const bool add_wd = !c.decoupled && c.weight_decay != 0;
  for (int64_t i = 0; i < n; i += 16) {
    const __mmask16 k = n - i >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (n - i)) - 1);
    __m512 pv = _mm512_maskz_loadu_ps(k, p + i), gv = _mm512_maskz_loadu_ps(k, g + i);
    __m512 mv = _mm512_maskz_loadu_ps(k, m + i), vv = _mm512_maskz_loadu_ps(k, v + i);
    if (c.decoupled) pv = _mm512_mul_ps(pv, decay);
    else if (add_wd) gv = _mm512_add_ps(gv, _mm512_mul_ps(wd, pv));
    mv = _mm512_add_ps(_mm512_mul_ps(b1, mv), _mm512_mul_ps(ob1, gv));
    vv = _mm512_add_ps(_mm512_mul_ps(b2, vv), _mm512_mul_ps(_mm512_mul_ps(ob2, gv), gv));
    const __m512 denom = _mm512_add_ps(_mm512_div_ps(_mm512_sqrt_ps(vv), bc2), eps);
    pv = _mm512_sub_ps(pv, _mm512_div_ps(_mm512_mul_ps(ss, mv), denom));
    _mm512_mask_storeu_ps(p + i, k, pv);
    _mm512_mask_storeu_ps(m + i, k, mv);
    _mm512_mask_storeu_ps(v + i, k, vv);
  }
}

__attribute__((target("avx2"))) void adam_avx2(float* p, const float* g, float* m, float* v, int64_t n,
                                               const AdamConstants& c) {
  const __m256 b1 = _mm256_set1_ps(c.b1), b2 = _mm256_set1_ps(c.b2), ob1 = _mm256_set1_ps(c.one_minus_b1),
               ob2 = _mm256_set1_ps(c.one_minus_b2), eps = _mm256_set1_ps(c.eps), bc2 = _mm256_set1_ps(c.bc2_sqrt),
               ss = _mm256_set1_ps(c.step_size), wd = _mm256_set1_ps(c.weight_decay), decay = _mm256_set1_ps(c.decay);
  const bool add_wd = !c.decoupled && c.weight_decay != 0;
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 pv = _mm256_loadu_ps(p + i), gv = _mm256_loadu_ps(g + i);
    __m256 mv = _mm256_loadu_ps(m + i), vv = _mm256_loadu_ps(v + i);
    if (c.decoupled) pv = _mm256_mul_ps(pv, decay);
    else if (add_wd) gv = _mm256_add_ps(gv, _mm256_mul_ps(wd, pv));
    mv = _mm256_add_ps(_mm256_mul_ps(b1, mv), _mm256_mul_ps(ob1, gv));
    vv = _mm256_add_ps(_mm256_mul_ps(b2, vv), _mm256_mul_ps(_mm256_mul_ps(ob2, gv), gv));
    const __m256 denom = _mm256_add_ps(_mm256_div_ps(_mm256_sqrt_ps(vv), bc2), eps);
    pv = _mm256_sub_ps(pv, _mm256_div_ps(_mm256_mul_ps(ss, mv), denom));
    _mm256_storeu_ps(p + i, pv);
    _mm256_storeu_ps(m + i, mv);
    _mm256_storeu_ps(v + i, vv);
  }
  adam_scalar(p, g, m, v, i, n, c);
}

const int g_adam_isa = has_avx512f() ? 2 : has_avx2_fma() ? 1 : 0;
#endif
}  // namespace

void adam_force_scalar(bool on) { g_adam_force_scalar = on; }

void adam_f32(float* p, const float* g, float* m, float* v, int64_t n, const AdamConstants& c) {
  threads::parallel_for(n, kGrain, [&](int64_t b, int64_t e) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (!g_adam_force_scalar && g_adam_isa != 0) {
      // Note [Vector Adam]: flush-to-zero / denormals-are-zero for this loop only.
      const unsigned saved = _mm_getcsr();
      _mm_setcsr(saved | 0x8040u);
      if (g_adam_isa == 2) adam_avx512(p + b, g + b, m + b, v + b, e - b, c);
      else adam_avx2(p + b, g + b, m + b, v + b, e - b, c);
      _mm_setcsr(saved);
      return;
    }
#endif
    adam_scalar(p, g, m, v, b, e, c);
  });
}

}  // namespace tp::cpu
