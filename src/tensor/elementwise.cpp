// Broadcasting binary ops (arithmetic, comparisons, maximum/minimum, pow) and the in-place
// variants: type promotion (Note [Type promotion]), broadcasting, dtype dispatch, the
// contiguous fast path and the strided general path, then the autograd record.
#include <cmath>

#include "autograd/grad_mode.h"
#include "autograd/view_inplace.h"
#include "backends/cpu/vector_ops.h"
#include "autograd/node.h"
#include "tensor/ops.h"
#include "tensor/strided.h"

namespace tp::tensor {

using autograd::record;

namespace {

enum class BinaryOp { Add, Sub, Mul, Div, FloorDiv, Rem, Pow, Max, Min, Eq, Ne, Lt, Le, Gt, Ge };

const char* binary_name(BinaryOp op) {
  static const char* names[] = {"add", "sub", "mul", "div", "floor_divide", "remainder", "pow",
                                "maximum", "minimum", "eq", "ne", "lt", "le", "gt", "ge"};
  return names[static_cast<int>(op)];
}
bool is_comparison(BinaryOp op) { return op >= BinaryOp::Eq; }

ScalarType result_type(const Tensor& a, const Tensor& b) {
  ResultTypeState s;
  s.add_tensor(a.dtype(), a.dim() == 0, a.impl()->wrapped_number);
  s.add_tensor(b.dtype(), b.dim() == 0, b.impl()->wrapped_number);
  return s.result();
}

template <class T>
T floor_div(T x, T y) {
  if constexpr (::tp::tensor::is_float_v<T>) {
    return std::floor(x / y);
  } else if constexpr (std::is_same_v<T, bool>) {
    return x;
  } else {
    if (y == 0) fail(ErrorKind::RuntimeError, "ZeroDivisionError");
    T q = x / y;
    if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
    return q;
  }
}
template <class T>
T python_mod(T x, T y) {
  if constexpr (::tp::tensor::is_float_v<T>) {
    T r = std::fmod(x, y);
    if (r != 0 && ((r < 0) != (y < 0))) r += y;
    return r;
  } else if constexpr (std::is_same_v<T, bool>) {
    return false;
  } else {
    if (y == 0) fail(ErrorKind::RuntimeError, "ZeroDivisionError");
    T r = x % y;
    if (r != 0 && ((r < 0) != (y < 0))) r += y;
    return r;
  }
}
template <class T>
T int_pow(T base, T e) {
  if (e < 0) return base == 1 ? 1 : 0;
  T r = 1;
  while (e) {
    if (e & 1) r *= base;
    base *= base;
    e >>= 1;
  }
  return r;
}

// Note [Constant exponents]: x ** e for the exponents PyTorch's kernel specialises (2, 3,
// 0.5, -0.5, -1, -2) is computed as it does there: products, a square root, reciprocals
// (so x ** 3 rounds as x*x*x, and x ** 0.5 of -inf is nan as sqrt gives). std::pow costs
// 20-30x a multiply; `x.pow(2)` is the common one (norms, losses). Returns false, having
// written nothing, for any other exponent.
template <class T>
bool pow_by_constant(const T* x, T e, T* out, int64_t n) {
  if (e == T(2)) {
    for (int64_t i = 0; i < n; ++i) out[i] = x[i] * x[i];
  } else if (e == T(3)) {
    for (int64_t i = 0; i < n; ++i) out[i] = x[i] * x[i] * x[i];
  } else if (e == T(0.5)) {
    for (int64_t i = 0; i < n; ++i) out[i] = std::sqrt(x[i]);
  } else if (e == T(-0.5)) {
    for (int64_t i = 0; i < n; ++i) out[i] = T(1) / std::sqrt(x[i]);
  } else if (e == T(-1)) {
    for (int64_t i = 0; i < n; ++i) out[i] = T(1) / x[i];
  } else if (e == T(-2)) {
    for (int64_t i = 0; i < n; ++i) out[i] = T(1) / (x[i] * x[i]);
  } else {
    return false;
  }
  return true;
}

// out[i] = f(a[i], b[i]) over out's shape; a and b already have out's sizes (expanded).
template <class T, class O, class F>
void binary_loop(const Tensor& a, const Tensor& b, const Tensor& out, F f) {
  const T* pa = static_cast<const T*>(a.data_ptr());
  const T* pb = static_cast<const T*>(b.data_ptr());
  O* po = static_cast<O*>(out.data_ptr());
  int64_t n = out.numel();
  if (a.is_contiguous() && b.is_contiguous() && out.is_contiguous()) {
    for (int64_t i = 0; i < n; ++i) po[i] = f(pa[i], pb[i]);
    return;
  }
  bool b_scalar = true;
  for (int64_t s : b.strides()) b_scalar &= s == 0;
  if (b_scalar && a.is_contiguous() && out.is_contiguous()) {
    const T y = pb[0];
    for (int64_t i = 0; i < n; ++i) po[i] = f(pa[i], y);
    return;
  }
  for_each_offset3(out.sizes(), out.strides(), a.strides(), b.strides(),
                   [&](int64_t o, int64_t x, int64_t y) { po[o] = f(pa[x], pb[y]); });
}

template <class T>
void binary_dispatch(BinaryOp op, const Tensor& a, const Tensor& b, const Tensor& out) {
  switch (op) {
    case BinaryOp::Add: return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return x + y; });
    case BinaryOp::Sub: return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return x - y; });
    case BinaryOp::Mul:
      if constexpr (std::is_same_v<T, bool>)  // bool * bool is logical and, as in PyTorch
        return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return x && y; });
      else
        return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return x * y; });
    case BinaryOp::Div:
      if constexpr (::tp::tensor::is_float_v<T>) return binary_loop<T, T>(a, b, out, [](T x, T y) { return x / y; });
      else fail(ErrorKind::RuntimeError, "div: integer true division must promote to float");
    case BinaryOp::FloorDiv: return binary_loop<T, T>(a, b, out, [](T x, T y) { return floor_div(x, y); });
    case BinaryOp::Rem: return binary_loop<T, T>(a, b, out, [](T x, T y) { return python_mod(x, y); });
    case BinaryOp::Pow:
      if constexpr (::tp::tensor::is_float_v<T>) return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return std::pow(x, y); });
      else if constexpr (std::is_same_v<T, bool>) return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return x || !y; });
      else return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return int_pow(x, y); });
    case BinaryOp::Max:
      return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return (x != x) ? x : (x > y ? x : y); });
    case BinaryOp::Min:
      return binary_loop<T, T>(a, b, out, [](T x, T y) -> T { return (x != x) ? x : (x < y ? x : y); });
    case BinaryOp::Eq: return binary_loop<T, bool>(a, b, out, [](T x, T y) { return x == y; });
    case BinaryOp::Ne: return binary_loop<T, bool>(a, b, out, [](T x, T y) { return x != y; });
    case BinaryOp::Lt: return binary_loop<T, bool>(a, b, out, [](T x, T y) { return x < y; });
    case BinaryOp::Le: return binary_loop<T, bool>(a, b, out, [](T x, T y) { return x <= y; });
    case BinaryOp::Gt: return binary_loop<T, bool>(a, b, out, [](T x, T y) { return x > y; });
    case BinaryOp::Ge: return binary_loop<T, bool>(a, b, out, [](T x, T y) { return x >= y; });
  }
}

