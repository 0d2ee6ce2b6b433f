// The `_struct` module (lib/struct.py re-exports it as `struct`): conversions between
// Python values and C structs packed as bytes. Owns the Struct type (format, size, pack,
// pack_into, unpack, unpack_from, iter_unpack), the unpack_iterator type, struct.error,
// and the module-level functions, which build a Struct per call through a small
// per-module cache of parsed formats. Layout rules and integer error texts are in
// struct_format.h (Note [struct integer errors]). Buffers are bytes, bytearray and
// array.array (read), bytearray and array.array (written); messages as CPython 3.11's.
#include <cmath>
#include <cstring>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/float_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"
#include "stdlib/struct_format.h"

namespace tp::stdlib {

namespace {

using structfmt::Item;
using structfmt::Layout;
using structfmt::Order;

class StructObject : public Object {
 public:
  explicit StructObject(TypeObject* type) : Object(type) {}
  Layout layout;
  Value format = Value::none();  // the format as str
  TypeObject* error = nullptr;    // struct.error
  bool ready = false;
  void trace(Tracer& t) override {
    t.mark(format);
    if (error != nullptr) t.mark(error);
  }
};

class UnpackIterator : public Object {
 public:
  explicit UnpackIterator(TypeObject* type) : Object(type) {}
  StructObject* st = nullptr;
  Value buffer = Value::none();
  size_t pos = 0;
  void trace(Tracer& t) override {
    if (st != nullptr) t.mark(st);
    t.mark(buffer);
  }
};

enum Slot { kError, kStruct, kIterator, kSlotCount };

Value raise_error(Context& ctx, TypeObject* error, const std::string& msg) {
  return ctx.raise(error, "%s", msg.c_str());
}

// --- buffers ---

bool is_little_host() {
  const uint16_t one = 1;
  return *reinterpret_cast<const uint8_t*>(&one) == 1;
}

// --- packing one item ---

// The argument of an integer code as a 128-bit value; *huge when it needs more bits.
bool int_value(Context& ctx, TypeObject* error, Value v, __int128* out, bool* huge) {
  if (v.is_small_int()) {
    *huge = false;
    *out = v.as_small_int();
    return true;
  }
  Value iv = v;
  if (!objects::is_int(ctx, v)) {
    if (protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
      if (!ctx.has_exception()) raise_error(ctx, error, "required argument is not an integer");
      return false;
    }
    iv = protocol::number_index(ctx, v);
    if (iv.is_null()) return false;
  }
  *huge = false;
  if (auto small = objects::int_to_int64(iv)) {
    *out = *small;
    return true;
  }
  mpz_t n;
  mpz_init(n);
  objects::int_to_mpz(iv, n);
  if (mpz_sizeinbase(n, 2) > 100) {
    *huge = true;
    *out = mpz_sgn(n);
  } else {
    mpz_t absn;
    mpz_init(absn);
    mpz_abs(absn, n);
    uint64_t words[2] = {0, 0};
    size_t count = 0;
    mpz_export(words, &count, -1, sizeof(uint64_t), 0, 0, absn);
    __int128 mag = (static_cast<__int128>(words[1]) << 64) | words[0];
    *out = mpz_sgn(n) < 0 ? -mag : mag;
    mpz_clear(absn);
  }
  mpz_clear(n);
  return true;
}

std::string int128_string(__int128 v) {
  if (v == 0) return "0";
  bool neg = v < 0;
  unsigned __int128 m = neg ? -static_cast<unsigned __int128>(v) : static_cast<unsigned __int128>(v);
  std::string s;
  while (m > 0) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(m % 10)));
    m /= 10;
  }
  return neg ? "-" + s : s;
}

void store_uint(uint8_t* p, unsigned __int128 v, size_t size, bool little) {
  for (size_t k = 0; k < size; ++k) {
    uint8_t b = static_cast<uint8_t>(v >> (8 * k));
    p[little ? k : size - 1 - k] = b;
  }
}

