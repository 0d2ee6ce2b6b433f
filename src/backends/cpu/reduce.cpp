// Vectorised block sums (reduce.h).
#include "backends/cpu/reduce.h"

#include <algorithm>
#include <cstring>

#include "threads/thread_pool.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define TP_REDUCE_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TP_REDUCE_CLONES
#endif

// 64-byte vectors are only passed between functions inlined into the same clone.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace tp::cpu {
namespace {

constexpr int64_t kGrain = 1 << 15;  // elements per task below which threads cost more

typedef double vd8 __attribute__((vector_size(64), aligned(8)));
typedef float vf8 __attribute__((vector_size(32), aligned(4)));

inline __attribute__((always_inline)) vd8 load8(const float* p) {
  vf8 f;
  std::memcpy(&f, p, sizeof f);
  return __builtin_convertvector(f, vd8);
}
inline __attribute__((always_inline)) vd8 load8(const double* p) {
  vd8 d;
  std::memcpy(&d, p, sizeof d);
  return d;
}

// Sum of n contiguous values in four 8-lane double accumulators (independent chains, so
// the adds pipeline), then the lanes and the tail.
template <class T>
inline __attribute__((always_inline)) double row_sum(const T* x, int64_t n) {
  vd8 s0{}, s1{}, s2{}, s3{};
  int64_t i = 0;
  for (; i + 32 <= n; i += 32) {
    s0 += load8(x + i);
    s1 += load8(x + i + 8);
    s2 += load8(x + i + 16);
    s3 += load8(x + i + 24);
  }
  for (; i + 8 <= n; i += 8) s0 += load8(x + i);
  const vd8 s = (s0 + s1) + (s2 + s3);
  double t = 0;
  for (; i < n; ++i) t += x[i];
  for (int q = 0; q < 8; ++q) t += s[q];
  return t;
}

// y[b] = sum_r x[r*ld + b] for b < nb: column sums, 8 columns per vector.
template <class T>
inline __attribute__((always_inline)) void column_sums(const T* x, int64_t ld, int64_t R, int64_t nb, double* y) {
  int64_t b = 0;
  for (; b + 32 <= nb; b += 32) {  // four vectors of columns per pass over the rows
    vd8 s0{}, s1{}, s2{}, s3{};
    for (int64_t r = 0; r < R; ++r) {
      const T* p = x + r * ld + b;
      s0 += load8(p);
      s1 += load8(p + 8);
      s2 += load8(p + 16);
      s3 += load8(p + 24);
    }
    std::memcpy(y + b, &s0, sizeof s0);
    std::memcpy(y + b + 8, &s1, sizeof s1);
    std::memcpy(y + b + 16, &s2, sizeof s2);
    std::memcpy(y + b + 24, &s3, sizeof s3);
  }
  for (; b + 8 <= nb; b += 8) {
    vd8 s{};
    for (int64_t r = 0; r < R; ++r) s += load8(x + r * ld + b);
    std::memcpy(y + b, &s, sizeof s);
  }
  for (; b < nb; ++b) {
    double s = 0;
    for (int64_t r = 0; r < R; ++r) s += x[r * ld + b];
    y[b] = s;
  }
}

// The clones are plain functions per dtype (target_clones does not take templates).
TP_REDUCE_CLONES void rows_block_f32(const float* x, double* y, int64_t a0, int64_t a1, int64_t R) {
  for (int64_t a = a0; a < a1; ++a) y[a] = row_sum(x + a * R, R);
}
TP_REDUCE_CLONES void rows_block_f64(const double* x, double* y, int64_t a0, int64_t a1, int64_t R) {
  for (int64_t a = a0; a < a1; ++a) y[a] = row_sum(x + a * R, R);
}
TP_REDUCE_CLONES void columns_block_f32(const float* x, int64_t ld, int64_t R, int64_t nb, double* y) {
  column_sums(x, ld, R, nb, y);
}
TP_REDUCE_CLONES void columns_block_f64(const double* x, int64_t ld, int64_t R, int64_t nb, double* y) {
  column_sums(x, ld, R, nb, y);
}
inline void rows_block(const float* x, double* y, int64_t a0, int64_t a1, int64_t R) { rows_block_f32(x, y, a0, a1, R); }
inline void rows_block(const double* x, double* y, int64_t a0, int64_t a1, int64_t R) { rows_block_f64(x, y, a0, a1, R); }
inline void columns_block(const float* x, int64_t ld, int64_t R, int64_t nb, double* y) { columns_block_f32(x, ld, R, nb, y); }
inline void columns_block(const double* x, int64_t ld, int64_t R, int64_t nb, double* y) { columns_block_f64(x, ld, R, nb, y); }

template <class T>
void sum_blocks(const T* x, double* y, int64_t A, int64_t R, int64_t B) {
  if (B == 1) {
    const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(R, 1));
    threads::parallel_for(A, grain, [&](int64_t a0, int64_t a1) { rows_block(x, y, a0, a1, R); });
    return;
  }
  // Tasks are (a, chunk of 256 columns): a [R, B] block is read row by row, 256 columns
  // (2 KiB of doubles in registers and L1) at a time.
  constexpr int64_t kChunk = 256;
  const int64_t chunks = (B + kChunk - 1) / kChunk;
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(R * std::min(B, kChunk), 1));
  threads::parallel_for(A * chunks, grain, [&](int64_t t0, int64_t t1) {
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t a = t / chunks, b0 = (t % chunks) * kChunk;
      columns_block(x + a * R * B + b0, B, R, std::min(B, b0 + kChunk) - b0, y + a * B + b0);
    }
  });
}

}  // namespace

void sum_blocks_f32(const float* x, double* y, int64_t A, int64_t R, int64_t B) { sum_blocks(x, y, A, R, B); }
void sum_blocks_f64(const double* x, double* y, int64_t A, int64_t R, int64_t B) { sum_blocks(x, y, A, R, B); }

}  // namespace tp::cpu
