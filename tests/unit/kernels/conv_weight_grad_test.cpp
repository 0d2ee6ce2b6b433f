// The direct conv weight gradient (Note [Direct weight gradient]) against the im2col +
// GEMM backward (forced by conv2d_direct_force_generic), over the demo conv1 shape and
// shapes with a channel/tap count off the 4x5 register block, padding and one image.
#include <gtest/gtest.h>

#include <cmath>

#include "backends/cpu/conv.h"
#include "tensor/ops.h"

using namespace tp;

namespace {
std::vector<double> weight_grad(const tensor::Tensor& x, const tensor::Tensor& w0, const tensor::Tensor& gy,
                                const tensor::Conv2dOptions& o) {
  tensor::Tensor w = tensor::clone(w0).requires_grad_(true);
  tensor::Tensor y = tensor::conv2d(x, w, tensor::Tensor(), o);
  tensor::sum(tensor::mul(y, gy)).backward();
  return w.grad().to_double_vector();
}
}  // namespace

TEST(ConvWeightGrad, DirectMatchesIm2colGemm) {
  struct Case { tensor::Shape x, w; int64_t pad; };
  const Case cases[] = {
      {{64, 1, 28, 28}, {16, 1, 5, 5}, 2},  // demo conv1
      {{9, 16, 14, 14}, {32, 16, 5, 5}, 0}, // demo conv2 (400 taps), chunks of images
      {{37, 16, 14, 14}, {32, 16, 5, 5}, 0},  // two groups of 16 interleaved images + 5 more
      {{16, 6, 9, 19}, {6, 6, 3, 3}, 1},    // interleaved (54 taps) with padding, rows over 16
      {{1, 1, 28, 28}, {16, 1, 5, 5}, 2},   // batch 1
      {{3, 2, 9, 11}, {7, 2, 3, 3}, 1},     // 18 taps, 7 channels
      {{5, 3, 7, 5}, {3, 3, 2, 2}, 0},      // 12 taps
      {{2, 1, 6, 6}, {9, 1, 1, 1}, 0},      // one tap
      {{4, 1, 31, 17}, {5, 1, 5, 3}, 2},    // uneven kernel, rows over 16
  };
  tensor::manual_seed(11);
  for (const Case& c : cases) {
    tensor::Tensor x = tensor::randn(c.x), w = tensor::randn(c.w);
    tensor::Conv2dOptions o;
    o.padding_h = o.padding_w = c.pad;
    const int64_t oh = c.x[2] + 2 * c.pad - c.w[2] + 1, ow = c.x[3] + 2 * c.pad - c.w[3] + 1;
    tensor::Tensor gy = tensor::randn({c.x[0], c.w[0], oh, ow});
    auto fast = weight_grad(x, w, gy, o);
    cpu::conv2d_direct_force_generic(true);
    auto slow = weight_grad(x, w, gy, o);
    cpu::conv2d_direct_force_generic(false);
    ASSERT_EQ(fast.size(), slow.size());
    for (size_t i = 0; i < fast.size(); ++i)
      ASSERT_NEAR(fast[i], slow[i], 1e-3 * (1 + std::abs(slow[i]))) << tensor::shape_str(c.x) << " at " << i;
  }
}
