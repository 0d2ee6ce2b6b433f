// im2col/col2im's short-row AVX-512 loops (Note [Short-row im2col]) against the generic
// loops, over padded, unpadded and column-strided (ld > out_h*out_w) geometries.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "backends/cpu/conv.h"

using tp::cpu::Conv2dGeometry;

TEST(Im2col, ShortRowsMatchGenericLoops) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1, 1);
  struct Case { int64_t c, h, w, k, pad; };
  const Case cases[] = {{16, 14, 14, 5, 0}, {1, 28, 28, 5, 2}, {3, 7, 5, 3, 1}, {2, 6, 9, 5, 4},
                        {1, 4, 4, 1, 0},    {2, 12, 18, 3, 0}, {1, 3, 2, 3, 2}};
  for (const Case& k : cases) {
    Conv2dGeometry g{k.c, k.h, k.w, k.k, k.k, 1, 1, k.pad, k.pad, 1, 1, 0, 0};
    g.out_h = k.h + 2 * k.pad - k.k + 1;
    g.out_w = k.w + 2 * k.pad - k.k + 1;
    const int64_t hw = g.out_h * g.out_w, ld = 2 * hw + 3;
    std::vector<float> x(k.c * k.h * k.w);
    for (float& v : x) v = u(rng);
    std::vector<float> fast(g.col_rows() * ld, 7.f), slow(g.col_rows() * ld, 7.f);
    tp::cpu::im2col(x.data(), g, fast.data() + hw, ld);
    tp::cpu::conv_short_rows_disable(true);
    tp::cpu::im2col(x.data(), g, slow.data() + hw, ld);
    tp::cpu::conv_short_rows_disable(false);
    ASSERT_EQ(fast, slow) << "im2col c=" << k.c << " h=" << k.h << " w=" << k.w << " pad=" << k.pad;
    std::vector<float> col(g.col_rows() * ld);
    for (float& v : col) v = u(rng);
    std::vector<float> xf(x.size(), 0.5f), xs(x.size(), 0.5f);
    tp::cpu::col2im(col.data() + hw, g, xf.data(), ld);
    tp::cpu::conv_short_rows_disable(true);
    tp::cpu::col2im(col.data() + hw, g, xs.data(), ld);
    tp::cpu::conv_short_rows_disable(false);
    // col2im sums a row's taps in a register first: same terms, another order.
    for (size_t i = 0; i < xf.size(); ++i)
      ASSERT_NEAR(xf[i], xs[i], 1e-5) << "col2im c=" << k.c << " h=" << k.h << " w=" << k.w << " pad=" << k.pad;
  }
}
