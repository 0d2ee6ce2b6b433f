// The abstract syntax tree: a mirror of CPython 3.11's `ast` module (Parser/Python.asdl).
// Same node kinds, same field names, same optional fields, so that `ast_dump` (ast_dump.h)
// prints exactly what CPython's `ast.dump(tree)` prints and the tests compare the two.
//
// Shape: every node is a plain struct. The three big families (mod, stmt, expr) have a
// base struct with a `kind` enum; the codegen switches over `kind` and downcasts with
// `cast<T>(node)` (checked in debug builds). Small product types (arguments, arg, keyword,
// alias, withitem, comprehension, excepthandler) are plain structs.
//
// Naming: struct names are CPython's class names, except that the statement `Expr` (an
// expression used as a statement) is `ExprStmt`, because `Expr` is the expression base.
// AsyncFunctionDef, AsyncFor and AsyncWith share the structs of FunctionDef, For and With
// (their kind tells them apart); TryStar shares Try's struct.
//
// Optional fields (`expr?` in the ASDL) are nullptr when absent; optional identifiers are
// std::optional<std::string>. Dict.keys holds nullptr for a `**mapping` entry and
// arguments.kw_defaults holds nullptr for a keyword-only parameter without default, as in
// CPython.
//
// Positions: every stmt, expr, arg, keyword, alias and excepthandler carries lineno,
// col_offset, end_lineno, end_col_offset with CPython's conventions: lines 1-based,
// columns 0-based UTF-8 byte offsets into the line.
//
// Ownership: nodes are not GC objects. They are allocated in an `Arena` owned by the
// `ParseResult` (parser.h) and live exactly as long as it; pointers between nodes are
// non-owning. Do not keep AST pointers past the ParseResult.
#pragma once

#include <cassert>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tp::compiler::ast {

// --- the kinds, each listed once (X-macros) ---
#define TP_AST_MOD_KINDS(X) X(Module) X(Interactive) X(Expression)

#define TP_AST_STMT_KINDS(X)                                                               \
  X(FunctionDef) X(AsyncFunctionDef) X(ClassDef) X(Return) X(Delete) X(Assign) X(AugAssign) \
  X(AnnAssign) X(For) X(AsyncFor) X(While) X(If) X(With) X(AsyncWith) X(Match) X(Raise)     \
  X(Try) X(TryStar) X(Assert) X(Import) X(ImportFrom) X(Global) X(Nonlocal) X(Expr) X(Pass) \
  X(Break) X(Continue)

#define TP_AST_EXPR_KINDS(X)                                                                 \
  X(BoolOp) X(NamedExpr) X(BinOp) X(UnaryOp) X(Lambda) X(IfExp) X(Dict) X(Set) X(ListComp)    \
  X(SetComp) X(DictComp) X(GeneratorExp) X(Await) X(Yield) X(YieldFrom) X(Compare) X(Call)    \
  X(FormattedValue) X(JoinedStr) X(Constant) X(Attribute) X(Subscript) X(Starred) X(Name)     \
  X(List) X(Tuple) X(Slice)

#define TP_AST_PATTERN_KINDS(X)                                                           \
  X(MatchValue) X(MatchSingleton) X(MatchSequence) X(MatchMapping) X(MatchClass) X(MatchStar) \
  X(MatchAs) X(MatchOr)

#define TP_AST_ENUM_ITEM(name) name,
enum class ModKind : uint8_t { TP_AST_MOD_KINDS(TP_AST_ENUM_ITEM) };
enum class PatternKind : uint8_t { TP_AST_PATTERN_KINDS(TP_AST_ENUM_ITEM) };
enum class StmtKind : uint8_t { TP_AST_STMT_KINDS(TP_AST_ENUM_ITEM) };
enum class ExprKind : uint8_t { TP_AST_EXPR_KINDS(TP_AST_ENUM_ITEM) };
#undef TP_AST_ENUM_ITEM

// The CPython class name of a kind ("FunctionDef", "Expr", "BinOp"...).
const char* kind_name(ModKind kind);
const char* kind_name(StmtKind kind);
const char* kind_name(ExprKind kind);
const char* kind_name(PatternKind kind);

