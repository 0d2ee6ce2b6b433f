// softmax, log_softmax, nll_loss (primitives) and the compositions built on them and on
// the elementwise/reduction ops: cross_entropy, mse_loss, binary_cross_entropy,
// layer_norm, batch_norm, dropout, embedding, one_hot.
#include <cmath>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "backends/cpu/vector_ops.h"
#include "tensor/ops.h"

namespace tp::tensor {

using autograd::record;

namespace {
int64_t wrap(int64_t d, int64_t nd) {
  int64_t n = std::max<int64_t>(nd, 1);
  if (d < -n || d >= n) fail(ErrorKind::IndexError, "Dimension out of range (expected to be in range of [" +
                                                        std::to_string(-n) + ", " + std::to_string(n - 1) +
                                                        "], but got " + std::to_string(d) + ")");
  return d < 0 ? d + n : d;
}

// (log_)softmax over `dim` of a contiguous tensor viewed as [outer, len, inner].
template <class T>
void softmax_kernel(const T* x, T* y, int64_t outer, int64_t len, int64_t inner, bool log) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      const T* xs = x + o * len * inner + i;
      T* ys = y + o * len * inner + i;
      T m = -INFINITY;
      for (int64_t k = 0; k < len; ++k) m = std::max(m, xs[k * inner]);
      double s = 0;
      for (int64_t k = 0; k < len; ++k) s += std::exp(static_cast<double>(xs[k * inner] - m));
      if (log) {
        // (x - max) - log(sum): adding max to log(sum) first would round the log away
        // when |max| is large (log_softmax([1e8, 1e8]) must be -log 2, as torch's).
        const T log_s = static_cast<T>(std::log(s));
        for (int64_t k = 0; k < len; ++k) ys[k * inner] = (xs[k * inner] - m) - log_s;
      } else {
        const double inv = 1.0 / s;
        for (int64_t k = 0; k < len; ++k) ys[k * inner] = static_cast<T>(std::exp(static_cast<double>(xs[k * inner] - m)) * inv);
      }
    }
}

Tensor softmax_impl(const Tensor& x0, int64_t dim, bool log) {
  Tensor x = is_floating(x0.dtype()) ? x0 : to(x0, kDefaultFloat);
  dim = wrap(dim, x.dim());
  Tensor xc = contiguous(detach(x));
  Tensor out = empty(x.sizes(), x.dtype());
  int64_t outer = 1, inner = 1, len = x.dim() ? x.size(dim) : 1;
  for (int64_t d = 0; d < dim; ++d) outer *= x.size(d);
  for (int64_t d = dim + 1; d < x.dim(); ++d) inner *= x.size(d);
  if (x.dtype() == ScalarType::Float32 && inner == 1 && len > 0) {  // rows along the last dim: vector kernel
    cpu::softmax_rows_f32(xc.data<float>(), out.data<float>(), outer, len, log);
  } else {
    TP_DISPATCH_FLOAT(x.dtype(), "softmax", [&] {
      softmax_kernel(static_cast<const scalar_t*>(xc.data_ptr()), static_cast<scalar_t*>(out.data_ptr()), outer,
                     len, inner, log);
    });
  }
  if (auto n = record(log ? OpId::log_softmax : OpId::softmax, {x}, out)) {
    n->save(out, true);
    n->ints = {dim};
  }
  return out;
}
}  // namespace

Tensor softmax(const Tensor& x, int64_t dim) { return softmax_impl(x, dim, false); }
Tensor log_softmax(const Tensor& x, int64_t dim) { return softmax_impl(x, dim, true); }

Reduction reduction_from_name(const std::string& name) {
  if (name == "none") return Reduction::None;
  if (name == "mean") return Reduction::Mean;
  if (name == "sum") return Reduction::Sum;
  fail(ErrorKind::ValueError, name + " is not a valid value for reduction");
}

