// The code generator: AST (ast.h) + scope analysis (codegen_scopes.h) -> CodeObject
// (vm/code_object.h), one CodeObject per module, class body, function, lambda and
// comprehension. The instruction set and its conventions are in vm/opcodes.def.
//
// Sources: codegen.cpp (units, labels, names, finishing code objects), codegen_stmt.cpp
// (statements, try/with/loops and the frame-block unwinding of return/break/continue),
// codegen_expr.cpp (expressions, calls, comprehensions, f-strings), codegen_stack.cpp
// (stack depth analysis).
#pragma once

#include <map>
#include <unordered_set>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/ast.h"
#include "compiler/codegen_scopes.h"
#include "compiler/parser.h"
#include "compiler/syntax_error.h"
#include "objects/value.h"
#include "vm/code_object.h"
#include "vm/opcodes.h"

namespace tp {
class Context;
}
namespace tp::vm {
class CodeObject;
}

namespace tp::compiler {

// Compiles a parsed module/expression/interactive statement. Returns nullptr and fills
// *error on a SyntaxError found by the codegen ('return' outside function, ...).
vm::CodeObject* generate_code(Context& ctx, const ast::Mod& mod, std::string_view filename,
                              std::string_view source, Mode mode, SyntaxErrorInfo* error);

// What a flow analysis of an instruction sequence finds (codegen_stack.cpp): the stack
// depth it needs (-1 if inconsistent) and whether some path from the first instruction
// runs past the last one (true for an empty sequence).
struct FlowInfo {
  int max_depth = 0;
  bool end_reachable = false;
};
FlowInfo analyze_flow(const std::vector<vm::Instruction>& code);

namespace detail {

// Thrown inside the codegen on a SyntaxError; generate_code catches it.
struct CodegenError {
  std::string message;
  int lineno;
  int col;
  bool internal = false;  // a broken codegen invariant: SystemError, not SyntaxError
};

enum class FBlockKind { WhileLoop, ForLoop, TryExcept, FinallyTry, FinallyEnd, HandlerCleanup, With, PopValue };

struct FBlock {
  FBlockKind kind;
  int continue_label = -1;  // loops
  int break_label = -1;     // loops
  const ast::StmtList* finalbody = nullptr;  // FinallyTry
  std::string handler_name;                  // HandlerCleanup with `as name`
  bool except_star = false;                  // HandlerCleanup of an except* clause
  bool is_async = false;                     // With of an `async with`
};

// The state of one pattern being compiled (codegen_match.cpp, Note [Pattern stack]).
struct PatternContext {
  std::vector<std::string> stores;  // names captured so far; values on the stack
  bool allow_irrefutable = false;   // whether an irrefutable pattern may appear here
  std::vector<int> fail_pop;        // fail_pop[n]: pops n items, then the pattern failed
  int on_top = 0;                   // items above the captured values, below the subject
};

// One code object being built.
struct Unit {
  Scope* scope = nullptr;
  std::string name;
  std::string qualname;
  int firstlineno = 1;
  std::vector<vm::Instruction> code;
  std::vector<int> lines;
  std::vector<Value> consts;
  std::map<std::string, int> const_strs;  // str constants by text (dedup)
  std::map<std::string, int> names;
  std::vector<std::string> name_list;
  std::map<std::string, int> varnames;
  std::vector<std::string> varname_list;
  std::map<std::string, int> cells;  // cellvars then freevars, index in the cell part
  std::vector<int> label_pos;
  std::vector<std::pair<int, int>> patches;  // (instruction index, label)
  std::vector<FBlock> fblocks;
  int line = 1;
  vm::Position pos;  // span of the node being compiled (see vm::Position)
  std::vector<vm::Position> positions;
  int argcount = 0, posonly = 0, kwonly = 0;
  uint32_t flags = 0;
  Value docstring;
};

class Codegen {
 public:
  Codegen(Context& ctx, ScopeTable& scopes, std::string_view filename, Mode mode)
      : ctx_(ctx), scopes_(scopes), filename_(filename), mode_(mode) {}

  vm::CodeObject* module(const ast::Mod& mod);

 private:
  // --- units and emission (codegen.cpp) ---
  void enter_unit(Scope* scope, const std::string& name, int firstlineno);
  vm::CodeObject* leave_unit();
  // Writes every bound label's position into the jumps that target it (idempotent).
  void resolve_jumps();
  Unit& u() { return *units_.back(); }
  int emit(vm::Opcode op, uint32_t arg = 0);
  int new_label();
  void bind_label(int label);
  void emit_jump(vm::Opcode op, int label);
  int add_const(Value v);
  int add_const_none() { return add_const(Value::none()); }
  int add_str_const(const std::string& s);
  int add_name(const std::string& n);
  void load_const(Value v) { emit(vm::Opcode::LOAD_CONST, add_const(v)); }
  void set_line(int line) {
    if (line > 0) {
      u().line = line;
      u().pos = vm::Position{};
      u().pos.end_line = line;
    }
  }
  // The current source span: a node's lineno..end_col_offset, anchors cleared.
  void set_loc(const ast::Location& loc) {
    if (loc.lineno <= 0) return;
    u().line = loc.lineno;
    u().pos = vm::Position{};
    u().pos.end_line = loc.end_lineno > 0 ? loc.end_lineno : loc.lineno;
    u().pos.col = loc.col_offset;
    u().pos.end_col = loc.end_lineno > 0 ? loc.end_col_offset : -1;
  }
  [[noreturn]] void error(const std::string& msg, int lineno, int col);
  [[noreturn]] void error(const std::string& msg, const ast::Location& loc) {
    error(msg, loc.lineno, loc.col_offset);
  }
  std::string qualname_for(const std::string& name, Scope* child);

