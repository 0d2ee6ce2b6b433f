// The `_re` module: the PCRE2 core under lib/re.py. compile() translates Python's pattern
// syntax to PCRE2's (\Z -> \z, \uXXXX / \UXXXXXXXX -> \x{...}, the global inline flags
// (?a) (?u) (?L) removed and applied as options) and compiles with UTF and UCP for str
// patterns unless re.ASCII, JIT-compiled. A Code object runs one match at a time:
//   code.exec(string, pos, endpos, mode, notempty_atstart) -> None or (s0, e0, s1, e1, ...)
// with mode 0 search, 1 match (anchored), 2 fullmatch, positions in code points (bytes for
// bytes subjects) and -1 for groups that did not participate. lib/re.py builds Pattern,
// Match, findall/finditer/split/sub on this.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <string>
#include <vector>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/re_syntax.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

using objects::MethodDef;
using objects::GetSetDef;

// Python's flag values (re.I, re.M, ...).
constexpr int64_t kIgnoreCase = 2, kLocale = 4, kMultiline = 8, kDotAll = 16, kUnicode = 32, kVerbose = 64,
                  kAscii = 256;

class RegexCode : public Object {
 public:
  explicit RegexCode(TypeObject* type) : Object(type) {}
  ~RegexCode() override {
    if (match_data) pcre2_match_data_free(match_data);
    if (code) pcre2_code_free(code);
  }
  pcre2_code* code = nullptr;
  pcre2_match_data* match_data = nullptr;
  uint32_t groups = 0;
  bool is_bytes = false;
  int64_t flags = 0;  // the effective Python flags (inline ones included)
  DictObject* groupindex = nullptr;
  void trace(Tracer& t) override { t.mark(groupindex); }
};

