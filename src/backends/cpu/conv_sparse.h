// The backward of a many-tap convolution from a sparse output gradient (see
// conv_sparse.cpp, Note [Sparse convolution backward]).
#pragma once

#include <cstdint>

#include "backends/cpu/conv.h"

namespace tp::cpu {

// Input and weight gradients of y = conv(x, w) (one group, stride 1, dilation 1, any
// padding, C a multiple of 16, kw*C <= 128, C*kh*kw >= 64) when few entries of gy are non-zero, as
// after ReLU and 2x2 max pooling (at most a quarter):
//   dx[n][c][ih][iw] = sum gy[n][co][oh][ow] * w[co][c][ih-oh+ph][iw-ow+pw]
//   dw[co][c][i][j]  = sum gy[n][co][oh][ow] * x[n][c][oh+i-ph][ow+j-pw]
// x [N, C, H, W], gy [N, Cout, OH, OW], w [Cout, C, kh, kw], all contiguous float32. dx
// (when non-null) and dw (when non-null) are overwritten. Only the non-zero entries of gy
// are visited, so products 0 * inf are skipped: the function declines (returns false,
// nothing written) when x (for dw) or w (for dx) holds a NaN or an infinity, where more
// than max_density of gy is non-zero, where the CPU lacks AVX-512 or the shape is not
// covered. The caller then runs the dense path. Images are split over the thread pool.
bool conv2d_backward_sparse_f32(const float* x, const float* gy, const float* w, int64_t images,
                                int64_t out_channels, const Conv2dGeometry& g, float* dx, float* dw,
                                double max_density = 1.0 / 3.0);
// Tests: true makes conv2d_backward_sparse_f32 decline always.
void conv2d_backward_sparse_disable(bool off);

}  // namespace tp::cpu
