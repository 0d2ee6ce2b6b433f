// bytes and bytearray: construction, repr as CPython, indexing (-> int) and slicing,
// concatenation, comparison, hashing, decode (utf-8, latin-1, ascii with error handlers),
// hex/fromhex and bytearray mutation. The search/split/strip/case methods are in
// bytes_methods.cpp.
#include "objects/memory_limit.h"
#include "objects/bytes_object.h"

#include <algorithm>

#include "objects/arg_parser.h"
#include "objects/exception_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

bool is_bytes(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.bytes_type);
}
bool is_bytearray(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.bytearray_type);
}
bool is_byteslike(Context& ctx, Value v) { return is_bytes(ctx, v) || is_bytearray(ctx, v); }

Value bytes_from(Context& ctx, std::string data) {
  return Value::object(ctx.heap.make<BytesObject>(ctx.builtins.bytes_type, std::move(data)));
}
Value bytearray_from(Context& ctx, std::string data) {
  return Value::object(ctx.heap.make<BytesObject>(ctx.builtins.bytearray_type, std::move(data)));
}

std::string bytes_repr(std::string_view data, const char* prefix) {
  bool sq = data.find('\'') != std::string_view::npos, dq = data.find('"') != std::string_view::npos;
  char q = sq && !dq ? '"' : '\'';
  std::string out = prefix;
  out += q;
  char buf[8];
  for (unsigned char c : data) {
    if (c == static_cast<unsigned char>(q) || c == '\\' || (c == '\'' && prefix[0] == 'b' && prefix[1] == 'a')) {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c >= 0x7f) {
      snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += q;
  return out;
}

Value decode_bytes(Context& ctx, std::string_view data, std::string_view encoding, std::string_view errors) {
  std::string enc(encoding);
  for (char& c : enc) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::replace(enc.begin(), enc.end(), '_', '-');
  auto fail = [&](const char* canonical, size_t start, size_t end, const char* reason) {
    Value e = call_vector(ctx, Value::object(ctx.builtins.exc_UnicodeDecodeError),
                          {str_from(ctx, canonical), bytes_from(ctx, std::string(data)),
                           Value::small_int(static_cast<int64_t>(start)),
                           Value::small_int(static_cast<int64_t>(end)), str_from(ctx, reason)});
    if (e.is_null()) return e;
    return ctx.raise_value(e);
  };
  std::string out;
  if (enc == "latin-1" || enc == "latin1" || enc == "iso-8859-1" || enc == "iso8859-1") {
    for (unsigned char c : data) utf8_append(out, c);
    return str_from(ctx, out);
  }
  if (enc == "ascii" || enc == "us-ascii") {
    for (size_t i = 0; i < data.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(data[i]);
      if (c < 0x80) {
        out += static_cast<char>(c);
      } else if (errors == "ignore") {
      } else if (errors == "replace") {
        out += "\xEF\xBF\xBD";
      } else if (errors == "backslashreplace") {
        char buf[8];
        snprintf(buf, sizeof buf, "\\x%02x", c);
        out += buf;
      } else {
        return fail("ascii", i, i + 1, "ordinal not in range(128)");
      }
    }
    return str_from(ctx, out);
  }
  if (enc != "utf-8" && enc != "utf8") {
    return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %s", std::string(encoding).c_str());
  }
  size_t i = 0;
  while (i < data.size()) {
    unsigned char c = static_cast<unsigned char>(data[i]);
    if (c < 0x80) {
      out += static_cast<char>(c);
      ++i;
      continue;
    }
    int n = (c >= 0xc2 && c <= 0xdf) ? 1 : (c >= 0xe0 && c <= 0xef) ? 2 : (c >= 0xf0 && c <= 0xf4) ? 3 : 0;
    size_t bad_end = i + 1;
    const char* reason = "invalid start byte";
    bool ok = n > 0;
    if (ok) {
      uint32_t cp = c & (0x3f >> n);
      size_t k = 1;
      for (; k <= static_cast<size_t>(n); ++k) {
        if (i + k >= data.size()) {
          ok = false;
          reason = "unexpected end of data";
          bad_end = data.size();
          break;
        }
        unsigned char cc = static_cast<unsigned char>(data[i + k]);
        bool second_ok = (cc & 0xc0) == 0x80;
        if (k == 1) {
          if (c == 0xe0 && cc < 0xa0) second_ok = false;
          if (c == 0xed && cc > 0x9f) second_ok = false;
          if (c == 0xf0 && cc < 0x90) second_ok = false;
          if (c == 0xf4 && cc > 0x8f) second_ok = false;
        }
        if (!second_ok) {
          ok = false;
          reason = "invalid continuation byte";
          bad_end = i + k;
          break;
        }
        cp = (cp << 6) | (cc & 0x3f);
      }
      if (ok) {
        utf8_append(out, cp);
        i += n + 1;
        continue;
      }
    }
    if (errors == "ignore") {
      i = std::max(bad_end, i + 1);
      continue;
    }
    if (errors == "replace") {
      out += "\xEF\xBF\xBD";
      i = std::max(bad_end, i + 1);
      continue;
    }
    if (errors == "backslashreplace") {
      for (size_t k = i; k < std::max(bad_end, i + 1); ++k) {
        char buf[8];
        snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(data[k]));
        out += buf;
      }
      i = std::max(bad_end, i + 1);
      continue;
    }
    if (errors == "surrogateescape") {
      utf8_append(out, 0xdc00 + c);
      ++i;
      continue;
    }
    return fail("utf-8", i, bad_end, reason);
  }
  return str_from(ctx, out);
}

BytesObject* self_b(const CallArgs& call) { return as_bytes(call.args[0]); }
bool mutable_self(Context& ctx, const CallArgs& call) { return is_bytearray(ctx, call.args[0]); }
Value same_kind(Context& ctx, const CallArgs& call, std::string d) {
  return mutable_self(ctx, call) ? bytearray_from(ctx, std::move(d)) : bytes_from(ctx, std::move(d));
}

// Converts a constructor argument to raw bytes.
static bool bytes_source(Context& ctx, Value src, Value encoding, Value errors, const char* who, std::string* out) {
  if (is_str(ctx, src)) {
    if (encoding.is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "string argument without an encoding");
      return false;
    }
    Value m = protocol::getattr(ctx, src, protocol::intern(ctx, "encode"));
    if (m.is_null()) return false;
    Value r = errors.is_null() ? protocol::call1(ctx, m, encoding) : protocol::call2(ctx, m, encoding, errors);
    if (r.is_null()) return false;
    *out = as_bytes(r)->data;
    return true;
  }
  if (!encoding.is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "encoding without a string argument");
    return false;
  }
  if (is_byteslike(ctx, src)) {
    *out = as_bytes(src)->data;
    return true;
  }
  if (is_int(ctx, src)) {
    auto n = int_to_int64(src);
    if (!n || *n < 0) {
      ctx.raise(ctx.builtins.exc_ValueError, "negative count");
      return false;
    }
    if (*n > (int64_t{1} << 34)) {
      ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
      return false;
    }
    out->assign(static_cast<size_t>(*n), '\0');
    return true;
  }
  std::vector<Value> items;
  if (!collect_iterable(ctx, src, &items)) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "cannot convert '%s' object to %s", type_name(ctx, src), who);
    }
    return false;
  }
  ListObject* holder = list_new(ctx, items);  // __index__ may run code
  gc::Root<ListObject> keep(ctx.heap, holder);
  for (Value v : items) {
    auto b = protocol::index_as_int64(ctx, v);
    if (!b) return false;
    if (*b < 0 || *b > 255) {
      ctx.raise(ctx.builtins.exc_ValueError, "bytes must be in range(0, 256)");
      return false;
    }
    *out += static_cast<char>(*b);
  }
  return true;
}

