// A checker of Python's regular-expression syntax, run by _re.compile before the pattern
// is translated for PCRE2, so that the common mistakes raise re.error with CPython's
// message and position (PCRE2's wording and offsets differ). It reports the first error
// CPython's sre_parse would report for: unterminated character set, bad character range,
// nothing to repeat, multiple repeat, min repeat greater than max repeat, missing ),
// unbalanced parenthesis, bad / incomplete escape, octal escape out of range, invalid group
// reference, cannot refer to an open group, unknown / missing / bad / redefined group
// name, unknown extension, unknown flag, misplaced global flags, unterminated comment.
// A pattern it accepts may still be rejected by PCRE2 (then PCRE2's offset is used).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tp::stdlib {

struct PatternError {
  std::string message;  // CPython's msg, e.g. "multiple repeat"
  int64_t pos = 0;      // index into the pattern in code points (bytes for a bytes pattern)
};

// `pattern` holds the code points (or bytes) of the pattern; `verbose` is re.X given as a
// flag; `is_text` is true for a str pattern. Returns false and fills *error when invalid.
bool check_pattern_syntax(const std::vector<uint32_t>& pattern, bool verbose, bool is_text,
                          PatternError* error);

}  // namespace tp::stdlib
