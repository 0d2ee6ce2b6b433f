// memoryview: a view of another object's buffer (objects/buffer.h, Note [Buffer
// protocol]), with CPython 3.11's surface: indexing and slicing (also with negative
// steps), multi-dimensional item access by tuple, item and slice assignment, cast(),
// tolist/tobytes/hex/toreadonly, release() and the context manager, ==, hash, and the
// attributes (obj, nbytes, readonly, itemsize, format, ndim, shape, strides, suboffsets,
// c_contiguous, f_contiguous, contiguous).
//
// A view stores its exporter and the layout relative to the exporter's buffer (a byte
// offset, shape, strides); every access asks the exporter for its current pointer, and
// BufferError is raised if the exporter shrank below the view. Items are read and written
// with the native struct formats c b B ? h H i I l L q Q n N f d e P (optionally '@').
#include "objects/memoryview_object.h"

#include <gmp.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "objects/buffer.h"
#include "objects/bytes_object.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::objects {

namespace {

class MemoryViewObject : public Object {
 public:
  explicit MemoryViewObject(TypeObject* t) : Object(t) {}
  Value obj;               // the exporter
  int64_t offset = 0;      // byte offset of item (0, ..., 0) in the exporter's buffer
  int64_t itemsize = 1;
  std::string format = "B";
  int ndim = 1;
  std::vector<int64_t> shape, strides;
  bool readonly = true;
  bool released = false;
  void trace(Tracer& tracer) override { tracer.mark(obj); }
  int64_t nbytes() const {
    int64_t n = itemsize;
    for (int64_t s : shape) n *= s;
    return n;
  }
};

// memoryview is the native type of that name (it cannot be subclassed); each Context
// has its own, ctx.builtins.memoryview_type.
bool is_mv(Value v) {
  if (!v.is_object()) return false;
  const TypeObject* t = v.as_object()->type();
  return !t->is_heap_type && t->name == "memoryview";
}
MemoryViewObject* as_mv(Value v) { return static_cast<MemoryViewObject*>(v.as_object()); }
MemoryViewObject* self_mv(const CallArgs& call) { return as_mv(call.args[0]); }

// --- formats ---

// The item size of a native single-character struct format ("B", "@d", ...); 0 if the
// format is not one.
int64_t format_size(std::string_view f, char* code) {
  if (f.size() == 2 && f[0] == '@') f.remove_prefix(1);
  if (f.size() != 1) return 0;
  *code = f[0];
  switch (f[0]) {
    case 'c': case 'b': case 'B': case '?': return 1;
    case 'h': case 'H': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': case 'q': case 'Q': case 'n': case 'N': case 'd': case 'P': return 8;
    default: return 0;
  }
}

Value unsigned_value(Context& ctx, uint64_t u) {
  if (u <= static_cast<uint64_t>(INT64_MAX)) return Value::small_int(static_cast<int64_t>(u));
  mpz_t z;
  mpz_init(z);
  mpz_import(z, 1, 1, sizeof u, 0, 0, &u);
  Value r = int_from_mpz(ctx, z);
  mpz_clear(z);
  return r;
}

template <typename T>
T load(const uint8_t* p) {
  T v;
  memcpy(&v, p, sizeof v);
  return v;
}
template <typename T>
void store(uint8_t* p, T v) {
  memcpy(p, &v, sizeof v);
}

Value unpack(Context& ctx, char code, const uint8_t* p) {
  switch (code) {
    case 'c': return bytes_from(ctx, std::string(1, static_cast<char>(*p)));
    case 'b': return Value::small_int(load<int8_t>(p));
    case 'B': return Value::small_int(*p);
    case '?': return Value::boolean(*p != 0);
    case 'h': return Value::small_int(load<int16_t>(p));
    case 'H': return Value::small_int(load<uint16_t>(p));
    case 'i': return Value::small_int(load<int32_t>(p));
    case 'I': return Value::small_int(load<uint32_t>(p));
    case 'l': case 'q': case 'n': return Value::small_int(load<int64_t>(p));
    case 'L': case 'Q': case 'N': case 'P': return unsigned_value(ctx, load<uint64_t>(p));
    case 'f': return Value::floating(load<float>(p));
    case 'd': return Value::floating(load<double>(p));
    default: break;
  }
  return ctx.raise(ctx.builtins.exc_NotImplementedError, "memoryview: format %c not supported", code);
}

Value invalid_type(Context& ctx, const std::string& fmt) {
  return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: invalid type for format '%s'", fmt.c_str());
}
Value invalid_value(Context& ctx, const std::string& fmt) {
  return ctx.raise(ctx.builtins.exc_ValueError, "memoryview: invalid value for format '%s'", fmt.c_str());
}

// Writes `v` as one item; false with the exception raised.
bool pack(Context& ctx, char code, const std::string& fmt, Value v, uint8_t* p) {
  switch (code) {
    case 'c': {
      if (!is_bytes(ctx, v)) return !invalid_type(ctx, fmt).is_null();
      const std::string& d = as_bytes(v)->data;
      if (d.size() != 1) return !invalid_value(ctx, fmt).is_null();
      *p = static_cast<uint8_t>(d[0]);
      return true;
    }
    case '?': {
      int t = protocol::is_true(ctx, v);
      if (t < 0) return false;
      *p = t ? 1 : 0;
      return true;
    }
    case 'f': case 'd': {
      double d;
      if (v.is_float()) {
        d = float_value(v);
      } else {
        if (!v.is_small_int() && !is_int(ctx, v) &&
            protocol::lookup_special(ctx, v, ctx.builtins.names.__float__).is_null() &&
            protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null())
          return !invalid_type(ctx, fmt).is_null();
        Value f = protocol::call1(ctx, Value::object(ctx.builtins.float_type), v);
        if (f.is_null()) return false;
        d = float_value(f);
      }
      if (code == 'd') {
        store<double>(p, d);
      } else {
        store<float>(p, static_cast<float>(d));
      }
      return true;
    }
    default: break;
  }
  // Integer formats: ints and __index__ objects.
  Value iv = v;
  if (!v.is_small_int() && !is_int(ctx, v)) {
    if (v.is_float() || protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null())
      return !invalid_type(ctx, fmt).is_null();
    iv = protocol::number_index(ctx, v);
    if (iv.is_null()) return false;
  }
  const bool is_unsigned = code == 'B' || code == 'H' || code == 'I' || code == 'L' || code == 'Q' ||
                           code == 'N' || code == 'P';
  if (!iv.is_small_int()) {
    // Beyond int64: only the 64-bit unsigned formats can hold it.
    if (!(is_unsigned && format_size(fmt, &code) == 8) || int_sign(iv) < 0) return !invalid_value(ctx, fmt).is_null();
    mpz_t z;
    mpz_init(z);
    int_to_mpz(iv, z);
    bool fits = mpz_sizeinbase(z, 2) <= 64;
    uint64_t u = 0;
    if (fits) mpz_export(&u, nullptr, 1, sizeof u, 0, 0, z);
    mpz_clear(z);
    if (!fits) return !invalid_value(ctx, fmt).is_null();
    store<uint64_t>(p, u);
    return true;
  }
  int64_t x = iv.as_small_int();
  int64_t lo = 0, hi = 0;
  switch (code) {
    case 'b': lo = INT8_MIN; hi = INT8_MAX; break;
    case 'B': lo = 0; hi = UINT8_MAX; break;
    case 'h': lo = INT16_MIN; hi = INT16_MAX; break;
    case 'H': lo = 0; hi = UINT16_MAX; break;
    case 'i': lo = INT32_MIN; hi = INT32_MAX; break;
    case 'I': lo = 0; hi = UINT32_MAX; break;
    case 'l': case 'q': case 'n': lo = INT64_MIN; hi = INT64_MAX; break;
    default: lo = 0; hi = INT64_MAX; break;  // L Q N P (larger values take the path above)
  }
  if (x < lo || x > hi) return !invalid_value(ctx, fmt).is_null();
  switch (format_size(fmt, &code)) {
    case 1: *p = static_cast<uint8_t>(x); break;
    case 2: store<uint16_t>(p, static_cast<uint16_t>(x)); break;
    case 4: store<uint32_t>(p, static_cast<uint32_t>(x)); break;
    default: store<uint64_t>(p, static_cast<uint64_t>(x)); break;
  }
  return true;
}

// --- access ---

bool check_released(Context& ctx, MemoryViewObject* m) {
  if (m->released) {
    ctx.raise(ctx.builtins.exc_ValueError, "operation forbidden on released memoryview object");
    return false;
  }
  return true;
}

// The exporter's current buffer start, after checking the view still lies inside it.
uint8_t* base_of(Context& ctx, MemoryViewObject* m) {
  if (!check_released(ctx, m)) return nullptr;
  Buffer b;
  if (!get_buffer(ctx, m->obj, &b)) return nullptr;
  // Offsets of the view's lowest and highest byte relative to the exporter's first byte.
  int64_t lo = m->offset, hi = m->offset;
  bool empty = false;
  for (int i = 0; i < m->ndim; ++i) {
    if (m->shape[i] == 0) empty = true;
    int64_t span = (m->shape[i] - 1) * m->strides[i];
    if (span < 0) lo += span; else hi += span;
  }
  static uint8_t dummy;
  if (empty) return b.buf ? b.buf : &dummy;
  hi += m->itemsize;
  if (lo < 0 || hi > b.len) {
    ctx.raise(ctx.builtins.exc_BufferError, "memoryview: underlying buffer was resized");
    return nullptr;
  }
  return b.buf;
}

bool view_c_contiguous(const MemoryViewObject* m) {
  int64_t expect = m->itemsize;
  for (int i = m->ndim - 1; i >= 0; --i) {
    if (m->shape[i] > 1 && m->strides[i] != expect) return false;
    if (m->shape[i] == 0) return true;
    expect *= m->shape[i];
  }
  return true;
}

bool view_f_contiguous(const MemoryViewObject* m) {
  int64_t expect = m->itemsize;
  for (int i = 0; i < m->ndim; ++i) {
    if (m->shape[i] > 1 && m->strides[i] != expect) return false;
    if (m->shape[i] == 0) return true;
    expect *= m->shape[i];
  }
  return true;
}

// Calls fn(pointer) for every item in C (row-major) order, or Fortran order.
template <typename F>
bool for_each_item(uint8_t* start, const MemoryViewObject* m, bool fortran, F fn) {
  if (m->ndim == 0) return fn(start);
  std::vector<int64_t> idx(m->ndim, 0);
  for (int64_t s : m->shape)
    if (s == 0) return true;
  for (;;) {
    uint8_t* p = start;
    for (int i = 0; i < m->ndim; ++i) p += idx[i] * m->strides[i];
    if (!fn(p)) return false;
    int d = fortran ? 0 : m->ndim - 1;
    for (;;) {
      if (++idx[d] < m->shape[d]) break;
      idx[d] = 0;
      d += fortran ? 1 : -1;
      if (d < 0 || d >= m->ndim) return true;
    }
  }
}

std::string gather_bytes(uint8_t* start, const MemoryViewObject* m, bool fortran) {
  std::string out;
  out.reserve(static_cast<size_t>(m->nbytes()));
  for_each_item(start, m, fortran, [&](uint8_t* p) {
    out.append(reinterpret_cast<const char*>(p), static_cast<size_t>(m->itemsize));
    return true;
  });
  return out;
}

MemoryViewObject* new_view(Context& ctx) { return ctx.heap.make<MemoryViewObject>(ctx.builtins.memoryview_type); }

MemoryViewObject* copy_view(Context& ctx, MemoryViewObject* m) {
  MemoryViewObject* r = new_view(ctx);
  r->obj = m->obj;
  r->offset = m->offset;
  r->itemsize = m->itemsize;
  r->format = m->format;
  r->ndim = m->ndim;
  r->shape = m->shape;
  r->strides = m->strides;
  r->readonly = m->readonly;
  return r;
}

// A memoryview of any exporter (a memoryview of a memoryview shares its exporter).
Value view_of(Context& ctx, Value obj) {
  if (is_mv(obj)) {
    MemoryViewObject* src = as_mv(obj);
    if (!check_released(ctx, src)) return Value::null();
    return Value::object(copy_view(ctx, src));
  }
  Buffer b;
  if (!get_buffer(ctx, obj, &b, "memoryview: a bytes-like object is required, not '%s'")) return Value::null();
  MemoryViewObject* m = new_view(ctx);
  m->obj = obj;
  m->offset = 0;
  m->itemsize = b.itemsize;
  m->format = b.format;
  m->ndim = b.ndim;
  m->shape = b.shape;
  m->strides = b.strides;
  m->readonly = b.readonly;
  return Value::object(m);
}

bool mv_getbuffer(Context& ctx, Value v, Buffer* out) {
  MemoryViewObject* m = as_mv(v);
  uint8_t* base = base_of(ctx, m);
  if (!base) return false;
  out->obj = v;
  out->buf = base + m->offset;
  out->len = m->nbytes();
  out->itemsize = m->itemsize;
  out->format = m->format;
  out->ndim = m->ndim;
  out->shape = m->shape;
  out->strides = m->strides;
  out->readonly = m->readonly;
  return true;
}

// --- methods ---

Value mv_new(Context& ctx, const CallArgs& call) {
  // memoryview(object): call.args[0] is the class.
  static const char* const kw[] = {"object"};
  if (call.nargs + call.nkwargs() != 2) {
    if (call.nargs + call.nkwargs() < 2)
      return ctx.raise(ctx.builtins.exc_TypeError, "memoryview() missing required argument 'object' (pos 1)");
    return ctx.raise(ctx.builtins.exc_TypeError, "memoryview() takes at most 1 argument (%zu given)",
                     call.nargs + call.nkwargs() - 1);
  }
  if (call.nkwargs() == 1) {
    StrObject* name = static_cast<StrObject*>(call.kwnames->items[0].as_object());
    if (name->data != kw[0])
      return ctx.raise(ctx.builtins.exc_TypeError, "memoryview() got an unexpected keyword argument '%s'",
                       name->data.c_str());
  }
  return view_of(ctx, call.args[1]);
}

Value item_at(Context& ctx, MemoryViewObject* m, uint8_t* p) {
  char code;
  if (!format_size(m->format, &code))
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "memoryview: unsupported format %s", m->format.c_str());
  return unpack(ctx, code, p);
}

