// bytes and bytearray: construction, repr as CPython, indexing (-> int) and slicing,
// concatenation, repetition, comparison, hashing, decode (the codecs of objects/codecs.h),
// hex/fromhex. The other methods are in bytes_methods.cpp, bytes_text.cpp,
// bytes_format.cpp and (bytearray's mutators) bytearray_object.cpp.
#include "objects/memory_limit.h"
#include "objects/bytes_object.h"
#include "objects/buffer.h"

#include "objects/codecs.h"

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
bool is_byteslike(Context& ctx, Value v) { return has_buffer(ctx, v); }

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
  return codec_decode(ctx, data, encoding, errors);
}

BytesObject* self_b(const CallArgs& call) { return as_bytes(call.args[0]); }
bool mutable_self(Context& ctx, const CallArgs& call) { return is_bytearray(ctx, call.args[0]); }
Value same_kind(Context& ctx, const CallArgs& call, std::string d) {
  return mutable_self(ctx, call) ? bytearray_from(ctx, std::move(d)) : bytes_from(ctx, std::move(d));
}
const char* kind_name(Context& ctx, const CallArgs& call) { return mutable_self(ctx, call) ? "bytearray" : "bytes"; }

bool byteslike_arg(Context& ctx, Value v, std::string_view* out) {
  if (is_bytes(ctx, v) || is_bytearray(ctx, v)) {
    *out = as_bytes(v)->data;
    return true;
  }
  if (has_buffer(ctx, v)) {
    Buffer b;
    return get_buffer(ctx, v, &b) && contiguous_bytes(ctx, b, out);
  }
  ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", type_name(ctx, v));
  return false;
}

bool bytes_check_args(Context& ctx, const CallArgs& call, const char* name, BArgs style, size_t min, size_t max) {
  const char* kind = kind_name(ctx, call);
  if (call.nkwargs() != 0) {
    if (style == BArgs::Old) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
    } else {
      ctx.raise(ctx.builtins.exc_TypeError, "%s.%s() takes no keyword arguments", kind, name);
    }
    return false;
  }
  size_t given = call.nargs - 1;
  if (given >= min && given <= max) return true;
  switch (style) {
    case BArgs::None:
      ctx.raise(ctx.builtins.exc_TypeError, "%s.%s() takes no arguments (%zu given)", kind, name, given);
      break;
    case BArgs::One:
      ctx.raise(ctx.builtins.exc_TypeError, "%s.%s() takes exactly one argument (%zu given)", kind, name, given);
      break;
    case BArgs::Range:
      if (min == max) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s expected %zu argument%s, got %zu", name, min, min == 1 ? "" : "s",
                  given);
      } else if (given < min) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least %zu argument%s, got %zu", name, min,
                  min == 1 ? "" : "s", given);
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most %zu argument%s, got %zu", name, max,
                  max == 1 ? "" : "s", given);
      }
      break;
    case BArgs::Old:
      if (given < min) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() takes at least %zu argument%s (%zu given)", name, min,
                  min == 1 ? "" : "s", given);
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() takes at most %zu argument%s (%zu given)", name, max,
                  max == 1 ? "" : "s", given);
      }
      break;
  }
  return false;
}

bool index_clamped(Context& ctx, Value v, int64_t* out, const char* not_index_message) {
  Value iv = v;
  if (!is_int(ctx, v)) {
    Value f = protocol::lookup_special(ctx, v, ctx.builtins.names.__index__);
    if (f.is_null()) {
      if (ctx.has_exception()) return false;
      if (not_index_message != nullptr) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s", not_index_message);
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer", type_name(ctx, v));
      }
      return false;
    }
    iv = protocol::call1(ctx, f, v);
    if (iv.is_null()) return false;
    if (!is_int(ctx, iv)) {
      ctx.raise(ctx.builtins.exc_TypeError, "__index__ returned non-int (type %s)", type_name(ctx, iv));
      return false;
    }
  }
  if (iv.is_bool()) {
    *out = iv.as_bool() ? 1 : 0;
    return true;
  }
  auto r = int_to_int64(iv);
  *out = r ? *r : (int_sign(iv) < 0 ? INT64_MIN / 4 : INT64_MAX / 4);
  return true;
}

bool slice_index_arg(Context& ctx, Value v, int64_t* out) {
  if (v.is_none()) return true;
  return index_clamped(ctx, v, out, "slice indices must be integers or None or have an __index__ method");
}

