// Statements: definitions (def, class, decorators, closures), assignments, loops, if,
// try/except/else/finally, with, return/break/continue through the frame-block stack
// (see "unwind_fblock"), imports, raise and assert. The exception-handling layouts are
// described next to try_except, try_finally and with_stmt.
#include "compiler/codegen.h"
#include "compiler/unparse.h"

#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"

namespace tp::compiler::detail {

using namespace ast;
using vm::Opcode;

static FBlock make_fblock(FBlockKind kind, int cont = -1, int brk = -1) {
  FBlock fb;
  fb.kind = kind;
  fb.continue_label = cont;
  fb.break_label = brk;
  return fb;
}

void Codegen::stmts(const StmtList& body) {
  for (const Stmt* s : body) stmt(*s);
}

static bool is_docstring(const Stmt* s) {
  if (s->kind != StmtKind::Expr) return false;
  const Expr* e = cast<ExprStmt>(*s).value;
  return e->kind == ExprKind::Constant && cast<Constant>(*e).value.kind == ConstantValue::Kind::Str;
}

// Whether a module/class body has an annotated assignment outside nested scopes.
static bool has_annotations(const StmtList& body) {
  for (const Stmt* s : body) {
    switch (s->kind) {
      case StmtKind::AnnAssign: return true;
      case StmtKind::If:
        if (has_annotations(cast<If>(*s).body) || has_annotations(cast<If>(*s).orelse)) return true;
        break;
      case StmtKind::For:
      case StmtKind::AsyncFor:
        if (has_annotations(cast<For>(*s).body) || has_annotations(cast<For>(*s).orelse)) return true;
        break;
      case StmtKind::While:
        if (has_annotations(cast<While>(*s).body) || has_annotations(cast<While>(*s).orelse)) return true;
        break;
      case StmtKind::With:
      case StmtKind::AsyncWith:
        if (has_annotations(cast<With>(*s).body)) return true;
        break;
      case StmtKind::Match:
        for (const MatchCase* c : cast<Match>(*s).cases)
          if (has_annotations(c->body)) return true;
        break;
      case StmtKind::Try:
      case StmtKind::TryStar: {
        auto& t = cast<Try>(*s);
        if (has_annotations(t.body) || has_annotations(t.orelse) || has_annotations(t.finalbody)) return true;
        for (const ExceptHandler* h : t.handlers)
          if (has_annotations(h->body)) return true;
        break;
      }
      default: break;
    }
  }
  return false;
}

void Codegen::body_with_docstring(const StmtList& body, bool is_module) {
  size_t start = 0;
  if (!body.empty() && is_docstring(body[0])) {
    const auto& c = cast<Constant>(*cast<ExprStmt>(*body[0]).value);
    set_line(body[0]->lineno);
    Value doc = Value::object(protocol::intern(ctx_, c.value.text));
    if (is_module) {
      load_const(doc);
      name_op("__doc__", NameOp::Store);
    } else {
      u().docstring = doc;
    }
    start = 1;
  }
  if (u().scope->kind != ScopeKind::Function && has_annotations(body)) emit(Opcode::SETUP_ANNOTATIONS);
  for (size_t i = start; i < body.size(); ++i) stmt(*body[i]);
}

void Codegen::stmt(const Stmt& s) {
  set_loc(s);
  switch (s.kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: function_def(cast<FunctionDef>(s)); break;
    case StmtKind::ClassDef: class_def(cast<ClassDef>(s)); break;
    case StmtKind::Return: return_stmt(cast<Return>(s)); break;
    case StmtKind::Delete:
      for (const Expr* t : cast<Delete>(s).targets) delete_target(t);
      break;
    case StmtKind::Assign: {
      auto& a = cast<Assign>(s);
      expr(a.value);
      for (size_t i = 0; i < a.targets.size(); ++i) {
        if (i + 1 < a.targets.size()) emit(Opcode::COPY, 1);
        assign_target(a.targets[i]);
      }
      break;
    }
    case StmtKind::AugAssign: aug_assign(cast<AugAssign>(s)); break;
    case StmtKind::AnnAssign: {
      auto& a = cast<AnnAssign>(s);
      if (a.value) {
        expr(a.value);
        assign_target(a.target);
      }
      // Module and class bodies record simple annotations in __annotations__ (functions
      // do not evaluate them), as CPython 3.11 without `from __future__ import annotations`.
      if (u().scope->kind != ScopeKind::Function && a.target->kind == ExprKind::Name && a.simple) {
        annotation(a.annotation);
        name_op("__annotations__", NameOp::Load);
        emit(Opcode::LOAD_CONST, add_str_const(cast<Name>(*a.target).id));
        emit(Opcode::STORE_SUBSCR);
      }
      break;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: for_stmt(cast<For>(s)); break;
    case StmtKind::While: while_stmt(cast<While>(s)); break;
    case StmtKind::If: if_stmt(cast<If>(s)); break;
    case StmtKind::With:
    case StmtKind::AsyncWith: with_stmt(cast<With>(s), 0); break;
    case StmtKind::Match: match_stmt(cast<Match>(s)); break;
    case StmtKind::Raise: raise_stmt(cast<Raise>(s)); break;
    case StmtKind::Try:
    case StmtKind::TryStar: try_stmt(cast<Try>(s)); break;
    case StmtKind::Assert: assert_stmt(cast<Assert>(s)); break;
    case StmtKind::Import: import_stmt(cast<Import>(s)); break;
    case StmtKind::ImportFrom: import_from(cast<ImportFrom>(s)); break;
    case StmtKind::Global:
    case StmtKind::Nonlocal:
    case StmtKind::Pass: break;
    case StmtKind::Expr: {
      const Expr* e = cast<ExprStmt>(s).value;
      // compile(..., 'single'): every expression statement of the module's own code (not
      // inside a def or class) echoes its value through sys.displayhook, as CPython.
      if (mode_ == Mode::Single && units_.size() == 1) {
        set_loc(*e);
        expr(e);
        emit(Opcode::PRINT_EXPR);
        break;
      }
      if (e->kind == ExprKind::Constant) break;  // docstring-like constants: no code
      expr(e);
      emit(Opcode::POP_TOP);
      break;
    }
    case StmtKind::Break: break_continue(true, s); break;
    case StmtKind::Continue: break_continue(false, s); break;
  }
}

// --- definitions ---

void Codegen::apply_decorators(size_t n) {
  // Each decorator sits below the function: [deco, func] -> CALL 0 calls deco(func).
  for (size_t i = 0; i < n; ++i) emit(Opcode::CALL, 0);
}

void Codegen::make_closure(vm::CodeObject* code, Scope* scope, uint32_t flags) {
  if (!scope->freevars.empty()) {
    for (const auto& name : scope->freevars) {
      auto it = u().cells.find(name);
      if (it == u().cells.end()) error("internal error: no cell for free variable " + name, u().line, 0);
      emit(Opcode::LOAD_CLOSURE, it->second);
    }
    emit(Opcode::BUILD_TUPLE, static_cast<uint32_t>(scope->freevars.size()));
    flags |= vm::kMakeFunctionClosure;
  }
  load_const(Value::object(code));
  emit(Opcode::MAKE_FUNCTION, flags);
}

int Codegen::function_defaults(const Arguments* args) {
  int flags = 0;
  if (!args->defaults.empty()) {
    for (const Expr* d : args->defaults) expr(d);
    emit(Opcode::BUILD_TUPLE, static_cast<uint32_t>(args->defaults.size()));
    flags |= vm::kMakeFunctionDefaults;
  }
  int nkw = 0;
  for (size_t i = 0; i < args->kwonlyargs.size(); ++i) {
    if (!args->kw_defaults[i]) continue;
    emit(Opcode::LOAD_CONST, add_str_const(args->kwonlyargs[i]->arg));
    expr(args->kw_defaults[i]);
    ++nkw;
  }
  if (nkw > 0) {
    emit(Opcode::BUILD_MAP, nkw);
    flags |= vm::kMakeFunctionKwDefaults;
  }
  return flags;
}

void Codegen::set_signature(const Arguments* args) {
  Unit& un = u();
  un.posonly = static_cast<int>(args->posonlyargs.size());
  un.argcount = un.posonly + static_cast<int>(args->args.size());
  un.kwonly = static_cast<int>(args->kwonlyargs.size());
  // Parameters must be laid out [positional | kwonly | *args | **kwargs] in varnames, but
  // the scope lists *args before kwonly: rebuild the order.
  std::vector<std::string> order;
  for (const Arg* a : args->posonlyargs) order.push_back(a->arg);
  for (const Arg* a : args->args) order.push_back(a->arg);
  for (const Arg* a : args->kwonlyargs) order.push_back(a->arg);
  if (args->vararg) {
    order.push_back(args->vararg->arg);
    un.flags |= vm::kCoVarargs;
  }
  if (args->kwarg) {
    order.push_back(args->kwarg->arg);
    un.flags |= vm::kCoVarkeywords;
  }
  un.varnames.clear();
  un.varname_list.clear();
  for (const auto& n : order) {
    if (un.varnames.count(n)) error("duplicate argument '" + n + "' in function definition", un.firstlineno, 0);
    un.varnames[n] = static_cast<int>(un.varname_list.size());
    un.varname_list.push_back(n);
  }
  // Scope params follow the same order so cell2arg sees parameters first.
  un.scope->params = order;
}

// Pushes an annotation's value: the evaluated expression, or under `from __future__ import
// annotations` its source text as CPython's unparser writes it (unparse.h).
void Codegen::annotation(const Expr* e) {
  if (future_annotations_) {
    emit(Opcode::LOAD_CONST, add_str_const(unparse_expr(*e)));
  } else {
    expr(e);
  }
}

// Pushes the annotations dict of a def (parameter name -> evaluated annotation, 'return'
// last) and returns kMakeFunctionAnnotations, or pushes nothing and returns 0.
int Codegen::function_annotations(const Arguments* args, const Expr* returns) {
  int n = 0;
  auto one = [&](const Arg* a) {
    if (!a || !a->annotation) return;
    emit(Opcode::LOAD_CONST, add_str_const(a->arg));
    annotation(a->annotation);
    ++n;
  };
  for (const Arg* a : args->posonlyargs) one(a);
  for (const Arg* a : args->args) one(a);
  one(args->vararg);
  for (const Arg* a : args->kwonlyargs) one(a);
  one(args->kwarg);
  if (returns) {
    emit(Opcode::LOAD_CONST, add_str_const("return"));
    annotation(returns);
    ++n;
  }
  if (n == 0) return 0;
  emit(Opcode::BUILD_MAP, n);
  return vm::kMakeFunctionAnnotations;
}

void Codegen::function_def(const FunctionDef& f) {
  for (const Expr* d : f.decorator_list) expr(d);
  int flags = function_defaults(f.args);
  flags |= function_annotations(f.args, f.returns);
  Scope* scope = scopes_.of(&f);
  std::string qualname = qualname_for(f.name, scope);
  int firstline = f.decorator_list.empty() ? f.lineno : f.decorator_list[0]->lineno;
  enter_unit(scope, f.name, firstline);
  u().qualname = qualname;
  set_signature(f.args);
  set_line(f.lineno);
  body_with_docstring(f.body, false);
  // The implicit `return None`, wherever some path reaches the end of the body (a last
  // RETURN_VALUE says nothing: an `if` or a loop's `else` can jump past it). Left out when
  // no path does, as CPython's dead-code pass leaves it out.
  resolve_jumps();
  if (analyze_flow(u().code).end_reachable) {
    emit(Opcode::LOAD_CONST, add_const_none());
    emit(Opcode::RETURN_VALUE);
  }
  vm::CodeObject* code = leave_unit();
  make_closure(code, scope, flags);
  apply_decorators(f.decorator_list.size());
  name_op(f.name, NameOp::Store);
}

void Codegen::class_def(const ClassDef& c) {
  for (const Expr* d : c.decorator_list) expr(d);
  Scope* scope = scopes_.of(&c);
  std::string qualname = qualname_for(c.name, scope);
  int firstline = c.decorator_list.empty() ? c.lineno : c.decorator_list[0]->lineno;
  enter_unit(scope, c.name, firstline);
  u().qualname = qualname;
  set_line(c.lineno);
  name_op("__name__", NameOp::Load);
  name_op("__module__", NameOp::Store);
  emit(Opcode::LOAD_CONST, add_str_const(qualname));
  name_op("__qualname__", NameOp::Store);
  body_with_docstring(c.body, true);
  if (scope->needs_class_cell) {
    emit(Opcode::LOAD_CLOSURE, u().cells.at("__class__"));
    name_op("__classcell__", NameOp::Store);
  }
  emit(Opcode::LOAD_CONST, add_const_none());
  emit(Opcode::RETURN_VALUE);
  vm::CodeObject* code = leave_unit();
  set_line(c.lineno);
  emit(Opcode::PUSH_NULL);
  emit(Opcode::LOAD_BUILD_CLASS);
  make_closure(code, scope, 0);
  emit(Opcode::LOAD_CONST, add_str_const(c.name));
  call_helper(c.bases, c.keywords, 2);
  apply_decorators(c.decorator_list.size());
  name_op(c.name, NameOp::Store);
}

// --- assignment ---

void Codegen::assign_target(const Expr* t) {
  switch (t->kind) {
    case ExprKind::Name: name_op(cast<Name>(*t).id, NameOp::Store); break;
    case ExprKind::Attribute: {
      auto& a = cast<Attribute>(*t);
      expr(a.value);
      emit(Opcode::STORE_ATTR, add_name(a.attr));
      break;
    }
    case ExprKind::Subscript: {
      auto& s = cast<Subscript>(*t);
      expr(s.value);
      subscript_slice(s.slice);
      emit(Opcode::STORE_SUBSCR);
      break;
    }
    case ExprKind::Tuple:
    case ExprKind::List: {
      const ExprList& elts = t->kind == ExprKind::Tuple ? cast<Tuple>(*t).elts : cast<List>(*t).elts;
      int star = -1;
      for (size_t i = 0; i < elts.size(); ++i) {
        if (elts[i]->kind == ExprKind::Starred) {
          if (star >= 0) error("multiple starred expressions in assignment", *elts[i]);
          star = static_cast<int>(i);
        }
      }
      if (star < 0) {
        emit(Opcode::UNPACK_SEQUENCE, static_cast<uint32_t>(elts.size()));
      } else {
        uint32_t after = static_cast<uint32_t>(elts.size() - star - 1);
        if (star > 255) error("too many expressions in star-unpacking assignment", *t);
        emit(Opcode::UNPACK_EX, static_cast<uint32_t>(star) | (after << 8));
      }
      for (const Expr* e : elts)
        assign_target(e->kind == ExprKind::Starred ? cast<Starred>(*e).value : e);
      break;
    }
    case ExprKind::Starred: error("starred assignment target must be in a list or tuple", *t);
    default: error("cannot assign to expression", *t);
  }
}

void Codegen::delete_target(const Expr* t) {
  set_line(t->lineno);
  switch (t->kind) {
    case ExprKind::Name: name_op(cast<Name>(*t).id, NameOp::Delete); break;
    case ExprKind::Attribute:
      expr(cast<Attribute>(*t).value);
      emit(Opcode::DELETE_ATTR, add_name(cast<Attribute>(*t).attr));
      break;
    case ExprKind::Subscript:
      expr(cast<Subscript>(*t).value);
      subscript_slice(cast<Subscript>(*t).slice);
      emit(Opcode::DELETE_SUBSCR);
      break;
    case ExprKind::Tuple:
      for (const Expr* e : cast<Tuple>(*t).elts) delete_target(e);
      break;
    case ExprKind::List:
      for (const Expr* e : cast<List>(*t).elts) delete_target(e);
      break;
    default: error("cannot delete expression", *t);
  }
}

static uint32_t binary_op_arg(Operator op) {
  switch (op) {
    case Operator::Add: return static_cast<uint32_t>(BinaryOp::Add);
    case Operator::Sub: return static_cast<uint32_t>(BinaryOp::Subtract);
    case Operator::Mult: return static_cast<uint32_t>(BinaryOp::Multiply);
    case Operator::MatMult: return static_cast<uint32_t>(BinaryOp::MatrixMultiply);
    case Operator::Div: return static_cast<uint32_t>(BinaryOp::TrueDivide);
    case Operator::Mod: return static_cast<uint32_t>(BinaryOp::Remainder);
    case Operator::Pow: return static_cast<uint32_t>(BinaryOp::Power);
    case Operator::LShift: return static_cast<uint32_t>(BinaryOp::LeftShift);
    case Operator::RShift: return static_cast<uint32_t>(BinaryOp::RightShift);
    case Operator::BitOr: return static_cast<uint32_t>(BinaryOp::Or);
    case Operator::BitXor: return static_cast<uint32_t>(BinaryOp::Xor);
    case Operator::BitAnd: return static_cast<uint32_t>(BinaryOp::And);
    case Operator::FloorDiv: return static_cast<uint32_t>(BinaryOp::FloorDivide);
  }
  return 0;
}
uint32_t codegen_binary_op_arg(Operator op) { return binary_op_arg(op); }

void Codegen::aug_assign(const AugAssign& a) {
  uint32_t op = binary_op_arg(a.op) | vm::kBinaryOpInplace;
  const Expr* t = a.target;
  switch (t->kind) {
    case ExprKind::Name:
      name_op(cast<Name>(*t).id, NameOp::Load);
      expr(a.value);
      emit(Opcode::BINARY_OP, op);
      name_op(cast<Name>(*t).id, NameOp::Store);
      break;
    case ExprKind::Attribute: {
      auto& at = cast<Attribute>(*t);
      expr(at.value);
      emit(Opcode::COPY, 1);
      emit(Opcode::LOAD_ATTR, add_name(at.attr));
      expr(a.value);
      emit(Opcode::BINARY_OP, op);
      emit(Opcode::SWAP, 2);
      emit(Opcode::STORE_ATTR, add_name(at.attr));
      break;
    }
    case ExprKind::Subscript: {
      auto& s = cast<Subscript>(*t);
      expr(s.value);
      subscript_slice(s.slice);
      emit(Opcode::COPY, 2);
      emit(Opcode::COPY, 2);
      {
        vm::Position saved = u().pos;
        set_loc(*t);
        if (s.value->end_lineno == t->lineno && s.slice->end_lineno == t->lineno) {
          u().pos.anchor_kind = 2;
          u().pos.anchor_a = s.value->end_col_offset;
          u().pos.anchor_b = s.slice->end_col_offset;
        }
        emit(Opcode::BINARY_SUBSCR);
        u().pos = saved;
        u().line = a.lineno;
      }
      expr(a.value);
      emit(Opcode::BINARY_OP, op);
      emit(Opcode::SWAP, 3);
      emit(Opcode::SWAP, 2);
      emit(Opcode::STORE_SUBSCR);
      break;
    }
    default: error("'" + std::string(kind_name(t->kind)) + "' is an illegal expression for augmented assignment", *t);
  }
}

// --- control flow ---

void Codegen::if_stmt(const If& s) {
  int end = new_label();
  int orelse = s.orelse.empty() ? end : new_label();
  jump_if(s.test, false, orelse);
  stmts(s.body);
  if (!s.orelse.empty()) {
    emit_jump(Opcode::JUMP_FORWARD, end);
    bind_label(orelse);
    stmts(s.orelse);
  }
  bind_label(end);
}

void Codegen::while_stmt(const While& w) {
  int start = new_label(), orelse = new_label(), end = new_label();
  bind_label(start);
  jump_if(w.test, false, orelse);
  u().fblocks.push_back(make_fblock(FBlockKind::WhileLoop, start, end));
  stmts(w.body);
  u().fblocks.pop_back();
  set_line(w.lineno);
  emit_jump(Opcode::JUMP_BACKWARD, start);
  bind_label(orelse);
  stmts(w.orelse);
  bind_label(end);
}

void Codegen::for_stmt(const For& f) {
  if (f.kind == StmtKind::AsyncFor) {
    async_for_stmt(f);
    return;
  }
  int start = new_label(), cleanup = new_label(), end = new_label();
  expr(f.iter);
  emit(Opcode::GET_ITER);
  bind_label(start);
  set_line(f.lineno);
  emit_jump(Opcode::FOR_ITER, cleanup);
  assign_target(f.target);
  u().fblocks.push_back(make_fblock(FBlockKind::ForLoop, start, end));
  stmts(f.body);
  u().fblocks.pop_back();
  set_line(f.lineno);
  emit_jump(Opcode::JUMP_BACKWARD, start);
  bind_label(cleanup);
  stmts(f.orelse);
  bind_label(end);
}

// Layout of async for:
//     iter; GET_AITER
//   start: SETUP_FINALLY except; GET_ANEXT; None; SEND/YIELD_VALUE loop; POP_BLOCK
//     STORE target; body; JUMP_BACKWARD start
//   except: [aiter, exc] END_ASYNC_FOR (StopAsyncIteration: pops both; else re-raises)
//     orelse
//   end:
void Codegen::async_for_stmt(const For& f) {
  Scope* sc = u().scope;
  if (sc->kind != ScopeKind::Function || !sc->is_coroutine)
    error("'async for' outside async function", f);
  int start = new_label(), except = new_label(), end = new_label();
  expr(f.iter);
  set_line(f.lineno);
  emit(Opcode::GET_AITER);
  bind_label(start);
  set_line(f.lineno);
  emit_jump(Opcode::SETUP_FINALLY, except);
  emit(Opcode::GET_ANEXT);
  load_const(Value::none());
  yield_from_loop();
  emit(Opcode::POP_BLOCK);
  assign_target(f.target);
  u().fblocks.push_back(make_fblock(FBlockKind::ForLoop, start, end));
  stmts(f.body);
  u().fblocks.pop_back();
  set_line(f.lineno);
  emit_jump(Opcode::JUMP_BACKWARD, start);
  bind_label(except);
  emit(Opcode::END_ASYNC_FOR);
  stmts(f.orelse);
  bind_label(end);
}

void Codegen::unwind_fblock(const FBlock& fb, bool preserve_tos) {
  switch (fb.kind) {
    case FBlockKind::WhileLoop: break;
    case FBlockKind::ForLoop:
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);
      break;
    case FBlockKind::TryExcept: emit(Opcode::POP_BLOCK); break;
    case FBlockKind::FinallyTry:
      emit(Opcode::POP_BLOCK);
      // A value being returned sits under the inlined finally body; a break/continue/
      // return inside that body must drop it (the PopValue block).
      if (preserve_tos) u().fblocks.push_back(make_fblock(FBlockKind::PopValue));
      stmts(*fb.finalbody);
      if (preserve_tos) u().fblocks.pop_back();
      break;
    case FBlockKind::PopValue:
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);
      break;
    case FBlockKind::FinallyEnd:
      // [prev, exc (, value)]
      emit(Opcode::POP_BLOCK);
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_EXCEPT);
      break;
    case FBlockKind::HandlerCleanup:
      // [prev (, value)]
      emit(Opcode::POP_BLOCK);
      if (!fb.handler_name.empty()) {
        load_const(Value::none());
        name_op(fb.handler_name, NameOp::Store);
        name_op(fb.handler_name, NameOp::Delete);
      }
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_EXCEPT);
      break;
    case FBlockKind::With:
      // [exit (, value)]: exit(None, None, None)
      emit(Opcode::POP_BLOCK);
      if (preserve_tos) emit(Opcode::SWAP, 2);
      load_const(Value::none());
      load_const(Value::none());
      load_const(Value::none());
      emit(Opcode::CALL, 2);
      if (fb.is_async) await_value(2);
      emit(Opcode::POP_TOP);
      break;
  }
}

