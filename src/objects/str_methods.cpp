// str's named methods other than searching and splitting (str_search.cpp): case mapping,
// classification (isdigit...), padding, partition, splitlines, expandtabs, encode,
// removeprefix/removesuffix, maketrans/translate.
#include <algorithm>

#include "objects/memory_limit.h"
#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/codecs.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

std::vector<uint32_t> utf8_codepoints(std::string_view s) {
  std::vector<uint32_t> v;
  size_t p = 0;
  while (p < s.size()) v.push_back(utf8_decode(s, &p));
  return v;
}

std::string utf8_encode(const std::vector<uint32_t>& cps, size_t a, size_t b) {
  std::string out;
  for (size_t i = a; i < b; ++i) utf8_append(out, cps[i]);
  return out;
}

namespace {

StrObject* self_s(const CallArgs& call) { return as_str(call.args[0]); }

bool need_str(Context& ctx, Value v, const char* what) {
  if (is_str(ctx, v)) return true;
  ctx.raise(ctx.builtins.exc_TypeError, "%s", what);
  return false;
}

}  // namespace

static Value map_case(Context& ctx, const CallArgs& call, int mode) {
  static const char* const kNames[] = {"upper", "lower", "casefold", "swapcase", "title", "capitalize"};
  if (!check_args(ctx, call, kNames[mode], 1, 1)) return Value::null();
  StrObject* s = self_s(call);
  if (s->is_ascii && (mode == 0 || mode == 1 || mode == 2)) {  // ASCII fast path
    std::string out = s->data;
    for (char& c : out) {
      if (mode == 0 ? (c >= 'a' && c <= 'z') : (c >= 'A' && c <= 'Z')) c = static_cast<char>(c ^ 0x20);
    }
    return str_from(ctx, std::move(out));
  }
  return str_from(ctx, str_case_map(s->data, static_cast<StrCase>(mode)));
}
static Value str_upper(Context& ctx, const CallArgs& call) { return map_case(ctx, call, 0); }
static Value str_lower(Context& ctx, const CallArgs& call) { return map_case(ctx, call, 1); }
static Value str_casefold(Context& ctx, const CallArgs& call) { return map_case(ctx, call, 2); }
static Value str_swapcase(Context& ctx, const CallArgs& call) { return map_case(ctx, call, 3); }
static Value str_title(Context& ctx, const CallArgs& call) { return map_case(ctx, call, 4); }
static Value str_capitalize(Context& ctx, const CallArgs& call) { return map_case(ctx, call, 5); }

template <bool (*Pred)(uint32_t)>
static Value classify(Context& ctx, const CallArgs& call) {
  (void)ctx;
  std::vector<uint32_t> cps = utf8_codepoints(self_s(call)->data);
  if (cps.empty()) return Value::boolean(false);
  for (uint32_t c : cps) {
    if (!Pred(c)) return Value::boolean(false);
  }
  return Value::boolean(true);
}
static bool is_alnum_cp(uint32_t c) { return unicode_isalpha(c) || unicode_isnumeric(c); }

// isupper/islower: some cased character and none of the other case (titlecase letters
// count as the other case for both).
static Value str_isupper(Context&, const CallArgs& call) {
  bool cased = false;
  for (uint32_t c : utf8_codepoints(self_s(call)->data)) {
    if (unicode_islower(c) || unicode_istitle(c)) return Value::boolean(false);
    if (unicode_isupper(c)) cased = true;
  }
  return Value::boolean(cased);
}
static Value str_islower(Context&, const CallArgs& call) {
  bool cased = false;
  for (uint32_t c : utf8_codepoints(self_s(call)->data)) {
    if (unicode_isupper(c) || unicode_istitle(c)) return Value::boolean(false);
    if (unicode_islower(c)) cased = true;
  }
  return Value::boolean(cased);
}
static Value str_istitle(Context&, const CallArgs& call) {
  bool cased = false, prev = false;
  for (uint32_t c : utf8_codepoints(self_s(call)->data)) {
    if (unicode_isupper(c) || unicode_istitle(c)) {
      if (prev) return Value::boolean(false);
      prev = cased = true;
    } else if (unicode_islower(c)) {
      if (!prev) return Value::boolean(false);
      prev = cased = true;
    } else {
      prev = false;
    }
  }
  return Value::boolean(cased);
}
static Value str_isascii(Context&, const CallArgs& call) { return Value::boolean(self_s(call)->is_ascii); }
static Value str_isprintable(Context&, const CallArgs& call) {
  for (uint32_t c : utf8_codepoints(self_s(call)->data)) {
    if (!unicode_isprintable(c)) return Value::boolean(false);
  }
  return Value::boolean(true);
}
static Value str_isidentifier(Context&, const CallArgs& call) {
  std::vector<uint32_t> cps = utf8_codepoints(self_s(call)->data);
  if (cps.empty()) return Value::boolean(false);
  for (size_t i = 0; i < cps.size(); ++i) {
    uint32_t c = cps[i];
    bool ok = i == 0 ? c == '_' || unicode_is_xid_start(c) : unicode_is_xid_continue(c);
    if (!ok) return Value::boolean(false);
  }
  return Value::boolean(true);
}

