// The `array` module: array.array, a mutable sequence of machine values of one typecode
// (array_object.h lists them), with CPython's constructor, methods, operators, repr and
// error messages (the OverflowError wording per typecode follows CPython's argument
// parsing on LP64 Linux). Iteration is a native iterator that sees later changes. The
// module also exports the original TensorPy's list helpers from lib/_array_lists.py.
#include <gmp.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "objects/buffer.h"
#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/float_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/array_object.h"
#include "stdlib/stdlib_util.h"
#include "vm/interpreter.h"

namespace tp::stdlib {

using objects::MethodDef;
using objects::GetSetDef;

namespace {

constexpr const char* kTypecodes = "bBuhHiIlLqQfd";

enum ArraySlot : size_t { kArrayType, kArrayIteratorType, kArraySlotCount };

ArrayObject* self_array(const CallArgs& call) { return as_array(call.args[0]); }

Value array_make(Context& ctx, TypeObject* cls) {
  ArrayObject* a = cls->is_heap_type ? ctx.heap.make<WithDict<ArrayObject>>(cls, 'b', 1)
                                     : ctx.heap.make<ArrayObject>(cls, 'b', 1);
  return Value::object(a);
}

// Calls f(T{}) with T the C type of `code`.
template <class F>
auto with_type(char code, F&& f) {
  switch (code) {
    case 'b': return f(int8_t{});
    case 'B': return f(uint8_t{});
    case 'u': return f(char32_t{});
    case 'h': return f(int16_t{});
    case 'H': return f(uint16_t{});
    case 'i': return f(int32_t{});
    case 'I': return f(uint32_t{});
    case 'l':
    case 'q': return f(int64_t{});
    case 'L':
    case 'Q': return f(uint64_t{});
    case 'f': return f(float{});
    default: return f(double{});
  }
}

// --- items: C value <-> Python value ------------------------------------------------------

Value get_item(Context& ctx, const ArrayObject* a, size_t i) {
  const uint8_t* p = a->bytes.data() + i * a->itemsize;
  return with_type(a->typecode, [&](auto t) -> Value {
    using T = decltype(t);
    T v;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::is_same_v<T, char32_t>) {
      std::string s;
      uint32_t c = v;
      if (c < 0x80) {
        s += static_cast<char>(c);
      } else if (c < 0x800) {
        s += static_cast<char>(0xC0 | (c >> 6));
        s += static_cast<char>(0x80 | (c & 0x3F));
      } else if (c < 0x10000) {
        s += static_cast<char>(0xE0 | (c >> 12));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
      } else {
        s += static_cast<char>(0xF0 | (c >> 18));
        s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
      }
      return objects::str_from(ctx, s);
    } else if constexpr (std::is_floating_point_v<T>) {
      return Value::floating(static_cast<double>(v));
    } else if constexpr (std::is_same_v<T, uint64_t>) {
      if (v <= static_cast<uint64_t>(INT64_MAX)) return Value::small_int(static_cast<int64_t>(v));
      mpz_t n;
      mpz_init(n);
      mpz_import(n, 1, -1, sizeof v, 0, 0, &v);
      Value out = objects::int_from_mpz(ctx, n);
      mpz_clear(n);
      return out;
    } else {
      return Value::small_int(static_cast<int64_t>(v));
    }
  });
}

// An int item: its value when it fits int64 or uint64, and its sign.
struct IntItem {
  bool negative = false;
  bool fits_i64 = false, fits_u64 = false;
  int64_t i = 0;
  uint64_t u = 0;
};

bool int_item(Context& ctx, Value v, IntItem* out) {
  if (!objects::is_int(ctx, v)) {
    auto x = protocol::index_as_int64(ctx, v);  // __index__, or CPython's TypeError
    if (!x) return false;
    v = Value::small_int(*x);
  }
  if (auto s = objects::int_to_int64(v)) {
    out->fits_i64 = true;
    out->i = *s;
    out->negative = *s < 0;
    out->fits_u64 = *s >= 0;
    out->u = static_cast<uint64_t>(*s);
    return true;
  }
  mpz_t n;
  mpz_init(n);
  objects::int_to_mpz(v, n);
  out->negative = mpz_sgn(n) < 0;
  if (!out->negative && mpz_sizeinbase(n, 2) <= 64) {
    out->fits_u64 = true;
    size_t count = 0;
    mpz_export(&out->u, &count, -1, sizeof out->u, 0, 0, n);
  }
  mpz_clear(n);
  return true;
}

bool overflow(Context& ctx, const char* msg) {
  ctx.raise(ctx.builtins.exc_OverflowError, "%s", msg);
  return false;
}

// Converts `v` to the C value of `code` at `out` (itemsize bytes), with CPython's errors.
bool pack_item(Context& ctx, char code, Value v, uint8_t* out) {
  if (code == 'f' || code == 'd') {
    if (!objects::is_float(ctx, v) && !objects::is_int(ctx, v) &&
        protocol::lookup_special(ctx, v, protocol::intern(ctx, "__float__")).is_null() &&
        protocol::lookup_special(ctx, v, protocol::intern(ctx, "__index__")).is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "must be real number, not %s", objects::type_name(ctx, v));
      return false;
    }
    auto d = protocol::as_double(ctx, v);
    if (!d) return false;
    if (code == 'f') {
      float f = static_cast<float>(*d);
      std::memcpy(out, &f, sizeof f);
    } else {
      std::memcpy(out, &*d, sizeof(double));
    }
    return true;
  }
  if (code == 'u') {
    if (!objects::is_str(ctx, v) || objects::as_str(v)->length != 1) {
      if (objects::is_str(ctx, v)) {
        ctx.raise(ctx.builtins.exc_TypeError, "array item must be unicode character");
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "array item must be unicode character");
      }
      return false;
    }
    const std::string& s = objects::as_str(v)->data;
    auto b0 = static_cast<unsigned char>(s[0]);
    size_t len = b0 < 0x80 ? 1 : b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : 4;
    char32_t c = len == 1 ? b0 : b0 & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
    for (size_t k = 1; k < len; ++k) c = (c << 6) | (static_cast<unsigned char>(s[k]) & 0x3F);
    std::memcpy(out, &c, sizeof c);
    return true;
  }
  IntItem it;
  if (!int_item(ctx, v, &it)) return false;
  auto store = [&](auto x) {
    std::memcpy(out, &x, sizeof x);
    return true;
  };
  const char* too_large_long = "Python int too large to convert to C long";
  switch (code) {
    case 'b':
      if (!it.fits_i64) return overflow(ctx, too_large_long);
      if (it.i < INT16_MIN) return overflow(ctx, "signed short integer is less than minimum");
      if (it.i > INT16_MAX) return overflow(ctx, "signed short integer is greater than maximum");
      if (it.i < -128) return overflow(ctx, "signed char is less than minimum");
      if (it.i > 127) return overflow(ctx, "signed char is greater than maximum");
      return store(static_cast<int8_t>(it.i));
    case 'B':
      if (!it.fits_i64) return overflow(ctx, too_large_long);
      if (it.i < 0) return overflow(ctx, "unsigned byte integer is less than minimum");
      if (it.i > 255) return overflow(ctx, "unsigned byte integer is greater than maximum");
      return store(static_cast<uint8_t>(it.i));
    case 'h':
      if (!it.fits_i64) return overflow(ctx, too_large_long);
      if (it.i < INT16_MIN) return overflow(ctx, "signed short integer is less than minimum");
      if (it.i > INT16_MAX) return overflow(ctx, "signed short integer is greater than maximum");
      return store(static_cast<int16_t>(it.i));
    case 'H':
      if (!it.fits_i64) return overflow(ctx, too_large_long);
      if (it.i < INT32_MIN) return overflow(ctx, "signed integer is less than minimum");
      if (it.i > INT32_MAX) return overflow(ctx, "signed integer is greater than maximum");
      if (it.i < 0) return overflow(ctx, "unsigned short is less than minimum");
      if (it.i > UINT16_MAX) return overflow(ctx, "unsigned short is greater than maximum");
      return store(static_cast<uint16_t>(it.i));
    case 'i':
      if (!it.fits_i64) return overflow(ctx, too_large_long);
      if (it.i < INT32_MIN) return overflow(ctx, "signed integer is less than minimum");
      if (it.i > INT32_MAX) return overflow(ctx, "signed integer is greater than maximum");
      return store(static_cast<int32_t>(it.i));
    case 'I':
      if (it.negative) return overflow(ctx, "can't convert negative value to unsigned int");
      if (!it.fits_u64) return overflow(ctx, "Python int too large to convert to C unsigned long");
      if (it.u > UINT32_MAX) return overflow(ctx, "unsigned int is greater than maximum");
      return store(static_cast<uint32_t>(it.u));
    case 'l':
      if (!it.fits_i64) return overflow(ctx, too_large_long);
      return store(it.i);
    case 'L':
      if (it.negative) return overflow(ctx, "can't convert negative value to unsigned int");
      if (!it.fits_u64) return overflow(ctx, "Python int too large to convert to C unsigned long");
      return store(it.u);
    case 'q':
      if (!it.fits_i64) return overflow(ctx, "int too big to convert");
      return store(it.i);
    default:  // 'Q'
      if (it.negative) return overflow(ctx, "can't convert negative int to unsigned");
      if (!it.fits_u64) return overflow(ctx, "int too big to convert");
      return store(it.u);
  }
}

