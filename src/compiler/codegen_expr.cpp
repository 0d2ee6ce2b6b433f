// Expressions: constants, names, operators, comparisons (chained), boolean operators and
// conditional jumps, calls (positional, keyword, *args/**kwargs), displays with unpacking,
// subscripts and slices, lambdas, comprehensions (as nested functions), yield / yield
// from / await, f-strings.
#include "compiler/codegen.h"

#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"

namespace tp::compiler::detail {

using namespace ast;
using vm::Opcode;

uint32_t codegen_binary_op_arg(Operator op);

Value Codegen::constant_value(const ConstantValue& c, const Location& loc) {
  using K = ConstantValue::Kind;
  switch (c.kind) {
    case K::None: return Value::none();
    case K::True: return Value::boolean(true);
    case K::False: return Value::boolean(false);
    case K::Ellipsis: return ctx_.builtins.ellipsis;
    case K::Int: return Value::small_int(c.int_value);
    case K::BigInt: {
      Value v = protocol::new_int_from_string(ctx_, c.text, 10);
      if (v.is_null()) {
        ctx_.take_exception();
        error("invalid integer literal", loc);
      }
      return v;
    }
    case K::Float: return Value::floating(c.float_value);
    case K::Complex: {
      Value args[2] = {Value::floating(0.0), Value::floating(c.float_value)};
      Value v = Value::null();
      if (ctx_.builtins.complex_type) {
        CallArgs call{args, 2, nullptr};
        v = protocol::call(ctx_, Value::object(ctx_.builtins.complex_type), call);
      }
      if (v.is_null()) {
        ctx_.take_exception();
        error("complex numbers are not supported", loc);
      }
      return v;
    }
    case K::Str: return Value::object(protocol::intern(ctx_, c.text));
    case K::Bytes: return protocol::new_bytes(ctx_, c.text);
  }
  return Value::none();
}

void Codegen::constant(const ConstantValue& c, const Location& loc) {
  if (c.kind == ConstantValue::Kind::Str) {
    emit(Opcode::LOAD_CONST, add_str_const(c.text));
    return;
  }
  load_const(constant_value(c, loc));
}

void Codegen::expr(const Expr* e) {
  int saved_line = u().line;
  vm::Position saved_pos = u().pos;
  set_loc(*e);
  switch (e->kind) {
    case ExprKind::BoolOp: bool_op(cast<BoolOp>(*e)); break;
    case ExprKind::NamedExpr: {
      auto& n = cast<NamedExpr>(*e);
      expr(n.value);
      emit(Opcode::COPY, 1);
      assign_target(n.target);
      break;
    }
    case ExprKind::BinOp: {
      auto& b = cast<BinOp>(*e);
      expr(b.left);
      expr(b.right);
      set_loc(*e);
      if (b.left->end_lineno == e->lineno && b.right->lineno == e->lineno) {
        u().pos.anchor_kind = 1;
        u().pos.anchor_a = b.left->end_col_offset;
        u().pos.anchor_b = b.right->col_offset;
      }
      emit(Opcode::BINARY_OP, codegen_binary_op_arg(b.op));
      break;
    }
    case ExprKind::UnaryOp: {
      auto& un = cast<UnaryOp>(*e);
      expr(un.operand);
      switch (un.op) {
        case UnaryOperator::Invert: emit(Opcode::UNARY_INVERT); break;
        case UnaryOperator::Not: emit(Opcode::UNARY_NOT); break;
        case UnaryOperator::UAdd: emit(Opcode::UNARY_POSITIVE); break;
        case UnaryOperator::USub: emit(Opcode::UNARY_NEGATIVE); break;
      }
      break;
    }
    case ExprKind::Lambda: lambda(cast<Lambda>(*e)); break;
    case ExprKind::IfExp: {
      auto& i = cast<IfExp>(*e);
      int orelse = new_label(), end = new_label();
      jump_if(i.test, false, orelse);
      expr(i.body);
      emit_jump(Opcode::JUMP_FORWARD, end);
      bind_label(orelse);
      expr(i.orelse);
      bind_label(end);
      break;
    }
    case ExprKind::Dict: dict_display(cast<Dict>(*e)); break;
    case ExprKind::Set: {
      auto& s = cast<Set>(*e);
      if (has_starred(s.elts)) {
        starred_sequence(s.elts, 2);
      } else if (constant_set(s.elts)) {
        // done: BUILD_SET 0; LOAD_CONST frozenset; SET_UPDATE 1
      } else {
        for (const Expr* x : s.elts) expr(x);
        emit(Opcode::BUILD_SET, static_cast<uint32_t>(s.elts.size()));
      }
      break;
    }
    case ExprKind::ListComp: {
      auto& c = cast<ListComp>(*e);
      comprehension(e, c.generators, c.elt, nullptr, 0);
      break;
    }
    case ExprKind::SetComp: {
      auto& c = cast<SetComp>(*e);
      comprehension(e, c.generators, c.elt, nullptr, 2);
      break;
    }
    case ExprKind::DictComp: {
      auto& c = cast<DictComp>(*e);
      comprehension(e, c.generators, c.key, c.value, 3);
      break;
    }
    case ExprKind::GeneratorExp: {
      auto& c = cast<GeneratorExp>(*e);
      comprehension(e, c.generators, c.elt, nullptr, 4);
      break;
    }
    case ExprKind::Await: {
      Scope* sc = u().scope;
      if (sc->kind != ScopeKind::Function) error("'await' outside function", *e);
      if (!sc->is_coroutine) error("'await' outside async function", *e);
      expr(cast<Await>(*e).value);
      set_loc(*e);
      await_value(0);
      break;
    }
    case ExprKind::Yield: {
      if (u().scope->kind != ScopeKind::Function) error("'yield' outside function", *e);
      auto& y = cast<Yield>(*e);
      if (y.value)
        expr(y.value);
      else
        load_const(Value::none());
      if (u().scope->is_coroutine) emit(Opcode::ASYNC_GEN_WRAP);
      emit(Opcode::YIELD_VALUE);
      break;
    }
    case ExprKind::YieldFrom: {
      if (u().scope->kind != ScopeKind::Function) error("'yield' outside function", *e);
      if (u().scope->is_coroutine) error("'yield from' inside async function", *e);
      expr(cast<YieldFrom>(*e).value);
      emit(Opcode::GET_YIELD_FROM_ITER);
      load_const(Value::none());
      yield_from_loop();
      break;
    }
    case ExprKind::Compare: compare(cast<Compare>(*e)); break;
    case ExprKind::Call: call(cast<Call>(*e)); break;
    case ExprKind::FormattedValue: formatted_value(cast<FormattedValue>(*e)); break;
    case ExprKind::JoinedStr: joined_str(cast<JoinedStr>(*e)); break;
    case ExprKind::Constant: constant(cast<Constant>(*e).value, *e); break;
    case ExprKind::Attribute: {
      auto& a = cast<Attribute>(*e);
      if (a.ctx != ExprContext::Load) error("internal error: attribute context", *e);
      expr(a.value);
      set_loc(*e);
      emit(Opcode::LOAD_ATTR, add_name(a.attr));
      break;
    }
    case ExprKind::Subscript: {
      auto& s = cast<Subscript>(*e);
      expr(s.value);
      subscript_slice(s.slice);
      set_loc(*e);
      if (s.value->end_lineno == e->lineno && s.slice->end_lineno == e->lineno) {
        u().pos.anchor_kind = 2;
        u().pos.anchor_a = s.value->end_col_offset;
        u().pos.anchor_b = s.slice->end_col_offset;
      }
      emit(Opcode::BINARY_SUBSCR);
      break;
    }
    case ExprKind::Starred: error("can't use starred expression here", *e);
    case ExprKind::Name: name_op(cast<Name>(*e).id, NameOp::Load); break;
    case ExprKind::List: {
      auto& l = cast<List>(*e);
      if (has_starred(l.elts)) {
        starred_sequence(l.elts, 0);
      } else {
        for (const Expr* x : l.elts) expr(x);
        emit(Opcode::BUILD_LIST, static_cast<uint32_t>(l.elts.size()));
      }
      break;
    }
    case ExprKind::Tuple: {
      auto& t = cast<Tuple>(*e);
      if (has_starred(t.elts)) {
        starred_sequence(t.elts, 1);
      } else {
        for (const Expr* x : t.elts) expr(x);
        emit(Opcode::BUILD_TUPLE, static_cast<uint32_t>(t.elts.size()));
      }
      break;
    }
    case ExprKind::Slice: {
      auto& s = cast<Slice>(*e);
      if (s.lower) expr(s.lower); else load_const(Value::none());
      if (s.upper) expr(s.upper); else load_const(Value::none());
      if (s.step) expr(s.step);
      emit(Opcode::BUILD_SLICE, s.step ? 3 : 2);
      break;
    }
  }
  u().line = saved_line;
  u().pos = saved_pos;
}

void Codegen::yield_from_loop() {
  // [iter, value]: SEND exit; YIELD_VALUE; JUMP_BACKWARD loop; exit: [result]
  int loop = new_label(), exit = new_label();
  bind_label(loop);
  emit_jump(Opcode::SEND, exit);
  emit(Opcode::YIELD_VALUE);
  emit_jump(Opcode::JUMP_BACKWARD, loop);
  bind_label(exit);
}

// [awaitable] -> [result]: `await` (where: 0 await, 1 __aenter__'s result, 2 __aexit__'s).
void Codegen::await_value(int where) {
  emit(Opcode::GET_AWAITABLE, static_cast<uint32_t>(where));
  load_const(Value::none());
  yield_from_loop();
}

void Codegen::subscript_slice(const Expr* slice) { expr(slice); }

void Codegen::jump_if(const Expr* e, bool cond, int label) {
  if (e->kind == ExprKind::UnaryOp && cast<UnaryOp>(*e).op == UnaryOperator::Not) {
    jump_if(cast<UnaryOp>(*e).operand, !cond, label);
    return;
  }
  if (e->kind == ExprKind::BoolOp) {
    auto& b = cast<BoolOp>(*e);
    bool is_or = b.op == BoolOperator::Or;
    // `a or b` jumps when true if any is true; `a and b` jumps when false if any is false.
    if (is_or == cond) {
      for (const Expr* v : b.values) jump_if(v, cond, label);
    } else {
      int skip = new_label();
      for (size_t i = 0; i + 1 < b.values.size(); ++i) jump_if(b.values[i], !cond, skip);
      jump_if(b.values.back(), cond, label);
      bind_label(skip);
    }
    return;
  }
  expr(e);
  emit_jump(cond ? Opcode::POP_JUMP_IF_TRUE : Opcode::POP_JUMP_IF_FALSE, label);
}

void Codegen::bool_op(const BoolOp& b) {
  int end = new_label();
  Opcode op = b.op == BoolOperator::And ? Opcode::JUMP_IF_FALSE_OR_POP : Opcode::JUMP_IF_TRUE_OR_POP;
  for (size_t i = 0; i < b.values.size(); ++i) {
    expr(b.values[i]);
    if (i + 1 < b.values.size()) emit_jump(op, end);
  }
  bind_label(end);
}

template <class Emit>
static void emit_compare(CmpOperator op, Emit emit) {
  switch (op) {
    case CmpOperator::Eq: emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Eq)); break;
    case CmpOperator::NotEq: emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Ne)); break;
    case CmpOperator::Lt: emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Lt)); break;
    case CmpOperator::LtE: emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Le)); break;
    case CmpOperator::Gt: emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Gt)); break;
    case CmpOperator::GtE: emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Ge)); break;
    case CmpOperator::Is: emit(Opcode::IS_OP, 0); break;
    case CmpOperator::IsNot: emit(Opcode::IS_OP, 1); break;
    case CmpOperator::In: emit(Opcode::CONTAINS_OP, 0); break;
    case CmpOperator::NotIn: emit(Opcode::CONTAINS_OP, 1); break;
  }
}

