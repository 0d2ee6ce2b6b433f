// A small JSON document tree built on parse_json (json_parser.h), for small documents
// such as safetensors headers. Large arrays of numbers should be consumed by a dedicated
// JsonHandler instead (see json_checkpoint.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "data/json_parser.h"

namespace tp::data {

struct JsonValue {
  enum class Type : uint8_t { Null, Bool, Number, String, Array, Object };
  Type type = Type::Null;
  bool boolean = false;
  bool is_integer = false;  // for Number: no fraction/exponent (see JsonHandler::number)
  std::string text;         // String: the value; Number: the number as written
  std::vector<JsonValue> items;                           // Array
  std::vector<std::pair<std::string, JsonValue>> members; // Object, in document order

  // The member named `key` (the last one when repeated, as in CPython), or nullptr.
  const JsonValue* find(std::string_view key) const;
  // The integer value when this is an integer Number that fits in int64.
  std::optional<int64_t> as_int64() const;
};

// Appends `text` (UTF-8) as a JSON string literal: '"', '\\' and control characters
// escaped ("\n", "\t", "\r", "\b", "\f", else "\u00XX"), other bytes as they are; the
// same bytes as serde_json and as CPython's json.dumps(..., ensure_ascii=False).
void append_json_string(std::string& out, std::string_view text);

// Parses a whole document. Throws JsonError.
JsonValue parse_json_value(std::string_view text, const JsonOptions& options = {});

}  // namespace tp::data
