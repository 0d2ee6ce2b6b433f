/* One core's FP32 FMA peak, measured: 12 independent vector FMA chains (enough to hide a
 * 4-cycle FMA latency on two ports), widest ISA the CPU has (AVX-512F, else AVX2+FMA,
 * else scalar), best of 7 timings of 2e7 iterations. The chains are spelled out as 12
 * named variables: a loop over an array of vectors leaves them in memory at -O2 and
 * measures store-to-load latency instead (a quarter of the peak). Prints one JSON line:
 * {"isa": ..., "gflops": ...}. Built by benchmarks/driver.py with `cc -O2`; the driver
 * divides TensorPy's batch-10,000 SimpleCNN GFLOP/s by it. */
#include <stdio.h>
#include <time.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

#define CHAINS(T, SET) \
  T a0 = SET(1.f), a1 = SET(2.f), a2 = SET(3.f), a3 = SET(4.f), a4 = SET(5.f), a5 = SET(6.f); \
  T a6 = SET(7.f), a7 = SET(8.f), a8 = SET(9.f), a9 = SET(10.f), a10 = SET(11.f), a11 = SET(12.f);
#define STEP(FMA) \
  a0 = FMA(a0, b, c); a1 = FMA(a1, b, c); a2 = FMA(a2, b, c); a3 = FMA(a3, b, c); \
  a4 = FMA(a4, b, c); a5 = FMA(a5, b, c); a6 = FMA(a6, b, c); a7 = FMA(a7, b, c); \
  a8 = FMA(a8, b, c); a9 = FMA(a9, b, c); a10 = FMA(a10, b, c); a11 = FMA(a11, b, c);
#define SUM(ADD) \
  ADD(ADD(ADD(ADD(a0, a1), ADD(a2, a3)), ADD(ADD(a4, a5), ADD(a6, a7))), ADD(ADD(a8, a9), ADD(a10, a11)))

#if defined(__x86_64__)
__attribute__((target("avx512f"))) static double fma512(long iters) {
  __m512 b = _mm512_set1_ps(1.0000001f), c = _mm512_set1_ps(1e-7f);
  CHAINS(__m512, _mm512_set1_ps)
  double t0 = now();
  for (long i = 0; i < iters; ++i) { STEP(_mm512_fmadd_ps) }
  double s = now() - t0;
  volatile float sink = _mm512_reduce_add_ps(SUM(_mm512_add_ps));
  (void)sink;
  return 12.0 * 16 * 2 * iters / s / 1e9;
}

__attribute__((target("avx2,fma"))) static double fma256(long iters) {
  __m256 b = _mm256_set1_ps(1.0000001f), c = _mm256_set1_ps(1e-7f);
  CHAINS(__m256, _mm256_set1_ps)
  double t0 = now();
  for (long i = 0; i < iters; ++i) { STEP(_mm256_fmadd_ps) }
  double s = now() - t0;
  float out[8];
  _mm256_storeu_ps(out, SUM(_mm256_add_ps));
  volatile float sink = out[0];
  (void)sink;
  return 12.0 * 8 * 2 * iters / s / 1e9;
}
#endif

static double fma_scalar(long iters) {
  volatile float seed = 1.0000001f;
  float b = seed, c = 1e-7f;
#define SET_SCALAR(x) (x)
#define FMA_SCALAR(x, y, z) ((x) * (y) + (z))
#define ADD_SCALAR(x, y) ((x) + (y))
  CHAINS(float, SET_SCALAR)
  double t0 = now();
  for (long i = 0; i < iters; ++i) { STEP(FMA_SCALAR) }
  double s = now() - t0;
  volatile float sink = SUM(ADD_SCALAR);
  (void)sink;
  return 12.0 * 2 * iters / s / 1e9;
}

int main(void) {
  const char* isa = "scalar";
  double (*probe)(long) = fma_scalar;
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) {
    isa = "avx512f";
    probe = fma512;
  } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    isa = "avx2+fma";
    probe = fma256;
  }
#endif
  double best = 0;
  for (int r = 0; r < 7; ++r) {
    double g = probe(20000000L);
    if (g > best) best = g;
  }
  printf("{\"isa\": \"%s\", \"gflops\": %.2f}\n", isa, best);
  return 0;
}
