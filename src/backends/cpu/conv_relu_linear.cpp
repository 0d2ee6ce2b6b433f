// The fused conv -> ReLU -> linear inference kernel (Note [Fused conv-ReLU-linear]).
#include "backends/cpu/conv_relu_linear.h"
#include "backends/cpu/cpu_features.h"

#include <algorithm>
#include <cstring>

#include "threads/thread_pool.h"

#if defined(__x86_64__)
#include <immintrin.h>
// GCC 12's avx512fintrin.h: self-initialised `__Y` in _mm512_undefined_* (header false positive).
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace tp::cpu {

namespace {
constexpr int64_t kLanes = 16, kCoBlock = 8;
// Register budget (32 zmm): 2 images x F accumulators + 8 conv accumulators + 1 input
// vector; F <= 10 keeps it at 29.
constexpr int64_t kMaxFeatures = 10;
}  // namespace

int64_t ConvReluLinearPlan::image_buffer_floats() const {
  // the last tap of the last tile reads up to (C-1)*Hp*Wp + (kh-1)*Wp + kw-1 + tiles*16
  return channels * padded_h * padded_w + tiles * kLanes + kLanes;
}

#if defined(__x86_64__) && defined(__GNUC__)
namespace {
const bool g_have_avx512 = has_avx512f();

// One image's conv for one tile: h[q] = relu(bias[q] + sum_taps w[tap][q] * x[tap offset]),
// 8 channels at 16 wide-grid pixels, stored to h (16-lane rows).
__attribute__((target("avx512f"), always_inline)) inline void conv_tile(const float* xb, const int32_t* off,
                                                                         int64_t taps, const float* cw,
                                                                         const float* cb8, float* h) {
  __m512 a[kCoBlock];
#pragma GCC unroll 8
  for (int q = 0; q < kCoBlock; ++q) a[q] = _mm512_set1_ps(cb8[q]);
  for (int64_t t = 0; t < taps; ++t, cw += kCoBlock) {
    const __m512 xv = _mm512_loadu_ps(xb + off[t]);
#pragma GCC unroll 8
    for (int q = 0; q < kCoBlock; ++q) a[q] = _mm512_fmadd_ps(_mm512_set1_ps(cw[q]), xv, a[q]);
  }
  const __m512 zero = _mm512_setzero_ps();
#pragma GCC unroll 8
  for (int q = 0; q < kCoBlock; ++q) _mm512_store_ps(h + q * kLanes, _mm512_max_ps(a[q], zero));
}

// Two images (xa, xb: padded buffers) -> outa[F], outb[F]; with kPair false only xa
// (an odd batch's last image, or batch 1).
template <int NF, bool kPair>
__attribute__((target("avx512f"))) void image_pair(const ConvReluLinearPlan& p, const float* xa, const float* xb,
                                                   float* outa, float* outb) {
  __m512 acca[NF], accb[NF];
#pragma GCC unroll 10
  for (int f = 0; f < NF; ++f) acca[f] = accb[f] = _mm512_setzero_ps();
  const int64_t taps = static_cast<int64_t>(p.tap_offset.size());
  const int32_t* off = p.tap_offset.data();
  const float* fw = p.fc_w.data();
  for (int64_t t = 0; t < p.tiles; ++t) {
    const int64_t px = t * kLanes;
    for (int64_t cb = 0; cb < p.co_blocks; ++cb, fw += kCoBlock * NF * kLanes) {
      const float* cw = p.conv_w.data() + cb * taps * kCoBlock;
      const float* b8 = p.conv_b.data() + cb * kCoBlock;
      // Both images' ReLU'd tiles go through a 1 KiB stack buffer, so that the linear
      // step loads each weight vector once for the two images (20 + 3 zmm live).
      alignas(64) float h[2][kCoBlock * kLanes];
      conv_tile(xa + px, off, taps, cw, b8, h[0]);
      if (kPair) conv_tile(xb + px, off, taps, cw, b8, h[1]);
#pragma GCC unroll 8
      for (int q = 0; q < kCoBlock; ++q) {
        const __m512 ha = _mm512_load_ps(h[0] + q * kLanes);
        const __m512 hb = kPair ? _mm512_load_ps(h[1] + q * kLanes) : ha;
#pragma GCC unroll 10
        for (int f = 0; f < NF; ++f) {
          const __m512 w = _mm512_loadu_ps(fw + (q * NF + f) * kLanes);
          acca[f] = _mm512_fmadd_ps(ha, w, acca[f]);
          if (kPair) accb[f] = _mm512_fmadd_ps(hb, w, accb[f]);
        }
      }
    }
  }
  // Horizontal sums through memory (once per image; GCC 12 warns on _mm512_reduce_add_ps).
  alignas(64) float la[NF][kLanes], lb[NF][kLanes];
#pragma GCC unroll 10
  for (int f = 0; f < NF; ++f) {
    _mm512_store_ps(la[f], acca[f]);
    _mm512_store_ps(lb[f], accb[f]);
  }
  for (int f = 0; f < NF; ++f) {
    float sa = p.fc_b[f], sb = p.fc_b[f];
    for (int64_t l = 0; l < kLanes; ++l) sa += la[f][l], sb += lb[f][l];
    outa[f] = sa;
    if (kPair) outb[f] = sb;
  }
}

using PairFn = void (*)(const ConvReluLinearPlan&, const float*, const float*, float*, float*);
template <bool kPair, int... I>
constexpr PairFn pair_kernel(int nf, std::integer_sequence<int, I...>) {
  PairFn table[] = {image_pair<I + 1, kPair>...};
  return table[nf - 1];
}

// Note [Fused conv-ReLU-linear, images in lanes]
// For 16 images or more, each zmm lane holds a different image instead of a different
// pixel: the block's inputs are transposed to [C*Hp*Wp][16], and every output pixel's 8
// conv channels are 8 accumulators (one FMA per tap with the tap's weight broadcast), then
// ReLU'd and multiplied into the block's F linear accumulators with the linear weights
// broadcast from fc_w_pixels ([OH*OW][co_blocks][8][F], read once per 16 images, in order).
// Compared with the two-images-per-tile kernel this does no work on wide-grid garbage
// columns and streams the linear weights from L2 once per 16 images instead of once per 2,
// so it runs near the FMA ports' throughput. Lanes past the batch's end are zero images
// whose results are dropped.
template <int NF>
__attribute__((target("avx512f"))) void block16(const ConvReluLinearPlan& p, const float* xi, float* lin_out) {
  __m512 lin[NF];
#pragma GCC unroll 10
  for (int f = 0; f < NF; ++f) lin[f] = _mm512_setzero_ps();
  const int64_t taps = static_cast<int64_t>(p.tap_offset.size());
  const int32_t* off = p.tap_offset.data();
  const float* fw = p.fc_w_pixels.data();
  const __m512 zero = _mm512_setzero_ps();
  for (int64_t oh = 0; oh < p.out_h; ++oh)
    for (int64_t ow = 0; ow < p.out_w; ++ow) {
      const float* xp = xi + (oh * p.padded_w + ow) * kLanes;
      for (int64_t cb = 0; cb < p.co_blocks; ++cb, fw += kCoBlock * NF) {
        const float* cw = p.conv_w.data() + cb * taps * kCoBlock;
        const float* b8 = p.conv_b.data() + cb * kCoBlock;
        __m512 a[kCoBlock];
#pragma GCC unroll 8
        for (int q = 0; q < kCoBlock; ++q) a[q] = _mm512_set1_ps(b8[q]);
        for (int64_t t = 0; t < taps; ++t, cw += kCoBlock) {
          const __m512 xv = _mm512_load_ps(xp + static_cast<int64_t>(off[t]) * kLanes);
#pragma GCC unroll 8
          for (int q = 0; q < kCoBlock; ++q) a[q] = _mm512_fmadd_ps(_mm512_set1_ps(cw[q]), xv, a[q]);
        }
#pragma GCC unroll 8
        for (int q = 0; q < kCoBlock; ++q) {
          const __m512 h = _mm512_max_ps(a[q], zero);
#pragma GCC unroll 10
          for (int f = 0; f < NF; ++f) lin[f] = _mm512_fmadd_ps(h, _mm512_set1_ps(fw[q * NF + f]), lin[f]);
        }
      }
    }
#pragma GCC unroll 10
  for (int f = 0; f < NF; ++f) _mm512_store_ps(lin_out + f * kLanes, lin[f]);
}

// In-register 16x16 transpose: r[i] lane j -> r[j] lane i.
__attribute__((target("avx512f"), always_inline)) inline void transpose16(__m512 r[16]) {
  __m512 t[16];
  for (int i = 0; i < 16; i += 2) {
    t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 16; i += 4) {
    r[i] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[i]), _mm512_castps_pd(t[i + 2])));
    r[i + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[i]), _mm512_castps_pd(t[i + 2])));
    r[i + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[i + 1]), _mm512_castps_pd(t[i + 3])));
    r[i + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[i + 1]), _mm512_castps_pd(t[i + 3])));
  }
  // r[4g + k] now holds, in each 128-bit quarter Q, row 4Q.. of column group: element
  // (row = 4*g + {0..3} within quarter, col = 4*Q + k). Combine quarters across groups.
  for (int k = 0; k < 4; ++k) {
    const __m512 a = _mm512_shuffle_f32x4(r[k], r[4 + k], 0x44);       // q0,q1 of g0 | q0,q1 of g1
    const __m512 b = _mm512_shuffle_f32x4(r[k], r[4 + k], 0xEE);       // q2,q3 of g0 | q2,q3 of g1
    const __m512 c = _mm512_shuffle_f32x4(r[8 + k], r[12 + k], 0x44);  // q0,q1 of g2 | q0,q1 of g3
    const __m512 d = _mm512_shuffle_f32x4(r[8 + k], r[12 + k], 0xEE);
    t[k] = _mm512_shuffle_f32x4(a, c, 0x88);       // q0 of g0,g1,g2,g3
    t[4 + k] = _mm512_shuffle_f32x4(a, c, 0xDD);   // q1
    t[8 + k] = _mm512_shuffle_f32x4(b, d, 0x88);   // q2
    t[12 + k] = _mm512_shuffle_f32x4(b, d, 0xDD);  // q3
  }
  for (int i = 0; i < 16; ++i) r[i] = t[i];
}

