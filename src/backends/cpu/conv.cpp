// im2col/col2im, the direct few-channel convolution and the pooling kernels (see conv.h).
#include "backends/cpu/conv.h"
#include "backends/cpu/cpu_features.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <mutex>
#include <type_traits>
#include <vector>

#include "threads/thread_pool.h"

#if defined(__x86_64__)
#include <immintrin.h>
// GCC 12's avx512fintrin.h builds _mm512_undefined_* as a self-initialised `__Y` and then
// warns at every inlined use (sqrt, max, cvtepi64, inserti64x4, ...): a header false
// positive, not this file's.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define TP_CONV_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TP_CONV_CLONES
#endif

namespace tp::cpu {

template <class T>
void im2col(const T* x, const Conv2dGeometry& g, T* col) {
  im2col(x, g, col, g.out_h * g.out_w);
}
template <class T>
void col2im(const T* col, const Conv2dGeometry& g, T* x) {
  col2im(col, g, x, g.out_h * g.out_w);
}

// Note [Short-row im2col]
// For the small feature maps of MNIST-sized CNNs a row of the column matrix is short
// (demo conv2: 10 floats), so the memcpy/fill calls and the scalar add loop of col2im
// cost more than the data they move. For float, stride 1, dilation 1 and out_w <= 16,
// each row is one masked AVX-512 load and store (zeros outside the image come from the
// load's zero-masking), one masked load-add-store for col2im.
namespace {
bool g_short_rows_off = false;  // tests: force the generic loops
#if defined(__x86_64__) && defined(__GNUC__)
const bool g_conv_avx512 = has_avx512f();
bool short_rows(const Conv2dGeometry& g) {
  return g_conv_avx512 && !g_short_rows_off && g.stride_w == 1 && g.stride_h == 1 && g.dilation_h == 1 &&
         g.dilation_w == 1 && g.out_w <= 16 && g.out_w >= 1;
}
bool short_input_rows(const Conv2dGeometry& g) { return short_rows(g) && g.width <= 16 && g.kernel_w <= 64; }
// Lanes ow in [lo, hi) read the input at ow + off; the rest are zero / untouched.
__attribute__((target("avx512f"))) void im2col_short(const float* x, const Conv2dGeometry& g, float* col,
                                                     int64_t hw) {
  const int64_t OW = g.out_w, OH = g.out_h;
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t i = 0; i < g.kernel_h; ++i)
      for (int64_t j = 0; j < g.kernel_w; ++j) {
        float* dst = col + ((c * g.kernel_h + i) * g.kernel_w + j) * hw;
        const float* plane = x + c * g.height * g.width;
        const int64_t off = j - g.pad_w;
        const int64_t lo = std::clamp<int64_t>(-off, 0, OW), hi = std::clamp<int64_t>(g.width - off, lo, OW);
        const __mmask16 all = static_cast<__mmask16>((1u << OW) - 1);
        const __mmask16 valid = static_cast<__mmask16>(((1u << hi) - 1) & ~((1u << lo) - 1));
        for (int64_t oh = 0; oh < OH; ++oh) {
          const int64_t ih = oh + i - g.pad_h;
          float* d = dst + oh * OW;
          if (ih < 0 || ih >= g.height) {
            _mm512_mask_storeu_ps(d, all, _mm512_setzero_ps());
            continue;
          }
          // Masked-off lanes are not read, so row + off may point before the row.
          const __m512 v = _mm512_maskz_loadu_ps(valid, plane + ih * g.width + off);
          _mm512_mask_storeu_ps(d, all, v);
        }
      }
}
// col2im by input row: x[c][ih][iw] += sum over (i, j) of col[c,i,j][oh = ih-i+ph][iw-j+pw],
// summed in a register (lanes = iw, so width <= 16) and added to x once per row. Adding
// each column row into x directly would re-load what the previous j just stored at a
// one-float offset, which store forwarding cannot serve.
__attribute__((target("avx512f"))) void col2im_short(const float* col, const Conv2dGeometry& g, float* x,
                                                     int64_t hw) {
  const int64_t OW = g.out_w, OH = g.out_h, W = g.width, H = g.height;
  const __mmask16 row_mask = static_cast<__mmask16>((1u << W) - 1);
  __mmask16 tap_mask[64];
  for (int64_t j = 0; j < g.kernel_w; ++j) {  // lanes iw with 0 <= iw - j + pw < OW
    const int64_t lo = std::clamp<int64_t>(j - g.pad_w, 0, W), hi = std::clamp<int64_t>(j - g.pad_w + OW, lo, W);
    tap_mask[j] = static_cast<__mmask16>(((1u << hi) - 1) & ~((1u << lo) - 1));
  }
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t ih = 0; ih < H; ++ih) {
      __m512 acc = _mm512_setzero_ps();
      for (int64_t i = 0; i < g.kernel_h; ++i) {
        const int64_t oh = ih - i + g.pad_h;
        if (oh < 0 || oh >= OH) continue;
        const float* src = col + ((c * g.kernel_h + i) * g.kernel_w) * hw + oh * OW + g.pad_w;
        for (int64_t j = 0; j < g.kernel_w; ++j, src += hw - 1)
          acc = _mm512_add_ps(acc, _mm512_maskz_loadu_ps(tap_mask[j], src));  // lane iw reads src[iw]
      }
      float* r = x + (c * H + ih) * W;
      _mm512_mask_storeu_ps(r, row_mask, _mm512_add_ps(_mm512_maskz_loadu_ps(row_mask, r), acc));
    }
}
#endif
template <class T>
bool im2col_fast(const T*, const Conv2dGeometry&, T*, int64_t) { return false; }
template <class T>
bool col2im_fast(const T*, const Conv2dGeometry&, T*, int64_t) { return false; }
#if defined(__x86_64__) && defined(__GNUC__)
template <>
bool im2col_fast<float>(const float* x, const Conv2dGeometry& g, float* col, int64_t hw) {
  if (!short_rows(g)) return false;
  im2col_short(x, g, col, hw);
  return true;
}
template <>
bool col2im_fast<float>(const float* col, const Conv2dGeometry& g, float* x, int64_t hw) {
  if (!short_input_rows(g)) return false;
  col2im_short(col, g, x, hw);
  return true;
}
#endif
}  // namespace

void conv_short_rows_disable(bool off) { g_short_rows_off = off; }

