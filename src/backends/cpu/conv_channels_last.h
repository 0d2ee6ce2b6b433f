// A many-tap convolution forward on channel-last copies of single images (see
// conv_channels_last.cpp, Note [Channel-last convolution forward]).
#pragma once

#include <cstdint>

#include "backends/cpu/conv.h"

namespace tp::cpu {

// y = bias + conv(x, w), ReLU'd when asked, for all N images, NCHW: x [N, C, H, W],
// w [Cout, C, kh, kw], bias [Cout] or null, y [N, Cout, OH, OW], contiguous float32. One
// group, stride 1, dilation 1, any padding; C and Cout multiples of 16, C*kh*kw >= 64.
// Meant for the images conv2d_forward_interleaved_f32 leaves (fewer than 16: batch 1).
// Returns false (nothing written) where the CPU lacks AVX-512 or the shape is not covered.
// Images are split over the thread pool.
bool conv2d_forward_channels_last_f32(const float* x, const float* w, const float* bias, int64_t images,
                                      int64_t out_channels, const Conv2dGeometry& g, bool relu, float* y);
// Tests: true makes conv2d_forward_channels_last_f32 decline always.
void conv2d_forward_channels_last_disable(bool off);

}  // namespace tp::cpu
