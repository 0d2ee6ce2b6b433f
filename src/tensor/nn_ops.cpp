// Linear algebra and the spatial nn primitives: mm, bmm, matmul, linear, conv2d,
// max_pool2d, avg_pool2d (forward here, backward kernels for the derivative rules too).
#include <cstring>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "backends/cpu/conv.h"
#include "backends/cpu/conv_channels_last.h"
#include "backends/cpu/conv_sparse.h"
#include "backends/cpu/gemm.h"
#include "backends/cpu/vector_ops.h"
#include "tensor/nn_internal.h"
#include "tensor/ops.h"
#include "threads/thread_pool.h"

namespace tp::tensor {

using autograd::record;

namespace detail {

// Returns (matrix usable by GEMM, transposed?, leading dimension).
static std::tuple<Tensor, bool, int64_t> gemm_operand(const Tensor& m) {
  if (m.stride(1) == 1 && m.stride(0) >= std::max<int64_t>(1, m.size(1))) return {m, false, m.stride(0)};
  if (m.stride(0) == 1 && m.stride(1) >= std::max<int64_t>(1, m.size(0))) return {m, true, m.stride(1)};
  Tensor c = clone(m);
  return {c, false, std::max<int64_t>(1, c.size(1))};
}

void gemm_into(const Tensor& a, const Tensor& b, Tensor& c, bool accumulate) {
  auto [A, ta, lda] = gemm_operand(a);
  auto [B, tb, ldb] = gemm_operand(b);
  const int64_t M = a.size(0), K = a.size(1), N = b.size(1);
  if (c.dtype() == ScalarType::Float32)
    cpu::sgemm(ta, tb, M, N, K, 1.f, A.data<float>(), lda, B.data<float>(), ldb, accumulate ? 1.f : 0.f,
               c.data<float>(), c.stride(0));
  else
    cpu::dgemm(ta, tb, M, N, K, 1.0, A.data<double>(), lda, B.data<double>(), ldb, accumulate ? 1.0 : 0.0,
               c.data<double>(), c.stride(0));
}

}  // namespace detail

namespace {
// Note [Float op promotion]
// The float ops here (mm, bmm, matmul, linear, conv2d, max_pool2d, avg_pool2d) accept integer and bool operands
// and convert them to the other operand's floating dtype (float32 when neither is
// floating), so the original's int-literal scripts (`ml.matmul(ml.tensor([[1], [2]]), w)`)
// work where torch raises. Two different floating dtypes still raise, as torch. mm/bmm of
// two integer operands stay integer (int x int matmul is int64, as torch on the CPU).
Tensor as_float_like(const Tensor& t, const Tensor& other) {
  if (!t.defined() || is_floating(t.dtype())) return t;
  return to(t, other.defined() && is_floating(other.dtype()) ? other.dtype() : kDefaultFloat);
}
bool both_integral(const Tensor& a, const Tensor& b) { return !is_floating(a.dtype()) && !is_floating(b.dtype()); }
// [n,k] x [k,m] of integer operands, accumulated in int64 (wrapping as torch's), in the
// promoted integer dtype. RuntimeError for bool x bool (torch: not implemented for 'Bool').
Tensor integer_mm(const Tensor& a, const Tensor& b) {
  const ScalarType rt = promote_types(a.dtype(), b.dtype());
  if (rt == ScalarType::Bool) fail(ErrorKind::RuntimeError, "\"addmm_impl_cpu_\" not implemented for 'Bool'");
  Tensor a64 = contiguous(to(a, ScalarType::Int64)), b64 = contiguous(to(b, ScalarType::Int64));
  const int64_t n = a.size(0), k = a.size(1), m = b.size(1);
  Tensor out = zeros({n, m}, ScalarType::Int64);
  const int64_t* pa = a64.data<int64_t>();
  const int64_t* pb = b64.data<int64_t>();
  int64_t* po = out.data<int64_t>();
  for (int64_t i = 0; i < n; ++i)
    for (int64_t p = 0; p < k; ++p) {
      const uint64_t av = static_cast<uint64_t>(pa[i * k + p]);
      for (int64_t j = 0; j < m; ++j)
        po[i * m + j] = static_cast<int64_t>(static_cast<uint64_t>(po[i * m + j]) + av * static_cast<uint64_t>(pb[p * m + j]));
    }
  return to(out, rt);
}
void check_float_pair(const Tensor& a, const Tensor& b, const char* op) {
  if (!is_floating(a.dtype()) || a.dtype() != b.dtype())
    fail(ErrorKind::RuntimeError, std::string(op) + ": expected both operands to have the same floating dtype, got " +
                                      dtype_name(a.dtype()) + " and " + dtype_name(b.dtype()));
}
[[noreturn]] void cannot_multiply(const Tensor& a, const Tensor& b, const char* op) {
  fail(ErrorKind::RuntimeError, std::string(op) + ": shapes " + shape_str(a.sizes()) + " and " +
                                    shape_str(b.sizes()) + " cannot be multiplied");
}
}  // namespace

Tensor mm(const Tensor& a0, const Tensor& b0) {
  if (a0.dim() != 2 || b0.dim() != 2 || a0.size(1) != b0.size(0)) cannot_multiply(a0, b0, "mm");
  if (both_integral(a0, b0)) return integer_mm(a0, b0);
  Tensor a = as_float_like(a0, b0), b = as_float_like(b0, a0);
  check_float_pair(a, b, "mm");
  Tensor out = empty({a.size(0), b.size(1)}, a.dtype());
  {
    autograd::NoGradGuard g;
    detail::gemm_into(a, b, out, false);
  }
  if (auto n = record(OpId::mm, {a, b}, out)) {
    n->save(b.requires_grad() ? a : Tensor());
    n->save(a.requires_grad() ? b : Tensor());
  }
  return out;
}

Tensor bmm(const Tensor& a0, const Tensor& b0) {
  if (a0.dim() != 3 || b0.dim() != 3 || a0.size(0) != b0.size(0) || a0.size(2) != b0.size(1))
    cannot_multiply(a0, b0, "bmm");
  if (both_integral(a0, b0)) {
    std::vector<Tensor> parts;
    for (int64_t i = 0; i < a0.size(0); ++i) parts.push_back(integer_mm(select(a0, 0, i), select(b0, 0, i)));
    if (parts.empty()) return zeros({0, a0.size(1), b0.size(2)}, promote_types(a0.dtype(), b0.dtype()));
    return stack(parts, 0);
  }
  Tensor a = as_float_like(a0, b0), b = as_float_like(b0, a0);
  check_float_pair(a, b, "bmm");
  Tensor out = empty({a.size(0), a.size(1), b.size(2)}, a.dtype());
  {
    autograd::NoGradGuard g;
    for (int64_t i = 0; i < a.size(0); ++i) {
      Tensor o = select(out, 0, i);
      detail::gemm_into(select(a, 0, i), select(b, 0, i), o, false);
    }
  }
  if (auto n = record(OpId::bmm, {a, b}, out)) {
    n->save(a);
    n->save(b);
  }
  return out;
}

Tensor matmul(const Tensor& a, const Tensor& b, const Tensor& bias) {
  if (bias.defined()) return add(matmul(a, b), bias);
  const int64_t da = a.dim(), db = b.dim();
  if (da == 0 || db == 0) fail(ErrorKind::RuntimeError, "matmul: both arguments to matmul need to be at least 1D, but they are " +
                                                            std::to_string(da) + "D and " + std::to_string(db) + "D");
  if (a.size(-1) != b.size(db == 1 ? 0 : -2)) cannot_multiply(a, b, "matmul");
  if (da == 1 && db == 1) return reshape(mm(reshape(a, {1, -1}), reshape(b, {-1, 1})), {});
  if (da == 2 && db == 1) return reshape(mm(a, reshape(b, {-1, 1})), {a.size(0)});
  if (da == 1 && db == 2) return reshape(mm(reshape(a, {1, -1}), b), {b.size(1)});
  if (da == 2 && db == 2) return mm(a, b);
  if (db <= 2) {  // fold a's batch dims into rows
    Shape out_shape(a.sizes().begin(), a.sizes().end() - 1);
    Tensor bm = db == 1 ? reshape(b, {-1, 1}) : b;
    if (db == 2) out_shape.push_back(b.size(1));
    return reshape(mm(reshape(a, {-1, a.size(-1)}), bm), out_shape);
  }
  // General batched case: broadcast the batch dims.
  Tensor a3 = da == 1 ? reshape(a, {1, -1}) : a;
  Shape ba(a3.sizes().begin(), a3.sizes().end() - 2), bb(b.sizes().begin(), b.sizes().end() - 2);
  Shape batch = broadcast_shapes(ba, bb);
  int64_t B = 1;
  for (int64_t s : batch) B *= s;
  const int64_t n = a3.size(-2), k = a3.size(-1), m = b.size(-1);
  Shape ea = batch, eb = batch;
  ea.insert(ea.end(), {n, k});
  eb.insert(eb.end(), {k, m});
  Tensor r = bmm(reshape(expand(a3, ea), {B, n, k}), reshape(expand(b, eb), {B, k, m}));
  Shape out_shape = batch;
  if (da != 1) out_shape.push_back(n);
  out_shape.push_back(m);
  return reshape(r, out_shape);
}

Tensor linear(const Tensor& x0, const Tensor& weight0, const Tensor& bias0) {
  if (weight0.dim() != 2 || x0.dim() < 1 || x0.size(-1) != weight0.size(1))
    fail(ErrorKind::RuntimeError, "linear: mat1 and mat2 shapes cannot be multiplied (" + shape_str(x0.sizes()) +
                                      " and weight " + shape_str(weight0.sizes()) + ")");
  // Note [Float op promotion]
  const Tensor x = as_float_like(x0, weight0), weight = as_float_like(weight0, x0), bias = as_float_like(bias0, x);
  check_float_pair(x, weight, "linear");
  if (bias.defined() && (bias.dtype() != x.dtype() || bias.numel() != weight.size(0)))
    fail(ErrorKind::RuntimeError, "linear: bias of shape " + shape_str(bias.sizes()) + " does not match " +
                                      std::to_string(weight.size(0)) + " output features");
  Shape out_shape(x.sizes().begin(), x.sizes().end() - 1);
  out_shape.push_back(weight.size(0));
  Tensor out = empty(out_shape, x.dtype());
  {
    autograd::NoGradGuard g;
    Tensor x2 = contiguous(reshape(x, {-1, x.size(-1)}));
    Tensor o2 = reshape(out, {-1, weight.size(0)});
    Tensor wc = contiguous(weight);
    Tensor bc = bias.defined() ? contiguous(bias) : Tensor();
    const int64_t M = x2.size(0), N = weight.size(0), K = weight.size(1);
    if (x.dtype() == ScalarType::Float32) {
      cpu::GemmEpilogue ep;
      ep.col_bias = bc.defined() ? bc.data<float>() : nullptr;
      cpu::sgemm(false, true, M, N, K, 1.f, x2.data<float>(), K, wc.data<float>(), K, 0.f, o2.data<float>(), N, ep);
    } else {
      cpu::dgemm(false, true, M, N, K, 1.0, x2.data<double>(), K, wc.data<double>(), K, 0.0, o2.data<double>(), N);
      if (bc.defined()) add_(o2, bc);
    }
  }
  if (auto n = record(OpId::linear, {x, weight, bias}, out)) {
    n->save(x);
    n->save(weight);
  }
  return out;
}

namespace {
// GEMM by element type: SGEMM with its fused epilogue, or DGEMM then the epilogue.
void gemm_t(bool ta, bool tb, int64_t M, int64_t N, int64_t K, const float* A, int64_t lda, const float* B,
            int64_t ldb, float beta, float* C, int64_t ldc, const cpu::GemmEpilogue& ep = {}) {
  cpu::sgemm(ta, tb, M, N, K, 1.f, A, lda, B, ldb, beta, C, ldc, ep);
}
void gemm_t(bool ta, bool tb, int64_t M, int64_t N, int64_t K, const double* A, int64_t lda, const double* B,
            int64_t ldb, double beta, double* C, int64_t ldc, const cpu::GemmEpilogue& ep = {}) {
  cpu::dgemm(ta, tb, M, N, K, 1.0, A, lda, B, ldb, beta, C, ldc);
  if (!ep.row_bias_f64 && !ep.relu) return;
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double v = C[i * ldc + j] + (ep.row_bias_f64 ? ep.row_bias_f64[i] : 0.0);
      C[i * ldc + j] = ep.relu && v < 0 ? 0.0 : v;
    }
}
void set_row_bias(cpu::GemmEpilogue& ep, const float* b) { ep.row_bias = b; }
void set_row_bias(cpu::GemmEpilogue& ep, const double* b) { ep.row_bias_f64 = b; }
bool conv_direct(const float* x, const float* w, const float* b, int64_t cout, const cpu::Conv2dGeometry& g, bool relu,
                 float* y) {
  cpu::conv2d_direct_f32(x, w, b, cout, g, relu, y);
  return true;
}
bool conv_direct(const double*, const double*, const double*, int64_t, const cpu::Conv2dGeometry&, bool, double*) {
  return false;
}
int64_t conv_interleaved(const float* x, const float* w, const float* b, int64_t n, int64_t cout,
                         const cpu::Conv2dGeometry& g, bool relu, float* y) {
  return cpu::conv2d_forward_interleaved_f32(x, w, b, n, cout, g, relu, y);
}
int64_t conv_interleaved(const double*, const double*, const double*, int64_t, int64_t, const cpu::Conv2dGeometry&,
                         bool, double*) {
  return 0;
}
bool conv_channels_last(const float* x, const float* w, const float* b, int64_t n, int64_t cout,
                        const cpu::Conv2dGeometry& g, bool relu, float* y) {
  return cpu::conv2d_forward_channels_last_f32(x, w, b, n, cout, g, relu, y);
}
bool conv_channels_last(const double*, const double*, const double*, int64_t, int64_t, const cpu::Conv2dGeometry&,
                        bool, double*) {
  return false;
}
}  // namespace

