// Loss functions, as torch.nn.functional's: cross_entropy (class-index targets; weight=,
// ignore_index=, label_smoothing=), nll_loss (weight=, ignore_index=), mse_loss, l1_loss,
// binary_cross_entropy (weight=), binary_cross_entropy_with_logits; reduction 'mean',
// 'sum' or 'none' (ValueError otherwise).
//
// The plain forms call the tensor library's fused losses. Class weights and label
// smoothing are composed from differentiable ops with torch's formulas
// (aten/src/ATen/native/LossNLL.cpp):
//   nll_i    = -logp[i, y_i] * w[y_i]           (0 for ignored targets)
//   smooth_i = -sum_c logp[i, c] * w[c]         (0 for ignored targets)
//   mean divides both sums by sum_i w[y_i] over non-ignored targets;
//   loss     = (1 - eps) * nll + eps / C * smooth.
#include "objects/str_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;
using tensor::Reduction;

namespace {

bool reduction_arg(Context& ctx, Value v, Reduction* out) {
  if (v.is_null()) {
    *out = Reduction::Mean;
    return true;
  }
  std::string_view s;
  if (!str_arg(ctx, v, "reduction", &s)) return false;
  if (s == "mean") *out = Reduction::Mean;
  else if (s == "sum") *out = Reduction::Sum;
  else if (s == "none") *out = Reduction::None;
  else {
    ctx.raise(ctx.builtins.exc_ValueError, "%.*s is not a valid value for reduction", static_cast<int>(s.size()), s.data());
    return false;
  }
  return true;
}

Tensor reduce(const Tensor& t, Reduction r) {
  if (r == Reduction::Mean) return tensor::mean(t);
  if (r == Reduction::Sum) return tensor::sum(t);
  return t;
}

// The weighted / smoothed cross entropy on log-probabilities logp [N, C] (see the top).
Tensor composite_nll(const Tensor& logp_in, const Tensor& target_in, const Tensor& weight, int64_t ignore_index,
                     double smoothing, Reduction reduction) {
  Tensor logp = logp_in, target = target_in;
  bool single = logp.dim() == 1;
  if (single) {
    logp = tensor::unsqueeze(logp, 0);
    target = tensor::unsqueeze(target, 0);
  }
  if (logp.dim() != 2)
    tensor::fail(tensor::ErrorKind::NotImplementedError,
                 "cross_entropy/nll_loss with weight or label_smoothing: input must be [N, C] or [C], got " +
                     tensor::shape_str(logp_in.sizes()));
  int64_t C = logp.size(1);
  ScalarType ft = logp.dtype();
  Tensor valid_b = tensor::ne(target, tensor::Scalar(ignore_index));
  Tensor safe_t = tensor::where(valid_b, target, tensor::zeros({}, target.dtype()));
  Tensor valid = tensor::to(valid_b, ft);
  Tensor oh = tensor::to(tensor::one_hot(safe_t, C), ft);
  Tensor w_i = valid;
  Tensor wb;
  if (weight.defined()) {
    w_i = tensor::mul(tensor::index_select(weight, 0, safe_t), valid);
    wb = tensor::unsqueeze(weight, 0);
  }
  Tensor nll_i = tensor::mul(tensor::neg(tensor::sum(tensor::mul(oh, logp), {1})), w_i);
  Tensor denom = tensor::sum(w_i);
  auto finish = [&](const Tensor& per) {
    if (reduction == Reduction::Mean) return tensor::div(tensor::sum(per), denom);
    if (reduction == Reduction::Sum) return tensor::sum(per);
    return single ? tensor::squeeze(per, 0) : per;
  };
  Tensor loss = finish(nll_i);
  if (smoothing > 0) {
    Tensor weighted = wb.defined() ? tensor::mul(logp, wb) : logp;
    Tensor smooth_i = tensor::mul(tensor::neg(tensor::sum(weighted, {1})), valid);
    loss = tensor::add(tensor::mul(loss, tensor::Scalar(1.0 - smoothing)),
                       tensor::mul(finish(smooth_i), tensor::Scalar(smoothing / static_cast<double>(C))));
  }
  return loss;
}

template <bool from_logits>
Value nll_like(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "target", "weight", "size_average", "ignore_index", "reduce",
                                       "reduction", "label_smoothing"};
  const char* fn = from_logits ? "cross_entropy" : "nll_loss";
  Value a[8];
  if (!parse_args(ctx, call, fn, std::span<const char* const>(kNames, from_logits ? 8 : 7), 2, a))
    return Value::null();
  Tensor x, t, w;
  if (!tensor_arg(ctx, a[0], fn, &x) || !tensor_arg(ctx, a[1], fn, &t) || !optional_tensor_arg(ctx, a[2], fn, &w))
    return Value::null();
  if ((!a[3].is_null() && !a[3].is_none()) || (!a[5].is_null() && !a[5].is_none()))
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "%s: size_average/reduce are deprecated; use reduction=", fn);
  int64_t ignore = -100;
  if (!a[4].is_null()) {
    auto v = int_arg(ctx, a[4], "ignore_index");
    if (!v) return Value::null();
    ignore = *v;
  }
  Reduction r;
  if (!reduction_arg(ctx, a[6], &r)) return Value::null();
  double smoothing = 0;
  if (from_logits && !a[7].is_null()) {
    auto v = float_arg(ctx, a[7], "label_smoothing");
    if (!v) return Value::null();
    smoothing = *v;
    if (smoothing < 0 || smoothing > 1)
      return ctx.raise(ctx.builtins.exc_ValueError, "label_smoothing must be between 0.0 and 1.0. Got: %g", smoothing);
  }
  return guard(ctx, [&] {
    if (tensor::is_floating(t.dtype()))
      tensor::fail(tensor::ErrorKind::NotImplementedError,
                   std::string(fn) + ": probability (float) targets are not supported; pass class indices (int64)");
    if (!w.defined() && smoothing == 0)
      return wrap(ctx, from_logits ? tensor::cross_entropy(x, t, r, ignore) : tensor::nll_loss(x, t, r, ignore));
    Tensor logp = from_logits ? tensor::log_softmax(x, x.dim() == 1 ? 0 : 1) : x;
    return wrap(ctx, composite_nll(logp, t, w, ignore, smoothing, r));
  });
}