Tensor nll_loss(const Tensor& lp_in, const Tensor& target, Reduction reduction, int64_t ignore_index) {
  // integer log-probabilities average in float32 (Note [Float op promotion], nn_ops.cpp)
  const Tensor lp = is_floating(lp_in.dtype()) ? lp_in : to(lp_in, kDefaultFloat);
  if (lp.dim() < 1 || lp.dim() > 2)
    fail(ErrorKind::ValueError, "nll_loss: expected input of 1 or 2 dimensions, got " + shape_str(lp.sizes()));
  if (target.dtype() != ScalarType::Int64 && target.dtype() != ScalarType::Int32)
    fail(ErrorKind::RuntimeError, std::string("nll_loss: expected target of dtype int64, got ") + dtype_name(target.dtype()));
  const bool single = lp.dim() == 1;
  const int64_t N = single ? 1 : lp.size(0), C = lp.size(-1);
  if ((single && target.dim() != 0) || (!single && (target.dim() != 1 || target.size(0) != N)))
    fail(ErrorKind::ValueError, "nll_loss: Expected input batch_size (" + std::to_string(N) +
                                    ") to match target batch_size (" + std::to_string(target.numel()) + ")");
  if (!is_floating(lp.dtype())) fail(ErrorKind::RuntimeError, "nll_loss: expected a floating input");
  std::vector<int64_t> t = target.to_int_vector();
  for (int64_t v : t)
    if (v != ignore_index && (v < 0 || v >= C))
      fail(ErrorKind::IndexError, "Target " + std::to_string(v) + " is out of bounds.");
  Tensor x = contiguous(detach(lp));
  Tensor out = reduction == Reduction::None ? empty(single ? Shape{} : Shape{N}, lp.dtype()) : empty({}, lp.dtype());
  int64_t count = 0;
  TP_DISPATCH_FLOAT(lp.dtype(), "nll_loss", [&] {
    const scalar_t* p = static_cast<const scalar_t*>(x.data_ptr());
    scalar_t* o = static_cast<scalar_t*>(out.data_ptr());
    double total = 0;
    for (int64_t i = 0; i < N; ++i) {
      double v = t[i] == ignore_index ? 0.0 : -static_cast<double>(p[i * C + t[i]]);
      count += t[i] != ignore_index;
      if (reduction == Reduction::None) o[i] = static_cast<scalar_t>(v);
      total += v;
    }
    if (reduction == Reduction::Sum) o[0] = static_cast<scalar_t>(total);
    if (reduction == Reduction::Mean) o[0] = static_cast<scalar_t>(total / static_cast<double>(count));
  });
  if (auto n = record(OpId::nll_loss, {lp}, out)) {
    n->save(target);
    n->ints = {static_cast<int64_t>(reduction), ignore_index, count};
  }
  return out;
}

