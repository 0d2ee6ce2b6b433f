// The interpreter lock: the mutex that serialises one Context's bytecode across OS threads,
// and the thread-local handle through which code that knows nothing of Contexts (tensor
// kernels, parallel_for, sleeps, lock waits) lets go of it while it blocks or computes.
//
// Note [The interpreter lock]
// One InterpreterLock per Context (owned by its vm::ThreadRegistry, src/vm/thread_state.h).
// A thread runs Python code, allocates, or touches any heap object only while it holds the
// lock; so the heap, the type caches, the module table and every object need no atomics.
// The lock is let go of:
//  - around blocking waits and long native work: time.sleep, _thread lock waits, tensor
//    kernels (parallel_for over more than `grain` items), through WithoutInterpreterLock;
//    such code must not touch heap objects until the lock is back (raw buffers are fine,
//    and tensor storage is reference-counted atomically);
//  - at the switch interval (sys.setswitchinterval, 5 ms by default as in CPython): a
//    thread that has waited that long for the lock sets the Context's switch_requested
//    flag; the eval loop checks it at its safe points (frame entry, backward jumps) and
//    hands the lock over (yield_to_waiter), waiting until another thread has taken it so
//    the requester does get its turn (CPython's "forced switching").
// Between a release and the next acquire the thread's Python state (frame stack, pending
// and handled exception, recursion depth, explicit roots) is saved in its ThreadState and
// restored afterwards (LockedThread::detach/attach), as CPython swaps thread states.
// Collection is therefore stop-the-world for free: the collecting thread holds the lock,
// every other thread is parked at a safe point, waiting for the lock, or in native code
// that holds no raw object pointers outside its Roots, and its saved state is a root.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace tp::threads {

class InterpreterLock {
 public:
  // `switch_requested` is the flag the eval loop polls (Context::switch_requested).
  explicit InterpreterLock(std::atomic<bool>* switch_requested) : switch_requested_(switch_requested) {}
  InterpreterLock(const InterpreterLock&) = delete;
  InterpreterLock& operator=(const InterpreterLock&) = delete;

  // Blocks until the calling thread holds the lock. While it waits longer than the switch
  // interval with no hand-over, it asks the holder to switch.
  void acquire();
  void release();
  // Called by the holder when a switch was requested: releases, waits until some other
  // thread took the lock (when any waits), and acquires again.
  void yield_to_waiter();

  // From now on waiters raise this lock's own flag instead of the Context's (the Context
  // is going away while daemon threads still wait for the lock, Note [Thread states]).
  void orphan();

  // The switch interval in seconds (> 0).
  void set_switch_interval(double seconds);
  double switch_interval() const;

 private:
  std::atomic<bool>* switch_requested_;  // guarded by mutex_ (orphan() changes it)
  std::atomic<bool> own_flag_{false};
  mutable std::mutex mutex_;
  std::condition_variable free_;      // signalled on release
  std::condition_variable switched_;  // signalled when a thread takes the lock
  bool locked_ = false;
  int waiters_ = 0;
  uint64_t switches_ = 0;  // times the lock was taken
  std::chrono::microseconds interval_{5000};
};

// A thread's side of the lock it holds; implemented by vm::ThreadState. detach() saves the
// thread's interpreter state and releases the lock; attach() acquires it and restores.
class LockedThread {
 public:
  virtual ~LockedThread() = default;
  virtual void detach() = 0;
  virtual void attach() = 0;
};

// The LockedThread whose lock the calling OS thread holds now, or null (no threads were
// ever started in its Context, or it let go of the lock). Thread-local.
LockedThread* current_locked_thread();
void set_current_locked_thread(LockedThread* t);

// Lets go of the calling thread's interpreter lock for its lifetime (a no-op when it holds
// none, e.g. on a kernel-pool worker or nested inside another WithoutInterpreterLock).
// Code inside must not touch heap objects (Note [The interpreter lock]).
class WithoutInterpreterLock {
 public:
  WithoutInterpreterLock() : thread_(current_locked_thread()) {
    if (thread_) {
      set_current_locked_thread(nullptr);
      thread_->detach();
    }
  }
  ~WithoutInterpreterLock() {
    if (thread_) {
      thread_->attach();
      set_current_locked_thread(thread_);
    }
  }
  WithoutInterpreterLock(const WithoutInterpreterLock&) = delete;
  WithoutInterpreterLock& operator=(const WithoutInterpreterLock&) = delete;
  bool released() const { return thread_ != nullptr; }

 private:
  LockedThread* thread_;
};

}  // namespace tp::threads