ScalarType compute_type(BinaryOp op, const Tensor& a, const Tensor& b) {
  ScalarType t = result_type(a, b);
  if (op == BinaryOp::Div && !is_floating(t)) t = kDefaultFloat;
  if (op == BinaryOp::Sub && t == ScalarType::Bool)
    fail(ErrorKind::RuntimeError, "Subtraction, the `-` operator, with two bool tensors is not supported.");
  return t;
}

// out[i] = a[i] op b[i] for op in + - * / on contiguous float32: the SIMD fast path
// (backends/cpu/vector_ops); binary_loop is its reference.
void float_arith(BinaryOp op, const float* a, const float* b, float* out, int64_t n) {
  switch (op) {
    case BinaryOp::Add: cpu::add_f32(a, b, out, n); break;
    case BinaryOp::Sub: cpu::sub_f32(a, b, out, n); break;
    case BinaryOp::Mul: cpu::mul_f32(a, b, out, n); break;
    default: cpu::div_f32(a, b, out, n); break;
  }
}

// Computes op(a, b) into `out` (allocated when undefined; may alias a for in-place).
Tensor binary_compute(BinaryOp op, const Tensor& a, const Tensor& b, Tensor out = Tensor()) {
  check_device_available(a.device(), binary_name(op));
  // The common case first: two contiguous float32 tensors of one shape, + - * /, a fresh
  // result. No broadcasting, promotion or view bookkeeping (each costs a TensorImpl).
  if (op <= BinaryOp::Div && !out.defined() && a.dtype() == ScalarType::Float32 &&
      b.dtype() == ScalarType::Float32 && a.sizes() == b.sizes() && a.is_contiguous() && b.is_contiguous() &&
      a.device() == b.device()) {
    out = empty(a.sizes(), ScalarType::Float32);
    float_arith(op, a.data<float>(), b.data<float>(), out.data<float>(), out.numel());
    return out;
  }
  autograd::NoGradGuard no_grad;
  Shape shape;
  try {
    shape = broadcast_shapes(a.sizes(), b.sizes());
  } catch (const Error&) {
    fail(ErrorKind::RuntimeError, std::string(binary_name(op)) + ": The size of tensor a " +
                                      shape_str(a.sizes()) + " must match the size of tensor b " +
                                      shape_str(b.sizes()) + " (they cannot be broadcast)");
  }
  ScalarType ct = compute_type(op, a, b);
  ScalarType ot = is_comparison(op) ? ScalarType::Bool : ct;
  if (!out.defined()) out = empty(shape, ot);
  else if (out.sizes() != shape)
    fail(ErrorKind::RuntimeError, "output with shape " + shape_str(out.sizes()) +  // torch's text
                                      " doesn't match the broadcast shape " + shape_str(shape));
  Tensor ac = expand(to(a, ct), shape), bc = expand(to(b, ct), shape);
  if (ct == ScalarType::Float32 && op <= BinaryOp::Div && ac.is_contiguous() && bc.is_contiguous() &&
      out.is_contiguous()) {
    float_arith(op, ac.data<float>(), bc.data<float>(), out.data<float>(), out.numel());
    return out;
  }
  if (op == BinaryOp::Pow && b.numel() == 1 && ac.is_contiguous() && out.is_contiguous() &&
      (ct == ScalarType::Float32 || ct == ScalarType::Float64)) {
    bool done = ct == ScalarType::Float32
                    ? pow_by_constant(ac.data<float>(), bc.data<float>()[0], out.data<float>(), out.numel())
                    : pow_by_constant(ac.data<double>(), bc.data<double>()[0], out.data<double>(), out.numel());
    if (done) return out;
  }
  TP_DISPATCH_ALL(ct, binary_name(op), [&] { binary_dispatch<scalar_t>(op, ac, bc, out); });
  return out;
}