void Codegen::compare(const Compare& c) {
  auto em = [this](Opcode op, uint32_t arg) { emit(op, arg); };
  expr(c.left);
  if (c.ops.size() == 1) {
    expr(c.comparators[0]);
    set_loc(c);
    emit_compare(c.ops[0], em);
    return;
  }
  int cleanup = new_label(), end = new_label();
  for (size_t i = 0; i + 1 < c.ops.size(); ++i) {
    expr(c.comparators[i]);
    emit(Opcode::SWAP, 2);
    emit(Opcode::COPY, 2);
    emit_compare(c.ops[i], em);
    emit_jump(Opcode::JUMP_IF_FALSE_OR_POP, cleanup);
  }
  expr(c.comparators.back());
  emit_compare(c.ops.back(), em);
  emit_jump(Opcode::JUMP_FORWARD, end);
  bind_label(cleanup);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_TOP);
  bind_label(end);
}

// The value of a constant set element after CPython's AST folding (literals, and unary
// - + ~ applied to a number literal); Null when `e` is not one.
Value Codegen::folded_constant(const Expr* e) {
  if (e->kind == ExprKind::Constant) {
    const ConstantValue& c = cast<Constant>(*e).value;
    if (c.kind == ConstantValue::Kind::Str) return Value::object(protocol::intern(ctx_, c.text));
    return constant_value(c, *e);
  }
  if (e->kind == ExprKind::UnaryOp) {
    auto& un = cast<UnaryOp>(*e);
    if (un.op == UnaryOperator::Not || un.operand->kind != ExprKind::Constant) return Value::null();
    using K = ConstantValue::Kind;
    K k = cast<Constant>(*un.operand).value.kind;
    if (k != K::Int && k != K::BigInt && k != K::Float && k != K::Complex) return Value::null();
    if (un.op == UnaryOperator::Invert && (k == K::Float || k == K::Complex)) return Value::null();
    Value v = folded_constant(un.operand);
    if (v.is_null()) return v;
    tp::UnaryOp op = un.op == UnaryOperator::USub   ? tp::UnaryOp::Negative
                           : un.op == UnaryOperator::UAdd ? tp::UnaryOp::Positive
                                                          : tp::UnaryOp::Invert;
    Value r = protocol::unary_op(ctx_, op, v);
    if (r.is_null()) ctx_.take_exception();
    return r;
  }
  return Value::null();
}

