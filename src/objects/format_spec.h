// The format-specification mini-language (format(), f-strings, str.format) for int,
// float and str, exactly as CPython: [[fill]align][sign][z][#][0][width][grouping]
// [.precision][type]. Implemented in str_format.cpp.
#pragma once

#include <string>

#include "objects/protocol.h"

namespace tp::objects {

struct FormatSpec {
  uint32_t fill = ' ';
  char align = 0;  // '<' '>' '^' '=' or 0 (the type's default)
  char sign = 0;   // '+' '-' ' ' or 0
  bool z = false;
  bool alternate = false;
  int64_t width = -1;
  char grouping = 0;  // ',' '_' or 0
  int64_t precision = -1;
  uint32_t type = 0;  // a code point: the presentation type, or the default type
};

// Parses `spec` for an object of type `type_name` whose formatter has the given default
// type (str 's', int 'd', float 0) and default alignment ('<' for str, '>' for numbers),
// as CPython's parse_internal_render_format_spec: a '0' before the width sets the fill
// to '0' unless a fill was given, and the alignment to '=' unless one was given (numbers
// only); grouping is checked against the type. False with ValueError raised.
bool parse_format_spec(Context& ctx, std::string_view spec, const char* type_name, uint32_t default_type,
                       char default_align, FormatSpec* out);
// The three built-in formatters; Null with ValueError raised on a bad spec. `type_name`
// is the object's type for error messages (a subclass, bool).
Value format_int(Context& ctx, Value v, std::string_view spec);
Value format_float(Context& ctx, double d, std::string_view spec, const char* type_name = "float");
Value format_str(Context& ctx, std::string_view s, std::string_view spec, const char* type_name = "str");
// Float text in the style of C's %g / Python's 'g' and repr-with-precision.
std::string float_to_string(double d, char type, int64_t precision, bool alternate);

}  // namespace tp::objects
