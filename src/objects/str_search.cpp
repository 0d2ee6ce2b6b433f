// str's searching and splitting methods: find/rfind/index/rindex/count, startswith/
// endswith (tuples, start/end), join, split/rsplit (maxsplit and whitespace rules),
// strip/lstrip/rstrip, replace. Indices are codepoint indices.
#include <algorithm>

#include "objects/arg_parser.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {

StrObject* self_s(const CallArgs& call) { return as_str(call.args[0]); }

// Clamps optional start/end (codepoint indices, slice semantics) to [0, len].
bool range_args(Context& ctx, const CallArgs& call, size_t first, size_t len, size_t* a, size_t* b) {
  int64_t n = static_cast<int64_t>(len), s = 0, e = n;
  if (call.nargs > first && !call.args[first].is_none()) {
    auto v = protocol::index_clamped(ctx, call.args[first]);
    if (!v) return false;
    s = *v < 0 ? std::max<int64_t>(0, *v + n) : std::min(*v, n + 1);
  }
  if (call.nargs > first + 1 && !call.args[first + 1].is_none()) {
    auto v = protocol::index_clamped(ctx, call.args[first + 1]);
    if (!v) return false;
    e = *v < 0 ? std::max<int64_t>(0, *v + n) : std::min(*v, n);
  }
  *a = static_cast<size_t>(s);
  *b = static_cast<size_t>(e);
  return true;
}

size_t cp_index(StrObject* s, size_t byte_pos) {
  if (s->is_ascii) return byte_pos;
  return utf8_length(std::string_view(s->data).substr(0, byte_pos), nullptr);
}

// find/rfind/index/rindex/count core. Returns codepoint index or -1; count in *count.
bool search(Context& ctx, const CallArgs& call, const char* name, bool reverse, int64_t* result) {
  if (!check_args(ctx, call, name, 2, 4)) return false;
  if (!is_str(ctx, call.args[1])) {
    ctx.raise(ctx.builtins.exc_TypeError, "must be str, not %s", type_name(ctx, call.args[1]));
    return false;
  }
  StrObject* s = self_s(call);
  std::string_view sub = as_str(call.args[1])->view();
  size_t a, b;
  if (!range_args(ctx, call, 2, s->length, &a, &b)) return false;
  *result = -1;
  if (a > s->length || a > b) return true;
  size_t ba = s->byte_offset(a), bb = s->byte_offset(b);
  std::string_view hay = std::string_view(s->data).substr(ba, bb - ba);
  size_t pos = reverse ? hay.rfind(sub) : hay.find(sub);
  if (pos != std::string_view::npos) *result = static_cast<int64_t>(cp_index(s, ba + pos));
  return true;
}

}  // namespace

static Value str_find(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "find", false, &r)) return Value::null();
  return Value::small_int(r);
}
static Value str_rfind(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "rfind", true, &r)) return Value::null();
  return Value::small_int(r);
}
static Value str_index(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "index", false, &r)) return Value::null();
  if (r < 0) return ctx.raise(ctx.builtins.exc_ValueError, "substring not found");
  return Value::small_int(r);
}
static Value str_rindex(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "rindex", true, &r)) return Value::null();
  if (r < 0) return ctx.raise(ctx.builtins.exc_ValueError, "substring not found");
  return Value::small_int(r);
}

static Value str_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "count", 2, 4)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "must be str, not %s", type_name(ctx, call.args[1]));
  }
  StrObject* s = self_s(call);
  std::string_view sub = as_str(call.args[1])->view();
  size_t a, b;
  if (!range_args(ctx, call, 2, s->length, &a, &b)) return Value::null();
  if (a > s->length || a > b) return Value::small_int(0);
  if (sub.empty()) return Value::small_int(static_cast<int64_t>(b - a + 1));
  size_t ba = s->byte_offset(a), bb = s->byte_offset(b);
  std::string_view hay = std::string_view(s->data).substr(ba, bb - ba);
  int64_t n = 0;
  for (size_t p = hay.find(sub); p != std::string_view::npos; p = hay.find(sub, p + sub.size())) ++n;
  return Value::small_int(n);
}

