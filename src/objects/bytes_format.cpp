// bytes % args and bytearray % args (PEP 461, CPython's _PyBytes_FormatEx rules):
//   %s/%b  a bytes-like object or one with __bytes__ (precision truncates)
//   %r/%a  ascii(arg) as bytes
//   %c     an int in range(256) or a single byte
//   numbers (d i u o x X e E f F g G) as str's % does, ASCII output
// Mapping keys are bytes (b"%(k)s" % {b"k": ...}). Numeric conversions are delegated to the
// str engine (str % (arg,)) with the parsed flags, width and precision.
#include "objects/bytes_object.h"

#include "objects/dict_object.h"
#include "objects/int_object.h"
#include "objects/memory_limit.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {

// The bytes of %s/%b's argument.
bool bytes_of_arg(Context& ctx, Value arg, std::string* out) {
  if (is_byteslike(ctx, arg)) {
    std::string_view view;
    if (!byteslike_arg(ctx, arg, &view)) return false;
    *out = std::string(view);
    return true;
  }
  Value conv = protocol::lookup_special(ctx, arg, protocol::intern(ctx, "__bytes__"));
  if (conv.is_null()) {
    if (!ctx.has_exception()) {
      ctx.raise(ctx.builtins.exc_TypeError,
                "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'",
                type_name(ctx, arg));
    }
    return false;
  }
  Value r = protocol::call1(ctx, conv, arg);
  if (r.is_null()) return false;
  if (!is_bytes(ctx, r)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__bytes__ returned non-bytes (type %s)", type_name(ctx, r));
    return false;
  }
  *out = as_bytes(r)->data;
  return true;
}

// One formatted number through str's % engine: `spec` is a complete "%...X" directive.
bool number_via_str(Context& ctx, const std::string& spec, Value arg, std::string* out) {
  Value fmt = str_from(ctx, spec);
  ValueRoot keep_fmt(ctx, fmt);
  Value args = tuple_from(ctx, {arg});
  ValueRoot keep_args(ctx, args);
  Value r = protocol::binary_op(ctx, BinaryOp::Remainder, fmt, args);
  if (r.is_null()) return false;
  *out = as_str(r)->data;
  return true;
}

