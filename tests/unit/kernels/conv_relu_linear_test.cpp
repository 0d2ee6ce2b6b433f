// The fused conv->ReLU->linear inference kernel (Note [Fused conv-ReLU-linear]) against
// the unfused reference ops, over shapes that exercise channel blocks (Co not a multiple
// of 8), padding, several input channels, F from 1 to 10, odd batches and the fallback.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "autograd/grad_mode.h"
#include "backends/cpu/conv_relu_linear.h"
#include "tensor/ops.h"

using namespace tp;
using namespace tp::tensor;

namespace {
Tensor reference(const Tensor& x, const Tensor& cw, const Tensor& cb, const Tensor& fw, const Tensor& fb,
                 const Conv2dOptions& o) {
  return linear(flatten(relu(conv2d(x, cw, cb, o)), 1), fw, fb);
}
double max_abs_diff(const Tensor& a, const Tensor& b) {
  auto va = a.to_double_vector(), vb = b.to_double_vector();
  EXPECT_EQ(va.size(), vb.size());
  double m = 0;
  for (size_t i = 0; i < va.size(); ++i) m = std::max(m, std::abs(va[i] - vb[i]));
  return m;
}

struct Case {
  int64_t n, c, h, w, co, k, pad, f;  // batch, channels, height, width, conv out, kernel, padding, features
};
// Co not a multiple of 8, padding, several input channels, F from 1 to 10; batches below 16
// (the pair kernel), and of 16 or more: the images-in-lanes blocks (Note [Fused
// conv-ReLU-linear, images in lanes]) with a partial last block (22, 38) or a pair-kernel
// tail (37, 33).
const Case kCases[] = {{1, 1, 28, 28, 8, 3, 0, 10},  {5, 1, 28, 28, 8, 3, 0, 10},  {4, 2, 9, 11, 12, 3, 1, 7},
                       {3, 3, 7, 5, 3, 2, 0, 1},     {2, 1, 16, 16, 16, 5, 2, 4},  {7, 1, 6, 6, 9, 1, 0, 10},
                       {16, 1, 28, 28, 8, 3, 0, 10}, {22, 2, 9, 11, 12, 3, 1, 7},  {37, 3, 7, 5, 3, 2, 0, 1},
                       {33, 1, 16, 16, 16, 5, 2, 4}, {38, 1, 6, 6, 9, 1, 0, 10}};

// Random inputs of shape `k`: the fused op equals the unfused ops with and without biases
// (twice: the second call reuses the cached plan), and for the first image alone.
void expect_matches_unfused(const Case& k, const std::string& what) {
  Tensor x = randn({k.n, k.c, k.h, k.w}), cw = randn({k.co, k.c, k.k, k.k}), cb = randn({k.co});
  Conv2dOptions o;
  o.padding_h = o.padding_w = k.pad;
  const int64_t oh = k.h + 2 * k.pad - k.k + 1, ow = k.w + 2 * k.pad - k.k + 1;
  Tensor fw = randn({k.f, k.co * oh * ow}), fb = randn({k.f});
  const std::string shape = what + " n=" + std::to_string(k.n) + " c=" + std::to_string(k.c) +
                            " w=" + std::to_string(k.w) + " co=" + std::to_string(k.co) + " f=" + std::to_string(k.f);
  Tensor want = reference(x, cw, cb, fw, fb, o);
  Tensor got = conv2d_relu_linear(x, cw, cb, fw, fb, o);
  ASSERT_EQ(got.sizes(), want.sizes()) << shape;
  EXPECT_LT(max_abs_diff(got, want), 1e-3) << shape;
  Tensor want0 = reference(x, cw, Tensor(), fw, Tensor(), o);
  EXPECT_LT(max_abs_diff(conv2d_relu_linear(x, cw, Tensor(), fw, Tensor(), o), want0), 1e-3) << shape << " no biases";
  EXPECT_LT(max_abs_diff(conv2d_relu_linear(x, cw, Tensor(), fw, Tensor(), o), want0), 1e-3) << shape << " again";
  Tensor one = conv2d_relu_linear(select(x, 0, 0), cw, cb, fw, fb, o);
  EXPECT_LT(max_abs_diff(one, select(want, 0, 0)), 1e-3) << shape << " first image alone";
}
}  // namespace

