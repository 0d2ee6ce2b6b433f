// Tensor operators as dunder methods, found by the objects layer's protocol: + - * / // %
// ** @ with tensors and Python numbers on either side (reflected forms), the in-place
// forms (+= ... modify self and bump its version, as torch), unary - + abs ~, comparisons
// returning bool tensors, and & | ^ on bool/integer tensors (bitwise, as torch).
//
// Hot path: `a + b` reaches tensor_binary through one dunder lookup; Tensor (+) Tensor and
// Tensor (+) number are tested first and allocate nothing but the result.
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;

namespace {

enum class Op : uint8_t { Add, Sub, Mul, Div, FloorDiv, Mod, Pow, MatMul, And, Or, Xor };

// The operand as a tensor (wrapped number for Python numbers); false (no exception) when
// it is neither, so the caller returns NotImplemented.
inline bool operand(Context& ctx, Value v, Tensor* t, std::optional<tensor::Scalar>* s) {
  if (v.is_float()) {
    *s = tensor::Scalar(v.as_float());
    return true;
  }
  if (v.is_small_int()) {
    *s = tensor::Scalar(v.as_small_int());
    return true;
  }
  if (v.is_bool()) {
    *s = tensor::Scalar(v.as_bool());
    return true;
  }
  if (v.is_object()) {
    if (is_tensor(ctx, v)) {
      *t = tensor_of(v);
      return true;
    }
    if (auto n = number_of(ctx, v)) {
      *s = *n;
      return true;
    }
  }
  return false;
}

Tensor number_tensor(const tensor::Scalar& s) {
  return tensor::wrapped_scalar_tensor(s);
}

template <class T>
void bitwise_loop(Op op, const void* x, const void* y, void* out, int64_t n) {
  if constexpr (!::tp::tensor::is_float_v<T>) {
    const T* p = static_cast<const T*>(x);
    const T* q = static_cast<const T*>(y);
    T* o = static_cast<T*>(out);
    for (int64_t i = 0; i < n; ++i) {
      if (op == Op::And) o[i] = static_cast<T>(p[i] & q[i]);
      else if (op == Op::Or) o[i] = static_cast<T>(p[i] | q[i]);
      else o[i] = static_cast<T>(p[i] ^ q[i]);
    }
  }
}

// Elementwise bitwise/logical op on bool or integer tensors (broadcasting).
Tensor bitwise(Op op, const Tensor& a, const Tensor& b) {
  const char* name = op == Op::And ? "bitwise_and" : op == Op::Or ? "bitwise_or" : "bitwise_xor";
  tensor::ResultTypeState rs;
  rs.add_tensor(a.dtype(), a.dim() == 0, a.impl()->wrapped_number);
  rs.add_tensor(b.dtype(), b.dim() == 0, b.impl()->wrapped_number);
  ScalarType dt = rs.result();
  if (tensor::is_floating(dt))
    tensor::fail(tensor::ErrorKind::RuntimeError,
                 std::string("\"") + name + "_cpu\" not implemented for '" + tensor::scalar_type_name(dt) + "'");
  Shape shape = tensor::broadcast_shapes(a.sizes(), b.sizes());
  Tensor x = tensor::contiguous(tensor::expand(tensor::to(a, dt), shape));
  Tensor y = tensor::contiguous(tensor::expand(tensor::to(b, dt), shape));
  Tensor out = tensor::empty(shape, dt);
  int64_t n = out.numel();
  TP_DISPATCH_ALL(dt, name, [&] {
    bitwise_loop<scalar_t>(op, x.data_ptr(), y.data_ptr(), out.data_ptr(), n);
  });
  return out;
}

Tensor apply(Op op, const Tensor& a, const Tensor& b) {
  switch (op) {
    case Op::Add: return tensor::add(a, b);
    case Op::Sub: return tensor::sub(a, b);
    case Op::Mul: return tensor::mul(a, b);
    case Op::Div: return tensor::div(a, b);
    case Op::FloorDiv: return tensor::floor_divide(a, b);
    case Op::Mod: return tensor::remainder(a, b);
    case Op::Pow: return tensor::pow(a, b);
    case Op::MatMul: return tensor::matmul(a, b);
    default: return bitwise(op, a, b);
  }
}

// self (op) scalar
Tensor apply_scalar(Op op, const Tensor& a, const tensor::Scalar& s) {
  switch (op) {
    case Op::Add: return tensor::add(a, s);
    case Op::Sub: return tensor::sub(a, s);
    case Op::Mul: return tensor::mul(a, s);
    case Op::Div: return tensor::div(a, s);
    case Op::FloorDiv: return tensor::floor_divide(a, s);
    case Op::Mod: return tensor::remainder(a, s);
    case Op::Pow: return tensor::pow(a, s);
    default: return apply(op, a, number_tensor(s));
  }
}

// scalar (op) self
Tensor apply_scalar_reflected(Op op, const Tensor& a, const tensor::Scalar& s) {
  switch (op) {
    case Op::Add: return tensor::add(a, s);
    case Op::Sub: return tensor::rsub(a, s);
    case Op::Mul: return tensor::mul(a, s);
    case Op::Div: return tensor::rdiv(a, s);
    case Op::Pow: return tensor::pow(s, a);
    default: return apply(op, number_tensor(s), a);
  }
}

// self (op) other, or other (op) self when reflected; NotImplemented for other operands.
Value binary_impl(Context& ctx, Op op, bool reflected, Value self_value, Value other_value) {
  const Tensor& self = tensor_of(self_value);
  Tensor other;
  std::optional<tensor::Scalar> s;
  if (!operand(ctx, other_value, &other, &s)) return ctx.has_exception() ? Value::null() : ctx.builtins.not_implemented;
  if (op == Op::MatMul && s)
    return ctx.raise(ctx.builtins.exc_TypeError, "matmul: a Python number is not a matrix");
  try {
    Tensor r;
    if (s) r = reflected ? apply_scalar_reflected(op, self, *s) : apply_scalar(op, self, *s);
    else r = reflected ? apply(op, other, self) : apply(op, self, other);
    return wrap(ctx, std::move(r));
  } catch (...) {
    return raise_current_exception(ctx);
  }
}

template <Op op, bool reflected>
Value binary(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected 1 argument");
  return binary_impl(ctx, op, reflected, call.args[0], call.args[1]);
}

// self op= other (modifies self); NotImplemented for other operands.
Value inplace_impl(Context& ctx, Op op, Value self_value, Value other_value) {
  Tensor& self = tensor_of(self_value);
  Tensor other;
  std::optional<tensor::Scalar> s;
  if (!operand(ctx, other_value, &other, &s)) return ctx.has_exception() ? Value::null() : ctx.builtins.not_implemented;
  try {
    switch (op) {
      case Op::Add: s ? tensor::add_(self, *s) : tensor::add_(self, other); break;
      case Op::Sub: s ? tensor::sub_(self, *s) : tensor::sub_(self, other); break;
      case Op::Mul: s ? tensor::mul_(self, *s) : tensor::mul_(self, other); break;
      case Op::Div: s ? tensor::div_(self, *s) : tensor::div_(self, other); break;
      default: {
        // The rest: compute out of place, then store into self (same checks as torch:
        // the result must be storable in self's dtype and have its shape).
        std::vector<Tensor> others;
        if (!s) others.push_back(other);
        tensor::apply_inplace_(self, others, [&](const Tensor& old) {
          Tensor r = s ? apply_scalar(op, old, *s) : apply(op, old, other);
          if (tensor::is_floating(r.dtype()) && !tensor::is_floating(self.dtype()))
            tensor::fail(tensor::ErrorKind::RuntimeError,
                         std::string("result type ") + tensor::dtype_name(r.dtype()) +
                             " can't be cast to the desired output type " + tensor::dtype_name(self.dtype()));
          return r;
        });
      }
    }
    return self_value;
  } catch (...) {
    return raise_current_exception(ctx);
  }
}

template <Op op>
Value inplace(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected 1 argument");
  return inplace_impl(ctx, op, call.args[0], call.args[1]);
}

// Note [Binary operator slot] (objects/type_object.h): `a op b` without the dunder lookup
// and call; the same functions the dunders below run. Operators Tensor has no dunder for
// (<< >>, @=) return NotImplemented so the generic path raises the usual TypeError.
Value binary_slot(Context& ctx, BinaryOp bop, TypeObject::BinaryKind kind, Value a, Value b) {
  using B = BinaryOp;
  Op op;
  switch (bop) {
    case B::Add: op = Op::Add; break;
    case B::Subtract: op = Op::Sub; break;
    case B::Multiply: op = Op::Mul; break;
    case B::TrueDivide: op = Op::Div; break;
    case B::FloorDivide: op = Op::FloorDiv; break;
    case B::Remainder: op = Op::Mod; break;
    case B::Power: op = Op::Pow; break;
    case B::MatrixMultiply: op = Op::MatMul; break;
    case B::And: op = Op::And; break;
    case B::Or: op = Op::Or; break;
    case B::Xor: op = Op::Xor; break;
    default: return ctx.builtins.not_implemented;
  }
  switch (kind) {
    case TypeObject::BinaryKind::Forward: return binary_impl(ctx, op, false, a, b);
    case TypeObject::BinaryKind::Reflected: return binary_impl(ctx, op, true, b, a);
    case TypeObject::BinaryKind::Inplace:
      if (op == Op::MatMul) return ctx.builtins.not_implemented;  // no __imatmul__
      return inplace_impl(ctx, op, a, b);
  }
  return ctx.builtins.not_implemented;
}

enum class Cmp : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

template <Cmp cmp>
Value compare(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected 1 argument");
  const Tensor& self = tensor_of(call.args[0]);
  Tensor other;
  std::optional<tensor::Scalar> s;
  if (!operand(ctx, call.args[1], &other, &s)) return ctx.has_exception() ? Value::null() : ctx.builtins.not_implemented;
  try {
    Tensor r;
    if (s) {
      switch (cmp) {
        case Cmp::Eq: r = tensor::eq(self, *s); break;
        case Cmp::Ne: r = tensor::ne(self, *s); break;
        case Cmp::Lt: r = tensor::lt(self, *s); break;
        case Cmp::Le: r = tensor::le(self, *s); break;
        case Cmp::Gt: r = tensor::gt(self, *s); break;
        case Cmp::Ge: r = tensor::ge(self, *s); break;
      }
    } else {
      switch (cmp) {
        case Cmp::Eq: r = tensor::eq(self, other); break;
        case Cmp::Ne: r = tensor::ne(self, other); break;
        case Cmp::Lt: r = tensor::lt(self, other); break;
        case Cmp::Le: r = tensor::le(self, other); break;
        case Cmp::Gt: r = tensor::gt(self, other); break;
        case Cmp::Ge: r = tensor::ge(self, other); break;
      }
    }
    return wrap(ctx, std::move(r));
  } catch (...) {
    return raise_current_exception(ctx);
  }
}

Value t_neg(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] { return wrap(ctx, tensor::neg(tensor_of(call.args[0]))); });
}
Value t_pos(Context&, const CallArgs& call) { return call.args[0]; }
Value t_abs(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] { return wrap(ctx, tensor::abs(tensor_of(call.args[0]))); });
}
Value t_invert(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] {
    const Tensor& t = tensor_of(call.args[0]);
    if (t.dtype() == ScalarType::Bool) return wrap(ctx, tensor::logical_not(t));
    if (tensor::is_floating(t.dtype()))
      tensor::fail(tensor::ErrorKind::TypeError, std::string("\"bitwise_not_cpu\" not implemented for '") +
                                                     tensor::dtype_name(t.dtype()) + "'");
    // ~x == -x - 1 for two's complement integers (uint8 wraps the same way).
    return wrap(ctx, tensor::sub(tensor::neg(t), tensor::Scalar(int64_t(1))));
  });
}

}  // namespace

