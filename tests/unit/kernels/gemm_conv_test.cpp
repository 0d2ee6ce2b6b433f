// Fast kernels against their references: SGEMM (every micro-kernel this CPU supports, all
// transpose variants, odd sizes, epilogues), conv2d direct/im2col paths vs a naive loop.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "backends/cpu/conv.h"
#include "backends/cpu/gemm.h"
#include "tensor/ops.h"

using namespace tp;

static std::vector<float> random_vec(size_t n, uint32_t seed) {
  std::mt19937 g(seed);
  std::uniform_real_distribution<float> d(-1, 1);
  std::vector<float> v(n);
  for (auto& x : v) x = d(g);
  return v;
}

TEST(Sgemm, MatchesReferenceForEveryKernelAndTranspose) {
  const char* kernels[] = {"generic", "avx2", "avx512"};
  const int64_t sizes[][3] = {{1, 1, 1}, {7, 5, 3}, {13, 33, 17}, {64, 64, 64}, {100, 37, 300}, {5, 300, 513},
                              {200, 10, 300}, {1000, 3, 50},  // narrow N, computed as C^T
                              {301, 10, 700}, {64, 1, 100}, {9, 12, 77},
                              {49, 96, 600}, {36, 65, 300}, {48, 65, 513},  // full tiles, several K blocks  // row-dot kernel (with tb)
                              {1, 128, 800}, {1, 800, 128}, {1, 7, 33}, {128, 800, 1}, {5, 19, 1}};  // vector-matrix, outer product
  for (const char* k : kernels) {
    if (!cpu::sgemm_force_kernel(k)) continue;
    for (auto& s : sizes)
      for (int ta = 0; ta < 2; ++ta)
        for (int tb = 0; tb < 2; ++tb) {
          const int64_t M = s[0], N = s[1], K = s[2];
          auto A = random_vec(M * K, 1), B = random_vec(K * N, 2), bias = random_vec(std::max(M, N), 3);
          std::vector<float> C1 = random_vec(M * N, 4), C2 = C1;
          cpu::GemmEpilogue ep;
          ep.row_bias = bias.data();
          ep.relu = (M + N) % 2;
          // alpha 1 (odd M+N) lets full tiles take the kernel's direct store into C.
          const float alpha = (M + N) % 2 ? 1.f : 0.5f, beta = K % 2 ? 0.f : 0.25f;
          cpu::sgemm(ta, tb, M, N, K, alpha, A.data(), ta ? M : K, B.data(), tb ? K : N, beta, C1.data(), N, ep);
          cpu::sgemm_reference(ta, tb, M, N, K, alpha, A.data(), ta ? M : K, B.data(), tb ? K : N, beta, C2.data(), N, ep);
          for (int64_t i = 0; i < M * N; ++i)
            ASSERT_NEAR(C1[i], C2[i], 1e-4 * (1 + K / 64.0)) << k << " " << M << "x" << N << "x" << K << " ta=" << ta
                                                            << " tb=" << tb << " at " << i;
        }
  }
  cpu::sgemm_force_kernel("avx512") || cpu::sgemm_force_kernel("avx2") || cpu::sgemm_force_kernel("generic");
}