// The pointer of the item at an int index along dimension `dim` from `p`.
bool index_dim(Context& ctx, MemoryViewObject* m, int dim, Value key, uint8_t** p) {
  int64_t i;
  if (key.is_small_int()) {
    i = key.as_small_int();
  } else {
    Value iv = protocol::number_index(ctx, key);
    if (iv.is_null()) return false;
    if (!iv.is_small_int()) {
      ctx.raise(ctx.builtins.exc_IndexError, "cannot fit 'int' into an index-sized integer");
      return false;
    }
    i = iv.as_small_int();
  }
  int64_t n = m->shape[dim];
  if (i < 0) i += n;
  if (i < 0 || i >= n) {
    ctx.raise(ctx.builtins.exc_IndexError, "index out of bounds on dimension %d", dim + 1);
    return false;
  }
  *p += i * m->strides[dim];
  return true;
}

bool is_index_like(Context& ctx, Value v) {
  return v.is_small_int() || is_int(ctx, v) ||
         (!v.is_float() && v.is_object() && !protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null());
}

// Resolves an item key (int, or tuple of ints for every dimension) to the item's pointer.
// Returns 1 found, 0 not an item key, -1 raised.
int item_pointer(Context& ctx, MemoryViewObject* m, uint8_t* start, Value key, uint8_t** out) {
  uint8_t* p = start;
  if (is_index_like(ctx, key)) {
    if (m->ndim == 0) {
      ctx.raise(ctx.builtins.exc_TypeError, "invalid indexing of 0-dim memory");
      return -1;
    }
    if (m->ndim > 1) {
      ctx.raise(ctx.builtins.exc_NotImplementedError, "multi-dimensional sub-views are not implemented");
      return -1;
    }
    if (!index_dim(ctx, m, 0, key, &p)) return -1;
    *out = p;
    return 1;
  }
  if (is_tuple(ctx, key)) {
    TupleObject* t = as_tuple(key);
    bool all_index = true, any_slice = false;
    for (Value k : t->items) {
      if (!is_index_like(ctx, k)) all_index = false;
      if (is_slice(ctx, k)) any_slice = true;
    }
    if (!all_index) {
      if (any_slice) {
        ctx.raise(ctx.builtins.exc_NotImplementedError, "multi-dimensional slicing is not implemented");
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "memoryview: invalid slice key");
      }
      return -1;
    }
    int64_t n = static_cast<int64_t>(t->size());
    if (n < m->ndim) {
      ctx.raise(ctx.builtins.exc_NotImplementedError, "sub-views are not implemented");
      return -1;
    }
    if (n > m->ndim) {
      ctx.raise(ctx.builtins.exc_TypeError, "cannot index %d-dimension view with %zd-element tuple", m->ndim,
                static_cast<ssize_t>(n));
      return -1;
    }
    for (int d = 0; d < m->ndim; ++d)
      if (!index_dim(ctx, m, d, t->items[d], &p)) return -1;
    *out = p;
    return 1;
  }
  return 0;
}

