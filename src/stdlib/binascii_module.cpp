// The `binascii` module: conversions between binary data and ASCII encodings, the base
// of lib/base64.py. hexlify/b2a_hex (sep, bytes_per_sep), unhexlify/a2b_hex,
// b2a_base64 (newline), a2b_base64 (strict_mode), b2a_uu/a2b_uu (backtick), crc32 (zlib's)
// and crc_hqx (CRC-CCITT, polynomial 0x1021), with the exceptions binascii.Error (a
// ValueError) and binascii.Incomplete, as CPython 3.11 documents them. Decoders accept a
// bytes-like object or an ASCII-only str ("string argument should contain only ASCII
// characters" otherwise). Not here: the quoted-printable pair b2a_qp/a2b_qp.
#include <zlib.h>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/array_object.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

namespace {

enum Slot { kError, kIncomplete, kSlotCount };

TypeObject* error_of(const CallArgs& call) {
  return static_cast<StateObject*>(call.args[0].as_object())->type_at(kError);
}

const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int b64_value(unsigned char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

int hex_value(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The input of an a2b_* function: bytes-like, or str of ASCII characters only.
bool ascii_data_arg(Context& ctx, Value v, std::string_view* out) {
  if (objects::is_str(ctx, v)) {
    const std::string& s = objects::as_str(v)->data;
    for (unsigned char c : s) {
      if (c >= 0x80) {
        ctx.raise(ctx.builtins.exc_ValueError, "string argument should contain only ASCII characters");
        return false;
      }
    }
    *out = s;
    return true;
  }
  if (objects::is_byteslike(ctx, v) || is_array(ctx, v)) return buffer_arg(ctx, v, out);
  ctx.raise(ctx.builtins.exc_TypeError, "argument should be bytes, buffer or ASCII string, not '%s'",
            objects::type_name(ctx, v));
  return false;
}

Value hexlify_impl(Context& ctx, const CallArgs& call, const char* name) {
  static const char* const names[] = {"data", "sep", "bytes_per_sep"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), name, names, 1, a)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  int64_t per = 1;
  if (!a[2].is_null()) {
    auto p = protocol::index_as_int64(ctx, a[2]);
    if (!p) return Value::null();
    per = *p;
  }
  bool has_sep = !a[1].is_null();
  char sep = 0;
  if (has_sep) {
    if (objects::is_str(ctx, a[1])) {
      const std::string& s = objects::as_str(a[1])->data;
      auto len = protocol::length_int(ctx, a[1]);
      if (!len) return Value::null();
      if (*len != 1) return ctx.raise(ctx.builtins.exc_ValueError, "sep must be length 1.");
      unsigned cp = static_cast<unsigned char>(s[0]);
      if (cp >= 0x80) {
        cp = s.size() == 2 ? ((cp & 0x1f) << 6) | (static_cast<unsigned char>(s[1]) & 0x3f) : 0x100;
        if (cp > 0xff) return ctx.raise(ctx.builtins.exc_ValueError, "sep must be ASCII.");
      }
      sep = static_cast<char>(cp);
    } else if (objects::is_byteslike(ctx, a[1])) {
      std::string_view s;
      if (!objects::byteslike_arg(ctx, a[1], &s)) return Value::null();
      if (s.size() != 1) return ctx.raise(ctx.builtins.exc_ValueError, "sep must be length 1.");
      sep = s[0];
    } else {
      auto len = protocol::length_int(ctx, a[1]);
      if (!len) return Value::null();
      return ctx.raise(ctx.builtins.exc_ValueError, "sep must be length 1.");
    }
  }
  static const char digits[] = "0123456789abcdef";
  std::string out;
  size_t n = data.size();
  uint64_t group = per < 0 ? static_cast<uint64_t>(-per) : static_cast<uint64_t>(per);
  if (!has_sep || per == 0 || group >= n) {
    out.reserve(2 * n);
    for (unsigned char c : data) {
      out += digits[c >> 4];
      out += digits[c & 15];
    }
    return objects::bytes_from(ctx, std::move(out));
  }
  out.reserve(3 * n);
  for (size_t i = 0; i < n; ++i) {
    // Groups count from the right for a positive bytes_per_sep, from the left otherwise.
    bool boundary = per > 0 ? (i > 0 && (n - i) % group == 0) : (i > 0 && i % group == 0);
    if (boundary) out += sep;
    unsigned char c = static_cast<unsigned char>(data[i]);
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return objects::bytes_from(ctx, std::move(out));
}

Value b2a_hex(Context& ctx, const CallArgs& call) { return hexlify_impl(ctx, call, "b2a_hex"); }
Value hexlify(Context& ctx, const CallArgs& call) { return hexlify_impl(ctx, call, "hexlify"); }

Value unhex_impl(Context& ctx, const CallArgs& call, const char* name) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
  if (call.nargs != 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "binascii.%s() takes exactly one argument (%zu given)", name,
                     call.nargs - 1);
  }
  Value a[1] = {call.args[1]};
  std::string_view data;
  if (!ascii_data_arg(ctx, a[0], &data)) return Value::null();
  if (data.size() % 2 != 0) return ctx.raise(error_of(call), "Odd-length string");
  std::string out(data.size() / 2, '\0');
  for (size_t i = 0; i < out.size(); ++i) {
    int hi = hex_value(static_cast<unsigned char>(data[2 * i]));
    int lo = hex_value(static_cast<unsigned char>(data[2 * i + 1]));
    if (hi < 0 || lo < 0) return ctx.raise(error_of(call), "Non-hexadecimal digit found");
    out[i] = static_cast<char>(hi << 4 | lo);
  }
  return objects::bytes_from(ctx, std::move(out));
}

Value a2b_hex(Context& ctx, const CallArgs& call) { return unhex_impl(ctx, call, "a2b_hex"); }
Value unhexlify(Context& ctx, const CallArgs& call) { return unhex_impl(ctx, call, "unhexlify"); }

Value b2a_base64(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "$newline"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "b2a_base64", names, 1, a)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  bool newline = true;
  if (!a[1].is_null()) {
    int t = protocol::is_true(ctx, a[1]);
    if (t < 0) return Value::null();
    newline = t != 0;
  }
  std::string out;
  out.reserve((data.size() + 2) / 3 * 4 + 1);
  size_t i = 0;
  auto byte = [&](size_t k) { return static_cast<unsigned char>(data[k]); };
  for (; i + 3 <= data.size(); i += 3) {
    uint32_t v = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
    out += kB64[v >> 18];
    out += kB64[(v >> 12) & 63];
    out += kB64[(v >> 6) & 63];
    out += kB64[v & 63];
  }
  if (data.size() - i == 1) {
    uint32_t v = byte(i) << 16;
    out += kB64[v >> 18];
    out += kB64[(v >> 12) & 63];
    out += "==";
  } else if (data.size() - i == 2) {
    uint32_t v = byte(i) << 16 | byte(i + 1) << 8;
    out += kB64[v >> 18];
    out += kB64[(v >> 12) & 63];
    out += kB64[(v >> 6) & 63];
    out += '=';
  }
  if (newline) out += '\n';
  return objects::bytes_from(ctx, std::move(out));
}