// Images n0 .. n0+count-1 (count <= 16) of x -> xi [C*Hp*Wp][16] (lane = image; the
// padding and lanes >= count stay zero: xi is zeroed once when the plan changes, and each
// block rewrites the same interior positions; lanes >= count are rewritten with zeros).
__attribute__((target("avx512f"))) void interleave16(const ConvReluLinearPlan& p, const float* x, int64_t count,
                                                     float* xi) {
  const int64_t pixels = p.channels * p.height * p.width;
  const int32_t* dst = p.pixel_to_padded.data();
  for (int64_t k0 = 0; k0 < pixels; k0 += kLanes) {
    const int64_t valid = std::min<int64_t>(kLanes, pixels - k0);
    const __mmask16 m = static_cast<__mmask16>((1u << valid) - 1);
    __m512 r[16];
    for (int64_t l = 0; l < kLanes; ++l)
      r[l] = l < count ? _mm512_maskz_loadu_ps(m, x + l * pixels + k0) : _mm512_setzero_ps();
    transpose16(r);
    for (int64_t j = 0; j < valid; ++j) _mm512_store_ps(xi + static_cast<int64_t>(dst[k0 + j]) * kLanes, r[j]);
  }
}

using BlockFn = void (*)(const ConvReluLinearPlan&, const float*, float*);
template <int... I>
constexpr BlockFn block_kernel(int nf, std::integer_sequence<int, I...>) {
  BlockFn table[] = {block16<I + 1>...};
  return table[nf - 1];
}
}  // namespace
#endif