// --- the small sum types of the ASDL (no fields) ---
enum class ExprContext : uint8_t { Load, Store, Del };
enum class BoolOperator : uint8_t { And, Or };
enum class Operator : uint8_t {
  Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv
};
enum class UnaryOperator : uint8_t { Invert, Not, UAdd, USub };
enum class CmpOperator : uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

const char* kind_name(ExprContext value);
const char* kind_name(BoolOperator value);
const char* kind_name(Operator value);
const char* kind_name(UnaryOperator value);
const char* kind_name(CmpOperator value);

// Every AST struct derives from Node so the arena can own them all.
struct Node {
  virtual ~Node() = default;
};

// Source span of a node (see the file comment for the conventions).
struct Location {
  int lineno = 0;
  int col_offset = 0;
  int end_lineno = 0;
  int end_col_offset = 0;
};

struct Expr;
struct Stmt;
struct Arguments;
struct Keyword;
struct Comprehension;
using ExprList = std::vector<Expr*>;
using StmtList = std::vector<Stmt*>;

// ============================== mod ==============================
struct Mod : Node {
  explicit Mod(ModKind k) : kind(k) {}
  ModKind kind;
};
struct Module : Mod {  // Module(stmt* body, type_ignore* type_ignores): type_ignores always []
  static constexpr ModKind kKind = ModKind::Module;
  Module() : Mod(kKind) {}
  StmtList body;
};
struct Interactive : Mod {
  static constexpr ModKind kKind = ModKind::Interactive;
  Interactive() : Mod(kKind) {}
  StmtList body;
};
struct Expression : Mod {
  static constexpr ModKind kKind = ModKind::Expression;
  Expression() : Mod(kKind) {}
  Expr* body = nullptr;
};

// ============================== expr ==============================
struct Expr : Node, Location {
  explicit Expr(ExprKind k) : kind(k) {}
  ExprKind kind;
};