bool append_value(Context& ctx, ArrayObject* a, Value v) {
  uint8_t buf[8];
  if (!pack_item(ctx, a->typecode, v, buf)) return false;
  a->bytes.insert(a->bytes.end(), buf, buf + a->itemsize);
  return true;
}

TypeObject* array_type_of(Context& ctx) {
  Value mod = vm::import_module(ctx, "array");
  if (mod.is_null()) return nullptr;
  return static_cast<StateObject*>(mod.as_object())->type_at(kArrayType);
}

// A new array of the same type (and typecode) as `a`, empty.
ArrayObject* new_like(Context& ctx, const ArrayObject* a) {
  // A subclass instance's operations return plain arrays, as CPython's do.
  TypeObject* t = a->type();
  while (t->is_heap_type) t = t->base;
  return ctx.heap.make<ArrayObject>(t, a->typecode, a->itemsize);
}

bool extend_from_iterable(Context& ctx, ArrayObject* a, Value iterable) {
  Value it = protocol::get_iter(ctx, iterable);
  if (it.is_null()) return false;
  HandleScope scope(ctx);
  scope.keep(it);
  while (true) {
    Value v = protocol::iter_next(ctx, it);
    if (v.is_null()) return !ctx.has_exception();
    if (!append_value(ctx, a, v)) return false;
  }
}

