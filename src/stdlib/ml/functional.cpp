// The ml functions of torch.nn.functional and torch's tensor functions that are not shared
// with Tensor methods in tensor_math.cpp: matmul (with the original's fused bias), linear,
// conv2d (stride/padding/dilation/groups, and the original's conv2d(x, w, b, fuse_relu)),
// max_pool2d, avg_pool2d, layer_norm/layernorm, batch_norm, dropout, where, cat, stack,
// one_hot, embedding, comparisons, and the functions that forward to the Tensor method of
// the same name (ml.reshape(t, shape) is t.reshape(shape)); the original API's cast(t,
// dtype) and tolist(t).
#include "objects/str_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;

namespace {

bool get_tensor(Context& ctx, Value v, const char* fn, Tensor* out) { return tensor_arg(ctx, v, fn, out); }

// matmul(input, other, bias=None): the original's fused bias is matmul(a, b) + bias.
Value ml_matmul(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "other", "bias"};
  Value a[3];
  if (!parse_args(ctx, call, "matmul", kNames, 2, a)) return Value::null();
  Tensor x, y, b;
  if (!get_tensor(ctx, a[0], "matmul", &x) || !get_tensor(ctx, a[1], "matmul", &y) ||
      !optional_tensor_arg(ctx, a[2], "matmul", &b))
    return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::matmul(x, y, b)); });
}

Value ml_linear(Context& ctx, const CallArgs& call) {
  if (call.nargs >= 2 && call.kwnames == nullptr && is_tensor(ctx, call.args[0]) && is_tensor(ctx, call.args[1]) &&
      (call.nargs == 2 || call.args[2].is_none() || (call.nargs == 3 && is_tensor(ctx, call.args[2])))) {
    try {
      Tensor b = call.nargs == 3 && !call.args[2].is_none() ? tensor_of(call.args[2]) : Tensor();
      return wrap(ctx, tensor::linear(tensor_of(call.args[0]), tensor_of(call.args[1]), b));
    } catch (...) {
      return raise_current_exception(ctx);
    }
  }
  static const char* const kNames[] = {"input", "weight", "bias"};
  Value a[3];
  if (!parse_args(ctx, call, "linear", kNames, 2, a)) return Value::null();
  Tensor x, w, b;
  if (!get_tensor(ctx, a[0], "linear", &x) || !get_tensor(ctx, a[1], "linear", &w) ||
      !optional_tensor_arg(ctx, a[2], "linear", &b))
    return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::linear(x, w, b)); });
}

// conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1, fuse_relu=False)
// A bool 4th positional argument is the original API's fuse_relu.
Value ml_conv2d(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "weight", "bias", "stride", "padding", "dilation", "groups", "$fuse_relu"};
  Value a[8];
  CallArgs c = call;
  Value fuse_positional;
  if (call.nargs == 4 && call.args[3].is_bool()) {
    fuse_positional = call.args[3];
    c.nargs = 3;  // keywords (if any) follow positionals in args; copy them down
  }
  std::vector<Value> shifted;
  if (!fuse_positional.is_null() && call.kwnames != nullptr) {
    shifted.assign(call.args, call.args + 3);
    shifted.insert(shifted.end(), call.args + 4, call.args + call.total());
    c.args = shifted.data();
  }
  if (!parse_args(ctx, c, "conv2d", kNames, 2, a)) return Value::null();
  if (!fuse_positional.is_null()) a[7] = fuse_positional;
  Tensor x, w, b;
  if (!get_tensor(ctx, a[0], "conv2d", &x) || !get_tensor(ctx, a[1], "conv2d", &w) ||
      !optional_tensor_arg(ctx, a[2], "conv2d", &b))
    return Value::null();
  tensor::Conv2dOptions opt;
  if (!a[3].is_null() && !pair_arg(ctx, a[3], "stride", &opt.stride_h, &opt.stride_w)) return Value::null();
  if (!a[5].is_null() && !pair_arg(ctx, a[5], "dilation", &opt.dilation_h, &opt.dilation_w)) return Value::null();
  if (!a[4].is_null()) {
    if (a[4].is_object() && objects::is_str(ctx, a[4])) {
      std::string_view p = objects::as_str(a[4])->view();
      if (p == "valid") {
        opt.padding_h = opt.padding_w = 0;
      } else if (p == "same") {
        if (opt.stride_h != 1 || opt.stride_w != 1)
          return ctx.raise(ctx.builtins.exc_ValueError, "padding='same' is not supported for strided convolutions");
        if (w.dim() != 4 || w.size(2) % 2 == 0 || w.size(3) % 2 == 0)
          return ctx.raise(ctx.builtins.exc_NotImplementedError, "padding='same' needs odd kernel sizes here");
        opt.padding_h = opt.dilation_h * (w.size(2) - 1) / 2;
        opt.padding_w = opt.dilation_w * (w.size(3) - 1) / 2;
      } else {
        return ctx.raise(ctx.builtins.exc_ValueError, "Invalid padding string '%s', should be one of {'valid', 'same'}",
                         objects::as_str(a[4])->data.c_str());
      }
    } else if (!pair_arg(ctx, a[4], "padding", &opt.padding_h, &opt.padding_w)) {
      return Value::null();
    }
  }
  if (!a[6].is_null()) {
    auto g = int_arg(ctx, a[6], "groups");
    if (!g) return Value::null();
    opt.groups = *g;
  }
  if (!a[7].is_null() && !bool_arg(ctx, a[7], &opt.fuse_relu)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::conv2d(x, w, b, opt)); });
}