static Value bytes_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.bytes_type || cls == ctx.builtins.bytearray_type) {
    return Value::object(ctx.heap.make<BytesObject>(cls, std::string()));
  }
  return Value::object(ctx.heap.make<WithDict<BytesObject>>(cls, std::string()));
}

static Value bytes_new(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"source", "encoding", "errors"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), "bytes", kNames, 0, a)) return Value::null();
  std::string data;
  if (!a[0].is_null() && !bytes_source(ctx, a[0], a[1], a[2], "bytes", &data)) return Value::null();
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.bytes_type);
  if (cls == nullptr) return Value::null();
  Value inst = cls->make_instance(ctx, cls);
  as_bytes(inst)->data = std::move(data);
  return inst;
}

static Value bytearray_init(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"source", "encoding", "errors"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), "bytearray", kNames, 0, a)) return Value::null();
  std::string data;
  if (!a[0].is_null() && !bytes_source(ctx, a[0], a[1], a[2], "bytearray", &data)) return Value::null();
  self_b(call)->data = std::move(data);
  return Value::none();
}

static Value b_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  const std::string& d = self_b(call)->data;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(d.size()), &start, &stop, &step, &n)) return Value::null();
    std::string out;
    for (int64_t i = 0; i < n; ++i) out += d[start + i * step];
    return same_kind(ctx, call, out);
  }
  int64_t i;
  const char* what = mutable_self(ctx, call) ? "bytearray" : "";
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s indices must be integers or slices, not %s",
                     mutable_self(ctx, call) ? "bytearray" : "byte", type_name(ctx, key));
  }
  if (!sequence_index(ctx, key, static_cast<int64_t>(d.size()), what, &i)) return Value::null();
  return Value::small_int(static_cast<unsigned char>(d[i]));
}

