// Vectorised float32 exp and the loops built on it (exp_f32, sigmoid_f32, tanh_f32,
// softmax_rows_f32; declared in vector_ops.h) and the fused layer_norm rows.
//
// Note [Vector exp]
// libm's expf is a call per element that GCC cannot vectorise (PyTorch uses SLEEF's
// vector exp instead). Here, 16 lanes at a time (GCC vector extensions in target_clones
// functions, Note [Explicit vector loops]):
//   x is clamped to [-104, 89] (exp is 0 below, inf above; nan passes the clamp);
//   n = round(x / ln 2) by the 1.5 * 2^23 rounding trick, r = x - n ln 2 in two parts
//   (Cody-Waite: ln 2 = 0.693359375 - 2.12194440e-4, the first exact in 9 bits, so n*hi
//   is exact), |r| <= 0.35;
//   exp(r) = 1 + r + r^2 P(r), P the degree-5 minimax polynomial of the Cephes library's
//   expf;
//   the result is exp(r) * 2^n1 * 2^n2 with n1 = n >> 1, n2 = n - n1: both powers are
//   normal floats for every n in [-150, 128], so overflow to inf and gradual underflow
//   to subnormals and 0 happen in the last multiply, rounded once.
// The error is at most 2 ulp over all floats (tests/unit/kernels/vector_exp_test.cpp
// sweeps every 1,021st float and the edges against double exp), 1 ulp on nearly all.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "backends/cpu/vector_ops.h"
#include "threads/thread_pool.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define TP_MATH_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TP_MATH_CLONES
#endif

// exp16 passes 64-byte vectors by value; it is always inlined into the clones, so the
// ABI GCC warns about (no AVX-512 in the default clone) is never used across a call.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace tp::cpu {
namespace {

constexpr int64_t kGrain = 1 << 13;  // exp costs ~8x an add: split smaller ranges than vector_ops

typedef float v16 __attribute__((vector_size(64), aligned(4)));
typedef int32_t vi16 __attribute__((vector_size(64), aligned(4)));

typedef double vd8 __attribute__((vector_size(64), aligned(8)));
typedef float vf8 __attribute__((vector_size(32), aligned(4)));

// 8 floats widened to double.
inline __attribute__((always_inline)) vd8 load8d(const float* p) {
  vf8 f;
  std::memcpy(&f, p, sizeof f);
  return __builtin_convertvector(f, vd8);
}

// exp of 16 lanes (Note [Vector exp]); the scalar tail calls the same code on a padded
// vector so every element gets identical rounding.
inline __attribute__((always_inline)) v16 exp16(v16 x) {
  const v16 lo = v16{} - 104.0f, hi = v16{} + 89.0f;
  x = x < lo ? lo : x;
  x = x > hi ? hi : x;
  const v16 magic = v16{} + 12582912.0f;  // 1.5 * 2^23: t - magic is round(x / ln 2)
  const v16 t = x * 1.44269504088896341f + magic;
  const v16 n = t - magic;
  vi16 ti, mi;
  std::memcpy(&ti, &t, sizeof ti);
  std::memcpy(&mi, &magic, sizeof mi);
  const vi16 ni = ti - mi;  // the integer n in each lane
  const v16 r = (x - n * 0.693359375f) - n * -2.12194440e-4f;
  v16 p = 1.9875691500e-4f * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * (r * r) + r + 1.0f;
  const vi16 n1 = ni >> 1, n2 = ni - n1;
  const vi16 b1 = (n1 + 127) << 23, b2 = (n2 + 127) << 23;
  v16 s1, s2;
  std::memcpy(&s1, &b1, sizeof s1);
  std::memcpy(&s2, &b2, sizeof s2);
  return p * s1 * s2;
}

// y = f(exp16(sign * x)) over n elements, the tail through a zero-padded vector.
template <class F>
inline __attribute__((always_inline)) void exp_loop(const float* x, float* y, int64_t n, float sign, F f) {
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    v16 v;
    std::memcpy(&v, x + i, sizeof v);
    const v16 r = f(v, exp16(v * sign));
    std::memcpy(y + i, &r, sizeof r);
  }
  if (i < n) {
    v16 v{};
    std::memcpy(&v, x + i, sizeof(float) * (n - i));
    const v16 r = f(v, exp16(v * sign));
    std::memcpy(y + i, &r, sizeof(float) * (n - i));
  }
}

TP_MATH_CLONES void exp_block(const float* x, float* y, int64_t n) {
  exp_loop(x, y, n, 1.0f, [](v16, v16 e) { return e; });
}
// 1 / (1 + exp(-x)): inf for exp(-x) gives 0, as torch.sigmoid.
TP_MATH_CLONES void sigmoid_block(const float* x, float* y, int64_t n) {
  exp_loop(x, y, n, -1.0f, [](v16, v16 e) { return 1.0f / (1.0f + e); });
}

