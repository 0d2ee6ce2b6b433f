// ThreadPool and the process-wide kernel pool behind parallel_for (see thread_pool.h).
#include "threads/thread_pool.h"

#include <algorithm>
#include <memory>

#include "threads/interp_lock.h"

namespace tp::threads {

namespace {
thread_local bool t_in_worker = false;
}

ThreadPool::ThreadPool(int num_threads) {
  int extra = std::max(0, num_threads - 1);
  workers_.reserve(extra);
  for (int i = 0; i < extra; ++i) workers_.emplace_back([this, i] { worker_loop(i); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (auto& w : workers_) w.join();
}

void ThreadPool::worker_loop(int) {
  t_in_worker = true;
  uint64_t seen = 0;
  for (;;) {
    std::unique_lock<std::mutex> lock(mutex_);
    wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
    if (stop_) return;
    seen = generation_;
    while (job_ && next_chunk_ < num_chunks_) {
      int64_t c = next_chunk_++;
      const auto* fn = job_;
      lock.unlock();
      int64_t b = c * chunk_, e = std::min(job_n_, b + chunk_);
      try {
        (*fn)(b, e);
      } catch (...) {
        std::lock_guard<std::mutex> g(mutex_);
        if (!error_) error_ = std::current_exception();
      }
      lock.lock();
      if (++chunks_done_ == num_chunks_) done_.notify_all();
    }
  }
}

void ThreadPool::run(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn) {
  if (n <= 0) return;
  grain = std::max<int64_t>(grain, 1);
  int64_t max_chunks = std::min<int64_t>(num_threads(), (n + grain - 1) / grain);
  if (max_chunks <= 1 || workers_.empty()) {
    fn(0, n);
    return;
  }
  // Another interpreter thread's kernel has the workers: compute on this thread alone
  // rather than queue behind it (each thread's kernels then still run in parallel).
  std::unique_lock<std::mutex> serial(run_mutex_, std::try_to_lock);
  if (!serial.owns_lock()) {
    fn(0, n);
    return;
  }
  std::unique_lock<std::mutex> lock(mutex_);
  job_ = &fn;
  job_n_ = n;
  chunk_ = (n + max_chunks - 1) / max_chunks;
  num_chunks_ = (n + chunk_ - 1) / chunk_;
  next_chunk_ = 0;
  chunks_done_ = 0;
  error_ = nullptr;
  ++generation_;
  wake_.notify_all();
  bool was_worker = t_in_worker;
  t_in_worker = true;  // nested parallel_for on the caller runs inline too
  while (next_chunk_ < num_chunks_) {
    int64_t c = next_chunk_++;
    lock.unlock();
    int64_t b = c * chunk_, e = std::min(n, b + chunk_);
    try {
      fn(b, e);
    } catch (...) {
      std::lock_guard<std::mutex> g(mutex_);
      if (!error_) error_ = std::current_exception();
    }
    lock.lock();
    ++chunks_done_;
  }
  t_in_worker = was_worker;
  done_.wait(lock, [&] { return chunks_done_ == num_chunks_; });
  job_ = nullptr;
  std::exception_ptr err = error_;
  error_ = nullptr;
  lock.unlock();
  if (err) std::rethrow_exception(err);
}

namespace {
std::mutex g_pool_mutex;
// Shared so that set_num_threads() on one interpreter thread cannot free the pool under a
// kernel running on another (the old pool dies with its last user).
std::shared_ptr<ThreadPool> g_pool;
int g_num_threads = 0;

int default_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

// The kernel pool, or null when kernels run on one thread.
std::shared_ptr<ThreadPool> kernel_pool() {
  std::lock_guard<std::mutex> lock(g_pool_mutex);
  if (g_num_threads <= 0) g_num_threads = default_threads();
  if (g_num_threads <= 1) return nullptr;
  if (!g_pool) g_pool = std::make_shared<ThreadPool>(g_num_threads);
  return g_pool;
}
}  // namespace

void set_num_threads(int n) {
  std::lock_guard<std::mutex> lock(g_pool_mutex);
  int want = n <= 0 ? default_threads() : n;
  if (g_pool && g_num_threads == want) return;
  g_pool.reset();
  g_num_threads = want;
}

int get_num_threads() {
  std::lock_guard<std::mutex> lock(g_pool_mutex);
  return g_num_threads <= 0 ? default_threads() : g_num_threads;
}

bool in_parallel_region() { return t_in_worker; }

void parallel_for(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn) {
  if (n <= 0) return;
  if (t_in_worker || n <= grain) {
    fn(0, n);
    return;
  }
  // Work worth splitting is worth letting other interpreter threads run meanwhile
  // (Note [The interpreter lock]); fn touches only raw buffers.
  WithoutInterpreterLock unlocked;
  std::shared_ptr<ThreadPool> pool = kernel_pool();
  if (pool)
    pool->run(n, grain, fn);
  else
    fn(0, n);
}

}  // namespace tp::threads