Value mv_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  MemoryViewObject* m = self_mv(call);
  Value key = call.args[1];
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  uint8_t* start = base + m->offset;
  if (key.is_object() && key.as_object() == ctx.builtins.ellipsis.as_object()) return Value::object(copy_view(ctx, m));
  if (m->ndim == 0 && is_tuple(ctx, key) && as_tuple(key)->size() == 0) return item_at(ctx, m, start);
  uint8_t* p;
  int r = item_pointer(ctx, m, start, key, &p);
  if (r < 0) return Value::null();
  if (r == 1) return item_at(ctx, m, p);
  if (is_slice(ctx, key)) {
    if (m->ndim == 0) return ctx.raise(ctx.builtins.exc_TypeError, "invalid indexing of 0-dim memory");
    int64_t s0, s1, step, n;
    if (!slice_indices(ctx, key, m->shape[0], &s0, &s1, &step, &n)) return Value::null();
    MemoryViewObject* v = copy_view(ctx, m);
    v->offset = m->offset + s0 * m->strides[0];
    v->shape[0] = n;
    v->strides[0] = m->strides[0] * step;
    return Value::object(v);
  }
  return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: invalid slice key");
}

Value mv_setitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__setitem__", 3, 3)) return Value::null();
  MemoryViewObject* m = self_mv(call);
  if (!check_released(ctx, m)) return Value::null();
  if (m->readonly) return ctx.raise(ctx.builtins.exc_TypeError, "cannot modify read-only memory");
  Value key = call.args[1], value = call.args[2];
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  uint8_t* start = base + m->offset;
  char code;
  if (!format_size(m->format, &code))
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "memoryview: unsupported format %s", m->format.c_str());
  if (m->ndim == 0) {
    bool whole = (key.is_object() && key.as_object() == ctx.builtins.ellipsis.as_object()) ||
                 (is_tuple(ctx, key) && as_tuple(key)->size() == 0);
    if (!whole) return ctx.raise(ctx.builtins.exc_TypeError, "invalid indexing of 0-dim memory");
    return pack(ctx, code, m->format, value, start) ? Value::none() : Value::null();
  }
  uint8_t* p;
  int r = item_pointer(ctx, m, start, key, &p);
  if (r < 0) return Value::null();
  if (r == 1) return pack(ctx, code, m->format, value, p) ? Value::none() : Value::null();
  if (!is_slice(ctx, key)) return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: invalid slice key");
  if (m->ndim != 1)
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "memoryview slice assignments are currently restricted to ndim = 1");
  int64_t s0, s1, step, n;
  if (!slice_indices(ctx, key, m->shape[0], &s0, &s1, &step, &n)) return Value::null();
  Buffer src;
  if (!get_buffer(ctx, value, &src, "a bytes-like object is required, not '%s'")) return Value::null();
  char src_code;
  bool same_format = format_size(src.format, &src_code) && src_code == code;
  if (!same_format || src.ndim != 1 || src.shape[0] != n)
    return ctx.raise(ctx.builtins.exc_ValueError, "memoryview assignment: lvalue and rvalue have different structures");
  // Recompute our base: get_buffer on the source cannot move it, but stay safe.
  base = base_of(ctx, m);
  if (!base) return Value::null();
  start = base + m->offset;
  std::string tmp;  // copy first: source and destination may overlap
  tmp.reserve(static_cast<size_t>(n * m->itemsize));
  for (int64_t i = 0; i < n; ++i)
    tmp.append(reinterpret_cast<const char*>(src.buf + i * src.strides[0]), static_cast<size_t>(m->itemsize));
  for (int64_t i = 0; i < n; ++i)
    memcpy(start + (s0 + i * step) * m->strides[0], tmp.data() + i * m->itemsize, static_cast<size_t>(m->itemsize));
  return Value::none();
}

