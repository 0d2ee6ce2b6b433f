// Ops and gradients against PyTorch 1.13: reads tests/ml/fixtures/<op>.txt (written by
// tests/ml/gen_fixtures.py; the format is described there), runs each case through the
// C++ tensor API, and compares the output and the gradients of sum(output * gout) with
// the op's tolerance. Every fixture file must have an entry in ops() below, so a new
// fixture cannot be silently skipped.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

#include "tensor/ops.h"

using namespace tp::tensor;
namespace fs = std::filesystem;

namespace {

struct Case {
  std::string op, name;
  std::vector<Tensor> in;
  Tensor gout, out;
  std::vector<Tensor> grads;
  double rtol = 0, atol = 0;
};

Tensor read_tensor(std::istream& is) {
  std::string kind;
  int64_t ndim, numel;
  is >> kind >> ndim;
  Shape sizes(static_cast<size_t>(ndim));
  for (auto& s : sizes) is >> s;
  is >> numel;
  if (kind == "int") {
    std::vector<int64_t> v(static_cast<size_t>(numel));
    for (auto& x : v) is >> x;
    return from_vector(v, sizes);
  }
  std::vector<float> v(static_cast<size_t>(numel));
  for (auto& x : v) {
    std::string tok;  // "nan"/"inf" parse through strtod
    is >> tok;
    x = std::strtof(tok.c_str(), nullptr);
  }
  return from_vector(v, sizes);
}

fs::path fixture_dir() { return fs::path(__FILE__).parent_path() / ".." / ".." / "ml" / "fixtures"; }

std::vector<Case> read_cases(const fs::path& file) {
  std::ifstream f(file);
  std::vector<Case> cases;
  std::string tok;
  Case c;
  c.op = file.stem().string();
  while (f >> tok) {
    if (tok == "#") {
      std::getline(f, tok);
    } else if (tok == "case") {
      f >> c.name;
    } else if (tok == "tensor") {
      std::string role;
      f >> role;
      Tensor t = read_tensor(f);
      if (role == "in") c.in.push_back(t);
      else if (role == "gout") c.gout = t;
      else if (role == "out") c.out = t;
      else c.grads.push_back(t);
    } else if (tok == "tol") {
      f >> c.rtol >> c.atol;
    } else if (tok == "end") {
      cases.push_back(c);
      c = Case{};
      c.op = file.stem().string();
    }
  }
  return cases;
}

using V = const std::vector<Tensor>&;
std::map<std::string, std::function<Tensor(V)>> ops() {
  std::map<std::string, std::function<Tensor(V)>> m;
  m["add"] = [](V x) { return add(x[0], x[1]); };
  m["sub"] = [](V x) { return sub(x[0], x[1]); };
  m["mul"] = [](V x) { return mul(x[0], x[1]); };
  m["div"] = [](V x) { return div(x[0], x[1]); };
  m["pow"] = [](V x) { return pow(x[0], x[1]); };
  m["exp"] = [](V x) { return exp(x[0]); };
  m["log"] = [](V x) { return log(x[0]); };
  m["sqrt"] = [](V x) { return sqrt(x[0]); };
  m["tanh"] = [](V x) { return tanh(x[0]); };
  m["sigmoid"] = [](V x) { return sigmoid(x[0]); };
  m["relu"] = [](V x) { return relu(x[0]); };
  m["gelu"] = [](V x) { return gelu(x[0]); };
  m["silu"] = [](V x) { return silu(x[0]); };
  m["sum_dim"] = [](V x) { return sum(x[0], {1}, true); };
  m["mean_dims"] = [](V x) { return mean(x[0], {0, 2}); };
  m["amax"] = [](V x) { return amax(x[0], {1}); };
  m["softmax"] = [](V x) { return softmax(x[0], 1); };
  m["log_softmax"] = [](V x) { return log_softmax(x[0], 1); };
  m["matmul"] = [](V x) { return matmul(x[0], x[1]); };
  m["linear"] = [](V x) { return linear(x[0], x[1], x[2]); };
  m["conv2d"] = [](V x) {
    Conv2dOptions o;
    const int64_t H = x[0].size(2), k = x[1].size(2), C = x[1].size(1);
    if (k == 5) o.padding_h = o.padding_w = 2;        // case pad2
    else if (H == 7 && C == 3) {                      // case stride2_pad1
      o.stride_h = o.stride_w = 2;
      o.padding_h = o.padding_w = 1;
    }
    return conv2d(x[0], x[1], x[2], o);
  };
  m["max_pool2d"] = [](V x) {
    return x[0].size(2) == 7 ? max_pool2d(x[0], 3, 3, 2, 2, 1, 1) : max_pool2d(x[0], 2, 2);
  };
  m["avg_pool2d"] = [](V x) { return avg_pool2d(x[0], 2, 2); };
  m["cross_entropy"] = [](V x) { return cross_entropy(x[0], x[1]); };
  m["mse_loss"] = [](V x) { return mse_loss(x[0], x[1]); };
  m["layer_norm"] = [](V x) { return layer_norm(x[0], {x[0].size(-1)}, x[1], x[2]); };
  return m;
}

void expect_close(const Tensor& got, const Tensor& want, double rtol, double atol, const std::string& what) {
  ASSERT_TRUE(got.defined()) << what << ": undefined";
  ASSERT_EQ(got.sizes(), want.sizes()) << what;
  auto g = got.to_double_vector(), w = want.to_double_vector();
  for (size_t i = 0; i < g.size(); ++i) {
    if (std::isnan(w[i])) {
      EXPECT_TRUE(std::isnan(g[i])) << what << " at " << i;
      continue;
    }
    // float32 on both sides: allow a few ulps on top of the op's tolerance.
    double tol = atol + rtol * std::abs(w[i]) + 4 * std::abs(w[i]) * 1.2e-7;
    ASSERT_NEAR(g[i], w[i], tol) << what << " at " << i;
  }
}

}  // namespace

TEST(PyTorchFixtures, OpsAndGradientsMatch) {
  auto table = ops();
  int files = 0, cases = 0;
  ASSERT_TRUE(fs::exists(fixture_dir())) << fixture_dir();
  for (const auto& entry : fs::directory_iterator(fixture_dir())) {
    if (entry.path().extension() != ".txt") continue;
    ++files;
    const std::string op = entry.path().stem().string();
    ASSERT_TRUE(table.count(op)) << "no C++ mapping for fixture " << op;
    for (Case& c : read_cases(entry.path())) {
      ++cases;
      const std::string what = op + "/" + c.name;
      std::vector<Tensor> in;
      for (Tensor t : c.in) in.push_back(is_floating(t.dtype()) ? t.requires_grad_(true) : t);
      Tensor out = table[op](in);
      expect_close(out, c.out, c.rtol, c.atol, what + " output");
      out.backward(c.gout);
      size_t gi = 0;
      for (const Tensor& t : in)
        if (is_floating(t.dtype())) {
          ASSERT_LT(gi, c.grads.size()) << what;
          expect_close(t.grad(), c.grads[gi], std::max(c.rtol, 1e-5), std::max(c.atol, 1e-6),
                       what + " grad of input " + std::to_string(gi));
          ++gi;
        }
    }
  }
  EXPECT_GE(files, 20);
  EXPECT_GE(cases, 30);
}
