// Math shared by the Tensor methods and the ml functions of the same name (t.sum(1) and
// ml.sum(t, 1) are one native function: the tensor is the first argument either way):
// reductions (sum mean prod max min argmax argmin var std amax amin), unary math (exp log
// sqrt abs neg relu sigmoid tanh gelu silu sin cos square), clamp, pow, softmax,
// log_softmax, add/sub/mul/div with alpha, maximum/minimum, masked_fill, mm/bmm.
#include <cmath>

#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;

namespace {

// Parses `names` after the tensor argument (args[0], or input=). `out[0]` gets the tensor.
bool parse_self(Context& ctx, const CallArgs& call, const char* fn, std::span<const char* const> names,
                size_t nrequired, Value* out, Tensor* self) {
  if (!parse_args(ctx, call, fn, names, nrequired, out)) return false;
  return tensor_arg(ctx, out[0], fn, self);
}

bool opt_int(Context& ctx, Value v, const char* what, std::optional<int64_t>* out) {
  if (v.is_null() || v.is_none()) return true;
  auto i = int_arg(ctx, v, what);
  if (!i) return false;
  *out = *i;
  return true;
}

bool opt_bool(Context& ctx, Value v, bool* out) { return v.is_null() || bool_arg(ctx, v, out); }

enum class Red { Sum, Mean, Amax, Amin };

template <Red kind>
Value reduce(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "keepdim", "$dtype"};
  static constexpr const char* kFn[] = {"sum", "mean", "amax", "amin"};
  Value a[4];
  Tensor self;
  if (!parse_self(ctx, call, kFn[static_cast<int>(kind)], kNames, 1, a, &self)) return Value::null();
  std::vector<int64_t> dims;
  bool keepdim = false;
  if (!dims_arg(ctx, a[1], &dims) || !opt_bool(ctx, a[2], &keepdim)) return Value::null();
  std::optional<ScalarType> dtype;
  if (!a[3].is_null() && !a[3].is_none()) {
    ScalarType d;
    if (!dtype_arg(ctx, a[3], &d)) return Value::null();
    dtype = d;
  }
  return guard(ctx, [&] {
    Tensor x = dtype && kind != Red::Sum ? tensor::to(self, *dtype) : self;
    switch (kind) {
      case Red::Sum: return wrap(ctx, tensor::sum(x, dims, keepdim, dtype));
      case Red::Mean: return wrap(ctx, tensor::mean(x, dims, keepdim));
      case Red::Amax: return wrap(ctx, tensor::amax(x, dims, keepdim));
      case Red::Amin: return wrap(ctx, tensor::amin(x, dims, keepdim));
    }
    return Value::none();
  });
}

// max()/min(): over everything -> tensor; max(dim, keepdim=False) -> (values, indices);
// max(other) -> maximum(self, other).
template <bool is_max>
Value max_min(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "keepdim"};
  Value a[3];
  Tensor self;
  if (!parse_self(ctx, call, is_max ? "max" : "min", kNames, 1, a, &self)) return Value::null();
  if (!a[1].is_null() && is_tensor(ctx, a[1])) {
    const Tensor& other = tensor_of(a[1]);
    return guard(ctx, [&] { return wrap(ctx, is_max ? tensor::maximum(self, other) : tensor::minimum(self, other)); });
  }
  if (a[1].is_null() || a[1].is_none())
    return guard(ctx, [&] { return wrap(ctx, is_max ? tensor::max(self) : tensor::min(self)); });
  auto dim = int_arg(ctx, a[1], "dim");
  bool keepdim = false;
  if (!dim || !opt_bool(ctx, a[2], &keepdim)) return Value::null();
  return guard(ctx, [&] {
    auto r = is_max ? tensor::max(self, *dim, keepdim) : tensor::min(self, *dim, keepdim);
    Value items[2] = {wrap(ctx, r.first), wrap(ctx, r.second)};
    return protocol::new_tuple(ctx, items, 2);
  });
}

template <bool is_max>
Value arg_max_min(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "keepdim"};
  Value a[3];
  Tensor self;
  if (!parse_self(ctx, call, is_max ? "argmax" : "argmin", kNames, 1, a, &self)) return Value::null();
  std::optional<int64_t> dim;
  bool keepdim = false;
  if (!opt_int(ctx, a[1], "dim", &dim) || !opt_bool(ctx, a[2], &keepdim)) return Value::null();
  return guard(ctx, [&] {
    return wrap(ctx, is_max ? tensor::argmax(self, dim, keepdim) : tensor::argmin(self, dim, keepdim));
  });
}

