// The blocked, packed SGEMM with run-time selected micro-kernels (Note [SGEMM design],
// gemm.h) and the reference loop. The float64 GEMM is dgemm.cpp.
#include "backends/cpu/gemm.h"
#include "backends/cpu/scratch.h"
#include "backends/cpu/cpu_features.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

#include "threads/interp_lock.h"
#include "threads/thread_pool.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define TP_X86 1
#endif

namespace tp::cpu {

// Loops written with GCC vector types (packing, tile stores, the thin paths) are compiled
// per ISA: in a plain function a 64-byte vector is four SSE registers and a stack round
// trip (measured: pack_b's copy ran at a few bytes per cycle).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define TP_GEMM_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TP_GEMM_CLONES
#endif

namespace {

// Where a full tile goes when the kernel stores it into C itself (alpha == 1): C = acc
// (+ beta*C) on the first K block, C += acc after it; on the last, + row_bias[i], ReLU.
struct DirectStore {
  float* c;
  int64_t ldc;
  bool accumulate;
  float beta;
  const float* row_bias;  // already offset to the tile's first row; null for none
  bool relu;
};

// A micro-kernel: acc = sum_k Ap[k*MR + i] * Bp[k*NR + j]; written to tile[MR*NR], or,
// when ds is non-null (kernels with direct_store only), into C as ds says.
using MicroKernel = void (*)(int64_t kc, const float* Ap, const float* Bp, float* tile, const DirectStore* ds);

struct KernelInfo {
  const char* name;
  int mr, nr;
  MicroKernel fn;
  bool direct_store = false;
};

// Portable micro-kernel: 4x16, plain loops the compiler vectorises on any target.
void micro_generic(int64_t kc, const float* Ap, const float* Bp, float* tile, const DirectStore*) {
  constexpr int MR = 4, NR = 16;
  float acc[MR][NR] = {};
  for (int64_t k = 0; k < kc; ++k) {
    const float* a = Ap + k * MR;
    const float* b = Bp + k * NR;
    for (int i = 0; i < MR; ++i)
      for (int j = 0; j < NR; ++j) acc[i][j] += a[i] * b[j];
  }
  std::memcpy(tile, acc, sizeof acc);
}

#ifdef TP_X86
__attribute__((target("avx2,fma"))) void micro_avx2(int64_t kc, const float* Ap, const float* Bp,
                                                      float* tile, const DirectStore*) {
  constexpr int MR = 6;
  __m256 c[MR][2];
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) c[i][0] = c[i][1] = _mm256_setzero_ps();
  for (int64_t k = 0; k < kc; ++k) {
    __m256 b0 = _mm256_load_ps(Bp + k * 16);
    __m256 b1 = _mm256_load_ps(Bp + k * 16 + 8);
    const float* a = Ap + k * MR;
    // Fully unrolled so that the 2*MR accumulators live in registers (at -O2 GCC otherwise
    // keeps the loop, and c[][] on the stack: a load and a store per FMA).
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i) {
      __m256 ai = _mm256_broadcast_ss(a + i);
      c[i][0] = _mm256_fmadd_ps(ai, b0, c[i][0]);
      c[i][1] = _mm256_fmadd_ps(ai, b1, c[i][1]);
    }
  }
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) {
    _mm256_storeu_ps(tile + i * 16, c[i][0]);
    _mm256_storeu_ps(tile + i * 16 + 8, c[i][1]);
  }
}

