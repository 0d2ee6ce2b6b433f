// Inference-only fused ops: conv2d_relu_linear (the SimpleCNN head), which falls back to
// the differentiable unfused ops whenever autograd or an unsupported shape needs them.
#include <cstring>

#include "autograd/grad_mode.h"
#include "backends/cpu/conv_relu_linear.h"
#include "tensor/ops.h"

namespace tp::tensor {

namespace {
// The last plan built on this thread and what it was built from. Holding the weight
// tensors keeps their storages alive, so a (TensorImpl, version) match cannot be a new
// tensor reusing a freed address.
struct PlanCache {
  Tensor conv_w, conv_b, fc_w, fc_b;
  uint32_t versions[4] = {};
  int64_t key[7] = {};
  cpu::ConvReluLinearPlan plan;
};
uint32_t version_of(const Tensor& t) { return t.defined() ? t.version() : 0; }
bool same(const Tensor& a, const Tensor& b) { return a.defined() == b.defined() && (!a.defined() || a.is_same(b)); }
}  // namespace

namespace {
// Runs the fused kernel into `out` (allocated here when undefined); false when the
// fused kernel does not apply (the caller then uses the unfused ops).
bool fused_forward(const Tensor& x0, const Tensor& cw, const Tensor& cb, const Tensor& fw, const Tensor& fb,
                   const Conv2dOptions& opt, Tensor& out) {
  const bool batched = x0.dim() == 4;
  const bool needs_grad = autograd::is_grad_enabled() &&
                          (x0.requires_grad() || cw.requires_grad() || (cb.defined() && cb.requires_grad()) ||
                           fw.requires_grad() || (fb.defined() && fb.requires_grad()));
  const bool fusable = !needs_grad && (batched || x0.dim() == 3) && cw.dim() == 4 && fw.dim() == 2 &&
                       x0.dtype() == ScalarType::Float32 && cw.dtype() == ScalarType::Float32 &&
                       fw.dtype() == ScalarType::Float32 && (!cb.defined() || cb.dtype() == ScalarType::Float32) &&
                       (!fb.defined() || (fb.dtype() == ScalarType::Float32 && fb.numel() == fw.size(0))) &&
                       opt.stride_h == 1 && opt.stride_w == 1 && opt.dilation_h == 1 && opt.dilation_w == 1 &&
                       opt.groups == 1 && cpu::conv_relu_linear_supported(fw.size(0));
  int64_t N = 0, C = 0, H = 0, W = 0, Co = 0, kh = 0, kw = 0, OH = 0, OW = 0;
  bool ok = false;
  if (fusable) {
    N = batched ? x0.size(0) : 1, C = x0.size(-3), H = x0.size(-2), W = x0.size(-1);
    Co = cw.size(0), kh = cw.size(2), kw = cw.size(3);
    OH = H + 2 * opt.padding_h - kh + 1, OW = W + 2 * opt.padding_w - kw + 1;
    ok = cw.size(1) == C && OH > 0 && OW > 0 && opt.padding_h >= 0 && opt.padding_w >= 0 &&
         (!cb.defined() || (cb.dim() == 1 && cb.size(0) == Co)) && fw.size(1) == Co * OH * OW && N > 0;
  }
  if (!ok) return false;
  static thread_local PlanCache cache;
  const int64_t key[7] = {C, H, W, opt.padding_h, opt.padding_w, kh, kw};
  const uint32_t versions[4] = {version_of(cw), version_of(cb), version_of(fw), version_of(fb)};
  if (!same(cache.conv_w, cw) || !same(cache.conv_b, cb) || !same(cache.fc_w, fw) || !same(cache.fc_b, fb) ||
      std::memcmp(cache.versions, versions, sizeof versions) != 0 || std::memcmp(cache.key, key, sizeof key) != 0 ||
      cache.conv_w.storage_offset() != cw.storage_offset() || cache.fc_w.storage_offset() != fw.storage_offset()) {
    Tensor cwc = contiguous(cw), fwc = contiguous(fw);
    Tensor cbc = cb.defined() ? contiguous(cb) : Tensor(), fbc = fb.defined() ? contiguous(fb) : Tensor();
    cpu::conv_relu_linear_pack(cwc.data<float>(), cbc.defined() ? cbc.data<float>() : nullptr, fwc.data<float>(),
                               fbc.defined() ? fbc.data<float>() : nullptr, C, H, W, opt.padding_h, opt.padding_w,
                               kh, kw, Co, fw.size(0), cache.plan);
    cache.conv_w = cw, cache.conv_b = cb, cache.fc_w = fw, cache.fc_b = fb;
    std::memcpy(cache.versions, versions, sizeof versions);
    std::memcpy(cache.key, key, sizeof key);
  }
  const Tensor& xc = x0.is_contiguous() ? x0 : Tensor();
  Tensor xcopy = xc.defined() ? Tensor() : contiguous(x0);
  if (!out.defined()) out = batched ? empty({N, fw.size(0)}) : empty({fw.size(0)});
  if (out.dtype() != ScalarType::Float32 || !out.is_contiguous() || out.numel() != N * fw.size(0))
    fail(ErrorKind::RuntimeError, "conv2d_relu_linear_out: out must be a contiguous float32 tensor of " +
                                      std::to_string(N * fw.size(0)) + " elements");
  cpu::conv_relu_linear_f32(cache.plan, (xc.defined() ? xc : xcopy).data<float>(), N, out.data<float>());
  out.bump_version();
  return true;
}

Tensor unfused(const Tensor& x0, const Tensor& cw, const Tensor& cb, const Tensor& fw, const Tensor& fb,
               const Conv2dOptions& opt) {
  Conv2dOptions o = opt;
  o.fuse_relu = true;
  Tensor h = conv2d(x0, cw, cb, o);
  return linear(x0.dim() == 4 ? flatten(h, 1) : flatten(h, 0), fw, fb);
}
}  // namespace

Tensor conv2d_relu_linear(const Tensor& x0, const Tensor& cw, const Tensor& cb, const Tensor& fw, const Tensor& fb,
                          const Conv2dOptions& opt) {
  Tensor out;
  if (fused_forward(x0, cw, cb, fw, fb, opt, out)) return out;
  return unfused(x0, cw, cb, fw, fb, opt);  // the reference composition (also raises the usual errors)
}

void conv2d_relu_linear_out(const Tensor& x0, const Tensor& cw, const Tensor& cb, const Tensor& fw, const Tensor& fb,
                            const Conv2dOptions& opt, Tensor& out) {
  if (fused_forward(x0, cw, cb, fw, fb, opt, out)) return;
  autograd::NoGradGuard ng;
  copy_(out, unfused(x0, cw, cb, fw, fb, opt));
}

}  // namespace tp::tensor
