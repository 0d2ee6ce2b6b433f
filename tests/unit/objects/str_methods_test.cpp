// str methods against CPython 3.11.7 (table in str_tables.inc), and dict insertion order
// under random insertions and deletions (checked against a reference list).
#include <algorithm>
#include <random>

#include "objects/dict_object.h"
#include "test_helpers.h"

namespace tp::testing {

#include "str_tables.inc"

// Decodes "s:<escaped>" (C escapes as Python's unicode_escape), "i:<int>", "n:", "b:1".
static std::string unescape(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out += s[i];
      continue;
    }
    char c = s[++i];
    if (c == 'n') out += '\n';
    else if (c == 't') out += '\t';
    else if (c == 'r') out += '\r';
    else if (c == 'x' || c == 'u') {
      int len = c == 'x' ? 2 : 4;
      uint32_t cp = static_cast<uint32_t>(std::stoul(s.substr(i + 1, len), nullptr, 16));
      objects::utf8_append(out, cp);
      i += len;
    } else {
      out += c;
    }
  }
  return out;
}

TEST_F(ObjectsTest, StrMethodTable) {
  for (const auto& c : kStrCases) {
    std::vector<Value> args;
    for (const char* a : c.args) {
      std::string s(a);
      if (s[0] == 's') args.push_back(S(unescape(s.substr(2))));
      else if (s[0] == 'i') args.push_back(I(std::stoll(s.substr(2))));
      else if (s[0] == 'b') args.push_back(Value::boolean(true));
      else args.push_back(Value::none());
    }
    EXPECT_EQ(R(M(S(c.receiver), c.method, args)), c.expected) << repr_of(c.receiver) << "." << c.method;
  }
}

TEST_F(ObjectsTest, DictOrderUnderInsertAndDelete) {
  std::mt19937 rng(12345);
  Value d = protocol::new_dict(ctx);
  gc::Root<Object> keep(ctx.heap, d.as_object());
  std::vector<int64_t> order;  // reference: keys in insertion order
  for (int step = 0; step < 20000; ++step) {
    int64_t k = static_cast<int64_t>(rng() % 500);
    auto it = std::find(order.begin(), order.end(), k);
    if (rng() % 3 == 0) {
      int r = objects::dict_del(ctx, objects::as_dict(d), I(k));
      ASSERT_EQ(r, it != order.end() ? 1 : 0);
      if (it != order.end()) order.erase(it);
    } else {
      ASSERT_EQ(protocol::setitem(ctx, d, I(k), I(step)), 0);
      if (it == order.end()) order.push_back(k);
    }
  }
  std::vector<int64_t> got;
  Value key;
  for (size_t p = 0; objects::dict_next(objects::as_dict(d), &p, &key, nullptr);) got.push_back(key.as_small_int());
  EXPECT_EQ(got, order);
  EXPECT_EQ(objects::as_dict(d)->used, order.size());
}

}  // namespace tp::testing
