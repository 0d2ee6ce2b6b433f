// StrObject: Python's str. UTF-8 storage with the codepoint length cached and an ASCII flag
// so that indexing and slicing of ASCII text are O(1); non-ASCII text is indexed by walking
// the UTF-8 (O(n)). The hash is computed once and cached (-1 = not yet computed).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class StrObject : public Object {
 public:
  StrObject(TypeObject* type, std::string s);
  // With the codepoint count and ASCII-ness already known (concatenation): no rescan.
  StrObject(TypeObject* type, std::string s, size_t length_known, bool ascii_known)
      : Object(type), data(std::move(s)), length(length_known), is_ascii(ascii_known) {}
  std::string data;      // UTF-8
  size_t length = 0;     // number of codepoints
  bool is_ascii = true;  // every byte < 0x80 (then length == data.size())
  int64_t hash = -1;     // cached hash, -1 until computed
  std::string_view view() const { return data; }
  // The UTF-8 buffer when it is outside the object (past the string's inline capacity).
  size_t payload_bytes() const { return data.capacity() > 15 ? data.capacity() + 1 : 0; }
  // Byte offset of codepoint index `i` (0 <= i <= length). For non-ASCII text the last
  // (index, offset) pair is remembered, so indexing in increasing order is O(1) per step.
  size_t byte_offset(size_t i) const;

 private:
  mutable size_t cached_index_ = 0;
  mutable size_t cached_offset_ = 0;
};

namespace objects {

// True if v is a str (or an instance of a subclass of str).
bool is_str(Context& ctx, Value v);
inline StrObject* as_str(Value v) { return static_cast<StrObject*>(v.as_object()); }
// A new exact str; `utf8` must be valid UTF-8 (single ASCII characters are shared).
Value str_from(Context& ctx, std::string s);
StrObject* str_new(Context& ctx, std::string s);
// a + b for two strs: length and ASCII-ness come from the operands, so building a string by
// repeated += costs one copy per step, not a copy plus a UTF-8 rescan of the whole result.
Value str_concat(Context& ctx, StrObject* a, StrObject* b);
int64_t str_hash(StrObject* s);
bool str_equal(StrObject* a, StrObject* b);
// repr() of a str: CPython's quote choice and escapes.
std::string str_repr(std::string_view s);
// ascii() of a value whose repr() is `repr_utf8`: every non-ASCII codepoint becomes
// \xNN (<= 0xff), \uNNNN (<= 0xffff) or \UNNNNNNNN; ASCII is copied unchanged. Used by
// builtins ascii() and the `!a` conversion of str.format.
std::string ascii_escape(std::string_view repr_utf8);
// Decodes one UTF-8 codepoint at s[*i], advancing *i. Invalid bytes yield U+FFFD.
uint32_t utf8_decode(std::string_view s, size_t* i);
void utf8_append(std::string& out, uint32_t cp);
size_t utf8_length(std::string_view s, bool* ascii);
// The codepoints of UTF-8 text, and UTF-8 for codepoints [a, b) of such a vector.
std::vector<uint32_t> utf8_codepoints(std::string_view s);
std::string utf8_encode(const std::vector<uint32_t>& cps, size_t a, size_t b);
bool utf8_valid(std::string_view s);
// Unicode properties of one code point as CPython's str methods define them (see
// str_unicode.cpp; the full database is objects/unicode_db.h).
bool unicode_isspace(uint32_t cp);
bool unicode_isalpha(uint32_t cp);
bool unicode_isdecimal(uint32_t cp);
bool unicode_isdigit(uint32_t cp);
bool unicode_isnumeric(uint32_t cp);
bool unicode_isprintable(uint32_t cp);
bool unicode_isupper(uint32_t cp);   // the Uppercase property
bool unicode_islower(uint32_t cp);   // the Lowercase property
bool unicode_istitle(uint32_t cp);   // category Lt
bool unicode_is_xid_start(uint32_t cp);
bool unicode_is_xid_continue(uint32_t cp);
bool unicode_islinebreak(uint32_t cp);  // str.splitlines boundaries
uint32_t unicode_toupper(uint32_t cp);  // simple (one code point) mappings
uint32_t unicode_tolower(uint32_t cp);
int unicode_decimal_value(uint32_t cp);  // -1 if not a decimal digit
// CPython's preparation of int()/float() text: each Unicode space becomes ' ', each decimal
// digit its ASCII digit, any other non-ASCII character '?'.
std::string unicode_ascii_decimal_space(std::string_view utf8);
// The case mappings of str's methods (str_case.cpp).
enum class StrCase { Upper, Lower, Casefold, Swapcase, Title, Capitalize };
std::string str_case_map(std::string_view utf8, StrCase mode);
void init_str_type(Context& ctx);

}  // namespace objects
}  // namespace tp