// Naive conv2d (the reference) in double.
static std::vector<double> conv_ref(const tensor::Tensor& x, const tensor::Tensor& w, const tensor::Tensor& b,
                                    const tensor::Conv2dOptions& o, tensor::Shape& out_shape) {
  auto xs = x.sizes(), ws = w.sizes();
  int64_t N = xs[0], C = xs[1], H = xs[2], W = xs[3], F = ws[0], Cg = ws[1], KH = ws[2], KW = ws[3];
  int64_t OH = (H + 2 * o.padding_h - o.dilation_h * (KH - 1) - 1) / o.stride_h + 1;
  int64_t OW = (W + 2 * o.padding_w - o.dilation_w * (KW - 1) - 1) / o.stride_w + 1;
  out_shape = {N, F, OH, OW};
  auto xv = x.to_double_vector(), wv = w.to_double_vector(), bv = b.defined() ? b.to_double_vector() : std::vector<double>(F, 0);
  std::vector<double> y(N * F * OH * OW);
  int64_t Fg = F / o.groups;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t f = 0; f < F; ++f)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          double s = bv[f];
          int64_t g = f / Fg;
          for (int64_t c = 0; c < Cg; ++c)
            for (int64_t i = 0; i < KH; ++i)
              for (int64_t j = 0; j < KW; ++j) {
                int64_t ih = oh * o.stride_h - o.padding_h + i * o.dilation_h, iw = ow * o.stride_w - o.padding_w + j * o.dilation_w;
                if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
                s += xv[((n * C + g * Cg + c) * H + ih) * W + iw] * wv[((f * Cg + c) * KH + i) * KW + j];
              }
          y[((n * F + f) * OH + oh) * OW + ow] = o.fuse_relu && s < 0 ? 0 : s;
        }
  return y;
}

TEST(Conv2d, DirectAndIm2colMatchReference) {
  struct Case { tensor::Shape x, w; tensor::Conv2dOptions o; };
  std::vector<Case> cases = {
      {{3, 1, 28, 28}, {8, 1, 3, 3}, {}},                                      // SimpleCNN: direct path
      {{2, 1, 28, 28}, {16, 1, 5, 5}, {1, 1, 2, 2, 1, 1, 1, true}},            // demo conv1, fused ReLU
      {{2, 16, 14, 14}, {32, 16, 5, 5}, {}},                                   // demo conv2: im2col + SGEMM
      {{1, 6, 9, 7}, {4, 3, 3, 2}, {2, 1, 1, 0, 1, 2, 2, false}},              // groups, stride, dilation
      {{1, 5, 6, 6}, {7, 5, 1, 1}, {}},                                        // pointwise
      {{3, 2, 9, 37}, {11, 2, 3, 4}, {1, 1, 1, 2, 1, 1, 1, true}},             // direct: 2 tiles, co tail
      {{20, 16, 14, 14}, {32, 16, 5, 5}, {}},                                  // 16 interleaved + GEMM for 4
      {{33, 3, 9, 19}, {10, 3, 3, 5}, {1, 1, 1, 2, 1, 1, 1, true}},            // interleaved: pad, ReLU, co tail, odd OW
      {{5, 6, 9, 7}, {4, 3, 3, 2}, {2, 1, 1, 0, 1, 2, 2, true}},               // groups over chunks
      {{4, 5, 6, 6}, {7, 5, 1, 1}, {}},                                        // pointwise, batched
  };
  for (bool generic : {false, true}) {  // the AVX-512 direct kernel (where present), then the portable one
  cpu::conv2d_direct_force_generic(generic);
  tensor::manual_seed(3);
  for (auto& c : cases) {
    tensor::Tensor x = tensor::randn(c.x), w = tensor::randn(c.w), b = tensor::randn({c.w[0]});
    tensor::Shape shape;
    auto want = conv_ref(x, w, b, c.o, shape);
    tensor::Tensor y = tensor::conv2d(x, w, b, c.o);
    ASSERT_EQ(y.sizes(), shape);
    auto got = y.to_double_vector();
    for (size_t i = 0; i < got.size(); ++i) ASSERT_NEAR(got[i], want[i], 1e-3) << tensor::shape_str(c.x) << " at " << i;
  }
  }
  cpu::conv2d_direct_force_generic(false);
}

