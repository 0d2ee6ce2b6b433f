// ast_dump: the text CPython 3.11's `ast.dump(tree)` prints for the same tree (default
// arguments: annotate_fields=True, include_attributes=False, indent=None). Used by the
// tests to compare our AST with CPython's, and by `tensorpy --ast` style debugging.
#pragma once

#include <string>

#include "compiler/ast.h"

namespace tp::compiler {

std::string ast_dump(const ast::Mod& node);
std::string ast_dump(const ast::Stmt& node);
std::string ast_dump(const ast::Expr& node);

// Python's repr() of a str given as UTF-8 ('abc', "it's", '\n', '\x00').
std::string python_repr_str(const std::string& text);
// Python's repr() of bytes (b'abc', b'\xff').
std::string python_repr_bytes(const std::string& data);
// Python's repr() of a float (shortest round-trip: 0.1, 1e+16, inf, nan).
std::string python_repr_float(double value);

}  // namespace tp::compiler