__attribute__((target("avx512f"))) void micro_avx512(int64_t kc, const float* Ap, const float* Bp,
                                                       float* tile, const DirectStore* ds) {
  constexpr int MR = 12;
  __m512 c[MR][2];
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) c[i][0] = c[i][1] = _mm512_setzero_ps();
  for (int64_t k = 0; k < kc; ++k) {
    __m512 b0 = _mm512_load_ps(Bp + k * 32);
    __m512 b1 = _mm512_load_ps(Bp + k * 32 + 16);
    const float* a = Ap + k * MR;
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i) {
      __m512 ai = _mm512_set1_ps(a[i]);
      c[i][0] = _mm512_fmadd_ps(ai, b0, c[i][0]);
      c[i][1] = _mm512_fmadd_ps(ai, b1, c[i][1]);
    }
  }
  if (ds) {
    const __m512 zero = _mm512_setzero_ps(), beta = _mm512_set1_ps(ds->beta);
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i) {
      float* row = ds->c + i * ds->ldc;
      __m512 v0 = c[i][0], v1 = c[i][1];
      if (ds->accumulate) {
        v0 = _mm512_add_ps(v0, _mm512_loadu_ps(row));
        v1 = _mm512_add_ps(v1, _mm512_loadu_ps(row + 16));
      } else if (ds->beta != 0.f) {
        v0 = _mm512_fmadd_ps(beta, _mm512_loadu_ps(row), v0);
        v1 = _mm512_fmadd_ps(beta, _mm512_loadu_ps(row + 16), v1);
      }
      if (ds->row_bias) {
        const __m512 b = _mm512_set1_ps(ds->row_bias[i]);
        v0 = _mm512_add_ps(v0, b);
        v1 = _mm512_add_ps(v1, b);
      }
      if (ds->relu) {
        v0 = _mm512_max_ps(v0, zero);
        v1 = _mm512_max_ps(v1, zero);
      }
      _mm512_storeu_ps(row, v0);
      _mm512_storeu_ps(row + 16, v1);
    }
    return;
  }
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) {
    _mm512_storeu_ps(tile + i * 32, c[i][0]);
    _mm512_storeu_ps(tile + i * 32 + 16, c[i][1]);
  }
}
#endif

#ifdef TP_X86
// Note [Row-dot SGEMM]
// C = A B^T with a handful of columns (a linear layer to N <= 12 classes over a long K:
// SimpleCNN's 5408 -> 10): packing would copy all of A for a GEMM whose B fits in L2. So
// each pair of rows of A is streamed once against the N rows of B, 2*N zmm accumulators,
// and reduced at the end. AVX-512 only (elsewhere the packed path serves).
template <int N>
__attribute__((target("avx512f"))) void rowdot_avx512(int64_t i0, int64_t i1, int64_t K, const float* A,
                                                      int64_t lda, const float* B, int64_t ldb, float* C,
                                                      int64_t ldc, float alpha, float beta, const GemmEpilogue& ep) {
  const __mmask16 tail = static_cast<__mmask16>((1u << (K % 16)) - 1);
  const int64_t k_full = K - K % 16;
  for (int64_t i = i0; i < i1; i += 2) {
    const bool two = i + 1 < i1;
    const float* a0 = A + i * lda;
    const float* a1 = two ? a0 + lda : a0;
    __m512 acc0[N], acc1[N];
#pragma GCC unroll 16
    for (int j = 0; j < N; ++j) acc0[j] = acc1[j] = _mm512_setzero_ps();
    for (int64_t k = 0; k < k_full; k += 16) {
      const __m512 x0 = _mm512_loadu_ps(a0 + k), x1 = _mm512_loadu_ps(a1 + k);
#pragma GCC unroll 16
      for (int j = 0; j < N; ++j) {
        const __m512 b = _mm512_loadu_ps(B + j * ldb + k);
        acc0[j] = _mm512_fmadd_ps(x0, b, acc0[j]);
        acc1[j] = _mm512_fmadd_ps(x1, b, acc1[j]);
      }
    }
    if (tail) {
      const __m512 x0 = _mm512_maskz_loadu_ps(tail, a0 + k_full), x1 = _mm512_maskz_loadu_ps(tail, a1 + k_full);
#pragma GCC unroll 16
      for (int j = 0; j < N; ++j) {
        const __m512 b = _mm512_maskz_loadu_ps(tail, B + j * ldb + k_full);
        acc0[j] = _mm512_fmadd_ps(x0, b, acc0[j]);
        acc1[j] = _mm512_fmadd_ps(x1, b, acc1[j]);
      }
    }
    for (int r = 0; r < (two ? 2 : 1); ++r) {
      float* c = C + (i + r) * ldc;
      for (int j = 0; j < N; ++j) {
        alignas(64) float lanes[16];
        _mm512_store_ps(lanes, r == 0 ? acc0[j] : acc1[j]);
        float sum = 0.f;
        for (float v : lanes) sum += v;
        float v = alpha * sum + (beta == 0.f ? 0.f : beta * c[j]);
        if (ep.row_bias) v += ep.row_bias[i + r];
        if (ep.col_bias) v += ep.col_bias[j];
        if (ep.relu && v < 0.f) v = 0.f;
        c[j] = v;
      }
    }
  }
}

