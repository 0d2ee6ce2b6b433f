// The vectorised float32 exp, sigmoid and tanh (backends/cpu/vector_math.cpp, Note [Vector
// exp]) against double-precision libm: a sweep over every 1,021st float bit pattern
// (all signs and magnitudes, subnormals included), the overflow/underflow edges, the
// special values, and every length's tail.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "backends/cpu/vector_ops.h"

using namespace tp;

namespace {

float from_bits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}

// Distance in units in the last place between float a and the exact value e (as double).
double ulps(float a, double e) {
  if (std::isnan(e)) return std::isnan(a) ? 0 : 1e9;
  if (std::isinf(e) || std::isinf(a)) return float(e) == a ? 0 : 1e9;
  const float ef = static_cast<float>(e);
  const float next = std::nextafter(ef, std::numeric_limits<float>::infinity());
  const double ulp = double(next) - double(ef);
  return std::fabs(double(a) - e) / ulp;
}

std::vector<float> sweep() {
  std::vector<float> xs;
  for (uint64_t b = 0; b <= 0xffffffffu; b += 1021) xs.push_back(from_bits(static_cast<uint32_t>(b)));
  for (float x : {0.0f, -0.0f, 1.0f, -1.0f, 88.72283f, 88.72284f, 88.7229f, 89.0f, 100.0f, -87.33654f, -87.3366f,
                  -100.0f, -103.2789f, -103.9720f, -103.9721f, -104.0f, -200.0f, 1e-30f, -1e-30f, 0.34657359f,
                  -0.34657359f, std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
                  std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::denorm_min()})
    xs.push_back(x);
  return xs;
}

}  // namespace

TEST(VectorExp, WithinTwoUlpOfDoubleExpEverywhere) {
  const std::vector<float> xs = sweep();
  std::vector<float> ys(xs.size());
  cpu::exp_f32(xs.data(), ys.data(), static_cast<int64_t>(xs.size()));
  double worst = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    const double e = std::exp(static_cast<double>(xs[i]));
    const double u = ulps(ys[i], e);
    ASSERT_LE(u, 2.0) << "exp(" << xs[i] << ") = " << ys[i] << ", exact " << e;
    worst = std::max(worst, u);
  }
  RecordProperty("worst_ulps", std::to_string(worst));
}

TEST(VectorExp, SigmoidWithinThreeUlpAndZeroWhereExpOverflows) {
  const std::vector<float> xs = sweep();
  std::vector<float> ys(xs.size());
  cpu::sigmoid_f32(xs.data(), ys.data(), static_cast<int64_t>(xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) {
    // Where exp(-x) overflows float (x < -88.7228), 1 / (1 + inf) = 0, as torch.sigmoid
    // gives (PyTorch 1.13: sigmoid(-88.73) == 0, sigmoid(-88.72) == 2.947e-39).
    const bool overflow = std::exp(-static_cast<double>(xs[i])) > std::numeric_limits<float>::max();
    const double e = overflow ? 0.0 : 1.0 / (1.0 + std::exp(-static_cast<double>(xs[i])));
    ASSERT_LE(ulps(ys[i], e), 3.0) << "sigmoid(" << xs[i] << ") = " << ys[i] << ", exact " << e;
  }
}

TEST(VectorExp, EveryTailLengthEqualsTheFullVectorResult) {
  std::vector<float> xs(40);
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = -20.0f + 1.37f * static_cast<float>(i);
  std::vector<float> full(xs.size());
  cpu::exp_f32(xs.data(), full.data(), static_cast<int64_t>(xs.size()));
  for (int64_t n = 0; n <= 40; ++n) {
    std::vector<float> ys(static_cast<size_t>(n) + 1, -1.0f);  // one guard element
    cpu::exp_f32(xs.data(), ys.data(), n);
    for (int64_t i = 0; i < n; ++i) ASSERT_EQ(ys[i], full[i]) << n << " " << i;
    ASSERT_EQ(ys[n], -1.0f) << "wrote past n = " << n;
  }
}

TEST(VectorExp, TanhWithinFourUlp) {
  const std::vector<float> xs = sweep();
  std::vector<float> ys(xs.size());
  cpu::tanh_f32(xs.data(), ys.data(), static_cast<int64_t>(xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) {
    const double e = std::tanh(static_cast<double>(xs[i]));
    ASSERT_LE(ulps(ys[i], e), 4.0) << "tanh(" << xs[i] << ") = " << ys[i] << ", exact " << e;
    if (xs[i] == 0.0f) ASSERT_EQ(std::signbit(ys[i]), std::signbit(xs[i])) << "tanh(-0) is -0";
  }
}