Value a2b_base64(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "$strict_mode"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "a2b_base64", names, 1, a)) return Value::null();
  std::string_view data;
  if (!ascii_data_arg(ctx, a[0], &data)) return Value::null();
  bool strict = false;
  if (!a[1].is_null()) {
    int t = protocol::is_true(ctx, a[1]);
    if (t < 0) return Value::null();
    strict = t != 0;
  }
  TypeObject* err = error_of(call);
  std::string out;
  out.reserve(data.size() / 4 * 3 + 3);
  int quad = 0, pads = 0;
  uint32_t acc = 0;
  bool padding_started = false;
  size_t data_chars = 0;
  if (strict && !data.empty() && data[0] == '=') return ctx.raise(err, "Leading padding not allowed");
  for (size_t i = 0; i < data.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(data[i]);
    if (c == '=') {
      padding_started = true;
      if (quad >= 2 && quad + ++pads >= 4) {
        // A complete quad ends the data: anything after it is ignored (an error when strict).
        if (strict && i + 1 < data.size()) return ctx.raise(err, "Excess data after padding");
        if (quad == 2) {
          out += static_cast<char>((acc >> 4) & 0xff);
        } else {
          out += static_cast<char>((acc >> 10) & 0xff);
          out += static_cast<char>((acc >> 2) & 0xff);
        }
        return objects::bytes_from(ctx, std::move(out));
      }
      continue;
    }
    int v = b64_value(c);
    if (v < 0) {
      if (strict) return ctx.raise(err, "Only base64 data is allowed");
      continue;
    }
    if (strict && padding_started) return ctx.raise(err, "Discontinuous padding not allowed");
    pads = 0;
    ++data_chars;
    acc = (acc << 6) | static_cast<uint32_t>(v);
    if (++quad == 4) {
      out += static_cast<char>(acc >> 16);
      out += static_cast<char>((acc >> 8) & 0xff);
      out += static_cast<char>(acc & 0xff);
      quad = 0;
      acc = 0;
    }
  }
  if (quad != 0) {
    if (quad == 1) {
      return ctx.raise(err,
                       "Invalid base64-encoded string: number of data characters (%zu) cannot be 1 more than a "
                       "multiple of 4",
                       data_chars);
    }
    return ctx.raise(err, "Incorrect padding");
  }
  return objects::bytes_from(ctx, std::move(out));
}

