// The `_thread` module: OS threads (start_new_thread), the lock type and the native RLock,
// thread identities, as CPython 3.11's _thread. lib/threading.py builds the threading API
// on it. Waits on a lock let go of the interpreter lock (Note [The interpreter lock],
// threads/interp_lock.h); on the main thread they wake every 50 ms to turn Ctrl-C into
// KeyboardInterrupt, as CPython's lock waits are interruptible there.
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <mutex>

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"
#include "threads/interp_lock.h"
#include "vm/interpreter.h"
#include "vm/limits.h"
#include "vm/thread_state.h"

namespace tp::stdlib {

void add_atomic_type(Context& ctx, ModuleObject* m, const char* module_name);  // atomic_type.cpp

namespace {

enum Slot : size_t { kLockType, kRLockType, kStackSize, kSlotCount };

constexpr double kTimeoutMax = 9223372036.0;  // CPython's _thread.TIMEOUT_MAX

// A lock's state, guarded by its own mutex (a waiting thread holds no interpreter lock).
// For an RLock, owner/count say who holds it how many times.
struct LockCore {
  std::mutex mutex;
  std::condition_variable freed;
  bool locked = false;
  uint64_t owner = 0;
  uint64_t count = 0;
};

class LockObject : public Object {
 public:
  explicit LockObject(TypeObject* type) : Object(type) {}
  LockCore core;
};

// An unsigned 64-bit int as a Python int (thread idents are pthread_t values).
Value int_from_u64(Context& ctx, uint64_t v) {
  if (v <= static_cast<uint64_t>(INT64_MAX)) return Value::small_int(static_cast<int64_t>(v));
  mpz_t z;
  mpz_init_set_ui(z, static_cast<unsigned long>(v));
  Value r = objects::int_from_mpz(ctx, z);
  mpz_clear(z);
  return r;
}

LockObject* as_lock(Value v) { return static_cast<LockObject*>(v.as_object()); }

// Waits until take() (called with the core's mutex held) succeeds. blocking=false tries
// once; timeout < 0 waits forever. 1: acquired; 0: not (timeout / non-blocking); -1:
// KeyboardInterrupt pending.
template <class Take>
int acquire_core(Context& ctx, LockCore& c, bool blocking, double timeout, Take take) {
  {
    std::lock_guard<std::mutex> g(c.mutex);
    if (take()) return 1;
  }
  if (!blocking) return 0;
  using Clock = std::chrono::steady_clock;
  const bool main = vm::on_main_thread(ctx);
  const bool forever = timeout < 0;
  const Clock::time_point deadline =
      forever ? Clock::time_point::max()
              : Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
  int result = 0;
  {
    threads::WithoutInterpreterLock unlocked;
    std::unique_lock<std::mutex> g(c.mutex);
    for (;;) {
      if (take()) {
        result = 1;
        break;
      }
      if (main && vm::interrupt_pending(ctx)) {
        result = -1;
        break;
      }
      Clock::time_point now = Clock::now();
      if (!forever && now >= deadline) break;
      Clock::time_point wake = deadline;
      if (main) wake = std::min(wake, now + std::chrono::milliseconds(50));
      if (wake == Clock::time_point::max())
        c.freed.wait(g);
      else
        c.freed.wait_until(g, wake);
    }
  }
  if (result == -1) {
    vm::clear_interrupt(ctx);
    ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
  }
  return result;
}

// acquire(blocking=True, timeout=-1)'s arguments, checked as CPython does.
bool parse_acquire(Context& ctx, const CallArgs& call, const char* name, bool* blocking, double* timeout) {
  static const char* const kNames[] = {"blocking", "timeout"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), name, kNames, 0, a)) return false;
  *blocking = true;
  *timeout = -1;
  if (!a[0].is_null()) {
    auto b = protocol::index_as_int64(ctx, a[0]);
    if (!b) return false;
    *blocking = *b != 0;
  }
  if (!a[1].is_null()) {
    if (a[1].is_float()) {
      *timeout = a[1].as_float();
    } else {
      auto t = protocol::index_as_int64(ctx, a[1]);
      if (!t) return false;
      *timeout = static_cast<double>(*t);
    }
  }
  if (!*blocking && *timeout != -1) {
    ctx.raise(ctx.builtins.exc_ValueError, "can't specify a timeout for a non-blocking call");
    return false;
  }
  if (std::isnan(*timeout)) {
    ctx.raise(ctx.builtins.exc_ValueError, "Invalid value NaN (not a number)");
    return false;
  }
  if (*timeout < 0 && *timeout != -1) {
    ctx.raise(ctx.builtins.exc_ValueError, "timeout value must be positive");
    return false;
  }
  if (*timeout > 9.2e18) {
    ctx.raise(ctx.builtins.exc_OverflowError, "timestamp out of range for platform time_t");
    return false;
  }
  if (*timeout > kTimeoutMax) {
    ctx.raise(ctx.builtins.exc_OverflowError, "timeout value is too large");
    return false;
  }
  return true;
}

