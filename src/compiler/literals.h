// Literal values: the text of NUMBER and STRING tokens to the values of Constant nodes,
// with CPython's rules and error messages (underscores in numbers, string prefixes, every
// escape sequence). f-string bodies are split by fstring.cpp, which calls decode_escapes
// for their literal parts.
#pragma once

#include <string>
#include <string_view>

#include "compiler/ast.h"

namespace tp::compiler {

// Decodes a NUMBER token ("1_000", "0xff", "1.5e3", "2j", "123456789012345678901234").
// Never fails: the lexer has validated the token.
ast::ConstantValue decode_number(std::string_view text);

// The parts of a STRING token: its prefix flags and the body between the quotes.
struct StringPiece {
  bool raw = false;
  bool bytes = false;
  bool fstring = false;
  bool u_prefix = false;
  std::string_view body;  // a view into the token text
  int quote_length = 1;   // 1 or 3
};
StringPiece split_string_token(std::string_view token);

// Decodes the escapes of `body` (a str literal unless `bytes`). On an invalid escape
// returns false with *error set to CPython's message (e.g. "(unicode error) 'unicodeescape'
// codec can't decode bytes in position 0-1: truncated \xXX escape").
bool decode_escapes(std::string_view body, bool bytes, std::string* out, std::string* error);

}  // namespace tp::compiler
