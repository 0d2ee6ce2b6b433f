// Formatting: the format-spec mini-language for int/float/str (format_spec.h), the
// __format__ methods of int, float and str, and str.format / str.format_map with
// positional, keyword and automatic numbering, attribute and index access, !r !s !a
// conversions and nested specs.
#include <cmath>
#include <vector>

#include "objects/memory_limit.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/float_object.h"
#include "objects/format_spec.h"
#include "objects/int_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

// ValueError "<what> '<c>' ..." with CPython's rendering of a code point: printable ASCII as
// itself, anything else as \x<hex>.
static std::string code_text(uint32_t c) {
  char buf[16];
  if (c > 32 && c < 128) {
    snprintf(buf, sizeof buf, "'%c'", static_cast<char>(c));
  } else {
    snprintf(buf, sizeof buf, "'\\x%x'", c);
  }
  return buf;
}

static Value unknown_code(Context& ctx, uint32_t type, const char* tname) {
  return ctx.raise(ctx.builtins.exc_ValueError, "Unknown format code %s for object of type '%s'",
                   code_text(type).c_str(), tname);
}

bool parse_format_spec(Context& ctx, std::string_view spec, const char* tname, uint32_t default_type,
                       char default_align, FormatSpec* out) {
  FormatSpec f;
  f.type = default_type;
  size_t i = 0, n = spec.size();
  auto is_align = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  bool fill_given = false, align_given = false;
  // fill may be any code point
  size_t p = 0;
  uint32_t first = n > 0 ? utf8_decode(spec, &p) : 0;
  if (n > 0 && p < n && is_align(spec[p])) {
    f.fill = first;
    f.align = spec[p];
    fill_given = align_given = true;
    i = p + 1;
  } else if (n > 0 && is_align(spec[0])) {
    f.align = spec[0];
    align_given = true;
    i = 1;
  }
  if (i < n && (spec[i] == '+' || spec[i] == '-' || spec[i] == ' ')) f.sign = spec[i++];
  if (i < n && spec[i] == 'z') {
    f.z = true;
    ++i;
  }
  if (i < n && spec[i] == '#') {
    f.alternate = true;
    ++i;
  }
  if (!fill_given && i < n && spec[i] == '0') {
    f.fill = '0';
    if (!align_given && default_align == '>') f.align = '=';
    ++i;
  }
  bool too_many_digits = false;
  auto read_int = [&](int64_t* v) {
    size_t s = i;
    int64_t x = 0;
    while (i < n && spec[i] >= '0' && spec[i] <= '9') {
      int digit = spec[i] - '0';
      if (x > (INT64_MAX - digit) / 10) too_many_digits = true;  // CPython: past PY_SSIZE_T_MAX
      else x = x * 10 + digit;
      ++i;
    }
    if (i > s) *v = x;
    return i > s;
  };
  read_int(&f.width);
  if (too_many_digits) {
    ctx.raise(ctx.builtins.exc_ValueError, "Too many decimal digits in format string");
    return false;
  }
  // The padded result needs at least `width` bytes: fail now rather than fill memory.
  if (f.width > 0 && !check_allocation(ctx, static_cast<double>(f.width))) return false;
  if (i < n && spec[i] == ',') {
    f.grouping = ',';
    ++i;
  }
  if (i < n && spec[i] == '_') {
    if (f.grouping != 0) {
      ctx.raise(ctx.builtins.exc_ValueError, "Cannot specify both ',' and '_'.");
      return false;
    }
    f.grouping = '_';
    ++i;
  }
  if (i < n && spec[i] == ',' && f.grouping == '_') {
    ctx.raise(ctx.builtins.exc_ValueError, "Cannot specify both ',' and '_'.");
    return false;
  }
  if (i < n && spec[i] == '.') {
    ++i;
    if (!read_int(&f.precision)) {
      if (too_many_digits) {
        ctx.raise(ctx.builtins.exc_ValueError, "Too many decimal digits in format string");
        return false;
      }
      ctx.raise(ctx.builtins.exc_ValueError, "Format specifier missing precision");
      return false;
    }
    if (too_many_digits) {
      ctx.raise(ctx.builtins.exc_ValueError, "Too many decimal digits in format string");
      return false;
    }
  }
  // What is left is the type: one code point, or an invalid spec.
  if (i < n) {
    size_t q = i;
    uint32_t t = utf8_decode(spec, &q);
    if (q < n) {
      ctx.raise(ctx.builtins.exc_ValueError, "Invalid format specifier '%s' for object of type '%s'",
                std::string(spec).c_str(), tname);
      return false;
    }
    f.type = t;
  }
  if (f.grouping != 0) {
    uint32_t t = f.type;
    bool ok = t == 0 || t == 'd' || t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' ||
              t == 'G' || t == '%' || (f.grouping == '_' && (t == 'b' || t == 'o' || t == 'x' || t == 'X'));
    if (!ok) {
      ctx.raise(ctx.builtins.exc_ValueError, "Cannot specify '%c' with %s.", f.grouping, code_text(t).c_str());
      return false;
    }
  }
  *out = f;
  return true;
}