template <bool is_std>
Value var_std(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "unbiased", "keepdim", "$correction"};
  Value a[5];
  Tensor self;
  if (!parse_self(ctx, call, is_std ? "std" : "var", kNames, 1, a, &self)) return Value::null();
  std::vector<int64_t> dims;
  bool unbiased = true, keepdim = false;
  // var(True) is var(unbiased=True) in torch's old signature.
  if (a[1].is_bool()) {
    unbiased = a[1].as_bool();
  } else if (!dims_arg(ctx, a[1], &dims)) {
    return Value::null();
  }
  if (!opt_bool(ctx, a[2], &unbiased) || !opt_bool(ctx, a[3], &keepdim)) return Value::null();
  if (!a[4].is_null() && !a[4].is_none()) {
    auto c = int_arg(ctx, a[4], "correction");
    if (!c) return Value::null();
    if (*c != 0 && *c != 1)
      return ctx.raise(ctx.builtins.exc_NotImplementedError, "correction must be 0 or 1");
    unbiased = *c == 1;
  }
  return guard(ctx, [&] {
    return wrap(ctx, is_std ? tensor::std(self, dims, unbiased, keepdim) : tensor::var(self, dims, unbiased, keepdim));
  });
}

// logsumexp(input, dim, keepdim=False), as torch.logsumexp.
Value logsumexp(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "keepdim"};
  Value a[3];
  Tensor self;
  if (!parse_self(ctx, call, "logsumexp", kNames, 2, a, &self)) return Value::null();
  std::vector<int64_t> dims;
  bool keepdim = false;
  if (!dims_arg(ctx, a[1], &dims) || !opt_bool(ctx, a[2], &keepdim)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::logsumexp(self, dims, keepdim)); });
}

// norm(input, p='fro', dim=None, keepdim=False, dtype=None), as torch.norm: p a number
// (inf allowed) or 'fro' (= 2).
Value norm(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "p", "dim", "keepdim", "dtype"};
  Value a[5];
  Tensor self;
  if (!parse_self(ctx, call, "norm", kNames, 1, a, &self)) return Value::null();
  double p = 2.0;
  if (!a[1].is_null() && !a[1].is_none()) {
    if (objects::is_str(ctx, a[1])) {
      std::string_view name;
      if (!str_arg(ctx, a[1], "p", &name)) return Value::null();
      if (name != "fro")
        return ctx.raise(ctx.builtins.exc_NotImplementedError, "norm: p must be a number or 'fro'");
    } else {
      auto v = float_arg(ctx, a[1], "p");
      if (!v) return Value::null();
      p = *v;
    }
  }
  std::vector<int64_t> dims;
  bool keepdim = false;
  if (!dims_arg(ctx, a[2], &dims) || !opt_bool(ctx, a[3], &keepdim)) return Value::null();
  std::optional<ScalarType> dtype;
  if (!a[4].is_null() && !a[4].is_none()) {
    ScalarType d;
    if (!dtype_arg(ctx, a[4], &d)) return Value::null();
    dtype = d;
  }
  return guard(ctx, [&] { return wrap(ctx, tensor::norm(dtype ? tensor::to(self, *dtype) : self, p, dims, keepdim)); });
}

Value prod(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "keepdim", "$dtype"};
  Value a[4];
  Tensor self;
  if (!parse_self(ctx, call, "prod", kNames, 1, a, &self)) return Value::null();
  std::optional<int64_t> dim;
  bool keepdim = false;
  if (!opt_int(ctx, a[1], "dim", &dim) || !opt_bool(ctx, a[2], &keepdim)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::prod(self, dim, keepdim)); });
}

template <Tensor (*Op)(const Tensor&)>
Value unary(Context& ctx, const CallArgs& call) {
  if (call.nargs == 1 && call.kwnames == nullptr && is_tensor(ctx, call.args[0])) {
    try {
      return wrap(ctx, Op(tensor_of(call.args[0])));
    } catch (...) {
      return raise_current_exception(ctx);
    }
  }
  static const char* const kNames[] = {"input"};
  Value a[1];
  Tensor self;
  if (!parse_self(ctx, call, "unary op", kNames, 1, a, &self)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, Op(self)); });
}

// relu(input): a dead large input is overwritten and returned (Note [Reusing a dead argument]).
Value relu(Context& ctx, const CallArgs& call) {
  if (call.nargs == 1 && call.kwnames == nullptr && argument_is_dead(ctx, call, 0)) {
    try {
      tensor::relu_(tensor_of(call.args[0]));
      return call.args[0];
    } catch (...) {
      return raise_current_exception(ctx);
    }
  }
  return unary<tensor::relu>(ctx, call);
}

