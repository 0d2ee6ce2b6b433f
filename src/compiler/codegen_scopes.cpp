// Scope analysis for the codegen (see codegen_scopes.h): a collecting walk over the AST
// that builds the scope tree, then the resolution pass that assigns each name its kind.
#include "compiler/codegen_scopes.h"

#include <algorithm>

namespace tp::compiler {

namespace {

using namespace ast;

struct ScopeError {
  std::string message;
  int lineno, col;
};

class Collector {
 public:
  explicit Collector(ScopeTable& table) : table_(table) {}

  void module(const Mod& mod) {
    table_.root = std::make_unique<Scope>();
    cur_ = table_.root.get();
    cur_->kind = ScopeKind::Module;
    cur_->name = "<module>";
    cur_->node = &mod;
    table_.by_node[&mod] = cur_;
    switch (mod.kind) {
      case ModKind::Module: stmts(static_cast<const Module&>(mod).body); break;
      case ModKind::Interactive: stmts(static_cast<const Interactive&>(mod).body); break;
      case ModKind::Expression: expr(static_cast<const Expression&>(mod).body); break;
    }
  }

 private:
  ScopeTable& table_;
  Scope* cur_ = nullptr;

  Scope* push(ScopeKind kind, const std::string& name, const Node* node) {
    auto s = std::make_unique<Scope>();
    s->kind = kind;
    s->name = name;
    s->parent = cur_;
    s->node = node;
    Scope* raw = s.get();
    cur_->children.push_back(std::move(s));
    table_.by_node[node] = raw;
    cur_ = raw;
    return raw;
  }
  void pop() { cur_ = cur_->parent; }

  void note(Scope* s, const std::string& n) {
    if (std::find(s->order.begin(), s->order.end(), n) == s->order.end()) s->order.push_back(n);
  }
  void bind(const std::string& n) {
    cur_->bound.insert(n);
    note(cur_, n);
  }
  void use(const std::string& n) {
    cur_->used.insert(n);
    note(cur_, n);
    if ((n == "super" || n == "__class__") && cur_->kind == ScopeKind::Function)
      cur_->uses_class_cell = true;
  }

  void stmts(const StmtList& l) {
    for (const Stmt* s : l) stmt(*s);
  }
  void exprs(const ExprList& l) {
    for (const Expr* e : l)
      if (e) expr(e);
  }

  void arguments_defaults(const Arguments* a) {
    exprs(a->defaults);
    exprs(a->kw_defaults);
  }
  void params(const Arguments* a) {
    for (const Arg* p : a->posonlyargs) param(p->arg);
    for (const Arg* p : a->args) param(p->arg);
    if (a->vararg) param(a->vararg->arg);
    for (const Arg* p : a->kwonlyargs) param(p->arg);
    if (a->kwarg) param(a->kwarg->arg);
  }
  void param(const std::string& n) {
    cur_->params.push_back(n);
    bind(n);
  }
  void annotations(const Arguments* a) {
    auto ann = [&](const Arg* p) {
      if (p && p->annotation) expr(p->annotation);
    };
    for (const Arg* p : a->posonlyargs) ann(p);
    for (const Arg* p : a->args) ann(p);
    ann(a->vararg);
    for (const Arg* p : a->kwonlyargs) ann(p);
    ann(a->kwarg);
  }

  void pattern(const Pattern* p) {
    switch (p->kind) {
      case PatternKind::MatchValue: expr(cast<MatchValue>(*p).value); break;
      case PatternKind::MatchSingleton: break;
      case PatternKind::MatchSequence:
        for (const Pattern* q : cast<MatchSequence>(*p).patterns) pattern(q);
        break;
      case PatternKind::MatchMapping: {
        auto& m = cast<MatchMapping>(*p);
        exprs(m.keys);
        for (const Pattern* q : m.patterns) pattern(q);
        if (m.rest) bind(*m.rest);
        break;
      }
      case PatternKind::MatchClass: {
        auto& m = cast<MatchClass>(*p);
        expr(m.cls);
        for (const Pattern* q : m.patterns) pattern(q);
        for (const Pattern* q : m.kwd_patterns) pattern(q);
        break;
      }
      case PatternKind::MatchStar:
        if (auto& name = cast<MatchStar>(*p).name) bind(*name);
        break;
      case PatternKind::MatchAs: {
        auto& m = cast<MatchAs>(*p);
        if (m.pattern) pattern(m.pattern);
        if (m.name) bind(*m.name);
        break;
      }
      case PatternKind::MatchOr:
        for (const Pattern* q : cast<MatchOr>(*p).patterns) pattern(q);
        break;
    }
  }

