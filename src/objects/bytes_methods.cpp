// The search, split, strip, replace, partition and join methods shared by bytes and
// bytearray, with CPython's argument rules (start/end as slice indices, int or bytes-like
// needles) and messages. A bytearray receiver gets bytearray results.
#include <algorithm>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/memory_limit.h"
#include "objects/native.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The needle of find/count/index: bytes-like, or an int byte value (CPython checks start and
// end first, then the needle).
bool needle_arg(Context& ctx, Value v, std::string* out) {
  if (is_byteslike(ctx, v)) {
    std::string_view view;
    if (!byteslike_arg(ctx, v, &view)) return false;
    *out = std::string(view);
    return true;
  }
  if (!is_int(ctx, v) && protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
    if (!ctx.has_exception()) {
      ctx.raise(ctx.builtins.exc_TypeError, "argument should be integer or bytes-like object, not '%s'",
                type_name(ctx, v));
    }
    return false;
  }
  int b;
  if (!byte_arg(ctx, v, &b)) return false;
  *out = std::string(1, static_cast<char>(b));
  return true;
}

// Reads the optional start/end of a find-like method (arguments `first`, `first + 1`).
bool range_args(Context& ctx, const CallArgs& call, size_t first, int64_t* start, int64_t* end) {
  *start = 0;
  *end = INT64_MAX / 4;
  if (call.nargs > first && !slice_index_arg(ctx, call.args[first], start)) return false;
  if (call.nargs > first + 1 && !slice_index_arg(ctx, call.args[first + 1], end)) return false;
  return true;
}

enum class Find { First, Last, Count };

// find/rfind/count core: the index (or count); false when it raised.
bool search(Context& ctx, const CallArgs& call, const char* name, Find mode, int64_t* result) {
  if (!bytes_check_args(ctx, call, name, BArgs::Old, 1, 3)) return false;
  int64_t start, end;
  if (!range_args(ctx, call, 2, &start, &end)) return false;
  std::string sub;
  if (!needle_arg(ctx, call.args[1], &sub)) return false;
  const std::string& d = self_b(call)->data;
  int64_t len = static_cast<int64_t>(d.size()), sl = static_cast<int64_t>(sub.size());
  adjust_range(len, &start, &end);
  if (mode == Find::Count) {
    *result = 0;
    if (end - start < 0) return true;
    if (sl == 0) {
      *result = end - start + 1;
      return true;
    }
    std::string_view hay = std::string_view(d).substr(start, end - start);
    for (size_t p = hay.find(sub); p != std::string_view::npos; p = hay.find(sub, p + sub.size())) ++*result;
    return true;
  }
  *result = -1;
  if (end - start < sl) return true;
  std::string_view hay = std::string_view(d).substr(start, end - start);
  size_t p = mode == Find::Last ? hay.rfind(sub) : hay.find(sub);
  if (p != std::string_view::npos) *result = start + static_cast<int64_t>(p);
  return true;
}

Value b_find(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "find", Find::First, &r)) return Value::null();
  return Value::small_int(r);
}
Value b_rfind(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "rfind", Find::Last, &r)) return Value::null();
  return Value::small_int(r);
}
Value b_count(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "count", Find::Count, &r)) return Value::null();
  return Value::small_int(r);
}
Value b_index(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "index", Find::First, &r)) return Value::null();
  if (r < 0) return ctx.raise(ctx.builtins.exc_ValueError, "subsection not found");
  return Value::small_int(r);
}
Value b_rindex(Context& ctx, const CallArgs& call) {
  int64_t r;
  if (!search(ctx, call, "rindex", Find::Last, &r)) return Value::null();
  if (r < 0) return ctx.raise(ctx.builtins.exc_ValueError, "subsection not found");
  return Value::small_int(r);
}

// CPython's tailmatch: does d[start:end] start (end) with `x`?
bool tailmatch(std::string_view d, std::string_view x, int64_t start, int64_t end, bool ends) {
  int64_t len = static_cast<int64_t>(d.size()), sl = static_cast<int64_t>(x.size());
  adjust_range(len, &start, &end);
  if (!ends) {
    if (start > len - sl) return false;
  } else {
    if (end - start < sl || start > len) return false;
    if (end - sl > start) start = end - sl;
  }
  if (end - start < sl) return false;
  return d.substr(start, sl) == x;
}

