// Assignment targets (see parser_impl.h): sets the Store/Del context on the expression the
// parser read, or reports CPython's message for what cannot be assigned to or deleted.
#include "compiler/parser_impl.h"

namespace tp::compiler {

const char* Parser::describe(const ast::Expr* expr) {
  using K = ast::ExprKind;
  switch (expr->kind) {
    case K::Attribute: return "attribute";
    case K::Subscript: return "subscript";
    case K::Starred: return "starred";
    case K::Name: return "name";
    case K::List: return "list";
    case K::Tuple: return "tuple";
    case K::Lambda: return "lambda";
    case K::Call: return "function call";
    case K::BoolOp: case K::BinOp: case K::UnaryOp: return "expression";
    case K::GeneratorExp: return "generator expression";
    case K::Yield: case K::YieldFrom: return "yield expression";
    case K::Await: return "await expression";
    case K::ListComp: return "list comprehension";
    case K::SetComp: return "set comprehension";
    case K::DictComp: return "dict comprehension";
    case K::Dict: return "dict literal";
    case K::Set: return "set display";
    case K::JoinedStr: case K::FormattedValue: return "f-string expression";
    case K::Constant: {
      switch (static_cast<const ast::Constant*>(expr)->value.kind) {
        case ast::ConstantValue::Kind::None: return "None";
        case ast::ConstantValue::Kind::True: return "True";
        case ast::ConstantValue::Kind::False: return "False";
        case ast::ConstantValue::Kind::Ellipsis: return "ellipsis";
        default: return "literal";
      }
    }
    case K::Compare: return "comparison";
    case K::IfExp: return "conditional expression";
    case K::NamedExpr: return "named expression";
    case K::Slice: return "slice";
  }
  return "expression";
}

void Parser::set_context(ast::Expr* target, ast::ExprContext ctx, TargetUse use) {
  using K = ast::ExprKind;
  switch (target->kind) {
    case K::Name:
      static_cast<ast::Name*>(target)->ctx = ctx;
      return;
    case K::Attribute:
      static_cast<ast::Attribute*>(target)->ctx = ctx;
      return;
    case K::Subscript:
      static_cast<ast::Subscript*>(target)->ctx = ctx;
      return;
    default:
      break;
  }
  if (use == TargetUse::AugAssign) {
    fail_node(*target, std::string("'") + describe(target) +
                           "' is an illegal expression for augmented assignment");
  }
  if (target->kind == K::Tuple || target->kind == K::List) {
    auto& elts = target->kind == K::Tuple ? static_cast<ast::Tuple*>(target)->elts
                                          : static_cast<ast::List*>(target)->elts;
    if (target->kind == K::Tuple) {
      static_cast<ast::Tuple*>(target)->ctx = ctx;
    } else {
      static_cast<ast::List*>(target)->ctx = ctx;
    }
    TargetUse inner = use == TargetUse::AssignFirst ? TargetUse::Assign : use;
    for (ast::Expr* element : elts) set_context(element, ctx, inner);
    return;
  }
  if (target->kind == K::Starred && use != TargetUse::Delete) {
    auto* starred = static_cast<ast::Starred*>(target);
    starred->ctx = ctx;
    TargetUse inner = use == TargetUse::AssignFirst ? TargetUse::Assign : use;
    set_context(starred->value, ctx, inner);
    return;
  }
  std::string what = describe(target);
  if ((target->kind == K::Yield || target->kind == K::YieldFrom) && use != TargetUse::Delete) {
    fail_node(*target, "assignment to yield expression not possible");
  }
  bool keyword_constant =
      target->kind == K::Constant && std::string_view(what) != "literal";
  if (use == TargetUse::Delete) fail_node(*target, "cannot delete " + what);
  if (use == TargetUse::AssignFirst && target->kind != K::Starred && !keyword_constant) {
    fail_node(*target, "cannot assign to " + what + " here. Maybe you meant '==' instead of '='?");
  }
  fail_node(*target, "cannot assign to " + what);
}

}  // namespace tp::compiler
