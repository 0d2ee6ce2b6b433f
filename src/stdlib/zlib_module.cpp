// The `zlib` module on the system zlib (CPython 3.11's surface): compress/decompress
// (level, wbits, bufsize), compressobj/decompressobj returning Compress and Decompress
// stream objects (compress/flush/copy; decompress with max_length, flush, unused_data,
// unconsumed_tail, eof, zdict), crc32, adler32, the constants, and zlib.error. Error texts
// follow CPython's: "Error <code> while <action>: <zlib's message>".
#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <string>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

namespace {

enum Slot { kError, kCompress, kDecompress, kSlotCount };

constexpr size_t kDefBufSize = 16384;
constexpr uInt kMaxChunk = 1u << 30;  // zlib counts in uInt: feed big inputs in pieces

// One deflate or inflate stream. unused_data / unconsumed_tail / zdict are bytes values.
class ZStreamObject : public Object {
 public:
  ZStreamObject(TypeObject* type, bool compress) : Object(type), is_compress(compress) {
    std::memset(&zs, 0, sizeof zs);
  }
  ~ZStreamObject() override { end(); }
  void end() {
    if (!inited) return;
    if (is_compress) deflateEnd(&zs);
    else inflateEnd(&zs);
    inited = false;
  }
  void trace(Tracer& t) override {
    t.mark(unused_data);
    t.mark(unconsumed_tail);
    t.mark(zdict);
    t.mark(error);
  }
  z_stream zs;
  bool inited = false;
  bool is_compress;
  bool eof = false;
  Value unused_data = Value::null();
  Value unconsumed_tail = Value::null();
  Value zdict = Value::null();
  Value error = Value::null();  // the module's zlib.error
};

StateObject* state_of(const CallArgs& call) { return static_cast<StateObject*>(call.args[0].as_object()); }
ZStreamObject* self_of(const CallArgs& call) { return static_cast<ZStreamObject*>(call.args[0].as_object()); }

// zlib.error with CPython's wording for `err` during `action`.
Value zlib_error(Context& ctx, TypeObject* error, const z_stream& zs, int err, const char* action) {
  const char* msg = nullptr;
  if (err == Z_VERSION_ERROR) msg = "library version mismatch";
  if (msg == nullptr) msg = zs.msg;
  if (msg == nullptr) {
    switch (err) {
      case Z_BUF_ERROR: msg = "incomplete or truncated stream"; break;
      case Z_STREAM_ERROR: msg = "inconsistent stream state"; break;
      case Z_DATA_ERROR: msg = "invalid input data"; break;
      default: break;
    }
  }
  if (msg == nullptr) return ctx.raise(error, "Error %d %s", err, action);
  return ctx.raise(error, "Error %d %s: %.200s", err, action, msg);
}

bool int_arg(Context& ctx, Value v, int64_t dflt, int64_t* out) {
  if (v.is_null()) {
    *out = dflt;
    return true;
  }
  auto n = protocol::index_as_int64(ctx, v);
  if (!n) return false;
  *out = *n;
  return true;
}

// An int argument reduced modulo 2**32 (CPython takes a C unsigned int of any int).
bool u32_arg(Context& ctx, Value v, uint32_t* out) {
  Value iv = protocol::number_index(ctx, v);
  if (iv.is_null()) return false;
  mpz_t n;
  mpz_init(n);
  objects::int_to_mpz(iv, n);
  mpz_fdiv_r_2exp(n, n, 32);
  *out = static_cast<uint32_t>(mpz_get_ui(n));
  mpz_clear(n);
  return true;
}

// Sets next_in/avail_in for the next piece of `left` bytes starting at *pos.
void feed(z_stream& zs, std::string_view data, size_t* pos) {
  size_t left = data.size() - *pos;
  uInt n = left > kMaxChunk ? kMaxChunk : static_cast<uInt>(left);
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data() + *pos));
  zs.avail_in = n;
  *pos += n;
}