Value b2a_uu(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "$backtick"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "b2a_uu", names, 1, a)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  bool backtick = false;
  if (!a[1].is_null()) {
    int t = protocol::is_true(ctx, a[1]);
    if (t < 0) return Value::null();
    backtick = t != 0;
  }
  if (data.size() > 45) return ctx.raise(error_of(call), "At most 45 bytes at once");
  auto enc = [&](uint32_t six) { return static_cast<char>(backtick && six == 0 ? '`' : ' ' + six); };
  std::string out;
  out += enc(static_cast<uint32_t>(data.size()));
  for (size_t i = 0; i < data.size(); i += 3) {
    uint32_t v = 0;
    for (size_t k = 0; k < 3; ++k) {
      v <<= 8;
      if (i + k < data.size()) v |= static_cast<unsigned char>(data[i + k]);
    }
    out += enc(v >> 18);
    out += enc((v >> 12) & 63);
    out += enc((v >> 6) & 63);
    out += enc(v & 63);
  }
  out += '\n';
  return objects::bytes_from(ctx, std::move(out));
}

Value a2b_uu(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "a2b_uu", names, 1, a)) return Value::null();
  std::string_view data;
  if (!ascii_data_arg(ctx, a[0], &data)) return Value::null();
  TypeObject* err = error_of(call);
  // Trailing whitespace (and the newline) may be cut: missing characters count as 0.
  if (data.empty()) return objects::bytes_from(ctx, std::string(32, '\0'));
  size_t want = (static_cast<unsigned char>(data[0]) - ' ') & 63;
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  size_t i = 1;
  for (; out.size() < want; ++i) {
    unsigned char c = i < data.size() ? static_cast<unsigned char>(data[i]) : ' ';
    if (c == '\n' || c == '\r') c = ' ';
    if (c < ' ' || c > ' ' + 64) return ctx.raise(err, "Illegal char");
    acc = (acc << 6) | ((c - ' ') & 63);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xff);
    }
  }
  // What follows the encoded bytes may only be padding characters and whitespace.
  for (; i < data.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(data[i]);
    if (c != ' ' && c != ' ' + 64 && c != '\n' && c != '\r') return ctx.raise(err, "Trailing garbage");
  }
  return objects::bytes_from(ctx, std::move(out));
}

// An int argument reduced modulo 2**bits (CPython takes the C unsigned int of any int).
bool masked_int(Context& ctx, Value v, int bits, uint32_t* out) {
  Value iv = protocol::number_index(ctx, v);
  if (iv.is_null()) return false;
  mpz_t n;
  mpz_init(n);
  objects::int_to_mpz(iv, n);
  mpz_fdiv_r_2exp(n, n, static_cast<mp_bitcnt_t>(bits));
  *out = static_cast<uint32_t>(mpz_get_ui(n));
  mpz_clear(n);
  return true;
}

