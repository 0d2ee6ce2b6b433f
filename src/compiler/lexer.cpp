// The lexer (see lexer.h): source text to tokens, following CPython 3.11's tokenizer,
// including its error messages and its indentation rules.
#include "compiler/lexer.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

#include "compiler/unicode.h"

namespace tp::compiler {

namespace {

// CPython's limits (Parser/tokenizer.h): MAXINDENT and MAXLEVEL. Deeper nesting would
// only make the recursive parser and compiler run out of stack.
constexpr int kMaxIndentLevels = 100;
constexpr int kMaxBracketLevels = 200;
constexpr int kTabSize = 8;

bool is_ascii_letter(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_hex_digit(unsigned char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool is_string_prefix(std::string_view word) {
  if (word.size() > 2) return false;
  bool r = false, b = false, u = false, f = false;
  for (char c : word) {
    switch (c | 0x20) {
      case 'r': if (r) return false; r = true; break;
      case 'b': if (b) return false; b = true; break;
      case 'u': if (u) return false; u = true; break;
      case 'f': if (f) return false; f = true; break;
      default: return false;
    }
  }
  if (u && word.size() > 1) return false;  // u combines with nothing
  if (b && f) return false;
  return true;
}

// The operators, longest first within each leading character (maximal munch).
constexpr const char* kOperators[] = {
    "**=", "//=", ">>=", "<<=", "...", "!=", "%=", "&=", "**", "*=", "+=", "-=", "->", "//",
    "/=", ":=", "<<", "<=", "==", ">=", ">>", "@=", "^=", "|=", "(", ")", "[", "]", "{", "}",
    ",", ":", ";", "+", "-", "*", "/", "|", "&", "<", ">", "=", ".", "%", "~", "^", "@",
};

class Lexer {
 public:
  Lexer(std::string_view source, std::string_view filename)
      : src_(source), filename_(filename), lines_(source) {}

  TokenStream run();

 private:
  unsigned char peek(size_t ahead = 0) const {
    return pos_ + ahead < src_.size() ? static_cast<unsigned char>(src_[pos_ + ahead]) : 0;
  }
  bool at_end() const { return pos_ >= src_.size(); }
  int col() const { return static_cast<int>(pos_ - line_start_); }
  bool at_newline() const { return peek() == '\n' || peek() == '\r'; }
  void consume_newline() {
    if (peek() == '\r' && peek(1) == '\n') pos_++;
    pos_++;
    lineno_++;
    line_start_ = pos_;
  }

  void emit(TokenKind kind, size_t start, int start_line, int start_col) {
    Token t;
    t.kind = kind;
    t.text = src_.substr(start, pos_ - start);
    t.lineno = start_line;
    t.col_offset = start_col;
    t.end_lineno = lineno_;
    t.end_col_offset = col();
    out_.tokens.push_back(t);
  }
  void emit_empty(TokenKind kind) {
    Token t;
    t.kind = kind;
    t.lineno = t.end_lineno = lineno_;
    t.col_offset = t.end_col_offset = col();
    out_.tokens.push_back(t);
  }
  // Ends the stream with an error; returns false for `return fail(...)`.
  bool fail(std::string message, int line, int col, int end_line = 0, int end_col = 0,
            SyntaxErrorInfo::Kind kind = SyntaxErrorInfo::Kind::SyntaxError) {
    out_.error = make_syntax_error(lines_, filename_, std::move(message), line, col, end_line,
                                   end_col);
    out_.error.kind = kind;
    Token t;
    t.kind = TokenKind::Error;
    t.lineno = t.end_lineno = line;
    t.col_offset = t.end_col_offset = col;
    out_.tokens.push_back(t);
    return false;
  }

  bool check_utf8();
  bool line_start();
  bool next_token();
  bool scan_number();
  bool scan_string(size_t start, int start_col);
  bool scan_name_or_string();
  bool scan_operator();

  std::string_view src_;
  std::string_view filename_;
  SourceLines lines_;
  TokenStream out_;
  size_t pos_ = 0;
  size_t line_start_ = 0;
  int lineno_ = 1;
  bool at_line_start_ = true;
  bool line_has_tokens_ = false;
  std::vector<int> indents_{0};
  std::vector<int> alt_indents_{0};
  std::vector<Token>& brackets_ = out_.open_brackets;
};

bool Lexer::check_utf8() {
  size_t bad = utf8_invalid_position(src_);
  if (bad != std::string_view::npos) {
    int line = 1;
    for (size_t i = 0; i < bad; i++) line += src_[i] == '\n';
    char message[200];
    std::snprintf(message, sizeof message,
                  "Non-UTF-8 code starting with '\\x%02x' in file %.*s on line %d, but no "
                  "encoding declared; see https://peps.python.org/pep-0263/ for details",
                  static_cast<unsigned char>(src_[bad]), static_cast<int>(filename_.size()),
                  filename_.data(), line);
    return fail(message, line, 0);
  }
  if (std::memchr(src_.data(), '\0', src_.size()) != nullptr) {
    return fail("source code cannot contain null bytes", 1, 0);
  }
  return true;
}

// At the start of a logical line: measures the indentation and emits INDENT/DEDENT.
// Blank and comment-only lines are skipped whole. Returns false after an error.
bool Lexer::line_start() {
  for (;;) {
    int column = 0, alt_column = 0;
    while (!at_end()) {
      unsigned char c = peek();
      if (c == ' ') {
        column++, alt_column++;
      } else if (c == '\t') {
        column = (column / kTabSize + 1) * kTabSize;
        alt_column++;
      } else if (c == '\f') {
        column = alt_column = 0;
      } else {
        break;
      }
      pos_++;
    }
    if (peek() == '#') {
      while (!at_end() && !at_newline()) pos_++;
    }
    if (at_end()) return true;
    if (at_newline()) {  // a blank line: no NEWLINE, no indentation change
      consume_newline();
      continue;
    }
    if (peek() == '\\' && (peek(1) == '\n' || peek(1) == '\r')) {
      // A continuation at the start of a line joins the next line without indentation.
      pos_++;
      consume_newline();
      if (at_end()) return fail("unexpected EOF while parsing", lineno_, 0);
      continue;
    }
    // CPython points these errors at the end of the line.
    std::string_view line_text = lines_.line(lineno_);
    while (!line_text.empty() && (line_text.back() == '\n' || line_text.back() == '\r')) {
      line_text.remove_suffix(1);
    }
    const int line_end = static_cast<int>(line_text.size());
    const auto tab_error = [&] {
      return fail("inconsistent use of tabs and spaces in indentation", lineno_, line_end, 0,
                  0, SyntaxErrorInfo::Kind::TabError);
    };
    if (column == indents_.back()) {
      if (alt_column != alt_indents_.back()) return tab_error();
    } else if (column > indents_.back()) {
      if (static_cast<int>(indents_.size()) > kMaxIndentLevels) {
        return fail("too many levels of indentation", lineno_, 0, 0, 0,
                    SyntaxErrorInfo::Kind::IndentationError);
      }
      if (alt_column <= alt_indents_.back()) return tab_error();
      indents_.push_back(column);
      alt_indents_.push_back(alt_column);
      emit_empty(TokenKind::Indent);
    } else {
      while (indents_.size() > 1 && column < indents_.back()) {
        indents_.pop_back();
        alt_indents_.pop_back();
        emit_empty(TokenKind::Dedent);
      }
      if (column != indents_.back()) {
        return fail("unindent does not match any outer indentation level", lineno_, line_end,
                    0, 0, SyntaxErrorInfo::Kind::IndentationError);
      }
      if (alt_column != alt_indents_.back()) return tab_error();
    }
    return true;
  }
}

bool Lexer::scan_number() {
  size_t start = pos_;
  int start_col = col();
  const auto invalid = [&](const char* what) {  // CPython points at the offending character
    return fail(what, lineno_, col(), lineno_, col() + 1);
  };
  // Digits with single underscores between them; false if an underscore is misplaced.
  const auto digits = [&](bool (*ok)(unsigned char)) {
    while (ok(peek()) || (peek() == '_' && ok(peek(1)))) {
      pos_ += peek() == '_' ? 2 : 1;
    }
    return peek() != '_';
  };
  unsigned char c = peek();
  if (c == '0' && (peek(1) | 0x20) == 'x') {
    pos_ += 2;
    if (peek() == '_') pos_++;
    if (!is_hex_digit(peek())) {
      return fail("invalid hexadecimal literal", lineno_, col() - 1, lineno_, col());
    }
    if (!digits(is_hex_digit)) return invalid("invalid hexadecimal literal");
  } else if (c == '0' && ((peek(1) | 0x20) == 'o' || (peek(1) | 0x20) == 'b')) {
    bool octal = (peek(1) | 0x20) == 'o';
    pos_ += 2;
    if (peek() == '_') pos_++;
    auto ok = octal ? +[](unsigned char d) { return d >= '0' && d <= '7'; }
                    : +[](unsigned char d) { return d == '0' || d == '1'; };
    if (!ok(peek()) && !is_digit(peek())) {
      return invalid(octal ? "invalid octal literal" : "invalid binary literal");
    }
    if (!digits(ok)) return invalid(octal ? "invalid octal literal" : "invalid binary literal");
    if (is_digit(peek())) {
      std::string message = std::string("invalid digit '") + static_cast<char>(peek()) +
                            (octal ? "' in octal literal" : "' in binary literal");
      pos_++;
      return fail(message, lineno_, col() - 1, lineno_, col());
    }
  } else {
    bool is_float = false;
    if (c != '.') {
      if (!digits(is_digit)) return invalid("invalid decimal literal");
    }
    if (peek() == '.') {
      is_float = true;
      pos_++;
      if (is_digit(peek()) && !digits(is_digit)) return invalid("invalid decimal literal");
    }
    if ((peek() | 0x20) == 'e') {
      size_t save = pos_;
      pos_++;
      if (peek() == '+' || peek() == '-') pos_++;
      if (!is_digit(peek())) {
        pos_ = save;  // `1else`-like: the 'e' starts the next token, checked below
      } else {
        is_float = true;
        if (!digits(is_digit)) return invalid("invalid decimal literal");
      }
    }
    if ((peek() | 0x20) == 'j') {
      is_float = true;
      pos_++;
    }
    if (!is_float && src_[start] == '0') {
      for (size_t i = start; i < pos_; i++) {
        if (src_[i] != '0' && src_[i] != '_') {
          return fail(
              "leading zeros in decimal integer literals are not permitted; use an 0o prefix "
              "for octal integers",
              lineno_, start_col, lineno_, col() + 1);
        }
      }
    }
  }
  // A number may be followed directly by a keyword (`1if x else 2`), not by other names.
  if (is_ascii_letter(peek()) || peek() >= 0x80 || is_digit(peek())) {
    static constexpr const char* kAllowed[] = {"and", "else", "for", "if", "in", "is", "not",
                                               "or"};
    size_t end = pos_;
    while (end < src_.size() && (is_ascii_letter(src_[end]) || is_digit(src_[end]))) end++;
    std::string_view word = src_.substr(pos_, end - pos_);
    bool keyword = false;
    for (const char* k : kAllowed) keyword |= word.starts_with(k);
    if (!keyword) {
      char kind_word = (src_[start] == '0' && start + 1 < pos_) ? (src_[start + 1] | 0x20) : 0;
      const char* what = kind_word == 'x'   ? "invalid hexadecimal literal"
                         : kind_word == 'o' ? "invalid octal literal"
                         : kind_word == 'b' ? "invalid binary literal"
                         : (src_[pos_ - 1] | 0x20) == 'j' ? "invalid imaginary literal"
                                                          : "invalid decimal literal";
      // CPython points at the last character of the number.
      return fail(what, lineno_, col() - 1, lineno_, col() - 1);
    }
  }
  emit(TokenKind::Number, start, lineno_, start_col);
  return true;
}

// Scans a string literal whose prefix starts at `start`; pos_ is at the opening quote.
bool Lexer::scan_string(size_t start, int start_col) {
  int start_line = lineno_;
  unsigned char quote = peek();
  bool triple = peek(1) == quote && peek(2) == quote;
  pos_ += triple ? 3 : 1;
  for (;;) {
    if (at_end()) {
      char message[100];
      if (triple) {
        int last_line = lineno_;
        if (!src_.empty() && (src_.back() == '\n' || src_.back() == '\r')) last_line--;
        std::snprintf(message, sizeof message,
                      "unterminated triple-quoted string literal (detected at line %d)",
                      last_line);
        return fail(message, start_line, start_col, lineno_, col());
      }
      std::snprintf(message, sizeof message,
                    "unterminated string literal (detected at line %d)", lineno_);
      return fail(message, start_line, start_col, start_line, start_col + 1);
    }
    unsigned char c = peek();
    if (c == '\n' || c == '\r') {
      if (!triple) {
        char message[100];
        std::snprintf(message, sizeof message,
                      "unterminated string literal (detected at line %d)", lineno_);
        return fail(message, start_line, start_col, start_line, start_col + 1);
      }
      consume_newline();
    } else if (c == '\\') {
      pos_++;
      if (at_newline()) {
        consume_newline();
      } else if (!at_end()) {
        pos_++;
      }
    } else if (c == quote && (!triple || (peek(1) == quote && peek(2) == quote))) {
      pos_ += triple ? 3 : 1;
      Token t;
      t.kind = TokenKind::String;
      t.text = src_.substr(start, pos_ - start);
      t.lineno = start_line;
      t.col_offset = start_col;
      t.end_lineno = lineno_;
      t.end_col_offset = col();
      out_.tokens.push_back(t);
      return true;
    } else {
      pos_++;
    }
  }
}

bool Lexer::scan_name_or_string() {
  size_t start = pos_;
  int start_col = col();
  while (!at_end()) {
    unsigned char c = peek();
    if (is_ascii_letter(c) || is_digit(c)) {
      pos_++;
    } else if (c >= 0x80) {
      size_t length = 0;
      uint32_t code = utf8_decode(src_.substr(pos_), &length);
      if (!(pos_ == start ? is_identifier_start(code) : is_identifier_continue(code))) {
        if (pos_ == start) {
          char message[80];
          if (is_printable(code)) {
            std::snprintf(message, sizeof message, "invalid character '%.*s' (U+%04X)",
                          static_cast<int>(length), src_.data() + pos_, code);
          } else {
            std::snprintf(message, sizeof message, "invalid non-printable character U+%04X", code);
          }
          return fail(message, lineno_, start_col, lineno_, start_col + 1);
        }
        break;
      }
      pos_ += length;
    } else {
      break;
    }
  }
  if ((peek() == '"' || peek() == '\'') && is_string_prefix(src_.substr(start, pos_ - start))) {
    return scan_string(start, start_col);
  }
  emit(TokenKind::Name, start, lineno_, start_col);
  std::string_view name = out_.tokens.back().text;
  if (std::any_of(name.begin(), name.end(), [](char ch) { return static_cast<unsigned char>(ch) >= 0x80; })) {
    std::string normal = nfkc(name);  // PEP 3131: identifiers are compared in NFKC
    if (normal != name) {
      out_.owned_text.push_back(std::make_unique<std::string>(std::move(normal)));
      out_.tokens.back().text = *out_.owned_text.back();
    }
  }
  return true;
}

bool Lexer::scan_operator() {
  size_t start = pos_;
  int start_col = col();
  for (const char* op : kOperators) {
    size_t n = std::strlen(op);
    if (src_.substr(pos_, n) == op) {
      pos_ += n;
      char c = op[0];
      if (n == 1 && (c == '(' || c == '[' || c == '{')) {
        if (static_cast<int>(brackets_.size()) >= kMaxBracketLevels) {
          return fail("too many nested parentheses", lineno_, start_col, lineno_, col());
        }
        emit(TokenKind::Op, start, lineno_, start_col);
        brackets_.push_back(out_.tokens.back());
        return true;
      }
      if (n == 1 && (c == ')' || c == ']' || c == '}')) {
        char message[120];
        if (brackets_.empty()) {
          std::snprintf(message, sizeof message, "unmatched '%c'", c);
          return fail(message, lineno_, start_col, lineno_, col());
        }
        char open = brackets_.back().text[0];
        char expected = open == '(' ? ')' : open == '[' ? ']' : '}';
        if (c != expected) {
          if (brackets_.back().lineno != lineno_) {
            std::snprintf(message, sizeof message,
                          "closing parenthesis '%c' does not match opening parenthesis '%c' "
                          "on line %d",
                          c, open, brackets_.back().lineno);
          } else {
            std::snprintf(message, sizeof message,
                          "closing parenthesis '%c' does not match opening parenthesis '%c'",
                          c, open);
          }
          return fail(message, lineno_, start_col, lineno_, col());
        }
        brackets_.pop_back();
      }
      emit(TokenKind::Op, start, lineno_, start_col);
      return true;
    }
  }
  // Any other ASCII character ('$', '?', '!', '`'): an operator token nobody accepts, so
  // the parser reports "invalid syntax" at it, as CPython does.
  pos_++;
  emit(TokenKind::Op, start, lineno_, start_col);
  return true;
}

// Scans one token (or a newline, comment, continuation). Returns false at the end or
// after an error.
bool Lexer::next_token() {
  if (at_line_start_ && brackets_.empty()) {
    if (!line_start()) return false;
    at_line_start_ = false;
    line_has_tokens_ = false;
  }
  while (peek() == ' ' || peek() == '\t' || peek() == '\f') pos_++;
  if (peek() == '#') {
    while (!at_end() && !at_newline()) pos_++;
  }
  if (at_end()) return false;
  unsigned char c = peek();
  if (c == '\n' || c == '\r') {
    if (brackets_.empty() && line_has_tokens_) {
      size_t start = pos_;
      int start_col = col();
      int line = lineno_;
      consume_newline();
      Token t;
      t.kind = TokenKind::Newline;
      t.text = src_.substr(start, pos_ - start);
      t.lineno = t.end_lineno = line;
      t.col_offset = start_col;
      t.end_col_offset = start_col + 1;
      out_.tokens.push_back(t);
      at_line_start_ = true;
    } else {
      consume_newline();
      at_line_start_ = brackets_.empty();  // inside brackets, lines join implicitly
    }
    return true;
  }
  if (c == '\\') {
    int start_col = col();
    pos_++;
    if (at_newline()) {
      consume_newline();
      if (at_end()) return fail("unexpected EOF while parsing", lineno_, 0);
      return true;
    }
    return fail("unexpected character after line continuation character", lineno_,
                start_col + 1, lineno_, start_col + 2);
  }
  line_has_tokens_ = true;
  if (is_ascii_letter(c) || c >= 0x80) return scan_name_or_string();
  if (is_digit(c) || (c == '.' && is_digit(peek(1)))) return scan_number();
  if (c == '"' || c == '\'') return scan_string(pos_, col());
  return scan_operator();
}

TokenStream Lexer::run() {
  if (!check_utf8()) return std::move(out_);
  while (next_token()) {
  }
  if (!out_.tokens.empty() && out_.tokens.back().kind == TokenKind::Error) {
    return std::move(out_);
  }
  if (!brackets_.empty()) {
    const Token& open = brackets_.back();
    std::string message = std::string("'") + open.text[0] + "' was never closed";
    fail(message, open.lineno, open.col_offset, open.lineno, open.col_offset + 1);
    out_.error_is_unclosed_bracket = true;
    return std::move(out_);
  }
  if (line_has_tokens_ && !at_line_start_) {
    Token t;
    t.kind = TokenKind::Newline;
    t.lineno = t.end_lineno = lineno_;
    t.col_offset = col();
    t.end_col_offset = col() + 1;
    out_.tokens.push_back(t);
  }
  for (size_t i = 1; i < indents_.size(); i++) emit_empty(TokenKind::Dedent);
  emit_empty(TokenKind::EndMarker);
  return std::move(out_);
}

}  // namespace

SourceLines::SourceLines(std::string_view source) : source_(source) {
  starts_.push_back(0);
  for (size_t i = 0; i < source.size(); i++) {
    if (source[i] == '\n' || (source[i] == '\r' && (i + 1 >= source.size() ||
                                                    source[i + 1] != '\n'))) {
      starts_.push_back(i + 1);
    }
  }
}

std::string_view SourceLines::line(int lineno) const {
  if (lineno < 1 || lineno > count()) return {};
  size_t begin = starts_[lineno - 1];
  size_t end = lineno < count() ? starts_[lineno] : source_.size();
  return source_.substr(begin, end - begin);
}

int SourceLines::char_offset(int lineno, int col) const {
  std::string_view text = line(lineno);
  int chars = 0;
  for (int i = 0; i < col && i < static_cast<int>(text.size()); i++) {
    chars += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
  }
  if (col > static_cast<int>(text.size())) chars += col - static_cast<int>(text.size());
  return chars + 1;
}

SyntaxErrorInfo make_syntax_error(const SourceLines& lines, std::string_view filename,
                                  std::string message, int lineno, int col, int end_lineno,
                                  int end_col) {
  SyntaxErrorInfo info;
  info.message = std::move(message);
  info.filename = std::string(filename);
  info.lineno = lineno;
  info.offset = lines.char_offset(lineno, col);
  if (end_lineno > 0) {
    info.end_lineno = end_lineno;
    info.end_offset = lines.char_offset(end_lineno, end_col);
  }
  info.text = std::string(lines.line(lineno));
  return info;
}

TokenStream tokenize(std::string_view source, std::string_view filename) {
  return Lexer(source, filename).run();
}

}  // namespace tp::compiler