enum class Pointwise { Mse, L1, Bce, BceLogits };

template <Pointwise kind>
Value pointwise_loss(Context& ctx, const CallArgs& call) {
  static const char* const kPlain[] = {"input", "target", "size_average", "reduce", "reduction", "$promote_dtypes"};
  static const char* const kWeighted[] = {"input", "target", "weight", "size_average", "reduce", "reduction", "pos_weight"};
  static constexpr const char* kFn[] = {"mse_loss", "l1_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits"};
  const char* fn = kFn[static_cast<int>(kind)];
  bool weighted = kind == Pointwise::Bce || kind == Pointwise::BceLogits;
  Value a[7];
  std::span<const char* const> names = weighted ? std::span<const char* const>(kWeighted, kind == Pointwise::Bce ? 6 : 7)
                                                : std::span<const char* const>(kPlain, 6);
  if (!parse_args(ctx, call, fn, names, 2, a)) return Value::null();
  Tensor x, t, w, pw;
  if (!tensor_arg(ctx, a[0], fn, &x) || !tensor_arg(ctx, a[1], fn, &t)) return Value::null();
  Value red = weighted ? a[5] : a[4];
  if (weighted && !optional_tensor_arg(ctx, a[2], fn, &w)) return Value::null();
  if (kind == Pointwise::BceLogits && !optional_tensor_arg(ctx, a[6], fn, &pw)) return Value::null();
  Value sa = weighted ? a[3] : a[2], rd = weighted ? a[4] : a[3];
  if ((!sa.is_null() && !sa.is_none()) || (!rd.is_null() && !rd.is_none()))
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "%s: size_average/reduce are deprecated; use reduction=", fn);
  Reduction r;
  if (!reduction_arg(ctx, red, &r)) return Value::null();
  // The original API's mse_loss promotes int and mixed operands to one float dtype first
  // (so ml.mse_loss(pred, int_target) trains); promote_dtypes=False is torch 1.13's op,
  // whose backward refuses a target of another dtype (nn.MSELoss uses it).
  bool promote = true;
  if (!weighted && !a[5].is_null() && !bool_arg(ctx, a[5], &promote)) return Value::null();
  return guard(ctx, [&] {
    if (kind == Pointwise::Mse && promote) {
      const ScalarType pt = tensor::promote_types(x.dtype(), t.dtype());
      const ScalarType ft = tensor::is_floating(pt) ? pt : tensor::kDefaultFloat;
      x = tensor::to(x, ft);
      t = tensor::to(t, ft);
    }
    if (x.sizes() != t.sizes() && kind != Pointwise::Mse)
      tensor::fail(tensor::ErrorKind::ValueError, "Using a target size (" + tensor::shape_str(t.sizes()) +
                                                      ") that is different to the input size (" +
                                                      tensor::shape_str(x.sizes()) + ") is deprecated. Please ensure they have the same size.");
    switch (kind) {
      case Pointwise::Mse: return wrap(ctx, tensor::mse_loss(x, t, r));
      case Pointwise::L1: return wrap(ctx, reduce(tensor::abs(tensor::sub(x, t)), r));
      case Pointwise::Bce: {
        if (!w.defined()) return wrap(ctx, tensor::binary_cross_entropy(x, t, r));
        return wrap(ctx, reduce(tensor::mul(tensor::binary_cross_entropy(x, t, Reduction::None), w), r));
      }
      case Pointwise::BceLogits: {
        if (!tensor::is_floating(x.dtype())) x = tensor::to(x, tensor::kDefaultFloat);
        // (1 - y) x + (1 + (pw - 1) y) (log(1 + exp(-|x|)) + max(-x, 0)), torch's stable form.
        // max(-x, 0) as maximum(), whose tie at x = 0 splits the gradient in halves: then
        // d/dx = sigmoid(x) * coef - pw * y there too, torch's (relu would give 0 for the
        // half, abs's sign is 0 at 0).
        Tensor log_term = tensor::add(tensor::log1p(tensor::exp(tensor::neg(tensor::abs(x)))),
                                      tensor::maximum(tensor::neg(x), tensor::zeros({}, x.dtype())));
        Tensor coef = pw.defined() ? tensor::add(tensor::mul(tensor::sub(pw, tensor::Scalar(1.0)), t), tensor::Scalar(1.0))
                                   : tensor::ones_like(t);
        Tensor loss = tensor::add(tensor::mul(tensor::rsub(t, tensor::Scalar(1.0)), x), tensor::mul(coef, log_term));
        if (w.defined()) loss = tensor::mul(loss, w);
        return wrap(ctx, reduce(loss, r));
      }
    }
    return Value::none();
  });
}

}  // namespace