int Codegen::unwind_fblock_stack(bool preserve_tos, bool stop_at_loop) {
  auto& blocks = u().fblocks;
  std::vector<FBlock> popped;
  int found = -1;
  while (!blocks.empty()) {
    FBlock fb = blocks.back();
    if (stop_at_loop && (fb.kind == FBlockKind::WhileLoop || fb.kind == FBlockKind::ForLoop)) {
      found = static_cast<int>(blocks.size()) - 1;
      break;
    }
    blocks.pop_back();
    popped.push_back(fb);
    unwind_fblock(fb, preserve_tos);
  }
  for (auto it = popped.rbegin(); it != popped.rend(); ++it) blocks.push_back(*it);
  return found;
}

void Codegen::return_stmt(const Return& r) {
  if (u().scope->kind != ScopeKind::Function) error("'return' outside function", r);
  if (r.value && u().scope->is_coroutine && u().scope->is_generator)
    error("'return' with value in async generator", r);
  check_no_exit_from_except_star(r, false);
  if (r.value) {
    expr(r.value);
    unwind_fblock_stack(true, false);
  } else {
    unwind_fblock_stack(false, false);
    load_const(Value::none());
  }
  set_loc(r);
  emit(Opcode::RETURN_VALUE);
}

// CPython 3.11 refuses to leave an except* clause's body by break/continue (unless the
// loop is inside the body) or return.
void Codegen::check_no_exit_from_except_star(const Stmt& s, bool to_loop) {
  for (auto it = u().fblocks.rbegin(); it != u().fblocks.rend(); ++it) {
    if (to_loop && (it->kind == FBlockKind::WhileLoop || it->kind == FBlockKind::ForLoop)) return;
    if (it->except_star)
      error("'break', 'continue' and 'return' cannot appear in an except* block", s);
  }
}

