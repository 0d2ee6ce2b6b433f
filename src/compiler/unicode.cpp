// UTF-8 helpers (see unicode.h).
#include "compiler/unicode.h"

#include "objects/str_object.h"
#include "objects/unicode_db.h"

namespace tp::compiler {

size_t utf8_invalid_position(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      i++;
      continue;
    }
    size_t n;
    uint32_t code;
    if (c >= 0xC2 && c <= 0xDF) {
      n = 2, code = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      n = 3, code = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      n = 4, code = c & 0x07;
    } else {
      return i;
    }
    if (i + n > text.size()) return i;
    for (size_t k = 1; k < n; k++) {
      unsigned char d = static_cast<unsigned char>(text[i + k]);
      if ((d & 0xC0) != 0x80) return i;
      code = (code << 6) | (d & 0x3F);
    }
    if ((n == 3 && code < 0x800) || (n == 4 && (code < 0x10000 || code > 0x10FFFF)) ||
        (code >= 0xD800 && code <= 0xDFFF)) {
      return i;
    }
    i += n;
  }
  return std::string_view::npos;
}

uint32_t utf8_decode(std::string_view text, size_t* length) {
  unsigned char c = static_cast<unsigned char>(text[0]);
  size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  if (n > text.size()) n = text.size();
  uint32_t code = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (size_t k = 1; k < n; k++) code = (code << 6) | (text[k] & 0x3F);
  *length = n;
  return code;
}

void utf8_append(std::string& out, uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

bool is_identifier_start(uint32_t code) { return objects::unicode_is_xid_start(code); }
bool is_identifier_continue(uint32_t code) { return objects::unicode_is_xid_continue(code); }
bool is_printable(uint32_t code) { return objects::unicode_isprintable(code); }

std::string nfkc(std::string_view text) {
  std::vector<uint32_t> cps = unicode::normalize("NFKC", objects::utf8_codepoints(text));
  return objects::utf8_encode(cps, 0, cps.size());
}

}  // namespace tp::compiler