template <class T>
void im2col(const T* x, const Conv2dGeometry& g, T* col, int64_t hw) {
  if (im2col_fast(x, g, col, hw)) return;
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t i = 0; i < g.kernel_h; ++i)
      for (int64_t j = 0; j < g.kernel_w; ++j) {
        T* dst = col + ((c * g.kernel_h + i) * g.kernel_w + j) * hw;
        const T* plane = x + c * g.height * g.width;
        for (int64_t oh = 0; oh < g.out_h; ++oh) {
          const int64_t ih = oh * g.stride_h + i * g.dilation_h - g.pad_h;
          T* d = dst + oh * g.out_w;
          if (ih < 0 || ih >= g.height) {
            std::fill(d, d + g.out_w, T(0));
            continue;
          }
          const T* row = plane + ih * g.width;
          const int64_t off = j * g.dilation_w - g.pad_w;
          if (g.stride_w == 1) {
            // valid ow: 0 <= ow + off < width
            int64_t lo = std::clamp<int64_t>(-off, 0, g.out_w), hi = std::clamp<int64_t>(g.width - off, lo, g.out_w);
            std::fill(d, d + lo, T(0));
            std::memcpy(d + lo, row + lo + off, static_cast<size_t>(hi - lo) * sizeof(T));
            std::fill(d + hi, d + g.out_w, T(0));
          } else {
            for (int64_t ow = 0; ow < g.out_w; ++ow) {
              int64_t iw = ow * g.stride_w + off;
              d[ow] = (iw >= 0 && iw < g.width) ? row[iw] : T(0);
            }
          }
        }
      }
}

template <class T>
void col2im(const T* col, const Conv2dGeometry& g, T* x, int64_t hw) {
  if (col2im_fast(col, g, x, hw)) return;
  for (int64_t c = 0; c < g.channels; ++c)
    for (int64_t i = 0; i < g.kernel_h; ++i)
      for (int64_t j = 0; j < g.kernel_w; ++j) {
        const T* src = col + ((c * g.kernel_h + i) * g.kernel_w + j) * hw;
        T* plane = x + c * g.height * g.width;
        for (int64_t oh = 0; oh < g.out_h; ++oh) {
          const int64_t ih = oh * g.stride_h + i * g.dilation_h - g.pad_h;
          if (ih < 0 || ih >= g.height) continue;
          T* row = plane + ih * g.width;
          const T* s = src + oh * g.out_w;
          const int64_t off = j * g.dilation_w - g.pad_w;
          if (g.stride_w == 1) {
            const int64_t lo = std::clamp<int64_t>(-off, 0, g.out_w), hi = std::clamp<int64_t>(g.width - off, lo, g.out_w);
            T* __restrict r = row + off;
            for (int64_t ow = lo; ow < hi; ++ow) r[ow] += s[ow];
            continue;
          }
          for (int64_t ow = 0; ow < g.out_w; ++ow) {
            int64_t iw = ow * g.stride_w + off;
            if (iw >= 0 && iw < g.width) row[iw] += s[ow];
          }
        }
      }
}

