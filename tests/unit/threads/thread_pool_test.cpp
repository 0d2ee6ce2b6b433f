// ThreadPool and parallel_for: coverage of every index exactly once, grain, exceptions.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "threads/thread_pool.h"

using namespace tp::threads;

TEST(ThreadPool, CoversEveryIndexOnce) {
  ThreadPool pool(4);
  std::vector<std::atomic<int>> hits(1000);
  pool.run(1000, 7, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) hits[i]++;
  });
  for (auto& h : hits) EXPECT_EQ(h.load(), 1);
}

TEST(ThreadPool, RethrowsWorkerExceptions) {
  ThreadPool pool(3);
  EXPECT_THROW(pool.run(100, 1, [](int64_t b, int64_t) {
    if (b > 50) throw std::runtime_error("boom");
  }), std::runtime_error);
}

TEST(ParallelFor, NumThreadsAndNesting) {
  set_num_threads(3);
  EXPECT_EQ(get_num_threads(), 3);
  std::atomic<int64_t> total{0};
  parallel_for(10000, 100, [&](int64_t b, int64_t e) {
    parallel_for(e - b, 1, [&](int64_t b2, int64_t e2) { total += e2 - b2; });  // nested: inline
  });
  EXPECT_EQ(total.load(), 10000);
  set_num_threads(0);
}