Value mv_delitem(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  if (!check_released(ctx, m)) return Value::null();
  if (m->readonly) return ctx.raise(ctx.builtins.exc_TypeError, "cannot modify read-only memory");
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot delete memory");
}

Value mv_len(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  if (!check_released(ctx, m)) return Value::null();
  return Value::small_int(m->ndim == 0 ? 1 : m->shape[0]);
}

Value list_of(Context& ctx, MemoryViewObject* m, uint8_t* p, int dim, char code) {
  int64_t n = m->shape[dim];
  std::vector<Value> items;
  items.reserve(static_cast<size_t>(n));
  ValueRoot keep(ctx, Value::null());
  Value list = protocol::new_list(ctx, nullptr, 0);
  keep.set(list);
  for (int64_t i = 0; i < n; ++i) {
    uint8_t* q = p + i * m->strides[dim];
    Value v = dim + 1 == m->ndim ? unpack(ctx, code, q) : list_of(ctx, m, q, dim + 1, code);
    if (v.is_null()) return v;
    Value args[1] = {v};
    if (protocol::call_method(ctx, list, ctx.builtins.names.append, args, 1).is_null()) return Value::null();
  }
  return list;
}

Value mv_tolist(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "tolist", 1, 1)) return Value::null();
  MemoryViewObject* m = self_mv(call);
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  char code;
  if (!format_size(m->format, &code))
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "memoryview: unsupported format %s", m->format.c_str());
  if (m->ndim == 0) return unpack(ctx, code, base + m->offset);
  return list_of(ctx, m, base + m->offset, 0, code);
}