uint64_t load_uint(const uint8_t* p, size_t size, bool little) {
  uint64_t v = 0;
  for (size_t k = 0; k < size; ++k) v |= static_cast<uint64_t>(p[little ? k : size - 1 - k]) << (8 * k);
  return v;
}

bool pack_int(Context& ctx, TypeObject* error, Order order, const Item& it, Value v, uint8_t* p) {
  structfmt::IntRule rule;
  structfmt::int_rule(order, it.code, it.size, &rule);
  __int128 x;
  bool huge;
  if (!int_value(ctx, error, v, &x, &huge)) return false;
  const __int128 one = 1;
  switch (rule.conv) {
    case structfmt::IntConv::Signed:
      if (huge || x < -(one << 63) || x > (one << 63) - 1) {
        raise_error(ctx, error, "argument out of range");
        return false;
      }
      break;
    case structfmt::IntConv::Unsigned:
      if (huge || x < 0 || x > (one << 64) - 1) {
        raise_error(ctx, error, "argument out of range");
        return false;
      }
      break;
    case structfmt::IntConv::Bytes:
      if (huge || x < rule.lo || x > rule.hi) {
        if (objects::is_int(ctx, v)) {
          raise_error(ctx, error, "int too large to convert");
        } else {
          ctx.raise(ctx.builtins.exc_OverflowError, "int too big to convert");
        }
        return false;
      }
      break;
  }
  if (x < rule.lo || x > rule.hi) {
    std::string name = rule.name != nullptr ? rule.name : std::string("'") + it.code + "'";
    raise_error(ctx, error, name + " format requires " + int128_string(rule.lo) + " <= number <= " +
                                int128_string(rule.hi));
    return false;
  }
  bool little = order == Order::Little || (order == Order::Native && is_little_host());
  store_uint(p, static_cast<unsigned __int128>(x), it.size, little);
  return true;
}

bool pack_float(Context& ctx, TypeObject* error, Order order, const Item& it, Value v, uint8_t* p) {
  // Any failure to get a double (no __float__, a raising one, an int past float range)
  // is reported as CPython's pack reports it.
  bool from_int = objects::is_int(ctx, v);
  auto d = protocol::as_double(ctx, v);
  if (!d) {
    ctx.take_exception();
    raise_error(ctx, error, "required argument is not a float");
    return false;
  }
  bool overflow = false;
  bool little = order == Order::Little || (order == Order::Native && is_little_host());
  uint64_t bits = 0;
  if (!overflow) {
    double x = *d;
    if (it.code == 'd') {
      std::memcpy(&bits, &x, 8);
    } else if (it.code == 'f') {
      float y = static_cast<float>(x);
      if (order != Order::Native && std::isinf(y) && !std::isinf(x)) {
        overflow = true;
      } else {
        uint32_t b32;
        std::memcpy(&b32, &y, 4);
        bits = b32;
      }
    } else {
      uint16_t h;
      if (!structfmt::double_to_half(x, &h)) overflow = true;
      bits = h;
    }
  }
  if (overflow) {
    if (from_int) {
      raise_error(ctx, error, "int too large to convert");
    } else {
      ctx.raise(ctx.builtins.exc_OverflowError, "float too large to pack with %c format", it.code);
    }
    return false;
  }
  store_uint(p, bits, it.size, little);
  return true;
}

bool pack_item(Context& ctx, TypeObject* error, Order order, const Item& it, Value v, uint8_t* p) {
  switch (it.code) {
    case '?': {
      int t = protocol::is_true(ctx, v);
      if (t < 0) return false;
      *p = static_cast<uint8_t>(t);
      return true;
    }
    case 'c':
      if (!objects::is_bytes(ctx, v) || objects::as_bytes(v)->data.size() != 1) {
        raise_error(ctx, error, "char format requires a bytes object of length 1");
        return false;
      }
      *p = static_cast<uint8_t>(objects::as_bytes(v)->data[0]);
      return true;
    case 's':
    case 'p': {
      if (!objects::is_bytes(ctx, v) && !objects::is_bytearray(ctx, v)) {
        raise_error(ctx, error, std::string("argument for '") + it.code + "' must be a bytes object");
        return false;
      }
      std::string_view data;
      if (!objects::byteslike_arg(ctx, v, &data)) return false;
      if (it.code == 's') {
        std::memcpy(p, data.data(), std::min(data.size(), it.size));
      } else if (it.size > 0) {
        size_t n = std::min(data.size(), it.size - 1);
        std::memcpy(p + 1, data.data(), n);
        *p = static_cast<uint8_t>(std::min<size_t>(n, 255));
      }
      return true;
    }
    case 'e':
    case 'f':
    case 'd':
      return pack_float(ctx, error, order, it, v, p);
    default:
      return pack_int(ctx, error, order, it, v, p);
  }
}