Tensor square(const Tensor& x) { return tensor::mul(x, x); }
Tensor rsqrt(const Tensor& x) { return tensor::rdiv(tensor::sqrt(x), tensor::Scalar(1.0)); }
Tensor gelu_tanh(const Tensor& x) {
  // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), torch's approximate='tanh'.
  Tensor inner = tensor::mul(tensor::add(x, tensor::mul(tensor::mul(tensor::mul(x, x), x), tensor::Scalar(0.044715))),
                             tensor::Scalar(0.7978845608028654));
  return tensor::mul(tensor::mul(x, tensor::add(tensor::tanh(inner), tensor::Scalar(1.0))), tensor::Scalar(0.5));
}

Value gelu(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "approximate"};
  Value a[2];
  Tensor self;
  if (!parse_self(ctx, call, "gelu", kNames, 1, a, &self)) return Value::null();
  std::string_view approx = "none";
  if (!a[1].is_null() && !str_arg(ctx, a[1], "approximate", &approx)) return Value::null();
  if (approx != "none" && approx != "tanh")
    return ctx.raise(ctx.builtins.exc_ValueError, "gelu(): approximate must be 'none' or 'tanh'");
  return guard(ctx, [&] { return wrap(ctx, approx == "tanh" ? gelu_tanh(self) : tensor::gelu(self)); });
}

Value clamp(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "min", "max"};
  Value a[3];
  Tensor self;
  if (!parse_self(ctx, call, "clamp", kNames, 1, a, &self)) return Value::null();
  std::optional<tensor::Scalar> lo, hi;
  if (!a[1].is_null() && !a[1].is_none() && !(lo = number_of(ctx, a[1])))
    return ctx.raise(ctx.builtins.exc_TypeError, "clamp(): min must be a number");
  if (!a[2].is_null() && !a[2].is_none() && !(hi = number_of(ctx, a[2])))
    return ctx.raise(ctx.builtins.exc_TypeError, "clamp(): max must be a number");
  return guard(ctx, [&] { return wrap(ctx, tensor::clamp(self, lo, hi)); });
}

Value pow_fn(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "exponent"};
  Value a[2];
  if (!parse_args(ctx, call, "pow", kNames, 2, a)) return Value::null();
  auto base_s = number_of(ctx, a[0]);
  auto exp_s = number_of(ctx, a[1]);
  if (base_s && !exp_s && is_tensor(ctx, a[1]))
    return guard(ctx, [&] { return wrap(ctx, tensor::pow(*base_s, tensor_of(a[1]))); });
  Tensor self;
  if (!tensor_arg(ctx, a[0], "pow", &self)) return Value::null();
  if (exp_s) return guard(ctx, [&] { return wrap(ctx, tensor::pow(self, *exp_s)); });
  Tensor e;
  if (!tensor_arg(ctx, a[1], "pow", &e)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::pow(self, e)); });
}

// softmax(x, dim=None): torch's implicit dim when absent (0 for 0/1/3-D, else 1).
template <bool log>
Value softmax(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "dim", "$dtype"};
  Value a[3];
  Tensor self;
  if (!parse_self(ctx, call, log ? "log_softmax" : "softmax", kNames, 1, a, &self)) return Value::null();
  std::optional<int64_t> dim;
  if (!opt_int(ctx, a[1], "dim", &dim)) return Value::null();
  int64_t nd = self.dim();
  int64_t d = dim ? *dim : (nd == 0 || nd == 1 || nd == 3) ? 0 : 1;
  std::optional<ScalarType> dtype;
  if (!a[2].is_null() && !a[2].is_none()) {
    ScalarType t;
    if (!dtype_arg(ctx, a[2], &t)) return Value::null();
    dtype = t;
  }
  return guard(ctx, [&] {
    Tensor x = dtype ? tensor::to(self, *dtype) : self;
    return wrap(ctx, log ? tensor::log_softmax(x, d) : tensor::softmax(x, d));
  });
}

enum class Arith { Add, Sub, Mul, Div };