void Codegen::break_continue(bool is_break, const Stmt& s) {
  check_no_exit_from_except_star(s, true);
  bool in_loop = false;
  for (const FBlock& fb : u().fblocks)
    if (fb.kind == FBlockKind::WhileLoop || fb.kind == FBlockKind::ForLoop) in_loop = true;
  if (!in_loop) error(is_break ? "'break' outside loop" : "'continue' not properly in loop", s);
  int i = unwind_fblock_stack(false, true);
  FBlock loop = u().fblocks[i];
  set_loc(s);
  if (is_break) {
    if (loop.kind == FBlockKind::ForLoop) emit(Opcode::POP_TOP);
    emit_jump(Opcode::JUMP_FORWARD, loop.break_label);
  } else {
    emit_jump(Opcode::JUMP_BACKWARD, loop.continue_label);
  }
}

void Codegen::pop_except_and_reraise() {
  // [prev, exc] -> restore the handled exception to prev, re-raise exc.
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_EXCEPT);
  emit(Opcode::RERAISE);
}

void Codegen::try_stmt(const Try& t) {
  if (!t.finalbody.empty())
    try_finally(t);
  else if (t.kind == StmtKind::TryStar)
    try_except_star(t);
  else
    try_except(t);
}

// Layout of try/except (the block stack is described in vm/opcodes.def):
//     SETUP_FINALLY handler; body; POP_BLOCK; orelse; JUMP end
//   handler:                  [exc]
//     PUSH_EXC_INFO           [prev, exc]
//     SETUP_CLEANUP match_cleanup
//     for each clause: type; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next
//       POP_BLOCK; STORE name | POP_TOP        [prev]
//       SETUP_CLEANUP body_cleanup; body; POP_BLOCK; (name = None; del name)
//       POP_EXCEPT; JUMP end
//     next: ...
//     POP_BLOCK; SWAP 2; POP_EXCEPT; RERAISE   (no clause matched)
//   match_cleanup: [prev, exc, exc2] -> SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RERAISE
//   body_cleanup:  [prev, exc2] -> (name = None; del name) SWAP 2; POP_EXCEPT; RERAISE
void Codegen::try_except(const Try& t) {
  int handler = new_label(), end = new_label(), match_cleanup = new_label();
  emit_jump(Opcode::SETUP_FINALLY, handler);
  u().fblocks.push_back(make_fblock(FBlockKind::TryExcept));
  stmts(t.body);
  u().fblocks.pop_back();
  emit(Opcode::POP_BLOCK);
  stmts(t.orelse);
  emit_jump(Opcode::JUMP_FORWARD, end);

  bind_label(handler);
  if (!t.handlers.empty()) set_line(t.handlers[0]->lineno);
  emit(Opcode::PUSH_EXC_INFO);
  emit_jump(Opcode::SETUP_CLEANUP, match_cleanup);
  for (size_t i = 0; i < t.handlers.size(); ++i) {
    const ExceptHandler* h = t.handlers[i];
    set_line(h->lineno);
    if (!h->type && i + 1 < t.handlers.size()) error("default 'except:' must be last", *h);
    int next = new_label();
    if (h->type) {
      expr(h->type);
      emit(Opcode::CHECK_EXC_MATCH);
      emit_jump(Opcode::POP_JUMP_IF_FALSE, next);
    }
    emit(Opcode::POP_BLOCK);
    int body_cleanup = new_label();
    std::string name = h->name ? *h->name : "";
    if (h->name)
      name_op(name, NameOp::Store);
    else
      emit(Opcode::POP_TOP);
    emit_jump(Opcode::SETUP_CLEANUP, body_cleanup);
    FBlock fb = make_fblock(FBlockKind::HandlerCleanup);
    fb.handler_name = name;
    u().fblocks.push_back(fb);
    stmts(h->body);
    u().fblocks.pop_back();
    emit(Opcode::POP_BLOCK);
    if (h->name) {
      load_const(Value::none());
      name_op(name, NameOp::Store);
      name_op(name, NameOp::Delete);
    }
    emit(Opcode::POP_EXCEPT);
    emit_jump(Opcode::JUMP_FORWARD, end);
    // Cleanup of an exception raised inside this clause's body.
    bind_label(body_cleanup);
    if (h->name) {
      load_const(Value::none());
      name_op(name, NameOp::Store);
      name_op(name, NameOp::Delete);
    }
    pop_except_and_reraise();
    bind_label(next);
  }
  // No clause matched (only reachable when the last clause has a type).
  emit(Opcode::POP_BLOCK);
  pop_except_and_reraise();
  bind_label(match_cleanup);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_TOP);
  pop_except_and_reraise();
  bind_label(end);
}

