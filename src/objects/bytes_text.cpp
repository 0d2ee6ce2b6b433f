// The ASCII text methods of bytes and bytearray: case mapping (lower, upper, swapcase,
// capitalize, title), classification (is*), padding (center, ljust, rjust, zfill),
// expandtabs, and translate with bytes.maketrans. Only ASCII letters, digits and the six
// ASCII whitespace bytes have properties, as CPython.
#include <cmath>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/int_object.h"
#include "objects/memory_limit.h"
#include "objects/native.h"
#include "objects/util.h"

namespace tp::objects {

namespace {

bool lower_c(char c) { return c >= 'a' && c <= 'z'; }
bool upper_c(char c) { return c >= 'A' && c <= 'Z'; }
bool alpha_c(char c) { return lower_c(c) || upper_c(c); }
bool digit_c(char c) { return c >= '0' && c <= '9'; }
bool space_c(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
char to_upper(char c) { return lower_c(c) ? static_cast<char>(c - 32) : c; }
char to_lower(char c) { return upper_c(c) ? static_cast<char>(c + 32) : c; }

// The receiver itself when it is an exact bytes (immutable: no copy needed), else a new
// object of its kind with the same contents.
Value unchanged(Context& ctx, const CallArgs& call) {
  if (protocol::type_of(ctx, call.args[0]) == ctx.builtins.bytes_type) return call.args[0];
  return same_kind(ctx, call, self_b(call)->data);
}

enum class Case { Lower, Upper, Swap, Capitalize, Title };

Value map_case(Context& ctx, const CallArgs& call, const char* name, Case mode) {
  if (!bytes_check_args(ctx, call, name, BArgs::None, 0, 0)) return Value::null();
  std::string d = self_b(call)->data;
  bool prev_cased = false;
  for (size_t i = 0; i < d.size(); ++i) {
    char& c = d[i];
    switch (mode) {
      case Case::Lower: c = to_lower(c); break;
      case Case::Upper: c = to_upper(c); break;
      case Case::Swap: c = lower_c(c) ? to_upper(c) : to_lower(c); break;
      case Case::Capitalize: c = i == 0 ? to_upper(c) : to_lower(c); break;
      case Case::Title:
        if (lower_c(c)) {
          if (!prev_cased) c = to_upper(c);
          prev_cased = true;
        } else if (upper_c(c)) {
          if (prev_cased) c = to_lower(c);
          prev_cased = true;
        } else {
          prev_cased = false;
        }
        break;
    }
  }
  return same_kind(ctx, call, std::move(d));
}
Value b_lower(Context& c, const CallArgs& a) { return map_case(c, a, "lower", Case::Lower); }
Value b_upper(Context& c, const CallArgs& a) { return map_case(c, a, "upper", Case::Upper); }
Value b_swapcase(Context& c, const CallArgs& a) { return map_case(c, a, "swapcase", Case::Swap); }
Value b_capitalize(Context& c, const CallArgs& a) { return map_case(c, a, "capitalize", Case::Capitalize); }
Value b_title(Context& c, const CallArgs& a) { return map_case(c, a, "title", Case::Title); }

// isalnum/isalpha/isdigit/isspace: non-empty and every byte has the property.
Value all_bytes(Context& ctx, const CallArgs& call, const char* name, bool (*pred)(char)) {
  if (!bytes_check_args(ctx, call, name, BArgs::None, 0, 0)) return Value::null();
  const std::string& d = self_b(call)->data;
  if (d.empty()) return Value::boolean(false);
  for (char c : d) {
    if (!pred(c)) return Value::boolean(false);
  }
  return Value::boolean(true);
}
Value b_isalnum(Context& c, const CallArgs& a) {
  return all_bytes(c, a, "isalnum", [](char ch) { return alpha_c(ch) || digit_c(ch); });
}
Value b_isalpha(Context& c, const CallArgs& a) { return all_bytes(c, a, "isalpha", alpha_c); }
Value b_isdigit(Context& c, const CallArgs& a) { return all_bytes(c, a, "isdigit", digit_c); }
Value b_isspace(Context& c, const CallArgs& a) { return all_bytes(c, a, "isspace", space_c); }

Value b_isascii(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "isascii", BArgs::None, 0, 0)) return Value::null();
  for (char c : self_b(call)->data) {
    if (static_cast<unsigned char>(c) >= 0x80) return Value::boolean(false);
  }
  return Value::boolean(true);
}

// islower/isupper: some cased byte, and none of the other case.
Value cased(Context& ctx, const CallArgs& call, const char* name, bool upper) {
  if (!bytes_check_args(ctx, call, name, BArgs::None, 0, 0)) return Value::null();
  bool any = false;
  for (char c : self_b(call)->data) {
    if (upper ? lower_c(c) : upper_c(c)) return Value::boolean(false);
    if (upper ? upper_c(c) : lower_c(c)) any = true;
  }
  return Value::boolean(any);
}
Value b_islower(Context& c, const CallArgs& a) { return cased(c, a, "islower", false); }
Value b_isupper(Context& c, const CallArgs& a) { return cased(c, a, "isupper", true); }

// istitle: uppercase bytes only start words, lowercase ones only follow cased bytes, and
// there is at least one cased byte.
Value b_istitle(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "istitle", BArgs::None, 0, 0)) return Value::null();
  bool any = false, prev = false;
  for (char c : self_b(call)->data) {
    if (upper_c(c)) {
      if (prev) return Value::boolean(false);
      prev = any = true;
    } else if (lower_c(c)) {
      if (!prev) return Value::boolean(false);
      prev = any = true;
    } else {
      prev = false;
    }
  }
  return Value::boolean(any);
}