// Note [Fused cross_entropy]
// For [N, C] (or [C]) floating logits and class-index targets, one pass per row computes
// the log-sum-exp and the loss, and the node saves softmax(logits) (in place of the
// log-probabilities), so backward is g * (softmax - one_hot(target)) per row, scaled as
// nll_loss's: one node and one [N, C] temporary instead of log_softmax's and nll_loss's.
// The composition log_softmax -> nll_loss is the reference (and handles the rest).
Tensor cross_entropy(const Tensor& logits, const Tensor& target, Reduction reduction, int64_t ignore_index) {
  if (logits.dim() < 1) fail(ErrorKind::ValueError, "cross_entropy: input must have at least 1 dimension");
  const bool fusable = (logits.dim() == 1 || logits.dim() == 2) && is_floating(logits.dtype()) &&
                       (target.dtype() == ScalarType::Int64 || target.dtype() == ScalarType::Int32) &&
                       (logits.dim() == 1 ? target.dim() == 0 : target.dim() == 1 && target.size(0) == logits.size(0));
  if (!fusable) return nll_loss(log_softmax(logits, logits.dim() == 1 ? 0 : 1), target, reduction, ignore_index);
  const bool single = logits.dim() == 1;
  const int64_t N = single ? 1 : logits.size(0), C = logits.size(-1);
  std::vector<int64_t> t = target.to_int_vector();
  for (int64_t v : t)
    if (v != ignore_index && (v < 0 || v >= C))
      fail(ErrorKind::IndexError, "Target " + std::to_string(v) + " is out of bounds.");
  Tensor x = contiguous(detach(logits));
  Tensor probs = empty(x.sizes(), x.dtype());
  Tensor out = reduction == Reduction::None ? empty(single ? Shape{} : Shape{N}, x.dtype()) : empty({}, x.dtype());
  int64_t count = 0;
  TP_DISPATCH_FLOAT(x.dtype(), "cross_entropy", [&] {
    const scalar_t* p = static_cast<const scalar_t*>(x.data_ptr());
    scalar_t* sm = static_cast<scalar_t*>(probs.data_ptr());
    scalar_t* o = static_cast<scalar_t*>(out.data_ptr());
    double total = 0;
    for (int64_t i = 0; i < N; ++i) {
      const scalar_t* row = p + i * C;
      // as softmax_kernel: the max in the element type, the sum of exps in double
      scalar_t m = -INFINITY;
      for (int64_t k = 0; k < C; ++k) m = std::max(m, row[k]);
      double s = 0;
      for (int64_t k = 0; k < C; ++k) s += std::exp(static_cast<double>(row[k] - m));
      const double inv = 1.0 / s;
      for (int64_t k = 0; k < C; ++k) sm[i * C + k] = static_cast<scalar_t>(std::exp(static_cast<double>(row[k] - m)) * inv);
      const scalar_t log_s = static_cast<scalar_t>(std::log(s));
      double v = 0;
      if (t[i] != ignore_index) {
        // -log_softmax[target], rounded as softmax_kernel's (x - max) - log(sum)
        v = -static_cast<double>(static_cast<scalar_t>(row[t[i]] - m) - log_s);
        ++count;
      }
      if (reduction == Reduction::None) o[i] = static_cast<scalar_t>(v);
      total += v;
    }
    if (reduction == Reduction::Sum) o[0] = static_cast<scalar_t>(total);
    if (reduction == Reduction::Mean) o[0] = static_cast<scalar_t>(total / static_cast<double>(count));
  });
  if (auto n = record(OpId::cross_entropy, {logits}, out)) {
    n->save(probs);
    n->save(target);
    n->ints = {static_cast<int64_t>(reduction), ignore_index, count};
  }
  return out;
}

static Tensor reduce(const Tensor& t, Reduction r) {
  switch (r) {
    case Reduction::None: return t;
    case Reduction::Sum: return sum(t);
    case Reduction::Mean: return mean(t);
  }
  return t;
}

// One node for the reduced loss, as torch's MseLossBackward0. Its rule (derivatives.cpp)
// raises "Found dtype Long but expected Float" when the dtypes differ, as torch 1.13 does
// for an int64 target (the forward promotes and succeeds).
Tensor mse_loss(const Tensor& input, const Tensor& target, Reduction reduction) {
  const ScalarType rt = promote_types(input.dtype(), target.dtype());
  if (!is_floating(rt))
    fail(ErrorKind::RuntimeError, std::string("\"mse_cpu\" not implemented for '") + scalar_type_name(rt) + "'");
  Tensor out;
  {
    autograd::NoGradGuard no_grad;
    Tensor d = sub(input, target);
    out = reduce(mul(d, d), reduction);
  }
  if (auto n = record(OpId::mse_loss, {input, target}, out)) {
    n->save(input);
    n->save(target);
    n->ints = {static_cast<int64_t>(reduction)};
  }
  return out;
}

