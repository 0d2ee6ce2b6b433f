// Unicode character properties used by str methods and repr. Covers ASCII, Latin-1,
// Latin Extended-A, Greek and Cyrillic case mappings and the common space, digit and
// non-printable ranges; other scripts are treated as letters without case. (A full
// Unicode database is a documented difference: docs/differences.md.)
#include "objects/str_object.h"

namespace tp::objects {

bool unicode_isspace(uint32_t c) {
  return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f) || c == 0x85 ||
         c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 ||
         c == 0x202f || c == 0x205f || c == 0x3000;
}

bool unicode_isdecimal(uint32_t c) { return unicode_decimal_value(c) >= 0; }

int unicode_decimal_value(uint32_t c) {
  if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
  static const uint32_t zeros[] = {0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6,
                                   0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20, 0x1040, 0xff10};
  for (uint32_t z : zeros) {
    if (c >= z && c <= z + 9) return static_cast<int>(c - z);
  }
  return -1;
}

bool unicode_isdigit(uint32_t c) {
  return unicode_isdecimal(c) || c == 0xb2 || c == 0xb3 || c == 0xb9 || (c >= 0x2070 && c <= 0x2079) ||
         (c >= 0x2080 && c <= 0x2089) || (c >= 0x2460 && c <= 0x2468);
}

bool unicode_isnumeric(uint32_t c) {
  return unicode_isdigit(c) || c == 0xbc || c == 0xbd || c == 0xbe || (c >= 0x2150 && c <= 0x2189) ||
         (c >= 0x3007 && c == 0x3007) || (c >= 0x4e00 && (c == 0x4e00 || c == 0x4e8c || c == 0x4e09 || c == 0x56db ||
                                                           c == 0x4e94 || c == 0x516d || c == 0x4e03 || c == 0x516b ||
                                                           c == 0x4e5d || c == 0x5341));
}

bool unicode_isupper(uint32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  return unicode_tolower(c) != c;
}

bool unicode_islower(uint32_t c) {
  if (c < 0x80) return c >= 'a' && c <= 'z';
  if (c == 0xdf || c == 0xaa || c == 0xba) return true;
  return unicode_toupper(c) != c;
}

uint32_t unicode_toupper(uint32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') ? c - 32 : c;
  if ((c >= 0xe0 && c <= 0xfe && c != 0xf7)) return c - 32;
  if (c == 0xff) return 0x178;
  if (c == 0xb5) return 0x39c;
  if (c >= 0x100 && c <= 0x17f) {
    if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) return (c % 2 == 0) ? c - 1 : c;
    if (c == 0x131) return 'I';
    if (c == 0x17f) return 'S';
    return (c % 2 == 1) ? c - 1 : c;
  }
  if (c >= 0x3b1 && c <= 0x3c9 && c != 0x3c2) return c - 32;
  if (c == 0x3c2) return 0x3a3;
  if (c >= 0x3ac && c <= 0x3af) {
    static const uint32_t m[] = {0x386, 0x388, 0x389, 0x38a};
    return m[c - 0x3ac];
  }
  if (c == 0x3cc) return 0x38c;
  if (c == 0x3cd) return 0x38e;
  if (c == 0x3ce) return 0x38f;
  if (c >= 0x430 && c <= 0x44f) return c - 32;
  if (c >= 0x450 && c <= 0x45f) return c - 80;
  if (c >= 0x460 && c <= 0x4ff && c % 2 == 1 && !(c >= 0x482 && c <= 0x489)) return c - 1;
  if (c >= 0x561 && c <= 0x586) return c - 48;
  if (c >= 0x1e00 && c <= 0x1eff && c % 2 == 1 && !(c >= 0x1e96 && c <= 0x1e9f)) return c - 1;
  if (c >= 0x24d0 && c <= 0x24e9) return c - 26;
  if (c >= 0xff41 && c <= 0xff5a) return c - 32;
  return c;
}

uint32_t unicode_tolower(uint32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
  if (c >= 0xc0 && c <= 0xde && c != 0xd7) return c + 32;
  if (c == 0x178) return 0xff;
  if (c >= 0x100 && c <= 0x17f) {
    if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) return (c % 2 == 1) ? c + 1 : c;
    if (c == 0x130) return 'i';
    if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17f) return c;
    return (c % 2 == 0) ? c + 1 : c;
  }
  if (c >= 0x391 && c <= 0x3a9 && c != 0x3a2) return c + 32;
  if (c == 0x386) return 0x3ac;
  if (c >= 0x388 && c <= 0x38a) return c + 37;
  if (c == 0x38c) return 0x3cc;
  if (c == 0x38e || c == 0x38f) return c + 63;
  if (c >= 0x410 && c <= 0x42f) return c + 32;
  if (c >= 0x400 && c <= 0x40f) return c + 80;
  if (c >= 0x460 && c <= 0x4ff && c % 2 == 0 && !(c >= 0x482 && c <= 0x489)) return c + 1;
  if (c >= 0x531 && c <= 0x556) return c + 48;
  if (c >= 0x1e00 && c <= 0x1eff && c % 2 == 0 && !(c >= 0x1e96 && c <= 0x1e9f)) return c + 1;
  if (c >= 0x24b6 && c <= 0x24cf) return c + 26;
  if (c >= 0xff21 && c <= 0xff3a) return c + 32;
  return c;
}

bool unicode_isalpha(uint32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  if (c == 0xaa || c == 0xb5 || c == 0xba) return true;
  if (c >= 0xc0 && c <= 0x24f) return c != 0xd7 && c != 0xf7;
  if (c >= 0x370 && c <= 0x3ff) return c != 0x375 && c != 0x37e && c != 0x384 && c != 0x385 && c != 0x387;
  if (c >= 0x400 && c <= 0x481) return true;
  if (c >= 0x48a && c <= 0x52f) return true;
  if (c >= 0x531 && c <= 0x587) return true;
  if (c >= 0x5d0 && c <= 0x5ea) return true;
  if (c >= 0x620 && c <= 0x64a) return true;
  if (c >= 0x904 && c <= 0x939) return true;
  if (c >= 0xe01 && c <= 0xe30) return true;
  if (c >= 0x1e00 && c <= 0x1fff) return true;
  if (c >= 0x3041 && c <= 0x3096) return true;
  if (c >= 0x30a1 && c <= 0x30fa) return true;
  if (c >= 0x3400 && c <= 0x4dbf) return true;
  if (c >= 0x4e00 && c <= 0x9fff) return !unicode_isnumeric(c) || true;
  if (c >= 0xac00 && c <= 0xd7a3) return true;
  if (c >= 0xff21 && c <= 0xff3a) return true;
  if (c >= 0xff41 && c <= 0xff5a) return true;
  return false;
}

bool unicode_isprintable(uint32_t c) {
  if (c < 0x20 || c == 0x7f) return false;
  if (c < 0x7f) return true;
  if (c >= 0x80 && c <= 0xa0) return false;
  if (c == 0xad) return false;
  if (c >= 0x2000 && c <= 0x200f) return false;
  if (c >= 0x2028 && c <= 0x202f) return false;
  if (c >= 0x205f && c <= 0x206f) return false;
  if (c == 0x3000 || c == 0x1680) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  if (c >= 0xe000 && c <= 0xf8ff) return false;
  if (c == 0xfeff || (c >= 0xfff0 && c <= 0xfffb) || c == 0xfffe || c == 0xffff) return false;
  if (c >= 0xe0000) return false;
  if (c > 0x10ffff) return false;
  return true;
}

}  // namespace tp::objects
