// VMState: the VM's part of a Context (frames, value stacks, recursion depth, module table,
// sys state). Owned by src/vm; extend freely.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "objects/value.h"

namespace tp {
class DictObject;
class ModuleObject;
class Object;
}  // namespace tp

namespace tp::vm {

class FrameObject;

struct VMState {
  int recursion_depth = 0;
  // sys.getrecursionlimit(). Python frames and native->Python re-entries both count.
  int recursion_limit = 1000;
  // The C stack is also checked directly (vm/eval.cpp, per thread): near the end of the
  // thread's stack RecursionError is raised whatever the limit says, so a raised
  // sys.setrecursionlimit() cannot crash the process. stack_base is kept for embedders
  // and unused by the check.
  const char* stack_base = nullptr;

  FrameObject* current_frame = nullptr;  // innermost running frame (null at top level)
  // Finished frames waiting for reuse, by size class (Note [Frame free lists], frame.h;
  // 5 = kFrameClasses). Marked as roots; they hold nothing.
  std::vector<FrameObject*> free_frames[5];

  // The exception being handled (sys.exc_info()[1]); Null when none. Saved and restored
  // by PUSH_EXC_INFO / POP_EXCEPT.
  Value handled_exception;
  // The exception that a frame just propagated to its caller: the caller's eval loop
  // recognises it and neither chains it (__context__) nor treats it as freshly raised.
  Value propagating;

  DictObject* modules = nullptr;       // sys.modules
  ModuleObject* sys_module = nullptr;  // sys
  Value sys_path;                      // the sys.path list
  Value argv;                          // the sys.argv list
  std::vector<std::string> extra_path;  // unused hook for embedders (prepended to sys.path)
  bool ml_bound = false;               // builtins.ml has been resolved

  // The names of the current frame of `Interactive` code echoed by PRINT_EXPR.
  bool interactive = false;

  // --- limits set by a host (Note [Context limits], vm/limits.h) ---
  // Set from any thread (tpContextInterrupt); the main thread's next safe point clears it
  // and raises KeyboardInterrupt.
  std::atomic<bool> interrupt{false};
  // The instruction budget: while `counting`, every instruction decrements budget_left;
  // safe points raise RuntimeError once it is negative. INT64_MAX when no budget is set.
  int64_t budget_left = INT64_MAX;
  int64_t budget = 0;  // the budget last set (0: none), for the message
  bool counting = false;
  // The sandbox (Note [Sandbox], vm/limits.h): no file, process or environment access;
  // imports limited to `import_allow` (top-level names; the submodules of a listed
  // package are allowed too).
  bool sandboxed = false;
  std::vector<std::string> import_allow;
};

}  // namespace tp::vm
