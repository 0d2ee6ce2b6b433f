// The caching CPU allocator and the thread's byte counter (Note [Caching CPU allocator]).
#include "tensor/allocator.h"

#include <sys/mman.h>

#include <cstdlib>
#include <iterator>
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

// Note [Per-thread block cache]
// The interpreter's per-op cost includes a result allocation; taking the global mutex and
// hashing the size class for every 4-byte tensor showed up in profiles. So each thread
// keeps up to kThreadBinDepth freed blocks per small size class (<= kThreadCacheMaxBytes)
// in a fixed array, reached without a lock; the global free lists behind the mutex serve
// the rest. A thread's cache goes back to the global lists when the thread exits. The
// counters are atomics so the fast path stays lock-free; blocks in thread caches count as
// bytes_cached.
namespace {
constexpr size_t kThreadCacheMaxBytes = CachingCpuAllocator::kLargeBlockBytes;  // larger: rare per op
constexpr int kThreadBins = 64, kThreadBinDepth = 8;

// Index of a (rounded) size class <= kThreadCacheMaxBytes: 64..256 by 64, then four
// classes per power of two.
int thread_bin(size_t size) {
  if (size <= 256) return static_cast<int>(size / 64) - 1;
  const int k = 63 - __builtin_clzll(size);
  const size_t p = size_t(1) << k;
  return 4 + (k - 8) * 4 + static_cast<int>((size - p) / (p / 4));
}

// Set once this thread's caches (t_cache, t_small) are being destroyed: at thread exit, and
// for the main thread before static destructors run, which may still free tensors (a global
// Tensor). Later allocations and frees bypass the caches instead of touching dead objects.
// Trivially destructible, so it stays readable until the thread is gone.
thread_local bool t_caches_destroyed = false;

struct ThreadCache {
  void* blocks[kThreadBins][kThreadBinDepth];
  uint8_t count[kThreadBins] = {};
  size_t sizes[kThreadBins] = {};
  ~ThreadCache() {
    t_caches_destroyed = true;
    for (int b = 0; b < kThreadBins; ++b)
      for (int i = 0; i < count[b]; ++i) cpu_allocator().return_to_global(blocks[b][i], sizes[b]);
  }
};
thread_local ThreadCache t_cache;
}  // namespace

void CachingCpuAllocator::return_to_global(void* p, size_t size) {
  std::lock_guard<std::mutex> lock(mutex_);
  free_[size].push_back(p);
}