Value mv_tobytes(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  Value order = Value::none();
  size_t total = call.nargs + call.nkwargs();
  if (total > 2) return ctx.raise(ctx.builtins.exc_TypeError, "tobytes() takes at most 1 argument (%zu given)", total - 1);
  if (total == 2) order = call.args[1];
  bool fortran = false;
  if (!order.is_none()) {
    if (!is_str(ctx, order))
      return ctx.raise(ctx.builtins.exc_TypeError, "tobytes() argument 'order' must be str or None, not %s",
                       type_name(ctx, order));
    const std::string& o = as_str(order)->data;
    if (o != "C" && o != "F" && o != "A")
      return ctx.raise(ctx.builtins.exc_ValueError, "order must be 'C', 'F' or 'A'");
    fortran = o == "F" || (o == "A" && !view_c_contiguous(m) && view_f_contiguous(m));
  }
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  return bytes_from(ctx, gather_bytes(base + m->offset, m, fortran));
}

Value mv_hex(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  Value b = bytes_from(ctx, gather_bytes(base + m->offset, m, false));
  ValueRoot keep(ctx, b);
  Value hex = protocol::getattr(ctx, b, protocol::intern(ctx, "hex"));
  if (hex.is_null()) return hex;
  CallArgs rest{call.args + 1, call.nargs - 1, call.kwnames};
  return protocol::call(ctx, hex, rest);
}