void adjust_range(int64_t len, int64_t* start, int64_t* end) {
  if (*end > len) {
    *end = len;
  } else if (*end < 0) {
    *end += len;
    if (*end < 0) *end = 0;
  }
  if (*start < 0) {
    *start += len;
    if (*start < 0) *start = 0;
  }
}

// Reads the items of `src` (an iterable of ints with __index__) as bytes; `range_msg` is
// bytes' "bytes must be in range(0, 256)" or bytearray's "byte must be ...".
static bool ints_to_bytes(Context& ctx, Value src, const char* who, const char* range_msg, std::string* out) {
  std::vector<Value> items;
  if (!collect_iterable(ctx, src, &items)) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError) &&
        protocol::lookup_special(ctx, src, ctx.builtins.names.__iter__).is_null() &&
        protocol::lookup_special(ctx, src, ctx.builtins.names.__getitem__).is_null()) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "cannot convert '%s' object to %s", type_name(ctx, src), who);
    }
    return false;
  }
  ListObject* holder = list_new(ctx, items);  // __index__ may run code
  gc::Root<ListObject> keep(ctx.heap, holder);
  out->clear();
  out->reserve(items.size());
  for (Value v : items) {
    int64_t b = -1;
    if (v.is_small_int()) {
      b = v.as_small_int();
    } else if (!index_clamped(ctx, v, &b, nullptr)) {
      return false;
    }
    if (b < 0 || b > 255) {
      ctx.raise(ctx.builtins.exc_ValueError, "%s", range_msg);
      return false;
    }
    *out += static_cast<char>(b);
  }
  return true;
}

bool byte_arg(Context& ctx, Value v, int* out) {
  int64_t b;
  if (v.is_small_int()) {
    b = v.as_small_int();
  } else if (!index_clamped(ctx, v, &b, nullptr)) {
    return false;
  }
  if (b < 0 || b > 255) {
    ctx.raise(ctx.builtins.exc_ValueError, "byte must be in range(0, 256)");
    return false;
  }
  *out = static_cast<int>(b);
  return true;
}

// A count argument of bytes(n)/bytearray(n): true with *out set when `v` has __index__; false
// with nothing raised when it has none (or its __index__ raised TypeError, which CPython also
// ignores), false with the exception raised otherwise.
static bool count_source(Context& ctx, Value v, std::string* out, bool* is_count) {
  *is_count = false;
  if (!is_int(ctx, v) && protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
    return !ctx.has_exception();
  }
  auto n = protocol::index_as_int64(ctx, v);
  if (!n) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
      ctx.take_exception();
      return true;
    }
    if (ctx.exception_matches(ctx.builtins.exc_OverflowError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_OverflowError, "cannot fit '%s' into an index-sized integer", type_name(ctx, v));
    }
    return false;
  }
  if (*n < 0) {
    ctx.raise(ctx.builtins.exc_ValueError, "negative count");
    return false;
  }
  if (!check_allocation(ctx, static_cast<double>(*n))) return false;
  out->assign(static_cast<size_t>(*n), '\0');
  *is_count = true;
  return true;
}

// What bytes(src) and bytearray(src) share once __bytes__ is ruled out: a str without an
// encoding is a TypeError, an int a count of zero bytes, a bytes-like object its contents,
// anything else an iterable of ints in range(0, 256) (`range_message` otherwise); `what`
// names the type in ints_to_bytes' messages.
static bool contents_of_source(Context& ctx, Value src, const char* what, const char* range_message,
                               std::string* out) {
  if (is_str(ctx, src)) {
    ctx.raise(ctx.builtins.exc_TypeError, "string argument without an encoding");
    return false;
  }
  bool is_count;
  if (!count_source(ctx, src, out, &is_count)) return false;
  if (is_count) return true;
  if (is_byteslike(ctx, src)) {
    Buffer b;
    if (!get_buffer(ctx, src, &b)) return false;
    *out = buffer_to_bytes(b);
    return true;
  }
  return ints_to_bytes(ctx, src, what, range_message, out);
}

bool bytes_of_object(Context& ctx, Value src, std::string* out) {
  Value conv = protocol::lookup_special(ctx, src, protocol::intern(ctx, "__bytes__"));
  if (!conv.is_null()) {
    Value r = protocol::call1(ctx, conv, src);
    if (r.is_null()) return false;
    if (!is_bytes(ctx, r)) {
      ctx.raise(ctx.builtins.exc_TypeError, "__bytes__ returned non-bytes (type %s)", type_name(ctx, r));
      return false;
    }
    *out = as_bytes(r)->data;
    return true;
  }
  if (ctx.has_exception()) return false;
  return contents_of_source(ctx, src, "bytes", "bytes must be in range(0, 256)", out);
}