// ---------------------------------------------------------------- conv2d

// Scratch vectors only grow: convs of different sizes share them, and a resize that
// shrinks and grows again would zero-fill the buffer on every call.
template <class T>
static void grow(std::vector<T>& v, int64_t n) {
  if (v.size() < static_cast<size_t>(n)) v.resize(static_cast<size_t>(n));
}

// Images per batched conv GEMM: their im2col columns (K x nb*HW) fill ~1 MiB, about L2.
static int64_t conv_chunk(int64_t K, int64_t HW, int64_t N) {
  const int64_t per_image = std::max<int64_t>(1, K * HW * 4);
  return std::clamp<int64_t>((int64_t(1) << 20) / per_image, 1, std::max<int64_t>(N, 1));
}

static cpu::Conv2dGeometry conv_geometry(const Tensor& x, const Tensor& w, const Conv2dOptions& o) {
  cpu::Conv2dGeometry g{};
  g.channels = x.size(1) / o.groups;
  g.height = x.size(2);
  g.width = x.size(3);
  g.kernel_h = w.size(2);
  g.kernel_w = w.size(3);
  g.stride_h = o.stride_h;
  g.stride_w = o.stride_w;
  g.pad_h = o.padding_h;
  g.pad_w = o.padding_w;
  g.dilation_h = o.dilation_h;
  g.dilation_w = o.dilation_w;
  g.out_h = (g.height + 2 * g.pad_h - g.dilation_h * (g.kernel_h - 1) - 1) / g.stride_h + 1;
  g.out_w = (g.width + 2 * g.pad_w - g.dilation_w * (g.kernel_w - 1) - 1) / g.stride_w + 1;
  return g;
}