Value mv_release(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "release", 1, 1)) return Value::null();
  MemoryViewObject* m = self_mv(call);
  m->released = true;
  (void)ctx;
  return Value::none();
}

Value mv_enter(Context& ctx, const CallArgs& call) {
  if (!check_released(ctx, self_mv(call))) return Value::null();
  return call.args[0];
}

Value mv_exit(Context&, const CallArgs& call) {
  self_mv(call)->released = true;
  return Value::none();
}

Value mv_toreadonly(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "toreadonly", 1, 1)) return Value::null();
  MemoryViewObject* m = self_mv(call);
  if (!check_released(ctx, m)) return Value::null();
  MemoryViewObject* r = copy_view(ctx, m);
  r->readonly = true;
  return Value::object(r);
}

bool shape_from(Context& ctx, Value v, std::vector<int64_t>* out) {
  if (!is_tuple(ctx, v) && !(v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.list_type))) {
    ctx.raise(ctx.builtins.exc_TypeError, "shape must be a list or a tuple");
    return false;
  }
  Value t = is_tuple(ctx, v) ? v : protocol::call1(ctx, Value::object(ctx.builtins.tuple_type), v);
  if (t.is_null()) return false;
  for (Value x : as_tuple(t)->items) {
    if (!x.is_small_int()) {
      ctx.raise(ctx.builtins.exc_TypeError, "memoryview.cast(): elements of shape must be integers");
      return false;
    }
    if (x.as_small_int() <= 0) {
      ctx.raise(ctx.builtins.exc_ValueError, "memoryview.cast(): elements of shape must be integers > 0");
      return false;
    }
    out->push_back(x.as_small_int());
  }
  return true;
}

Value mv_cast(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  Value fmt = Value::null(), shape = Value::null();
  size_t nk = call.nkwargs();
  if (call.nargs > 3) return ctx.raise(ctx.builtins.exc_TypeError, "cast() takes at most 2 arguments (%zu given)", call.nargs - 1);
  if (call.nargs > 1) fmt = call.args[1];
  if (call.nargs > 2) shape = call.args[2];
  for (size_t i = 0; i < nk; ++i) {
    const std::string& name = static_cast<StrObject*>(call.kwnames->items[i].as_object())->data;
    Value v = call.args[call.nargs + i];
    if (name == "format" && fmt.is_null()) fmt = v;
    else if (name == "shape" && shape.is_null()) shape = v;
    else return ctx.raise(ctx.builtins.exc_TypeError, "cast() got an unexpected keyword argument '%s'", name.c_str());
  }
  if (fmt.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "cast() missing required argument 'format' (pos 1)");
  if (!check_released(ctx, m)) return Value::null();
  if (!is_str(ctx, fmt))
    return ctx.raise(ctx.builtins.exc_TypeError, "cast() argument 'format' must be str, not %s", type_name(ctx, fmt));
  if (!view_c_contiguous(m)) return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: casts are restricted to C-contiguous views");
  std::vector<int64_t> new_shape;
  bool has_shape = !shape.is_null() && !shape.is_none();
  if (has_shape && !shape_from(ctx, shape, &new_shape)) return Value::null();
  if (has_shape && new_shape.size() > 64)
    return ctx.raise(ctx.builtins.exc_ValueError, "memoryview: number of dimensions must not exceed 64");
  if (m->ndim != 1 && has_shape && new_shape.size() != 1)
    return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: cast must be 1D -> ND or ND -> 1D");
  const std::string& f = as_str(fmt)->data;
  char code, old_code;
  int64_t size = format_size(f, &code);
  if (!size)
    return ctx.raise(ctx.builtins.exc_ValueError,
                     "memoryview: destination format must be a native single character format prefixed with an optional '@'");
  bool old_native = format_size(m->format, &old_code) != 0;
  auto is_byte = [](char c) { return c == 'B' || c == 'b' || c == 'c'; };
  if (!old_native || (!is_byte(code) && !is_byte(old_code)))
    return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: cannot cast between two non-byte formats");
  int64_t nbytes = m->nbytes();
  if (!has_shape && nbytes % size != 0)
    return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: length is not a multiple of itemsize");
  if (has_shape) {
    int64_t prod = size;
    for (int64_t s : new_shape) prod *= s;
    if (prod != nbytes) return ctx.raise(ctx.builtins.exc_TypeError, "memoryview: product(shape) * itemsize != buffer size");
  } else {
    new_shape.assign(1, nbytes / size);
  }
  MemoryViewObject* r = copy_view(ctx, m);
  r->format = f;
  r->itemsize = size;
  r->ndim = static_cast<int>(new_shape.size());
  r->shape = new_shape;
  r->strides.assign(new_shape.size(), 0);
  int64_t stride = size;
  for (int i = r->ndim - 1; i >= 0; --i) {
    r->strides[i] = stride;
    stride *= new_shape[i];
  }
  // A view with negative strides starts at its last byte: the cast view starts at the
  // lowest address of the (contiguous) memory.
  return Value::object(r);
}

