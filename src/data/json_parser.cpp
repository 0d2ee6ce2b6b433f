// The SAX JSON parser (see json_parser.h). Its control flow mirrors CPython's C scanner
// (Modules/_json.c: scan_once_unicode, _parse_object_unicode, _parse_array_unicode,
// scanstring_unicode, _match_number_unicode) so that every error has CPython's message
// and position; recursion is replaced by an explicit stack of open containers.
#include "data/json_parser.h"

#include <cstdint>
#include <vector>

namespace tp::data {

JsonError::JsonError(Kind kind, std::string message, size_t position, size_t line, size_t column)
    : kind_(kind), message_(std::move(message)), position_(position), line_(line), column_(column) {
  if (kind_ == Kind::Decode) {
    what_ = message_ + ": line " + std::to_string(line_) + " column " + std::to_string(column_) +
            " (char " + std::to_string(position_) + ")";
  } else {
    what_ = message_;
  }
}

namespace {

// How the string scanner treats each byte.
enum ByteClass : uint8_t { kPlain, kQuote, kBackslash, kControl, kNonAscii };
struct ByteClassTable {
  ByteClass value[256];
  constexpr ByteClassTable() : value() {
    for (int c = 0; c < 256; ++c) {
      value[c] = c < 0x20 ? kControl : c >= 0x80 ? kNonAscii : kPlain;
    }
    value[static_cast<int>('"')] = kQuote;
    value[static_cast<int>('\\')] = kBackslash;
  }
};
constexpr ByteClassTable kByteClass;

inline bool is_digit(char c) { return static_cast<unsigned>(c - '0') <= 9; }
inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Value of 4 hex digits at p, or -1.
int32_t hex4(const char* p) {
  int32_t value = 0;
  for (int i = 0; i < 4; ++i) {
    char c = p[i];
    int digit;
    if (c >= '0' && c <= '9') digit = c - '0';
    else if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    else return -1;
    value = value * 16 + digit;
  }
  return value;
}

// Appends the UTF-8 encoding of code point cp (surrogates encoded like any other).
void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Length of the valid UTF-8 sequence at p (lead byte >= 0x80), or 0 if invalid (an
// encoded surrogate is valid only with `surrogates`).
size_t utf8_sequence_length(const unsigned char* p, size_t available, bool surrogates) {
  unsigned char lead = p[0];
  size_t length;
  unsigned char low = 0x80, high = 0xBF;  // bounds of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED && !surrogates) high = 0x9F;  // encoded surrogates only when allowed
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    return 0;
  }
  if (available < length || p[1] < low || p[1] > high) return 0;
  for (size_t i = 2; i < length; ++i) {
    if (p[i] < 0x80 || p[i] > 0xBF) return 0;
  }
  return length;
}

class Parser {
public:
  Parser(std::string_view text, JsonHandler& handler, const JsonOptions& options)
      : s_(text.data()), n_(text.size()), handler_(handler), options_(options) {}

  void run();

private:
  enum Container : uint8_t { kObject, kArray };

  [[noreturn]] void fail(const char* message, size_t byte_pos) const;
  [[noreturn]] void fail_depth(Container opening, size_t byte_pos) const;
  size_t skip_space(size_t i) const {
    while (i < n_ && is_space(s_[i])) ++i;
    return i;
  }
  bool matches(size_t i, std::string_view word) const {
    return n_ - i > word.size() - 1 && std::string_view(s_ + i, word.size()) == word;
  }
  // Scans the string whose opening quote is at `quote`; sets `out` to its unescaped
  // value and returns the index after the closing quote.
  size_t scan_string(size_t quote, std::string_view& out);
  // CPython's _match_number_unicode: returns the end of the number at i, or npos
  // when there is none ("Expecting value" at i).
  size_t scan_number(size_t i, bool& is_integer) const;

