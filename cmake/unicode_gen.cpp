// Build-time generator of the Unicode character database tables (and the cp1252 codec's) (src/objects/unicode_db.h
// describes the layout). Reads the Unicode Character Database text files that Debian's
// `unicode-data` package installs (/usr/share/unicode) and writes one C++ file of tables.
//
//   tp_unicode_gen UCD_DIR MAX_AGE OUT.cpp
//
// Note [Unicode version]: CPython 3.11 is built from Unicode 14.0.0; Debian 12 ships
// 15.0.0. Characters whose DerivedAge is newer than MAX_AGE ("14.0") are left out (they
// read as unassigned, as in CPython 3.11), so the repertoire is 14.0's. The properties of
// the characters that 14.0 already had come from the newer files; docs/stdlib.md lists
// where they differ from 14.0 (measured over the whole code space).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iconv.h>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr uint32_t kCodeSpace = 0x110000;

// Flags of a record: keep in sync with src/objects/unicode_db.h.
constexpr uint32_t kAlpha = 1u << 0;
constexpr uint32_t kDecimal = 1u << 1;
constexpr uint32_t kDigit = 1u << 2;
constexpr uint32_t kNumeric = 1u << 3;
constexpr uint32_t kLower = 1u << 4;
constexpr uint32_t kUpper = 1u << 5;
constexpr uint32_t kTitle = 1u << 6;
constexpr uint32_t kSpace = 1u << 7;
constexpr uint32_t kLinebreak = 1u << 8;
constexpr uint32_t kPrintable = 1u << 9;
constexpr uint32_t kXidStart = 1u << 10;
constexpr uint32_t kXidContinue = 1u << 11;
constexpr uint32_t kCased = 1u << 12;
constexpr uint32_t kCaseIgnorable = 1u << 13;
constexpr uint32_t kMirrored = 1u << 14;
constexpr uint32_t kExtLower = 1u << 15;
constexpr uint32_t kExtUpper = 1u << 16;
constexpr uint32_t kExtTitle = 1u << 17;
constexpr uint32_t kExtFold = 1u << 18;
constexpr uint32_t kAssigned = 1u << 19;

const char* const kCategories[] = {"Cn", "Lu", "Ll", "Lt", "Mn", "Mc", "Me", "Nd", "Nl", "No",
                                   "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Lm", "Lo",
                                   "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk",
                                   "So"};
const char* const kBidi[] = {"",   "L",   "LRE", "LRO", "R",   "AL",  "RLE", "RLO",
                             "PDF", "EN",  "ES",  "ET",  "AN",  "CS",  "NSM", "BN",
                             "B",   "S",   "WS",  "ON",  "LRI", "RLI", "FSI", "PDI"};
const char* const kWidths[] = {"F", "H", "W", "Na", "A", "N"};

[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "tp_unicode_gen: %s\n", what.c_str());
  std::exit(1);
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(trim(cur));
  return out;
}

std::vector<uint32_t> hex_list(const std::string& s) {
  std::vector<uint32_t> out;
  std::istringstream in(s);
  std::string w;
  while (in >> w) out.push_back(static_cast<uint32_t>(std::stoul(w, nullptr, 16)));
  return out;
}

int index_of(const char* const* names, size_t n, const std::string& s) {
  for (size_t i = 0; i < n; i++) {
    if (s == names[i]) return static_cast<int>(i);
  }
  die("unknown property value " + s);
}

// Calls f(lo, hi, fields) for each data line of a UCD file ("XXXX..YYYY ; a ; b # c").
template <typename F>
void each_line(const std::string& path, F f) {
  std::ifstream in(path);
  if (!in) die("cannot read " + path);
  std::string line;
  while (std::getline(in, line)) {
    size_t hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    if (trim(line).empty()) continue;
    std::vector<std::string> fields = split(line, ';');
    std::string range = fields[0];
    size_t dots = range.find("..");
    uint32_t lo = static_cast<uint32_t>(std::stoul(range.substr(0, dots), nullptr, 16));
    uint32_t hi = dots == std::string::npos
                      ? lo
                      : static_cast<uint32_t>(std::stoul(range.substr(dots + 2), nullptr, 16));
    f(lo, hi, fields);
  }
}