TEST(ConvReluLinear, MatchesUnfusedOps) {
  autograd::NoGradGuard ng;
  manual_seed(1);
  for (const Case& k : kCases) expect_matches_unfused(k, "auto");
}

TEST(ConvReluLinear, SeesInPlaceWeightUpdatesAndUnbatchedInput) {
  autograd::NoGradGuard ng;
  manual_seed(2);
  Tensor x = randn({3, 1, 28, 28}), cw = randn({8, 1, 3, 3}), cb = randn({8});
  Tensor fw = randn({10, 5408}), fb = randn({10});
  Tensor a = conv2d_relu_linear(x, cw, cb, fw, fb);
  mul_(fw, Scalar(0.5));  // bumps the version: the cached plan must be rebuilt
  Tensor b = conv2d_relu_linear(x, cw, cb, fw, fb);
  EXPECT_LT(max_abs_diff(b, reference(x, cw, cb, fw, fb, {})), 1e-3);
  EXPECT_GT(max_abs_diff(a, b), 1e-3);
  Tensor one = conv2d_relu_linear(select(x, 0, 1), cw, cb, fw, fb);
  ASSERT_EQ(one.dim(), 1);
  EXPECT_LT(max_abs_diff(one, select(b, 0, 1)), 1e-4);
}

TEST(ConvReluLinear, FallsBackWhenUnsupportedOrDifferentiating) {
  manual_seed(3);
  Tensor x = randn({2, 1, 8, 8}), cw = randn({4, 1, 3, 3}), cb = randn({4});
  Tensor fw = randn({11, 144}), fb = randn({11});  // F = 11: no fused kernel
  {
    autograd::NoGradGuard ng;
    EXPECT_LT(max_abs_diff(conv2d_relu_linear(x, cw, cb, fw, fb), reference(x, cw, cb, fw, fb, {})), 1e-4);
  }
  cw.requires_grad_(true);
  Tensor y = conv2d_relu_linear(x, cw, cb, fw, fb);
  EXPECT_TRUE(y.requires_grad());
  sum(y).backward();
  EXPECT_TRUE(cw.grad().defined());
}

// An image's logits do not depend on which kernel (16-image block, partial block, pair,
// single image) it went through, i.e. on the batch it came in.
TEST(ConvReluLinear, ResultsIndependentOfBatchPosition) {
  autograd::NoGradGuard ng;
  manual_seed(5);
  Tensor x = rand({39, 1, 28, 28}), cw = randn({8, 1, 3, 3}), cb = randn({8});
  Tensor fw = mul(randn({10, 5408}), Scalar(0.01)), fb = randn({10});
  Tensor all = conv2d_relu_linear(x, cw, cb, fw, fb);
  for (int64_t n : {0, 15, 16, 31, 32, 37, 38}) {
    Tensor one = conv2d_relu_linear(select(x, 0, n), cw, cb, fw, fb);
    EXPECT_LT(max_abs_diff(one, select(all, 0, n)), 1e-5) << "image " << n;
  }
  Tensor tail = conv2d_relu_linear(narrow(x, 0, 16, 7), cw, cb, fw, fb);  // one partial block
  EXPECT_LT(max_abs_diff(tail, narrow(all, 0, 16, 7)), 1e-5);
}

TEST(ConvReluLinear, FusedKernelAvailabilityMatchesCpu) {
  EXPECT_FALSE(cpu::conv_relu_linear_supported(0));
  EXPECT_FALSE(cpu::conv_relu_linear_supported(11));
}