static std::string fill_string(uint32_t fill, int64_t n) {
  std::string one;
  utf8_append(one, fill);
  std::string out;
  for (int64_t i = 0; i < n; ++i) out += one;
  return out;
}

// Pads `body` (already with sign/prefix split off into `prefix`) to the spec's width.
static std::string pad(const FormatSpec& f, const std::string& prefix, const std::string& body,
                       char default_align) {
  int64_t len = static_cast<int64_t>(utf8_length(prefix, nullptr) + utf8_length(body, nullptr));
  if (f.width <= len) return prefix + body;
  int64_t extra = f.width - len;
  char align = f.align ? f.align : default_align;
  switch (align) {
    case '<': return prefix + body + fill_string(f.fill, extra);
    case '^': return fill_string(f.fill, extra / 2) + prefix + body + fill_string(f.fill, extra - extra / 2);
    case '=': return prefix + fill_string(f.fill, extra) + body;
    default: return fill_string(f.fill, extra) + prefix + body;
  }
}

static std::string group_digits(const std::string& digits, char sep, int every) {
  std::string out;
  int count = 0;
  for (size_t i = digits.size(); i-- > 0;) {
    if (count == every) {
      out += sep;
      count = 0;
    }
    out += digits[i];
    ++count;
  }
  return std::string(out.rbegin(), out.rend());
}

// Number layout shared by int and float: sign, prefix, digits (integer part grouped),
// the rest (fraction/exponent), with zero padding that respects grouping.
static std::string layout_number(const FormatSpec& f, bool negative, const std::string& prefix,
                                 std::string intpart, const std::string& rest, int every) {
  std::string sign = negative ? "-" : f.sign == '+' ? "+" : f.sign == ' ' ? " " : "";
  std::string head = sign + prefix;
  if (f.grouping != 0 && !intpart.empty()) {
    std::string g = group_digits(intpart, f.grouping, every);
    if (f.align == '=' && f.fill == '0' && f.width > 0) {
      while (static_cast<int64_t>(head.size() + g.size() + rest.size()) < f.width) {
        intpart = "0" + intpart;
        g = group_digits(intpart, f.grouping, every);
      }
    }
    return pad(f, head, g + rest, '>');
  }
  return pad(f, head, intpart + rest, '>');
}

Value format_str(Context& ctx, std::string_view s, std::string_view spec, const char* tname) {
  FormatSpec f;
  if (!parse_format_spec(ctx, spec, tname, 's', '<', &f)) return Value::null();
  if (f.type != 's') return unknown_code(ctx, f.type, tname);
  if (f.sign != 0) {
    return ctx.raise(ctx.builtins.exc_ValueError, f.sign == ' ' ? "Space not allowed in string format specifier"
                                                               : "Sign not allowed in string format specifier");
  }
  if (f.z) {
    return ctx.raise(ctx.builtins.exc_ValueError,
                     "Negative zero coercion (z) not allowed in string format specifier");
  }
  if (f.alternate) {
    return ctx.raise(ctx.builtins.exc_ValueError, "Alternate form (#) not allowed in string format specifier");
  }
  if (f.align == '=') {
    return ctx.raise(ctx.builtins.exc_ValueError, "'=' alignment not allowed in string format specifier");
  }
  std::string body(s);
  if (f.precision >= 0) {
    size_t pos = 0;
    for (int64_t k = 0; k < f.precision && pos < body.size(); ++k) utf8_decode(body, &pos);
    body.resize(pos);
  }
  return str_from(ctx, pad(f, "", body, '<'));
}

