// Unicode character properties used by str methods, repr and int()/float(), over the
// generated character database (objects/unicode_db.h), with CPython's definitions:
// isspace = bidi WS/B/S or Zs, isprintable = not C*/Z* (space excepted), islower/isupper =
// the Lowercase/Uppercase properties (Other_Lowercase included), isdecimal/isdigit/
// isnumeric = has a decimal/digit/numeric value.
#include "objects/str_object.h"
#include "objects/unicode_db.h"

namespace tp::objects {

bool unicode_isspace(uint32_t c) {
  if (c < 0x80) return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
  return unicode::has(c, unicode::kSpace);
}
bool unicode_isdecimal(uint32_t c) { return unicode::has(c, unicode::kDecimal); }
int unicode_decimal_value(uint32_t c) { return unicode::decimal(c); }
bool unicode_isdigit(uint32_t c) { return unicode::has(c, unicode::kDigit); }
bool unicode_isnumeric(uint32_t c) { return unicode::has(c, unicode::kNumeric); }
bool unicode_isupper(uint32_t c) { return unicode::has(c, unicode::kUpper); }
bool unicode_islower(uint32_t c) { return unicode::has(c, unicode::kLower); }
bool unicode_istitle(uint32_t c) { return unicode::has(c, unicode::kTitle); }
bool unicode_isalpha(uint32_t c) { return unicode::has(c, unicode::kAlpha); }
bool unicode_isprintable(uint32_t c) {
  if (c < 0x80) return c >= 0x20 && c < 0x7f;
  return unicode::has(c, unicode::kPrintable);
}
bool unicode_is_xid_start(uint32_t c) { return unicode::has(c, unicode::kXidStart); }
bool unicode_is_xid_continue(uint32_t c) { return unicode::has(c, unicode::kXidContinue); }
uint32_t unicode_toupper(uint32_t c) { return unicode::simple_upper(c); }
uint32_t unicode_tolower(uint32_t c) { return unicode::simple_lower(c); }

bool unicode_islinebreak(uint32_t c) {
  return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e ||
         c == 0x85 || c == 0x2028 || c == 0x2029;
}

std::string unicode_ascii_decimal_space(std::string_view utf8) {
  std::string out;
  out.reserve(utf8.size());
  size_t i = 0;
  while (i < utf8.size()) {
    uint32_t c = utf8_decode(utf8, &i);
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (unicode_isspace(c)) {
      out += ' ';
    } else if (int d = unicode::decimal(c); d >= 0) {
      out += static_cast<char>('0' + d);
    } else {
      out += '?';
    }
  }
  return out;
}

}  // namespace tp::objects
