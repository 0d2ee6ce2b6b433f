// The symbol table (see symtable.h): a first pass records what each scope does with each
// name (CPython's symtable_visit_*), a second resolves every name (CPython's analyze_block).
#include "compiler/symtable.h"

#include <algorithm>
#include <set>

#include "compiler/lexer.h"

namespace tp::compiler::symtable {

using namespace ast;

constexpr unsigned kDefBound = kDefLocal | kDefParam | kDefImport;

SymbolScope Scope::lookup(std::string_view symbol_name) const {
  const Symbol* found = symbol(symbol_name);
  return found ? found->scope : SymbolScope::GlobalImplicit;
}

const Symbol* Scope::symbol(std::string_view symbol_name) const {
  auto it = index_.find(std::string(symbol_name));
  return it == index_.end() ? nullptr : &symbols_[it->second];
}

Symbol& Scope::add(std::string_view symbol_name, unsigned flags) {
  auto [it, inserted] = index_.emplace(std::string(symbol_name), symbols_.size());
  if (inserted) {
    Symbol fresh;
    fresh.name = std::string(symbol_name);
    symbols_.push_back(std::move(fresh));
  }
  Symbol& symbol = symbols_[it->second];
  symbol.flags |= flags;
  return symbol;
}

namespace {

struct Failure {};

class Builder {
 public:
  Builder(SymbolTable& table, std::string_view source, std::string_view filename)
      : table_(table), lines_(source), filename_(filename) {}

  void run(const Mod& module);

 private:
  [[noreturn]] void fail(const Location& where, std::string message) {
    table_.error = make_syntax_error(lines_, filename_, std::move(message), where.lineno,
                                     where.col_offset, where.end_lineno, where.end_col_offset);
    throw Failure{};
  }

  Scope* enter(BlockType type, std::string name, const Node* node, int lineno) {
    auto scope = std::make_unique<Scope>();
    scope->type = type;
    scope->name = std::move(name);
    scope->node = node;
    scope->lineno = lineno;
    scope->parent = current_;
    Scope* raw = scope.get();
    table_.scopes[node] = raw;
    if (current_) {
      current_->children.push_back(std::move(scope));
    } else {
      table_.top = std::move(scope);
    }
    current_ = raw;
    return raw;
  }
  void leave() { current_ = current_->parent; }

  void add_def(const std::string& name, unsigned flags, const Location& where);
  void add_param(const Arg* arg, const Location& where);

  void visit_body(const StmtList& body) {
    for (const Stmt* statement : body) visit(statement);
  }
  void visit_list(const ExprList& list) {
    for (const Expr* expr : list) {
      if (expr) visit(expr);
    }
  }
  void visit(const Stmt* node);
  void visit(const Expr* node);
  void visit_pattern(const Pattern* node);
  void visit_arguments_defaults(const Arguments* args);
  void visit_annotations(const Arguments* args);
  void visit_parameters(const Arguments* args, const Location& where);
  void visit_comprehension(const Expr* node, const char* name,
                           const std::vector<Comprehension*>& generators, const Expr* elt,
                           const Expr* value);
  void visit_named_expr(const NamedExpr& node);

