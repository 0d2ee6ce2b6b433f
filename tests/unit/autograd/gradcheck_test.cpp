// Float64 finite-difference gradient check for EVERY differentiable op in the registry
// (tensor/ops.def): an op without a sample here fails the test, so none can skip it.
// Also: backward on the demo's training path, no_grad, version-counter errors, grad().
#include <gtest/gtest.h>

#include <functional>
#include <map>

#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "tensor/op_registry.h"
#include "tensor/ops.h"

using namespace tp::tensor;
namespace ag = tp::autograd;

namespace {
struct Sample {
  std::vector<Shape> shapes;
  std::function<Tensor(const std::vector<Tensor>&)> f;
  bool positive = false;  // inputs in (0.5, 1.5) (log, sqrt, pow, bce)
  double eps = 1e-6;      // finite-difference step (larger where float32 rounding is involved)
};

const Tensor kIdx = from_vector(std::vector<int64_t>{2, 0, 2}, {3});

// A custom function (Note [Custom function nodes]) y = a * b^3 with a hand-written backward.
struct CubeTimes : ag::CustomBackward {
  std::vector<Tensor> apply(ag::Node& n, const Tensor& g) override {
    Tensor a = n.saved_tensor(0), b = n.saved_tensor(1);
    Tensor b2 = mul(b, b);
    return {mul(g, mul(b2, b)), mul(g, mul(a, mul(b2, Scalar(3.0))))};
  }
};

Tensor cube_times(const Tensor& a, const Tensor& b) {
  Tensor y;
  {
    ag::NoGradGuard ng;
    y = mul(a, mul(b, mul(b, b)));
  }
  auto node = ag::record(OpId::custom_function, {a, b}, y);
  if (node) {
    node->save(a);
    node->save(b);
    node->custom = make_ref<CubeTimes>();
    node->custom->name = "CubeTimesBackward";
  }
  return y;
}

std::map<std::string, Sample> samples() {
  using V = const std::vector<Tensor>&;
  std::map<std::string, Sample> s;
  s["add"] = {{{2, 3}, {3}}, [](V x) { return add(x[0], x[1]); }};
  s["sub"] = {{{2, 3}, {2, 1}}, [](V x) { return sub(x[0], x[1]); }};
  s["mul"] = {{{2, 3}, {3}}, [](V x) { return mul(x[0], x[1]); }};
  s["div"] = {{{2, 3}, {3}}, [](V x) { return div(x[0], x[1]); }, true};
  s["pow"] = {{{2, 3}, {2, 3}}, [](V x) { return pow(x[0], x[1]); }, true};
  s["maximum"] = {{{2, 3}, {2, 3}}, [](V x) { return maximum(x[0], x[1]); }};
  s["minimum"] = {{{2, 3}, {2, 3}}, [](V x) { return minimum(x[0], x[1]); }};
  s["neg"] = {{{4}}, [](V x) { return neg(x[0]); }};
  s["abs"] = {{{4}}, [](V x) { return abs(x[0]); }};
  s["exp"] = {{{4}}, [](V x) { return exp(x[0]); }};
  s["log"] = {{{4}}, [](V x) { return log(x[0]); }, true};
  s["log1p"] = {{{4}}, [](V x) { return log1p(x[0]); }, true};
  s["expm1"] = {{{4}}, [](V x) { return expm1(x[0]); }};
  s["diag"] = {{{3, 4}}, [](V x) { return diag(diag(x[0], 1), -1); }};
  s["sqrt"] = {{{4}}, [](V x) { return sqrt(x[0]); }, true};
  s["sin"] = {{{4}}, [](V x) { return sin(x[0]); }};
  s["cos"] = {{{4}}, [](V x) { return cos(x[0]); }};
  s["tanh"] = {{{4}}, [](V x) { return tanh(x[0]); }};
  s["sigmoid"] = {{{4}}, [](V x) { return sigmoid(x[0]); }};
  s["relu"] = {{{6}}, [](V x) { return relu(x[0]); }};
  s["gelu"] = {{{6}}, [](V x) { return gelu(x[0]); }};
  s["silu"] = {{{6}}, [](V x) { return silu(x[0]); }};
  s["clamp"] = {{{6}}, [](V x) { return clamp(x[0], Scalar(-0.3), Scalar(0.4)); }};
  s["where"] = {{{2, 3}, {2, 3}}, [](V x) { return where(gt(x[0], Scalar(0.0)), x[0], x[1]); }};
  s["sum"] = {{{2, 3, 2}}, [](V x) { return sum(x[0], {0, 2}); }};
  s["mean"] = {{{2, 3}}, [](V x) { return mean(x[0], {1}, true); }};
  s["prod"] = {{{2, 3}}, [](V x) { return prod(x[0], 1); }, true};
  s["amax"] = {{{2, 3}}, [](V x) { return amax(x[0], {1}); }};
  s["amin"] = {{{2, 3}}, [](V x) { return amin(x[0], {0}, true); }};
  s["max_dim"] = {{{3, 4}}, [](V x) { return max(x[0], 1).first; }};
  s["min_dim"] = {{{3, 4}}, [](V x) { return min(x[0], 0, true).first; }};
  s["var"] = {{{3, 4}}, [](V x) { return var(x[0], {1}); }};
  s["view"] = {{{2, 6}}, [](V x) { return mul(view(x[0], {3, 4}), arange(Scalar(0.0), Scalar(4.0), Scalar(1.0), ScalarType::Float64)); }};
  s["permute"] = {{{2, 3, 4}}, [](V x) { return permute(x[0], {2, 0, 1}); }};
  s["expand"] = {{{3, 1}}, [](V x) { return expand(x[0], {2, 3, 4}); }};
  s["select"] = {{{3, 4}}, [](V x) { return select(x[0], 1, -1); }};
  s["slice"] = {{{5, 4}}, [](V x) { return slice(x[0], 0, 1, std::nullopt, 2); }};
  s["clone"] = {{{3}}, [](V x) { return clone(x[0]); }};
  s["to_dtype"] = {{{3}}, [](V x) { return to(to(x[0], ScalarType::Float32), ScalarType::Float64); }, false, 1e-2};
  s["copy_"] = {{{2, 3}, {3}}, [](V x) {  // overwrite a non-leaf with a broadcast src
    Tensor t = mul(x[0], Scalar(2.0));
    copy_(t, x[1]);
    return mul(t, x[0]);
  }};
  // Note [Views and in-place ops]: an overlapping as_strided view (its gradient adds up),
  // an in-place op on a view (the base's CopySlices), ops whose new value ignores the old.
  s["as_strided"] = {{{5}}, [](V x) { return as_strided(x[0], {3, 2}, {1, 1}, 1); }};
  s["copy_slices"] = {{{3, 4}, {2}}, [](V x) {  // narrow of a select of a non-leaf
    Tensor t = mul(x[0], Scalar(2.0));
    Tensor v = narrow(select(t, 0, 1), 0, 1, 2);
    mul_(v, x[1]);
    return mul(t, x[0]);
  }};
  s["fill_"] = {{{2, 3}}, [](V x) {
    Tensor t = mul(x[0], Scalar(2.0));
    fill_(t, Scalar(3.0));
    return mul(t, x[0]);
  }};
  s["zero_"] = {{{2, 3}}, [](V x) {
    Tensor t = mul(x[0], Scalar(2.0));
    zero_(t);
    return add(t, x[0]);
  }};
  s["uniform_"] = {{{2, 3}}, [](V x) {
    Tensor t = mul(x[0], Scalar(2.0));
    manual_seed(3);
    uniform_(t, 0.0, 1.0);
    return mul(t, x[0]);
  }};
  s["normal_"] = {{{2, 3}}, [](V x) {
    Tensor t = mul(x[0], Scalar(2.0));
    manual_seed(3);
    normal_(t, 0.0, 1.0);
    return mul(t, x[0]);
  }};
  s["cat"] = {{{2, 3}, {1, 3}}, [](V x) { return cat({x[0], x[1]}, 0); }};
  s["index"] = {{{4, 3}}, [](V x) { return index(x[0], {TensorIndex::tensor_index(kIdx)}); }};
  s["index_put"] = {{{4, 3}, {3}}, [](V x) {
    Tensor y = mul(x[0], Scalar(2.0));
    index_put_(y, {TensorIndex::tensor_index(from_vector(std::vector<int64_t>{1}, {1}))}, x[1]);
    return y;
  }};
  s["mm"] = {{{2, 3}, {3, 4}}, [](V x) { return mm(x[0], x[1]); }};
  s["bmm"] = {{{2, 2, 3}, {2, 3, 2}}, [](V x) { return bmm(x[0], x[1]); }};
  s["linear"] = {{{2, 3}, {4, 3}, {4}}, [](V x) { return linear(x[0], x[1], x[2]); }};
  s["conv2d"] = {{{2, 4, 5, 5}, {4, 2, 3, 3}, {4}}, [](V x) {
    Conv2dOptions o;
    o.stride_h = 2; o.padding_h = 1; o.padding_w = 1; o.dilation_w = 2; o.groups = 2;
    return conv2d(x[0], x[1], x[2], o);
  }};
  s["max_pool2d"] = {{{1, 2, 5, 5}}, [](V x) { return max_pool2d(x[0], 2, 2, 2, 2, 1, 1); }};
  s["avg_pool2d"] = {{{1, 2, 5, 4}}, [](V x) { return avg_pool2d(x[0], 3, 2, 2, 1, 1, 0); }};
  s["softmax"] = {{{2, 4}}, [](V x) { return softmax(x[0], 1); }};
  s["log_softmax"] = {{{2, 4}}, [](V x) { return log_softmax(x[0], 0); }};
  s["nll_loss"] = {{{3, 4}}, [](V x) { return nll_loss(x[0], kIdx, Reduction::Mean); }};
  s["binary_cross_entropy"] = {{{2, 3}, {2, 3}}, [](V x) {
    return binary_cross_entropy(sigmoid(x[0]), sigmoid(x[1]), Reduction::Sum);
  }};
  s["mse_loss"] = {{{2, 3}, {3}}, [](V x) { return mse_loss(x[0], x[1], Reduction::Mean); }};
  s["cross_entropy"] = {{{3, 4}}, [](V x) { return cross_entropy(x[0], kIdx, Reduction::Mean); }};
  s["custom_function"] = {{{2, 3}, {2, 3}}, [](V x) { return cube_times(x[0], x[1]); }};
  return s;
}

// sum(f(x) * w) with fixed pseudo-random weights w, so every output element matters.
double objective(const Sample& s, const std::vector<Tensor>& in, Tensor* out_graph) {
  Tensor y = s.f(in);
  Tensor w = reshape(sin(mul(arange(Scalar(1.0), Scalar(double(y.numel() + 1)), Scalar(1.0), ScalarType::Float64), Scalar(1.7))), y.sizes());
  Tensor o = sum(mul(y, w));
  if (out_graph) *out_graph = o;
  return o.item().to_double();
}
}  // namespace

