// Fused in-place optimiser steps over parameter lists (torch.optim.Adam, AdamW, SGD with
// foreach=False; the formulas are quoted next to each loop) and zero_grad.
#include <cmath>

#include "autograd/grad_mode.h"
#include "backends/cpu/vector_ops.h"
#include "tensor/ops.h"

namespace tp::tensor {

namespace {
void check_state(const Tensor& p, const Tensor& s, const char* op) {
  if (!s.defined() || s.sizes() != p.sizes() || s.dtype() != p.dtype() || !s.is_contiguous())
    fail(ErrorKind::ValueError, std::string(op) + ": state tensor must be contiguous with the parameter's shape " +
                                    shape_str(p.sizes()) + " and dtype");
}

template <class T>
void adam_one(T* p, const T* g, T* m, T* v, int64_t n, double lr, double b1, double b2, double eps, int64_t step,
              double wd, bool decoupled) {
  // torch.optim.adam._single_tensor_adam:
  //   grad += wd * param (Adam) | param *= 1 - lr * wd (AdamW)
  //   m = b1*m + (1-b1)*grad ; v = b2*v + (1-b2)*grad^2
  //   step_size = lr / (1 - b1^t) ; denom = sqrt(v) / sqrt(1 - b2^t) + eps
  //   param -= step_size * m / denom
  const double bc1 = 1.0 - std::pow(b1, static_cast<double>(step));
  const double bc2_sqrt = std::sqrt(1.0 - std::pow(b2, static_cast<double>(step)));
  const T step_size = static_cast<T>(lr / bc1);
  const T tb1 = static_cast<T>(b1), tb2 = static_cast<T>(b2), one_b1 = static_cast<T>(1 - b1),
          one_b2 = static_cast<T>(1 - b2), teps = static_cast<T>(eps), twd = static_cast<T>(wd),
          tbc2 = static_cast<T>(bc2_sqrt), decay = static_cast<T>(1.0 - lr * wd);
  for (int64_t i = 0; i < n; ++i) {
    T gi = g[i];
    if (decoupled) p[i] *= decay;
    else if (wd != 0) gi += twd * p[i];
    m[i] = tb1 * m[i] + one_b1 * gi;
    v[i] = tb2 * v[i] + one_b2 * gi * gi;
    p[i] -= step_size * m[i] / (std::sqrt(v[i]) / tbc2 + teps);
  }
}

void adam_impl(const std::vector<Tensor>& params, const std::vector<Tensor>& m, const std::vector<Tensor>& v,
               double lr, double b1, double b2, double eps, int64_t step, double wd, bool decoupled, const char* op) {
  if (m.size() != params.size() || v.size() != params.size())
    fail(ErrorKind::ValueError, std::string(op) + ": expected one exp_avg and exp_avg_sq per parameter");
  if (step < 1) fail(ErrorKind::ValueError, std::string(op) + ": step must be >= 1");
  autograd::NoGradGuard ng;
  for (size_t i = 0; i < params.size(); ++i) {
    const Tensor& p = params[i];
    Tensor g = p.grad();
    if (!g.defined()) continue;
    check_state(p, m[i], op);
    check_state(p, v[i], op);
    if (!p.is_contiguous()) fail(ErrorKind::ValueError, std::string(op) + ": parameters must be contiguous");
    g = contiguous(to(g, p.dtype()));
    if (p.dtype() == ScalarType::Float32) {
      const double bc1 = 1.0 - std::pow(b1, static_cast<double>(step));
      cpu::AdamConstants c{};
      c.b1 = static_cast<float>(b1), c.b2 = static_cast<float>(b2);
      c.one_minus_b1 = static_cast<float>(1 - b1), c.one_minus_b2 = static_cast<float>(1 - b2);
      c.eps = static_cast<float>(eps), c.step_size = static_cast<float>(lr / bc1);
      c.bc2_sqrt = static_cast<float>(std::sqrt(1.0 - std::pow(b2, static_cast<double>(step))));
      c.weight_decay = static_cast<float>(wd), c.decay = static_cast<float>(1.0 - lr * wd), c.decoupled = decoupled;
      cpu::adam_f32(p.data<float>(), g.data<float>(), m[i].data<float>(), v[i].data<float>(), p.numel(), c);
      p.bump_version();
      continue;
    }
    TP_DISPATCH_FLOAT(p.dtype(), op, [&] {
      adam_one<scalar_t>(static_cast<scalar_t*>(p.data_ptr()), static_cast<const scalar_t*>(g.data_ptr()),
                         static_cast<scalar_t*>(m[i].data_ptr()), static_cast<scalar_t*>(v[i].data_ptr()), p.numel(),
                         lr, b1, b2, eps, step, wd, decoupled);
    });
    p.bump_version();
  }
}
}  // namespace

void adam_step(const std::vector<Tensor>& params, const std::vector<Tensor>& m, const std::vector<Tensor>& v, double lr,
               double b1, double b2, double eps, int64_t step, double wd) {
  adam_impl(params, m, v, lr, b1, b2, eps, step, wd, false, "adam_step");
}

void adamw_step(const std::vector<Tensor>& params, const std::vector<Tensor>& m, const std::vector<Tensor>& v, double lr,
                double b1, double b2, double eps, int64_t step, double wd) {
  adam_impl(params, m, v, lr, b1, b2, eps, step, wd, true, "adamw_step");
}

void sgd_step(const std::vector<Tensor>& params, std::vector<Tensor>* bufs, double lr, double momentum, double dampening,
              double wd, bool nesterov) {
  // torch.optim.sgd._single_tensor_sgd:
  //   d_p = grad + wd * param
  //   buf = d_p (first step) | buf = momentum*buf + (1-dampening)*d_p
  //   d_p = d_p + momentum*buf (nesterov) | d_p = buf
  //   param -= lr * d_p
  if (momentum != 0 && (!bufs || bufs->size() != params.size()))
    fail(ErrorKind::ValueError, "sgd_step: momentum needs one momentum buffer slot per parameter");
  if (nesterov && (momentum <= 0 || dampening != 0))
    fail(ErrorKind::ValueError, "Nesterov momentum requires a momentum and zero dampening");
  autograd::NoGradGuard ng;
  for (size_t i = 0; i < params.size(); ++i) {
    Tensor p = params[i];
    Tensor g = p.grad();
    if (!g.defined()) continue;
    Tensor d = wd != 0 ? add(g, p, Scalar(wd)) : g;
    if (momentum != 0) {
      Tensor& buf = (*bufs)[i];
      if (!buf.defined()) {
        buf = clone(d);
      } else {
        mul_(buf, Scalar(momentum));
        add_(buf, d, Scalar(1.0 - dampening));
      }
      d = nesterov ? add(d, buf, Scalar(momentum)) : buf;
    }
    add_(p, d, Scalar(-lr));
  }
}

void zero_grad(const std::vector<Tensor>& params, bool set_to_none) {
  for (Tensor p : params) {
    if (set_to_none) {
      if (p.impl()->autograd) p.impl()->autograd->grad.reset();
    } else if (p.grad().defined()) {
      Tensor g = p.grad();
      zero_(g);
    }
  }
}

}  // namespace tp::tensor
