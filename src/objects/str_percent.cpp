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
  // Arguments as CPython's unicode_format_getnextarg: a tuple gives its items in turn; any
  // other object is the one argument (argidx -2 -> -1); a %(key) conversion replaces the
  // arguments by mapping[key], to be taken once (by '*' first, then by the value).
  bool is_tuple_args = is_tuple(ctx, args);
  bool mapping = !is_tuple_args && !is_str(ctx, args) &&
                 !protocol::lookup_special(ctx, args, ctx.builtins.names.__getitem__).is_null();
  gc::Root<Object> current(ctx.heap, args.is_object() ? args.as_object() : nullptr);
  Value current_value = args;  // `current` keeps it alive when it is an object
  int64_t arglen = is_tuple_args ? static_cast<int64_t>(as_tuple(args)->items.size()) : -1;
  int64_t argidx = is_tuple_args ? 0 : -2;
  auto next_arg = [&](Value* v) {
    if (argidx < arglen) {
      int64_t k = argidx++;
      *v = arglen < 0 ? current_value : as_tuple(args)->items[static_cast<size_t>(k)];
      return true;
    }
    ctx.raise(ctx.builtins.exc_TypeError, "not enough arguments for format string");
    return false;
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
      Value keyed = protocol::getitem(ctx, args, str_from(ctx, std::string(fmt.substr(k, i - 1 - k))));
      if (keyed.is_null()) return false;
      current.set(keyed.is_object() ? keyed.as_object() : nullptr);
      current_value = keyed;
      arglen = -1;
      argidx = -2;
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
    // "%%" is a literal '%'; a '%' after a key, flags, width or precision is a conversion
    // like any other: it takes an argument, then is unsupported (as CPython).
    if (t == '%' && i == start + 2) {
      *out += '%';
      continue;
    }
    if (arg.is_null() && !next_arg(&arg)) return false;
    // As CPython's unicode_format_arg: a conversion gives a sign (numbers only), a prefix
    // ('#' with o/x/X) and a body; the width pads with spaces on the left, on the right
    // with '-', or with zeros between prefix and body for a number with '0'.
    std::string sign, prefix, body;
    bool numeric = false;
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
        numeric = true;
        bool neg = int_sign(iv) < 0;
        body = int_to_string(iv, t == 'o' ? 8 : (t == 'x' || t == 'X') ? 16 : 10);
        if (neg) body.erase(0, 1);
        if (t == 'X') for (char& ch : body) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        // The precision is a minimum number of digits.
        if (prec > static_cast<int64_t>(body.size())) body.insert(0, static_cast<size_t>(prec) - body.size(), '0');
        sign = neg ? "-" : plus ? "+" : space ? " " : "";
        if (alt && (t == 'o' || t == 'x' || t == 'X')) prefix = t == 'o' ? "0o" : t == 'x' ? "0x" : "0X";
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
        numeric = true;
        bool upper = t == 'E' || t == 'F' || t == 'G';
        if (std::isnan(*d) || std::isinf(*d)) {
          body = std::isnan(*d) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
        } else {
          body = float_to_string(*d, t, prec < 0 ? 6 : prec, alt);
        }
        bool neg = std::signbit(*d) && !std::isnan(*d);
        sign = neg ? "-" : plus ? "+" : space ? " " : "";
        break;
      }
      case 's': case 'r': case 'a': {
        Value sv = t == 's' ? protocol::str(ctx, arg) : protocol::repr(ctx, arg);
        if (sv.is_null()) return false;
        body = as_str(sv)->data;
        if (t == 'a') body = ascii_escape(body);
        if (prec >= 0) {
          size_t pos = 0;
          for (int64_t k = 0; k < prec && pos < body.size(); ++k) utf8_decode(body, &pos);
          body.resize(pos);
        }
        break;
      }
      case 'c': {
        if (is_str(ctx, arg)) {
          if (as_str(arg)->length != 1) {
            ctx.raise(ctx.builtins.exc_TypeError, "%%c requires int or char");
            return false;
          }
          body = as_str(arg)->data;
        } else if (is_int(ctx, arg)) {
          auto v = int_to_int64(arg);
          if (!v || *v < 0 || *v > 0x10ffff) {
            ctx.raise(ctx.builtins.exc_OverflowError, "%%c arg not in range(0x110000)");
            return false;
          }
          utf8_append(body, static_cast<uint32_t>(*v));
        } else {
          ctx.raise(ctx.builtins.exc_TypeError, "%%c requires int or char");
          return false;
        }
        break;
      }
      default:
        ctx.raise(ctx.builtins.exc_ValueError, "unsupported format character '%c' (0x%x) at index %zu", t,
                  static_cast<unsigned char>(t), i - 1);
        (void)start;
        return false;
    }
    int64_t len = static_cast<int64_t>(sign.size() + prefix.size() + utf8_length(body, nullptr));
    if (width > len) {
      std::string padding(static_cast<size_t>(width - len), left || !(zero && numeric) ? ' ' : '0');
      if (left) body = sign + prefix + body + padding;
      else if (zero && numeric) body = sign + prefix + padding + body;
      else body = padding + sign + prefix + body;
    } else {
      body = sign + prefix + body;
    }
    *out += body;
  }
  if (argidx < arglen && !mapping) {
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