// Gives the stream room to write: grows `out` (doubling, at most `limit` bytes total when
// limit > 0). Returns false when the limit is reached.
bool make_room(z_stream& zs, std::string* out, size_t* used, size_t limit) {
  *used = out->size() - zs.avail_out;
  if (zs.avail_out > 0) return true;
  size_t grow = std::max<size_t>(out->size(), kDefBufSize);
  if (limit > 0) {
    if (*used >= limit) return false;
    grow = std::min(grow, limit - *used);
  }
  grow = std::min<size_t>(grow, kMaxChunk);
  out->resize(*used + grow);
  zs.next_out = reinterpret_cast<Bytef*>(out->data() + *used);
  zs.avail_out = static_cast<uInt>(grow);
  return true;
}

// --- module functions ---

Value compress_fn(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "level", "wbits"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "compress", names, 1, a)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  int64_t level, wbits;
  if (!int_arg(ctx, a[1], Z_DEFAULT_COMPRESSION, &level) || !int_arg(ctx, a[2], MAX_WBITS, &wbits))
    return Value::null();
  TypeObject* error = state_of(call)->type_at(kError);
  z_stream zs;
  std::memset(&zs, 0, sizeof zs);
  int err = deflateInit2(&zs, static_cast<int>(level), Z_DEFLATED, static_cast<int>(wbits), 8, Z_DEFAULT_STRATEGY);
  if (err == Z_MEM_ERROR) return ctx.raise(ctx.builtins.exc_MemoryError, "Out of memory while compressing data");
  if (err == Z_STREAM_ERROR) return ctx.raise(error, "Bad compression level");
  if (err != Z_OK) {
    deflateEnd(&zs);
    return zlib_error(ctx, error, zs, err, "while compressing data");
  }
  std::string out;
  size_t pos = 0, used = 0;
  do {
    feed(zs, data, &pos);
    int flush = pos == data.size() ? Z_FINISH : Z_NO_FLUSH;
    do {
      make_room(zs, &out, &used, 0);
      err = deflate(&zs, flush);
      if (err == Z_STREAM_ERROR) {
        deflateEnd(&zs);
        return zlib_error(ctx, error, zs, err, "while compressing data");
      }
    } while (zs.avail_out == 0);
  } while (pos < data.size());
  out.resize(out.size() - zs.avail_out);
  err = deflateEnd(&zs);
  if (err != Z_OK) return zlib_error(ctx, error, zs, err, "while finishing compression");
  return objects::bytes_from(ctx, std::move(out));
}

Value decompress_fn(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "wbits", "bufsize"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "decompress", names, 1, a)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  int64_t wbits, bufsize;
  if (!int_arg(ctx, a[1], MAX_WBITS, &wbits) || !int_arg(ctx, a[2], kDefBufSize, &bufsize)) return Value::null();
  if (bufsize < 0) return ctx.raise(ctx.builtins.exc_ValueError, "bufsize must be non-negative");
  TypeObject* error = state_of(call)->type_at(kError);
  z_stream zs;
  std::memset(&zs, 0, sizeof zs);
  int err = inflateInit2(&zs, static_cast<int>(wbits));
  if (err == Z_MEM_ERROR) return ctx.raise(ctx.builtins.exc_MemoryError, "Out of memory while decompressing data");
  if (err != Z_OK) {
    inflateEnd(&zs);
    return zlib_error(ctx, error, zs, err, "while preparing to decompress data");
  }
  std::string out;
  out.resize(static_cast<size_t>(std::max<int64_t>(bufsize, 1)));
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(std::min<size_t>(out.size(), kMaxChunk));
  size_t pos = 0, used = 0;
  do {
    feed(zs, data, &pos);
    int flush = zs.avail_in == 0 ? Z_FINISH : Z_NO_FLUSH;
    do {
      make_room(zs, &out, &used, 0);
      err = inflate(&zs, flush);
      if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) {
        if (err == Z_MEM_ERROR) {
          inflateEnd(&zs);
          return ctx.raise(ctx.builtins.exc_MemoryError, "Out of memory while decompressing data");
        }
        inflateEnd(&zs);
        return zlib_error(ctx, error, zs, err, "while decompressing data");
      }
    } while (zs.avail_out == 0);
  } while (err != Z_STREAM_END && pos < data.size());
  if (err != Z_STREAM_END) {
    inflateEnd(&zs);
    // Input ran out before the end of the stream (inflate may say Z_OK when it got none).
    if (err == Z_OK) err = Z_BUF_ERROR;
    return zlib_error(ctx, error, zs, err, "while decompressing data");
  }
  out.resize(out.size() - zs.avail_out);
  err = inflateEnd(&zs);
  if (err != Z_OK) return zlib_error(ctx, error, zs, err, "while finishing decompression");
  return objects::bytes_from(ctx, std::move(out));
}

