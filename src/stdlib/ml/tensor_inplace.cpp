// In-place Tensor methods (each returns self, so calls chain: p.mul_(0.9).add_(g, alpha=0.1)):
// zero_, fill_, copy_, add_, sub_, mul_, div_, addcmul_, addcdiv_, lerp_, clamp_, relu_,
// uniform_, normal_, as torch.Tensor's. They bump the version counter (autograd then
// refuses to use a saved tensor changed in place), raise RuntimeError on a leaf that
// requires grad (or a view of one) while grad mode is on, and on views and non-leaves
// record autograd as torch (Note [Views and in-place ops], autograd/view_inplace.h). The
// optimisers call them under no_grad.
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;
using objects::without_self;

namespace {

Tensor& self_of(const CallArgs& call) { return tensor_of(call.args[0]); }

Value t_zero_(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "zero_", 1, 1)) return Value::null();
  return guard(ctx, [&] {
    tensor::zero_(self_of(call));
    return call.args[0];
  });
}

Value t_fill_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"value"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "fill_", kNames, 1, a)) return Value::null();
  auto s = number_of(ctx, a[0]);
  if (!s) {
    if (is_tensor(ctx, a[0]) && tensor_of(a[0]).numel() == 1) {
      Value r = guard(ctx, [&] {
        s = tensor_of(a[0]).item();
        return Value::none();
      });
      if (r.is_null()) return r;
    } else {
      return ctx.raise(ctx.builtins.exc_TypeError, "fill_(): value must be a number, not %s",
                       objects::type_name(ctx, a[0]));
    }
  }
  return guard(ctx, [&] {
    tensor::fill_(self_of(call), *s);
    return call.args[0];
  });
}

Value t_copy_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"src", "non_blocking"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "copy_", kNames, 1, a)) return Value::null();
  Tensor src;
  if (!tensor_arg(ctx, a[0], "copy_", &src)) return Value::null();
  return guard(ctx, [&] {
    tensor::copy_(self_of(call), src);
    return call.args[0];
  });
}

enum class Arith { Add, Sub, Mul, Div };

template <Arith kind>
Value t_arith_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"other", "$alpha"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "add_", kNames, 1, a)) return Value::null();
  std::optional<tensor::Scalar> alpha;
  if (!a[1].is_null()) {
    alpha = number_of(ctx, a[1]);
    if (!alpha || kind == Arith::Mul || kind == Arith::Div)
      return ctx.raise(ctx.builtins.exc_TypeError, "alpha must be a number (add_/sub_ only)");
  }
  std::optional<tensor::Scalar> s = number_of(ctx, a[0]);
  Tensor other;
  if (!s && !tensor_arg(ctx, a[0], "add_", &other)) return Value::null();
  return guard(ctx, [&] {
    Tensor& self = self_of(call);
    if (s && alpha) {
      // other * alpha folded into one scalar.
      double v = s->to_double() * alpha->to_double();
      tensor::Scalar k = (s->is_floating() || alpha->is_floating()) ? tensor::Scalar(v)
                                                                     : tensor::Scalar(s->to_int() * alpha->to_int());
      if (kind == Arith::Add) tensor::add_(self, k);
      else tensor::sub_(self, k);
      return call.args[0];
    }
    switch (kind) {
      case Arith::Add:
        if (s) tensor::add_(self, *s);
        else if (alpha) tensor::add_(self, other, *alpha);
        else tensor::add_(self, other);
        break;
      case Arith::Sub:
        if (s) tensor::sub_(self, *s);
        else if (alpha) tensor::sub_(self, other, *alpha);
        else tensor::sub_(self, other);
        break;
      case Arith::Mul: s ? tensor::mul_(self, *s) : tensor::mul_(self, other); break;
      case Arith::Div: s ? tensor::div_(self, *s) : tensor::div_(self, other); break;
    }
    return call.args[0];
  });
}

// addcmul_(tensor1, tensor2, value=1): self += value * tensor1 * tensor2 (addcdiv_: /).
template <bool divide>
Value t_addc_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensor1", "tensor2", "$value"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), divide ? "addcdiv_" : "addcmul_", kNames, 2, a)) return Value::null();
  Tensor t1, t2;
  if (!tensor_arg(ctx, a[0], "addcmul_", &t1) || !tensor_arg(ctx, a[1], "addcmul_", &t2)) return Value::null();
  tensor::Scalar value(int64_t(1));
  if (!a[2].is_null()) {
    auto v = number_of(ctx, a[2]);
    if (!v) return ctx.raise(ctx.builtins.exc_TypeError, "value must be a number");
    value = *v;
  }
  return guard(ctx, [&] {
    Tensor prod = divide ? tensor::div(t1, t2) : tensor::mul(t1, t2);
    tensor::add_(self_of(call), prod, value);
    return call.args[0];
  });
}