// Note [Fused conv-ReLU-linear without AVX-512]
// The same plan (16-lane tiles, fc_w on the wide grid) with 8-lane GCC vectors, one image
// at a time: each 16-pixel tile runs as two 8-lane halves. With 16 ymm registers the
// image's F linear accumulators (<= 10) stay in registers while the tile's 8 conv
// accumulators are live only during the conv step (they go through a 512-byte stack
// buffer); lanes l and l+8 of the tile fold into the same accumulator lane, which the
// final horizontal sum makes irrelevant. Compiled twice from one always_inline body:
// for AVX2+FMA (target attribute) and for the baseline ISA (SSE2 on x86-64, or whatever
// the target has: GCC lowers the vector types to what exists).
namespace {
typedef float v8f __attribute__((vector_size(32), aligned(4)));

template <int NF>
__attribute__((always_inline)) inline void image_generic(const ConvReluLinearPlan& p, const float* x, float* out) {
  v8f acc[NF];
  for (int f = 0; f < NF; ++f) acc[f] = v8f{};
  const int64_t taps = static_cast<int64_t>(p.tap_offset.size());
  const int32_t* off = p.tap_offset.data();
  const float* fw = p.fc_w.data();
  for (int64_t t = 0; t < p.tiles; ++t) {
    for (int64_t cb = 0; cb < p.co_blocks; ++cb, fw += kCoBlock * NF * kLanes) {
      const float* b8 = p.conv_b.data() + cb * kCoBlock;
      alignas(32) float h[kCoBlock * kLanes];
      for (int64_t half = 0; half < 2; ++half) {
        const float* xt = x + t * kLanes + half * 8;
        const float* cw = p.conv_w.data() + cb * taps * kCoBlock;
        v8f a[kCoBlock];
#pragma GCC unroll 8
        for (int q = 0; q < kCoBlock; ++q) a[q] = v8f{} + b8[q];
        for (int64_t k = 0; k < taps; ++k, cw += kCoBlock) {
          v8f xv;
          std::memcpy(&xv, xt + off[k], sizeof xv);
#pragma GCC unroll 8
          for (int q = 0; q < kCoBlock; ++q) a[q] += cw[q] * xv;
        }
#pragma GCC unroll 8
        for (int q = 0; q < kCoBlock; ++q) {
          const v8f r = a[q] > v8f{} ? a[q] : v8f{};
          std::memcpy(h + q * kLanes + half * 8, &r, sizeof r);
        }
      }
#pragma GCC unroll 8
      for (int q = 0; q < kCoBlock; ++q)
        for (int64_t half = 0; half < 2; ++half) {
          v8f hv;
          std::memcpy(&hv, h + q * kLanes + half * 8, sizeof hv);
#pragma GCC unroll 10
          for (int f = 0; f < NF; ++f) {
            v8f w;
            std::memcpy(&w, fw + (q * NF + f) * kLanes + half * 8, sizeof w);
            acc[f] += hv * w;
          }
        }
    }
  }
  for (int f = 0; f < NF; ++f) {
    float s = p.fc_b[f];
    for (int l = 0; l < 8; ++l) s += acc[f][l];
    out[f] = s;
  }
}

using ImageFn = void (*)(const ConvReluLinearPlan&, const float*, float*);
#if defined(__x86_64__) && defined(__GNUC__)
template <int NF>
__attribute__((target("avx2,fma"))) void image_avx2(const ConvReluLinearPlan& p, const float* x, float* out) {
  image_generic<NF>(p, x, out);
}
#endif
template <int NF>
void image_portable(const ConvReluLinearPlan& p, const float* x, float* out) {
  image_generic<NF>(p, x, out);
}
template <int... I>
ImageFn image_kernel(ConvReluLinearIsa isa, int nf, std::integer_sequence<int, I...>) {
#if defined(__x86_64__) && defined(__GNUC__)
  static constexpr ImageFn avx2[] = {image_avx2<I + 1>...};
  if (isa == ConvReluLinearIsa::Avx2) return avx2[nf - 1];
#endif
  static constexpr ImageFn portable[] = {image_portable<I + 1>...};
  (void)isa;
  return portable[nf - 1];
}

#if defined(__x86_64__) && defined(__GNUC__)
// Note [Fused conv-ReLU-linear, images in lanes, AVX2]
// The AVX2+FMA counterpart of Note [Fused conv-ReLU-linear, images in lanes], used when the
// chosen variant is Avx2 (cpuid without AVX-512F, or conv_relu_linear_force_isa) and the
// batch has 8 images or more: each ymm lane holds one image, a block's inputs are
// transposed (8x8 in registers) to [C*Hp*Wp][8], and the weights are shared by the lanes.
// Same result contract as the other kernels (finite inputs; sums in a different order, so
// agreement to rounding, not bit for bit).
// Register budget (16 ymm): 8 conv accumulators and 10 linear accumulators do not fit
// together, so each output row goes, in chunks of up to kRowChunk pixels and one 8-channel
// block at a time, through two phases that never hold both:
//   conv:   3 pixels x 4 channels = 12 accumulators + 3 input vectors (15 ymm), the weights
//           pre-broadcast to 8 lanes (conv_w8, 2.3 KB for SimpleCNN) and read as FMA memory
//           operands; 12 independent chains of one FMA per tap keep both FMA ports busy
//           (one pixel's 8 chains of 9 dependent FMAs: batch 10,000 ~34 ms, here ~32.5 ms
//           before the prefetch below). ReLU'd results go
//           to an 8 KiB stack buffer [pixel][8 channels][8 lanes] (L1).
//   linear: F <= 10 accumulators + one ReLU'd vector + one weight broadcast from
//           fc_w_pixels (12 ymm); the accumulators wait in memory during the conv phase.
// Channels past Co (a partial block) are skipped when a 4-channel half is entirely past Co
// and otherwise computed with zero weights; the linear phase skips them all.
// Why: the one-image AVX2 kernel (Note [Fused conv-ReLU-linear without AVX-512]) computes
// the wide grid's garbage columns (8% for MNIST) and loads a 32-byte linear-weight vector
// per FMA from a 233 KB table that lives in L2, once per image; here each linear weight is
// one 4-byte broadcast per 8 images (fc_w_pixels, 216 KB). Both kernels do the same FMAs
// per useful pixel, so the gain is bounded by how close this one gets to the FMA ports'
// peak (about 85%): SimpleCNN batch 10,000 ~41 -> ~29 ms, batch 100 0.39 -> 0.30 ms
// (cnn_bench, TP_FUSED_ISA=avx2, Xeon with AVX-512). The next block's input (25 KB)
// is prefetched a slice per output row, which hides the transpose's memory reads (~3 ms
// of the 29 at batch 10,000 without it). Lanes past the batch's end are zero images whose
// results are dropped.
constexpr int64_t kLanes8 = 8, kRowChunk = 32, kCoHalf = 4;

// The conv phase for NP <= 3 consecutive pixels and 4 channels: 12 accumulators (so that
// enough independent FMA chains are in flight) + NP input vectors, the weights (already
// broadcast) as memory operands. x: the first pixel's [taps...][8]; h as in block8.
template <int NP>
__attribute__((target("avx2,fma"), always_inline)) inline void conv_pixels(const float* x, const int32_t* off,
                                                                            int64_t taps, const float* cw,
                                                                            const float* b4, float* h) {
  __m256 a[NP][kCoHalf];
#pragma GCC unroll 4
  for (int q = 0; q < kCoHalf; ++q) {
    const __m256 b = _mm256_broadcast_ss(b4 + q);
#pragma GCC unroll 3
    for (int j = 0; j < NP; ++j) a[j][q] = b;
  }
  for (int64_t t = 0; t < taps; ++t, cw += kCoBlock * kLanes8) {
    const float* xt = x + static_cast<int64_t>(off[t]) * kLanes8;
    __m256 xv[NP];
#pragma GCC unroll 3
    for (int j = 0; j < NP; ++j) xv[j] = _mm256_load_ps(xt + j * kLanes8);
#pragma GCC unroll 4
    for (int q = 0; q < kCoHalf; ++q) {
      const __m256 w = _mm256_load_ps(cw + q * kLanes8);
#pragma GCC unroll 3
      for (int j = 0; j < NP; ++j) a[j][q] = _mm256_fmadd_ps(xv[j], w, a[j][q]);
    }
  }
  const __m256 zero = _mm256_setzero_ps();
#pragma GCC unroll 3
  for (int j = 0; j < NP; ++j)
#pragma GCC unroll 4
    for (int q = 0; q < kCoHalf; ++q) _mm256_store_ps(h + (j * kCoBlock + q) * kLanes8, _mm256_max_ps(a[j][q], zero));
}

// conv_w8: p.conv_w with every weight broadcast to 8 lanes ([co_blocks][taps][8][8]), so
// that the conv FMAs take their weight as a memory operand (no broadcast instruction).
// next, next_bytes: the following block's input, prefetched into L2 a slice per output
// row (the hardware prefetcher stops at page ends, and 8 streams at once defeat it).
template <int NF>
__attribute__((target("avx2,fma"))) void block8(const ConvReluLinearPlan& p, const float* conv_w8, const float* xi,
                                                const char* next, int64_t next_bytes, float* lin_out) {
  alignas(32) float h[kRowChunk * kCoBlock * kLanes8];  // [pixel][q][lane]
  __m256 lin[NF];
#pragma GCC unroll 10
  for (int f = 0; f < NF; ++f) lin[f] = _mm256_setzero_ps();
  const int64_t taps = static_cast<int64_t>(p.tap_offset.size());
  const int32_t* off = p.tap_offset.data();
  const int64_t OW = p.out_w, Co = p.conv_out, fw_pixel = p.co_blocks * kCoBlock * NF;
  const int64_t slice = (next_bytes / 64 + p.out_h) / p.out_h * 64;
  for (int64_t oh = 0; oh < p.out_h; ++oh) {
    for (int64_t b = oh * slice; b < std::min(next_bytes, (oh + 1) * slice); b += 64) _mm_prefetch(next + b, _MM_HINT_T1);
    for (int64_t ow0 = 0; ow0 < OW; ow0 += kRowChunk) {
      const int64_t pixels = std::min(kRowChunk, OW - ow0);
      for (int64_t cb = 0; cb < p.co_blocks; ++cb) {
        const int64_t qn = std::min(kCoBlock, Co - cb * kCoBlock);
        const float* xrow = xi + (oh * p.padded_w + ow0) * kLanes8;
        for (int64_t q0 = 0; q0 < qn; q0 += kCoHalf) {
          const float* cw = conv_w8 + (cb * taps * kCoBlock + q0) * kLanes8;
          const float* b4 = p.conv_b.data() + cb * kCoBlock + q0;
          int64_t j = 0;
          for (; j + 3 <= pixels; j += 3) conv_pixels<3>(xrow + j * kLanes8, off, taps, cw, b4, h + (j * kCoBlock + q0) * kLanes8);
          if (pixels - j == 2) conv_pixels<2>(xrow + j * kLanes8, off, taps, cw, b4, h + (j * kCoBlock + q0) * kLanes8);
          if (pixels - j == 1) conv_pixels<1>(xrow + j * kLanes8, off, taps, cw, b4, h + (j * kCoBlock + q0) * kLanes8);
        }
        const float* fw = p.fc_w_pixels.data() + ((oh * OW + ow0) * p.co_blocks + cb) * kCoBlock * NF;
        for (int64_t j = 0; j < pixels; ++j, fw += fw_pixel)
          for (int64_t q = 0; q < qn; ++q) {
            const __m256 hv = _mm256_load_ps(h + (j * kCoBlock + q) * kLanes8);
#pragma GCC unroll 10
            for (int f = 0; f < NF; ++f) lin[f] = _mm256_fmadd_ps(hv, _mm256_broadcast_ss(fw + q * NF + f), lin[f]);
          }
      }
    }
  }
#pragma GCC unroll 10
  for (int f = 0; f < NF; ++f) _mm256_store_ps(lin_out + f * kLanes8, lin[f]);
}

// In-register 8x8 transpose: r[i] lane j -> r[j] lane i.
__attribute__((target("avx2,fma"), always_inline)) inline void transpose8(__m256 r[8]) {
  __m256 t[8], s[8];
  for (int i = 0; i < 8; i += 2) {
    t[i] = _mm256_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm256_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 8; i += 4) {
    s[i] = _mm256_shuffle_ps(t[i], t[i + 2], 0x44);      // columns 0 | 4 of rows i..i+3
    s[i + 1] = _mm256_shuffle_ps(t[i], t[i + 2], 0xEE);  // columns 1 | 5
    s[i + 2] = _mm256_shuffle_ps(t[i + 1], t[i + 3], 0x44);
    s[i + 3] = _mm256_shuffle_ps(t[i + 1], t[i + 3], 0xEE);
  }
  for (int k = 0; k < 4; ++k) {
    r[k] = _mm256_permute2f128_ps(s[k], s[4 + k], 0x20);
    r[4 + k] = _mm256_permute2f128_ps(s[k], s[4 + k], 0x31);
  }
}

// Images n0 .. n0+count-1 (count <= 8) of x -> xi [C*Hp*Wp][8], as interleave16.
__attribute__((target("avx2,fma"))) void interleave8(const ConvReluLinearPlan& p, const float* x, int64_t count,
                                                    float* xi) {
  const int64_t pixels = p.channels * p.height * p.width;
  const int32_t* dst = p.pixel_to_padded.data();
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  for (int64_t k0 = 0; k0 < pixels; k0 += kLanes8) {
    const int64_t valid = std::min<int64_t>(kLanes8, pixels - k0);
    const __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(valid)), lane);
    __m256 r[8];
    for (int64_t l = 0; l < kLanes8; ++l)
      r[l] = l >= count        ? _mm256_setzero_ps()
             : valid == kLanes8 ? _mm256_loadu_ps(x + l * pixels + k0)
                                : _mm256_maskload_ps(x + l * pixels + k0, m);
    transpose8(r);
    for (int64_t j = 0; j < valid; ++j) _mm256_store_ps(xi + static_cast<int64_t>(dst[k0 + j]) * kLanes8, r[j]);
  }
}

