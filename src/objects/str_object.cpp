// str: the StrObject representation (UTF-8 + cached length), UTF-8 helpers, hashing,
// repr, and the core dunders (concatenation, repetition, indexing, slicing, comparison,
// iteration, construction). Named methods are in str_methods.cpp, formatting in
// str_format.cpp, Unicode properties in str_unicode.cpp.
#include "objects/memory_limit.h"
#include "objects/str_object.h"

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp {

StrObject::StrObject(TypeObject* type, std::string s) : Object(type), data(std::move(s)) {
  length = objects::utf8_length(data, &is_ascii);
}

size_t StrObject::byte_offset(size_t i) const {
  if (is_ascii) return i;
  size_t k = 0, pos = 0;
  if (i >= cached_index_ && cached_offset_ <= data.size()) {
    k = cached_index_;
    pos = cached_offset_;
  }
  for (; k < i && pos < data.size(); ++k) objects::utf8_decode(data, &pos);
  cached_index_ = i;
  cached_offset_ = pos;
  return pos;
}

namespace objects {

bool is_str(Context& ctx, Value v) {
  return v.is_object() && (v.as_object()->type() == ctx.builtins.str_type ||
                           protocol::is_subtype(v.as_object()->type(), ctx.builtins.str_type));
}

StrObject* str_new(Context& ctx, std::string s) {
  return ctx.heap.make<StrObject>(ctx.builtins.str_type, std::move(s));
}

Value str_concat(Context& ctx, StrObject* a, StrObject* b) {
  if (b->data.empty()) return str_from(ctx, a->data);
  if (a->data.empty()) return str_from(ctx, b->data);
  std::string joined;
  joined.reserve(a->data.size() + b->data.size());
  joined += a->data;
  joined += b->data;
  return Value::object(ctx.heap.make<StrObject>(ctx.builtins.str_type, std::move(joined),
                                                a->length + b->length, a->is_ascii && b->is_ascii));
}

Value str_from(Context& ctx, std::string s) {
  if (s.size() == 1 && static_cast<unsigned char>(s[0]) < 128) {
    StrObject*& cached = ctx.builtins.ascii_chars[static_cast<unsigned char>(s[0])];
    if (cached == nullptr) cached = str_new(ctx, std::move(s));
    return Value::object(cached);
  }
  if (s.empty() && !ctx.builtins.empty_str.is_null()) return ctx.builtins.empty_str;
  return Value::object(str_new(ctx, std::move(s)));
}

int64_t str_hash(StrObject* s) {
  if (s->hash != -1) return s->hash;
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s->data) {
    h ^= c;
    h *= 1099511628211ull;
  }
  int64_t r = static_cast<int64_t>(h >> 1);
  if (r == -1) r = -2;
  s->hash = r;
  return r;
}

bool str_equal(StrObject* a, StrObject* b) {
  if (a == b) return true;
  if (a->data.size() != b->data.size()) return false;
  if (a->hash != -1 && b->hash != -1 && a->hash != b->hash) return false;
  return a->data == b->data;
}

uint32_t utf8_decode(std::string_view s, size_t* i) {
  unsigned char c = static_cast<unsigned char>(s[*i]);
  if (c < 0x80) {
    ++*i;
    return c;
  }
  int n = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
  if (n == 0 || *i + n >= s.size()) {
    ++*i;
    return 0xFFFD;
  }
  uint32_t cp = c & (0x3F >> n);
  for (int k = 1; k <= n; ++k) {
    unsigned char cc = static_cast<unsigned char>(s[*i + k]);
    if ((cc & 0xC0) != 0x80) {
      ++*i;
      return 0xFFFD;
    }
    cp = (cp << 6) | (cc & 0x3F);
  }
  *i += n + 1;
  return cp;
}

void utf8_append(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

size_t utf8_length(std::string_view s, bool* ascii) {
  size_t n = 0;
  bool a = true;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) ++n;
    if (c >= 0x80) a = false;
  }
  if (ascii) *ascii = a;
  return n;
}

