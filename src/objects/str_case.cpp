// Full Unicode case mapping of str: upper, lower, casefold, swapcase, title, capitalize,
// as CPython 3.11 defines them over the character database (objects/unicode_db.h):
// multi-character mappings from SpecialCasing ('ß'.upper() == 'SS', 'ﬁ'.upper() == 'FI'),
// titlecase digraphs ('ǆ'.title() == 'ǅ'), full case folding, and the final-sigma rule of
// lower(): a capital sigma preceded by a cased letter and not followed by one (skipping
// case-ignorable characters both ways) lowers to 'ς'.
#include "objects/str_object.h"
#include "objects/unicode_db.h"

namespace tp::objects {

namespace {

bool is_cased(uint32_t c) { return unicode::has(c, unicode::kCased); }
bool is_case_ignorable(uint32_t c) { return unicode::has(c, unicode::kCaseIgnorable); }

// Lowercase of cps[i] with the final-sigma rule.
void lower_at(const std::vector<uint32_t>& cps, size_t i, std::vector<uint32_t>* out) {
  if (cps[i] != 0x3A3) {
    unicode::to_lower(cps[i], out);
    return;
  }
  size_t j = i;
  while (j > 0 && is_case_ignorable(cps[j - 1])) j--;
  bool final_sigma = j > 0 && is_cased(cps[j - 1]);
  if (final_sigma) {
    size_t k = i + 1;
    while (k < cps.size() && is_case_ignorable(cps[k])) k++;
    final_sigma = k == cps.size() || !is_cased(cps[k]);
  }
  out->push_back(final_sigma ? 0x3C2 : 0x3C3);
}

}  // namespace

std::string str_case_map(std::string_view utf8, StrCase mode) {
  std::vector<uint32_t> cps = utf8_codepoints(utf8);
  std::vector<uint32_t> out;
  out.reserve(cps.size());
  bool previous_cased = false;
  for (size_t i = 0; i < cps.size(); ++i) {
    uint32_t c = cps[i];
    switch (mode) {
      case StrCase::Upper:
        unicode::to_upper(c, &out);
        break;
      case StrCase::Lower:
        lower_at(cps, i, &out);
        break;
      case StrCase::Casefold:
        unicode::to_fold(c, &out);
        break;
      case StrCase::Swapcase:
        if (unicode_isupper(c)) {
          lower_at(cps, i, &out);
        } else if (unicode_islower(c)) {
          unicode::to_upper(c, &out);
        } else {
          out.push_back(c);
        }
        break;
      case StrCase::Title:
        if (previous_cased) {
          lower_at(cps, i, &out);
        } else {
          unicode::to_title(c, &out);
        }
        previous_cased = is_cased(c);
        break;
      case StrCase::Capitalize:
        if (i == 0) {
          unicode::to_title(c, &out);
        } else {
          lower_at(cps, i, &out);
        }
        break;
    }
  }
  return utf8_encode(out, 0, out.size());
}

}  // namespace tp::objects
