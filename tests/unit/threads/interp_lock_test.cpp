// InterpreterLock: mutual exclusion, the switch request after the interval, hand-over by
// yield_to_waiter, and WithoutInterpreterLock around parallel_for (Note [The interpreter
// lock]).
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "threads/interp_lock.h"
#include "threads/thread_pool.h"

using namespace tp::threads;

TEST(InterpreterLock, MutualExclusion) {
  std::atomic<bool> flag{false};
  InterpreterLock lock(&flag);
  int64_t counter = 0;  // guarded by `lock` only
  std::vector<std::thread> ts;
  for (int t = 0; t < 4; ++t)
    ts.emplace_back([&] {
      for (int i = 0; i < 20000; ++i) {
        lock.acquire();
        ++counter;
        lock.release();
      }
    });
  for (auto& t : ts) t.join();
  EXPECT_EQ(counter, 80000);
}

TEST(InterpreterLock, WaiterRequestsSwitchAndGetsIt) {
  std::atomic<bool> flag{false};
  InterpreterLock lock(&flag);
  lock.set_switch_interval(0.001);
  EXPECT_DOUBLE_EQ(lock.switch_interval(), 0.001);
  lock.acquire();
  std::atomic<bool> got{false};
  std::thread waiter([&] {
    lock.acquire();
    got = true;
    lock.release();
  });
  // The holder polls the flag as the eval loop does and yields when it is set.
  while (!flag.load()) std::this_thread::yield();
  lock.yield_to_waiter();
  EXPECT_TRUE(got.load());  // forced switching: the waiter ran before we got it back
  lock.release();
  waiter.join();
}

namespace {
struct CountingThread : LockedThread {
  InterpreterLock* lock;
  int detached = 0, attached = 0;
  void detach() override {
    ++detached;
    lock->release();
  }
  void attach() override {
    lock->acquire();
    ++attached;
  }
};
}  // namespace

TEST(InterpreterLock, ReleasedAroundLargeParallelFor) {
  std::atomic<bool> flag{false};
  InterpreterLock lock(&flag);
  CountingThread me;
  me.lock = &lock;
  lock.acquire();
  set_current_locked_thread(&me);
  parallel_for(10, 100, [](int64_t, int64_t) {});  // under the grain: kept
  EXPECT_EQ(me.detached, 0);
  parallel_for(1000, 10, [](int64_t, int64_t) {
    EXPECT_EQ(current_locked_thread(), nullptr);
  });
  EXPECT_EQ(me.detached, 1);
  EXPECT_EQ(me.attached, 1);
  EXPECT_EQ(current_locked_thread(), &me);
  {
    WithoutInterpreterLock outer;
    WithoutInterpreterLock inner;  // nested: a no-op
    EXPECT_TRUE(outer.released());
    EXPECT_FALSE(inner.released());
  }
  EXPECT_EQ(me.detached, 2);
  set_current_locked_thread(nullptr);
  lock.release();
}