  SymbolTable& table_;
  SourceLines lines_;
  std::string_view filename_;
  Scope* current_ = nullptr;
  std::set<std::string> module_globals_;
};

void Builder::add_def(const std::string& name, unsigned flags, const Location& where) {
  if ((flags & kDefParam) && current_->symbol(name) &&
      (current_->symbol(name)->flags & kDefParam)) {
    fail(where, "duplicate argument '" + name + "' in function definition");
  }
  current_->add(name, flags);
  if (flags & kDefGlobal) table_.top->add(name, flags);
}

void Builder::add_param(const Arg* arg, const Location& where) {
  add_def(arg->arg, kDefParam, *arg);
  current_->parameters.push_back(arg->arg);
  (void)where;
}

void Builder::visit_arguments_defaults(const Arguments* args) {
  visit_list(args->defaults);
  visit_list(args->kw_defaults);
}

void Builder::visit_annotations(const Arguments* args) {
  for (const auto* list : {&args->posonlyargs, &args->args, &args->kwonlyargs}) {
    for (const Arg* arg : *list) {
      if (arg->annotation) visit(arg->annotation);
    }
  }
  if (args->vararg && args->vararg->annotation) visit(args->vararg->annotation);
  if (args->kwarg && args->kwarg->annotation) visit(args->kwarg->annotation);
}

void Builder::visit_parameters(const Arguments* args, const Location& where) {
  for (const Arg* arg : args->posonlyargs) add_param(arg, where);
  for (const Arg* arg : args->args) add_param(arg, where);
  for (const Arg* arg : args->kwonlyargs) add_param(arg, where);
  if (args->vararg) add_param(args->vararg, where);
  if (args->kwarg) add_param(args->kwarg, where);
  current_->posonlyargcount = static_cast<int>(args->posonlyargs.size());
  current_->argcount = static_cast<int>(args->posonlyargs.size() + args->args.size());
  current_->kwonlyargcount = static_cast<int>(args->kwonlyargs.size());
  current_->has_varargs = args->vararg != nullptr;
  current_->has_varkeywords = args->kwarg != nullptr;
}

void Builder::visit(const Stmt* node) {
  switch (node->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto& n = cast<FunctionDef>(*node);
      add_def(n.name, kDefLocal, n);
      visit_arguments_defaults(n.args);
      visit_annotations(n.args);
      if (n.returns) visit(n.returns);
      visit_list(n.decorator_list);
      Scope* scope = enter(BlockType::Function, n.name, node, n.lineno);
      scope->is_coroutine = node->kind == StmtKind::AsyncFunctionDef;
      visit_parameters(n.args, n);
      visit_body(n.body);
      leave();
      break;
    }
    case StmtKind::ClassDef: {
      auto& n = cast<ClassDef>(*node);
      add_def(n.name, kDefLocal, n);
      visit_list(n.bases);
      for (const Keyword* keyword : n.keywords) visit(keyword->value);
      visit_list(n.decorator_list);
      enter(BlockType::Class, n.name, node, n.lineno);
      visit_body(n.body);
      leave();
      break;
    }
    case StmtKind::Return:
      if (cast<Return>(*node).value) visit(cast<Return>(*node).value);
      break;
    case StmtKind::Delete:
      visit_list(cast<Delete>(*node).targets);
      break;
    case StmtKind::Assign:
      visit_list(cast<Assign>(*node).targets);
      visit(cast<Assign>(*node).value);
      break;
    case StmtKind::AugAssign:
      visit(cast<AugAssign>(*node).target);
      visit(cast<AugAssign>(*node).value);
      break;
    case StmtKind::AnnAssign: {
      auto& n = cast<AnnAssign>(*node);
      if (n.target->kind == ExprKind::Name) {
        const std::string& id = cast<Name>(*n.target).id;
        const Symbol* existing = current_->symbol(id);
        if (existing && (existing->flags & (kDefGlobal | kDefNonlocal)) && n.simple) {
          fail(*node, "annotated name '" + id + "' can't be " +
                              ((existing->flags & kDefGlobal) ? "global" : "nonlocal"));
        }
        add_def(id, n.simple ? (kDefLocal | kDefAnnot) : kDefLocal, *n.target);
      } else {
        visit(n.target);
      }
      visit(n.annotation);
      if (n.value) visit(n.value);
      break;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto& n = cast<For>(*node);
      visit(n.target);
      visit(n.iter);
      visit_body(n.body);
      visit_body(n.orelse);
      break;
    }
    case StmtKind::While:
      visit(cast<While>(*node).test);
      visit_body(cast<While>(*node).body);
      visit_body(cast<While>(*node).orelse);
      break;
    case StmtKind::If:
      visit(cast<If>(*node).test);
      visit_body(cast<If>(*node).body);
      visit_body(cast<If>(*node).orelse);
      break;
    case StmtKind::With:
    case StmtKind::AsyncWith:
      for (const WithItem* item : cast<With>(*node).items) {
        visit(item->context_expr);
        if (item->optional_vars) visit(item->optional_vars);
      }
      visit_body(cast<With>(*node).body);
      break;
    case StmtKind::Match: {
      auto& n = cast<Match>(*node);
      visit(n.subject);
      for (const MatchCase* c : n.cases) {
        visit_pattern(c->pattern);
        if (c->guard) visit(c->guard);
        visit_body(c->body);
      }
      break;
    }
    case StmtKind::Raise:
      if (cast<Raise>(*node).exc) visit(cast<Raise>(*node).exc);
      if (cast<Raise>(*node).cause) visit(cast<Raise>(*node).cause);
      break;
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto& n = cast<Try>(*node);
      visit_body(n.body);
      for (const ExceptHandler* handler : n.handlers) {
        if (handler->type) visit(handler->type);
        if (handler->name) add_def(*handler->name, kDefLocal, *handler);
        visit_body(handler->body);
      }
      visit_body(n.orelse);
      visit_body(n.finalbody);
      break;
    }
    case StmtKind::Assert:
      visit(cast<Assert>(*node).test);
      if (cast<Assert>(*node).msg) visit(cast<Assert>(*node).msg);
      break;
    case StmtKind::Import:
    case StmtKind::ImportFrom: {
      const auto& names = node->kind == StmtKind::Import ? cast<Import>(*node).names
                                                         : cast<ImportFrom>(*node).names;
      for (const Alias* alias : names) {
        if (alias->name == "*") {
          if (current_->type != BlockType::Module) {
            fail(*node, "import * only allowed at module level");
          }
          continue;
        }
        std::string bound = alias->asname ? *alias->asname
                                          : alias->name.substr(0, alias->name.find('.'));
        add_def(bound, kDefImport, *alias);
      }
      break;
    }
    case StmtKind::Global:
    case StmtKind::Nonlocal: {
      bool is_global = node->kind == StmtKind::Global;
      const auto& names = is_global ? cast<Global>(*node).names : cast<Nonlocal>(*node).names;
      const char* what = is_global ? "global" : "nonlocal";
      for (const std::string& name : names) {
        const Symbol* existing = current_->symbol(name);
        unsigned flags = existing ? existing->flags : 0;
        if (flags & (kDefParam | kDefLocal | kUse | kDefAnnot)) {
          std::string message = "name '" + name + "' is ";
          if (flags & kDefParam) {
            message += std::string("parameter and ") + what;
          } else if (flags & kUse) {
            message += std::string("used prior to ") + what + " declaration";
          } else if (flags & kDefAnnot) {
            message = "annotated name '" + name + "' can't be " + what;
          } else {
            message += std::string("assigned to before ") + what + " declaration";
          }
          fail(*node, message);
        }
        // As CPython's error_at_directive: reported at the name's first declaration.
        if ((is_global && (flags & kDefNonlocal)) || (!is_global && (flags & kDefGlobal))) {
          fail(existing->declared_at, "name '" + name + "' is nonlocal and global");
        }
        add_def(name, is_global ? kDefGlobal : kDefNonlocal, *node);
        Symbol& declared = current_->add(name, 0);
        if (declared.declared_at.lineno == 0) declared.declared_at = *node;
      }
      break;
    }
    case StmtKind::Expr:
      visit(cast<ExprStmt>(*node).value);
      break;
    case StmtKind::Pass:
    case StmtKind::Break:
    case StmtKind::Continue:
      break;
  }
}