Value unpack_item(Context& ctx, Order order, const Item& it, const uint8_t* p) {
  bool little = order == Order::Little || (order == Order::Native && is_little_host());
  switch (it.code) {
    case '?':
      return Value::boolean(*p != 0);
    case 'c':
      return objects::bytes_from(ctx, std::string(1, static_cast<char>(*p)));
    case 's':
      return objects::bytes_from(ctx, std::string(reinterpret_cast<const char*>(p), it.size));
    case 'p': {
      if (it.size == 0) return objects::bytes_from(ctx, "");
      size_t n = std::min<size_t>(*p, it.size - 1);
      return objects::bytes_from(ctx, std::string(reinterpret_cast<const char*>(p + 1), n));
    }
    case 'e':
      return Value::floating(structfmt::half_to_double(static_cast<uint16_t>(load_uint(p, 2, little))));
    case 'f': {
      uint32_t b = static_cast<uint32_t>(load_uint(p, 4, little));
      float y;
      std::memcpy(&y, &b, 4);
      return Value::floating(static_cast<double>(y));
    }
    case 'd': {
      uint64_t b = load_uint(p, 8, little);
      double y;
      std::memcpy(&y, &b, 8);
      return Value::floating(y);
    }
    default: {
      uint64_t u = load_uint(p, it.size, little);
      bool is_signed = it.code == 'b' || it.code == 'h' || it.code == 'i' || it.code == 'l' || it.code == 'q' ||
                       it.code == 'n';
      if (is_signed) {
        int shift = 64 - static_cast<int>(it.size * 8);
        int64_t s = static_cast<int64_t>(u << shift) >> shift;
        return Value::small_int(s);
      }
      if (u <= static_cast<uint64_t>(INT64_MAX)) return Value::small_int(static_cast<int64_t>(u));
      mpz_t n;
      mpz_init(n);
      mpz_import(n, 1, -1, sizeof(uint64_t), 0, 0, &u);
      Value r = objects::int_from_mpz(ctx, n);
      mpz_clear(n);
      return r;
    }
  }
}

// --- Struct ---

StructObject* self_struct(const CallArgs& call) { return static_cast<StructObject*>(call.args[0].as_object()); }

// Sets up `st` from a str or bytes format; false with the exception pending.
bool struct_setup(Context& ctx, StructObject* st, Value format) {
  std::string text;
  if (objects::is_str(ctx, format)) {
    text = objects::as_str(format)->data;
    for (unsigned char c : text) {
      if (c >= 0x80) {
        Value codec[1] = {objects::str_from(ctx, "ascii")};
        Value enc = protocol::call_method(ctx, format, protocol::intern(ctx, "encode"), codec, 1);
        if (enc.is_null()) return false;
        break;
      }
    }
  } else if (objects::is_bytes(ctx, format)) {
    text = objects::as_bytes(format)->data;
  } else {
    ctx.raise(ctx.builtins.exc_TypeError, "Struct() argument 1 must be a str or bytes object, not %s",
              objects::type_name(ctx, format));
    return false;
  }
  if (text.find('\0') != std::string::npos) {
    ctx.raise(ctx.builtins.exc_ValueError, "embedded null character");
    return false;
  }
  std::string err;
  if (!structfmt::parse(text, &st->layout, &err)) {
    raise_error(ctx, st->error, err);
    return false;
  }
  st->format = objects::str_from(ctx, text);
  st->ready = true;
  return true;
}

