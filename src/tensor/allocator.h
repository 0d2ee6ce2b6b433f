// The CPU allocator behind every Storage, and the external-bytes hook.
//
// Note [Caching CPU allocator]
// Fresh pages cost ~10 us each on these VMs, and a training step frees and re-requests the
// same sizes every iteration. So freed blocks go to a free list per size class (sizes are
// rounded up to a class: powers of two split into 4 steps, so at most 25% slack) and the
// next request of that class reuses one: a steady-state loop allocates no fresh pages.
// Blocks are 64-byte aligned (a cache line, an AVX-512 vector). The cache holds at most
// kMaxCachedBytes; beyond that freed blocks go back to the system. Requests above
// kMaxAllocationBytes or that the system refuses raise MemoryError, never crash.
//
// External bytes: the interpreter's GC wants to count tensor bytes. A thread sets a
// ByteCounter (set_thread_byte_counter); every Storage allocated on that thread remembers
// it and reports +nbytes at allocation and -nbytes when freed (on whatever thread).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <unordered_map>
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
};

class CachingCpuAllocator final : public Allocator {
 public:
  static constexpr size_t kAlignment = 64;
  static constexpr size_t kMaxCachedBytes = size_t(2) << 30;        // 2 GiB of free blocks
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

 private:
  // Note [Per-thread block cache] (allocator.cpp): small sizes skip the mutex.
  std::mutex mutex_;
  std::unordered_map<size_t, std::vector<void*>> free_;
  std::atomic<int64_t> allocations_{0}, cache_hits_{0}, system_allocs_{0}, bytes_in_use_{0}, bytes_cached_{0};
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