// Rewrites Python syntax PCRE2 reads differently. *flags gains the global inline flags.
static std::string translate(std::string_view p, int64_t* flags) {
  std::string out;
  out.reserve(p.size() + 8);
  bool in_class = false;
  for (size_t i = 0; i < p.size(); ++i) {
    char c = p[i];
    if (c == '\\' && i + 1 < p.size()) {
      char n = p[i + 1];
      if (n == 'Z' && !in_class) {
        out += "\\z";
        ++i;
        continue;
      }
      if ((n == 'u' && i + 6 <= p.size()) || (n == 'U' && i + 10 <= p.size())) {
        size_t len = n == 'u' ? 4 : 8;
        out += "\\x{";
        out.append(p.substr(i + 2, len));
        out += "}";
        i += 1 + len;
        continue;
      }
      out += c;
      out += n;
      ++i;
      continue;
    }
    if (in_class) {
      if (c == ']') in_class = false;
      out += c;
      continue;
    }
    if (c == '[') {
      in_class = true;
      out += c;
      // A ']' (or '^]') right after '[' is a literal, as in Python.
      if (i + 1 < p.size() && p[i + 1] == '^') {
        out += '^';
        ++i;
      }
      if (i + 1 < p.size() && p[i + 1] == ']') {
        out += "\\]";
        ++i;
      }
      continue;
    }
    if (c == '(' && i + 2 < p.size() && p[i + 1] == '?') {
      // Global inline flags: (?aiLmsux) with no ':' (a scoped group keeps its letters).
      size_t j = i + 2;
      int64_t f = 0;
      while (j < p.size() && std::string_view("aiLmsux").find(p[j]) != std::string_view::npos) {
        f |= p[j] == 'a' ? kAscii : p[j] == 'i' ? kIgnoreCase : p[j] == 'L' ? kLocale : p[j] == 'm' ? kMultiline
           : p[j] == 's' ? kDotAll : p[j] == 'u' ? kUnicode : kVerbose;
        ++j;
      }
      if (j > i + 2 && j < p.size() && p[j] == ')') {
        *flags |= f;
        i = j;
        continue;
      }
      if (j > i + 2 && j < p.size() && (p[j] == ':' || p[j] == '-')) {
        // Scoped flags: PCRE2 knows i, m, s, x; drop a and u.
        out += "(?";
        for (size_t k = i + 2; k < j; ++k)
          if (p[k] != 'a' && p[k] != 'u' && p[k] != 'L') out += p[k];
        i = j - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

// PCRE2's messages for the common mistakes, in Python's words.
static std::string python_message(int code, const std::string& pcre_msg) {
  switch (code) {
    case PCRE2_ERROR_MISSING_CLOSING_PARENTHESIS: return "missing ), unterminated subpattern";
    case PCRE2_ERROR_QUANTIFIER_INVALID:
    case PCRE2_ERROR_QUANTIFIER_OUT_OF_ORDER: return "nothing to repeat";
    case PCRE2_ERROR_MISSING_SQUARE_BRACKET: return "unterminated character set";
    case PCRE2_ERROR_UNMATCHED_CLOSING_PARENTHESIS: return "unbalanced parenthesis";
    case PCRE2_ERROR_END_BACKSLASH: return "bad escape (end of pattern)";
    case PCRE2_ERROR_CLASS_RANGE_ORDER: return "bad character range";
    default: return pcre_msg;
  }
}

static void fill_groupindex(Context& ctx, RegexCode* c) {
  c->groupindex = objects::dict_new(ctx);
  uint32_t count = 0, entry = 0;
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(c->code, PCRE2_INFO_NAMECOUNT, &count);
  pcre2_pattern_info(c->code, PCRE2_INFO_NAMEENTRYSIZE, &entry);
  pcre2_pattern_info(c->code, PCRE2_INFO_NAMETABLE, &table);
  // Entries are sorted by name; CPython's groupindex is ordered by group number.
  std::vector<std::pair<int, std::string>> names;
  for (uint32_t i = 0; i < count; ++i) {
    const unsigned char* e = table + i * entry;
    names.emplace_back((e[0] << 8) | e[1], reinterpret_cast<const char*>(e + 2));
  }
  std::sort(names.begin(), names.end());
  for (auto& [n, name] : names) objects::dict_set(ctx, c->groupindex, objects::str_from(ctx, name), Value::small_int(n));
}

// compile(pattern, flags) -> Code, or (message, position) when the pattern is invalid.
static Value re_compile(Context& ctx, const CallArgs& call) {
  auto* state = static_cast<StateObject*>(call.args[0].as_object());
  CallArgs args = objects::without_self(call);
  if (!objects::check_args(ctx, args, "compile", 2, 2)) return Value::null();
  Value pat = args.args[0];
  bool is_bytes = objects::is_bytes(ctx, pat);
  if (!is_bytes && !objects::is_str(ctx, pat)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "first argument must be string or compiled pattern");
  }
  auto f = protocol::index_as_int64(ctx, args.args[1]);
  if (!f) return Value::null();
  int64_t flags = *f;
  std::string_view src = is_bytes ? std::string_view(objects::as_bytes(pat)->data) : objects::as_str(pat)->view();
  // Python's syntax errors first, with CPython's messages and positions.
  std::vector<uint32_t> units;
  units.reserve(src.size());
  for (size_t i = 0; i < src.size();) {
    auto ch = static_cast<unsigned char>(src[i]);
    if (is_bytes || ch < 0x80) {
      units.push_back(ch);
      ++i;
      continue;
    }
    size_t len = ch < 0xE0 ? 2 : ch < 0xF0 ? 3 : 4;
    uint32_t cp = ch & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
    for (size_t k = 1; k < len && i + k < src.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(src[i + k]) & 0x3F);
    units.push_back(cp);
    i += len;
  }
  PatternError syntax;
  if (!check_pattern_syntax(units, (flags & kVerbose) != 0, !is_bytes, &syntax)) {
    return objects::tuple_from(ctx, {objects::str_from(ctx, syntax.message), Value::small_int(syntax.pos)});
  }
  std::string translated = translate(src, &flags);
  if (!is_bytes && (flags & kAscii) && (*f & kUnicode)) {
    return ctx.raise(ctx.builtins.exc_ValueError, "ASCII and UNICODE flags are incompatible");
  }
  if (is_bytes && (flags & kUnicode)) return ctx.raise(ctx.builtins.exc_ValueError, "cannot use UNICODE flag with a bytes pattern");
  if (!is_bytes && !(flags & kAscii)) flags |= kUnicode;
  uint32_t options = 0;
  if (!is_bytes) options |= PCRE2_UTF | PCRE2_NO_UTF_CHECK;
  if (!is_bytes && !(flags & kAscii)) options |= PCRE2_UCP;
  if (flags & kIgnoreCase) options |= PCRE2_CASELESS;
  if (flags & kMultiline) options |= PCRE2_MULTILINE;
  if (flags & kDotAll) options |= PCRE2_DOTALL;
  if (flags & kVerbose) options |= PCRE2_EXTENDED;
  int errcode = 0;
  PCRE2_SIZE erroffset = 0;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(translated.data()), translated.size(), options,
                                   &errcode, &erroffset, nullptr);
  if (code == nullptr) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(errcode, buf, sizeof buf);
    std::string msg = python_message(errcode, reinterpret_cast<const char*>(buf));
    int64_t pos = static_cast<int64_t>(std::min<size_t>(erroffset, src.size()));
    if (errcode == PCRE2_ERROR_MISSING_CLOSING_PARENTHESIS) {
      pos = static_cast<int64_t>(src.rfind('('));
    } else if (errcode == PCRE2_ERROR_QUANTIFIER_INVALID || errcode == PCRE2_ERROR_QUANTIFIER_OUT_OF_ORDER) {
      pos = pos > 0 ? pos - 1 : 0;
    }
    return objects::tuple_from(ctx, {objects::str_from(ctx, msg), Value::small_int(pos)});
  }
  pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
  auto* c = ctx.heap.make<RegexCode>(state->type_at(0));
  c->code = code;
  c->is_bytes = is_bytes;
  c->flags = flags;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &c->groups);
  c->match_data = pcre2_match_data_create_from_pattern(code, nullptr);
  gc::Root<RegexCode> keep(ctx.heap, c);
  fill_groupindex(ctx, c);
  return Value::object(c);
}

