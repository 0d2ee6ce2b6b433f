// The codegen's core: compilation units (one per code object), instruction emission and
// label patching, constant/name tables, name resolution to opcodes, and the conversion of
// a finished unit to a vm::CodeObject. Entry point: generate_code().
#include "compiler/codegen.h"
#include "compiler/symtable.h"

#include <algorithm>

#include "objects/str_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"

namespace tp::compiler {

using vm::Opcode;

namespace detail {

void Codegen::error(const std::string& msg, int lineno, int col) {
  throw CodegenError{msg, lineno, col};
}

void Codegen::enter_unit(Scope* scope, const std::string& name, int firstlineno) {
  auto unit = std::make_unique<Unit>();
  unit->scope = scope;
  unit->name = name;
  unit->firstlineno = firstlineno;
  unit->line = firstlineno;
  // Cells: cellvars then freevars, in the sorted order of the scope analysis.
  int i = 0;
  for (const auto& c : scope->cellvars) unit->cells[c] = i++;
  for (const auto& f : scope->freevars)
    if (!unit->cells.count(f)) unit->cells[f] = i++;
  if (scope->kind == ScopeKind::Function) {
    unit->flags |= vm::kCoOptimized | vm::kCoNewLocals;
    for (const auto& p : scope->params) {
      unit->varnames[p] = static_cast<int>(unit->varname_list.size());
      unit->varname_list.push_back(p);
    }
    if (scope->is_coroutine)
      unit->flags |= scope->is_generator ? vm::kCoAsyncGenerator : vm::kCoCoroutine;
    else if (scope->is_generator)
      unit->flags |= vm::kCoGenerator;
  }
  if (!units_.empty() && scope->kind != ScopeKind::Module) unit->flags |= vm::kCoNested;
  units_.push_back(std::move(unit));
}

std::string Codegen::qualname_for(const std::string& name, Scope* child) {
  // Module-level names (and names declared global in the parent) are unqualified.
  if (units_.size() <= 1) return name;
  Unit& parent = u();
  Scope* ps = parent.scope;
  if (child && (child->kind == ScopeKind::Function || child->kind == ScopeKind::Class)) {
    auto it = ps->symbols.find(name);
    if (it != ps->symbols.end() && it->second == SymbolKind::GlobalExplicit) return name;
  }
  if (ps->kind == ScopeKind::Function) return parent.qualname + ".<locals>." + name;
  return parent.qualname + "." + name;
}

void Codegen::resolve_jumps() {
  Unit& un = u();
  for (auto [at, label] : un.patches) {
    int target = un.label_pos[label];
    un.code[at] = vm::make_instruction(vm::opcode_of(un.code[at]), static_cast<uint32_t>(target));
  }
}

vm::CodeObject* Codegen::leave_unit() {
  resolve_jumps();
  Unit& un = u();
  vm::CodeObject* co = vm::new_code(ctx_);
  co->name = un.name;
  co->qualname = un.qualname.empty() ? un.name : un.qualname;
  co->filename = filename_;
  co->firstlineno = un.firstlineno;
  co->argcount = un.argcount;
  co->posonlyargcount = un.posonly;
  co->kwonlyargcount = un.kwonly;
  co->flags = un.flags;
  if (un.scope->freevars.empty() && un.scope->cellvars.empty()) co->flags |= vm::kCoNoFree;
  co->code = std::move(un.code);
  co->lines = std::move(un.lines);
  co->positions = std::move(un.positions);
  co->consts = std::move(un.consts);
  for (const auto& n : un.name_list) co->names.push_back(protocol::intern(ctx_, n));
  co->name_cache.resize(co->names.size());
  for (const auto& n : un.varname_list) co->varnames.push_back(protocol::intern(ctx_, n));
  for (const auto& n : un.scope->cellvars) {
    co->cellvars.push_back(protocol::intern(ctx_, n));
    auto it = un.varnames.find(n);
    bool is_param = it != un.varnames.end() &&
                    it->second < static_cast<int>(un.scope->params.size());
    co->cell2arg.push_back(is_param ? it->second : -1);
  }
  for (const auto& n : un.scope->freevars) {
    if (std::find(un.scope->cellvars.begin(), un.scope->cellvars.end(), n) !=
        un.scope->cellvars.end())
      continue;
    co->freevars.push_back(protocol::intern(ctx_, n));
  }
  co->docstring = un.docstring.is_null() ? Value::none() : un.docstring;
  // Note [No path runs past the end]
  // INVARIANT: no path through a code object runs past its last instruction; the eval
  // loop has no end-of-code check (it would cost a compare per dispatch) and relies on it.
  // Module, class and comprehension units always end in a return; a function gets the
  // implicit `return None` whenever the flow analysis finds its end reachable (a last
  // RETURN_VALUE proves nothing: `if x: return 1` jumps past it). Codegen is the only
  // maker of code objects, so checking here, once per code object, is the VM's guard: a
  // unit that breaks the invariant is refused with SystemError instead of being run.
  FlowInfo flow = analyze_flow(co->code);
  if (flow.end_reachable)
    throw CodegenError{"internal compiler error: code object '" + co->qualname +
                           "' can run past its end",
                       un.firstlineno, 0, true};
  // The analysis is exact for code this codegen emits; the margin guards against an error
  // in it turning into a stack overflow instead of a wrong line count.
  co->stacksize = (flow.max_depth < 0 ? 64 : flow.max_depth) + 4;
  units_.pop_back();
  return co;
}

int Codegen::emit(Opcode op, uint32_t arg) {
  if (arg > vm::kMaxArg) error("too many constants or names in one code object", u().line, 0);
  u().code.push_back(vm::make_instruction(op, arg));
  u().lines.push_back(u().line);
  u().positions.push_back(u().pos);
  return static_cast<int>(u().code.size()) - 1;
}

int Codegen::new_label() {
  u().label_pos.push_back(-1);
  return static_cast<int>(u().label_pos.size()) - 1;
}

void Codegen::bind_label(int label) { u().label_pos[label] = static_cast<int>(u().code.size()); }

void Codegen::emit_jump(Opcode op, int label) {
  int at = emit(op, 0);
  u().patches.push_back({at, label});
}

int Codegen::add_const(Value v) {
  Unit& un = u();
  for (size_t i = 0; i < un.consts.size(); ++i) {
    Value c = un.consts[i];
    if (c.tag() == v.tag() && !v.is_object() && c.raw_bits() == v.raw_bits())
      return static_cast<int>(i);
  }
  un.consts.push_back(v);
  return static_cast<int>(un.consts.size()) - 1;
}

int Codegen::add_str_const(const std::string& s) {
  auto it = u().const_strs.find(s);
  if (it != u().const_strs.end()) return it->second;
  u().consts.push_back(Value::object(protocol::intern(ctx_, s)));
  int i = static_cast<int>(u().consts.size()) - 1;
  u().const_strs[s] = i;
  return i;
}

int Codegen::add_name(const std::string& n) {
  auto it = u().names.find(n);
  if (it != u().names.end()) return it->second;
  int i = static_cast<int>(u().name_list.size());
  u().names[n] = i;
  u().name_list.push_back(n);
  return i;
}

void Codegen::name_op(const std::string& name, NameOp op) {
  Unit& un = u();
  Scope* s = un.scope;
  SymbolKind kind = s->lookup(name);
  bool in_class = s->kind == ScopeKind::Class;
  if (kind == SymbolKind::Free && in_class && op == NameOp::Load && name != "__class__") {
    emit(Opcode::LOAD_CLASSDEREF, un.cells.at(name));
    return;
  }
  // A class body's store to a name that is free only because a method captures it binds
  // a class attribute; one declared `nonlocal` in the body writes the enclosing cell.
  if (in_class && kind == SymbolKind::Free && op != NameOp::Load && !s->declared_nonlocal.count(name)) {
    kind = SymbolKind::Local;
  }
  switch (kind) {
    case SymbolKind::Cell:
    case SymbolKind::Free: {
      uint32_t i = un.cells.at(name);
      emit(op == NameOp::Load ? Opcode::LOAD_DEREF
           : op == NameOp::Store ? Opcode::STORE_DEREF
                                 : Opcode::DELETE_DEREF,
           i);
      return;
    }
    case SymbolKind::Local:
      if (s->kind == ScopeKind::Function) {
        auto it = un.varnames.find(name);
        int i;
        if (it == un.varnames.end()) {
          i = static_cast<int>(un.varname_list.size());
          un.varnames[name] = i;
          un.varname_list.push_back(name);
        } else {
          i = it->second;
        }
        emit(op == NameOp::Load ? Opcode::LOAD_FAST
             : op == NameOp::Store ? Opcode::STORE_FAST
                                   : Opcode::DELETE_FAST,
             i);
        return;
      }
      break;
    case SymbolKind::GlobalExplicit:
      emit(op == NameOp::Load ? Opcode::LOAD_GLOBAL
           : op == NameOp::Store ? Opcode::STORE_GLOBAL
                                 : Opcode::DELETE_GLOBAL,
           add_name(name));
      return;
    case SymbolKind::GlobalImplicit:
      if (s->kind == ScopeKind::Function) {
        emit(op == NameOp::Load ? Opcode::LOAD_GLOBAL
             : op == NameOp::Store ? Opcode::STORE_GLOBAL
                                   : Opcode::DELETE_GLOBAL,
             add_name(name));
        return;
      }
      break;
  }
  emit(op == NameOp::Load ? Opcode::LOAD_NAME
       : op == NameOp::Store ? Opcode::STORE_NAME
                             : Opcode::DELETE_NAME,
       add_name(name));
}

vm::CodeObject* Codegen::module(const ast::Mod& mod) {
  Scope* root = scopes_.root.get();
  enter_unit(root, "<module>", 1);
  switch (mod.kind) {
    case ast::ModKind::Module: {
      auto& m = static_cast<const ast::Module&>(mod);
      if (!m.body.empty()) set_line(m.body[0]->lineno);
      check_future_imports(m.body);
      body_with_docstring(m.body, true);
      emit(Opcode::LOAD_CONST, add_const_none());
      emit(Opcode::RETURN_VALUE);
      break;
    }
    case ast::ModKind::Interactive: {
      auto& m = static_cast<const ast::Interactive&>(mod);
      // Expression statements echo their value (see stmt(), StmtKind::Expr).
      check_future_imports(m.body);
      for (const ast::Stmt* s : m.body) stmt(*s);
      emit(Opcode::LOAD_CONST, add_const_none());
      emit(Opcode::RETURN_VALUE);
      break;
    }
    case ast::ModKind::Expression: {
      auto& m = static_cast<const ast::Expression&>(mod);
      set_line(m.body->lineno);
      expr(m.body);
      emit(Opcode::RETURN_VALUE);
      break;
    }
  }
  return leave_unit();
}

}  // namespace detail

vm::CodeObject* generate_code(Context& ctx, const ast::Mod& mod, std::string_view filename,
                              std::string_view source, Mode mode, SyntaxErrorInfo* error) {
  auto fill_error = [&](const std::string& msg, int lineno, int col) {
    error->kind = SyntaxErrorInfo::Kind::SyntaxError;
    error->message = msg;
    error->filename = std::string(filename);
    error->lineno = lineno;
    error->offset = col + 1;
    error->text.clear();
    // The source line, for the caret display.
    int line = 1;
    size_t start = 0;
    for (size_t i = 0; i < source.size() && line < lineno; ++i)
      if (source[i] == '\n') {
        ++line;
        start = i + 1;
      }
    if (lineno > 0 && line == lineno) {
      size_t end = source.find('\n', start);
      error->text = std::string(source.substr(start, end == std::string_view::npos ? end : end - start + 1));
    }
  };
  // The symbol table (symtable.h) reports the scope errors with CPython's messages and
  // positions (global/nonlocal conflicts at the first declaration, end positions); the
  // codegen's own scope analysis below then only sees valid modules.
  {
    symtable::SymbolTable table = symtable::build(mod, source, filename);
    if (!table.ok()) {
      *error = *table.error;
      return nullptr;
    }
  }
  std::unique_ptr<ScopeTable> scopes = analyze_scopes(mod, filename, error);
  if (!scopes) {
    fill_error(error->message, error->lineno, error->offset - 1);
    return nullptr;
  }
  try {
    detail::Codegen cg(ctx, *scopes, filename, mode);
    return cg.module(mod);
  } catch (const detail::CodegenError& e) {
    fill_error(e.message, e.lineno, e.col);
    if (e.internal) error->kind = SyntaxErrorInfo::Kind::SystemError;
    return nullptr;
  }
}

}  // namespace tp::compiler