// --- lock ---

Value lock_make(Context& ctx, TypeObject* cls) {
  if (cls->is_heap_type) return Value::object(ctx.heap.make<WithDict<LockObject>>(cls));
  return Value::object(ctx.heap.make<LockObject>(cls));
}

Value lock_acquire_named(Context& ctx, const CallArgs& call, const char* name) {
  bool blocking;
  double timeout;
  if (!parse_acquire(ctx, call, name, &blocking, &timeout)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  int r = acquire_core(ctx, c, blocking, timeout, [&] {
    if (c.locked) return false;
    c.locked = true;
    return true;
  });
  if (r < 0) return Value::null();
  return Value::boolean(r == 1);
}
Value lock_acquire(Context& ctx, const CallArgs& call) { return lock_acquire_named(ctx, call, "acquire"); }
Value lock_acquire_lock(Context& ctx, const CallArgs& call) { return lock_acquire_named(ctx, call, "acquire_lock"); }
Value lock_enter(Context& ctx, const CallArgs& call) { return lock_acquire_named(ctx, call, "__enter__"); }

Value lock_release(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "release", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  {
    std::lock_guard<std::mutex> g(c.mutex);
    if (!c.locked) return ctx.raise(ctx.builtins.exc_RuntimeError, "release unlocked lock");
    c.locked = false;
  }
  c.freed.notify_one();
  return Value::none();
}

Value lock_exit(Context& ctx, const CallArgs& call) {
  CallArgs c = call;
  c.nargs = 1;
  c.kwnames = nullptr;
  return lock_release(ctx, c);
}

Value lock_locked(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "locked", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  std::lock_guard<std::mutex> g(c.mutex);
  return Value::boolean(c.locked);
}

Value lock_at_fork_reinit(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_at_fork_reinit", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  std::lock_guard<std::mutex> g(c.mutex);
  c.locked = false;
  c.owner = c.count = 0;
  return Value::none();
}

Value lock_repr(Context& ctx, const CallArgs& call) {
  LockObject* l = as_lock(call.args[0]);
  bool locked;
  {
    std::lock_guard<std::mutex> g(l->core.mutex);
    locked = l->core.locked;
  }
  char buf[128];
  snprintf(buf, sizeof buf, "<%s %s object at %p>", locked ? "locked" : "unlocked",
           objects::type_name(ctx, call.args[0]) == std::string("lock") ? "_thread.lock" : objects::type_name(ctx, call.args[0]),
           static_cast<void*>(l));
  return objects::str_from(ctx, buf);
}

const objects::MethodDef lock_methods[] = {
    {"acquire", lock_acquire, "acquire(blocking=True, timeout=-1) -> bool\n\nLock the lock."},
    {"acquire_lock", lock_acquire_lock, "An obsolete synonym of acquire()."},
    {"release", lock_release, "release()\n\nRelease the lock."},
    {"release_lock", lock_release, "An obsolete synonym of release()."},
    {"locked", lock_locked, "locked() -> bool\n\nTest whether the lock is currently locked."},
    {"locked_lock", lock_locked, "An obsolete synonym of locked()."},
    {"__enter__", lock_enter, "Lock the lock."},
    {"__exit__", lock_exit, "Release the lock."},
    {"_at_fork_reinit", lock_at_fork_reinit, nullptr},
    {"__repr__", lock_repr, nullptr},
    {}};

// --- RLock ---

Value rlock_acquire(Context& ctx, const CallArgs& call) {
  bool blocking;
  double timeout;
  if (!parse_acquire(ctx, call, "acquire", &blocking, &timeout)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  uint64_t me = vm::current_thread_ident();
  int r = acquire_core(ctx, c, blocking, timeout, [&] {
    if (c.locked && c.owner == me) {
      ++c.count;
      return true;
    }
    if (c.locked) return false;
    c.locked = true;
    c.owner = me;
    c.count = 1;
    return true;
  });
  if (r < 0) return Value::null();
  return Value::boolean(r == 1);
}

Value rlock_release(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "release", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  uint64_t me = vm::current_thread_ident();
  bool freed = false;
  {
    std::lock_guard<std::mutex> g(c.mutex);
    if (!c.locked || c.owner != me) return ctx.raise(ctx.builtins.exc_RuntimeError, "cannot release un-acquired lock");
    if (--c.count == 0) {
      c.locked = false;
      c.owner = 0;
      freed = true;
    }
  }
  if (freed) c.freed.notify_one();
  return Value::none();
}

Value rlock_exit(Context& ctx, const CallArgs& call) {
  CallArgs c = call;
  c.nargs = 1;
  c.kwnames = nullptr;
  return rlock_release(ctx, c);
}

Value rlock_is_owned(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_is_owned", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  std::lock_guard<std::mutex> g(c.mutex);
  return Value::boolean(c.locked && c.owner == vm::current_thread_ident());
}

Value rlock_release_save(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_release_save", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  uint64_t count, owner;
  {
    std::lock_guard<std::mutex> g(c.mutex);
    if (c.count == 0) return ctx.raise(ctx.builtins.exc_RuntimeError, "cannot release un-acquired lock");
    count = c.count;
    owner = c.owner;
    c.locked = false;
    c.owner = c.count = 0;
  }
  c.freed.notify_one();
  Value items[2] = {int_from_u64(ctx, count), int_from_u64(ctx, owner)};
  return protocol::new_tuple(ctx, items, 2);
}

Value rlock_acquire_restore(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_acquire_restore", 2, 2)) return Value::null();
  Value state = call.args[1];
  if (!objects::is_tuple(ctx, state) || objects::as_tuple(state)->size() != 2)
    return ctx.raise(ctx.builtins.exc_TypeError, "_acquire_restore() argument 1 must be tuple of 2 ints");
  auto count = protocol::index_as_int64(ctx, objects::as_tuple(state)->items[0]);
  if (!count) return Value::null();
  auto owner = protocol::index_as_int64(ctx, objects::as_tuple(state)->items[1]);
  if (!owner) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  int r = acquire_core(ctx, c, true, -1, [&] {
    if (c.locked) return false;
    c.locked = true;
    c.owner = static_cast<uint64_t>(*owner);
    c.count = static_cast<uint64_t>(*count);
    return true;
  });
  if (r < 0) return Value::null();
  return Value::none();
}

Value rlock_recursion_count(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_recursion_count", 1, 1)) return Value::null();
  LockCore& c = as_lock(call.args[0])->core;
  std::lock_guard<std::mutex> g(c.mutex);
  return Value::small_int(c.locked && c.owner == vm::current_thread_ident() ? static_cast<int64_t>(c.count) : 0);
}

Value rlock_repr(Context& ctx, const CallArgs& call) {
  LockObject* l = as_lock(call.args[0]);
  bool locked;
  uint64_t owner, count;
  {
    std::lock_guard<std::mutex> g(l->core.mutex);
    locked = l->core.locked;
    owner = l->core.owner;
    count = l->core.count;
  }
  std::string type = objects::type_name(ctx, call.args[0]);
  if (type == "RLock") type = "_thread.RLock";
  char buf[256];
  snprintf(buf, sizeof buf, "<%s %s object owner=%llu count=%llu at %p>", locked ? "locked" : "unlocked",
           type.c_str(), static_cast<unsigned long long>(owner), static_cast<unsigned long long>(count),
           static_cast<void*>(l));
  return objects::str_from(ctx, buf);
}

const objects::MethodDef rlock_methods[] = {
    {"acquire", rlock_acquire, "acquire(blocking=True, timeout=-1) -> bool\n\nLock the lock."},
    {"release", rlock_release, "release()\n\nRelease the lock."},
    {"__enter__", rlock_acquire, "Lock the lock."},
    {"__exit__", rlock_exit, "Release the lock."},
    {"_is_owned", rlock_is_owned, nullptr},
    {"_release_save", rlock_release_save, nullptr},
    {"_acquire_restore", rlock_acquire_restore, nullptr},
    {"_recursion_count", rlock_recursion_count, nullptr},
    {"_at_fork_reinit", lock_at_fork_reinit, nullptr},
    {"__repr__", rlock_repr, nullptr},
    {}};

// --- module functions (args[0] is the module state) ---

StateObject* state_of(const CallArgs& call) { return static_cast<StateObject*>(call.args[0].as_object()); }

Value thread_start_new_thread(Context& ctx, const CallArgs& call) {
  CallArgs c = objects::without_self(call);
  if (!objects::check_args(ctx, c, "start_new_thread", 2, 3)) return Value::null();
  Value fn = c.args[0], args = c.args[1], kwargs = c.nargs > 2 ? c.args[2] : Value::null();
  if (!protocol::is_callable(ctx, fn)) return ctx.raise(ctx.builtins.exc_TypeError, "first arg must be callable");
  if (!objects::is_tuple(ctx, args)) return ctx.raise(ctx.builtins.exc_TypeError, "2nd arg must be a tuple");
  if (!kwargs.is_null() && !objects::is_dict(ctx, kwargs))
    return ctx.raise(ctx.builtins.exc_TypeError, "optional 3rd arg must be a dictionary");
  uint64_t ident = vm::start_thread(ctx, fn, args, kwargs);
  if (ident == 0) return Value::null();
  return int_from_u64(ctx, ident);
}

Value thread_allocate_lock(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "allocate_lock", 0, 0)) return Value::null();
  return Value::object(ctx.heap.make<LockObject>(state_of(call)->type_at(kLockType)));
}