Tensor conv2d(const Tensor& x_in, const Tensor& weight_in, const Tensor& bias_in, const Conv2dOptions& opt) {
  // Note [Float op promotion]
  const Tensor x0 = as_float_like(x_in, weight_in), weight = as_float_like(weight_in, x_in),
               bias = as_float_like(bias_in, x0);
  const bool batched = x0.dim() == 4;
  if ((x0.dim() != 4 && x0.dim() != 3) || weight.dim() != 4)
    fail(ErrorKind::RuntimeError, "conv2d: expected 3D or 4D input and 4D weight, got input of shape " +
                                      shape_str(x0.sizes()) + " and weight of shape " + shape_str(weight.sizes()));
  if (opt.groups <= 0 || opt.stride_h <= 0 || opt.stride_w <= 0 || opt.dilation_h <= 0 || opt.dilation_w <= 0 ||
      opt.padding_h < 0 || opt.padding_w < 0)
    fail(ErrorKind::ValueError, "conv2d: stride, dilation and groups must be positive and padding non-negative");
  Tensor x = batched ? x0 : unsqueeze(x0, 0);
  const int64_t N = x.size(0), C = x.size(1), Cout = weight.size(0), G = opt.groups;
  if (C % G != 0 || Cout % G != 0 || weight.size(1) * G != C)
    fail(ErrorKind::RuntimeError, "conv2d: Given groups=" + std::to_string(G) + ", weight of size " +
                                      shape_str(weight.sizes()) + ", expected input" + shape_str(x.sizes()) +
                                      " to have " + std::to_string(weight.size(1) * G) +
                                      " channels, but got " + std::to_string(C) + " channels instead");
  check_float_pair(x, weight, "conv2d");
  if (bias.defined() && (bias.dim() != 1 || bias.size(0) != Cout || bias.dtype() != x.dtype()))
    fail(ErrorKind::RuntimeError, "conv2d: bias of shape " + shape_str(bias.sizes()) + " for " +
                                      std::to_string(Cout) + " output channels");
  cpu::Conv2dGeometry g = conv_geometry(x, weight, opt);
  if (g.out_h <= 0 || g.out_w <= 0)
    fail(ErrorKind::RuntimeError, "conv2d: Calculated output size (" + std::to_string(g.out_h) + "x" +
                                      std::to_string(g.out_w) + ") is too small for input " + shape_str(x.sizes()) +
                                      " and kernel " + shape_str(weight.sizes()));
  Tensor out = empty({N, Cout, g.out_h, g.out_w}, x.dtype());
  {
    autograd::NoGradGuard ng;
    Tensor xc = contiguous(x), wc = contiguous(weight), bc = bias.defined() ? contiguous(bias) : Tensor();
    const int64_t Cg = Cout / G, K = g.col_rows(), HW = g.col_cols();
    const bool direct = x.dtype() == ScalarType::Float32 && G == 1 && K <= 32 && opt.stride_h == 1 &&
                        opt.stride_w == 1 && opt.dilation_h == 1 && opt.dilation_w == 1;
    const bool pointwise = g.kernel_h == 1 && g.kernel_w == 1 && opt.stride_h == 1 && opt.stride_w == 1 &&
                           opt.padding_h == 0 && opt.padding_w == 0;
    TP_DISPATCH_FLOAT(x.dtype(), "conv2d", [&] {
      const scalar_t* px = static_cast<const scalar_t*>(xc.data_ptr());
      const scalar_t* pw = static_cast<const scalar_t*>(wc.data_ptr());
      const scalar_t* pb = bc.defined() ? static_cast<const scalar_t*>(bc.data_ptr()) : nullptr;
      scalar_t* py = static_cast<scalar_t*>(out.data_ptr());
      if (direct) {
        threads::parallel_for(N, 1, [&](int64_t n0, int64_t n1) {
          for (int64_t n = n0; n < n1; ++n)
            conv_direct(px + n * C * g.height * g.width, pw, pb, Cout, g, opt.fuse_relu, py + n * Cout * HW);
        });
        return;
      }
      // Note [Interleaved convolution forward]: whole groups of 16 images for many taps.
      int64_t done = G == 1 ? conv_interleaved(px, pw, pb, N, Cout, g, opt.fuse_relu, py) : 0;
      // Note [Channel-last convolution forward]: the images left (batch 1).
      if (G == 1 && done < N &&
          conv_channels_last(px + done * C * g.height * g.width, pw, pb, N - done, Cout, g, opt.fuse_relu,
                             py + done * Cout * HW))
        done = N;
      // Note [Batched conv GEMM]: the columns of `nb` images side by side make one GEMM
      // [Cg, K] x [K, nb*HW] (wide N instead of 64 narrow ones); the result is then
      // scattered to NCHW.
      const int64_t nb = conv_chunk(K, HW, N);
      // Scratch reused per thread: a fresh ~1 MiB vector per call is a fresh mmap, and its
      // page faults cost as much as the im2col itself.
      static thread_local std::vector<scalar_t> col, res;
      grow(col, K * nb * HW);
      grow(res, Cg * nb * HW);
      for (int64_t n0 = done; n0 < N; n0 += nb) {
        const int64_t cnt = std::min(nb, N - n0), ld = cnt * HW;
        for (int64_t grp = 0; grp < G; ++grp) {
          const scalar_t* cols;
          if (pointwise && cnt == 1) {
            cols = px + (n0 * C + grp * g.channels) * HW;
          } else {
            for (int64_t i = 0; i < cnt; ++i)
              cpu::im2col(px + ((n0 + i) * C + grp * g.channels) * g.height * g.width, g, col.data() + i * HW, ld);
            cols = col.data();
          }
          cpu::GemmEpilogue ep;
          ep.relu = opt.fuse_relu;
          if (pb) set_row_bias(ep, pb + grp * Cg);
          const scalar_t* wg = pw + grp * Cg * K;
          if (cnt == 1) {
            gemm_t(false, false, Cg, HW, K, wg, K, cols, HW, scalar_t(0), py + (n0 * Cout + grp * Cg) * HW, HW, ep);
            continue;
          }
          gemm_t(false, false, Cg, ld, K, wg, K, cols, ld, scalar_t(0), res.data(), ld, ep);
          for (int64_t i = 0; i < cnt; ++i)
            for (int64_t co = 0; co < Cg; ++co)
              std::memcpy(py + ((n0 + i) * Cout + grp * Cg + co) * HW, res.data() + co * ld + i * HW,
                          static_cast<size_t>(HW) * sizeof(scalar_t));
        }
      }
    });
  }
  if (!batched) out = squeeze(out, 0);  // before record: the node sees the user-visible output
  if (auto n = record(OpId::conv2d, {x0, weight, bias}, out)) {
    n->save(x0);
    n->save(weight);
    n->save(opt.fuse_relu ? out : Tensor(), true);
    n->ints = {opt.stride_h, opt.stride_w, opt.padding_h, opt.padding_w, opt.dilation_h, opt.dilation_w, opt.groups,
               opt.fuse_relu};
  }
  return out;
}

