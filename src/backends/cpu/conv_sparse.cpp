// The convolution backward that visits only the non-zero entries of the output gradient
// (see conv_sparse.h).
//
// Note [Sparse convolution backward]
// In a CNN whose convolution feeds ReLU and 2x2 max pooling (the demo's conv2: 16 -> 32,
// 5x5 on 14x14), at most one output pixel in four gets a gradient -- the window's argmax
// -- and ReLU zeroes more. The dense backward (an [K=400, 32] x [32, 100] GEMM per image
// for dx, the interleaved kernel for dw) multiplies the zeros too. Here, per image, with
// the taps ordered (i, j, c) and images channel-last (HWC, C a multiple of 16) so that
// the kw*C values one kernel row sees are contiguous, whole vectors:
//  - the non-zero gy entries are listed per output channel (vector compress), as
//    (padded-grid pixel oh*Wp + ow, value); then, by a counting sort, per output pixel;
//  - dw: the image is transposed into a zero-padded HWC copy xT [Hp][Wp][C]; for each
//    output channel, dw[co] (up to 25 vectors per pass, in registers) += g * the kh rows of
//    kw*C floats at xT[oh + i][ow] over that channel's entries;
//  - dx: for each output pixel, the sum of g * w[co] over its entries (registers again)
//    is added to dxT[oh + i][ow] (whole vectors, so the overlapping windows of neighbouring
//    pixels meet at vector boundaries and store forwarding serves them), and dxT is
//    transposed back to CHW.
// Products with gy == 0 are skipped, which differs from the dense result only where x
// (dw) or w (dx) holds an infinity or NaN: those inputs are declined up front. Sums run in
// another order than the dense paths' (float rounding only; tests compare the two).
#include "backends/cpu/conv_sparse.h"
#include "backends/cpu/cpu_features.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <mutex>
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
bool g_sparse_off = false;
}

void conv2d_backward_sparse_disable(bool off) { g_sparse_off = off; }

#if defined(__x86_64__) && defined(__GNUC__)
namespace {

const bool g_sparse_avx512 = has_avx512f();

// With r_k = base + idx[k]*ld, for each of NSEG segments s and SEGV vectors v:
//   out[s*out_seg + 16v : +16] (+)= sum_k val[k] * r_k[s*in_seg + 16v : +16]
// accumulated in registers (NSEG*SEGV <= 25 plus the broadcast: no spills).
template <int NSEG, int SEGV>
__attribute__((target("avx512f"))) void sparse_segments(const float* base, const int32_t* idx, const float* val,
                                                        int64_t cnt, int64_t ld, int64_t in_seg, float* out,
                                                        int64_t out_seg, bool add) {
  __m512 acc[NSEG][SEGV];
#pragma GCC unroll 8
  for (int s = 0; s < NSEG; ++s)
#pragma GCC unroll 8
    for (int v = 0; v < SEGV; ++v)
      acc[s][v] = add ? _mm512_loadu_ps(out + s * out_seg + v * 16) : _mm512_setzero_ps();
  for (int64_t k = 0; k < cnt; ++k) {
    const float* r = base + static_cast<int64_t>(idx[k]) * ld;
    const __m512 gv = _mm512_set1_ps(val[k]);
#pragma GCC unroll 8
    for (int s = 0; s < NSEG; ++s)
#pragma GCC unroll 8
      for (int v = 0; v < SEGV; ++v)
        acc[s][v] = _mm512_fmadd_ps(gv, _mm512_loadu_ps(r + s * in_seg + v * 16), acc[s][v]);
  }
#pragma GCC unroll 8
  for (int s = 0; s < NSEG; ++s)
#pragma GCC unroll 8
    for (int v = 0; v < SEGV; ++v) _mm512_storeu_ps(out + s * out_seg + v * 16, acc[s][v]);
}
using SegmentsFn = void (*)(const float*, const int32_t*, const float*, int64_t, int64_t, int64_t, float*, int64_t,
                            bool);
constexpr int kMaxSegv = 8, kMaxNseg = 5;
#define TP_SEG_ROW(S) {sparse_segments<S, 1>, sparse_segments<S, 2>, sparse_segments<S, 3>, sparse_segments<S, 4>, \
                       sparse_segments<S, 5>, sparse_segments<S, 6>, sparse_segments<S, 7>, sparse_segments<S, 8>}