// conv2d_relu_linear(input, conv_weight, conv_bias, fc_weight, fc_bias, stride=1, padding=0):
// F.linear(F.relu(F.conv2d(input, conv_weight, conv_bias, stride, padding)).flatten(1),
// fc_weight, fc_bias) in one fused pass when no gradient is needed (tensor/ops.h).
Value ml_conv2d_relu_linear(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "conv_weight", "conv_bias", "fc_weight", "fc_bias", "stride", "padding"};
  Value a[7];
  if (!parse_args(ctx, call, "conv2d_relu_linear", kNames, 5, a)) return Value::null();
  Tensor x, cw, cb, fw, fb;
  if (!get_tensor(ctx, a[0], "conv2d_relu_linear", &x) || !get_tensor(ctx, a[1], "conv2d_relu_linear", &cw) ||
      !optional_tensor_arg(ctx, a[2], "conv2d_relu_linear", &cb) ||
      !get_tensor(ctx, a[3], "conv2d_relu_linear", &fw) || !optional_tensor_arg(ctx, a[4], "conv2d_relu_linear", &fb))
    return Value::null();
  tensor::Conv2dOptions opt;
  if (!a[5].is_null() && !pair_arg(ctx, a[5], "stride", &opt.stride_h, &opt.stride_w)) return Value::null();
  if (!a[6].is_null() && !pair_arg(ctx, a[6], "padding", &opt.padding_h, &opt.padding_w)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::conv2d_relu_linear(x, cw, cb, fw, fb, opt)); });
}

// max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False)
// avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None)
template <bool is_max>
Value ml_pool2d(Context& ctx, const CallArgs& call) {
  static const char* const kMax[] = {"input", "kernel_size", "stride", "padding", "dilation", "ceil_mode", "return_indices"};
  static const char* const kAvg[] = {"input", "kernel_size", "stride", "padding", "ceil_mode", "count_include_pad", "divisor_override"};
  const char* fn = is_max ? "max_pool2d" : "avg_pool2d";
  Value a[7];
  if (!parse_args(ctx, call, fn, is_max ? kMax : kAvg, 2, a)) return Value::null();
  Tensor x;
  if (!get_tensor(ctx, a[0], fn, &x)) return Value::null();
  int64_t kh, kw, sh = 0, sw = 0, ph = 0, pw = 0;
  if (!pair_arg(ctx, a[1], "kernel_size", &kh, &kw)) return Value::null();
  if (!a[2].is_null() && !a[2].is_none()) {
    if (!pair_arg(ctx, a[2], "stride", &sh, &sw)) return Value::null();
    // tensor::max_pool2d/avg_pool2d read stride 0 as "the kernel size" (stride=None)
    if (sh == 0 || sw == 0) return ctx.raise(ctx.builtins.exc_RuntimeError, "stride should not be zero");
  }
  if (!a[3].is_null() && !pair_arg(ctx, a[3], "padding", &ph, &pw)) return Value::null();
  if (is_max) {
    int64_t dh = 1, dw = 1;
    if (!a[4].is_null() && !pair_arg(ctx, a[4], "dilation", &dh, &dw)) return Value::null();
    if (dh != 1 || dw != 1) return ctx.raise(ctx.builtins.exc_NotImplementedError, "max_pool2d: dilation != 1 is not supported");
    for (int i = 5; i <= 6; ++i) {
      if (!a[i].is_null() && !(a[i].is_bool() && !a[i].as_bool()))
        return ctx.raise(ctx.builtins.exc_NotImplementedError, "max_pool2d: %s=True is not supported",
                         i == 5 ? "ceil_mode" : "return_indices");
    }
  } else {
    if (!a[4].is_null() && !(a[4].is_bool() && !a[4].as_bool()))
      return ctx.raise(ctx.builtins.exc_NotImplementedError, "avg_pool2d: ceil_mode=True is not supported");
    if (!a[5].is_null() && !(a[5].is_bool() && a[5].as_bool()))
      return ctx.raise(ctx.builtins.exc_NotImplementedError, "avg_pool2d: count_include_pad=False is not supported");
    if (!a[6].is_null() && !a[6].is_none())
      return ctx.raise(ctx.builtins.exc_NotImplementedError, "avg_pool2d: divisor_override is not supported");
  }
  return guard(ctx, [&] {
    return wrap(ctx, is_max ? tensor::max_pool2d(x, kh, kw, sh, sw, ph, pw) : tensor::avg_pool2d(x, kh, kw, sh, sw, ph, pw));
  });
}

