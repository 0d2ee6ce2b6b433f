// Out-of-memory checks and the native-boundary recovery (see memory_limit.h).
#include "objects/memory_limit.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

namespace tp::objects {

uint64_t allocation_limit() {
  static const uint64_t limit = [] {
    uint64_t phys = UINT64_MAX;
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page > 0) phys = static_cast<uint64_t>(pages) * static_cast<uint64_t>(page);
    struct rlimit rl;
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
      phys = std::min<uint64_t>(phys, rl.rlim_cur);
    return phys;
  }();
  return limit;
}

bool check_allocation(Context& ctx, double count, double item_size) {
  double bytes = count * item_size;
  if (bytes <= static_cast<double>(allocation_limit())) {
    // The context's memory limit (Note [Memory limit], gc/heap.h): the room left. A refusal
    // goes through the heap's own check (add_external throws, counting nothing), so that it
    // requests a collection and grants the handler its margin as any refused allocation.
    if (ctx.heap.memory_limit() == 0 || bytes <= static_cast<double>(ctx.heap.memory_room())) return true;
    try {
      size_t n = bytes >= 1e18 ? static_cast<size_t>(1e18) : static_cast<size_t>(bytes);
      ctx.heap.add_external(n);
      ctx.heap.remove_external(n);  // fits after all (the margin): allowed
      return true;
    } catch (const std::bad_alloc&) {
    }
  }
  gc::Heap::Unlimited unlimited(ctx.heap);
  ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
  return false;
}

bool check_repeat_allocation(Context& ctx, double count, double item_size, const char* overflow_message) {
  if (count * item_size >= 9223372036854775808.0) {  // past PY_SSIZE_T_MAX
    ctx.raise(ctx.builtins.exc_OverflowError, "%s", overflow_message);
    return false;
  }
  return check_allocation(ctx, count, item_size);
}

NativeBoundary enter_native_boundary(Context& ctx) {
  return NativeBoundary{ctx.vm.recursion_depth, ctx.heap.handle_stack().size()};
}

Value out_of_memory_at_boundary(Context& ctx, const NativeBoundary& saved) {
  ctx.vm.recursion_depth = saved.recursion_depth;
  auto& handles = ctx.heap.handle_stack();
  if (handles.size() > saved.handles) handles.resize(saved.handles);
  ctx.take_exception();
  gc::Heap::Unlimited unlimited(ctx.heap);  // Note [Memory limit]
  return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
}

}  // namespace tp::objects