// A set display of 3 or more constants compiles as CPython 3.11's does: BUILD_SET 0, then
// SET_UPDATE from a frozenset constant. The order of the frozenset's table, not the
// source order, decides the new set's insertion order and so its iteration order:
// {100, -1, 7, 8, 16, 33} prints {16, 33, 100, 7, 8, -1}. False (nothing emitted) when
// the display does not qualify.
bool Codegen::constant_set(const ExprList& elts) {
  if (elts.size() <= 2) return false;
  std::vector<Value> values;
  for (const Expr* e : elts) {
    Value v = folded_constant(e);
    if (v.is_null()) return false;
    values.push_back(v);
  }
  // CPython builds frozenset(values), then its constant merging rebuilds the frozenset
  // from its own iteration order; both steps decide the final table order.
  SetObject* fs = nullptr;
  for (int pass = 0; pass < 2; ++pass) {
    SetObject* next = objects::set_new(ctx_, ctx_.builtins.frozenset_type);
    if (pass == 1) {
      values.clear();
      size_t pos = 0;
      Value k;
      while (objects::set_next(fs, &pos, &k)) values.push_back(k);
    }
    for (Value v : values) {
      if (objects::set_add(ctx_, next, v) < 0) {
        ctx_.take_exception();
        return false;
      }
    }
    fs = next;
  }
  emit(Opcode::BUILD_SET, 0);
  emit(Opcode::LOAD_CONST, add_const(Value::object(fs)));
  emit(Opcode::SET_UPDATE, 1);
  return true;
}