TEST(ConvReluLinear, EveryIsaVariantMatchesUnfusedOps) {
  autograd::NoGradGuard ng;
  manual_seed(4);
  EXPECT_TRUE(cpu::conv_relu_linear_supported(10));
  EXPECT_TRUE(cpu::conv_relu_linear_isa_available(cpu::ConvReluLinearIsa::Portable));
  int ran = 0;
  for (auto isa : {cpu::ConvReluLinearIsa::Avx512, cpu::ConvReluLinearIsa::Avx2, cpu::ConvReluLinearIsa::Portable}) {
    if (!cpu::conv_relu_linear_force_isa(isa)) continue;
    ASSERT_EQ(cpu::conv_relu_linear_isa(), isa);
    ++ran;
    for (const Case& k : kCases) expect_matches_unfused(k, "isa=" + std::to_string(static_cast<int>(isa)));
  }
  cpu::conv_relu_linear_force_isa(cpu::ConvReluLinearIsa::Auto);
  EXPECT_GE(ran, 1);
}

// The AVX2 images-in-lanes kernel (Note [Fused conv-ReLU-linear, images in lanes, AVX2]):
// batches of every size modulo 8, i.e. full blocks of 8, a partial last block, and a
// remainder through the one-image kernel, on shapes with a partial channel block (Co 3,
// 12), padding, several input channels and rows wider than the 32-pixel row chunk.
TEST(ConvReluLinear, Avx2ImagesInLanesMatchesUnfusedOps) {
  if (!cpu::conv_relu_linear_force_isa(cpu::ConvReluLinearIsa::Avx2)) GTEST_SKIP() << "no AVX2+FMA";
  autograd::NoGradGuard ng;
  manual_seed(6);
  const Case cases[] = {{8, 1, 28, 28, 8, 3, 0, 10},  {15, 1, 28, 28, 8, 3, 0, 10}, {17, 1, 28, 28, 8, 3, 0, 10},
                        {7, 2, 9, 11, 12, 3, 1, 7},   {23, 2, 9, 11, 12, 3, 1, 7},  {12, 3, 7, 5, 3, 2, 0, 1},
                        {24, 3, 7, 5, 3, 2, 0, 1},    {29, 1, 16, 16, 16, 5, 2, 4}, {31, 1, 6, 6, 9, 1, 0, 10},
                        {10, 1, 5, 40, 8, 3, 1, 10},  {14, 2, 4, 70, 5, 3, 0, 3},   {9, 1, 6, 6, 9, 1, 0, 2}};
  for (const Case& k : cases) expect_matches_unfused(k, "avx2");
  cpu::conv_relu_linear_force_isa(cpu::ConvReluLinearIsa::Auto);
}

// As ResultsIndependentOfBatchPosition, under AVX2: 39 images are 4 blocks of 8 and 7 more
// (a partial block or the one-image kernel, whichever the batch size chooses).
TEST(ConvReluLinear, Avx2ResultsIndependentOfBatchPosition) {
  if (!cpu::conv_relu_linear_force_isa(cpu::ConvReluLinearIsa::Avx2)) GTEST_SKIP() << "no AVX2+FMA";
  autograd::NoGradGuard ng;
  manual_seed(7);
  Tensor x = rand({39, 1, 28, 28}), cw = randn({8, 1, 3, 3}), cb = randn({8});
  Tensor fw = mul(randn({10, 5408}), Scalar(0.01)), fb = randn({10});
  Tensor all = conv2d_relu_linear(x, cw, cb, fw, fb);
  for (int64_t n : {0, 7, 8, 15, 31, 32, 36, 38}) {
    Tensor one = conv2d_relu_linear(select(x, 0, n), cw, cb, fw, fb);
    EXPECT_LT(max_abs_diff(one, select(all, 0, n)), 1e-5) << "image " << n;
  }
  for (int64_t count : {3, 5, 7, 8, 9, 13}) {  // one-image kernel, partial block, block + remainder
    Tensor part = conv2d_relu_linear(narrow(x, 0, 20, count), cw, cb, fw, fb);
    EXPECT_LT(max_abs_diff(part, narrow(all, 0, 20, count)), 1e-5) << "images 20.." << 20 + count;
  }
  cpu::conv_relu_linear_force_isa(cpu::ConvReluLinearIsa::Auto);
}
