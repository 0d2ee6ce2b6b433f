// ast_dump (see ast_dump.h): mirrors Lib/ast.py's dump(): fields in ASDL order, optional
// fields left out when absent, lists always shown, values as repr().
#include "compiler/ast_dump.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "compiler/unicode.h"

namespace tp::compiler {

namespace {

using namespace ast;

// Builds "Name(field=value, ...)" one field at a time.
class Fields {
 public:
  Fields(std::string& out, const char* name) : out_(out) {
    out_ += name;
    out_ += '(';
  }
  ~Fields() { out_ += ')'; }
  std::string& field(const char* name) {
    if (!first_) out_ += ", ";
    first_ = false;
    out_ += name;
    out_ += '=';
    return out_;
  }

 private:
  std::string& out_;
  bool first_ = true;
};

void dump(std::string& out, const Expr* node);
void dump(std::string& out, const Stmt* node);
void dump(std::string& out, const Arg* node);
void dump(std::string& out, const Keyword* node);
void dump(std::string& out, const Alias* node);
void dump(std::string& out, const WithItem* node);
void dump(std::string& out, const Comprehension* node);
void dump(std::string& out, const ExceptHandler* node);
void dump(std::string& out, const Pattern* node);
void dump(std::string& out, const MatchCase* node);

template <class T>
void dump_list(std::string& out, const std::vector<T*>& items) {
  out += '[';
  for (size_t i = 0; i < items.size(); i++) {
    if (i) out += ", ";
    if (items[i] == nullptr) {
      out += "None";
    } else {
      dump(out, items[i]);
    }
  }
  out += ']';
}

void dump_names(std::string& out, const std::vector<std::string>& names) {
  out += '[';
  for (size_t i = 0; i < names.size(); i++) {
    if (i) out += ", ";
    out += python_repr_str(names[i]);
  }
  out += ']';
}

void dump_ctx(std::string& out, ExprContext ctx) {
  out += kind_name(ctx);
  out += "()";
}

std::string constant_repr(const ConstantValue& value) {
  using K = ConstantValue::Kind;
  switch (value.kind) {
    case K::None: return "None";
    case K::True: return "True";
    case K::False: return "False";
    case K::Ellipsis: return "Ellipsis";
    case K::Int: return std::to_string(value.int_value);
    case K::BigInt: return value.text;
    case K::Float: return python_repr_float(value.float_value);
    case K::Complex: {
      std::string text = python_repr_float(value.float_value);
      if (text.size() > 2 && text.ends_with(".0")) text.resize(text.size() - 2);
      if (text == "inf" || text == "nan") return text + "j";
      return text + "j";
    }
    case K::Str: return python_repr_str(value.text);
    case K::Bytes: return python_repr_bytes(value.text);
  }
  return "None";
}

void dump(std::string& out, const Pattern* node) {
  Fields f(out, kind_name(node->kind));
  switch (node->kind) {
    case PatternKind::MatchValue: dump(f.field("value"), cast<MatchValue>(*node).value); break;
    case PatternKind::MatchSingleton:
      f.field("value") += constant_repr(cast<MatchSingleton>(*node).value);
      break;
    case PatternKind::MatchSequence:
      dump_list(f.field("patterns"), cast<MatchSequence>(*node).patterns);
      break;
    case PatternKind::MatchMapping: {
      auto& n = cast<MatchMapping>(*node);
      dump_list(f.field("keys"), n.keys);
      dump_list(f.field("patterns"), n.patterns);
      if (n.rest) f.field("rest") += python_repr_str(*n.rest);
      break;
    }
    case PatternKind::MatchClass: {
      auto& n = cast<MatchClass>(*node);
      dump(f.field("cls"), n.cls);
      dump_list(f.field("patterns"), n.patterns);
      dump_names(f.field("kwd_attrs"), n.kwd_attrs);
      dump_list(f.field("kwd_patterns"), n.kwd_patterns);
      break;
    }
    case PatternKind::MatchStar:
      if (auto& name = cast<MatchStar>(*node).name) f.field("name") += python_repr_str(*name);
      break;
    case PatternKind::MatchAs: {
      auto& n = cast<MatchAs>(*node);
      if (n.pattern) dump(f.field("pattern"), n.pattern);
      if (n.name) f.field("name") += python_repr_str(*n.name);
      break;
    }
    case PatternKind::MatchOr: dump_list(f.field("patterns"), cast<MatchOr>(*node).patterns); break;
  }
}
void dump(std::string& out, const MatchCase* node) {
  Fields f(out, "match_case");
  dump(f.field("pattern"), node->pattern);
  if (node->guard) dump(f.field("guard"), node->guard);
  dump_list(f.field("body"), node->body);
}

void dump(std::string& out, const Arguments* node);
void dump(std::string& out, const Arg* node) {
  Fields f(out, "arg");
  f.field("arg") += python_repr_str(node->arg);
  if (node->annotation) dump(f.field("annotation"), node->annotation);
}
void dump(std::string& out, const Keyword* node) {
  Fields f(out, "keyword");
  if (node->arg) f.field("arg") += python_repr_str(*node->arg);
  dump(f.field("value"), node->value);
}
void dump(std::string& out, const Alias* node) {
  Fields f(out, "alias");
  f.field("name") += python_repr_str(node->name);
  if (node->asname) f.field("asname") += python_repr_str(*node->asname);
}
void dump(std::string& out, const WithItem* node) {
  Fields f(out, "withitem");
  dump(f.field("context_expr"), node->context_expr);
  if (node->optional_vars) dump(f.field("optional_vars"), node->optional_vars);
}
void dump(std::string& out, const Comprehension* node) {
  Fields f(out, "comprehension");
  dump(f.field("target"), node->target);
  dump(f.field("iter"), node->iter);
  dump_list(f.field("ifs"), node->ifs);
  f.field("is_async") += std::to_string(node->is_async);
}
void dump(std::string& out, const ExceptHandler* node) {
  Fields f(out, "ExceptHandler");
  if (node->type) dump(f.field("type"), node->type);
  if (node->name) f.field("name") += python_repr_str(*node->name);
  dump_list(f.field("body"), node->body);
}
void dump(std::string& out, const Arguments* node) {
  Fields f(out, "arguments");
  dump_list(f.field("posonlyargs"), node->posonlyargs);
  dump_list(f.field("args"), node->args);
  if (node->vararg) dump(f.field("vararg"), node->vararg);
  dump_list(f.field("kwonlyargs"), node->kwonlyargs);
  dump_list(f.field("kw_defaults"), node->kw_defaults);
  if (node->kwarg) dump(f.field("kwarg"), node->kwarg);
  dump_list(f.field("defaults"), node->defaults);
}

void dump(std::string& out, const Expr* node) {
  Fields f(out, kind_name(node->kind));
  switch (node->kind) {
    case ExprKind::BoolOp: {
      auto& n = cast<BoolOp>(*node);
      f.field("op") += std::string(kind_name(n.op)) + "()";
      dump_list(f.field("values"), n.values);
      break;
    }
    case ExprKind::NamedExpr: {
      auto& n = cast<NamedExpr>(*node);
      dump(f.field("target"), n.target);
      dump(f.field("value"), n.value);
      break;
    }
    case ExprKind::BinOp: {
      auto& n = cast<BinOp>(*node);
      dump(f.field("left"), n.left);
      f.field("op") += std::string(kind_name(n.op)) + "()";
      dump(f.field("right"), n.right);
      break;
    }
    case ExprKind::UnaryOp: {
      auto& n = cast<UnaryOp>(*node);
      f.field("op") += std::string(kind_name(n.op)) + "()";
      dump(f.field("operand"), n.operand);
      break;
    }
    case ExprKind::Lambda: {
      auto& n = cast<Lambda>(*node);
      dump(f.field("args"), n.args);
      dump(f.field("body"), n.body);
      break;
    }
    case ExprKind::IfExp: {
      auto& n = cast<IfExp>(*node);
      dump(f.field("test"), n.test);
      dump(f.field("body"), n.body);
      dump(f.field("orelse"), n.orelse);
      break;
    }
    case ExprKind::Dict: {
      auto& n = cast<Dict>(*node);
      dump_list(f.field("keys"), n.keys);
      dump_list(f.field("values"), n.values);
      break;
    }
    case ExprKind::Set:
      dump_list(f.field("elts"), cast<Set>(*node).elts);
      break;
    case ExprKind::ListComp: {
      auto& n = cast<ListComp>(*node);
      dump(f.field("elt"), n.elt);
      dump_list(f.field("generators"), n.generators);
      break;
    }
    case ExprKind::SetComp: {
      auto& n = cast<SetComp>(*node);
      dump(f.field("elt"), n.elt);
      dump_list(f.field("generators"), n.generators);
      break;
    }
    case ExprKind::GeneratorExp: {
      auto& n = cast<GeneratorExp>(*node);
      dump(f.field("elt"), n.elt);
      dump_list(f.field("generators"), n.generators);
      break;
    }
    case ExprKind::DictComp: {
      auto& n = cast<DictComp>(*node);
      dump(f.field("key"), n.key);
      dump(f.field("value"), n.value);
      dump_list(f.field("generators"), n.generators);
      break;
    }
    case ExprKind::Await:
      dump(f.field("value"), cast<Await>(*node).value);
      break;
    case ExprKind::Yield:
      if (cast<Yield>(*node).value) dump(f.field("value"), cast<Yield>(*node).value);
      break;
    case ExprKind::YieldFrom:
      dump(f.field("value"), cast<YieldFrom>(*node).value);
      break;
    case ExprKind::Compare: {
      auto& n = cast<Compare>(*node);
      dump(f.field("left"), n.left);
      std::string& ops = f.field("ops");
      ops += '[';
      for (size_t i = 0; i < n.ops.size(); i++) {
        if (i) ops += ", ";
        ops += kind_name(n.ops[i]);
        ops += "()";
      }
      ops += ']';
      dump_list(f.field("comparators"), n.comparators);
      break;
    }
    case ExprKind::Call: {
      auto& n = cast<Call>(*node);
      dump(f.field("func"), n.func);
      dump_list(f.field("args"), n.args);
      dump_list(f.field("keywords"), n.keywords);
      break;
    }
    case ExprKind::FormattedValue: {
      auto& n = cast<FormattedValue>(*node);
      dump(f.field("value"), n.value);
      f.field("conversion") += std::to_string(n.conversion);
      if (n.format_spec) dump(f.field("format_spec"), n.format_spec);
      break;
    }
    case ExprKind::JoinedStr:
      dump_list(f.field("values"), cast<JoinedStr>(*node).values);
      break;
    case ExprKind::Constant: {
      auto& n = cast<Constant>(*node);
      f.field("value") += constant_repr(n.value);
      if (n.kind_tag) f.field("kind") += python_repr_str(*n.kind_tag);
      break;
    }
    case ExprKind::Attribute: {
      auto& n = cast<Attribute>(*node);
      dump(f.field("value"), n.value);
      f.field("attr") += python_repr_str(n.attr);
      dump_ctx(f.field("ctx"), n.ctx);
      break;
    }
    case ExprKind::Subscript: {
      auto& n = cast<Subscript>(*node);
      dump(f.field("value"), n.value);
      dump(f.field("slice"), n.slice);
      dump_ctx(f.field("ctx"), n.ctx);
      break;
    }
    case ExprKind::Starred: {
      auto& n = cast<Starred>(*node);
      dump(f.field("value"), n.value);
      dump_ctx(f.field("ctx"), n.ctx);
      break;
    }
    case ExprKind::Name: {
      auto& n = cast<Name>(*node);
      f.field("id") += python_repr_str(n.id);
      dump_ctx(f.field("ctx"), n.ctx);
      break;
    }
    case ExprKind::List: {
      auto& n = cast<List>(*node);
      dump_list(f.field("elts"), n.elts);
      dump_ctx(f.field("ctx"), n.ctx);
      break;
    }
    case ExprKind::Tuple: {
      auto& n = cast<Tuple>(*node);
      dump_list(f.field("elts"), n.elts);
      dump_ctx(f.field("ctx"), n.ctx);
      break;
    }
    case ExprKind::Slice: {
      auto& n = cast<Slice>(*node);
      if (n.lower) dump(f.field("lower"), n.lower);
      if (n.upper) dump(f.field("upper"), n.upper);
      if (n.step) dump(f.field("step"), n.step);
      break;
    }
  }
}

void dump(std::string& out, const Stmt* node) {
  Fields f(out, kind_name(node->kind));
  switch (node->kind) {
    case StmtKind::FunctionDef:
    case StmtKind::AsyncFunctionDef: {
      auto& n = cast<FunctionDef>(*node);
      f.field("name") += python_repr_str(n.name);
      dump(f.field("args"), n.args);
      dump_list(f.field("body"), n.body);
      dump_list(f.field("decorator_list"), n.decorator_list);
      if (n.returns) dump(f.field("returns"), n.returns);
      break;
    }
    case StmtKind::ClassDef: {
      auto& n = cast<ClassDef>(*node);
      f.field("name") += python_repr_str(n.name);
      dump_list(f.field("bases"), n.bases);
      dump_list(f.field("keywords"), n.keywords);
      dump_list(f.field("body"), n.body);
      dump_list(f.field("decorator_list"), n.decorator_list);
      break;
    }
    case StmtKind::Return:
      if (cast<Return>(*node).value) dump(f.field("value"), cast<Return>(*node).value);
      break;
    case StmtKind::Delete:
      dump_list(f.field("targets"), cast<Delete>(*node).targets);
      break;
    case StmtKind::Assign: {
      auto& n = cast<Assign>(*node);
      dump_list(f.field("targets"), n.targets);
      dump(f.field("value"), n.value);
      break;
    }
    case StmtKind::AugAssign: {
      auto& n = cast<AugAssign>(*node);
      dump(f.field("target"), n.target);
      f.field("op") += std::string(kind_name(n.op)) + "()";
      dump(f.field("value"), n.value);
      break;
    }
    case StmtKind::AnnAssign: {
      auto& n = cast<AnnAssign>(*node);
      dump(f.field("target"), n.target);
      dump(f.field("annotation"), n.annotation);
      if (n.value) dump(f.field("value"), n.value);
      f.field("simple") += std::to_string(n.simple);
      break;
    }
    case StmtKind::For:
    case StmtKind::AsyncFor: {
      auto& n = cast<For>(*node);
      dump(f.field("target"), n.target);
      dump(f.field("iter"), n.iter);
      dump_list(f.field("body"), n.body);
      dump_list(f.field("orelse"), n.orelse);
      break;
    }
    case StmtKind::While: {
      auto& n = cast<While>(*node);
      dump(f.field("test"), n.test);
      dump_list(f.field("body"), n.body);
      dump_list(f.field("orelse"), n.orelse);
      break;
    }
    case StmtKind::If: {
      auto& n = cast<If>(*node);
      dump(f.field("test"), n.test);
      dump_list(f.field("body"), n.body);
      dump_list(f.field("orelse"), n.orelse);
      break;
    }
    case StmtKind::With:
    case StmtKind::AsyncWith: {
      auto& n = cast<With>(*node);
      dump_list(f.field("items"), n.items);
      dump_list(f.field("body"), n.body);
      break;
    }
    case StmtKind::Match: {
      auto& n = cast<Match>(*node);
      dump(f.field("subject"), n.subject);
      dump_list(f.field("cases"), n.cases);
      break;
    }
    case StmtKind::Raise: {
      auto& n = cast<Raise>(*node);
      if (n.exc) dump(f.field("exc"), n.exc);
      if (n.cause) dump(f.field("cause"), n.cause);
      break;
    }
    case StmtKind::Try:
    case StmtKind::TryStar: {
      auto& n = cast<Try>(*node);
      dump_list(f.field("body"), n.body);
      dump_list(f.field("handlers"), n.handlers);
      dump_list(f.field("orelse"), n.orelse);
      dump_list(f.field("finalbody"), n.finalbody);
      break;
    }
    case StmtKind::Assert: {
      auto& n = cast<Assert>(*node);
      dump(f.field("test"), n.test);
      if (n.msg) dump(f.field("msg"), n.msg);
      break;
    }
    case StmtKind::Import:
      dump_list(f.field("names"), cast<Import>(*node).names);
      break;
    case StmtKind::ImportFrom: {
      auto& n = cast<ImportFrom>(*node);
      if (n.module) f.field("module") += python_repr_str(*n.module);
      dump_list(f.field("names"), n.names);
      f.field("level") += std::to_string(n.level);
      break;
    }
    case StmtKind::Global:
      dump_names(f.field("names"), cast<Global>(*node).names);
      break;
    case StmtKind::Nonlocal:
      dump_names(f.field("names"), cast<Nonlocal>(*node).names);
      break;
    case StmtKind::Expr:
      dump(f.field("value"), cast<ExprStmt>(*node).value);
      break;
    case StmtKind::Pass:
    case StmtKind::Break:
    case StmtKind::Continue:
      break;
  }
}

}  // namespace

std::string python_repr_str(const std::string& text) {
  bool has_single = text.find('\'') != std::string::npos;
  bool has_double = text.find('"') != std::string::npos;
  char quote = has_single && !has_double ? '"' : '\'';
  std::string out(1, quote);
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    size_t length = 1;
    uint32_t code = c < 0x80 ? c : utf8_decode(std::string_view(text).substr(i), &length);
    char buffer[16];
    if (code == static_cast<uint32_t>(quote) || code == '\\') {
      out += '\\';
      out += static_cast<char>(code);
    } else if (code == '\n') {
      out += "\\n";
    } else if (code == '\r') {
      out += "\\r";
    } else if (code == '\t') {
      out += "\\t";
    } else if (!is_printable(code)) {
      if (code < 0x100) {
        std::snprintf(buffer, sizeof buffer, "\\x%02x", code);
      } else if (code < 0x10000) {
        std::snprintf(buffer, sizeof buffer, "\\u%04x", code);
      } else {
        std::snprintf(buffer, sizeof buffer, "\\U%08x", code);
      }
      out += buffer;
    } else {
      out.append(text, i, length);
    }
    i += length;
  }
  out += quote;
  return out;
}

