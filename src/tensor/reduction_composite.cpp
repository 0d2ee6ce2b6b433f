// Reductions composed from the primitive ops (their gradients come from the parts):
// logsumexp and norm. Each follows torch's forward formula and, where the plain
// composition's gradient would be nan at a singular point, masks it as torch's rule does.
#include <cmath>

#include "autograd/node.h"
#include "tensor/ops.h"

namespace tp::tensor {

namespace {
Tensor floating(const Tensor& x) { return is_floating(x.dtype()) ? x : to(x, kDefaultFloat); }

// Note [Masked singular gradient]
// where(zero, 0, f(where(zero, 1, v))) has f's values, but f's rule sees 1 where v is 0, so
// the gradient there is 0 instead of f'(0) * 0 = inf * 0 = nan: torch's std, norm and
// p-norm rules mask those points to 0 the same way. Only built when v requires grad.
template <class F>
Tensor masked_at_zero(const Tensor& v, F f) {
  if (!v.requires_grad()) return f(v);
  Tensor zero = eq(v, Scalar(0.0));
  return where(zero, zeros_like(v), f(where(zero, ones_like(v), v)));
}
}  // namespace

Tensor logsumexp(const Tensor& x0, const std::vector<int64_t>& dims, bool keepdim) {
  Tensor x = floating(x0);
  Tensor m = detach(amax(x, dims, true));
  m = where(eq(abs(m), Scalar(INFINITY)), zeros_like(m), m);  // as torch: no inf - inf
  Tensor r = add(log(sum(exp(sub(x, m)), dims, true)), m);
  if (keepdim) return r;
  std::vector<int64_t> d = dims;
  if (d.empty())
    for (int64_t i = 0; i < x.dim(); ++i) d.push_back(i);
  Shape out;
  for (int64_t i = 0; i < x.dim(); ++i) {
    bool reduced = false;
    for (int64_t k : d) reduced = reduced || k == i || k + x.dim() == i;
    if (!reduced) out.push_back(x.size(i));
  }
  return reshape(r, out);
}

static Tensor vector_norm(const Tensor& x0, double p, const std::vector<int64_t>& dims, bool keepdim) {
  Tensor x = floating(x0);
  if (p == 2.0) return masked_at_zero(sum(mul(x, x), dims, keepdim), [](const Tensor& s) { return sqrt(s); });
  if (p == 1.0) return sum(abs(x), dims, keepdim);
  if (std::isinf(p)) {
    if (x.numel() == 0 && p < 0) fail(ErrorKind::RuntimeError, "linalg.vector_norm cannot compute the -inf norm on an empty tensor");
    if (x.numel() == 0) return sum(abs(x), dims, keepdim);  // 0, as torch
    return p > 0 ? amax(abs(x), dims, keepdim) : amin(abs(x), dims, keepdim);
  }
  if (p == 0.0) return sum(to(ne(detach(x), Scalar(0.0)), x.dtype()), dims, keepdim);
  Tensor s = sum(pow(abs(x), Scalar(p)), dims, keepdim);
  return masked_at_zero(s, [p](const Tensor& v) { return pow(v, Scalar(1.0 / p)); });
}

// The composite's top node is named as torch's single norm node (NormBackward1), so
// t.norm().grad_fn prints as in PyTorch; its next_functions are the composite's.
Tensor norm(const Tensor& x, double p, const std::vector<int64_t>& dims, bool keepdim) {
  Tensor out = vector_norm(x, p, dims, keepdim);
  if (out.grad_fn() && p != 0.0) out.grad_fn()->name_override = "NormBackward1";
  return out;
}

}  // namespace tp::tensor