// add(input, other, alpha=1) etc. with numbers on either side (the original's ml.add(2, t)).
template <Arith kind>
Value arith(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "other", "$alpha", "$rounding_mode"};
  static constexpr const char* kFn[] = {"add", "sub", "mul", "div"};
  const char* fn = kFn[static_cast<int>(kind)];
  Value a[4];
  if (!parse_args(ctx, call, fn, kNames, 2, a)) return Value::null();
  std::optional<tensor::Scalar> alpha;
  if (!a[2].is_null()) {
    if (kind != Arith::Add && kind != Arith::Sub)
      return ctx.raise(ctx.builtins.exc_TypeError, "%s() got an unexpected keyword argument 'alpha'", fn);
    alpha = number_of(ctx, a[2]);
    if (!alpha) return ctx.raise(ctx.builtins.exc_TypeError, "alpha must be a number");
  }
  std::string_view rounding;
  if (!a[3].is_null() && !a[3].is_none()) {
    if (kind != Arith::Div || !str_arg(ctx, a[3], "rounding_mode", &rounding)) {
      if (!ctx.has_exception())
        ctx.raise(ctx.builtins.exc_TypeError, "%s() got an unexpected keyword argument 'rounding_mode'", fn);
      return Value::null();
    }
    if (rounding != "floor")
      return ctx.raise(ctx.builtins.exc_NotImplementedError, "div(): rounding_mode='%.*s' is not supported",
                       static_cast<int>(rounding.size()), rounding.data());
  }
  Tensor x, y;
  if (!tensor_arg(ctx, a[0], fn, &x) || !tensor_arg(ctx, a[1], fn, &y)) return Value::null();
  return guard(ctx, [&] {
    Tensor r;
    switch (kind) {
      case Arith::Add: r = alpha ? tensor::add(x, y, *alpha) : tensor::add(x, y); break;
      case Arith::Sub: r = alpha ? tensor::sub(x, y, *alpha) : tensor::sub(x, y); break;
      case Arith::Mul: r = tensor::mul(x, y); break;
      case Arith::Div: r = rounding.empty() ? tensor::div(x, y) : tensor::floor_divide(x, y); break;
    }
    return wrap(ctx, r);
  });
}

template <bool is_max>
Value maximum(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "other"};
  Value a[2];
  if (!parse_args(ctx, call, is_max ? "maximum" : "minimum", kNames, 2, a)) return Value::null();
  Tensor x, y;
  if (!tensor_arg(ctx, a[0], "maximum", &x) || !tensor_arg(ctx, a[1], "maximum", &y)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, is_max ? tensor::maximum(x, y) : tensor::minimum(x, y)); });
}

Value masked_fill(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "mask", "value"};
  Value a[3];
  Tensor self, mask;
  if (!parse_self(ctx, call, "masked_fill", kNames, 3, a, &self)) return Value::null();
  if (!tensor_arg(ctx, a[1], "masked_fill", &mask)) return Value::null();
  std::optional<tensor::Scalar> v = number_of(ctx, a[2]);
  Tensor vt;
  if (!v) {
    if (!tensor_arg(ctx, a[2], "masked_fill", &vt)) return Value::null();
  }
  return guard(ctx, [&] {
    if (mask.dtype() != ScalarType::Bool)
      tensor::fail(tensor::ErrorKind::RuntimeError, "masked_fill only supports boolean masks, but got mask with dtype " +
                                                        std::string(tensor::dtype_name(mask.dtype())));
    Tensor fill = v ? tensor::scalar_tensor(*v, self.dtype()) : tensor::to(vt, self.dtype());
    return wrap(ctx, tensor::where(mask, fill, self));
  });
}

template <Tensor (*Op)(const Tensor&, const Tensor&)>
Value binary_fn(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "mat2"};
  Value a[2];
  if (!parse_args(ctx, call, "mm", kNames, 2, a)) return Value::null();
  Tensor x, y;
  if (!tensor_arg(ctx, a[0], "mm", &x) || !tensor_arg(ctx, a[1], "mm", &y)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, Op(x, y)); });
}

Value diag(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "diagonal"};
  Value a[2];
  Tensor self;
  if (!parse_self(ctx, call, "diag", kNames, 1, a, &self)) return Value::null();
  std::optional<int64_t> k;
  if (!opt_int(ctx, a[1], "diagonal", &k)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::diag(self, k.value_or(0))); });
}

}  // namespace