static Value starts_ends(Context& ctx, const CallArgs& call, bool ends) {
  const char* name = ends ? "endswith" : "startswith";
  if (!check_args(ctx, call, name, 2, 4)) return Value::null();
  StrObject* s = self_s(call);
  size_t a, b;
  if (!range_args(ctx, call, 2, s->length, &a, &b)) return Value::null();
  std::vector<Value> prefixes;
  if (is_tuple(ctx, call.args[1])) {
    prefixes = as_tuple(call.args[1])->items;
  } else if (is_str(ctx, call.args[1])) {
    prefixes.push_back(call.args[1]);
  } else {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s first arg must be str or a tuple of str, not %s", name,
                     type_name(ctx, call.args[1]));
  }
  if (a > s->length) return Value::boolean(false);
  size_t ba = s->byte_offset(a), bb = s->byte_offset(std::max(a, b));
  std::string_view hay = std::string_view(s->data).substr(ba, bb - ba);
  for (Value p : prefixes) {
    if (!is_str(ctx, p)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "tuple for %s must only contain str, not %s", name,
                       type_name(ctx, p));
    }
    std::string_view x = as_str(p)->view();
    if (b < a && !x.empty()) continue;
    if (b < a) continue;
    if (x.size() <= hay.size() &&
        (ends ? hay.substr(hay.size() - x.size()) == x : hay.substr(0, x.size()) == x)) {
      return Value::boolean(true);
    }
  }
  return Value::boolean(false);
}
static Value str_startswith(Context& ctx, const CallArgs& call) { return starts_ends(ctx, call, false); }
static Value str_endswith(Context& ctx, const CallArgs& call) { return starts_ends(ctx, call, true); }

static Value str_join(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "join", 2, 2)) return Value::null();
  std::vector<Value> items;
  if (!collect_iterable(ctx, call.args[1], &items)) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError) &&
        protocol::lookup_special(ctx, call.args[1], ctx.builtins.names.__iter__).is_null()) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "can only join an iterable");
    }
    return Value::null();
  }
  std::string out;
  const std::string& sep = self_s(call)->data;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_str(ctx, items[i])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "sequence item %zu: expected str instance, %s found", i,
                       type_name(ctx, items[i]));
    }
    if (i) out += sep;
    out += as_str(items[i])->data;
  }
  return str_from(ctx, out);
}

static Value split_impl(Context& ctx, const CallArgs& call, bool reverse) {
  static const char* const kNames[] = {"sep", "maxsplit"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), reverse ? "rsplit" : "split", kNames, 0, a)) return Value::null();
  int64_t maxsplit = -1;
  if (!a[1].is_null()) {
    auto m = protocol::index_as_int64(ctx, a[1]);
    if (!m) return Value::null();
    maxsplit = *m;
  }
  StrObject* s = self_s(call);
  std::vector<Value> out;
  if (a[0].is_null() || a[0].is_none()) {
    std::vector<uint32_t> cps = utf8_codepoints(s->data);
    std::vector<std::pair<size_t, size_t>> parts;
    if (!reverse) {
      size_t i = 0, n = cps.size();
      while (true) {
        while (i < n && unicode_isspace(cps[i])) ++i;
        if (i >= n) break;
        if (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) {
          parts.emplace_back(i, n);  // the rest, trailing whitespace included
          break;
        }
        size_t st = i;
        while (i < n && !unicode_isspace(cps[i])) ++i;
        parts.emplace_back(st, i);
      }
    } else {
      size_t i = cps.size();
      while (true) {
        while (i > 0 && unicode_isspace(cps[i - 1])) --i;
        if (i == 0) break;
        if (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) {
          parts.emplace_back(0, i);  // the rest, leading whitespace included
          break;
        }
        size_t e = i;
        while (i > 0 && !unicode_isspace(cps[i - 1])) --i;
        parts.emplace_back(i, e);
      }
      std::reverse(parts.begin(), parts.end());
    }
    for (auto& [x, y] : parts) out.push_back(str_from(ctx, utf8_encode(cps, x, y)));
    return Value::object(list_new(ctx, std::move(out)));
  }
  if (!is_str(ctx, a[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "must be str or None, not %s", type_name(ctx, a[0]));
  }
  std::string_view sep = as_str(a[0])->view();
  if (sep.empty()) return ctx.raise(ctx.builtins.exc_ValueError, "empty separator");
  std::string_view text = s->view();
  std::vector<std::string_view> parts;
  if (!reverse) {
    size_t start = 0;
    while (maxsplit < 0 || static_cast<int64_t>(parts.size()) < maxsplit) {
      size_t p = text.find(sep, start);
      if (p == std::string_view::npos) break;
      parts.push_back(text.substr(start, p - start));
      start = p + sep.size();
    }
    parts.push_back(text.substr(start));
  } else {
    size_t end = text.size();
    while (maxsplit < 0 || static_cast<int64_t>(parts.size()) < maxsplit) {
      if (end < sep.size()) break;
      size_t p = text.rfind(sep, end - sep.size());
      if (p == std::string_view::npos) break;
      parts.push_back(text.substr(p + sep.size(), end - p - sep.size()));
      end = p;
    }
    parts.push_back(text.substr(0, end));
    std::reverse(parts.begin(), parts.end());
  }
  for (auto p : parts) out.push_back(str_from(ctx, std::string(p)));
  return Value::object(list_new(ctx, std::move(out)));
}
static Value str_split(Context& ctx, const CallArgs& call) { return split_impl(ctx, call, false); }
static Value str_rsplit(Context& ctx, const CallArgs& call) { return split_impl(ctx, call, true); }

