// The recursion checks of calls (vm/interpreter.h): the sys.getrecursionlimit() depth
// and the current thread's C stack, which is checked directly so that a raised limit
// cannot crash the process.
#include <pthread.h>

#include <cstdint>

#include "runtime/context.h"
#include "vm/interpreter.h"

namespace tp::vm {

namespace {

// The lowest address the current thread's C stack may reach before RecursionError, with a
// margin for the native code that runs between checks. Per thread (not per Context): a
// Context's code may run on several threads, each with its own stack.
constexpr size_t kStackMargin = 256u << 10;
thread_local const char* t_stack_limit = nullptr;

const char* stack_limit(const char* here) {
  if (t_stack_limit) return t_stack_limit;
  pthread_attr_t attr;
  void* addr = nullptr;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
  }
  if (addr && size > 2 * kStackMargin)
    t_stack_limit = static_cast<const char*>(addr) + kStackMargin;
  else
    t_stack_limit = reinterpret_cast<const char*>(reinterpret_cast<uintptr_t>(here) - (1u << 20));  // unknown: 1 MiB
  return t_stack_limit;
}

}  // namespace

bool enter_recursive_call(Context& ctx, const char* where) {
  char marker = 0;
  VMState& s = ctx.vm;
  bool deep = ++s.recursion_depth > s.recursion_limit;
  if (deep || &marker < stack_limit(&marker)) {
    --s.recursion_depth;
    ctx.raise(ctx.builtins.exc_RecursionError, "maximum recursion depth exceeded%s", where);
    return false;
  }
  return true;
}

bool check_native_stack(Context& ctx, const char* where) {
  char marker = 0;
  if (&marker < stack_limit(&marker)) {
    ctx.raise(ctx.builtins.exc_RecursionError, "maximum recursion depth exceeded%s", where);
    return false;
  }
  return true;
}

}  // namespace tp::vm
