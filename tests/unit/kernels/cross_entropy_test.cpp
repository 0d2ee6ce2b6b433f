// The fused cross_entropy (Note [Fused cross_entropy]) against the reference composition
// nll_loss(log_softmax(x)): values and logit gradients, every reduction, an ignored target,
// one unbatched sample, float32 and float64.
#include <gtest/gtest.h>

#include <cmath>

#include "tensor/ops.h"

using namespace tp::tensor;

namespace {
void expect_close(const Tensor& a, const Tensor& b, double tol, const char* what) {
  auto va = a.to_double_vector(), vb = b.to_double_vector();
  ASSERT_EQ(va.size(), vb.size()) << what;
  for (size_t i = 0; i < va.size(); ++i) EXPECT_NEAR(va[i], vb[i], tol * (1 + std::abs(vb[i]))) << what << " at " << i;
}
}  // namespace

TEST(CrossEntropy, FusedMatchesLogSoftmaxNll) {
  manual_seed(13);
  for (ScalarType dt : {ScalarType::Float32, ScalarType::Float64})
    for (Reduction r : {Reduction::Mean, Reduction::Sum, Reduction::None})
      for (int64_t ignore : {int64_t(-100), int64_t(3)}) {
        Tensor x0 = mul(randn({64, 10}), Scalar(4.0));
        Tensor x = to(x0, dt), t = randint(0, 10, {64});
        Tensor a = clone(x).requires_grad_(true), b = clone(x).requires_grad_(true);
        Tensor la = cross_entropy(a, t, r, ignore), lb = nll_loss(log_softmax(b, 1), t, r, ignore);
        const double tol = dt == ScalarType::Float32 ? 1e-5 : 1e-12;
        expect_close(la, lb, tol, "loss");
        Tensor g = randn(la.sizes());
        sum(mul(la, to(g, dt))).backward();
        sum(mul(lb, to(g, dt))).backward();
        expect_close(a.grad(), b.grad(), tol, "grad");
      }
  Tensor x = randn({7}).requires_grad_(true), y = clone(detach(x)).requires_grad_(true);
  Tensor t = from_vector(std::vector<int64_t>{4}, {});
  Tensor la = cross_entropy(x, t), lb = nll_loss(log_softmax(y, 0), t);
  expect_close(la, lb, 1e-5, "unbatched loss");
  la.backward();
  lb.backward();
  expect_close(x.grad(), y.grad(), 1e-5, "unbatched grad");
}
