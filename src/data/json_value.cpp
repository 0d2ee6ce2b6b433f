// JsonValue: a document tree built from the SAX events of parse_json (see json_value.h).
#include "data/json_value.h"

#include <charconv>

namespace tp::data {

namespace {
class TreeBuilder : public JsonHandler {
public:
  JsonValue root;

  void start_object() override { open(JsonValue::Type::Object); }
  void key(std::string_view name) override { pending_key_ = name; }
  void end_object() override { open_.pop_back(); }
  void start_array() override { open(JsonValue::Type::Array); }
  void end_array() override { open_.pop_back(); }
  void string(std::string_view value) override {
    JsonValue& v = add(JsonValue::Type::String);
    v.text = value;
  }
  void number(std::string_view text, bool is_integer) override {
    JsonValue& v = add(JsonValue::Type::Number);
    v.text = text;
    v.is_integer = is_integer;
  }
  void boolean(bool value) override { add(JsonValue::Type::Bool).boolean = value; }
  void null() override { add(JsonValue::Type::Null); }

private:
  JsonValue& add(JsonValue::Type type) {
    JsonValue* slot;
    if (open_.empty()) {
      slot = &root;
    } else if (open_.back()->type == JsonValue::Type::Array) {
      slot = &open_.back()->items.emplace_back();
    } else {
      slot = &open_.back()->members.emplace_back(pending_key_, JsonValue{}).second;
    }
    slot->type = type;
    return *slot;
  }
  void open(JsonValue::Type type) { open_.push_back(&add(type)); }

  // INVARIANT: only the innermost open container grows, so the pointers stay valid.
  std::vector<JsonValue*> open_;
  std::string pending_key_;
};
}  // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
  for (auto it = members.rbegin(); it != members.rend(); ++it) {
    if (it->first == key) return &it->second;
  }
  return nullptr;
}

std::optional<int64_t> JsonValue::as_int64() const {
  if (type != Type::Number || !is_integer) return std::nullopt;
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

void append_json_string(std::string& out, std::string_view text) {
  out += '"';
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20) {
          static const char kHex[] = "0123456789abcdef";
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 15];
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

JsonValue parse_json_value(std::string_view text, const JsonOptions& options) {
  TreeBuilder builder;
  parse_json(text, builder, options);
  return std::move(builder.root);
}

}  // namespace tp::data
