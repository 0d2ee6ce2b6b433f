// The fused inference kernel of SimpleCNN-style models: conv2d (stride 1, dilation 1,
// groups 1, zero padding) -> bias -> ReLU -> flatten -> linear, for float32, without ever
// materialising the convolution's output.
//
// Note [Fused conv-ReLU-linear]
// The unfused path writes the conv output ([N, Co, OH, OW]: 216 MB for 10,000 MNIST images
// and 8 channels), re-reads it for ReLU and again for the linear layer: memory-bound. Here
// a tile of 16 output pixels x 8 output channels is computed in registers (the direct
// kernel of Note [Direct convolution kernel]), ReLU'd, and immediately multiplied into the
// linear layer's accumulators (one 16-lane vector per image and output feature, reduced
// at the end). Two images go through each tile together so the tile's slice of the linear
// weights, streamed from L2, is reused from L1 for the second image.
// The trick that keeps the inner loops free of bounds checks: outputs are computed on the
// padded input's full width Wp (output pixel p = oh*Wp + ow, including Wp-OW "garbage"
// columns past the right edge) so that every tap reads the input at p + const. The linear
// weights are re-packed onto the same wide grid with zeros at the garbage columns (and
// past the last row), so garbage never reaches the result — provided the input is finite
// (an inf/NaN input gives NaN where torch might give inf).
// That kernel serves batches of 1 to 15 images (and a batch's last few). With AVX-512 and
// 16 images or more, a second kernel puts one image in each lane instead (Note [Fused
// conv-ReLU-linear, images in lanes], conv_relu_linear.cpp): about twice as fast per image.
// With AVX2+FMA only, the same idea with 8 images per ymm (Note [Fused conv-ReLU-linear,
// images in lanes, AVX2]) serves batches of 8 or more: about 1.4x the one-image kernel.
// Packing the weights costs about as much as a few images, so the plan is built once per
// weight version by the caller (tensor::conv2d_relu_linear caches it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

namespace tp::cpu {

// std::allocator aligns large blocks to 16 bytes only; the kernels stream these tables
// with 64-byte vector loads, and a load split over two cache lines halves L2 bandwidth.
template <class T>
struct CacheLineAllocator {
  using value_type = T;
  CacheLineAllocator() = default;
  template <class U>
  CacheLineAllocator(const CacheLineAllocator<U>&) {}
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(64))); }
  void deallocate(T* p, size_t) { ::operator delete(p, std::align_val_t(64)); }
  bool operator==(const CacheLineAllocator&) const { return true; }
};
template <class T>
using CacheLineVector = std::vector<T, CacheLineAllocator<T>>;

struct ConvReluLinearPlan {
  int64_t channels = 0, height = 0, width = 0, pad_h = 0, pad_w = 0, kernel_h = 0, kernel_w = 0;
  int64_t conv_out = 0, features = 0;  // Co, F (the linear layer's out_features)
  // derived
  int64_t padded_h = 0, padded_w = 0, out_h = 0, out_w = 0, tiles = 0, co_blocks = 0;
  std::vector<int32_t> tap_offset;  // [C*kh*kw]: c*Hp*Wp + i*Wp + j
  CacheLineVector<float> conv_w;    // [co_blocks][taps][8]
  CacheLineVector<float> conv_b;    // [co_blocks][8]
  CacheLineVector<float> fc_w;      // [tiles][co_blocks][8][F][16] on the wide grid, zeros off it
  std::vector<float> fc_b;          // [F]
  // The images-in-lanes kernels (16 lanes with AVX-512, 8 with AVX2; Note [Fused
  // conv-ReLU-linear, images in lanes] and [..., images in lanes, AVX2]):
  std::vector<int32_t> pixel_to_padded;  // [C*H*W]: input pixel -> c*Hp*Wp + (h+ph)*Wp + w+pw
  CacheLineVector<float> fc_w_pixels;    // [OH*OW][co_blocks][8][F], zeros for co >= Co
  int64_t image_buffer_floats() const;
};

// True when these sizes have the fused kernel (1 <= F <= 10; the caller has checked
// stride/dilation/groups). Otherwise use the unfused ops. Every CPU has one: AVX-512F,
// AVX2+FMA or the portable build (Note [Fused conv-ReLU-linear without AVX-512]).
bool conv_relu_linear_supported(int64_t features);

// The instruction-set variants, chosen by cpuid (the widest available) unless forced.
enum class ConvReluLinearIsa { Auto, Avx512, Avx2, Portable };
bool conv_relu_linear_isa_available(ConvReluLinearIsa isa);
// Tests and benchmarks: run the given variant from now on (Auto restores cpuid's choice);
// false (and no change) when this CPU lacks it. Not thread-safe: call between runs.
bool conv_relu_linear_force_isa(ConvReluLinearIsa isa);
ConvReluLinearIsa conv_relu_linear_isa();  // the variant that runs now
// Builds the plan. conv_w [Co, C, kh, kw], conv_b [Co] or null, fc_w [F, Co*OH*OW]
// (PyTorch's flatten order co, oh, ow), fc_b [F] or null; all contiguous.
void conv_relu_linear_pack(const float* conv_w, const float* conv_b, const float* fc_w, const float* fc_b,
                           int64_t channels, int64_t height, int64_t width, int64_t pad_h, int64_t pad_w,
                           int64_t kernel_h, int64_t kernel_w, int64_t conv_out, int64_t features,
                           ConvReluLinearPlan& plan);
// out[n][f] = fc_b[f] + sum_{co,oh,ow} fc_w[f][(co*OH + oh)*OW + ow] *
//             relu(conv_b[co] + sum_{c,i,j} conv_w[co][c][i][j] * xpad[n][c][oh+i][ow+j])
// for x [N, C, H, W] contiguous, out [N, F]. Splits images over the thread pool.
void conv_relu_linear_f32(const ConvReluLinearPlan& plan, const float* x, int64_t images, float* out);

}  // namespace tp::cpu
