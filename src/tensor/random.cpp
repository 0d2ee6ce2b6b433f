// The default random generator (manual_seed), random factories and the in-place
// initialisers nn layers use (uniform_, normal_, kaiming_uniform_, reset_parameters).
#include <cmath>
#include <mutex>
#include <random>

#include "autograd/grad_mode.h"
#include "autograd/view_inplace.h"
#include "tensor/ops.h"

namespace tp::tensor {

namespace {
std::mutex g_mutex;
std::mt19937_64& generator() {
  static std::mt19937_64 gen(67280421310721ULL);
  return gen;
}
// U[0,1) with 24 (float) or 53 (double) random bits, as torch's CPU generator.
double uniform01(std::mt19937_64& g, bool dbl) {
  uint64_t x = g();
  return dbl ? static_cast<double>(x >> 11) * 0x1.0p-53 : static_cast<double>(x >> 40) * 0x1.0p-24;
}
}  // namespace

void manual_seed(uint64_t seed) {
  std::lock_guard<std::mutex> lock(g_mutex);
  generator().seed(seed);
}

Tensor& uniform_(Tensor& t, double lo, double hi) {
  if (!is_floating(t.dtype())) fail(ErrorKind::TypeError, "uniform_: expected a floating tensor");
  // The new value ignores the old one (Note [Views and in-place ops]).
  const bool grad = autograd::should_record({&t});
  autograd::check_inplace(t, grad);
  Ref<autograd::Node> fn = grad ? autograd::make_node(OpId::uniform_, {t}) : Ref<autograd::Node>();
  std::lock_guard<std::mutex> lock(g_mutex);
  auto& g = generator();
  bool dbl = t.dtype() == ScalarType::Float64;
  Tensor c = t.is_contiguous() ? t : empty(t.sizes(), t.dtype());
  TP_DISPATCH_FLOAT(t.dtype(), "uniform_", [&] {
    scalar_t* p = static_cast<scalar_t*>(c.data_ptr());
    for (int64_t i = 0, n = c.numel(); i < n; ++i) {
      scalar_t v = static_cast<scalar_t>(lo + (hi - lo) * uniform01(g, dbl));
      p[i] = v < static_cast<scalar_t>(hi) ? v : static_cast<scalar_t>(lo);
    }
  });
  if (!c.is_same(t)) {
    autograd::NoGradGuard ng;
    copy_(t, c);
  }
  t.bump_version();
  if (fn) autograd::rebase_history(t, std::move(fn));
  return t;
}

Tensor& normal_(Tensor& t, double mean, double stdv) {
  if (!is_floating(t.dtype())) fail(ErrorKind::TypeError, "normal_: expected a floating tensor");
  // The new value ignores the old one (Note [Views and in-place ops]).
  const bool grad = autograd::should_record({&t});
  autograd::check_inplace(t, grad);
  Ref<autograd::Node> fn = grad ? autograd::make_node(OpId::normal_, {t}) : Ref<autograd::Node>();
  std::lock_guard<std::mutex> lock(g_mutex);
  auto& g = generator();
  Tensor c = t.is_contiguous() ? t : empty(t.sizes(), t.dtype());
  TP_DISPATCH_FLOAT(t.dtype(), "normal_", [&] {
    scalar_t* p = static_cast<scalar_t*>(c.data_ptr());
    for (int64_t i = 0, n = c.numel(); i < n; i += 2) {  // Box-Muller, two at a time
      double u1 = 1.0 - uniform01(g, true), u2 = uniform01(g, true);
      double r = std::sqrt(-2.0 * std::log(u1));
      p[i] = static_cast<scalar_t>(mean + stdv * r * std::cos(2 * M_PI * u2));
      if (i + 1 < n) p[i + 1] = static_cast<scalar_t>(mean + stdv * r * std::sin(2 * M_PI * u2));
    }
  });
  if (!c.is_same(t)) {
    autograd::NoGradGuard ng;
    copy_(t, c);
  }
  t.bump_version();
  if (fn) autograd::rebase_history(t, std::move(fn));
  return t;
}

Tensor rand(const Shape& s, ScalarType dt) {
  Tensor t = empty(s, dt);
  return uniform_(t, 0.0, 1.0);
}
Tensor randn(const Shape& s, ScalarType dt) {
  Tensor t = empty(s, dt);
  return normal_(t, 0.0, 1.0);
}

Tensor randint(int64_t low, int64_t high, const Shape& s, ScalarType dt) {
  if (low >= high) fail(ErrorKind::RuntimeError, "random_ expects 'from' to be less than 'to', but got from=" +
                                                     std::to_string(low) + " >= to=" + std::to_string(high));
  Tensor t = empty(s, dt);
  std::lock_guard<std::mutex> lock(g_mutex);
  auto& g = generator();
  uint64_t range = static_cast<uint64_t>(high - low);
  TP_DISPATCH_ALL(dt, "randint", [&] {
    scalar_t* p = static_cast<scalar_t*>(t.data_ptr());
    for (int64_t i = 0, n = t.numel(); i < n; ++i) p[i] = static_cast<scalar_t>(low + static_cast<int64_t>(g() % range));
  });
  return t;
}

Tensor randperm(int64_t n, ScalarType dt) {
  if (n < 0) fail(ErrorKind::RuntimeError, "randperm: n must be non-negative, got " + std::to_string(n));
  std::vector<int64_t> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[i] = i;
  {
    std::lock_guard<std::mutex> lock(g_mutex);
    auto& g = generator();
    for (int64_t i = n - 1; i > 0; --i) std::swap(v[i], v[g() % static_cast<uint64_t>(i + 1)]);
  }
  return to(from_vector(v, {n}), dt);
}

int64_t fan_in(const Tensor& w) {
  if (w.dim() < 2)
    fail(ErrorKind::ValueError, "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions");
  int64_t f = w.size(1);
  for (int64_t d = 2; d < w.dim(); ++d) f *= w.size(d);
  return f;
}

Tensor& kaiming_uniform_(Tensor& w, double a) {
  double gain = std::sqrt(2.0 / (1.0 + a * a));
  double bound = std::sqrt(3.0) * gain / std::sqrt(static_cast<double>(fan_in(w)));
  autograd::NoGradGuard ng;
  return uniform_(w, -bound, bound);
}

void reset_parameters(Tensor& weight, Tensor* bias) {
  kaiming_uniform_(weight, std::sqrt(5.0));
  if (bias && bias->defined()) {
    int64_t f = fan_in(weight);
    double bound = f > 0 ? 1.0 / std::sqrt(static_cast<double>(f)) : 0.0;
    uniform_(*bias, -bound, bound);
  }
}

}  // namespace tp::tensor