// Layout of try/except* (PEP 654; CHECK_EG_MATCH and PREP_RERAISE_STAR in
// vm/exception_star.cpp):
//     SETUP_FINALLY handler; body; POP_BLOCK; orelse; JUMP end
//   handler:                          [exc]
//     PUSH_EXC_INFO                   [prev, exc]
//     SETUP_CLEANUP cleanup
//     BUILD_LIST 0; COPY 2            [prev, exc, raised, rest]
//     for each clause: type; CHECK_EG_MATCH   [prev, exc, raised, rest, match]
//       COPY 1; POP_JUMP_IF_NONE no_match; STORE name | POP_TOP
//       SETUP_CLEANUP body_cleanup; body; POP_BLOCK; (name = None; del name); JUMP next
//     body_cleanup: [..., rest, exc2] (name = None; del name) LIST_APPEND 2; JUMP next
//     no_match: POP_TOP
//     next:
//     LIST_APPEND 1; PREP_RERAISE_STAR; POP_BLOCK     [prev, result]
//     COPY 1; POP_JUMP_IF_NOT_NONE reraise; POP_TOP; POP_EXCEPT; JUMP end
//   reraise: SWAP 2; POP_EXCEPT; RERAISE
//   cleanup: [prev, exc, exc2] -> SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RERAISE
void Codegen::try_except_star(const Try& t) {
  int handler = new_label(), end = new_label(), cleanup = new_label(), reraise = new_label();
  emit_jump(Opcode::SETUP_FINALLY, handler);
  u().fblocks.push_back(make_fblock(FBlockKind::TryExcept));
  stmts(t.body);
  u().fblocks.pop_back();
  emit(Opcode::POP_BLOCK);
  stmts(t.orelse);
  emit_jump(Opcode::JUMP_FORWARD, end);

  bind_label(handler);
  set_line(t.handlers[0]->lineno);
  emit(Opcode::PUSH_EXC_INFO);
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  emit(Opcode::BUILD_LIST, 0);
  emit(Opcode::COPY, 2);
  for (const ExceptHandler* h : t.handlers) {
    set_line(h->lineno);
    int next = new_label(), no_match = new_label(), body_cleanup = new_label();
    expr(h->type);
    emit(Opcode::CHECK_EG_MATCH);
    emit(Opcode::COPY, 1);
    emit_jump(Opcode::POP_JUMP_IF_NONE, no_match);
    std::string name = h->name ? *h->name : "";
    if (h->name)
      name_op(name, NameOp::Store);
    else
      emit(Opcode::POP_TOP);
    emit_jump(Opcode::SETUP_CLEANUP, body_cleanup);
    FBlock fb = make_fblock(FBlockKind::HandlerCleanup);
    fb.handler_name = name;
    fb.except_star = true;
    u().fblocks.push_back(fb);
    stmts(h->body);
    u().fblocks.pop_back();
    emit(Opcode::POP_BLOCK);
    if (h->name) {
      load_const(Value::none());
      name_op(name, NameOp::Store);
      name_op(name, NameOp::Delete);
    }
    emit_jump(Opcode::JUMP_FORWARD, next);
    // An exception raised by the body joins the list of raised exceptions.
    bind_label(body_cleanup);
    if (h->name) {
      load_const(Value::none());
      name_op(name, NameOp::Store);
      name_op(name, NameOp::Delete);
    }
    emit(Opcode::LIST_APPEND, 2);
    emit_jump(Opcode::JUMP_FORWARD, next);
    bind_label(no_match);
    emit(Opcode::POP_TOP);
    bind_label(next);
  }
  emit(Opcode::LIST_APPEND, 1);
  emit(Opcode::PREP_RERAISE_STAR);
  emit(Opcode::POP_BLOCK);
  emit(Opcode::COPY, 1);
  emit_jump(Opcode::POP_JUMP_IF_NOT_NONE, reraise);
  emit(Opcode::POP_TOP);
  emit(Opcode::POP_EXCEPT);
  emit_jump(Opcode::JUMP_FORWARD, end);
  bind_label(reraise);
  pop_except_and_reraise();
  bind_label(cleanup);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_TOP);
  pop_except_and_reraise();
  bind_label(end);
}

