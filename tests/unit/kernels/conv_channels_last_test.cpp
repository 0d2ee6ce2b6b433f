// The channel-last convolution forward (Note [Channel-last convolution forward]) against
// the im2col + SGEMM path (the kernel disabled): the demo conv2 at batch 1, a batch that
// leaves 3 images after the interleaved kernel's 16, bias and fused ReLU, padding with rows
// over 16 and output rows over one 12-pixel tile, 48 output channels (a 16-wide tail
// block), two input channel blocks; and the shapes it declines.
#include <gtest/gtest.h>

#include <cmath>

#include "backends/cpu/conv_channels_last.h"
#include "tensor/ops.h"

using namespace tp;

TEST(ConvChannelsLast, MatchesIm2colGemm) {
  struct Case { tensor::Shape x, w; int64_t pad; bool relu; };
  const Case cases[] = {
      {{1, 16, 14, 14}, {32, 16, 5, 5}, 0, false},  // demo conv2, batch 1
      {{19, 16, 14, 14}, {32, 16, 5, 5}, 0, true},  // 16 interleaved + 3 here, fused ReLU
      {{2, 16, 9, 21}, {48, 16, 3, 5}, 2, false},   // padding, 25-pixel rows, 48 channels
      {{1, 32, 7, 7}, {16, 32, 3, 3}, 1, true},     // two input channel blocks
  };
  tensor::manual_seed(9);
  for (const Case& c : cases) {
    tensor::Tensor x = tensor::randn(c.x), w = tensor::randn(c.w), b = tensor::randn({c.w[0]});
    tensor::Conv2dOptions o;
    o.padding_h = o.padding_w = c.pad;
    o.fuse_relu = c.relu;
    tensor::Tensor got = tensor::conv2d(x, w, b, o);
    cpu::conv2d_forward_channels_last_disable(true);
    tensor::Tensor want = tensor::conv2d(x, w, b, o);
    cpu::conv2d_forward_channels_last_disable(false);
    auto g = got.to_double_vector(), e = want.to_double_vector();
    ASSERT_EQ(g.size(), e.size());
    for (size_t i = 0; i < g.size(); ++i) ASSERT_NEAR(g[i], e[i], 1e-4 * (1 + std::abs(e[i]))) << "at " << i;
  }
}

TEST(ConvChannelsLast, DeclinesUncoveredShapes) {
  std::vector<float> x(8 * 10 * 10, 1.f), w(16 * 8 * 9, 1.f), y(16 * 64);
  cpu::Conv2dGeometry g{8, 10, 10, 3, 3, 1, 1, 0, 0, 1, 1, 8, 8};  // 8 channels
  EXPECT_FALSE(cpu::conv2d_forward_channels_last_f32(x.data(), w.data(), nullptr, 1, 16, g, false, y.data()));
  cpu::Conv2dGeometry s = g;
  s.channels = 16, s.stride_h = s.stride_w = 2;
  EXPECT_FALSE(cpu::conv2d_forward_channels_last_f32(x.data(), w.data(), nullptr, 1, 16, s, false, y.data()));
}
