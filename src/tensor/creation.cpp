// Factory functions: zeros, ones, full, *_like, arange, linspace, eye.
#include <cmath>
#include <cstring>

#include "tensor/ops.h"

namespace tp::tensor {

Tensor zeros(const Shape& s, ScalarType dt) {
  Tensor t = empty(s, dt);
  if (t.nbytes()) std::memset(t.data_ptr(), 0, t.nbytes());
  return t;
}
Tensor ones(const Shape& s, ScalarType dt) { return full(s, Scalar(int64_t(1)), dt); }
Tensor full(const Shape& s, const Scalar& v, std::optional<ScalarType> dt) {
  Tensor t = empty(s, dt ? *dt : v.default_dtype());
  return fill_(t, v);
}
Tensor zeros_like(const Tensor& t) { return zeros(t.sizes(), t.dtype()); }
Tensor ones_like(const Tensor& t) { return ones(t.sizes(), t.dtype()); }
Tensor full_like(const Tensor& t, const Scalar& v) { return full(t.sizes(), v, t.dtype()); }

Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype) {
  bool all_int = !start.is_floating() && !end.is_floating() && !step.is_floating();
  ScalarType dt = dtype ? *dtype : (all_int ? ScalarType::Int64 : kDefaultFloat);
  double s = start.to_double(), e = end.to_double(), st = step.to_double();
  if (st == 0) fail(ErrorKind::RuntimeError, "arange: step must be nonzero");
  if ((st > 0 && e < s) || (st < 0 && e > s))
    fail(ErrorKind::RuntimeError, "arange: upper bound and larger bound inconsistent with step sign");
  int64_t n = all_int ? (end.to_int() - start.to_int() + step.to_int() + (step.to_int() > 0 ? -1 : 1)) / step.to_int()
                      : static_cast<int64_t>(std::ceil((e - s) / st));
  Tensor t = empty({std::max<int64_t>(n, 0)}, dt);
  TP_DISPATCH_ALL(dt, "arange", [&] {
    scalar_t* p = static_cast<scalar_t*>(t.data_ptr());
    for (int64_t i = 0; i < n; ++i)
      p[i] = all_int ? static_cast<scalar_t>(start.to_int() + i * step.to_int()) : static_cast<scalar_t>(s + static_cast<double>(i) * st);
  });
  return t;
}

Tensor linspace(double start, double end, int64_t steps, ScalarType dt) {
  if (steps < 0) fail(ErrorKind::RuntimeError, "linspace: number of steps must be non-negative");
  Tensor t = empty({steps}, dt);
  const double step = steps > 1 ? (end - start) / static_cast<double>(steps - 1) : 0.0;
  const int64_t half = steps / 2;
  TP_DISPATCH_ALL(dt, "linspace", [&] {
    scalar_t* p = static_cast<scalar_t*>(t.data_ptr());
    if constexpr (std::is_same_v<scalar_t, Half> || std::is_same_v<scalar_t, BF16>) {
      // As torch's 16-bit arithmetic: start, end, step and each product rounded to scalar_t.
      using T = scalar_t;
      const T s0 = static_cast<T>(start), s1 = static_cast<T>(end);
      const T st = steps > 1 ? T(float(T(float(s1) - float(s0))) / float(T(float(steps - 1)))) : T(0.0f);
      for (int64_t i = 0; i < steps; ++i)
        p[i] = i < half ? T(float(s0) + float(T(float(st) * float(T(float(i))))))
                        : T(float(s1) - float(T(float(st) * float(T(float(steps - i - 1))))));
      return;
    }
    // As torch: the first half counts up from start, the second half down from end.
    for (int64_t i = 0; i < steps; ++i)
      p[i] = static_cast<scalar_t>(i < half ? start + step * static_cast<double>(i)
                                            : end - step * static_cast<double>(steps - i - 1));
  });
  return t;
}

Tensor eye(int64_t n, std::optional<int64_t> m0, ScalarType dt) {
  int64_t m = m0.value_or(n);
  if (n < 0 || m < 0) fail(ErrorKind::RuntimeError, "eye: n and m must be non-negative");
  Tensor t = zeros({n, m}, dt);
  TP_DISPATCH_ALL(dt, "eye", [&] {
    scalar_t* p = static_cast<scalar_t*>(t.data_ptr());
    for (int64_t i = 0; i < std::min(n, m); ++i) p[i * m + i] = static_cast<scalar_t>(1);
  });
  return t;
}

}  // namespace tp::tensor