// Layout of try/finally:
//     SETUP_FINALLY final; <try/except/else>; POP_BLOCK; finalbody; JUMP end
//   final:   [exc] PUSH_EXC_INFO [prev, exc]; SETUP_CLEANUP cleanup; finalbody; POP_BLOCK
//            SWAP 2; POP_EXCEPT; RERAISE
//   cleanup: [prev, exc, exc2] SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RERAISE
void Codegen::try_finally(const Try& t) {
  int final = new_label(), end = new_label(), cleanup = new_label();
  emit_jump(Opcode::SETUP_FINALLY, final);
  FBlock fb = make_fblock(FBlockKind::FinallyTry);
  fb.finalbody = &t.finalbody;
  u().fblocks.push_back(fb);
  if (!t.handlers.empty()) {
    if (t.kind == StmtKind::TryStar)
      try_except_star(t);
    else
      try_except(t);
  } else {
    stmts(t.body);
  }
  u().fblocks.pop_back();
  emit(Opcode::POP_BLOCK);
  stmts(t.finalbody);
  emit_jump(Opcode::JUMP_FORWARD, end);

  bind_label(final);
  if (!t.finalbody.empty()) set_line(t.finalbody[0]->lineno);
  emit(Opcode::PUSH_EXC_INFO);
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  u().fblocks.push_back(make_fblock(FBlockKind::FinallyEnd));
  stmts(t.finalbody);
  u().fblocks.pop_back();
  emit(Opcode::POP_BLOCK);
  pop_except_and_reraise();
  bind_label(cleanup);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_TOP);
  pop_except_and_reraise();
  bind_label(end);
}