Value compressobj_fn(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"level", "method", "wbits", "memLevel", "strategy", "zdict"};
  Value a[6];
  if (!objects::parse_args(ctx, objects::without_self(call), "compressobj", names, 0, a)) return Value::null();
  int64_t level, method, wbits, mem_level, strategy;
  if (!int_arg(ctx, a[0], Z_DEFAULT_COMPRESSION, &level) || !int_arg(ctx, a[1], Z_DEFLATED, &method) ||
      !int_arg(ctx, a[2], MAX_WBITS, &wbits) || !int_arg(ctx, a[3], 8, &mem_level) ||
      !int_arg(ctx, a[4], Z_DEFAULT_STRATEGY, &strategy))
    return Value::null();
  std::string_view zdict;
  bool has_zdict = !a[5].is_null() && !a[5].is_none();
  if (has_zdict && !buffer_arg(ctx, a[5], &zdict)) return Value::null();
  StateObject* st = state_of(call);
  auto* z = ctx.heap.make<ZStreamObject>(st->type_at(kCompress), true);
  z->error = st->slots[kError];
  int err = deflateInit2(&z->zs, static_cast<int>(level), static_cast<int>(method), static_cast<int>(wbits),
                         static_cast<int>(mem_level), static_cast<int>(strategy));
  if (err == Z_OK) {
    z->inited = true;
    if (has_zdict) {
      err = deflateSetDictionary(&z->zs, reinterpret_cast<const Bytef*>(zdict.data()), static_cast<uInt>(zdict.size()));
      if (err != Z_OK) return ctx.raise(ctx.builtins.exc_ValueError, "Invalid dictionary");
    }
    return Value::object(z);
  }
  if (err == Z_MEM_ERROR) return ctx.raise(ctx.builtins.exc_MemoryError, "Can't allocate memory for compression object");
  if (err == Z_STREAM_ERROR) return ctx.raise(ctx.builtins.exc_ValueError, "Invalid initialization option");
  return zlib_error(ctx, st->type_at(kError), z->zs, err, "while creating compression object");
}

// Sets the decompression dictionary of z; false with zlib.error pending on failure.
bool set_inflate_zdict(Context& ctx, TypeObject* error, ZStreamObject* z) {
  std::string_view d;
  if (!buffer_arg(ctx, z->zdict, &d)) return false;
  int err = inflateSetDictionary(&z->zs, reinterpret_cast<const Bytef*>(d.data()), static_cast<uInt>(d.size()));
  if (err != Z_OK) {
    zlib_error(ctx, error, z->zs, err, "while setting zdict");
    return false;
  }
  return true;
}

Value decompressobj_fn(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"wbits", "zdict"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "decompressobj", names, 0, a)) return Value::null();
  int64_t wbits;
  if (!int_arg(ctx, a[0], MAX_WBITS, &wbits)) return Value::null();
  std::string_view zdict;
  if (!a[1].is_null() && (objects::is_str(ctx, a[1]) || !buffer_arg(ctx, a[1], &zdict))) {
    if (ctx.has_exception()) ctx.take_exception();
    return ctx.raise(ctx.builtins.exc_TypeError, "zdict argument must support the buffer protocol");
  }
  StateObject* st = state_of(call);
  auto* z = ctx.heap.make<ZStreamObject>(st->type_at(kDecompress), false);
  z->error = st->slots[kError];
  HandleScope scope(ctx);
  scope.keep(z);
  z->unused_data = objects::bytes_from(ctx, "");
  z->unconsumed_tail = objects::bytes_from(ctx, "");
  if (!a[1].is_null()) z->zdict = a[1];
  int err = inflateInit2(&z->zs, static_cast<int>(wbits));
  if (err == Z_OK) {
    z->inited = true;
    if (!z->zdict.is_null() && wbits < 0 && !set_inflate_zdict(ctx, st->type_at(kError), z)) return Value::null();
    return Value::object(z);
  }
  if (err == Z_STREAM_ERROR) return ctx.raise(ctx.builtins.exc_ValueError, "Invalid initialization option");
  if (err == Z_MEM_ERROR) return ctx.raise(ctx.builtins.exc_MemoryError, "Can't allocate memory for decompression object");
  return zlib_error(ctx, st->type_at(kError), z->zs, err, "while creating decompression object");
}