static Value b_setitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__setitem__", 3, 3)) return Value::null();
  std::string& d = self_b(call)->data;
  Value key = call.args[1];
  // As CPython, the value is converted before the key is resolved against the size: the
  // conversion may run user code (an iterator, __index__) that resizes this bytearray.
  if (is_slice(ctx, key)) {
    std::string src;
    if (!bytes_source(ctx, call.args[2], Value::null(), Value::null(), "bytearray", &src)) return Value::null();
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(d.size()), &start, &stop, &step, &n)) return Value::null();
    if (step == 1) {
      d.replace(static_cast<size_t>(start), static_cast<size_t>(n), src);
      return Value::none();
    }
    if (static_cast<int64_t>(src.size()) != n) {
      return ctx.raise(ctx.builtins.exc_ValueError, "attempt to assign bytes of size %zu to extended slice of size %lld",
                       src.size(), static_cast<long long>(n));
    }
    for (int64_t i = 0; i < n; ++i) d[start + i * step] = src[i];
    return Value::none();
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "bytearray indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  auto b = protocol::index_as_int64(ctx, call.args[2]);
  if (!b) return Value::null();
  if (*b < 0 || *b > 255) return ctx.raise(ctx.builtins.exc_ValueError, "byte must be in range(0, 256)");
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(d.size()), "bytearray", &i)) return Value::null();
  d[i] = static_cast<char>(*b);
  return Value::none();
}

static Value b_delitem(Context& ctx, const CallArgs& call) {
  std::string& d = self_b(call)->data;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(d.size()), &start, &stop, &step, &n)) return Value::null();
    std::string keep;
    std::vector<bool> drop(d.size());
    for (int64_t i = 0; i < n; ++i) drop[start + i * step] = true;
    for (size_t i = 0; i < d.size(); ++i) {
      if (!drop[i]) keep += d[i];
    }
    d = keep;
    return Value::none();
  }
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(d.size()), "bytearray", &i)) return Value::null();
  d.erase(static_cast<size_t>(i), 1);
  return Value::none();
}