struct BoolOp : Expr {
  static constexpr ExprKind kKind = ExprKind::BoolOp;
  BoolOp() : Expr(kKind) {}
  BoolOperator op = BoolOperator::And;
  ExprList values;
};
struct NamedExpr : Expr {
  static constexpr ExprKind kKind = ExprKind::NamedExpr;
  NamedExpr() : Expr(kKind) {}
  Expr* target = nullptr;
  Expr* value = nullptr;
};
struct BinOp : Expr {
  static constexpr ExprKind kKind = ExprKind::BinOp;
  BinOp() : Expr(kKind) {}
  Expr* left = nullptr;
  Operator op = Operator::Add;
  Expr* right = nullptr;
};
struct UnaryOp : Expr {
  static constexpr ExprKind kKind = ExprKind::UnaryOp;
  UnaryOp() : Expr(kKind) {}
  UnaryOperator op = UnaryOperator::Not;
  Expr* operand = nullptr;
};
struct Lambda : Expr {
  static constexpr ExprKind kKind = ExprKind::Lambda;
  Lambda() : Expr(kKind) {}
  Arguments* args = nullptr;
  Expr* body = nullptr;
};
struct IfExp : Expr {
  static constexpr ExprKind kKind = ExprKind::IfExp;
  IfExp() : Expr(kKind) {}
  Expr* test = nullptr;
  Expr* body = nullptr;
  Expr* orelse = nullptr;
};
struct Dict : Expr {
  static constexpr ExprKind kKind = ExprKind::Dict;
  Dict() : Expr(kKind) {}
  ExprList keys;  // nullptr for a `**mapping` entry
  ExprList values;
};
struct Set : Expr {
  static constexpr ExprKind kKind = ExprKind::Set;
  Set() : Expr(kKind) {}
  ExprList elts;
};
// ListComp, SetComp and GeneratorExp: elt for each of generators.
struct ListComp : Expr {
  static constexpr ExprKind kKind = ExprKind::ListComp;
  ListComp() : Expr(kKind) {}
  Expr* elt = nullptr;
  std::vector<Comprehension*> generators;
};
struct SetComp : Expr {
  static constexpr ExprKind kKind = ExprKind::SetComp;
  SetComp() : Expr(kKind) {}
  Expr* elt = nullptr;
  std::vector<Comprehension*> generators;
};
struct DictComp : Expr {
  static constexpr ExprKind kKind = ExprKind::DictComp;
  DictComp() : Expr(kKind) {}
  Expr* key = nullptr;
  Expr* value = nullptr;
  std::vector<Comprehension*> generators;
};
struct GeneratorExp : Expr {
  static constexpr ExprKind kKind = ExprKind::GeneratorExp;
  GeneratorExp() : Expr(kKind) {}
  Expr* elt = nullptr;
  std::vector<Comprehension*> generators;
};
struct Await : Expr {
  static constexpr ExprKind kKind = ExprKind::Await;
  Await() : Expr(kKind) {}
  Expr* value = nullptr;
};
struct Yield : Expr {
  static constexpr ExprKind kKind = ExprKind::Yield;
  Yield() : Expr(kKind) {}
  Expr* value = nullptr;  // optional
};
struct YieldFrom : Expr {
  static constexpr ExprKind kKind = ExprKind::YieldFrom;
  YieldFrom() : Expr(kKind) {}
  Expr* value = nullptr;
};
// `left ops[0] comparators[0] ops[1] comparators[1] ...`
struct Compare : Expr {
  static constexpr ExprKind kKind = ExprKind::Compare;
  Compare() : Expr(kKind) {}
  Expr* left = nullptr;
  std::vector<CmpOperator> ops;
  ExprList comparators;
};
// args may contain Starred (`*x`); keywords with no `arg` are `**x`.
struct Call : Expr {
  static constexpr ExprKind kKind = ExprKind::Call;
  Call() : Expr(kKind) {}
  Expr* func = nullptr;
  ExprList args;
  std::vector<Keyword*> keywords;
};
// One replacement field of an f-string. conversion: -1 (none) or 's', 'r', 'a'.
// format_spec: nullptr or a JoinedStr.
struct FormattedValue : Expr {
  static constexpr ExprKind kKind = ExprKind::FormattedValue;
  FormattedValue() : Expr(kKind) {}
  Expr* value = nullptr;
  int conversion = -1;
  Expr* format_spec = nullptr;
};
// An f-string: values are Constant(str) and FormattedValue, in order.
struct JoinedStr : Expr {
  static constexpr ExprKind kKind = ExprKind::JoinedStr;
  JoinedStr() : Expr(kKind) {}
  ExprList values;
};

// The value of a Constant node.
struct ConstantValue {
  enum class Kind : uint8_t {
    None,
    True,
    False,
    Ellipsis,
    Int,      // int_value
    BigInt,   // text: decimal digits (no sign, no underscores) of an int beyond int64
    Float,    // float_value
    Complex,  // float_value: the imaginary part of `<float_value>j` (real part 0)
    Str,      // text: UTF-8
    Bytes,    // text: raw bytes
  };
  Kind kind = Kind::None;
  int64_t int_value = 0;
  double float_value = 0.0;
  std::string text;
};
struct Constant : Expr {
  static constexpr ExprKind kKind = ExprKind::Constant;
  Constant() : Expr(kKind) {}
  ConstantValue value;
  std::optional<std::string> kind_tag;  // CPython's Constant.kind: "u" for u'...' strings
};
struct Attribute : Expr {
  static constexpr ExprKind kKind = ExprKind::Attribute;
  Attribute() : Expr(kKind) {}
  Expr* value = nullptr;
  std::string attr;
  ExprContext ctx = ExprContext::Load;
};
// `value[slice]`; slice is any expression, a Slice, or a Tuple that may hold Slices.
struct Subscript : Expr {
  static constexpr ExprKind kKind = ExprKind::Subscript;
  Subscript() : Expr(kKind) {}
  Expr* value = nullptr;
  Expr* slice = nullptr;
  ExprContext ctx = ExprContext::Load;
};
struct Starred : Expr {
  static constexpr ExprKind kKind = ExprKind::Starred;
  Starred() : Expr(kKind) {}
  Expr* value = nullptr;
  ExprContext ctx = ExprContext::Load;
};
struct Name : Expr {
  static constexpr ExprKind kKind = ExprKind::Name;
  Name() : Expr(kKind) {}
  std::string id;
  ExprContext ctx = ExprContext::Load;
};
struct List : Expr {
  static constexpr ExprKind kKind = ExprKind::List;
  List() : Expr(kKind) {}
  ExprList elts;
  ExprContext ctx = ExprContext::Load;
};
struct Tuple : Expr {
  static constexpr ExprKind kKind = ExprKind::Tuple;
  Tuple() : Expr(kKind) {}
  ExprList elts;
  ExprContext ctx = ExprContext::Load;
};
// `lower:upper:step` inside a subscript; each part optional.
struct Slice : Expr {
  static constexpr ExprKind kKind = ExprKind::Slice;
  Slice() : Expr(kKind) {}
  Expr* lower = nullptr;
  Expr* upper = nullptr;
  Expr* step = nullptr;
};