// The contents of bytearray(src) for a source that is not str.
static bool bytearray_of_object(Context& ctx, Value src, std::string* out) {
  return contents_of_source(ctx, src, "bytearray", "byte must be in range(0, 256)", out);
}

// bytes(source, encoding, errors) / bytearray(...): the contents, false with the exception
// raised. Argument checks in CPython's order and wording.
static bool constructor_source(Context& ctx, const char* who, Value src, Value encoding, Value errors,
                               std::string* out) {
  // Argument Clinic's wording: None is named "None", not "NoneType".
  auto shown = [&](Value v) { return v.is_none() ? "None" : type_name(ctx, v); };
  if (!encoding.is_null() && !is_str(ctx, encoding)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() argument 'encoding' must be str, not %s", who, shown(encoding));
    return false;
  }
  if (!errors.is_null() && !is_str(ctx, errors)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() argument 'errors' must be str, not %s", who, shown(errors));
    return false;
  }
  if (src.is_null()) {
    if (!encoding.is_null() || !errors.is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s without a string argument", encoding.is_null() ? "errors" : "encoding");
      return false;
    }
    out->clear();
    return true;
  }
  if (is_str(ctx, src)) {
    if (encoding.is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "string argument without an encoding");
      return false;
    }
    // str.encode of the str type itself (a subclass's override is not consulted, as CPython).
    Value m = protocol::getattr(ctx, Value::object(ctx.builtins.str_type), protocol::intern(ctx, "encode"));
    if (m.is_null()) return false;
    std::vector<Value> args = {src, encoding};
    if (!errors.is_null()) args.push_back(errors);
    Value r = call_vector(ctx, m, args);
    if (r.is_null()) return false;
    *out = as_bytes(r)->data;
    return true;
  }
  if (!encoding.is_null() || !errors.is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s without a string argument", encoding.is_null() ? "errors" : "encoding");
    return false;
  }
  return who[4] == 'a' ? bytearray_of_object(ctx, src, out) : bytes_of_object(ctx, src, out);
}

