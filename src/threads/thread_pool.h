// ThreadPool and parallel_for: the worker threads that tensor kernels split their work over.
//
// One process-wide kernel pool (kernel_pool()) is shared by every Context: kernels are
// pure functions of their buffers, so sharing workers needs no per-context state. Its
// size is set_num_threads(n) (default: std::thread::hardware_concurrency()). A kernel
// calls parallel_for(n, grain, fn); ranges smaller than `grain` run inline on the caller,
// and a parallel_for issued from inside a worker also runs inline (no nested fan-out,
// so no deadlock and no oversubscription).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace tp::threads {

// A fixed set of workers executing chunked index ranges. Thread-safe: several threads may
// call run() at once; while one run() has the workers, another computes inline on its
// own thread (interpreter threads running kernels at once each keep a core busy).
class ThreadPool {
 public:
  explicit ThreadPool(int num_threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  // Number of threads that execute work, the caller included (>= 1).
  int num_threads() const { return static_cast<int>(workers_.size()) + 1; }

  // Calls fn(begin, end) over disjoint chunks covering [0, n), each chunk at least
  // `grain` long, on up to num_threads() threads (the caller takes part). Returns when
  // all chunks are done. The first exception thrown by fn is rethrown on the caller.
  void run(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);

 private:
  void worker_loop(int index);

  std::vector<std::thread> workers_;
  std::mutex run_mutex_;  // one run() at a time
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  const std::function<void(int64_t, int64_t)>* job_ = nullptr;
  int64_t job_n_ = 0;
  int64_t chunk_ = 0;
  int64_t next_chunk_ = 0;
  int64_t num_chunks_ = 0;
  int64_t chunks_done_ = 0;
  uint64_t generation_ = 0;
  bool stop_ = false;
  std::exception_ptr error_;
};

// Sets the number of threads kernels use (n >= 1; n <= 0 restores the default, the
// hardware core count). Recreates the kernel pool; kernels running on the old one finish
// on it (the pool is shared-owned).
void set_num_threads(int n);
// The number of threads kernels use.
int get_num_threads();

// True on a kernel-pool worker thread (parallel_for there runs inline).
bool in_parallel_region();

// Runs fn(begin, end) over chunks of [0, n) on the kernel pool when n > grain and more
// than one thread is configured; otherwise calls fn(0, n) inline. n <= 0 does nothing.
// When n > grain the calling thread's interpreter lock is let go of for the duration
// (Note [The interpreter lock], interp_lock.h): fn must touch only raw buffers.
void parallel_for(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);

}  // namespace tp::threads
