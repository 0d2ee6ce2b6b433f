// Python regular-expression syntax checking (re_syntax.h): a recursive descent over the
// pattern shaped like CPython's sre_parse (_parse_sub / _parse / _escape / _class_escape /
// _parse_flags) that builds nothing and only tracks what the errors need: the kind of
// the last item (for "nothing to repeat" / "multiple repeat"), the groups opened and
// closed, the group names, and the verbose flag.
#include "stdlib/re_syntax.h"

#include <map>
#include <set>

namespace tp::stdlib {

namespace {

constexpr uint32_t kEnd = 0xFFFFFFFF;

std::string utf8(const std::vector<uint32_t>& cps) {
  std::string out;
  for (uint32_t c : cps) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

// repr() of a short str, as CPython's %r writes it (quotes chosen the same way).
std::string py_repr(const std::vector<uint32_t>& s) {
  bool has_single = false, has_double = false;
  for (uint32_t c : s) {
    has_single |= c == '\'';
    has_double |= c == '"';
  }
  char q = has_single && !has_double ? '"' : '\'';
  std::string out(1, q);
  for (uint32_t c : s) {
    if (c == static_cast<uint32_t>(q) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += utf8({c});
    }
  }
  out += q;
  return out;
}

bool is_digit(uint32_t c) { return c >= '0' && c <= '9'; }
bool is_octal(uint32_t c) { return c >= '0' && c <= '7'; }
bool is_hex(uint32_t c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool is_ascii_letter(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_flag(uint32_t c) { return c != kEnd && c < 0x80 && std::string_view("iLmsxatu").find(static_cast<char>(c)) != std::string_view::npos; }
bool is_space(uint32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// str.isidentifier(), with every non-ASCII code point accepted as a letter.
bool is_identifier(const std::vector<uint32_t>& s) {
  if (s.empty()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    uint32_t c = s[i];
    bool ok = c >= 0x80 || is_ascii_letter(c) || c == '_' || (i > 0 && is_digit(c));
    if (!ok) return false;
  }
  return true;
}

// The kind of the last item of a sequence: what a following repeat operator applies to.
enum class Item { None, At, Repeat, Other };

constexpr int kVerbose = 1 << 6;

struct Checker {
  const std::vector<uint32_t>& p;
  bool is_text;
  size_t i = 0;
  int groups = 1;            // CPython's state.groups: the next group number
  std::set<int> closed;      // groups whose ')' was seen
  std::map<std::vector<uint32_t>, int> names;
  std::vector<std::pair<int, size_t>> condition_refs;  // (group, position), checked at the end
  PatternError* err;
  bool global_verbose = false;

  uint32_t peek() const { return i < p.size() ? p[i] : kEnd; }
  uint32_t get() { return i < p.size() ? p[i++] : (++i, kEnd); }
  bool match(uint32_t c) {
    if (peek() == c) {
      ++i;
      return true;
    }
    return false;
  }
  // Position of the cursor minus `offset` (CPython's source.error(msg, offset)).
  bool fail(const std::string& msg, int64_t offset = 0) {
    err->message = msg;
    err->pos = static_cast<int64_t>(std::min(i, p.size())) - offset;
    return false;
  }
  bool fail_at(const std::string& msg, size_t pos) {
    err->message = msg;
    err->pos = static_cast<int64_t>(pos);
    return false;
  }
  std::string text(size_t from, size_t to) const {
    return utf8(std::vector<uint32_t>(p.begin() + static_cast<long>(from), p.begin() + static_cast<long>(std::min(to, p.size()))));
  }

  // source.getuntil(terminator, "group name")
  bool get_until(uint32_t terminator, std::vector<uint32_t>* out) {
    out->clear();
    while (true) {
      if (i >= p.size()) {
        if (out->empty()) return fail("missing group name");
        return fail(std::string("missing ") + static_cast<char>(terminator) + ", unterminated name",
                    static_cast<int64_t>(out->size()));
      }
      uint32_t c = p[i++];
      if (c == terminator) {
        if (out->empty()) return fail("missing group name", 1);
        return true;
      }
      out->push_back(c);
    }
  }

  bool incomplete_escape_check(size_t start, size_t want) {
    size_t n = 0;
    while (n < want && is_hex(peek())) {
      ++i;
      ++n;
    }
    if (n != want) return fail("incomplete escape " + text(start, i), static_cast<int64_t>(i - start));
    return true;
  }

  // An escape outside a set; the backslash is at `start`, the cursor after it. *kind
  // tells whether it is an anchor (\A \b \B \Z) or an ordinary item.
  bool escape(size_t start, Item* kind) {
    *kind = Item::Other;
    if (i >= p.size()) return fail_at("bad escape (end of pattern)", p.size() - 1);
    uint32_t c = p[i++];
    if (c == 'A' || c == 'b' || c == 'B' || c == 'Z') {
      *kind = Item::At;
      return true;
    }
    if (c == 'x') return incomplete_escape_check(start, 2);
    if (c == 'u' && is_text) return incomplete_escape_check(start, 4);
    if (c == 'U' && is_text) return incomplete_escape_check(start, 8);
    if (c == '0') {
      for (int n = 0; n < 2 && is_octal(peek()); ++n) ++i;
      return true;
    }
    if (is_digit(c)) {
      if (is_digit(peek())) {
        ++i;
        if (is_octal(p[start + 1]) && is_octal(p[start + 2]) && is_octal(peek())) {
          ++i;
          int v = static_cast<int>((p[start + 1] - '0') * 64 + (p[start + 2] - '0') * 8 + (p[start + 3] - '0'));
          if (v > 0377) {
            return fail("octal escape value " + text(start, i) + " outside of range 0-0o377",
                        static_cast<int64_t>(i - start));
          }
          return true;
        }
      }
      int group = 0;
      for (size_t k = start + 1; k < i; ++k) group = group * 10 + static_cast<int>(p[k] - '0');
      if (group < groups) {
        if (!closed.count(group)) return fail("cannot refer to an open group", static_cast<int64_t>(i - start));
        return true;
      }
      return fail("invalid group reference " + std::to_string(group), static_cast<int64_t>(i - start - 1));
    }
    if (is_ascii_letter(c) && std::string_view("dDsSwWafnrtv").find(static_cast<char>(c)) == std::string_view::npos &&
        !(c == 'N' && is_text)) {
      return fail("bad escape " + text(start, i), 2);
    }
    return true;
  }

  // An escape inside a set. *literal is false for a class (\d, \w, ...).
  bool class_escape(size_t start, bool* literal, uint32_t* value) {
    *literal = true;
    if (i >= p.size()) return fail_at("bad escape (end of pattern)", p.size() - 1);
    uint32_t c = p[i++];
    *value = c;
    if (std::string_view("dDsSwW").find(static_cast<char>(c < 0x80 ? c : 0)) != std::string_view::npos && c != 0) {
      *literal = false;
      return true;
    }
    if (c == 'x' || (is_text && (c == 'u' || c == 'U'))) {
      size_t want = c == 'x' ? 2 : c == 'u' ? 4 : 8;
      if (!incomplete_escape_check(start, want)) return false;
      *value = static_cast<uint32_t>(std::stoul(text(start + 2, i), nullptr, 16));
      return true;
    }
    if (is_octal(c)) {
      uint32_t v = c - '0';
      for (int n = 0; n < 2 && is_octal(peek()); ++n) v = v * 8 + (p[i++] - '0');
      if (v > 0377) {
        return fail("octal escape value " + text(start, i) + " outside of range 0-0o377", static_cast<int64_t>(i - start));
      }
      *value = v;
      return true;
    }
    static const char kEscapes[] = "abfnrtv";
    static const uint32_t kValues[] = {7, 8, 12, 10, 13, 9, 11};
    for (int k = 0; k < 7; ++k)
      if (c == static_cast<uint32_t>(kEscapes[k])) *value = kValues[k];
    if (is_ascii_letter(c) && std::string_view("abfnrtv").find(static_cast<char>(c)) == std::string_view::npos &&
        !(c == 'N' && is_text)) {
      return fail("bad escape " + text(start, i), 2);
    }
    return true;
  }

  bool char_set() {
    size_t here = i - 1;
    match('^');
    size_t start = i;
    while (true) {
      size_t this_start = i;
      uint32_t c = get();
      if (c == kEnd) return fail_at("unterminated character set", here);
      if (c == ']' && this_start != start) return true;
      bool lit1 = true;
      uint32_t v1 = c;
      if (c == '\\' && !class_escape(this_start, &lit1, &v1)) return false;
      size_t this_end = i;
      if (match('-')) {
        size_t that_start = i;
        uint32_t d = get();
        if (d == kEnd) return fail_at("unterminated character set", here);
        if (d == ']') return true;
        bool lit2 = true;
        uint32_t v2 = d;
        if (d == '\\' && !class_escape(that_start, &lit2, &v2)) return false;
        std::string range = text(this_start, this_end) + "-" + text(that_start, i);
        int64_t len = static_cast<int64_t>(i - this_start);
        if (!lit1 || !lit2 || v2 < v1) return fail("bad character range " + range, len);
      }
    }
  }

  // (?flags) or (?flags:...) or (?-flags:...), the cursor after `c` (the first letter or
  // '-'). Sets *global when it is a global-flags group "(?x)".
  bool flags(uint32_t c, bool* global, int* add, int* del) {
    *global = false;
    *add = *del = 0;
    auto bit = [](uint32_t f) { return f == 'x' ? kVerbose : 1 << (f & 15); };
    if (c != '-') {
      while (true) {
        if (is_text && c == 'L') return fail("bad inline flags: cannot use 'L' flag with a str pattern");
        if (!is_text && c == 'u') return fail("bad inline flags: cannot use 'u' flag with a bytes pattern");
        *add |= bit(c);
        c = get();
        if (c == kEnd) return fail("missing -, : or )");
        if (c == ')' || c == '-' || c == ':') break;
        if (!is_flag(c)) return fail(c < 0x80 && is_ascii_letter(c) ? "unknown flag" : "missing -, : or )", 1);
      }
    }
    if (c == ')') {
      *global = true;
      return true;
    }
    if (c == '-') {
      c = get();
      if (c == kEnd) return fail("missing flag");
      if (!is_flag(c)) return fail(c < 0x80 && is_ascii_letter(c) ? "unknown flag" : "missing flag", 1);
      while (true) {
        if (c == 'a' || c == 'u' || c == 'L') return fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
        *del |= bit(c);
        c = get();
        if (c == kEnd) return fail("missing :");
        if (c == ':') break;
        if (!is_flag(c)) return fail(c < 0x80 && is_ascii_letter(c) ? "unknown flag" : "missing :", 1);
      }
    }
    if (*add & *del) return fail("bad inline flags: flag turned on and off", 1);
    return true;
  }

  // _parse_sub: branches separated by '|'; stops before ')' or at the end.
  bool parse_sub(bool verbose, int nested) {
    bool first_branch = true;
    while (true) {
      if (!parse_seq(verbose, nested, nested == 0 && first_branch)) return false;
      first_branch = false;
      if (!match('|')) return true;
    }
  }

  bool parse_seq(bool verbose, int nested, bool first) {
    Item last = Item::None;
    bool any = false;  // CPython's `subpattern` non-empty
    while (true) {
      uint32_t c = peek();
      if (c == kEnd || c == '|' || c == ')') return true;
      size_t start = i;
      ++i;
      verbose = verbose || global_verbose;
      if (verbose) {
        if (is_space(c)) continue;
        if (c == '#') {
          while (i < p.size() && p[i] != '\n') ++i;
          continue;
        }
      }
      if (c == '\\') {
        Item kind;
        if (!escape(start, &kind)) return false;
        last = kind;
        any = true;
      } else if (c == '[') {
        if (!char_set()) return false;
        last = Item::Other;
        any = true;
      } else if (c == '*' || c == '+' || c == '?' || c == '{') {
        if (c == '{') {
          if (peek() == '}') {
            last = Item::Other;
            any = true;
            continue;
          }
          size_t lo_start = i;
          while (is_digit(peek())) ++i;
          std::string lo = text(lo_start, i), hi = lo;
          if (match(',')) {
            size_t hi_start = i;
            while (is_digit(peek())) ++i;
            hi = text(hi_start, i);
          }
          if (!match('}')) {
            i = start + 1;
            last = Item::Other;
            any = true;
            continue;
          }
          if (!lo.empty() && !hi.empty() && lo.size() < 19 && hi.size() < 19 && std::stoll(hi) < std::stoll(lo)) {
            return fail_at("min repeat greater than max repeat", start + 1);
          }
        }
        if (last == Item::None || last == Item::At) return fail_at("nothing to repeat", start);
        if (last == Item::Repeat) return fail_at("multiple repeat", start);
        if (!match('?')) match('+');
        last = Item::Repeat;
      } else if (c == '(') {
        Item kind = Item::Other;
        bool added = true;
        if (!group(start, verbose, nested, first && !any, &kind, &added, &verbose)) return false;
        if (added) {
          last = kind;
          any = true;
        }
      } else if (c == '^' || c == '$') {
        last = Item::At;
        any = true;
      } else {
        last = Item::Other;
        any = true;
      }
    }
  }

  // A '(' at `start` (cursor after it). *added is false for a comment or global flags
  // (nothing appended); *verbose changes with global (?x).
  bool group(size_t start, bool verbose, int nested, bool first, Item* kind, bool* added, bool* verbose_out) {
    bool capture = true;
    std::vector<uint32_t> name;
    bool named = false;
    bool sub_verbose = verbose;
    if (match('?')) {
      uint32_t c = get();
      if (c == kEnd) return fail("unexpected end of pattern");
      if (c == 'P') {
        if (match('<')) {
          if (!get_until('>', &name)) return false;
          if (!is_identifier(name)) return fail("bad character in group name " + py_repr(name), static_cast<int64_t>(name.size()) + 1);
          named = true;
        } else if (match('=')) {
          if (!get_until(')', &name)) return false;
          int64_t off = static_cast<int64_t>(name.size()) + 1;
          if (!is_identifier(name)) return fail("bad character in group name " + py_repr(name), off);
          auto it = names.find(name);
          if (it == names.end()) return fail("unknown group name " + py_repr(name), off);
          if (!closed.count(it->second)) return fail("cannot refer to an open group", off);
          return true;
        } else {
          uint32_t d = get();
          if (d == kEnd) return fail("unexpected end of pattern");
          return fail("unknown extension ?P" + utf8({d}), 3);
        }
      } else if (c == ':') {
        capture = false;
      } else if (c == '#') {
        while (true) {
          if (i >= p.size()) return fail_at("missing ), unterminated comment", start);
          if (get() == ')') break;
        }
        *added = false;
        return true;
      } else if (c == '=' || c == '!' || c == '<') {
        if (c == '<') {
          uint32_t d = get();
          if (d == kEnd) return fail("unexpected end of pattern");
          if (d != '=' && d != '!') return fail("unknown extension ?<" + utf8({d}), 3);
        }
        if (!parse_sub(verbose, nested + 1)) return false;
        if (!match(')')) return fail_at("missing ), unterminated subpattern", start);
        return true;
      } else if (c == '(') {
        std::vector<uint32_t> cond;
        if (!get_until(')', &cond)) return false;
        int64_t off = static_cast<int64_t>(cond.size()) + 1;
        if (is_identifier(cond)) {
          if (!names.count(cond)) return fail("unknown group name " + py_repr(cond), off);
        } else {
          for (uint32_t d : cond)
            if (!is_digit(d)) return fail("bad character in group name " + py_repr(cond), off);
          if (cond.size() > 9) return fail("invalid group reference " + text(i - cond.size() - 1, i - 1), off);
          int g = std::stoi(text(i - cond.size() - 1, i - 1));
          if (g == 0) return fail("bad group number", off);
          bool seen = false;
          for (auto& r : condition_refs) seen |= r.first == g;
          if (!seen) condition_refs.emplace_back(g, i - cond.size() - 1);
        }
        if (!parse_seq(verbose, nested + 1, false)) return false;
        if (match('|')) {
          if (!parse_seq(verbose, nested + 1, false)) return false;
          if (peek() == '|') return fail("conditional backref with more than two branches");
        }
        if (!match(')')) return fail_at("missing ), unterminated subpattern", start);
        return true;
      } else if (c == '>') {
        capture = false;
      } else if (is_flag(c) || c == '-') {
        bool global;
        int add, del;
        if (!flags(c, &global, &add, &del)) return false;
        if (global) {
          if (!first) return fail_at("global flags not at the start of the expression", start);
          if (add & kVerbose) {
            global_verbose = true;
            *verbose_out = true;
          }
          *added = false;
          return true;
        }
        if (add & kVerbose) sub_verbose = true;
        if (del & kVerbose) sub_verbose = false;
        capture = false;
      } else {
        return fail("unknown extension ?" + utf8({c}), 2);
      }
    }
    int gid = 0;
    if (capture) {
      gid = groups++;
      if (named) {
        auto it = names.find(name);
        if (it != names.end()) {
          return fail("redefinition of group name " + py_repr(name) + " as group " + std::to_string(gid) +
                          "; was group " + std::to_string(it->second),
                      static_cast<int64_t>(name.size()) + 1);
        }
        names[name] = gid;
      }
    }
    bool saved_global = global_verbose;
    if (sub_verbose != verbose) global_verbose = false;
    if (!parse_sub(sub_verbose, nested + 1)) return false;
    global_verbose = saved_global;
    if (!match(')')) return fail_at("missing ), unterminated subpattern", start);
    if (capture) closed.insert(gid);
    *kind = Item::Other;
    return true;
  }
};

}  // namespace

bool check_pattern_syntax(const std::vector<uint32_t>& pattern, bool verbose, bool is_text, PatternError* error) {
  Checker c{pattern, is_text, 0, 1, {}, {}, {}, error, false};
  if (!c.parse_sub(verbose, 0)) return false;
  if (c.i < pattern.size()) return c.fail("unbalanced parenthesis");
  for (auto& [group, pos] : c.condition_refs) {
    if (group >= c.groups) return c.fail_at("invalid group reference " + std::to_string(group), pos);
  }
  return true;
}

}  // namespace tp::stdlib
