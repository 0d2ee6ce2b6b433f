// Compares TensorPy's Unicode database with CPython 3.11 over the whole code space: for each
// block of 0x1000 code points, the digest of one line per code point (the same lines as
// scripts/gen-unicode-digests, which wrote cpython_digests.txt from CPython).
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "objects/unicode_db.h"

namespace {

using namespace tp::unicode;

// Unicode 15.0 added Other_Lowercase to these; not compared (see the generator script).
const std::set<uint32_t> kLowerChangedIn15 = {0x10FC, 0xA7F2, 0xA7F3, 0xA7F4, 0xAB69};

std::string seq(const std::vector<uint32_t>& v) {
  std::string s;
  char buf[16];
  for (uint32_t c : v) {
    std::snprintf(buf, sizeof buf, "%X.", c);
    s += buf;
  }
  return s + " ";
}

std::string line(uint32_t c) {
  const Record& r = record(c);
  char buf[256];
  double nv;
  std::string num = "-";
  if (numeric(c, &nv)) {
    std::snprintf(buf, sizeof buf, "%.17g", nv);
    num = buf;
  }
  auto f = [&](uint32_t flag) { return (r.flags & flag) ? '1' : '0'; };
  std::string fl = {f(kAlpha), f(kDecimal), f(kDigit), f(kNumeric), f(kLower), f(kUpper),
                    f(kTitle | kUpper), f(kSpace), f(kPrintable), f(kMirrored), f(kXidStart),
                    f(kXidContinue)};
  if (c < 0x80) {  // ASCII spaces and printables as str's methods define them
    fl[7] = (c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f)) ? '1' : '0';
    fl[8] = (c >= 0x20 && c < 0x7f) ? '1' : '0';
  }
  if (kLowerChangedIn15.count(c)) fl[4] = 'x';
  std::snprintf(buf, sizeof buf, "%X %s %s %s %d %d %d %s %s ", c, category(c), bidirectional(c),
                east_asian_width(c), combining(c), decimal(c), digit(c), num.c_str(), fl.c_str());
  std::string out = buf;
  std::vector<uint32_t> v;
  to_lower(c, &v);
  out += seq(v);
  v.clear();
  to_upper(c, &v);
  out += seq(v);
  v.clear();
  to_title(c, &v);
  out += seq(v);
  v.clear();
  to_fold(c, &v);
  out += seq(v);
  out += "[" + decomposition(c) + "] " + name(c) + "|";
  for (const char* form : {"NFC", "NFD", "NFKC", "NFKD"}) out += seq(normalize(form, {c}));
  return out + "\n";
}

uint64_t fnv(const std::string& s, uint64_t h) {
  for (unsigned char b : s) h = (h ^ b) * 0x100000001b3ull;
  return h;
}

TEST(UnicodeDb, MatchesCPythonOnEveryCodePoint) {
  std::string path = __FILE__;
  path = path.substr(0, path.rfind('/')) + "/cpython_digests.txt";
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  std::string text;
  int blocks = 0;
  while (std::getline(in, text)) {
    if (text.empty() || text[0] == '#') continue;
    std::istringstream fields(text);
    std::string block_hex, digest_hex;
    fields >> block_hex >> digest_hex;
    uint32_t block = static_cast<uint32_t>(std::stoul(block_hex, nullptr, 16));
    uint64_t expected = std::stoull(digest_hex, nullptr, 16);
    uint64_t h = 0xcbf29ce484222325ull;
    for (uint32_t c = block; c < block + 0x1000; c++) h = fnv(line(c), h);
    EXPECT_EQ(h, expected) << "block U+" << block_hex << " differs from CPython 3.11";
    blocks++;
  }
  EXPECT_EQ(blocks, 0x110);
}

TEST(UnicodeDb, FinalSigmaAndSpecialCasing) {
  std::vector<uint32_t> v;
  to_upper(0xDF, &v);
  EXPECT_EQ(v, (std::vector<uint32_t>{'S', 'S'}));
  v.clear();
  to_title(0x1C6, &v);
  EXPECT_EQ(v, (std::vector<uint32_t>{0x1C5}));
  v.clear();
  to_fold(0xFB01, &v);
  EXPECT_EQ(v, (std::vector<uint32_t>{'f', 'i'}));
  std::vector<uint32_t> hangul = normalize("NFC", {0x1100, 0x1161, 0x11A8});
  EXPECT_EQ(hangul, (std::vector<uint32_t>{0xAC01}));
}

}  // namespace