Value checksum(Context& ctx, const CallArgs& call, const char* name, bool crc) {
  // Positional-only: CPython's wording for a wrong count.
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
  size_t n = call.nargs - 1;
  if (n < 1) return ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least 1 argument, got 0", name);
  if (n > 2) return ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most 2 arguments, got %zu", name, n);
  Value a[2] = {call.args[1], n > 1 ? call.args[2] : Value::null()};
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  uint32_t value = crc ? 0 : 1;
  if (!a[1].is_null() && !u32_arg(ctx, a[1], &value)) return Value::null();
  uLong c = value;
  const auto* p = reinterpret_cast<const Bytef*>(data.data());
  size_t left = data.size();
  while (left > 0) {
    uInt chunk = left > kMaxChunk ? kMaxChunk : static_cast<uInt>(left);
    c = crc ? ::crc32(c, p, chunk) : ::adler32(c, p, chunk);
    p += chunk;
    left -= chunk;
  }
  return Value::small_int(static_cast<int64_t>(c & 0xffffffffu));
}

Value crc32_fn(Context& ctx, const CallArgs& call) { return checksum(ctx, call, "crc32", true); }
Value adler32_fn(Context& ctx, const CallArgs& call) { return checksum(ctx, call, "adler32", false); }

// --- Compress ---

TypeObject* error_type(ZStreamObject* z) { return static_cast<TypeObject*>(z->error.as_object()); }

Value comp_compress(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "compress", 2, 2)) return Value::null();
  ZStreamObject* z = self_of(call);
  std::string_view data;
  if (!buffer_arg(ctx, call.args[1], &data)) return Value::null();
  if (!z->inited) return zlib_error(ctx, error_type(z), z->zs, Z_STREAM_ERROR, "while compressing data");
  std::string out;
  size_t pos = 0, used = 0;
  int err = Z_OK;
  z->zs.avail_out = 0;
  do {
    feed(z->zs, data, &pos);
    do {
      make_room(z->zs, &out, &used, 0);
      err = deflate(&z->zs, Z_NO_FLUSH);
      if (err == Z_STREAM_ERROR) return zlib_error(ctx, error_type(z), z->zs, err, "while compressing data");
    } while (z->zs.avail_out == 0);
  } while (pos < data.size());
  out.resize(out.size() - z->zs.avail_out);
  return objects::bytes_from(ctx, std::move(out));
}

Value comp_flush(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "flush", 1, 2)) return Value::null();
  ZStreamObject* z = self_of(call);
  int64_t mode = Z_FINISH;
  if (call.nargs > 1 && !int_arg(ctx, call.args[1], Z_FINISH, &mode)) return Value::null();
  if (mode == Z_NO_FLUSH) return objects::bytes_from(ctx, "");
  if (!z->inited) return zlib_error(ctx, error_type(z), z->zs, Z_STREAM_ERROR, "while flushing");
  std::string out;
  size_t used = 0;
  int err;
  z->zs.avail_in = 0;
  z->zs.avail_out = 0;
  do {
    make_room(z->zs, &out, &used, 0);
    err = deflate(&z->zs, static_cast<int>(mode));
    if (err == Z_STREAM_ERROR) return zlib_error(ctx, error_type(z), z->zs, err, "while flushing");
  } while (z->zs.avail_out == 0);
  out.resize(out.size() - z->zs.avail_out);
  if (err == Z_STREAM_END && mode == Z_FINISH) {
    err = deflateEnd(&z->zs);
    z->inited = false;
    if (err != Z_OK) return zlib_error(ctx, error_type(z), z->zs, err, "while finishing compression");
  } else if (err != Z_OK && err != Z_BUF_ERROR) {
    return zlib_error(ctx, error_type(z), z->zs, err, "while flushing");
  }
  return objects::bytes_from(ctx, std::move(out));
}

