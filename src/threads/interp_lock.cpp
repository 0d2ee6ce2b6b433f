// The interpreter lock's hand-over mechanics (Note [The interpreter lock], interp_lock.h)
// and the thread-local current holder.
#include "threads/interp_lock.h"

#include <cmath>

namespace tp::threads {

namespace {
thread_local LockedThread* t_current = nullptr;
}  // namespace

LockedThread* current_locked_thread() { return t_current; }
void set_current_locked_thread(LockedThread* t) { t_current = t; }

void InterpreterLock::acquire() {
  std::unique_lock<std::mutex> lock(mutex_);
  if (locked_) {
    ++waiters_;
    while (locked_) {
      uint64_t seen = switches_;
      // A whole interval without the lock changing hands: ask the holder to switch.
      if (!free_.wait_for(lock, interval_, [&] { return !locked_; }) && switches_ == seen)
        switch_requested_->store(true, std::memory_order_relaxed);
    }
    --waiters_;
  }
  locked_ = true;
  ++switches_;
  switch_requested_->store(false, std::memory_order_relaxed);
  lock.unlock();
  switched_.notify_all();
}

void InterpreterLock::release() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    locked_ = false;
  }
  free_.notify_one();
}

void InterpreterLock::yield_to_waiter() {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    switch_requested_->store(false, std::memory_order_relaxed);
    locked_ = false;
    uint64_t before = switches_;
    free_.notify_one();
    // Forced switching: do not take the lock straight back before the waiter woke up.
    if (waiters_ > 0) switched_.wait(lock, [&] { return switches_ != before || waiters_ == 0; });
  }
  acquire();
}

void InterpreterLock::orphan() {
  std::lock_guard<std::mutex> lock(mutex_);
  switch_requested_ = &own_flag_;
}

void InterpreterLock::set_switch_interval(double seconds) {
  std::lock_guard<std::mutex> lock(mutex_);
  double us = std::max(1.0, std::round(seconds * 1e6));
  interval_ = std::chrono::microseconds(static_cast<int64_t>(std::min(us, 1e15)));
}

double InterpreterLock::switch_interval() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<double>(interval_.count()) / 1e6;
}

}  // namespace tp::threads