bool from_unicode(Context& ctx, ArrayObject* a, Value s) {
  for (size_t i = 0, n = objects::as_str(s)->data.size(); i < n;) {
    const std::string& d = objects::as_str(s)->data;
    auto b0 = static_cast<unsigned char>(d[i]);
    size_t len = b0 < 0x80 ? 1 : b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : 4;
    char32_t c = len == 1 ? b0 : b0 & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
    for (size_t k = 1; k < len; ++k) c = (c << 6) | (static_cast<unsigned char>(d[i + k]) & 0x3F);
    const auto* p = reinterpret_cast<const uint8_t*>(&c);
    a->bytes.insert(a->bytes.end(), p, p + sizeof c);
    i += len;
  }
  return true;
}

bool from_bytes(Context& ctx, ArrayObject* a, const std::string& data) {
  if (data.size() % a->itemsize != 0) {
    ctx.raise(ctx.builtins.exc_ValueError, "bytes length not a multiple of item size");
    return false;
  }
  a->bytes.insert(a->bytes.end(), data.begin(), data.end());
  return true;
}

// --- construction -----------------------------------------------------------------------

Value array_init(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "array.array() takes no keyword arguments");
  if (call.nargs < 2 || call.nargs > 3) {
    return ctx.raise(ctx.builtins.exc_TypeError, "array() takes at most 2 arguments (%zu given)", call.nargs - 1);
  }
  Value code = call.args[1];
  if (!objects::is_str(ctx, code) || objects::as_str(code)->length != 1) {
    if (objects::is_str(ctx, code)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "array() argument 1 must be a unicode character, not str");
    }
    return ctx.raise(ctx.builtins.exc_TypeError, "array() argument 1 must be a unicode character, not %s",
                     objects::type_name(ctx, code));
  }
  char c = objects::as_str(code)->data[0];
  size_t size = array_itemsize(c);
  if (size == 0) {
    return ctx.raise(ctx.builtins.exc_ValueError, "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)");
  }
  a->typecode = c;
  a->itemsize = size;
  a->bytes.clear();
  if (call.nargs < 3) return Value::none();
  Value init = call.args[2];
  if (objects::is_str(ctx, init)) {
    if (c != 'u') {
      return ctx.raise(ctx.builtins.exc_TypeError, "cannot use a str to initialize an array with typecode '%c'", c);
    }
    return from_unicode(ctx, a, init) ? Value::none() : Value::null();
  }
  if (is_array(ctx, init)) {
    ArrayObject* other = as_array(init);
    if (other->typecode == 'u' && c != 'u') {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "cannot use a unicode array to initialize an array with typecode '%c'", c);
    }
    if (other->typecode == c) {
      a->bytes = other->bytes;
      return Value::none();
    }
  }
  if (objects::is_bytes(ctx, init) || objects::is_bytearray(ctx, init)) {
    return from_bytes(ctx, a, objects::as_bytes(init)->data) ? Value::none() : Value::null();
  }
  return extend_from_iterable(ctx, a, init) ? Value::none() : Value::null();
}

// --- methods ------------------------------------------------------------------------------

Value array_append(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "append", 1, 1)) return Value::null();
  return append_value(ctx, self_array(call), call.args[1]) ? Value::none() : Value::null();
}

Value array_extend(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "extend", 1, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  Value v = call.args[1];
  if (is_array(ctx, v)) {
    if (as_array(v)->typecode != a->typecode) {
      return ctx.raise(ctx.builtins.exc_TypeError, "can only extend with array of same kind");
    }
    std::vector<uint8_t> copy = as_array(v)->bytes;
    a->bytes.insert(a->bytes.end(), copy.begin(), copy.end());
    return Value::none();
  }
  return extend_from_iterable(ctx, a, v) ? Value::none() : Value::null();
}

Value array_insert(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "insert", 2, 2)) return Value::null();
  ArrayObject* a = self_array(call);
  auto i = protocol::index_as_int64(ctx, call.args[1]);
  if (!i) return Value::null();
  auto n = static_cast<int64_t>(a->length());
  int64_t at = *i < 0 ? std::max<int64_t>(0, *i + n) : std::min(*i, n);
  uint8_t buf[8];
  if (!pack_item(ctx, a->typecode, call.args[2], buf)) return Value::null();
  a->bytes.insert(a->bytes.begin() + at * static_cast<int64_t>(a->itemsize), buf, buf + a->itemsize);
  return Value::none();
}

Value array_pop(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "pop", 0, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  int64_t i = -1;
  if (call.nargs > 1) {
    auto x = protocol::index_as_int64(ctx, call.args[1]);
    if (!x) return Value::null();
    i = *x;
  }
  auto n = static_cast<int64_t>(a->length());
  if (n == 0) return ctx.raise(ctx.builtins.exc_IndexError, "pop from empty array");
  if (i < 0) i += n;
  if (i < 0 || i >= n) return ctx.raise(ctx.builtins.exc_IndexError, "pop index out of range");
  Value v = get_item(ctx, a, static_cast<size_t>(i));
  if (v.is_null()) return v;
  auto at = a->bytes.begin() + i * static_cast<int64_t>(a->itemsize);
  a->bytes.erase(at, at + static_cast<int64_t>(a->itemsize));
  return v;
}