std::string python_repr_bytes(const std::string& data) {
  bool has_single = data.find('\'') != std::string::npos;
  bool has_double = data.find('"') != std::string::npos;
  char quote = has_single && !has_double ? '"' : '\'';
  std::string out = "b";
  out += quote;
  for (unsigned char c : data) {
    char buffer[8];
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c >= 0x7F) {
      std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

std::string python_repr_float(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[40];
  for (int precision = 1; precision <= 17; precision++) {
    std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  // buffer: d.ddde[+-]XX -> the digits and the decimal exponent.
  std::string text = buffer;
  size_t e = text.find('e');
  int exponent = std::atoi(text.c_str() + e + 1);
  std::string mantissa = text.substr(0, e);
  bool negative = mantissa[0] == '-';
  if (negative) mantissa.erase(0, 1);
  std::string digits;
  for (char c : mantissa) {
    if (c != '.') digits += c;
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  int point = exponent + 1;  // digits before the decimal point
  std::string out = negative ? "-" : "";
  if (point > 16 || point < -3) {
    out += digits[0];
    if (digits.size() > 1) out += "." + digits.substr(1);
    std::snprintf(buffer, sizeof buffer, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    return out + buffer;
  }
  if (point <= 0) return out + "0." + std::string(-point, '0') + digits;
  if (static_cast<int>(digits.size()) <= point) {
    return out + digits + std::string(point - digits.size(), '0') + ".0";
  }
  return out + digits.substr(0, point) + "." + digits.substr(point);
}

std::string ast_dump(const ast::Mod& node) {
  std::string out;
  switch (node.kind) {
    case ModKind::Module: {
      Fields f(out, "Module");
      dump_list(f.field("body"), cast<Module>(node).body);
      f.field("type_ignores") += "[]";
      break;
    }
    case ModKind::Interactive: {
      Fields f(out, "Interactive");
      dump_list(f.field("body"), cast<Interactive>(node).body);
      break;
    }
    case ModKind::Expression: {
      Fields f(out, "Expression");
      dump(f.field("body"), cast<Expression>(node).body);
      break;
    }
  }
  return out;
}

std::string ast_dump(const ast::Stmt& node) {
  std::string out;
  dump(out, &node);
  return out;
}

std::string ast_dump(const ast::Expr& node) {
  std::string out;
  dump(out, &node);
  return out;
}

}  // namespace tp::compiler