using RowDotFn = void (*)(int64_t, int64_t, int64_t, const float*, int64_t, const float*, int64_t, float*, int64_t,
                          float, float, const GemmEpilogue&);
constexpr int kRowDotMaxN = 12;
const RowDotFn kRowDot[kRowDotMaxN + 1] = {
    nullptr,          rowdot_avx512<1>, rowdot_avx512<2>, rowdot_avx512<3>,  rowdot_avx512<4>,
    rowdot_avx512<5>, rowdot_avx512<6>, rowdot_avx512<7>, rowdot_avx512<8>,  rowdot_avx512<9>,
    rowdot_avx512<10>, rowdot_avx512<11>, rowdot_avx512<12>};
#endif

const KernelInfo kGeneric{"generic 4x16", 4, 16, micro_generic};
#ifdef TP_X86
const KernelInfo kAvx2{"avx2 6x16", 6, 16, micro_avx2};
const KernelInfo kAvx512{"avx512 12x32", 12, 32, micro_avx512, true};
#endif

const KernelInfo* detect() {
#ifdef TP_X86
  if (has_avx512f()) return &kAvx512;
  if (has_avx2_fma()) return &kAvx2;
#endif
  return &kGeneric;
}

const KernelInfo* g_kernel = detect();

constexpr int64_t KC = 256;
constexpr int64_t NC = 1024;

using Scratch = AlignedScratch<float>;

typedef float v16 __attribute__((vector_size(64), aligned(4)));

#ifdef TP_X86
// dst[j*ldd + i] = src[i*lds + j] for an 8x8 block (unpack/shuffle/permute transpose).
__attribute__((target("avx2"))) void transpose8x8(const float* src, int64_t lds, float* dst, int64_t ldd) {
  __m256 r[8], t[8], u[8];
  for (int i = 0; i < 8; ++i) r[i] = _mm256_loadu_ps(src + i * lds);
  for (int i = 0; i < 4; ++i) {
    t[2 * i] = _mm256_unpacklo_ps(r[2 * i], r[2 * i + 1]);
    t[2 * i + 1] = _mm256_unpackhi_ps(r[2 * i], r[2 * i + 1]);
  }
  for (int h = 0; h < 2; ++h) {  // rows 0-3 (h = 0) and 4-7 (h = 1)
    u[4 * h + 0] = _mm256_shuffle_ps(t[4 * h], t[4 * h + 2], _MM_SHUFFLE(1, 0, 1, 0));
    u[4 * h + 1] = _mm256_shuffle_ps(t[4 * h], t[4 * h + 2], _MM_SHUFFLE(3, 2, 3, 2));
    u[4 * h + 2] = _mm256_shuffle_ps(t[4 * h + 1], t[4 * h + 3], _MM_SHUFFLE(1, 0, 1, 0));
    u[4 * h + 3] = _mm256_shuffle_ps(t[4 * h + 1], t[4 * h + 3], _MM_SHUFFLE(3, 2, 3, 2));
  }
  for (int j = 0; j < 4; ++j) {
    _mm256_storeu_ps(dst + j * ldd, _mm256_permute2f128_ps(u[j], u[4 + j], 0x20));
    _mm256_storeu_ps(dst + (j + 4) * ldd, _mm256_permute2f128_ps(u[j], u[4 + j], 0x31));
  }
}
const bool g_has_avx2 = has_avx2_fma();  // every AVX2 CPU also has FMA
#endif