Value struct_make(Context& ctx, TypeObject* cls) {
  StructObject* st = cls->is_heap_type ? ctx.heap.make<WithDict<StructObject>>(cls) : ctx.heap.make<StructObject>(cls);
  return Value::object(st);
}

bool check_ready(Context& ctx, StructObject* st) {
  if (st->ready) return true;
  ctx.raise(ctx.builtins.exc_ValueError, "Struct.__init__() was not called");  // never reached from Python
  return false;
}

Value pack_values(Context& ctx, StructObject* st, const Value* args, size_t n, const char* what) {
  const Layout& l = st->layout;
  if (n != l.items.size()) {
    return raise_error(ctx, st->error, std::string(what) + " expected " + std::to_string(l.items.size()) +
                                           " items for packing (got " + std::to_string(n) + ")");
  }
  std::string out(l.size, '\0');
  for (size_t k = 0; k < n; ++k) {
    const Item& it = l.items[k];
    if (!pack_item(ctx, st->error, l.order, it, args[k], reinterpret_cast<uint8_t*>(out.data()) + it.offset)) {
      return Value::null();
    }
  }
  return objects::bytes_from(ctx, std::move(out));
}

Value unpack_at(Context& ctx, StructObject* st, const uint8_t* p) {
  const Layout& l = st->layout;
  std::vector<Value> items;
  items.reserve(l.items.size());
  HandleScope scope(ctx);
  for (const Item& it : l.items) {
    Value v = unpack_item(ctx, l.order, it, p + it.offset);
    if (v.is_null()) return Value::null();
    scope.keep(v);
    items.push_back(v);
  }
  return objects::tuple_from(ctx, std::move(items));
}

Value do_pack_into(Context& ctx, StructObject* st, const Value* args, size_t n) {
  if (n < 1) return raise_error(ctx, st->error, "pack_into expected buffer argument");
  if (n < 2) return raise_error(ctx, st->error, "pack_into expected offset argument");
  char* data;
  size_t len;
  if (!writable_buffer_arg(ctx, args[0], &data, &len)) return Value::null();
  auto off = protocol::index_as_size(ctx, args[1]);
  if (!off) return Value::null();
  const Layout& l = st->layout;
  if (n - 2 != l.items.size()) {
    return raise_error(ctx, st->error, "pack_into expected " + std::to_string(l.items.size()) +
                                           " items for packing (got " + std::to_string(n - 2) + ")");
  }
  int64_t offset = *off;
  int64_t blen = static_cast<int64_t>(len), size = static_cast<int64_t>(l.size);
  if (offset < 0) {
    if (offset + size > 0) {
      return raise_error(ctx, st->error, "no space to pack " + std::to_string(size) + " bytes at offset " +
                                             std::to_string(offset));
    }
    if (offset + blen < 0) {
      return raise_error(ctx, st->error, "offset " + std::to_string(offset) + " out of range for " +
                                             std::to_string(blen) + "-byte buffer");
    }
    offset += blen;
  }
  if (blen - offset < size) {
    return raise_error(ctx, st->error, "pack_into requires a buffer of at least " + std::to_string(size + offset) +
                                           " bytes for packing " + std::to_string(size) + " bytes at offset " +
                                           std::to_string(offset) + " (actual buffer size is " +
                                           std::to_string(blen) + ")");
  }
  // Packed into a scratch copy first: a failing item leaves the buffer untouched only
  // up to that item in CPython; here the items before it are written as well.
  std::string tmp(l.size, '\0');
  for (size_t k = 0; k < l.items.size(); ++k) {
    const Item& it = l.items[k];
    if (!pack_item(ctx, st->error, l.order, it, args[2 + k], reinterpret_cast<uint8_t*>(tmp.data()) + it.offset)) {
      return Value::null();
    }
  }
  // The buffer may have been resized by a user __index__/__bool__; fetch it again.
  if (!writable_buffer_arg(ctx, args[0], &data, &len)) return Value::null();
  if (static_cast<int64_t>(len) - offset < size) {
    return raise_error(ctx, st->error, "buffer changed size during pack_into");
  }
  std::memcpy(data + offset, tmp.data(), tmp.size());
  return Value::none();
}

