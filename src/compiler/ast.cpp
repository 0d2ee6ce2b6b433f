// The names of the AST's kinds (see ast.h), generated from its X-macro lists.
#include "compiler/ast.h"

namespace tp::compiler::ast {

#define TP_AST_NAME_CASE(name) \
  case Kind::name:             \
    return #name;

const char* kind_name(ModKind kind) {
  using Kind = ModKind;
  switch (kind) { TP_AST_MOD_KINDS(TP_AST_NAME_CASE) }
  return "?";
}
const char* kind_name(StmtKind kind) {
  using Kind = StmtKind;
  switch (kind) { TP_AST_STMT_KINDS(TP_AST_NAME_CASE) }
  return "?";
}
const char* kind_name(ExprKind kind) {
  using Kind = ExprKind;
  switch (kind) { TP_AST_EXPR_KINDS(TP_AST_NAME_CASE) }
  return "?";
}
const char* kind_name(PatternKind kind) {
  using Kind = PatternKind;
  switch (kind) { TP_AST_PATTERN_KINDS(TP_AST_NAME_CASE) }
  return "?";
}
#undef TP_AST_NAME_CASE

const char* kind_name(ExprContext value) {
  static constexpr const char* kNames[] = {"Load", "Store", "Del"};
  return kNames[static_cast<int>(value)];
}
const char* kind_name(BoolOperator value) { return value == BoolOperator::And ? "And" : "Or"; }
const char* kind_name(Operator value) {
  static constexpr const char* kNames[] = {"Add",    "Sub",    "Mult",  "MatMult", "Div",
                                           "Mod",    "Pow",    "LShift", "RShift", "BitOr",
                                           "BitXor", "BitAnd", "FloorDiv"};
  return kNames[static_cast<int>(value)];
}
const char* kind_name(UnaryOperator value) {
  static constexpr const char* kNames[] = {"Invert", "Not", "UAdd", "USub"};
  return kNames[static_cast<int>(value)];
}
const char* kind_name(CmpOperator value) {
  static constexpr const char* kNames[] = {"Eq", "NotEq", "Lt", "LtE", "Gt",
                                           "GtE", "Is", "IsNot", "In", "NotIn"};
  return kNames[static_cast<int>(value)];
}

}  // namespace tp::compiler::ast