// The index of the first item == v in [start, stop), -1 when none, -2 when it raised.
int64_t find(Context& ctx, ArrayObject* a, Value v, int64_t start, int64_t stop) {
  for (int64_t i = start; i < stop && i < static_cast<int64_t>(a->length()); ++i) {
    Value item = get_item(ctx, a, static_cast<size_t>(i));
    if (item.is_null()) return -2;
    int eq = protocol::equal(ctx, item, v);
    if (eq < 0) return -2;
    if (eq) return i;
  }
  return -1;
}

Value array_remove(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "remove", 1, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  int64_t i = find(ctx, a, call.args[1], 0, static_cast<int64_t>(a->length()));
  if (i == -2) return Value::null();
  if (i < 0) return ctx.raise(ctx.builtins.exc_ValueError, "array.remove(x): x not in array");
  auto at = a->bytes.begin() + i * static_cast<int64_t>(a->itemsize);
  a->bytes.erase(at, at + static_cast<int64_t>(a->itemsize));
  return Value::none();
}

Value array_index(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "index", 1, 3)) return Value::null();
  ArrayObject* a = self_array(call);
  auto n = static_cast<int64_t>(a->length());
  int64_t bounds[2] = {0, n};
  for (size_t k = 2; k < call.nargs; ++k) {
    auto x = protocol::index_as_int64(ctx, call.args[k]);
    if (!x) return Value::null();
    int64_t b = *x < 0 ? std::max<int64_t>(0, *x + n) : std::min(*x, n);
    bounds[k - 2] = b;
  }
  int64_t i = find(ctx, a, call.args[1], bounds[0], bounds[1]);
  if (i == -2) return Value::null();
  if (i < 0) return ctx.raise(ctx.builtins.exc_ValueError, "array.index(x): x not in array");
  return Value::small_int(i);
}

Value array_count(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "count", 1, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  int64_t count = 0;
  for (size_t i = 0; i < a->length(); ++i) {
    Value item = get_item(ctx, a, i);
    if (item.is_null()) return item;
    int eq = protocol::equal(ctx, item, call.args[1]);
    if (eq < 0) return Value::null();
    count += eq;
  }
  return Value::small_int(count);
}

Value array_reverse(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "reverse", 0, 0)) return Value::null();
  ArrayObject* a = self_array(call);
  size_t n = a->length(), s = a->itemsize;
  for (size_t i = 0; i < n / 2; ++i) {
    std::swap_ranges(a->bytes.begin() + static_cast<long>(i * s), a->bytes.begin() + static_cast<long>((i + 1) * s),
                     a->bytes.begin() + static_cast<long>((n - 1 - i) * s));
  }
  return Value::none();
}

Value array_byteswap(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "byteswap", 0, 0)) return Value::null();
  ArrayObject* a = self_array(call);
  for (size_t i = 0; i < a->length(); ++i) std::reverse(a->bytes.begin() + static_cast<long>(i * a->itemsize),
                                                        a->bytes.begin() + static_cast<long>((i + 1) * a->itemsize));
  return Value::none();
}

Value array_frombytes(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "frombytes", 1, 1)) return Value::null();
  Value v = call.args[1];
  std::string_view view;
  if (!objects::byteslike_arg(ctx, v, &view)) return Value::null();
  std::string data(view);
  return from_bytes(ctx, self_array(call), data) ? Value::none() : Value::null();
}

Value array_tobytes(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "tobytes", 0, 0)) return Value::null();
  ArrayObject* a = self_array(call);
  return objects::bytes_from(ctx, std::string(a->bytes.begin(), a->bytes.end()));
}

Value array_fromlist(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "fromlist", 1, 1)) return Value::null();
  Value v = call.args[1];
  if (!v.is_object() || !protocol::is_instance_of_type(ctx, v, ctx.builtins.list_type)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "arg must be list");
  }
  ArrayObject* a = self_array(call);
  size_t old = a->bytes.size();
  std::vector<Value> items = objects::as_list(v)->items;
  for (Value item : items) {
    if (!append_value(ctx, a, item)) {
      a->bytes.resize(old);  // all or nothing, as CPython
      return Value::null();
    }
  }
  return Value::none();
}

Value array_tolist(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "tolist", 0, 0)) return Value::null();
  ArrayObject* a = self_array(call);
  ListObject* list = objects::list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, list);
  for (size_t i = 0; i < a->length(); ++i) {
    Value v = get_item(ctx, a, i);
    if (v.is_null()) return v;
    list->items.push_back(v);
  }
  return Value::object(list);
}

Value array_fromunicode(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "fromunicode", 1, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  if (!objects::is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "fromunicode() argument must be str, not %s",
                     objects::type_name(ctx, call.args[1]));
  }
  if (a->typecode != 'u') {
    return ctx.raise(ctx.builtins.exc_ValueError, "fromunicode() may only be called on unicode type arrays");
  }
  return from_unicode(ctx, a, call.args[1]) ? Value::none() : Value::null();
}

