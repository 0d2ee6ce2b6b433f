// Tests for the SAX JSON parser (src/data/json_parser.h): every case of
// tests/data/json_cases.txt must give CPython's value or CPython's exact error message;
// plus depth limits, invalid UTF-8, strict=False and a larger document.
#include "data/json_parser.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "test_util.h"

namespace tp::data {
namespace {

std::string hex(std::string_view s) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : s) {
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  return out;
}

std::string unhex(std::string_view s) {
  std::string out;
  for (size_t i = 0; i + 1 < s.size(); i += 2) {
    out += static_cast<char>(std::stoi(std::string(s.substr(i, 2)), nullptr, 16));
  }
  return out;
}

// Builds the canonical text of gen_fixtures.py's canon() from the parse events.
class CanonHandler : public JsonHandler {
public:
  std::string out;
  void start_object() override { open('{'); }
  void key(std::string_view name) override {
    comma();
    out += "k" + hex(name) + ":";
    after_key_ = true;
  }
  void end_object() override { close('}'); }
  void start_array() override { open('['); }
  void end_array() override { close(']'); }
  void string(std::string_view v) override { scalar("s" + hex(v)); }
  void number(std::string_view text, bool is_integer) override {
    if (is_integer) {
      std::string t(text);
      if (t == "-0") t = "0";
      scalar("i" + t);
      return;
    }
    double d;
    std::string t(text);
    if (t == "NaN") d = NAN;
    else if (t == "Infinity") d = INFINITY;
    else if (t == "-Infinity") d = -INFINITY;
    else d = std::strtod(t.c_str(), nullptr);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", d);
    scalar(std::string("d") + buf);
  }
  void boolean(bool v) override { scalar(v ? "t" : "f"); }
  void null() override { scalar("n"); }

private:
  void comma() {
    if (!first_.empty() && !first_.back()) out += ",";
    if (!first_.empty()) first_.back() = false;
  }
  void scalar(const std::string& text) {
    if (!after_key_) comma();
    after_key_ = false;
    out += text;
  }
  void open(char c) {
    if (!after_key_) comma();
    after_key_ = false;
    out += c;
    first_.push_back(true);
  }
  void close(char c) {
    out += c;
    first_.pop_back();
  }
  std::vector<bool> first_;
  bool after_key_ = false;
};

std::string run(std::string_view text, const JsonOptions& options = {}) {
  CanonHandler handler;
  try {
    parse_json(text, handler, options);
  } catch (const JsonError& e) {
    return std::string("err ") + e.what();
  }
  return "ok " + handler.out;
}

TEST(JsonParser, MatchesCPythonOnEveryFixtureCase) {
  std::ifstream in(test::fixture("json_cases.txt"));
  ASSERT_TRUE(in) << test::fixture("json_cases.txt");
  std::string line;
  int cases = 0;
  while (std::getline(in, line)) {
    size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos);
    std::string input = unhex(line.substr(0, tab));
    EXPECT_EQ(run(input), line.substr(tab + 1)) << "input: " << input;
    ++cases;
  }
  EXPECT_GT(cases, 90);
}

TEST(JsonParser, ErrorFields) {
  CanonHandler handler;
  try {
    parse_json("{\"\xc3\xa9\": 1\n, 2}", handler);
    FAIL();
  } catch (const JsonError& e) {
    EXPECT_EQ(e.kind(), JsonError::Kind::Decode);
    EXPECT_EQ(e.message(), "Expecting property name enclosed in double quotes");
    EXPECT_EQ(e.position(), 10u);  // code points: the é is one
    EXPECT_EQ(e.line(), 2u);
    EXPECT_EQ(e.column(), 3u);
  }
}

TEST(JsonParser, DepthLimitIsAnErrorNotAStackOverflow) {
  std::string deep = std::string(100000, '[') + std::string(100000, ']');
  try {
    CanonHandler handler;
    parse_json(deep, handler);
    FAIL();
  } catch (const JsonError& e) {
    EXPECT_EQ(e.kind(), JsonError::Kind::Recursion);
    EXPECT_STREQ(e.what(), "maximum recursion depth exceeded while decoding a JSON array from a unicode string");
  }
  std::string objects;
  for (int i = 0; i < 1001; ++i) objects += "{\"a\":";
  EXPECT_EQ(run(objects + "1" + std::string(1001, '}')),
            "err maximum recursion depth exceeded while decoding a JSON object from a unicode string");
  JsonOptions roomy;
  roomy.max_depth = 200000;
  EXPECT_EQ(run(deep, roomy).substr(0, 5), "ok [[");
  std::string at_limit = std::string(1000, '[') + std::string(1000, ']');
  EXPECT_EQ(run(at_limit).substr(0, 3), "ok ");
}

TEST(JsonParser, InvalidUtf8AndNonStrict) {
  EXPECT_EQ(run("\"a\xff\""), "err Invalid UTF-8 byte: line 1 column 3 (char 2)");
  EXPECT_EQ(run("\"\xc3\""), "err Invalid UTF-8 byte: line 1 column 2 (char 1)");
  EXPECT_EQ(run("\"\xed\xa0\x80\""), "err Invalid UTF-8 byte: line 1 column 2 (char 1)");  // surrogate
  EXPECT_EQ(run("\"\xc0\xaf\""), "err Invalid UTF-8 byte: line 1 column 2 (char 1)");      // overlong
  JsonOptions lax;
  lax.strict = false;
  EXPECT_EQ(run("\"a\nb\"", lax), "ok s" + hex("a\nb"));
}

TEST(JsonParser, NumbersKeepTheirText) {
  struct Recorder : JsonHandler {
    std::vector<std::pair<std::string, bool>> numbers;
    void start_object() override {}
    void key(std::string_view) override {}
    void end_object() override {}
    void start_array() override {}
    void end_array() override {}
    void string(std::string_view) override {}
    void number(std::string_view t, bool i) override { numbers.emplace_back(std::string(t), i); }
    void boolean(bool) override {}
    void null() override {}
  } rec;
  parse_json("[12345678901234567890, -0.0, 1e5, NaN, -Infinity, 7]", rec);
  ASSERT_EQ(rec.numbers.size(), 6u);
  EXPECT_EQ(rec.numbers[0], std::make_pair(std::string("12345678901234567890"), true));
  EXPECT_EQ(rec.numbers[1], std::make_pair(std::string("-0.0"), false));
  EXPECT_EQ(rec.numbers[2], std::make_pair(std::string("1e5"), false));
  EXPECT_EQ(rec.numbers[3], std::make_pair(std::string("NaN"), false));
  EXPECT_EQ(rec.numbers[4], std::make_pair(std::string("-Infinity"), false));
  EXPECT_EQ(rec.numbers[5], std::make_pair(std::string("7"), true));
}

TEST(JsonParser, HandlerMayAbort) {
  struct Thrower : CanonHandler {
    void boolean(bool) override { throw std::runtime_error("stop"); }
  } handler;
  EXPECT_THROW(parse_json("[1, true]", handler), std::runtime_error);
}

}  // namespace
}  // namespace tp::data
