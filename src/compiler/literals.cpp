// Literal values (see literals.h).
#include "compiler/literals.h"

#include <gmp.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include "compiler/unicode.h"
#include "objects/unicode_db.h"

namespace tp::compiler {

ast::ConstantValue decode_number(std::string_view text) {
  std::string clean;
  for (char c : text) {
    if (c != '_') clean += c;
  }
  ast::ConstantValue value;
  char last = clean.back() | 0x20;
  if (last == 'j') {
    clean.pop_back();
    value.kind = ast::ConstantValue::Kind::Complex;
    value.float_value = std::strtod(clean.c_str(), nullptr);
    return value;
  }
  int base = 10;
  size_t skip = 0;
  if (clean.size() > 1 && clean[0] == '0') {
    char k = clean[1] | 0x20;
    if (k == 'x') base = 16, skip = 2;
    if (k == 'o') base = 8, skip = 2;
    if (k == 'b') base = 2, skip = 2;
  }
  if (base == 10 && clean.find_first_of(".eE") != std::string::npos) {
    value.kind = ast::ConstantValue::Kind::Float;
    value.float_value = std::strtod(clean.c_str(), nullptr);  // inf on overflow, as CPython
    return value;
  }
  std::string digits = clean.substr(skip);
  errno = 0;
  char* end = nullptr;
  unsigned long long small = std::strtoull(digits.c_str(), &end, base);
  if (errno == 0 && small <= static_cast<unsigned long long>(INT64_MAX)) {
    value.kind = ast::ConstantValue::Kind::Int;
    value.int_value = static_cast<int64_t>(small);
    return value;
  }
  mpz_t big;
  mpz_init_set_str(big, digits.c_str(), base);
  char* decimal = mpz_get_str(nullptr, 10, big);
  value.kind = ast::ConstantValue::Kind::BigInt;
  value.text = decimal;
  void (*free_function)(void*, size_t);
  mp_get_memory_functions(nullptr, nullptr, &free_function);
  free_function(decimal, std::char_traits<char>::length(decimal) + 1);
  mpz_clear(big);
  return value;
}

StringPiece split_string_token(std::string_view token) {
  StringPiece piece;
  size_t i = 0;
  while (token[i] != '\'' && token[i] != '"') {
    switch (token[i] | 0x20) {
      case 'r': piece.raw = true; break;
      case 'b': piece.bytes = true; break;
      case 'f': piece.fstring = true; break;
      case 'u': piece.u_prefix = true; break;
    }
    i++;
  }
  char quote = token[i];
  piece.quote_length =
      token.size() - i >= 6 && token[i + 1] == quote && token[i + 2] == quote ? 3 : 1;
  piece.body = token.substr(i + piece.quote_length,
                            token.size() - i - 2 * static_cast<size_t>(piece.quote_length));
  return piece;
}

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c |= 0x20;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

}  // namespace

bool decode_escapes(std::string_view body, bool bytes, std::string* out, std::string* error) {
  out->clear();
  const auto unicode_error = [&](size_t start, size_t end, const char* what) {
    char message[160];
    std::snprintf(message, sizeof message,
                  "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                  "%zu-%zu: %s",
                  start, end, what);
    *error = message;
    return false;
  };
  for (size_t i = 0; i < body.size();) {
    char c = body[i];
    if (c != '\\') {
      if (bytes && static_cast<unsigned char>(c) >= 0x80) {
        *error = "bytes can only contain ASCII literal characters";
        return false;
      }
      if (c == '\r') {  // newlines inside literals are normalised to \n
        *out += '\n';
        i += (i + 1 < body.size() && body[i + 1] == '\n') ? 2 : 1;
        continue;
      }
      *out += c;
      i++;
      continue;
    }
    size_t start = i;
    i++;
    if (i >= body.size()) {
      *out += '\\';
      break;
    }
    char e = body[i++];
    switch (e) {
      case '\n': break;
      case '\r':
        if (i < body.size() && body[i] == '\n') i++;
        break;
      case '\\': *out += '\\'; break;
      case '\'': *out += '\''; break;
      case '"': *out += '"'; break;
      case 'a': *out += '\a'; break;
      case 'b': *out += '\b'; break;
      case 'f': *out += '\f'; break;
      case 'n': *out += '\n'; break;
      case 'r': *out += '\r'; break;
      case 't': *out += '\t'; break;
      case 'v': *out += '\v'; break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        uint32_t code = e - '0';
        for (int k = 0; k < 2 && i < body.size() && body[i] >= '0' && body[i] <= '7'; k++) {
          code = code * 8 + (body[i++] - '0');
        }
        if (bytes) {
          *out += static_cast<char>(code & 0xFF);
        } else {
          utf8_append(*out, code);
        }
        break;
      }
      case 'x': case 'u': case 'U': {
        if (bytes && e != 'x') {
          *out += '\\';
          *out += e;
          break;
        }
        int want = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        uint32_t code = 0;
        int got = 0;
        while (got < want && i < body.size() && hex_value(body[i]) >= 0) {
          code = code * 16 + hex_value(body[i++]);
          got++;
        }
        if (got < want) {
          if (bytes) {
            char message[80];
            std::snprintf(message, sizeof message, "(value error) invalid \\x escape at position %zu",
                          start);
            *error = message;
            return false;
          }
          return unicode_error(start, i - 1,
                               e == 'x'   ? "truncated \\xXX escape"
                               : e == 'u' ? "truncated \\uXXXX escape"
                                          : "truncated \\UXXXXXXXX escape");
        }
        if (bytes) {
          *out += static_cast<char>(code);
        } else if (code > 0x10FFFF) {
          return unicode_error(start, i - 1, "illegal Unicode character");
        } else {
          utf8_append(*out, code);
        }
        break;
      }
      case 'N': {
        if (bytes) {
          *out += "\\N";
          break;
        }
        size_t close = body.find('}', i);
        if (i >= body.size() || body[i] != '{' || close == std::string_view::npos) {
          return unicode_error(start, i - 1, "malformed \\N character escape");
        }
        if (close == i + 1) return unicode_error(start, close - 1, "malformed \\N character escape");
        // Names and aliases (not named sequences), as unicodedata.lookup.
        std::vector<uint32_t> found;
        if (!unicode::lookup(body.substr(i + 1, close - i - 1), false, &found)) {
          return unicode_error(start, close, "unknown Unicode character name");
        }
        utf8_append(*out, found[0]);
        i = close + 1;
        break;
      }
      default:  // an unknown escape keeps its backslash (a DeprecationWarning in CPython)
        *out += '\\';
        i--;
        break;
    }
  }
  return true;
}

}  // namespace tp::compiler