// The bytes a bytearray slice assignment / extend / += takes from `v` (CPython accepts
// bytes-like objects and iterables of ints; a number or str is a TypeError).
bool bytearray_values(Context& ctx, Value v, std::string* out) {
  if (is_byteslike(ctx, v)) {
    std::string_view view;
    if (!byteslike_arg(ctx, v, &view)) {
      if (ctx.exception_matches(ctx.builtins.exc_BufferError)) {
        ctx.take_exception();
        ctx.raise(ctx.builtins.exc_TypeError, "can't set bytearray slice from %s", type_name(ctx, v));
      }
      return false;
    }
    *out = std::string(view);
    return true;
  }
  return ints_to_bytes(ctx, v, "bytearray", "byte must be in range(0, 256)", out);
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
  if (!constructor_source(ctx, "bytes", a[0], a[1], a[2], &data)) return Value::null();
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
  if (!constructor_source(ctx, "bytearray", a[0], a[1], a[2], &data)) return Value::null();
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
    if (step == 1) {
      out = d.substr(static_cast<size_t>(start), static_cast<size_t>(n));
    } else {
      out.reserve(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) out += d[start + i * step];
    }
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

static Value b_len(Context&, const CallArgs& call) { return Value::small_int(static_cast<int64_t>(self_b(call)->data.size())); }

// iter(b): a bytes_iterator / bytearray_iterator yielding ints; a bytearray's iterator sees
// later changes of its size, as CPython's.
static Value b_iter(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__iter__", 1, 1)) return Value::null();
  TypeObject* t = mutable_self(ctx, call) ? ctx.builtins.bytearray_iterator_type : ctx.builtins.bytes_iterator_type;
  return Value::object(ctx.heap.make<SeqIterObject>(t, call.args[0]));
}

static Value b_iter_next(Context&, Value self) {
  auto* it = static_cast<SeqIterObject*>(self.as_object());
  if (it->seq.is_null()) return Value::null();
  const std::string& d = as_bytes(it->seq)->data;
  if (it->index >= static_cast<int64_t>(d.size())) {
    it->seq = Value::null();
    return Value::null();
  }
  return Value::small_int(static_cast<unsigned char>(d[static_cast<size_t>(it->index++)]));
}

static Value b_iter_self(Context&, const CallArgs& call) { return call.args[0]; }

static Value b_iter_next_m(Context& ctx, const CallArgs& call) {
  Value v = b_iter_next(ctx, call.args[0]);
  if (v.is_null()) return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
  return v;
}

static Value b_iter_length_hint(Context&, const CallArgs& call) {
  auto* it = static_cast<SeqIterObject*>(call.args[0].as_object());
  if (it->seq.is_null()) return Value::small_int(0);
  int64_t n = static_cast<int64_t>(as_bytes(it->seq)->data.size()) - it->index;
  return Value::small_int(n < 0 ? 0 : n);
}

// `x in b`: an int (or __index__ object) is a byte value, a bytes-like object a substring.
static Value b_contains(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__contains__", 2, 2)) return Value::null();
  Value x = call.args[1];
  if (is_int(ctx, x) || !protocol::lookup_special(ctx, x, ctx.builtins.names.__index__).is_null()) {
    int b;
    if (!byte_arg(ctx, x, &b)) return Value::null();
    return Value::boolean(self_b(call)->data.find(static_cast<char>(b)) != std::string::npos);
  }
  if (ctx.has_exception()) return Value::null();
  std::string_view sub;
  if (!byteslike_arg(ctx, x, &sub)) return Value::null();
  return Value::boolean(self_b(call)->data.find(sub) != std::string::npos);
}

static Value b_add(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__add__", 2, 2)) return Value::null();
  if (!is_byteslike(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can't concat %s to %s", type_name(ctx, call.args[1]),
                     type_name(ctx, call.args[0]));
  }
  const std::string& a = self_b(call)->data;
  std::string_view b;
  if (!byteslike_arg(ctx, call.args[1], &b)) {
    if (!ctx.exception_matches(ctx.builtins.exc_BufferError)) return Value::null();
    ctx.take_exception();
    return ctx.raise(ctx.builtins.exc_TypeError, "can't concat %s to %s", type_name(ctx, call.args[1]),
                     type_name(ctx, call.args[0]));
  }
  if (!check_allocation(ctx, static_cast<double>(a.size()) + static_cast<double>(b.size()))) return Value::null();
  return same_kind(ctx, call, a + std::string(b));
}

// The repeat count of `b * n`: ints and __index__ objects; NotImplemented (false, nothing
// raised) for anything else.
bool repeat_count(Context& ctx, Value v, int64_t* out, bool* not_implemented) {
  *not_implemented = false;
  if (!is_int(ctx, v) && protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
    *not_implemented = !ctx.has_exception();
    return false;
  }
  auto k = protocol::index_as_int64(ctx, v);
  if (!k) {
    if (ctx.exception_matches(ctx.builtins.exc_OverflowError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_OverflowError, "cannot fit '%s' into an index-sized integer", type_name(ctx, v));
    }
    return false;
  }
  *out = *k;
  return true;
}

bool repeat_bytes(Context& ctx, const std::string& data, int64_t k, bool bytearray_kind, std::string* out) {
  // A size past PY_SSIZE_T_MAX: bytes says OverflowError, bytearray MemoryError (as CPython).
  if (k > 0 && !data.empty() &&
      !(bytearray_kind ? check_allocation(ctx, static_cast<double>(k), static_cast<double>(data.size()))
                       : check_repeat_allocation(ctx, static_cast<double>(k), static_cast<double>(data.size()),
                                                 "repeated bytes are too long"))) {
    return false;
  }
  out->clear();
  if (k <= 0 || data.empty()) return true;
  out->reserve(data.size() * static_cast<size_t>(k));
  for (int64_t i = 0; i < k; ++i) *out += data;
  return true;
}

static Value b_mul(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__mul__", 2, 2)) return Value::null();
  int64_t k;
  bool ni;
  if (!repeat_count(ctx, call.args[1], &k, &ni)) return ni ? ctx.builtins.not_implemented : Value::null();
  std::string out;
  if (!repeat_bytes(ctx, self_b(call)->data, k, mutable_self(ctx, call), &out)) return Value::null();
  return same_kind(ctx, call, std::move(out));
}

static Value b_cmp(Context& ctx, const CallArgs& call, CompareOp op) {
  // bytes compares with bytes and bytearray only; bytearray with any buffer (as CPython).
  if (call.nargs != 2) return ctx.builtins.not_implemented;
  Value other = call.args[1];
  std::string_view theirs;
  if (is_bytes(ctx, other) || is_bytearray(ctx, other)) {
    theirs = as_bytes(other)->data;
  } else if (mutable_self(ctx, call) && is_byteslike(ctx, other)) {
    if (!byteslike_arg(ctx, other, &theirs)) {
      if (!ctx.exception_matches(ctx.builtins.exc_BufferError)) return Value::null();
      ctx.take_exception();
      return ctx.builtins.not_implemented;
    }
  } else {
    return ctx.builtins.not_implemented;
  }
  int c = std::string_view(self_b(call)->data).compare(theirs);
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

// hash(b) equals hash of the str with the same (ASCII) characters, as CPython's.
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
  std::string names[2] = {"utf-8", "strict"};
  for (int k = 0; k < 2; k++) {
    if (a[k].is_null()) continue;
    if (!is_str(ctx, a[k])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "decode() argument '%s' must be str, not %s", kNames[k],
                       type_name(ctx, a[k]));
    }
    names[k] = as_str(a[k])->data;
  }
  return codec_decode(ctx, self_b(call)->data, names[0], names[1]);
}

