// Expression unparser for postponed annotations (unparse.h).
//
// Note [Unparse precedence]
// Every expression is written at a context level; an expression whose own precedence is
// below the level gets parentheses. Levels, lowest first: tuple, test (if-else, lambda),
// or, and, not, comparison, | , ^, &, shifts, + -, * / // % @, unary + - ~, **, await,
// atom. A binary operator writes its left operand at its own level and its right one a level
// higher (so `a - (b - c)` keeps its parentheses), except `**`, which is right associative.
#include "compiler/unparse.h"

#include "compiler/ast_dump.h"

namespace tp::compiler {
namespace {

using namespace ast;

enum Level {
  kTuple, kTest, kOr, kAnd, kNot, kCmp, kBor, kBxor, kBand, kShift, kArith, kTerm, kFactor,
  kPower, kAwait, kAtom
};

class Unparser {
 public:
  std::string out;

  void expr(const Expr* e, int level) {
    switch (e->kind) {
      case ExprKind::BoolOp: {
        auto& b = cast<BoolOp>(*e);
        int pr = b.op == BoolOperator::And ? kAnd : kOr;
        open(level > pr);
        for (size_t i = 0; i < b.values.size(); ++i) {
          if (i) out += b.op == BoolOperator::And ? " and " : " or ";
          expr(b.values[i], pr + 1);
        }
        close(level > pr);
        return;
      }
      case ExprKind::NamedExpr: {
        auto& n = cast<NamedExpr>(*e);
        open(level > kTuple);
        expr(n.target, kAtom);
        out += " := ";
        expr(n.value, kAtom);
        close(level > kTuple);
        return;
      }
      case ExprKind::BinOp: {
        auto& b = cast<BinOp>(*e);
        const char* op = "";
        int pr = kArith;
        switch (b.op) {
          case Operator::Add: op = " + "; pr = kArith; break;
          case Operator::Sub: op = " - "; pr = kArith; break;
          case Operator::Mult: op = " * "; pr = kTerm; break;
          case Operator::MatMult: op = " @ "; pr = kTerm; break;
          case Operator::Div: op = " / "; pr = kTerm; break;
          case Operator::Mod: op = " % "; pr = kTerm; break;
          case Operator::FloorDiv: op = " // "; pr = kTerm; break;
          case Operator::LShift: op = " << "; pr = kShift; break;
          case Operator::RShift: op = " >> "; pr = kShift; break;
          case Operator::BitOr: op = " | "; pr = kBor; break;
          case Operator::BitXor: op = " ^ "; pr = kBxor; break;
          case Operator::BitAnd: op = " & "; pr = kBand; break;
          case Operator::Pow: op = " ** "; pr = kPower; break;
        }
        int rassoc = b.op == Operator::Pow ? 1 : 0;
        open(level > pr);
        expr(b.left, pr + rassoc);
        out += op;
        expr(b.right, pr + 1 - rassoc);
        close(level > pr);
        return;
      }
      case ExprKind::UnaryOp: {
        auto& u = cast<UnaryOp>(*e);
        const char* op = "";
        int pr = kFactor;
        switch (u.op) {
          case UnaryOperator::Invert: op = "~"; break;
          case UnaryOperator::Not: op = "not "; pr = kNot; break;
          case UnaryOperator::UAdd: op = "+"; break;
          case UnaryOperator::USub: op = "-"; break;
        }
        open(level > pr);
        out += op;
        expr(u.operand, pr);
        close(level > pr);
        return;
      }
      case ExprKind::Lambda: {
        auto& l = cast<Lambda>(*e);
        open(level > kTest);
        out += "lambda";
        std::string params = arguments(l.args);
        if (!params.empty()) out += " " + params;
        out += ": ";
        expr(l.body, kTest);
        close(level > kTest);
        return;
      }
      case ExprKind::IfExp: {
        auto& i = cast<IfExp>(*e);
        open(level > kTest);
        expr(i.body, kTest + 1);
        out += " if ";
        expr(i.test, kTest + 1);
        out += " else ";
        expr(i.orelse, kTest);
        close(level > kTest);
        return;
      }
      case ExprKind::Dict: {
        auto& d = cast<Dict>(*e);
        out += "{";
        for (size_t i = 0; i < d.values.size(); ++i) {
          if (i) out += ", ";
          if (d.keys[i]) {
            expr(d.keys[i], kTest);
            out += ": ";
            expr(d.values[i], kTest);
          } else {
            out += "**";
            expr(d.values[i], kBor);
          }
        }
        out += "}";
        return;
      }
      case ExprKind::Set: {
        out += "{";
        sequence(cast<Set>(*e).elts);
        out += "}";
        return;
      }
      case ExprKind::ListComp: {
        auto& c = cast<ListComp>(*e);
        out += "[";
        expr(c.elt, kTest);
        comprehensions(c.generators);
        out += "]";
        return;
      }
      case ExprKind::SetComp: {
        auto& c = cast<SetComp>(*e);
        out += "{";
        expr(c.elt, kTest);
        comprehensions(c.generators);
        out += "}";
        return;
      }
      case ExprKind::DictComp: {
        auto& c = cast<DictComp>(*e);
        out += "{";
        expr(c.key, kTest);
        out += ": ";
        expr(c.value, kTest);
        comprehensions(c.generators);
        out += "}";
        return;
      }
      case ExprKind::GeneratorExp: {
        auto& c = cast<GeneratorExp>(*e);
        out += "(";
        expr(c.elt, kTest);
        comprehensions(c.generators);
        out += ")";
        return;
      }
      case ExprKind::Await: {
        open(level > kAwait);
        out += "await ";
        expr(cast<Await>(*e).value, kAtom);
        close(level > kAwait);
        return;
      }
      case ExprKind::Yield: {
        auto& y = cast<Yield>(*e);
        if (!y.value) {
          out += "(yield)";
          return;
        }
        out += "(yield ";
        expr(y.value, kTest);
        out += ")";
        return;
      }
      case ExprKind::YieldFrom: {
        out += "(yield from ";
        expr(cast<YieldFrom>(*e).value, kTest);
        out += ")";
        return;
      }
      case ExprKind::Compare: {
        auto& c = cast<Compare>(*e);
        open(level > kCmp);
        expr(c.left, kCmp + 1);
        for (size_t i = 0; i < c.ops.size(); ++i) {
          out += compare_op(c.ops[i]);
          expr(c.comparators[i], kCmp + 1);
        }
        close(level > kCmp);
        return;
      }
      case ExprKind::Call: {
        auto& c = cast<Call>(*e);
        expr(c.func, kAtom);
        // A lone generator expression argument keeps only its own parentheses.
        if (c.args.size() == 1 && c.keywords.empty() && c.args[0]->kind == ExprKind::GeneratorExp) {
          expr(c.args[0], kTest);
          return;
        }
        out += "(";
        bool first = true;
        for (const Expr* a : c.args) {
          if (!first) out += ", ";
          first = false;
          expr(a, kTest);
        }
        for (const Keyword* k : c.keywords) {
          if (!first) out += ", ";
          first = false;
          if (k->arg) {
            out += *k->arg + "=";
          } else {
            out += "**";
          }
          expr(k->value, kTest);
        }
        out += ")";
        return;
      }
      case ExprKind::FormattedValue:
      case ExprKind::JoinedStr: {
        std::string body;
        fstring_element(e, false, body);
        out += e->kind == ExprKind::JoinedStr ? "f" + python_repr_str(body) : body;
        return;
      }
      case ExprKind::Constant: constant(cast<Constant>(*e)); return;
      case ExprKind::Attribute: {
        auto& a = cast<Attribute>(*e);
        expr(a.value, kAtom);
        // `1 .real`: an int literal needs the space to stay an attribute access.
        bool int_literal = a.value->kind == ExprKind::Constant &&
                           (cast<Constant>(*a.value).value.kind == ConstantValue::Kind::Int ||
                            cast<Constant>(*a.value).value.kind == ConstantValue::Kind::BigInt);
        out += int_literal ? " ." : ".";
        out += a.attr;
        return;
      }
      case ExprKind::Subscript: {
        auto& s = cast<Subscript>(*e);
        expr(s.value, kAtom);
        out += "[";
        expr(s.slice, kTuple);
        out += "]";
        return;
      }
      case ExprKind::Starred:
        out += "*";
        expr(cast<Starred>(*e).value, kBor);
        return;
      case ExprKind::Name: out += cast<Name>(*e).id; return;
      case ExprKind::List:
        out += "[";
        sequence(cast<List>(*e).elts);
        out += "]";
        return;
      case ExprKind::Tuple: {
        auto& t = cast<Tuple>(*e);
        if (t.elts.empty()) {
          out += "()";
          return;
        }
        open(level > kTuple);
        sequence(t.elts);
        if (t.elts.size() == 1) out += ",";
        close(level > kTuple);
        return;
      }
      case ExprKind::Slice: {
        auto& s = cast<Slice>(*e);
        if (s.lower) expr(s.lower, kTest);
        out += ":";
        if (s.upper) expr(s.upper, kTest);
        if (s.step) {
          out += ":";
          expr(s.step, kTest);
        }
        return;
      }
    }
  }