// `(y := ...)` inside a comprehension binds y in the nearest enclosing non-comprehension
// scope (PEP 572), as CPython's symtable_extend_namedexpr_scope.
void Builder::visit_named_expr(const NamedExpr& node) {
  visit(node.value);
  const std::string& id = cast<Name>(*node.target).id;
  if (!current_->is_comprehension) {
    visit(node.target);
    return;
  }
  for (Scope* scope = current_; scope; scope = scope->parent) {
    if (scope->is_comprehension) continue;
    if (scope->type == BlockType::Class) {
      fail(node, "assignment expression within a comprehension cannot be used in a class body");
    }
    // As CPython: the comprehension declares the name nonlocal (global when the target
    // scope is the module or declares it global) and binds it; the target scope binds it.
    bool module = scope->type == BlockType::Module;
    const Symbol* in_target = scope->symbol(id);
    bool global = module || (in_target && (in_target->flags & kDefGlobal));
    current_->add(id, global ? kDefGlobal : kDefNonlocal);
    current_->add(id, 0).declared_at = node;
    scope->add(id, module ? kDefGlobal : kDefLocal);
    visit(node.target);
    return;
  }
}

void Builder::visit_comprehension(const Expr* node, const char* name,
                                  const std::vector<Comprehension*>& generators,
                                  const Expr* elt, const Expr* value) {
  visit(generators[0]->iter);  // evaluated in the enclosing scope
  Scope* scope = enter(BlockType::Function, name, node, node->lineno);
  scope->is_comprehension = true;
  scope->is_generator = node->kind == ExprKind::GeneratorExp;
  for (const Comprehension* generator : generators) scope->is_coroutine |= generator->is_async;
  scope->add(".0", kDefParam);
  scope->parameters.push_back(".0");
  scope->argcount = 1;
  for (size_t i = 0; i < generators.size(); i++) {
    visit(generators[i]->target);
    if (i > 0) visit(generators[i]->iter);
    visit_list(generators[i]->ifs);
  }
  if (value) visit(value);
  visit(elt);
  leave();
}