Value array_tounicode(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "tounicode", 0, 0)) return Value::null();
  ArrayObject* a = self_array(call);
  if (a->typecode != 'u') {
    return ctx.raise(ctx.builtins.exc_ValueError, "tounicode() may only be called on unicode type arrays");
  }
  std::string out;
  for (size_t i = 0; i < a->length(); ++i) {
    Value v = get_item(ctx, a, i);
    if (v.is_null()) return v;
    out += objects::as_str(v)->data;
  }
  return objects::str_from(ctx, out);
}

Value array_buffer_info(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "buffer_info", 0, 0)) return Value::null();
  ArrayObject* a = self_array(call);
  auto address = static_cast<int64_t>(reinterpret_cast<uintptr_t>(a->bytes.data()));
  return objects::tuple_from(ctx, {Value::small_int(address), Value::small_int(static_cast<int64_t>(a->length()))});
}

Value array_copy(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  ArrayObject* out = new_like(ctx, a);
  out->bytes = a->bytes;
  return Value::object(out);
}

// --- the sequence protocol -----------------------------------------------------------------

Value array_len(Context& ctx, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(self_array(call)->length()));
}

Value array_getitem(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "__getitem__", 1, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  Value key = call.args[1];
  auto n = static_cast<int64_t>(a->length());
  if (objects::is_slice(ctx, key)) {
    int64_t start, stop, step, count;
    if (!objects::slice_indices(ctx, key, n, &start, &stop, &step, &count)) return Value::null();
    ArrayObject* out = new_like(ctx, a);
    out->bytes.resize(static_cast<size_t>(count) * a->itemsize);
    for (int64_t k = 0, i = start; k < count; ++k, i += step) {
      std::memcpy(out->bytes.data() + k * static_cast<int64_t>(a->itemsize),
                  a->bytes.data() + i * static_cast<int64_t>(a->itemsize), a->itemsize);
    }
    return Value::object(out);
  }
  if (!objects::is_int(ctx, key) && protocol::lookup_special(ctx, key, protocol::intern(ctx, "__index__")).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "array indices must be integers");
  }
  int64_t i;
  if (!objects::sequence_index(ctx, key, n, "array", &i)) return Value::null();
  return get_item(ctx, a, static_cast<size_t>(i));
}

// Replaces items [start, stop) (step 1) with `src` bytes.
void replace_range(ArrayObject* a, int64_t start, int64_t stop, const std::vector<uint8_t>& src) {
  auto s = static_cast<int64_t>(a->itemsize);
  if (stop < start) stop = start;
  a->bytes.erase(a->bytes.begin() + start * s, a->bytes.begin() + stop * s);
  a->bytes.insert(a->bytes.begin() + start * s, src.begin(), src.end());
}

Value array_setitem(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "__setitem__", 2, 2)) return Value::null();
  ArrayObject* a = self_array(call);
  Value key = call.args[1], value = call.args[2];
  auto n = static_cast<int64_t>(a->length());
  if (objects::is_slice(ctx, key)) {
    if (!is_array(ctx, value)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "can only assign array (not \"%s\") to array slice",
                       objects::type_name(ctx, value));
    }
    ArrayObject* src = as_array(value);
    if (src->typecode != a->typecode) return ctx.raise(ctx.builtins.exc_TypeError, "bad argument type for built-in operation");
    std::vector<uint8_t> data = src->bytes;  // a[:] = a works
    int64_t start, stop, step, count;
    if (!objects::slice_indices(ctx, key, n, &start, &stop, &step, &count)) return Value::null();
    if (step == 1) {
      replace_range(a, start, stop, data);
      return Value::none();
    }
    auto m = static_cast<int64_t>(data.size() / a->itemsize);
    if (m != count) {
      return ctx.raise(ctx.builtins.exc_ValueError, "attempt to assign array of size %lld to extended slice of size %lld",
                       static_cast<long long>(m), static_cast<long long>(count));
    }
    for (int64_t k = 0, i = start; k < count; ++k, i += step) {
      std::memcpy(a->bytes.data() + i * static_cast<int64_t>(a->itemsize),
                  data.data() + k * static_cast<int64_t>(a->itemsize), a->itemsize);
    }
    return Value::none();
  }
  if (!objects::is_int(ctx, key) && protocol::lookup_special(ctx, key, protocol::intern(ctx, "__index__")).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "array indices must be integers");
  }
  // The value first: converting it may run user code (__index__, __float__) that resizes
  // this array, so the index is resolved against the length after it.
  uint8_t buf[8];
  if (!pack_item(ctx, a->typecode, value, buf)) return Value::null();
  int64_t i;
  if (!objects::sequence_index(ctx, key, static_cast<int64_t>(a->length()), "array assignment", &i))
    return Value::null();
  std::memcpy(a->bytes.data() + i * static_cast<int64_t>(a->itemsize), buf, a->itemsize);
  return Value::none();
}