// The width argument of the padding methods (an int or __index__ object).
bool width_arg(Context& ctx, Value v, int64_t* out) {
  auto w = protocol::index_as_int64(ctx, v);
  if (!w) return false;
  *out = *w;
  return true;
}

// center/ljust/rjust(width, fillchar=b' ', /).
Value pad(Context& ctx, const CallArgs& call, const char* name, int how) {
  if (!bytes_check_args(ctx, call, name, BArgs::Range, 1, 2)) return Value::null();
  int64_t width;
  if (!width_arg(ctx, call.args[1], &width)) return Value::null();
  char fill = ' ';
  if (call.nargs > 2) {
    Value f = call.args[2];
    if (!(is_bytes(ctx, f) || is_bytearray(ctx, f)) || as_bytes(f)->data.size() != 1) {
      return ctx.raise(ctx.builtins.exc_TypeError, "%s() argument 2 must be a byte string of length 1, not %s", name,
                       type_name(ctx, f));
    }
    fill = as_bytes(f)->data[0];
  }
  const std::string& d = self_b(call)->data;
  int64_t len = static_cast<int64_t>(d.size());
  if (width <= len) return unchanged(ctx, call);
  if (!check_allocation(ctx, static_cast<double>(width))) return Value::null();
  int64_t marg = width - len, left;
  if (how < 0) {
    left = 0;
  } else if (how > 0) {
    left = marg;
  } else {
    left = marg / 2 + (marg & width & 1);
  }
  std::string out(static_cast<size_t>(left), fill);
  out += d;
  out.append(static_cast<size_t>(marg - left), fill);
  return same_kind(ctx, call, std::move(out));
}
Value b_center(Context& c, const CallArgs& a) { return pad(c, a, "center", 0); }
Value b_ljust(Context& c, const CallArgs& a) { return pad(c, a, "ljust", -1); }
Value b_rjust(Context& c, const CallArgs& a) { return pad(c, a, "rjust", 1); }

// zfill(width): zeros on the left, after a leading sign byte.
Value b_zfill(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "zfill", BArgs::One, 1, 1)) return Value::null();
  int64_t width;
  if (!width_arg(ctx, call.args[1], &width)) return Value::null();
  const std::string& d = self_b(call)->data;
  int64_t len = static_cast<int64_t>(d.size());
  if (width <= len) return unchanged(ctx, call);
  if (!check_allocation(ctx, static_cast<double>(width))) return Value::null();
  std::string out(static_cast<size_t>(width - len), '0');
  out += d;
  if (len > 0 && (d[0] == '+' || d[0] == '-')) {
    out[0] = d[0];
    out[width - len] = '0';
  }
  return same_kind(ctx, call, std::move(out));
}

// expandtabs(tabsize=8): each tab becomes spaces up to the next multiple of tabsize (none
// when tabsize <= 0); the column restarts after \n and \r.
Value b_expandtabs(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tabsize"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "expandtabs", kNames, 0, a)) return Value::null();
  int64_t tab = 8;
  if (!a[0].is_null()) {
    if (a[0].is_float()) {
      return ctx.raise(ctx.builtins.exc_TypeError, "'float' object cannot be interpreted as an integer");
    }
    auto t = protocol::index_as_int64(ctx, a[0]);
    if (!t) return Value::null();
    if (*t > INT32_MAX || *t < INT32_MIN) {
      return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
    }
    tab = *t;
  }
  const std::string& d = self_b(call)->data;
  // The result size first, so that a huge tabsize fails cleanly.
  double total = 0, col = 0;
  for (char c : d) {
    if (c == '\t') {
      if (tab > 0) {
        double k = static_cast<double>(tab) - std::fmod(col, static_cast<double>(tab));
        total += k;
        col += k;
      }
    } else {
      total += 1;
      col = (c == '\n' || c == '\r') ? 0 : col + 1;
    }
  }
  if (!check_allocation(ctx, total)) return Value::null();
  std::string out;
  out.reserve(static_cast<size_t>(total));
  int64_t column = 0;
  for (char c : d) {
    if (c == '\t') {
      if (tab > 0) {
        int64_t k = tab - column % tab;
        out.append(static_cast<size_t>(k), ' ');
        column += k;
      }
    } else {
      out += c;
      column = (c == '\n' || c == '\r') ? 0 : column + 1;
    }
  }
  return same_kind(ctx, call, std::move(out));
}