 private:
  void open(bool yes) {
    if (yes) out += "(";
  }
  void close(bool yes) {
    if (yes) out += ")";
  }

  void sequence(const ExprList& items) {
    for (size_t i = 0; i < items.size(); ++i) {
      if (i) out += ", ";
      expr(items[i], kTest);
    }
  }

  static const char* compare_op(CmpOperator op) {
    switch (op) {
      case CmpOperator::Eq: return " == ";
      case CmpOperator::NotEq: return " != ";
      case CmpOperator::Lt: return " < ";
      case CmpOperator::LtE: return " <= ";
      case CmpOperator::Gt: return " > ";
      case CmpOperator::GtE: return " >= ";
      case CmpOperator::Is: return " is ";
      case CmpOperator::IsNot: return " is not ";
      case CmpOperator::In: return " in ";
      case CmpOperator::NotIn: return " not in ";
    }
    return " ? ";
  }

  void comprehensions(const std::vector<Comprehension*>& gens) {
    for (const Comprehension* g : gens) {
      out += g->is_async ? " async for " : " for ";
      expr(g->target, kTuple);
      out += " in ";
      expr(g->iter, kTest + 1);
      for (const Expr* cond : g->ifs) {
        out += " if ";
        expr(cond, kTest + 1);
      }
    }
  }

