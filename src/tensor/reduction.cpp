// Reductions: sum, mean, prod, max/min (all, amax/amin, with dim -> values+indices),
// argmax/argmin, var/std, sum_to. Reduced dims are permuted last and made contiguous, so
// every kernel reduces rows of a [outer, inner] matrix.
#include <cmath>
#include <limits>
#include <numeric>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "backends/cpu/reduce.h"
#include "tensor/ops.h"

namespace tp::tensor {

using autograd::record;

namespace {

struct Rows {
  Tensor data;      // contiguous [outer, inner]
  int64_t outer = 1, inner = 1;
  Shape out_shape;  // the result's shape (keepdim applied)
  std::vector<int64_t> dims;  // reduced dims, wrapped, sorted
};

// The reduction's shape: dims wrapped and sorted, outer/inner sizes, the result's shape,
// and the permutation that puts the reduced dims last; `data` is left undefined.
Rows plan_rows(const Tensor& a, std::vector<int64_t> dims, bool keepdim, const char* op, std::vector<int64_t>& perm) {
  int64_t nd = a.dim();
  if (dims.empty())
    for (int64_t d = 0; d < nd; ++d) dims.push_back(d);
  std::vector<bool> red(std::max<int64_t>(nd, 1), false);
  for (int64_t& d : dims) {
    int64_t n = std::max<int64_t>(nd, 1);
    if (d < -n || d >= n)
      fail(ErrorKind::IndexError, std::string(op) + ": Dimension out of range (expected to be in range of [" +
                                      std::to_string(-n) + ", " + std::to_string(n - 1) + "], but got " +
                                      std::to_string(d) + ")");
    if (d < 0) d += n;
    red[d] = true;
  }
  std::sort(dims.begin(), dims.end());
  Rows r;
  r.dims = dims;
  for (int64_t d = 0; d < nd; ++d)
    if (!red[d]) {
      perm.push_back(d);
      r.outer *= a.size(d);
      r.out_shape.push_back(a.size(d));
    } else if (keepdim) {
      r.out_shape.push_back(1);
    }
  if (keepdim) {
    r.out_shape.clear();
    for (int64_t d = 0; d < nd; ++d) r.out_shape.push_back(red[d] ? 1 : a.size(d));
  }
  for (int64_t d = 0; d < nd; ++d)
    if (red[d]) {
      perm.push_back(d);
      r.inner *= a.size(d);
    }
  return r;
}

Rows to_rows(const Tensor& a, std::vector<int64_t> dims, bool keepdim, const char* op) {
  autograd::NoGradGuard g;
  std::vector<int64_t> perm;
  Rows r = plan_rows(a, std::move(dims), keepdim, op, perm);
  r.data = contiguous(a.dim() ? permute(a, perm) : a);
  return r;
}

// Sums of the reduced elements in double, straight from a contiguous float32/float64
// tensor whose reduced dims are one run of adjacent dims (the tensor seen as [A, R, B]:
// backends/cpu/reduce.h); empty when the tensor does not qualify (the caller then permutes
// and copies). `r` is plan_rows' result.
std::vector<double> block_sums(const Tensor& a, const Rows& r) {
  const ScalarType t = a.dtype();
  if ((t != ScalarType::Float32 && t != ScalarType::Float64) || !a.is_contiguous() || r.outer * r.inner == 0)
    return {};
  for (size_t i = 1; i < r.dims.size(); ++i)
    if (r.dims[i] != r.dims[i - 1] + 1) return {};
  int64_t A = 1, B = 1;
  if (a.dim()) {
    for (int64_t d = 0; d < r.dims.front(); ++d) A *= a.size(d);
    for (int64_t d = r.dims.back() + 1; d < a.dim(); ++d) B *= a.size(d);
  }
  std::vector<double> y(static_cast<size_t>(A * B));
  if (t == ScalarType::Float32) cpu::sum_blocks_f32(a.data<float>(), y.data(), A, r.inner, B);
  else cpu::sum_blocks_f64(a.data<double>(), y.data(), A, r.inner, B);
  return y;
}

template <class T, class Acc, class F>
Tensor reduce_rows(const Rows& r, ScalarType out_type, Acc init, F f) {
  Tensor out = empty(r.out_shape, out_type);
  TP_DISPATCH_ALL(out_type, "reduce", [&] {
    const T* p = static_cast<const T*>(r.data.data_ptr());
    scalar_t* o = static_cast<scalar_t*>(out.data_ptr());
    for (int64_t i = 0; i < r.outer; ++i) {
      Acc acc = init;
      const T* row = p + i * r.inner;
      for (int64_t j = 0; j < r.inner; ++j) acc = f(acc, row[j]);
      o[i] = static_cast<scalar_t>(acc);
    }
  });
  return out;
}

// Index of the max (greater=true) or min along rows; NaN wins as in torch.
template <class T>
void arg_rows(const Rows& r, bool greater, Tensor* values, Tensor* indices) {
  if (r.inner == 0) fail(ErrorKind::IndexError, "max(): Expected reduction dim to be specified for input.numel() == 0.");
  const T* p = static_cast<const T*>(r.data.data_ptr());
  int64_t* oi = indices ? indices->data<int64_t>() : nullptr;
  T* ov = values ? static_cast<T*>(values->data_ptr()) : nullptr;
  for (int64_t i = 0; i < r.outer; ++i) {
    const T* row = p + i * r.inner;
    int64_t best = 0;
    for (int64_t j = 1; j < r.inner; ++j) {
      T v = row[j], b = row[best];
      if (b != b) break;
      if (v != v || (greater ? v > b : v < b)) best = j;
    }
    if (oi) oi[i] = best;
    if (ov) ov[i] = row[best];
  }
}

ScalarType sum_type(ScalarType t) { return is_integral(t, true) ? ScalarType::Int64 : t; }

}  // namespace

Tensor sum(const Tensor& a, const std::vector<int64_t>& dims, bool keepdim, std::optional<ScalarType> dtype) {
  std::vector<int64_t> perm;
  Rows r = plan_rows(a, dims, keepdim, "sum", perm);
  ScalarType ot = dtype ? *dtype : sum_type(a.dtype());
  Tensor out;
  if (std::vector<double> y = block_sums(a, r); !y.empty()) {
    out = empty(r.out_shape, ot);
    TP_DISPATCH_ALL(ot, "sum", [&] {
      scalar_t* o = static_cast<scalar_t*>(out.data_ptr());
      for (size_t i = 0; i < y.size(); ++i) o[i] = static_cast<scalar_t>(y[i]);
    });
  } else {
    r = to_rows(a, dims, keepdim, "sum");
    out = TP_DISPATCH_ALL(a.dtype(), "sum", [&] {
      using Acc = std::conditional_t<::tp::tensor::is_float_v<scalar_t>, double, int64_t>;
      return reduce_rows<scalar_t, Acc>(r, ot, Acc(0), [](Acc s, scalar_t v) { return s + static_cast<Acc>(v); });
    });
  }
  if (auto n = record(OpId::sum, {a}, out)) {
    if (dims.empty()) n->name_override = "SumBackward0";  // torch's overload without dim
    n->ints = r.dims;
    n->ints.push_back(keepdim);
  }
  return out;
}

Tensor mean(const Tensor& a0, const std::vector<int64_t>& dims, bool keepdim) {
  // Integer and bool inputs average in float32 (torch raises; the original's int-literal
  // scripts need it, as var/std already do). docs/ml.md lists this.
  const Tensor a = is_floating(a0.dtype()) ? a0 : to(a0, kDefaultFloat);
  std::vector<int64_t> perm;
  Rows r = plan_rows(a, dims, keepdim, "mean", perm);
  const std::vector<double> y = block_sums(a, r);
  if (y.empty()) r = to_rows(a, dims, keepdim, "mean");
  Tensor out = TP_DISPATCH_FLOAT(a.dtype(), "mean", [&] {
    const double inv = r.inner ? 1.0 / static_cast<double>(r.inner) : NAN;
    Tensor s;
    if (!y.empty()) {
      s = empty(r.out_shape, a.dtype());
      scalar_t* p = static_cast<scalar_t*>(s.data_ptr());
      for (size_t i = 0; i < y.size(); ++i) p[i] = static_cast<scalar_t>(y[i] * inv);
      return s;
    }
    s = reduce_rows<scalar_t, double>(r, a.dtype(), 0.0, [](double acc, scalar_t v) { return acc + v; });
    scalar_t* p = static_cast<scalar_t*>(s.data_ptr());
    for (int64_t i = 0; i < s.numel(); ++i) p[i] = static_cast<scalar_t>(p[i] * inv);
    return s;
  });
  if (auto n = record(OpId::mean, {a}, out)) {
    if (dims.empty()) n->name_override = "MeanBackward0";  // torch's overload without dim
    n->ints = r.dims;
    n->ints.push_back(keepdim);
    n->ints.push_back(r.inner);
  }
  return out;
}

Tensor prod(const Tensor& a, std::optional<int64_t> dim, bool keepdim) {
  Rows r = dim ? to_rows(a, {*dim}, keepdim, "prod") : to_rows(a, {}, false, "prod");
  ScalarType ot = sum_type(a.dtype());
  Tensor out = TP_DISPATCH_ALL(a.dtype(), "prod", [&] {
    using Acc = std::conditional_t<::tp::tensor::is_float_v<scalar_t>, double, int64_t>;
    return reduce_rows<scalar_t, Acc>(r, ot, Acc(1), [](Acc s, scalar_t v) { return s * static_cast<Acc>(v); });
  });
  if (auto n = record(OpId::prod, {a}, out)) {
    n->save(a);
    n->save(out, true);
    n->ints = r.dims;
    n->ints.push_back(dim ? keepdim : 0);
  }
  return out;
}

Tensor amax(const Tensor& a, const std::vector<int64_t>& dims, bool keepdim) {
  Rows r = to_rows(a, dims, keepdim, "amax");
  if (r.inner == 0) fail(ErrorKind::RuntimeError, "amax(): Expected reduction dim to be specified for input.numel() == 0.");
  Tensor out = TP_DISPATCH_ALL(a.dtype(), "amax", [&] {
    return reduce_rows<scalar_t, scalar_t>(r, a.dtype(), std::numeric_limits<scalar_t>::lowest(),
                                           [](scalar_t m, scalar_t v) { return (v != v || v > m) ? v : m; });
  });
  if (auto n = record(OpId::amax, {a}, out)) {
    n->save(a);
    n->save(out, true);
    n->ints = r.dims;
    n->ints.push_back(keepdim);
  }
  return out;
}

Tensor amin(const Tensor& a, const std::vector<int64_t>& dims, bool keepdim) {
  Rows r = to_rows(a, dims, keepdim, "amin");
  if (r.inner == 0) fail(ErrorKind::RuntimeError, "amin(): Expected reduction dim to be specified for input.numel() == 0.");
  Tensor out = TP_DISPATCH_ALL(a.dtype(), "amin", [&] {
    return reduce_rows<scalar_t, scalar_t>(r, a.dtype(), std::numeric_limits<scalar_t>::max(),
                                           [](scalar_t m, scalar_t v) { return (v != v || v < m) ? v : m; });
  });
  if (auto n = record(OpId::amin, {a}, out)) {
    n->save(a);
    n->save(out, true);
    n->ints = r.dims;
    n->ints.push_back(keepdim);
  }
  return out;
}

Tensor max(const Tensor& a) {
  if (a.numel() == 0) fail(ErrorKind::RuntimeError, "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.");
  return amax(a, {}, false);
}
Tensor min(const Tensor& a) {
  if (a.numel() == 0) fail(ErrorKind::RuntimeError, "min(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.");
  return amin(a, {}, false);
}

static std::pair<Tensor, Tensor> max_min_dim(const Tensor& a, int64_t dim, bool keepdim, bool greater) {
  Rows r = to_rows(a, {dim}, keepdim, greater ? "max" : "min");
  Tensor values = empty(r.out_shape, a.dtype()), indices = empty(r.out_shape, ScalarType::Int64);
  TP_DISPATCH_ALL(a.dtype(), "max", [&] { arg_rows<scalar_t>(r, greater, &values, &indices); });
  if (auto n = record(greater ? OpId::max_dim : OpId::min_dim, {a}, values)) {
    n->save(indices);
    n->ints = {r.dims[0], keepdim ? 1 : 0};
  }
  return {values, indices};
}

std::pair<Tensor, Tensor> max(const Tensor& a, int64_t dim, bool keepdim) { return max_min_dim(a, dim, keepdim, true); }
std::pair<Tensor, Tensor> min(const Tensor& a, int64_t dim, bool keepdim) { return max_min_dim(a, dim, keepdim, false); }

static Tensor arg_reduce(const Tensor& a, std::optional<int64_t> dim, bool keepdim, bool greater) {
  Rows r = dim ? to_rows(a, {*dim}, keepdim, greater ? "argmax" : "argmin")
               : to_rows(reshape(a, {-1}), {}, false, greater ? "argmax" : "argmin");
  if (!dim && keepdim) r.out_shape = Shape(a.dim(), 1);
  Tensor indices = empty(r.out_shape, ScalarType::Int64);
  TP_DISPATCH_ALL(a.dtype(), "argmax", [&] { arg_rows<scalar_t>(r, greater, nullptr, &indices); });
  return indices;
}

Tensor argmax(const Tensor& a, std::optional<int64_t> dim, bool keepdim) { return arg_reduce(a, dim, keepdim, true); }
Tensor argmin(const Tensor& a, std::optional<int64_t> dim, bool keepdim) { return arg_reduce(a, dim, keepdim, false); }

Tensor var(const Tensor& a, const std::vector<int64_t>& dims, bool unbiased, bool keepdim) {
  Rows r = to_rows(a, dims, keepdim, "var");
  ScalarType t = is_floating(a.dtype()) ? a.dtype() : kDefaultFloat;
  Tensor out = empty(r.out_shape, t);
  TP_DISPATCH_ALL(a.dtype(), "var", [&] {
    const scalar_t* p = static_cast<const scalar_t*>(r.data.data_ptr());
    for (int64_t i = 0; i < r.outer; ++i) {
      double m = 0, s = 0;
      const scalar_t* row = p + i * r.inner;
      for (int64_t j = 0; j < r.inner; ++j) m += static_cast<double>(row[j]);
      m /= static_cast<double>(r.inner);
      for (int64_t j = 0; j < r.inner; ++j) s += (row[j] - m) * (row[j] - m);
      // no elements: nan (not s / -1 = -0), as torch
      double v = r.inner == 0 ? NAN : s / static_cast<double>(r.inner - (unbiased ? 1 : 0));
      if (t == ScalarType::Float32) out.data<float>()[i] = static_cast<float>(v);
      else out.data<double>()[i] = v;
    }
  });
  if (auto n = record(OpId::var, {a}, out)) {
    n->save(a);
    n->ints = r.dims;
    n->ints.push_back(keepdim);
    n->ints.push_back(unbiased);
  }
  return out;
}

Tensor std(const Tensor& a, const std::vector<int64_t>& dims, bool unbiased, bool keepdim) {
  Tensor v = var(a, dims, unbiased, keepdim);
  if (!v.requires_grad()) return sqrt(v);
  // As torch's std_backward, the gradient is 0 where std is 0 (sqrt's would be inf, and
  // inf * 0 = nan through var): Note [Masked singular gradient], reduction_composite.cpp.
  Tensor zero = eq(v, Scalar(0.0));
  return where(zero, zeros_like(v), sqrt(where(zero, ones_like(v), v)));
}

Tensor sum_to(const Tensor& t, const Shape& shape) {
  if (t.sizes() == shape) return t;
  int64_t lead = t.dim() - static_cast<int64_t>(shape.size());
  if (lead < 0) fail(ErrorKind::RuntimeError, "sum_to: cannot sum " + shape_str(t.sizes()) + " to " + shape_str(shape));
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < lead; ++d) dims.push_back(d);
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] == 1 && t.size(lead + static_cast<int64_t>(i)) != 1) dims.push_back(lead + static_cast<int64_t>(i));
  Tensor s = dims.empty() ? t : sum(t, dims, true);
  return reshape(s, shape);
}

}  // namespace tp::tensor
