// im2col/col2im, the direct few-channel convolution and the pooling kernels (see conv.h).
#include "backends/cpu/conv.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace tp::cpu {

template <class T>
void im2col(const T* x, const Conv2dGeometry& g, T* col) {
  const int64_t hw = g.out_h * g.out_w;
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
void col2im(const T* col, const Conv2dGeometry& g, T* x) {
  const int64_t hw = g.out_h * g.out_w;
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
          for (int64_t ow = 0; ow < g.out_w; ++ow) {
            int64_t iw = ow * g.stride_w + off;
            if (iw >= 0 && iw < g.width) row[iw] += s[ow];
          }
        }
      }
}

void conv2d_direct_f32(const float* x, const float* w, const float* bias, int64_t out_channels,
                       const Conv2dGeometry& g, bool relu, float* y) {
  const int64_t ow_n = g.out_w;
  for (int64_t co = 0; co < out_channels; ++co) {
    const float* wc = w + co * g.channels * g.kernel_h * g.kernel_w;
    const float b = bias ? bias[co] : 0.f;
    for (int64_t oh = 0; oh < g.out_h; ++oh) {
      float* out = y + (co * g.out_h + oh) * ow_n;
      for (int64_t ow = 0; ow < ow_n; ++ow) out[ow] = b;
      for (int64_t c = 0; c < g.channels; ++c)
        for (int64_t i = 0; i < g.kernel_h; ++i) {
          const int64_t ih = oh + i - g.pad_h;
          if (ih < 0 || ih >= g.height) continue;
          const float* row = x + (c * g.height + ih) * g.width;
          for (int64_t j = 0; j < g.kernel_w; ++j) {
            const float wv = wc[(c * g.kernel_h + i) * g.kernel_w + j];
            const int64_t off = j - g.pad_w;
            const int64_t lo = std::clamp<int64_t>(-off, 0, ow_n), hi = std::clamp<int64_t>(g.width - off, lo, ow_n);
            const float* src = row + off;
            for (int64_t ow = lo; ow < hi; ++ow) out[ow] += wv * src[ow];
          }
        }
      if (relu)
        for (int64_t ow = 0; ow < ow_n; ++ow) out[ow] = out[ow] > 0.f ? out[ow] : 0.f;
    }
  }
}

template <class T>
void max_pool2d_forward(const T* x, int64_t planes, int64_t H, int64_t W, int64_t kh, int64_t kw, int64_t sh,
                        int64_t sw, int64_t ph, int64_t pw, int64_t OH, int64_t OW, T* y, int64_t* idx) {
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
