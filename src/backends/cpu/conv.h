// Convolution and pooling kernels on contiguous NCHW planes (one image at a time; the
// callers in tensor/nn_ops.cpp loop over the batch and groups and call the GEMMs).
// T is float or double (explicitly instantiated in conv.cpp).
#pragma once

#include <cstdint>

namespace tp::cpu {

struct Conv2dGeometry {
  int64_t channels, height, width;          // input plane stack (one group)
  int64_t kernel_h, kernel_w;
  int64_t stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w;
  int64_t out_h, out_w;
  int64_t col_rows() const { return channels * kernel_h * kernel_w; }
  int64_t col_cols() const { return out_h * out_w; }
};

// col[(c*kh + i)*kw + j][oh*out_w + ow] = x[c][oh*sh + i*dh - ph][ow*sw + j*dw - pw] (0 outside).
template <class T>
void im2col(const T* x, const Conv2dGeometry& g, T* col);
// The adjoint: x[...] += col[...] over the same index map.
template <class T>
void col2im(const T* col, const Conv2dGeometry& g, T* x);
// The same with a row stride `ld` >= out_h*out_w for col, so that several images' columns
// sit side by side in one [C*kh*kw, images*out_h*out_w] matrix (Note [Batched conv GEMM]).
template <class T>
void im2col(const T* x, const Conv2dGeometry& g, T* col, int64_t ld);
template <class T>
void col2im(const T* col, const Conv2dGeometry& g, T* x, int64_t ld);
// Tests: true makes im2col/col2im use their generic loops instead of the short-row
// AVX-512 ones (Note [Short-row im2col]).
void conv_short_rows_disable(bool off);

// Direct convolution for few input channels (C*kh*kw small, stride and dilation 1):
// y[co] = bias[co] + sum w[co][c][i][j] * x[c][oh+i-ph][ow+j-pw], then ReLU when asked.
// w is [out_channels, C, kh, kw]; bias may be null.
void conv2d_direct_f32(const float* x, const float* w, const float* bias, int64_t out_channels,
                       const Conv2dGeometry& g, bool relu, float* y);
// Tests: makes conv2d_direct_f32 use its portable kernel even where AVX-512 exists.
void conv2d_direct_force_generic(bool on);

// Forward of a many-tap convolution (C*kh*kw > 32; stride and dilation 1) for the first
// N/16*16 images, sixteen at a time interleaved in the vector lanes (Note [Interleaved
// convolution forward]): y = bias + conv(x, w), ReLU'd when asked, NCHW. Returns how many
// images it wrote (0 where the CPU lacks AVX-512 or the shape is not covered); the caller
// does the rest. Forced off by conv2d_direct_force_generic.
int64_t conv2d_forward_interleaved_f32(const float* x, const float* w, const float* bias, int64_t images,
                                       int64_t out_channels, const Conv2dGeometry& g, bool relu, float* y);

// Weight gradient of the direct convolution's shapes (Note [Direct weight gradient]):
// dw[co][c][i][j] = sum_n sum_{oh,ow} gy[n][co][oh][ow] * xpad[n][c][oh+i][ow+j], for
// images x [N, C, H, W] and gy [N, out_channels, out_h, out_w], stride and dilation 1,
// C*kh*kw <= 512. Overwrites dw [out_channels, C, kh, kw]. Images are split over the
// thread pool, each thread summing into its own partial gradient. False (dw untouched)
// where the CPU lacks AVX-512 or the shape is not covered: use im2col + GEMM then.
bool conv2d_weight_grad_direct_f32(const float* x, const float* gy, int64_t images, int64_t out_channels,
                                   const Conv2dGeometry& g, float* dw);

// out[k*out_stride + l] = rows[l][k] for k < n (<= 16), l < 16 (reads n floats of each of
// the 16 rows). AVX-512 only: callers check the CPU first (x86-64 GCC builds).
void transpose16_f32(const float* const* rows, int64_t n, float* out, int64_t out_stride);

// Pooling over `planes` planes of [height, width] -> [out_h, out_w] (ceil_mode=False).
// max: indices are h*width + w within the plane (as torch), padding never wins.
template <class T>
void max_pool2d_forward(const T* x, int64_t planes, int64_t height, int64_t width, int64_t kh, int64_t kw,
                        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int64_t out_h, int64_t out_w, T* y,
                        int64_t* indices);
// Tests: the scalar loops even where the AVX-512 2x2 kernel exists.
void max_pool2d_force_generic(bool on);
// The backward of a 2x2, stride-2, unpadded max pooling (indices from max_pool2d_forward):
// writes all of grad_x [planes, H, W] (no zero-fill needed first). False (nothing written)
// where the CPU lacks AVX-512 or OH/OW are not H/2, W/2: zero grad_x and use
// max_pool2d_backward then. The caller guarantees the pooling was 2x2/2. With `gate`
// ([planes, H, W], may be null) grad_x is then zeroed wherever !(gate > 0): the ReLU
// backward of a ReLU before the pooling, in the same pass (Note [Fused max-pool + ReLU
// backward] in autograd/engine.cpp).
bool max_pool2d_backward_2x2_f32(const float* grad_y, const int64_t* indices, int64_t planes, int64_t height,
                                 int64_t width, int64_t out_h, int64_t out_w, float* grad_x,
                                 const float* gate = nullptr);
template <class T>
void max_pool2d_backward(const T* grad_y, const int64_t* indices, int64_t planes, int64_t in_plane,
                         int64_t out_plane, T* grad_x);
// avg with count_include_pad=True: every window divides by kh*kw.
template <class T>
void avg_pool2d_forward(const T* x, int64_t planes, int64_t height, int64_t width, int64_t kh, int64_t kw,
                        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int64_t out_h, int64_t out_w, T* y);
template <class T>
void avg_pool2d_backward(const T* grad_y, int64_t planes, int64_t height, int64_t width, int64_t kh, int64_t kw,
                         int64_t sh, int64_t sw, int64_t ph, int64_t pw, int64_t out_h, int64_t out_w, T* grad_x);

}  // namespace tp::cpu