TEST(Gradcheck, EveryDifferentiableOpHasASample) {
  auto s = samples();
  for (const OpInfo& op : all_ops()) {
    if (op.differentiable()) {
      EXPECT_TRUE(s.count(op.name)) << "no gradcheck sample for op " << op.name;
    }
  }
}

TEST(Gradcheck, FiniteDifferencesFloat64) {
  auto s = samples();
  for (const OpInfo& op : all_ops()) {
    if (!op.differentiable() || !s.count(op.name)) continue;
    const Sample& smp = s.at(op.name);
    manual_seed(7);
    std::vector<Tensor> in;
    for (const Shape& sh : smp.shapes) {
      Tensor t = smp.positive ? add(rand(sh, ScalarType::Float64), Scalar(0.5)) : randn(sh, ScalarType::Float64);
      t.requires_grad_(true);
      in.push_back(t);
    }
    Tensor out;
    objective(smp, in, &out);
    std::vector<Tensor> grads = ag::grad({out}, in);
    for (size_t i = 0; i < in.size(); ++i) {
      ASSERT_TRUE(grads[i].defined()) << op.name;
      auto analytic = grads[i].to_double_vector();
      for (int64_t k = 0; k < in[i].numel(); ++k) {
        const double eps = smp.eps;
        double* p = in[i].data<double>() + k;
        double orig = *p;
        ag::NoGradGuard ng;
        *p = orig + eps;
        double up = objective(smp, in, nullptr);
        *p = orig - eps;
        double down = objective(smp, in, nullptr);
        *p = orig;
        double numeric = (up - down) / (2 * eps);
        EXPECT_NEAR(analytic[k], numeric, 1e-5 + 1e-4 * std::abs(numeric))
            << op.name << " input " << i << " element " << k;
      }
    }
  }
}