struct Char {
  std::string name;
  int category = 0;  // index in kCategories ("Cn")
  int bidi = 0;
  int combining = 0;
  int width = 0;  // "F" for unassigned code points, as CPython; assigned ones default to "N"
  bool mirrored = false;
  int decimal = -1, digit = -1;
  std::string numeric;  // "1/2", "" = none
  uint32_t flags = 0;
  std::vector<uint32_t> upper, lower, title, fold;
  std::string decomp_tag;  // "<compat>", "" = canonical
  std::vector<uint32_t> decomp;
};

struct Record {
  int32_t upper, lower, title, fold;
  uint32_t flags;
  int category, bidi, combining, width, decimal, digit, numeric;
  bool operator<(const Record& o) const {
    return std::tie(upper, lower, title, fold, flags, category, bidi, combining, width, decimal,
                    digit, numeric) < std::tie(o.upper, o.lower, o.title, o.fold, o.flags,
                                               o.category, o.bidi, o.combining, o.width,
                                               o.decimal, o.digit, o.numeric);
  }
};


// Writes a two-stage lookup table named NAME for `values` (one per code point):
// NAME_index1[cp >> shift] selects a block, NAME_index2[block << shift | (cp & mask)] is
// the value; the shift is chosen for the smallest size.
void emit_two_stage(std::ostream& out, const std::string& name, const std::vector<uint32_t>& values) {
  uint32_t max_value = *std::max_element(values.begin(), values.end());
  // Both stages are uint16_t; the shift minimises the entry count.
  size_t best_size = SIZE_MAX;
  int best_shift = 0;
  for (int shift = 3; shift <= 10; shift++) {
    size_t block = size_t{1} << shift;
    std::map<std::vector<uint32_t>, uint32_t> blocks;
    for (size_t i = 0; i < kCodeSpace; i += block) {
      blocks.emplace(std::vector<uint32_t>(values.begin() + i, values.begin() + i + block), 0);
    }
    size_t n1 = kCodeSpace >> shift;
    size_t size = n1 + blocks.size() * block;
    if (size < best_size) best_size = size, best_shift = shift;
  }
  size_t block = size_t{1} << best_shift;
  std::map<std::vector<uint32_t>, uint32_t> ids;
  std::vector<uint32_t> index1, index2;
  for (size_t i = 0; i < kCodeSpace; i += block) {
    std::vector<uint32_t> b(values.begin() + i, values.begin() + i + block);
    auto it = ids.find(b);
    if (it == ids.end()) {
      it = ids.emplace(b, static_cast<uint32_t>(ids.size())).first;
      index2.insert(index2.end(), b.begin(), b.end());
    }
    index1.push_back(it->second);
  }
  if (max_value > 0xffff || ids.size() > 0xffff) die(name + " does not fit 16-bit indexes");
  out << "extern const int " << name << "_shift = " << best_shift << ";\n";
  out << "extern const uint16_t " << name << "_index1[] = {";
  for (size_t i = 0; i < index1.size(); i++) out << (i % 24 ? "" : "\n") << index1[i] << ",";
  out << "};\n";
  out << "extern const uint16_t " << name << "_index2[] = {";
  for (size_t i = 0; i < index2.size(); i++) out << (i % 24 ? "" : "\n") << index2[i] << ",";
  out << "};\n";
}

