// The derivative rules: one function backward_<op> per differentiable op of
// tensor/ops.def (the link fails when one is missing). Each receives the node (saved
// tensors, arguments, input sizes) and the output's gradient, and returns one gradient
// per input (undefined where the input needs none). Rules are written with the public
// ops, run under no_grad, and sum over broadcast dims with sum_to. Formulas follow
// PyTorch's tools/autograd/derivatives.yaml.
#include <cmath>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "autograd/view_inplace.h"
#include "backends/cpu/vector_ops.h"
#include "tensor/index_internal.h"
#include "tensor/nn_internal.h"
#include "tensor/ops.h"

namespace tp::autograd {

using namespace tp::tensor;
using Grads = std::vector<Tensor>;

namespace {
Tensor st(const Node& n, const Tensor& g, size_t i) { return sum_to(g, n.input_sizes[i]); }
Tensor as_input(const Node& n, const Tensor& g, size_t i) { return to(g, n.input_dtypes[i]); }
// Re-inserts reduced dims (ints[0..k)) into g and expands it to the input's sizes.
Tensor expand_reduced(const Node& n, const Tensor& g, size_t ndims, bool keepdim) {
  Tensor r = g;
  if (!keepdim && !n.input_sizes[0].empty())
    for (size_t i = 0; i < ndims; ++i) r = unsqueeze(r, n.ints[i]);
  return expand(r, n.input_sizes[0]);
}
// out[i] = f(x[i], g[i]) for same-shaped float tensors (used by rules with no op form).
template <class F>
Tensor map2(const Tensor& x0, const Tensor& g0, F f) {
  Tensor x = contiguous(x0), g = contiguous(to(g0, x0.dtype())), out = empty(x.sizes(), x.dtype());
  TP_DISPATCH_FLOAT(x.dtype(), "backward", [&] {
    const scalar_t* px = static_cast<const scalar_t*>(x.data_ptr());
    const scalar_t* pg = static_cast<const scalar_t*>(g.data_ptr());
    scalar_t* po = static_cast<scalar_t*>(out.data_ptr());
    for (int64_t i = 0, e = x.numel(); i < e; ++i)
      po[i] = static_cast<scalar_t>(f(static_cast<double>(px[i]), static_cast<double>(pg[i])));
  });
  return out;
}
Tensor zeros_where(const Tensor& mask, const Tensor& g) { return where(mask, g, zeros_like(g)); }
// 0 where a <= 0, else g (relu's and the fused conv ReLU's rule, torch's threshold_backward:
// a NaN passes g) in one pass when a and g are same-shaped contiguous float tensors; the
// where() form otherwise (the reference).
Tensor relu_grad(const Tensor& a, const Tensor& g) {
  if (is_grad_enabled() || a.sizes() != g.sizes() || a.dtype() != g.dtype() || !is_floating(a.dtype()) || !a.is_contiguous() ||
      !g.is_contiguous())
    return zeros_where(logical_not(le(a, Scalar(0))), g);
  // The engine hands each node the only reference to its incoming gradient (engine.cpp
  // moves it out of its buffer); when nothing else shares it, mask it in place.
  const bool in_place =
      g.dtype() == ScalarType::Float32 && g.impl()->use_count() == 1 && g.storage()->use_count() == 1;
  Tensor out = in_place ? g : empty(g.sizes(), g.dtype());
  if (g.dtype() == ScalarType::Float32) {
    cpu::relu_backward_f32(a.data<float>(), g.data<float>(), out.data<float>(), g.numel());
    return out;
  }
  TP_DISPATCH_FLOAT(g.dtype(), "relu_backward", [&] {
    const scalar_t* __restrict pa = static_cast<const scalar_t*>(a.data_ptr());
    const scalar_t* __restrict pg = static_cast<const scalar_t*>(g.data_ptr());
    scalar_t* __restrict po = static_cast<scalar_t*>(out.data_ptr());
    for (int64_t i = 0, e = g.numel(); i < e; ++i) po[i] = pa[i] <= 0 ? scalar_t(0) : pg[i];
  });
  return out;
}
}  // namespace

// ---- elementwise ----
Grads backward_add(Node& n, const Tensor& g) {
  return {n.needs_input_grad(0) ? st(n, g, 0) : Tensor(), n.needs_input_grad(1) ? st(n, g, 1) : Tensor()};
}
Grads backward_sub(Node& n, const Tensor& g) {
  return {n.needs_input_grad(0) ? st(n, g, 0) : Tensor(), n.needs_input_grad(1) ? st(n, neg(g), 1) : Tensor()};
}
Grads backward_mul(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0), b = n.saved_tensor(1);
  return {n.needs_input_grad(0) ? as_input(n, st(n, mul(g, b), 0), 0) : Tensor(),
          n.needs_input_grad(1) ? as_input(n, st(n, mul(g, a), 1), 1) : Tensor()};
}
Grads backward_div(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0), b = n.saved_tensor(1);
  return {n.needs_input_grad(0) ? as_input(n, st(n, div(g, b), 0), 0) : Tensor(),
          n.needs_input_grad(1) ? as_input(n, st(n, neg(div(mul(g, a), mul(b, b))), 1), 1) : Tensor()};
}
Grads backward_pow(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0), b = n.saved_tensor(1), y = n.saved_tensor(2);
  Tensor ga, gb;
  // As torch's pow_backward_self/_exponent: 0 where the exponent is 0 (not 0 * inf at a = 0),
  // and 0 for the exponent where a == 0 and b >= 0 (elsewhere y * log(a), nan for a < 0).
  if (n.needs_input_grad(0))
    ga = st(n, zeros_where(ne(b, Scalar(0.0)), mul(g, mul(b, pow(a, sub(b, Scalar(1.0)))))), 0);
  if (n.needs_input_grad(1))
    gb = st(n, zeros_where(logical_not(mul(eq(a, Scalar(0.0)), ge(b, Scalar(0.0)))), mul(g, mul(y, log(a)))), 1);
  return {ga, gb};
}
// As torch's: ties split g in halves, the losing side gets 0, and where either side is NaN
// (neither wins) both get g.
static Grads max_min_backward(Node& n, const Tensor& g, bool is_max) {
  Tensor a = n.saved_tensor(0), b = n.saved_tensor(1);
  Tensor shared = where(eq(a, b), mul(g, Scalar(0.5)), g);
  Tensor a_loses = is_max ? lt(a, b) : gt(a, b), b_loses = is_max ? gt(a, b) : lt(a, b);
  return {n.needs_input_grad(0) ? st(n, zeros_where(logical_not(a_loses), shared), 0) : Tensor(),
          n.needs_input_grad(1) ? st(n, zeros_where(logical_not(b_loses), shared), 1) : Tensor()};
}
Grads backward_maximum(Node& n, const Tensor& g) { return max_min_backward(n, g, true); }
Grads backward_minimum(Node& n, const Tensor& g) { return max_min_backward(n, g, false); }
Grads backward_neg(Node&, const Tensor& g) { return {neg(g)}; }
Grads backward_abs(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0);
  return {mul(g, sub(to(gt(a, Scalar(0)), g.dtype()), to(lt(a, Scalar(0)), g.dtype())))};
}
Grads backward_exp(Node& n, const Tensor& g) { return {mul(g, n.saved_tensor(0))}; }
Grads backward_log(Node& n, const Tensor& g) { return {as_input(n, div(g, n.saved_tensor(0)), 0)}; }
Grads backward_log1p(Node& n, const Tensor& g) {
  return {as_input(n, div(g, add(n.saved_tensor(0), Scalar(1.0))), 0)};
}
// expm1 saves its output y: d/dx = y + 1.
Grads backward_expm1(Node& n, const Tensor& g) { return {mul(g, add(n.saved_tensor(0), Scalar(1.0)))}; }
// diag: the diagonal of g for a 1-D input, g embedded on the diagonal for a 2-D input.
Grads backward_diag(Node& n, const Tensor& g) {
  const int64_t k = n.ints[0];
  const Shape& in = n.input_sizes[0];
  if (in.size() == 1) return {diag(g, k)};
  return {diag_embed_matrix(g, k, in[0], in[1])};
}
Grads backward_sqrt(Node& n, const Tensor& g) { return {div(g, mul(n.saved_tensor(0), Scalar(2.0)))}; }
Grads backward_sin(Node& n, const Tensor& g) { return {as_input(n, mul(g, cos(n.saved_tensor(0))), 0)}; }
Grads backward_cos(Node& n, const Tensor& g) { return {as_input(n, neg(mul(g, sin(n.saved_tensor(0)))), 0)}; }
Grads backward_tanh(Node& n, const Tensor& g) {
  Tensor y = n.saved_tensor(0);
  return {mul(g, rsub(mul(y, y), Scalar(1.0)))};
}
Grads backward_sigmoid(Node& n, const Tensor& g) {
  Tensor y = n.saved_tensor(0);
  return {mul(g, mul(y, rsub(y, Scalar(1.0))))};
}
Grads backward_relu(Node& n, const Tensor& g) { return {relu_grad(n.saved_tensor(0), g)}; }
Grads backward_gelu(Node& n, const Tensor& g) {
  // d/dx [x Phi(x)] = Phi(x) + x phi(x)
  return {map2(n.saved_tensor(0), g, [](double x, double gv) {
    double cdf = 0.5 * (1.0 + std::erf(x * M_SQRT1_2));
    double pdf = std::exp(-0.5 * x * x) * 0.3989422804014327;
    return gv * (cdf + x * pdf);
  })};
}
Grads backward_silu(Node& n, const Tensor& g) {
  return {map2(n.saved_tensor(0), g, [](double x, double gv) {
    double s = 1.0 / (1.0 + std::exp(-x));
    return gv * s * (1.0 + x * (1.0 - s));
  })};
}
Grads backward_clamp(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0);
  Tensor inside = mul(ge(a, Scalar(n.reals[0])), le(a, Scalar(n.reals[1])));
  return {as_input(n, zeros_where(inside, g), 0)};
}
Grads backward_where(Node& n, const Tensor& g) {
  Tensor c = n.saved_tensor(0);
  Tensor z = zeros_like(g);
  return {Tensor(), n.needs_input_grad(1) ? st(n, where(c, g, z), 1) : Tensor(),
          n.needs_input_grad(2) ? st(n, where(c, z, g), 2) : Tensor()};
}