Value starts_ends(Context& ctx, const CallArgs& call, bool ends) {
  const char* name = ends ? "endswith" : "startswith";
  if (!bytes_check_args(ctx, call, name, BArgs::Old, 1, 3)) return Value::null();
  int64_t start, end;
  if (!range_args(ctx, call, 2, &start, &end)) return Value::null();
  const std::string& d = self_b(call)->data;
  Value arg = call.args[1];
  if (is_tuple(ctx, arg)) {
    for (Value p : as_tuple(arg)->items) {
      std::string_view x;
      if (!byteslike_arg(ctx, p, &x)) return Value::null();
      if (tailmatch(d, x, start, end, ends)) return Value::boolean(true);
    }
    return Value::boolean(false);
  }
  if (!is_byteslike(ctx, arg)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name,
                     type_name(ctx, arg));
  }
  std::string_view x;
  if (!byteslike_arg(ctx, arg, &x)) return Value::null();
  return Value::boolean(tailmatch(d, x, start, end, ends));
}
Value b_startswith(Context& c, const CallArgs& a) { return starts_ends(c, a, false); }
Value b_endswith(Context& c, const CallArgs& a) { return starts_ends(c, a, true); }

Value b_join(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "join", BArgs::One, 1, 1)) return Value::null();
  Value it = call.args[1];
  if (protocol::lookup_special(ctx, it, ctx.builtins.names.__iter__).is_null() &&
      protocol::lookup_special(ctx, it, ctx.builtins.names.__getitem__).is_null()) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "can only join an iterable");
  }
  std::vector<Value> items;
  if (!collect_iterable(ctx, it, &items)) return Value::null();
  std::string sep = self_b(call)->data, out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_byteslike(ctx, items[i])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "sequence item %zu: expected a bytes-like object, %s found", i,
                       type_name(ctx, items[i]));
    }
    std::string_view item;
    if (!byteslike_arg(ctx, items[i], &item)) return Value::null();
    if (i) out += sep;
    out += item;
  }
  return same_kind(ctx, call, std::move(out));
}

// split/rsplit(sep=None, maxsplit=-1).
Value split_impl(Context& ctx, const CallArgs& call, bool reverse) {
  static const char* const kNames[] = {"sep", "maxsplit"};
  Value a[2];
  const char* name = reverse ? "rsplit" : "split";
  if (!parse_args(ctx, without_self(call), name, kNames, 0, a)) return Value::null();
  int64_t maxsplit = -1;
  if (!a[1].is_null()) {
    auto m = protocol::index_as_int64(ctx, a[1]);
    if (!m) return Value::null();
    maxsplit = *m;
  }
  bool whitespace = a[0].is_null() || a[0].is_none();
  std::string_view sep;
  if (!whitespace) {
    if (!byteslike_arg(ctx, a[0], &sep)) return Value::null();
    if (sep.empty()) return ctx.raise(ctx.builtins.exc_ValueError, "empty separator");
  }
  std::string sep_copy(sep);  // the separator may be self
  std::string d = self_b(call)->data;
  if (maxsplit < 0) maxsplit = INT64_MAX;
  std::vector<std::string> parts;
  if (whitespace) {
    if (!reverse) {
      size_t i = 0, n = d.size();
      while (true) {
        while (i < n && is_space(d[i])) ++i;
        if (i >= n) break;
        if (static_cast<int64_t>(parts.size()) == maxsplit) {
          parts.push_back(d.substr(i));  // the rest, trailing whitespace included
          break;
        }
        size_t s = i;
        while (i < n && !is_space(d[i])) ++i;
        parts.push_back(d.substr(s, i - s));
      }
    } else {
      size_t i = d.size();
      while (true) {
        while (i > 0 && is_space(d[i - 1])) --i;
        if (i == 0) break;
        if (static_cast<int64_t>(parts.size()) == maxsplit) {
          parts.push_back(d.substr(0, i));  // the rest, leading whitespace included
          break;
        }
        size_t e = i;
        while (i > 0 && !is_space(d[i - 1])) --i;
        parts.push_back(d.substr(i, e - i));
      }
      std::reverse(parts.begin(), parts.end());
    }
  } else if (!reverse) {
    size_t start = 0;
    while (static_cast<int64_t>(parts.size()) < maxsplit) {
      size_t p = d.find(sep_copy, start);
      if (p == std::string::npos) break;
      parts.push_back(d.substr(start, p - start));
      start = p + sep_copy.size();
    }
    parts.push_back(d.substr(start));
  } else {
    size_t end = d.size();
    while (static_cast<int64_t>(parts.size()) < maxsplit && end >= sep_copy.size()) {
      size_t p = d.rfind(sep_copy, end - sep_copy.size());
      if (p == std::string::npos) break;
      parts.push_back(d.substr(p + sep_copy.size(), end - p - sep_copy.size()));
      end = p;
    }
    parts.push_back(d.substr(0, end));
    std::reverse(parts.begin(), parts.end());
  }
  ListObject* list = list_new(ctx, {});
  gc::Root<ListObject> keep(ctx.heap, list);
  for (std::string& p : parts) list->items.push_back(same_kind(ctx, call, std::move(p)));
  return Value::object(list);
}
Value b_split(Context& c, const CallArgs& a) { return split_impl(c, a, false); }
Value b_rsplit(Context& c, const CallArgs& a) { return split_impl(c, a, true); }

