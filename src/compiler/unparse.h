// unparse: the source text CPython 3.11's compiler gives an expression when it stores an
// annotation as a string under `from __future__ import annotations` (PEP 563): normalised
// spacing, repr() of constants (an infinite float as 1e309), parentheses only where the
// operator precedence needs them, f-strings rebuilt and quoted by repr(). Behaviour taken
// from black-box comparison with CPython's __annotations__.
#pragma once

#include <string>

#include "compiler/ast.h"

namespace tp::compiler {

std::string unparse_expr(const ast::Expr& node);

}  // namespace tp::compiler
