// The packed float64 GEMM behind float64 matmul, linear and convolution (Note [DGEMM
// design]); its contract is dgemm's in gemm.h.
//
// Note [DGEMM design]
// The SGEMM's scheme (Note [SGEMM design]) for doubles: op(B) is packed KC x NC block by
// block into NR-wide column panels, op(A) into MR-high row panels per MC x KC block, and
// a register-tiled micro-kernel multiplies one panel pair into MR x NR accumulators:
// AVX-512 12x16 (24 zmm accumulators), AVX2+FMA 6x8 (12 ymm), portable 4x8. The
// transposes are absorbed by packing. The kernel writes its tile to a buffer and
// store_tile applies alpha and beta (beta only on the first K block), so edge tiles need
// no special kernel; the store costs MR*NR per MR*NR*KC multiply-adds. Work is split over
// the kernel pool by (M block, N chunk) tiles of one packed B block. Products too small
// to amortise packing (and M == 1 rows) take a row-update loop that the compiler
// vectorises along N. Rounding differs from a naive loop only in summation order, and
// 0 * inf or 0 * nan in A*B gives nan, as OpenBLAS (and so PyTorch) gives.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "backends/cpu/cpu_features.h"
#include "backends/cpu/gemm.h"
#include "backends/cpu/scratch.h"
#include "threads/thread_pool.h"

#if defined(__x86_64__)
#include <immintrin.h>
#define TP_DGEMM_X86 1
#endif

namespace tp::cpu {
namespace {

// acc = sum_k Ap[k*MR + i] * Bp[k*NR + j], written row-major to tile[MR*NR].
using DMicroKernel = void (*)(int64_t kc, const double* Ap, const double* Bp, double* tile);

struct DKernelInfo {
  const char* name;
  int mr, nr;
  DMicroKernel fn;
};

void dmicro_generic(int64_t kc, const double* Ap, const double* Bp, double* tile) {
  constexpr int MR = 4, NR = 8;
  double acc[MR][NR] = {};
  for (int64_t k = 0; k < kc; ++k) {
    const double* a = Ap + k * MR;
    const double* b = Bp + k * NR;
    for (int i = 0; i < MR; ++i)
      for (int j = 0; j < NR; ++j) acc[i][j] += a[i] * b[j];
  }
  std::memcpy(tile, acc, sizeof acc);
}

#ifdef TP_DGEMM_X86
__attribute__((target("avx2,fma"))) void dmicro_avx2(int64_t kc, const double* Ap, const double* Bp, double* tile) {
  constexpr int MR = 6;
  __m256d c[MR][2];
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) c[i][0] = c[i][1] = _mm256_setzero_pd();
  for (int64_t k = 0; k < kc; ++k) {
    const __m256d b0 = _mm256_loadu_pd(Bp + k * 8), b1 = _mm256_loadu_pd(Bp + k * 8 + 4);
    const double* a = Ap + k * MR;
    // Fully unrolled so the accumulators stay in registers (as the SGEMM kernels).
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i) {
      const __m256d ai = _mm256_broadcast_sd(a + i);
      c[i][0] = _mm256_fmadd_pd(ai, b0, c[i][0]);
      c[i][1] = _mm256_fmadd_pd(ai, b1, c[i][1]);
    }
  }
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) {
    _mm256_storeu_pd(tile + i * 8, c[i][0]);
    _mm256_storeu_pd(tile + i * 8 + 4, c[i][1]);
  }
}

__attribute__((target("avx512f"))) void dmicro_avx512(int64_t kc, const double* Ap, const double* Bp,
                                                        double* tile) {
  constexpr int MR = 12;
  __m512d c[MR][2];
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) c[i][0] = c[i][1] = _mm512_setzero_pd();
  for (int64_t k = 0; k < kc; ++k) {
    const __m512d b0 = _mm512_loadu_pd(Bp + k * 16), b1 = _mm512_loadu_pd(Bp + k * 16 + 8);
    const double* a = Ap + k * MR;
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i) {
      const __m512d ai = _mm512_set1_pd(a[i]);
      c[i][0] = _mm512_fmadd_pd(ai, b0, c[i][0]);
      c[i][1] = _mm512_fmadd_pd(ai, b1, c[i][1]);
    }
  }
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) {
    _mm512_storeu_pd(tile + i * 16, c[i][0]);
    _mm512_storeu_pd(tile + i * 16 + 8, c[i][1]);
  }
}
#endif

