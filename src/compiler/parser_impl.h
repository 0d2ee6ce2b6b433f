// The recursive-descent parser's internals, shared by its source files:
//   parser.cpp          token access, errors, modules and statements
//   parser_expr.cpp     expressions, calls, subscripts, displays, comprehensions, lambdas
//   parser_targets.cpp  assignment targets (Store/Del contexts and their error messages)
//   parser_match.cpp    the match statement and its patterns
//   fstring.cpp         string literals: concatenation, decoding and f-strings
// Not part of the public API (see parser.h).
//
// Note [Nesting limits]: the parser recurses once per nesting level of the source, and the
// symbol table, codegen and ast_dump recurse once per level of the AST. Brackets are capped
// at 200 by the lexer and blocks at 100 indentation levels; everything else (unary
// operators, `not`, lambdas, conditional expressions, long operator chains, attribute and
// call chains) counts against kMaxDepth, past which the parser reports CPython's
// RecursionError("maximum recursion depth exceeded during compilation"). So no pass over a
// parsed AST can recurse deeper than ~kMaxDepth + 200 * (levels per bracket).
#pragma once

#include <string>
#include <string_view>

#include "compiler/ast.h"
#include "compiler/lexer.h"
#include "compiler/parser.h"

namespace tp::compiler {

constexpr int kMaxDepth = 1000;

// Thrown inside the parser on the first error; parse() catches it. Never escapes parse().
struct ParseFailure {};

class Parser {
 public:
  Parser(const TokenStream& stream, const SourceLines& lines, std::string_view filename,
         ast::Arena& arena, int depth);

  ast::Mod* parse_mod(Mode mode);
  // For f-string replacement fields: the stream is "(" expression ")".
  ast::Expr* parse_fstring_expression();

  std::optional<SyntaxErrorInfo> error;

 private:
  friend class DepthGuard;
  // --- tokens ---
  const Token& peek(int ahead = 0);
  const Token& next();
  bool at_op(std::string_view op) { return peek().is_op(op); }
  bool at_keyword(std::string_view word) { return peek().is_name(word); }
  bool accept_op(std::string_view op);
  bool accept_keyword(std::string_view word);
  const Token& expect_op(std::string_view op);
  const Token& expect_keyword(std::string_view word);
  std::string expect_name();
  bool at_name();  // a NAME token that is not a keyword

  // --- errors (all throw ParseFailure) ---
  [[noreturn]] void fail_at(const Token& token, std::string message,
                            SyntaxErrorInfo::Kind kind = SyntaxErrorInfo::Kind::SyntaxError);
  [[noreturn]] void fail_node(const ast::Location& where, std::string message);
  [[noreturn]] void fail_span(int lineno, int col, int end_lineno, int end_col,
                              std::string message,
                              SyntaxErrorInfo::Kind kind = SyntaxErrorInfo::Kind::SyntaxError);
  [[noreturn]] void fail_invalid_syntax();
  // Errors in a string literal: CPython points just past the token.
  [[noreturn]] void fail_after(const Token& token, std::string message) {
    fail_span(token.end_lineno, token.end_col_offset, token.end_lineno,
              token.end_col_offset + 1, std::move(message));
  }
  [[noreturn]] void fail_missing_comma(const ast::Expr* last);
  [[noreturn]] void fail_expected(const char* what);

  // --- node construction ---
  template <class T>
  T* make_at(const Token& start) {
    T* node = arena_.make<T>();
    node->lineno = start.lineno;
    node->col_offset = start.col_offset;
    return node;
  }
  template <class T>
  T* make_at(const ast::Location& start) {
    T* node = arena_.make<T>();
    node->lineno = start.lineno;
    node->col_offset = start.col_offset;
    return node;
  }
  template <class T>
  T* finish(T* node) {  // ends the node at the last consumed token
    node->end_lineno = prev_.end_lineno;
    node->end_col_offset = prev_.end_col_offset;
    return node;
  }