  // Lambda parameters: `a, b=1, /, c, *args, d, e=2, **kw` (no annotations in a lambda).
  std::string arguments(const Arguments* a) {
    std::string saved;
    saved.swap(out);
    bool first = true;
    auto sep = [&] {
      if (!first) out += ", ";
      first = false;
    };
    size_t positional = a->posonlyargs.size() + a->args.size();
    size_t default_start = positional - a->defaults.size();
    for (size_t i = 0; i < positional; ++i) {
      const Arg* p = i < a->posonlyargs.size() ? a->posonlyargs[i] : a->args[i - a->posonlyargs.size()];
      sep();
      param(p);
      if (i >= default_start) {
        out += "=";
        expr(a->defaults[i - default_start], kTest);
      }
      if (i + 1 == a->posonlyargs.size()) {
        out += ", /";
      }
    }
    if (a->vararg || !a->kwonlyargs.empty()) {
      sep();
      out += "*";
      if (a->vararg) param(a->vararg);
    }
    for (size_t i = 0; i < a->kwonlyargs.size(); ++i) {
      sep();
      param(a->kwonlyargs[i]);
      if (i < a->kw_defaults.size() && a->kw_defaults[i]) {
        out += "=";
        expr(a->kw_defaults[i], kTest);
      }
    }
    if (a->kwarg) {
      sep();
      out += "**";
      param(a->kwarg);
    }
    saved.swap(out);
    return saved;
  }

  void param(const Arg* p) {
    out += p->arg;
    if (p->annotation) {
      out += ": ";
      expr(p->annotation, kTest);
    }
  }

  void constant(const Constant& c) {
    using K = ConstantValue::Kind;
    const ConstantValue& v = c.value;
    switch (v.kind) {
      case K::None: out += "None"; return;
      case K::True: out += "True"; return;
      case K::False: out += "False"; return;
      case K::Ellipsis: out += "..."; return;
      case K::Int: out += std::to_string(v.int_value); return;
      case K::BigInt: out += v.text; return;
      case K::Float:
      case K::Complex: {
        std::string text = python_repr_float(v.float_value);
        if (text == "inf") text = "1e309";
        if (v.kind == K::Complex) {
          if (text.ends_with(".0")) text.resize(text.size() - 2);
          text += "j";
        }
        out += text;
        return;
      }
      case K::Str:
        if (c.kind_tag && *c.kind_tag == "u") out += "u";
        out += python_repr_str(v.text);
        return;
      case K::Bytes: out += python_repr_bytes(v.text); return;
    }
  }

  // The body of an f-string (without quotes): literal text with braces doubled, and each
  // replacement field as `{expr!c:spec}`.
  void fstring_element(const Expr* e, bool is_spec, std::string& body) {
    if (e->kind == ExprKind::Constant) {
      for (char ch : cast<Constant>(*e).value.text) {
        body += ch;
        if (ch == '{' || ch == '}') body += ch;
      }
      return;
    }
    if (e->kind == ExprKind::JoinedStr) {
      for (const Expr* part : cast<JoinedStr>(*e).values) fstring_element(part, is_spec, body);
      return;
    }
    if (e->kind != ExprKind::FormattedValue) return;
    auto& f = cast<FormattedValue>(*e);
    Unparser inner;
    inner.expr(f.value, kTest + 1);
    body += inner.out.starts_with("{") ? "{ " : "{";
    body += inner.out;
    if (f.conversion > 0) {
      body += '!';
      body += static_cast<char>(f.conversion);
    }
    if (f.format_spec) {
      body += ':';
      fstring_element(f.format_spec, true, body);
    }
    body += '}';
  }
};

}  // namespace

std::string unparse_expr(const ast::Expr& node) {
  Unparser u;
  u.expr(&node, kTest);
  return u.out;
}

}  // namespace tp::compiler