// ============================== helpers ==============================
// `for target in iter if ifs...` (is_async: 0 or 1).
struct Comprehension : Node {
  Expr* target = nullptr;
  Expr* iter = nullptr;
  ExprList ifs;
  int is_async = 0;
};
// `except type as name: body` (type, name optional).
struct ExceptHandler : Node, Location {
  Expr* type = nullptr;
  std::optional<std::string> name;
  StmtList body;
};
// A parameter: name and optional annotation.
struct Arg : Node, Location {
  std::string arg;
  Expr* annotation = nullptr;
};
// The parameter list of a def or lambda, in CPython's layout: defaults apply to the last
// len(defaults) of posonlyargs + args; kw_defaults is parallel to kwonlyargs.
struct Arguments : Node {
  std::vector<Arg*> posonlyargs;
  std::vector<Arg*> args;
  Arg* vararg = nullptr;
  std::vector<Arg*> kwonlyargs;
  ExprList kw_defaults;  // nullptr where a keyword-only parameter has no default
  Arg* kwarg = nullptr;
  ExprList defaults;
};
// `arg=value` in a call or class header; arg absent for `**value`.
struct Keyword : Node, Location {
  std::optional<std::string> arg;
  Expr* value = nullptr;
};
// `name as asname` in an import; name may be dotted ("a.b.c") or "*".
struct Alias : Node, Location {
  std::string name;
  std::optional<std::string> asname;
};
// `context_expr as optional_vars` in a with statement.
struct WithItem : Node {
  Expr* context_expr = nullptr;
  Expr* optional_vars = nullptr;
};

// ============================== stmt ==============================
struct Stmt : Node, Location {
  explicit Stmt(StmtKind k) : kind(k) {}
  StmtKind kind;
};