// dst[k*ldd + r] = src[r*lds + k] for r < rows, k < kc: the transposing copy of packing,
// by 8x8 register blocks where AVX2 exists (a scalar strided loop otherwise / at edges).
void transpose_copy(const float* src, int64_t lds, int64_t rows, int64_t kc, float* dst, int64_t ldd) {
  int64_t r0 = 0;
#ifdef TP_X86
  if (g_has_avx2) {
    for (; r0 + 8 <= rows; r0 += 8) {
      int64_t k = 0;
      for (; k + 8 <= kc; k += 8) transpose8x8(src + r0 * lds + k, lds, dst + k * ldd + r0, ldd);
      for (; k < kc; ++k)
        for (int64_t r = r0; r < r0 + 8; ++r) dst[k * ldd + r] = src[r * lds + k];
    }
  }
#endif
  for (int64_t r = r0; r < rows; ++r) {
    const float* s = src + r * lds;
    for (int64_t k = 0; k < kc; ++k) dst[k * ldd + r] = s[k];
  }
}

// Packs op(A)[i0:i0+mc, k0:k0+kc] into MR-row panels: panel p, step k holds MR values.
// Loops run along memory (rows of A when not transposed), writing with stride MR.
void pack_a(const KernelInfo& ki, bool trans, const float* A, int64_t lda, int64_t i0, int64_t mc,
            int64_t k0, int64_t kc, float* out) {
  const int MR = ki.mr;
  for (int64_t ip = 0; ip < mc; ip += MR) {
    int64_t rows = std::min<int64_t>(MR, mc - ip);
    float* dst = out + ip * kc;
    if (trans) {
      for (int64_t k = 0; k < kc; ++k) {
        float* d = dst + k * MR;
        const float* src = A + (k0 + k) * lda + i0 + ip;
        int64_t r = 0;
        for (; r < rows; ++r) d[r] = src[r];
        for (; r < MR; ++r) d[r] = 0.f;
      }
    } else {
      transpose_copy(A + (i0 + ip) * lda + k0, lda, rows, kc, dst, MR);
      for (int64_t r = rows; r < MR; ++r)
        for (int64_t k = 0; k < kc; ++k) dst[k * MR + r] = 0.f;
    }
  }
}

// Packs op(B)[k0:k0+kc, j0:j0+nc] into NR-column panels.
TP_GEMM_CLONES void pack_b(const KernelInfo& ki, bool trans, const float* B, int64_t ldb, int64_t k0, int64_t kc,
            int64_t j0, int64_t nc, float* out) {
  const int NR = ki.nr;
  for (int64_t jp = 0; jp < nc; jp += NR) {
    int64_t cols = std::min<int64_t>(NR, nc - jp);
    float* dst = out + jp * kc;
    if (trans) {
      transpose_copy(B + (j0 + jp) * ldb + k0, ldb, cols, kc, dst, NR);
      for (int64_t c = cols; c < NR; ++c)
        for (int64_t k = 0; k < kc; ++k) dst[k * NR + c] = 0.f;
      continue;
    }
    if (cols == NR && NR % 16 == 0) {
      for (int64_t k = 0; k < kc; ++k) {
        const float* src = B + (k0 + k) * ldb + j0 + jp;
        float* d = dst + k * NR;
        for (int q = 0; q < NR; q += 16) {
          v16 v;
          std::memcpy(&v, src + q, sizeof v);
          std::memcpy(d + q, &v, sizeof v);
        }
      }
      continue;
    }
    for (int64_t k = 0; k < kc; ++k) {
      float* d = dst + k * NR;
      const float* src = B + (k0 + k) * ldb + j0 + jp;
      int64_t c = 0;
      for (; c < cols; ++c) d[c] = src[c];
      for (; c < NR; ++c) d[c] = 0.f;
    }
  }
}