  // Names: load/store/delete through the right opcode family for the scope.
  enum class NameOp { Load, Store, Delete };
  void name_op(const std::string& name, NameOp op);

  // --- statements (codegen_stmt.cpp) ---
  void stmts(const ast::StmtList& body);
  void stmt(const ast::Stmt& s);
  void body_with_docstring(const ast::StmtList& body, bool is_module);
  void function_def(const ast::FunctionDef& f);
  void class_def(const ast::ClassDef& c);
  void make_closure(vm::CodeObject* code, Scope* scope, uint32_t flags);
  void assign_target(const ast::Expr* target);
  void delete_target(const ast::Expr* target);
  void aug_assign(const ast::AugAssign& a);
  void for_stmt(const ast::For& f);
  void async_for_stmt(const ast::For& f);
  void while_stmt(const ast::While& w);
  void if_stmt(const ast::If& s);
  void try_stmt(const ast::Try& t);
  void try_except(const ast::Try& t);
  void try_finally(const ast::Try& t);
  void try_except_star(const ast::Try& t);
  void check_no_exit_from_except_star(const ast::Stmt& s, bool to_loop);
  void with_stmt(const ast::With& w, size_t item);
  void return_stmt(const ast::Return& r);
  void break_continue(bool is_break, const ast::Stmt& s);
  void unwind_fblock(const FBlock& fb, bool preserve_tos);
  // Unwinds until a loop block (returned index) or all blocks (-1 for return).
  int unwind_fblock_stack(bool preserve_tos, bool stop_at_loop);
  void import_stmt(const ast::Import& s);
  void import_from(const ast::ImportFrom& s);
  void check_future_imports(const ast::StmtList& body);
  void annotation(const ast::Expr* e);
  void raise_stmt(const ast::Raise& s);
  void assert_stmt(const ast::Assert& s);
  void pop_except_and_reraise();
  void apply_decorators(size_t n);

  // --- match statements (codegen_match.cpp) ---
  void match_stmt(const ast::Match& m);
  void pattern(const ast::Pattern* p, PatternContext& pc);
  void subpattern(const ast::Pattern* p, PatternContext& pc);
  void pattern_store_name(const std::optional<std::string>& name, PatternContext& pc);
  void pattern_rotate(int count);
  void jump_to_fail_pop(PatternContext& pc, vm::Opcode op);
  void emit_fail_pops(PatternContext& pc);
  void pattern_sequence(const ast::MatchSequence& p, PatternContext& pc);
  void pattern_mapping(const ast::MatchMapping& p, PatternContext& pc);
  void pattern_class(const ast::MatchClass& p, PatternContext& pc);
  void pattern_or(const ast::MatchOr& p, PatternContext& pc);
  const ast::Location* pattern_loc_ = nullptr;  // the pattern being compiled (errors)

  // --- expressions (codegen_expr.cpp) ---
  void expr(const ast::Expr* e);
  void constant(const ast::ConstantValue& c, const ast::Location& loc);
  Value constant_value(const ast::ConstantValue& c, const ast::Location& loc);
  void jump_if(const ast::Expr* e, bool cond, int label);
  void bool_op(const ast::BoolOp& b);
  void compare(const ast::Compare& c);
  void call(const ast::Call& c);
  void call_helper(const ast::ExprList& args, const std::vector<ast::Keyword*>& keywords,
                   int already_pushed);
  Value folded_constant(const ast::Expr* e);
  bool constant_set(const ast::ExprList& elts);
  bool has_starred(const ast::ExprList& elts);
  void starred_call_args(const ast::ExprList& args, int already_pushed);
  void starred_sequence(const ast::ExprList& elts, int kind);  // 0 list, 1 tuple, 2 set
  void dict_display(const ast::Dict& d);
  void comprehension(const ast::Expr* e, const std::vector<ast::Comprehension*>& gens,
                     const ast::Expr* elt, const ast::Expr* value, int kind);
  void comprehension_loop(const std::vector<ast::Comprehension*>& gens, size_t i,
                          const ast::Expr* elt, const ast::Expr* value, int kind);
  void lambda(const ast::Lambda& l);
  void joined_str(const ast::JoinedStr& j);
  void formatted_value(const ast::FormattedValue& f);
  void subscript_slice(const ast::Expr* slice);
  void yield_from_loop();
  void await_value(int where);
  int function_defaults(const ast::Arguments* args);  // returns MAKE_FUNCTION flags
  int function_annotations(const ast::Arguments* args, const ast::Expr* returns);
  void set_signature(const ast::Arguments* args);

  Context& ctx_;
  ScopeTable& scopes_;
  std::string filename_;
  Mode mode_;
  std::vector<std::unique_ptr<Unit>> units_;
  bool future_annotations_ = false;                      // from __future__ import annotations
  std::unordered_set<const ast::ImportFrom*> future_imports_;  // the module's leading ones
};

}  // namespace detail
}  // namespace tp::compiler