static Value b_len(Context&, const CallArgs& call) { return Value::small_int(static_cast<int64_t>(self_b(call)->data.size())); }

static Value b_iter(Context& ctx, const CallArgs& call) {
  return Value::object(ctx.heap.make<SeqIterObject>(ctx.builtins.iterator_type, call.args[0]));
}

static Value b_contains(Context& ctx, const CallArgs& call) {
  const std::string& d = self_b(call)->data;
  if (is_int(ctx, call.args[1])) {
    auto b = int_to_int64(call.args[1]);
    if (!b || *b < 0 || *b > 255) return ctx.raise(ctx.builtins.exc_ValueError, "byte must be in range(0, 256)");
    return Value::boolean(d.find(static_cast<char>(*b)) != std::string::npos);
  }
  if (!is_byteslike(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", type_name(ctx, call.args[1]));
  }
  return Value::boolean(d.find(as_bytes(call.args[1])->data) != std::string::npos);
}

static Value b_add(Context& ctx, const CallArgs& call) {
  if (!is_byteslike(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can't concat %s to %s", type_name(ctx, call.args[1]),
                     type_name(ctx, call.args[0]));
  }
  return same_kind(ctx, call, self_b(call)->data + as_bytes(call.args[1])->data);
}

static Value b_iadd(Context& ctx, const CallArgs& call) {
  if (!is_byteslike(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can't concat %s to %s", type_name(ctx, call.args[1]),
                     type_name(ctx, call.args[0]));
  }
  self_b(call)->data += as_bytes(call.args[1])->data;
  return call.args[0];
}

static Value b_mul(Context& ctx, const CallArgs& call) {
  if (!is_int(ctx, call.args[1])) return ctx.builtins.not_implemented;
  auto k = protocol::index_as_int64(ctx, call.args[1]);
  if (!k) return Value::null();
  const std::string& data = self_b(call)->data;
  if (*k > 0 && !data.empty() &&
      !check_repeat_allocation(ctx, static_cast<double>(*k), static_cast<double>(data.size()),
                               "repeated bytes are too long")) {
    return Value::null();
  }
  std::string out;
  if (*k > 0) out.reserve(data.size() * static_cast<size_t>(*k));
  for (int64_t i = 0; i < *k; ++i) out += data;
  return same_kind(ctx, call, out);
}

static Value b_cmp(Context& ctx, const CallArgs& call, CompareOp op) {
  if (!is_byteslike(ctx, call.args[1])) return ctx.builtins.not_implemented;
  int c = self_b(call)->data.compare(as_bytes(call.args[1])->data);
  switch (op) {
    case CompareOp::Lt: return Value::boolean(c < 0);
    case CompareOp::Le: return Value::boolean(c <= 0);
    case CompareOp::Eq: return Value::boolean(c == 0);
    case CompareOp::Ne: return Value::boolean(c != 0);
    case CompareOp::Gt: return Value::boolean(c > 0);
    case CompareOp::Ge: return Value::boolean(c >= 0);
  }
  return Value::null();
}
static Value b_lt(Context& c, const CallArgs& a) { return b_cmp(c, a, CompareOp::Lt); }
static Value b_le(Context& c, const CallArgs& a) { return b_cmp(c, a, CompareOp::Le); }
static Value b_eq(Context& c, const CallArgs& a) { return b_cmp(c, a, CompareOp::Eq); }
static Value b_ne(Context& c, const CallArgs& a) { return b_cmp(c, a, CompareOp::Ne); }
static Value b_gt(Context& c, const CallArgs& a) { return b_cmp(c, a, CompareOp::Gt); }
static Value b_ge(Context& c, const CallArgs& a) { return b_cmp(c, a, CompareOp::Ge); }

static Value b_hash(Context& ctx, const CallArgs& call) {
  BytesObject* b = self_b(call);
  if (b->hash == -1) {
    StrObject tmp(ctx.builtins.str_type, b->data);
    b->hash = str_hash(&tmp);
  }
  return Value::small_int(b->hash);
}

static Value b_repr(Context& ctx, const CallArgs& call) {
  if (mutable_self(ctx, call)) {
    std::string r = bytes_repr(self_b(call)->data, "ba");
    return str_from(ctx, std::string(type_name(ctx, call.args[0])) + "(b" + r.substr(2) + ")");
  }
  return str_from(ctx, bytes_repr(self_b(call)->data, "b"));
}

static Value b_decode(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"encoding", "errors"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "decode", kNames, 0, a)) return Value::null();
  std::string enc = a[0].is_null() ? "utf-8" : as_str(a[0])->data;
  std::string err = a[1].is_null() ? "strict" : as_str(a[1])->data;
  return decode_bytes(ctx, self_b(call)->data, enc, err);
}