static Value strip_impl(Context& ctx, const CallArgs& call, int which, const char* name) {
  if (!check_args(ctx, call, name, 1, 2)) return Value::null();
  std::vector<uint32_t> cps = utf8_codepoints(self_s(call)->data);
  std::vector<uint32_t> chars;
  bool ws = call.nargs < 2 || call.args[1].is_none();
  if (!ws) {
    if (!is_str(ctx, call.args[1])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "%s arg must be None or str", name);
    }
    chars = utf8_codepoints(as_str(call.args[1])->data);
  }
  auto strip = [&](uint32_t c) {
    return ws ? unicode_isspace(c) : std::find(chars.begin(), chars.end(), c) != chars.end();
  };
  size_t a = 0, b = cps.size();
  if (which & 1) {
    while (a < b && strip(cps[a])) ++a;
  }
  if (which & 2) {
    while (b > a && strip(cps[b - 1])) --b;
  }
  if (a == 0 && b == cps.size() && self_s(call)->type() == ctx.builtins.str_type) return call.args[0];
  return str_from(ctx, utf8_encode(cps, a, b));
}
static Value str_strip(Context& ctx, const CallArgs& call) { return strip_impl(ctx, call, 3, "strip"); }
static Value str_lstrip(Context& ctx, const CallArgs& call) { return strip_impl(ctx, call, 1, "lstrip"); }
static Value str_rstrip(Context& ctx, const CallArgs& call) { return strip_impl(ctx, call, 2, "rstrip"); }

static Value str_replace(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "replace", 3, 4)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "replace() argument 1 must be str, not %s", type_name(ctx, call.args[1]));
  }
  if (!is_str(ctx, call.args[2])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "replace() argument 2 must be str, not %s", type_name(ctx, call.args[2]));
  }
  int64_t count = -1;
  if (call.nargs == 4) {
    auto c = protocol::index_as_int64(ctx, call.args[3]);
    if (!c) return Value::null();
    count = *c;
  }
  std::string_view s = self_s(call)->view(), old = as_str(call.args[1])->view(), nw = as_str(call.args[2])->view();
  std::string out;
  if (old.empty()) {
    std::vector<uint32_t> cps = utf8_codepoints(s);
    int64_t done = 0;
    for (size_t i = 0; i <= cps.size(); ++i) {
      if (count < 0 || done < count) {
        out += nw;
        ++done;
      }
      if (i < cps.size()) utf8_append(out, cps[i]);
    }
    return str_from(ctx, out);
  }
  size_t start = 0;
  int64_t done = 0;
  while (count < 0 || done < count) {
    size_t p = s.find(old, start);
    if (p == std::string_view::npos) break;
    out += s.substr(start, p - start);
    out += nw;
    start = p + old.size();
    ++done;
  }
  out += s.substr(start);
  return str_from(ctx, out);
}

static const MethodDef search_methods[] = {
    {"find", str_find, nullptr},
    {"rfind", str_rfind, nullptr},
    {"index", str_index, nullptr},
    {"rindex", str_rindex, nullptr},
    {"count", str_count, nullptr},
    {"startswith", str_startswith, nullptr},
    {"endswith", str_endswith, nullptr},
    {"join", str_join, nullptr},
    {"split", str_split, nullptr},
    {"rsplit", str_rsplit, nullptr},
    {"strip", str_strip, nullptr},
    {"lstrip", str_lstrip, nullptr},
    {"rstrip", str_rstrip, nullptr},
    {"replace", str_replace, nullptr},
    {}};

void init_str_search_methods(Context& ctx) { add_methods(ctx, ctx.builtins.str_type, search_methods); }

}  // namespace tp::objects