bool eps_arg(Context& ctx, Value v, double* eps) {
  if (v.is_null()) return true;
  auto e = float_arg(ctx, v, "eps");
  if (!e) return false;
  *eps = *e;
  return true;
}

// layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5)
Value ml_layer_norm(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "normalized_shape", "weight", "bias", "eps"};
  Value a[5];
  if (!parse_args(ctx, call, "layer_norm", kNames, 2, a)) return Value::null();
  Tensor x, w, b;
  Shape shape;
  double eps = 1e-5;
  if (!get_tensor(ctx, a[0], "layer_norm", &x) || !shape_arg(ctx, &a[1], 1, "layer_norm", &shape) ||
      !optional_tensor_arg(ctx, a[2], "layer_norm", &w) || !optional_tensor_arg(ctx, a[3], "layer_norm", &b) ||
      !eps_arg(ctx, a[4], &eps))
    return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::layer_norm(x, shape, w, b, eps)); });
}

// layernorm(x, weight=None, bias=None, eps=1e-5): the original's form, normalising over the
// last dim (or over weight's shape when weight is given).
Value ml_layernorm(Context& ctx, const CallArgs& call) {
  if (call.nargs >= 2 && !is_tensor(ctx, call.args[1]) && !call.args[1].is_none()) return ml_layer_norm(ctx, call);
  static const char* const kNames[] = {"input", "weight", "bias", "eps"};
  Value a[4];
  if (!parse_args(ctx, call, "layernorm", kNames, 1, a)) return Value::null();
  Tensor x, w, b;
  double eps = 1e-5;
  if (!get_tensor(ctx, a[0], "layernorm", &x) || !optional_tensor_arg(ctx, a[1], "layernorm", &w) ||
      !optional_tensor_arg(ctx, a[2], "layernorm", &b) || !eps_arg(ctx, a[3], &eps))
    return Value::null();
  return guard(ctx, [&] {
    Shape shape = w.defined() ? w.sizes() : Shape{x.size(-1)};
    return wrap(ctx, tensor::layer_norm(x, shape, w, b, eps));
  });
}

// batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-5)
Value ml_batch_norm(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "running_mean", "running_var", "weight", "bias", "training", "momentum", "eps"};
  Value a[8];
  if (!parse_args(ctx, call, "batch_norm", kNames, 3, a)) return Value::null();
  Tensor x, rm, rv, w, b;
  bool training = false;
  double momentum = 0.1, eps = 1e-5;
  if (!get_tensor(ctx, a[0], "batch_norm", &x) || !optional_tensor_arg(ctx, a[1], "batch_norm", &rm) ||
      !optional_tensor_arg(ctx, a[2], "batch_norm", &rv) || !optional_tensor_arg(ctx, a[3], "batch_norm", &w) ||
      !optional_tensor_arg(ctx, a[4], "batch_norm", &b) || (!a[5].is_null() && !bool_arg(ctx, a[5], &training)) ||
      !eps_arg(ctx, a[7], &eps))
    return Value::null();
  if (!a[6].is_null() && !a[6].is_none()) {
    auto m = float_arg(ctx, a[6], "momentum");
    if (!m) return Value::null();
    momentum = *m;
  }
  return guard(ctx, [&] { return wrap(ctx, tensor::batch_norm(x, rm, rv, w, b, training, momentum, eps)); });
}