// Large blocks are mapped directly: munmap hands their pages straight back to the kernel
// (malloc keeps mid-sized ones in its arenas), and a cached range can be split or merged at
// any page boundary. From 2 MiB up a mapping is 2 MiB aligned, and up to kHugeAdviceMax it
// is marked MADV_HUGEPAGE: a first touch then faults in one huge page instead of 512 small
// ones (about 10 us each on these VMs), which is most of the cost of a cold 30 MB tensor
// (MNIST CSV ingress: 18 -> 10 ms). Larger mappings stay on small pages: with the kernel's
// usual defrag=madvise, an advised fault that finds no free huge page compacts memory
// synchronously, and hundreds of megabytes of them cost more than the small faults they
// save (LeNet at batch 10,000, a 478 MB activation: 0.9-1.8 s advised, 0.76 s not). Where
// transparent huge pages are off the advice is ignored and nothing changes. Large classes
// are multiples of 64 KiB, so every block and every split point is page aligned.
namespace {
constexpr size_t kHugePage = size_t(2) << 20;
constexpr size_t kHugeAdviceMax = size_t(64) << 20;

void* map_block(size_t size) {
  const size_t slack = size >= kHugePage ? kHugePage : 0;
  void* m = ::mmap(nullptr, size + slack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return nullptr;
  auto start = reinterpret_cast<uintptr_t>(m);
  if (slack) {
    const uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
    if (aligned > start) ::munmap(m, aligned - start);
    if (aligned + size < start + size + slack)
      ::munmap(reinterpret_cast<void*>(aligned + size), start + size + slack - aligned - size);
    start = aligned;
#ifdef MADV_HUGEPAGE
    if (size <= kHugeAdviceMax) ::madvise(reinterpret_cast<void*>(start), size, MADV_HUGEPAGE);
#endif
  }
  return reinterpret_cast<void*>(start);
}

void unmap_block(uintptr_t addr, size_t size) { ::munmap(reinterpret_cast<void*>(addr), size); }
}  // namespace

void* CachingCpuAllocator::allocate(size_t nbytes) {
  if (nbytes > kMaxAllocationBytes)
    fail(ErrorKind::MemoryError, "cannot allocate " + std::to_string(nbytes) +
                                     " bytes for a tensor (more than the 1 TiB limit)");
  size_t size = round_size(nbytes);
  allocations_.fetch_add(1, std::memory_order_relaxed);
  if (size > kLargeBlockBytes) return allocate_large(size, nbytes);
  if (!t_caches_destroyed) {
    ThreadCache& tc = t_cache;
    const int b = thread_bin(size);
    if (tc.count[b] > 0) {
      void* p = tc.blocks[b][--tc.count[b]];
      cache_hits_.fetch_add(1, std::memory_order_relaxed);
      bytes_cached_.fetch_sub(static_cast<int64_t>(size), std::memory_order_relaxed);
      bytes_in_use_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
      return p;
    }
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = free_.find(size);
    if (it != free_.end() && !it->second.empty()) {
      void* p = it->second.back();
      it->second.pop_back();
      cache_hits_.fetch_add(1, std::memory_order_relaxed);
      bytes_cached_.fetch_sub(static_cast<int64_t>(size), std::memory_order_relaxed);
      bytes_in_use_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
      return p;
    }
  }
  return from_system([](size_t n) { return std::aligned_alloc(kAlignment, n); }, size, nbytes);
}

void* CachingCpuAllocator::from_system(void* (*get)(size_t), size_t size, size_t nbytes) {
  void* p = get(size);
  if (!p) {
    empty_cache();
    p = get(size);
  }
  if (!p)
    fail(ErrorKind::MemoryError,
         "out of memory: cannot allocate " + std::to_string(nbytes) + " bytes for a tensor");
  system_allocs_.fetch_add(1, std::memory_order_relaxed);
  bytes_in_use_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
  return p;
}

// Note [Large block cache]: best fit and split; on a miss, release first, then map.
void* CachingCpuAllocator::allocate_large(size_t size, size_t nbytes) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = large_by_size_.lower_bound({size, 0});
    if (it != large_by_size_.end()) {
      const auto [block_size, addr] = *it;
      large_by_size_.erase(it);
      large_by_addr_.erase(addr);
      if (block_size > size) {
        large_by_addr_.emplace(addr + size, block_size - size);
        large_by_size_.emplace(block_size - size, addr + size);
      }
      cache_hits_.fetch_add(1, std::memory_order_relaxed);
      bytes_cached_.fetch_sub(static_cast<int64_t>(size), std::memory_order_relaxed);
      bytes_in_use_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
      return reinterpret_cast<void*>(addr);
    }
    release_large(size);
  }
  return from_system(map_block, size, nbytes);
}

size_t CachingCpuAllocator::release_large(size_t at_least) {
  size_t released = 0;
  while (released < at_least && !large_by_size_.empty()) {
    auto last = std::prev(large_by_size_.end());
    const auto [block_size, addr] = *last;
    large_by_size_.erase(last);
    large_by_addr_.erase(addr);
    unmap_block(addr, block_size);
    released += block_size;
    system_frees_.fetch_add(1, std::memory_order_relaxed);
  }
  bytes_cached_.fetch_sub(static_cast<int64_t>(released), std::memory_order_relaxed);
  return released;
}

void CachingCpuAllocator::insert_large(uintptr_t addr, size_t size) {
  auto next = large_by_addr_.lower_bound(addr);
  if (next != large_by_addr_.end() && next->first == addr + size) {
    large_by_size_.erase({next->second, next->first});
    size += next->second;
    next = large_by_addr_.erase(next);
  }
  if (next != large_by_addr_.begin()) {
    auto prev = std::prev(next);
    if (prev->first + prev->second == addr) {
      large_by_size_.erase({prev->second, prev->first});
      addr = prev->first;
      size += prev->second;
      large_by_addr_.erase(prev);
    }
  }
  large_by_addr_.emplace(addr, size);
  large_by_size_.emplace(size, addr);
}

void CachingCpuAllocator::deallocate_large(void* p, size_t size) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (bytes_cached_.load(std::memory_order_relaxed) + static_cast<int64_t>(size) <=
        static_cast<int64_t>(kMaxCachedBytes)) {
      insert_large(reinterpret_cast<uintptr_t>(p), size);
      bytes_cached_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
      return;
    }
  }
  unmap_block(reinterpret_cast<uintptr_t>(p), size);
  system_frees_.fetch_add(1, std::memory_order_relaxed);
}

