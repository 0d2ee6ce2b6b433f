// The AVX-512 2x2 max pooling (Note [Vector 2x2 max pooling]) against the scalar loops:
// values and int64 indices, odd widths and heights, widths past 16 outputs, ties (first
// max wins), and a NaN plane next to finite ones.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "backends/cpu/conv.h"

TEST(MaxPool2x2, VectorMatchesScalar) {
  std::mt19937 rng(9);
  std::uniform_int_distribution<int> small(-3, 3);  // many ties
  std::normal_distribution<float> nd;
  struct Case { int64_t planes, h, w; };
  const Case cases[] = {{16, 28, 28}, {32, 10, 10}, {3, 7, 9}, {2, 5, 37}, {1, 2, 2}, {4, 64, 66}};
  for (const Case& c : cases)
    for (int ties = 0; ties < 2; ++ties) {
      std::vector<float> x(c.planes * c.h * c.w);
      for (float& v : x) v = ties ? float(small(rng)) : nd(rng);
      if (c.planes > 2) x[c.h * c.w + 3] = NAN;  // plane 1
      const int64_t oh = c.h / 2, ow = c.w / 2, n = c.planes * oh * ow;
      std::vector<float> yf(n), ys(n);
      std::vector<int64_t> i_f(n), i_s(n);
      tp::cpu::max_pool2d_forward(x.data(), c.planes, c.h, c.w, 2, 2, 2, 2, 0, 0, oh, ow, yf.data(), i_f.data());
      tp::cpu::max_pool2d_force_generic(true);
      tp::cpu::max_pool2d_forward(x.data(), c.planes, c.h, c.w, 2, 2, 2, 2, 0, 0, oh, ow, ys.data(), i_s.data());
      tp::cpu::max_pool2d_force_generic(false);
      for (int64_t k = 0; k < n; ++k) {
        ASSERT_TRUE(yf[k] == ys[k] || (std::isnan(yf[k]) && std::isnan(ys[k]))) << "h=" << c.h << " w=" << c.w << " k=" << k;
        ASSERT_EQ(i_f[k], i_s[k]) << "h=" << c.h << " w=" << c.w << " k=" << k;
      }
    }
}

TEST(MaxPool2x2, VectorBackwardMatchesScatter) {
  std::mt19937 rng(10);
  std::normal_distribution<float> nd;
  struct Case { int64_t planes, h, w; };
  const Case cases[] = {{16, 28, 28}, {32, 10, 10}, {3, 7, 9}, {2, 5, 37}, {1, 2, 2}, {4, 64, 66}};
  for (const Case& c : cases) {
    std::vector<float> x(c.planes * c.h * c.w);
    for (float& v : x) v = nd(rng);
    const int64_t oh = c.h / 2, ow = c.w / 2, n = c.planes * oh * ow;
    std::vector<float> y(n), gy(n);
    std::vector<int64_t> idx(n);
    for (float& v : gy) v = nd(rng);
    tp::cpu::max_pool2d_forward(x.data(), c.planes, c.h, c.w, 2, 2, 2, 2, 0, 0, oh, ow, y.data(), idx.data());
    std::vector<float> fast(x.size(), 42.f), slow(x.size(), 0.f);  // fast must overwrite everything
    if (!tp::cpu::max_pool2d_backward_2x2_f32(gy.data(), idx.data(), c.planes, c.h, c.w, oh, ow, fast.data()))
      GTEST_SKIP() << "no AVX-512 on this CPU";
    tp::cpu::max_pool2d_backward(gy.data(), idx.data(), c.planes, c.h * c.w, oh * ow, slow.data());
    ASSERT_EQ(fast, slow) << "h=" << c.h << " w=" << c.w;
  }
}
