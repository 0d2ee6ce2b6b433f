// A per-thread, 64-byte aligned scratch buffer that grows and is reused (the GEMMs' packed
// panels: gemm.cpp, dgemm.cpp). Internal to the CPU backend.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <new>

namespace tp::cpu {

template <class T>
class AlignedScratch {
 public:
  AlignedScratch() = default;
  AlignedScratch(const AlignedScratch&) = delete;
  AlignedScratch& operator=(const AlignedScratch&) = delete;
  ~AlignedScratch() { std::free(p_); }

  // At least n elements; the contents are not kept when it grows.
  T* get(size_t n) {
    if (n > cap_) {
      std::free(p_);
      cap_ = std::max(n, cap_ * 2);
      p_ = static_cast<T*>(std::aligned_alloc(64, (cap_ * sizeof(T) + 63) / 64 * 64));
      if (!p_) {
        cap_ = 0;
        throw std::bad_alloc();
      }
    }
    return p_;
  }

 private:
  T* p_ = nullptr;
  size_t cap_ = 0;
};

}  // namespace tp::cpu