// Writes an MR x NR tile (rows x cols valid) into C at (i, j); with c_trans, C is stored
// transposed (element (i, j) at C[j*ldc + i]: the swapped narrow-N case, see sgemm).
TP_GEMM_CLONES void store_tile(const float* tile, int nr, int64_t rows, int64_t cols, float* C, int64_t ldc,
                int64_t i, int64_t j, float alpha, float beta, bool first, bool last,
                const GemmEpilogue& ep, bool c_trans) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* t = tile + r * nr;
    if (c_trans) {
      float* c = C + j * ldc + i + r;
      for (int64_t q = 0; q < cols; ++q) {
        float& d = c[q * ldc];
        float v = first ? (beta == 0.f ? alpha * t[q] : alpha * t[q] + beta * d) : d + alpha * t[q];
        if (last) {
          if (ep.row_bias) v += ep.row_bias[i + r];
          if (ep.col_bias) v += ep.col_bias[j + q];
          if (ep.relu) v = v > 0.f ? v : 0.f;
        }
        d = v;
      }
      continue;
    }
    float* c = C + (i + r) * ldc + j;
    if (cols % 16 == 0 && !ep.col_bias) {  // whole 16-float runs: vector code (Note [Explicit vector loops])
      const float rb = last && ep.row_bias ? ep.row_bias[i + r] : 0.f;
      for (int64_t q = 0; q < cols; q += 16) {
        v16 tv, cv;
        std::memcpy(&tv, t + q, sizeof tv);
        v16 v = alpha * tv;
        if (!first || beta != 0.f) {
          std::memcpy(&cv, c + q, sizeof cv);
          v += first ? beta * cv : cv;
        }
        if (last) {
          v += rb;
          if (ep.relu) v = v > 0 ? v : v16{};
        }
        std::memcpy(c + q, &v, sizeof v);
      }
      continue;
    }
    if (first) {
      if (beta == 0.f)
        for (int64_t q = 0; q < cols; ++q) c[q] = alpha * t[q];
      else
        for (int64_t q = 0; q < cols; ++q) c[q] = alpha * t[q] + beta * c[q];
    } else {
      for (int64_t q = 0; q < cols; ++q) c[q] += alpha * t[q];
    }
    if (last) {
      if (ep.row_bias) {
        float b = ep.row_bias[i + r];
        for (int64_t q = 0; q < cols; ++q) c[q] += b;
      }
      if (ep.col_bias)
        for (int64_t q = 0; q < cols; ++q) c[q] += ep.col_bias[j + q];
      if (ep.relu)
        for (int64_t q = 0; q < cols; ++q) c[q] = c[q] > 0.f ? c[q] : 0.f;
    }
  }
}

void sgemm_blocked(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha, const float* A,
                   int64_t lda, const float* B, int64_t ldb, float beta, float* C, int64_t ldc,
                   const GemmEpilogue& ep, bool c_trans);

}  // namespace

const char* sgemm_kernel_name() { return g_kernel->name; }

bool sgemm_force_kernel(const char* name) {
  std::string n = name;
  if (n == "generic") { g_kernel = &kGeneric; return true; }
#ifdef TP_X86
  if (n == "avx2" && has_avx2_fma()) { g_kernel = &kAvx2; return true; }
  if (n == "avx512" && has_avx512f()) { g_kernel = &kAvx512; return true; }
#endif
  return false;
}

