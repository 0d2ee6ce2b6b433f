// VMState: the VM's part of a Context (frames, value stacks, recursion depth, module table,
// sys state). Owned by src/vm; extend freely.
#pragma once

namespace tp::vm {

struct VMState {
  int recursion_depth = 0;
  int recursion_limit = 1000;
};

}  // namespace tp::vm