// translate(table, /, delete=b''): bytes in `delete` are dropped, the others mapped through
// the 256-byte table (None: unchanged).
Value b_translate(Context& ctx, const CallArgs& call) {
  if (call.nargs < 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "translate() takes at least 1 positional argument (0 given)");
  }
  static const char* const kNames[] = {"/table", "delete"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "translate", kNames, 1, a)) return Value::null();
  std::string table;
  if (!a[0].is_none()) {
    std::string_view t;
    if (!byteslike_arg(ctx, a[0], &t)) return Value::null();
    if (t.size() != 256) return ctx.raise(ctx.builtins.exc_ValueError, "translation table must be 256 characters long");
    table = std::string(t);
  }
  bool drop[256] = {};
  if (!a[1].is_null()) {
    std::string_view del;
    if (!byteslike_arg(ctx, a[1], &del)) return Value::null();
    for (char c : del) drop[static_cast<unsigned char>(c)] = true;
  }
  const std::string& d = self_b(call)->data;
  std::string out;
  out.reserve(d.size());
  for (char c : d) {
    unsigned char u = static_cast<unsigned char>(c);
    if (drop[u]) continue;
    out += table.empty() ? c : table[u];
  }
  return same_kind(ctx, call, std::move(out));
}

// bytes.maketrans(frm, to, /) (static; bytearray's too returns bytes).
Value make_trans(Context& ctx, const CallArgs& call, const char* kind) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "%s.maketrans() takes no keyword arguments", kind);
  if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "maketrans expected 2 arguments, got %zu", call.nargs);
  std::string_view frm, to;
  if (!byteslike_arg(ctx, call.args[0], &frm) || !byteslike_arg(ctx, call.args[1], &to)) return Value::null();
  if (frm.size() != to.size()) return ctx.raise(ctx.builtins.exc_ValueError, "maketrans arguments must have same length");
  std::string table(256, '\0');
  for (int i = 0; i < 256; ++i) table[i] = static_cast<char>(i);
  for (size_t i = 0; i < frm.size(); ++i) table[static_cast<unsigned char>(frm[i])] = to[i];
  return bytes_from(ctx, std::move(table));
}
Value bytes_maketrans(Context& c, const CallArgs& a) { return make_trans(c, a, "bytes"); }
Value bytearray_maketrans(Context& c, const CallArgs& a) { return make_trans(c, a, "bytearray"); }

const MethodDef text_methods[] = {
    {"lower", b_lower, nullptr},         {"upper", b_upper, nullptr},       {"swapcase", b_swapcase, nullptr},
    {"capitalize", b_capitalize, nullptr}, {"title", b_title, nullptr},     {"isalnum", b_isalnum, nullptr},
    {"isalpha", b_isalpha, nullptr},     {"isdigit", b_isdigit, nullptr},   {"isspace", b_isspace, nullptr},
    {"isascii", b_isascii, nullptr},     {"islower", b_islower, nullptr},   {"isupper", b_isupper, nullptr},
    {"istitle", b_istitle, nullptr},     {"center", b_center, nullptr},     {"ljust", b_ljust, nullptr},
    {"rjust", b_rjust, nullptr},         {"zfill", b_zfill, nullptr},       {"expandtabs", b_expandtabs, nullptr},
    {"translate", b_translate, nullptr}, {}};
const MethodDef bytes_static[] = {{"maketrans", bytes_maketrans, nullptr}, {}};
const MethodDef bytearray_static[] = {{"maketrans", bytearray_maketrans, nullptr}, {}};

}  // namespace

void init_bytes_text(Context& ctx) {
  add_methods(ctx, ctx.builtins.bytes_type, text_methods);
  add_methods(ctx, ctx.builtins.bytearray_type, text_methods);
  add_static_methods(ctx, ctx.builtins.bytes_type, bytes_static);
  add_static_methods(ctx, ctx.builtins.bytearray_type, bytearray_static);
}

}  // namespace tp::objects