// lerp_(end, weight): self += weight * (end - self).
Value t_lerp_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"end", "weight"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "lerp_", kNames, 2, a)) return Value::null();
  Tensor end;
  if (!tensor_arg(ctx, a[0], "lerp_", &end)) return Value::null();
  std::optional<tensor::Scalar> w = number_of(ctx, a[1]);
  Tensor wt;
  if (!w && !tensor_arg(ctx, a[1], "lerp_", &wt)) return Value::null();
  return guard(ctx, [&] {
    Tensor& self = self_of(call);
    Tensor diff = tensor::sub(end, self);
    if (w) tensor::add_(self, diff, *w);
    else tensor::add_(self, tensor::mul(wt, diff));
    return call.args[0];
  });
}

Value t_clamp_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"min", "max"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "clamp_", kNames, 0, a)) return Value::null();
  std::optional<tensor::Scalar> lo, hi;
  if (!a[0].is_null() && !a[0].is_none() && !(lo = number_of(ctx, a[0])))
    return ctx.raise(ctx.builtins.exc_TypeError, "clamp_(): min must be a number");
  if (!a[1].is_null() && !a[1].is_none() && !(hi = number_of(ctx, a[1])))
    return ctx.raise(ctx.builtins.exc_TypeError, "clamp_(): max must be a number");
  return guard(ctx, [&] {
    tensor::apply_inplace_(self_of(call), {}, [&](const Tensor& old) { return tensor::clamp(old, lo, hi); });
    return call.args[0];
  });
}

Value t_relu_(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "relu_", 1, 1)) return Value::null();
  return guard(ctx, [&] {
    tensor::relu_(self_of(call));
    return call.args[0];
  });
}

// uniform_(a=0, b=1) / normal_(mean=0, std=1)
template <bool normal>
Value t_random_(Context& ctx, const CallArgs& call) {
  static const char* const kUniform[] = {"a", "b", "$generator"};
  static const char* const kNormal[] = {"mean", "std", "$generator"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), normal ? "normal_" : "uniform_", normal ? kNormal : kUniform, 0, a))
    return Value::null();
  double x = normal ? 0.0 : 0.0, y = 1.0;
  if (!a[0].is_null()) {
    auto v = float_arg(ctx, a[0], normal ? "mean" : "a");
    if (!v) return Value::null();
    x = *v;
  }
  if (!a[1].is_null()) {
    auto v = float_arg(ctx, a[1], normal ? "std" : "b");
    if (!v) return Value::null();
    y = *v;
  }
  return guard(ctx, [&] {
    if (normal) tensor::normal_(self_of(call), x, y);
    else tensor::uniform_(self_of(call), x, y);
    return call.args[0];
  });
}

}  // namespace

static const MethodDef inplace_methods[] = {
    {"zero_", t_zero_, "zero_() -> self: fills with 0"},
    {"fill_", t_fill_, "fill_(value) -> self"},
    {"copy_", t_copy_, "copy_(src) -> self: src broadcast and cast into self"},
    {"add_", t_arith_<Arith::Add>, "add_(other, alpha=1) -> self: self += alpha * other"},
    {"sub_", t_arith_<Arith::Sub>, "sub_(other, alpha=1) -> self: self -= alpha * other"},
    {"mul_", t_arith_<Arith::Mul>, "mul_(other) -> self"},
    {"div_", t_arith_<Arith::Div>, "div_(other) -> self (RuntimeError for integer self)"},
    {"addcmul_", t_addc_<false>, "addcmul_(tensor1, tensor2, value=1) -> self: self += value*tensor1*tensor2"},
    {"addcdiv_", t_addc_<true>, "addcdiv_(tensor1, tensor2, value=1) -> self: self += value*tensor1/tensor2"},
    {"lerp_", t_lerp_, "lerp_(end, weight) -> self: self += weight*(end-self)"},
    {"clamp_", t_clamp_, "clamp_(min=None, max=None) -> self"},
    {"clip_", t_clamp_, "clip_(min=None, max=None) -> self"},
    {"relu_", t_relu_, "relu_() -> self"},
    {"uniform_", t_random_<false>, "uniform_(a=0, b=1) -> self: U[a, b) from the default generator"},
    {"normal_", t_random_<true>, "normal_(mean=0, std=1) -> self"},
    {}};

void init_tensor_inplace_methods(Context& ctx, TypeObject* t) { objects::add_methods(ctx, t, inplace_methods); }

}  // namespace tp::stdlib::ml