detail::ConvGrads detail::conv2d_backward(const Tensor& grad_out0, const Tensor& x0, const Tensor& weight,
                                          bool need_input, bool need_weight, bool need_bias,
                                          const Conv2dOptions& opt) {
  autograd::NoGradGuard ng;
  const bool batched = x0.dim() == 4;
  Tensor x = contiguous(batched ? x0 : unsqueeze(x0, 0));
  Tensor gy = contiguous(batched ? grad_out0 : unsqueeze(grad_out0, 0));
  Tensor wc = contiguous(weight);
  cpu::Conv2dGeometry g = conv_geometry(x, wc, opt);
  const int64_t N = x.size(0), C = x.size(1), Cout = wc.size(0), G = opt.groups, Cg = Cout / G;
  const int64_t K = g.col_rows(), HW = g.col_cols();
  ConvGrads r;
  if (need_bias) {
    r.bias = empty({Cout}, gy.dtype());
    if (gy.dtype() == ScalarType::Float32) {
      const float* p = gy.data<float>();
      float* b = r.bias.data<float>();
      for (int64_t co = 0; co < Cout; ++co) {
        float s = 0;
        for (int64_t n = 0; n < N; ++n) s += cpu::sum_f32(p + (n * Cout + co) * HW, HW);
        b[co] = s;
      }
    } else
    TP_DISPATCH_FLOAT(gy.dtype(), "conv2d_backward", [&] {
      const scalar_t* p = static_cast<const scalar_t*>(gy.data_ptr());
      scalar_t* b = static_cast<scalar_t*>(r.bias.data_ptr());
      for (int64_t co = 0; co < Cout; ++co) {
        scalar_t s = 0;
        for (int64_t n = 0; n < N; ++n) {
          const scalar_t* q = p + (n * Cout + co) * HW;
          for (int64_t i = 0; i < HW; ++i) s += q[i];
        }
        b[co] = s;
      }
    });
  }
  if ((need_input || need_weight) && x.dtype() == ScalarType::Float32 && G == 1) {
    // Note [Sparse convolution backward]: gy mostly zeros (ReLU + max pooling after the
    // conv); false: the dense paths below.
    Tensor dx = need_input ? empty(x.sizes(), x.dtype()) : Tensor();
    Tensor dw = need_weight ? empty(wc.sizes(), wc.dtype()) : Tensor();
    if (cpu::conv2d_backward_sparse_f32(x.data<float>(), gy.data<float>(), wc.data<float>(), N, Cout, g,
                                        need_input ? dx.data<float>() : nullptr,
                                        need_weight ? dw.data<float>() : nullptr)) {
      r.input = need_input && !batched ? squeeze(dx, 0) : dx;
      r.weight = dw;
      return r;
    }
  }
  if (need_input) r.input = zeros(x.sizes(), x.dtype());
  if (need_weight && x.dtype() == ScalarType::Float32 && G == 1) {
    // Note [Direct weight gradient] (few input channels); false: the GEMM path below.
    Tensor dw = empty(wc.sizes(), wc.dtype());
    if (cpu::conv2d_weight_grad_direct_f32(x.data<float>(), gy.data<float>(), N, Cout, g, dw.data<float>())) {
      r.weight = dw;
      need_weight = false;
    }
  }
  if (need_weight) r.weight = zeros(wc.sizes(), wc.dtype());
  if (!need_input && !need_weight) {
    if (r.input.defined() && !batched) r.input = squeeze(r.input, 0);
    return r;
  }
  TP_DISPATCH_FLOAT(x.dtype(), "conv2d_backward", [&] {
    // Note [Batched conv GEMM], backwards: per chunk of nb images, dY as [Cg, nb*HW] gives
    // dW += dY col^T (K = nb*HW long) and dcol = W^T dY, scattered back by col2im.
    const int64_t nb = conv_chunk(K, HW, N);
    static thread_local std::vector<scalar_t> col, dcol, dyc;  // reused (see conv2d)
    if (need_weight) grow(col, K * nb * HW);
    if (need_input) grow(dcol, K * nb * HW);
    grow(dyc, Cg * nb * HW);
    const scalar_t* px = static_cast<const scalar_t*>(x.data_ptr());
    const scalar_t* pgy = static_cast<const scalar_t*>(gy.data_ptr());
    const scalar_t* pw = static_cast<const scalar_t*>(wc.data_ptr());
    for (int64_t n0 = 0; n0 < N; n0 += nb) {
      const int64_t cnt = std::min(nb, N - n0), ld = cnt * HW;
      for (int64_t grp = 0; grp < G; ++grp) {
        for (int64_t i = 0; i < cnt; ++i)
          for (int64_t co = 0; co < Cg; ++co)
            std::memcpy(dyc.data() + co * ld + i * HW, pgy + ((n0 + i) * Cout + grp * Cg + co) * HW,
                        static_cast<size_t>(HW) * sizeof(scalar_t));
        const scalar_t* wg = pw + grp * Cg * K;
        if (need_weight) {
          for (int64_t i = 0; i < cnt; ++i)
            cpu::im2col(px + ((n0 + i) * C + grp * g.channels) * g.height * g.width, g, col.data() + i * HW, ld);
          scalar_t* dw = static_cast<scalar_t*>(r.weight.data_ptr()) + grp * Cg * K;
          gemm_t(false, true, Cg, K, ld, dyc.data(), ld, col.data(), ld, scalar_t(1), dw, K);
        }
        if (need_input) {
          gemm_t(true, false, K, ld, Cg, wg, K, dyc.data(), ld, scalar_t(0), dcol.data(), ld);
          for (int64_t i = 0; i < cnt; ++i) {
            scalar_t* dx = static_cast<scalar_t*>(r.input.data_ptr()) + ((n0 + i) * C + grp * g.channels) * g.height * g.width;
            cpu::col2im(dcol.data() + i * HW, g, dx, ld);
          }
        }
      }
    }
  });
  if (need_input && !batched) r.input = squeeze(r.input, 0);
  return r;
}