using Block8Fn = void (*)(const ConvReluLinearPlan&, const float*, const float*, const char*, int64_t, float*);
template <int... I>
constexpr Block8Fn block8_kernel(int nf, std::integer_sequence<int, I...>) {
  Block8Fn table[] = {block8<I + 1>...};
  return table[nf - 1];
}

// Images [0, returned count) of x through block8 in blocks of 8 (a last partial block when
// it has >= kMinBlock8Images images: a block costs about as much as 6 images through the
// one-image kernel, SimpleCNN on an Intel Xeon); the caller runs the rest one at a time.
int64_t images_in_lanes_avx2(const ConvReluLinearPlan& p, const float* x, int64_t N, float* out) {
  constexpr int64_t kMinBlock8Images = 7;
  const int64_t blocks = N / kLanes8 + (N % kLanes8 >= kMinBlock8Images ? 1 : 0);
  if (blocks == 0) return 0;
  const int64_t F = p.features, C = p.channels, H = p.height, W = p.width;
  const int64_t xi_floats = C * p.padded_h * p.padded_w * kLanes8;
  const Block8Fn block = block8_kernel(static_cast<int>(F), std::make_integer_sequence<int, kMaxFeatures>{});
  auto body = [&](int64_t b, int64_t e) {
    // [C*Hp*Wp][8], 32-byte aligned; the padding stays zero between blocks of one geometry.
    static thread_local std::vector<float> storage;
    static thread_local int64_t geometry[5] = {-1, -1, -1, -1, -1};
    const int64_t key[5] = {C, H, W, p.pad_h, p.pad_w};
    if (!std::equal(key, key + 5, geometry)) {
      storage.assign(static_cast<size_t>(xi_floats + kLanes8), 0.f);
      std::copy(key, key + 5, geometry);
    }
    float* xi = reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(storage.data()) + 31) & ~uintptr_t(31));
    static thread_local std::vector<float> weights;
    weights.resize(p.conv_w.size() * kLanes8 + kLanes8);
    float* conv_w8 = reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(weights.data()) + 31) & ~uintptr_t(31));
    for (size_t i = 0; i < p.conv_w.size(); ++i) std::fill_n(conv_w8 + i * kLanes8, kLanes8, p.conv_w[i]);
    alignas(32) float lin[kMaxFeatures * kLanes8];
    for (int64_t blk = b; blk < e; ++blk) {
      const int64_t n0 = blk * kLanes8, count = std::min(kLanes8, N - n0);
      interleave8(p, x + n0 * C * H * W, count, xi);
      const int64_t next = std::min(kLanes8, std::max<int64_t>(0, N - n0 - kLanes8));
      const char* next_x = next > 0 ? reinterpret_cast<const char*>(x + (n0 + kLanes8) * C * H * W) : nullptr;
      block(p, conv_w8, xi, next_x, next * C * H * W * static_cast<int64_t>(sizeof(float)), lin);
      for (int64_t l = 0; l < count; ++l)
        for (int64_t f = 0; f < F; ++f) out[(n0 + l) * F + f] = lin[f * kLanes8 + l] + p.fc_b[f];
    }
  };
  if (blocks == 1)
    body(0, 1);
  else
    threads::parallel_for(blocks, 1, body);
  return std::min(N, blocks * kLanes8);
}
#endif