void CachingCpuAllocator::deallocate(void* p, size_t nbytes) {
  if (!p) return;
  size_t size = round_size(nbytes);
  bytes_in_use_.fetch_sub(static_cast<int64_t>(size), std::memory_order_relaxed);
  if (size > kLargeBlockBytes) return deallocate_large(p, size);
  if (!t_caches_destroyed) {
    ThreadCache& tc = t_cache;
    const int b = thread_bin(size);
    if (tc.count[b] < kThreadBinDepth) {
      tc.sizes[b] = size;
      tc.blocks[b][tc.count[b]++] = p;
      bytes_cached_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
      return;
    }
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (bytes_cached_.load(std::memory_order_relaxed) + static_cast<int64_t>(size) <=
        static_cast<int64_t>(kMaxCachedBytes)) {
      free_[size].push_back(p);
      bytes_cached_.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
      return;
    }
  }
  std::free(p);
  system_frees_.fetch_add(1, std::memory_order_relaxed);
}

void CachingCpuAllocator::empty_cache() {
  // The calling thread's cache too (other threads' caches drain when they exit).
  std::lock_guard<std::mutex> lock(mutex_);
  if (!t_caches_destroyed) {
    ThreadCache& tc = t_cache;
    for (int b = 0; b < kThreadBins; ++b) {
      for (int i = 0; i < tc.count[b]; ++i) free_[tc.sizes[b]].push_back(tc.blocks[b][i]);
      tc.count[b] = 0;
    }
  }
  int64_t freed = 0;
  for (auto& [size, list] : free_) {
    for (void* p : list) std::free(p);
    freed += static_cast<int64_t>(size * list.size());
    system_frees_.fetch_add(static_cast<int64_t>(list.size()), std::memory_order_relaxed);
  }
  free_.clear();
  bytes_cached_.fetch_sub(freed, std::memory_order_relaxed);
  release_large(~size_t(0));
}

int64_t CachingCpuAllocator::count_cached_bytes() {
  std::lock_guard<std::mutex> lock(mutex_);
  int64_t total = 0;
  for (const auto& [size, list] : free_) total += static_cast<int64_t>(size * list.size());
  for (const auto& [addr, size] : large_by_addr_) total += static_cast<int64_t>(size);
  if (!t_caches_destroyed) {
    const ThreadCache& tc = t_cache;
    for (int b = 0; b < kThreadBins; ++b) total += static_cast<int64_t>(tc.sizes[b] * tc.count[b]);
  }
  return total;
}

size_t CachingCpuAllocator::large_cached_blocks() {
  std::lock_guard<std::mutex> lock(mutex_);
  return large_by_addr_.size();
}

AllocatorStats CachingCpuAllocator::stats() {
  AllocatorStats s;
  s.allocations = allocations_.load(std::memory_order_relaxed);
  s.cache_hits = cache_hits_.load(std::memory_order_relaxed);
  s.system_allocs = system_allocs_.load(std::memory_order_relaxed);
  s.bytes_in_use = bytes_in_use_.load(std::memory_order_relaxed);
  s.bytes_cached = bytes_cached_.load(std::memory_order_relaxed);
  s.system_frees = system_frees_.load(std::memory_order_relaxed);
  return s;
}

CachingCpuAllocator::~CachingCpuAllocator() { empty_cache(); }

namespace {
// Depth: the GC frees a whole generation of op results at once (thousands of tensors),
// so the lists must hold that many for the next generation to be served from them.
constexpr size_t kSmallMax = 256, kSmallStep = 16, kSmallDepth = 16384;
constexpr int kSmallClasses = kSmallMax / kSmallStep;
struct SmallPool {
  std::vector<void*> blocks[kSmallClasses];
  ~SmallPool() {
    t_caches_destroyed = true;
    for (auto& list : blocks)
      for (void* p : list) ::operator delete(p);
  }
};
thread_local SmallPool t_small;
}  // namespace

void* small_object_allocate(size_t nbytes) {
  if (nbytes == 0 || nbytes > kSmallMax || t_caches_destroyed) return ::operator new(nbytes);
  const int c = static_cast<int>((nbytes - 1) / kSmallStep);
  std::vector<void*>& list = t_small.blocks[c];
  if (!list.empty()) {
    void* p = list.back();
    list.pop_back();
    return p;
  }
  return ::operator new((static_cast<size_t>(c) + 1) * kSmallStep);
}

void small_object_free(void* p, size_t nbytes) {
  if (!p) return;
  if (nbytes == 0 || nbytes > kSmallMax || t_caches_destroyed) return ::operator delete(p);
  std::vector<void*>& list = t_small.blocks[(nbytes - 1) / kSmallStep];
  if (list.size() < kSmallDepth) {
    list.push_back(p);  // allocates only while the list grows to its steady-state size
    return;
  }
  ::operator delete(p);
}

CachingCpuAllocator& cpu_allocator() {
  // Leaked on purpose: storages freed during static destruction must still find it.
  static auto* a = new CachingCpuAllocator();
  return *a;
}

}  // namespace tp::tensor