bool Codegen::has_starred(const ExprList& elts) {
  for (const Expr* e : elts)
    if (e->kind == ExprKind::Starred) return true;
  return false;
}

void Codegen::starred_sequence(const ExprList& elts, int kind) {
  bool is_set = kind == 2;
  emit(is_set ? Opcode::BUILD_SET : Opcode::BUILD_LIST, 0);
  for (const Expr* e : elts) {
    if (e->kind == ExprKind::Starred) {
      expr(cast<Starred>(*e).value);
      emit(is_set ? Opcode::SET_UPDATE : Opcode::LIST_EXTEND, 1);
    } else {
      expr(e);
      emit(is_set ? Opcode::SET_ADD : Opcode::LIST_APPEND, 1);
    }
  }
  if (kind == 1) emit(Opcode::LIST_TO_TUPLE);
}

void Codegen::dict_display(const Dict& d) {
  bool has_unpack = false;
  for (const Expr* k : d.keys)
    if (!k) has_unpack = true;
  if (!has_unpack && d.keys.size() < 256) {
    for (size_t i = 0; i < d.keys.size(); ++i) {
      expr(d.keys[i]);
      expr(d.values[i]);
    }
    emit(Opcode::BUILD_MAP, static_cast<uint32_t>(d.keys.size()));
    return;
  }
  emit(Opcode::BUILD_MAP, 0);
  for (size_t i = 0; i < d.keys.size(); ++i) {
    if (d.keys[i]) {
      expr(d.keys[i]);
      expr(d.values[i]);
      emit(Opcode::MAP_ADD, 1);
    } else {
      expr(d.values[i]);
      emit(Opcode::DICT_UPDATE, 1);
    }
  }
}