// Note [Direct convolution kernel]
// For few input channels (C*kh*kw <= 32, the first layer of a CNN) im2col would copy each
// input pixel kh*kw times for a GEMM with a short K; the direct kernel instead keeps an
// 8-output-channel x 16-pixel tile of accumulators in registers, and for each of the
// C*kh*kw taps loads 16 neighbouring input pixels once and FMAs them into all 8 channels.
// The input is first copied into a zero-padded plane (width rounded so that every 16-wide
// load stays inside it), so the inner loops have no bounds checks. Bias and ReLU are
// applied before the tile is stored. Compiled for AVX-512 / AVX2 / baseline by
// target_clones (fixed-size loops the compiler vectorises); tested against im2col+GEMM.
namespace {
constexpr int kCoBlock = 8, kTileW = 16;
bool g_direct_force_generic = false;  // tests: run the portable kernel on AVX-512 machines

TP_CONV_CLONES void direct_plane(const float* __restrict pad, int64_t Wp, int64_t Hp, int64_t C, int64_t kh,
                                 int64_t kw, const float* __restrict wpk, const float* __restrict b8, int64_t co_valid,
                                 int64_t OH, int64_t OW, bool relu, float* __restrict y) {
  for (int64_t oh = 0; oh < OH; ++oh)
    for (int64_t ow0 = 0; ow0 < OW; ow0 += kTileW) {
      // GCC vector extensions: one zmm per accumulator row on AVX-512, two ymm on AVX2.
      typedef float v16 __attribute__((vector_size(64), aligned(4)));
      v16 acc[kCoBlock];
#pragma GCC unroll 8
      for (int q = 0; q < kCoBlock; ++q) acc[q] = v16{} + b8[q];
      const float* wt = wpk;
      for (int64_t c = 0; c < C; ++c)
        for (int64_t i = 0; i < kh; ++i) {
          const float* row = pad + (c * Hp + oh + i) * Wp + ow0;
          for (int64_t j = 0; j < kw; ++j, wt += kCoBlock) {
            v16 xv;
            std::memcpy(&xv, row + j, sizeof xv);
#pragma GCC unroll 8
            for (int q = 0; q < kCoBlock; ++q) acc[q] += wt[q] * xv;
          }
        }
      const int64_t n = std::min<int64_t>(kTileW, OW - ow0);
      for (int64_t q = 0; q < co_valid; ++q) {
        float* out = y + (q * OH + oh) * OW + ow0;
        if (relu)
          for (int64_t v = 0; v < n; ++v) out[v] = acc[q][v] > 0.f ? acc[q][v] : 0.f;
        else
          for (int64_t v = 0; v < n; ++v) out[v] = acc[q][v];
      }
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
// The same kernel with AVX-512 intrinsics: the partial last tile of a row is stored with
// a lane mask instead of a scalar loop (the stores were the bottleneck: 128 per 72 FMAs
// for a 3x3 tap).
__attribute__((target("avx512f"))) void direct_plane_avx512(const float* pad, int64_t Wp, int64_t Hp, int64_t C,
                                                            int64_t kh, int64_t kw, const float* wpk, const float* b8,
                                                            int64_t co_valid, int64_t OH, int64_t OW, bool relu,
                                                            float* y) {
  const __m512 zero = _mm512_setzero_ps();
  for (int64_t oh = 0; oh < OH; ++oh)
    for (int64_t ow0 = 0; ow0 < OW; ow0 += kTileW) {
      __m512 acc[kCoBlock];
#pragma GCC unroll 8
      for (int q = 0; q < kCoBlock; ++q) acc[q] = _mm512_set1_ps(b8[q]);
      const float* wt = wpk;
      for (int64_t c = 0; c < C; ++c)
        for (int64_t i = 0; i < kh; ++i) {
          const float* row = pad + (c * Hp + oh + i) * Wp + ow0;
          for (int64_t j = 0; j < kw; ++j, wt += kCoBlock) {
            const __m512 xv = _mm512_loadu_ps(row + j);
#pragma GCC unroll 8
            for (int q = 0; q < kCoBlock; ++q) acc[q] = _mm512_fmadd_ps(_mm512_set1_ps(wt[q]), xv, acc[q]);
          }
        }
      const int64_t n = std::min<int64_t>(kTileW, OW - ow0);
      const __mmask16 m = static_cast<__mmask16>((1u << n) - 1);
      for (int64_t q = 0; q < co_valid; ++q) {
        const __m512 v = relu ? _mm512_max_ps(acc[q], zero) : acc[q];
        _mm512_mask_storeu_ps(y + (q * OH + oh) * OW + ow0, m, v);
      }
    }
}
const bool g_direct_avx512 = has_avx512f();
#endif
}  // namespace

void conv2d_direct_force_generic(bool on) { g_direct_force_generic = on; }

void conv2d_direct_f32(const float* x, const float* w, const float* bias, int64_t out_channels,
                       const Conv2dGeometry& g, bool relu, float* y) {
  const int64_t C = g.channels, kh = g.kernel_h, kw = g.kernel_w, OH = g.out_h, OW = g.out_w;
  const int64_t taps = C * kh * kw;
  const int64_t Hp = g.height + 2 * g.pad_h;
  const int64_t Wp = (OW + kTileW - 1) / kTileW * kTileW + kw - 1;
  static thread_local std::vector<float> pad, wpk;
  pad.assign(static_cast<size_t>(C * Hp * Wp + kTileW), 0.f);
  for (int64_t c = 0; c < C; ++c)
    for (int64_t h = 0; h < g.height; ++h)
      std::memcpy(&pad[static_cast<size_t>((c * Hp + h + g.pad_h) * Wp + g.pad_w)], x + (c * g.height + h) * g.width,
                  static_cast<size_t>(g.width) * sizeof(float));
  wpk.resize(static_cast<size_t>(taps * kCoBlock));
  for (int64_t co0 = 0; co0 < out_channels; co0 += kCoBlock) {
    const int64_t cv = std::min<int64_t>(kCoBlock, out_channels - co0);
    float b8[kCoBlock] = {};
    for (int64_t q = 0; q < cv; ++q) {
      b8[q] = bias ? bias[co0 + q] : 0.f;
      for (int64_t t = 0; t < taps; ++t) wpk[static_cast<size_t>(t * kCoBlock + q)] = w[(co0 + q) * taps + t];
    }
    for (int64_t q = cv; q < kCoBlock; ++q)
      for (int64_t t = 0; t < taps; ++t) wpk[static_cast<size_t>(t * kCoBlock + q)] = 0.f;
#if defined(__x86_64__) && defined(__GNUC__)
    if (g_direct_avx512 && !g_direct_force_generic) {
      direct_plane_avx512(pad.data(), Wp, Hp, C, kh, kw, wpk.data(), b8, cv, OH, OW, relu, y + co0 * OH * OW);
      continue;
    }
#endif
    direct_plane(pad.data(), Wp, Hp, C, kh, kw, wpk.data(), b8, cv, OH, OW, relu, y + co0 * OH * OW);
  }
}

// Note [Direct weight gradient]
// conv1 of the demo CNN (1 -> 16 channels, 5x5, 28x28) has a weight gradient
// [16, 25] = dY [16, 64*784] x col^T: through im2col + GEMM that is a GEMM with N = 25
// whose packing transposes the whole column matrix. Directly: on the padded image's wide
// grid (pixel q = oh*Wp + ow, the garbage columns ow >= out_w carrying dY = 0) every tap
// is a shifted dot product, dw[co][t] = sum_q dYw[co][q] * xpad[q + off_t]. A register
// block of 4 output channels x 5 taps (20 zmm accumulators, 5 input loads and 4 dY loads
// per 20 FMAs) runs over the grid in 16-pixel steps, over a chunk of images; then its
// lanes are summed into a per-thread [co][tap] partial gradient. conv2
// (16 -> 32, 5x5 on 14x14: 400 taps) goes the same way: its wide grid wastes 44% of the
// lanes, but it drops im2col, the dY copy and the transposing pack of the GEMM path
// (measured: ~10% of the whole training step).
#if defined(__x86_64__) && defined(__GNUC__)
namespace {
constexpr int64_t kWgCo = 4, kWgTaps = 5;

// Accumulates 4 output channels x 5 taps over `images` images (xpad images x_image
// floats apart, dY images dy_image apart, channel rows dy_stride apart) into part.
__attribute__((target("avx512f"))) void weight_grad_block(const float* xpad, int64_t x_image, const float* dyw,
                                                          int64_t dy_image, int64_t dy_stride, int64_t images,
                                                          int64_t tiles, const int64_t* off, float* part) {
  __m512 acc[kWgCo][kWgTaps];
#pragma GCC unroll 4
  for (int a = 0; a < kWgCo; ++a)
#pragma GCC unroll 5
    for (int b = 0; b < kWgTaps; ++b) acc[a][b] = _mm512_setzero_ps();
  for (int64_t n = 0; n < images; ++n, xpad += x_image, dyw += dy_image)
    for (int64_t q = 0; q < tiles * 16; q += 16) {
      __m512 xv[kWgTaps];
#pragma GCC unroll 5
      for (int b = 0; b < kWgTaps; ++b) xv[b] = _mm512_loadu_ps(xpad + q + off[b]);
#pragma GCC unroll 4
      for (int a = 0; a < kWgCo; ++a) {
        const __m512 d = _mm512_loadu_ps(dyw + a * dy_stride + q);
#pragma GCC unroll 5
        for (int b = 0; b < kWgTaps; ++b) acc[a][b] = _mm512_fmadd_ps(d, xv[b], acc[a][b]);
      }
    }
  // part is [co][taps_padded] from this block's first entry; off[kWgTaps] = taps_padded.
  // Lanes are summed here, once per block and chunk of images.
#pragma GCC unroll 4
  for (int a = 0; a < kWgCo; ++a)
#pragma GCC unroll 5
    for (int b = 0; b < kWgTaps; ++b) part[a * off[kWgTaps] + b] += _mm512_reduce_add_ps(acc[a][b]);
}

// out[k*out_stride + l] = rows[l][k] for k < n (<= 16), l < 16: a 16x16 register
// transpose by the bit-swap method (step s swaps bit s of the row and column index), four
// rounds of two-source permutes.
__attribute__((target("avx512f"))) void transpose16(const float* const* rows, int64_t n, float* out,
                                                    int64_t out_stride = 16) {
  alignas(64) static const int32_t idx[4][2][16] = {
#define TP_LO(s, e) ((e) & (s) ? 16 + (e) - (s) : (e))
#define TP_HI(s, e) ((e) & (s) ? 16 + (e) : (e) + (s))
#define TP_ROW(M, s) {M(s, 0), M(s, 1), M(s, 2), M(s, 3), M(s, 4), M(s, 5), M(s, 6), M(s, 7), \
                      M(s, 8), M(s, 9), M(s, 10), M(s, 11), M(s, 12), M(s, 13), M(s, 14), M(s, 15)}
      {TP_ROW(TP_LO, 8), TP_ROW(TP_HI, 8)}, {TP_ROW(TP_LO, 4), TP_ROW(TP_HI, 4)},
      {TP_ROW(TP_LO, 2), TP_ROW(TP_HI, 2)}, {TP_ROW(TP_LO, 1), TP_ROW(TP_HI, 1)}};
#undef TP_ROW
#undef TP_HI
#undef TP_LO
  const __mmask16 m = static_cast<__mmask16>(n >= 16 ? 0xffff : (1u << n) - 1);
  __m512 r[16];
#pragma GCC unroll 16
  for (int l = 0; l < 16; ++l) r[l] = _mm512_maskz_loadu_ps(m, rows[l]);
#pragma GCC unroll 4
  for (int step = 0; step < 4; ++step) {
    const int sz = 8 >> step;
    const __m512i lo = _mm512_load_si512(idx[step][0]), hi = _mm512_load_si512(idx[step][1]);
#pragma GCC unroll 16
    for (int i = 0; i < 16; ++i) {
      if (i & sz) continue;
      const __m512 a = r[i], b = r[i + sz];
      r[i] = _mm512_permutex2var_ps(a, lo, b);
      r[i + sz] = _mm512_permutex2var_ps(a, hi, b);
    }
  }
  for (int64_t k = 0; k < n; ++k) _mm512_storeu_ps(out + k * out_stride, r[k]);
}

// Sixteen images side by side (Note [Direct weight gradient], interleaved form): xT is
// [C][Hp][Wp][16] and dyT [co][OH*OW][16], so each lane is one image and every output
// pixel is useful (no wide-grid columns); lanes are summed at the end as before.
__attribute__((target("avx512f"))) void weight_grad_block16(const float* xT, const float* dyT, int64_t OH, int64_t OW,
                                                            int64_t Wp, int64_t dy_co, const int64_t* off,
                                                            float* part) {
  __m512 acc[kWgCo][kWgTaps];
#pragma GCC unroll 4
  for (int a = 0; a < kWgCo; ++a)
#pragma GCC unroll 5
    for (int b = 0; b < kWgTaps; ++b) acc[a][b] = _mm512_setzero_ps();
  for (int64_t oh = 0; oh < OH; ++oh)
    for (int64_t ow = 0; ow < OW; ++ow) {
      const float* xp = xT + (oh * Wp + ow) * 16;
      const float* dp = dyT + (oh * OW + ow) * 16;
      __m512 xv[kWgTaps];
#pragma GCC unroll 5
      for (int b = 0; b < kWgTaps; ++b) xv[b] = _mm512_loadu_ps(xp + off[b] * 16);
#pragma GCC unroll 4
      for (int a = 0; a < kWgCo; ++a) {
        const __m512 d = _mm512_loadu_ps(dp + a * dy_co);
#pragma GCC unroll 5
        for (int b = 0; b < kWgTaps; ++b) acc[a][b] = _mm512_fmadd_ps(d, xv[b], acc[a][b]);
      }
    }
#pragma GCC unroll 4
  for (int a = 0; a < kWgCo; ++a)
#pragma GCC unroll 5
    for (int b = 0; b < kWgTaps; ++b) part[a * off[kWgTaps] + b] += _mm512_reduce_add_ps(acc[a][b]);
}

const bool g_wg_avx512 = has_avx512f();
}  // namespace

void transpose16_f32(const float* const* rows, int64_t n, float* out, int64_t out_stride) {
  transpose16(rows, n, out, out_stride);
}
#endif

#if defined(__x86_64__) && defined(__GNUC__)
// Note [Interleaved convolution forward]
// conv2 of the demo CNN (16 -> 32, 5x5 on 14x14, 400 taps) through im2col + GEMM copies
// each input pixel 25 times into the column matrix, packs it again for the GEMM and
// scatters the result back to NCHW. For whole groups of 16 images: transpose the group
// into xT [C][Hp][Wp][16] (lanes = images, as the weight gradient's interleaved form), then
// for a block of 8 output channels x 2 output pixels keep 16 accumulators, and per tap
// load the two pixels' 16-image vectors and FMA them with the 8 broadcast weights. Bias
// and ReLU are applied in registers; yT [co][pixel][16] is transposed back to NCHW.
namespace {
template <int NPX>
__attribute__((target("avx512f"))) void conv_fwd16_block(const float* xT, const int64_t* off, int64_t taps,
                                                         const float* wpk, const float* b8, bool relu, int64_t cv,
                                                         float* yT, int64_t y_co) {
  __m512 acc[8][NPX];
#pragma GCC unroll 8
  for (int q = 0; q < 8; ++q)
#pragma GCC unroll 2
    for (int k = 0; k < NPX; ++k) acc[q][k] = _mm512_set1_ps(b8[q]);
  for (int64_t t = 0; t < taps; ++t, wpk += 8) {
    const float* xp = xT + off[t] * 16;
    __m512 xv[NPX];
#pragma GCC unroll 2
    for (int k = 0; k < NPX; ++k) xv[k] = _mm512_loadu_ps(xp + k * 16);
#pragma GCC unroll 8
    for (int q = 0; q < 8; ++q) {
      const __m512 wv = _mm512_set1_ps(wpk[q]);
#pragma GCC unroll 2
      for (int k = 0; k < NPX; ++k) acc[q][k] = _mm512_fmadd_ps(wv, xv[k], acc[q][k]);
    }
  }
  const __m512 zero = _mm512_setzero_ps();
  for (int64_t q = 0; q < cv; ++q)
#pragma GCC unroll 2
    for (int k = 0; k < NPX; ++k) _mm512_storeu_ps(yT + q * y_co + k * 16, relu ? _mm512_max_ps(acc[q][k], zero) : acc[q][k]);
}
}  // namespace

int64_t conv2d_forward_interleaved_f32(const float* x, const float* w, const float* bias, int64_t N, int64_t Cout,
                                       const Conv2dGeometry& g, bool relu, float* y) {
  const int64_t C = g.channels, kh = g.kernel_h, kw = g.kernel_w, OH = g.out_h, OW = g.out_w;
  const int64_t taps = C * kh * kw, groups = N / 16;
  if (!g_wg_avx512 || g_direct_force_generic || groups == 0 || taps <= 32 || g.stride_h != 1 || g.stride_w != 1 ||
      g.dilation_h != 1 || g.dilation_w != 1)
    return 0;
  const int64_t Hp = g.height + 2 * g.pad_h, Wp = g.width + 2 * g.pad_w, plane = OH * OW;
  const int64_t co_blocks = (Cout + 7) / 8;
  std::vector<int64_t> off(static_cast<size_t>(taps));
  for (int64_t c = 0; c < C; ++c)
    for (int64_t i = 0; i < kh; ++i)
      for (int64_t j = 0; j < kw; ++j) off[static_cast<size_t>((c * kh + i) * kw + j)] = (c * Hp + i) * Wp + j;
  std::vector<float> wpk(static_cast<size_t>(co_blocks * taps * 8), 0.f), b8(static_cast<size_t>(co_blocks * 8), 0.f);
  for (int64_t co = 0; co < Cout; ++co) {
    for (int64_t t = 0; t < taps; ++t) wpk[static_cast<size_t>(((co / 8) * taps + t) * 8 + co % 8)] = w[co * taps + t];
    b8[static_cast<size_t>(co)] = bias ? bias[co] : 0.f;
  }
  threads::parallel_for(groups, 1, [&](int64_t g0, int64_t g1) {
    static thread_local std::vector<float> xT, yT;
    xT.assign(static_cast<size_t>(C * Hp * Wp * 16), 0.f);  // zero padding stays zero
    if (yT.size() < static_cast<size_t>(co_blocks * 8 * plane * 16)) yT.resize(static_cast<size_t>(co_blocks * 8 * plane * 16));
    const int64_t image_in = C * g.height * g.width, image_out = Cout * plane;
    const float* rows[16];
    alignas(64) static const float dummy[16] = {};
    for (int64_t grp = g0; grp < g1; ++grp) {
      for (int64_t c = 0; c < C; ++c)
        for (int64_t h = 0; h < g.height; ++h)
          for (int64_t w0 = 0; w0 < g.width; w0 += 16) {
            for (int64_t l = 0; l < 16; ++l) rows[l] = x + (grp * 16 + l) * image_in + (c * g.height + h) * g.width + w0;
            transpose16(rows, std::min<int64_t>(16, g.width - w0),
                        &xT[static_cast<size_t>(((c * Hp + h + g.pad_h) * Wp + g.pad_w + w0) * 16)]);
          }
      for (int64_t cb = 0; cb < co_blocks; ++cb) {
        const int64_t cv = std::min<int64_t>(8, Cout - cb * 8);
        const float* wb = &wpk[static_cast<size_t>(cb * taps * 8)];
        float* yb = &yT[static_cast<size_t>(cb * 8 * plane * 16)];
        for (int64_t oh = 0; oh < OH; ++oh) {
          int64_t ow = 0;
          for (; ow + 2 <= OW; ow += 2)
            conv_fwd16_block<2>(&xT[static_cast<size_t>((oh * Wp + ow) * 16)], off.data(), taps, wb, &b8[static_cast<size_t>(cb * 8)],
                                relu, cv, yb + (oh * OW + ow) * 16, plane * 16);
          if (ow < OW)
            conv_fwd16_block<1>(&xT[static_cast<size_t>((oh * Wp + ow) * 16)], off.data(), taps, wb, &b8[static_cast<size_t>(cb * 8)],
                                relu, cv, yb + (oh * OW + ow) * 16, plane * 16);
        }
      }
      // yT [co][q][16 images] -> y [image][co][q], 16 pixels at a time
      alignas(64) float block[16 * 16];
      for (int64_t co = 0; co < Cout; ++co)
        for (int64_t q0 = 0; q0 < plane; q0 += 16) {
          const int64_t n = std::min<int64_t>(16, plane - q0);
          for (int64_t l = 0; l < 16; ++l) rows[l] = l < n ? &yT[static_cast<size_t>((co * plane + q0 + l) * 16)] : dummy;
          transpose16(rows, 16, block);  // block[image*16 + pixel]
          for (int64_t k = 0; k < 16; ++k)
            std::memcpy(y + (grp * 16 + k) * image_out + co * plane + q0, block + k * 16, static_cast<size_t>(n) * sizeof(float));
        }
    }
  });
  return groups * 16;
}
#else
int64_t conv2d_forward_interleaved_f32(const float*, const float*, const float*, int64_t, int64_t,
                                       const Conv2dGeometry&, bool, float*) {
  return 0;
}
#endif

bool conv2d_weight_grad_direct_f32(const float* x, const float* gy, int64_t N, int64_t Cout, const Conv2dGeometry& g,
                                   float* dw) {
#if defined(__x86_64__) && defined(__GNUC__)
  const int64_t C = g.channels, kh = g.kernel_h, kw = g.kernel_w, OH = g.out_h, OW = g.out_w;
  const int64_t taps = C * kh * kw;
  if (!g_wg_avx512 || g_direct_force_generic || taps > 512 || g.stride_h != 1 || g.stride_w != 1 ||
      g.dilation_h != 1 || g.dilation_w != 1 || N <= 0)
    return false;
  const int64_t Hp = g.height + 2 * g.pad_h, Wp = g.width + 2 * g.pad_w;  // stride 1: OW + kw - 1 == Wp
  const int64_t grid = OH * Wp, tiles = (grid + 15) / 16;
  const int64_t taps_p = (taps + kWgTaps - 1) / kWgTaps * kWgTaps, co_p = (Cout + kWgCo - 1) / kWgCo * kWgCo;
  // Padded taps read offset 0 (their sums are discarded); the last tile reads up to
  // tiles*16 - 1 + max offset, inside the buffer's zero tail.
  std::vector<int64_t> off(static_cast<size_t>(taps_p) + 1, 0);
  for (int64_t c = 0; c < C; ++c)
    for (int64_t i = 0; i < kh; ++i)
      for (int64_t j = 0; j < kw; ++j) off[static_cast<size_t>((c * kh + i) * kw + j)] = (c * Hp + i) * Wp + j;
  const int64_t xbuf = C * Hp * Wp + tiles * 16 + 16, dy_stride = tiles * 16;
  std::vector<float> total(static_cast<size_t>(co_p * taps_p), 0.f);
  std::mutex merge;
  // Images go through in chunks whose padded inputs and wide-grid dY stay in L2 while
  // every (channel block, tap block) sweeps them; the partial sums are touched once per
  // block and chunk.
  const int64_t dy_image = co_p * dy_stride;
  const int64_t chunk = std::clamp<int64_t>((int64_t(256) << 10) / ((xbuf + dy_image) * 4), 1, 16);
  // Many taps (conv2: 400) and whole groups of 16 images: the interleaved form, which
  // computes no wide-grid garbage (44% of conv2's lanes); the rest of the batch below.
  const int64_t N16 = taps > 32 ? N / 16 * 16 : 0;
  if (N16 > 0) {
    const int64_t plane = OH * OW;
    threads::parallel_for(N16 / 16, 1, [&](int64_t g0, int64_t g1) {
      static thread_local std::vector<float> xT, dyT, part;
      xT.assign(static_cast<size_t>(C * Hp * Wp * 16), 0.f);  // zero padding stays zero
      dyT.assign(static_cast<size_t>(co_p * plane * 16), 0.f);
      part.assign(total.size(), 0.f);
      for (int64_t grp = g0; grp < g1; ++grp) {
        const float* rows[16];
        const int64_t image = C * g.height * g.width;
        for (int64_t c = 0; c < C; ++c)
          for (int64_t h = 0; h < g.height; ++h)
            for (int64_t w0 = 0; w0 < g.width; w0 += 16) {
              for (int64_t l = 0; l < 16; ++l) rows[l] = x + (grp * 16 + l) * image + (c * g.height + h) * g.width + w0;
              transpose16(rows, std::min<int64_t>(16, g.width - w0),
                          &xT[static_cast<size_t>(((c * Hp + h + g.pad_h) * Wp + g.pad_w + w0) * 16)]);
            }
        for (int64_t q0 = 0; q0 < Cout * plane; q0 += 16) {
          for (int64_t l = 0; l < 16; ++l) rows[l] = gy + (grp * 16 + l) * Cout * plane + q0;
          transpose16(rows, std::min<int64_t>(16, Cout * plane - q0), &dyT[static_cast<size_t>(q0 * 16)]);
        }
        for (int64_t cb = 0; cb < co_p; cb += kWgCo)
          for (int64_t tb = 0; tb < taps_p; tb += kWgTaps) {
            int64_t o[kWgTaps + 1];
            for (int64_t b = 0; b < kWgTaps; ++b) o[b] = off[static_cast<size_t>(tb + b)];
            o[kWgTaps] = taps_p;
            weight_grad_block16(xT.data(), &dyT[static_cast<size_t>(cb * plane * 16)], OH, OW, Wp, plane * 16, o,
                                &part[static_cast<size_t>(cb * taps_p + tb)]);
          }
      }
      std::lock_guard<std::mutex> lock(merge);
      for (size_t k = 0; k < total.size(); ++k) total[k] += part[k];
    });
  }
  if (N16 < N)
  threads::parallel_for(N - N16, 1, [&](int64_t n0, int64_t n1) {
    n0 += N16, n1 += N16;
    const int64_t cmax = std::min(chunk, n1 - n0);
    // Reused per thread (no page faults per call); zeroed for the borders and garbage
    // columns, which the copies below never write.
    static thread_local std::vector<float> xpad, dyw, part;
    xpad.assign(static_cast<size_t>(xbuf * cmax), 0.f);
    dyw.assign(static_cast<size_t>(dy_image * cmax), 0.f);
    part.assign(total.size(), 0.f);
    for (int64_t c0 = n0; c0 < n1; c0 += cmax) {
      const int64_t cnt = std::min(cmax, n1 - c0);
      for (int64_t k = 0; k < cnt; ++k) {
        const float* xn = x + (c0 + k) * C * g.height * g.width;
        float* xp = &xpad[static_cast<size_t>(k * xbuf)];
        for (int64_t c = 0; c < C; ++c)
          for (int64_t h = 0; h < g.height; ++h)
            std::memcpy(xp + (c * Hp + h + g.pad_h) * Wp + g.pad_w, xn + (c * g.height + h) * g.width,
                        static_cast<size_t>(g.width) * sizeof(float));
        const float* gn = gy + (c0 + k) * Cout * OH * OW;
        float* dp = &dyw[static_cast<size_t>(k * dy_image)];
        for (int64_t co = 0; co < Cout; ++co)
          for (int64_t oh = 0; oh < OH; ++oh)
            std::memcpy(dp + co * dy_stride + oh * Wp, gn + (co * OH + oh) * OW, static_cast<size_t>(OW) * sizeof(float));
      }
      for (int64_t cb = 0; cb < co_p; cb += kWgCo)
        for (int64_t tb = 0; tb < taps_p; tb += kWgTaps) {
          int64_t o[kWgTaps + 1];
          for (int64_t b = 0; b < kWgTaps; ++b) o[b] = off[static_cast<size_t>(tb + b)];
          o[kWgTaps] = taps_p;
          weight_grad_block(xpad.data(), xbuf, &dyw[static_cast<size_t>(cb * dy_stride)], dy_image, dy_stride, cnt,
                            tiles, o, &part[static_cast<size_t>(cb * taps_p + tb)]);
        }
    }
    std::lock_guard<std::mutex> lock(merge);
    for (size_t k = 0; k < total.size(); ++k) total[k] += part[k];
  });
  for (int64_t co = 0; co < Cout; ++co)
    for (int64_t t = 0; t < taps; ++t) dw[co * taps + t] = total[static_cast<size_t>(co * taps_p + t)];
  return true;
#else
  (void)x, (void)gy, (void)N, (void)Cout, (void)g, (void)dw;
  return false;
#endif
}

namespace {
// True when x[0:n) holds a NaN or an infinity (x*0 is then NaN); vector code for float.
bool any_nan(const float* x, int64_t n) {
  typedef float v16 __attribute__((vector_size(64), aligned(4)));
  v16 acc{};
  int64_t i = 0;
  for (; i + 16 <= n; i += 16) {
    v16 v;
    std::memcpy(&v, x + i, sizeof v);
    acc += v * 0.f;
  }
  float s = 0.f;
  for (int q = 0; q < 16; ++q) s += acc[q];
  for (; i < n; ++i) s += x[i] * 0.f;
  return s != s;
}
bool any_nan(const double* x, int64_t n) {
  double s = 0;
  for (int64_t i = 0; i < n; ++i) s += x[i] * 0.0;
  return s != s;
}
}  // namespace

// Note [Vector 2x2 max pooling]
// The CNN case (2x2 window, stride 2, no padding, float): 16 outputs per step from two
// rows of 32 inputs, split into even/odd columns by a two-source permute; the first-max-
// wins choice of the scalar loop (a, b of the top row, then c, d) becomes mask blends,
// the index is base + {0, 1, W, W+1} widened to int64. A NaN anywhere in a plane (an
// unordered compare) sends that plane to the general loop, which propagates it as torch.
#if defined(__x86_64__) && defined(__GNUC__)
namespace {
// Returns false when the plane holds a NaN (outputs then partly written: redo the plane).
__attribute__((target("avx512f"))) bool max_pool_2x2_plane(const float* in, int64_t W, int64_t OH, int64_t OW,
                                                            float* yo, int64_t* io) {
  const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
  const __m512i odd = _mm512_add_epi32(even, _mm512_set1_epi32(1));
  const __m512i lane2 = _mm512_slli_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 1);
  const __m512i zero = _mm512_setzero_si512(), one = _mm512_set1_epi32(1), wv = _mm512_set1_epi32(static_cast<int>(W)),
                w1 = _mm512_set1_epi32(static_cast<int>(W + 1));
  __mmask16 nan = 0;
  for (int64_t oh = 0; oh < OH; ++oh) {
    const float* r0 = in + 2 * oh * W;
    const float* r1 = r0 + W;
    for (int64_t ow = 0; ow < OW; ow += 16) {
      const int64_t n = std::min<int64_t>(16, OW - ow);
      const __mmask16 m = static_cast<__mmask16>((1u << n) - 1);
      const __mmask16 mlo = static_cast<__mmask16>(n >= 8 ? 0xffff : (1u << (2 * n)) - 1);
      const __mmask16 mhi = static_cast<__mmask16>(n > 8 ? (1u << (2 * n - 16)) - 1 : 0);
      const __m512 t0 = _mm512_maskz_loadu_ps(mlo, r0 + 2 * ow), t1 = _mm512_maskz_loadu_ps(mhi, r0 + 2 * ow + 16);
      const __m512 u0 = _mm512_maskz_loadu_ps(mlo, r1 + 2 * ow), u1 = _mm512_maskz_loadu_ps(mhi, r1 + 2 * ow + 16);
      const __m512 a = _mm512_permutex2var_ps(t0, even, t1), b = _mm512_permutex2var_ps(t0, odd, t1);
      const __m512 c = _mm512_permutex2var_ps(u0, even, u1), d = _mm512_permutex2var_ps(u0, odd, u1);
      nan |= _mm512_mask_cmp_ps_mask(m, a, b, _CMP_UNORD_Q) | _mm512_mask_cmp_ps_mask(m, c, d, _CMP_UNORD_Q);
      const __mmask16 ba = _mm512_cmp_ps_mask(b, a, _CMP_GT_OQ), dc = _mm512_cmp_ps_mask(d, c, _CMP_GT_OQ);
      const __m512 m0 = _mm512_mask_blend_ps(ba, a, b), m1 = _mm512_mask_blend_ps(dc, c, d);
      const __mmask16 second = _mm512_cmp_ps_mask(m1, m0, _CMP_GT_OQ);
      _mm512_mask_storeu_ps(yo + oh * OW + ow, m, _mm512_mask_blend_ps(second, m0, m1));
      const __m512i j0 = _mm512_mask_blend_epi32(ba, zero, one), j1 = _mm512_mask_blend_epi32(dc, wv, w1);
      const __m512i base = _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(2 * oh * W + 2 * ow)), lane2);
      const __m512i k = _mm512_add_epi32(base, _mm512_mask_blend_epi32(second, j0, j1));
      int64_t* out = io + oh * OW + ow;
      _mm512_mask_storeu_epi64(out, static_cast<__mmask8>(m), _mm512_cvtepi32_epi64(_mm512_castsi512_si256(k)));
      _mm512_mask_storeu_epi64(out + 8, static_cast<__mmask8>(m >> 8),
                               _mm512_cvtepi32_epi64(_mm512_extracti64x4_epi64(k, 1)));
    }
  }
  return nan == 0;
}
const bool g_pool_avx512 = has_avx512f();
}  // namespace
#endif
bool g_pool_force_generic = false;