Value stream_copy(Context& ctx, const CallArgs& call) {
  if (call.nargs > 2 || call.nkwargs() != 0) {
    if (!objects::check_args(ctx, call, "copy", 1, 1)) return Value::null();
  }
  ZStreamObject* z = self_of(call);
  if (!z->inited) return ctx.raise(ctx.builtins.exc_ValueError, "Inconsistent stream state");
  auto* c = ctx.heap.make<ZStreamObject>(z->type(), z->is_compress);
  int err = z->is_compress ? deflateCopy(&c->zs, &z->zs) : inflateCopy(&c->zs, &z->zs);
  if (err == Z_OK) {
    c->inited = true;
    c->eof = z->eof;
    c->unused_data = z->unused_data;
    c->unconsumed_tail = z->unconsumed_tail;
    c->zdict = z->zdict;
    c->error = z->error;
    return Value::object(c);
  }
  if (err == Z_STREAM_ERROR) return ctx.raise(ctx.builtins.exc_ValueError, "Inconsistent stream state");
  if (err == Z_MEM_ERROR)
    return ctx.raise(ctx.builtins.exc_MemoryError, "Can't allocate memory for %s object",
                     z->is_compress ? "compression" : "decompression");
  return zlib_error(ctx, error_type(z), z->zs, err,
                    z->is_compress ? "while copying compression object" : "while copying decompression object");
}

// --- Decompress ---

// Keeps what inflate did not consume: after the end of the stream it is unused_data;
// otherwise (max_length reached) it is unconsumed_tail.
void save_unconsumed(Context& ctx, ZStreamObject* z, int err) {
  if (err == Z_STREAM_END) {
    if (z->zs.avail_in > 0) {
      std::string_view old;
      buffer_arg(ctx, z->unused_data, &old);
      std::string joined(old);
      joined.append(reinterpret_cast<const char*>(z->zs.next_in), z->zs.avail_in);
      z->unused_data = objects::bytes_from(ctx, std::move(joined));
    }
    z->zs.avail_in = 0;
  }
  std::string_view tail;
  buffer_arg(ctx, z->unconsumed_tail, &tail);
  if (z->zs.avail_in > 0 || !tail.empty()) {
    z->unconsumed_tail =
        objects::bytes_from(ctx, std::string(reinterpret_cast<const char*>(z->zs.next_in), z->zs.avail_in));
  }
}

Value run_inflate(Context& ctx, ZStreamObject* z, std::string_view data, size_t limit, bool finish,
                  std::string* out, int* err_out) {
  TypeObject* error = error_type(z);
  size_t pos = 0, used = 0;
  int err = Z_OK;
  z->zs.avail_out = 0;
  do {
    feed(z->zs, data, &pos);
    int flush = finish && z->zs.avail_in == 0 ? Z_FINISH : (finish ? Z_NO_FLUSH : Z_SYNC_FLUSH);
    do {
      if (!make_room(z->zs, out, &used, limit)) goto done;
      err = inflate(&z->zs, flush);
      if (err == Z_NEED_DICT && !z->zdict.is_null()) {
        if (!set_inflate_zdict(ctx, error, z)) return Value::null();
        continue;
      }
      if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) goto done;
    } while (z->zs.avail_out == 0 || err == Z_NEED_DICT);
  } while (err != Z_STREAM_END && pos < data.size());
done:
  out->resize(out->size() - z->zs.avail_out);
  *err_out = err;
  return Value::none();
}