TEST(Autograd, GradFnNamesAndLeafAccumulation) {
  Tensor w = ones({3}).requires_grad_(true);
  Tensor y = mul(w, Scalar(2.0));
  ASSERT_TRUE(y.grad_fn());
  EXPECT_STREQ(y.grad_fn()->name(), "MulBackward0");
  sum(y).backward();
  sum(y.requires_grad() ? mul(w, Scalar(3.0)) : y).backward();
  EXPECT_EQ(w.grad().to_double_vector(), (std::vector<double>{5, 5, 5}));
  EXPECT_FALSE(y.grad().defined());  // non-leaf grads are not retained
}

// Note [retain_grad]: non-leaves that asked for it get .grad (accumulating), also through
// an in-place op that moves them to a new grad_fn; a dead retained tensor is unregistered.
TEST(Autograd, RetainGradFillsNonLeafGrad) {
  Tensor w = from_vector(std::vector<double>{1, 2, 3}, {3}).requires_grad_(true);
  Tensor y = mul(w, Scalar(2.0));
  y.retain_grad();
  EXPECT_TRUE(y.retains_grad());
  Tensor z = mul(y, y);
  sum(z).backward(Tensor(), /*retain_graph=*/true);
  EXPECT_EQ(y.grad().to_double_vector(), (std::vector<double>{4, 8, 12}));  // dz/dy = 2y
  EXPECT_FALSE(z.grad().defined());
  sum(mul(y, Scalar(1.0))).backward();
  EXPECT_EQ(y.grad().to_double_vector(), (std::vector<double>{5, 9, 13}));
  Tensor u = mul(w, Scalar(1.0));
  u.retain_grad();
  add_(u, Scalar(1.0));  // u's grad_fn moves to AddBackward0
  sum(mul(u, Scalar(3.0))).backward();
  EXPECT_EQ(u.grad().to_double_vector(), (std::vector<double>{3, 3, 3}));
  {
    Tensor v = mul(w, Scalar(1.0));
    v.retain_grad();
    Tensor keep = mul(v, Scalar(1.0));
    v = Tensor();  // dies while its node lives on in keep's graph
    sum(keep).backward();
  }
  Tensor leaf = ones({2}).requires_grad_(true);
  leaf.retain_grad();  // no-op on leaves
  EXPECT_FALSE(leaf.retains_grad());
}