Tensor wrap(const Scalar& s) { return wrapped_scalar_tensor(s); }

Tensor binary(BinaryOp op, const Tensor& a, const Tensor& b) {
  Tensor out = binary_compute(op, a, b);
  if (is_comparison(op) || !autograd::should_record({&a, &b})) return out;
  switch (op) {
    case BinaryOp::Add: record(OpId::add, {a, b}, out); break;
    case BinaryOp::Sub: record(OpId::sub, {a, b}, out); break;
    case BinaryOp::Mul: {
      auto n = record(OpId::mul, {a, b}, out);
      n->save(b.requires_grad() ? a : Tensor());
      n->save(a.requires_grad() ? b : Tensor());
      break;
    }
    case BinaryOp::Div: {
      auto n = record(OpId::div, {a, b}, out);
      n->save(a);
      n->save(b);
      break;
    }
    case BinaryOp::Pow: {
      auto n = record(OpId::pow, {a, b}, out);
      n->save(a);
      n->save(b);
      n->save(out, true);
      break;
    }
    case BinaryOp::Max:
    case BinaryOp::Min: {
      auto n = record(op == BinaryOp::Max ? OpId::maximum : OpId::minimum, {a, b}, out);
      n->save(a);
      n->save(b);
      break;
    }
    case BinaryOp::FloorDiv: record(OpId::floor_divide, {a, b}, out); break;
    case BinaryOp::Rem: record(OpId::remainder, {a, b}, out); break;
    default: break;
  }
  return out;
}