Value decomp_decompress(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "max_length"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "decompress", names, 1, a)) return Value::null();
  ZStreamObject* z = self_of(call);
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  int64_t max_length;
  if (!int_arg(ctx, a[1], 0, &max_length)) return Value::null();
  if (max_length < 0) return ctx.raise(ctx.builtins.exc_ValueError, "max_length must be non-negative");
  std::string input(data);  // stable while inflate reads it
  std::string out;
  int err = Z_OK;
  if (!z->inited) return zlib_error(ctx, error_type(z), z->zs, Z_STREAM_ERROR, "while decompressing data");
  if (run_inflate(ctx, z, input, static_cast<size_t>(max_length), false, &out, &err).is_null()) return Value::null();
  HandleScope scope(ctx);
  Value result = objects::bytes_from(ctx, std::move(out));
  scope.keep(result);
  save_unconsumed(ctx, z, err);
  if (err == Z_STREAM_END) {
    z->eof = true;
  } else if (err != Z_OK && err != Z_BUF_ERROR) {
    return zlib_error(ctx, error_type(z), z->zs, err, "while decompressing data");
  }
  return result;
}

Value decomp_flush(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "flush", 1, 2)) return Value::null();
  ZStreamObject* z = self_of(call);
  int64_t length = kDefBufSize;
  if (call.nargs > 1 && !int_arg(ctx, call.args[1], kDefBufSize, &length)) return Value::null();
  if (length <= 0) return ctx.raise(ctx.builtins.exc_ValueError, "length must be greater than zero");
  std::string_view tail;
  buffer_arg(ctx, z->unconsumed_tail, &tail);
  std::string input(tail);
  std::string out;
  out.reserve(static_cast<size_t>(length));
  int err = Z_OK;
  if (z->inited) {
    if (run_inflate(ctx, z, input, 0, true, &out, &err).is_null()) return Value::null();
  } else {
    z->zs.avail_in = 0;
  }
  HandleScope scope(ctx);
  Value result = objects::bytes_from(ctx, std::move(out));
  scope.keep(result);
  if (z->inited) save_unconsumed(ctx, z, err);
  if (err == Z_STREAM_END && z->inited) {
    z->eof = true;
    z->inited = false;
    err = inflateEnd(&z->zs);
    if (err != Z_OK) return zlib_error(ctx, error_type(z), z->zs, err, "while finishing decompression");
  }
  return result;
}

Value get_unused_data(Context&, Value self) { return static_cast<ZStreamObject*>(self.as_object())->unused_data; }
Value get_unconsumed_tail(Context&, Value self) {
  return static_cast<ZStreamObject*>(self.as_object())->unconsumed_tail;
}
Value get_eof(Context&, Value self) { return Value::boolean(static_cast<ZStreamObject*>(self.as_object())->eof); }

Value deepcopy(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__deepcopy__", 2, 2)) return Value::null();
  CallArgs c = call;
  c.nargs = 1;
  return stream_copy(ctx, c);
}

Value no_new_compress(Context& ctx, TypeObject*) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot create 'zlib.Compress' instances");
}
Value no_new_decompress(Context& ctx, TypeObject*) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot create 'zlib.Decompress' instances");
}

const objects::MethodDef kCompressMethods[] = {
    {"compress", comp_compress, "compress($self, data, /)\n--\n\nReturns a bytes object containing compressed data."},
    {"flush", comp_flush, "flush($self, mode=zlib.Z_FINISH, /)\n--\n\nReturn a bytes object containing any remaining compressed data."},
    {"copy", stream_copy, "copy($self, /)\n--\n\nReturn a copy of the compression object."},
    {"__copy__", stream_copy, nullptr},
    {"__deepcopy__", deepcopy, nullptr},
    {}};
const objects::MethodDef kDecompressMethods[] = {
    {"decompress", decomp_decompress, "decompress($self, data, /, max_length=0)\n--\n\nReturn a bytes object containing the decompressed version of the data."},
    {"flush", decomp_flush, "flush($self, length=zlib.DEF_BUF_SIZE, /)\n--\n\nReturn a bytes object containing any remaining decompressed data."},
    {"copy", stream_copy, "copy($self, /)\n--\n\nReturn a copy of the decompression object."},
    {"__copy__", stream_copy, nullptr},
    {"__deepcopy__", deepcopy, nullptr},
    {}};
const objects::GetSetDef kDecompressGetSets[] = {
    {"unused_data", get_unused_data}, {"unconsumed_tail", get_unconsumed_tail}, {"eof", get_eof}, {}};