// ---- reductions ----
Grads backward_sum(Node& n, const Tensor& g) {
  size_t k = n.ints.size() - 1;
  return {as_input(n, expand_reduced(n, g, k, n.ints[k]), 0)};
}
Grads backward_mean(Node& n, const Tensor& g) {
  size_t k = n.ints.size() - 2;
  return {div(expand_reduced(n, g, k, n.ints[k]), Scalar(static_cast<double>(n.ints[k + 1])))};
}
// The product of the other elements along `dim` of a float tensor, for each element (the
// exclusive prefix times the exclusive suffix product), so zeros need no division.
static Tensor prod_of_others(const Tensor& a, int64_t dim) {
  std::vector<int64_t> perm;
  for (int64_t d = 0; d < a.dim(); ++d)
    if (d != dim) perm.push_back(d);
  perm.push_back(dim);
  std::vector<int64_t> inv(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inv[perm[i]] = static_cast<int64_t>(i);
  Tensor x = contiguous(permute(a, perm)), out = empty(x.sizes(), x.dtype());
  const int64_t len = a.size(dim), rows = len ? x.numel() / len : 0;
  TP_DISPATCH_FLOAT(x.dtype(), "prod_backward", [&] {
    const scalar_t* px = static_cast<const scalar_t*>(x.data_ptr());
    scalar_t* po = static_cast<scalar_t*>(out.data_ptr());
    for (int64_t r = 0; r < rows; ++r) {
      const scalar_t* row = px + r * len;
      scalar_t* o = po + r * len;
      double left = 1;
      for (int64_t i = 0; i < len; ++i) {
        o[i] = static_cast<scalar_t>(left);
        left *= static_cast<double>(row[i]);
      }
      double right = 1;
      for (int64_t i = len - 1; i >= 0; --i) {
        o[i] = static_cast<scalar_t>(static_cast<double>(o[i]) * right);
        right *= static_cast<double>(row[i]);
      }
    }
  });
  return permute(out, inv);
}
// d prod / d a_i = the product of the others (finite where a has zeros, as torch's
// prod_backward; g * y / a would give nan there).
Grads backward_prod(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0);
  size_t k = n.ints.size() - 1;
  Tensor ge = expand_reduced(n, g, k, n.ints[k]);
  if (a.dim() == 0) return {ge};
  if (k == 1) return {mul(ge, prod_of_others(a, n.ints[0]))};
  return {mul(ge, reshape(prod_of_others(reshape(a, {-1}), 0), a.sizes()))};
}
static Grads amax_amin_backward(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0), y = n.saved_tensor(1);
  size_t k = n.ints.size() - 1;
  bool keep = n.ints[k];
  Tensor mask = to(eq(a, expand_reduced(n, y, k, keep)), g.dtype());
  std::vector<int64_t> dims(n.ints.begin(), n.ints.begin() + static_cast<int64_t>(k));
  Tensor count = sum(mask, dims, true);
  Tensor ge = expand_reduced(n, g, k, keep);
  return {div(mul(ge, mask), count)};
}
Grads backward_amax(Node& n, const Tensor& g) { return amax_amin_backward(n, g); }
Grads backward_amin(Node& n, const Tensor& g) { return amax_amin_backward(n, g); }
static Grads max_dim_backward(Node& n, const Tensor& g) {
  Tensor idx = n.saved_tensor(0);
  int64_t dim = n.ints[0];
  bool keep = n.ints[1];
  const Shape& in = n.input_sizes[0];
  if (in.empty()) return {g};
  Tensor gk = keep ? g : unsqueeze(g, dim), ik = keep ? idx : unsqueeze(idx, dim);
  Shape ar(in.size(), 1);
  ar[dim] = in[dim];
  Tensor positions = reshape(arange(Scalar(int64_t(0)), Scalar(in[dim])), ar);
  return {zeros_where(expand(eq(positions, ik), in), expand(gk, in))};
}
Grads backward_max_dim(Node& n, const Tensor& g) { return max_dim_backward(n, g); }
Grads backward_min_dim(Node& n, const Tensor& g) { return max_dim_backward(n, g); }
Grads backward_var(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0);
  size_t k = n.ints.size() - 2;
  bool keep = n.ints[k], unbiased = n.ints[k + 1];
  std::vector<int64_t> dims(n.ints.begin(), n.ints.begin() + static_cast<int64_t>(k));
  int64_t count = 1;
  for (int64_t d : dims) count *= n.input_sizes[0].empty() ? 1 : n.input_sizes[0][d];
  Tensor centered = sub(a, mean(a, dims, true));
  return {mul(expand_reduced(n, g, k, keep), mul(centered, Scalar(2.0 / static_cast<double>(count - unbiased))))};
}