Value thread_get_ident(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "get_ident", 0, 0)) return Value::null();
  return int_from_u64(ctx, vm::current_thread_ident());
}

Value thread_get_native_id(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "get_native_id", 0, 0)) return Value::null();
  return Value::small_int(vm::current_native_id());
}

Value thread_count(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "_count", 0, 0)) return Value::null();
  return Value::small_int(vm::thread_count(ctx) - 1);
}

// Accepted and remembered; new threads get max(8 MiB, the system default) whatever it says.
Value thread_stack_size(Context& ctx, const CallArgs& call) {
  CallArgs c = objects::without_self(call);
  if (!objects::check_args(ctx, c, "stack_size", 0, 1)) return Value::null();
  StateObject* s = state_of(call);
  Value old = s->slots[kStackSize];
  if (c.nargs == 1) {
    auto n = protocol::index_as_int64(ctx, c.args[0]);
    if (!n) return Value::null();
    if (*n != 0 && *n < 32768) return ctx.raise(ctx.builtins.exc_ValueError, "size not valid: %lld bytes", static_cast<long long>(*n));
    s->slots[kStackSize] = Value::small_int(*n);
  }
  return old;
}

Value thread_interrupt_main(Context& ctx, const CallArgs& call) {
  CallArgs c = objects::without_self(call);
  if (!objects::check_args(ctx, c, "interrupt_main", 0, 1)) return Value::null();
  if (c.nargs == 1) {
    auto n = protocol::index_as_int64(ctx, c.args[0]);
    if (!n) return Value::null();
    if (*n != SIGINT) return ctx.raise(ctx.builtins.exc_ValueError, "signal number out of range");
  }
  vm::request_interrupt();
  return Value::none();
}