const objects::MethodDef kFunctions[] = {
    {"compress", compress_fn, "compress($module, data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS)\n--\n\nReturns a bytes object containing compressed data."},
    {"decompress", decompress_fn, "decompress($module, data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE)\n--\n\nReturns a bytes object containing the uncompressed data."},
    {"compressobj", compressobj_fn, "compressobj($module, /, level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=None)\n--\n\nReturn a compressor object."},
    {"decompressobj", decompressobj_fn, "decompressobj($module, /, wbits=MAX_WBITS, zdict=b'')\n--\n\nReturn a decompressor object."},
    {"crc32", crc32_fn, "crc32($module, data, value=0, /)\n--\n\nCompute a CRC-32 checksum of data."},
    {"adler32", adler32_fn, "adler32($module, data, value=1, /)\n--\n\nCompute an Adler-32 checksum of data."},
    {}};

}  // namespace

ModuleObject* init_zlib(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "zlib", kSlotCount);
  scope.keep(st);
  Value modname = objects::str_from(ctx, "zlib");
  scope.keep(modname);
  TypeObject* err = objects::new_native_type(ctx, "error", ctx.builtins.exc_Exception, nullptr);
  err->allows_instance_dict = true;
  objects::set_type_attr(ctx, err, "__module__", modname);
  st->slots[kError] = Value::object(err);
  TypeObject* comp = objects::new_native_type(ctx, "Compress", ctx.builtins.object_type, no_new_compress);
  objects::add_methods(ctx, comp, kCompressMethods);
  objects::set_type_attr(ctx, comp, "__module__", modname);
  st->slots[kCompress] = Value::object(comp);
  TypeObject* decomp = objects::new_native_type(ctx, "Decompress", ctx.builtins.object_type, no_new_decompress);
  objects::add_methods(ctx, decomp, kDecompressMethods);
  objects::add_getsets(ctx, decomp, kDecompressGetSets);
  objects::set_type_attr(ctx, decomp, "__module__", modname);
  st->slots[kDecompress] = Value::object(decomp);
  objects::set_module_attr(ctx, st, "error", Value::object(err));
  add_state_functions(ctx, st, kFunctions, st);
  struct IntConst {
    const char* name;
    int64_t value;
  };
  static const IntConst kConsts[] = {
      {"MAX_WBITS", MAX_WBITS}, {"DEFLATED", Z_DEFLATED}, {"DEF_MEM_LEVEL", 8}, {"DEF_BUF_SIZE", kDefBufSize},
      {"Z_NO_COMPRESSION", Z_NO_COMPRESSION}, {"Z_BEST_SPEED", Z_BEST_SPEED},
      {"Z_BEST_COMPRESSION", Z_BEST_COMPRESSION}, {"Z_DEFAULT_COMPRESSION", Z_DEFAULT_COMPRESSION},
      {"Z_FILTERED", Z_FILTERED}, {"Z_HUFFMAN_ONLY", Z_HUFFMAN_ONLY}, {"Z_RLE", Z_RLE}, {"Z_FIXED", Z_FIXED},
      {"Z_DEFAULT_STRATEGY", Z_DEFAULT_STRATEGY}, {"Z_NO_FLUSH", Z_NO_FLUSH}, {"Z_PARTIAL_FLUSH", Z_PARTIAL_FLUSH},
      {"Z_SYNC_FLUSH", Z_SYNC_FLUSH}, {"Z_FULL_FLUSH", Z_FULL_FLUSH}, {"Z_FINISH", Z_FINISH},
      {"Z_BLOCK", Z_BLOCK}, {"Z_TREES", Z_TREES}};
  for (const IntConst& c : kConsts) objects::set_module_attr(ctx, st, c.name, Value::small_int(c.value));
  objects::set_module_attr(ctx, st, "ZLIB_VERSION", objects::str_from(ctx, ZLIB_VERSION));
  objects::set_module_attr(ctx, st, "ZLIB_RUNTIME_VERSION", objects::str_from(ctx, zlibVersion()));
  return st;
}

}  // namespace tp::stdlib