// Patterns bind their capture names (`x`, `p as x`, `*x`, `**x`) as assignments do and
// use the names of their values, keys and classes.
void Builder::visit_pattern(const Pattern* node) {
  switch (node->kind) {
    case PatternKind::MatchValue: visit(cast<MatchValue>(*node).value); break;
    case PatternKind::MatchSingleton: break;
    case PatternKind::MatchSequence:
      for (const Pattern* p : cast<MatchSequence>(*node).patterns) visit_pattern(p);
      break;
    case PatternKind::MatchMapping: {
      auto& n = cast<MatchMapping>(*node);
      visit_list(n.keys);
      for (const Pattern* p : n.patterns) visit_pattern(p);
      if (n.rest) add_def(*n.rest, kDefLocal, *node);
      break;
    }
    case PatternKind::MatchClass: {
      auto& n = cast<MatchClass>(*node);
      visit(n.cls);
      for (const Pattern* p : n.patterns) visit_pattern(p);
      for (const Pattern* p : n.kwd_patterns) visit_pattern(p);
      break;
    }
    case PatternKind::MatchStar:
      if (auto& name = cast<MatchStar>(*node).name) add_def(*name, kDefLocal, *node);
      break;
    case PatternKind::MatchAs: {
      auto& n = cast<MatchAs>(*node);
      if (n.pattern) visit_pattern(n.pattern);
      if (n.name) add_def(*n.name, kDefLocal, *node);
      break;
    }
    case PatternKind::MatchOr:
      for (const Pattern* p : cast<MatchOr>(*node).patterns) visit_pattern(p);
      break;
  }
}