void max_pool2d_force_generic(bool on) { g_pool_force_generic = on; }

// The scalar loops: 2x2/2 without NaNs as branch-free selects, else the general window.
template <class T>
void max_pool2d_generic(const T* x, int64_t planes, int64_t H, int64_t W, int64_t kh, int64_t kw, int64_t sh,
                        int64_t sw, int64_t ph, int64_t pw, int64_t OH, int64_t OW, T* y, int64_t* idx) {
  if (kh == 2 && kw == 2 && sh == 2 && sw == 2 && ph == 0 && pw == 0 && !any_nan(x, planes * H * W)) {
    // The CNN case without NaNs (checked above by a vector pass): plain first-max-wins
    // compares that compile to branch-free selects. With NaNs, the general loop below.
    for (int64_t p = 0; p < planes; ++p) {
      const T* in = x + p * H * W;
      T* yo = y + p * OH * OW;
      int64_t* io = idx + p * OH * OW;
      for (int64_t oh = 0; oh < OH; ++oh) {
        const T* r0 = in + 2 * oh * W;
        const T* r1 = r0 + W;
        for (int64_t ow = 0; ow < OW; ++ow) {
          // Arithmetic on comparison results, not selects: GCC turns `?:` here into
          // branches, which mispredict on data.
          const T a = r0[2 * ow], b = r0[2 * ow + 1], c = r1[2 * ow], d = r1[2 * ow + 1];
          const T m0 = std::max(a, b), m1 = std::max(c, d);
          const int64_t j0 = b > a, j1 = W + (d > c), second = m1 > m0;
          yo[oh * OW + ow] = std::max(m0, m1);
          io[oh * OW + ow] = 2 * oh * W + 2 * ow + j0 + second * (j1 - j0);
        }
      }
    }
    return;
  }
  for (int64_t p = 0; p < planes; ++p) {
    const T* in = x + p * H * W;
    for (int64_t oh = 0; oh < OH; ++oh) {
      const int64_t h0 = oh * sh - ph, h1 = std::min(h0 + kh, H), hs = std::max<int64_t>(h0, 0);
      for (int64_t ow = 0; ow < OW; ++ow) {
        const int64_t w0 = ow * sw - pw, w1 = std::min(w0 + kw, W), ws = std::max<int64_t>(w0, 0);
        T best = -std::numeric_limits<T>::infinity();
        int64_t bi = hs * W + ws;
        for (int64_t h = hs; h < h1; ++h)
          for (int64_t w = ws; w < w1; ++w) {
            T v = in[h * W + w];
            if (v > best || v != v) {
              best = v;
              bi = h * W + w;
              if (v != v) goto done;
            }
          }
      done:
        y[(p * OH + oh) * OW + ow] = best;
        idx[(p * OH + oh) * OW + ow] = bi;
      }
    }
  }
}

