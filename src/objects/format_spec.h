// The format-specification mini-language (format(), f-strings, str.format) for int,
// float and str, exactly as CPython: [[fill]align][sign][z][#][0][width][grouping]
// [.precision][type]. Implemented in str_format.cpp.
#pragma once

#include <string>

#include "objects/protocol.h"

namespace tp::objects {

struct FormatSpec {
  uint32_t fill = ' ';
  char align = 0;  // '<' '>' '^' '=' or 0 (default)
  char sign = 0;   // '+' '-' ' ' or 0
  bool z = false;
  bool alternate = false;
  bool zero = false;
  int64_t width = -1;
  char grouping = 0;  // ',' '_' or 0
  int64_t precision = -1;
  char type = 0;
};

// Parses `spec` for an object of type `type_name`; false with ValueError raised.
bool parse_format_spec(Context& ctx, std::string_view spec, const char* type_name, FormatSpec* out);
// The three built-in formatters; Null with ValueError raised on a bad spec.
Value format_int(Context& ctx, Value v, std::string_view spec);
Value format_float(Context& ctx, double d, std::string_view spec);
Value format_str(Context& ctx, std::string_view s, std::string_view spec);
// Float text in the style of C's %g / Python's 'g' and repr-with-precision.
std::string float_to_string(double d, char type, int64_t precision, bool alternate);

}  // namespace tp::objects