Value do_unpack(Context& ctx, StructObject* st, Value buffer) {
  std::string_view data;
  if (!buffer_arg(ctx, buffer, &data)) return Value::null();
  if (data.size() != st->layout.size) {
    return raise_error(ctx, st->error, "unpack requires a buffer of " + std::to_string(st->layout.size) + " bytes");
  }
  return unpack_at(ctx, st, reinterpret_cast<const uint8_t*>(data.data()));
}

Value do_unpack_from(Context& ctx, StructObject* st, Value buffer, Value offset_arg) {
  std::string_view data;
  if (!buffer_arg(ctx, buffer, &data)) return Value::null();
  int64_t offset = 0;
  if (!offset_arg.is_null()) {
    auto off = protocol::index_as_size(ctx, offset_arg);
    if (!off) return Value::null();
    offset = *off;
  }
  int64_t blen = static_cast<int64_t>(data.size()), size = static_cast<int64_t>(st->layout.size);
  if (offset < 0) {
    if (offset + blen < 0) {
      return raise_error(ctx, st->error, "offset " + std::to_string(offset) + " out of range for " +
                                             std::to_string(blen) + "-byte buffer");
    }
    if (offset + size > 0) {
      return raise_error(ctx, st->error, "not enough data to unpack " + std::to_string(size) + " bytes at offset " +
                                             std::to_string(offset));
    }
    offset += blen;
  }
  if (blen - offset < size) {
    return raise_error(ctx, st->error, "unpack_from requires a buffer of at least " +
                                           std::to_string(size + offset) + " bytes for unpacking " +
                                           std::to_string(size) + " bytes at offset " + std::to_string(offset) +
                                           " (actual buffer size is " + std::to_string(blen) + ")");
  }
  return unpack_at(ctx, st, reinterpret_cast<const uint8_t*>(data.data()) + offset);
}

Value do_iter_unpack(Context& ctx, StructObject* st, Value buffer, TypeObject* iter_type) {
  if (st->layout.size == 0) return raise_error(ctx, st->error, "cannot iteratively unpack with a struct of length 0");
  std::string_view data;
  if (!buffer_arg(ctx, buffer, &data)) return Value::null();
  if (data.size() % st->layout.size != 0) {
    return raise_error(ctx, st->error, "iterative unpacking requires a buffer of a multiple of " +
                                           std::to_string(st->layout.size) + " bytes");
  }
  auto* it = ctx.heap.make<UnpackIterator>(iter_type);
  it->st = st;
  it->buffer = buffer;
  return Value::object(it);
}

// Struct methods. The iterator type is found through the Struct type's dict.
Value struct_init(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"format"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "Struct", names, 1, a)) return Value::null();
  StructObject* st = self_struct(call);
  Value err = protocol::getattr(ctx, Value::object(protocol::type_of(ctx, call.args[0])), protocol::intern(ctx, "_error"));
  if (err.is_null()) return Value::null();
  st->error = static_cast<TypeObject*>(err.as_object());
  if (!struct_setup(ctx, st, a[0])) return Value::null();
  return Value::none();
}

Value struct_pack(Context& ctx, const CallArgs& call) {
  StructObject* st = self_struct(call);
  if (!check_ready(ctx, st)) return Value::null();
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "pack() takes no keyword arguments");
  return pack_values(ctx, st, call.args + 1, call.nargs - 1, "pack");
}

Value struct_pack_into(Context& ctx, const CallArgs& call) {
  StructObject* st = self_struct(call);
  if (!check_ready(ctx, st)) return Value::null();
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "pack_into() takes no keyword arguments");
  return do_pack_into(ctx, st, call.args + 1, call.nargs - 1);
}

Value struct_unpack(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/buffer"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "unpack", names, 1, a)) return Value::null();
  StructObject* st = self_struct(call);
  if (!check_ready(ctx, st)) return Value::null();
  return do_unpack(ctx, st, a[0]);
}

