// Note [Block sums]
// Sums over one contiguous run of dims of a contiguous float tensor, without the
// permute-and-copy the general reduction path makes (tensor/reduction.cpp). The tensor is
// viewed as [A, R, B] with R the reduced run: y[a*B + b] = sum_r x[(a*R + r)*B + b],
// accumulated in double (as the general path), vectorised along R when B == 1 and along B
// otherwise, split over the kernel pool.
#pragma once

#include <cstdint>

namespace tp::cpu {

void sum_blocks_f32(const float* x, double* y, int64_t A, int64_t R, int64_t B);
void sum_blocks_f64(const double* x, double* y, int64_t A, int64_t R, int64_t B);

}  // namespace tp::cpu