static const MethodDef loss_functions[] = {
    {"cross_entropy", nll_like<true>,
     "cross_entropy(input [N, C] or [C], target int64 [N] or [], weight=None, ignore_index=-100, reduction='mean', "
     "label_smoothing=0.0): log_softmax + nll_loss; IndexError for a class outside [0, C). As torch.nn.functional.cross_entropy"},
    {"nll_loss", nll_like<false>,
     "nll_loss(input log-probabilities [N, C], target int64 [N], weight=None, ignore_index=-100, reduction='mean'), "
     "as torch.nn.functional.nll_loss"},
    {"mse_loss", pointwise_loss<Pointwise::Mse>, "mse_loss(input, target, reduction='mean', *, promote_dtypes=True): mean((input-target)^2); int/mixed dtypes promoted first (the original API); promote_dtypes=False is torch 1.13's (backward raises for a target of another dtype)"},
    {"l1_loss", pointwise_loss<Pointwise::L1>, "l1_loss(input, target, reduction='mean'): mean(|input-target|), as torch"},
    {"binary_cross_entropy", pointwise_loss<Pointwise::Bce>,
     "binary_cross_entropy(input probabilities, target, weight=None, reduction='mean'): logs clamped at -100, as torch"},
    {"binary_cross_entropy_with_logits", pointwise_loss<Pointwise::BceLogits>,
     "binary_cross_entropy_with_logits(input, target, weight=None, reduction='mean', pos_weight=None), as torch"},
    {}};

void init_losses(Context& ctx, ModuleObject* m) { objects::add_functions(ctx, m, loss_functions); }

}  // namespace tp::stdlib::ml