  // --- statements (parser.cpp) ---
  void parse_statement(ast::StmtList& out);
  void parse_simple_statements(ast::StmtList& out);
  ast::Stmt* parse_simple_statement();
  ast::Stmt* parse_compound_statement();
  ast::StmtList parse_block(const char* what, const Token& header);
  ast::Stmt* parse_expression_statement();
  ast::Stmt* parse_if(const Token& start, const char* what);
  ast::Stmt* parse_while();
  void check_condition_assignment(const ast::Expr* test);
  ast::Stmt* parse_for(const Token& start, bool is_async);
  ast::Stmt* parse_with(const Token& start, bool is_async);
  ast::Stmt* parse_try();
  ast::Stmt* parse_def(const Token& start, ast::ExprList decorators, bool is_async);
  ast::Stmt* parse_class(const Token& start, ast::ExprList decorators);
  ast::Stmt* parse_import();
  ast::Stmt* parse_from_import();
  ast::Stmt* parse_raise();
  ast::Arguments* parse_parameters(bool is_lambda);
  std::string parse_dotted_name();

  // --- match statements (parser_match.cpp) ---
  ast::Stmt* try_parse_match(bool* expected_colon);
  ast::MatchCase* parse_case_block();
  ast::Pattern* parse_patterns();
  ast::Pattern* parse_maybe_star_pattern();
  ast::Pattern* parse_pattern();
  ast::Pattern* parse_or_pattern();
  ast::Pattern* parse_closed_pattern();
  ast::Pattern* parse_mapping_pattern();
  ast::Pattern* parse_class_pattern(const Token& start, ast::Expr* cls);
  ast::Expr* parse_pattern_number();
  ast::Expr* parse_pattern_string();
  ast::Expr* parse_name_or_attr();

  // --- expressions (parser_expr.cpp) ---
 public:
  ast::Expr* parse_expression();  // `expression`: conditional, lambda
 private:
  ast::Expr* parse_star_expressions();  // `a, *b, c` -> Tuple (or one expression)
  ast::Expr* parse_star_expression();
  ast::Expr* parse_named_expression();
  ast::Expr* parse_star_named_expression();
  ast::Expr* parse_yield_expression();
  ast::Expr* parse_disjunction();
  ast::Expr* parse_conjunction();
  ast::Expr* parse_inversion();
  ast::Expr* parse_comparison();
  ast::Expr* parse_binary(int level);
  ast::Expr* parse_factor();
  ast::Expr* parse_power();
  ast::Expr* parse_primary();
  ast::Expr* parse_atom();
  ast::Expr* parse_lambda();
  ast::Expr* parse_paren();
  ast::Expr* parse_list_display();
  ast::Expr* parse_brace_display();
  ast::Expr* parse_slices();
  ast::Expr* parse_slice();
  ast::Expr* parse_call(ast::Expr* func);
  std::vector<ast::Comprehension*> parse_comprehension_clauses();
  ast::Expr* parse_target_list(bool allow_tuple);  // for-loop and comprehension targets
  ast::Expr* parse_strings();                       // fstring.cpp

  // --- targets (parser_targets.cpp) ---
  enum class TargetUse { Assign, AssignFirst, AugAssign, Delete, For, With, Comprehension };
  void set_context(ast::Expr* target, ast::ExprContext ctx, TargetUse use);
  static const char* describe(const ast::Expr* expr);

  // --- f-strings (fstring.cpp) ---
  void parse_fstring_body(const Token& token, std::string_view body, bool raw,
                          ast::ExprList& values, std::string& pending, int nesting);
  ast::Expr* parse_fstring_field(const Token& token, std::string_view body, size_t& i, bool raw,
                                 ast::ExprList& values, std::string& pending, int nesting);

  const TokenStream& stream_;
  const SourceLines& lines_;
  std::string_view filename_;
  ast::Arena& arena_;
  size_t pos_ = 0;
  size_t furthest_ = 0;  // the furthest token looked at: where "invalid syntax" points
  Token prev_;           // the last consumed token
  int depth_;
};

// Counts one level of nesting for the duration of a scope (Note [Nesting limits]).
class DepthGuard {
 public:
  explicit DepthGuard(Parser& parser);
  ~DepthGuard() { parser_.depth_--; }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;

 private:
  Parser& parser_;
};

bool is_keyword(std::string_view word);
// Whether `token` can begin an expression (for trailing commas and "forgot a comma?").
bool starts_expression(const Token& token);

}  // namespace tp::compiler