// ---- shapes ----
Grads backward_view(Node& n, const Tensor& g) { return {reshape(g, n.input_sizes[0])}; }
Grads backward_permute(Node& n, const Tensor& g) {
  std::vector<int64_t> inv(n.ints.size());
  for (size_t i = 0; i < n.ints.size(); ++i) inv[n.ints[i]] = static_cast<int64_t>(i);
  return {permute(g, inv)};
}
Grads backward_expand(Node& n, const Tensor& g) { return {st(n, g, 0)}; }
Grads backward_select(Node& n, const Tensor& g) {
  Tensor z = zeros(n.input_sizes[0], g.dtype());
  Tensor v = select(z, n.ints[0], n.ints[1]);
  copy_(v, g);
  return {z};
}
Grads backward_slice(Node& n, const Tensor& g) {
  Tensor z = zeros(n.input_sizes[0], g.dtype());
  int64_t dim = n.ints[0], start = n.ints[1], step = n.ints[2];
  Tensor v = slice(z, dim, start, start + (g.size(dim) - 1) * step + 1, step);
  copy_(v, g);
  return {z};
}
Grads backward_clone(Node&, const Tensor& g) { return {g}; }
Grads backward_to_dtype(Node& n, const Tensor& g) { return {as_input(n, g, 0)}; }
Grads backward_copy_(Node& n, const Tensor& g) {  // the old value: zeros, as torch's CopyBackwards
  return {n.needs_input_grad(0) ? zeros(n.input_sizes[0], g.dtype()) : Tensor(),
          n.needs_input_grad(1) ? as_input(n, st(n, g, 1), 1) : Tensor()};
}
Grads backward_as_strided(Node& n, const Tensor& g) { return as_strided_backward(n, g); }
Grads backward_copy_slices(Node& n, const Tensor& g) { return copy_slices_backward(n, g); }
// The new value ignores the old one: zero gradient (torch's zeros_like(grad)).
static Grads overwrite_backward(Node& n, const Tensor& g) { return {zeros(n.input_sizes[0], g.dtype())}; }
Grads backward_fill_(Node& n, const Tensor& g) { return overwrite_backward(n, g); }
Grads backward_zero_(Node& n, const Tensor& g) { return overwrite_backward(n, g); }
Grads backward_uniform_(Node& n, const Tensor& g) { return overwrite_backward(n, g); }
Grads backward_normal_(Node& n, const Tensor& g) { return overwrite_backward(n, g); }
Grads backward_cat(Node& n, const Tensor& g) {
  int64_t dim = n.ints.back();
  Grads out;
  int64_t at = 0;
  for (size_t i = 0; i + 1 < n.ints.size(); ++i) {
    out.push_back(n.needs_input_grad(i) ? as_input(n, narrow(g, dim, at, n.ints[i]), i) : Tensor());
    at += n.ints[i];
  }
  return out;
}
Grads backward_index(Node& n, const Tensor& g) {
  auto items = detail::load_items(n, n.ints.size() / 7);
  Tensor z = zeros(n.input_sizes[0], g.dtype());
  index_put_(z, items, g, true);
  return {z};
}
Grads backward_index_put(Node& n, const Tensor& g) {
  auto items = detail::load_items(n, n.ints.size() / 7);
  bool accumulate = n.ints.back();
  Tensor gs, gv;
  if (n.needs_input_grad(0)) {
    gs = clone(g);
    if (!accumulate) index_put_(gs, items, zeros({}, g.dtype()), false);
  }
  if (n.needs_input_grad(1)) gv = as_input(n, st(n, index(g, items), 1), 1);
  return {gs, gv};
}

