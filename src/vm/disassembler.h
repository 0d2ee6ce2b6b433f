// `tensorpy --dis`: a CPython-dis-like listing of a code object and its nested code.
#pragma once

#include <string>

namespace tp {
class Context;
}

namespace tp::vm {
class CodeObject;
std::string disassemble(Context& ctx, CodeObject* code);
}  // namespace tp::vm
