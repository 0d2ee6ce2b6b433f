// The channel-last convolution forward (see conv_channels_last.h).
//
// Note [Channel-last convolution forward]
// conv2 of the demo CNN (16 -> 32, 5x5 on 14x14, 400 taps) at batch 1 cannot use the
// interleaved kernel (Note [Interleaved convolution forward], 16 images per vector); the
// im2col + SGEMM path then copies each input pixel 25 times, packs both operands and
// computes padded 12x32 tiles of a [32, 400] x [400, 100] product (~45 us). Here the image
// is transposed once into xT [C/16][Hp][Wp][16] (padded, 16 channels innermost), so the
// 16*kw values a kernel row sees for one block of channels are contiguous and the next
// pixel's are 16 floats further: an implicit GEMM whose A operand is read in place. A tile
// of R <= 12 pixels of one output row x 32 output channels keeps R x 2 accumulators; per
// tap it loads two vectors of the packed weights wpk [tap][Cout] and broadcasts R input
// values at fixed offsets. Bias and ReLU are applied in registers; the [pixel][Cout]
// result is transposed to NCHW.
#include "backends/cpu/conv_channels_last.h"
#include "backends/cpu/cpu_features.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "threads/thread_pool.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
// GCC 12's avx512fintrin.h false positives (see conv.cpp).
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