// ---- linear algebra and nn ----
Grads backward_mm(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0), b = n.saved_tensor(1);
  return {n.needs_input_grad(0) ? mm(g, t(b)) : Tensor(), n.needs_input_grad(1) ? mm(t(a), g) : Tensor()};
}
Grads backward_bmm(Node& n, const Tensor& g) {
  Tensor a = n.saved_tensor(0), b = n.saved_tensor(1);
  return {n.needs_input_grad(0) ? bmm(g, transpose(b, 1, 2)) : Tensor(),
          n.needs_input_grad(1) ? bmm(transpose(a, 1, 2), g) : Tensor()};
}
Grads backward_linear(Node& n, const Tensor& g) {
  Tensor x = n.saved_tensor(0), w = n.saved_tensor(1);
  Tensor g2 = reshape(g, {-1, w.size(0)});
  Tensor gx, gw, gb;
  if (n.needs_input_grad(0)) gx = reshape(mm(g2, w), n.input_sizes[0]);
  if (n.needs_input_grad(1)) gw = mm(t(g2), reshape(x, {-1, w.size(1)}));
  if (n.needs_input_grad(2)) gb = sum(g2, {0});
  return {gx, gw, gb};
}
Grads backward_conv2d(Node& n, const Tensor& g0) {
  Tensor x = n.saved_tensor(0), w = n.saved_tensor(1), y = n.saved_tensor(2);
  Conv2dOptions o{n.ints[0], n.ints[1], n.ints[2], n.ints[3], n.ints[4], n.ints[5], n.ints[6], n.ints[7] != 0};
  Tensor g = o.fuse_relu ? relu_grad(y, g0) : g0;
  auto r = detail::conv2d_backward(g, x, w, n.needs_input_grad(0), n.needs_input_grad(1), n.needs_input_grad(2), o);
  return {r.input, r.weight, r.bias};
}
Grads backward_max_pool2d(Node& n, const Tensor& g) {
  return {detail::max_pool2d_backward(g, n.saved_tensor(0), n.input_sizes[0], n.ints)};
}
Grads backward_avg_pool2d(Node& n, const Tensor& g) {
  return {detail::avg_pool2d_backward(g, n.input_sizes[0], n.ints)};
}
Grads backward_softmax(Node& n, const Tensor& g) {
  Tensor y = n.saved_tensor(0);
  Tensor gy = mul(g, y);
  return {sub(gy, mul(y, sum(gy, {n.ints[0]}, true)))};
}
Grads backward_log_softmax(Node& n, const Tensor& g) {
  Tensor y = n.saved_tensor(0);
  return {sub(g, mul(exp(y), sum(g, {n.ints[0]}, true)))};
}
Grads backward_nll_loss(Node& n, const Tensor& g) {
  Tensor target = n.saved_tensor(0);
  const Shape& in = n.input_sizes[0];
  auto reduction = static_cast<Reduction>(n.ints[0]);
  int64_t ignore = n.ints[1], count = n.ints[2];
  Tensor gi = zeros(in, g.dtype());
  const int64_t C = in.back(), N = in.size() == 1 ? 1 : in[0];
  std::vector<int64_t> t = target.to_int_vector();
  std::vector<double> gv = g.to_double_vector();
  TP_DISPATCH_FLOAT(g.dtype(), "nll_loss_backward", [&] {
    scalar_t* p = static_cast<scalar_t*>(gi.data_ptr());
    for (int64_t i = 0; i < N; ++i) {
      if (t[i] == ignore) continue;
      double v = reduction == Reduction::None ? gv[i] : gv[0];
      if (reduction == Reduction::Mean) v /= static_cast<double>(count);
      p[i * C + t[i]] = static_cast<scalar_t>(-v);
    }
  });
  return {gi};
}

