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
  if (count * item_size <= static_cast<double>(allocation_limit())) return true;
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
  return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
}

}  // namespace tp::objects
