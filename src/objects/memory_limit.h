// Out-of-memory handling shared by every layer that allocates on behalf of Python code.
//
// Two halves, both ending in a pending MemoryError (CPython prints it with no message):
//  * Up-front checks: a request whose size cannot be satisfied (more bytes than the machine
//    has, or than RLIMIT_AS allows) fails at once, as CPython's failed preallocation does,
//    instead of filling memory slowly (`'x'.ljust(10**12)`, `list(range(10**12))`).
//  * Note [C++ exceptions at native boundaries]: std::bad_alloc and std::length_error thrown
//    by a std::string/std::vector inside native code must not terminate the process. The
//    boundaries where native code is entered (builtin_call in function_objects.cpp, and
//    eval_frame as the last resort for slots reached straight from the eval loop, such as
//    `s + s`) catch them, undo the bookkeeping the unwound code could not (recursion depth,
//    manually pushed GC handles) and leave a MemoryError pending.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/context.h"

namespace tp::objects {

// The most bytes one allocation may plausibly get: the smaller of physical memory and the
// address-space limit (RLIMIT_AS), read once.
uint64_t allocation_limit();

// True when `count` items of `item_size` bytes (computed in double, so no overflow) fit
// under allocation_limit(); otherwise raises MemoryError and returns false.
bool check_allocation(Context& ctx, double count, double item_size = 1.0);
// For repetition (`b'xy' * n`): a total past PY_SSIZE_T_MAX is OverflowError with
// `overflow_message` ("repeated bytes are too long"), as CPython; otherwise check_allocation.
bool check_repeat_allocation(Context& ctx, double count, double item_size, const char* overflow_message);

// Counts the growth of storage `o` owns outside the heap (a list's items after append),
// from `before` to `after` bytes, against the context's memory limit (Note [Memory limit]
// in gc/heap.h); throws std::bad_alloc past it, with the growth already done. Only with a
// limit set: without one, the collection policy stays what it was (storage counted at
// construction).
inline void count_growth(Context& ctx, Object* o, size_t before, size_t after) {
  if (after > before && ctx.heap.memory_limit() != 0) ctx.heap.account(o, after - before);
}

// Bookkeeping saved at a native boundary and restored when a C++ exception unwinds it.
struct NativeBoundary {
  int recursion_depth;
  size_t handles;
};
NativeBoundary enter_native_boundary(Context& ctx);
// Restores the saved state and makes a MemoryError pending; returns Value::null().
Value out_of_memory_at_boundary(Context& ctx, const NativeBoundary& saved);

}  // namespace tp::objects
