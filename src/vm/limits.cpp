// The instruction budget's bookkeeping (Note [Context limits], vm/limits.h). The interrupt
// flag's functions live with the SIGINT flag in vm/eval.cpp, next to the safe points.
#include "vm/limits.h"

#include <cinttypes>

#include "runtime/context.h"

namespace tp::vm {

bool set_instruction_budget(Context& ctx, int64_t n) {
  if (n < 0) return false;
  ctx.vm.budget = n;
  ctx.vm.counting = n > 0;
  ctx.vm.budget_left = n > 0 ? n : INT64_MAX;
  return true;
}

int64_t instructions_left(const Context& ctx) {
  return ctx.vm.counting ? ctx.vm.budget_left : INT64_MAX;
}

bool budget_exhausted(Context& ctx) {
  if (!ctx.vm.counting) {
    ctx.vm.budget_left = INT64_MAX;
    return true;
  }
  // Stay negative without wrapping: every later safe point raises again.
  ctx.vm.budget_left = -1;
  ctx.raise(ctx.builtins.exc_RuntimeError, "instruction budget of %" PRId64 " exhausted",
            ctx.vm.budget);
  return false;
}

}  // namespace tp::vm
