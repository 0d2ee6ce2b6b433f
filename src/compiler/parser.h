// The parser's public entry point: Python 3.11 source text to an AST (ast.h), or a
// SyntaxErrorInfo. Recursive descent over the token stream of lexer.h, following the
// grammar of CPython's Grammar/python.gram (without the PEG's error-only alternatives,
// whose messages are reproduced where practical).
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "compiler/ast.h"
#include "compiler/syntax_error.h"

namespace tp::compiler {

// What the source is, as the `mode` argument of CPython's compile():
//   Exec: a module (a sequence of statements)      -> ast::Module
//   Eval: one expression                           -> ast::Expression
//   Single: one interactive statement (the REPL)   -> ast::Interactive
enum class Mode { Exec, Eval, Single };

// The outcome of parse(). Owns the AST: nodes live as long as `arena`.
struct ParseResult {
  std::unique_ptr<ast::Arena> arena;
  ast::Mod* root = nullptr;             // nullptr when error is set
  std::optional<SyntaxErrorInfo> error;  // set when the source is not valid Python

  bool ok() const { return root != nullptr; }
};

// Parses `source` (UTF-8; an optional BOM is skipped). `filename` only labels errors.
// Never throws for bad input and never overflows the stack: too deep nesting gives a
// SyntaxError ("too many nested parentheses") or "too many statically nested blocks".
ParseResult parse(std::string_view source, std::string_view filename, Mode mode);

}  // namespace tp::compiler