constexpr SegmentsFn kSegments[kMaxNseg][kMaxSegv] = {TP_SEG_ROW(1), TP_SEG_ROW(2), TP_SEG_ROW(3), TP_SEG_ROW(4),
                                                      TP_SEG_ROW(5)};
#undef TP_SEG_ROW

// All kh segments of segv vectors, in passes of at most 25 vectors.
void accumulate_segments(const float* base, const int32_t* idx, const float* val, int64_t cnt, int64_t ld,
                         int64_t in_seg, int64_t kh, int64_t segv, float* out, int64_t out_seg, bool add) {
  const int64_t per_pass = std::clamp<int64_t>(25 / segv, 1, kMaxNseg);
  for (int64_t s0 = 0; s0 < kh; s0 += per_pass) {
    const int64_t ns = std::min(per_pass, kh - s0);
    kSegments[ns - 1][segv - 1](base + s0 * in_seg, idx, val, cnt, ld, in_seg, out + s0 * out_seg, out_seg, add);
  }
}

// The entries of row[0:n) that are not +-0 (NaN included): values and label[position].
__attribute__((target("avx512f"))) int64_t compress_nonzero(const float* row, int64_t n, const int32_t* label,
                                                            float* val, int32_t* idx) {
  const __m512 zero = _mm512_setzero_ps();
  int64_t cnt = 0;
  for (int64_t p0 = 0; p0 < n; p0 += 16) {
    const __mmask16 valid = n - p0 >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (n - p0)) - 1);
    const __m512 v = _mm512_maskz_loadu_ps(valid, row + p0);
    const __mmask16 m = _mm512_mask_cmp_ps_mask(valid, v, zero, _CMP_NEQ_UQ);
    _mm512_storeu_ps(val + cnt, _mm512_maskz_compress_ps(m, v));  // the buffers have 16 floats of slack
    _mm512_storeu_si512(idx + cnt, _mm512_maskz_compress_epi32(m, _mm512_maskz_loadu_epi32(valid, label + p0)));
    cnt += __builtin_popcount(m);
  }
  return cnt;
}

__attribute__((target("avx512f"))) int64_t count_nonzero(const float* x, int64_t n) {
  const __m512 zero = _mm512_setzero_ps();
  int64_t cnt = 0;
  for (int64_t i = 0; i < n; i += 16) {
    const __mmask16 valid = n - i >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (n - i)) - 1);
    cnt += __builtin_popcount(_mm512_mask_cmp_ps_mask(valid, _mm512_maskz_loadu_ps(valid, x + i), zero, _CMP_NEQ_UQ));
  }
  return cnt;
}

// True when every x[0:n) is finite.
__attribute__((target("avx512f"))) bool all_finite(const float* x, int64_t n) {
  const __m512 big = _mm512_set1_ps(std::numeric_limits<float>::max());
  for (int64_t i = 0; i < n; i += 16) {
    const __mmask16 valid = n - i >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (n - i)) - 1);
    const __m512 a = _mm512_abs_ps(_mm512_maskz_loadu_ps(valid, x + i));
    if (_mm512_mask_cmp_ps_mask(valid, a, big, _CMP_LE_OQ) != valid) return false;
  }
  return true;
}

// dst[k*stride : +n] = block[k*16 : +n] for k < 16 (n <= 16): masked stores, not memcpy calls.
__attribute__((target("avx512f"))) void store_block(const float* block, int64_t n, float* dst, int64_t stride) {
  const __mmask16 m = static_cast<__mmask16>(n >= 16 ? 0xffff : (1u << n) - 1);
#pragma GCC unroll 16
  for (int k = 0; k < 16; ++k) _mm512_mask_storeu_ps(dst + k * stride, m, _mm512_load_ps(block + k * 16));
}

}  // namespace