// The chunked backward (several images per GEMM) equals the sum of one-image backwards.
TEST(Conv2d, BatchedBackwardMatchesPerImage) {
  tensor::manual_seed(4);
  tensor::Tensor x = tensor::randn({20, 16, 14, 14}), w = tensor::randn({32, 16, 5, 5}), b = tensor::randn({32});
  tensor::Conv2dOptions o;
  o.padding_h = 1;
  w.requires_grad_(true);
  b.requires_grad_(true);
  tensor::Tensor xr = x.requires_grad_(true);
  tensor::sum(tensor::conv2d(xr, w, b, o)).backward();
  auto gx = xr.grad().to_double_vector(), gw = w.grad().to_double_vector(), gb = b.grad().to_double_vector();
  std::vector<double> gw1(gw.size()), gb1(gb.size());
  for (int64_t n = 0; n < 20; ++n) {
    tensor::Tensor xn = tensor::detach(tensor::narrow(tensor::detach(x), 0, n, 1));
    tensor::Tensor xi = tensor::clone(xn).requires_grad_(true);
    tensor::Tensor wi = tensor::clone(tensor::detach(w)).requires_grad_(true), bi = tensor::clone(tensor::detach(b)).requires_grad_(true);
    tensor::sum(tensor::conv2d(xi, wi, bi, o)).backward();
    auto gxi = xi.grad().to_double_vector();
    for (size_t i = 0; i < gxi.size(); ++i) ASSERT_NEAR(gxi[i], gx[n * gxi.size() + i], 1e-3) << "image " << n;
    auto gwi = wi.grad().to_double_vector(), gbi = bi.grad().to_double_vector();
    for (size_t i = 0; i < gw1.size(); ++i) gw1[i] += gwi[i];
    for (size_t i = 0; i < gb1.size(); ++i) gb1[i] += gbi[i];
  }
  for (size_t i = 0; i < gw.size(); ++i) ASSERT_NEAR(gw[i], gw1[i], 1e-2 * (1 + std::abs(gw1[i]) * 1e-3)) << i;
  for (size_t i = 0; i < gb.size(); ++i) ASSERT_NEAR(gb[i], gb1[i], 1e-2) << i;
}

TEST(Elementwise, NonContiguousMatchesContiguous) {
  tensor::manual_seed(5);
  tensor::Tensor a = tensor::randn({7, 9, 5}), b = tensor::randn({9, 1});
  tensor::Tensor at = tensor::permute(a, {2, 1, 0});  // [5, 9, 7], strided
  tensor::Tensor r1 = tensor::add(at, b), r2 = tensor::add(tensor::contiguous(at), b);
  EXPECT_EQ(r1.to_double_vector(), r2.to_double_vector());
  tensor::Tensor s1 = tensor::sum(at, {1}), s2 = tensor::sum(tensor::contiguous(at), {1});
  auto v1 = s1.to_double_vector(), v2 = s2.to_double_vector();
  for (size_t i = 0; i < v1.size(); ++i) EXPECT_NEAR(v1[i], v2[i], 1e-5);
}

// The float32 SIMD fast path of add/sub/mul/div (contiguous operands) against the strided
// reference loop (the same values through a transposed view).
TEST(Elementwise, SimdFastPathMatchesReferenceLoop) {
  tensor::manual_seed(6);
  for (int64_t n : {2, 15, 16, 17, 1000, 70001}) {
    tensor::Tensor a = tensor::randn({n, 2}), b = tensor::add(tensor::rand({n, 2}), 0.5);
    tensor::Tensor at = tensor::t(tensor::contiguous(tensor::t(a)));  // same values, strided
    using F = tensor::Tensor (*)(const tensor::Tensor&, const tensor::Tensor&);
    F ops[] = {[](const tensor::Tensor& x, const tensor::Tensor& y) { return tensor::add(x, y); },
               [](const tensor::Tensor& x, const tensor::Tensor& y) { return tensor::sub(x, y); },
               [](const tensor::Tensor& x, const tensor::Tensor& y) { return tensor::mul(x, y); },
               [](const tensor::Tensor& x, const tensor::Tensor& y) { return tensor::div(x, y); }};
    for (F f : ops) {
      ASSERT_FALSE(at.is_contiguous());
      EXPECT_EQ(f(a, b).to_double_vector(), f(at, b).to_double_vector()) << n;
    }
  }
}