const DKernelInfo kDGeneric{"generic 4x8", 4, 8, dmicro_generic};
#ifdef TP_DGEMM_X86
const DKernelInfo kDAvx2{"avx2 6x8", 6, 8, dmicro_avx2};
const DKernelInfo kDAvx512{"avx512 12x16", 12, 16, dmicro_avx512};
#endif

const DKernelInfo* detect() {
#ifdef TP_DGEMM_X86
  if (has_avx512f()) return &kDAvx512;
  if (has_avx2_fma()) return &kDAvx2;
#endif
  return &kDGeneric;
}

const DKernelInfo* g_dkernel = detect();

constexpr int64_t KC = 256;       // a 12 x 256 A panel and a 256 x 16 B panel: 56 KiB, in L2
constexpr int64_t MC_TARGET = 96;  // rounded down to a multiple of MR
constexpr int64_t NC = 2048;      // a packed B block: 256 x 2048 doubles = 4 MiB
constexpr int64_t N_CHUNK = 256;  // columns per parallel task (a multiple of every NR)
constexpr int64_t SMALL = 32 * 32 * 32;  // M*N*K below this: the row-update loop

using DScratch = AlignedScratch<double>;

// Packs op(A)[i0:i0+mc, k0:k0+kc] into MR-row panels (panel p, step k: MR values), rows
// past mc zero.
void pack_a(int MR, bool trans, const double* A, int64_t lda, int64_t i0, int64_t mc, int64_t k0, int64_t kc,
            double* out) {
  for (int64_t ip = 0; ip < mc; ip += MR) {
    const int64_t rows = std::min<int64_t>(MR, mc - ip);
    double* dst = out + ip * kc;
    if (trans) {  // row k of the stored A holds column k of op(A): contiguous along i
      for (int64_t k = 0; k < kc; ++k) {
        const double* src = A + (k0 + k) * lda + i0 + ip;
        double* d = dst + k * MR;
        int64_t r = 0;
        for (; r < rows; ++r) d[r] = src[r];
        for (; r < MR; ++r) d[r] = 0.0;
      }
      continue;
    }
    for (int64_t r = 0; r < rows; ++r) {
      const double* src = A + (i0 + ip + r) * lda + k0;
      for (int64_t k = 0; k < kc; ++k) dst[k * MR + r] = src[k];
    }
    for (int64_t r = rows; r < MR; ++r)
      for (int64_t k = 0; k < kc; ++k) dst[k * MR + r] = 0.0;
  }
}

// Packs op(B)[k0:k0+kc, j0:j0+nc] into NR-column panels, columns past nc zero.
void pack_b(int NR, bool trans, const double* B, int64_t ldb, int64_t k0, int64_t kc, int64_t j0, int64_t nc,
            double* out) {
  for (int64_t jp = 0; jp < nc; jp += NR) {
    const int64_t cols = std::min<int64_t>(NR, nc - jp);
    double* dst = out + jp * kc;
    if (trans) {  // row j of the stored B holds column j of op(B)
      for (int64_t c = 0; c < cols; ++c) {
        const double* src = B + (j0 + jp + c) * ldb + k0;
        for (int64_t k = 0; k < kc; ++k) dst[k * NR + c] = src[k];
      }
      for (int64_t c = cols; c < NR; ++c)
        for (int64_t k = 0; k < kc; ++k) dst[k * NR + c] = 0.0;
      continue;
    }
    for (int64_t k = 0; k < kc; ++k) {
      const double* src = B + (k0 + k) * ldb + j0 + jp;
      double* d = dst + k * NR;
      int64_t c = 0;
      for (; c < cols; ++c) d[c] = src[c];
      for (; c < NR; ++c) d[c] = 0.0;
    }
  }
}

// C[i:i+rows, j:j+cols] = alpha*tile + beta*C on the first K block (beta == 0: C's old
// values, NaN included, ignored), += alpha*tile after it.
void store_tile(const double* tile, int nr, int64_t rows, int64_t cols, double* C, int64_t ldc, int64_t i,
                int64_t j, double alpha, double beta, bool first) {
  for (int64_t r = 0; r < rows; ++r) {
    const double* t = tile + r * nr;
    double* c = C + (i + r) * ldc + j;
    if (!first)
      for (int64_t q = 0; q < cols; ++q) c[q] += alpha * t[q];
    else if (beta == 0.0)
      for (int64_t q = 0; q < cols; ++q) c[q] = alpha * t[q];
    else
      for (int64_t q = 0; q < cols; ++q) c[q] = alpha * t[q] + beta * c[q];
  }
}