// dropout(input, p=0.5, training=True)
Value ml_dropout(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "p", "training", "inplace"};
  Value a[4];
  if (!parse_args(ctx, call, "dropout", kNames, 1, a)) return Value::null();
  Tensor x;
  double p = 0.5;
  bool training = true;
  if (!get_tensor(ctx, a[0], "dropout", &x) || (!a[2].is_null() && !bool_arg(ctx, a[2], &training)))
    return Value::null();
  if (!a[1].is_null()) {
    auto v = float_arg(ctx, a[1], "p");
    if (!v) return Value::null();
    p = *v;
  }
  return guard(ctx, [&] { return wrap(ctx, tensor::dropout(x, p, training)); });
}

Value ml_where(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"condition", "input", "other"};
  Value a[3];
  if (!parse_args(ctx, call, "where", kNames, 3, a)) return Value::null();
  Tensor c, x, y;
  if (!get_tensor(ctx, a[0], "where", &c) || !get_tensor(ctx, a[1], "where", &x) || !get_tensor(ctx, a[2], "where", &y))
    return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::where(c, x, y)); });
}

template <bool stack>
Value ml_cat(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensors", "dim"};
  Value a[2];
  if (!parse_args(ctx, call, stack ? "stack" : "cat", kNames, 1, a)) return Value::null();
  std::vector<Tensor> ts;
  if (!tensor_list_arg(ctx, a[0], stack ? "stack" : "cat", &ts)) return Value::null();
  int64_t dim = 0;
  if (!a[1].is_null()) {
    auto d = int_arg(ctx, a[1], "dim");
    if (!d) return Value::null();
    dim = *d;
  }
  return guard(ctx, [&] { return wrap(ctx, stack ? tensor::stack(ts, dim) : tensor::cat(ts, dim)); });
}

Value ml_one_hot(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensor", "num_classes"};
  Value a[2];
  if (!parse_args(ctx, call, "one_hot", kNames, 1, a)) return Value::null();
  Tensor x;
  if (!get_tensor(ctx, a[0], "one_hot", &x)) return Value::null();
  int64_t n = -1;
  if (!a[1].is_null()) {
    auto v = int_arg(ctx, a[1], "num_classes");
    if (!v) return Value::null();
    n = *v;
  }
  return guard(ctx, [&] { return wrap(ctx, tensor::one_hot(x, n)); });
}

// embedding(input, weight, padding_idx=None): rows of weight; no gradient flows to the
// padding_idx row (forward unchanged), as torch.
Value ml_embedding(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "weight", "padding_idx", "max_norm", "norm_type", "scale_grad_by_freq", "sparse"};
  Value a[7];
  if (!parse_args(ctx, call, "embedding", kNames, 2, a)) return Value::null();
  Tensor idx, w;
  if (!get_tensor(ctx, a[0], "embedding", &idx) || !get_tensor(ctx, a[1], "embedding", &w)) return Value::null();
  std::optional<int64_t> pad;
  if (!a[2].is_null() && !a[2].is_none()) {
    auto v = int_arg(ctx, a[2], "padding_idx");
    if (!v) return Value::null();
    pad = *v < 0 ? *v + w.size(0) : *v;
  }
  if (!a[3].is_null() && !a[3].is_none())
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "embedding: max_norm is not supported");
  return guard(ctx, [&] {
    Tensor out = tensor::embedding(idx, w);
    if (pad && out.requires_grad()) {
      Tensor keep = tensor::unsqueeze(tensor::ne(idx, tensor::Scalar(*pad)), -1);
      out = tensor::where(keep, out, tensor::detach(out));
    }
    return wrap(ctx, out);
  });
}