void Builder::visit(const Expr* node) {
  switch (node->kind) {
    case ExprKind::BoolOp:
      visit_list(cast<BoolOp>(*node).values);
      break;
    case ExprKind::NamedExpr:
      visit_named_expr(cast<NamedExpr>(*node));
      break;
    case ExprKind::BinOp:
      visit(cast<BinOp>(*node).left);
      visit(cast<BinOp>(*node).right);
      break;
    case ExprKind::UnaryOp:
      visit(cast<UnaryOp>(*node).operand);
      break;
    case ExprKind::Lambda: {
      auto& n = cast<Lambda>(*node);
      visit_arguments_defaults(n.args);
      Scope* scope = enter(BlockType::Function, "lambda", node, n.lineno);
      scope->is_lambda = true;
      visit_parameters(n.args, n);
      visit(n.body);
      leave();
      break;
    }
    case ExprKind::IfExp:
      visit(cast<IfExp>(*node).test);
      visit(cast<IfExp>(*node).body);
      visit(cast<IfExp>(*node).orelse);
      break;
    case ExprKind::Dict:
      visit_list(cast<Dict>(*node).keys);
      visit_list(cast<Dict>(*node).values);
      break;
    case ExprKind::Set:
      visit_list(cast<Set>(*node).elts);
      break;
    case ExprKind::ListComp:
      visit_comprehension(node, "listcomp", cast<ListComp>(*node).generators,
                          cast<ListComp>(*node).elt, nullptr);
      break;
    case ExprKind::SetComp:
      visit_comprehension(node, "setcomp", cast<SetComp>(*node).generators,
                          cast<SetComp>(*node).elt, nullptr);
      break;
    case ExprKind::DictComp:
      visit_comprehension(node, "dictcomp", cast<DictComp>(*node).generators,
                          cast<DictComp>(*node).value, cast<DictComp>(*node).key);
      break;
    case ExprKind::GeneratorExp:
      visit_comprehension(node, "genexpr", cast<GeneratorExp>(*node).generators,
                          cast<GeneratorExp>(*node).elt, nullptr);
      break;
    case ExprKind::Await:
      visit(cast<Await>(*node).value);
      break;
    case ExprKind::Yield:
    case ExprKind::YieldFrom: {
      const Expr* value = node->kind == ExprKind::Yield ? cast<Yield>(*node).value
                                                         : cast<YieldFrom>(*node).value;
      if (value) visit(value);
      if (current_->is_comprehension) {
        const std::string& kind = current_->name;
        const char* what = kind == "listcomp"  ? "list comprehension"
                           : kind == "setcomp" ? "set comprehension"
                           : kind == "dictcomp" ? "dict comprehension"
                                                : "generator expression";
        fail(*node, std::string("'yield' inside ") + what);
      }
      current_->is_generator = true;
      break;
    }
    case ExprKind::Compare:
      visit(cast<Compare>(*node).left);
      visit_list(cast<Compare>(*node).comparators);
      break;
    case ExprKind::Call:
      visit(cast<Call>(*node).func);
      visit_list(cast<Call>(*node).args);
      for (const Keyword* keyword : cast<Call>(*node).keywords) visit(keyword->value);
      break;
    case ExprKind::FormattedValue:
      visit(cast<FormattedValue>(*node).value);
      if (cast<FormattedValue>(*node).format_spec) {
        visit(cast<FormattedValue>(*node).format_spec);
      }
      break;
    case ExprKind::JoinedStr:
      visit_list(cast<JoinedStr>(*node).values);
      break;
    case ExprKind::Constant:
      break;
    case ExprKind::Attribute:
      visit(cast<Attribute>(*node).value);
      break;
    case ExprKind::Subscript:
      visit(cast<Subscript>(*node).value);
      visit(cast<Subscript>(*node).slice);
      break;
    case ExprKind::Starred:
      visit(cast<Starred>(*node).value);
      break;
    case ExprKind::Name: {
      auto& n = cast<Name>(*node);
      add_def(n.id, n.ctx == ExprContext::Load ? kUse : kDefLocal, n);
      // super() and __class__ in a function need the class's implicit __class__ cell.
      if (n.ctx == ExprContext::Load && current_->type == BlockType::Function &&
          n.id == "super") {
        add_def("__class__", kUse, n);
      }
      break;
    }
    case ExprKind::List:
      visit_list(cast<List>(*node).elts);
      break;
    case ExprKind::Tuple:
      visit_list(cast<Tuple>(*node).elts);
      break;
    case ExprKind::Slice:
      if (cast<Slice>(*node).lower) visit(cast<Slice>(*node).lower);
      if (cast<Slice>(*node).upper) visit(cast<Slice>(*node).upper);
      if (cast<Slice>(*node).step) visit(cast<Slice>(*node).step);
      break;
  }
}

