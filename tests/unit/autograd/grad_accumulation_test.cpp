// A leaf's first gradient becomes .grad without a copy when nothing else refers to it
// (engine.cpp sole_owner); shared gradients (one tensor sent to two inputs, expanded
// views) are still copied, and later backwards accumulate.
#include <gtest/gtest.h>

#include "tensor/ops.h"

using namespace tp::tensor;

TEST(GradAccumulation, StolenAndSharedGradientsKeepValues) {
  Tensor x = from_vector(std::vector<float>{1, 2, 3}, {3}).requires_grad_(true);
  sum(mul(x, Scalar(3.0))).backward();  // mul's gradient is fresh: adopted
  EXPECT_EQ(x.grad().to_double_vector(), (std::vector<double>{3, 3, 3}));
  sum(mul(x, Scalar(2.0))).backward();  // accumulates
  EXPECT_EQ(x.grad().to_double_vector(), (std::vector<double>{5, 5, 5}));

  Tensor a = from_vector(std::vector<float>{1, 2}, {2}).requires_grad_(true);
  Tensor b = from_vector(std::vector<float>{4, 5}, {2}).requires_grad_(true);
  sum(add(a, b)).backward();  // one gradient tensor for both inputs (an expanded view)
  Tensor ga = a.grad();
  add_(ga, Scalar(10.0));  // must not change b.grad
  EXPECT_EQ(b.grad().to_double_vector(), (std::vector<double>{1, 1}));
  EXPECT_EQ(a.grad().to_double_vector(), (std::vector<double>{11, 11}));

  Tensor c = from_vector(std::vector<float>{1, 2}, {2}).requires_grad_(true);
  Tensor g = from_vector(std::vector<float>{7, 8}, {2});
  c.backward(g);  // the caller's gradient tensor is never adopted
  Tensor gc = c.grad();
  add_(gc, Scalar(1.0));
  EXPECT_EQ(g.to_double_vector(), (std::vector<double>{7, 8}));
}

// ReLU's backward masks its incoming gradient in place only when nothing else holds it: a
// retained .grad of the ReLU output must keep the unmasked values.
TEST(GradAccumulation, ReluInPlaceMaskSparesRetainedGrad) {
  Tensor x = from_vector(std::vector<float>{-1, 2, -3, 4}, {4}).requires_grad_(true);
  Tensor h = mul(x, Scalar(1.0));
  Tensor y = relu(h);
  y.retain_grad();
  Tensor w = from_vector(std::vector<float>{5, 6, 7, 8}, {4});
  sum(mul(y, w)).backward();
  EXPECT_EQ(y.grad().to_double_vector(), (std::vector<double>{5, 6, 7, 8}));
  EXPECT_EQ(x.grad().to_double_vector(), (std::vector<double>{0, 6, 0, 8}));
}