// ---------------------------------------------------------------- pooling

namespace {
struct PoolShape {
  int64_t planes, H, W, OH, OW, kh, kw, sh, sw, ph, pw;
};
PoolShape pool_shape(const Tensor& x, int64_t kh, int64_t kw, int64_t sh, int64_t sw, int64_t ph, int64_t pw,
                     const char* op) {
  if (x.dim() != 3 && x.dim() != 4)
    fail(ErrorKind::RuntimeError, std::string(op) + ": expected 3D or 4D input, got " + shape_str(x.sizes()));
  if (kh <= 0 || kw <= 0) fail(ErrorKind::ValueError, std::string(op) + ": kernel size must be positive");
  if (sh == 0) sh = kh;
  if (sw == 0) sw = kw;
  if (sh < 0 || sw < 0) fail(ErrorKind::ValueError, std::string(op) + ": stride must be positive");
  if (ph < 0 || pw < 0 || ph * 2 > kh || pw * 2 > kw)
    fail(ErrorKind::RuntimeError, std::string(op) + ": pad should be at most half of effective kernel size");
  PoolShape p{};
  p.H = x.size(-2);
  p.W = x.size(-1);
  p.planes = x.numel() / std::max<int64_t>(1, p.H * p.W);
  // A window larger than the padded input leaves no output (C++ division truncates toward
  // zero, so the negative span must be caught before dividing), as torch.
  const int64_t span_h = p.H + 2 * ph - kh, span_w = p.W + 2 * pw - kw;
  p.OH = span_h < 0 ? 0 : span_h / sh + 1;
  p.OW = span_w < 0 ? 0 : span_w / sw + 1;
  if (p.OH <= 0 || p.OW <= 0)
    fail(ErrorKind::RuntimeError, "Given input size: (" + std::to_string(p.planes / (x.dim() == 4 ? x.size(0) : 1)) +
                                      "x" + std::to_string(p.H) + "x" + std::to_string(p.W) +
                                      "). Calculated output size: (" +
                                      std::to_string(p.planes / (x.dim() == 4 ? x.size(0) : 1)) + "x" +
                                      std::to_string(std::max<int64_t>(p.OH, 0)) + "x" +
                                      std::to_string(std::max<int64_t>(p.OW, 0)) + "). Output size is too small");
  p.kh = kh; p.kw = kw; p.sh = sh; p.sw = sw; p.ph = ph; p.pw = pw;
  return p;
}
Shape pooled_sizes(const Tensor& x, const PoolShape& p) {
  Shape s = x.sizes();
  s[s.size() - 2] = p.OH;
  s[s.size() - 1] = p.OW;
  return s;
}
}  // namespace

