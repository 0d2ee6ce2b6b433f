// Per-thread interpreter state and the registry of a Context's threads (issue 11).
//
// Note [Thread states]
// A Context's VMState, pending exception and explicit-root stack describe the thread that
// holds the interpreter lock (Note [The interpreter lock], threads/interp_lock.h). Each OS
// thread that runs the Context's code has a ThreadState; when the thread lets go of the
// lock, detach() moves those fields (current frame chain, pending / handled / propagating
// exception, the StopIteration value in flight, recursion depth, Root handles, reprs in
// progress) into its ThreadState, and attach() moves them back after acquiring. So the VM
// reads its state where it always did, a switch costs a dozen moves, and nothing exists
// at all until a second thread starts (ctx.threads stays null).
// The collector (a root marker registered with the registry) marks every ThreadState's
// saved fields and the target/args of threads not yet running; the lock holder's saved
// fields are empty, its live state is marked by the VM's own root marker.
// The registry's list of states changes only under the lock. The main thread is the one
// that created the registry (the first start_new_thread or setswitchinterval); only it
// turns SIGINT into KeyboardInterrupt.
// At exit (finalize_threads, after threading._shutdown joined the non-daemon threads) the
// main thread keeps the lock for good: daemon threads block in attach() forever, and the
// registry (the lock they wait on) is leaked rather than destroyed under them.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "objects/value.h"
#include "threads/interp_lock.h"

namespace tp {
class Context;
class Object;
}  // namespace tp

namespace tp::vm {

class FrameObject;
class ThreadRegistry;

class ThreadState final : public threads::LockedThread {
 public:
  ThreadState(Context& context, ThreadRegistry& owner) : ctx(context), registry(owner) {}
  // Saves this thread's interpreter state and releases the lock.
  void detach() override;
  // Acquires the lock and restores the saved state.
  void attach() override;
  // The moves alone (the lock is handled by the caller).
  void save();
  void restore();

  Context& ctx;
  ThreadRegistry& registry;
  uint64_t ident = 0;      // pthread_self(), as _thread.get_ident()
  int64_t native_id = 0;   // gettid()

  // Saved while the thread does not hold the lock (empty while it does).
  Value pending_exception;
  Value handled_exception;
  Value propagating;
  Value stop_iteration_value;
  FrameObject* current_frame = nullptr;
  int recursion_depth = 0;
  std::vector<Object*> handles;
  std::vector<Object*> repr_in_progress;

  // The starting thread's tensor byte counter (tensor/allocator.h), installed on the new
  // thread: tensors its kernels allocate count towards the heap's collection triggers as
  // the main thread's do (without it a thread's tensors piled up until an object-count
  // collection, and every new output took fresh pages).
  const void* byte_counter = nullptr;

  // What a new thread runs; cleared when it finishes.
  Value target;
  Value args;
  Value kwargs;
};

class ThreadRegistry {
 public:
  explicit ThreadRegistry(Context& ctx);
  threads::InterpreterLock lock;
  std::vector<ThreadState*> states;  // every live thread's state; changed under the lock
  ThreadState* main = nullptr;
  bool finalizing = false;            // finalize_threads() ran: the main thread keeps the lock
  std::atomic<int> os_threads{0};     // started threads whose OS thread has not yet ended
};

// The Context's registry, created on first use; the calling thread becomes the main
// thread, holding the lock.
ThreadRegistry& thread_registry(Context& ctx);
// Starts an OS thread that runs target(*args, **kwargs) (kwargs may be Null) and reports an
// uncaught exception other than SystemExit as CPython's _thread does ("Exception ignored
// in thread started by: ..."). Returns the new thread's ident, or 0 with RuntimeError
// pending when no thread can be created.
uint64_t start_thread(Context& ctx, Value target, Value args, Value kwargs);
// At a safe point when ctx.switch_requested: hands the lock to a waiting thread.
void thread_switch(Context& ctx);
// True on the Context's main thread (always, before a second thread existed).
bool on_main_thread(const Context& ctx);
// _thread.get_ident() / get_native_id() of the calling OS thread.
uint64_t current_thread_ident();
int64_t current_native_id();
// Live threads of the Context (1 before any was started).
int thread_count(const Context& ctx);
// At interpreter exit, after threading._shutdown(): see Note [Thread states].
void finalize_threads(Context& ctx);
// From ~Context.
void destroy_thread_registry(Context& ctx);

}  // namespace tp::vm