template <class T>
void max_pool2d_forward(const T* x, int64_t planes, int64_t H, int64_t W, int64_t kh, int64_t kw, int64_t sh,
                        int64_t sw, int64_t ph, int64_t pw, int64_t OH, int64_t OW, T* y, int64_t* idx) {
#if defined(__x86_64__) && defined(__GNUC__)
  if constexpr (std::is_same_v<T, float>) {
    if (g_pool_avx512 && !g_pool_force_generic && kh == 2 && kw == 2 && sh == 2 && sw == 2 && ph == 0 && pw == 0 &&
        H * W < (int64_t(1) << 30)) {
      for (int64_t p = 0; p < planes; ++p) {
        if (max_pool_2x2_plane(x + p * H * W, W, OH, OW, y + p * OH * OW, idx + p * OH * OW)) continue;
        max_pool2d_generic(x + p * H * W, 1, H, W, kh, kw, sh, sw, ph, pw, OH, OW, y + p * OH * OW,
                           idx + p * OH * OW);  // a NaN: the scalar loops
      }
      return;
    }
  }
#endif
  max_pool2d_generic(x, planes, H, W, kh, kw, sh, sw, ph, pw, OH, OW, y, idx);
}

#if defined(__x86_64__) && defined(__GNUC__)
namespace {
// Writes whole 2x2 blocks: the gradient where the index points, zeros elsewhere.
__attribute__((target("avx512f"))) void max_pool_2x2_backward_plane(const float* gy, const int64_t* idx, int64_t H,
                                                                     int64_t W, int64_t OH, int64_t OW, float* gx,
                                                                     const float* gate) {
  const __m512i lo_il = _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const __m512i hi_il = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
  const __m512i lane2 = _mm512_slli_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 1);
  const __m512i one = _mm512_set1_epi32(1), wv = _mm512_set1_epi32(static_cast<int>(W)),
                w1 = _mm512_set1_epi32(static_cast<int>(W + 1));
  for (int64_t oh = 0; oh < OH; ++oh) {
    float* r0 = gx + 2 * oh * W;
    float* r1 = r0 + W;
    for (int64_t ow = 0; ow < OW; ow += 16) {
      const int64_t n = std::min<int64_t>(16, OW - ow);
      const __mmask16 m = static_cast<__mmask16>((1u << n) - 1);
      const __mmask16 mlo = static_cast<__mmask16>(n >= 8 ? 0xffff : (1u << (2 * n)) - 1);
      const __mmask16 mhi = static_cast<__mmask16>(n > 8 ? (1u << (2 * n - 16)) - 1 : 0);
      const __m512 g = _mm512_maskz_loadu_ps(m, gy + oh * OW + ow);
      const int64_t* ip = idx + oh * OW + ow;
      const __m256i k0 = _mm512_cvtepi64_epi32(_mm512_maskz_loadu_epi64(static_cast<__mmask8>(m), ip));
      const __m256i k1 = _mm512_cvtepi64_epi32(_mm512_maskz_loadu_epi64(static_cast<__mmask8>(m >> 8), ip + 8));
      const __m512i k = _mm512_inserti64x4(_mm512_castsi256_si512(k0), k1, 1);
      const __m512i base = _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(2 * oh * W + 2 * ow)), lane2);
      const __m512i local = _mm512_sub_epi32(k, base);
      const __m512 a = _mm512_maskz_mov_ps(_mm512_cmpeq_epi32_mask(local, _mm512_setzero_si512()), g);
      const __m512 b = _mm512_maskz_mov_ps(_mm512_cmpeq_epi32_mask(local, one), g);
      const __m512 c = _mm512_maskz_mov_ps(_mm512_cmpeq_epi32_mask(local, wv), g);
      const __m512 d = _mm512_maskz_mov_ps(_mm512_cmpeq_epi32_mask(local, w1), g);
      __m512 v00 = _mm512_permutex2var_ps(a, lo_il, b), v01 = _mm512_permutex2var_ps(a, hi_il, b);
      __m512 v10 = _mm512_permutex2var_ps(c, lo_il, d), v11 = _mm512_permutex2var_ps(c, hi_il, d);
      if (gate) {  // Note [Fused max-pool + ReLU backward]: keep where gate > 0 (NaN: 0)
        const float* q0 = gate + 2 * oh * W + 2 * ow;
        const float* q1 = q0 + W;
        const __m512 z = _mm512_setzero_ps();
        v00 = _mm512_maskz_mov_ps(_mm512_cmp_ps_mask(_mm512_maskz_loadu_ps(mlo, q0), z, _CMP_GT_OQ), v00);
        v01 = _mm512_maskz_mov_ps(_mm512_cmp_ps_mask(_mm512_maskz_loadu_ps(mhi, q0 + 16), z, _CMP_GT_OQ), v01);
        v10 = _mm512_maskz_mov_ps(_mm512_cmp_ps_mask(_mm512_maskz_loadu_ps(mlo, q1), z, _CMP_GT_OQ), v10);
        v11 = _mm512_maskz_mov_ps(_mm512_cmp_ps_mask(_mm512_maskz_loadu_ps(mhi, q1 + 16), z, _CMP_GT_OQ), v11);
      }
      _mm512_mask_storeu_ps(r0 + 2 * ow, mlo, v00);
      _mm512_mask_storeu_ps(r0 + 2 * ow + 16, mhi, v01);
      _mm512_mask_storeu_ps(r1 + 2 * ow, mlo, v10);
      _mm512_mask_storeu_ps(r1 + 2 * ow + 16, mhi, v11);
    }
    for (int64_t w = 2 * OW; w < W; ++w) r0[w] = r1[w] = 0.f;  // odd width: the uncovered column
  }
  for (int64_t h = 2 * OH; h < H; ++h) std::fill(gx + h * W, gx + (h + 1) * W, 0.f);  // odd height
}
}  // namespace
#endif