Value array_delitem(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "__delitem__", 1, 1)) return Value::null();
  ArrayObject* a = self_array(call);
  Value key = call.args[1];
  auto n = static_cast<int64_t>(a->length());
  auto s = static_cast<int64_t>(a->itemsize);
  if (objects::is_slice(ctx, key)) {
    int64_t start, stop, step, count;
    if (!objects::slice_indices(ctx, key, n, &start, &stop, &step, &count)) return Value::null();
    std::vector<bool> drop(static_cast<size_t>(n), false);
    for (int64_t k = 0, i = start; k < count; ++k, i += step) drop[static_cast<size_t>(i)] = true;
    std::vector<uint8_t> kept;
    kept.reserve(a->bytes.size());
    for (int64_t i = 0; i < n; ++i)
      if (!drop[static_cast<size_t>(i)]) kept.insert(kept.end(), a->bytes.begin() + i * s, a->bytes.begin() + (i + 1) * s);
    a->bytes = std::move(kept);
    return Value::none();
  }
  if (!objects::is_int(ctx, key) && protocol::lookup_special(ctx, key, protocol::intern(ctx, "__index__")).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "array indices must be integers");
  }
  int64_t i;
  if (!objects::sequence_index(ctx, key, n, "array assignment", &i)) return Value::null();
  a->bytes.erase(a->bytes.begin() + i * s, a->bytes.begin() + (i + 1) * s);
  return Value::none();
}

Value array_contains(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  int64_t i = find(ctx, a, call.args[1], 0, static_cast<int64_t>(a->length()));
  if (i == -2) return Value::null();
  return Value::boolean(i >= 0);
}

Value array_add(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  Value b = call.args[1];
  if (!is_array(ctx, b)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only append array (not \"%s\") to array", objects::type_name(ctx, b));
  }
  if (as_array(b)->typecode != a->typecode) return ctx.raise(ctx.builtins.exc_TypeError, "bad argument type for built-in operation");
  ArrayObject* out = new_like(ctx, a);
  out->bytes = a->bytes;
  out->bytes.insert(out->bytes.end(), as_array(b)->bytes.begin(), as_array(b)->bytes.end());
  return Value::object(out);
}

Value array_iadd(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  Value b = call.args[1];
  if (!is_array(ctx, b)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only extend array with array (not \"%s\")", objects::type_name(ctx, b));
  }
  if (as_array(b)->typecode != a->typecode) return ctx.raise(ctx.builtins.exc_TypeError, "can only extend with array of same kind");
  std::vector<uint8_t> copy = as_array(b)->bytes;
  a->bytes.insert(a->bytes.end(), copy.begin(), copy.end());
  return call.args[0];
}

bool repeat_count(Context& ctx, Value v, int64_t* n) {
  if (!objects::is_int(ctx, v) && protocol::lookup_special(ctx, v, protocol::intern(ctx, "__index__")).is_null()) {
    return false;
  }
  auto x = protocol::index_as_size(ctx, v);
  if (!x) return false;
  *n = std::max<int64_t>(0, *x);
  return true;
}

Value array_mul(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  int64_t n;
  if (!repeat_count(ctx, call.args[1], &n)) {
    if (ctx.has_exception()) return Value::null();
    return ctx.builtins.not_implemented;
  }
  ArrayObject* out = new_like(ctx, a);
  if (n > 0 && a->bytes.size() > (size_t{1} << 40) / static_cast<size_t>(n)) return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
  out->bytes.reserve(a->bytes.size() * static_cast<size_t>(n));
  for (int64_t k = 0; k < n; ++k) out->bytes.insert(out->bytes.end(), a->bytes.begin(), a->bytes.end());
  return Value::object(out);
}

Value array_imul(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  int64_t n;
  if (!repeat_count(ctx, call.args[1], &n)) {
    if (ctx.has_exception()) return Value::null();
    return ctx.builtins.not_implemented;
  }
  std::vector<uint8_t> one = a->bytes;
  a->bytes.clear();
  for (int64_t k = 0; k < n; ++k) a->bytes.insert(a->bytes.end(), one.begin(), one.end());
  return call.args[0];
}

// Rich comparison as CPython's array_richcompare: the first differing items decide,
// otherwise the lengths.
Value compare(Context& ctx, const CallArgs& call, CompareOp op) {
  ArrayObject* a = self_array(call);
  Value bv = call.args[1];
  if (!is_array(ctx, bv)) return ctx.builtins.not_implemented;
  ArrayObject* b = as_array(bv);
  size_t na = a->length(), nb = b->length();
  if ((op == CompareOp::Eq || op == CompareOp::Ne) && na != nb) return Value::boolean(op == CompareOp::Ne);
  HandleScope scope(ctx);
  size_t i = 0;
  Value x, y;
  for (; i < na && i < nb; ++i) {
    x = get_item(ctx, a, i);
    if (x.is_null()) return x;
    scope.keep(x);
    y = get_item(ctx, b, i);
    if (y.is_null()) return y;
    scope.keep(y);
    int eq = protocol::equal(ctx, x, y);
    if (eq < 0) return Value::null();
    if (!eq) break;
  }
  if (i >= na || i >= nb) {
    bool r = false;
    switch (op) {
      case CompareOp::Lt: r = na < nb; break;
      case CompareOp::Le: r = na <= nb; break;
      case CompareOp::Eq: r = na == nb; break;
      case CompareOp::Ne: r = na != nb; break;
      case CompareOp::Gt: r = na > nb; break;
      case CompareOp::Ge: r = na >= nb; break;
    }
    return Value::boolean(r);
  }
  if (op == CompareOp::Eq) return Value::boolean(false);
  if (op == CompareOp::Ne) return Value::boolean(true);
  return protocol::compare(ctx, op, x, y);
}

