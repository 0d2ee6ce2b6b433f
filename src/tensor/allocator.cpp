// The caching CPU allocator and the thread's byte counter (Note [Caching CPU allocator]).
#include "tensor/allocator.h"

#include <cstdlib>
#include <string>

#include "tensor/error.h"

namespace tp::tensor {

namespace {
thread_local const ByteCounter* t_counter = nullptr;
}

void set_thread_byte_counter(const ByteCounter* counter) { t_counter = counter; }
const ByteCounter* thread_byte_counter() { return t_counter; }

size_t CachingCpuAllocator::round_size(size_t n) {
  if (n <= 256) return n <= 64 ? 64 : (n + 63) & ~size_t(63);
  // Four classes per power of two: 2^k, 1.25*2^k, 1.5*2^k, 1.75*2^k.
  size_t p = size_t(1) << (63 - __builtin_clzll(n));
  size_t step = p / 4;
  return (n + step - 1) / step * step;
}

void* CachingCpuAllocator::allocate(size_t nbytes) {
  if (nbytes > kMaxAllocationBytes)
    fail(ErrorKind::MemoryError, "cannot allocate " + std::to_string(nbytes) +
                                     " bytes for a tensor (more than the 1 TiB limit)");
  size_t size = round_size(nbytes);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ++stats_.allocations;
    auto it = free_.find(size);
    if (it != free_.end() && !it->second.empty()) {
      void* p = it->second.back();
      it->second.pop_back();
      ++stats_.cache_hits;
      stats_.bytes_cached -= size;
      stats_.bytes_in_use += size;
      return p;
    }
  }
  void* p = std::aligned_alloc(kAlignment, size);
  if (!p) {
    empty_cache();
    p = std::aligned_alloc(kAlignment, size);
  }
  if (!p)
    fail(ErrorKind::MemoryError,
         "out of memory: cannot allocate " + std::to_string(nbytes) + " bytes for a tensor");
  std::lock_guard<std::mutex> lock(mutex_);
  ++stats_.system_allocs;
  stats_.bytes_in_use += size;
  return p;
}

void CachingCpuAllocator::deallocate(void* p, size_t nbytes) {
  if (!p) return;
  size_t size = round_size(nbytes);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stats_.bytes_in_use -= size;
    if (stats_.bytes_cached + size <= kMaxCachedBytes) {
      free_[size].push_back(p);
      stats_.bytes_cached += size;
      return;
    }
  }
  std::free(p);
}

void CachingCpuAllocator::empty_cache() {
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto& [size, list] : free_)
    for (void* p : list) std::free(p);
  free_.clear();
  stats_.bytes_cached = 0;
}

AllocatorStats CachingCpuAllocator::stats() {
  std::lock_guard<std::mutex> lock(mutex_);
  return stats_;
}

CachingCpuAllocator::~CachingCpuAllocator() { empty_cache(); }

CachingCpuAllocator& cpu_allocator() {
  // Leaked on purpose: storages freed during static destruction must still find it.
  static auto* a = new CachingCpuAllocator();
  return *a;
}

}  // namespace tp::tensor