bool max_pool2d_backward_2x2_f32(const float* gy, const int64_t* idx, int64_t planes, int64_t H, int64_t W,
                                 int64_t OH, int64_t OW, float* gx, const float* gate) {
#if defined(__x86_64__) && defined(__GNUC__)
  if (!g_pool_avx512 || g_pool_force_generic || OH != H / 2 || OW != W / 2 || H * W >= (int64_t(1) << 30))
    return false;
  for (int64_t p = 0; p < planes; ++p)
    max_pool_2x2_backward_plane(gy + p * OH * OW, idx + p * OH * OW, H, W, OH, OW, gx + p * H * W,
                                gate ? gate + p * H * W : nullptr);
  return true;
#else
  (void)gy, (void)idx, (void)planes, (void)H, (void)W, (void)OH, (void)OW, (void)gx, (void)gate;
  return false;
#endif
}

template <class T>
void max_pool2d_backward(const T* gy, const int64_t* idx, int64_t planes, int64_t in_plane, int64_t out_plane, T* gx) {
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t o = 0; o < out_plane; ++o) gx[p * in_plane + idx[p * out_plane + o]] += gy[p * out_plane + o];
}

template <class T>
void avg_pool2d_forward(const T* x, int64_t planes, int64_t H, int64_t W, int64_t kh, int64_t kw, int64_t sh,
                        int64_t sw, int64_t ph, int64_t pw, int64_t OH, int64_t OW, T* y) {
  const T inv = T(1) / static_cast<T>(kh * kw);
  for (int64_t p = 0; p < planes; ++p) {
    const T* in = x + p * H * W;
    for (int64_t oh = 0; oh < OH; ++oh) {
      const int64_t h0 = std::max<int64_t>(oh * sh - ph, 0), h1 = std::min(oh * sh - ph + kh, H);
      for (int64_t ow = 0; ow < OW; ++ow) {
        const int64_t w0 = std::max<int64_t>(ow * sw - pw, 0), w1 = std::min(ow * sw - pw + kw, W);
        T s = 0;
        for (int64_t h = h0; h < h1; ++h)
          for (int64_t w = w0; w < w1; ++w) s += in[h * W + w];
        y[(p * OH + oh) * OW + ow] = s * inv;
      }
    }
  }
}

