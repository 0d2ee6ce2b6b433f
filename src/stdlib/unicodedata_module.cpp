// The `unicodedata` module over the generated character database (objects/unicode_db.h):
// lookup, name, category, bidirectional, combining, mirrored, east_asian_width,
// decomposition, decimal, digit, numeric, normalize, is_normalized, unidata_version. The
// repertoire is CPython 3.11's Unicode 14.0.0 (docs/stdlib.md lists what differs; the
// ucd_3_2_0 object is not provided).
#include <cstdio>

#include "objects/bytes_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/unicode_db.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"

namespace tp::stdlib {

namespace {

using objects::as_str;
using objects::is_str;

// Checks the positional count as CPython's unicodedata functions word it.
bool count_args(Context& ctx, const CallArgs& call, const char* name, size_t min, size_t max) {
  if (call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
    return false;
  }
  if (call.nargs >= min && call.nargs <= max) return true;
  if (min == 1 && max == 1) {
    ctx.raise(ctx.builtins.exc_TypeError, "unicodedata.%s() takes exactly one argument (%zu given)", name,
              call.nargs);
  } else if (min == max) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected %zu arguments, got %zu", name, min, call.nargs);
  } else if (call.nargs < min) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least %zu argument%s, got %zu", name, min,
              min == 1 ? "" : "s", call.nargs);
  } else {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most %zu arguments, got %zu", name, max, call.nargs);
  }
  return false;
}

// The code point of a one-character str argument; false with TypeError otherwise.
bool char_arg(Context& ctx, Value v, const char* name, uint32_t* out) {
  if (is_str(ctx, v) && as_str(v)->length == 1) {
    size_t i = 0;
    *out = objects::utf8_decode(as_str(v)->data, &i);
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "%s() argument must be a unicode character, not %s", name,
            objects::type_name(ctx, v));
  return false;
}

template <Value (*F)(Context&, uint32_t)>
Value one_char(Context& ctx, const CallArgs& call, const char* name) {
  uint32_t c;
  if (!count_args(ctx, call, name, 1, 1) || !char_arg(ctx, call.args[0], name, &c)) return Value::null();
  return F(ctx, c);
}

Value category_of(Context& ctx, uint32_t c) { return objects::str_from(ctx, unicode::category(c)); }
Value bidi_of(Context& ctx, uint32_t c) { return objects::str_from(ctx, unicode::bidirectional(c)); }
Value width_of(Context& ctx, uint32_t c) { return objects::str_from(ctx, unicode::east_asian_width(c)); }
Value combining_of(Context&, uint32_t c) { return Value::small_int(unicode::combining(c)); }
Value mirrored_of(Context&, uint32_t c) { return Value::small_int(unicode::has(c, unicode::kMirrored) ? 1 : 0); }
Value decomposition_of(Context& ctx, uint32_t c) { return objects::str_from(ctx, unicode::decomposition(c)); }

Value ud_category(Context& ctx, const CallArgs& call) { return one_char<category_of>(ctx, call, "category"); }
Value ud_bidirectional(Context& ctx, const CallArgs& call) {
  return one_char<bidi_of>(ctx, call, "bidirectional");
}
Value ud_east_asian_width(Context& ctx, const CallArgs& call) {
  return one_char<width_of>(ctx, call, "east_asian_width");
}
Value ud_combining(Context& ctx, const CallArgs& call) { return one_char<combining_of>(ctx, call, "combining"); }
Value ud_mirrored(Context& ctx, const CallArgs& call) { return one_char<mirrored_of>(ctx, call, "mirrored"); }
Value ud_decomposition(Context& ctx, const CallArgs& call) {
  return one_char<decomposition_of>(ctx, call, "decomposition");
}

// name/decimal/digit/numeric(chr[, default]): the default when the property is missing,
// else ValueError(message).
Value with_default(Context& ctx, const CallArgs& call, const char* name, uint32_t* c) {
  if (!count_args(ctx, call, name, 1, 2) || !char_arg(ctx, call.args[0], name, c)) return Value::null();
  return Value::none();
}
Value missing(Context& ctx, const CallArgs& call, const char* message) {
  if (call.nargs > 1) return call.args[1];
  return ctx.raise(ctx.builtins.exc_ValueError, "%s", message);
}