// splitlines(keepends=False): lines end at \n, \r or \r\n.
Value b_splitlines(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"keepends"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "splitlines", kNames, 0, a)) return Value::null();
  bool keepends = false;
  if (!a[0].is_null()) {
    if (a[0].is_float()) {
      return ctx.raise(ctx.builtins.exc_TypeError, "'float' object cannot be interpreted as an integer");
    }
    auto k = protocol::index_as_int64(ctx, a[0]);
    if (!k) return Value::null();
    keepends = *k != 0;
  }
  std::string d = self_b(call)->data;
  ListObject* list = list_new(ctx, {});
  gc::Root<ListObject> keep(ctx.heap, list);
  size_t i = 0, n = d.size();
  while (i < n) {
    size_t s = i;
    while (i < n && d[i] != '\n' && d[i] != '\r') ++i;
    size_t e = i;
    if (i < n) i += (d[i] == '\r' && i + 1 < n && d[i + 1] == '\n') ? 2 : 1;
    list->items.push_back(same_kind(ctx, call, d.substr(s, (keepends ? i : e) - s)));
  }
  return Value::object(list);
}

// strip/lstrip/rstrip(bytes=None): `which` bit 1 strips the left, bit 2 the right.
Value strip_impl(Context& ctx, const CallArgs& call, int which, const char* name) {
  if (!bytes_check_args(ctx, call, name, BArgs::Range, 0, 1)) return Value::null();
  const std::string& d = self_b(call)->data;
  std::string chars = " \t\n\r\x0b\x0c";
  if (call.nargs > 1 && !call.args[1].is_none()) {
    std::string_view c;
    if (!byteslike_arg(ctx, call.args[1], &c)) return Value::null();
    chars = std::string(c);
  }
  size_t a = 0, b = d.size();
  if (which & 1) {
    while (a < b && chars.find(d[a]) != std::string::npos) ++a;
  }
  if (which & 2) {
    while (b > a && chars.find(d[b - 1]) != std::string::npos) --b;
  }
  return same_kind(ctx, call, d.substr(a, b - a));
}
Value b_strip(Context& c, const CallArgs& a) { return strip_impl(c, a, 3, "strip"); }
Value b_lstrip(Context& c, const CallArgs& a) { return strip_impl(c, a, 1, "lstrip"); }
Value b_rstrip(Context& c, const CallArgs& a) { return strip_impl(c, a, 2, "rstrip"); }

Value b_replace(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "replace", BArgs::Range, 2, 3)) return Value::null();
  int64_t count = -1;
  std::string_view ov, nv;
  if (!byteslike_arg(ctx, call.args[1], &ov) || !byteslike_arg(ctx, call.args[2], &nv)) return Value::null();
  if (call.nargs == 4) {
    auto c = protocol::index_as_int64(ctx, call.args[3]);
    if (!c) return Value::null();
    count = *c;
  }
  std::string o(as_bytes(call.args[1])->data), nw(as_bytes(call.args[2])->data);
  const std::string& d = self_b(call)->data;
  if (count < 0) count = INT64_MAX;
  std::string out;
  int64_t done = 0;
  if (o.empty()) {
    // An empty needle matches before every byte and at the end.
    if (count > 0 && nw.size() > 0 &&
        !check_allocation(ctx, static_cast<double>(d.size()) +
                                   static_cast<double>(std::min<int64_t>(count, d.size() + 1)) * nw.size())) {
      return Value::null();
    }
    for (size_t i = 0; i <= d.size(); ++i) {
      if (done < count) {
        out += nw;
        ++done;
      }
      if (i < d.size()) out += d[i];
    }
    return same_kind(ctx, call, std::move(out));
  }
  size_t start = 0;
  while (done < count) {
    size_t p = d.find(o, start);
    if (p == std::string::npos) break;
    out.append(d, start, p - start);
    out += nw;
    start = p + o.size();
    ++done;
  }
  out.append(d, start, std::string::npos);
  return same_kind(ctx, call, std::move(out));
}