Tensor max_pool2d(const Tensor& x_in, int64_t kh, int64_t kw, int64_t sh, int64_t sw, int64_t ph, int64_t pw) {
  const Tensor x = as_float_like(x_in, Tensor());  // Note [Float op promotion]
  PoolShape p = pool_shape(x, kh, kw, sh, sw, ph, pw, "max_pool2d");
  Tensor xc = contiguous(detach(x));
  Tensor out = empty(pooled_sizes(x, p), x.dtype());
  if (!autograd::should_record({&x})) {
    // No backward: the argmax indices go to a small per-thread scratch, a chunk of planes
    // at a time, instead of an int64 tensor twice the output's size (239 MB for the
    // demo's conv1 at batch 10,000).
    constexpr int64_t kChunk = 64;
    TP_DISPATCH_FLOAT(x.dtype(), "max_pool2d", [&] {
      threads::parallel_for(p.planes, 16, [&](int64_t b, int64_t e) {
        static thread_local std::vector<int64_t> scratch;
        scratch.resize(static_cast<size_t>(std::min(kChunk, e - b) * p.OH * p.OW));
        for (int64_t c = b; c < e; c += kChunk) {
          const int64_t n = std::min(kChunk, e - c);
          cpu::max_pool2d_forward(static_cast<const scalar_t*>(xc.data_ptr()) + c * p.H * p.W, n, p.H, p.W, p.kh,
                                  p.kw, p.sh, p.sw, p.ph, p.pw, p.OH, p.OW,
                                  static_cast<scalar_t*>(out.data_ptr()) + c * p.OH * p.OW, scratch.data());
        }
      });
    });
    return out;
  }
  Tensor idx = empty(pooled_sizes(x, p), ScalarType::Int64);
  TP_DISPATCH_FLOAT(x.dtype(), "max_pool2d", [&] {
    threads::parallel_for(p.planes, 16, [&](int64_t b, int64_t e) {
      cpu::max_pool2d_forward(static_cast<const scalar_t*>(xc.data_ptr()) + b * p.H * p.W, e - b, p.H, p.W, p.kh,
                              p.kw, p.sh, p.sw, p.ph, p.pw, p.OH, p.OW,
                              static_cast<scalar_t*>(out.data_ptr()) + b * p.OH * p.OW,
                              idx.data<int64_t>() + b * p.OH * p.OW);
    });
  });
  if (auto n = record(OpId::max_pool2d, {x}, out)) {
    n->save(idx);
    n->ints = {p.kh, p.kw, p.sh, p.sw, p.ph, p.pw};
  }
  return out;
}