Tensor binary_cross_entropy(const Tensor& input, const Tensor& target, Reduction reduction) {
  if (input.sizes() != target.sizes())
    fail(ErrorKind::ValueError, "Using a target size (" + shape_str(target.sizes()) +
                                    ") that is different to the input size (" + shape_str(input.sizes()) +
                                    ") is deprecated. Please ensure they have the same size.");
  {
    // as torch: every input must lie in [0, 1] (a NaN fails too); the graph is not needed here
    autograd::NoGradGuard no_grad;
    const int64_t outside = sum(logical_not(ge(input, Scalar(0.0)))).item().to_int() +  // < 0 or NaN
                            sum(gt(input, Scalar(1.0))).item().to_int();
    if (outside != 0)
      fail(ErrorKind::RuntimeError, "all elements of input should be between 0 and 1");
  }
  // Note [binary_cross_entropy rule]: one node for the unreduced loss
  //   l = -(t * max(log x, -100) + (1 - t) * max(log(1 - x), -100)),
  // whose rule is torch's: d/dx = (x - t) / max(x (1 - x), 1e-12), d/dt = log(1 - x) - log x.
  // The composition of clamped logs differentiated to 0 where a log is clamped, so a
  // saturated sigmoid (x == 1.0 in float32) with target 0 got gradient 0 instead of 1e12.
  const ScalarType ft = is_floating(input.dtype()) ? (is_floating(target.dtype()) ? promote_types(input.dtype(), target.dtype())
                                                                                : input.dtype())
                                                   : (is_floating(target.dtype()) ? target.dtype() : kDefaultFloat);
  Tensor x = contiguous(to(detach(input), ft)), t = contiguous(to(detach(target), ft));
  Tensor loss = empty(x.sizes(), ft);
  TP_DISPATCH_FLOAT(ft, "binary_cross_entropy", [&] {
    const scalar_t* px = static_cast<const scalar_t*>(x.data_ptr());
    const scalar_t* pt = static_cast<const scalar_t*>(t.data_ptr());
    scalar_t* po = static_cast<scalar_t*>(loss.data_ptr());
    for (int64_t i = 0, e = x.numel(); i < e; ++i) {
      const scalar_t lx = std::max<scalar_t>(std::log(px[i]), scalar_t(-100));
      const scalar_t l1x = std::max<scalar_t>(std::log1p(-px[i]), scalar_t(-100));
      po[i] = -(pt[i] * lx + (scalar_t(1) - pt[i]) * l1x);
    }
  });
  if (auto n = record(OpId::binary_cross_entropy, {input, target}, loss)) {
    n->save(input);
    n->save(target);
  }
  return reduce(loss, reduction);
}

Tensor layer_norm(const Tensor& x, const Shape& normalized_shape, const Tensor& weight, const Tensor& bias, double eps) {
  const int64_t k = static_cast<int64_t>(normalized_shape.size());
  if (k == 0 || k > x.dim() || !std::equal(normalized_shape.begin(), normalized_shape.end(), x.sizes().end() - k))
    fail(ErrorKind::RuntimeError, "layer_norm: Given normalized_shape=" + shape_str(normalized_shape) +
                                      ", expected input with shape [*, ...] ending in it, but got input of size" +
                                      shape_str(x.sizes()));
  int64_t n = 1;
  for (int64_t v : normalized_shape) n *= v;
  // Inference (nothing to differentiate): one fused pass per row. With autograd the
  // composition below records the graph.
  auto plain = [&](const Tensor& t) {
    return !t.defined() || (t.dtype() == ScalarType::Float32 && t.is_contiguous() && t.numel() == n);
  };
  if (x.dtype() == ScalarType::Float32 && x.is_contiguous() && n > 0 && plain(weight) && plain(bias) &&
      !autograd::should_record({&x, &weight, &bias}) && x.device().type == DeviceType::CPU) {
    Tensor y = empty(x.sizes(), ScalarType::Float32);
    cpu::layer_norm_rows_f32(x.data<float>(), y.data<float>(), x.numel() / n, n,
                             weight.defined() ? weight.data<float>() : nullptr,
                             bias.defined() ? bias.data<float>() : nullptr, eps);
    return y;
  }
  std::vector<int64_t> dims;
  for (int64_t d = x.dim() - k; d < x.dim(); ++d) dims.push_back(d);
  Tensor mu = mean(x, dims, true);
  Tensor xm = sub(x, mu);
  Tensor v = mean(mul(xm, xm), dims, true);
  Tensor y = div(xm, sqrt(add(v, Scalar(eps))));
  if (weight.defined()) y = mul(y, weight);
  if (bias.defined()) y = add(y, bias);
  return y;
}