  void stmt(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::FunctionDef:
      case StmtKind::AsyncFunctionDef: {
        auto& f = cast<FunctionDef>(s);
        exprs(f.decorator_list);
        arguments_defaults(f.args);
        annotations(f.args);
        if (f.returns) expr(f.returns);
        bind(f.name);
        push(ScopeKind::Function, f.name, &s);
        cur_->is_coroutine = s.kind == StmtKind::AsyncFunctionDef;
        params(f.args);
        stmts(f.body);
        pop();
        break;
      }
      case StmtKind::ClassDef: {
        auto& c = cast<ClassDef>(s);
        exprs(c.decorator_list);
        exprs(c.bases);
        for (const Keyword* k : c.keywords) expr(k->value);
        bind(c.name);
        push(ScopeKind::Class, c.name, &s);
        stmts(c.body);
        pop();
        break;
      }
      case StmtKind::Return:
        if (auto* v = cast<Return>(s).value) expr(v);
        break;
      case StmtKind::Delete: exprs(cast<Delete>(s).targets); break;
      case StmtKind::Assign:
        expr(cast<Assign>(s).value);
        exprs(cast<Assign>(s).targets);
        break;
      case StmtKind::AugAssign: {
        auto& a = cast<AugAssign>(s);
        expr(a.value);
        if (a.target->kind == ExprKind::Name) {
          use(cast<Name>(*a.target).id);
          bind(cast<Name>(*a.target).id);
        } else {
          expr(a.target);
        }
        break;
      }
      case StmtKind::AnnAssign: {
        auto& a = cast<AnnAssign>(s);
        if (a.value) expr(a.value);
        if (a.target->kind == ExprKind::Name) {
          if (a.value || cur_->kind != ScopeKind::Module) bind(cast<Name>(*a.target).id);
          if (!a.value) bind(cast<Name>(*a.target).id);
        } else {
          expr(a.target);
        }
        if (cur_->kind != ScopeKind::Function) expr(a.annotation);
        break;
      }
      case StmtKind::For:
      case StmtKind::AsyncFor: {
        auto& f = cast<For>(s);
        expr(f.iter);
        expr(f.target);
        stmts(f.body);
        stmts(f.orelse);
        break;
      }
      case StmtKind::While:
        expr(cast<While>(s).test);
        stmts(cast<While>(s).body);
        stmts(cast<While>(s).orelse);
        break;
      case StmtKind::If:
        expr(cast<If>(s).test);
        stmts(cast<If>(s).body);
        stmts(cast<If>(s).orelse);
        break;
      case StmtKind::With:
      case StmtKind::AsyncWith:
        for (const WithItem* w : cast<With>(s).items) {
          expr(w->context_expr);
          if (w->optional_vars) expr(w->optional_vars);
        }
        stmts(cast<With>(s).body);
        break;
      case StmtKind::Match: {
        auto& m = cast<Match>(s);
        expr(m.subject);
        for (const MatchCase* c : m.cases) {
          pattern(c->pattern);
          if (c->guard) expr(c->guard);
          stmts(c->body);
        }
        break;
      }
      case StmtKind::Raise:
        if (auto* e = cast<Raise>(s).exc) expr(e);
        if (auto* c = cast<Raise>(s).cause) expr(c);
        break;
      case StmtKind::Try:
      case StmtKind::TryStar: {
        auto& t = cast<Try>(s);
        stmts(t.body);
        for (const ExceptHandler* h : t.handlers) {
          if (h->type) expr(h->type);
          if (h->name) bind(*h->name);
          stmts(h->body);
        }
        stmts(t.orelse);
        stmts(t.finalbody);
        break;
      }
      case StmtKind::Assert:
        expr(cast<Assert>(s).test);
        if (auto* m = cast<Assert>(s).msg) expr(m);
        break;
      case StmtKind::Import:
        for (const Alias* a : cast<Import>(s).names) {
          if (a->asname) {
            bind(*a->asname);
          } else {
            std::string first = a->name.substr(0, a->name.find('.'));
            bind(first);
          }
        }
        break;
      case StmtKind::ImportFrom:
        for (const Alias* a : cast<ImportFrom>(s).names) {
          if (a->name == "*") continue;
          bind(a->asname ? *a->asname : a->name);
        }
        break;
      case StmtKind::Global:
        // symtable.cpp has already rejected a parameter or an earlier use or assignment
        // (CPython allows an earlier `import x`, which then binds the global).
        for (const auto& n : cast<Global>(s).names) {
          if (cur_->declared_nonlocal.count(n))
            throw ScopeError{"name '" + n + "' is nonlocal and global", s.lineno, s.col_offset};
          cur_->declared_global.insert(n);
          note(cur_, n);
        }
        break;
      case StmtKind::Nonlocal:
        for (const auto& n : cast<Nonlocal>(s).names) {
          if (cur_->kind == ScopeKind::Module)
            throw ScopeError{"nonlocal declaration not allowed at module level", s.lineno,
                             s.col_offset};
          if (std::find(cur_->params.begin(), cur_->params.end(), n) != cur_->params.end())
            throw ScopeError{"name '" + n + "' is parameter and nonlocal", s.lineno, s.col_offset};
          if (cur_->declared_global.count(n))
            throw ScopeError{"name '" + n + "' is nonlocal and global", s.lineno, s.col_offset};
          if (!cur_->declared_nonlocal.count(n) && (cur_->bound.count(n) || cur_->used.count(n)))
            throw ScopeError{"name '" + n + "' is " +
                                 (cur_->bound.count(n) ? "assigned to" : "used") +
                                 " prior to nonlocal declaration",
                             s.lineno, s.col_offset};
          cur_->declared_nonlocal.insert(n);
          note(cur_, n);
        }
        break;
      case StmtKind::Expr: expr(cast<ExprStmt>(s).value); break;
      case StmtKind::Pass:
      case StmtKind::Break:
      case StmtKind::Continue: break;
    }
  }