enum class Cmp { Eq, Ne, Lt, Le, Gt, Ge };
template <Cmp cmp>
Value ml_compare(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"input", "other"};
  Value a[2];
  if (!parse_args(ctx, call, "eq", kNames, 2, a)) return Value::null();
  Tensor x, y;
  if (!get_tensor(ctx, a[0], "eq", &x) || !get_tensor(ctx, a[1], "eq", &y)) return Value::null();
  return guard(ctx, [&] {
    switch (cmp) {
      case Cmp::Eq: return wrap(ctx, tensor::eq(x, y));
      case Cmp::Ne: return wrap(ctx, tensor::ne(x, y));
      case Cmp::Lt: return wrap(ctx, tensor::lt(x, y));
      case Cmp::Le: return wrap(ctx, tensor::le(x, y));
      case Cmp::Gt: return wrap(ctx, tensor::gt(x, y));
      case Cmp::Ge: return wrap(ctx, tensor::ge(x, y));
    }
    return Value::none();
  });
}

Value ml_is_tensor(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "is_tensor", 1, 1)) return Value::null();
  return Value::boolean(is_tensor(ctx, call.args[0]));
}

// ml.f(t, ...) forwarded to t.f(...) (the tensor type's method of the same name).
template <const char* name, const char* method>
Value forward(Context& ctx, const CallArgs& call) {
  if (call.nargs < 1 || !is_tensor(ctx, call.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s(): argument 'input' (position 1) must be Tensor, not %s", name,
                     call.nargs < 1 ? "nothing" : objects::type_name(ctx, call.args[0]));
  }
  Value m = objects::type_lookup(ctx, ctx.builtins.tensor_type, protocol::intern(ctx, method));
  if (m.is_null()) return ctx.raise(ctx.builtins.exc_AttributeError, "Tensor has no method %s", method);
  return protocol::call(ctx, m, call);
}

#define TP_FORWARD(n, meth)              \
  constexpr char kName_##n[] = #n;       \
  constexpr char kMethod_##n[] = meth;
TP_FORWARD(reshape, "reshape")
TP_FORWARD(view, "view")
TP_FORWARD(flatten, "flatten")
TP_FORWARD(squeeze, "squeeze")
TP_FORWARD(unsqueeze, "unsqueeze")
TP_FORWARD(permute, "permute")
TP_FORWARD(transpose, "transpose")
TP_FORWARD(t, "t")
TP_FORWARD(split, "split")
TP_FORWARD(chunk, "chunk")
TP_FORWARD(contiguous, "contiguous")
TP_FORWARD(clone, "clone")
TP_FORWARD(detach, "detach")
TP_FORWARD(tolist, "tolist")
TP_FORWARD(numel, "numel")
TP_FORWARD(expand, "expand")
TP_FORWARD(abs, "abs")
TP_FORWARD(neg, "neg")
TP_FORWARD(cast, "astype")
TP_FORWARD(floor_divide, "floor_divide")
TP_FORWARD(remainder, "remainder")
TP_FORWARD(logical_not, "logical_not")
#undef TP_FORWARD
#define F(n) forward<kName_##n, kMethod_##n>

}  // namespace