#define TP_BIN(op, name, rname, iname)                                                       \
  {name, binary<Op::op, false>, nullptr}, {rname, binary<Op::op, true>, nullptr},           \
      {iname, inplace<Op::op>, nullptr},

static const MethodDef operator_methods[] = {
    TP_BIN(Add, "__add__", "__radd__", "__iadd__")
    TP_BIN(Sub, "__sub__", "__rsub__", "__isub__")
    TP_BIN(Mul, "__mul__", "__rmul__", "__imul__")
    TP_BIN(Div, "__truediv__", "__rtruediv__", "__itruediv__")
    TP_BIN(FloorDiv, "__floordiv__", "__rfloordiv__", "__ifloordiv__")
    TP_BIN(Mod, "__mod__", "__rmod__", "__imod__")
    TP_BIN(Pow, "__pow__", "__rpow__", "__ipow__")
    TP_BIN(And, "__and__", "__rand__", "__iand__")
    TP_BIN(Or, "__or__", "__ror__", "__ior__")
    TP_BIN(Xor, "__xor__", "__rxor__", "__ixor__")
    {"__matmul__", binary<Op::MatMul, false>, nullptr},
    {"__rmatmul__", binary<Op::MatMul, true>, nullptr},
    {"__eq__", compare<Cmp::Eq>, nullptr},
    {"__ne__", compare<Cmp::Ne>, nullptr},
    {"__lt__", compare<Cmp::Lt>, nullptr},
    {"__le__", compare<Cmp::Le>, nullptr},
    {"__gt__", compare<Cmp::Gt>, nullptr},
    {"__ge__", compare<Cmp::Ge>, nullptr},
    {"__neg__", t_neg, nullptr},
    {"__pos__", t_pos, nullptr},
    {"__abs__", t_abs, nullptr},
    {"__invert__", t_invert, nullptr},
    {"eq", compare<Cmp::Eq>, "eq(other) -> bool tensor (broadcasting), as torch.eq"},
    {"ne", compare<Cmp::Ne>, "ne(other) -> bool tensor, as torch.ne"},
    {"lt", compare<Cmp::Lt>, "lt(other) -> bool tensor, as torch.lt"},
    {"le", compare<Cmp::Le>, "le(other) -> bool tensor, as torch.le"},
    {"gt", compare<Cmp::Gt>, "gt(other) -> bool tensor, as torch.gt"},
    {"ge", compare<Cmp::Ge>, "ge(other) -> bool tensor, as torch.ge"},
    {"neg", t_neg, "neg() -> -self"},
    {"abs", t_abs, "abs() -> |self| (dtype kept)"},
    {"logical_not", t_invert, "logical_not() on bool tensors"},
    {"bitwise_not", t_invert, "bitwise_not() on bool/int tensors"},
    {"floor_divide", binary<Op::FloorDiv, false>, "floor_divide(other): floor(self / other), as Python's //"},
    {"remainder", binary<Op::Mod, false>, "remainder(other): Python's %, sign of the divisor"},
    {"matmul", binary<Op::MatMul, false>, "matmul(other), as torch.matmul"},
    {}};
#undef TP_BIN

void init_tensor_operators(Context& ctx, TypeObject* t) {
  objects::add_methods(ctx, t, operator_methods);
  t->binary_op_slot = binary_slot;
  // Parameter keeps Tensor's operator dunders, so `x @ weight` takes the fast path too.
  if (state(ctx).parameter_type != nullptr) state(ctx).parameter_type->binary_op_slot = binary_slot;
}

}  // namespace tp::stdlib::ml