Tensor detail::max_pool2d_backward(const Tensor& grad_out, const Tensor& indices, const Shape& input_sizes,
                                   const std::vector<int64_t>& window) {
  const bool two_by_two = window.size() == 6 && window[0] == 2 && window[1] == 2 && window[2] == 2 &&
                          window[3] == 2 && window[4] == 0 && window[5] == 0;
  if (two_by_two && grad_out.dtype() == ScalarType::Float32 && indices.is_contiguous()) {
    Tensor gy = contiguous(grad_out);
    Tensor gx = empty(input_sizes, gy.dtype());
    const int64_t H = input_sizes[input_sizes.size() - 2], W = input_sizes[input_sizes.size() - 1];
    const int64_t OH = gy.size(-2), OW = gy.size(-1), planes = gy.numel() / std::max<int64_t>(1, OH * OW);
    if (cpu::max_pool2d_backward_2x2_f32(gy.data<float>(), indices.data<int64_t>(), planes, H, W, OH, OW,
                                         gx.data<float>()))
      return gx;
  }
  return max_pool2d_backward(grad_out, indices, input_sizes);
}

Tensor detail::max_pool2d_relu_backward(const Tensor& grad_out, const Tensor& indices, const Shape& input_sizes,
                                        const std::vector<int64_t>& window, const Tensor& gate) {
  const bool two_by_two = window.size() == 6 && window[0] == 2 && window[1] == 2 && window[2] == 2 &&
                          window[3] == 2 && window[4] == 0 && window[5] == 0;
  if (!two_by_two || grad_out.dtype() != ScalarType::Float32 || gate.dtype() != ScalarType::Float32 ||
      !indices.is_contiguous() || !gate.is_contiguous() || gate.sizes() != input_sizes)
    return Tensor();
  Tensor gy = contiguous(grad_out);
  Tensor gx = empty(input_sizes, gy.dtype());
  const int64_t H = input_sizes[input_sizes.size() - 2], W = input_sizes[input_sizes.size() - 1];
  const int64_t OH = gy.size(-2), OW = gy.size(-1), planes = gy.numel() / std::max<int64_t>(1, OH * OW);
  if (!cpu::max_pool2d_backward_2x2_f32(gy.data<float>(), indices.data<int64_t>(), planes, H, W, OH, OW,
                                        gx.data<float>(), gate.data<float>()))
    return Tensor();
  return gx;
}