template <class T>
void avg_pool2d_backward(const T* gy, int64_t planes, int64_t H, int64_t W, int64_t kh, int64_t kw, int64_t sh,
                         int64_t sw, int64_t ph, int64_t pw, int64_t OH, int64_t OW, T* gx) {
  const T inv = T(1) / static_cast<T>(kh * kw);
  for (int64_t p = 0; p < planes; ++p) {
    T* g = gx + p * H * W;
    for (int64_t oh = 0; oh < OH; ++oh) {
      const int64_t h0 = std::max<int64_t>(oh * sh - ph, 0), h1 = std::min(oh * sh - ph + kh, H);
      for (int64_t ow = 0; ow < OW; ++ow) {
        const int64_t w0 = std::max<int64_t>(ow * sw - pw, 0), w1 = std::min(ow * sw - pw + kw, W);
        const T v = gy[(p * OH + oh) * OW + ow] * inv;
        for (int64_t h = h0; h < h1; ++h)
          for (int64_t w = w0; w < w1; ++w) g[h * W + w] += v;
      }
    }
  }
}

#define TP_INSTANTIATE(T)                                                                          \
  template void im2col<T>(const T*, const Conv2dGeometry&, T*);                                    \
  template void col2im<T>(const T*, const Conv2dGeometry&, T*);                                    \
  template void im2col<T>(const T*, const Conv2dGeometry&, T*, int64_t);                           \
  template void col2im<T>(const T*, const Conv2dGeometry&, T*, int64_t);                           \
  template void max_pool2d_forward<T>(const T*, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, \
                                      int64_t, int64_t, int64_t, int64_t, int64_t, T*, int64_t*);  \
  template void max_pool2d_backward<T>(const T*, const int64_t*, int64_t, int64_t, int64_t, T*);   \
  template void avg_pool2d_forward<T>(const T*, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, \
                                      int64_t, int64_t, int64_t, int64_t, int64_t, T*);            \
  template void avg_pool2d_backward<T>(const T*, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, \
                                       int64_t, int64_t, int64_t, int64_t, int64_t, T*);
TP_INSTANTIATE(float)
TP_INSTANTIATE(double)
#undef TP_INSTANTIATE

}  // namespace tp::cpu
