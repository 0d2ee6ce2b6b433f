// Note [Fused max-pool + ReLU backward] (engine.cpp): max_pool2d(relu(x)) backward with
// the ReLU mask applied by the pooling node equals the definition (the window's first
// maximum of relu(x) gets the output gradient where x > 0), including windows whose
// inputs are all <= 0 (ties at 0) and odd sizes; and the fusion steps aside where the
// gradient at the ReLU's output is wanted (retain_grad, autograd::grad) or the ReLU has a
// second consumer.
#include <gtest/gtest.h>

#include "autograd/engine.h"
#include "tensor/ops.h"

using namespace tp::tensor;

namespace {
// The definition, in double: gradient of sum(w * max_pool2d(relu(x), 2)) w.r.t. x, plus
// `extra` * (x > 0) when the ReLU output also feeds sum(extra * relu(x)).
std::vector<double> expected(const std::vector<double>& x, const std::vector<double>& w, int64_t planes, int64_t H,
                             int64_t W, double extra) {
  const int64_t OH = H / 2, OW = W / 2;
  std::vector<double> gx(x.size(), 0.0);
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t oh = 0; oh < OH; ++oh)
      for (int64_t ow = 0; ow < OW; ++ow) {
        int64_t best = -1;
        double bv = 0;
        for (int64_t i = 0; i < 2; ++i)
          for (int64_t j = 0; j < 2; ++j) {
            const int64_t at = (p * H + 2 * oh + i) * W + 2 * ow + j;
            const double v = x[at] > 0 ? x[at] : 0.0;
            if (best < 0 || v > bv) best = at, bv = v;
          }
        if (x[best] > 0) gx[best] += w[(p * OH + oh) * OW + ow];
      }
  for (size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0) gx[i] += extra;
  return gx;
}
}  // namespace

TEST(FusedPoolReluBackward, MatchesDefinition) {
  manual_seed(3);
  for (Shape s : {Shape{2, 3, 6, 8}, Shape{1, 2, 7, 5}, Shape{4, 16, 28, 28}}) {
    Tensor x0 = randn(s);
    // Whole windows <= 0 and exact zeros.
    Tensor xv = mul(x0, to(gt(rand(s), Scalar(0.2)), ScalarType::Float32));
    Tensor x = clone(xv).requires_grad_(true);
    Tensor y = max_pool2d(relu(x), 2, 2, 2, 2, 0, 0);
    Tensor w = randn(y.sizes());
    sum(mul(y, w)).backward();
    const int64_t planes = s[0] * s[1];
    auto want = expected(xv.to_double_vector(), w.to_double_vector(), planes, s[2], s[3], 0.0);
    EXPECT_EQ(x.grad().to_double_vector(), want);
  }
}

TEST(FusedPoolReluBackward, StepsAsideWhereTheReluGradientIsWanted) {
  manual_seed(4);
  const Shape s{2, 2, 4, 6};
  Tensor xv = randn(s);
  Tensor w = randn({2, 2, 2, 3});
  // retain_grad on the ReLU output: its .grad is the pooling's unmasked gradient.
  {
    Tensor x = clone(xv).requires_grad_(true);
    Tensor h = relu(x);
    h.retain_grad();
    sum(mul(max_pool2d(h, 2, 2, 2, 2, 0, 0), w)).backward();
    EXPECT_EQ(x.grad().to_double_vector(), expected(xv.to_double_vector(), w.to_double_vector(), 4, 4, 6, 0.0));
    double total = 0;
    for (double v : h.grad().to_double_vector()) total += v;
    double wsum = 0;
    for (double v : w.to_double_vector()) wsum += v;
    EXPECT_NEAR(total, wsum, 1e-5);  // every output's gradient lands once, masked or not
  }
  // autograd::grad of the ReLU output.
  {
    Tensor x = clone(xv).requires_grad_(true);
    Tensor h = relu(x);
    auto g = tp::autograd::grad({sum(mul(max_pool2d(h, 2, 2, 2, 2, 0, 0), w))}, {h, x}, {}, false, false);
    double total = 0;
    for (double v : g[0].to_double_vector()) total += v;
    double wsum = 0;
    for (double v : w.to_double_vector()) wsum += v;
    EXPECT_NEAR(total, wsum, 1e-5);
    EXPECT_EQ(g[1].to_double_vector(), expected(xv.to_double_vector(), w.to_double_vector(), 4, 4, 6, 0.0));
  }
  // The ReLU output also used elsewhere: both gradients arrive and are masked once.
  {
    Tensor x = clone(xv).requires_grad_(true);
    Tensor h = relu(x);
    Tensor loss = add(sum(mul(max_pool2d(h, 2, 2, 2, 2, 0, 0), w)), sum(mul(h, Scalar(0.5))));
    loss.backward();
    auto want = expected(xv.to_double_vector(), w.to_double_vector(), 4, 4, 6, 0.5);
    auto got = x.grad().to_double_vector();
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-6);
  }
}