static Value b_hex(Context& ctx, const CallArgs& call) {
  static const char* digits = "0123456789abcdef";
  std::string sep;
  if (call.nargs > 1 && is_str(ctx, call.args[1])) sep = as_str(call.args[1])->data;
  std::string out;
  const std::string& d = self_b(call)->data;
  for (size_t i = 0; i < d.size(); ++i) {
    if (i && !sep.empty()) out += sep;
    unsigned char c = static_cast<unsigned char>(d[i]);
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return str_from(ctx, out);
}

static Value b_fromhex(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2 || !is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "fromhex() argument must be str");
  }
  const std::string& s = as_str(call.args[1])->data;
  std::string out;
  auto hexval = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (size_t i = 0; i < s.size();) {
    if (s[i] == ' ') {
      ++i;
      continue;
    }
    int h = hexval(s[i]), l = i + 1 < s.size() ? hexval(s[i + 1]) : -1;
    if (h < 0 || l < 0) {
      size_t pos = h < 0 ? i : i + 1;
      return ctx.raise(ctx.builtins.exc_ValueError, "non-hexadecimal number found in fromhex() arg at position %zu", pos);
    }
    out += static_cast<char>(h * 16 + l);
    i += 2;
  }
  TypeObject* cls = as_type(call.args[0]);
  if (cls == ctx.builtins.bytearray_type) return bytearray_from(ctx, out);
  return bytes_from(ctx, out);
}

static Value ba_append(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "append", 2, 2)) return Value::null();
  auto b = protocol::index_as_int64(ctx, call.args[1]);
  if (!b) return Value::null();
  if (*b < 0 || *b > 255) return ctx.raise(ctx.builtins.exc_ValueError, "byte must be in range(0, 256)");
  self_b(call)->data += static_cast<char>(*b);
  return Value::none();
}
static Value ba_extend(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "extend", 2, 2)) return Value::null();
  std::string src;
  if (!bytes_source(ctx, call.args[1], Value::null(), Value::null(), "bytearray", &src)) return Value::null();
  self_b(call)->data += src;
  return Value::none();
}
static Value ba_pop(Context& ctx, const CallArgs& call) {
  std::string& d = self_b(call)->data;
  if (d.empty()) return ctx.raise(ctx.builtins.exc_IndexError, "pop from empty bytearray");
  int64_t n = static_cast<int64_t>(d.size()), k = n - 1;
  if (call.nargs > 1) {
    auto i = protocol::index_as_int64(ctx, call.args[1]);
    if (!i) return Value::null();
    k = *i < 0 ? *i + n : *i;
    if (k < 0 || k >= n) return ctx.raise(ctx.builtins.exc_IndexError, "pop index out of range");
  }
  int v = static_cast<unsigned char>(d[k]);
  d.erase(static_cast<size_t>(k), 1);
  return Value::small_int(v);
}
static Value ba_clear(Context&, const CallArgs& call) {
  self_b(call)->data.clear();
  return Value::none();
}
static Value ba_copy(Context& ctx, const CallArgs& call) { return bytearray_from(ctx, self_b(call)->data); }
static Value ba_reverse(Context&, const CallArgs& call) {
  std::reverse(self_b(call)->data.begin(), self_b(call)->data.end());
  return Value::none();
}
static Value ba_insert(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "insert", 3, 3)) return Value::null();
  auto i = protocol::index_as_int64(ctx, call.args[1]);
  auto b = protocol::index_as_int64(ctx, call.args[2]);
  if (!i || !b) return Value::null();
  if (*b < 0 || *b > 255) return ctx.raise(ctx.builtins.exc_ValueError, "byte must be in range(0, 256)");
  std::string& d = self_b(call)->data;
  int64_t n = static_cast<int64_t>(d.size()), k = *i < 0 ? std::max<int64_t>(0, *i + n) : std::min(*i, n);
  d.insert(d.begin() + k, static_cast<char>(*b));
  return Value::none();
}
static Value ba_remove(Context& ctx, const CallArgs& call) {
  auto b = protocol::index_as_int64(ctx, call.args[1]);
  if (!b) return Value::null();
  std::string& d = self_b(call)->data;
  size_t p = d.find(static_cast<char>(*b));
  if (p == std::string::npos) return ctx.raise(ctx.builtins.exc_ValueError, "value not found in bytearray");
  d.erase(p, 1);
  return Value::none();
}

