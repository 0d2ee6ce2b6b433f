// The vector Adam kernel (Note [Vector Adam]) against its scalar loop and against a
// float64 evaluation of torch 1.13's formula, for lengths around the vector widths
// (tails), Adam with weight decay, AdamW, and denormal-sized state.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "backends/cpu/vector_ops.h"

using tp::cpu::AdamConstants;

namespace {
AdamConstants constants(double lr, double b1, double b2, double eps, int step, double wd, bool decoupled) {
  AdamConstants c{};
  c.b1 = float(b1), c.b2 = float(b2), c.one_minus_b1 = float(1 - b1), c.one_minus_b2 = float(1 - b2);
  c.eps = float(eps), c.step_size = float(lr / (1 - std::pow(b1, step)));
  c.bc2_sqrt = float(std::sqrt(1 - std::pow(b2, step)));
  c.weight_decay = float(wd), c.decay = float(1 - lr * wd), c.decoupled = decoupled;
  return c;
}
}  // namespace

TEST(VectorAdam, MatchesScalarLoopAndFloat64Formula) {
  std::mt19937 rng(7);
  std::normal_distribution<float> nd;
  for (int64_t n : {1, 7, 8, 15, 16, 17, 31, 33, 100, 1000}) {
    for (int variant = 0; variant < 3; ++variant) {
      const double wd = variant == 0 ? 0.0 : 0.01;
      const bool decoupled = variant == 2;
      std::vector<float> p(n), g(n), m(n), v(n);
      for (int64_t i = 0; i < n; ++i) {
        p[i] = nd(rng), g[i] = nd(rng), m[i] = 0.1f * nd(rng), v[i] = std::abs(0.1f * nd(rng));
      }
      if (n > 3) m[3] = 1e-40f, v[3] = 1e-41f, g[3] = 0;  // denormal state
      const int step = 3;
      const AdamConstants c = constants(1e-3, 0.9, 0.999, 1e-8, step, wd, decoupled);
      std::vector<float> pv = p, mv = m, vv = v, ps = p, ms = m, vs = v;
      tp::cpu::adam_f32(pv.data(), g.data(), mv.data(), vv.data(), n, c);
      tp::cpu::adam_force_scalar(true);
      tp::cpu::adam_f32(ps.data(), g.data(), ms.data(), vs.data(), n, c);
      tp::cpu::adam_force_scalar(false);
      for (int64_t i = 0; i < n; ++i) {
        // float64 reference of torch's formula
        double gi = g[i], pi = p[i];
        if (decoupled) pi *= 1 - 1e-3 * wd;
        else gi += wd * p[i];
        const double mi = 0.9 * m[i] + 0.1 * gi, vi = 0.999 * v[i] + 0.001 * gi * gi;
        pi -= 1e-3 / (1 - std::pow(0.9, step)) * mi / (std::sqrt(vi) / std::sqrt(1 - std::pow(0.999, step)) + 1e-8);
        EXPECT_NEAR(pv[i], ps[i], 1e-6 * (1 + std::abs(ps[i]))) << "n=" << n << " i=" << i;
        EXPECT_NEAR(mv[i], ms[i], 1e-6 * (1 + std::abs(ms[i])));
        EXPECT_NEAR(vv[i], vs[i], 1e-6 * (1 + std::abs(vs[i])));
        EXPECT_NEAR(pv[i], pi, 1e-5 * (1 + std::abs(pi))) << "n=" << n << " i=" << i << " variant=" << variant;
      }
    }
  }
}