ConvReluLinearIsa g_forced_isa = ConvReluLinearIsa::Auto;  // tests only

bool isa_available(ConvReluLinearIsa isa) {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool avx2 = has_avx2_fma();
  if (isa == ConvReluLinearIsa::Avx512) return g_have_avx512;
  if (isa == ConvReluLinearIsa::Avx2) return avx2;
#else
  if (isa == ConvReluLinearIsa::Avx512 || isa == ConvReluLinearIsa::Avx2) return false;
#endif
  return true;
}

ConvReluLinearIsa chosen_isa() {
  if (g_forced_isa != ConvReluLinearIsa::Auto) return g_forced_isa;
  if (isa_available(ConvReluLinearIsa::Avx512)) return ConvReluLinearIsa::Avx512;
  if (isa_available(ConvReluLinearIsa::Avx2)) return ConvReluLinearIsa::Avx2;
  return ConvReluLinearIsa::Portable;
}
}  // namespace

bool conv_relu_linear_isa_available(ConvReluLinearIsa isa) { return isa == ConvReluLinearIsa::Auto || isa_available(isa); }

bool conv_relu_linear_force_isa(ConvReluLinearIsa isa) {
  if (!conv_relu_linear_isa_available(isa)) return false;
  g_forced_isa = isa;
  return true;
}