TEST(Autograd, CopyIsDifferentiable) {
  Tensor src = from_vector(std::vector<double>{1, 2}, {2}).requires_grad_(true);
  Tensor dst = zeros({3, 2}, ScalarType::Float64);
  copy_(dst, src);
  ASSERT_TRUE(dst.requires_grad());
  EXPECT_STREQ(dst.grad_fn()->name(), "CopyBackwards");
  sum(mul(dst, dst)).backward();
  EXPECT_EQ(src.grad().to_double_vector(), (std::vector<double>{6, 12}));
}

TEST(Autograd, NoGradAndDetach) {
  Tensor w = ones({2}).requires_grad_(true);
  {
    ag::NoGradGuard g;
    EXPECT_FALSE(mul(w, w).requires_grad());
  }
  EXPECT_FALSE(detach(w).requires_grad());
  EXPECT_TRUE(mul(w, w).requires_grad());
}

TEST(Autograd, InplaceModificationOfSavedTensorRaises) {
  Tensor w = ones({2}).requires_grad_(true);
  Tensor a = mul(w, Scalar(1.0));
  Tensor b = exp(a);  // saves its output
  add_(b, Scalar(1.0));
  try {
    sum(b).backward();
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(e.message().find("modified by an inplace operation"), std::string::npos);
  }
}

TEST(Autograd, LeafInplaceAndNoDerivativeRaise) {
  Tensor w = ones({2}).requires_grad_(true);
  EXPECT_THROW(add_(w, Scalar(1.0)), Error);
  try {
    floor_divide(w, Scalar(2.0));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotImplementedError);
  }
}

TEST(Autograd, CrossEntropyTrainingStepMatchesTorch) {
  // torch: x=[[1,2,3],[1,1,1]] (requires_grad), target=[2,0]; cross_entropy(x,t).backward()
  Tensor x = from_vector(std::vector<float>{1, 2, 3, 1, 1, 1}, {2, 3}).requires_grad_(true);
  cross_entropy(x, from_vector(std::vector<int64_t>{2, 0}, {2})).backward();
  std::vector<double> want = {0.0450153, 0.1223642, -0.1673795, -0.3333333, 0.1666667, 0.1666667};
  auto got = x.grad().to_double_vector();
  for (size_t i = 0; i < 6; ++i) EXPECT_NEAR(got[i], want[i], 1e-6);
}

TEST(Optim, AdamMatchesTorchFormula) {
  // torch.optim.Adam([p], lr=0.1) with p=[1,-2], grad=[0.5,0.25], two steps -> p=[0.8, -2.2]
  Tensor p = from_vector(std::vector<float>{1, -2}, {2}).requires_grad_(true);
  Tensor m = zeros({2}), v = zeros({2});
  p.set_grad(from_vector(std::vector<float>{0.5, 0.25}, {2}));
  adam_step({p}, {m}, {v}, 0.1, 0.9, 0.999, 1e-8, 1);
  adam_step({p}, {m}, {v}, 0.1, 0.9, 0.999, 1e-8, 2);
  auto got = p.to_double_vector();
  EXPECT_NEAR(got[0], 0.8, 1e-5);
  EXPECT_NEAR(got[1], -2.2, 1e-5);
}