// FunctionDef and AsyncFunctionDef (kind tells which). type_comment is always None.
struct FunctionDef : Stmt {
  static constexpr StmtKind kKind = StmtKind::FunctionDef;
  explicit FunctionDef(StmtKind k = kKind) : Stmt(k) {}
  std::string name;
  Arguments* args = nullptr;
  StmtList body;
  ExprList decorator_list;
  Expr* returns = nullptr;  // optional
};
struct ClassDef : Stmt {
  static constexpr StmtKind kKind = StmtKind::ClassDef;
  ClassDef() : Stmt(kKind) {}
  std::string name;
  ExprList bases;
  std::vector<Keyword*> keywords;
  StmtList body;
  ExprList decorator_list;
};
struct Return : Stmt {
  static constexpr StmtKind kKind = StmtKind::Return;
  Return() : Stmt(kKind) {}
  Expr* value = nullptr;  // optional
};
struct Delete : Stmt {
  static constexpr StmtKind kKind = StmtKind::Delete;
  Delete() : Stmt(kKind) {}
  ExprList targets;
};
// `targets[0] = targets[1] = ... = value`
struct Assign : Stmt {
  static constexpr StmtKind kKind = StmtKind::Assign;
  Assign() : Stmt(kKind) {}
  ExprList targets;
  Expr* value = nullptr;
};
struct AugAssign : Stmt {
  static constexpr StmtKind kKind = StmtKind::AugAssign;
  AugAssign() : Stmt(kKind) {}
  Expr* target = nullptr;
  Operator op = Operator::Add;
  Expr* value = nullptr;
};
// `target: annotation [= value]`; simple is 1 for a bare, unparenthesised Name target.
struct AnnAssign : Stmt {
  static constexpr StmtKind kKind = StmtKind::AnnAssign;
  AnnAssign() : Stmt(kKind) {}
  Expr* target = nullptr;
  Expr* annotation = nullptr;
  Expr* value = nullptr;  // optional
  int simple = 0;
};
// For and AsyncFor (kind tells which).
struct For : Stmt {
  static constexpr StmtKind kKind = StmtKind::For;
  explicit For(StmtKind k = kKind) : Stmt(k) {}
  Expr* target = nullptr;
  Expr* iter = nullptr;
  StmtList body;
  StmtList orelse;
};
struct While : Stmt {
  static constexpr StmtKind kKind = StmtKind::While;
  While() : Stmt(kKind) {}
  Expr* test = nullptr;
  StmtList body;
  StmtList orelse;
};
// `elif` is an If nested alone in orelse, as in CPython.
struct If : Stmt {
  static constexpr StmtKind kKind = StmtKind::If;
  If() : Stmt(kKind) {}
  Expr* test = nullptr;
  StmtList body;
  StmtList orelse;
};
// With and AsyncWith (kind tells which).
struct With : Stmt {
  static constexpr StmtKind kKind = StmtKind::With;
  explicit With(StmtKind k = kKind) : Stmt(k) {}
  std::vector<WithItem*> items;
  StmtList body;
};
// ============================== pattern ==============================
// The patterns of a `match` statement (CPython's `pattern` sum type).
struct Pattern : Node, Location {
  explicit Pattern(PatternKind k) : kind(k) {}
  PatternKind kind;
};
using PatternList = std::vector<Pattern*>;
// A literal (number, string, complex sum) or a dotted name, compared with ==.
struct MatchValue : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchValue;
  MatchValue() : Pattern(kKind) {}
  Expr* value = nullptr;
};
// None, True or False, compared with `is`; value.kind is None, True or False.
struct MatchSingleton : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchSingleton;
  MatchSingleton() : Pattern(kKind) {}
  ConstantValue value;
};
// `[p, *rest, q]` or `(p, q)` or `p, q`; at most one MatchStar among patterns.
struct MatchSequence : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchSequence;
  MatchSequence() : Pattern(kKind) {}
  PatternList patterns;
};
// `{key: p, **rest}`: keys are Constants (possibly negative/complex sums) or Attributes.
struct MatchMapping : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchMapping;
  MatchMapping() : Pattern(kKind) {}
  ExprList keys;
  PatternList patterns;
  std::optional<std::string> rest;
};
// `cls(p1, p2, attr=p3)`: cls is a Name or Attribute.
struct MatchClass : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchClass;
  MatchClass() : Pattern(kKind) {}
  Expr* cls = nullptr;
  PatternList patterns;
  std::vector<std::string> kwd_attrs;
  PatternList kwd_patterns;
};
// `*name` or `*_` (name absent) inside a sequence pattern.
struct MatchStar : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchStar;
  MatchStar() : Pattern(kKind) {}
  std::optional<std::string> name;
};
// `p as name`, a capture `name` (pattern absent), or the wildcard `_` (both absent).
struct MatchAs : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchAs;
  MatchAs() : Pattern(kKind) {}
  Pattern* pattern = nullptr;
  std::optional<std::string> name;
};
// `p1 | p2 | ...` (two or more).
struct MatchOr : Pattern {
  static constexpr PatternKind kKind = PatternKind::MatchOr;
  MatchOr() : Pattern(kKind) {}
  PatternList patterns;
};
// `case pattern if guard: body` (guard optional).
struct MatchCase : Node {
  Pattern* pattern = nullptr;
  Expr* guard = nullptr;
  StmtList body;
};
struct Match : Stmt {
  static constexpr StmtKind kKind = StmtKind::Match;
  Match() : Stmt(kKind) {}
  Expr* subject = nullptr;
  std::vector<MatchCase*> cases;
};
struct Raise : Stmt {
  static constexpr StmtKind kKind = StmtKind::Raise;
  Raise() : Stmt(kKind) {}
  Expr* exc = nullptr;    // optional
  Expr* cause = nullptr;  // optional
};
// Try and TryStar (`except*`; kind tells which).
struct Try : Stmt {
  static constexpr StmtKind kKind = StmtKind::Try;
  explicit Try(StmtKind k = kKind) : Stmt(k) {}
  StmtList body;
  std::vector<ExceptHandler*> handlers;
  StmtList orelse;
  StmtList finalbody;
};
struct Assert : Stmt {
  static constexpr StmtKind kKind = StmtKind::Assert;
  Assert() : Stmt(kKind) {}
  Expr* test = nullptr;
  Expr* msg = nullptr;  // optional
};
struct Import : Stmt {
  static constexpr StmtKind kKind = StmtKind::Import;
  Import() : Stmt(kKind) {}
  std::vector<Alias*> names;
};
// `from <level dots><module> import names`; module absent for `from . import x`.
struct ImportFrom : Stmt {
  static constexpr StmtKind kKind = StmtKind::ImportFrom;
  ImportFrom() : Stmt(kKind) {}
  std::optional<std::string> module;
  std::vector<Alias*> names;
  int level = 0;
};
struct Global : Stmt {
  static constexpr StmtKind kKind = StmtKind::Global;
  Global() : Stmt(kKind) {}
  std::vector<std::string> names;
};
struct Nonlocal : Stmt {
  static constexpr StmtKind kKind = StmtKind::Nonlocal;
  Nonlocal() : Stmt(kKind) {}
  std::vector<std::string> names;
};
// CPython's `Expr` statement: an expression evaluated for its effect.
struct ExprStmt : Stmt {
  static constexpr StmtKind kKind = StmtKind::Expr;
  ExprStmt() : Stmt(kKind) {}
  Expr* value = nullptr;
};
struct Pass : Stmt {
  static constexpr StmtKind kKind = StmtKind::Pass;
  Pass() : Stmt(kKind) {}
};
struct Break : Stmt {
  static constexpr StmtKind kKind = StmtKind::Break;
  Break() : Stmt(kKind) {}
};
struct Continue : Stmt {
  static constexpr StmtKind kKind = StmtKind::Continue;
  Continue() : Stmt(kKind) {}
};

