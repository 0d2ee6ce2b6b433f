// Matrix multiplication kernels (row-major): the blocked SGEMM behind matmul, linear and
// convolution, a float64 GEMM, and the reference triple loop they are tested against.
//
// Note [SGEMM design]
// BLIS-style: for each KC x NC block of op(B), pack it into NR-wide column panels; for
// each MC x KC block of op(A), pack it into MR-high row panels; a register-tiled micro-
// kernel multiplies one MR x KC panel by one KC x NR panel with FMAs into MR x NR
// accumulators held in registers. The transposes (A^T B, A B^T) are absorbed by packing,
// never materialised. Kernels: AVX-512 12x32, AVX2+FMA 6x16 (chosen at run time by
// cpuid, compiled with function target attributes, no -march flags), and a portable 4x16
// one elsewhere (ARM builds the same source). The epilogue (bias per row or per column,
// ReLU) is applied while storing the last K block, so conv/linear need no extra pass.
// Work is split over the kernel thread pool by (M block, N chunk) tiles.
#pragma once

#include <cstdint>

namespace tp::cpu {

struct GemmEpilogue {
  const float* row_bias = nullptr;  // C[i][j] += row_bias[i]   (conv: one per out channel)
  const float* col_bias = nullptr;  // C[i][j] += col_bias[j]   (linear: one per feature)
  bool relu = false;                // C = max(C, 0) last
  const double* row_bias_f64 = nullptr;  // the float64 callers' row bias (not used by sgemm)
};

// C[M,N] = alpha * op(A) op(B) + beta * C, then the epilogue. op(A) is A[M,K] (lda >= K)
// or, with trans_a, A stored [K,M] (lda >= M); likewise op(B) is B[K,N] or B stored [N,K].
// beta == 0 ignores C's prior contents (NaNs included). Thread-safe; uses parallel_for.
void sgemm(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha,
           const float* A, int64_t lda, const float* B, int64_t ldb, float beta, float* C,
           int64_t ldc, const GemmEpilogue& epilogue = {});
// The same contract for float64: packed, with its own micro-kernels (Note [DGEMM design],
// dgemm.cpp).
void dgemm(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, double alpha,
           const double* A, int64_t lda, const double* B, int64_t ldb, double beta, double* C,
           int64_t ldc);
// The reference: a plain triple loop in double precision (the test oracle).
void sgemm_reference(bool trans_a, bool trans_b, int64_t M, int64_t N, int64_t K, float alpha,
                     const float* A, int64_t lda, const float* B, int64_t ldb, float beta, float* C,
                     int64_t ldc, const GemmEpilogue& epilogue = {});
// "avx512 12x32", "avx2 6x16" or "generic 4x16": the micro-kernel chosen on this CPU.
const char* sgemm_kernel_name();
// Forces a kernel ("avx512", "avx2", "generic") for tests; false when unsupported here.
bool sgemm_force_kernel(const char* name);
// "avx512 12x16", "avx2 6x8" or "generic 4x8": dgemm's micro-kernel on this CPU.
const char* dgemm_kernel_name();
// Forces dgemm's kernel ("avx512", "avx2", "generic") for tests; false when unsupported.
bool dgemm_force_kernel(const char* name);

}  // namespace tp::cpu