Tensor detail::max_pool2d_backward(const Tensor& grad_out, const Tensor& indices, const Shape& input_sizes) {
  Tensor gx = zeros(input_sizes, grad_out.dtype());
  Tensor gy = contiguous(grad_out);
  const int64_t in_plane = input_sizes[input_sizes.size() - 1] * input_sizes[input_sizes.size() - 2];
  const int64_t out_plane = gy.size(-1) * gy.size(-2);
  const int64_t planes = gy.numel() / std::max<int64_t>(1, out_plane);
  TP_DISPATCH_FLOAT(gy.dtype(), "max_pool2d_backward", [&] {
    cpu::max_pool2d_backward(static_cast<const scalar_t*>(gy.data_ptr()), indices.data<int64_t>(), planes, in_plane,
                             out_plane, static_cast<scalar_t*>(gx.data_ptr()));
  });
  return gx;
}

Tensor avg_pool2d(const Tensor& x_in, int64_t kh, int64_t kw, int64_t sh, int64_t sw, int64_t ph, int64_t pw) {
  const Tensor x = as_float_like(x_in, Tensor());  // Note [Float op promotion]
  PoolShape p = pool_shape(x, kh, kw, sh, sw, ph, pw, "avg_pool2d");
  Tensor xc = contiguous(detach(x));
  Tensor out = empty(pooled_sizes(x, p), x.dtype());
  TP_DISPATCH_FLOAT(x.dtype(), "avg_pool2d", [&] {
    cpu::avg_pool2d_forward(static_cast<const scalar_t*>(xc.data_ptr()), p.planes, p.H, p.W, p.kh, p.kw, p.sh, p.sw,
                            p.ph, p.pw, p.OH, p.OW, static_cast<scalar_t*>(out.data_ptr()));
  });
  if (auto n = record(OpId::avg_pool2d, {x}, out)) n->ints = {p.kh, p.kw, p.sh, p.sw, p.ph, p.pw};
  return out;
}

Tensor detail::avg_pool2d_backward(const Tensor& grad_out, const Shape& input_sizes, const std::vector<int64_t>& q) {
  Tensor gx = zeros(input_sizes, grad_out.dtype());
  Tensor gy = contiguous(grad_out);
  const int64_t H = input_sizes[input_sizes.size() - 2], W = input_sizes[input_sizes.size() - 1];
  const int64_t OH = gy.size(-2), OW = gy.size(-1), planes = gy.numel() / std::max<int64_t>(1, OH * OW);
  TP_DISPATCH_FLOAT(gy.dtype(), "avg_pool2d_backward", [&] {
    cpu::avg_pool2d_backward(static_cast<const scalar_t*>(gy.data_ptr()), planes, H, W, q[0], q[1], q[2], q[3], q[4],
                             q[5], OH, OW, static_cast<scalar_t*>(gx.data_ptr()));
  });
  return gx;
}

}  // namespace tp::tensor