// --- downcasts: `auto& call = cast<Call>(*expr);` after switching on expr->kind ---
// For the shared structs, cast<FunctionDef> accepts AsyncFunctionDef too (and For/AsyncFor,
// With/AsyncWith, Try/TryStar).
template <class T, class Base>
T& cast(Base& node) {
  if constexpr (std::is_same_v<T, FunctionDef>) {
    assert(node.kind == StmtKind::FunctionDef || node.kind == StmtKind::AsyncFunctionDef);
  } else if constexpr (std::is_same_v<T, For>) {
    assert(node.kind == StmtKind::For || node.kind == StmtKind::AsyncFor);
  } else if constexpr (std::is_same_v<T, With>) {
    assert(node.kind == StmtKind::With || node.kind == StmtKind::AsyncWith);
  } else if constexpr (std::is_same_v<T, Try>) {
    assert(node.kind == StmtKind::Try || node.kind == StmtKind::TryStar);
  } else {
    assert(node.kind == T::kKind);
  }
  return static_cast<T&>(node);
}
template <class T, class Base>
const T& cast(const Base& node) {
  return cast<T>(const_cast<Base&>(node));
}

// Owns every node of one parse. Not copyable; moving keeps node addresses stable.
class Arena {
 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  // Allocates a node; it lives until the arena is destroyed.
  template <class T, class... Args>
  T* make(Args&&... args) {
    auto node = std::make_unique<T>(std::forward<Args>(args)...);
    T* raw = node.get();
    nodes_.push_back(std::move(node));
    return raw;
  }
  size_t size() const { return nodes_.size(); }

 private:
  std::vector<std::unique_ptr<Node>> nodes_;
};

}  // namespace tp::compiler::ast
