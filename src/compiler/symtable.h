// The symbol table: for every scope of a parsed module (module, class, function, lambda,
// comprehension), which names it binds and how each name resolves: local, cell (local and
// captured by an inner scope), free (captured from an enclosing function), global
// explicit (`global x`) or global implicit (not bound anywhere on the way out). The rules
// and the error messages are CPython 3.11's (Python/symtable.c); comprehensions get their
// own function scope whose first iterator is evaluated in the enclosing scope; class bodies
// whose methods use `super` or `__class__` get the implicit `__class__` cell.
//
// Errors reported here (as SyntaxErrorInfo): "nonlocal declaration not allowed at module
// level", "no binding for nonlocal 'x' found", "name 'x' is used prior to global
// declaration", "name 'x' is assigned to before global declaration", "name 'x' is parameter
// and global", the same three for nonlocal, "name 'x' is nonlocal and global", "duplicate
// argument 'x' in function definition", "import * only allowed at module level",
// "'yield' inside list comprehension" (and set/dict comprehension, generator expression),
// "assignment expression within a comprehension cannot be used in a class body".
// Left to the codegen, as in CPython's compile.c: "'return' outside function", "'yield'
// outside function", "'break' outside loop", "'continue' not properly in loop", starred
// assignment errors, "keyword argument repeated".
//
// Names live in namespace tp::compiler::symtable (the codegen keeps its own `Scope`).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "compiler/ast.h"
#include "compiler/syntax_error.h"

namespace tp::compiler::symtable {

// CPython's symtable block types: lambdas and comprehensions are Function blocks.
enum class BlockType { Module, Class, Function };

// How a name resolves in a scope (CPython's LOCAL, CELL, FREE, GLOBAL_EXPLICIT,
// GLOBAL_IMPLICIT).
enum class SymbolScope { Local, Cell, Free, GlobalExplicit, GlobalImplicit };

// What a scope's own code does with a name (CPython's DEF_* flags).
enum SymbolFlag : unsigned {
  kDefLocal = 1u << 0,     // assigned, deleted, or bound by def/class/for/with/except
  kDefParam = 1u << 1,     // a parameter
  kDefGlobal = 1u << 2,    // declared `global`
  kDefNonlocal = 1u << 3,  // declared `nonlocal`
  kUse = 1u << 4,          // read
  kDefImport = 1u << 5,    // bound by import
  kDefAnnot = 1u << 6,     // annotated (`x: int`)
  kDefFreeClass = 1u << 7, // free in a class body that also binds it
};

struct Symbol {
  std::string name;
  unsigned flags = 0;
  SymbolScope scope = SymbolScope::GlobalImplicit;
  ast::Location declared_at;  // of a `global`/`nonlocal` declaration, for errors
};

// One scope. Owned by its parent (the module scope by the SymbolTable).
class Scope {
 public:
  BlockType type = BlockType::Module;
  std::string name;  // "top", the function or class name, "lambda", "listcomp", "genexpr"...
  const ast::Node* node = nullptr;  // the Mod, FunctionDef, ClassDef, Lambda or comprehension
  int lineno = 0;
  bool is_lambda = false;
  bool is_comprehension = false;
  bool is_generator = false;   // contains yield / yield from, or is a generator expression
  bool is_coroutine = false;   // async def (or contains await in a comprehension)
  bool has_varargs = false;
  bool has_varkeywords = false;
  bool needs_class_closure = false;  // class: a method uses super or __class__
  int argcount = 0;         // positional parameters, including positional-only
  int posonlyargcount = 0;
  int kwonlyargcount = 0;

  // co_varnames as CPython builds them: parameters in order (positional-only, positional,
  // keyword-only, *args, **kwargs), then the other non-cell locals in order of first
  // mention (CPython's codegen order). Cells that are not parameters are only in cellvars.
  std::vector<std::string> varnames;
  std::vector<std::string> cellvars;  // sorted; a class with needs_class_closure: "__class__"
  std::vector<std::string> freevars;  // sorted
  std::vector<std::unique_ptr<Scope>> children;  // in source order
  Scope* parent = nullptr;

  // How `name` resolves here; names this scope never mentions are GlobalImplicit.
  SymbolScope lookup(std::string_view symbol_name) const;
  // The symbol, or nullptr if this scope never mentions `symbol_name`.
  const Symbol* symbol(std::string_view symbol_name) const;
  // Every symbol, in order of first mention.
  const std::vector<Symbol>& symbols() const { return symbols_; }

  // For the builder.
  Symbol& add(std::string_view symbol_name, unsigned flags);
  std::vector<std::string> parameters;  // in order, as varnames begins

 private:
  std::vector<Symbol> symbols_;
  std::unordered_map<std::string, size_t> index_;
};

// The result of build(): the module scope and a map from AST nodes to their scopes.
struct SymbolTable {
  std::unique_ptr<Scope> top;
  std::unordered_map<const ast::Node*, Scope*> scopes;
  std::optional<SyntaxErrorInfo> error;  // set when the module is not valid Python

  bool ok() const { return !error.has_value(); }
  // The scope a FunctionDef, Lambda, ClassDef, ListComp/SetComp/DictComp/GeneratorExp or the
  // Mod itself opens; nullptr for any other node.
  Scope* scope_for(const ast::Node* node) const {
    auto it = scopes.find(node);
    return it == scopes.end() ? nullptr : it->second;
  }
};

// Builds the symbol table of a parsed module. `source` and `filename` only fill in the
// errors' text and filename. Recursion is bounded by the parser's nesting limits.
SymbolTable build(const ast::Mod& module, std::string_view source, std::string_view filename);

// A description in the format tests/unit/compiler/gen_fixtures.py writes from CPython's
// symtable module: one line per scope ("function f") and per symbol ("x CELL assigned").
std::string describe(const Scope& scope);

}  // namespace tp::compiler::symtable