bool conv2d_backward_sparse_f32(const float* x, const float* gy, const float* w, int64_t N, int64_t Cout,
                                const Conv2dGeometry& g, float* dx, float* dw, double max_density) {
  const int64_t C = g.channels, H = g.height, W = g.width, kh = g.kernel_h, kw = g.kernel_w;
  const int64_t OH = g.out_h, OW = g.out_w, P = OH * OW, taps = C * kh * kw;
  if (!g_sparse_avx512 || g_sparse_off || (!dx && !dw) || N <= 0 || g.stride_h != 1 || g.stride_w != 1 ||
      g.dilation_h != 1 || g.dilation_w != 1 || C % 16 != 0 || kw * C / 16 > kMaxSegv || taps < 64 ||
      Cout * P > (int64_t(1) << 28))
    return false;
  const int64_t total = N * Cout * P;
  if (static_cast<double>(count_nonzero(gy, total)) > max_density * static_cast<double>(total)) return false;
  if (dw && !all_finite(x, N * C * H * W)) return false;
  if (dx && !all_finite(w, Cout * taps)) return false;
  const int64_t Hp = H + 2 * g.pad_h, Wp = W + 2 * g.pad_w, segv = kw * C / 16, row = kw * C;
  // Output pixel p = oh*OW + ow -> its place oh*Wp + ow on the padded grid (16 ints of slack).
  // Caller-thread scratch kept between calls: freed and re-requested blocks of ~50 KiB at
  // the heap top get trimmed and page-faulted back in on every training step.
  static thread_local std::vector<int32_t> wide;
  static thread_local std::vector<float> wT, dw_total;
  wide.assign(static_cast<size_t>(P + 16), 0);
  for (int64_t p = 0; p < P; ++p) wide[static_cast<size_t>(p)] = static_cast<int32_t>(p / OW * Wp + p % OW);
  // w with the taps reordered (i, j, c): the rows dx's entries scale.
  const int64_t window = kh * kw;
  alignas(64) static const float zeros16[16] = {};
  if (dx) {  // per output channel and 16 input channels: [16][window] -> [window][16]
    wT.resize(static_cast<size_t>(Cout * taps));
    const float* rows[16];
    for (int64_t co = 0; co < Cout; ++co)
      for (int64_t cb = 0; cb < C; cb += 16)
        for (int64_t t0 = 0; t0 < window; t0 += 16) {
          for (int64_t l = 0; l < 16; ++l) rows[l] = w + (co * C + cb + l) * window + t0;
          transpose16_f32(rows, std::min<int64_t>(16, window - t0), &wT[static_cast<size_t>(co * taps + t0 * C + cb)], C);
        }
  }
  if (dw) dw_total.assign(static_cast<size_t>(Cout * taps), 0.f);
  // The pool's workers see their own thread_locals: hand them this thread's buffers.
  const int32_t* wide_map = wide.data();
  const float* w_t = wT.data();
  float* dw_sum = dw_total.data();
  std::mutex merge;
  threads::parallel_for(N, 1, [&](int64_t n0, int64_t n1) {
    // Per-thread scratch, reused across calls; xT's zero border is written here once and
    // never touched by the per-image copies.
    static thread_local std::vector<float> xT, dxT, part, val, pos_val;
    static thread_local std::vector<int32_t> idx, pos_co, fill;
    static thread_local std::vector<int64_t> co_start;
    val.resize(static_cast<size_t>(Cout * P + 16));
    idx.resize(static_cast<size_t>(Cout * P + 16));
    co_start.resize(static_cast<size_t>(Cout + 1));
    if (dw) {
      xT.assign(static_cast<size_t>(Hp * Wp * C), 0.f);
      part.assign(static_cast<size_t>(Cout * taps), 0.f);
    }
    if (dx) {
      pos_val.resize(static_cast<size_t>(Cout * P));
      pos_co.resize(static_cast<size_t>(Cout * P));
      fill.resize(static_cast<size_t>(OH * Wp + 1));
      dxT.resize(static_cast<size_t>(Hp * Wp * C + 16 * C));
    }
    alignas(64) float block[16 * 16];
    const float* rows[16];
    for (int64_t n = n0; n < n1; ++n) {
      const float* gyn = gy + n * Cout * P;
      int64_t cnt = 0;
      for (int64_t co = 0; co < Cout; ++co) {
        co_start[static_cast<size_t>(co)] = cnt;
        cnt += compress_nonzero(gyn + co * P, P, wide_map, &val[static_cast<size_t>(cnt)],
                                &idx[static_cast<size_t>(cnt)]);
      }
      co_start[static_cast<size_t>(Cout)] = cnt;
      if (dw) {
        // xT[h + ph][w + pw][c] = x[c][h][w], 16 channels x 16 columns per transpose.
        const float* xn = x + n * C * H * W;
        for (int64_t cb = 0; cb < C; cb += 16)
          for (int64_t h = 0; h < H; ++h)
            for (int64_t w0 = 0; w0 < W; w0 += 16) {
              for (int64_t l = 0; l < 16; ++l) rows[l] = xn + ((cb + l) * H + h) * W + w0;
              transpose16_f32(rows, std::min<int64_t>(16, W - w0),
                              &xT[static_cast<size_t>(((h + g.pad_h) * Wp + g.pad_w + w0) * C + cb)], C);
            }
        for (int64_t co = 0; co < Cout; ++co) {
          const int64_t s = co_start[static_cast<size_t>(co)], e = co_start[static_cast<size_t>(co + 1)];
          if (s == e) continue;
          accumulate_segments(xT.data(), &idx[static_cast<size_t>(s)], &val[static_cast<size_t>(s)], e - s, C,
                              Wp * C, kh, segv, &part[static_cast<size_t>(co * taps)], row, true);
        }
      }
      if (dx) {
        // Entries by padded-grid pixel (counting sort; output channels ascending within one).
        std::fill(fill.begin(), fill.end(), 0);
        for (int64_t k = 0; k < cnt; ++k) ++fill[static_cast<size_t>(idx[static_cast<size_t>(k)]) + 1];
        for (int64_t q = 0; q < OH * Wp; ++q) fill[static_cast<size_t>(q + 1)] += fill[static_cast<size_t>(q)];
        for (int64_t co = 0; co < Cout; ++co)
          for (int64_t k = co_start[static_cast<size_t>(co)]; k < co_start[static_cast<size_t>(co + 1)]; ++k) {
            const int32_t at = fill[static_cast<size_t>(idx[static_cast<size_t>(k)])]++;
            pos_co[static_cast<size_t>(at)] = static_cast<int32_t>(co);
            pos_val[static_cast<size_t>(at)] = val[static_cast<size_t>(k)];
          }
        // fill[q] is now the end of pixel q's entries (= the start of q + 1's).
        std::fill(dxT.begin(), dxT.end(), 0.f);
        for (int64_t q = 0; q < OH * Wp; ++q) {
          const int64_t s = q == 0 ? 0 : fill[static_cast<size_t>(q - 1)], e = fill[static_cast<size_t>(q)];
          if (s == e) continue;
          accumulate_segments(w_t, &pos_co[static_cast<size_t>(s)], &pos_val[static_cast<size_t>(s)], e - s,
                              taps, row, kh, segv, &dxT[static_cast<size_t>(q * C)], Wp * C, true);
        }
        // dx[c][h][w] = dxT[h + ph][w + pw][c], 16 columns x 16 channels per transpose.
        float* dxn = dx + n * C * H * W;
        for (int64_t h = 0; h < H; ++h)
          for (int64_t w0 = 0; w0 < W; w0 += 16) {
            const int64_t nw = std::min<int64_t>(16, W - w0);
            for (int64_t cb = 0; cb < C; cb += 16) {
              for (int64_t l = 0; l < 16; ++l)
                rows[l] = l < nw ? &dxT[static_cast<size_t>(((h + g.pad_h) * Wp + g.pad_w + w0 + l) * C + cb)] : zeros16;
              transpose16_f32(rows, 16, block, 16);  // block[c*16 + column]
              store_block(block, nw, dxn + (cb * H + h) * W + w0, H * W);
            }
          }
      }
    }
    if (dw) {
      std::lock_guard<std::mutex> lock(merge);
      for (size_t k = 0; k < part.size(); ++k) dw_sum[k] += part[k];
    }
  });
  if (dw) {  // taps (i, j, c) -> (c, i, j): [window][16 channels] -> [16][window] blocks
    const float* rows[16];
    alignas(64) float block[16 * 16];
    for (int64_t co = 0; co < Cout; ++co)
      for (int64_t cb = 0; cb < C; cb += 16)
        for (int64_t t0 = 0; t0 < window; t0 += 16) {
          const int64_t nt = std::min<int64_t>(16, window - t0);
          for (int64_t l = 0; l < 16; ++l)
            rows[l] = l < nt ? &dw_total[static_cast<size_t>(co * taps + (t0 + l) * C + cb)] : zeros16;
          transpose16_f32(rows, 16, block, 16);  // block[channel*16 + tap]
          store_block(block, nt, dw + (co * C + cb) * window + t0, window);
        }
  }
  return true;
}

#else
bool conv2d_backward_sparse_f32(const float*, const float*, const float*, int64_t, int64_t, const Conv2dGeometry&,
                                float*, float*, double) {
  return false;
}
#endif

}  // namespace tp::cpu