void Codegen::call(const Call& c) {
  // obj.meth(...) loads the method without binding it (LOAD_METHOD), for CALL and for
  // CALL_FUNCTION_EX alike (which see [meth, self] or [null, callable] below the args).
  if (c.func->kind == ExprKind::Attribute) {
    auto& a = cast<Attribute>(*c.func);
    expr(a.value);
    vm::Position call_pos = u().pos;
    int call_line = u().line;
    set_loc(*c.func);
    emit(Opcode::LOAD_METHOD, add_name(a.attr));
    u().pos = call_pos;
    u().line = call_line;
    call_helper(c.args, c.keywords, 0);
    return;
  }
  emit(Opcode::PUSH_NULL);
  expr(c.func);
  call_helper(c.args, c.keywords, 0);
}

// Emits the arguments and the call; `already_pushed` positional arguments are on the
// stack above the callable (class definitions push the body function and the name).
void Codegen::call_helper(const ExprList& args, const std::vector<Keyword*>& keywords,
                          int already_pushed) {
  bool simple = !has_starred(args);
  for (const Keyword* k : keywords)
    if (!k->arg) simple = false;
  if (simple) {
    for (const Expr* a : args) expr(a);
    std::vector<Value> names;
    for (const Keyword* k : keywords) {
      expr(k->value);
      names.push_back(Value::object(protocol::intern(ctx_, *k->arg)));
    }
    for (size_t i = 0; i < keywords.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        if (*keywords[i]->arg == *keywords[j]->arg)
          error("keyword argument repeated: " + *keywords[i]->arg, *keywords[i]);
    if (!names.empty()) emit(Opcode::KW_NAMES, add_const(objects::tuple_from(ctx_, std::move(names))));
    emit(Opcode::CALL, static_cast<uint32_t>(already_pushed + args.size() + keywords.size()));
    return;
  }
  // General case: positional args as a tuple, keywords as a dict; CALL_FUNCTION_EX.
  // A lone `*x` is passed as is (CALL_FUNCTION_EX converts it, with CPython's message).
  if (already_pushed == 0 && args.size() == 1 && args[0]->kind == ExprKind::Starred) {
    expr(cast<Starred>(*args[0]).value);
  } else {
    starred_call_args(args, already_pushed);
  }
  if (keywords.size() == 1 && !keywords[0]->arg) {
    // A lone `**x` is passed as is: CALL_FUNCTION_EX copies it into the call (and merges a
    // non-dict mapping with DICT_MERGE's checks and messages), so no dict is built here.
    expr(keywords[0]->value);
    emit(Opcode::CALL_FUNCTION_EX, 1);
  } else if (!keywords.empty()) {
    emit(Opcode::BUILD_MAP, 0);
    for (const Keyword* k : keywords) {
      if (k->arg) {
        emit(Opcode::LOAD_CONST, add_str_const(*k->arg));
        expr(k->value);
        emit(Opcode::BUILD_MAP, 1);
      } else {
        expr(k->value);
      }
      emit(Opcode::DICT_MERGE, 1);
    }
    emit(Opcode::CALL_FUNCTION_EX, 1);
  } else {
    emit(Opcode::CALL_FUNCTION_EX, 0);
  }
}

void Codegen::starred_call_args(const ExprList& args, int already_pushed) {
  emit(Opcode::BUILD_LIST, static_cast<uint32_t>(already_pushed));
  for (const Expr* a : args) {
    if (a->kind == ExprKind::Starred) {
      expr(cast<Starred>(*a).value);
      emit(Opcode::LIST_EXTEND, 1);
    } else {
      expr(a);
      emit(Opcode::LIST_APPEND, 1);
    }
  }
  emit(Opcode::LIST_TO_TUPLE);
}

void Codegen::lambda(const Lambda& l) {
  int flags = function_defaults(l.args);
  Scope* scope = scopes_.of(&l);
  std::string qualname = qualname_for("<lambda>", scope);
  enter_unit(scope, "<lambda>", l.lineno);
  u().qualname = qualname;
  set_signature(l.args);
  set_line(l.lineno);
  // A lambda has no docstring: reserve consts[0] = None as CPython does.
  add_const_none();
  expr(l.body);
  emit(Opcode::RETURN_VALUE);
  vm::CodeObject* code = leave_unit();
  make_closure(code, scope, flags);
}

// kind: 0 list, 2 set, 3 dict, 4 generator
void Codegen::comprehension(const Expr* e, const std::vector<Comprehension*>& gens,
                            const Expr* elt, const Expr* value, int kind) {
  Scope* scope = scopes_.of(e);
  static const char* const names[] = {"<listcomp>", "", "<setcomp>", "<dictcomp>", "<genexpr>"};
  std::string name = names[kind];
  Scope* outer = u().scope;
  if (scope->is_coroutine && kind != 4 && !outer->is_comprehension &&
      !(outer->is_coroutine && outer->kind == ScopeKind::Function))
    error("asynchronous comprehension outside of an asynchronous function", *e);
  std::string qualname = qualname_for(name, scope);
  enter_unit(scope, name, e->lineno);
  u().qualname = qualname;
  u().argcount = 1;
  set_line(e->lineno);
  if (kind == 0) emit(Opcode::BUILD_LIST, 0);
  if (kind == 2) emit(Opcode::BUILD_SET, 0);
  if (kind == 3) emit(Opcode::BUILD_MAP, 0);
  comprehension_loop(gens, 0, elt, value, kind);
  if (kind == 4) load_const(Value::none());
  emit(Opcode::RETURN_VALUE);
  vm::CodeObject* code = leave_unit();
  make_closure(code, scope, 0);
  expr(gens[0]->iter);
  emit(gens[0]->is_async ? Opcode::GET_AITER : Opcode::GET_ITER);
  emit(Opcode::CALL, 0);
  if (scope->is_coroutine && kind != 4) await_value(0);
}

void Codegen::comprehension_loop(const std::vector<Comprehension*>& gens, size_t i,
                                 const Expr* elt, const Expr* value, int kind) {
  const Comprehension* g = gens[i];
  int start = new_label(), end = new_label(), except = new_label();
  if (i == 0) {
    emit(Opcode::LOAD_FAST, 0);  // .0
  } else {
    expr(g->iter);
    emit(g->is_async ? Opcode::GET_AITER : Opcode::GET_ITER);
  }
  bind_label(start);
  if (g->is_async) {
    // As `async for` (Codegen::for_stmt).
    emit_jump(Opcode::SETUP_FINALLY, except);
    emit(Opcode::GET_ANEXT);
    load_const(Value::none());
    yield_from_loop();
    emit(Opcode::POP_BLOCK);
  } else {
    emit_jump(Opcode::FOR_ITER, end);
  }
  assign_target(g->target);
  for (const Expr* cond : g->ifs) jump_if(cond, false, start);
  if (i + 1 < gens.size()) {
    comprehension_loop(gens, i + 1, elt, value, kind);
  } else {
    uint32_t depth = static_cast<uint32_t>(gens.size()) + 1;
    switch (kind) {
      case 0:
        expr(elt);
        emit(Opcode::LIST_APPEND, depth);
        break;
      case 2:
        expr(elt);
        emit(Opcode::SET_ADD, depth);
        break;
      case 3:
        expr(elt);
        expr(value);
        emit(Opcode::MAP_ADD, depth);
        break;
      case 4:
        expr(elt);
        if (u().scope->is_coroutine) emit(Opcode::ASYNC_GEN_WRAP);
        emit(Opcode::YIELD_VALUE);
        emit(Opcode::POP_TOP);
        break;
    }
  }
  emit_jump(Opcode::JUMP_BACKWARD, start);
  if (g->is_async) {
    bind_label(except);
    emit(Opcode::END_ASYNC_FOR);
  }
  bind_label(end);
}

void Codegen::formatted_value(const FormattedValue& f) {
  expr(f.value);
  uint32_t arg = 0;
  if (f.conversion == 's') arg = 1;
  if (f.conversion == 'r') arg = 2;
  if (f.conversion == 'a') arg = 3;
  if (f.format_spec) {
    expr(f.format_spec);
    arg |= vm::kFormatHasSpec;
  }
  emit(Opcode::FORMAT_VALUE, arg);
}

void Codegen::joined_str(const JoinedStr& j) {
  if (j.values.empty()) {
    emit(Opcode::LOAD_CONST, add_str_const(""));
    return;
  }
  for (const Expr* v : j.values) {
    if (v->kind == ExprKind::FormattedValue)
      formatted_value(cast<FormattedValue>(*v));
    else
      expr(v);
  }
  if (j.values.size() > 1) emit(Opcode::BUILD_STRING, static_cast<uint32_t>(j.values.size()));
}

}  // namespace tp::compiler::detail