bool format_bytes(Context& ctx, std::string_view fmt, Value args, std::string* out) {
  bool tuple_args = is_tuple(ctx, args);
  std::vector<Value> items;
  if (tuple_args) {
    items = as_tuple(args)->items;
  } else {
    items.push_back(args);
  }
  bool mapping = !tuple_args && !is_byteslike(ctx, args) && !is_str(ctx, args) &&
                 !protocol::lookup_special(ctx, args, ctx.builtins.names.__getitem__).is_null();
  if (ctx.has_exception()) return false;
  size_t next = 0;
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
    if (fmt[i] != '%') {
      size_t e = fmt.find('%', i);
      if (e == std::string_view::npos) e = n;
      out->append(fmt.substr(i, e - i));
      i = e;
      continue;
    }
    ++i;
    if (i < n && fmt[i] == '%') {
      *out += '%';
      ++i;
      continue;
    }
    Value arg = Value::null();
    if (i < n && fmt[i] == '(') {
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
      Value key = bytes_from(ctx, std::string(fmt.substr(k, i - 1 - k)));
      arg = protocol::getitem(ctx, args, key);
      if (arg.is_null()) return false;
    }
    ValueRoot keep_arg(ctx, arg.is_null() ? Value::none() : arg);  // a __getitem__ result may be fresh
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
    auto star = [&](int64_t* v) {
      Value w;
      if (!next_arg(&w)) return false;
      if (!is_int(ctx, w)) {
        ctx.raise(ctx.builtins.exc_TypeError, "* wants int");
        return false;
      }
      auto x = int_to_int64(w);
      if (!x || *x > INT32_MAX || *x < INT32_MIN) {
        ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
        return false;
      }
      *v = *x;
      return true;
    };
    auto digits = [&](int64_t* v, const char* too_big) {
      *v = 0;
      while (i < n && fmt[i] >= '0' && fmt[i] <= '9') {
        int d = fmt[i++] - '0';
        if (*v > (INT32_MAX - d) / 10) {
          ctx.raise(ctx.builtins.exc_ValueError, "%s", too_big);
          return false;
        }
        *v = *v * 10 + d;
      }
      return true;
    };
    if (i < n && fmt[i] == '*') {
      if (!star(&width)) return false;
      if (width < 0) {
        left = true;
        width = -width;
      }
      ++i;
    } else if (i < n && fmt[i] >= '0' && fmt[i] <= '9') {
      if (!digits(&width, "width too big")) return false;
    }
    if (i < n && fmt[i] == '.') {
      ++i;
      if (i < n && fmt[i] == '*') {
        if (!star(&prec)) return false;
        if (prec < 0) prec = 0;
        ++i;
      } else if (!digits(&prec, "prec too big")) {
        return false;
      }
    }
    while (i < n && (fmt[i] == 'l' || fmt[i] == 'h' || fmt[i] == 'L')) ++i;
    if (i >= n) {
      ctx.raise(ctx.builtins.exc_ValueError, "incomplete format");
      return false;
    }
    char c = fmt[i++];
    if (width > 0 && !check_allocation(ctx, static_cast<double>(width))) return false;
    std::string body;
    bool text = true;
    switch (c) {
      case 's': case 'b': case 'r': case 'a': case 'c': {
        if (arg.is_null() && !next_arg(&arg)) return false;
        if (c == 's' || c == 'b') {
          if (!bytes_of_arg(ctx, arg, &body)) return false;
        } else if (c == 'r' || c == 'a') {
          Value r = protocol::repr(ctx, arg);
          if (r.is_null()) return false;
          body = ascii_escape(as_str(r)->data);
        } else if (is_bytes(ctx, arg) || is_bytearray(ctx, arg)) {
          if (as_bytes(arg)->data.size() != 1) {
            ctx.raise(ctx.builtins.exc_TypeError, "%%c requires an integer in range(256) or a single byte");
            return false;
          }
          body = as_bytes(arg)->data;
        } else {
          if (!is_int(ctx, arg) && protocol::lookup_special(ctx, arg, ctx.builtins.names.__index__).is_null()) {
            if (!ctx.has_exception()) {
              ctx.raise(ctx.builtins.exc_TypeError, "%%c requires an integer in range(256) or a single byte");
            }
            return false;
          }
          int64_t v;
          if (!index_clamped(ctx, arg, &v, nullptr)) return false;
          if (v < 0 || v > 255) {
            ctx.raise(ctx.builtins.exc_OverflowError, "%%c arg not in range(256)");
            return false;
          }
          body = std::string(1, static_cast<char>(v));
        }
        if (prec >= 0 && c != 'c' && static_cast<int64_t>(body.size()) > prec) body.resize(static_cast<size_t>(prec));
        break;
      }
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
      case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
        if (arg.is_null() && !next_arg(&arg)) return false;
        text = false;
        Value num = arg;
        if (c == 'e' || c == 'E' || c == 'f' || c == 'F' || c == 'g' || c == 'G') {
          auto d = protocol::as_double(ctx, arg);
          if (!d) {
            if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
              ctx.take_exception();
              ctx.raise(ctx.builtins.exc_TypeError, "float argument required, not %s", type_name(ctx, arg));
            }
            return false;
          }
          num = Value::floating(*d);
        }
        std::string spec = "%";
        if (left) spec += '-';
        if (plus) spec += '+';
        if (space) spec += ' ';
        if (zero) spec += '0';
        if (alt) spec += '#';
        if (width >= 0) spec += std::to_string(width);
        if (prec >= 0) spec += "." + std::to_string(prec);
        spec += c == 'i' ? 'd' : c;  // CPython's bytes messages name %i as %d (and keep %u)
        if (!number_via_str(ctx, spec, num, &body)) return false;
        break;
      }
      default:
        ctx.raise(ctx.builtins.exc_ValueError, "unsupported format character '%c' (0x%x) at index %zu",
                  static_cast<unsigned char>(c) < 0x80 ? c : '?', static_cast<unsigned char>(c), i - 1);
        return false;
    }
    if (text && width > static_cast<int64_t>(body.size())) {
      std::string padding(static_cast<size_t>(width) - body.size(), ' ');
      body = left ? body + padding : padding + body;
    }
    *out += body;
  }
  if (!mapping && next < items.size()) {
    ctx.raise(ctx.builtins.exc_TypeError, "not all arguments converted during bytes formatting");
    return false;
  }
  return true;
}

}  // namespace

Value bytes_mod(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__mod__", 2, 2)) return Value::null();
  std::string fmt = self_b(call)->data, out;  // a copy: formatting may run code that resizes self
  if (!format_bytes(ctx, fmt, call.args[1], &out)) return Value::null();
  return same_kind(ctx, call, std::move(out));
}

// `other % self` reaches here when other's own % declined: CPython formats only when other is
// of self's kind (bytes for bytes, bytearray for bytearray).
Value bytes_rmod(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__rmod__", 2, 2)) return Value::null();
  Value other = call.args[1];
  bool ok = mutable_self(ctx, call) ? is_bytearray(ctx, other) : is_bytes(ctx, other);
  if (!ok) return ctx.builtins.not_implemented;
  std::string fmt = as_bytes(other)->data, out;
  if (!format_bytes(ctx, fmt, call.args[0], &out)) return Value::null();
  return is_bytearray(ctx, other) ? bytearray_from(ctx, std::move(out)) : bytes_from(ctx, std::move(out));
}

}  // namespace tp::objects
