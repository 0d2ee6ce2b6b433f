// source_from_bytes (vm/source_text.h).
#include "vm/source_text.h"

#include "objects/bytes_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::vm {

namespace {

// SyntaxError(msg, (filename, lineno, None, None)).
bool syntax_error(Context& ctx, const std::string& msg, std::string_view filename, int64_t line) {
  Value info = objects::tuple_from(ctx, {objects::str_from(ctx, std::string(filename)), Value::small_int(line),
                                         Value::none(), Value::none()});
  objects::ValueRoot keep(ctx, info);
  Value m = objects::str_from(ctx, msg);
  objects::ValueRoot keep_m(ctx, m);
  Value e = objects::call_vector(ctx, Value::object(ctx.builtins.exc_SyntaxError), {m, info});
  if (!e.is_null()) ctx.raise_value(e);
  return false;
}

// The encoding a PEP 263 cookie names on `line`, or "" (the regex
// ^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)).
std::string cookie(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) ++i;
  if (i >= line.size() || line[i] != '#') return "";
  for (size_t p = line.find("coding", i); p != std::string_view::npos; p = line.find("coding", p + 1)) {
    size_t k = p + 6;
    if (k >= line.size() || (line[k] != ':' && line[k] != '=')) continue;
    ++k;
    while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    size_t s = k;
    while (k < line.size() && (std::isalnum(static_cast<unsigned char>(line[k])) || line[k] == '-' ||
                               line[k] == '_' || line[k] == '.')) {
      ++k;
    }
    if (k > s) return std::string(line.substr(s, k - s));
  }
  return "";
}

bool blank_or_comment(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) ++i;
  return i >= line.size() || line[i] == '#' || line[i] == '\r' || line[i] == '\n';
}

// CPython's normalisation of the cookie's name (tokenizer.c get_normal_name).
std::string normal_name(std::string name) {
  std::string low;
  for (char c : name) low += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (low == "utf-8" || low.rfind("utf-8-", 0) == 0) return "utf-8";
  for (const char* l : {"latin-1", "iso-8859-1", "iso-latin-1"}) {
    std::string p = l;
    if (low == p || low.rfind(p + "-", 0) == 0) return "iso-8859-1";
  }
  return name;
}

}  // namespace

bool source_from_bytes(Context& ctx, std::string_view data, std::string_view filename, std::string* out) {
  bool bom = data.substr(0, 3) == "\xEF\xBB\xBF";
  if (bom) data.remove_prefix(3);
  size_t nl = data.find('\n');
  std::string_view first = data.substr(0, nl);
  std::string enc = cookie(first);
  int64_t cookie_line = 1;
  if (enc.empty() && nl != std::string_view::npos && blank_or_comment(first)) {
    std::string_view rest = data.substr(nl + 1);
    enc = cookie(rest.substr(0, rest.find('\n')));
    cookie_line = 2;
  }
  std::string codec = enc.empty() ? "utf-8" : normal_name(enc);
  if (bom && codec != "utf-8") return syntax_error(ctx, "encoding problem: " + enc + " with BOM", filename, cookie_line);
  std::string lowered;
  for (char c : codec) lowered += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  bool known = lowered == "utf-8" || lowered == "utf8" || lowered == "iso-8859-1" || lowered == "latin-1" ||
               lowered == "latin1" || lowered == "iso8859-1" || lowered == "ascii" || lowered == "us-ascii";
  if (!known) return syntax_error(ctx, "unknown encoding: " + enc, filename, 0);
  Value text = objects::decode_bytes(ctx, data, lowered, "strict");
  if (text.is_null()) {
    if (!ctx.exception_matches(ctx.builtins.exc_UnicodeDecodeError)) return false;
    Value e = ctx.take_exception();
    std::string msg;
    if (!objects::str_string(ctx, e, &msg)) return false;
    return syntax_error(ctx, "(unicode error) " + msg, filename, 1);
  }
  *out = objects::as_str(text)->data;
  return true;
}

}  // namespace tp::vm