// hex(sep=, bytes_per_sep=1): two lowercase digits a byte; `sep` (one ASCII character, str or
// bytes) between groups of |bytes_per_sep| bytes counted from the right (from the left when
// negative).
static Value b_hex(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"sep", "bytes_per_sep"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "hex", kNames, 0, a)) return Value::null();
  static const char* digits = "0123456789abcdef";
  char sep = 0;
  if (!a[0].is_null()) {
    std::string_view s;
    if (is_str(ctx, a[0])) {
      s = as_str(a[0])->view();
      if (as_str(a[0])->length != 1) return ctx.raise(ctx.builtins.exc_ValueError, "sep must be length 1.");
    } else if (is_byteslike(ctx, a[0])) {
      if (!byteslike_arg(ctx, a[0], &s)) return Value::null();
      if (s.size() != 1) return ctx.raise(ctx.builtins.exc_ValueError, "sep must be length 1.");
    } else if (!protocol::lookup_special(ctx, a[0], ctx.builtins.names.__len__).is_null()) {
      return ctx.raise(ctx.builtins.exc_TypeError, "sep must be str or bytes.");
    } else {
      if (ctx.has_exception()) return Value::null();
      return ctx.raise(ctx.builtins.exc_TypeError, "object of type '%s' has no len()", type_name(ctx, a[0]));
    }
    if (static_cast<unsigned char>(s[0]) >= 0x80) return ctx.raise(ctx.builtins.exc_ValueError, "sep must be ASCII.");
    sep = s[0];
  }
  int64_t per = 1;
  if (!a[1].is_null()) {
    auto v = protocol::index_as_int64(ctx, a[1]);
    if (!v) return Value::null();
    if (*v > INT32_MAX || *v < INT32_MIN) {
      return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
    }
    per = *v;
  }
  const std::string& d = self_b(call)->data;
  std::string out;
  size_t n = d.size(), group = static_cast<size_t>(per < 0 ? -per : per);
  for (size_t i = 0; i < n; ++i) {
    if (i > 0 && sep && group > 0) {
      bool boundary = per > 0 ? (n - i) % group == 0 : i % group == 0;
      if (boundary) out += sep;
    }
    unsigned char c = static_cast<unsigned char>(d[i]);
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return str_from(ctx, out);
}

// bytes.fromhex(string): pairs of hex digits, ASCII whitespace allowed between pairs. A
// subclass gets cls(result).
static Value b_fromhex(Context& ctx, const CallArgs& call) {
  const char* kind = protocol::is_subtype(as_type(call.args[0]), ctx.builtins.bytearray_type) ? "bytearray" : "bytes";
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "%s.fromhex() takes no keyword arguments", kind);
  if (call.nargs != 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s.fromhex() takes exactly one argument (%zu given)", kind,
                     call.nargs - 1);
  }
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "fromhex() argument must be str, not %s", type_name(ctx, call.args[1]));
  }
  const std::string& s = as_str(call.args[1])->data;
  std::string out;
  auto hexval = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  // Positions are code point indices; every byte before a non-ASCII character is ASCII, so
  // up to the first error the byte index is the code point index.
  for (size_t i = 0; i < s.size();) {
    if (space(s[i])) {
      ++i;
      continue;
    }
    int h = hexval(s[i]);
    if (h < 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "non-hexadecimal number found in fromhex() arg at position %zu", i);
    }
    int l = i + 1 < s.size() ? hexval(s[i + 1]) : -1;
    if (l < 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "non-hexadecimal number found in fromhex() arg at position %zu",
                       i + 1);
    }
    out += static_cast<char>(h * 16 + l);
    i += 2;
  }
  TypeObject* cls = as_type(call.args[0]);
  if (cls == ctx.builtins.bytearray_type) return bytearray_from(ctx, out);
  Value r = bytes_from(ctx, out);
  if (cls == ctx.builtins.bytes_type) return r;
  return call_vector(ctx, call.args[0], {r});
}