// Layout of with:
//     mgr; BEFORE_WITH [exit, entered]; SETUP_WITH handler; STORE target | POP_TOP
//     body; POP_BLOCK; None None None; CALL 2; POP_TOP; JUMP end
//   handler: [exit, exc] PUSH_EXC_INFO [exit, prev, exc]; SETUP_CLEANUP cleanup
//     WITH_EXCEPT_START; POP_JUMP_IF_TRUE suppress
//     POP_BLOCK; SWAP 2; POP_EXCEPT; RERAISE
//   suppress: POP_BLOCK; POP_TOP; POP_EXCEPT; POP_TOP; JUMP end
//   cleanup: [exit, prev, exc, exc2] SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RERAISE
void Codegen::with_stmt(const With& w, size_t item) {
  const bool is_async = w.kind == StmtKind::AsyncWith;
  if (is_async && (u().scope->kind != ScopeKind::Function || !u().scope->is_coroutine))
    error("'async with' outside async function", w);
  const WithItem* it = w.items[item];
  int handler = new_label(), end = new_label(), cleanup = new_label(), suppress = new_label();
  set_line(w.lineno);
  expr(it->context_expr);
  if (is_async) {
    // async with: the same layout, with __aenter__/__aexit__ and their results awaited.
    emit(Opcode::BEFORE_ASYNC_WITH);
    await_value(1);
  } else {
    emit(Opcode::BEFORE_WITH);
  }
  emit_jump(Opcode::SETUP_WITH, handler);
  if (it->optional_vars)
    assign_target(it->optional_vars);
  else
    emit(Opcode::POP_TOP);
  FBlock with_block = make_fblock(FBlockKind::With);
  with_block.is_async = is_async;
  u().fblocks.push_back(with_block);
  if (item + 1 < w.items.size())
    with_stmt(w, item + 1);
  else
    stmts(w.body);
  u().fblocks.pop_back();
  set_line(w.lineno);
  emit(Opcode::POP_BLOCK);
  load_const(Value::none());
  load_const(Value::none());
  load_const(Value::none());
  emit(Opcode::CALL, 2);
  if (is_async) await_value(2);
  emit(Opcode::POP_TOP);
  emit_jump(Opcode::JUMP_FORWARD, end);

  bind_label(handler);
  emit(Opcode::PUSH_EXC_INFO);
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  emit(Opcode::WITH_EXCEPT_START);
  if (is_async) await_value(2);
  emit_jump(Opcode::POP_JUMP_IF_TRUE, suppress);
  emit(Opcode::POP_BLOCK);
  pop_except_and_reraise();
  bind_label(suppress);
  emit(Opcode::POP_BLOCK);
  emit(Opcode::POP_TOP);
  emit(Opcode::POP_EXCEPT);
  emit(Opcode::POP_TOP);
  emit_jump(Opcode::JUMP_FORWARD, end);
  bind_label(cleanup);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_TOP);
  pop_except_and_reraise();
  bind_label(end);
}

