// Internal helpers (not part of the API) for walking strided tensors in logical
// row-major order: for_each_offset visits each element's offset in elements.
#pragma once

#include <cstdint>
#include <vector>

namespace tp::tensor {

// Calls f(offset) for every element of a view with `sizes`/`strides`, row-major.
template <class F>
void for_each_offset(const std::vector<int64_t>& sizes, const std::vector<int64_t>& strides, F&& f) {
  const size_t nd = sizes.size();
  for (int64_t s : sizes)
    if (s == 0) return;
  if (nd == 0) {
    f(int64_t(0));
    return;
  }
  std::vector<int64_t> idx(nd, 0);
  const int64_t inner = sizes[nd - 1], inner_stride = strides[nd - 1];
  int64_t base = 0;
  for (;;) {
    for (int64_t i = 0; i < inner; ++i) f(base + i * inner_stride);
    size_t d = nd - 1;
    for (;;) {
      if (d == 0) return;
      --d;
      ++idx[d];
      base += strides[d];
      if (idx[d] < sizes[d]) break;
      base -= idx[d] * strides[d];
      idx[d] = 0;
    }
  }
}

// Same walk over two views of equal sizes: f(offset_a, offset_b).
template <class F>
void for_each_offset2(const std::vector<int64_t>& sizes, const std::vector<int64_t>& sa,
                      const std::vector<int64_t>& sb, F&& f) {
  const size_t nd = sizes.size();
  for (int64_t s : sizes)
    if (s == 0) return;
  if (nd == 0) {
    f(int64_t(0), int64_t(0));
    return;
  }
  std::vector<int64_t> idx(nd, 0);
  const int64_t inner = sizes[nd - 1], ia = sa[nd - 1], ib = sb[nd - 1];
  int64_t a = 0, b = 0;
  for (;;) {
    for (int64_t i = 0; i < inner; ++i) f(a + i * ia, b + i * ib);
    size_t d = nd - 1;
    for (;;) {
      if (d == 0) return;
      --d;
      ++idx[d];
      a += sa[d];
      b += sb[d];
      if (idx[d] < sizes[d]) break;
      a -= idx[d] * sa[d];
      b -= idx[d] * sb[d];
      idx[d] = 0;
    }
  }
}

// Three views of equal sizes: f(offset_a, offset_b, offset_c).
template <class F>
void for_each_offset3(const std::vector<int64_t>& sizes, const std::vector<int64_t>& sa,
                      const std::vector<int64_t>& sb, const std::vector<int64_t>& sc, F&& f) {
  const size_t nd = sizes.size();
  for (int64_t s : sizes)
    if (s == 0) return;
  if (nd == 0) {
    f(int64_t(0), int64_t(0), int64_t(0));
    return;
  }
  std::vector<int64_t> idx(nd, 0);
  const int64_t inner = sizes[nd - 1], ia = sa[nd - 1], ib = sb[nd - 1], ic = sc[nd - 1];
  int64_t a = 0, b = 0, c = 0;
  for (;;) {
    for (int64_t i = 0; i < inner; ++i) f(a + i * ia, b + i * ib, c + i * ic);
    size_t d = nd - 1;
    for (;;) {
      if (d == 0) return;
      --d;
      ++idx[d];
      a += sa[d];
      b += sb[d];
      c += sc[d];
      if (idx[d] < sizes[d]) break;
      a -= idx[d] * sa[d];
      b -= idx[d] * sb[d];
      c -= idx[d] * sc[d];
      idx[d] = 0;
    }
  }
}

}  // namespace tp::tensor