// Rows of (log_)softmax: max, then exp(x - max) summed in 16 float lanes (PyTorch's
// vectorised softmax sums in float too) with the lanes added in double, then
// y = e / sum (softmax) or y = (x - max) - log(sum) (log_softmax: exact -log 2 for two
// equal huge logits, as tensor/loss_ops.cpp's kernel). A nan in the row (or inf - inf)
// makes the sum nan and so the whole row, as torch.
TP_MATH_CLONES void softmax_row(const float* x, float* y, int64_t n, bool log) {
  v16 vm = v16{} - __builtin_inff();
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    v16 v;
    std::memcpy(&v, x + i, sizeof v);
    vm = v > vm ? v : vm;
  }
  float m = -__builtin_inff();
  for (int q = 0; q < 16; ++q) m = vm[q] > m ? vm[q] : m;
  for (; i < n; ++i) m = x[i] > m ? x[i] : m;
  v16 vs{};
  i = 0;
  for (; i + 16 <= n; i += 16) {
    v16 v;
    std::memcpy(&v, x + i, sizeof v);
    const v16 e = exp16(v - m);
    if (!log) std::memcpy(y + i, &e, sizeof e);
    vs += e;
  }
  double s = 0;
  if (i < n) {
    v16 v = v16{} + m;  // padding lanes give exp(0) = 1, not added below
    std::memcpy(&v, x + i, sizeof(float) * (n - i));
    const v16 e = exp16(v - m);
    if (!log) std::memcpy(y + i, &e, sizeof(float) * (n - i));
    for (int64_t q = 0; q < n - i; ++q) s += e[q];
  }
  for (int q = 0; q < 16; ++q) s += vs[q];
  if (log) {
    const float log_s = static_cast<float>(std::log(s));
    for (int64_t k = 0; k < n; ++k) y[k] = (x[k] - m) - log_s;
  } else {
    const float inv = static_cast<float>(1.0 / s);
    for (int64_t k = 0; k < n; ++k) y[k] *= inv;
  }
}

// tanh of |x| < 0.625 by Cephes' odd polynomial (no cancellation near 0), else
// 1 - 2 / (exp(2|x|) + 1) (>= 0.55, so exp's error stays relative); the sign restored
// last. Both are computed and blended: no branch per lane. nan takes the exp side.
TP_MATH_CLONES void tanh_block(const float* x, float* y, int64_t n) {
  auto f = [](v16 v) {
    vi16 bits;
    std::memcpy(&bits, &v, sizeof bits);
    const vi16 sign = bits & INT32_MIN;  // restored by bit, so tanh(-0) is -0
    const vi16 abs_bits = bits & INT32_MAX;
    v16 a;
    std::memcpy(&a, &abs_bits, sizeof a);
    const v16 z = a * a;
    v16 p = -5.70498872745e-3f * z + 2.06390887954e-2f;
    p = p * z - 5.37397155531e-2f;
    p = p * z + 1.33314422036e-1f;
    p = p * z - 3.33332819422e-1f;
    const v16 small = p * z * a + a;
    const v16 large = 1.0f - 2.0f / (exp16(a + a) + 1.0f);
    const v16 r = a < 0.625f ? small : large;
    vi16 rb;
    std::memcpy(&rb, &r, sizeof rb);
    rb |= sign;
    v16 out;
    std::memcpy(&out, &rb, sizeof out);
    return out;
  };
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    v16 v;
    std::memcpy(&v, x + i, sizeof v);
    const v16 r = f(v);
    std::memcpy(y + i, &r, sizeof r);
  }
  if (i < n) {
    v16 v{};
    std::memcpy(&v, x + i, sizeof(float) * (n - i));
    const v16 r = f(v);
    std::memcpy(y + i, &r, sizeof(float) * (n - i));
  }
}

// One row of layer_norm: mean and variance in double (two passes, as the composition
// computes them), then y = (x - mean) * rstd * w + b in float lanes.
TP_MATH_CLONES void layer_norm_row(const float* x, float* y, int64_t n, const float* w, const float* b, double eps) {
  // Both passes in 8 double lanes (serial double adds would be latency-bound).
  vd8 vs{};
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) vs += load8d(x + i);
  double s = 0;
  for (; i < n; ++i) s += x[i];
  for (int q = 0; q < 8; ++q) s += vs[q];
  const double mean = s / static_cast<double>(n);
  vd8 vss{};
  for (i = 0; i + 8 <= n; i += 8) {
    const vd8 d = load8d(x + i) - mean;
    vss += d * d;
  }
  double ss = 0;
  for (; i < n; ++i) ss += (x[i] - mean) * (x[i] - mean);
  for (int q = 0; q < 8; ++q) ss += vss[q];
  const float mu = static_cast<float>(mean);
  const float rstd = static_cast<float>(1.0 / std::sqrt(ss / static_cast<double>(n) + eps));
  // One loop per case: with `if (w)` inside, GCC vectorises with loads masked on w != 0,
  // and a masked load from a null pointer costs a microcode assist per vector (measured:
  // 60x slower).
  if (w && b)
    for (int64_t i = 0; i < n; ++i) y[i] = (x[i] - mu) * rstd * w[i] + b[i];
  else if (w)
    for (int64_t i = 0; i < n; ++i) y[i] = (x[i] - mu) * rstd * w[i];
  else if (b)
    for (int64_t i = 0; i < n; ++i) y[i] = (x[i] - mu) * rstd + b[i];
  else
    for (int64_t i = 0; i < n; ++i) y[i] = (x[i] - mu) * rstd;
}

}  // namespace

void layer_norm_rows_f32(const float* x, float* y, int64_t rows, int64_t n, const float* w, const float* b,
                         double eps) {
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(n, 1));
  threads::parallel_for(rows, grain, [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) layer_norm_row(x + r * n, y + r * n, n, w, b, eps);
  });
}

void softmax_rows_f32(const float* x, float* y, int64_t rows, int64_t n, bool log) {
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(n, 1));
  threads::parallel_for(rows, grain, [&](int64_t b, int64_t e) {
    for (int64_t r = b; r < e; ++r) softmax_row(x + r * n, y + r * n, n, log);
  });
}

void exp_f32(const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t b, int64_t e) { exp_block(x + b, y + b, e - b); });
}

void tanh_f32(const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t b, int64_t e) { tanh_block(x + b, y + b, e - b); });
}

void sigmoid_f32(const float* x, float* y, int64_t n) {
  threads::parallel_for(n, kGrain, [&](int64_t b, int64_t e) { sigmoid_block(x + b, y + b, e - b); });
}

}  // namespace tp::cpu