static const MethodDef functional_functions[] = {
    {"matmul", ml_matmul, "matmul(input, other, bias=None): 1-D dot, 2-D mm, batched with broadcasting; bias added (the original's fused form). RuntimeError naming both shapes on mismatch. As torch.matmul"},
    {"linear", ml_linear, "linear(input [*, in], weight [out, in], bias [out] or None) -> [*, out], as torch.nn.functional.linear"},
    {"conv2d_relu_linear", ml_conv2d_relu_linear, "conv2d_relu_linear(input [N,C,H,W], conv_weight [O,C,kH,kW], conv_bias, fc_weight [F, O*OH*OW], fc_bias, stride=1, padding=0) -> [N,F]: F.linear(F.relu(F.conv2d(input, conv_weight, conv_bias, stride, padding)).flatten(1), fc_weight, fc_bias), fused (the conv output is never stored) when no gradient is needed"},
    {"conv2d", ml_conv2d, "conv2d(input [N,C,H,W], weight [O,C/g,kH,kW], bias=None, stride=1, padding=0, dilation=1, groups=1, fuse_relu=False); conv2d(x, w, b, True) fuses ReLU (the original's form); padding may be 'valid'/'same'. As torch.nn.functional.conv2d"},
    {"max_pool2d", ml_pool2d<true>, "max_pool2d(input, kernel_size, stride=None, padding=0): stride defaults to kernel_size, as torch.nn.functional.max_pool2d"},
    {"avg_pool2d", ml_pool2d<false>, "avg_pool2d(input, kernel_size, stride=None, padding=0) (count_include_pad=True), as torch.nn.functional.avg_pool2d"},
    {"layer_norm", ml_layer_norm, "layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5), as torch.nn.functional.layer_norm"},
    {"layernorm", ml_layernorm, "layernorm(x, weight=None, bias=None, eps=1e-5): layer_norm over the last dim (the original's name); layernorm(x, shape, ...) is layer_norm"},
    {"batch_norm", ml_batch_norm, "batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-5): updates the running stats in place when training, as torch"},
    {"dropout", ml_dropout, "dropout(input, p=0.5, training=True), as torch.nn.functional.dropout"},
    {"where", ml_where, "where(condition, input, other): elementwise select, broadcasting, as torch.where"},
    {"cat", ml_cat<false>, "cat(tensors, dim=0), as torch.cat"},
    {"concat", ml_cat<false>, "concat(tensors, dim=0): alias of cat"},
    {"stack", ml_cat<true>, "stack(tensors, dim=0), as torch.stack"},
    {"one_hot", ml_one_hot, "one_hot(tensor int64 [*], num_classes=-1) -> int64 [*, C], as torch.nn.functional.one_hot"},
    {"embedding", ml_embedding, "embedding(input int64 [*], weight [V, D], padding_idx=None) -> [*, D], as torch.nn.functional.embedding"},
    {"eq", ml_compare<Cmp::Eq>, "eq(input, other) -> bool tensor"},
    {"ne", ml_compare<Cmp::Ne>, "ne(input, other) -> bool tensor"},
    {"lt", ml_compare<Cmp::Lt>, "lt(input, other) -> bool tensor"},
    {"le", ml_compare<Cmp::Le>, "le(input, other) -> bool tensor"},
    {"gt", ml_compare<Cmp::Gt>, "gt(input, other) -> bool tensor"},
    {"ge", ml_compare<Cmp::Ge>, "ge(input, other) -> bool tensor"},
    {"is_tensor", ml_is_tensor, "is_tensor(obj) -> bool"},
    {"reshape", F(reshape), "reshape(input, shape), as torch.reshape"},
    {"view", F(view), "view(input, shape)"},
    {"flatten", F(flatten), "flatten(input, start_dim=0, end_dim=-1), as torch.flatten"},
    {"squeeze", F(squeeze), "squeeze(input, dim=None)"},
    {"unsqueeze", F(unsqueeze), "unsqueeze(input, dim)"},
    {"permute", F(permute), "permute(input, dims)"},
    {"transpose", F(transpose), "transpose(input, dim0, dim1)"},
    {"t", F(t), "t(input): 2-D transpose"},
    {"split", F(split), "split(tensor, split_size_or_sections, dim=0) -> tuple of views"},
    {"chunk", F(chunk), "chunk(input, chunks, dim=0) -> tuple of views"},
    {"contiguous", F(contiguous), "contiguous(input)"},
    {"clone", F(clone), "clone(input)"},
    {"detach", F(detach), "detach(input)"},
    {"tolist", F(tolist), "tolist(t): nested lists (the original API)"},
    {"numel", F(numel), "numel(input) -> int"},
    {"expand", F(expand), "expand(input, sizes)"},
    {"abs", F(abs), "abs(input)"},
    {"neg", F(neg), "neg(input)"},
    {"cast", F(cast), "cast(t, dtype): a converted copy (the original API; Tensor.to(dtype) in torch)"},
    {"floor_divide", F(floor_divide), "floor_divide(input, other)"},
    {"remainder", F(remainder), "remainder(input, other)"},
    {"logical_not", F(logical_not), "logical_not(input)"},
    {}};
#undef F

void init_functional(Context& ctx, ModuleObject* m) { objects::add_functions(ctx, m, functional_functions); }

// The functional forms that are also Tensor methods (the tensor is the first argument).
static const MethodDef functional_methods[] = {
    {"layernorm", ml_layernorm, "layernorm(weight=None, bias=None, eps=1e-5): ml.layernorm(self, ...) (the original's method)"},
    {}};

void init_functional_methods(Context& ctx, TypeObject* t) { objects::add_methods(ctx, t, functional_methods); }

}  // namespace tp::stdlib::ml