// Note [Vector-matrix SGEMM]
// M == 1 (a linear layer at batch 1, forward and input gradient) and K == 1 (its weight
// gradient, an outer product) through the blocked path would pack all of B -- for
// fc1 [128, 800] a transposing copy of 102,400 floats to multiply one row. Here: for B
// stored [N, K], four dot products at a time along K; for B stored [K, N], a running
// row += a[k] * B[k, :] along N; for K == 1, C[i, :] = a[i] * b. GCC vector extensions in
// target_clones functions (Note [Explicit vector loops]); the epilogue as store_tile's.
namespace {
TP_GEMM_CLONES void dots(const float* a, const float* B, int64_t ldb, int64_t N, int64_t K, float* out) {
  int64_t j = 0;
  for (; j + 4 <= N; j += 4) {
    v16 s0{}, s1{}, s2{}, s3{};
    const float *b0 = B + j * ldb, *b1 = b0 + ldb, *b2 = b1 + ldb, *b3 = b2 + ldb;
    int64_t k = 0;
    for (; k + 16 <= K; k += 16) {
      v16 av, v0, v1, v2, v3;
      std::memcpy(&av, a + k, sizeof av);
      std::memcpy(&v0, b0 + k, sizeof v0);
      std::memcpy(&v1, b1 + k, sizeof v1);
      std::memcpy(&v2, b2 + k, sizeof v2);
      std::memcpy(&v3, b3 + k, sizeof v3);
      s0 += av * v0, s1 += av * v1, s2 += av * v2, s3 += av * v3;
    }
    float t0 = 0, t1 = 0, t2 = 0, t3 = 0;
    for (; k < K; ++k) t0 += a[k] * b0[k], t1 += a[k] * b1[k], t2 += a[k] * b2[k], t3 += a[k] * b3[k];
    for (int q = 0; q < 16; ++q) t0 += s0[q], t1 += s1[q], t2 += s2[q], t3 += s3[q];
    out[j] = t0, out[j + 1] = t1, out[j + 2] = t2, out[j + 3] = t3;
  }
  for (; j < N; ++j) {
    const float* b0 = B + j * ldb;
    v16 s0{};
    int64_t k = 0;
    for (; k + 16 <= K; k += 16) {
      v16 av, v0;
      std::memcpy(&av, a + k, sizeof av);
      std::memcpy(&v0, b0 + k, sizeof v0);
      s0 += av * v0;
    }
    float t0 = 0;
    for (; k < K; ++k) t0 += a[k] * b0[k];
    for (int q = 0; q < 16; ++q) t0 += s0[q];
    out[j] = t0;
  }
}
// out[0:N) += x * b[0:N)
TP_GEMM_CLONES void axpy_row(float x, const float* b, int64_t N, float* out) {
  int64_t j = 0;
  for (; j + 16 <= N; j += 16) {
    v16 bv, ov;
    std::memcpy(&bv, b + j, sizeof bv);
    std::memcpy(&ov, out + j, sizeof ov);
    ov += x * bv;
    std::memcpy(out + j, &ov, sizeof ov);
  }
  for (; j < N; ++j) out[j] += x * b[j];
}
// C[i, :] = alpha * row[:] (+ beta * C) then the epilogue for row i.
TP_GEMM_CLONES void finish_row(const float* row, int64_t i, int64_t N, float alpha, float beta, float* c,
                               const GemmEpilogue& ep) {
  const float rb = ep.row_bias ? ep.row_bias[i] : 0.f;
  const float* cb = ep.col_bias;
  const bool relu = ep.relu, use_c = beta != 0.f;
  int64_t j = 0;
  for (; j + 16 <= N; j += 16) {
    v16 r, v;
    std::memcpy(&r, row + j, sizeof r);
    v = alpha * r + rb;
    if (use_c) {
      v16 cv;
      std::memcpy(&cv, c + j, sizeof cv);
      v += beta * cv;
    }
    if (cb) {
      v16 bv;
      std::memcpy(&bv, cb + j, sizeof bv);
      v += bv;
    }
    if (relu) v = v > 0 ? v : v16{};
    std::memcpy(c + j, &v, sizeof v);
  }
  for (; j < N; ++j) {
    float v = alpha * row[j] + rb;
    if (use_c) v += beta * c[j];
    if (cb) v += cb[j];
    if (relu) v = v > 0.f ? v : 0.f;
    c[j] = v;
  }
}
// M == 1 or K == 1; false when neither (the blocked path then).
bool sgemm_thin(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha, const float* A,
                int64_t lda, const float* B, int64_t ldb, float beta, float* C, int64_t ldc, const GemmEpilogue& ep) {
  if (M != 1 && K != 1) return false;
  static thread_local std::vector<float> av, row, bv;
  if (M == 1) {
    row.assign(static_cast<size_t>(N), 0.f);
    av.resize(static_cast<size_t>(K));
    for (int64_t k = 0; k < K; ++k) av[static_cast<size_t>(k)] = trans_a ? A[k * lda] : A[k];
    if (trans_b) {
      dots(av.data(), B, ldb, N, K, row.data());
    } else {
      for (int64_t k = 0; k < K; ++k) axpy_row(av[static_cast<size_t>(k)], B + k * ldb, N, row.data());
    }
    finish_row(row.data(), 0, N, alpha, beta, C, ep);
    return true;
  }
  // K == 1: C[i, j] = a[i] * b[j]
  const float* b = B;
  if (trans_b) {
    bv.resize(static_cast<size_t>(N));
    for (int64_t j = 0; j < N; ++j) bv[static_cast<size_t>(j)] = B[j * ldb];
    b = bv.data();
  }
  for (int64_t i = 0; i < M; ++i) finish_row(b, i, N, alpha * (trans_a ? A[i] : A[i * lda]), beta, C + i * ldc, ep);
  return true;
}
}  // namespace

