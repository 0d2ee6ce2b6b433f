// The parser's expressions (see parser_impl.h), from `expression` down to atoms, with
// Python's precedence: lambda, conditional, or, and, not, comparisons, |, ^, &, shifts,
// + -, * / // % @, unary + - ~, **, await, primaries (calls, subscripts, attributes).
#include "compiler/literals.h"
#include "compiler/parser_impl.h"

namespace tp::compiler {

namespace {

struct BinaryOperator {
  const char* text;
  ast::Operator op;
};
// One row per precedence level, loosest first (parse_binary's `level`).
constexpr int kBinaryLevels = 6;
constexpr BinaryOperator kBinary[kBinaryLevels][5] = {
    {{"|", ast::Operator::BitOr}},
    {{"^", ast::Operator::BitXor}},
    {{"&", ast::Operator::BitAnd}},
    {{"<<", ast::Operator::LShift}, {">>", ast::Operator::RShift}},
    {{"+", ast::Operator::Add}, {"-", ast::Operator::Sub}},
    {{"*", ast::Operator::Mult},
     {"/", ast::Operator::Div},
     {"//", ast::Operator::FloorDiv},
     {"%", ast::Operator::Mod},
     {"@", ast::Operator::MatMult}},
};

}  // namespace

bool starts_expression(const Token& token) {
  switch (token.kind) {
    case TokenKind::Number:
    case TokenKind::String:
      return true;
    case TokenKind::Name:
      return !is_keyword(token.text) || token.text == "True" || token.text == "False" ||
             token.text == "None" || token.text == "not" || token.text == "lambda" ||
             token.text == "await";
    case TokenKind::Op:
      return token.text == "(" || token.text == "[" || token.text == "{" || token.text == "-" ||
             token.text == "+" || token.text == "~" || token.text == "*" ||
             token.text == "..." || token.text == "**";
    default:
      return false;
  }
}


ast::Expr* Parser::parse_star_expressions() {
  const Token start = peek();
  ast::Expr* first = parse_star_expression();
  if (at_op(":=")) {
    fail_node(*first, std::string("cannot use assignment expressions with ") + describe(first));
  }
  if (!at_op(",")) return first;
  auto* tuple = make_at<ast::Tuple>(start);
  tuple->elts.push_back(first);
  while (accept_op(",")) {
    if (!starts_expression(peek())) break;
    tuple->elts.push_back(parse_star_expression());
  }
  return finish(tuple);
}

ast::Expr* Parser::parse_star_expression() {
  if (at_op("*")) {
    const Token star = next();
    auto* node = make_at<ast::Starred>(star);
    node->value = parse_binary(0);
    return finish(node);
  }
  return parse_expression();
}

ast::Expr* Parser::parse_star_named_expression() {
  if (at_op("*")) {
    const Token star = next();
    auto* node = make_at<ast::Starred>(star);
    node->value = parse_binary(0);
    return finish(node);
  }
  return parse_named_expression();
}

ast::Expr* Parser::parse_named_expression() {
  if (at_name() && peek(1).is_op(":=")) {
    const Token name = next();
    auto* target = make_at<ast::Name>(name);
    target->id = std::string(name.text);
    target->ctx = ast::ExprContext::Store;
    finish(target);
    next();
    auto* node = make_at<ast::NamedExpr>(name);
    node->target = target;
    node->value = parse_expression();
    return finish(node);
  }
  ast::Expr* value = parse_expression();
  if (at_op(":=")) {
    fail_node(*value, std::string("cannot use assignment expressions with ") + describe(value));
  }
  return value;
}

ast::Expr* Parser::parse_expression() {
  DepthGuard guard(*this);
  if (at_keyword("lambda")) return parse_lambda();
  const Token start = peek();
  ast::Expr* body = parse_disjunction();
  if (!at_keyword("if")) return body;
  next();
  auto* node = make_at<ast::IfExp>(start);
  node->body = body;
  node->test = parse_disjunction();
  if (!at_keyword("else")) {
    fail_span(start.lineno, start.col_offset, prev_.end_lineno, prev_.end_col_offset,
              "expected 'else' after 'if' expression");
  }
  next();
  node->orelse = parse_expression();
  return finish(node);
}

ast::Expr* Parser::parse_yield_expression() {
  const Token start = next();  // 'yield'
  if (accept_keyword("from")) {
    auto* node = make_at<ast::YieldFrom>(start);
    node->value = parse_expression();
    return finish(node);
  }
  auto* node = make_at<ast::Yield>(start);
  if (starts_expression(peek())) node->value = parse_star_expressions();
  return finish(node);
}

ast::Expr* Parser::parse_lambda() {
  const Token start = next();  // 'lambda'
  auto* node = make_at<ast::Lambda>(start);
  node->args = parse_parameters(true);
  expect_op(":");
  node->body = parse_expression();
  return finish(node);
}

ast::Expr* Parser::parse_disjunction() {
  const Token start = peek();
  ast::Expr* first = parse_conjunction();
  if (!at_keyword("or")) return first;
  auto* node = make_at<ast::BoolOp>(start);
  node->op = ast::BoolOperator::Or;
  node->values.push_back(first);
  while (accept_keyword("or")) node->values.push_back(parse_conjunction());
  return finish(node);
}

ast::Expr* Parser::parse_conjunction() {
  const Token start = peek();
  ast::Expr* first = parse_inversion();
  if (!at_keyword("and")) return first;
  auto* node = make_at<ast::BoolOp>(start);
  node->op = ast::BoolOperator::And;
  node->values.push_back(first);
  while (accept_keyword("and")) node->values.push_back(parse_inversion());
  return finish(node);
}

ast::Expr* Parser::parse_inversion() {
  if (!at_keyword("not")) return parse_comparison();
  DepthGuard guard(*this);
  const Token start = next();
  auto* node = make_at<ast::UnaryOp>(start);
  node->op = ast::UnaryOperator::Not;
  node->operand = parse_inversion();
  return finish(node);
}

ast::Expr* Parser::parse_comparison() {
  const Token start = peek();
  ast::Expr* left = parse_binary(0);
  ast::Compare* node = nullptr;
  for (;;) {
    const Token& token = peek();
    ast::CmpOperator op;
    if (token.is_op("==")) {
      op = ast::CmpOperator::Eq;
    } else if (token.is_op("!=")) {
      op = ast::CmpOperator::NotEq;
    } else if (token.is_op("<")) {
      op = ast::CmpOperator::Lt;
    } else if (token.is_op("<=")) {
      op = ast::CmpOperator::LtE;
    } else if (token.is_op(">")) {
      op = ast::CmpOperator::Gt;
    } else if (token.is_op(">=")) {
      op = ast::CmpOperator::GtE;
    } else if (token.is_name("in")) {
      op = ast::CmpOperator::In;
    } else if (token.is_name("not") && peek(1).is_name("in")) {
      next();
      op = ast::CmpOperator::NotIn;
    } else if (token.is_name("is")) {
      if (peek(1).is_name("not")) {
        next();
        op = ast::CmpOperator::IsNot;
      } else {
        op = ast::CmpOperator::Is;
      }
    } else {
      break;
    }
    next();
    if (!node) {
      node = make_at<ast::Compare>(start);
      node->left = left;
    }
    node->ops.push_back(op);
    node->comparators.push_back(parse_binary(0));
  }
  return node ? finish(node) : left;
}

ast::Expr* Parser::parse_binary(int level) {
  if (level == kBinaryLevels) return parse_factor();
  const Token start = peek();
  ast::Expr* left = parse_binary(level + 1);
  int saved_depth = depth_;
  for (;;) {
    const BinaryOperator* match = nullptr;
    for (const BinaryOperator& candidate : kBinary[level]) {
      if (candidate.text && at_op(candidate.text)) match = &candidate;
    }
    if (!match) break;
    next();
    DepthGuard guard(*this);  // a chain `a + b + ...` nests one level per operator
    depth_++;
    auto* node = make_at<ast::BinOp>(start);
    node->left = left;
    node->op = match->op;
    node->right = parse_binary(level + 1);
    left = finish(node);
  }
  depth_ = saved_depth;
  return left;
}

ast::Expr* Parser::parse_factor() {
  const Token& token = peek();
  ast::UnaryOperator op;
  if (token.is_op("-")) {
    op = ast::UnaryOperator::USub;
  } else if (token.is_op("+")) {
    op = ast::UnaryOperator::UAdd;
  } else if (token.is_op("~")) {
    op = ast::UnaryOperator::Invert;
  } else {
    return parse_power();
  }
  DepthGuard guard(*this);
  const Token start = next();
  auto* node = make_at<ast::UnaryOp>(start);
  node->op = op;
  node->operand = parse_factor();
  return finish(node);
}

ast::Expr* Parser::parse_power() {
  const Token start = peek();
  ast::Expr* base;
  if (at_keyword("await")) {
    next();
    auto* node = make_at<ast::Await>(start);
    node->value = parse_primary();
    base = finish(node);
  } else {
    base = parse_primary();
  }
  if (!at_op("**")) return base;
  next();
  DepthGuard guard(*this);
  auto* node = make_at<ast::BinOp>(start);
  node->left = base;
  node->op = ast::Operator::Pow;
  node->right = parse_factor();
  return finish(node);
}

ast::Expr* Parser::parse_primary() {
  const Token start = peek();
  ast::Expr* value = parse_atom();
  int saved_depth = depth_;
  for (;;) {
    if (at_op(".")) {
      DepthGuard guard(*this);
      depth_++;
      next();
      auto* node = make_at<ast::Attribute>(start);
      node->value = value;
      node->attr = expect_name();
      value = finish(node);
    } else if (at_op("(")) {
      DepthGuard guard(*this);
      depth_++;
      value = parse_call(value);
    } else if (at_op("[")) {
      DepthGuard guard(*this);
      depth_++;
      next();
      auto* node = make_at<ast::Subscript>(start);
      node->value = value;
      node->slice = parse_slices();
      expect_op("]");
      value = finish(node);
    } else {
      break;
    }
  }
  depth_ = saved_depth;
  return value;
}

ast::Expr* Parser::parse_slices() {
  const Token start = peek();
  ast::Expr* first = parse_slice();
  if (!at_op(",") && first->kind != ast::ExprKind::Starred) return first;
  auto* tuple = make_at<ast::Tuple>(start);
  tuple->elts.push_back(first);
  while (accept_op(",")) {
    if (at_op("]")) break;
    tuple->elts.push_back(parse_slice());
  }
  return finish(tuple);
}

ast::Expr* Parser::parse_slice() {
  const Token start = peek();
  if (at_op("*")) return parse_star_named_expression();
  ast::Expr* lower = nullptr;
  if (!at_op(":")) {
    lower = parse_named_expression();
    if (!at_op(":")) return lower;
  }
  next();
  auto* node = make_at<ast::Slice>(start);
  node->lower = lower;
  if (!at_op(":") && !at_op(",") && !at_op("]")) node->upper = parse_expression();
  if (accept_op(":")) {
    if (!at_op(",") && !at_op("]")) node->step = parse_expression();
  }
  return finish(node);
}

ast::Expr* Parser::parse_call(ast::Expr* func) {
  const Token open = next();  // '('
  auto* call = func ? make_at<ast::Call>(*func) : make_at<ast::Call>(open);
  call->func = func;
  bool seen_keyword = false, seen_double_star = false;
  while (!at_op(")")) {
    const Token start = peek();
    if (accept_op("*")) {
      auto* starred = make_at<ast::Starred>(start);
      starred->value = parse_expression();
      if (seen_double_star) {
        fail_node(*finish(starred),
                  "iterable argument unpacking follows keyword argument unpacking");
      }
      call->args.push_back(finish(starred));
    } else if (accept_op("**")) {
      auto* keyword = make_at<ast::Keyword>(start);
      keyword->value = parse_expression();
      call->keywords.push_back(finish(keyword));
      seen_double_star = true;
    } else if (start.kind == TokenKind::Name && peek(1).is_op("=")) {
      if (is_keyword(start.text)) {
        fail_at(start, start.text == "True" || start.text == "False" || start.text == "None"
                           ? "cannot assign to " + std::string(start.text)
                           : "invalid syntax");
      }
      next();
      next();
      auto* keyword = make_at<ast::Keyword>(start);
      keyword->arg = std::string(start.text);
      keyword->value = parse_expression();
      call->keywords.push_back(finish(keyword));
      seen_keyword = true;
    } else {
      ast::Expr* arg = parse_named_expression();
      if (at_keyword("for") || (at_keyword("async") && peek(1).is_name("for"))) {
        auto* generator = make_at<ast::GeneratorExp>(open);
        generator->elt = arg;
        generator->generators = parse_comprehension_clauses();
        bool alone = call->args.empty() && call->keywords.empty() && at_op(")");
        if (!alone) {
          fail_span(arg->lineno, arg->col_offset, prev_.end_lineno, prev_.end_col_offset,
                    "Generator expression must be parenthesized");
        }
        next();
        call->args.push_back(finish(generator));
        return finish(call);
      }
      if (at_op("=")) {
        fail_span(arg->lineno, arg->col_offset, peek().end_lineno, peek().end_col_offset,
                  "expression cannot contain assignment, perhaps you meant \"==\"?");
      }
      if (seen_double_star) {
        fail_at(peek(), "positional argument follows keyword argument unpacking");
      }
      if (seen_keyword) fail_at(peek(), "positional argument follows keyword argument");
      call->args.push_back(arg);
    }
    if (!accept_op(",")) {
      if (!at_op(")") && starts_expression(peek()) && !call->args.empty()) {
        const ast::Expr* last = call->args.back();
        fail_span(last->lineno, last->col_offset, peek().end_lineno, peek().end_col_offset,
                  "invalid syntax. Perhaps you forgot a comma?");
      }
      break;
    }
  }
  expect_op(")");
  return finish(call);
}

std::vector<ast::Comprehension*> Parser::parse_comprehension_clauses() {
  std::vector<ast::Comprehension*> clauses;
  while (at_keyword("for") || (at_keyword("async") && peek(1).is_name("for"))) {
    auto* clause = arena_.make<ast::Comprehension>();
    if (accept_keyword("async")) clause->is_async = 1;
    next();  // 'for'
    clause->target = parse_target_list(true);
    set_context(clause->target, ast::ExprContext::Store, TargetUse::Comprehension);
    expect_keyword("in");
    clause->iter = parse_disjunction();
    while (accept_keyword("if")) clause->ifs.push_back(parse_disjunction());
    clauses.push_back(clause);
  }
  return clauses;
}

ast::Expr* Parser::parse_target_list(bool allow_tuple) {
  const Token start = peek();
  const auto item = [&]() -> ast::Expr* {
    if (at_op("*")) {
      const Token star = next();
      auto* node = make_at<ast::Starred>(star);
      node->value = parse_binary(0);
      return finish(node);
    }
    return parse_binary(0);
  };
  ast::Expr* first = item();
  if (!allow_tuple || !at_op(",")) return first;
  auto* tuple = make_at<ast::Tuple>(start);
  tuple->elts.push_back(first);
  while (accept_op(",")) {
    if (!starts_expression(peek())) break;
    tuple->elts.push_back(item());
  }
  return finish(tuple);
}

ast::Expr* Parser::parse_atom() {
  const Token token = peek();
  switch (token.kind) {
    case TokenKind::Name: {
      if (token.text == "True" || token.text == "False" || token.text == "None") {
        next();
        auto* node = make_at<ast::Constant>(token);
        node->value.kind = token.text == "True"    ? ast::ConstantValue::Kind::True
                           : token.text == "False" ? ast::ConstantValue::Kind::False
                                                   : ast::ConstantValue::Kind::None;
        return finish(node);
      }
      if (is_keyword(token.text)) fail_invalid_syntax();
      next();
      auto* node = make_at<ast::Name>(token);
      node->id = std::string(token.text);
      return finish(node);
    }
    case TokenKind::Number: {
      next();
      auto* node = make_at<ast::Constant>(token);
      node->value = decode_number(token.text);
      return finish(node);
    }
    case TokenKind::String:
      return parse_strings();
    case TokenKind::Op:
      if (token.text == "(") return parse_paren();
      if (token.text == "[") return parse_list_display();
      if (token.text == "{") return parse_brace_display();
      if (token.text == "...") {
        next();
        auto* node = make_at<ast::Constant>(token);
        node->value.kind = ast::ConstantValue::Kind::Ellipsis;
        return finish(node);
      }
      break;
    default:
      break;
  }
  fail_invalid_syntax();
}

ast::Expr* Parser::parse_paren() {
  const Token open = next();
  if (accept_op(")")) return finish(make_at<ast::Tuple>(open));
  if (at_keyword("yield")) {
    ast::Expr* value = parse_yield_expression();
    expect_op(")");
    return value;
  }
  ast::Expr* first = parse_star_named_expression();
  if (at_keyword("for") || (at_keyword("async") && peek(1).is_name("for"))) {
    auto* node = make_at<ast::GeneratorExp>(open);
    node->elt = first;
    node->generators = parse_comprehension_clauses();
    expect_op(")");
    return finish(node);
  }
  if (accept_op(")")) {
    if (first->kind == ast::ExprKind::Starred) {
      fail_node(*first, "cannot use starred expression here");
    }
    return first;
  }
  if (!at_op(",")) {
    if (starts_expression(peek())) {
      fail_span(first->lineno, first->col_offset, peek().end_lineno, peek().end_col_offset,
                "invalid syntax. Perhaps you forgot a comma?");
    }
    fail_invalid_syntax();
  }
  auto* tuple = make_at<ast::Tuple>(open);
  tuple->elts.push_back(first);
  while (accept_op(",")) {
    if (at_op(")")) break;
    tuple->elts.push_back(parse_star_named_expression());
  }
  if (!at_op(")") && starts_expression(peek())) {
    const ast::Expr* last = tuple->elts.back();
    fail_span(last->lineno, last->col_offset, peek().end_lineno, peek().end_col_offset,
              "invalid syntax. Perhaps you forgot a comma?");
  }
  expect_op(")");
  return finish(tuple);
}

ast::Expr* Parser::parse_list_display() {
  const Token open = next();
  auto* list = make_at<ast::List>(open);
  if (accept_op("]")) return finish(list);
  ast::Expr* first = parse_star_named_expression();
  if (at_keyword("for") || (at_keyword("async") && peek(1).is_name("for"))) {
    auto* node = make_at<ast::ListComp>(open);
    node->elt = first;
    node->generators = parse_comprehension_clauses();
    expect_op("]");
    return finish(node);
  }
  list->elts.push_back(first);
  while (accept_op(",")) {
    if (at_op("]")) break;
    list->elts.push_back(parse_star_named_expression());
  }
  if (!at_op("]") && starts_expression(peek())) {
    const ast::Expr* last = list->elts.back();
    fail_span(last->lineno, last->col_offset, peek().end_lineno, peek().end_col_offset,
              "invalid syntax. Perhaps you forgot a comma?");
  }
  expect_op("]");
  return finish(list);
}

ast::Expr* Parser::parse_brace_display() {
  const Token open = next();
  if (accept_op("}")) return finish(make_at<ast::Dict>(open));
  ast::Expr* first_key = nullptr;
  ast::Expr* first_value = nullptr;
  if (accept_op("**")) {
    first_value = parse_binary(0);
  } else {
    ast::Expr* first = parse_star_named_expression();
    if (!at_op(":") || first->kind == ast::ExprKind::Starred) {
      // A set display or set comprehension.
      if (at_keyword("for") || (at_keyword("async") && peek(1).is_name("for"))) {
        auto* node = make_at<ast::SetComp>(open);
        node->elt = first;
        node->generators = parse_comprehension_clauses();
        expect_op("}");
        return finish(node);
      }
      auto* set = make_at<ast::Set>(open);
      set->elts.push_back(first);
      while (accept_op(",")) {
        if (at_op("}")) break;
        set->elts.push_back(parse_star_named_expression());
      }
      expect_op("}");
      return finish(set);
    }
    next();  // ':'
    first_key = first;
    first_value = parse_expression();
    if (at_keyword("for") || (at_keyword("async") && peek(1).is_name("for"))) {
      auto* node = make_at<ast::DictComp>(open);
      node->key = first_key;
      node->value = first_value;
      node->generators = parse_comprehension_clauses();
      expect_op("}");
      return finish(node);
    }
  }
  auto* dict = make_at<ast::Dict>(open);
  dict->keys.push_back(first_key);
  dict->values.push_back(first_value);
  while (accept_op(",")) {
    if (at_op("}")) break;
    if (accept_op("**")) {
      dict->keys.push_back(nullptr);
      dict->values.push_back(parse_binary(0));
    } else {
      dict->keys.push_back(parse_expression());
      expect_op(":");
      dict->values.push_back(parse_expression());
    }
  }
  expect_op("}");
  return finish(dict);
}

}  // namespace tp::compiler