// --- imports, raise, assert ---

void Codegen::import_stmt(const Import& s) {
  for (const Alias* a : s.names) {
    set_line(a->lineno ? a->lineno : s.lineno);
    load_const(Value::small_int(0));
    load_const(Value::none());
    emit(Opcode::IMPORT_NAME, add_name(a->name));
    if (a->asname) {
      // import a.b.c as d: walk from the top package down to c.
      size_t pos = a->name.find('.');
      while (pos != std::string::npos) {
        size_t next = a->name.find('.', pos + 1);
        std::string part = a->name.substr(pos + 1, next == std::string::npos ? next : next - pos - 1);
        emit(Opcode::IMPORT_FROM, add_name(part));
        emit(Opcode::SWAP, 2);
        emit(Opcode::POP_TOP);
        pos = next;
      }
      name_op(*a->asname, NameOp::Store);
    } else {
      name_op(a->name.substr(0, a->name.find('.')), NameOp::Store);
    }
  }
}

// The `from __future__ import ...` statements at the top of a module (after the docstring):
// remembers them and switches on `annotations` (PEP 563); "braces" and unknown features are
// SyntaxErrors, as CPython's future.c.
void Codegen::check_future_imports(const StmtList& body) {
  static const char* const kFeatures[] = {"nested_scopes", "generators", "division", "absolute_import",
                                          "with_statement", "print_function", "unicode_literals",
                                          "barry_as_FLUFL", "generator_stop", "annotations"};
  size_t i = 0;
  if (!body.empty() && body[0]->kind == StmtKind::Expr) {
    const Expr* e = cast<ExprStmt>(*body[0]).value;
    if (e->kind == ExprKind::Constant && cast<Constant>(*e).value.kind == ConstantValue::Kind::Str) i = 1;
  }
  for (; i < body.size() && body[i]->kind == StmtKind::ImportFrom; ++i) {
    const auto& f = cast<ImportFrom>(*body[i]);
    if (!f.module || *f.module != "__future__" || f.level != 0) break;
    future_imports_.insert(&f);
    for (const Alias* a : f.names) {
      if (a->name == "braces") error("not a chance", f);
      bool known = false;
      for (const char* k : kFeatures) known = known || a->name == k;
      if (!known) error("future feature " + a->name + " is not defined", f);
      if (a->name == "annotations") future_annotations_ = true;
    }
  }
}

