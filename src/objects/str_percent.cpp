// printf-style formatting: str % args (and bytes % args reuses the same engine on text).
#include <cmath>

#include "objects/memory_limit.h"
#include "objects/dict_object.h"
#include "objects/float_object.h"
#include "objects/format_spec.h"
#include "objects/int_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

// Formats `fmt` % `args`; false with the exception pending.
bool percent_format(Context& ctx, std::string_view fmt, Value args, std::string* out) {
  std::vector<Value> items;
  bool is_tuple_args = is_tuple(ctx, args);
  if (is_tuple_args) {
    items = as_tuple(args)->items;
  } else {
    items.push_back(args);
  }
  bool mapping = !is_tuple_args && !is_str(ctx, args) &&
                 !protocol::lookup_special(ctx, args, ctx.builtins.names.__getitem__).is_null();
  size_t next = 0;
  bool used_key = false;
  auto next_arg = [&](Value* v) {
    if (next >= items.size()) {
      ctx.raise(ctx.builtins.exc_TypeError, "not enough arguments for format string");
      return false;
    }
    *v = items[next++];
    return true;
  };
  size_t i = 0, n = fmt.size();
  while (i < n) {
    char c = fmt[i];
    if (c != '%') {
      *out += c;
      ++i;
      continue;
    }
    size_t start = i++;
    if (i >= n) {
      ctx.raise(ctx.builtins.exc_ValueError, "incomplete format");
      return false;
    }
    Value arg = Value::null();
    if (fmt[i] == '(') {
      size_t depth = 1, k = ++i;
      while (i < n && depth) {
        if (fmt[i] == '(') ++depth;
        else if (fmt[i] == ')') --depth;
        ++i;
      }
      if (depth) {
        ctx.raise(ctx.builtins.exc_ValueError, "incomplete format key");
        return false;
      }
      if (!mapping) {
        ctx.raise(ctx.builtins.exc_TypeError, "format requires a mapping");
        return false;
      }
      arg = protocol::getitem(ctx, args, str_from(ctx, std::string(fmt.substr(k, i - 1 - k))));
      if (arg.is_null()) return false;
      used_key = true;
    }
    bool left = false, plus = false, space = false, zero = false, alt = false;
    for (; i < n; ++i) {
      char f = fmt[i];
      if (f == '-') left = true;
      else if (f == '+') plus = true;
      else if (f == ' ') space = true;
      else if (f == '0') zero = true;
      else if (f == '#') alt = true;
      else break;
    }
    int64_t width = -1, prec = -1;
    if (i < n && fmt[i] == '*') {
      Value w;
      if (!next_arg(&w)) return false;
      auto wv = protocol::index_as_int64(ctx, w);
      if (!wv) return false;
      width = *wv;
      if (width < 0) {
        left = true;
        width = -width;
      }
      ++i;
    } else {
      while (i < n && fmt[i] >= '0' && fmt[i] <= '9') {
        int digit = fmt[i++] - '0';
        if (width > (INT64_MAX - digit) / 10) {
          ctx.raise(ctx.builtins.exc_ValueError, "width too big");
          return false;
        }
        width = (width < 0 ? 0 : width * 10) + digit;
      }
    }
    // The padded result needs at least `width` bytes: fail now rather than fill memory.
    if (width > 0 && !check_allocation(ctx, static_cast<double>(width))) return false;
    if (i < n && fmt[i] == '.') {
      ++i;
      prec = 0;
      if (i < n && fmt[i] == '*') {
        Value p;
        if (!next_arg(&p)) return false;
        auto pv = protocol::index_as_int64(ctx, p);
        if (!pv) return false;
        prec = *pv;
        if (prec > INT32_MAX) {
          ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
          return false;
        }
        ++i;
      } else {
        while (i < n && fmt[i] >= '0' && fmt[i] <= '9') {
          int digit = fmt[i++] - '0';
          if (prec > (INT64_MAX - digit) / 10) {
            ctx.raise(ctx.builtins.exc_ValueError, "precision too big");
            return false;
          }
          prec = prec * 10 + digit;
        }
        if (prec > INT32_MAX) {
          ctx.raise(ctx.builtins.exc_ValueError, "precision too big");
          return false;
        }
      }
    }
    while (i < n && (fmt[i] == 'l' || fmt[i] == 'h' || fmt[i] == 'L')) ++i;
    if (i >= n) {
      ctx.raise(ctx.builtins.exc_ValueError, "incomplete format");
      return false;
    }
    char t = fmt[i++];
    if (t == '%') {
      *out += '%';
      continue;
    }
    if (arg.is_null() && !next_arg(&arg)) return false;
    std::string body;
    std::string spec;
    bool text = t == 's' || t == 'r' || t == 'a' || t == 'c';
    if (left) spec += '<';
    else if (zero && !text) spec += "0=";
    else spec += '>';
    if (plus) spec += '+';
    else if (space) spec += ' ';
    if (alt) spec += '#';
    if (width >= 0) spec += std::to_string(width);
    switch (t) {
      case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
        Value iv = arg;
        if (!is_int(ctx, arg)) {
          if (is_float(ctx, arg) && (t == 'd' || t == 'i' || t == 'u')) {
            double d = float_value(arg);
            if (std::isnan(d)) {
              ctx.raise(ctx.builtins.exc_ValueError, "cannot convert float NaN to integer");
              return false;
            }
            if (std::isinf(d)) {
              ctx.raise(ctx.builtins.exc_OverflowError, "cannot convert float infinity to integer");
              return false;
            }
            iv = call_vector(ctx, Value::object(ctx.builtins.int_type), {arg});
          } else if (!protocol::lookup_special(ctx, arg, ctx.builtins.names.__index__).is_null() ||
                     (!protocol::lookup_special(ctx, arg, ctx.builtins.names.__int__).is_null() &&
                      (t == 'd' || t == 'i' || t == 'u'))) {
            iv = call_vector(ctx, Value::object(ctx.builtins.int_type), {arg});
          } else {
            if (t == 'd' || t == 'i' || t == 'u') {
              ctx.raise(ctx.builtins.exc_TypeError, "%%%c format: a real number is required, not %s", t,
                        type_name(ctx, arg));
            } else {
              ctx.raise(ctx.builtins.exc_TypeError, "%%%c format: an integer is required, not %s", t,
                        type_name(ctx, arg));
            }
            return false;
          }
          if (iv.is_null()) return false;
        }
        char ft = (t == 'i' || t == 'u') ? 'd' : t;
        if (prec >= 0) {
          // precision = minimum number of digits
          bool neg = int_sign(iv) < 0;
          std::string digits = int_to_string(iv, ft == 'd' ? 10 : ft == 'o' ? 8 : 16);
          if (neg) digits.erase(0, 1);
          if (ft == 'X') for (char& ch : digits) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
          while (static_cast<int64_t>(digits.size()) < prec) digits = "0" + digits;
          std::string pre = neg ? "-" : plus ? "+" : space ? " " : "";
          if (alt && ft != 'd') pre += ft == 'o' ? "0o" : ft == 'x' ? "0x" : "0X";
          body = pre + digits;
          if (width > static_cast<int64_t>(body.size())) {
            body = left ? body + std::string(width - body.size(), ' ') : std::string(width - body.size(), ' ') + body;
          }
          break;
        }
        Value r = format_int(ctx, iv, spec + ft);
        if (r.is_null()) return false;
        body = as_str(r)->data;
        break;
      }
      case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
        auto d = protocol::as_double(ctx, arg);
        if (!d) {
          if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
            ctx.take_exception();
            ctx.raise(ctx.builtins.exc_TypeError, "must be real number, not %s", type_name(ctx, arg));
          }
          return false;
        }
        spec += "." + std::to_string(prec < 0 ? 6 : prec);
        Value r = format_float(ctx, *d, spec + t);
        if (r.is_null()) return false;
        body = as_str(r)->data;
        break;
      }
      case 's': case 'r': case 'a': {
        Value s = t == 's' ? protocol::str(ctx, arg) : protocol::repr(ctx, arg);
        if (s.is_null()) return false;
        std::string shown = as_str(s)->data;
        if (t == 'a') {
          std::string a;
          size_t p = 0;
          char buf[16];
          while (p < shown.size()) {
            uint32_t cp = utf8_decode(shown, &p);
            if (cp < 0x80) {
              a += static_cast<char>(cp);
            } else {
              snprintf(buf, sizeof buf, cp <= 0xff ? "\\x%02x" : cp <= 0xffff ? "\\u%04x" : "\\U%08x", cp);
              a += buf;
            }
          }
          shown = a;
        }
        if (prec >= 0) spec += "." + std::to_string(prec);
        Value r = format_str(ctx, shown, spec);
        if (r.is_null()) return false;
        body = as_str(r)->data;
        break;
      }
      case 'c': {
        std::string ch;
        if (is_str(ctx, arg)) {
          if (as_str(arg)->length != 1) {
            ctx.raise(ctx.builtins.exc_TypeError, "%%c requires int or char");
            return false;
          }
          ch = as_str(arg)->data;
        } else if (is_int(ctx, arg)) {
          auto v = int_to_int64(arg);
          if (!v || *v < 0 || *v > 0x10ffff) {
            ctx.raise(ctx.builtins.exc_OverflowError, "%%c arg not in range(0x110000)");
            return false;
          }
          utf8_append(ch, static_cast<uint32_t>(*v));
        } else {
          ctx.raise(ctx.builtins.exc_TypeError, "%%c requires int or char");
          return false;
        }
        Value r = format_str(ctx, ch, spec);
        if (r.is_null()) return false;
        body = as_str(r)->data;
        break;
      }
      default:
        ctx.raise(ctx.builtins.exc_ValueError, "unsupported format character '%c' (0x%x) at index %zu", t,
                  static_cast<unsigned char>(t), i - 1);
        (void)start;
        return false;
    }
    *out += body;
  }
  if (!used_key && !mapping && next < items.size()) {
    ctx.raise(ctx.builtins.exc_TypeError, "not all arguments converted during string formatting");
    return false;
  }
  return true;
}

Value str_percent(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected 1 argument");
  std::string out;
  if (!percent_format(ctx, as_str(call.args[0])->view(), call.args[1], &out)) return Value::null();
  return str_from(ctx, out);
}

}  // namespace tp::objects