static Value b_bytes(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__bytes__", 1, 1)) return Value::null();
  if (protocol::type_of(ctx, call.args[0]) == ctx.builtins.bytes_type) return call.args[0];
  return bytes_from(ctx, self_b(call)->data);
}

static Value b_getnewargs(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getnewargs__", 1, 1)) return Value::null();
  return tuple_from(ctx, {bytes_from(ctx, self_b(call)->data)});
}

static Value b_sizeof(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__sizeof__", 1, 1)) return Value::null();
  // CPython's layout sizes: PyBytesObject (32 + NUL) or PyByteArrayObject (56 + buffer).
  size_t n = self_b(call)->data.size();
  if (mutable_self(ctx, call)) return Value::small_int(static_cast<int64_t>(56 + (n ? n + 1 : 0)));
  return Value::small_int(static_cast<int64_t>(33 + n));
}

Value bytes_mod(Context& ctx, const CallArgs& call);   // bytes_format.cpp
Value bytes_rmod(Context& ctx, const CallArgs& call);  // bytes_format.cpp

static const MethodDef common_methods[] = {
    {"__getitem__", b_getitem, nullptr}, {"__len__", b_len, nullptr}, {"__iter__", b_iter, nullptr},
    {"__contains__", b_contains, nullptr}, {"__add__", b_add, nullptr}, {"__mul__", b_mul, nullptr},
    {"__rmul__", b_mul, nullptr}, {"__lt__", b_lt, nullptr}, {"__le__", b_le, nullptr},
    {"__eq__", b_eq, nullptr}, {"__ne__", b_ne, nullptr}, {"__gt__", b_gt, nullptr},
    {"__ge__", b_ge, nullptr}, {"__repr__", b_repr, nullptr}, {"__str__", b_repr, nullptr},
    {"decode", b_decode, nullptr}, {"hex", b_hex, nullptr}, {"__mod__", bytes_mod, nullptr},
    {"__rmod__", bytes_rmod, nullptr}, {"__sizeof__", b_sizeof, nullptr}, {}};
static const MethodDef bytes_only[] = {{"__hash__", b_hash, nullptr},
                                       {"__bytes__", b_bytes, nullptr},
                                       {"__getnewargs__", b_getnewargs, nullptr},
                                       {}};
static const MethodDef bytearray_only[] = {{"__init__", bytearray_init, nullptr}, {}};
static const MethodDef bytes_static[] = {{"__new__", bytes_new, nullptr}, {}};
static const MethodDef from_hex[] = {{"fromhex", b_fromhex, nullptr}, {}};

void init_bytes_methods(Context& ctx);    // bytes_methods.cpp
void init_bytes_text(Context& ctx);       // bytes_text.cpp
void init_bytearray_methods(Context& ctx);  // bytearray_object.cpp

void init_bytes_types(Context& ctx) {
  auto& B = ctx.builtins;
  init_bytes_methods(ctx);
  init_bytes_text(ctx);
  init_bytearray_methods(ctx);
  for (TypeObject* t : {B.bytes_type, B.bytearray_type}) {
    t->make_instance = bytes_make;
    add_methods(ctx, t, common_methods);
    add_class_methods(ctx, t, from_hex);
  }
  add_methods(ctx, B.bytes_type, bytes_only);
  add_static_methods(ctx, B.bytes_type, bytes_static);
  add_methods(ctx, B.bytearray_type, bytearray_only);
  set_type_attr(ctx, B.bytearray_type, "__hash__", Value::none());
  static const MethodDef iterator_methods[] = {{"__iter__", b_iter_self, nullptr},
                                               {"__next__", b_iter_next_m, nullptr},
                                               {"__length_hint__", b_iter_length_hint, nullptr},
                                               {}};
  for (TypeObject* t : {B.bytes_iterator_type, B.bytearray_iterator_type}) {
    t->iter_next_slot = b_iter_next;
    add_methods(ctx, t, iterator_methods);
  }
}

}  // namespace tp::objects