static const MethodDef common_methods[] = {
    {"__getitem__", b_getitem, nullptr}, {"__len__", b_len, nullptr}, {"__iter__", b_iter, nullptr},
    {"__contains__", b_contains, nullptr}, {"__add__", b_add, nullptr}, {"__mul__", b_mul, nullptr},
    {"__rmul__", b_mul, nullptr}, {"__lt__", b_lt, nullptr}, {"__le__", b_le, nullptr},
    {"__eq__", b_eq, nullptr}, {"__ne__", b_ne, nullptr}, {"__gt__", b_gt, nullptr},
    {"__ge__", b_ge, nullptr}, {"__repr__", b_repr, nullptr}, {"decode", b_decode, nullptr},
    {"hex", b_hex, nullptr}, 
    
    
    
    
    {}};
static const MethodDef bytes_only[] = {{"__hash__", b_hash, nullptr}, {}};
static const MethodDef bytearray_only[] = {
    {"__init__", bytearray_init, nullptr}, {"__setitem__", b_setitem, nullptr},
    {"__delitem__", b_delitem, nullptr}, {"__iadd__", b_iadd, nullptr},
    {"append", ba_append, nullptr}, {"extend", ba_extend, nullptr}, {"pop", ba_pop, nullptr},
    {"clear", ba_clear, nullptr}, {"copy", ba_copy, nullptr}, {"reverse", ba_reverse, nullptr},
    {"insert", ba_insert, nullptr}, {"remove", ba_remove, nullptr}, {}};
static const MethodDef bytes_static[] = {{"__new__", bytes_new, nullptr}, {}};
static const MethodDef from_hex[] = {{"fromhex", b_fromhex, nullptr}, {}};

void init_bytes_methods(Context& ctx);  // bytes_methods.cpp

void init_bytes_types(Context& ctx) {
  auto& B = ctx.builtins;
  init_bytes_methods(ctx);
  for (TypeObject* t : {B.bytes_type, B.bytearray_type}) {
    t->make_instance = bytes_make;
    add_methods(ctx, t, common_methods);
    add_class_methods(ctx, t, from_hex);
  }
  add_methods(ctx, B.bytes_type, bytes_only);
  add_static_methods(ctx, B.bytes_type, bytes_static);
  add_methods(ctx, B.bytearray_type, bytearray_only);
  set_type_attr(ctx, B.bytearray_type, "__hash__", Value::none());
}

}  // namespace tp::objects