Value thread_exit(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "exit", 0, 0)) return Value::null();
  return ctx.raise_value(Value::object(ctx.builtins.exc_SystemExit));
}

const objects::MethodDef thread_functions[] = {
    {"start_new_thread", thread_start_new_thread,
     "start_new_thread(function, args[, kwargs])\n\nStart a new thread and return its identifier."},
    {"start_new", thread_start_new_thread, "An obsolete synonym of start_new_thread()."},
    {"allocate_lock", thread_allocate_lock, "allocate_lock() -> lock object\n\nCreate a new lock object."},
    {"allocate", thread_allocate_lock, "An obsolete synonym of allocate_lock()."},
    {"get_ident", thread_get_ident, "get_ident() -> integer\n\nReturn a non-zero integer that uniquely identifies the current thread."},
    {"get_native_id", thread_get_native_id, "get_native_id() -> integer\n\nReturn the native integral thread ID of the current thread."},
    {"_count", thread_count, "_count() -> integer\n\nReturn the number of currently running threads started by this module."},
    {"stack_size", thread_stack_size, "stack_size([size]) -> size\n\nReturn the thread stack size used when creating new threads."},
    {"interrupt_main", thread_interrupt_main, "interrupt_main(signum=signal.SIGINT, /)\n\nSimulate the arrival of the given signal in the main thread."},
    {"exit", thread_exit, "exit()\n\nThis is synonymous to ``raise SystemExit''."},
    {"exit_thread", thread_exit, "An obsolete synonym of exit()."},
    {}};

}  // namespace

ModuleObject* init__thread(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* m = new_state_module(ctx, "_thread", kSlotCount);
  scope.keep(m);
  TypeObject* lock = objects::new_native_type(ctx, "lock", ctx.builtins.object_type, lock_make);
  objects::add_methods(ctx, lock, lock_methods);
  objects::set_type_attr(ctx, lock, "__module__", objects::str_from(ctx, "_thread"));
  m->slots[kLockType] = Value::object(lock);
  TypeObject* rlock = objects::new_native_type(ctx, "RLock", ctx.builtins.object_type, lock_make);
  objects::add_methods(ctx, rlock, rlock_methods);
  objects::set_type_attr(ctx, rlock, "__module__", objects::str_from(ctx, "_thread"));
  m->slots[kRLockType] = Value::object(rlock);
  m->slots[kStackSize] = Value::small_int(0);
  add_state_functions(ctx, m, thread_functions, m);
  objects::set_module_attr(ctx, m, "LockType", Value::object(lock));
  objects::set_module_attr(ctx, m, "RLock", Value::object(rlock));
  objects::set_module_attr(ctx, m, "error", Value::object(ctx.builtins.exc_RuntimeError));
  objects::set_module_attr(ctx, m, "TIMEOUT_MAX", Value::floating(kTimeoutMax));
  add_atomic_type(ctx, m, "threading");
  return m;
}

}  // namespace tp::stdlib