// Note [binary_cross_entropy rule] (tensor/loss_ops.cpp): torch's formulas.
Grads backward_binary_cross_entropy(Node& n, const Tensor& g) {
  Tensor x = n.saved_tensor(0), t = n.saved_tensor(1);
  Tensor gx, gt;
  if (n.needs_input_grad(0))
    gx = as_input(n, div(mul(g, sub(x, t)), clamp(mul(x, rsub(x, Scalar(1.0))), Scalar(1e-12), std::nullopt)), 0);
  if (n.needs_input_grad(1)) gt = as_input(n, mul(g, sub(log1p(neg(x)), log(x))), 1);
  return {gx, gt};
}

// d/dx = 2 (x - t) g (g / numel for mean), d/dt = -d/dx, summed to each input's shape.
// torch 1.13 computes both in the input's dtype and refuses a target of another dtype.
Grads backward_mse_loss(Node& n, const Tensor& g) {
  Tensor x = n.saved_tensor(0), t = n.saved_tensor(1);
  if (x.dtype() != t.dtype())
    fail(ErrorKind::RuntimeError, std::string("Found dtype ") + scalar_type_name(t.dtype()) + " but expected " +
                                      scalar_type_name(x.dtype()));
  auto reduction = static_cast<Reduction>(n.ints[0]);
  Tensor d = sub(x, t);
  Tensor scale = reduction == Reduction::Mean ? div(g, Scalar(static_cast<double>(std::max<int64_t>(d.numel(), 1))))
                                              : g;
  Tensor gd = mul(d, mul(scale, Scalar(2.0)));
  return {n.needs_input_grad(0) ? as_input(n, st(n, gd, 0), 0) : Tensor(),
          n.needs_input_grad(1) ? as_input(n, st(n, neg(gd), 1), 1) : Tensor()};
}