Value struct_unpack_from(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"buffer", "offset"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "unpack_from", names, 1, a)) return Value::null();
  StructObject* st = self_struct(call);
  if (!check_ready(ctx, st)) return Value::null();
  return do_unpack_from(ctx, st, a[0], a[1]);
}

Value struct_iter_unpack(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/buffer"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "iter_unpack", names, 1, a)) return Value::null();
  StructObject* st = self_struct(call);
  if (!check_ready(ctx, st)) return Value::null();
  Value itype = protocol::getattr(ctx, Value::object(protocol::type_of(ctx, call.args[0])), protocol::intern(ctx, "_iterator"));
  if (itype.is_null()) return Value::null();
  return do_iter_unpack(ctx, st, a[0], static_cast<TypeObject*>(itype.as_object()));
}

Value struct_get_format(Context& ctx, Value self) { return static_cast<StructObject*>(self.as_object())->format; }
Value struct_get_size(Context& ctx, Value self) {
  return Value::small_int(static_cast<int64_t>(static_cast<StructObject*>(self.as_object())->layout.size));
}
Value struct_sizeof(Context& ctx, const CallArgs& call) {
  StructObject* st = self_struct(call);
  return Value::small_int(static_cast<int64_t>(sizeof(StructObject) + st->layout.items.size() * sizeof(Item)));
}

// --- unpack_iterator ---

Value iter_next(Context& ctx, Value self) {
  auto* it = static_cast<UnpackIterator*>(self.as_object());
  if (it->st == nullptr) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, it->buffer, &data)) return Value::null();
  size_t size = it->st->layout.size;
  if (it->pos + size > data.size()) {
    it->st = nullptr;
    it->buffer = Value::none();
    return Value::null();
  }
  Value r = unpack_at(ctx, it->st, reinterpret_cast<const uint8_t*>(data.data()) + it->pos);
  it->pos += size;
  return r;
}

Value iter_next_method(Context& ctx, const CallArgs& call) {
  Value r = iter_next(ctx, call.args[0]);
  if (r.is_null() && !ctx.has_exception()) return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
  return r;
}
Value iter_self(Context& ctx, const CallArgs& call) { return call.args[0]; }
Value iter_length_hint(Context& ctx, const CallArgs& call) {
  auto* it = static_cast<UnpackIterator*>(call.args[0].as_object());
  if (it->st == nullptr) return Value::small_int(0);
  std::string_view data;
  if (!buffer_arg(ctx, it->buffer, &data)) return Value::null();
  size_t size = it->st->layout.size;
  return Value::small_int(static_cast<int64_t>(data.size() > it->pos ? (data.size() - it->pos) / size : 0));
}
Value iter_new(Context& ctx, TypeObject* cls) {
  ctx.raise(ctx.builtins.exc_TypeError, "cannot create '_struct.unpack_iterator' instances");
  return Value::null();
}

// --- module functions: a Struct per distinct format, cached ---

StructObject* cached_struct(Context& ctx, const CallArgs& call, Value format) {
  auto* state = static_cast<StateObject*>(call.args[0].as_object());
  TypeObject* stype = state->type_at(kStruct);
  Value cache = protocol::getattr(ctx, Value::object(stype), protocol::intern(ctx, "_cache"));
  if (cache.is_null()) return nullptr;
  if (objects::is_str(ctx, format) || objects::is_bytes(ctx, format)) {
    Value hit = protocol::getitem(ctx, cache, format);
    if (!hit.is_null()) return static_cast<StructObject*>(hit.as_object());
    ctx.take_exception();
  }
  auto* st = ctx.heap.make<StructObject>(stype);
  gc::Root<StructObject> keep(ctx.heap, st);
  st->error = state->type_at(kError);
  if (!struct_setup(ctx, st, format)) return nullptr;
  auto n = protocol::length_int(ctx, cache);
  if (n && *n >= 100) {
    Value r = protocol::call_method(ctx, cache, protocol::intern(ctx, "clear"), nullptr, 0);
    if (r.is_null()) return nullptr;
  }
  if (protocol::setitem(ctx, cache, format, Value::object(st)) < 0) return nullptr;
  return st;
}

