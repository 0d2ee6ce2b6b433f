// The search, split, strip, replace and case methods shared by bytes and bytearray.
#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

static bool sub_arg(Context& ctx, Value v, std::string* out) {
  if (is_byteslike(ctx, v)) {
    *out = as_bytes(v)->data;
    return true;
  }
  if (is_int(ctx, v)) {
    auto b = int_to_int64(v);
    if (!b || *b < 0 || *b > 255) {
      ctx.raise(ctx.builtins.exc_ValueError, "byte must be in range(0, 256)");
      return false;
    }
    *out = std::string(1, static_cast<char>(*b));
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "argument should be integer or bytes-like object, not '%s'", type_name(ctx, v));
  return false;
}

static Value b_find_impl(Context& ctx, const CallArgs& call, int mode) {
  if (!check_args(ctx, call, "find", 2, 4)) return Value::null();
  std::string sub;
  if (!sub_arg(ctx, call.args[1], &sub)) return Value::null();
  const std::string& d = self_b(call)->data;
  int64_t n = static_cast<int64_t>(d.size()), a = 0, b = n;
  if (call.nargs > 2 && !call.args[2].is_none()) {
    auto v = protocol::index_as_int64(ctx, call.args[2]);
    if (!v) return Value::null();
    a = *v < 0 ? std::max<int64_t>(0, *v + n) : std::min(*v, n + 1);
  }
  if (call.nargs > 3 && !call.args[3].is_none()) {
    auto v = protocol::index_as_int64(ctx, call.args[3]);
    if (!v) return Value::null();
    b = *v < 0 ? std::max<int64_t>(0, *v + n) : std::min(*v, n);
  }
  if (mode == 2) {
    if (a > b) return Value::small_int(0);
    std::string_view hay = std::string_view(d).substr(a, b - a);
    if (sub.empty()) return Value::small_int(b - a + 1);
    int64_t c = 0;
    for (size_t p = hay.find(sub); p != std::string_view::npos; p = hay.find(sub, p + sub.size())) ++c;
    return Value::small_int(c);
  }
  int64_t r = -1;
  if (a <= b && a <= n) {
    std::string_view hay = std::string_view(d).substr(a, b - a);
    size_t p = mode == 1 ? hay.rfind(sub) : hay.find(sub);
    if (p != std::string_view::npos) r = a + static_cast<int64_t>(p);
  }
  return Value::small_int(r);
}
static Value b_find(Context& c, const CallArgs& a) { return b_find_impl(c, a, 0); }
static Value b_rfind(Context& c, const CallArgs& a) { return b_find_impl(c, a, 1); }
static Value b_count(Context& c, const CallArgs& a) { return b_find_impl(c, a, 2); }
static Value b_index(Context& ctx, const CallArgs& call) {
  Value r = b_find_impl(ctx, call, 0);
  if (r.is_small_int() && r.as_small_int() < 0) return ctx.raise(ctx.builtins.exc_ValueError, "subsection not found");
  return r;
}

static Value b_starts_ends(Context& ctx, const CallArgs& call, bool ends) {
  if (!check_args(ctx, call, ends ? "endswith" : "startswith", 2, 2)) return Value::null();
  const std::string& d = self_b(call)->data;
  std::vector<Value> ps;
  if (is_tuple(ctx, call.args[1])) ps = as_tuple(call.args[1])->items;
  else ps.push_back(call.args[1]);
  for (Value p : ps) {
    if (!is_byteslike(ctx, p)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s",
                       ends ? "endswith" : "startswith", type_name(ctx, p));
    }
    const std::string& x = as_bytes(p)->data;
    if (x.size() <= d.size() && (ends ? d.compare(d.size() - x.size(), x.size(), x) == 0 : d.compare(0, x.size(), x) == 0)) {
      return Value::boolean(true);
    }
  }
  return Value::boolean(false);
}
static Value b_startswith(Context& c, const CallArgs& a) { return b_starts_ends(c, a, false); }
static Value b_endswith(Context& c, const CallArgs& a) { return b_starts_ends(c, a, true); }

static Value b_join(Context& ctx, const CallArgs& call) {
  std::vector<Value> items;
  if (!collect_iterable(ctx, call.args[1], &items)) return Value::null();
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_byteslike(ctx, items[i])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "sequence item %zu: expected a bytes-like object, %s found", i,
                       type_name(ctx, items[i]));
    }
    if (i) out += self_b(call)->data;
    out += as_bytes(items[i])->data;
  }
  return same_kind(ctx, call, out);
}

