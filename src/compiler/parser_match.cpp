// The `match` statement (PEP 634) of the parser (see parser_impl.h): the soft keywords
// `match` and `case`, every pattern kind, and CPython 3.11's parse-time errors for
// patterns ("real number required in complex literal", "positional patterns follow keyword
// patterns", "cannot use '_' as a target", "invalid pattern target", "patterns may only
// match literals and attribute lookups", the indentation errors after 'match' and 'case').
// Errors that need the whole pattern (unreachable patterns, repeated names, alternatives
// binding different names) belong to the codegen (codegen_match.cpp), as in CPython.
//
// `match` stays usable as a name: a line that starts with it is a match statement only
// when `match <subject>:` is followed by a newline; otherwise the parser backs up and reads
// the line as an ordinary statement (`match = re.match(...)`, `match(x)`, `match[x]: int`).
#include "compiler/literals.h"
#include "compiler/parser_impl.h"

namespace tp::compiler {

namespace {

bool is_imaginary(const ast::Expr* e) {
  return e->kind == ast::ExprKind::Constant &&
         ast::cast<ast::Constant>(*e).value.kind == ast::ConstantValue::Kind::Complex;
}

}  // namespace

// A match statement at the current token (a NAME `match`), or nullptr with the position
// unchanged when the line is not one. *expected_colon is set when `match <subject>` ended
// at a newline: the caller reports "expected ':'" there if the line is no statement either.
ast::Stmt* Parser::try_parse_match(bool* expected_colon) {
  const size_t save_pos = pos_, save_furthest = furthest_;
  const Token save_prev = prev_;
  const Token start = next();
  const auto back_up = [&] {
    pos_ = save_pos;
    furthest_ = save_furthest;
    prev_ = save_prev;
  };
  if (!starts_expression(peek()) || at_op("**")) {
    back_up();
    return nullptr;
  }
  ast::Expr* subject = nullptr;
  bool starred_subject = false;  // `match *x:`: CPython's invalid syntax at the ':'
  try {
    // subject_expr: star_named_expression ',' star_named_expressions? | named_expression
    const Token subject_start = peek();
    ast::Expr* first = at_op("*") ? parse_star_named_expression() : parse_named_expression();
    if (at_op(",")) {
      auto* tuple = make_at<ast::Tuple>(subject_start);
      tuple->elts.push_back(first);
      while (accept_op(",")) {
        if (at_op(":") || peek().kind == TokenKind::Newline) break;
        tuple->elts.push_back(parse_star_named_expression());
      }
      subject = finish(tuple);
    } else if (first->kind == ast::ExprKind::Starred) {
      starred_subject = at_op(":");
      throw ParseFailure{};
    } else {
      subject = first;
    }
  } catch (const ParseFailure&) {
    if (!stream_.tokens.empty() && stream_.tokens.back().kind == TokenKind::Error && error &&
        error->message == stream_.error.message) {
      throw;
    }
    error.reset();
    if (starred_subject) fail_invalid_syntax();
    back_up();
    return nullptr;
  }
  if (peek().kind == TokenKind::Newline) *expected_colon = true;
  if (!at_op(":") || peek(1).kind != TokenKind::Newline) {
    back_up();
    return nullptr;
  }
  next();  // ':'
  next();  // NEWLINE
  auto* node = make_at<ast::Match>(start);
  node->subject = subject;
  if (peek().kind != TokenKind::Indent) {
    char message[120];
    std::snprintf(message, sizeof message,
                  "expected an indented block after 'match' statement on line %d",
                  start.lineno);
    const Token& token = peek();
    fail_span(token.lineno, token.col_offset, token.end_lineno,
              token.kind == TokenKind::Dedent || token.kind == TokenKind::EndMarker
                  ? token.col_offset + 1
                  : token.end_col_offset,
              message, SyntaxErrorInfo::Kind::IndentationError);
  }
  next();
  while (peek().kind != TokenKind::Dedent && peek().kind != TokenKind::EndMarker) {
    if (!peek().is_name("case")) fail_invalid_syntax();
    node->cases.push_back(parse_case_block());
  }
  if (node->cases.empty()) fail_invalid_syntax();
  if (peek().kind == TokenKind::Dedent) next();
  const ast::StmtList& last = node->cases.back()->body;
  node->end_lineno = last.back()->end_lineno;
  node->end_col_offset = last.back()->end_col_offset;
  return node;
}

// case_block: "case" patterns guard? ':' block
ast::MatchCase* Parser::parse_case_block() {
  const Token start = next();  // 'case'
  auto* node = arena_.make<ast::MatchCase>();
  node->pattern = parse_patterns();
  if (accept_keyword("if")) node->guard = parse_named_expression();
  // CPython says "expected ':'" only at the end of the line.
  if (!at_op(":") && peek().kind != TokenKind::Newline) fail_invalid_syntax();
  node->body = parse_block("'case' statement", start);
  return node;
}

// patterns: open_sequence_pattern | pattern  (`case a, *b:` is a sequence pattern)
ast::Pattern* Parser::parse_patterns() {
  const Token start = peek();
  ast::Pattern* first = parse_maybe_star_pattern();
  if (!at_op(",")) {
    if (first->kind == ast::PatternKind::MatchStar) fail_invalid_syntax();
    return first;
  }
  auto* seq = make_at<ast::MatchSequence>(start);
  seq->patterns.push_back(first);
  while (accept_op(",")) {
    if (at_op(":") || at_keyword("if")) break;
    seq->patterns.push_back(parse_maybe_star_pattern());
  }
  return finish(seq);
}

ast::Pattern* Parser::parse_maybe_star_pattern() {
  if (!at_op("*")) return parse_pattern();
  const Token star = next();
  auto* node = make_at<ast::MatchStar>(star);
  const Token& name = peek();
  if (!at_name()) fail_invalid_syntax();
  next();
  if (name.text != "_") node->name = std::string(name.text);
  return finish(node);
}

// pattern: or_pattern ['as' NAME]
ast::Pattern* Parser::parse_pattern() {
  DepthGuard guard(*this);
  const Token start = peek();
  ast::Pattern* alternatives = parse_or_pattern();
  if (!at_keyword("as")) return alternatives;
  next();
  const Token target = peek();
  if (target.is_name("_")) fail_at(target, "cannot use '_' as a target");
  if (!at_name()) {
    if (starts_expression(target)) {
      ast::Expr* bad = parse_expression();
      fail_node(*bad, "invalid pattern target");
    }
    fail_invalid_syntax();
  }
  next();
  if (at_op(".") || at_op("(") || at_op("=")) fail_invalid_syntax();
  auto* node = make_at<ast::MatchAs>(start);
  node->pattern = alternatives;
  node->name = std::string(target.text);
  return finish(node);
}

ast::Pattern* Parser::parse_or_pattern() {
  const Token start = peek();
  ast::Pattern* first = parse_closed_pattern();
  if (!at_op("|")) return first;
  auto* node = make_at<ast::MatchOr>(start);
  node->patterns.push_back(first);
  while (accept_op("|")) node->patterns.push_back(parse_closed_pattern());
  return finish(node);
}

// A number literal of a pattern or mapping key: NUMBER, -NUMBER, or real +/- imaginary.
ast::Expr* Parser::parse_pattern_number() {
  const Token start = peek();
  const auto number = [&]() -> ast::Expr* {
    if (peek().kind != TokenKind::Number) fail_invalid_syntax();
    const Token token = next();
    auto* constant = make_at<ast::Constant>(token);
    constant->value = decode_number(token.text);
    return finish(constant);
  };
  ast::Expr* left;
  if (at_op("-")) {
    next();
    auto* negative = make_at<ast::UnaryOp>(start);
    negative->op = ast::UnaryOperator::USub;
    negative->operand = number();
    left = finish(negative);
  } else {
    left = number();
  }
  if (!at_op("+") && !at_op("-")) return left;
  const ast::Expr* real = left->kind == ast::ExprKind::UnaryOp
                              ? ast::cast<ast::UnaryOp>(*left).operand
                              : left;
  if (is_imaginary(real)) fail_node(*real, "real number required in complex literal");
  auto* sum = make_at<ast::BinOp>(start);
  sum->left = left;
  sum->op = next().text == "+" ? ast::Operator::Add : ast::Operator::Sub;
  sum->right = number();
  if (!is_imaginary(sum->right)) {
    fail_node(*sum->right, "imaginary number required in complex literal");
  }
  return finish(sum);
}

// A string literal of a pattern or mapping key (no f-strings).
ast::Expr* Parser::parse_pattern_string() {
  ast::Expr* value = parse_strings();
  if (value->kind == ast::ExprKind::JoinedStr) {
    fail_node(*value, "patterns may only match literals and attribute lookups");
  }
  return value;
}

// name_or_attr: NAME ('.' NAME)*  -> Name or Attribute chain (Load)
ast::Expr* Parser::parse_name_or_attr() {
  const Token start = peek();
  auto* name = make_at<ast::Name>(start);
  name->id = expect_name();
  ast::Expr* result = finish(name);
  while (at_op(".")) {
    next();
    auto* attr = make_at<ast::Attribute>(start);
    attr->value = result;
    attr->attr = expect_name();
    result = finish(attr);
  }
  return result;
}

ast::Pattern* Parser::parse_closed_pattern() {
  const Token start = peek();
  if (start.kind == TokenKind::Number || start.is_op("-")) {
    auto* node = make_at<ast::MatchValue>(start);
    node->value = parse_pattern_number();
    return finish(node);
  }
  if (start.kind == TokenKind::String) {
    auto* node = make_at<ast::MatchValue>(start);
    node->value = parse_pattern_string();
    return finish(node);
  }
  if (start.is_name("None") || start.is_name("True") || start.is_name("False")) {
    next();
    auto* node = make_at<ast::MatchSingleton>(start);
    node->value.kind = start.text == "None"   ? ast::ConstantValue::Kind::None
                       : start.text == "True" ? ast::ConstantValue::Kind::True
                                              : ast::ConstantValue::Kind::False;
    return finish(node);
  }
  if (at_name()) {
    ast::Expr* target = parse_name_or_attr();
    if (at_op("(")) return parse_class_pattern(start, target);
    if (at_op("=")) fail_invalid_syntax();
    if (target->kind == ast::ExprKind::Attribute) {
      auto* node = make_at<ast::MatchValue>(start);
      node->value = target;
      return finish(node);
    }
    auto* node = make_at<ast::MatchAs>(start);
    const std::string& id = ast::cast<ast::Name>(*target).id;
    if (id != "_") node->name = id;
    return finish(node);
  }
  if (start.is_op("(")) {
    next();
    if (accept_op(")")) return finish(make_at<ast::MatchSequence>(start));
    ast::Pattern* first = parse_maybe_star_pattern();
    if (at_op(")") && first->kind != ast::PatternKind::MatchStar) {
      next();
      return first;  // a group: the inner pattern itself
    }
    auto* seq = make_at<ast::MatchSequence>(start);
    seq->patterns.push_back(first);
    if (!at_op(",")) fail_invalid_syntax();
    while (accept_op(",")) {
      if (at_op(")")) break;
      seq->patterns.push_back(parse_maybe_star_pattern());
    }
    expect_op(")");
    return finish(seq);
  }
  if (start.is_op("[")) {
    next();
    auto* seq = make_at<ast::MatchSequence>(start);
    while (!at_op("]")) {
      seq->patterns.push_back(parse_maybe_star_pattern());
      if (!accept_op(",")) break;
    }
    expect_op("]");
    return finish(seq);
  }
  if (start.is_op("{")) return parse_mapping_pattern();
  fail_invalid_syntax();
}

// '{' (key ':' pattern ',')* ['**' NAME] ','? '}'
ast::Pattern* Parser::parse_mapping_pattern() {
  const Token start = next();  // '{'
  auto* node = make_at<ast::MatchMapping>(start);
  while (!at_op("}")) {
    if (accept_op("**")) {
      const Token name = peek();
      if (!at_name() || name.text == "_") fail_invalid_syntax();
      next();
      if (at_op(".") || at_op("(") || at_op("=")) fail_invalid_syntax();
      node->rest = std::string(name.text);
      accept_op(",");
      if (!at_op("}")) fail_invalid_syntax();
      break;
    }
    const Token key_start = peek();
    ast::Expr* key;
    if (key_start.kind == TokenKind::Number || key_start.is_op("-")) {
      key = parse_pattern_number();
    } else if (key_start.kind == TokenKind::String) {
      key = parse_pattern_string();
    } else if (key_start.is_name("None") || key_start.is_name("True") ||
               key_start.is_name("False")) {
      next();
      auto* constant = make_at<ast::Constant>(key_start);
      constant->value.kind = key_start.text == "None"   ? ast::ConstantValue::Kind::None
                             : key_start.text == "True" ? ast::ConstantValue::Kind::True
                                                        : ast::ConstantValue::Kind::False;
      key = finish(constant);
    } else if (at_name()) {
      key = parse_name_or_attr();
      if (key->kind != ast::ExprKind::Attribute) fail_invalid_syntax();
    } else {
      fail_invalid_syntax();
    }
    expect_op(":");
    node->keys.push_back(key);
    node->patterns.push_back(parse_pattern());
    if (!accept_op(",")) break;
  }
  expect_op("}");
  return finish(node);
}

// cls '(' positional patterns, then NAME '=' pattern keywords ')'
ast::Pattern* Parser::parse_class_pattern(const Token& start, ast::Expr* cls) {
  next();  // '('
  auto* node = make_at<ast::MatchClass>(start);
  node->cls = cls;
  while (!at_op(")")) {
    if (at_name() && peek(1).is_op("=")) {
      node->kwd_attrs.emplace_back(next().text);
      next();  // '='
      node->kwd_patterns.push_back(parse_pattern());
    } else if (!node->kwd_attrs.empty()) {
      // Positional patterns after keywords: CPython reports the run of them.
      ast::Pattern* first = parse_pattern();
      ast::Pattern* last = first;
      while (at_op(",") && !(peek(1).kind == TokenKind::Name && peek(2).is_op("=")) &&
             !peek(1).is_op(")")) {
        next();
        last = parse_pattern();
      }
      fail_span(first->lineno, first->col_offset, last->end_lineno, last->end_col_offset,
                "positional patterns follow keyword patterns");
    } else {
      node->patterns.push_back(parse_pattern());
    }
    if (!accept_op(",")) break;
  }
  expect_op(")");
  return finish(node);
}

}  // namespace tp::compiler