Value array_lt(Context& ctx, const CallArgs& c) { return compare(ctx, c, CompareOp::Lt); }
Value array_le(Context& ctx, const CallArgs& c) { return compare(ctx, c, CompareOp::Le); }
Value array_eq(Context& ctx, const CallArgs& c) { return compare(ctx, c, CompareOp::Eq); }
Value array_ne(Context& ctx, const CallArgs& c) { return compare(ctx, c, CompareOp::Ne); }
Value array_gt(Context& ctx, const CallArgs& c) { return compare(ctx, c, CompareOp::Gt); }
Value array_ge(Context& ctx, const CallArgs& c) { return compare(ctx, c, CompareOp::Ge); }

Value array_repr(Context& ctx, const CallArgs& call) {
  ArrayObject* a = self_array(call);
  std::string out = "array('";
  out += a->typecode;
  out += '\'';
  if (a->length() == 0) return objects::str_from(ctx, out + ")");
  Value inner;
  if (a->typecode == 'u') {
    inner = array_tounicode(ctx, CallArgs{call.args, 1, nullptr});
  } else {
    inner = array_tolist(ctx, CallArgs{call.args, 1, nullptr});
  }
  if (inner.is_null()) return inner;
  std::string r;
  if (!objects::repr_string(ctx, inner, &r)) return Value::null();
  return objects::str_from(ctx, out + ", " + r + ")");
}

// --- iteration ------------------------------------------------------------------------------

class ArrayIteratorObject : public Object {
 public:
  ArrayIteratorObject(TypeObject* type, ArrayObject* a) : Object(type), array(a) {}
  ArrayObject* array;
  size_t index = 0;
  void trace(Tracer& t) override { t.mark(array); }
};

Value array_iter_next(Context& ctx, Value it) {
  auto* i = static_cast<ArrayIteratorObject*>(it.as_object());
  if (i->array == nullptr || i->index >= i->array->length()) {
    i->array = nullptr;
    return Value::null();
  }
  return get_item(ctx, i->array, i->index++);
}

Value array_iter_next_method(Context& ctx, const CallArgs& call) {
  Value v = array_iter_next(ctx, call.args[0]);
  if (v.is_null() && !ctx.has_exception()) return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
  return v;
}

Value array_iter_self(Context&, const CallArgs& call) { return call.args[0]; }

Value array_iter(Context& ctx, const CallArgs& call) {
  Value mod = vm::import_module(ctx, "array");
  if (mod.is_null()) return mod;
  TypeObject* it_type = static_cast<StateObject*>(mod.as_object())->type_at(kArrayIteratorType);
  return Value::object(ctx.heap.make<ArrayIteratorObject>(it_type, self_array(call)));
}

// CPython names the type by its tp_name here ("array.array"), not by __name__.
Value array_hash(Context& ctx, const CallArgs&) {
  return ctx.raise(ctx.builtins.exc_TypeError, "unhashable type: 'array.array'");
}

Value array_get_typecode(Context& ctx, Value self) {
  return objects::str_from(ctx, std::string(1, as_array(self)->typecode));
}
Value array_get_itemsize(Context&, Value self) { return Value::small_int(static_cast<int64_t>(as_array(self)->itemsize)); }

const MethodDef array_methods[] = {
    {"__init__", array_init, nullptr},
    {"append", array_append, "append($self, v, /)\n--\n\nAppend new value v to the end of the array."},
    {"extend", array_extend, "extend($self, bb, /)\n--\n\nAppend items to the end of the array."},
    {"insert", array_insert, "insert($self, i, v, /)\n--\n\nInsert a new item v into the array before position i."},
    {"pop", array_pop, "pop($self, i=-1, /)\n--\n\nReturn the i-th element and delete it from the array."},
    {"remove", array_remove, "remove($self, v, /)\n--\n\nRemove the first occurrence of v in the array."},
    {"index", array_index, "index($self, v, start=0, stop=sys.maxsize, /)\n--\n\nReturn index of first occurrence of v in the array."},
    {"count", array_count, "count($self, v, /)\n--\n\nReturn number of occurrences of v in the array."},
    {"reverse", array_reverse, "reverse($self, /)\n--\n\nReverse the order of the items in the array."},
    {"byteswap", array_byteswap, "byteswap($self, /)\n--\n\nByteswap all items of the array."},
    {"frombytes", array_frombytes, "frombytes($self, buffer, /)\n--\n\nAppends items from the string, interpreting it as an array of machine values."},
    {"tobytes", array_tobytes, "tobytes($self, /)\n--\n\nConvert the array to an array of machine values and return the bytes representation."},
    {"fromlist", array_fromlist, "fromlist($self, list, /)\n--\n\nAppend items to array from list."},
    {"tolist", array_tolist, "tolist($self, /)\n--\n\nConvert array to an ordinary list with the same items."},
    {"fromunicode", array_fromunicode, "fromunicode($self, ustr, /)\n--\n\nExtends this array with data from the unicode string ustr."},
    {"tounicode", array_tounicode, "tounicode($self, /)\n--\n\nExtends this array with data from the unicode string ustr."},
    {"buffer_info", array_buffer_info, "buffer_info($self, /)\n--\n\nReturn a tuple (address, length) giving the current memory address and the length in items."},
    {"__copy__", array_copy, "__copy__($self, /)\n--\n\nReturn a copy of the array."},
    {"__deepcopy__", array_copy, "__deepcopy__($self, unused, /)\n--\n\nReturn a copy of the array."},
    {"__len__", array_len, nullptr},
    {"__getitem__", array_getitem, nullptr},
    {"__setitem__", array_setitem, nullptr},
    {"__delitem__", array_delitem, nullptr},
    {"__contains__", array_contains, nullptr},
    {"__iter__", array_iter, nullptr},
    {"__add__", array_add, nullptr},
    {"__iadd__", array_iadd, nullptr},
    {"__mul__", array_mul, nullptr},
    {"__rmul__", array_mul, nullptr},
    {"__imul__", array_imul, nullptr},
    {"__lt__", array_lt, nullptr},
    {"__le__", array_le, nullptr},
    {"__eq__", array_eq, nullptr},
    {"__ne__", array_ne, nullptr},
    {"__gt__", array_gt, nullptr},
    {"__ge__", array_ge, nullptr},
    {"__repr__", array_repr, nullptr},
    {"__hash__", array_hash, nullptr},
    {}};