static Value b_split(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"sep", "maxsplit"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "split", kNames, 0, a)) return Value::null();
  int64_t maxsplit = -1;
  if (!a[1].is_null()) {
    auto m = protocol::index_as_int64(ctx, a[1]);
    if (!m) return Value::null();
    maxsplit = *m;
  }
  const std::string& d = self_b(call)->data;
  std::vector<Value> out;
  if (a[0].is_null() || a[0].is_none()) {
    size_t i = 0;
    auto ws = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (true) {
      while (i < d.size() && ws(d[i])) ++i;
      if (i >= d.size()) break;
      if (maxsplit >= 0 && static_cast<int64_t>(out.size()) == maxsplit) {
        out.push_back(same_kind(ctx, call, d.substr(i)));  // the rest, trailing whitespace included
        break;
      }
      size_t s = i;
      while (i < d.size() && !ws(d[i])) ++i;
      out.push_back(same_kind(ctx, call, d.substr(s, i - s)));
    }
    return Value::object(list_new(ctx, std::move(out)));
  }
  std::string sep;
  if (!is_byteslike(ctx, a[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", type_name(ctx, a[0]));
  }
  sep = as_bytes(a[0])->data;
  if (sep.empty()) return ctx.raise(ctx.builtins.exc_ValueError, "empty separator");
  size_t start = 0;
  while (maxsplit < 0 || static_cast<int64_t>(out.size()) < maxsplit) {
    size_t p = d.find(sep, start);
    if (p == std::string::npos) break;
    out.push_back(same_kind(ctx, call, d.substr(start, p - start)));
    start = p + sep.size();
  }
  out.push_back(same_kind(ctx, call, d.substr(start)));
  return Value::object(list_new(ctx, std::move(out)));
}

static Value b_strip_impl(Context& ctx, const CallArgs& call, int which) {
  const std::string& d = self_b(call)->data;
  std::string chars = " \t\n\r\x0b\x0c";
  if (call.nargs > 1 && !call.args[1].is_none()) {
    if (!is_byteslike(ctx, call.args[1])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", type_name(ctx, call.args[1]));
    }
    chars = as_bytes(call.args[1])->data;
  }
  size_t a = 0, b = d.size();
  if (which & 1) while (a < b && chars.find(d[a]) != std::string::npos) ++a;
  if (which & 2) while (b > a && chars.find(d[b - 1]) != std::string::npos) --b;
  return same_kind(ctx, call, d.substr(a, b - a));
}
static Value b_strip(Context& c, const CallArgs& a) { return b_strip_impl(c, a, 3); }
static Value b_lstrip(Context& c, const CallArgs& a) { return b_strip_impl(c, a, 1); }
static Value b_rstrip(Context& c, const CallArgs& a) { return b_strip_impl(c, a, 2); }

static Value b_replace(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "replace", 3, 4)) return Value::null();
  if (!is_byteslike(ctx, call.args[1]) || !is_byteslike(ctx, call.args[2])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required");
  }
  const std::string& d = self_b(call)->data;
  const std::string& o = as_bytes(call.args[1])->data;
  const std::string& nw = as_bytes(call.args[2])->data;
  int64_t count = -1;
  if (call.nargs == 4) {
    auto c = protocol::index_as_int64(ctx, call.args[3]);
    if (!c) return Value::null();
    count = *c;
  }
  std::string out;
  size_t start = 0;
  int64_t done = 0;
  if (o.empty()) {
    for (size_t i = 0; i <= d.size(); ++i) {
      if (count < 0 || done < count) {
        out += nw;
        ++done;
      }
      if (i < d.size()) out += d[i];
    }
    return same_kind(ctx, call, out);
  }
  while (count < 0 || done < count) {
    size_t p = d.find(o, start);
    if (p == std::string::npos) break;
    out += d.substr(start, p - start) + nw;
    start = p + o.size();
    ++done;
  }
  out += d.substr(start);
  return same_kind(ctx, call, out);
}

static Value b_case(Context& ctx, const CallArgs& call, bool upper) {
  std::string d = self_b(call)->data;
  for (char& c : d) c = static_cast<char>(upper ? std::toupper(static_cast<unsigned char>(c)) : std::tolower(static_cast<unsigned char>(c)));
  return same_kind(ctx, call, d);
}
static Value b_upper(Context& c, const CallArgs& a) { return b_case(c, a, true); }
static Value b_lower(Context& c, const CallArgs& a) { return b_case(c, a, false); }

static const MethodDef search_methods[] = {
    {"find", b_find, nullptr},
    {"rfind", b_rfind, nullptr},
    {"count", b_count, nullptr},
    {"index", b_index, nullptr},
    {"startswith", b_startswith, nullptr},
    {"endswith", b_endswith, nullptr},
    {"join", b_join, nullptr},
    {"split", b_split, nullptr},
    {"strip", b_strip, nullptr},
    {"lstrip", b_lstrip, nullptr},
    {"rstrip", b_rstrip, nullptr},
    {"replace", b_replace, nullptr},
    {"upper", b_upper, nullptr},
    {"lower", b_lower, nullptr},
    {}};

void init_bytes_methods(Context& ctx) {
  add_methods(ctx, ctx.builtins.bytes_type, search_methods);
  add_methods(ctx, ctx.builtins.bytearray_type, search_methods);
}

}  // namespace tp::objects