// Flat list of items (C order), or Null when unsupported (*unsupported set) or raised.
Value flat_items(Context& ctx, MemoryViewObject* m, bool* unsupported) {
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  char code;
  if (!format_size(m->format, &code)) {
    *unsupported = true;
    return Value::null();
  }
  std::vector<Value> items;
  bool ok = for_each_item(base + m->offset, m, false, [&](uint8_t* p) {
    Value v = unpack(ctx, code, p);
    if (v.is_null()) return false;
    items.push_back(v);
    return true;
  });
  if (!ok) return Value::null();
  return tuple_from(ctx, std::move(items));
}

Value mv_eq_impl(Context& ctx, Value a, Value b, bool ne) {
  MemoryViewObject* m = as_mv(a);
  if (a.is(b)) return Value::boolean(!ne);
  if (m->released || (is_mv(b) && as_mv(b)->released)) return Value::boolean(ne);
  if (!has_buffer(ctx, b)) return ctx.builtins.not_implemented;
  Value other = view_of(ctx, b);
  if (other.is_null()) return other;
  ValueRoot keep_other(ctx, other);
  MemoryViewObject* o = as_mv(other);
  if (m->ndim != o->ndim || m->shape != o->shape) return Value::boolean(ne);
  bool unsupported = false;
  Value x = flat_items(ctx, m, &unsupported);
  if (x.is_null() && !unsupported) return x;
  ValueRoot keep_x(ctx, x);
  Value y = unsupported ? Value::null() : flat_items(ctx, o, &unsupported);
  if (unsupported) {
    // Formats we cannot unpack compare equal only as identical bytes of the same format.
    if (m->format != o->format) return Value::boolean(ne);
    uint8_t* pa = base_of(ctx, m);
    if (!pa) return Value::null();
    std::string ba = gather_bytes(pa + m->offset, m, false);
    uint8_t* pb = base_of(ctx, o);
    if (!pb) return Value::null();
    std::string bb = gather_bytes(pb + o->offset, o, false);
    return Value::boolean((ba == bb) != ne);
  }
  if (y.is_null()) return y;
  TupleObject* tx = as_tuple(x);
  TupleObject* ty = as_tuple(y);
  for (size_t i = 0; i < tx->size(); ++i) {
    Value r = protocol::compare(ctx, CompareOp::Eq, tx->items[i], ty->items[i]);
    if (r.is_null()) return r;
    int t = protocol::is_true(ctx, r);
    if (t < 0) return Value::null();
    if (!t) return Value::boolean(ne);
  }
  return Value::boolean(!ne);
}

Value mv_eq(Context& ctx, const CallArgs& call) { return mv_eq_impl(ctx, call.args[0], call.args[1], false); }
Value mv_ne(Context& ctx, const CallArgs& call) { return mv_eq_impl(ctx, call.args[0], call.args[1], true); }

Value mv_hash(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  if (!check_released(ctx, m)) return Value::null();
  if (!m->readonly) return ctx.raise(ctx.builtins.exc_ValueError, "cannot hash writable memoryview object");
  char code;
  if (!format_size(m->format, &code) || !(code == 'B' || code == 'b' || code == 'c'))
    return ctx.raise(ctx.builtins.exc_ValueError, "memoryview: hashing is restricted to formats 'B', 'b' or 'c'");
  if (!protocol::hash(ctx, m->obj)) return Value::null();  // the exporter must be hashable
  uint8_t* base = base_of(ctx, m);
  if (!base) return Value::null();
  Value b = bytes_from(ctx, gather_bytes(base + m->offset, m, false));
  ValueRoot keep(ctx, b);
  auto h = protocol::hash(ctx, b);
  if (!h) return Value::null();
  return Value::small_int(*h);
}

Value mv_repr(Context& ctx, const CallArgs& call) {
  char buf[64];
  snprintf(buf, sizeof buf, "<%smemory at %p>", self_mv(call)->released ? "released " : "",
           static_cast<void*>(call.args[0].as_object()));
  return str_from(ctx, buf);
}