// Shared between Tensor methods and ml functions.
static const MethodDef math_functions[] = {
    {"sum", reduce<Red::Sum>, "sum(input, dim=None, keepdim=False, dtype=None): bool/int sum to int64, as torch.sum"},
    {"mean", reduce<Red::Mean>, "mean(input, dim=None, keepdim=False): float dtypes only (RuntimeError for ints), as torch.mean"},
    {"amax", reduce<Red::Amax>, "amax(input, dim, keepdim=False), as torch.amax"},
    {"amin", reduce<Red::Amin>, "amin(input, dim, keepdim=False), as torch.amin"},
    {"max", max_min<true>, "max(input) -> 0-dim; max(input, dim, keepdim=False) -> (values, indices); max(input, other) -> maximum"},
    {"min", max_min<false>, "min(input) / min(input, dim, keepdim=False) -> (values, indices), as torch.min"},
    {"argmax", arg_max_min<true>, "argmax(input, dim=None, keepdim=False) -> int64 (first occurrence), as torch.argmax"},
    {"argmin", arg_max_min<false>, "argmin(input, dim=None, keepdim=False) -> int64, as torch.argmin"},
    {"var", var_std<false>, "var(input, dim=None, unbiased=True, keepdim=False, correction=None), as torch.var"},
    {"std", var_std<true>, "std(input, dim=None, unbiased=True, keepdim=False, correction=None), as torch.std"},
    {"prod", prod, "prod(input, dim=None, keepdim=False), as torch.prod"},
    {"logsumexp", logsumexp, "logsumexp(input, dim, keepdim=False): log(sum(exp(input))) computed max-subtracted, as torch.logsumexp"},
    {"norm", norm, "norm(input, p='fro', dim=None, keepdim=False, dtype=None): vector p-norm (0, 1, 2, inf, any p > 0), as torch.norm"},
    {"exp", unary<tensor::exp>, "exp(input): ints promote to float32"},
    {"log", unary<tensor::log>, "log(input): natural log"},
    {"log1p", unary<tensor::log1p>, "log1p(input) = log(1 + input), accurate for small input, as torch.log1p"},
    {"expm1", unary<tensor::expm1>, "expm1(input) = exp(input) - 1, accurate for small input, as torch.expm1"},
    {"diag", diag, "diag(input, diagonal=0): 1-D -> matrix with input on that diagonal; 2-D -> the diagonal, as torch.diag"},
    {"sqrt", unary<tensor::sqrt>, "sqrt(input)"},
    {"rsqrt", unary<rsqrt>, "rsqrt(input) = 1/sqrt(input)"},
    {"square", unary<square>, "square(input) = input * input"},
    {"sin", unary<tensor::sin>, "sin(input)"},
    {"cos", unary<tensor::cos>, "cos(input)"},
    {"relu", relu, "relu(input) = max(input, 0), as torch.relu"},
    {"sigmoid", unary<tensor::sigmoid>, "sigmoid(input) = 1/(1+exp(-input))"},
    {"tanh", unary<tensor::tanh>, "tanh(input)"},
    {"silu", unary<tensor::silu>, "silu(input) = input * sigmoid(input)"},
    {"gelu", gelu, "gelu(input, approximate='none'|'tanh'), as torch.nn.functional.gelu"},
    {"clamp", clamp, "clamp(input, min=None, max=None): ValueError when both are None"},
    {"clip", clamp, "clip(input, min=None, max=None): alias of clamp"},
    {"pow", pow_fn, "pow(input, exponent): tensor or number on either side, as torch.pow"},
    {"softmax", softmax<false>, "softmax(input, dim, dtype=None), as torch.softmax"},
    {"log_softmax", softmax<true>, "log_softmax(input, dim, dtype=None), as torch.log_softmax"},
    {"add", arith<Arith::Add>, "add(input, other, alpha=1) = input + alpha*other; numbers allowed on either side"},
    {"sub", arith<Arith::Sub>, "sub(input, other, alpha=1) = input - alpha*other"},
    {"mul", arith<Arith::Mul>, "mul(input, other)"},
    {"div", arith<Arith::Div>, "div(input, other, rounding_mode=None|'floor'): true division (ints -> float32)"},
    {"maximum", maximum<true>, "maximum(input, other): elementwise, broadcasting"},
    {"minimum", maximum<false>, "minimum(input, other): elementwise, broadcasting"},
    {"masked_fill", masked_fill, "masked_fill(input, mask, value): value where the bool mask is True"},
    {"mm", binary_fn<tensor::mm>, "mm(input, mat2): [n,k] x [k,m]"},
    {"bmm", binary_fn<tensor::bmm>, "bmm(input, mat2): [B,n,k] x [B,k,m]"},
    {}};

void init_tensor_math_methods(Context& ctx, TypeObject* t) { objects::add_methods(ctx, t, math_functions); }

void init_math_functions(Context& ctx, ModuleObject* m) { objects::add_functions(ctx, m, math_functions); }

}  // namespace tp::stdlib::ml