// ------------------------------------------------------------ analysis (CPython's analyze_block)

using NameSet = std::set<std::string>;

class Analyzer {
 public:
  explicit Analyzer(SymbolTable& table, SourceLines& lines, std::string_view filename)
      : table_(table), lines_(lines), filename_(filename) {}

  void analyze_block(Scope& scope, const NameSet* bound, NameSet& free, NameSet& global);

 private:
  SymbolTable& table_;
  SourceLines& lines_;
  std::string_view filename_;
};

void Analyzer::analyze_block(Scope& scope, const NameSet* bound, NameSet& free,
                             NameSet& global) {
  NameSet local, new_bound, new_free, new_global;
  std::map<std::string, SymbolScope> scopes;
  for (const Symbol& symbol : scope.symbols()) {
    const std::string& name = symbol.name;
    unsigned flags = symbol.flags;
    if (flags & kDefGlobal) {
      scopes[name] = SymbolScope::GlobalExplicit;
      global.insert(name);
    } else if (flags & kDefNonlocal) {
      if (!bound || !bound->count(name)) {
        const ast::Location& where = symbol.declared_at;
        // CPython's analyze_name: at module level (no enclosing bindings at all) the
        // declaration itself is the error.
        table_.error = make_syntax_error(lines_, filename_,
                                         bound ? "no binding for nonlocal '" + name + "' found"
                                               : std::string("nonlocal declaration not allowed at module level"),
                                         where.lineno, where.col_offset, where.end_lineno,
                                         where.end_col_offset);
        throw Failure{};
      }
      scopes[name] = SymbolScope::Free;
      free.insert(name);
    } else if (flags & kDefBound) {
      scopes[name] = SymbolScope::Local;
      local.insert(name);
      global.erase(name);
    } else if (bound && bound->count(name)) {
      scopes[name] = SymbolScope::Free;
      free.insert(name);
    } else {
      scopes[name] = SymbolScope::GlobalImplicit;
    }
  }
  if (scope.type == BlockType::Function) new_bound.insert(local.begin(), local.end());
  if (bound && scope.type != BlockType::Module) new_bound.insert(bound->begin(), bound->end());
  if (scope.type == BlockType::Class) new_bound.insert("__class__");  // the implicit cell
  new_global = global;
  NameSet all_free;
  for (auto& child : scope.children) {
    NameSet child_bound = new_bound, child_free = new_free, child_global = new_global;
    analyze_block(*child, &child_bound, child_free, child_global);
    all_free.insert(child_free.begin(), child_free.end());
  }
  new_free.insert(all_free.begin(), all_free.end());
  if (scope.type == BlockType::Function) {
    for (auto& [name, symbol_scope] : scopes) {
      if (symbol_scope == SymbolScope::Local && new_free.count(name)) {
        symbol_scope = SymbolScope::Cell;
        new_free.erase(name);
      }
    }
  } else if (scope.type == BlockType::Class && new_free.count("__class__")) {
    new_free.erase("__class__");
    scope.needs_class_closure = true;
  }
  // update_symbols: record the scopes, and free names passing through this scope.
  for (const Symbol& symbol : scope.symbols()) {
    const_cast<Symbol&>(symbol).scope = scopes[symbol.name];
  }
  for (const std::string& name : new_free) {
    if (const Symbol* existing = scope.symbol(name)) {
      if (scope.type == BlockType::Class && (existing->flags & (kDefBound | kDefGlobal))) {
        scope.add(name, kDefFreeClass);
      }
      continue;
    }
    if (bound && !bound->count(name)) continue;
    scope.add(name, 0).scope = SymbolScope::Free;
  }
  free.insert(new_free.begin(), new_free.end());

  // The code object's name lists.
  scope.varnames = scope.parameters;
  std::vector<std::string> other_locals;
  for (const Symbol& symbol : scope.symbols()) {
    bool is_param = std::find(scope.parameters.begin(), scope.parameters.end(), symbol.name) !=
                    scope.parameters.end();
    if (symbol.scope == SymbolScope::Local && !is_param) other_locals.push_back(symbol.name);
    if (symbol.scope == SymbolScope::Cell) scope.cellvars.push_back(symbol.name);
    if (symbol.scope == SymbolScope::Free || (symbol.flags & kDefFreeClass)) {
      scope.freevars.push_back(symbol.name);
    }
  }
  if (scope.type == BlockType::Function) {
    scope.varnames.insert(scope.varnames.end(), other_locals.begin(), other_locals.end());
  }
  if (scope.needs_class_closure) scope.cellvars.push_back("__class__");
  std::sort(scope.cellvars.begin(), scope.cellvars.end());
  std::sort(scope.freevars.begin(), scope.freevars.end());
}