void sgemm(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha, const float* A,
           int64_t lda, const float* B, int64_t ldb, float beta, float* C, int64_t ldc,
           const GemmEpilogue& ep) {
  if (M <= 0 || N <= 0) return;
  // A large product lets other interpreter threads run meanwhile (Note [The interpreter
  // lock], threads/interp_lock.h): from here on only raw buffers are touched.
  std::optional<tp::threads::WithoutInterpreterLock> unlocked;
  if (2 * M * N * K > 4'000'000) unlocked.emplace();
  if (K > 0 && sgemm_thin(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, ep)) return;
  if (K <= 0) {  // C = beta*C, then the epilogue
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) {
        float v = beta == 0.f ? 0.f : beta * C[i * ldc + j];
        if (ep.row_bias) v += ep.row_bias[i];
        if (ep.col_bias) v += ep.col_bias[j];
        if (ep.relu && v < 0.f) v = 0.f;
        C[i * ldc + j] = v;
      }
    return;
  }
#ifdef TP_X86
  if (g_kernel == &kAvx512 && !trans_a && trans_b && N <= kRowDotMaxN && K >= 64) {
    // Note [Row-dot SGEMM]; threads split the rows (even chunks keep the row pairs).
    const RowDotFn fn = kRowDot[N];
    auto body = [&](int64_t b, int64_t e) {
      fn(b * 2, std::min(M, e * 2), K, A, lda, B, ldb, C, ldc, alpha, beta, ep);
    };
    const int64_t pairs = (M + 1) / 2;
    if (!tp::threads::in_parallel_region() && 2 * M * N * K > 4'000'000) tp::threads::parallel_for(pairs, 16, body);
    else body(0, pairs);
    return;
  }
#endif
  // Narrow N (linear to a few classes: M=10000, N=10): an NR-wide panel would be mostly
  // padding, so compute C^T = op(B)^T op(A)^T instead, where the narrow side meets MR.
  const int64_t NR0 = g_kernel->nr, MR0 = g_kernel->mr;
  const int64_t waste_n = (N + NR0 - 1) / NR0 * NR0 * M, waste_t = (M + NR0 - 1) / NR0 * NR0 * ((N + MR0 - 1) / MR0 * MR0);
  if (N < NR0 && waste_t < waste_n) {
    GemmEpilogue swapped = ep;
    std::swap(swapped.row_bias, swapped.col_bias);
    sgemm_blocked(!trans_b, !trans_a, N, M, K, alpha, B, ldb, A, lda, beta, C, ldc, swapped, true);
    return;
  }
  sgemm_blocked(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, ep, false);
}

