// Unary elementwise math (neg, abs, exp, log, log1p, expm1, sqrt, sin, cos, tanh, sigmoid, relu, gelu,
// silu), clamp, where and logical_not, with their autograd records.
#include <cmath>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "autograd/view_inplace.h"
#include "backends/cpu/vector_ops.h"
#include "tensor/ops.h"
#include "tensor/strided.h"

namespace tp::tensor {

using autograd::record;

namespace {

enum class UnaryOp { Neg, Abs, Exp, Log, Sqrt, Sin, Cos, Tanh, Sigmoid, Relu, Gelu, Silu, Log1p, Expm1 };

template <class T, class F>
Tensor unary_loop(const Tensor& a, ScalarType out_type, F f) {
  Tensor out = empty(a.sizes(), out_type);
  const T* pa = static_cast<const T*>(a.data_ptr());
  T* po = static_cast<T*>(out.data_ptr());
  if (a.is_contiguous()) {
    for (int64_t i = 0, n = a.numel(); i < n; ++i) po[i] = f(pa[i]);
  } else {
    int64_t i = 0;
    for_each_offset(a.sizes(), a.strides(), [&](int64_t o) { po[i++] = f(pa[o]); });
  }
  return out;
}

template <class T>
Tensor unary_compute_typed(UnaryOp op, const Tensor& a) {
  const ScalarType t = a.dtype();
  // float32 contiguous fast paths (SIMD, threaded) for the ops training uses most.
  if constexpr (std::is_same_v<T, float>) {
    if (a.is_contiguous() &&
        (op == UnaryOp::Relu || op == UnaryOp::Exp || op == UnaryOp::Sigmoid || op == UnaryOp::Tanh)) {
      Tensor out = empty(a.sizes(), t);
      if (op == UnaryOp::Relu) cpu::relu_f32(a.data<float>(), out.data<float>(), a.numel());
      else if (op == UnaryOp::Exp) cpu::exp_f32(a.data<float>(), out.data<float>(), a.numel());
      else if (op == UnaryOp::Sigmoid) cpu::sigmoid_f32(a.data<float>(), out.data<float>(), a.numel());
      else cpu::tanh_f32(a.data<float>(), out.data<float>(), a.numel());
      return out;
    }
  }
  switch (op) {
    case UnaryOp::Neg: return unary_loop<T>(a, t, [](T x) -> T { return static_cast<T>(-x); });
    case UnaryOp::Abs:
      if constexpr (std::is_same_v<T, bool>) return unary_loop<T>(a, t, [](T x) -> T { return x; });
      else return unary_loop<T>(a, t, [](T x) -> T { return x < 0 ? static_cast<T>(-x) : x; });
    case UnaryOp::Relu: return unary_loop<T>(a, t, [](T x) -> T { return x < 0 ? T(0) : x; });  // NaN, -0 kept
    default: break;
  }
  if constexpr (::tp::tensor::is_float_v<T>) {
    switch (op) {
      case UnaryOp::Exp: return unary_loop<T>(a, t, [](T x) { return std::exp(x); });
      case UnaryOp::Log: return unary_loop<T>(a, t, [](T x) { return std::log(x); });
      case UnaryOp::Log1p: return unary_loop<T>(a, t, [](T x) { return std::log1p(x); });
      case UnaryOp::Expm1: return unary_loop<T>(a, t, [](T x) { return std::expm1(x); });
      case UnaryOp::Sqrt: return unary_loop<T>(a, t, [](T x) { return std::sqrt(x); });
      case UnaryOp::Sin: return unary_loop<T>(a, t, [](T x) { return std::sin(x); });
      case UnaryOp::Cos: return unary_loop<T>(a, t, [](T x) { return std::cos(x); });
      case UnaryOp::Tanh: return unary_loop<T>(a, t, [](T x) { return std::tanh(x); });
      case UnaryOp::Sigmoid: return unary_loop<T>(a, t, [](T x) { return T(1) / (T(1) + std::exp(-x)); });
      case UnaryOp::Gelu:
        return unary_loop<T>(a, t, [](T x) { return x * T(0.5) * (T(1) + std::erf(x * T(M_SQRT1_2))); });
      case UnaryOp::Silu: return unary_loop<T>(a, t, [](T x) { return x / (T(1) + std::exp(-x)); });
      default: break;
    }
  }
  fail(ErrorKind::TypeError, "unary op: unsupported dtype");
}

Tensor unary(UnaryOp op, const Tensor& a0) {
  static const OpId ids[] = {OpId::neg, OpId::abs, OpId::exp, OpId::log, OpId::sqrt, OpId::sin,
                             OpId::cos, OpId::tanh, OpId::sigmoid, OpId::relu, OpId::gelu, OpId::silu, OpId::log1p,
                             OpId::expm1};
  bool keeps_int = op == UnaryOp::Neg || op == UnaryOp::Abs || op == UnaryOp::Relu;
  Tensor out;
  {
    autograd::NoGradGuard g;
    Tensor a = (!keeps_int && !is_floating(a0.dtype())) ? to(a0, kDefaultFloat) : a0;
    if (op == UnaryOp::Neg && a.dtype() == ScalarType::Bool)
      fail(ErrorKind::RuntimeError, "Negation, the `-` operator, on a bool tensor is not supported.");
    out = TP_DISPATCH_ALL(a.dtype(), "unary", [&] { return unary_compute_typed<scalar_t>(op, a); });
  }
  if (auto n = record(ids[static_cast<int>(op)], {a0}, out)) {
    bool saves_output = op == UnaryOp::Exp || op == UnaryOp::Sqrt || op == UnaryOp::Tanh ||
                        op == UnaryOp::Sigmoid || op == UnaryOp::Relu || op == UnaryOp::Expm1;
    if (saves_output) n->save(out, true);
    else n->save(a0);
  }
  return out;
}

}  // namespace

Tensor neg(const Tensor& a) { return unary(UnaryOp::Neg, a); }
Tensor abs(const Tensor& a) { return unary(UnaryOp::Abs, a); }
Tensor exp(const Tensor& a) { return unary(UnaryOp::Exp, a); }
Tensor log(const Tensor& a) { return unary(UnaryOp::Log, a); }
Tensor log1p(const Tensor& a) { return unary(UnaryOp::Log1p, a); }
Tensor expm1(const Tensor& a) { return unary(UnaryOp::Expm1, a); }
Tensor sqrt(const Tensor& a) { return unary(UnaryOp::Sqrt, a); }
Tensor sin(const Tensor& a) { return unary(UnaryOp::Sin, a); }
Tensor cos(const Tensor& a) { return unary(UnaryOp::Cos, a); }
Tensor tanh(const Tensor& a) { return unary(UnaryOp::Tanh, a); }
Tensor sigmoid(const Tensor& a) { return unary(UnaryOp::Sigmoid, a); }
Tensor relu(const Tensor& a) { return unary(UnaryOp::Relu, a); }

Tensor& relu_(Tensor& a) {
  const bool grad = autograd::should_record({&a});
  autograd::check_inplace(a, grad);
  if (grad) return autograd::inplace_with_history(a, [](const Tensor& old) { return relu(old); });
  if (a.dtype() == ScalarType::Float32 && a.is_contiguous())
    cpu::relu_f32(a.data<float>(), a.data<float>(), a.numel());
  else
    copy_(a, relu(a));
  a.bump_version();
  return a;
}
Tensor gelu(const Tensor& a) { return unary(UnaryOp::Gelu, a); }
Tensor silu(const Tensor& a) { return unary(UnaryOp::Silu, a); }

Tensor clamp(const Tensor& a, std::optional<Scalar> lo, std::optional<Scalar> hi) {
  if (!lo && !hi) fail(ErrorKind::ValueError, "clamp: at least one of 'min' or 'max' must not be None");
  ResultTypeState rs;
  rs.add_tensor(a.dtype(), a.dim() == 0, false);
  if (lo) rs.add_scalar(*lo);
  if (hi) rs.add_scalar(*hi);
  ScalarType t = rs.result();
  Tensor out;
  {
    autograd::NoGradGuard g;
    Tensor x = to(a, t);
    out = TP_DISPATCH_ALL(t, "clamp", [&] {
      const bool has_lo = lo.has_value(), has_hi = hi.has_value();
      const scalar_t l = has_lo ? lo->to<scalar_t>() : scalar_t(0), h = has_hi ? hi->to<scalar_t>() : scalar_t(0);
      return unary_loop<scalar_t>(x, t, [=](scalar_t v) {
        if (v != v) return v;
        if (has_lo && v < l) v = l;
        if (has_hi && v > h) v = h;
        return v;
      });
    });
  }
  if (auto n = record(OpId::clamp, {a}, out)) {
    n->save(a);
    n->reals = {lo ? lo->to_double() : -INFINITY, hi ? hi->to_double() : INFINITY};
  }
  return out;
}

Tensor where(const Tensor& cond, const Tensor& a, const Tensor& b) {
  if (cond.dtype() != ScalarType::Bool && cond.dtype() != ScalarType::UInt8)
    fail(ErrorKind::TypeError, std::string("where: expected condition to be a boolean tensor, but got ") +
                                   dtype_name(cond.dtype()));
  Tensor out;
  {
    autograd::NoGradGuard g;
    Shape shape = broadcast_shapes(broadcast_shapes(cond.sizes(), a.sizes()), b.sizes());
    ResultTypeState rs;
    rs.add_tensor(a.dtype(), a.dim() == 0, a.impl()->wrapped_number);
    rs.add_tensor(b.dtype(), b.dim() == 0, b.impl()->wrapped_number);
    ScalarType t = rs.result();
    Tensor c = expand(to(cond, ScalarType::Bool), shape), x = expand(to(a, t), shape), y = expand(to(b, t), shape);
    out = empty(shape, t);
    TP_DISPATCH_ALL(t, "where", [&] {
      const bool* pc = static_cast<const bool*>(c.data_ptr());
      const scalar_t* px = static_cast<const scalar_t*>(x.data_ptr());
      const scalar_t* py = static_cast<const scalar_t*>(y.data_ptr());
      scalar_t* po = static_cast<scalar_t*>(out.data_ptr());
      int64_t i = 0;
      for_each_offset3(shape, c.strides(), x.strides(), y.strides(),
                       [&](int64_t oc, int64_t ox, int64_t oy) { po[i++] = pc[oc] ? px[ox] : py[oy]; });
    });
  }
  if (auto n = record(OpId::where, {Tensor(), a, b}, out)) n->save(cond);
  return out;
}

Tensor logical_not(const Tensor& a) {
  Tensor b = to(a, ScalarType::Bool);
  return unary_loop<bool>(b, ScalarType::Bool, [](bool x) { return !x; });
}

}  // namespace tp::tensor