void Builder::run(const Mod& module) {
  Scope* top = enter(BlockType::Module, "top", &module, 0);
  switch (module.kind) {
    case ModKind::Module:
      visit_body(cast<Module>(module).body);
      break;
    case ModKind::Interactive:
      visit_body(cast<Interactive>(module).body);
      break;
    case ModKind::Expression:
      visit(cast<Expression>(module).body);
      break;
  }
  NameSet free, global;
  Analyzer(table_, lines_, filename_).analyze_block(*top, nullptr, free, global);
}

const char* scope_name(SymbolScope scope) {
  switch (scope) {
    case SymbolScope::Local: return "LOCAL";
    case SymbolScope::Cell: return "CELL";
    case SymbolScope::Free: return "FREE";
    case SymbolScope::GlobalExplicit: return "GLOBAL_EXPLICIT";
    case SymbolScope::GlobalImplicit: return "GLOBAL_IMPLICIT";
  }
  return "NONE";
}

void describe_into(const Scope& scope, int depth, std::string& out) {
  std::string indent(static_cast<size_t>(depth) * 2, ' ');
  out += indent;
  out += scope.type == BlockType::Module  ? "module "
         : scope.type == BlockType::Class ? "class "
                                          : "function ";
  out += scope.name + "\n";
  std::vector<const Symbol*> sorted;
  for (const Symbol& symbol : scope.symbols()) sorted.push_back(&symbol);
  std::sort(sorted.begin(), sorted.end(),
            [](const Symbol* a, const Symbol* b) { return a->name < b->name; });
  for (const Symbol* symbol : sorted) {
    out += indent + "  " + symbol->name + " " + scope_name(symbol->scope);
    if (symbol->flags & kDefParam) out += " param";
    if (symbol->flags & kDefNonlocal) out += " nonlocal";
    if (symbol->flags & kDefGlobal) out += " declared_global";
    if (symbol->flags & kDefLocal) out += " assigned";
    if (symbol->flags & kUse) out += " referenced";
    if (symbol->flags & kDefImport) out += " imported";
    out += "\n";
  }
  for (const auto& child : scope.children) describe_into(*child, depth + 1, out);
}

}  // namespace

SymbolTable build(const ast::Mod& module, std::string_view source, std::string_view filename) {
  SymbolTable table;
  Builder builder(table, source, filename);
  try {
    builder.run(module);
  } catch (const Failure&) {
  }
  return table;
}

std::string describe(const Scope& scope) {
  std::string out;
  describe_into(scope, 0, out);
  return out;
}

}  // namespace tp::compiler::symtable