std::string str_lit(const std::string& s) { return "\"" + s + "\""; }

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) die("usage: tp_unicode_gen UCD_DIR MAX_AGE OUT.cpp");
  std::string dir = argv[1];
  double max_age = std::atof(argv[2]);
  std::vector<bool> too_new(kCodeSpace, false);
  each_line(dir + "/DerivedAge.txt", [&](uint32_t lo, uint32_t hi, const std::vector<std::string>& f) {
    if (std::atof(f[1].c_str()) > max_age + 1e-9) {
      for (uint32_t c = lo; c <= hi; c++) too_new[c] = true;
    }
  });

  std::vector<Char> chars(kCodeSpace);
  std::vector<std::pair<uint32_t, uint32_t>> cjk_ranges;  // algorithmic names
  {
    std::ifstream in(dir + "/UnicodeData.txt");
    if (!in) die("cannot read UnicodeData.txt");
    std::string line;
    uint32_t range_first = 0;
    while (std::getline(in, line)) {
      if (trim(line).empty()) continue;
      std::vector<std::string> f = split(line, ';');
      if (f.size() < 15) die("bad UnicodeData line " + line);
      uint32_t code = static_cast<uint32_t>(std::stoul(f[0], nullptr, 16));
      uint32_t first = code;
      std::string name = f[1];
      if (name.size() > 8 && name.compare(name.size() - 8, 8, ", First>") == 0) {
        range_first = code;
        continue;
      }
      if (name.size() > 7 && name.compare(name.size() - 7, 7, ", Last>") == 0) {
        first = range_first;
        if (name.rfind("<CJK Ideograph", 0) == 0) {
          uint32_t last = code;
          while (last >= first && too_new[last]) last--;
          uint32_t begin = first;
          while (begin <= last && too_new[begin]) begin++;
          if (begin <= last) cjk_ranges.push_back({begin, last});
        }
        name.clear();
      }
      for (uint32_t c = first; c <= code; c++) {
        if (too_new[c]) continue;
        Char& ch = chars[c];
        ch.name = name;
        ch.flags |= kAssigned;
        ch.category = index_of(kCategories, std::size(kCategories), f[2]);
        ch.combining = std::atoi(f[3].c_str());
        ch.width = 5;
        ch.bidi = index_of(kBidi, std::size(kBidi), f[4]);
        if (!f[5].empty()) {
          std::string d = f[5];
          if (d[0] == '<') {
            size_t close = d.find('>');
            ch.decomp_tag = d.substr(0, close + 1);
            d = d.substr(close + 1);
          }
          ch.decomp = hex_list(d);
        }
        if (!f[6].empty()) ch.decimal = std::atoi(f[6].c_str());
        if (!f[7].empty()) ch.digit = std::atoi(f[7].c_str());
        ch.mirrored = f[9] == "Y";
        ch.upper = f[12].empty() ? std::vector<uint32_t>{c} : hex_list(f[12]);
        ch.lower = f[13].empty() ? std::vector<uint32_t>{c} : hex_list(f[13]);
        ch.title = f[14].empty() ? ch.upper : hex_list(f[14]);
        ch.fold = {c};
      }
    }
  }
  each_line(dir + "/extracted/DerivedNumericValues.txt", [&](uint32_t lo, uint32_t hi, const std::vector<std::string>& f) {
    for (uint32_t c = lo; c <= hi; c++) {
      if (!too_new[c]) chars[c].numeric = f[3];
    }
  });
  // Unconditional full case mappings (language- and context-dependent ones are left to
  // the str methods: final sigma is handled there, the others are not applied by CPython).
  each_line(dir + "/SpecialCasing.txt", [&](uint32_t lo, uint32_t, const std::vector<std::string>& f) {
    if (f.size() > 4 && !f[4].empty()) return;
    if (too_new[lo]) return;
    chars[lo].lower = hex_list(f[1]);
    chars[lo].title = hex_list(f[2]);
    chars[lo].upper = hex_list(f[3]);
  });
  each_line(dir + "/CaseFolding.txt", [&](uint32_t lo, uint32_t, const std::vector<std::string>& f) {
    if ((f[1] == "C" || f[1] == "F") && !too_new[lo]) chars[lo].fold = hex_list(f[2]);
  });
  each_line(dir + "/DerivedCoreProperties.txt", [&](uint32_t lo, uint32_t hi, const std::vector<std::string>& f) {
    uint32_t flag = f[1] == "Lowercase"        ? kLower
                    : f[1] == "Uppercase"      ? kUpper
                    : f[1] == "Cased"          ? kCased
                    : f[1] == "Case_Ignorable" ? kCaseIgnorable
                    : f[1] == "XID_Start"      ? kXidStart
                    : f[1] == "XID_Continue"   ? kXidContinue
                                               : 0;
    for (uint32_t c = lo; c <= hi && flag; c++) {
      if (!too_new[c]) chars[c].flags |= flag;
    }
  });
  each_line(dir + "/EastAsianWidth.txt", [&](uint32_t lo, uint32_t hi, const std::vector<std::string>& f) {
    int w = index_of(kWidths, std::size(kWidths), f[1]);
    for (uint32_t c = lo; c <= hi; c++) {
      if (chars[c].flags & kAssigned) chars[c].width = w;
    }
  });
  std::set<uint32_t> excluded;
  each_line(dir + "/DerivedNormalizationProps.txt", [&](uint32_t lo, uint32_t hi, const std::vector<std::string>& f) {
    if (f[1] == "Full_Composition_Exclusion") {
      for (uint32_t c = lo; c <= hi; c++) excluded.insert(c);
    }
  });

  // Records, the multi-character case mapping pool, numeric values, decompositions.
  std::vector<uint32_t> case_pool{0};
  std::map<std::vector<uint32_t>, uint32_t> case_ids;
  std::vector<std::string> numerics;
  std::map<std::string, int> numeric_ids;
  std::vector<std::string> tags{""};
  std::vector<uint32_t> decomp_pool{0};
  std::vector<uint32_t> decomp_index(kCodeSpace, 0);
  std::map<Record, uint32_t> record_ids;
  std::vector<Record> records;
  std::vector<uint32_t> record_index(kCodeSpace, 0);
  for (uint32_t c = 0; c < kCodeSpace; c++) {
    Char& ch = chars[c];
    Record r{};
    r.flags = ch.flags;
    const auto mapping = [&](const std::vector<uint32_t>& m, uint32_t ext, int32_t* out) {
      if (m.empty()) {
        *out = 0;
      } else if (m.size() == 1) {
        *out = static_cast<int32_t>(m[0]) - static_cast<int32_t>(c);
      } else {
        auto it = case_ids.find(m);
        if (it == case_ids.end()) {
          it = case_ids.emplace(m, static_cast<uint32_t>(case_pool.size())).first;
          case_pool.push_back(static_cast<uint32_t>(m.size()));
          case_pool.insert(case_pool.end(), m.begin(), m.end());
        }
        *out = static_cast<int32_t>(it->second);
        r.flags |= ext;
      }
    };
    mapping(ch.upper, kExtUpper, &r.upper);
    mapping(ch.lower, kExtLower, &r.lower);
    mapping(ch.title, kExtTitle, &r.title);
    mapping(ch.fold, kExtFold, &r.fold);
    std::string cat = kCategories[ch.category];
    if (!(ch.flags & kAssigned)) ch.category = 0;
    if (cat[0] == 'L') r.flags |= kAlpha;
    if (ch.decimal >= 0) r.flags |= kDecimal;
    if (ch.digit >= 0) r.flags |= kDigit;
    if (!ch.numeric.empty()) r.flags |= kNumeric;
    if (cat == "Lt") r.flags |= kTitle;
    std::string bidi = kBidi[ch.bidi];
    if (bidi == "WS" || bidi == "B" || bidi == "S" || cat == "Zs") r.flags |= kSpace;
    if (cat == "Zl" || bidi == "B") r.flags |= kLinebreak;
    static const std::set<std::string> unprintable{"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"};
    if (!unprintable.count(cat) || c == ' ') r.flags |= kPrintable;
    if (ch.mirrored) r.flags |= kMirrored;
    r.category = ch.category;
    r.bidi = ch.bidi;
    r.combining = ch.combining;
    r.width = ch.width;
    r.decimal = ch.decimal;
    r.digit = ch.digit;
    r.numeric = -1;
    if (!ch.numeric.empty()) {
      auto it = numeric_ids.find(ch.numeric);
      if (it == numeric_ids.end()) {
        it = numeric_ids.emplace(ch.numeric, static_cast<int>(numerics.size())).first;
        numerics.push_back(ch.numeric);
      }
      r.numeric = it->second;
    }
    auto it = record_ids.find(r);
    if (it == record_ids.end()) {
      it = record_ids.emplace(r, static_cast<uint32_t>(records.size())).first;
      records.push_back(r);
    }
    record_index[c] = it->second;
    if (!ch.decomp.empty()) {
      auto t = std::find(tags.begin(), tags.end(), ch.decomp_tag);
      if (t == tags.end()) t = tags.insert(tags.end(), ch.decomp_tag);
      decomp_index[c] = static_cast<uint32_t>(decomp_pool.size());
      decomp_pool.push_back(static_cast<uint32_t>((t - tags.begin()) << 8 | ch.decomp.size()));
      decomp_pool.insert(decomp_pool.end(), ch.decomp.begin(), ch.decomp.end());
    }
  }

  std::ofstream out(argv[3]);
  out << "// Generated by cmake/unicode_gen.cpp from the Unicode Character Database in " << dir
      << "\n// (characters up to Unicode " << argv[2] << "). Do not edit.\n";
  out << "#include \"objects/unicode_db.h\"\n\nnamespace tp::unicode {\n\n";
  out << "extern const char* const kCategoryNames[] = {";
  for (const char* s : kCategories) out << str_lit(s) << ",";
  out << "};\nextern const char* const kBidiNames[] = {";
  for (const char* s : kBidi) out << str_lit(s) << ",";
  out << "};\nextern const char* const kWidthNames[] = {";
  for (const char* s : kWidths) out << str_lit(s) << ",";
  out << "};\nextern const char* const kDecompTags[] = {";
  for (const std::string& s : tags) out << str_lit(s) << ",";
  out << "};\n";
  out << "extern const Record kRecords[] = {\n";
  for (const Record& r : records) {
    out << "{" << r.upper << "," << r.lower << "," << r.title << "," << r.fold << "," << r.flags
        << "u," << r.category << "," << r.bidi << "," << r.combining << "," << r.width << ","
        << r.decimal << "," << r.digit << "," << r.numeric << "},\n";
  }
  out << "};\n";
  out << "extern const double kNumericValues[] = {";
  for (const std::string& s : numerics) {
    size_t slash = s.find('/');
    out << "\n" << (slash == std::string::npos ? s + ".0" : "(double)" + s.substr(0, slash) + ".0/" + s.substr(slash + 1) + ".0") << ",";
  }
  out << "};\n";
  out << "extern const uint32_t kCasePool[] = {";
  for (size_t i = 0; i < case_pool.size(); i++) out << (i % 16 ? "" : "\n") << case_pool[i] << "u,";
  out << "};\n";
  out << "extern const uint32_t kDecompPool[] = {";
  for (size_t i = 0; i < decomp_pool.size(); i++) out << (i % 16 ? "" : "\n") << decomp_pool[i] << "u,";
  out << "};\n";
  emit_two_stage(out, "kRecord", record_index);
  emit_two_stage(out, "kDecomp", decomp_index);

  // Primary composites: canonical pairs whose composite is not excluded from composition.
  std::vector<std::vector<uint32_t>> pairs;
  for (uint32_t c = 0; c < kCodeSpace; c++) {
    const Char& ch = chars[c];
    if (ch.decomp.size() == 2 && ch.decomp_tag.empty() && !excluded.count(c)) {
      pairs.push_back({ch.decomp[0], ch.decomp[1], c});
    }
  }
  std::sort(pairs.begin(), pairs.end());
  out << "extern const Composition kCompositions[] = {";
  for (auto& p : pairs) out << "\n{" << p[0] << "u," << p[1] << "u," << p[2] << "u},";
  out << "};\nextern const size_t kCompositionCount = " << pairs.size() << ";\n";

  // Names (sorted by code point; the CJK unified ideographs and Hangul syllables are
  // algorithmic), the Hangul jamo short names, aliases and named sequences.
  out << "extern const NameEntry kNames[] = {";
  size_t names = 0;
  for (uint32_t c = 0; c < kCodeSpace; c++) {
    const std::string& n = chars[c].name;
    if (n.empty() || n[0] == '<') continue;
    out << "\n{" << c << "u," << str_lit(n) << "},";
    names++;
  }
  out << "};\nextern const size_t kNameCount = " << names << ";\n";
  out << "extern const CodeRange kCjkRanges[] = {";
  for (auto& r : cjk_ranges) out << "{" << r.first << "u," << r.second << "u},";
  out << "};\nextern const size_t kCjkRangeCount = " << cjk_ranges.size() << ";\n";
  std::vector<std::string> jamo_l, jamo_v, jamo_t;
  each_line(dir + "/Jamo.txt", [&](uint32_t lo, uint32_t, const std::vector<std::string>& f) {
    if (lo >= 0x1100 && lo < 0x1100 + 19) jamo_l.push_back(f[1]);
    if (lo >= 0x1161 && lo < 0x1161 + 21) jamo_v.push_back(f[1]);
    if (lo >= 0x11A8 && lo < 0x11A8 + 27) jamo_t.push_back(f[1]);
  });
  if (jamo_l.size() != 19 || jamo_v.size() != 21 || jamo_t.size() != 27) die("bad Jamo.txt");
  out << "extern const char* const kJamoL[] = {";
  for (auto& s : jamo_l) out << str_lit(s) << ",";
  out << "};\nextern const char* const kJamoV[] = {";
  for (auto& s : jamo_v) out << str_lit(s) << ",";
  out << "};\nextern const char* const kJamoT[] = {\"\",";
  for (auto& s : jamo_t) out << str_lit(s) << ",";
  out << "};\n";
  size_t aliases = 0;
  out << "extern const NameEntry kAliases[] = {";
  each_line(dir + "/NameAliases.txt", [&](uint32_t lo, uint32_t, const std::vector<std::string>& f) {
    if (too_new[lo]) return;
    out << "\n{" << lo << "u," << str_lit(f[1]) << "},";
    aliases++;
  });
  out << "};\nextern const size_t kAliasCount = " << aliases << ";\n";
  std::ifstream seqs(dir + "/NamedSequences.txt");
  if (!seqs) die("cannot read NamedSequences.txt");
  std::string line;
  size_t sequences = 0;
  out << "extern const NamedSequence kNamedSequences[] = {";
  while (std::getline(seqs, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = split(line, ';');
    std::vector<uint32_t> cps = hex_list(f[1]);
    bool old = std::none_of(cps.begin(), cps.end(), [&](uint32_t c) { return too_new[c]; });
    if (cps.size() > 4) die("named sequence longer than 4: " + f[0]);
    if (!old) continue;
    out << "\n{" << str_lit(f[0]) << "," << cps.size() << ",{";
    for (uint32_t c : cps) out << c << "u,";
    out << "}},";
    sequences++;
  }
  out << "};\nextern const size_t kNamedSequenceCount = " << sequences << ";\n";
  // Windows code page 1252 (bytes 0x80..0xFF; 0 = undefined), from the C library's iconv
  // (glibc's CP1252 agrees with CPython's cp1252: 0x81 0x8D 0x8F 0x90 0x9D undefined).
  iconv_t cd = iconv_open("UTF-32LE", "CP1252");
  if (cd == reinterpret_cast<iconv_t>(-1)) die("iconv has no CP1252");
  out << "extern const uint16_t kCp1252[128] = {";
  for (int b = 0x80; b <= 0xFF; b++) {
    char in[1] = {static_cast<char>(b)};
    uint32_t code = 0;
    char* ip = in;
    char* op = reinterpret_cast<char*>(&code);
    size_t il = 1, ol = 4;
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    if (iconv(cd, &ip, &il, &op, &ol) == static_cast<size_t>(-1)) code = 0;
    out << (b % 16 ? "" : "\n") << code << ",";
  }
  iconv_close(cd);
  out << "};\n";
  out << "\n}  // namespace tp::unicode\n";
  return out.good() ? 0 : 1;
}