Value format_int(Context& ctx, Value v, std::string_view spec) {
  FormatSpec f;
  const char* tname = type_name(ctx, v);
  if (!parse_format_spec(ctx, spec, tname, 'd', '>', &f)) return Value::null();
  uint32_t t = f.type;
  if (t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%') {
    bool overflow;
    double d = int_to_double(ctx, v, &overflow);
    if (overflow) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
    return format_float(ctx, d, spec, tname);
  }
  int base = 10;
  std::string prefix;
  switch (t) {
    case 'd': case 'n': case 'c': break;
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    default: return unknown_code(ctx, t, tname);
  }
  if (f.precision >= 0) return ctx.raise(ctx.builtins.exc_ValueError, "Precision not allowed in integer format specifier");
  if (f.z) {
    return ctx.raise(ctx.builtins.exc_ValueError, "Negative zero coercion (z) not allowed in integer format specifier");
  }
  if (t == 'c') {
    if (f.sign != 0) return ctx.raise(ctx.builtins.exc_ValueError, "Sign not allowed with integer format specifier 'c'");
    if (f.alternate) {
      return ctx.raise(ctx.builtins.exc_ValueError, "Alternate form (#) not allowed with integer format specifier 'c'");
    }
    auto cp = int_to_int64(v);
    if (!cp) return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C long");
    if (*cp < 0 || *cp > 0x10ffff) {
      return ctx.raise(ctx.builtins.exc_OverflowError, "%%c arg not in range(0x110000)");
    }
    // Laid out as a number without digits (right-aligned by default, no grouping).
    std::string s;
    utf8_append(s, static_cast<uint32_t>(*cp));
    return str_from(ctx, layout_number(f, false, "", "", s, 3));
  }
  if (!f.alternate) prefix.clear();
  bool negative = int_sign(v) < 0;
  std::string digits = int_to_string(v, base);
  if (negative) digits.erase(0, 1);
  if (t == 'X') {
    for (char& c : digits) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return str_from(ctx, layout_number(f, negative, prefix, digits, "", base == 10 ? 3 : 4));
}

std::string float_to_string(double d, char type, int64_t precision, bool alternate) {
  double a = std::fabs(d);
  if (type == 'r') {
    // repr digits; the alternate form always has a decimal point ('1.e+16').
    std::string r = float_repr(a);
    if (alternate && r.find('.') == std::string::npos) {
      size_t e = r.find('e');
      r.insert(e == std::string::npos ? r.size() : e, ".");
    }
    return r;
  }
  // Precisions past a million digits are cut there (the text would be megabytes of the
  // exact binary expansion's trailing zeros).
  if (precision > 1000000) precision = 1000000;
  // glibc prints the exact decimal expansion, as CPython's dtoa: up to 309 integer digits.
  std::vector<char> buf(static_cast<size_t>(precision) + 400);
  if (type == 'f' || type == 'F' || type == '%') {
    snprintf(buf.data(), buf.size(), alternate ? "%#.*f" : "%.*f", static_cast<int>(precision), a);
    return buf.data();
  }
  if (type == 'e' || type == 'E') {
    snprintf(buf.data(), buf.size(), alternate ? "%#.*e" : "%.*e", static_cast<int>(precision), a);
    std::string s = buf.data();
    if (type == 'E') {
      for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return s;
  }
  // 'g' / 'G' / 'h' (no type with a precision: add ".0" and switch to exponent one earlier)
  bool add_dot_0 = type == 'h';
  int64_t p = precision == 0 ? 1 : precision;
  snprintf(buf.data(), buf.size(), "%.*e", static_cast<int>(p - 1), a);
  std::string s = buf.data();
  size_t epos = s.find('e');
  int exp10 = std::atoi(s.c_str() + epos + 1);
  std::string digits;
  for (size_t i = 0; i < epos; ++i) {
    if (s[i] != '.') digits += s[i];
  }
  int decpt = exp10 + 1;
  bool use_exp = decpt <= -4 || decpt > (add_dot_0 ? p - 1 : p);
  if (!alternate) {
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  }
  std::string out;
  if (use_exp) {
    out = digits.substr(0, 1);
    if (digits.size() > 1 || alternate) out += "." + digits.substr(1);
    char eb[16];
    snprintf(eb, sizeof eb, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
    out += eb;
  } else {
    int nd = static_cast<int>(digits.size());
    std::string ip, fp;
    if (decpt <= 0) {
      ip = "0";
      fp = std::string(-decpt, '0') + digits;
    } else if (decpt >= nd) {
      ip = digits + std::string(decpt - nd, '0');
    } else {
      ip = digits.substr(0, decpt);
      fp = digits.substr(decpt);
    }
    out = ip;
    if (!fp.empty()) {
      out += "." + fp;
    } else if (add_dot_0) {
      out += ".0";
    } else if (alternate) {
      out += ".";
    }
  }
  if (type == 'G') {
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return out;
}

Value format_float(Context& ctx, double d, std::string_view spec, const char* tname) {
  FormatSpec f;
  if (!parse_format_spec(ctx, spec, tname, 0, '>', &f)) return Value::null();
  char t = static_cast<char>(f.type);
  switch (f.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%': break;
    default: return unknown_code(ctx, f.type, tname);
  }
  if (t == 'n') t = 'g';
  bool negative = std::signbit(d) && !std::isnan(d);
  if (t == '%') d *= 100;
  std::string body;
  if (std::isnan(d) || std::isinf(d)) {
    body = std::isnan(d) ? "nan" : "inf";
    if (t == 'E' || t == 'F' || t == 'G') body = std::isnan(d) ? "NAN" : "INF";
    if (t == '%') body += "%";
    return str_from(ctx, layout_number(f, negative, "", "", body, 3));
  }
  char mode = t;
  int64_t prec = f.precision;
  if (prec > INT32_MAX) return ctx.raise(ctx.builtins.exc_ValueError, "precision too big");
  if (t == 0) {
    mode = prec < 0 ? 'r' : 'h';
  } else if (prec < 0) {
    prec = 6;
  }
  body = float_to_string(d, mode, prec, f.alternate);
  if (f.z && negative) {
    bool all_zero = true;
    for (char c : body) {
      if (c >= '1' && c <= '9') all_zero = false;
      if (c == 'e' || c == 'E') break;
    }
    if (all_zero) negative = false;
  }
  if (t == '%') body += "%";
  // Split the integer part (for grouping) from the rest.
  size_t k = 0;
  while (k < body.size() && body[k] >= '0' && body[k] <= '9') ++k;
  return str_from(ctx, layout_number(f, negative, "", body.substr(0, k), body.substr(k), 3));
}

// --- __format__ methods ---

static bool spec_arg(Context& ctx, const CallArgs& call, std::string_view* spec) {
  if (call.nargs != 2 || call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "__format__() takes exactly one argument (%zu given)",
              call.nargs > 0 ? call.nargs - 1 : 0);
    return false;
  }
  if (!is_str(ctx, call.args[1])) {
    ctx.raise(ctx.builtins.exc_TypeError, "__format__() argument must be str, not %s", type_name(ctx, call.args[1]));
    return false;
  }
  *spec = as_str(call.args[1])->view();
  return true;
}

Value str_dunder_format(Context& ctx, const CallArgs& call) {
  std::string_view spec;
  if (!spec_arg(ctx, call, &spec)) return Value::null();
  return format_str(ctx, as_str(call.args[0])->view(), spec, type_name(ctx, call.args[0]));
}

Value int_dunder_format(Context& ctx, const CallArgs& call) {
  std::string_view spec;
  if (!spec_arg(ctx, call, &spec)) return Value::null();
  if (spec.empty()) return protocol::str(ctx, call.args[0]);
  return format_int(ctx, call.args[0], spec);
}

Value float_dunder_format(Context& ctx, const CallArgs& call) {
  std::string_view spec;
  if (!spec_arg(ctx, call, &spec)) return Value::null();
  if (spec.empty()) return protocol::str(ctx, call.args[0]);
  return format_float(ctx, float_value(call.args[0]), spec, type_name(ctx, call.args[0]));
}

// --- str.format ---

namespace {

struct FormatState {
  const Value* args;
  size_t nargs;
  Value mapping;  // dict of keywords or any mapping (format_map); Null when none
  int auto_index = 0;
  bool used_auto = false;
  bool used_manual = false;
};

}  // namespace

static bool render(Context& ctx, std::string_view fmt, FormatState& st, int depth, std::string& out);

static Value resolve_field(Context& ctx, std::string_view name, FormatState& st) {
  size_t i = 0;
  while (i < name.size() && name[i] != '.' && name[i] != '[') ++i;
  std::string_view first = name.substr(0, i);
  Value obj;
  bool numeric = !first.empty();
  for (char c : first) numeric = numeric && c >= '0' && c <= '9';
  if (first.empty() || numeric) {
    size_t idx;
    if (first.empty()) {
      if (st.used_manual) {
        ctx.raise(ctx.builtins.exc_ValueError,
                  "cannot switch from manual field specification to automatic field numbering");
        return Value::null();
      }
      st.used_auto = true;
      idx = static_cast<size_t>(st.auto_index++);
    } else {
      if (st.used_auto) {
        ctx.raise(ctx.builtins.exc_ValueError,
                  "cannot switch from automatic field numbering to manual field specification");
        return Value::null();
      }
      st.used_manual = true;
      idx = std::stoul(std::string(first));
    }
    if (idx >= st.nargs) {
      ctx.raise(ctx.builtins.exc_IndexError, "Replacement index %zu out of range for positional args tuple", idx);
      return Value::null();
    }
    obj = st.args[idx];
  } else {
    if (st.mapping.is_null()) {
      Value e = exception_new(ctx, ctx.builtins.exc_KeyError, {str_from(ctx, std::string(first))});
      if (!e.is_null()) ctx.raise_value(e);
      return Value::null();
    }
    obj = protocol::getitem(ctx, st.mapping, str_from(ctx, std::string(first)));
    if (obj.is_null()) return obj;
  }
  while (i < name.size()) {
    if (name[i] == '.') {
      size_t s = ++i;
      while (i < name.size() && name[i] != '.' && name[i] != '[') ++i;
      if (i == s) {
        ctx.raise(ctx.builtins.exc_ValueError, "Empty attribute in format string");
        return Value::null();
      }
      obj = protocol::getattr(ctx, obj, protocol::intern(ctx, name.substr(s, i - s)));
    } else {
      size_t s = ++i;
      while (i < name.size() && name[i] != ']') ++i;
      if (i >= name.size()) {
        ctx.raise(ctx.builtins.exc_ValueError, "Missing ']' in format string");
        return Value::null();
      }
      std::string_view key = name.substr(s, i - s);
      ++i;
      if (key.empty()) {
        ctx.raise(ctx.builtins.exc_ValueError, "Empty attribute in format string");
        return Value::null();
      }
      bool num = true;
      for (char c : key) num = num && c >= '0' && c <= '9';
      Value k = num ? Value::small_int(std::stoll(std::string(key))) : str_from(ctx, std::string(key));
      obj = protocol::getitem(ctx, obj, k);
      if (i < name.size() && name[i] != '.' && name[i] != '[') {
        ctx.raise(ctx.builtins.exc_ValueError, "Only '.' or '[' may follow ']' in format field specifier");
        return Value::null();
      }
    }
    if (obj.is_null()) return obj;
  }
  return obj;
}

static bool render(Context& ctx, std::string_view fmt, FormatState& st, int depth, std::string& out) {
  if (depth > 2) {
    ctx.raise(ctx.builtins.exc_ValueError, "Max string recursion exceeded");
    return false;
  }
  size_t i = 0, n = fmt.size();
  while (i < n) {
    char c = fmt[i];
    if (c == '}') {
      if (i + 1 < n && fmt[i + 1] == '}') {
        out += '}';
        i += 2;
        continue;
      }
      ctx.raise(ctx.builtins.exc_ValueError, "Single '}' encountered in format string");
      return false;
    }
    if (c != '{') {
      out += c;
      ++i;
      continue;
    }
    if (i + 1 < n && fmt[i + 1] == '{') {
      out += '{';
      i += 2;
      continue;
    }
    // A replacement field: find its end, honouring nested braces in the spec.
    size_t start = ++i;
    int level = 1;
    size_t bracket = 0;
    while (i < n) {
      if (fmt[i] == '[' ) ++bracket;
      else if (fmt[i] == ']' && bracket) --bracket;
      else if (fmt[i] == '{') ++level;
      else if (fmt[i] == '}' && --level == 0) break;
      ++i;
    }
    if (i >= n) {
      ctx.raise(ctx.builtins.exc_ValueError, start == n ? "Single '{' encountered in format string"
                                                        : "expected '}' before end of string");
      return false;
    }
    std::string_view field = fmt.substr(start, i - start);
    ++i;
    // field_name [!conv] [:spec]
    size_t k = 0;
    size_t br = 0;
    while (k < field.size()) {
      if (field[k] == '[') br++;
      else if (field[k] == ']' && br) br--;
      else if (br == 0 && (field[k] == '!' || field[k] == ':')) break;
      ++k;
    }
    std::string_view name = field.substr(0, k);
    char conv = 0;
    std::string_view spec;
    if (k < field.size() && field[k] == '!') {
      if (k + 1 >= field.size()) {
        ctx.raise(ctx.builtins.exc_ValueError, "end of string while looking for conversion specifier");
        return false;
      }
      conv = field[k + 1];
      k += 2;
      if (k < field.size() && field[k] != ':') {
        ctx.raise(ctx.builtins.exc_ValueError, "expected ':' after conversion specifier");
        return false;
      }
    }
    if (k < field.size() && field[k] == ':') spec = field.substr(k + 1);
    Value v = resolve_field(ctx, name, st);
    if (v.is_null()) return false;
    if (conv == 'r') {
      v = protocol::repr(ctx, v);
    } else if (conv == 's') {
      v = protocol::str(ctx, v);
    } else if (conv == 'a') {
      v = protocol::repr(ctx, v);
      if (!v.is_null()) v = str_from(ctx, ascii_escape(as_str(v)->data));
    } else if (conv != 0) {
      ctx.raise(ctx.builtins.exc_ValueError, "Unknown conversion specifier %c", conv);
      return false;
    }
    if (v.is_null()) return false;
    std::string spec_text;
    if (spec.find('{') != std::string_view::npos) {
      if (!render(ctx, spec, st, depth + 1, spec_text)) return false;
    } else {
      spec_text = std::string(spec);
    }
    Value r = protocol::format(ctx, v, str_from(ctx, spec_text));
    if (r.is_null()) return false;
    out += as_str(r)->data;
  }
  return true;
}

Value str_format_method(Context& ctx, const CallArgs& call) {
  FormatState st{call.args + 1, call.nargs - 1, Value::null()};
  if (call.nkwargs() > 0) {
    DictObject* d = dict_new(ctx);
    for (size_t i = 0; i < call.nkwargs(); ++i) dict_set(ctx, d, call.kwnames->items[i], call.args[call.nargs + i]);
    st.mapping = Value::object(d);
  }
  gc::Root<Object> keep(ctx.heap, st.mapping.is_object() ? st.mapping.as_object() : nullptr);
  std::string out;
  if (!render(ctx, as_str(call.args[0])->view(), st, 0, out)) return Value::null();
  return str_from(ctx, out);
}

Value str_format_map(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "format_map", 2, 2)) return Value::null();
  FormatState st{nullptr, 0, call.args[1]};
  std::string out;
  if (!render(ctx, as_str(call.args[0])->view(), st, 0, out)) return Value::null();
  return str_from(ctx, out);
}

}  // namespace tp::objects