  void comprehension(const Expr* e, const std::vector<Comprehension*>& gens, const Expr* elt,
                     const Expr* value, const char* name, bool generator) {
    expr(gens[0]->iter);
    push(ScopeKind::Function, name, e);
    cur_->is_comprehension = true;
    cur_->is_generator = generator;
    param(".0");
    for (size_t i = 0; i < gens.size(); ++i) {
      if (gens[i]->is_async) cur_->is_coroutine = true;
      if (i > 0) expr(gens[i]->iter);
      expr(gens[i]->target);
      exprs(gens[i]->ifs);
    }
    if (elt) expr(elt);
    if (value) expr(value);
    // An asynchronous list/set/dict comprehension is awaited where it is called: that
    // makes an enclosing comprehension asynchronous too.
    bool awaited = cur_->is_coroutine && !generator;
    pop();
    if (awaited && cur_->is_comprehension) cur_->is_coroutine = true;
  }

  void expr(const Expr* e) {
    switch (e->kind) {
      case ExprKind::BoolOp: exprs(cast<BoolOp>(*e).values); break;
      case ExprKind::NamedExpr: {
        auto& n = cast<NamedExpr>(*e);
        expr(n.value);
        const std::string& id = cast<Name>(*n.target).id;
        if (cur_->is_comprehension) {
          Scope* s = cur_;
          while (s->is_comprehension) {
            if (s->kind == ScopeKind::Function && s->params.size() == 1 && s->bound.count(id) &&
                id != ".0" && s->params[0] == ".0" && s->declared_nonlocal.count(id) == 0 &&
                s->declared_global.count(id) == 0)
              throw ScopeError{"assignment expression cannot rebind comprehension iteration "
                               "variable '" + id + "'",
                               e->lineno, e->col_offset};
            s = s->parent;
          }
          if (s->kind == ScopeKind::Class)
            throw ScopeError{"assignment expression within a comprehension cannot be used in a "
                             "class body",
                             e->lineno, e->col_offset};
          s->bound.insert(id);
          note(s, id);
          for (Scope* c = cur_; c != s; c = c->parent) {
            if (s->kind == ScopeKind::Module || s->declared_global.count(id))
              c->declared_global.insert(id);
            else
              c->declared_nonlocal.insert(id);
            note(c, id);
          }
        } else {
          bind(id);
        }
        break;
      }
      case ExprKind::BinOp:
        expr(cast<BinOp>(*e).left);
        expr(cast<BinOp>(*e).right);
        break;
      case ExprKind::UnaryOp: expr(cast<UnaryOp>(*e).operand); break;
      case ExprKind::Lambda: {
        auto& l = cast<Lambda>(*e);
        arguments_defaults(l.args);
        push(ScopeKind::Function, "<lambda>", e);
        cur_->is_lambda = true;
        params(l.args);
        expr(l.body);
        pop();
        break;
      }
      case ExprKind::IfExp:
        expr(cast<IfExp>(*e).test);
        expr(cast<IfExp>(*e).body);
        expr(cast<IfExp>(*e).orelse);
        break;
      case ExprKind::Dict:
        exprs(cast<Dict>(*e).keys);
        exprs(cast<Dict>(*e).values);
        break;
      case ExprKind::Set: exprs(cast<Set>(*e).elts); break;
      case ExprKind::ListComp: {
        auto& c = cast<ListComp>(*e);
        comprehension(e, c.generators, c.elt, nullptr, "<listcomp>", false);
        break;
      }
      case ExprKind::SetComp: {
        auto& c = cast<SetComp>(*e);
        comprehension(e, c.generators, c.elt, nullptr, "<setcomp>", false);
        break;
      }
      case ExprKind::DictComp: {
        auto& c = cast<DictComp>(*e);
        comprehension(e, c.generators, c.key, c.value, "<dictcomp>", false);
        break;
      }
      case ExprKind::GeneratorExp: {
        auto& c = cast<GeneratorExp>(*e);
        comprehension(e, c.generators, c.elt, nullptr, "<genexpr>", true);
        break;
      }
      case ExprKind::Await:
        if (cur_->is_comprehension) cur_->is_coroutine = true;
        expr(cast<Await>(*e).value);
        break;
      case ExprKind::Yield:
        if (cur_->kind != ScopeKind::Function)
          throw ScopeError{"'yield' outside function", e->lineno, e->col_offset};
        cur_->is_generator = true;
        if (auto* v = cast<Yield>(*e).value) expr(v);
        break;
      case ExprKind::YieldFrom:
        if (cur_->kind != ScopeKind::Function)
          throw ScopeError{"'yield' outside function", e->lineno, e->col_offset};
        cur_->is_generator = true;
        expr(cast<YieldFrom>(*e).value);
        break;
      case ExprKind::Compare:
        expr(cast<Compare>(*e).left);
        exprs(cast<Compare>(*e).comparators);
        break;
      case ExprKind::Call: {
        auto& c = cast<Call>(*e);
        expr(c.func);
        exprs(c.args);
        for (const Keyword* k : c.keywords) expr(k->value);
        break;
      }
      case ExprKind::FormattedValue:
        expr(cast<FormattedValue>(*e).value);
        if (auto* f = cast<FormattedValue>(*e).format_spec) expr(f);
        break;
      case ExprKind::JoinedStr: exprs(cast<JoinedStr>(*e).values); break;
      case ExprKind::Constant: break;
      case ExprKind::Attribute: expr(cast<Attribute>(*e).value); break;
      case ExprKind::Subscript:
        expr(cast<Subscript>(*e).value);
        expr(cast<Subscript>(*e).slice);
        break;
      case ExprKind::Starred: expr(cast<Starred>(*e).value); break;
      case ExprKind::Name: {
        auto& n = cast<Name>(*e);
        if (n.ctx == ExprContext::Load)
          use(n.id);
        else
          bind(n.id);
        break;
      }
      case ExprKind::List: exprs(cast<List>(*e).elts); break;
      case ExprKind::Tuple: exprs(cast<Tuple>(*e).elts); break;
      case ExprKind::Slice: {
        auto& s = cast<Slice>(*e);
        if (s.lower) expr(s.lower);
        if (s.upper) expr(s.upper);
        if (s.step) expr(s.step);
        break;
      }
    }
  }
};

// Resolves names; returns the free names of `s` (which its parent must provide).
std::set<std::string> resolve(Scope* s, const std::set<std::string>& enclosing_bound) {
  bool func = s->kind == ScopeKind::Function;
  std::set<std::string> free;
  for (const std::string& n : s->order) {
    SymbolKind k;
    if (s->declared_global.count(n)) {
      k = SymbolKind::GlobalExplicit;
    } else if (s->declared_nonlocal.count(n)) {
      if (!enclosing_bound.count(n))
        throw ScopeError{"no binding for nonlocal '" + n + "' found", 0, 0};
      k = SymbolKind::Free;
      free.insert(n);
    } else if (s->bound.count(n)) {
      k = SymbolKind::Local;
    } else if (s->kind != ScopeKind::Module && enclosing_bound.count(n)) {
      k = SymbolKind::Free;
      free.insert(n);
    } else {
      k = SymbolKind::GlobalImplicit;
    }
    s->symbols[n] = k;
  }
  if (func && s->uses_class_cell && enclosing_bound.count("__class__") &&
      !s->bound.count("__class__")) {
    s->symbols["__class__"] = SymbolKind::Free;
    free.insert("__class__");
  }
  std::set<std::string> new_bound = enclosing_bound;
  if (func) {
    for (auto& [n, k] : s->symbols) {
      if (k == SymbolKind::Local) new_bound.insert(n);
      if (k == SymbolKind::GlobalExplicit) new_bound.erase(n);
    }
  } else if (s->kind == ScopeKind::Class) {
    new_bound.insert("__class__");
  } else {
    new_bound.clear();
  }
  std::set<std::string> cells;
  for (auto& child : s->children) {
    std::set<std::string> child_free = resolve(child.get(), new_bound);
    for (const std::string& n : child_free) {
      if (s->kind == ScopeKind::Class && n == "__class__") {
        s->needs_class_cell = true;
        cells.insert(n);
        continue;
      }
      auto it = s->symbols.find(n);
      if (func && it != s->symbols.end() &&
          (it->second == SymbolKind::Local || it->second == SymbolKind::Cell)) {
        it->second = SymbolKind::Cell;
        cells.insert(n);
      } else {
        // Passes through this scope: a free variable here too.
        if (it == s->symbols.end() || s->kind == ScopeKind::Class ||
            it->second == SymbolKind::GlobalImplicit) {
          if (s->kind != ScopeKind::Class || it == s->symbols.end() ||
              it->second == SymbolKind::GlobalImplicit)
            s->symbols[n] = SymbolKind::Free;
        }
        free.insert(n);
      }
    }
  }
  s->cellvars.assign(cells.begin(), cells.end());
  s->freevars.assign(free.begin(), free.end());
  return free;
}

}  // namespace

std::unique_ptr<ScopeTable> analyze_scopes(const ast::Mod& mod, std::string_view filename,
                                           SyntaxErrorInfo* error) {
  auto table = std::make_unique<ScopeTable>();
  try {
    Collector(*table).module(mod);
    resolve(table->root.get(), {});
  } catch (const ScopeError& e) {
    error->kind = SyntaxErrorInfo::Kind::SyntaxError;
    error->message = e.message;
    error->filename = std::string(filename);
    error->lineno = e.lineno;
    error->offset = e.col + 1;
    return nullptr;
  }
  return table;
}

}  // namespace tp::compiler