// The unrolled 2x2/stride-2 max pool against a naive loop, with ties and NaNs.
TEST(MaxPool2d, FastPathMatchesNaive) {
  tensor::manual_seed(7);
  tensor::Tensor x = tensor::randint(-3, 3, {2, 3, 8, 10}, tensor::ScalarType::Float32);
  for (bool with_nan : {false, true}) {  // NaN-free inputs take the fast path
  auto xv = x.to_double_vector();
  if (with_nan) {
    xv[5] = NAN;
    xv[100] = NAN;
  }
  std::vector<float> xf(xv.begin(), xv.end());
  tensor::Tensor xn = tensor::from_vector(xf, {2, 3, 8, 10});
  tensor::Tensor y = tensor::max_pool2d(xn, 2, 2);
  auto yv = y.to_double_vector();
  for (int64_t p = 0; p < 6; ++p)
    for (int64_t oh = 0; oh < 4; ++oh)
      for (int64_t ow = 0; ow < 5; ++ow) {
        double best = -INFINITY;
        for (int64_t i = 0; i < 2; ++i)
          for (int64_t j = 0; j < 2; ++j) {
            double v = xf[p * 80 + (2 * oh + i) * 10 + 2 * ow + j];
            if (std::isnan(best)) continue;
            if (v > best || std::isnan(v)) best = v;
          }
        double got = yv[(p * 4 + oh) * 5 + ow];
        if (std::isnan(best)) ASSERT_TRUE(std::isnan(got));
        else ASSERT_EQ(got, best) << p << " " << oh << " " << ow;
      }
  }
  // Gradients go to the first maximum, as the generic kernel (and torch) route them.
  tensor::Tensor xg = tensor::from_vector(std::vector<float>{1, 1, 0, 2, 1, 1, 2, 0}, {1, 1, 2, 4}).requires_grad_(true);
  tensor::sum(tensor::max_pool2d(xg, 2, 2)).backward();
  EXPECT_EQ(xg.grad().to_double_vector(), (std::vector<double>{1, 0, 0, 1, 0, 0, 0, 0}));
}

// The fused ReLU backward against relu's where() form on a strided input (reference path).
TEST(Relu, BackwardFastPathMatchesWhere) {
  tensor::manual_seed(8);
  tensor::Tensor a = tensor::randn({33, 17});
  tensor::Tensor x1 = tensor::clone(a).requires_grad_(true);
  tensor::Tensor x2 = tensor::clone(tensor::t(tensor::contiguous(tensor::t(a)))).requires_grad_(true);
  tensor::Tensor g = tensor::randn({33, 17});
  tensor::relu(x1).backward(g);
  tensor::relu(tensor::t(tensor::t(x2))).backward(tensor::t(tensor::contiguous(tensor::t(g))));
  EXPECT_EQ(x1.grad().to_double_vector(), x2.grad().to_double_vector());
}

// Note [Vector-matrix SGEMM] with the linear layer's column bias and ReLU, strided C.
TEST(Sgemm, ThinShapesWithColumnBias) {
  const int64_t sizes[][3] = {{1, 128, 800}, {1, 10, 128}, {1, 33, 5}, {64, 40, 1}, {3, 17, 1}};
  for (auto& s : sizes)
    for (int ta = 0; ta < 2; ++ta)
      for (int tb = 0; tb < 2; ++tb) {
        const int64_t M = s[0], N = s[1], K = s[2], ldc = N + 3;
        auto A = random_vec(M * K, 5), B = random_vec(K * N, 6), bias = random_vec(N, 7);
        std::vector<float> C1 = random_vec(M * ldc, 8), C2 = C1;
        cpu::GemmEpilogue ep;
        ep.col_bias = bias.data();
        ep.relu = tb;
        cpu::sgemm(ta, tb, M, N, K, 1.f, A.data(), ta ? M : K, B.data(), tb ? K : N, 0.f, C1.data(), ldc, ep);
        cpu::sgemm_reference(ta, tb, M, N, K, 1.f, A.data(), ta ? M : K, B.data(), tb ? K : N, 0.f, C2.data(), ldc, ep);
        for (int64_t i = 0; i < M * ldc; ++i)
          ASSERT_NEAR(C1[i], C2[i], 1e-4 * (1 + K / 64.0)) << M << "x" << N << "x" << K << " ta=" << ta << " tb=" << tb;
      }
}