const GetSetDef array_getsets[] = {
    {"typecode", array_get_typecode, nullptr, "the typecode character used to create the array"},
    {"itemsize", array_get_itemsize, nullptr, "the size, in bytes, of one array item"},
    {}};

const MethodDef array_iter_methods[] = {
    {"__next__", array_iter_next_method, nullptr}, {"__iter__", array_iter_self, nullptr}, {}};

}  // namespace

size_t array_itemsize(char typecode) {
  switch (typecode) {
    case 'b': case 'B': return 1;
    case 'h': case 'H': return 2;
    case 'i': case 'I': case 'u': case 'f': return 4;
    case 'l': case 'L': case 'q': case 'Q': case 'd': return 8;
    default: return 0;
  }
}

bool is_array(Context& ctx, Value v) {
  return v.is_object() && protocol::type_of(ctx, v)->make_instance == array_make;
}

Value new_array(Context& ctx, char typecode, const void* data, size_t n) {
  size_t size = array_itemsize(typecode);
  if (size == 0) return ctx.raise(ctx.builtins.exc_ValueError, "bad typecode");
  TypeObject* t = array_type_of(ctx);
  if (t == nullptr) return Value::null();
  ArrayObject* a = ctx.heap.make<ArrayObject>(t, typecode, size);
  const auto* p = static_cast<const uint8_t*>(data);
  a->bytes.assign(p, p + n * size);
  return Value::object(a);
}

// array.array exports its items as a writable one-dimensional buffer (objects/buffer.h);
// typecode 'u' is the format 'w' (UCS-4), as CPython.
static bool array_getbuffer(Context&, Value v, objects::Buffer* out) {
  ArrayObject* a = as_array(v);
  objects::simple_buffer(out, v, a->bytes.data(), static_cast<int64_t>(a->bytes.size()), false);
  out->itemsize = static_cast<int64_t>(a->itemsize);
  out->format = a->typecode == 'u' ? "w" : std::string(1, a->typecode);
  out->shape.assign(1, static_cast<int64_t>(a->length()));
  out->strides.assign(1, static_cast<int64_t>(a->itemsize));
  return true;
}

ModuleObject* init_array(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* m = new_state_module(ctx, "array", kArraySlotCount);
  scope.keep(m);
  TypeObject* t = objects::new_native_type(ctx, "array", ctx.builtins.object_type, array_make);
  objects::add_methods(ctx, t, array_methods);
  objects::register_buffer_type(ctx, t, array_getbuffer);
  objects::add_getsets(ctx, t, array_getsets);
  objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "array"));
  objects::set_type_attr(ctx, t, "__doc__", objects::str_from(ctx, "array(typecode [, initializer]) -> array\n\n"
                                                                 "Return a new array whose items are restricted by typecode, and\n"
                                                                 "initialized from the optional initializer value."));
  m->slots[kArrayType] = Value::object(t);
  TypeObject* it = objects::new_native_type(ctx, "arrayiterator", ctx.builtins.object_type, nullptr);
  it->iter_next_slot = array_iter_next;
  objects::add_methods(ctx, it, array_iter_methods);
  objects::set_type_attr(ctx, it, "__module__", objects::str_from(ctx, "array"));
  m->slots[kArrayIteratorType] = Value::object(it);
  objects::set_module_attr(ctx, m, "array", Value::object(t));
  objects::set_module_attr(ctx, m, "ArrayType", Value::object(t));
  objects::set_module_attr(ctx, m, "typecodes", objects::str_from(ctx, kTypecodes));
  // The original TensorPy's list helpers (zeros, full, shape, add, mul, matmul), written in
  // TensorPy in lib/_array_lists.py; names CPython's array module does not have.
  Value lists = vm::import_module(ctx, "_array_lists");
  if (lists.is_null()) return nullptr;
  for (const char* name : {"zeros", "full", "shape", "add", "mul", "matmul"}) {
    Value f = protocol::getattr(ctx, lists, protocol::intern(ctx, name));
    if (f.is_null()) return nullptr;
    objects::set_module_attr(ctx, m, name, f);
  }
  return m;
}

}  // namespace tp::stdlib