namespace tp::cpu {

namespace {
bool g_channels_last_off = false;
}

void conv2d_forward_channels_last_disable(bool off) { g_channels_last_off = off; }

#if defined(__x86_64__) && defined(__GNUC__)
namespace {

const bool g_cl_avx512 = has_avx512f();

// One tile: R pixels (16 floats apart in xT) x NV*16 output channels. xs points at the
// tile's first pixel in channel block 0; wk at the tile's first channel of tap 0.
template <int R, int NV>
__attribute__((target("avx512f"))) void forward_tile(const float* xs, int64_t plane, int64_t row_stride, int64_t kh,
                                                     int64_t blocks, int64_t row_taps, const float* wk, int64_t Cout,
                                                     const float* bias, bool relu, float* out) {
  __m512 acc[R][NV];
#pragma GCC unroll 2
  for (int v = 0; v < NV; ++v) {
    const __m512 b = bias ? _mm512_loadu_ps(bias + v * 16) : _mm512_setzero_ps();
#pragma GCC unroll 12
    for (int r = 0; r < R; ++r) acc[r][v] = b;
  }
  for (int64_t i = 0; i < kh; ++i)
    for (int64_t cb = 0; cb < blocks; ++cb) {
      const float* xr = xs + cb * plane + i * row_stride;
      for (int64_t t = 0; t < row_taps; ++t, wk += Cout) {
        __m512 wv[NV];
#pragma GCC unroll 2
        for (int v = 0; v < NV; ++v) wv[v] = _mm512_loadu_ps(wk + v * 16);
#pragma GCC unroll 12
        for (int r = 0; r < R; ++r) {
          const __m512 a = _mm512_set1_ps(xr[t + r * 16]);
#pragma GCC unroll 2
          for (int v = 0; v < NV; ++v) acc[r][v] = _mm512_fmadd_ps(a, wv[v], acc[r][v]);
        }
      }
    }
  const __m512 zero = _mm512_setzero_ps();
#pragma GCC unroll 12
  for (int r = 0; r < R; ++r)
#pragma GCC unroll 2
    for (int v = 0; v < NV; ++v)
      _mm512_storeu_ps(out + r * Cout + v * 16, relu ? _mm512_max_ps(acc[r][v], zero) : acc[r][v]);
}
using TileFn = void (*)(const float*, int64_t, int64_t, int64_t, int64_t, int64_t, const float*, int64_t,
                        const float*, bool, float*);
constexpr int kMaxTile = 12;
#define TP_TILES(NV)                                                                                     \
  {forward_tile<1, NV>, forward_tile<2, NV>, forward_tile<3, NV>,  forward_tile<4, NV>,                  \
   forward_tile<5, NV>, forward_tile<6, NV>, forward_tile<7, NV>,  forward_tile<8, NV>,                  \
   forward_tile<9, NV>, forward_tile<10, NV>, forward_tile<11, NV>, forward_tile<12, NV>}
constexpr TileFn kTiles[2][kMaxTile] = {TP_TILES(1), TP_TILES(2)};
#undef TP_TILES

// dst[k*stride : +n] = block[k*16 : +n] for k < 16 (n <= 16).
__attribute__((target("avx512f"))) void store_block(const float* block, int64_t n, float* dst, int64_t stride) {
  const __mmask16 m = static_cast<__mmask16>(n >= 16 ? 0xffff : (1u << n) - 1);
#pragma GCC unroll 16
  for (int k = 0; k < 16; ++k) _mm512_mask_storeu_ps(dst + k * stride, m, _mm512_load_ps(block + k * 16));
}

}  // namespace

bool conv2d_forward_channels_last_f32(const float* x, const float* w, const float* bias, int64_t N, int64_t Cout,
                                      const Conv2dGeometry& g, bool relu, float* y) {
  const int64_t C = g.channels, H = g.height, W = g.width, kh = g.kernel_h, kw = g.kernel_w;
  const int64_t OH = g.out_h, OW = g.out_w, P = OH * OW, taps = C * kh * kw, window = kh * kw;
  if (!g_cl_avx512 || g_channels_last_off || N <= 0 || g.stride_h != 1 || g.stride_w != 1 || g.dilation_h != 1 ||
      g.dilation_w != 1 || C % 16 != 0 || Cout % 16 != 0 || taps < 64)
    return false;
  const int64_t blocks = C / 16, Hp = H + 2 * g.pad_h, Wp = W + 2 * g.pad_w;
  // wpk[k][co], k = ((i*blocks + cb)*kw + j)*16 + c: the order forward_tile walks the taps.
  // Per 16 output channels and input channel c, a [16][window] -> [window][16] transpose;
  // its rows go to their taps' places.
  static thread_local std::vector<float> wpk;
  wpk.resize(static_cast<size_t>(taps * Cout));
  {
    const float* rows[16];
    alignas(64) float block[16 * 16];
    for (int64_t co0 = 0; co0 < Cout; co0 += 16)
      for (int64_t c = 0; c < C; ++c)
        for (int64_t t0 = 0; t0 < window; t0 += 16) {
          const int64_t nt = std::min<int64_t>(16, window - t0);
          for (int64_t l = 0; l < 16; ++l) rows[l] = w + ((co0 + l) * C + c) * window + t0;
          transpose16_f32(rows, nt, block, 16);  // block[t*16 + l] = w[co0 + l][c][t0 + t]
          for (int64_t t = 0; t < nt; ++t) {
            const int64_t i = (t0 + t) / kw, j = (t0 + t) % kw;
            const int64_t k = ((i * blocks + c / 16) * kw + j) * 16 + c % 16;
            std::memcpy(&wpk[static_cast<size_t>(k * Cout + co0)], block + t * 16, 16 * sizeof(float));
          }
        }
  }
  const float* wp = wpk.data();  // the pool's workers see their own thread_locals
  threads::parallel_for(N, 1, [&](int64_t n0, int64_t n1) {
    static thread_local std::vector<float> xT, yT;
    xT.assign(static_cast<size_t>(blocks * Hp * Wp * 16 + 16), 0.f);  // zero padding stays zero
    yT.resize(static_cast<size_t>(P * Cout));
    const float* rows[16];
    alignas(64) static const float zeros16[16] = {};
    alignas(64) float block[16 * 16];
    for (int64_t n = n0; n < n1; ++n) {
      const float* xn = x + n * C * H * W;
      for (int64_t cb = 0; cb < blocks; ++cb)
        for (int64_t h = 0; h < H; ++h)
          for (int64_t w0 = 0; w0 < W; w0 += 16) {
            for (int64_t l = 0; l < 16; ++l) rows[l] = xn + ((cb * 16 + l) * H + h) * W + w0;
            transpose16_f32(rows, std::min<int64_t>(16, W - w0),
                            &xT[static_cast<size_t>(((cb * Hp + h + g.pad_h) * Wp + g.pad_w + w0) * 16)], 16);
          }
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow0 = 0; ow0 < OW; ow0 += kMaxTile) {
          const int64_t r = std::min<int64_t>(kMaxTile, OW - ow0);
          const float* xs = &xT[static_cast<size_t>((oh * Wp + ow0) * 16)];
          for (int64_t co0 = 0; co0 < Cout; co0 += 32) {
            const int nv = Cout - co0 >= 32 ? 2 : 1;
            kTiles[nv - 1][r - 1](xs, Hp * Wp * 16, Wp * 16, kh, blocks, kw * 16, wp + co0, Cout,
                                  bias ? bias + co0 : nullptr, relu, &yT[static_cast<size_t>((oh * OW + ow0) * Cout + co0)]);
          }
        }
      // yT [pixel][Cout] -> y [Cout][pixel], 16 x 16 blocks.
      float* yn = y + n * Cout * P;
      for (int64_t p0 = 0; p0 < P; p0 += 16) {
        const int64_t np = std::min<int64_t>(16, P - p0);
        for (int64_t co0 = 0; co0 < Cout; co0 += 16) {
          for (int64_t l = 0; l < 16; ++l) rows[l] = l < np ? &yT[static_cast<size_t>((p0 + l) * Cout + co0)] : zeros16;
          transpose16_f32(rows, 16, block, 16);  // block[co*16 + pixel]
          store_block(block, np, yn + co0 * P + p0, P);
        }
      }
    }
  });
  return true;
}

#else
bool conv2d_forward_channels_last_f32(const float*, const float*, const float*, int64_t, int64_t,
                                      const Conv2dGeometry&, bool, float*) {
  return false;
}
#endif

}  // namespace tp::cpu