static Value pad_impl(Context& ctx, const CallArgs& call, const char* name, int mode) {
  if (!check_args(ctx, call, name, 2, 3)) return Value::null();
  auto w = protocol::index_as_int64(ctx, call.args[1]);
  if (!w) return Value::null();
  std::string fill = " ";
  if (call.nargs == 3) {
    if (!is_str(ctx, call.args[2]) || as_str(call.args[2])->length != 1) {
      return ctx.raise(ctx.builtins.exc_TypeError, "The fill character must be exactly one character long");
    }
    fill = as_str(call.args[2])->data;
  }
  StrObject* s = self_s(call);
  int64_t len = static_cast<int64_t>(s->length);
  if (*w <= len) return str_from(ctx, s->data);
  int64_t extra = *w - len, left = 0;
  if (mode == 0) left = 0;                 // ljust
  else if (mode == 1) left = extra;        // rjust
  else left = extra / 2 + (extra & *w & 1);  // center (CPython's rule)
  if (!check_allocation(ctx, static_cast<double>(extra), static_cast<double>(fill.size()))) return Value::null();
  std::string out;
  out.reserve(s->data.size() + static_cast<size_t>(extra) * fill.size());
  for (int64_t i = 0; i < left; ++i) out += fill;
  out += s->data;
  for (int64_t i = 0; i < extra - left; ++i) out += fill;
  return str_from(ctx, out);
}
static Value str_ljust(Context& ctx, const CallArgs& call) { return pad_impl(ctx, call, "ljust", 0); }
static Value str_rjust(Context& ctx, const CallArgs& call) { return pad_impl(ctx, call, "rjust", 1); }
static Value str_center(Context& ctx, const CallArgs& call) { return pad_impl(ctx, call, "center", 2); }

static Value str_zfill(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "zfill", 2, 2)) return Value::null();
  auto w = protocol::index_as_int64(ctx, call.args[1]);
  if (!w) return Value::null();
  StrObject* s = self_s(call);
  int64_t len = static_cast<int64_t>(s->length);
  if (*w <= len) return str_from(ctx, s->data);
  if (!check_allocation(ctx, static_cast<double>(*w))) return Value::null();
  std::string out = s->data;
  size_t at = (!out.empty() && (out[0] == '+' || out[0] == '-')) ? 1 : 0;
  out.insert(at, std::string(static_cast<size_t>(*w - len), '0'));
  return str_from(ctx, out);
}

static Value partition_impl(Context& ctx, const CallArgs& call, bool reverse) {
  if (!check_args(ctx, call, reverse ? "rpartition" : "partition", 2, 2)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "must be str, not %s", type_name(ctx, call.args[1]));
  }
  std::string_view s = self_s(call)->view(), sep = as_str(call.args[1])->view();
  if (sep.empty()) return ctx.raise(ctx.builtins.exc_ValueError, "empty separator");
  size_t p = reverse ? s.rfind(sep) : s.find(sep);
  Value e = str_from(ctx, "");
  if (p == std::string_view::npos) {
    Value whole = str_from(ctx, std::string(s));
    return reverse ? tuple_from(ctx, {e, e, whole}) : tuple_from(ctx, {whole, e, e});
  }
  return tuple_from(ctx, {str_from(ctx, std::string(s.substr(0, p))), call.args[1],
                          str_from(ctx, std::string(s.substr(p + sep.size())))});
}
static Value str_partition(Context& ctx, const CallArgs& call) { return partition_impl(ctx, call, false); }
static Value str_rpartition(Context& ctx, const CallArgs& call) { return partition_impl(ctx, call, true); }