Value partition_impl(Context& ctx, const CallArgs& call, bool reverse) {
  const char* name = reverse ? "rpartition" : "partition";
  if (!bytes_check_args(ctx, call, name, BArgs::One, 1, 1)) return Value::null();
  std::string_view sv;
  if (!byteslike_arg(ctx, call.args[1], &sv)) return Value::null();
  if (sv.empty()) return ctx.raise(ctx.builtins.exc_ValueError, "empty separator");
  std::string sep(sv), d = self_b(call)->data;
  size_t p = reverse ? d.rfind(sep) : d.find(sep);
  bool mut = mutable_self(ctx, call);
  std::string parts[3];
  if (p == std::string::npos) {
    parts[reverse ? 2 : 0] = d;
    // An unsplit bytes receiver comes back itself, as CPython.
    if (!mut && protocol::type_of(ctx, call.args[0]) == ctx.builtins.bytes_type) {
      Value e1 = bytes_from(ctx, ""), e2 = bytes_from(ctx, "");
      return reverse ? tuple_from(ctx, {e1, e2, call.args[0]}) : tuple_from(ctx, {call.args[0], e1, e2});
    }
  } else {
    parts[0] = d.substr(0, p);
    parts[1] = sep;
    parts[2] = d.substr(p + sep.size());
  }
  Value a = same_kind(ctx, call, parts[0]);
  ValueRoot ra(ctx, a);
  Value b = same_kind(ctx, call, parts[1]);
  ValueRoot rb(ctx, b);
  Value c = same_kind(ctx, call, parts[2]);
  return tuple_from(ctx, {a, b, c});
}
Value b_partition(Context& c, const CallArgs& a) { return partition_impl(c, a, false); }
Value b_rpartition(Context& c, const CallArgs& a) { return partition_impl(c, a, true); }

Value remove_affix(Context& ctx, const CallArgs& call, bool suffix) {
  if (!bytes_check_args(ctx, call, suffix ? "removesuffix" : "removeprefix", BArgs::One, 1, 1)) return Value::null();
  std::string_view x;
  if (!byteslike_arg(ctx, call.args[1], &x)) return Value::null();
  const std::string& d = self_b(call)->data;
  std::string_view dv(d);
  if (!x.empty() && x.size() <= d.size()) {
    if (!suffix && dv.substr(0, x.size()) == x) return same_kind(ctx, call, d.substr(x.size()));
    if (suffix && dv.substr(d.size() - x.size()) == x) return same_kind(ctx, call, d.substr(0, d.size() - x.size()));
  }
  if (!mutable_self(ctx, call) && protocol::type_of(ctx, call.args[0]) == ctx.builtins.bytes_type) return call.args[0];
  return same_kind(ctx, call, d);
}
Value b_removeprefix(Context& c, const CallArgs& a) { return remove_affix(c, a, false); }
Value b_removesuffix(Context& c, const CallArgs& a) { return remove_affix(c, a, true); }

const MethodDef search_methods[] = {
    {"find", b_find, nullptr},
    {"rfind", b_rfind, nullptr},
    {"count", b_count, nullptr},
    {"index", b_index, nullptr},
    {"rindex", b_rindex, nullptr},
    {"startswith", b_startswith, nullptr},
    {"endswith", b_endswith, nullptr},
    {"join", b_join, nullptr},
    {"split", b_split, nullptr},
    {"rsplit", b_rsplit, nullptr},
    {"splitlines", b_splitlines, nullptr},
    {"strip", b_strip, nullptr},
    {"lstrip", b_lstrip, nullptr},
    {"rstrip", b_rstrip, nullptr},
    {"replace", b_replace, nullptr},
    {"partition", b_partition, nullptr},
    {"rpartition", b_rpartition, nullptr},
    {"removeprefix", b_removeprefix, nullptr},
    {"removesuffix", b_removesuffix, nullptr},
    {}};

}  // namespace

void init_bytes_methods(Context& ctx) {
  add_methods(ctx, ctx.builtins.bytes_type, search_methods);
  add_methods(ctx, ctx.builtins.bytearray_type, search_methods);
}

}  // namespace tp::objects
