// Accessors over the generated Unicode tables (see unicode_db.h; the tables come from
// cmake/unicode_gen.cpp).
#include "objects/unicode_db.h"

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <unordered_map>

namespace tp::unicode {

// Defined in the generated unicode_tables.cpp.
extern const char* const kCategoryNames[];
extern const char* const kBidiNames[];
extern const char* const kWidthNames[];
extern const char* const kDecompTags[];
extern const Record kRecords[];
extern const double kNumericValues[];
extern const uint32_t kCasePool[];
extern const uint32_t kDecompPool[];
extern const int kRecord_shift;
extern const uint16_t kRecord_index1[];
extern const uint16_t kRecord_index2[];
extern const int kDecomp_shift;
extern const uint16_t kDecomp_index1[];
extern const uint16_t kDecomp_index2[];
extern const Composition kCompositions[];
extern const size_t kCompositionCount;
extern const NameEntry kNames[];
extern const size_t kNameCount;
extern const CodeRange kCjkRanges[];
extern const size_t kCjkRangeCount;
extern const char* const kJamoL[];
extern const char* const kJamoV[];
extern const char* const kJamoT[];
extern const NameEntry kAliases[];
extern const size_t kAliasCount;
extern const NamedSequence kNamedSequences[];
extern const size_t kNamedSequenceCount;

namespace {

// Hangul syllable arithmetic (Unicode 3.12).
constexpr uint32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr uint32_t kLCount = 19, kVCount = 21, kTCount = 28, kNCount = kVCount * kTCount,
                   kSCount = kLCount * kNCount;

}  // namespace

const Record& record(uint32_t cp) {
  if (cp >= 0x110000) cp = 0x10FFFF;  // unassigned
  uint32_t block = kRecord_index1[cp >> kRecord_shift];
  return kRecords[kRecord_index2[(block << kRecord_shift) | (cp & ((1u << kRecord_shift) - 1))]];
}

const char* category(uint32_t cp) { return kCategoryNames[record(cp).category]; }
const char* bidirectional(uint32_t cp) { return kBidiNames[record(cp).bidi]; }
const char* east_asian_width(uint32_t cp) { return kWidthNames[record(cp).width]; }
int combining(uint32_t cp) { return record(cp).combining; }
int decimal(uint32_t cp) { return record(cp).decimal; }
int digit(uint32_t cp) { return record(cp).digit; }
bool numeric(uint32_t cp, double* value) {
  const Record& r = record(cp);
  if (r.numeric < 0) return false;
  *value = kNumericValues[r.numeric];
  return true;
}

namespace {

void map_case(uint32_t cp, int32_t value, bool ext, std::vector<uint32_t>* out) {
  if (!ext) {
    out->push_back(static_cast<uint32_t>(static_cast<int32_t>(cp) + value));
    return;
  }
  const uint32_t* p = kCasePool + value;
  out->insert(out->end(), p + 1, p + 1 + p[0]);
}

}  // namespace

void to_lower(uint32_t cp, std::vector<uint32_t>* out) {
  const Record& r = record(cp);
  map_case(cp, r.lower, r.flags & kExtLower, out);
}
void to_upper(uint32_t cp, std::vector<uint32_t>* out) {
  const Record& r = record(cp);
  map_case(cp, r.upper, r.flags & kExtUpper, out);
}
void to_title(uint32_t cp, std::vector<uint32_t>* out) {
  const Record& r = record(cp);
  map_case(cp, r.title, r.flags & kExtTitle, out);
}
void to_fold(uint32_t cp, std::vector<uint32_t>* out) {
  const Record& r = record(cp);
  map_case(cp, r.fold, r.flags & kExtFold, out);
}
uint32_t simple_lower(uint32_t cp) {
  std::vector<uint32_t> m;
  to_lower(cp, &m);
  return m.size() == 1 ? m[0] : cp;
}
uint32_t simple_upper(uint32_t cp) {
  std::vector<uint32_t> m;
  to_upper(cp, &m);
  return m.size() == 1 ? m[0] : cp;
}

namespace {

// The decomposition pool entry of cp (header: tag << 8 | length), or nullptr.
const uint32_t* decomp_entry(uint32_t cp) {
  if (cp >= 0x110000) return nullptr;
  uint32_t block = kDecomp_index1[cp >> kDecomp_shift];
  uint32_t index = kDecomp_index2[(block << kDecomp_shift) | (cp & ((1u << kDecomp_shift) - 1))];
  return index == 0 ? nullptr : kDecompPool + index;
}

void decompose(uint32_t cp, bool compat, std::vector<uint32_t>* out) {
  if (cp >= kSBase && cp < kSBase + kSCount) {
    uint32_t s = cp - kSBase;
    out->push_back(kLBase + s / kNCount);
    out->push_back(kVBase + (s % kNCount) / kTCount);
    if (s % kTCount != 0) out->push_back(kTBase + s % kTCount);
    return;
  }
  const uint32_t* e = decomp_entry(cp);
  if (e == nullptr || (!compat && (e[0] >> 8) != 0)) {
    out->push_back(cp);
    return;
  }
  for (uint32_t k = 1; k <= (e[0] & 0xff); k++) decompose(e[k], compat, out);
}

uint32_t compose_pair(uint32_t a, uint32_t b) {
  if (a >= kLBase && a < kLBase + kLCount && b >= kVBase && b < kVBase + kVCount) {
    return kSBase + ((a - kLBase) * kVCount + (b - kVBase)) * kTCount;
  }
  if (a >= kSBase && a < kSBase + kSCount && (a - kSBase) % kTCount == 0 && b > kTBase &&
      b < kTBase + kTCount) {
    return a + (b - kTBase);
  }
  const Composition* end = kCompositions + kCompositionCount;
  const Composition* it = std::lower_bound(kCompositions, end, Composition{a, b, 0},
                                           [](const Composition& x, const Composition& y) {
                                             return x.first != y.first ? x.first < y.first
                                                                       : x.second < y.second;
                                           });
  return it != end && it->first == a && it->second == b ? it->composite : 0;
}

}  // namespace

std::string decomposition(uint32_t cp) {
  const uint32_t* e = decomp_entry(cp);
  if (e == nullptr) return "";
  std::string s = kDecompTags[e[0] >> 8];
  char buf[16];
  for (uint32_t k = 1; k <= (e[0] & 0xff); k++) {
    std::snprintf(buf, sizeof buf, "%04X", e[k]);
    if (!s.empty()) s += ' ';
    s += buf;
  }
  return s;
}

std::vector<uint32_t> normalize(std::string_view form, const std::vector<uint32_t>& text) {
  bool compat = form == "NFKC" || form == "NFKD";
  bool compose = form == "NFC" || form == "NFKC";
  std::vector<uint32_t> d;
  d.reserve(text.size());
  for (uint32_t cp : text) decompose(cp, compat, &d);
  // Canonical ordering: a stable sort of each run of non-starters by combining class.
  for (size_t i = 0; i < d.size();) {
    if (combining(d[i]) == 0) {
      i++;
      continue;
    }
    size_t j = i;
    while (j < d.size() && combining(d[j]) != 0) j++;
    std::stable_sort(d.begin() + static_cast<std::ptrdiff_t>(i), d.begin() + static_cast<std::ptrdiff_t>(j),
                     [](uint32_t a, uint32_t b) { return combining(a) < combining(b); });
    i = j;
  }
  if (!compose || d.empty()) return d;
  // Canonical composition: each character combines with the last starter unless a
  // character in between blocks it (same or higher combining class, or a starter).
  std::vector<uint32_t> out;
  out.reserve(d.size());
  size_t starter = SIZE_MAX;  // index in out of the last starter
  int last_class = -1;        // combining class of the last character appended after it
  for (uint32_t cp : d) {
    int cc = combining(cp);
    if (starter != SIZE_MAX && (last_class == -1 || last_class < cc)) {
      uint32_t composite = compose_pair(out[starter], cp);
      if (composite != 0) {
        out[starter] = composite;
        continue;
      }
    }
    if (cc == 0) {
      starter = out.size();
      last_class = -1;
    } else {
      last_class = cc;
    }
    out.push_back(cp);
  }
  return out;
}

namespace {

bool in_cjk_range(uint32_t cp) {
  for (size_t i = 0; i < kCjkRangeCount; i++) {
    if (cp >= kCjkRanges[i].first && cp <= kCjkRanges[i].last) return true;
  }
  return false;
}

}  // namespace

std::string name(uint32_t cp) {
  char buf[64];
  if (cp >= kSBase && cp < kSBase + kSCount) {
    uint32_t s = cp - kSBase;
    return std::string("HANGUL SYLLABLE ") + kJamoL[s / kNCount] + kJamoV[(s % kNCount) / kTCount] +
           kJamoT[s % kTCount];
  }
  if (in_cjk_range(cp)) {
    std::snprintf(buf, sizeof buf, "CJK UNIFIED IDEOGRAPH-%X", cp);
    return buf;
  }
  const NameEntry* end = kNames + kNameCount;
  const NameEntry* it = std::lower_bound(kNames, end, cp, [](const NameEntry& e, uint32_t c) { return e.code < c; });
  return it != end && it->code == cp ? it->name : "";
}

namespace {

// Upper-cased name -> code point (names and aliases), built on first use.
const std::unordered_map<std::string, uint32_t>& name_index() {
  static std::unordered_map<std::string, uint32_t>* index = [] {
    auto* m = new std::unordered_map<std::string, uint32_t>();
    m->reserve(kNameCount + kAliasCount);
    for (size_t i = 0; i < kNameCount; i++) m->emplace(kNames[i].name, kNames[i].code);
    for (size_t i = 0; i < kAliasCount; i++) m->emplace(kAliases[i].name, kAliases[i].code);
    return m;
  }();
  return *index;
}

// The longest jamo short name of `table` (n entries) that prefixes *s; consumes it.
int match_jamo(const char* const* table, int n, std::string_view* s) {
  int best = -1;
  size_t best_len = 0;
  for (int i = 0; i < n; i++) {
    size_t len = std::char_traits<char>::length(table[i]);
    if (len >= best_len && s->substr(0, len) == table[i] && (best < 0 || len > best_len)) {
      best = i;
      best_len = len;
    }
  }
  if (best >= 0) s->remove_prefix(best_len);
  return best;
}

}  // namespace

bool lookup(std::string_view text, bool sequences, std::vector<uint32_t>* out) {
  // Algorithmic names are matched case-sensitively (as CPython).
  if (text.substr(0, 16) == "HANGUL SYLLABLE ") {
    std::string_view s = text.substr(16);
    int l = match_jamo(kJamoL, kLCount, &s);
    int v = match_jamo(kJamoV, kVCount, &s);
    int t = match_jamo(kJamoT, kTCount, &s);
    if (l >= 0 && v >= 0 && t >= 0 && s.empty()) {
      out->push_back(kSBase + (static_cast<uint32_t>(l) * kVCount + static_cast<uint32_t>(v)) * kTCount +
                     static_cast<uint32_t>(t));
      return true;
    }
    return false;
  }
  if (text.substr(0, 22) == "CJK UNIFIED IDEOGRAPH-") {
    std::string_view hex = text.substr(22);
    if (hex.size() != 4 && hex.size() != 5) return false;
    uint32_t v = 0;
    for (char c : hex) {
      if (c >= '0' && c <= '9') {
        v = v * 16 + static_cast<uint32_t>(c - '0');
      } else if (c >= 'A' && c <= 'F') {
        v = v * 16 + static_cast<uint32_t>(c - 'A' + 10);
      } else {
        return false;
      }
    }
    if (!in_cjk_range(v)) return false;
    out->push_back(v);
    return true;
  }
  std::string upper(text);
  for (char& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
  const auto& index = name_index();
  auto it = index.find(upper);
  if (it != index.end()) {
    out->push_back(it->second);
    return true;
  }
  if (sequences) {
    for (size_t i = 0; i < kNamedSequenceCount; i++) {
      if (upper == kNamedSequences[i].name) {
        out->insert(out->end(), kNamedSequences[i].codes, kNamedSequences[i].codes + kNamedSequences[i].length);
        return true;
      }
    }
  }
  return false;
}

}  // namespace tp::unicode