Tensor batch_norm(const Tensor& x, Tensor running_mean, Tensor running_var, const Tensor& weight, const Tensor& bias,
                  bool training, double momentum, double eps) {
  if (x.dim() < 2) fail(ErrorKind::ValueError, "batch_norm: expected at least 2D input, got " + shape_str(x.sizes()));
  const int64_t C = x.size(1);
  Shape bshape(x.dim(), 1);
  bshape[1] = C;
  std::vector<int64_t> dims = {0};
  for (int64_t d = 2; d < x.dim(); ++d) dims.push_back(d);
  Tensor mu, v;
  if (training) {
    int64_t count = x.numel() / std::max<int64_t>(C, 1);
    if (count <= 1) fail(ErrorKind::ValueError, "Expected more than 1 value per channel when training, got input size " + shape_str(x.sizes()));
    mu = mean(x, dims, true);
    Tensor xm = sub(x, mu);
    v = mean(mul(xm, xm), dims, true);
    if (running_mean.defined() && running_var.defined()) {
      autograd::NoGradGuard g;
      Tensor m1 = reshape(mu, {C}), v1 = mul(reshape(v, {C}), Scalar(double(count) / double(count - 1)));
      mul_(running_mean, Scalar(1.0 - momentum));
      add_(running_mean, m1, Scalar(momentum));
      mul_(running_var, Scalar(1.0 - momentum));
      add_(running_var, v1, Scalar(momentum));
    }
  } else {
    if (!running_mean.defined() || !running_var.defined())
      fail(ErrorKind::ValueError, "batch_norm: running_mean and running_var are needed in eval mode");
    mu = reshape(running_mean, bshape);
    v = reshape(running_var, bshape);
  }
  Tensor y = div(sub(x, mu), sqrt(add(v, Scalar(eps))));
  if (weight.defined()) y = mul(y, reshape(weight, bshape));
  if (bias.defined()) y = add(y, reshape(bias, bshape));
  return y;
}

Tensor dropout(const Tensor& x, double p, bool training) {
  if (p < 0 || p > 1) fail(ErrorKind::ValueError, "dropout probability has to be between 0 and 1, but got " + std::to_string(p));
  if (!training || p == 0) return x;
  if (p == 1) return mul(x, zeros_like(x));
  Tensor keep;
  {
    autograd::NoGradGuard g;
    keep = mul(to(ge(rand(x.sizes(), is_floating(x.dtype()) ? x.dtype() : kDefaultFloat), Scalar(p)), x.dtype()),
               Scalar(1.0 / (1.0 - p)));
  }
  return mul(x, keep);
}

Tensor one_hot(const Tensor& indices, int64_t num_classes) {
  if (indices.dtype() != ScalarType::Int64)
    fail(ErrorKind::RuntimeError, "one_hot is only applicable to index tensor of type int64.");
  std::vector<int64_t> v = indices.to_int_vector();
  int64_t mx = -1;
  for (int64_t i : v) {
    if (i < 0) fail(ErrorKind::RuntimeError, "one_hot: Class values must be non-negative.");
    mx = std::max(mx, i);
  }
  if (num_classes < 0) num_classes = mx + 1;
  if (mx >= num_classes) fail(ErrorKind::RuntimeError, "one_hot: Class values must be smaller than num_classes.");
  Shape s = indices.sizes();
  s.push_back(num_classes);
  Tensor out = zeros(s, ScalarType::Int64);
  int64_t* p = out.data<int64_t>();
  for (size_t i = 0; i < v.size(); ++i) p[static_cast<int64_t>(i) * num_classes + v[i]] = 1;
  return out;
}

Tensor embedding(const Tensor& indices, const Tensor& weight) {
  if (weight.dim() != 2) fail(ErrorKind::RuntimeError, "embedding: weight must be 2-D, got " + shape_str(weight.sizes()));
  if (indices.dtype() != ScalarType::Int64 && indices.dtype() != ScalarType::Int32)
    fail(ErrorKind::RuntimeError, "embedding: Expected tensor for argument #1 'indices' to have scalar type Long");
  if (indices.numel() > 0) {
    // as torch: a negative index is out of range here (plain indexing would wrap it)
    autograd::NoGradGuard no_grad;
    Tensor lo = min(indices), hi = max(indices);
    if (lo.item().to_int() < 0 || hi.item().to_int() >= weight.size(0))
      fail(ErrorKind::IndexError, "index out of range in self");
  }
  return index(weight, {TensorIndex::tensor_index(indices)});
}

}  // namespace tp::tensor