bool utf8_valid(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    int n = (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (n < 0 || i + n >= s.size()) return false;
    uint32_t cp = c & (0x3F >> n);
    for (int k = 1; k <= n; ++k) {
      unsigned char cc = static_cast<unsigned char>(s[i + k]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if ((n == 1 && cp < 0x80) || (n == 2 && cp < 0x800) || (n == 3 && cp < 0x10000) ||
        cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      return false;
    }
    i += n + 1;
  }
  return true;
}

std::string str_repr(std::string_view s) {
  bool has_single = s.find('\'') != std::string_view::npos;
  bool has_double = s.find('"') != std::string_view::npos;
  char quote = has_single && !has_double ? '"' : '\'';
  std::string out(1, quote);
  size_t i = 0;
  char buf[16];
  while (i < s.size()) {
    uint32_t c = utf8_decode(s, &i);
    if (c == static_cast<uint32_t>(quote) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else if (c < 0x7f) {
      out += static_cast<char>(c);
    } else if (!unicode_isprintable(c)) {
      if (c <= 0xff) {
        snprintf(buf, sizeof buf, "\\x%02x", c);
      } else if (c <= 0xffff) {
        snprintf(buf, sizeof buf, "\\u%04x", c);
      } else {
        snprintf(buf, sizeof buf, "\\U%08x", c);
      }
      out += buf;
    } else {
      utf8_append(out, c);
    }
  }
  out += quote;
  return out;
}

std::string ascii_escape(std::string_view repr_utf8) {
  std::string out;
  size_t p = 0;
  char buf[16];
  while (p < repr_utf8.size()) {
    uint32_t cp = utf8_decode(repr_utf8, &p);
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else {
      snprintf(buf, sizeof buf, cp <= 0xff ? "\\x%02x" : cp <= 0xffff ? "\\u%04x" : "\\U%08x", cp);
      out += buf;
    }
  }
  return out;
}

// --- core dunders ---

static StrObject* self_str(const CallArgs& call) { return as_str(call.args[0]); }

// Substring by codepoint range [a, b).
static Value substr(Context& ctx, StrObject* s, size_t a, size_t b) {
  if (a == 0 && b == s->length && s->type() == ctx.builtins.str_type) return Value::object(s);
  if (s->is_ascii) return str_from(ctx, s->data.substr(a, b - a));
  size_t ba = s->byte_offset(a);
  size_t pos = ba;
  for (size_t k = a; k < b; ++k) utf8_decode(s->data, &pos);
  return str_from(ctx, s->data.substr(ba, pos - ba));
}

static Value str_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  StrObject* s = self_str(call);
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(s->length), &start, &stop, &step, &n)) {
      return Value::null();
    }
    if (step == 1) return substr(ctx, s, start, start + n);
    std::string out;
    if (s->is_ascii) {
      for (int64_t i = 0; i < n; ++i) out += s->data[start + i * step];
    } else {
      std::vector<uint32_t> cps;
      size_t p = 0;
      while (p < s->data.size()) cps.push_back(utf8_decode(s->data, &p));
      for (int64_t i = 0; i < n; ++i) utf8_append(out, cps[start + i * step]);
    }
    return str_from(ctx, out);
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "string indices must be integers, not '%s'",
                     type_name(ctx, key));
  }
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(s->length), "string", &i)) return Value::null();
  return substr(ctx, s, i, i + 1);
}

static Value str_len(Context& ctx, const CallArgs& call) {
  (void)ctx;
  return Value::small_int(static_cast<int64_t>(self_str(call)->length));
}

static Value str_add(Context& ctx, const CallArgs& call) {
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only concatenate str (not \"%s\") to str",
                     type_name(ctx, call.args[1]));
  }
  return str_concat(ctx, self_str(call), as_str(call.args[1]));
}