Value mv_iter(Context& ctx, const CallArgs& call) {
  MemoryViewObject* m = self_mv(call);
  if (!check_released(ctx, m)) return Value::null();
  if (m->ndim == 0) return ctx.raise(ctx.builtins.exc_TypeError, "invalid indexing of 0-dim memory");
  if (m->ndim > 1) return ctx.raise(ctx.builtins.exc_NotImplementedError, "multi-dimensional sub-views are not implemented");
  // Iterate over a snapshot of the items: the sequence iterator protocol over __getitem__.
  bool unsupported = false;
  Value items = flat_items(ctx, m, &unsupported);
  if (items.is_null()) {
    if (unsupported)
      return ctx.raise(ctx.builtins.exc_NotImplementedError, "memoryview: unsupported format %s", m->format.c_str());
    return items;
  }
  return protocol::get_iter(ctx, items);
}

Value mv_reduce(Context& ctx, const CallArgs&) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot pickle 'memoryview' object");
}

// --- attributes ---
MemoryViewObject* live(Context& ctx, Value self) {
  MemoryViewObject* m = as_mv(self);
  return check_released(ctx, m) ? m : nullptr;
}
Value tuple_of(Context& ctx, const std::vector<int64_t>& v) {
  std::vector<Value> items;
  for (int64_t x : v) items.push_back(Value::small_int(x));
  return tuple_from(ctx, std::move(items));
}
Value get_obj(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? m->obj : Value::null();
}
Value get_nbytes(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::small_int(m->nbytes()) : Value::null();
}
Value get_readonly(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::boolean(m->readonly) : Value::null();
}
Value get_itemsize(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::small_int(m->itemsize) : Value::null();
}
Value get_format(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? str_from(ctx, m->format) : Value::null();
}
Value get_ndim(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::small_int(m->ndim) : Value::null();
}
Value get_shape(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? tuple_of(ctx, m->shape) : Value::null();
}
Value get_strides(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? tuple_of(ctx, m->strides) : Value::null();
}
Value get_suboffsets(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? ctx.builtins.empty_tuple : Value::null();
}
Value get_c_contiguous(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::boolean(view_c_contiguous(m)) : Value::null();
}
Value get_f_contiguous(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::boolean(view_f_contiguous(m)) : Value::null();
}
Value get_contiguous(Context& ctx, Value self) {
  MemoryViewObject* m = live(ctx, self);
  return m ? Value::boolean(view_c_contiguous(m) || view_f_contiguous(m)) : Value::null();
}

const MethodDef mv_methods[] = {{"__getitem__", mv_getitem}, {"__setitem__", mv_setitem},
                                {"__delitem__", mv_delitem}, {"__len__", mv_len},
                                {"tolist", mv_tolist},       {"tobytes", mv_tobytes},
                                {"hex", mv_hex},             {"release", mv_release},
                                {"__enter__", mv_enter},     {"__exit__", mv_exit},
                                {"toreadonly", mv_toreadonly}, {"cast", mv_cast},
                                {"__eq__", mv_eq},           {"__ne__", mv_ne},
                                {"__hash__", mv_hash},       {"__repr__", mv_repr},
                                {"__iter__", mv_iter},       {"__reduce__", mv_reduce},
                                {"__reduce_ex__", mv_reduce}, {}};
const GetSetDef mv_getsets[] = {{"obj", get_obj},
                                {"nbytes", get_nbytes},
                                {"readonly", get_readonly},
                                {"itemsize", get_itemsize},
                                {"format", get_format},
                                {"ndim", get_ndim},
                                {"shape", get_shape},
                                {"strides", get_strides},
                                {"suboffsets", get_suboffsets},
                                {"c_contiguous", get_c_contiguous},
                                {"f_contiguous", get_f_contiguous},
                                {"contiguous", get_contiguous},
                                {}};

const MethodDef mv_static[] = {{"__new__", mv_new}, {}};

}  // namespace

bool is_memoryview(Value v) { return is_mv(v); }

Value memoryview_of(Context& ctx, Value obj) { return view_of(ctx, obj); }

void init_memoryview_type(Context& ctx) {
  // The placeholder objects/init.cpp made for builtin_types.def's memoryview (which the
  // match statement's sequence test knows) becomes the real type.
  TypeObject* t = ctx.builtins.memoryview_type;
  add_methods(ctx, t, mv_methods);
  add_getsets(ctx, t, mv_getsets);
  add_static_methods(ctx, t, mv_static);
  register_buffer_type(ctx, t, mv_getbuffer);
  set_module_attr(ctx, static_cast<ModuleObject*>(ctx.builtins.builtins_module), "memoryview", Value::object(t));
}

}  // namespace tp::objects