ConvReluLinearIsa conv_relu_linear_isa() { return chosen_isa(); }

bool conv_relu_linear_supported(int64_t features) { return features >= 1 && features <= kMaxFeatures; }

void conv_relu_linear_pack(const float* conv_w, const float* conv_b, const float* fc_w, const float* fc_b,
                           int64_t C, int64_t H, int64_t W, int64_t ph, int64_t pw, int64_t kh, int64_t kw,
                           int64_t Co, int64_t F, ConvReluLinearPlan& p) {
  p.channels = C, p.height = H, p.width = W, p.pad_h = ph, p.pad_w = pw, p.kernel_h = kh, p.kernel_w = kw;
  p.conv_out = Co, p.features = F;
  p.padded_h = H + 2 * ph, p.padded_w = W + 2 * pw;
  p.out_h = p.padded_h - kh + 1, p.out_w = p.padded_w - kw + 1;
  p.tiles = (p.out_h * p.padded_w + kLanes - 1) / kLanes;
  p.co_blocks = (Co + kCoBlock - 1) / kCoBlock;
  const int64_t taps = C * kh * kw;
  p.tap_offset.resize(static_cast<size_t>(taps));
  for (int64_t c = 0; c < C; ++c)
    for (int64_t i = 0; i < kh; ++i)
      for (int64_t j = 0; j < kw; ++j)
        p.tap_offset[static_cast<size_t>((c * kh + i) * kw + j)] =
            static_cast<int32_t>((c * p.padded_h + i) * p.padded_w + j);
  p.conv_w.assign(static_cast<size_t>(p.co_blocks * taps * kCoBlock), 0.f);
  p.conv_b.assign(static_cast<size_t>(p.co_blocks * kCoBlock), 0.f);
  for (int64_t co = 0; co < Co; ++co) {
    const int64_t cb = co / kCoBlock, q = co % kCoBlock;
    for (int64_t t = 0; t < taps; ++t)
      p.conv_w[static_cast<size_t>((cb * taps + t) * kCoBlock + q)] = conv_w[co * taps + t];
    p.conv_b[static_cast<size_t>(cb * kCoBlock + q)] = conv_b ? conv_b[co] : 0.f;
  }
  // fc_w on the wide grid: [tile][cb][q][f][lane], pixel = tile*16 + lane = oh*Wp + ow.
  const int64_t OH = p.out_h, OW = p.out_w, Wp = p.padded_w, in_features = Co * OH * OW;
  p.fc_w.assign(static_cast<size_t>(p.tiles * p.co_blocks * kCoBlock * F * kLanes), 0.f);
  for (int64_t t = 0; t < p.tiles; ++t)
    for (int64_t cb = 0; cb < p.co_blocks; ++cb)
      for (int64_t q = 0; q < kCoBlock; ++q) {
        const int64_t co = cb * kCoBlock + q;
        if (co >= Co) continue;
        for (int64_t l = 0; l < kLanes; ++l) {
          const int64_t pix = t * kLanes + l, oh = pix / Wp, ow = pix % Wp;
          if (oh >= OH || ow >= OW) continue;
          const int64_t feat = (co * OH + oh) * OW + ow;
          float* dst = &p.fc_w[static_cast<size_t>((((t * p.co_blocks + cb) * kCoBlock + q) * F) * kLanes + l)];
          for (int64_t f = 0; f < F; ++f) dst[f * kLanes] = fc_w[f * in_features + feat];
        }
      }
  // The images-in-lanes kernel's tables.
  p.pixel_to_padded.resize(static_cast<size_t>(C * H * W));
  for (int64_t c = 0; c < C; ++c)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t w = 0; w < W; ++w)
        p.pixel_to_padded[static_cast<size_t>((c * H + h) * W + w)] =
            static_cast<int32_t>((c * p.padded_h + h + ph) * Wp + w + pw);
  p.fc_w_pixels.assign(static_cast<size_t>(OH * OW * p.co_blocks * kCoBlock * F), 0.f);
  for (int64_t pix = 0; pix < OH * OW; ++pix)
    for (int64_t co = 0; co < Co; ++co)
      for (int64_t f = 0; f < F; ++f)
        p.fc_w_pixels[static_cast<size_t>((pix * p.co_blocks * kCoBlock + co) * F + f)] =
            fc_w[f * in_features + co * OH * OW + pix];
  p.fc_b.assign(static_cast<size_t>(F), 0.f);
  if (fc_b) std::copy(fc_b, fc_b + F, p.fc_b.begin());
}