static Value str_mul(Context& ctx, const CallArgs& call) {
  Value n = call.args[1];
  if (!is_int(ctx, n)) {
    if (protocol::lookup_special(ctx, n, ctx.builtins.names.__index__).is_null()) {
      return ctx.builtins.not_implemented;
    }
  }
  auto k = protocol::index_as_int64(ctx, n);
  if (!k) {
    if (ctx.exception_matches(ctx.builtins.exc_OverflowError)) {
      ctx.take_exception();
      return ctx.raise(ctx.builtins.exc_OverflowError,
                       "cannot fit '%s' into an index-sized integer", type_name(ctx, n));
    }
    return Value::null();
  }
  StrObject* s = self_str(call);
  if (*k <= 0 || s->data.empty()) return str_from(ctx, "");
  if (!check_repeat_allocation(ctx, static_cast<double>(*k), static_cast<double>(s->data.size()),
                               "repeated string is too long")) {
    return Value::null();
  }
  std::string out;
  out.reserve(s->data.size() * *k);
  for (int64_t i = 0; i < *k; ++i) out += s->data;
  return str_from(ctx, out);
}

static Value str_contains(Context& ctx, const CallArgs& call) {
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "'in <string>' requires string as left operand, not %s",
                     type_name(ctx, call.args[1]));
  }
  return Value::boolean(self_str(call)->data.find(as_str(call.args[1])->data) != std::string::npos);
}

static Value str_compare(Context& ctx, const CallArgs& call, CompareOp op) {
  if (!is_str(ctx, call.args[1])) return ctx.builtins.not_implemented;
  // UTF-8 byte order equals codepoint order.
  int c = self_str(call)->data.compare(as_str(call.args[1])->data);
  bool r = false;
  switch (op) {
    case CompareOp::Lt: r = c < 0; break;
    case CompareOp::Le: r = c <= 0; break;
    case CompareOp::Eq: r = c == 0; break;
    case CompareOp::Ne: r = c != 0; break;
    case CompareOp::Gt: r = c > 0; break;
    case CompareOp::Ge: r = c >= 0; break;
  }
  return Value::boolean(r);
}
static Value str_lt(Context& c, const CallArgs& a) { return str_compare(c, a, CompareOp::Lt); }
static Value str_le(Context& c, const CallArgs& a) { return str_compare(c, a, CompareOp::Le); }
static Value str_eq(Context& c, const CallArgs& a) { return str_compare(c, a, CompareOp::Eq); }
static Value str_ne(Context& c, const CallArgs& a) { return str_compare(c, a, CompareOp::Ne); }
static Value str_gt(Context& c, const CallArgs& a) { return str_compare(c, a, CompareOp::Gt); }
static Value str_ge(Context& c, const CallArgs& a) { return str_compare(c, a, CompareOp::Ge); }

static Value str_hash_m(Context& ctx, const CallArgs& call) {
  (void)ctx;
  return Value::small_int(str_hash(self_str(call)));
}

static Value str_repr_m(Context& ctx, const CallArgs& call) {
  return str_from(ctx, str_repr(self_str(call)->data));
}

static Value str_str_m(Context& ctx, const CallArgs& call) {
  StrObject* s = self_str(call);
  if (s->type() == ctx.builtins.str_type) return call.args[0];
  return str_from(ctx, s->data);
}

static Value str_iter(Context& ctx, const CallArgs& call) {
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.str_iterator_type, call.args[0]);
  return Value::object(it);
}

Value decode_bytes(Context& ctx, std::string_view data, std::string_view encoding,
                   std::string_view errors);  // bytes_object.cpp

static Value str_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.str_type) return Value::object(str_new(ctx, ""));
  return Value::object(ctx.heap.make<WithDict<StrObject>>(cls, std::string()));
}