static Value str_splitlines(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"keepends"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "splitlines", kNames, 0, a)) return Value::null();
  bool keep = !a[0].is_null() && protocol::is_true(ctx, a[0]) == 1;
  std::vector<uint32_t> cps = utf8_codepoints(self_s(call)->data);
  std::vector<Value> out;
  size_t i = 0, n = cps.size();
  while (i < n) {
    size_t st = i;
    while (i < n && !unicode_islinebreak(cps[i])) ++i;
    size_t e = i;
    if (i < n) {
      if (cps[i] == '\r' && i + 1 < n && cps[i + 1] == '\n') {
        i += 2;
      } else {
        ++i;
      }
    }
    out.push_back(str_from(ctx, utf8_encode(cps, st, keep ? i : e)));
  }
  return Value::object(list_new(ctx, std::move(out)));
}

static Value str_expandtabs(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tabsize"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "expandtabs", kNames, 0, a)) return Value::null();
  int64_t tab = 8;
  if (!a[0].is_null()) {
    auto t = protocol::index_as_int64(ctx, a[0]);
    if (!t && ctx.exception_matches(ctx.builtins.exc_OverflowError)) {
      ctx.take_exception();
      return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
    }
    if (!t) return Value::null();
    if (*t > INT32_MAX || *t < INT32_MIN) {
      return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
    }
    tab = *t;
  }
  std::string out;
  int64_t col = 0;
  for (uint32_t c : utf8_codepoints(self_s(call)->data)) {
    if (c == '\t') {
      if (tab > 0) {
        int64_t k = tab - col % tab;
        if (!check_allocation(ctx, static_cast<double>(out.size()) + static_cast<double>(k))) return Value::null();
        out.append(static_cast<size_t>(k), ' ');
        col += k;
      }
    } else {
      utf8_append(out, c);
      col = (c == '\n' || c == '\r') ? 0 : col + 1;
    }
  }
  return str_from(ctx, out);
}

static Value str_encode(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"encoding", "errors"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "encode", kNames, 0, a)) return Value::null();
  std::string names[2] = {"utf-8", "strict"};
  for (int k = 0; k < 2; k++) {
    if (a[k].is_null()) continue;
    if (!is_str(ctx, a[k])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "encode() argument '%s' must be str, not %s", kNames[k],
                       type_name(ctx, a[k]));
    }
    names[k] = as_str(a[k])->data;
  }
  return codec_encode(ctx, call.args[0], names[0], names[1]);
}

static Value str_removeprefix(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "removeprefix", 2, 2)) return Value::null();
  if (!need_str(ctx, call.args[1], "removeprefix() argument must be str")) return Value::null();
  std::string_view s = self_s(call)->view(), p = as_str(call.args[1])->view();
  if (s.substr(0, p.size()) == p) return str_from(ctx, std::string(s.substr(p.size())));
  return str_from(ctx, std::string(s));
}
static Value str_removesuffix(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "removesuffix", 2, 2)) return Value::null();
  if (!need_str(ctx, call.args[1], "removesuffix() argument must be str")) return Value::null();
  std::string_view s = self_s(call)->view(), p = as_str(call.args[1])->view();
  if (!p.empty() && s.size() >= p.size() && s.substr(s.size() - p.size()) == p) {
    return str_from(ctx, std::string(s.substr(0, s.size() - p.size())));
  }
  return str_from(ctx, std::string(s));
}

