// format(complex, spec), as CPython 3.11's complex formatter: each part is formatted as a
// float with the spec's sign, 'z', '#', grouping, precision and type; the imaginary part
// always carries a sign unless the real part is left out; with no type the result reads
// as str() (parentheses, real part omitted when it is +0, 'r'-style digits without a
// trailing ".0"), and any precision then means 'g'. Fill, alignment and width apply to the
// whole. '0' padding, '=' alignment and the types other than e, E, f, F, g, G, n raise
// ValueError with CPython's messages.
#include <cmath>

#include "objects/complex_object.h"
#include "objects/format_spec.h"
#include "objects/str_object.h"
#include "runtime/context.h"

namespace tp::objects {

namespace {

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// One part through the float formatter; false with the exception pending.
bool format_part(Context& ctx, double d, const FormatSpec& f, char sign, char type,
                 bool strip_dot_zero, std::string* out) {
  std::string spec;
  if (sign) spec += sign;
  if (f.z) spec += 'z';
  if (f.alternate) spec += '#';
  if (f.grouping) spec += f.grouping;
  if (f.precision >= 0) spec += "." + std::to_string(f.precision);
  if (type) spec += type;
  Value text = format_float(ctx, d, spec, "complex");
  if (text.is_null()) return false;
  *out = std::string(as_str(text)->view());
  if (strip_dot_zero && out->size() > 2 && out->compare(out->size() - 2, 2, ".0") == 0) {
    // repr digits without the ".0" float adds; '#' keeps the point ("1.", "1.e+16").
    out->resize(out->size() - (f.alternate ? 1 : 2));
  } else if (strip_dot_zero && f.alternate && std::isfinite(d) &&
             out->find('.') == std::string::npos) {
    size_t e = out->find('e');
    out->insert(e == std::string::npos ? out->size() : e, ".");
  }
  return true;
}

}  // namespace

Value complex_format(Context& ctx, Complex z, std::string_view spec) {
  if (spec.empty()) return str_from(ctx, complex_repr(z));
  FormatSpec f;
  if (!parse_format_spec(ctx, spec, "complex", 0, '>', &f)) return Value::null();
  if (f.fill == '0' && (f.align != 0 || f.width >= 0)) {
    return ctx.raise(ctx.builtins.exc_ValueError,
                     "Zero padding is not allowed in complex format specifier");
  }
  if (f.align == '=') {
    return ctx.raise(ctx.builtins.exc_ValueError,
                     "'=' alignment flag is not allowed in complex format specifier");
  }
  char type = static_cast<char>(f.type);
  switch (f.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': break;
    default: {
      std::string code;
      append_utf8(code, f.type);
      return ctx.raise(ctx.builtins.exc_ValueError,
                       "Unknown format code '%s' for object of type 'complex'", code.c_str());
    }
  }
  bool skip_real = false, parens = false, repr_style = false;
  if (type == 0) {
    // Like str(): real part left out when it is +0, parentheses otherwise.
    if (z.real == 0.0 && !std::signbit(z.real)) {
      skip_real = true;
    } else {
      parens = true;
    }
    if (f.precision < 0) {
      repr_style = true;
    } else {
      type = 'g';
    }
  }
  if (type == 'n') type = 'g';
  std::string real_text, imag_text;
  if (!skip_real && !format_part(ctx, z.real, f, f.sign, type, repr_style, &real_text)) {
    return Value::null();
  }
  if (!format_part(ctx, z.imag, f, skip_real ? f.sign : '+', type, repr_style, &imag_text)) {
    return Value::null();
  }
  std::string body;
  if (parens) body += '(';
  body += real_text;
  body += imag_text;
  body += 'j';
  if (parens) body += ')';
  const int64_t length = static_cast<int64_t>(body.size());
  if (f.width <= length) return str_from(ctx, std::move(body));
  const int64_t pad = f.width - length;
  int64_t left = 0;
  switch (f.align) {
    case '<': left = 0; break;
    case '^': left = pad / 2; break;
    default: left = pad; break;  // '>' and the default
  }
  std::string fill;
  append_utf8(fill, f.fill);
  std::string out;
  for (int64_t i = 0; i < left; ++i) out += fill;
  out += body;
  for (int64_t i = left; i < pad; ++i) out += fill;
  return str_from(ctx, std::move(out));
}

}  // namespace tp::objects