// self = op(self, other) in place (see ops.h for the rules; with autograd, Note [Views and
// in-place ops]).
Tensor& binary_inplace(BinaryOp op, Tensor& self, const Tensor& other, const char* name) {
  const bool grad = autograd::should_record({&self, &other});
  autograd::check_inplace(self, grad);
  ScalarType ct = compute_type(op, self, other);
  if (promote_types(ct, self.dtype()) != self.dtype() && !(is_floating(self.dtype()) && is_floating(ct)))
    fail(ErrorKind::RuntimeError, std::string(name) + ": result type " + dtype_name(ct) +
                                      " can't be cast to the desired output type " + dtype_name(self.dtype()));
  if (grad) return autograd::inplace_with_history(self, [&](const Tensor& old) { return binary(op, old, other); });
  if (ct == self.dtype()) {
    binary_compute(op, self, other, self);
  } else {
    Tensor r = binary_compute(op, self, other);
    copy_(self, r);
  }
  self.bump_version();
  return self;
}

Tensor scaled(const Tensor& b, const Scalar& alpha) {
  if ((alpha.is_integral() || alpha.is_bool()) && alpha.to_int() == 1) return b;
  return mul(b, alpha);
}

}  // namespace

Shape broadcast_shapes(const Shape& a, const Shape& b) {
  size_t n = std::max(a.size(), b.size());
  Shape out(n);
  for (size_t i = 0; i < n; ++i) {
    int64_t x = i < n - a.size() ? 1 : a[i - (n - a.size())];
    int64_t y = i < n - b.size() ? 1 : b[i - (n - b.size())];
    if (x != y && x != 1 && y != 1)
      fail(ErrorKind::RuntimeError, "shapes " + shape_str(a) + " and " + shape_str(b) +
                                        " cannot be broadcast together");
    out[i] = x == 1 ? y : x;
  }
  return out;
}

Tensor add(const Tensor& a, const Tensor& b, const Scalar& alpha) { return binary(BinaryOp::Add, a, scaled(b, alpha)); }
Tensor add(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Add, a, wrap(b)); }
Tensor sub(const Tensor& a, const Tensor& b, const Scalar& alpha) { return binary(BinaryOp::Sub, a, scaled(b, alpha)); }
Tensor sub(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Sub, a, wrap(b)); }
Tensor rsub(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Sub, wrap(b), a); }
Tensor mul(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Mul, a, b); }
Tensor mul(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Mul, a, wrap(b)); }
Tensor div(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Div, a, b); }
Tensor div(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Div, a, wrap(b)); }
Tensor rdiv(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Div, wrap(b), a); }
Tensor floor_divide(const Tensor& a, const Tensor& b) { return binary(BinaryOp::FloorDiv, a, b); }
Tensor floor_divide(const Tensor& a, const Scalar& b) { return binary(BinaryOp::FloorDiv, a, wrap(b)); }
Tensor remainder(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Rem, a, b); }
Tensor remainder(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Rem, a, wrap(b)); }
Tensor pow(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Pow, a, b); }
Tensor pow(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Pow, a, wrap(b)); }
Tensor pow(const Scalar& a, const Tensor& b) { return binary(BinaryOp::Pow, wrap(a), b); }
Tensor maximum(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Max, a, b); }
Tensor minimum(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Min, a, b); }
Tensor eq(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Eq, a, b); }
Tensor ne(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Ne, a, b); }
Tensor lt(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Lt, a, b); }
Tensor le(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Le, a, b); }
Tensor gt(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Gt, a, b); }
Tensor ge(const Tensor& a, const Tensor& b) { return binary(BinaryOp::Ge, a, b); }
Tensor eq(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Eq, a, wrap(b)); }
Tensor ne(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Ne, a, wrap(b)); }
Tensor lt(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Lt, a, wrap(b)); }
Tensor le(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Le, a, wrap(b)); }
Tensor gt(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Gt, a, wrap(b)); }
Tensor ge(const Tensor& a, const Scalar& b) { return binary(BinaryOp::Ge, a, wrap(b)); }