Value mod_pack(Context& ctx, const CallArgs& call) {
  if (call.nargs < 2) return ctx.raise(ctx.builtins.exc_TypeError, "missing format argument");
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "pack() takes no keyword arguments");
  StructObject* st = cached_struct(ctx, call, call.args[1]);
  if (st == nullptr) return Value::null();
  return pack_values(ctx, st, call.args + 2, call.nargs - 2, "pack");
}

Value mod_pack_into(Context& ctx, const CallArgs& call) {
  if (call.nargs < 2) return ctx.raise(ctx.builtins.exc_TypeError, "missing format argument");
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "pack_into() takes no keyword arguments");
  StructObject* st = cached_struct(ctx, call, call.args[1]);
  if (st == nullptr) return Value::null();
  return do_pack_into(ctx, st, call.args + 2, call.nargs - 2);
}

Value mod_unpack(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "unpack() takes no keyword arguments");
  if (call.nargs != 3) {
    return ctx.raise(ctx.builtins.exc_TypeError, "unpack expected 2 arguments, got %zu", call.nargs - 1);
  }
  StructObject* st = cached_struct(ctx, call, call.args[1]);
  if (st == nullptr) return Value::null();
  return do_unpack(ctx, st, call.args[2]);
}

Value mod_unpack_from(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/format", "buffer", "offset"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "unpack_from", names, 2, a)) return Value::null();
  StructObject* st = cached_struct(ctx, call, a[0]);
  if (st == nullptr) return Value::null();
  return do_unpack_from(ctx, st, a[1], a[2]);
}

Value mod_iter_unpack(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "iter_unpack() takes no keyword arguments");
  if (call.nargs != 3) {
    return ctx.raise(ctx.builtins.exc_TypeError, "iter_unpack expected 2 arguments, got %zu", call.nargs - 1);
  }
  StructObject* st = cached_struct(ctx, call, call.args[1]);
  if (st == nullptr) return Value::null();
  auto* state = static_cast<StateObject*>(call.args[0].as_object());
  return do_iter_unpack(ctx, st, call.args[2], state->type_at(kIterator));
}

Value mod_calcsize(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/format"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "calcsize", names, 1, a)) return Value::null();
  StructObject* st = cached_struct(ctx, call, a[0]);
  if (st == nullptr) return Value::null();
  return Value::small_int(static_cast<int64_t>(st->layout.size));
}

Value mod_clearcache(Context& ctx, const CallArgs& call) {
  auto* state = static_cast<StateObject*>(call.args[0].as_object());
  Value cache = protocol::getattr(ctx, Value::object(state->type_at(kStruct)), protocol::intern(ctx, "_cache"));
  if (cache.is_null()) return Value::null();
  Value r = protocol::call_method(ctx, cache, protocol::intern(ctx, "clear"), nullptr, 0);
  if (r.is_null()) return Value::null();
  return Value::none();
}

const objects::MethodDef kStructMethods[] = {
    {"__init__", struct_init, nullptr},
    {"pack", struct_pack,
     "pack($self, *values)\n--\n\nS.pack(v1, v2, ...) -> bytes\n\nReturn a bytes object containing values v1, v2, ... "
     "packed according\nto the format string S.format.  See help(struct) for more on format\nstrings."},
    {"pack_into", struct_pack_into,
     "pack_into($self, buffer, offset, *values)\n--\n\nS.pack_into(buffer, offset, v1, v2, ...)\n\nPack the values "
     "v1, v2, ... according to the format string S.format\nand write the packed bytes into the writable buffer buf "
     "starting at\noffset."},
    {"unpack", struct_unpack,
     "unpack($self, buffer, /)\n--\n\nReturn a tuple containing unpacked values.\n\nUnpack according to the format "
     "string Struct.format. The buffer's size\nin bytes must be Struct.size."},
    {"unpack_from", struct_unpack_from,
     "unpack_from($self, /, buffer, offset=0)\n--\n\nReturn a tuple containing unpacked values.\n\nValues are "
     "unpacked according to the format string Struct.format."},
    {"iter_unpack", struct_iter_unpack,
     "iter_unpack($self, buffer, /)\n--\n\nReturn an iterator yielding tuples.\n\nTuples are unpacked from the "
     "given bytes source, like a repeated\ninvocation of unpack_from()."},
    {"__sizeof__", struct_sizeof, nullptr},
    {}};