void conv_relu_linear_f32(const ConvReluLinearPlan& p, const float* x, int64_t N, float* out) {
  const ConvReluLinearIsa isa = chosen_isa();
  if (isa != ConvReluLinearIsa::Avx512) {
    int64_t first = 0;  // images before it went through the images-in-lanes kernel
#if defined(__x86_64__) && defined(__GNUC__)
    if (isa == ConvReluLinearIsa::Avx2) first = images_in_lanes_avx2(p, x, N, out);
#endif
    const ImageFn image = image_kernel(isa, static_cast<int>(p.features), std::make_integer_sequence<int, kMaxFeatures>{});
    const int64_t F = p.features, C = p.channels, H = p.height, W = p.width, Hp = p.padded_h, Wp = p.padded_w;
    const int64_t buf = p.image_buffer_floats();
    auto body = [&](int64_t b, int64_t e) {
      static thread_local std::vector<float> scratch;  // zero borders stay zero between images
      if (static_cast<int64_t>(scratch.size()) != buf) scratch.assign(static_cast<size_t>(buf), 0.f);
      for (int64_t n = b; n < e; ++n) {
        const float* src = x + n * C * H * W;
        for (int64_t c = 0; c < C; ++c)
          for (int64_t h = 0; h < H; ++h)
            std::memcpy(scratch.data() + (c * Hp + h + p.pad_h) * Wp + p.pad_w, src + (c * H + h) * W,
                        static_cast<size_t>(W) * sizeof(float));
        image(p, scratch.data(), out + n * F);
      }
    };
    if (N - first <= 1)
      body(first, N);  // no std::function: batch 1 stays off the heap
    else
      threads::parallel_for(N - first, 1, [&](int64_t b, int64_t e) { body(first + b, first + e); });
    return;
  }
#if defined(__x86_64__) && defined(__GNUC__)
  const int64_t F = p.features, C = p.channels, H = p.height, W = p.width, Hp = p.padded_h, Wp = p.padded_w;
  // Images [0, lane_images) go through the images-in-lanes kernel in blocks of 16 (a last
  // partial block only when it has >= kMinBlockImages images: below that the pair kernel
  // wastes less); the rest through the pair kernel.
  constexpr int64_t kMinBlockImages = 6;
  const int64_t blocks = N / kLanes + (N % kLanes >= kMinBlockImages ? 1 : 0);
  const int64_t lane_images = std::min(N, blocks * kLanes);
  if (blocks > 0) {
    const BlockFn block = block_kernel(static_cast<int>(F), std::make_integer_sequence<int, kMaxFeatures>{});
    const int64_t xi_floats = C * Hp * Wp * kLanes;
    auto body = [&](int64_t b, int64_t e) {
      // [C*Hp*Wp][16], 64-byte aligned; the padding stays zero between blocks of one geometry.
      static thread_local std::vector<float> storage;
      static thread_local int64_t geometry[5] = {-1, -1, -1, -1, -1};
      const int64_t key[5] = {C, H, W, p.pad_h, p.pad_w};
      if (!std::equal(key, key + 5, geometry)) {
        storage.assign(static_cast<size_t>(xi_floats + kLanes), 0.f);
        std::copy(key, key + 5, geometry);
      }
      float* xi = reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(storage.data()) + 63) & ~uintptr_t(63));
      alignas(64) float lin[kMaxFeatures * kLanes];
      for (int64_t blk = b; blk < e; ++blk) {
        const int64_t n0 = blk * kLanes, count = std::min(kLanes, N - n0);
        interleave16(p, x + n0 * C * H * W, count, xi);
        block(p, xi, lin);
        for (int64_t l = 0; l < count; ++l)
          for (int64_t f = 0; f < F; ++f) out[(n0 + l) * F + f] = lin[f * kLanes + l] + p.fc_b[f];
      }
    };
    if (blocks == 1)
      body(0, 1);
    else
      threads::parallel_for(blocks, 1, body);
  }
  if (lane_images == N) return;
  const PairFn pair = pair_kernel<true>(static_cast<int>(p.features), std::make_integer_sequence<int, kMaxFeatures>{});
  const PairFn single = pair_kernel<false>(static_cast<int>(p.features), std::make_integer_sequence<int, kMaxFeatures>{});
  const int64_t buf = (p.image_buffer_floats() + kLanes - 1) / kLanes * kLanes;
  const int64_t first = lane_images, pairs = (N - first + 1) / 2;
  auto body = [&](int64_t b, int64_t e) {
    // Zero-padded copies of the pair's images (the borders stay zero between pairs).
    static thread_local std::vector<float> scratch;
    static thread_local int64_t scratch_floats = -1;
    if (scratch_floats != buf) {
      scratch.assign(static_cast<size_t>(2 * buf), 0.f);
      scratch_floats = buf;
    }
    float* xa = scratch.data();
    float* xb = xa + buf;
    auto load = [&](int64_t n, float* dst) {
      const float* src = x + n * C * H * W;
      for (int64_t c = 0; c < C; ++c)
        for (int64_t h = 0; h < H; ++h)
          std::memcpy(dst + (c * Hp + h + p.pad_h) * Wp + p.pad_w, src + (c * H + h) * W,
                      static_cast<size_t>(W) * sizeof(float));
    };
    for (int64_t pr = b; pr < e; ++pr) {
      const int64_t na = first + 2 * pr, nb = std::min(na + 1, N - 1);
      load(na, xa);
      if (nb == na) {
        single(p, xa, xa, out + na * F, nullptr);
        continue;
      }
      load(nb, xb);
      pair(p, xa, xb, out + na * F, out + nb * F);
    }
  };
  // One pair runs here directly: parallel_for's std::function would allocate (batch 1
  // must not touch the heap, tests/unit/kernels/alloc_count_test.cpp).
  if (pairs <= 1)
    body(0, pairs);
  else
    threads::parallel_for(pairs, 1, body);
#else
  (void)p, (void)x, (void)N, (void)out;
#endif
}

}  // namespace tp::cpu
