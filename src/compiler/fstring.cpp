// String literals in the parser (see parser_impl.h): adjacent literals concatenated, their
// escapes decoded, and f-strings split into JoinedStr / FormattedValue nodes as CPython 3.11
// does (Parser/string_parser.c): `{{` and `}}`, conversions !s !r !a, format specs with
// nested replacement fields (two levels at most), and the self-documenting `{x=}` form.
// Each replacement field is parsed by a nested Parser over "(" + expression + ")", placed at
// the field's line and column so that its nodes carry true source positions.
#include "compiler/literals.h"
#include "compiler/parser_impl.h"

namespace tp::compiler {

namespace {

// Flushes the literal text gathered so far into `values` as a Constant.
void flush_literal(ast::Arena& arena, const Token& token, ast::ExprList& values,
                   std::string& pending) {
  if (pending.empty()) return;
  auto* constant = arena.make<ast::Constant>();
  constant->lineno = token.lineno;
  constant->col_offset = token.col_offset;
  constant->end_lineno = token.end_lineno;
  constant->end_col_offset = token.end_col_offset;
  constant->value.kind = ast::ConstantValue::Kind::Str;
  constant->value.text = std::move(pending);
  pending.clear();
  values.push_back(constant);
}

}  // namespace

ast::Expr* Parser::parse_strings() {
  const Token first = peek();
  bool bytes = split_string_token(first.text).bytes;
  bool any_fstring = false, mixed = false;
  std::vector<Token> tokens;
  while (peek().kind == TokenKind::String) {
    const Token token = next();
    StringPiece piece = split_string_token(token.text);
    if (piece.bytes != bytes) mixed = true;
    any_fstring |= piece.fstring;
    tokens.push_back(token);
  }
  const Token last = prev_;
  if (mixed) fail_after(last, "cannot mix bytes and nonbytes literals");
  std::string text, decoded, message;
  if (!any_fstring) {
    for (const Token& token : tokens) {
      StringPiece piece = split_string_token(token.text);
      if (piece.raw) {
        if (bytes) {
          for (char c : piece.body) {
            if (static_cast<unsigned char>(c) >= 0x80) {
              fail_at(token, "bytes can only contain ASCII literal characters");
            }
          }
        }
        // Raw literals still normalise their newlines.
        for (size_t i = 0; i < piece.body.size(); i++) {
          if (piece.body[i] == '\r') {
            text += '\n';
            if (i + 1 < piece.body.size() && piece.body[i + 1] == '\n') i++;
          } else {
            text += piece.body[i];
          }
        }
      } else {
        if (!decode_escapes(piece.body, bytes, &decoded, &message)) {
          if (message.starts_with("bytes can only")) fail_at(token, message);
          fail_after(token, message);
        }
        text += decoded;
      }
    }
    auto* node = make_at<ast::Constant>(first);
    node->value.kind = bytes ? ast::ConstantValue::Kind::Bytes : ast::ConstantValue::Kind::Str;
    node->value.text = std::move(text);
    if (split_string_token(first.text).u_prefix) node->kind_tag.emplace(1, 'u');
    return finish(node);
  }
  auto* joined = make_at<ast::JoinedStr>(first);
  finish(joined);
  Token whole = first;
  whole.end_lineno = last.end_lineno;
  whole.end_col_offset = last.end_col_offset;
  std::string pending;
  for (const Token& token : tokens) {
    StringPiece piece = split_string_token(token.text);
    if (piece.fstring) {
      parse_fstring_body(token, piece.body, piece.raw, joined->values, pending, 0);
    } else if (piece.raw) {
      pending += piece.body;
    } else {
      if (!decode_escapes(piece.body, false, &decoded, &message)) fail_after(token, message);
      pending += decoded;
    }
  }
  flush_literal(arena_, whole, joined->values, pending);
  // Constants inside a JoinedStr carry the position of the whole literal, as in CPython.
  return joined;
}

// Splits an f-string body into literal text (appended to `pending`) and replacement fields
// (appended to `values`). At nesting > 0 (a format spec) the body ends at the first
// unmatched '}', which is left for the caller.
void Parser::parse_fstring_body(const Token& token, std::string_view body, bool raw,
                                ast::ExprList& values, std::string& pending, int nesting) {
  std::string chunk, decoded, message;
  const auto flush_chunk = [&] {
    if (chunk.empty()) return;
    if (raw) {
      pending += chunk;
    } else {
      if (!decode_escapes(chunk, false, &decoded, &message)) fail_after(token, message);
      pending += decoded;
    }
    chunk.clear();
  };
  size_t i = 0;
  while (i < body.size()) {
    char c = body[i];
    if (!raw && c == '\\' && i + 2 < body.size() && body[i + 1] == 'N' && body[i + 2] == '{') {
      size_t close = body.find('}', i);
      if (close == std::string_view::npos) close = body.size() - 1;
      chunk += body.substr(i, close - i + 1);
      i = close + 1;
      continue;
    }
    if (c == '\\' && i + 1 < body.size()) {
      chunk += body.substr(i, 2);
      i += 2;
      continue;
    }
    if (c == '{') {
      if (nesting == 0 && i + 1 < body.size() && body[i + 1] == '{') {
        chunk += '{';
        i += 2;
        continue;
      }
      flush_chunk();
      parse_fstring_field(token, body, i, raw, values, pending, nesting);
      continue;
    }
    if (c == '}') {
      if (nesting > 0) break;
      if (i + 1 < body.size() && body[i + 1] == '}') {
        chunk += '}';
        i += 2;
        continue;
      }
      fail_after(token, "f-string: single '}' is not allowed");
    }
    chunk += c;
    i++;
  }
  flush_chunk();
}

// Parses the replacement field starting at body[i] == '{'; leaves i after its '}'.
ast::Expr* Parser::parse_fstring_field(const Token& token, std::string_view body, size_t& i,
                                       bool raw, ast::ExprList& values, std::string& pending,
                                       int nesting) {
  if (nesting >= 2) fail_after(token, "f-string: expressions nested too deeply");
  size_t start = ++i;
  std::vector<char> brackets;
  char quote = 0;
  bool triple = false;
  bool debug = false;
  for (; i < body.size(); i++) {
    char c = body[i];
    if (c == '\\') fail_after(token, "f-string expression part cannot include a backslash");
    if (quote) {
      if (c == quote && (!triple || (body.substr(i, 3) == std::string(3, quote)))) {
        if (triple) i += 2;
        quote = 0;
      }
      continue;
    }
    if (c == '\'' || c == '"') {
      quote = c;
      triple = body.substr(i, 3) == std::string(3, c);
      if (triple) i += 2;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      brackets.push_back(c);
      continue;
    }
    if (c == ')' || c == ']' || c == '}') {
      if (brackets.empty()) {
        if (c == '}') break;
        fail_after(token, std::string("f-string: unmatched '") + c + "'");
      }
      brackets.pop_back();
      continue;
    }
    if (c == '#') fail_after(token, "f-string expression part cannot include '#'");
    if (!brackets.empty()) continue;
    char following = i + 1 < body.size() ? body[i + 1] : 0;
    if (c == '!' && following != '=') break;
    if (c == ':') break;
    if (c == '=' && following != '=' && i > start) {
      char before = body[i - 1];
      if (before != '=' && before != '!' && before != '<' && before != '>') {
        debug = true;
        break;
      }
    }
    if (c == '=' && following == '=') i++;
  }
  if (quote) fail_after(token, "f-string: unterminated string");
  if (i >= body.size()) fail_after(token, "f-string: expecting '}'");
  std::string_view expression = body.substr(start, i - start);
  if (expression.find_first_not_of(" \t\n\r\f") == std::string_view::npos) {
    fail_after(token, "f-string: empty expression not allowed");
  }
  if (debug) {
    size_t after = i + 1;
    while (after < body.size() && (body[after] == ' ' || body[after] == '\t')) after++;
    pending += body.substr(start, after - start);
    i = after;
  }
  // Parse the expression at its place in the source (Note in the file comment).
  int line = token.lineno, column = token.col_offset;
  for (const char* p = token.text.data(); p < expression.data(); p++) {
    if (*p == '\n') {
      line++;
      column = 0;
    } else {
      column++;
    }
  }
  std::string source(static_cast<size_t>(line - 1), '\n');
  source.append(static_cast<size_t>(column > 0 ? column - 1 : 0), ' ');
  source += '(';
  source += expression;
  source += ')';
  TokenStream stream = tokenize(source, filename_);
  SourceLines lines(source);
  Parser sub(stream, lines, filename_, arena_, depth_);
  ast::Expr* value = nullptr;
  try {
    size_t first = 0;
    if (!stream.tokens.empty() && stream.tokens[0].kind == TokenKind::Indent) first = 1;
    sub.pos_ = first;
    value = sub.parse_fstring_expression();
  } catch (const ParseFailure&) {
    error = sub.error;
    if (error->kind == SyntaxErrorInfo::Kind::IndentationError) {
      error->kind = SyntaxErrorInfo::Kind::SyntaxError;
    }
    if (error->kind == SyntaxErrorInfo::Kind::SyntaxError) error->message = "f-string: " + error->message;
    size_t text_start = error->text.find_first_not_of(' ');
    if (text_start != std::string::npos) {
      error->offset -= static_cast<int>(text_start);
      if (error->end_offset > 0) error->end_offset -= static_cast<int>(text_start);
      error->text = error->text.substr(text_start);
    }
    throw;
  }
  auto* field = arena_.make<ast::FormattedValue>();
  field->lineno = token.lineno;
  field->col_offset = token.col_offset;
  field->end_lineno = token.end_lineno;
  field->end_col_offset = token.end_col_offset;
  field->value = value;
  if (i < body.size() && body[i] == '!') {
    char conversion = i + 1 < body.size() ? body[i + 1] : 0;
    if (conversion != 's' && conversion != 'r' && conversion != 'a') {
      if (conversion == 0 || conversion == '}' || conversion == ':') {
        fail_after(token, "f-string: missing conversion character: expected 's', 'r', or 'a'");
      }
      fail_after(token, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
    }
    field->conversion = conversion;
    i += 2;
  }
  if (i < body.size() && body[i] == ':') {
    i++;
    auto* spec = arena_.make<ast::JoinedStr>();
    spec->lineno = token.lineno;
    spec->col_offset = token.col_offset;
    spec->end_lineno = token.end_lineno;
    spec->end_col_offset = token.end_col_offset;
    // Find the end of the spec: the first '}' not closing a nested field.
    size_t end = i;
    int depth = 0;
    while (end < body.size() && (depth > 0 || body[end] != '}')) {
      if (body[end] == '{') depth++;
      if (body[end] == '}') depth--;
      end++;
    }
    std::string spec_pending;
    parse_fstring_body(token, body.substr(i, end - i), raw, spec->values, spec_pending,
                       nesting + 1);
    flush_literal(arena_, token, spec->values, spec_pending);
    field->format_spec = spec;
    i = end;
  }
  if (i >= body.size() || body[i] != '}') fail_after(token, "f-string: expecting '}'");
  i++;
  if (debug && field->conversion == -1 && field->format_spec == nullptr) field->conversion = 'r';
  flush_literal(arena_, token, values, pending);
  values.push_back(field);
  return field;
}

}  // namespace tp::compiler