static Value str_maketrans(Context& ctx, const CallArgs& call) {
  // staticmethod: no self.
  if (!check_args(ctx, CallArgs{call.args - 1, call.nargs + 1, call.kwnames}, "maketrans", 2, 4)) return Value::null();
  DictObject* d = dict_new(ctx);
  Value result = Value::object(d);
  if (call.nargs == 1) {
    if (!is_dict(ctx, call.args[0])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "if you give only one argument to maketrans it must be a dict");
    }
    Value k, v;
    for (size_t p = 0; dict_next(as_dict(call.args[0]), &p, &k, &v);) {
      Value key = k;
      if (is_str(ctx, k)) {
        if (as_str(k)->length != 1) {
          return ctx.raise(ctx.builtins.exc_ValueError, "string keys in translate table must be of length 1");
        }
        size_t q = 0;
        key = Value::small_int(utf8_decode(as_str(k)->data, &q));
      } else if (!is_int(ctx, k)) {
        return ctx.raise(ctx.builtins.exc_TypeError, "keys in translate table must be strings or integers");
      }
      if (dict_set(ctx, d, key, v) < 0) return Value::null();
    }
    return result;
  }
  if (!is_str(ctx, call.args[0]) || !is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "maketrans() argument 1 must be str, not %s", type_name(ctx, call.args[0]));
  }
  std::vector<uint32_t> x = utf8_codepoints(as_str(call.args[0])->data), y = utf8_codepoints(as_str(call.args[1])->data);
  if (x.size() != y.size()) {
    return ctx.raise(ctx.builtins.exc_ValueError, "the first two maketrans arguments must have equal length");
  }
  for (size_t i = 0; i < x.size(); ++i) dict_set(ctx, d, Value::small_int(x[i]), Value::small_int(y[i]));
  if (call.nargs == 3) {
    if (!is_str(ctx, call.args[2])) return ctx.raise(ctx.builtins.exc_TypeError, "maketrans() argument 3 must be str");
    for (uint32_t c : utf8_codepoints(as_str(call.args[2])->data)) dict_set(ctx, d, Value::small_int(c), Value::none());
  }
  return result;
}

static Value str_translate(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "translate", 2, 2)) return Value::null();
  std::string out;
  for (uint32_t c : utf8_codepoints(self_s(call)->data)) {
    Value r = protocol::getitem(ctx, call.args[1], Value::small_int(c));
    if (r.is_null()) {
      if (ctx.exception_matches(ctx.builtins.exc_LookupError)) {
        ctx.take_exception();
        utf8_append(out, c);
        continue;
      }
      return r;
    }
    if (r.is_none()) continue;
    if (is_int(ctx, r)) {
      auto v = int_to_int64(r);
      if (!v || *v < 0 || *v > 0x10ffff) {
        return ctx.raise(ctx.builtins.exc_ValueError, "character mapping must be in range(0x110000)");
      }
      utf8_append(out, static_cast<uint32_t>(*v));
    } else if (is_str(ctx, r)) {
      out += as_str(r)->data;
    } else {
      return ctx.raise(ctx.builtins.exc_TypeError, "character mapping must return integer, None or str");
    }
  }
  return str_from(ctx, out);
}

static const MethodDef str_methods[] = {
    {"upper", str_upper, nullptr},
    {"lower", str_lower, nullptr},
    {"casefold", str_casefold, nullptr},
    {"swapcase", str_swapcase, nullptr},
    {"title", str_title, nullptr},
    {"capitalize", str_capitalize, nullptr},
    {"isdigit", classify<unicode_isdigit>, nullptr},
    {"isalpha", classify<unicode_isalpha>, nullptr},
    {"isalnum", classify<is_alnum_cp>, nullptr},
    {"isspace", classify<unicode_isspace>, nullptr},
    {"isdecimal", classify<unicode_isdecimal>, nullptr},
    {"isnumeric", classify<unicode_isnumeric>, nullptr},
    {"isupper", str_isupper, nullptr},
    {"islower", str_islower, nullptr},
    {"istitle", str_istitle, nullptr},
    {"isascii", str_isascii, nullptr},
    {"isprintable", str_isprintable, nullptr},
    {"isidentifier", str_isidentifier, nullptr},
    {"ljust", str_ljust, nullptr},
    {"rjust", str_rjust, nullptr},
    {"center", str_center, nullptr},
    {"zfill", str_zfill, nullptr},
    {"partition", str_partition, nullptr},
    {"rpartition", str_rpartition, nullptr},
    {"splitlines", str_splitlines, nullptr},
    {"expandtabs", str_expandtabs, nullptr},
    {"encode", str_encode, nullptr},
    {"removeprefix", str_removeprefix, nullptr},
    {"removesuffix", str_removesuffix, nullptr},
    {"translate", str_translate, nullptr},
    {}};
static const MethodDef str_static_methods[] = {{"maketrans", str_maketrans, nullptr}, {}};

void init_str_search_methods(Context& ctx);  // str_search.cpp

void init_str_methods(Context& ctx) {
  init_str_search_methods(ctx);
  add_methods(ctx, ctx.builtins.str_type, str_methods);
  add_static_methods(ctx, ctx.builtins.str_type, str_static_methods);
}

}  // namespace tp::objects
