// Flow analysis of a code object's instructions: the deepest the value stack gets over
// every path, for co_stacksize (frames allocate exactly that many stack slots), and whether
// any path runs off the end of the code. A worklist over instructions propagates the depth
// along fall-through and jump edges; exception handlers (SETUP_*) are entered with the
// depth recorded at setup plus the pushed exception. Instructions no path reaches are not
// visited.
#include <vector>

#include "compiler/codegen.h"

namespace tp::compiler {

using vm::Opcode;

namespace {

// Effect on the fall-through path (`jump` false) or the jump path (`jump` true).
int effect(Opcode op, uint32_t arg, bool jump) {
  switch (op) {
    case Opcode::CALL: return -static_cast<int>(arg) - 1;
    case Opcode::CALL_FUNCTION_EX: return -2 - static_cast<int>(arg & 1);
    case Opcode::BUILD_TUPLE:
    case Opcode::BUILD_LIST:
    case Opcode::BUILD_SET:
    case Opcode::BUILD_STRING:
    case Opcode::BUILD_SLICE: return 1 - static_cast<int>(arg);
    case Opcode::BUILD_MAP: return 1 - 2 * static_cast<int>(arg);
    case Opcode::BUILD_CONST_KEY_MAP: return -static_cast<int>(arg);
    case Opcode::UNPACK_SEQUENCE: return static_cast<int>(arg) - 1;
    case Opcode::UNPACK_EX: return static_cast<int>((arg & 0xFF) + (arg >> 8));
    case Opcode::FOR_ITER: return jump ? -1 : 1;
    case Opcode::SEND: return jump ? -1 : 0;
    case Opcode::JUMP_IF_TRUE_OR_POP:
    case Opcode::JUMP_IF_FALSE_OR_POP: return jump ? 0 : -1;
    case Opcode::MAKE_FUNCTION: return -__builtin_popcount(arg);
    case Opcode::RAISE_VARARGS: return -static_cast<int>(arg);
    case Opcode::FORMAT_VALUE: return (arg & vm::kFormatHasSpec) ? -1 : 0;
    case Opcode::SETUP_FINALLY:
    case Opcode::SETUP_CLEANUP: return jump ? 1 : 0;
    case Opcode::SETUP_WITH: return jump ? 0 : 0;
    default: return vm::kOpcodeInfo[static_cast<int>(op)].stack_effect;
  }
}

bool is_jump(Opcode op) {
  switch (op) {
    case Opcode::FOR_ITER:
    case Opcode::SEND:
    case Opcode::JUMP_FORWARD:
    case Opcode::JUMP_BACKWARD:
    case Opcode::POP_JUMP_IF_FALSE:
    case Opcode::POP_JUMP_IF_TRUE:
    case Opcode::POP_JUMP_IF_NONE:
    case Opcode::POP_JUMP_IF_NOT_NONE:
    case Opcode::JUMP_IF_TRUE_OR_POP:
    case Opcode::JUMP_IF_FALSE_OR_POP:
    case Opcode::SETUP_FINALLY:
    case Opcode::SETUP_CLEANUP:
    case Opcode::SETUP_WITH: return true;
    default: return false;
  }
}

bool ends_block(Opcode op) {
  switch (op) {
    case Opcode::JUMP_FORWARD:
    case Opcode::JUMP_BACKWARD:
    case Opcode::RETURN_VALUE:
    case Opcode::RAISE_VARARGS:
    case Opcode::RERAISE: return true;
    default: return false;
  }
}

}  // namespace

FlowInfo analyze_flow(const std::vector<vm::Instruction>& code) {
  const int n = static_cast<int>(code.size());
  FlowInfo info;
  if (n == 0) {
    info.end_reachable = true;
    return info;
  }
  std::vector<int> depth(n + 1, -1);
  std::vector<int> work;
  int& max_depth = info.max_depth;
  bool consistent = true;  // on an inconsistency keep going: end_reachable must be complete
  auto visit = [&](int at, int d) -> bool {
    if (at < 0 || at > n) {  // a jump outside the code runs past its end too
      info.end_reachable = true;
      return false;
    }
    if (d < 0) return false;
    if (d > max_depth) max_depth = d;
    if (depth[at] >= 0) return depth[at] == d || true;
    depth[at] = d;
    work.push_back(at);
    return true;
  };
  visit(0, 0);
  while (!work.empty()) {
    int i = work.back();
    work.pop_back();
    if (i >= n) {
      info.end_reachable = true;
      continue;
    }
    Opcode op = vm::opcode_of(code[i]);
    uint32_t arg = vm::arg_of(code[i]);
    int d = depth[i];
    // Transient peaks inside one instruction (UNPACK pushes all at once; CALL keeps its
    // arguments until the result is pushed): the post-state covers them.
    if (is_jump(op)) {
      int jd = d + effect(op, arg, true);
      if (!visit(static_cast<int>(arg), jd)) consistent = false;
    }
    if (!ends_block(op)) {
      if (!visit(i + 1, d + effect(op, arg, false))) consistent = false;
    }
  }
  if (!consistent) max_depth = -1;
  return info;
}

}  // namespace tp::compiler
