// Source text to a code object: parse (parser.h), scope analysis and codegen (codegen.h).
// The VM calls this for scripts, modules, exec/eval/compile() and the REPL.
#pragma once

#include <string_view>

#include "compiler/parser.h"
#include "compiler/syntax_error.h"

namespace tp {
class Context;
}
namespace tp::vm {
class CodeObject;
}

namespace tp::compiler {

// Compiles `source` in `mode`. On a syntax error returns nullptr and fills *error (the
// caller turns it into a Python SyntaxError, see vm::make_syntax_error).
vm::CodeObject* compile(Context& ctx, std::string_view source, std::string_view filename,
                        Mode mode, SyntaxErrorInfo* error);

}  // namespace tp::compiler
