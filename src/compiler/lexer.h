// The lexer: Python 3.11 source text to a token stream, as CPython's tokenizer
// (Parser/tokenizer.c) produces it: NAME, NUMBER, STRING, OP, NEWLINE, INDENT, DEDENT,
// ENDMARKER. It handles indentation (tabs to multiples of 8, with CPython's TabError check),
// implicit line joining inside brackets, backslash continuations and comments.
// Literals are returned raw (a STRING token is its prefix, quotes and body); their values
// are decoded by literals.h.
//
// The whole source is tokenized up front. A lexical error ends the stream with an ERROR
// token carrying the SyntaxErrorInfo; the parser reports it only if it gets that far, so an
// earlier syntax error wins, as with CPython's on-demand tokenizer.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/syntax_error.h"

namespace tp::compiler {

enum class TokenKind : uint8_t {
  Name,
  Number,
  String,
  Op,
  Newline,
  Indent,
  Dedent,
  EndMarker,
  Error,
};

// One token. Positions as in ast.h: lines 1-based, columns 0-based UTF-8 byte offsets.
struct Token {
  TokenKind kind = TokenKind::EndMarker;
  std::string_view text;  // a view into the source (empty for INDENT/DEDENT/ENDMARKER)
  int lineno = 0;
  int col_offset = 0;
  int end_lineno = 0;
  int end_col_offset = 0;

  bool is_op(std::string_view op) const { return kind == TokenKind::Op && text == op; }
  bool is_name(std::string_view name) const { return kind == TokenKind::Name && text == name; }
};

// The source split into lines, for error messages: the line text and the conversion from
// byte columns to the character offsets that SyntaxError.offset uses.
class SourceLines {
 public:
  SourceLines(std::string_view source);
  // Line `lineno` (1-based) with its newline, or "" past the end.
  std::string_view line(int lineno) const;
  // The 1-based character offset of byte column `col` (0-based) on line `lineno`.
  int char_offset(int lineno, int col) const;
  int count() const { return static_cast<int>(starts_.size()); }

 private:
  std::string_view source_;
  std::vector<size_t> starts_;
};

// The result of tokenize(): the tokens (ending with ENDMARKER, or with an ERROR token after
// a lexical error) and the error of that ERROR token.
struct TokenStream {
  std::vector<Token> tokens;
  SyntaxErrorInfo error;  // meaningful when tokens.back().kind == TokenKind::Error
  // Brackets still open when the stream ended, innermost last (for "'(' was never closed").
  std::vector<Token> open_brackets;
  // True when the error is "'(' was never closed" (end of input inside brackets): it is
  // reported only if the parser reaches it, while other lexical errors win over any
  // syntax error of the parser, as in CPython.
  bool error_is_unclosed_bracket = false;
  // Texts of Name tokens that differ from the source (NFKC-normalized identifiers).
  std::vector<std::unique_ptr<std::string>> owned_text;
};

// Tokenizes `source` (UTF-8, optional BOM). `filename` labels errors. Never throws.
TokenStream tokenize(std::string_view source, std::string_view filename);

// Builds the SyntaxErrorInfo for an error at byte column `col` of `lineno` through byte
// column `end_col` of `end_lineno` (end_lineno 0: no end position).
SyntaxErrorInfo make_syntax_error(const SourceLines& lines, std::string_view filename,
                                  std::string message, int lineno, int col, int end_lineno,
                                  int end_col);

}  // namespace tp::compiler
