// The Unicode character database: per-code-point properties, full case mappings,
// decompositions, canonical composition and character names, from tables generated at build
// time (cmake/unicode_gen.cpp) out of the Unicode Character Database files of Debian's
// `unicode-data` package. Used by the str methods, int()/float(), the lexer (identifiers,
// \N{...}) and the unicodedata module. Repertoire: Unicode 14.0 (see Note [Unicode
// version] in cmake/unicode_gen.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tp::unicode {

// Flags of a Record (the generator writes the same values).
enum : uint32_t {
  kAlpha = 1u << 0,          // general category L*
  kDecimal = 1u << 1,        // has a decimal digit value
  kDigit = 1u << 2,          // has a digit value
  kNumeric = 1u << 3,        // has a numeric value (UnicodeData and Unihan)
  kLower = 1u << 4,          // Lowercase property
  kUpper = 1u << 5,          // Uppercase property
  kTitle = 1u << 6,          // category Lt
  kSpace = 1u << 7,          // bidi WS, B or S, or category Zs (str.isspace)
  kLinebreak = 1u << 8,      // bidi B or category Zl (str.splitlines)
  kPrintable = 1u << 9,      // not C*, Z* (space excepted)
  kXidStart = 1u << 10,
  kXidContinue = 1u << 11,
  kCased = 1u << 12,
  kCaseIgnorable = 1u << 13,
  kMirrored = 1u << 14,
  kExtLower = 1u << 15,      // lower is an index into kCasePool (several code points)
  kExtUpper = 1u << 16,
  kExtTitle = 1u << 17,
  kExtFold = 1u << 18,
  kAssigned = 1u << 19,
};

// The properties shared by a group of code points. A case mapping is a delta from the code
// point, or with its kExt* flag an index into kCasePool (a length followed by the code
// points).
struct Record {
  int32_t upper, lower, title, fold;
  uint32_t flags;
  uint8_t category, bidi, combining, width;  // indexes into the *Names tables
  int8_t decimal, digit;                     // -1 when none
  int16_t numeric;                           // index into kNumericValues, -1 when none
};

struct Composition {
  uint32_t first, second, composite;
};
struct NameEntry {
  uint32_t code;
  const char* name;
};
struct CodeRange {
  uint32_t first, last;
};
struct NamedSequence {
  const char* name;
  uint32_t length;
  uint32_t codes[4];
};

const Record& record(uint32_t cp);  // any value (past U+10FFFF: the unassigned record)
inline bool has(uint32_t cp, uint32_t flag) { return (record(cp).flags & flag) != 0; }

const char* category(uint32_t cp);          // "Lu", ... ("Cn" when unassigned)
const char* bidirectional(uint32_t cp);     // "L", ... ("" when unassigned)
const char* east_asian_width(uint32_t cp);  // "W", "Na", ...
int combining(uint32_t cp);
int decimal(uint32_t cp);  // -1 when none
int digit(uint32_t cp);    // -1 when none
bool numeric(uint32_t cp, double* value);

// Full case mappings of one code point (SpecialCasing's unconditional entries, then
// UnicodeData's simple ones), appended to *out. Final sigma is the caller's (str.lower).
void to_lower(uint32_t cp, std::vector<uint32_t>* out);
void to_upper(uint32_t cp, std::vector<uint32_t>* out);
void to_title(uint32_t cp, std::vector<uint32_t>* out);
void to_fold(uint32_t cp, std::vector<uint32_t>* out);
// Simple (one code point) lowercase mapping, as used for the final-sigma context.
uint32_t simple_lower(uint32_t cp);
uint32_t simple_upper(uint32_t cp);

// The UnicodeData decomposition field as unicodedata.decomposition() prints it
// ("<compat> 0020 0308"; "" when none).
std::string decomposition(uint32_t cp);
// "NFC", "NFD", "NFKC", "NFKD" of a code point sequence (form is checked by the caller).
std::vector<uint32_t> normalize(std::string_view form, const std::vector<uint32_t>& text);

// The character's name ("" when it has none).
std::string name(uint32_t cp);
// Looks up a name as unicodedata.lookup (names, aliases, and with `sequences` the named
// sequences); false when unknown.
bool lookup(std::string_view name, bool sequences, std::vector<uint32_t>* out);

}  // namespace tp::unicode