  const char* s_;
  size_t n_;
  JsonHandler& handler_;
  const JsonOptions& options_;
  std::string scratch_;
  std::vector<Container> open_;
};

void Parser::fail(const char* message, size_t byte_pos) const {
  // CPython counts code points: skip UTF-8 continuation bytes.
  size_t position = 0, line = 1, line_start = 0;  // line_start: code point index after last '\n'
  for (size_t i = 0; i < byte_pos && i < n_; ++i) {
    unsigned char c = static_cast<unsigned char>(s_[i]);
    if ((c & 0xC0) == 0x80) continue;
    ++position;
    if (c == '\n') {
      ++line;
      line_start = position;
    }
  }
  throw JsonError(JsonError::Kind::Decode, message, position, line, position - line_start + 1);
}

void Parser::fail_depth(Container opening, size_t byte_pos) const {
  std::string message = "maximum recursion depth exceeded while decoding a JSON ";
  message += opening == kObject ? "object" : "array";
  message += " from a unicode string";
  throw JsonError(JsonError::Kind::Recursion, message, byte_pos, 0, 0);
}

size_t Parser::scan_string(size_t quote, std::string_view& out) {
  size_t i = quote + 1;
  size_t chunk = i;       // start of the bytes not yet copied to scratch_
  bool escaped = false;   // scratch_ holds the value so far
  for (;;) {
    while (i < n_ && kByteClass.value[static_cast<unsigned char>(s_[i])] == kPlain) ++i;
    if (i >= n_) fail("Unterminated string starting at", quote);
    switch (kByteClass.value[static_cast<unsigned char>(s_[i])]) {
      case kQuote:
        if (escaped) {
          scratch_.append(s_ + chunk, i - chunk);
          out = scratch_;
        } else {
          out = std::string_view(s_ + chunk, i - chunk);
        }
        return i + 1;
      case kNonAscii: {
        size_t length = utf8_sequence_length(reinterpret_cast<const unsigned char*>(s_ + i), n_ - i,
                                             options_.encoded_surrogates);
        if (length == 0) fail("Invalid UTF-8 byte", i);
        i += length;
        continue;
      }
      case kControl:
        if (options_.strict) fail("Invalid control character at", i);
        ++i;
        continue;
      default:
        break;  // a backslash
    }
    if (!escaped) {
      scratch_.clear();
      escaped = true;
    }
    scratch_.append(s_ + chunk, i - chunk);
    size_t next = i + 1;
    if (next == n_) fail("Unterminated string starting at", quote);
    char e = s_[next];
    if (e != 'u') {
      char c;
      switch (e) {
        case '"': c = '"'; break;
        case '\\': c = '\\'; break;
        case '/': c = '/'; break;
        case 'b': c = '\b'; break;
        case 'f': c = '\f'; break;
        case 'n': c = '\n'; break;
        case 'r': c = '\r'; break;
        case 't': c = '\t'; break;
        default: fail("Invalid \\escape", i);
      }
      scratch_ += c;
      i = next + 1;
      chunk = i;
      continue;
    }
    size_t hex = next + 1;
    size_t end = hex + 4;
    if (end >= n_) fail("Invalid \\uXXXX escape", next);
    int32_t cp = hex4(s_ + hex);
    if (cp < 0) fail("Invalid \\uXXXX escape", next);
    if (cp >= 0xD800 && cp <= 0xDBFF && end + 6 < n_ && s_[end] == '\\' && s_[end + 1] == 'u') {
      int32_t low = hex4(s_ + end + 2);
      if (low < 0) fail("Invalid \\uXXXX escape", end + 1);
      if (low >= 0xDC00 && low <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        end += 6;
      }
    }
    append_utf8(scratch_, static_cast<uint32_t>(cp));
    i = end;
    chunk = i;
  }
}

size_t Parser::scan_number(size_t i, bool& is_integer) const {
  if (s_[i] == '-') {
    ++i;
    if (i >= n_) return std::string_view::npos;
  }
  if (s_[i] >= '1' && s_[i] <= '9') {
    ++i;
    while (i < n_ && is_digit(s_[i])) ++i;
  } else if (s_[i] == '0') {
    ++i;
  } else {
    return std::string_view::npos;
  }
  is_integer = true;
  if (i + 1 < n_ && s_[i] == '.' && is_digit(s_[i + 1])) {
    is_integer = false;
    i += 2;
    while (i < n_ && is_digit(s_[i])) ++i;
  }
  if (i + 1 < n_ && (s_[i] == 'e' || s_[i] == 'E')) {
    size_t e_start = i;
    ++i;
    if (i + 1 < n_ && (s_[i] == '-' || s_[i] == '+')) ++i;
    while (i < n_ && is_digit(s_[i])) ++i;
    if (is_digit(s_[i - 1])) {
      is_integer = false;
    } else {
      i = e_start;
    }
  }
  return i;
}

void Parser::run() {
  if (n_ >= 3 && std::string_view(s_, 3) == "\xEF\xBB\xBF") {
    fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  }
  size_t i = skip_space(0);
  std::string_view text;
  // Each pass of the loop reads one value at i, then closes finished containers.
  for (;;) {
    if (i >= n_) fail("Expecting value", i);
    char c = s_[i];
    switch (c) {
      case '"':
        i = scan_string(i, text);
        handler_.string(text);
        break;
      case '{':
      case '[': {
        Container kind = c == '{' ? kObject : kArray;
        if (open_.size() >= options_.max_depth) fail_depth(kind, i);
        i = skip_space(i + 1);
        if (kind == kObject) {
          handler_.start_object();
          if (i < n_ && s_[i] == '}') {
            handler_.end_object();
            ++i;
            break;
          }
          open_.push_back(kObject);
          if (i >= n_ || s_[i] != '"') fail("Expecting property name enclosed in double quotes", i);
          i = scan_string(i, text);
          handler_.key(text);
          i = skip_space(i);
          if (i >= n_ || s_[i] != ':') fail("Expecting ':' delimiter", i);
          i = skip_space(i + 1);
        } else {
          handler_.start_array();
          if (i < n_ && s_[i] == ']') {
            handler_.end_array();
            ++i;
            break;
          }
          open_.push_back(kArray);
        }
        continue;  // read the first member's value
      }
      case 'n':
        if (!matches(i, "null")) fail("Expecting value", i);
        handler_.null();
        i += 4;
        break;
      case 't':
        if (!matches(i, "true")) fail("Expecting value", i);
        handler_.boolean(true);
        i += 4;
        break;
      case 'f':
        if (!matches(i, "false")) fail("Expecting value", i);
        handler_.boolean(false);
        i += 5;
        break;
      case 'N':
        if (!matches(i, "NaN")) fail("Expecting value", i);
        handler_.number("NaN", false);
        i += 3;
        break;
      case 'I':
        if (!matches(i, "Infinity")) fail("Expecting value", i);
        handler_.number("Infinity", false);
        i += 8;
        break;
      default: {
        if (c == '-' && matches(i, "-Infinity")) {
          handler_.number("-Infinity", false);
          i += 9;
          break;
        }
        bool is_integer = false;
        size_t end = scan_number(i, is_integer);
        if (end == std::string_view::npos) fail("Expecting value", i);
        handler_.number(std::string_view(s_ + i, end - i), is_integer);
        i = end;
        break;
      }
    }
    // After a value: a delimiter, or the end of one or more containers.
    for (;;) {
      if (open_.empty()) {
        i = skip_space(i);
        if (i != n_) fail("Extra data", i);
        return;
      }
      i = skip_space(i);
      if (open_.back() == kObject) {
        if (i < n_ && s_[i] == '}') {
          open_.pop_back();
          handler_.end_object();
          ++i;
          continue;
        }
        if (i >= n_ || s_[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_space(i + 1);
        if (i >= n_ || s_[i] != '"') fail("Expecting property name enclosed in double quotes", i);
        i = scan_string(i, text);
        handler_.key(text);
        i = skip_space(i);
        if (i >= n_ || s_[i] != ':') fail("Expecting ':' delimiter", i);
        i = skip_space(i + 1);
      } else {
        if (i < n_ && s_[i] == ']') {
          open_.pop_back();
          handler_.end_array();
          ++i;
          continue;
        }
        if (i >= n_ || s_[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_space(i + 1);
      }
      break;
    }
  }
}

}  // namespace

void parse_json(std::string_view text, JsonHandler& handler, const JsonOptions& options) {
  Parser parser(text, handler, options);
  parser.run();
}

}  // namespace tp::data