static Value str_new_fn(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"object", "encoding", "errors"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), "str", kNames, 0, a)) return Value::null();
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.str_type);
  if (cls == nullptr) return Value::null();
  Value r;
  if (a[0].is_null()) {
    r = str_from(ctx, "");
  } else if (!a[1].is_null() || !a[2].is_null()) {
    if (!is_byteslike(ctx, a[0])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "decoding to str: need a bytes-like object, %s found",
                       type_name(ctx, a[0]));
    }
    std::string_view data;
    if (!byteslike_arg(ctx, a[0], &data)) return Value::null();
    std::string enc = a[1].is_null() ? "utf-8" : std::string(as_str(a[1])->view());
    std::string err = a[2].is_null() ? "strict" : std::string(as_str(a[2])->view());
    r = decode_bytes(ctx, std::string(data), enc, err);
  } else {
    r = protocol::str(ctx, a[0]);
  }
  if (r.is_null() || cls == ctx.builtins.str_type) return r;
  Value inst = cls->make_instance(ctx, cls);
  StrObject* so = as_str(inst);
  so->data = as_str(r)->data;
  so->length = as_str(r)->length;
  so->is_ascii = as_str(r)->is_ascii;
  return inst;
}

static Value str_getnewargs(Context& ctx, const CallArgs& call) {
  return tuple_from(ctx, {str_from(ctx, self_str(call)->data)});
}

static Value str_iter_next(Context& ctx, Value iterator) {
  auto* it = static_cast<SeqIterObject*>(iterator.as_object());
  StrObject* s = as_str(it->seq);
  size_t pos = static_cast<size_t>(it->aux);
  if (pos >= s->data.size()) return Value::null();
  size_t start = pos;
  unsigned char c = static_cast<unsigned char>(s->data[pos]);
  if (c < 128) {
    it->aux = static_cast<int64_t>(pos + 1);
    StrObject*& cached = ctx.builtins.ascii_chars[c];
    if (cached == nullptr) cached = str_new(ctx, std::string(1, static_cast<char>(c)));
    return Value::object(cached);
  }
  utf8_decode(s->data, &pos);
  it->aux = static_cast<int64_t>(pos);
  return str_from(ctx, s->data.substr(start, pos - start));
}

Value str_format_method(Context& ctx, const CallArgs& call);   // str_format.cpp
Value str_format_map(Context& ctx, const CallArgs& call);      // str_format.cpp
Value str_dunder_format(Context& ctx, const CallArgs& call);   // str_format.cpp
Value str_percent(Context& ctx, const CallArgs& call);         // str_percent.cpp
void init_str_methods(Context& ctx);                           // str_methods.cpp

static const MethodDef str_core_methods[] = {
    {"__getitem__", str_getitem, nullptr}, {"__len__", str_len, nullptr},
    {"__add__", str_add, nullptr},         {"__mul__", str_mul, nullptr},
    {"__rmul__", str_mul, nullptr},        {"__contains__", str_contains, nullptr},
    {"__lt__", str_lt, nullptr},           {"__le__", str_le, nullptr},
    {"__eq__", str_eq, nullptr},           {"__ne__", str_ne, nullptr},
    {"__gt__", str_gt, nullptr},           {"__ge__", str_ge, nullptr},
    {"__hash__", str_hash_m, nullptr},     {"__repr__", str_repr_m, nullptr},
    {"__str__", str_str_m, nullptr},       {"__iter__", str_iter, nullptr},
    {"__format__", str_dunder_format, nullptr}, {"__mod__", str_percent, nullptr},
    {"format", str_format_method, nullptr}, {"format_map", str_format_map, nullptr},
    {"__getnewargs__", str_getnewargs, nullptr},
    {}};
static const MethodDef str_static[] = {{"__new__", str_new_fn, nullptr}, {}};

void init_str_type(Context& ctx) {
  TypeObject* t = ctx.builtins.str_type;
  t->make_instance = str_make;
  add_methods(ctx, t, str_core_methods);
  add_static_methods(ctx, t, str_static);
  ctx.builtins.str_iterator_type->iter_next_slot = str_iter_next;
  init_str_methods(ctx);
}

}  // namespace objects
}  // namespace tp
