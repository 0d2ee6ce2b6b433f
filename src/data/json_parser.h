// A strict, fast, SAX-style JSON parser: the base of the JSON checkpoint reader, the
// safetensors header, and later the stdlib `json` module. It accepts exactly what
// CPython's json.loads accepts (RFC 8259 plus NaN, Infinity and -Infinity; whitespace is
// ' ', '\t', '\n', '\r') and raises the same JSONDecodeError messages at the same
// positions, e.g. "Expecting ',' delimiter: line 1 column 5 (char 4)".
//
// Input is UTF-8 bytes. Positions in errors count code points, as CPython's do on the
// decoded str. Strings are validated as UTF-8 and unescaped; \uXXXX escapes combine
// surrogate pairs, and a lone surrogate becomes its 3-byte encoding (as CPython's
// 'surrogatepass' would write it), so no escape is ever lost.
//
// Nesting is tracked on an explicit stack, never the C++ stack: a document nested deeper
// than JsonOptions::max_depth raises JsonError of kind Recursion, with CPython's
// RecursionError message, instead of overflowing.
#pragma once

#include <cstddef>
#include <exception>
#include <string>
#include <string_view>

namespace tp::data {

// Receives the document's events in order. Views are valid only during the call.
// A handler may throw to abort parsing; the exception propagates out of parse_json.
class JsonHandler {
public:
  virtual ~JsonHandler() = default;
  virtual void start_object() = 0;
  virtual void key(std::string_view name) = 0;        // unescaped UTF-8
  virtual void end_object() = 0;
  virtual void start_array() = 0;
  virtual void end_array() = 0;
  virtual void string(std::string_view value) = 0;    // unescaped UTF-8
  // The number's text as written ("-12", "1.5e3", "NaN", "Infinity", "-Infinity").
  // is_integer: no fraction, no exponent, not NaN/Infinity (CPython gives an int).
  virtual void number(std::string_view text, bool is_integer) = 0;
  virtual void boolean(bool value) = 0;
  virtual void null() = 0;
};

class JsonError : public std::exception {
public:
  enum class Kind {
    Decode,     // json.JSONDecodeError (a ValueError)
    Recursion,  // RecursionError: nesting deeper than max_depth
  };
  // `position`, `line`, `column` as CPython computes them: 0-based code point index,
  // 1-based line, 1-based column in code points.
  JsonError(Kind kind, std::string message, size_t position, size_t line, size_t column);

  // Decode: "message: line L column C (char P)", CPython's str(JSONDecodeError).
  // Recursion: the message alone.
  const char* what() const noexcept override { return what_.c_str(); }
  Kind kind() const { return kind_; }
  const std::string& message() const { return message_; }  // CPython's e.msg
  size_t position() const { return position_; }            // e.pos
  size_t line() const { return line_; }                    // e.lineno
  size_t column() const { return column_; }                // e.colno

private:
  Kind kind_;
  std::string message_;
  size_t position_, line_, column_;
  std::string what_;
};

struct JsonOptions {
  // Deepest allowed nesting of arrays and objects. CPython's limit is what is left of its
  // recursion limit (1000) below the caller's frames: json.loads at top level accepts 995
  // levels and fails at 996. The stdlib json module should pass its remaining depth.
  size_t max_depth = 1000;
  // false accepts raw control characters (U+0000..U+001F) inside strings, like
  // json.loads(s, strict=False).
  bool strict = true;
  // true accepts the 3-byte encodings of lone surrogates (U+D800..U+DFFF) in the text: a
  // Python str holds them that way (json.loads of a str), files never should.
  bool encoded_surrogates = false;
};

// Parses one JSON document (surrounding whitespace allowed) and reports its events to
// `handler`. Throws JsonError on malformed input, after having reported the events
// before the error.
void parse_json(std::string_view text, JsonHandler& handler, const JsonOptions& options = {});

}  // namespace tp::data