// C = beta*C (beta == 0: zeros), the whole product when K == 0 or alpha == 0.
void scale_c(int64_t M, int64_t N, double beta, double* C, int64_t ldc) {
  for (int64_t i = 0; i < M; ++i) {
    double* c = C + i * ldc;
    if (beta == 0.0) std::fill(c, c + N, 0.0);
    else for (int64_t j = 0; j < N; ++j) c[j] *= beta;
  }
}

// Small products: row i of C accumulates A(i,k) * row k of op(B) (rows of op(B) are
// copied out when B is transposed). No packing; the inner loop runs along N.
void dgemm_rows(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, double alpha, const double* A,
                int64_t lda, const double* B, int64_t ldb, double beta, double* C, int64_t ldc) {
  scale_c(M, N, beta, C, ldc);
  std::vector<double> brow(static_cast<size_t>(N));
  for (int64_t k = 0; k < K; ++k) {
    const double* b = B + k * ldb;
    if (trans_b) {
      for (int64_t j = 0; j < N; ++j) brow[j] = B[j * ldb + k];
      b = brow.data();
    }
    for (int64_t i = 0; i < M; ++i) {
      const double a = alpha * (trans_a ? A[k * lda + i] : A[i * lda + k]);
      double* c = C + i * ldc;
      for (int64_t j = 0; j < N; ++j) c[j] += a * b[j];
    }
  }
}

}  // namespace

void dgemm(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, double alpha, const double* A, int64_t lda,
           const double* B, int64_t ldb, double beta, double* C, int64_t ldc) {
  if (M <= 0 || N <= 0) return;
  if (K <= 0 || alpha == 0.0) return scale_c(M, N, beta, C, ldc);
  if (M == 1 || M * N * K < SMALL)
    return dgemm_rows(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
  const DKernelInfo& ki = *g_dkernel;
  const int MR = ki.mr, NR = ki.nr;
  const int64_t MC = MC_TARGET / MR * MR;
  const int64_t m_blocks = (M + MC - 1) / MC;
  std::vector<double, std::allocator<double>> packed_b;
  for (int64_t jc = 0; jc < N; jc += NC) {
    const int64_t nc = std::min(NC, N - jc);
    const int64_t nc_round = (nc + NR - 1) / NR * NR;
    const int64_t n_chunks = (nc + N_CHUNK - 1) / N_CHUNK;
    for (int64_t pc = 0; pc < K; pc += KC) {
      const int64_t kc = std::min(KC, K - pc);
      const bool first = pc == 0;
      packed_b.resize(static_cast<size_t>(nc_round * kc));
      pack_b(NR, trans_b, B, ldb, pc, kc, jc, nc, packed_b.data());
      const double* bp = packed_b.data();
      threads::parallel_for(m_blocks * n_chunks, 1, [&](int64_t t0, int64_t t1) {
        thread_local DScratch scratch;
        alignas(64) double tile[12 * 16];
        int64_t packed_block = -1;
        double* ap = scratch.get(static_cast<size_t>(MC * kc));
        for (int64_t t = t0; t < t1; ++t) {
          const int64_t ib = t / n_chunks, chunk = t % n_chunks;
          const int64_t i0 = ib * MC, mc = std::min(MC, M - i0);
          if (ib != packed_block) {
            pack_a(MR, trans_a, A, lda, i0, mc, pc, kc, ap);
            packed_block = ib;
          }
          const int64_t j_end = std::min(nc, (chunk + 1) * N_CHUNK);
          for (int64_t jp = chunk * N_CHUNK; jp < j_end; jp += NR) {
            const int64_t cols = std::min<int64_t>(NR, nc - jp);
            for (int64_t ip = 0; ip < mc; ip += MR) {
              ki.fn(kc, ap + ip * kc, bp + jp * kc, tile);
              store_tile(tile, NR, std::min<int64_t>(MR, mc - ip), cols, C, ldc, i0 + ip, jc + jp, alpha, beta,
                         first);
            }
          }
        }
      });
    }
  }
}

const char* dgemm_kernel_name() { return g_dkernel->name; }

bool dgemm_force_kernel(const char* name) {
  const std::string n = name;
  if (n == "generic") {
    g_dkernel = &kDGeneric;
    return true;
  }
#ifdef TP_DGEMM_X86
  if (n == "avx2" && has_avx2_fma()) {
    g_dkernel = &kDAvx2;
    return true;
  }
  if (n == "avx512" && has_avx512f()) {
    g_dkernel = &kDAvx512;
    return true;
  }
#endif
  return false;
}

}  // namespace tp::cpu
