// SyntaxErrorInfo: a syntax error found by the lexer, the parser or the symbol table, as
// plain data. The VM turns it into a Python SyntaxError (or IndentationError / TabError)
// with the attributes CPython gives it: msg, filename, lineno, offset, text, end_lineno,
// end_offset.
#pragma once

#include <string>

namespace tp::compiler {

struct SyntaxErrorInfo {
  // RecursionError: the source nests deeper than the compiler's limit (Note [Nesting
  // limits] in parser.cpp); CPython raises RecursionError there too.
  // SystemError: the codegen broke one of its own invariants (a bug in TensorPy, never
  // the source's fault); reported instead of running a malformed code object.
  enum class Kind { SyntaxError, IndentationError, TabError, RecursionError, SystemError };
  Kind kind = Kind::SyntaxError;
  std::string message;   // CPython's wording, e.g. "invalid syntax", "expected ':'"
  std::string filename;  // as given to parse()
  int lineno = 0;        // 1-based line of the error
  int offset = 0;        // 1-based column in characters (code points), as SyntaxError.offset
  int end_lineno = 0;    // 0 when unknown
  int end_offset = 0;    // 1-based, exclusive-ish as CPython's end_offset; 0 when unknown
  std::string text;      // the source line (with its trailing "\n" if the source had one)

  // The Python exception class name: "SyntaxError", "IndentationError" or "TabError".
  const char* type_name() const {
    switch (kind) {
      case Kind::IndentationError: return "IndentationError";
      case Kind::TabError: return "TabError";
      case Kind::RecursionError: return "RecursionError";
      case Kind::SystemError: return "SystemError";
      default: return "SyntaxError";
    }
  }
};

}  // namespace tp::compiler
