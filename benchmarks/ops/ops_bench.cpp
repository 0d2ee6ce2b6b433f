// Op benchmarks: FMA peak probe, SGEMM 256/512/1024 GFLOP/s and % of peak, elementwise add
// on 1M floats vs memcpy bandwidth, and the demo CNN's training step. Single-threaded.
// Build: g++ -O2 -std=c++20 -Isrc benchmarks/ops/ops_bench.cpp build-tensor/libtp_tensor.a build-tensor/libtp_threads.a -lpthread
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

#include "autograd/engine.h"
#include "backends/cpu/gemm.h"
#include "tensor/ops.h"
#include "threads/thread_pool.h"

#if defined(__x86_64__)
#include <immintrin.h>
// FMA peak probe: N independent accumulator chains, fully unrolled so that they stay in
// registers (the first version looped over an array that the compiler kept in memory,
// which made it latency-bound). Peak needs N >= latency (4) x FMA ports (2), so 8; we
// take the best of 8, 12 and 16 chains, per ISA.
template <int N>
__attribute__((target("avx512f"), noinline)) static double fma_chains_avx512(long iters) {
  __m512 a[N];
  const __m512 b = _mm512_set1_ps(0.999999f), c = _mm512_set1_ps(1e-7f);
  for (int i = 0; i < N; ++i) a[i] = _mm512_set1_ps(1.f + i);
  auto t0 = std::chrono::steady_clock::now();
  for (long it = 0; it < iters; ++it) {
#pragma GCC unroll 16
    for (int i = 0; i < N; ++i) a[i] = _mm512_fmadd_ps(a[i], b, c);
  }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  __m512 r = a[0];
  for (int i = 1; i < N; ++i) r = _mm512_add_ps(r, a[i]);
  float f[16];
  _mm512_storeu_ps(f, r);
  volatile float sink = f[0];
  (void)sink;
  return double(N) * 16 * 2 * iters / s / 1e9;
}
template <int N>
__attribute__((target("avx2,fma"), noinline)) static double fma_chains_avx2(long iters) {
  __m256 a[N];
  const __m256 b = _mm256_set1_ps(0.999999f), c = _mm256_set1_ps(1e-7f);
  for (int i = 0; i < N; ++i) a[i] = _mm256_set1_ps(1.f + i);
  auto t0 = std::chrono::steady_clock::now();
  for (long it = 0; it < iters; ++it) {
#pragma GCC unroll 16
    for (int i = 0; i < N; ++i) a[i] = _mm256_fmadd_ps(a[i], b, c);
  }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  __m256 r = a[0];
  for (int i = 1; i < N; ++i) r = _mm256_add_ps(r, a[i]);
  float f[8];
  _mm256_storeu_ps(f, r);
  volatile float sink = f[0];
  (void)sink;
  return double(N) * 8 * 2 * iters / s / 1e9;
}
static double fma_peak(const char* isa) {
  double best = 0;
  for (int rep = 0; rep < 3; ++rep) {
    if (std::strcmp(isa, "avx512") == 0)
      best = std::max({best, fma_chains_avx512<8>(10'000'000), fma_chains_avx512<12>(10'000'000),
                       fma_chains_avx512<16>(10'000'000)});
    else
      best = std::max({best, fma_chains_avx2<8>(10'000'000), fma_chains_avx2<12>(10'000'000),
                       fma_chains_avx2<16>(10'000'000)});
  }
  return best;
}
#endif

static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

int main() {
  using namespace tp;
  threads::set_num_threads(1);
  double peak = 0;
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx512f")) peak = fma_peak("avx512");
  else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) peak = fma_peak("avx2");
#endif
  std::printf("kernel: %s\nFMA peak (1 core): %.1f GFLOP/s\n", cpu::sgemm_kernel_name(), peak);
  for (int n : {256, 512, 1024}) {
    std::vector<float> A(n * n, 0.5f), B(n * n, 0.25f), C(n * n);
    cpu::sgemm(false, false, n, n, n, 1.f, A.data(), n, B.data(), n, 0.f, C.data(), n);
    int reps = n == 1024 ? 5 : 30;
    double t0 = now();
    for (int r = 0; r < reps; ++r) cpu::sgemm(false, false, n, n, n, 1.f, A.data(), n, B.data(), n, 0.f, C.data(), n);
    double gf = 2.0 * n * n * n * reps / (now() - t0) / 1e9;
    std::printf("sgemm %4d: %.1f GFLOP/s (%.0f%% of peak)\n", n, gf, peak ? 100 * gf / peak : 0);
  }
  {
    tensor::Tensor a = tensor::ones({1 << 20}), b = tensor::ones({1 << 20});
    int reps = 200;
    tensor::add(a, b);
    double t0 = now();
    for (int r = 0; r < reps; ++r) tensor::add(a, b);
    double t = (now() - t0) / reps;
    std::vector<float> src(1 << 20, 1.f), dst(1 << 20);
    t0 = now();
    for (int r = 0; r < reps; ++r) { std::memcpy(dst.data(), src.data(), 4 << 20); asm volatile("" ::: "memory"); }
    double tm = (now() - t0) / reps;
    std::printf("add 1M floats: %.1f us (%.1f GB/s moved) ; memcpy 4 MB: %.1f us (%.1f GB/s)\n", t * 1e6,
                12.0 * (1 << 20) / t / 1e9, tm * 1e6, 8.0 * (1 << 20) / tm / 1e9);
  }
  {  // demo CNN training step, batch 64
    using namespace tensor;
    manual_seed(0);
    Tensor w1 = empty({16, 1, 5, 5}), b1 = empty({16}), w2 = empty({32, 16, 5, 5}), b2 = empty({32});
    Tensor w3 = empty({128, 800}), b3 = empty({128}), w4 = empty({10, 128}), b4 = empty({10});
    std::vector<Tensor> ps = {w1, b1, w2, b2, w3, b3, w4, b4};
    for (size_t i = 0; i < ps.size(); i += 2) reset_parameters(ps[i], &ps[i + 1]);
    std::vector<Tensor> m, v;
    for (auto& p : ps) { p.requires_grad_(true); m.push_back(zeros_like(p)); v.push_back(zeros_like(p)); }
    Tensor x = rand({64, 1, 28, 28});
    Tensor y = randint(0, 10, {64});
    Conv2dOptions c1; c1.padding_h = c1.padding_w = 2; c1.fuse_relu = true;
    Conv2dOptions c2; c2.fuse_relu = true;
    auto step = [&](int64_t s) {
      Tensor h = max_pool2d(conv2d(x, w1, b1, c1), 2, 2);
      h = max_pool2d(conv2d(h, w2, b2, c2), 2, 2);
      h = relu(linear(flatten(h, 1), w3, b3));
      Tensor loss = cross_entropy(linear(h, w4, b4), y);
      zero_grad(ps);
      loss.backward();
      adam_step(ps, m, v, 1e-3, 0.9, 0.999, 1e-8, s);
    };
    step(1);
    int reps = 20;
    double t0 = now();
    for (int r = 0; r < reps; ++r) step(r + 2);
    double t = (now() - t0) / reps;
    std::printf("demo CNN train step (batch 64): %.2f ms -> epoch of 8000 images: %.2f s\n", t * 1e3, t * 125);
  }
}