// Note [Fused cross_entropy]: d loss / d logits[i] = w_i * (softmax[i] - one_hot(t_i)),
// w_i = g (sum), g / count (mean) or g[i] (none); rows with the ignored target get 0.
Grads backward_cross_entropy(Node& n, const Tensor& g) {
  Tensor probs = n.saved_tensor(0), target = n.saved_tensor(1);
  auto reduction = static_cast<Reduction>(n.ints[0]);
  const int64_t ignore = n.ints[1], count = n.ints[2];
  const Shape& in = n.input_sizes[0];
  const int64_t C = in.back(), N = in.size() == 1 ? 1 : in[0];
  std::vector<int64_t> t = target.to_int_vector();
  std::vector<double> gv = g.to_double_vector();
  Tensor gi = empty(in, probs.dtype());
  TP_DISPATCH_FLOAT(probs.dtype(), "cross_entropy_backward", [&] {
    const scalar_t* sm = static_cast<const scalar_t*>(probs.data_ptr());
    scalar_t* p = static_cast<scalar_t*>(gi.data_ptr());
    for (int64_t i = 0; i < N; ++i) {
      double w = reduction == Reduction::None ? gv[i] : gv[0];
      if (reduction == Reduction::Mean) w /= static_cast<double>(count);
      if (t[i] == ignore) w = 0;
      for (int64_t k = 0; k < C; ++k)
        p[i * C + k] = static_cast<scalar_t>(w * (static_cast<double>(sm[i * C + k]) - (k == t[i] ? 1.0 : 0.0)));
    }
  });
  return {as_input(n, gi, 0)};
}

// Note [Custom function nodes] (node.h): the node's own callback is the derivative.
Grads backward_custom_function(Node& n, const Tensor& g) {
  if (!n.custom) fail(ErrorKind::RuntimeError, "custom function node without a backward");
  return n.custom->apply(n, g);
}

}  // namespace tp::autograd