Tensor& add_(Tensor& s, const Tensor& o, const Scalar& alpha) { return binary_inplace(BinaryOp::Add, s, scaled(o, alpha), "add_"); }
Tensor& add_(Tensor& s, const Scalar& o) { return binary_inplace(BinaryOp::Add, s, wrap(o), "add_"); }
Tensor& sub_(Tensor& s, const Tensor& o, const Scalar& alpha) { return binary_inplace(BinaryOp::Sub, s, scaled(o, alpha), "sub_"); }
Tensor& sub_(Tensor& s, const Scalar& o) { return binary_inplace(BinaryOp::Sub, s, wrap(o), "sub_"); }
Tensor& mul_(Tensor& s, const Tensor& o) { return binary_inplace(BinaryOp::Mul, s, o, "mul_"); }
Tensor& mul_(Tensor& s, const Scalar& o) { return binary_inplace(BinaryOp::Mul, s, wrap(o), "mul_"); }
Tensor& div_(Tensor& s, const Tensor& o) { return binary_inplace(BinaryOp::Div, s, o, "div_"); }
Tensor& div_(Tensor& s, const Scalar& o) { return binary_inplace(BinaryOp::Div, s, wrap(o), "div_"); }

namespace {
// fill_/zero_: the new value ignores the old one (the node gives it a zero gradient).
Tensor& fill_as(Tensor& self, const Scalar& v, OpId id) {
  const bool grad = autograd::should_record({&self});
  autograd::check_inplace(self, grad, grad);  // torch fills expanded tensors unless recording
  Ref<autograd::Node> fn = grad ? autograd::make_node(id, {self}) : Ref<autograd::Node>();
  TP_DISPATCH_ALL(self.dtype(), "fill_", [&] {
    scalar_t x = v.to<scalar_t>();
    scalar_t* p = static_cast<scalar_t*>(self.data_ptr());
    if (self.is_contiguous()) std::fill(p, p + self.numel(), x);
    else for_each_offset(self.sizes(), self.strides(), [&](int64_t o) { p[o] = x; });
  });
  self.bump_version();
  if (fn) autograd::rebase_history(self, std::move(fn));
  return self;
}
}  // namespace

Tensor& zero_(Tensor& self) { return fill_as(self, Scalar(int64_t(0)), OpId::zero_); }
Tensor& fill_(Tensor& self, const Scalar& v) { return fill_as(self, v, OpId::fill_); }

// Copies s (already expanded to self's sizes) into self, converting to self's dtype D.
template <class D>
void copy_elements(const Tensor& self, const Tensor& s) {
  D* pd = static_cast<D*>(self.data_ptr());
  TP_DISPATCH_ALL(s.dtype(), "copy_", [&] {
    const scalar_t* ps = static_cast<const scalar_t*>(s.data_ptr());
    if (self.is_contiguous() && s.is_contiguous()) {
      if constexpr (std::is_same_v<D, scalar_t>) std::copy(ps, ps + self.numel(), pd);
      else for (int64_t i = 0, n = self.numel(); i < n; ++i) pd[i] = static_cast<D>(ps[i]);
    } else {
      for_each_offset2(self.sizes(), self.strides(), s.strides(),
                       [&](int64_t o, int64_t i) { pd[o] = static_cast<D>(ps[i]); });
    }
  });
}

Tensor& copy_(Tensor& self, const Tensor& src) {
  // Differentiable (as torch's CopyBackwards): self's old value gets a zero gradient, src
  // gets the gradient summed over the broadcast dims (Note [Views and in-place ops]).
  const bool grad = is_floating(self.dtype()) && autograd::should_record({&self, &src});
  autograd::check_inplace(self, grad);
  if (grad) {
    Ref<autograd::Node> fn = autograd::make_node(OpId::copy_, {self, src});
    {
      autograd::NoGradGuard g;
      copy_(self, src);
    }
    autograd::rebase_history(self, std::move(fn));
    return self;
  }
  Tensor s = expand(src, self.sizes());
  TP_DISPATCH_ALL(self.dtype(), "copy_", [&] { copy_elements<scalar_t>(self, s); });
  self.bump_version();
  return self;
}

Tensor& apply_inplace_(Tensor& self, const std::vector<Tensor>& others,
                       const std::function<Tensor(const Tensor&)>& f) {
  bool grad = autograd::is_grad_enabled() && self.requires_grad();
  for (const Tensor& t : others) grad = grad || autograd::should_record({&t});
  autograd::check_inplace(self, grad);
  if (grad) return autograd::inplace_with_history(self, f);
  Tensor r = f(self);
  if (r.sizes() != self.sizes())
    fail(ErrorKind::RuntimeError, "output with shape " + shape_str(self.sizes()) + " doesn't match the broadcast shape " +
                                      shape_str(r.sizes()));
  return copy_(self, r);
}

}  // namespace tp::tensor