namespace {
void sgemm_blocked(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha, const float* A,
                   int64_t lda, const float* B, int64_t ldb, float beta, float* C, int64_t ldc,
                   const GemmEpilogue& ep, bool c_trans) {
  const KernelInfo& ki = *g_kernel;
  const int64_t MR = ki.mr, NR = ki.nr;
  const int64_t MC = MR * (ki.mr >= 12 ? 8 : 16);
  static thread_local Scratch b_scratch;
  for (int64_t jc = 0; jc < N; jc += NC) {
    const int64_t nc = std::min(NC, N - jc);
    const int64_t nc_pad = (nc + NR - 1) / NR * NR;
    for (int64_t pc = 0; pc < K; pc += KC) {
      const int64_t kc = std::min(KC, K - pc);
      const bool first = pc == 0, last = pc + kc >= K;
      float* Bp = b_scratch.get(static_cast<size_t>(nc_pad * kc));
      pack_b(ki, trans_b, B, ldb, pc, kc, jc, nc, Bp);
      const int64_t m_blocks = (M + MC - 1) / MC;
      const int64_t n_panels = nc_pad / NR;
      // Split N panels into chunks so that there are enough tasks for the threads.
      int64_t threads = tp::threads::get_num_threads();
      int64_t n_chunks = std::min<int64_t>(n_panels, std::max<int64_t>(1, (2 * threads + m_blocks - 1) / m_blocks));
      if (2 * M * nc * kc < 4'000'000) n_chunks = 1;  // too little work to share
      const int64_t panels_per_chunk = (n_panels + n_chunks - 1) / n_chunks;
      n_chunks = (n_panels + panels_per_chunk - 1) / panels_per_chunk;
      const int64_t tasks = m_blocks * n_chunks;
      auto body = [&](int64_t t0, int64_t t1) {
        static thread_local Scratch a_scratch;
        alignas(64) float tile[12 * 32];
        for (int64_t t = t0; t < t1; ++t) {
          const int64_t ib = t / n_chunks, ch = t % n_chunks;
          const int64_t ic = ib * MC, mc = std::min(MC, M - ic);
          float* Ap = a_scratch.get(static_cast<size_t>((mc + MR - 1) / MR * MR * kc));
          pack_a(ki, trans_a, A, lda, ic, mc, pc, kc, Ap);
          const int64_t p0 = ch * panels_per_chunk, p1 = std::min(n_panels, p0 + panels_per_chunk);
          for (int64_t p = p0; p < p1; ++p) {
            const int64_t jr = p * NR, cols = std::min(NR, nc - jr);
            for (int64_t ir = 0; ir < mc; ir += MR) {
              const int64_t rows = std::min(MR, mc - ir);
              if (ki.direct_store && rows == MR && cols == NR && alpha == 1.f && !c_trans && !(last && ep.col_bias)) {
                const DirectStore ds{C + (ic + ir) * ldc + jc + jr, ldc, !first, first ? beta : 0.f,
                                     last && ep.row_bias ? ep.row_bias + ic + ir : nullptr, last && ep.relu};
                ki.fn(kc, Ap + ir * kc, Bp + jr * kc, tile, &ds);
                continue;
              }
              ki.fn(kc, Ap + ir * kc, Bp + jr * kc, tile, nullptr);
              store_tile(tile, ki.nr, rows, cols, C, ldc, ic + ir, jc + jr, alpha, beta, first, last, ep, c_trans);
            }
          }
        }
      };
      if (tasks > 1 && !tp::threads::in_parallel_region()) tp::threads::parallel_for(tasks, 1, body);
      else body(0, tasks);
    }
  }
}
}  // namespace

void sgemm_reference(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha,
                     const float* A, int64_t lda, const float* B, int64_t ldb, float beta, float* C,
                     int64_t ldc, const GemmEpilogue& ep) {
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double s = 0;
      for (int64_t k = 0; k < K; ++k)
        s += double(trans_a ? A[k * lda + i] : A[i * lda + k]) * double(trans_b ? B[j * ldb + k] : B[k * ldb + j]);
      double v = alpha * s + (beta == 0.f ? 0.0 : double(beta) * C[i * ldc + j]);
      if (ep.row_bias) v += ep.row_bias[i];
      if (ep.col_bias) v += ep.col_bias[j];
      if (ep.relu && v < 0) v = 0;
      C[i * ldc + j] = static_cast<float>(v);
    }
}

}  // namespace tp::cpu