// Code point index of byte offset `b` in `s`, walking forward from a known pair.
static int64_t cp_index(std::string_view s, size_t b, size_t* from_b, int64_t* from_cp) {
  size_t i = *from_b;
  int64_t cp = *from_cp;
  if (b < i) {
    i = 0;
    cp = 0;
  }
  while (i < b) {
    unsigned char ch = static_cast<unsigned char>(s[i]);
    i += ch < 0x80 ? 1 : ch < 0xE0 ? 2 : ch < 0xF0 ? 3 : 4;
    ++cp;
  }
  *from_b = i;
  *from_cp = cp;
  return cp;
}

static Value code_exec(Context& ctx, const CallArgs& call) {
  auto* c = static_cast<RegexCode*>(call.args[0].as_object());
  CallArgs args = objects::without_self(call);
  if (!objects::check_args(ctx, args, "exec", 5, 5)) return Value::null();
  Value subject = args.args[0];
  std::string_view s;
  bool ascii = true;
  StrObject* so = nullptr;
  if (c->is_bytes) {
    if (!objects::is_bytes(ctx, subject) && !objects::is_bytearray(ctx, subject)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "cannot use a bytes pattern on a string-like object");
    }
    s = objects::as_bytes(subject)->data;
  } else {
    if (!objects::is_str(ctx, subject)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "cannot use a string pattern on a bytes-like object");
    }
    so = objects::as_str(subject);
    s = so->view();
    ascii = so->is_ascii;
  }
  int64_t length = so ? static_cast<int64_t>(so->length) : static_cast<int64_t>(s.size());
  auto pos = protocol::index_as_int64(ctx, args.args[1]);
  auto endpos = protocol::index_as_int64(ctx, args.args[2]);
  auto mode = protocol::index_as_int64(ctx, args.args[3]);
  if (!pos || !endpos || !mode) return Value::null();
  int notempty = protocol::is_true(ctx, args.args[4]);
  if (notempty < 0) return Value::null();
  int64_t p = std::clamp<int64_t>(*pos, 0, length), e = std::clamp<int64_t>(*endpos, 0, length);
  if (e < p) return Value::none();
  size_t pb = ascii ? static_cast<size_t>(p) : so->byte_offset(static_cast<size_t>(p));
  size_t eb = ascii ? static_cast<size_t>(e) : so->byte_offset(static_cast<size_t>(e));
  uint32_t options = PCRE2_NO_UTF_CHECK;
  if (*mode >= 1) options |= PCRE2_ANCHORED;
  if (*mode == 2) options |= PCRE2_ENDANCHORED;
  if (notempty) options |= PCRE2_NOTEMPTY_ATSTART;
  int rc = pcre2_match(c->code, reinterpret_cast<PCRE2_SPTR>(s.data()), eb, pb, options, c->match_data, nullptr);
  if (rc == PCRE2_ERROR_NOMATCH) return Value::none();
  if (rc < 0) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(rc, buf, sizeof buf);
    return ctx.raise(ctx.builtins.exc_RuntimeError, "regular expression match failed: %s", reinterpret_cast<const char*>(buf));
  }
  PCRE2_SIZE* ov = pcre2_get_ovector_pointer(c->match_data);
  std::vector<Value> spans;
  spans.reserve(2 * (c->groups + 1));
  size_t from_b = 0;
  int64_t from_cp = 0;
  for (uint32_t g = 0; g <= c->groups; ++g) {
    PCRE2_SIZE a = ov[2 * g], b = ov[2 * g + 1];
    if (g >= static_cast<uint32_t>(rc) || a == PCRE2_UNSET) {
      spans.push_back(Value::small_int(-1));
      spans.push_back(Value::small_int(-1));
      continue;
    }
    if (ascii) {
      spans.push_back(Value::small_int(static_cast<int64_t>(a)));
      spans.push_back(Value::small_int(static_cast<int64_t>(b)));
    } else {
      spans.push_back(Value::small_int(cp_index(s, a, &from_b, &from_cp)));
      spans.push_back(Value::small_int(cp_index(s, b, &from_b, &from_cp)));
    }
  }
  return objects::tuple_from(ctx, std::move(spans));
}

