// The packed float64 GEMM (backends/cpu/dgemm.cpp) against a long-double triple loop:
// every micro-kernel this CPU supports, all transpose variants, sizes with edge tiles,
// several K blocks, the small-product path, alpha/beta, and IEEE special values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "backends/cpu/gemm.h"

using namespace tp;

namespace {

std::vector<double> random_vec(size_t n, uint32_t seed) {
  std::mt19937 g(seed);
  std::uniform_real_distribution<double> d(-1, 1);
  std::vector<double> v(n);
  for (auto& x : v) x = d(g);
  return v;
}

// C = alpha * op(A) op(B) + beta * C in long double (beta == 0 ignores C).
void reference(bool ta, bool tb, int64_t M, int64_t N, int64_t K, double alpha, const double* A, int64_t lda,
               const double* B, int64_t ldb, double beta, double* C, int64_t ldc) {
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      long double s = 0;
      for (int64_t k = 0; k < K; ++k)
        s += static_cast<long double>(ta ? A[k * lda + i] : A[i * lda + k]) * (tb ? B[j * ldb + k] : B[k * ldb + j]);
      C[i * ldc + j] = static_cast<double>(alpha * s + (beta == 0.0 ? 0.0L : beta * static_cast<long double>(C[i * ldc + j])));
    }
}

struct KernelRestore {
  ~KernelRestore() {
    cpu::dgemm_force_kernel("avx512") || cpu::dgemm_force_kernel("avx2") || cpu::dgemm_force_kernel("generic");
  }
};

}  // namespace

TEST(Dgemm, MatchesReferenceForEveryKernelAndTranspose) {
  KernelRestore restore;
  const char* kernels[] = {"generic", "avx2", "avx512"};
  const int64_t sizes[][3] = {{1, 1, 1},    {7, 5, 3},     {1, 300, 200},  {300, 1, 200}, {13, 33, 17},
                              {64, 64, 64}, {100, 37, 300}, {5, 300, 513},  {97, 130, 257}, {256, 256, 256},
                              {12, 16, 600}, {200, 10, 300}, {37, 2100, 40}};  // N past one packed B block
  for (const char* k : kernels) {
    if (!cpu::dgemm_force_kernel(k)) continue;
    for (auto& s : sizes)
      for (int ta = 0; ta < 2; ++ta)
        for (int tb = 0; tb < 2; ++tb) {
          const int64_t M = s[0], N = s[1], K = s[2];
          const int64_t ldc = N + 3;  // C a view into a wider buffer
          auto A = random_vec(M * K, 1), B = random_vec(K * N, 2);
          std::vector<double> C1 = random_vec(M * ldc, 4), C2 = C1;
          const double alpha = (M + N) % 2 ? 1.0 : -0.75, beta = K % 2 ? 0.0 : 0.25;
          cpu::dgemm(ta, tb, M, N, K, alpha, A.data(), ta ? M : K, B.data(), tb ? K : N, beta, C1.data(), ldc);
          reference(ta, tb, M, N, K, alpha, A.data(), ta ? M : K, B.data(), tb ? K : N, beta, C2.data(), ldc);
          for (int64_t i = 0; i < M * ldc; ++i)
            ASSERT_NEAR(C1[i], C2[i], 1e-14 * (K + 1)) << k << " " << M << "x" << N << "x" << K << " ta=" << ta
                                                      << " tb=" << tb << " at " << i;
        }
  }
}

TEST(Dgemm, BetaZeroIgnoresCAndAlphaZeroSkipsTheProduct) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (int64_t n : {4, 64}) {  // the small path and the packed path
    std::vector<double> A(n * n, 1.0), B(n * n, 2.0), C(n * n, nan);
    cpu::dgemm(false, false, n, n, n, 1.0, A.data(), n, B.data(), n, 0.0, C.data(), n);
    for (double v : C) ASSERT_EQ(v, 2.0 * n);
    A[0] = nan;  // alpha == 0: C = beta * C, A and B not read (as BLAS)
    cpu::dgemm(false, false, n, n, n, 0.0, A.data(), n, B.data(), n, 0.5, C.data(), n);
    for (double v : C) ASSERT_EQ(v, double(n));
  }
}

TEST(Dgemm, ZeroTimesInfinityIsNan) {
  const double inf = std::numeric_limits<double>::infinity();
  for (int64_t n : {3, 48}) {
    std::vector<double> A(n * n, 0.0), B(n * n, 1.0), C(n * n, 0.0);
    B[0] = inf;  // row 0 of B: every C[i][0] gets 0 * inf
    cpu::dgemm(false, false, n, n, n, 1.0, A.data(), n, B.data(), n, 0.0, C.data(), n);
    for (int64_t i = 0; i < n; ++i) {
      ASSERT_TRUE(std::isnan(C[i * n])) << n << " row " << i;
      ASSERT_EQ(C[i * n + 1], 0.0);
    }
  }
}