const objects::GetSetDef kStructGetSets[] = {
    {"format", struct_get_format, nullptr, "struct format string"},
    {"size", struct_get_size, nullptr, "struct size in bytes"},
    {}};

const objects::MethodDef kIterMethods[] = {
    {"__next__", iter_next_method, nullptr},
    {"__iter__", iter_self, nullptr},
    {"__length_hint__", iter_length_hint, nullptr},
    {}};

const objects::MethodDef kFunctions[] = {
    {"pack", mod_pack,
     "pack(format, v1, v2, ...) -> bytes\n\nReturn a bytes object containing the values v1, v2, ... packed "
     "according\nto the format string.  See help(struct) for more on format strings."},
    {"pack_into", mod_pack_into,
     "pack_into(format, buffer, offset, v1, v2, ...)\n\nPack the values v1, v2, ... according to the format "
     "string and write\nthe packed bytes into the writable buffer buf starting at offset."},
    {"unpack", mod_unpack,
     "unpack($module, format, buffer, /)\n--\n\nReturn a tuple containing values unpacked according to the format "
     "string.\n\nThe buffer's size in bytes must be calcsize(format)."},
    {"unpack_from", mod_unpack_from,
     "unpack_from($module, format, /, buffer, offset=0)\n--\n\nReturn a tuple containing values unpacked according "
     "to the format string.\n\nThe buffer's size, minus offset, must be at least calcsize(format)."},
    {"iter_unpack", mod_iter_unpack,
     "iter_unpack($module, format, buffer, /)\n--\n\nReturn an iterator yielding tuples unpacked from the given "
     "bytes."},
    {"calcsize", mod_calcsize,
     "calcsize($module, format, /)\n--\n\nReturn size in bytes of the struct described by the format string."},
    {"_clearcache", mod_clearcache, "_clearcache($module, /)\n--\n\nClear the internal cache."},
    {}};

}  // namespace

ModuleObject* init__struct(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "_struct", kSlotCount);
  scope.keep(st);
  TypeObject* err = objects::new_native_type(ctx, "error", ctx.builtins.exc_Exception, nullptr);
  err->allows_instance_dict = true;
  objects::set_type_attr(ctx, err, "__module__", objects::str_from(ctx, "struct"));
  st->slots[kError] = Value::object(err);

  TypeObject* it = objects::new_native_type(ctx, "unpack_iterator", ctx.builtins.object_type, iter_new);
  objects::add_methods(ctx, it, kIterMethods);
  it->iter_next_slot = iter_next;
  objects::set_type_attr(ctx, it, "__module__", objects::str_from(ctx, "_struct"));
  st->slots[kIterator] = Value::object(it);

  TypeObject* stype = objects::new_native_type(ctx, "Struct", ctx.builtins.object_type, struct_make);
  objects::add_methods(ctx, stype, kStructMethods);
  objects::add_getsets(ctx, stype, kStructGetSets);
  objects::set_type_attr(ctx, stype, "__module__", objects::str_from(ctx, "_struct"));
  objects::set_type_attr(ctx, stype, "_error", Value::object(err));
  objects::set_type_attr(ctx, stype, "_iterator", Value::object(it));
  objects::set_type_attr(ctx, stype, "_cache", protocol::new_dict(ctx));
  st->slots[kStruct] = Value::object(stype);

  objects::set_module_attr(ctx, st, "error", Value::object(err));
  objects::set_module_attr(ctx, st, "Struct", Value::object(stype));
  add_state_functions(ctx, st, kFunctions, st);
  return st;
}

}  // namespace tp::stdlib
