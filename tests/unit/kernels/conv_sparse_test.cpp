// The sparse convolution backward (Note [Sparse convolution backward]) against the dense
// paths (the kernel disabled), through autograd: the demo conv2 shape with a ReLU +
// max-pool-like gradient, padding, rows over 16, 32 channels, batch 1; and the cases it
// must decline (dense gradient, infinities, channel counts it does not cover).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "backends/cpu/conv_sparse.h"
#include "tensor/ops.h"

using namespace tp;

namespace {
struct Grads {
  std::vector<double> dx, dw;
};
Grads backward(const tensor::Tensor& x0, const tensor::Tensor& w0, const tensor::Tensor& gy,
               const tensor::Conv2dOptions& o, bool sparse) {
  tensor::Tensor x = tensor::clone(x0).requires_grad_(true), w = tensor::clone(w0).requires_grad_(true);
  tensor::Tensor y = tensor::conv2d(x, w, tensor::Tensor(), o);
  cpu::conv2d_backward_sparse_disable(!sparse);
  tensor::sum(tensor::mul(y, gy)).backward();
  cpu::conv2d_backward_sparse_disable(false);
  return {x.grad().to_double_vector(), w.grad().to_double_vector()};
}
// gy with about `keep` of its entries non-zero.
tensor::Tensor sparse_grad(const tensor::Shape& s, double keep) {
  tensor::Tensor r = tensor::randn(s);
  tensor::Tensor m = tensor::lt(tensor::rand(s), tensor::Scalar(keep));
  return tensor::mul(r, tensor::to(m, tensor::ScalarType::Float32));
}
void expect_close(const std::vector<double>& a, const std::vector<double>& b, const char* what) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i)
    ASSERT_NEAR(a[i], b[i], 1e-4 * (1 + std::abs(b[i]))) << what << " at " << i;
}
}  // namespace

TEST(ConvSparseBackward, MatchesDense) {
  struct Case { tensor::Shape x, w; int64_t pad; double keep; };
  const Case cases[] = {
      {{8, 16, 14, 14}, {32, 16, 5, 5}, 0, 0.2},   // demo conv2, ReLU + pool density
      {{1, 16, 14, 14}, {32, 16, 5, 5}, 0, 0.25},  // batch 1
      {{3, 16, 9, 21}, {8, 16, 3, 5}, 2, 0.3},     // padding, rows over 16, uneven kernel
      {{2, 32, 7, 7}, {5, 32, 3, 3}, 1, 0.1},      // two channel blocks
      {{2, 16, 6, 6}, {4, 16, 2, 2}, 0, 0.0},      // all-zero gradient
  };
  tensor::manual_seed(5);
  for (const Case& c : cases) {
    tensor::Tensor x = tensor::randn(c.x), w = tensor::randn(c.w);
    tensor::Conv2dOptions o;
    o.padding_h = o.padding_w = c.pad;
    const int64_t oh = c.x[2] + 2 * c.pad - c.w[2] + 1, ow = c.x[3] + 2 * c.pad - c.w[3] + 1;
    tensor::Tensor gy = sparse_grad({c.x[0], c.w[0], oh, ow}, c.keep);
    Grads s = backward(x, w, gy, o, true), d = backward(x, w, gy, o, false);
    expect_close(s.dx, d.dx, "dx");
    expect_close(s.dw, d.dw, "dw");
  }
}

TEST(ConvSparseBackward, TakenAndDeclined) {
  tensor::manual_seed(6);
  cpu::Conv2dGeometry g{16, 14, 14, 5, 5, 1, 1, 0, 0, 1, 1, 10, 10};
  std::vector<float> x(2 * 16 * 14 * 14, 1.f), w(32 * 400, 0.5f), gy(2 * 32 * 100, 0.f);
  for (size_t i = 0; i < gy.size(); i += 5) gy[i] = 1.f;  // 20% non-zero
  std::vector<float> dx(x.size()), dw(w.size());
  if (!__builtin_cpu_supports("avx512f")) GTEST_SKIP() << "no AVX-512: the kernel always declines";
  EXPECT_TRUE(cpu::conv2d_backward_sparse_f32(x.data(), gy.data(), w.data(), 2, 32, g, dx.data(), dw.data()));
  // dw[co][t] = sum over the non-zero entries of channel co (20 per image) of 1 * x = 40.
  EXPECT_FLOAT_EQ(dw[0], 40.f);
  std::vector<float> dense(gy.size(), 1.f);
  EXPECT_FALSE(cpu::conv2d_backward_sparse_f32(x.data(), dense.data(), w.data(), 2, 32, g, dx.data(), dw.data()));
  x[7] = std::numeric_limits<float>::infinity();  // 0 * inf must stay NaN as in the dense path
  EXPECT_FALSE(cpu::conv2d_backward_sparse_f32(x.data(), gy.data(), w.data(), 2, 32, g, nullptr, dw.data()));
  EXPECT_TRUE(cpu::conv2d_backward_sparse_f32(x.data(), gy.data(), w.data(), 2, 32, g, dx.data(), nullptr));
  w[3] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(cpu::conv2d_backward_sparse_f32(x.data(), gy.data(), w.data(), 2, 32, g, dx.data(), nullptr));
  cpu::Conv2dGeometry g8 = g;
  g8.channels = 8;  // not a multiple of 16
  EXPECT_FALSE(cpu::conv2d_backward_sparse_f32(x.data(), gy.data(), w.data(), 2, 32, g8, dx.data(), nullptr));
}