Value crc32_fn(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/data", "/crc"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "crc32", names, 1, a)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[0], &data)) return Value::null();
  uint32_t crc = 0;
  if (!a[1].is_null() && !masked_int(ctx, a[1], 32, &crc)) return Value::null();
  uLong c = crc;
  const auto* p = reinterpret_cast<const Bytef*>(data.data());
  size_t left = data.size();
  while (left > 0) {
    uInt chunk = left > (1u << 30) ? (1u << 30) : static_cast<uInt>(left);
    c = ::crc32(c, p, chunk);
    p += chunk;
    left -= chunk;
  }
  return Value::small_int(static_cast<int64_t>(c & 0xffffffffu));
}

Value crc_hqx(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "crc_hqx() takes no keyword arguments");
  if (call.nargs != 3) {
    return ctx.raise(ctx.builtins.exc_TypeError, "crc_hqx expected 2 arguments, got %zu", call.nargs - 1);
  }
  std::string_view data;
  if (!buffer_arg(ctx, call.args[1], &data)) return Value::null();
  uint32_t crc;
  if (!masked_int(ctx, call.args[2], 16, &crc)) return Value::null();
  for (unsigned char c : data) {
    crc ^= static_cast<uint32_t>(c) << 8;
    for (int k = 0; k < 8; ++k) crc = (crc & 0x8000) ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return Value::small_int(crc);
}

const objects::MethodDef kFunctions[] = {
    {"hexlify", hexlify,
     "hexlify($module, /, data, sep=<unrepresentable>, bytes_per_sep=1)\n--\n\nHexadecimal representation of binary "
     "data.\n\nThe return value is a bytes object.  This function is also\navailable as \"b2a_hex()\"."},
    {"b2a_hex", b2a_hex,
     "b2a_hex($module, /, data, sep=<unrepresentable>, bytes_per_sep=1)\n--\n\nHexadecimal representation of binary "
     "data."},
    {"unhexlify", unhexlify,
     "unhexlify($module, hexstr, /)\n--\n\nBinary data of hexadecimal representation.\n\nhexstr must contain an even "
     "number of hex digits (upper or lower case)."},
    {"a2b_hex", a2b_hex, "a2b_hex($module, hexstr, /)\n--\n\nBinary data of hexadecimal representation."},
    {"b2a_base64", b2a_base64, "b2a_base64($module, data, /, *, newline=True)\n--\n\nBase64-code line of data."},
    {"a2b_base64", a2b_base64,
     "a2b_base64($module, data, /, *, strict_mode=False)\n--\n\nDecode a line of base64 data."},
    {"b2a_uu", b2a_uu, "b2a_uu($module, data, /, *, backtick=False)\n--\n\nUuencode line of data."},
    {"a2b_uu", a2b_uu, "a2b_uu($module, data, /)\n--\n\nDecode a line of uuencoded data."},
    {"crc32", crc32_fn, "crc32($module, data, crc=0, /)\n--\n\nCompute CRC-32 incrementally."},
    {"crc_hqx", crc_hqx, "crc_hqx($module, data, crc, /)\n--\n\nCompute CRC-CCITT incrementally."},
    {}};

}  // namespace

ModuleObject* init_binascii(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "binascii", kSlotCount);
  scope.keep(st);
  TypeObject* err = objects::new_native_type(ctx, "Error", ctx.builtins.exc_ValueError, nullptr);
  err->allows_instance_dict = true;
  objects::set_type_attr(ctx, err, "__module__", objects::str_from(ctx, "binascii"));
  st->slots[kError] = Value::object(err);
  TypeObject* inc = objects::new_native_type(ctx, "Incomplete", ctx.builtins.exc_Exception, nullptr);
  inc->allows_instance_dict = true;
  objects::set_type_attr(ctx, inc, "__module__", objects::str_from(ctx, "binascii"));
  st->slots[kIncomplete] = Value::object(inc);
  objects::set_module_attr(ctx, st, "Error", Value::object(err));
  objects::set_module_attr(ctx, st, "Incomplete", Value::object(inc));
  add_state_functions(ctx, st, kFunctions, st);
  return st;
}

}  // namespace tp::stdlib
