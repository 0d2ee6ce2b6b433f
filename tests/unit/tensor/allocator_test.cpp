// The caching CPU allocator's large-block policy (Note [Large block cache] in
// src/tensor/allocator.h): best fit with splitting, merging of freed neighbours, release of
// cached blocks before a fresh mapping, the cache bound, and stats that add up. The
// allocator is process-wide, so each test starts from an empty cache and looks at deltas.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <random>
#include <thread>
#include <vector>

#include "tensor/allocator.h"
#include "tensor/error.h"

namespace tp::tensor {
namespace {

constexpr size_t MiB = size_t(1) << 20;

CachingCpuAllocator& fresh_allocator() {
  CachingCpuAllocator& a = cpu_allocator();
  a.empty_cache();
  return a;
}

TEST(LargeBlockCache, FreedBlockServesSmallerRequestsBySplitting) {
  CachingCpuAllocator& a = fresh_allocator();
  void* big = a.allocate(64 * MiB);
  std::memset(big, 1, 64 * MiB);
  a.deallocate(big, 64 * MiB);
  const AllocatorStats s0 = a.stats();
  EXPECT_EQ(s0.bytes_cached, int64_t(64 * MiB));
  // The head serves the first request, the tail the second: no fresh memory.
  void* p = a.allocate(16 * MiB);
  void* q = a.allocate(40 * MiB);
  EXPECT_EQ(p, big);
  EXPECT_EQ(q, static_cast<char*>(big) + 16 * MiB);
  const AllocatorStats s1 = a.stats();
  EXPECT_EQ(s1.system_allocs, s0.system_allocs);
  EXPECT_EQ(s1.cache_hits - s0.cache_hits, 2);
  EXPECT_EQ(s1.bytes_cached, int64_t(8 * MiB));
  EXPECT_EQ(s1.bytes_in_use - s0.bytes_in_use, int64_t(56 * MiB));
  // Freed, the pieces merge back into one block that serves the original size again.
  a.deallocate(q, 40 * MiB);
  a.deallocate(p, 16 * MiB);
  EXPECT_EQ(a.large_cached_blocks(), 1u);
  EXPECT_EQ(a.stats().bytes_cached, int64_t(64 * MiB));
  void* again = a.allocate(64 * MiB);
  EXPECT_EQ(again, big);
  EXPECT_EQ(a.stats().system_allocs, s0.system_allocs);
  a.deallocate(again, 64 * MiB);
}

TEST(LargeBlockCache, MissReleasesCachedBlocksBeforeMapping) {
  CachingCpuAllocator& a = fresh_allocator();
  void* small = a.allocate(8 * MiB);
  a.deallocate(small, 8 * MiB);
  const AllocatorStats s0 = a.stats();
  EXPECT_EQ(s0.bytes_cached, int64_t(8 * MiB));
  // 8 MiB cached cannot serve 32 MiB: it goes back to the system, then 32 MiB is mapped,
  // so the footprint (in use + cached) grows by 24 MiB, not 32.
  void* big = a.allocate(32 * MiB);
  const AllocatorStats s1 = a.stats();
  EXPECT_EQ(s1.system_allocs - s0.system_allocs, 1);
  EXPECT_EQ(s1.system_frees - s0.system_frees, 1);
  EXPECT_EQ(s1.bytes_cached, 0);
  EXPECT_EQ(a.large_cached_blocks(), 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(big) % (2 * MiB), 0u);  // huge-page aligned
  a.deallocate(big, 32 * MiB);
}

TEST(LargeBlockCache, CachedBytesStayBounded) {
  CachingCpuAllocator& a = fresh_allocator();
  // Mapped but never touched: no real memory is used.
  const size_t n = CachingCpuAllocator::kMaxCachedBytes / 2 + 64 * MiB;
  std::vector<void*> blocks;
  for (int i = 0; i < 3; ++i) blocks.push_back(a.allocate(n));
  const AllocatorStats s0 = a.stats();
  for (void* p : blocks) a.deallocate(p, n);
  const AllocatorStats s1 = a.stats();
  EXPECT_LE(s1.bytes_cached, int64_t(CachingCpuAllocator::kMaxCachedBytes));
  EXPECT_GE(s1.system_frees - s0.system_frees, 2);  // at most one of three fits in the cache
  EXPECT_EQ(a.count_cached_bytes(), s1.bytes_cached);
  a.empty_cache();
  EXPECT_EQ(a.stats().bytes_cached, 0);
}

// Random mixed sizes, small and large: live blocks never overlap, and the counters match
// what the lists hold and what is live.
TEST(LargeBlockCache, RandomTrafficKeepsBlocksDisjointAndStatsConsistent) {
  CachingCpuAllocator& a = fresh_allocator();
  const AllocatorStats s0 = a.stats();
  std::mt19937 rng(12345);
  std::map<uintptr_t, size_t> live;  // start -> requested bytes
  int64_t live_rounded = 0;
  auto check_disjoint = [&](uintptr_t p, size_t n) {
    auto next = live.lower_bound(p);
    if (next != live.end()) {
      EXPECT_LE(p + n, next->first);
    }
    if (next != live.begin()) {
      auto prev = std::prev(next);
      EXPECT_LE(prev->first + prev->second, p);
    }
  };
  for (int step = 0; step < 3000; ++step) {
    if (live.empty() || rng() % 3 != 0) {
      const size_t n = rng() % 4 == 0 ? (rng() % (24 * MiB)) + 1 : (rng() % (2 * MiB)) + 1;
      auto* p = static_cast<char*>(a.allocate(n));
      EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % CachingCpuAllocator::kAlignment, 0u);
      p[0] = 1;
      p[n - 1] = 2;
      check_disjoint(reinterpret_cast<uintptr_t>(p), n);
      live.emplace(reinterpret_cast<uintptr_t>(p), n);
      live_rounded += static_cast<int64_t>(CachingCpuAllocator::round_size(n));
    } else {
      auto it = live.begin();
      std::advance(it, rng() % live.size());
      a.deallocate(reinterpret_cast<void*>(it->first), it->second);
      live_rounded -= static_cast<int64_t>(CachingCpuAllocator::round_size(it->second));
      live.erase(it);
    }
  }
  AllocatorStats s = a.stats();
  EXPECT_EQ(s.bytes_in_use - s0.bytes_in_use, live_rounded);
  EXPECT_EQ(a.count_cached_bytes(), s.bytes_cached);
  EXPECT_EQ(s.allocations - s0.allocations, (s.cache_hits - s0.cache_hits) + (s.system_allocs - s0.system_allocs));
  for (auto [p, n] : live) a.deallocate(reinterpret_cast<void*>(p), n);
  s = a.stats();
  EXPECT_EQ(s.bytes_in_use, s0.bytes_in_use);
  EXPECT_EQ(a.count_cached_bytes(), s.bytes_cached);
}

// Worker threads allocate and free large blocks concurrently (the thread pool does).
TEST(LargeBlockCache, ConcurrentThreadsLeaveConsistentCounters) {
  CachingCpuAllocator& a = fresh_allocator();
  const AllocatorStats s0 = a.stats();
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&a, t] {
      std::mt19937 rng(t);
      std::vector<std::pair<char*, size_t>> mine;
      for (int i = 0; i < 500; ++i) {
        if (mine.size() < 4) {
          const size_t n = (rng() % 8 + 2) * MiB;
          auto* p = static_cast<char*>(a.allocate(n));
          std::memset(p, t, 4096);
          mine.emplace_back(p, n);
        } else {
          const size_t k = rng() % mine.size();
          EXPECT_EQ(mine[k].first[100], char(t));  // nobody else wrote into our block
          a.deallocate(mine[k].first, mine[k].second);
          mine.erase(mine.begin() + static_cast<ptrdiff_t>(k));
        }
      }
      for (auto [p, n] : mine) a.deallocate(p, n);
    });
  for (auto& th : threads) th.join();
  const AllocatorStats s = a.stats();
  EXPECT_EQ(s.bytes_in_use, s0.bytes_in_use);
  EXPECT_EQ(a.count_cached_bytes(), s.bytes_cached);
}

TEST(LargeBlockCache, RequestsPastTheLimitRaiseMemoryError) {
  CachingCpuAllocator& a = fresh_allocator();
  const AllocatorStats s0 = a.stats();
  try {
    a.allocate(CachingCpuAllocator::kMaxAllocationBytes + 1);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::MemoryError);
  }
  EXPECT_EQ(a.stats().bytes_in_use, s0.bytes_in_use);
}

}  // namespace
}  // namespace tp::tensor
