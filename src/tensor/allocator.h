// The CPU allocator behind every Storage, and the external-bytes hook.
//
// Note [Caching CPU allocator]
// Fresh pages cost ~10 us each on these VMs, and a training step frees and re-requests the
// same sizes every iteration. So freed blocks are cached and the next request reuses one:
// a steady-state loop allocates no fresh pages. Sizes are rounded up to a class (powers of
// two split into 4 steps, so at most 25% slack). Blocks are 64-byte aligned (a cache line,
// an AVX-512 vector). Requests above kMaxAllocationBytes or that the system refuses raise
// MemoryError, never crash. Two caches, by size:
//  - small blocks (classes up to kLargeBlockBytes = 1 MiB): a free list per class (and the
//    per-thread bins of Note [Per-thread block cache]); exact class reuse; malloc behind.
//  - large blocks (above 1 MiB): Note [Large block cache].
//
// Note [Large block cache]
// Large blocks are mapped directly (mmap, 2 MiB aligned and MADV_HUGEPAGE from 2 MiB up)
// and cached free blocks are kept by address and by size, so that:
//  - a request takes the smallest cached block that fits (best fit) and splits it: the
//    head serves the request and the tail stays cached. A 500 MB block freed by the
//    collector serves the next layer's 125 MB output and its 250 MB indices without a
//    single fresh page; exact-class reuse alone would map new memory for every new size;
//  - a freed block merges with free neighbours (any two adjacent ranges we mapped can be
//    split, merged and unmapped as one), so the pieces of a split block become one again;
//  - on a miss (no cached block fits) cached blocks are first returned to the system,
//    largest first, until as many bytes as requested are released: the footprint (in use +
//    cached) grows only by what the cache could not supply, and the new mapping is served
//    by the pages just returned. On these VMs that matters most: a page the guest never
//    touched costs ~0.7 GB/s to fault in, one a process just returned ~7 GB/s.
// The cache holds at most kMaxCachedBytes (both kinds together); beyond that a freed block
// goes back to the system at once.
//
// External bytes: the interpreter's GC wants to count tensor bytes. A thread sets a
// ByteCounter (set_thread_byte_counter); every Storage allocated on that thread remembers
// it and reports +nbytes at allocation and -nbytes when freed (on whatever thread).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tp::tensor {

// A callback the interpreter installs to count tensor bytes. fn(ctx, +n) on allocation,
// fn(ctx, -n) on free. Must outlive the storages allocated while it was installed.
struct ByteCounter {
  void (*fn)(void* ctx, int64_t delta_bytes) = nullptr;
  void* ctx = nullptr;
};
// Installs `counter` (or nullptr) for storages allocated on the calling thread.
void set_thread_byte_counter(const ByteCounter* counter);
const ByteCounter* thread_byte_counter();

class Allocator {
 public:
  virtual ~Allocator() = default;
  // Returns 64-byte aligned memory of at least nbytes (nbytes may be 0). Throws
  // Error(MemoryError) on failure.
  virtual void* allocate(size_t nbytes) = 0;
  virtual void deallocate(void* p, size_t nbytes) = 0;
};

struct AllocatorStats {
  int64_t allocations = 0;     // allocate() calls
  int64_t cache_hits = 0;      // served from a free list
  int64_t system_allocs = 0;   // fresh memory from the system
  int64_t bytes_in_use = 0;    // held by live storages (rounded sizes)
  int64_t bytes_cached = 0;    // in free lists
  int64_t system_frees = 0;    // blocks (or pieces of cached blocks) returned to the system
};

class CachingCpuAllocator final : public Allocator {
 public:
  static constexpr size_t kAlignment = 64;
  static constexpr size_t kMaxCachedBytes = size_t(2) << 30;        // 2 GiB of free blocks
  // Classes above this are large blocks (Note [Large block cache]); at and below it a
  // tensor is small enough to be a per-op result (Note [Per-thread block cache]).
  static constexpr size_t kLargeBlockBytes = size_t(1) << 20;
  static constexpr size_t kMaxAllocationBytes = size_t(1) << 40;    // 1 TiB: beyond is a bug
  void* allocate(size_t nbytes) override;
  void deallocate(void* p, size_t nbytes) override;
  // Returns every cached block to the system.
  void empty_cache();
  AllocatorStats stats();
  // The size class a request of nbytes is served from.
  static size_t round_size(size_t nbytes);
  ~CachingCpuAllocator() override;
  // Internal: a thread's cached block going back to the global free lists (thread exit).
  void return_to_global(void* p, size_t size);
  // For tests: walks the global free lists, the large block cache and the calling thread's
  // cache and returns their bytes (equal to stats().bytes_cached when no other thread holds
  // cached blocks), and the number of cached large blocks (adjacent ones are merged).
  int64_t count_cached_bytes();
  size_t large_cached_blocks();

 private:
  void* allocate_large(size_t size, size_t nbytes);
  // get(size) from the system; on failure empty_cache() and once more; then MemoryError
  // (naming the requested nbytes). Counts a system allocation of `size` bytes in use.
  void* from_system(void* (*get)(size_t), size_t size, size_t nbytes);
  void deallocate_large(void* p, size_t size);
  void insert_large(uintptr_t addr, size_t size);        // merges with neighbours; locked
  size_t release_large(size_t at_least);                 // largest first; locked
  // Note [Per-thread block cache] (allocator.cpp): small sizes skip the mutex.
  std::mutex mutex_;
  std::unordered_map<size_t, std::vector<void*>> free_;  // small blocks by class
  std::map<uintptr_t, size_t> large_by_addr_;            // large free blocks: start -> size
  std::set<std::pair<size_t, uintptr_t>> large_by_size_;  // the same blocks: (size, start)
  std::atomic<int64_t> allocations_{0}, cache_hits_{0}, system_allocs_{0}, bytes_in_use_{0}, bytes_cached_{0},
      system_frees_{0};
};

// Note [Small-object pool]
// Every op's result needs a TensorImpl and a StorageImpl (~100-200 bytes each); they come
// from per-thread free lists of fixed-size blocks (16-byte classes up to 256 bytes, at
// most 16384 blocks each) instead of malloc; blocks freed on another thread join that
// thread's list. Used by the class-specific operator new/delete of TensorImpl and
// StorageImpl. Larger sizes fall through to ::operator new.
void* small_object_allocate(size_t nbytes);
void small_object_free(void* p, size_t nbytes);

// The process-wide CPU allocator.
CachingCpuAllocator& cpu_allocator();

}  // namespace tp::tensor