void Codegen::import_from(const ImportFrom& s) {
  // Future statements are compile-time switches (check_future_imports); only the ones at
  // the top of the module are allowed.
  if (s.module && *s.module == "__future__" && s.level == 0) {
    if (future_imports_.count(&s) == 0) {
      error("from __future__ imports must occur at the beginning of the file", s);
    }
    return;
  }
  load_const(Value::small_int(s.level));
  std::vector<Value> names;
  bool star = false;
  for (const Alias* a : s.names) {
    names.push_back(Value::object(protocol::intern(ctx_, a->name)));
    if (a->name == "*") star = true;
  }
  load_const(objects::tuple_from(ctx_, std::move(names)));
  emit(Opcode::IMPORT_NAME, add_name(s.module ? *s.module : ""));
  if (star) {
    if (u().scope->kind != ScopeKind::Module) error("import * only allowed at module level", s);
    emit(Opcode::IMPORT_STAR);
    return;
  }
  for (const Alias* a : s.names) {
    emit(Opcode::IMPORT_FROM, add_name(a->name));
    name_op(a->asname ? *a->asname : a->name, NameOp::Store);
  }
  emit(Opcode::POP_TOP);
}

void Codegen::raise_stmt(const Raise& s) {
  uint32_t n = 0;
  if (s.exc) {
    expr(s.exc);
    ++n;
    if (s.cause) {
      expr(s.cause);
      ++n;
    }
  }
  set_loc(s);
  emit(Opcode::RAISE_VARARGS, n);
}

void Codegen::assert_stmt(const Assert& s) {
  int end = new_label();
  jump_if(s.test, true, end);
  emit(Opcode::LOAD_ASSERTION_ERROR);
  if (s.msg) {
    expr(s.msg);
    emit(Opcode::CALL, 0);
  }
  set_loc(s);
  emit(Opcode::RAISE_VARARGS, 1);
  bind_label(end);
}

}  // namespace tp::compiler::detail