Value ud_name(Context& ctx, const CallArgs& call) {
  uint32_t c;
  if (with_default(ctx, call, "name", &c).is_null()) return Value::null();
  std::string n = unicode::name(c);
  return n.empty() ? missing(ctx, call, "no such name") : objects::str_from(ctx, n);
}
Value ud_decimal(Context& ctx, const CallArgs& call) {
  uint32_t c;
  if (with_default(ctx, call, "decimal", &c).is_null()) return Value::null();
  int d = unicode::decimal(c);
  return d < 0 ? missing(ctx, call, "not a decimal") : Value::small_int(d);
}
Value ud_digit(Context& ctx, const CallArgs& call) {
  uint32_t c;
  if (with_default(ctx, call, "digit", &c).is_null()) return Value::null();
  int d = unicode::digit(c);
  return d < 0 ? missing(ctx, call, "not a digit") : Value::small_int(d);
}
Value ud_numeric(Context& ctx, const CallArgs& call) {
  uint32_t c;
  if (with_default(ctx, call, "numeric", &c).is_null()) return Value::null();
  double v;
  return unicode::numeric(c, &v) ? Value::floating(v) : missing(ctx, call, "not a numeric character");
}

Value ud_lookup(Context& ctx, const CallArgs& call) {
  if (!count_args(ctx, call, "lookup", 1, 1)) return Value::null();
  Value v = call.args[0];
  std::string_view text;
  if (is_str(ctx, v)) {
    text = as_str(v)->data;
  } else if (objects::is_bytes(ctx, v)) {
    text = objects::as_bytes(v)->data;
  } else if (objects::is_bytearray(ctx, v)) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "lookup() argument must be read-only bytes-like object, not bytearray");
  } else {
    return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'",
                     objects::type_name(ctx, v));
  }
  if (text.size() > 256) return ctx.raise(ctx.builtins.exc_KeyError, "name too long");
  std::vector<uint32_t> found;
  if (!unicode::lookup(text, true, &found)) {
    std::string shown(text);
    return ctx.raise(ctx.builtins.exc_KeyError, "undefined character name '%s'", shown.c_str());
  }
  return objects::str_from(ctx, objects::utf8_encode(found, 0, found.size()));
}

// normalize/is_normalized(form, unistr): the form and the text, or false with an error.
bool form_and_text(Context& ctx, const CallArgs& call, const char* name, std::string* form,
                   std::vector<uint32_t>* text) {
  if (!count_args(ctx, call, name, 2, 2)) return false;
  for (int k = 0; k < 2; k++) {
    if (!is_str(ctx, call.args[k])) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() argument %d must be str, not %s", name, k + 1,
                objects::type_name(ctx, call.args[k]));
      return false;
    }
  }
  *form = as_str(call.args[0])->data;
  if (*form != "NFC" && *form != "NFD" && *form != "NFKC" && *form != "NFKD") {
    ctx.raise(ctx.builtins.exc_ValueError, "invalid normalization form");
    return false;
  }
  *text = objects::utf8_codepoints(as_str(call.args[1])->data);
  return true;
}

Value ud_normalize(Context& ctx, const CallArgs& call) {
  std::string form;
  std::vector<uint32_t> text;
  if (!form_and_text(ctx, call, "normalize", &form, &text)) return Value::null();
  std::vector<uint32_t> out = unicode::normalize(form, text);
  if (out == text && objects::type_name(ctx, call.args[1]) == std::string("str")) return call.args[1];
  return objects::str_from(ctx, objects::utf8_encode(out, 0, out.size()));
}
Value ud_is_normalized(Context& ctx, const CallArgs& call) {
  std::string form;
  std::vector<uint32_t> text;
  if (!form_and_text(ctx, call, "is_normalized", &form, &text)) return Value::null();
  return Value::boolean(unicode::normalize(form, text) == text);
}

const objects::MethodDef unicodedata_functions[] = {
    {"lookup", ud_lookup},
    {"name", ud_name},
    {"category", ud_category},
    {"bidirectional", ud_bidirectional},
    {"combining", ud_combining},
    {"mirrored", ud_mirrored},
    {"east_asian_width", ud_east_asian_width},
    {"decomposition", ud_decomposition},
    {"decimal", ud_decimal},
    {"digit", ud_digit},
    {"numeric", ud_numeric},
    {"normalize", ud_normalize},
    {"is_normalized", ud_is_normalized},
    {}};

}  // namespace

ModuleObject* init_unicodedata(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "unicodedata");
  objects::add_functions(ctx, m, unicodedata_functions);
  objects::set_module_attr(ctx, m, "unidata_version", objects::str_from(ctx, "14.0.0"));
  return m;
}

}  // namespace tp::stdlib
