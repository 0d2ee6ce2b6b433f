// The parser (see parser.h and parser_impl.h): token access, error reporting, the three
// modes, and every statement of Python 3.11 (`match` in parser_match.cpp).
#include <cstdio>
#include <cstring>

#include "compiler/parser_impl.h"

namespace tp::compiler {

namespace {

constexpr const char* kKeywords[] = {
    "False", "None",   "True",     "and",      "as",     "assert", "async", "await",
    "break", "class",  "continue", "def",      "del",    "elif",   "else",  "except",
    "finally", "for",  "from",     "global",   "if",     "import", "in",    "is",
    "lambda", "nonlocal", "not",   "or",       "pass",   "raise",  "return", "try",
    "while", "with",   "yield",
};

// The augmented assignment operators and their ast operators.
struct AugOperator {
  const char* text;
  ast::Operator op;
};
constexpr AugOperator kAugOperators[] = {
    {"+=", ast::Operator::Add},      {"-=", ast::Operator::Sub},
    {"*=", ast::Operator::Mult},     {"@=", ast::Operator::MatMult},
    {"/=", ast::Operator::Div},      {"%=", ast::Operator::Mod},
    {"**=", ast::Operator::Pow},     {"<<=", ast::Operator::LShift},
    {">>=", ast::Operator::RShift},  {"|=", ast::Operator::BitOr},
    {"^=", ast::Operator::BitXor},   {"&=", ast::Operator::BitAnd},
    {"//=", ast::Operator::FloorDiv},
};

template <class T>
T* end_at_last(T* node, const ast::StmtList& body) {
  if (!body.empty()) {
    node->end_lineno = body.back()->end_lineno;
    node->end_col_offset = body.back()->end_col_offset;
  }
  return node;
}

}  // namespace

bool is_keyword(std::string_view word) {
  for (const char* k : kKeywords) {
    if (word == k) return true;
  }
  return false;
}

DepthGuard::DepthGuard(Parser& parser) : parser_(parser) {
  if (++parser_.depth_ > kMaxDepth) {
    SyntaxErrorInfo info = make_syntax_error(parser_.lines_, parser_.filename_,
                                             "maximum recursion depth exceeded during compilation",
                                             parser_.peek().lineno, parser_.peek().col_offset,
                                             0, 0);
    info.kind = SyntaxErrorInfo::Kind::RecursionError;
    parser_.error = info;
    parser_.depth_--;
    throw ParseFailure{};
  }
}

Parser::Parser(const TokenStream& stream, const SourceLines& lines, std::string_view filename,
               ast::Arena& arena, int depth)
    : stream_(stream), lines_(lines), filename_(filename), arena_(arena), depth_(depth) {}

// ---------------------------------------------------------------- tokens

const Token& Parser::peek(int ahead) {
  size_t index = pos_ + ahead;
  if (index >= stream_.tokens.size()) index = stream_.tokens.size() - 1;
  if (index > furthest_) furthest_ = index;
  const Token& token = stream_.tokens[index];
  if (token.kind == TokenKind::Error && ahead == 0) {
    error = stream_.error;
    throw ParseFailure{};
  }
  return token;
}

const Token& Parser::next() {
  const Token& token = peek();
  prev_ = token;
  if (pos_ + 1 < stream_.tokens.size()) pos_++;
  return token;
}

bool Parser::accept_op(std::string_view op) {
  if (!at_op(op)) return false;
  next();
  return true;
}

bool Parser::accept_keyword(std::string_view word) {
  if (!at_keyword(word)) return false;
  next();
  return true;
}

const Token& Parser::expect_op(std::string_view op) {
  if (!at_op(op)) {
    std::string what = "'" + std::string(op) + "'";
    fail_expected(what.c_str());
  }
  return next();
}

const Token& Parser::expect_keyword(std::string_view word) {
  if (!at_keyword(word)) {
    std::string what = "'" + std::string(word) + "'";
    fail_expected(what.c_str());
  }
  return next();
}

bool Parser::at_name() { return peek().kind == TokenKind::Name && !is_keyword(peek().text); }

std::string Parser::expect_name() {
  if (!at_name()) fail_invalid_syntax();
  return std::string(next().text);
}

// ---------------------------------------------------------------- errors

[[noreturn]] void Parser::fail_span(int lineno, int col, int end_lineno, int end_col,
                                    std::string message, SyntaxErrorInfo::Kind kind) {
  // A lexical error anywhere in the source wins over a syntax error (as CPython, which
  // tokenizes the rest of the source before reporting a syntax error).
  if (!stream_.tokens.empty() && stream_.tokens.back().kind == TokenKind::Error &&
      !stream_.error_is_unclosed_bracket) {
    error = stream_.error;
    throw ParseFailure{};
  }
  error = make_syntax_error(lines_, filename_, std::move(message), lineno, col, end_lineno,
                            end_col);
  error->kind = kind;
  throw ParseFailure{};
}

[[noreturn]] void Parser::fail_at(const Token& token, std::string message,
                                  SyntaxErrorInfo::Kind kind) {
  fail_span(token.lineno, token.col_offset, token.end_lineno, token.end_col_offset,
            std::move(message), kind);
}

[[noreturn]] void Parser::fail_node(const ast::Location& where, std::string message) {
  fail_span(where.lineno, where.col_offset, where.end_lineno, where.end_col_offset,
            std::move(message));
}

[[noreturn]] void Parser::fail_invalid_syntax() {
  const Token& token = stream_.tokens[furthest_];
  if (token.kind == TokenKind::Error) {
    error = stream_.error;
    throw ParseFailure{};
  }
  if (token.kind == TokenKind::Indent) {
    fail_span(token.lineno, token.col_offset - 1, token.lineno, token.col_offset,
              "unexpected indent", SyntaxErrorInfo::Kind::IndentationError);
  }
  if (token.kind == TokenKind::Dedent) fail_at(token, "unexpected unindent",
                                               SyntaxErrorInfo::Kind::IndentationError);
  if (token.kind == TokenKind::EndMarker || token.kind == TokenKind::Newline) {
    // CPython points at the end of the line for an incomplete statement.
    fail_span(token.lineno, token.col_offset, token.lineno, token.col_offset + 1,
              "invalid syntax");
  }
  fail_at(token, "invalid syntax");
}

[[noreturn]] void Parser::fail_missing_comma(const ast::Expr* last) {
  fail_span(last->lineno, last->col_offset, peek().end_lineno, peek().end_col_offset,
            "invalid syntax. Perhaps you forgot a comma?");
}

[[noreturn]] void Parser::fail_expected(const char* what) {
  furthest_ = std::max(furthest_, pos_);
  const Token& token = stream_.tokens[furthest_];
  if (token.kind == TokenKind::Error) {
    error = stream_.error;
    throw ParseFailure{};
  }
  if (std::strcmp(what, "':'") == 0 || std::strcmp(what, "'('") == 0 ||
      std::strcmp(what, "'in'") == 0 || std::strcmp(what, "'import'") == 0) {
    // CPython's "expected ':'" points at the token after the last good one.
    fail_span(prev_.end_lineno, prev_.end_col_offset, prev_.end_lineno,
              prev_.end_col_offset + 1, std::string("expected ") + what);
  }
  fail_invalid_syntax();
}

// ---------------------------------------------------------------- modules

ast::Mod* Parser::parse_mod(Mode mode) {
  if (mode == Mode::Eval) {
    auto* mod = arena_.make<ast::Expression>();
    while (peek().kind == TokenKind::Newline) next();
    const Token& start = peek();
    ast::Expr* first = parse_expression();
    if (at_op(",")) {
      auto* tuple = make_at<ast::Tuple>(start);
      tuple->elts.push_back(first);
      while (accept_op(",")) {
        if (peek().kind == TokenKind::Newline || peek().kind == TokenKind::EndMarker) break;
        tuple->elts.push_back(parse_expression());
      }
      first = finish(tuple);
    }
    mod->body = first;
    while (peek().kind == TokenKind::Newline) next();
    if (peek().kind != TokenKind::EndMarker) fail_invalid_syntax();
    return mod;
  }
  if (mode == Mode::Single) {
    auto* mod = arena_.make<ast::Interactive>();
    while (peek().kind == TokenKind::Newline) next();
    if (peek().kind != TokenKind::EndMarker) parse_statement(mod->body);
    Token end = prev_;  // the NEWLINE after simple statements, a DEDENT after a compound one
    while (peek().kind == TokenKind::Newline) next();
    if (peek().kind != TokenKind::EndMarker) {
      // As CPython: more after simple statements is reported at the end of their line,
      // more after a compound statement is plain invalid syntax.
      if (end.kind != TokenKind::Newline) fail_at(peek(), "invalid syntax");
      fail_span(end.lineno, end.col_offset, end.lineno, end.col_offset,
                "multiple statements found while compiling a single statement");
    }
    return mod;
  }
  auto* mod = arena_.make<ast::Module>();
  while (peek().kind != TokenKind::EndMarker) parse_statement(mod->body);
  return mod;
}

ast::Expr* Parser::parse_fstring_expression() {
  expect_op("(");
  ast::Expr* value;
  if (at_keyword("yield")) {
    value = parse_yield_expression();
  } else {
    value = parse_star_expressions();
  }
  if (!at_op(")")) {
    if (peek().kind != TokenKind::Op && peek().kind != TokenKind::Newline &&
        value->kind != ast::ExprKind::Tuple) {
      fail_missing_comma(value);
    }
    fail_invalid_syntax();
  }
  next();
  while (peek().kind == TokenKind::Newline || peek().kind == TokenKind::Dedent) next();
  if (peek().kind != TokenKind::EndMarker) fail_invalid_syntax();
  return value;
}

// ---------------------------------------------------------------- statements

void Parser::parse_statement(ast::StmtList& out) {
  const Token& token = peek();
  if (token.kind == TokenKind::Indent) fail_invalid_syntax();
  if (token.kind == TokenKind::Name) {
    static constexpr const char* kCompound[] = {"def", "if", "class", "with", "for",
                                                "try", "while", "async"};
    for (const char* word : kCompound) {
      if (token.text == word) {
        out.push_back(parse_compound_statement());
        return;
      }
    }
  }
  if (token.is_op("@")) {
    out.push_back(parse_compound_statement());
    return;
  }
  if (token.is_name("match")) {
    bool expected_colon = false;
    if (ast::Stmt* match = try_parse_match(&expected_colon)) {
      out.push_back(match);
      return;
    }
    if (expected_colon) {
      // `match x` then a newline: CPython's "expected ':'" unless the line is a statement.
      const size_t save_pos = pos_;
      try {
        parse_simple_statements(out);
        return;
      } catch (const ParseFailure&) {
        if (!stream_.tokens.empty() && stream_.tokens.back().kind == TokenKind::Error &&
            error && error->message == stream_.error.message) {
          throw;
        }
        error.reset();
        pos_ = save_pos;
        next();
        parse_star_expressions();
        fail_span(prev_.end_lineno, prev_.end_col_offset, prev_.end_lineno,
                  prev_.end_col_offset + 1, "expected ':'");
      }
    }
  }
  parse_simple_statements(out);
}

void Parser::parse_simple_statements(ast::StmtList& out) {
  for (;;) {
    out.push_back(parse_simple_statement());
    if (accept_op(";")) {
      if (peek().kind == TokenKind::Newline) break;
      continue;
    }
    break;
  }
  if (peek().kind != TokenKind::Newline) {
    const ast::Stmt* last = out.back();
    if (last->kind == ast::StmtKind::Expr) {
      const ast::Expr* value = ast::cast<ast::ExprStmt>(*last).value;
      if (value->kind == ast::ExprKind::Name && starts_expression(peek())) {
        const std::string& name = ast::cast<ast::Name>(*value).id;
        if (name == "print" || name == "exec") {
          fail_span(value->lineno, value->col_offset, peek().end_lineno, peek().end_col_offset,
                    "Missing parentheses in call to '" + name + "'. Did you mean " + name +
                        "(...)?");
        }
      }
    }
    fail_invalid_syntax();
  }
  next();
}

ast::Stmt* Parser::parse_simple_statement() {
  const Token start = peek();
  if (start.kind == TokenKind::Name) {
    std::string_view word = start.text;
    if (word == "pass" || word == "break" || word == "continue") {
      next();
      ast::Stmt* node = word == "pass"    ? static_cast<ast::Stmt*>(make_at<ast::Pass>(start))
                        : word == "break" ? static_cast<ast::Stmt*>(make_at<ast::Break>(start))
                                          : make_at<ast::Continue>(start);
      return finish(node);
    }
    if (word == "return") {
      next();
      auto* node = make_at<ast::Return>(start);
      if (peek().kind != TokenKind::Newline && !at_op(";")) node->value = parse_star_expressions();
      return finish(node);
    }
    if (word == "raise") return parse_raise();
    if (word == "global" || word == "nonlocal") {
      next();
      std::vector<std::string> names;
      do {
        names.push_back(expect_name());
      } while (accept_op(","));
      if (word == "global") {
        auto* node = make_at<ast::Global>(start);
        node->names = std::move(names);
        return finish(node);
      }
      auto* node = make_at<ast::Nonlocal>(start);
      node->names = std::move(names);
      return finish(node);
    }
    if (word == "del") {
      next();
      auto* node = make_at<ast::Delete>(start);
      do {
        if (peek().kind == TokenKind::Newline || at_op(";")) break;
        ast::Expr* target = parse_target_list(false);
        set_context(target, ast::ExprContext::Del, TargetUse::Delete);
        node->targets.push_back(target);
      } while (accept_op(","));
      if (node->targets.empty()) fail_invalid_syntax();
      return finish(node);
    }
    if (word == "assert") {
      next();
      auto* node = make_at<ast::Assert>(start);
      node->test = parse_expression();
      if (accept_op(",")) node->msg = parse_expression();
      return finish(node);
    }
    if (word == "import") return parse_import();
    if (word == "from") return parse_from_import();
  }
  return parse_expression_statement();
}

ast::Stmt* Parser::parse_expression_statement() {
  const Token start = peek();
  const auto value_expression = [&] {
    return at_keyword("yield") ? parse_yield_expression() : parse_star_expressions();
  };
  ast::Expr* first = value_expression();
  if (at_op(":")) {
    const Token colon = peek();
    next();
    auto* node = make_at<ast::AnnAssign>(start);
    if (first->kind == ast::ExprKind::Tuple) {
      fail_node(*first, "only single target (not tuple) can be annotated");
    }
    if (first->kind == ast::ExprKind::List) {
      fail_node(*first, "only single target (not list) can be annotated");
    }
    if (first->kind != ast::ExprKind::Name && first->kind != ast::ExprKind::Attribute &&
        first->kind != ast::ExprKind::Subscript) {
      fail_node(*first, "illegal target for annotation");
    }
    set_context(first, ast::ExprContext::Store, TargetUse::Assign);
    node->target = first;
    node->simple = first->kind == ast::ExprKind::Name && !start.is_op("(") ? 1 : 0;
    node->annotation = parse_expression();
    if (accept_op("=")) node->value = value_expression();
    (void)colon;
    return finish(node);
  }
  for (const AugOperator& aug : kAugOperators) {
    if (at_op(aug.text)) {
      next();
      auto* node = make_at<ast::AugAssign>(start);
      set_context(first, ast::ExprContext::Store, TargetUse::AugAssign);
      node->target = first;
      node->op = aug.op;
      node->value = value_expression();
      return finish(node);
    }
  }
  if (at_op("=")) {
    auto* node = make_at<ast::Assign>(start);
    ast::ExprList items{first};
    while (accept_op("=")) items.push_back(value_expression());
    node->value = items.back();
    items.pop_back();
    for (size_t i = 0; i < items.size(); i++) {
      set_context(items[i], ast::ExprContext::Store,
                  i == 0 && items.size() == 1 ? TargetUse::AssignFirst : TargetUse::Assign);
    }
    node->targets = std::move(items);
    return finish(node);
  }
  auto* node = make_at<ast::ExprStmt>(start);
  node->value = first;
  return finish(node);
}

ast::Stmt* Parser::parse_raise() {
  const Token start = next();
  auto* node = make_at<ast::Raise>(start);
  if (peek().kind != TokenKind::Newline && !at_op(";")) {
    node->exc = parse_expression();
    if (accept_keyword("from")) node->cause = parse_expression();
  }
  return finish(node);
}

std::string Parser::parse_dotted_name() {
  std::string name = expect_name();
  while (at_op(".")) {
    next();
    name += '.';
    name += expect_name();
  }
  return name;
}

ast::Stmt* Parser::parse_import() {
  const Token start = next();
  auto* node = make_at<ast::Import>(start);
  do {
    const Token name_start = peek();
    auto* alias = make_at<ast::Alias>(name_start);
    alias->name = parse_dotted_name();
    if (accept_keyword("as")) alias->asname = expect_name();
    node->names.push_back(finish(alias));
  } while (accept_op(","));
  return finish(node);
}

ast::Stmt* Parser::parse_from_import() {
  const Token start = next();
  auto* node = make_at<ast::ImportFrom>(start);
  for (;;) {
    if (accept_op(".")) {
      node->level += 1;
    } else if (accept_op("...")) {
      node->level += 3;
    } else {
      break;
    }
  }
  if (!at_keyword("import") || node->level == 0) node->module = parse_dotted_name();
  expect_keyword("import");
  if (at_op("*")) {
    const Token star = next();
    auto* alias = make_at<ast::Alias>(star);
    alias->name = "*";
    node->names.push_back(finish(alias));
    return finish(node);
  }
  bool parenthesised = accept_op("(");
  do {
    if (parenthesised && at_op(")")) break;
    if (!parenthesised && !node->names.empty() &&
        (peek().kind == TokenKind::Newline || at_op(";"))) {
      fail_at(peek(), "trailing comma not allowed without surrounding parentheses");
    }
    const Token name_start = peek();
    auto* alias = make_at<ast::Alias>(name_start);
    alias->name = expect_name();
    if (accept_keyword("as")) alias->asname = expect_name();
    node->names.push_back(finish(alias));
  } while (accept_op(","));
  if (parenthesised) expect_op(")");
  if (node->names.empty()) fail_invalid_syntax();
  return finish(node);
}

ast::StmtList Parser::parse_block(const char* what, const Token& header) {
  expect_op(":");
  ast::StmtList body;
  if (peek().kind != TokenKind::Newline) {
    parse_simple_statements(body);
    return body;
  }
  next();
  if (peek().kind != TokenKind::Indent) {
    char message[120];
    std::snprintf(message, sizeof message, "expected an indented block after %s on line %d",
                  what, header.lineno);
    const Token& token = peek();
    fail_span(token.lineno, token.col_offset, token.lineno, token.col_offset + 1, message,
              SyntaxErrorInfo::Kind::IndentationError);
  }
  next();
  while (peek().kind != TokenKind::Dedent && peek().kind != TokenKind::EndMarker) {
    parse_statement(body);
  }
  if (peek().kind == TokenKind::Dedent) next();
  return body;
}

ast::Stmt* Parser::parse_compound_statement() {
  const Token start = peek();
  if (start.is_op("@")) {
    ast::ExprList decorators;
    while (accept_op("@")) {
      decorators.push_back(parse_named_expression());
      if (peek().kind != TokenKind::Newline) fail_invalid_syntax();
      next();
    }
    const Token def_start = peek();
    if (accept_keyword("def")) return parse_def(def_start, std::move(decorators), false);
    if (accept_keyword("class")) return parse_class(def_start, std::move(decorators));
    if (accept_keyword("async")) {
      expect_keyword("def");
      return parse_def(def_start, std::move(decorators), true);
    }
    fail_invalid_syntax();
  }
  next();
  std::string_view word = start.text;
  if (word == "if") return parse_if(start, "'if' statement");
  if (word == "while") return parse_while();
  if (word == "for") return parse_for(start, false);
  if (word == "with") return parse_with(start, false);
  if (word == "try") return parse_try();
  if (word == "def") return parse_def(start, {}, false);
  if (word == "class") return parse_class(start, {});
  // async
  if (accept_keyword("def")) return parse_def(start, {}, true);
  if (accept_keyword("for")) return parse_for(start, true);
  if (accept_keyword("with")) return parse_with(start, true);
  fail_invalid_syntax();
}

// `if x = 1:` -- CPython's invalid_named_expression messages.
void Parser::check_condition_assignment(const ast::Expr* test) {
  if (!at_op("=")) return;
  if (test->kind == ast::ExprKind::Name) {
    fail_node(*test, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
  }
  fail_node(*test, std::string("cannot assign to ") + describe(test) +
                       " here. Maybe you meant '==' instead of '='?");
}

ast::Stmt* Parser::parse_if(const Token& start, const char* what) {
  auto* node = make_at<ast::If>(start);
  node->test = parse_named_expression();
  check_condition_assignment(node->test);
  node->body = parse_block(what, start);
  end_at_last(node, node->body);
  const Token other = peek();
  if (accept_keyword("elif")) {
    node->orelse.push_back(parse_if(other, "'elif' statement"));
  } else if (accept_keyword("else")) {
    node->orelse = parse_block("'else' statement", other);
  }
  return end_at_last(node, node->orelse);
}

ast::Stmt* Parser::parse_while() {
  const Token start = prev_;
  auto* node = make_at<ast::While>(start);
  node->test = parse_named_expression();
  check_condition_assignment(node->test);
  node->body = parse_block("'while' statement", start);
  end_at_last(node, node->body);
  const Token other = peek();
  if (accept_keyword("else")) node->orelse = parse_block("'else' statement", other);
  return end_at_last(node, node->orelse);
}

ast::Stmt* Parser::parse_for(const Token& start, bool is_async) {
  auto* node = arena_.make<ast::For>(is_async ? ast::StmtKind::AsyncFor : ast::StmtKind::For);
  node->lineno = start.lineno;
  node->col_offset = start.col_offset;
  node->target = parse_target_list(true);
  set_context(node->target, ast::ExprContext::Store, TargetUse::For);
  expect_keyword("in");
  node->iter = parse_star_expressions();
  node->body = parse_block("'for' statement", start);
  end_at_last(node, node->body);
  const Token other = peek();
  if (accept_keyword("else")) node->orelse = parse_block("'else' statement", other);
  return end_at_last(node, node->orelse);
}

ast::Stmt* Parser::parse_with(const Token& start, bool is_async) {
  auto* node =
      arena_.make<ast::With>(is_async ? ast::StmtKind::AsyncWith : ast::StmtKind::With);
  node->lineno = start.lineno;
  node->col_offset = start.col_offset;
  const auto parse_items = [&](bool parenthesised) {
    do {
      if (parenthesised && at_op(")")) break;
      auto* item = arena_.make<ast::WithItem>();
      item->context_expr = parse_expression();
      if (accept_keyword("as")) {
        item->optional_vars = parse_target_list(false);
        set_context(item->optional_vars, ast::ExprContext::Store, TargetUse::With);
        if (!at_op(",") && !at_op(":") && !(parenthesised && at_op(")"))) {
          fail_invalid_syntax();
        }
      }
      node->items.push_back(item);
    } while (accept_op(","));
  };
  bool done = false;
  if (at_op("(")) {
    // `with (a as b, c):` -- or an ordinary expression that starts with a parenthesis.
    size_t save = pos_;
    Token save_prev = prev_;
    try {
      next();
      parse_items(true);
      expect_op(")");
      if (!at_op(":")) throw ParseFailure{};
      done = true;
    } catch (const ParseFailure&) {
      if (!stream_.tokens.empty() && stream_.tokens.back().kind == TokenKind::Error &&
          error && error->message == stream_.error.message) {
        throw;
      }
      error.reset();
      pos_ = save;
      prev_ = save_prev;
      node->items.clear();
    }
  }
  if (!done) parse_items(false);
  node->body = parse_block("'with' statement", start);
  return end_at_last(node, node->body);
}

ast::Stmt* Parser::parse_try() {
  const Token start = prev_;
  auto* node = make_at<ast::Try>(start);
  node->body = parse_block("'try' statement", start);
  while (at_keyword("except")) {
    const Token except = next();
    if (accept_op("*")) {
      node->kind = ast::StmtKind::TryStar;
      if (at_op(":")) fail_at(peek(), "expected one or more exception types");
    } else if (node->kind == ast::StmtKind::TryStar) {
      fail_at(except, "cannot have both 'except' and 'except*' on the same 'try'");
    }
    auto* handler = make_at<ast::ExceptHandler>(except);
    if (!at_op(":")) {
      const Token type_start = peek();
      handler->type = parse_expression();
      if (at_op(",")) {
        ast::Location where{type_start.lineno, type_start.col_offset, 0, 0};
        while (accept_op(",")) parse_expression();
        where.end_lineno = prev_.end_lineno;
        where.end_col_offset = prev_.end_col_offset;
        fail_node(where, "multiple exception types must be parenthesized");
      }
      if (accept_keyword("as")) handler->name = expect_name();
    }
    handler->body = parse_block(node->kind == ast::StmtKind::TryStar ? "'except*' statement"
                                                                     : "'except' statement",
                                except);
    end_at_last(handler, handler->body);
    node->handlers.push_back(handler);
  }
  end_at_last(node, node->body);
  if (!node->handlers.empty()) {
    node->end_lineno = node->handlers.back()->end_lineno;
    node->end_col_offset = node->handlers.back()->end_col_offset;
  }
  const Token other = peek();
  if (!node->handlers.empty() && accept_keyword("else")) {
    node->orelse = parse_block("'else' statement", other);
    end_at_last(node, node->orelse);
  }
  const Token final_token = peek();
  if (accept_keyword("finally")) {
    node->finalbody = parse_block("'finally' statement", final_token);
    end_at_last(node, node->finalbody);
  }
  if (node->handlers.empty() && node->finalbody.empty()) {
    const ast::Stmt* last = node->body.back();
    fail_span(last->end_lineno, last->end_col_offset, last->end_lineno,
              last->end_col_offset + 1, "expected 'except' or 'finally' block");
  }
  return node;
}

ast::Stmt* Parser::parse_def(const Token& start, ast::ExprList decorators, bool is_async) {
  auto* node = arena_.make<ast::FunctionDef>(is_async ? ast::StmtKind::AsyncFunctionDef
                                                      : ast::StmtKind::FunctionDef);
  node->lineno = start.lineno;
  node->col_offset = start.col_offset;
  node->decorator_list = std::move(decorators);
  node->name = expect_name();
  expect_op("(");
  node->args = parse_parameters(false);
  expect_op(")");
  if (accept_op("->")) node->returns = parse_expression();
  node->body = parse_block("function definition", start);
  return end_at_last(node, node->body);
}

ast::Stmt* Parser::parse_class(const Token& start, ast::ExprList decorators) {
  auto* node = make_at<ast::ClassDef>(start);
  node->decorator_list = std::move(decorators);
  node->name = expect_name();
  if (at_op("(")) {
    auto* call = static_cast<ast::Call*>(parse_call(nullptr));
    node->bases = std::move(call->args);
    node->keywords = std::move(call->keywords);
  }
  node->body = parse_block("class definition", start);
  return end_at_last(node, node->body);
}

ast::Arguments* Parser::parse_parameters(bool is_lambda) {
  auto* args = arena_.make<ast::Arguments>();
  const char* close = is_lambda ? ":" : ")";
  bool seen_slash = false, seen_star = false, bare_star = false;
  Token bare_star_token;
  const auto parse_arg = [&]() {
    const Token name = peek();
    auto* arg = make_at<ast::Arg>(name);
    arg->arg = expect_name();
    if (!is_lambda && accept_op(":")) arg->annotation = parse_expression();
    return finish(arg);
  };
  while (!at_op(close)) {
    const Token token = peek();
    if (args->kwarg) fail_at(token, "arguments cannot follow var-keyword argument");
    if (accept_op("/")) {
      if (seen_slash) fail_at(token, "/ may appear only once");
      if (seen_star) fail_at(token, "/ must be ahead of *");
      if (args->args.empty()) fail_at(token, "at least one argument must precede /");
      seen_slash = true;
      args->posonlyargs = std::move(args->args);
      args->args.clear();
    } else if (accept_op("*")) {
      if (seen_star) fail_at(token, "* argument may appear only once");
      seen_star = true;
      if (at_op(",") || at_op(close)) {
        bare_star = true;
        bare_star_token = token;
      } else {
        args->vararg = parse_arg();
        if (at_op("=")) fail_at(peek(), "var-positional argument cannot have default value");
      }
    } else if (accept_op("**")) {
      args->kwarg = parse_arg();
      if (at_op("=")) fail_at(peek(), "var-keyword argument cannot have default value");
    } else {
      ast::Arg* arg = parse_arg();
      ast::Expr* default_value = nullptr;
      if (accept_op("=")) default_value = parse_expression();
      if (seen_star) {
        args->kwonlyargs.push_back(arg);
        args->kw_defaults.push_back(default_value);
      } else {
        if (default_value) {
          args->defaults.push_back(default_value);
        } else if (!args->defaults.empty()) {
          fail_node(*arg, "non-default argument follows default argument");
        }
        args->args.push_back(arg);
      }
    }
    if (!accept_op(",")) break;
  }
  if (!at_op(close)) fail_invalid_syntax();
  if (bare_star && args->kwonlyargs.empty()) {
    fail_at(bare_star_token, "named arguments must follow bare *");
  }
  return args;
}

// ---------------------------------------------------------------- entry point

ParseResult parse(std::string_view source, std::string_view filename, Mode mode) {
  if (source.starts_with("\xEF\xBB\xBF")) source.remove_prefix(3);
  ParseResult result;
  result.arena = std::make_unique<ast::Arena>();
  TokenStream stream = tokenize(source, filename);
  SourceLines lines(source);
  Parser parser(stream, lines, filename, *result.arena, 0);
  try {
    result.root = parser.parse_mod(mode);
  } catch (const ParseFailure&) {
    result.root = nullptr;
    result.error = parser.error;
  }
  return result;
}

}  // namespace tp::compiler