static Value code_groups(Context& ctx, Value self) {
  return Value::small_int(static_cast<RegexCode*>(self.as_object())->groups);
}
static Value code_flags(Context& ctx, Value self) { return Value::small_int(static_cast<RegexCode*>(self.as_object())->flags); }
static Value code_groupindex(Context& ctx, Value self) {
  return Value::object(static_cast<RegexCode*>(self.as_object())->groupindex);
}

static Value code_make(Context& ctx, TypeObject* cls) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot create '_re.Code' instances; use _re.compile()");
}

static const MethodDef code_methods[] = {
    {"exec", code_exec, "exec(string, pos, endpos, mode, notempty_atstart)\n--\n\n"
                        "Run the pattern (mode 0 search, 1 match, 2 fullmatch); None or the group spans."},
    {}};
static const GetSetDef code_getsets[] = {{"groups", code_groups, nullptr, "Number of capturing groups."},
                                         {"flags", code_flags, nullptr, "Effective flags (inline ones included)."},
                                         {"groupindex", code_groupindex, nullptr, "Group name -> number."},
                                         {}};
static const MethodDef re_functions[] = {
    {"compile", re_compile, "compile(pattern, flags, /)\n--\n\nA Code object, or (message, pos) for a bad pattern."},
    {}};

ModuleObject* init__re(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "_re", 1);
  ModuleObject* m = st;
  scope.keep(m);
  TypeObject* t = objects::new_native_type(ctx, "Code", ctx.builtins.object_type, code_make);
  objects::add_methods(ctx, t, code_methods);
  objects::add_getsets(ctx, t, code_getsets);
  st->slots[0] = Value::object(t);
  add_state_functions(ctx, m, re_functions, st);
  objects::set_module_attr(ctx, m, "Code", Value::object(t));
  return m;
}

}  // namespace tp::stdlib
