// The codegen's scope analysis: which names of each function, class, lambda and
// comprehension are locals, cells, free variables or globals (CPython's symtable rules:
// assignment makes a name local unless declared `global`/`nonlocal`; a name used but not
// bound resolves to the nearest enclosing function scope that binds it, skipping class
// scopes; class bodies see such names through LOAD_CLASSDEREF; methods that use `super`
// or `__class__` get the implicit `__class__` cell of their class).
//
// This is the codegen's own pass, kept small; it raises the SyntaxErrors that belong to
// scoping ("no binding for nonlocal 'x' found", "nonlocal declaration not allowed at
// module level", ...).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/ast.h"
#include "compiler/syntax_error.h"

namespace tp::compiler {

enum class ScopeKind { Module, Class, Function };
enum class SymbolKind { Local, Cell, Free, GlobalExplicit, GlobalImplicit };

struct Scope {
  ScopeKind kind = ScopeKind::Module;
  std::string name;
  Scope* parent = nullptr;
  const ast::Node* node = nullptr;
  bool is_comprehension = false;
  bool is_generator = false;
  bool is_lambda = false;
  bool is_coroutine = false;     // async def, or a comprehension with `async for`/await
  bool uses_class_cell = false;  // a function that uses super() or __class__
  bool needs_class_cell = false;  // a class whose methods use __class__

  std::vector<std::string> params;          // in order (posonly, args, *args, kwonly, **kw)
  std::set<std::string> bound;              // assigned, imported, defined, parameters
  std::set<std::string> used;               // read
  std::set<std::string> declared_global;
  std::set<std::string> declared_nonlocal;
  std::vector<std::string> order;           // names in first-seen order (for stable slots)
  std::vector<std::unique_ptr<Scope>> children;

  // Results.
  std::map<std::string, SymbolKind> symbols;
  std::vector<std::string> cellvars;  // sorted as CPython does
  std::vector<std::string> freevars;  // sorted
  SymbolKind lookup(const std::string& n) const {
    auto it = symbols.find(n);
    if (it != symbols.end()) return it->second;
    if (kind == ScopeKind::Module) return SymbolKind::GlobalImplicit;
    return SymbolKind::GlobalImplicit;
  }
  bool is_free_in_class(const std::string& n) const {
    for (const auto& f : freevars)
      if (f == n) return true;
    return false;
  }
};

struct ScopeTable {
  std::unique_ptr<Scope> root;
  std::unordered_map<const ast::Node*, Scope*> by_node;
  Scope* of(const ast::Node* n) const {
    auto it = by_node.find(n);
    return it == by_node.end() ? nullptr : it->second;
  }
};

// Analyses a whole module (or interactive input, or an expression). Returns nullopt and
// fills *error on a scoping SyntaxError.
std::unique_ptr<ScopeTable> analyze_scopes(const ast::Mod& mod, std::string_view filename,
                                           SyntaxErrorInfo* error);

}  // namespace tp::compiler
