// The `_hashlib` module: message digests through OpenSSL's libcrypto (EVP), the native
// half of lib/hashlib.py and lib/hmac.py. Owns:
//   - HASH (and HASHXOF for shake_128/shake_256, whose digest()/hexdigest() take a length):
//     update, digest, hexdigest, copy, name, digest_size, block_size; reprs
//     "<sha256 _hashlib.HASH object @ 0x...>" as CPython;
//   - new(name, string=b'') for every name in algorithms_available (OpenSSL names mapped to
//     CPython's: sha3_256 <-> SHA3-256, shake_128 <-> SHAKE128, sha512_256 <-> SHA512-256),
//     and the openssl_<name> constructors hashlib exports (md5(), sha256()...);
//   - pbkdf2_hmac (PKCS5_PBKDF2_HMAC), scrypt (EVP_PBE_scrypt), compare_digest
//     (CRYPTO_memcmp: constant time), UnsupportedDigestmodError (a ValueError);
//   - blake2b/blake2s (src/stdlib/blake2.h: OpenSSL 3.0 lacks their key/salt/person
//     parameters), registered in the module `_blake2`.
// Data arguments: bytes, bytearray, array.array; a str raises TypeError "Strings must be
// encoded before hashing".
#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <cctype>
#include <memory>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/array_object.h"
#include "stdlib/blake2.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

namespace {

// CPython's algorithm names and OpenSSL's, in algorithms_available order.
struct Algorithm {
  const char* name;
  const char* openssl;
};
const Algorithm kAlgorithms[] = {
    {"md5", "MD5"},           {"sha1", "SHA1"},           {"sha224", "SHA224"},
    {"sha256", "SHA256"},     {"sha384", "SHA384"},       {"sha512", "SHA512"},
    {"sha512_224", "SHA512-224"}, {"sha512_256", "SHA512-256"}, {"sha3_224", "SHA3-224"},
    {"sha3_256", "SHA3-256"}, {"sha3_384", "SHA3-384"},   {"sha3_512", "SHA3-512"},
    {"shake_128", "SHAKE128"}, {"shake_256", "SHAKE256"}, {"md5-sha1", "MD5-SHA1"},
    {"ripemd160", "RIPEMD160"}, {"sm3", "SM3"},
};

const Algorithm* find_algorithm(std::string name) {
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const Algorithm& a : kAlgorithms) {
    if (name == a.name) return &a;
  }
  return nullptr;
}

class HashObject : public Object {
 public:
  explicit HashObject(TypeObject* type) : Object(type) {}
  ~HashObject() override {
    if (ctx_ != nullptr) EVP_MD_CTX_free(ctx_);
  }
  EVP_MD_CTX* ctx_ = nullptr;
  const Algorithm* algorithm = nullptr;
  bool xof = false;
};

class Blake2Object : public Object {
 public:
  Blake2Object(TypeObject* type, bool w) : Object(type), wide(w) {}
  bool wide;
  std::unique_ptr<Blake2> state;
};

enum Slot { kHash, kHashXof, kUnsupported, kSlotCount };

// The bytes of a data argument, with hashlib's messages.
bool data_arg(Context& ctx, Value v, std::string_view* out) {
  if (objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "Strings must be encoded before hashing");
    return false;
  }
  if (objects::is_byteslike(ctx, v) || is_array(ctx, v)) return buffer_arg(ctx, v, out);
  ctx.raise(ctx.builtins.exc_TypeError, "object supporting the buffer API required");
  return false;
}

std::string to_hex(const std::string& raw) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(raw.size() * 2);
  for (unsigned char c : raw) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

// --- HASH ---

HashObject* self_hash(const CallArgs& call) { return static_cast<HashObject*>(call.args[0].as_object()); }

// A new HASH of `algorithm` fed with `data`; null with an exception pending.
Value make_hash(Context& ctx, StateObject* state, const Algorithm* algorithm, std::string_view data) {
  EVP_MD* md = EVP_MD_fetch(nullptr, algorithm->openssl, nullptr);
  if (md == nullptr) {
    return ctx.raise(state->type_at(kUnsupported), "[digital envelope routines] unsupported");
  }
  bool xof = (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF) != 0;
  auto* h = ctx.heap.make<HashObject>(state->type_at(xof ? kHashXof : kHash));
  h->algorithm = algorithm;
  h->xof = xof;
  h->ctx_ = EVP_MD_CTX_new();
  bool ok = h->ctx_ != nullptr && EVP_DigestInit_ex(h->ctx_, md, nullptr) == 1;
  EVP_MD_free(md);
  if (ok && !data.empty()) ok = EVP_DigestUpdate(h->ctx_, data.data(), data.size()) == 1;
  if (!ok) return ctx.raise(ctx.builtins.exc_ValueError, "[digital envelope routines] initialization error");
  return Value::object(h);
}

Value hash_update(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "update", 2, 2)) return Value::null();
  std::string_view data;
  if (!data_arg(ctx, call.args[1], &data)) return Value::null();
  EVP_DigestUpdate(self_hash(call)->ctx_, data.data(), data.size());
  return Value::none();
}

// The digest of a copy of the state, so that updates can continue.
bool finish(Context& ctx, HashObject* h, size_t xof_length, std::string* out) {
  EVP_MD_CTX* tmp = EVP_MD_CTX_new();
  if (tmp == nullptr || EVP_MD_CTX_copy_ex(tmp, h->ctx_) != 1) {
    EVP_MD_CTX_free(tmp);
    ctx.raise(ctx.builtins.exc_ValueError, "[digital envelope routines] copy failed");
    return false;
  }
  bool ok;
  if (h->xof) {
    out->assign(xof_length, '\0');
    ok = xof_length == 0 || EVP_DigestFinalXOF(tmp, reinterpret_cast<unsigned char*>(out->data()), xof_length) == 1;
  } else {
    unsigned char buf[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    ok = EVP_DigestFinal_ex(tmp, buf, &n) == 1;
    out->assign(reinterpret_cast<const char*>(buf), n);
  }
  EVP_MD_CTX_free(tmp);
  if (!ok) ctx.raise(ctx.builtins.exc_ValueError, "[digital envelope routines] final failed");
  return ok;
}

bool xof_length_arg(Context& ctx, const CallArgs& call, const char* name, size_t* out) {
  static const char* const names[] = {"length"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), name, names, 1, a)) return false;
  auto n = protocol::index_as_size(ctx, a[0]);
  if (!n) return false;
  if (*n < 0) {
    ctx.raise(ctx.builtins.exc_ValueError, "length must be non-negative");
    return false;
  }
  if (*n >= (1LL << 29)) {
    ctx.raise(ctx.builtins.exc_ValueError, "length is too large");
    return false;
  }
  *out = static_cast<size_t>(*n);
  return true;
}

Value hash_digest(Context& ctx, const CallArgs& call) {
  HashObject* h = self_hash(call);
  size_t n = 0;
  if (h->xof) {
    if (!xof_length_arg(ctx, call, "digest", &n)) return Value::null();
  } else if (!objects::check_args(ctx, call, "digest", 1, 1)) {
    return Value::null();
  }
  std::string out;
  if (!finish(ctx, h, n, &out)) return Value::null();
  return objects::bytes_from(ctx, std::move(out));
}

Value hash_hexdigest(Context& ctx, const CallArgs& call) {
  HashObject* h = self_hash(call);
  size_t n = 0;
  if (h->xof) {
    if (!xof_length_arg(ctx, call, "hexdigest", &n)) return Value::null();
  } else if (!objects::check_args(ctx, call, "hexdigest", 1, 1)) {
    return Value::null();
  }
  std::string out;
  if (!finish(ctx, h, n, &out)) return Value::null();
  return objects::str_from(ctx, to_hex(out));
}

Value hash_copy(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "copy", 1, 1)) return Value::null();
  HashObject* h = self_hash(call);
  auto* c = ctx.heap.make<HashObject>(h->type());
  c->algorithm = h->algorithm;
  c->xof = h->xof;
  c->ctx_ = EVP_MD_CTX_new();
  if (c->ctx_ == nullptr || EVP_MD_CTX_copy_ex(c->ctx_, h->ctx_) != 1) {
    return ctx.raise(ctx.builtins.exc_ValueError, "[digital envelope routines] copy failed");
  }
  return Value::object(c);
}

Value hash_repr(Context& ctx, const CallArgs& call) {
  HashObject* h = self_hash(call);
  char buf[160];
  std::snprintf(buf, sizeof buf, "<%s _hashlib.%s object @ %p>", h->algorithm->name, h->xof ? "HASHXOF" : "HASH",
                static_cast<void*>(h));
  return objects::str_from(ctx, buf);
}

Value hash_name(Context& ctx, Value self) {
  return objects::str_from(ctx, static_cast<HashObject*>(self.as_object())->algorithm->name);
}
Value hash_digest_size(Context& ctx, Value self) {
  auto* h = static_cast<HashObject*>(self.as_object());
  if (h->xof) return Value::small_int(0);
  return Value::small_int(EVP_MD_get_size(EVP_MD_CTX_get0_md(h->ctx_)));
}
Value hash_block_size(Context& ctx, Value self) {
  auto* h = static_cast<HashObject*>(self.as_object());
  return Value::small_int(EVP_MD_get_block_size(EVP_MD_CTX_get0_md(h->ctx_)));
}

Value no_new(Context& ctx, TypeObject* cls) {
  ctx.raise(ctx.builtins.exc_TypeError, "cannot create '_hashlib.%s' instances", cls->name.c_str());
  return Value::null();
}

// --- module functions ---

StateObject* state_of(const CallArgs& call) { return static_cast<StateObject*>(call.args[0].as_object()); }

Value hashlib_new(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"name", "string", "$usedforsecurity"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "new", names, 1, a)) return Value::null();
  std::string name;
  if (!str_arg(ctx, a[0], "new() argument 'name'", &name)) return Value::null();
  const Algorithm* algorithm = find_algorithm(name);
  if (algorithm == nullptr) return ctx.raise(state_of(call)->type_at(kUnsupported), "unsupported hash type %s", name.c_str());
  std::string_view data;
  if (!a[1].is_null() && !data_arg(ctx, a[1], &data)) return Value::null();
  return make_hash(ctx, state_of(call), algorithm, data);
}

// openssl_<name>(string=b'', *, usedforsecurity=True): the constructor bound to one name
// through the function's name (the table below lists them).
Value openssl_constructor(Context& ctx, const CallArgs& call, const char* fname, const char* algo) {
  static const char* const names[] = {"string", "$usedforsecurity"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), fname, names, 0, a)) return Value::null();
  std::string_view data;
  if (!a[0].is_null() && !data_arg(ctx, a[0], &data)) return Value::null();
  return make_hash(ctx, state_of(call), find_algorithm(algo), data);
}

#define TP_OPENSSL_CONSTRUCTOR(fn, algo) \
  Value fn(Context& ctx, const CallArgs& call) { return openssl_constructor(ctx, call, #fn, algo); }
TP_OPENSSL_CONSTRUCTOR(openssl_md5, "md5")
TP_OPENSSL_CONSTRUCTOR(openssl_sha1, "sha1")
TP_OPENSSL_CONSTRUCTOR(openssl_sha224, "sha224")
TP_OPENSSL_CONSTRUCTOR(openssl_sha256, "sha256")
TP_OPENSSL_CONSTRUCTOR(openssl_sha384, "sha384")
TP_OPENSSL_CONSTRUCTOR(openssl_sha512, "sha512")
TP_OPENSSL_CONSTRUCTOR(openssl_sha3_224, "sha3_224")
TP_OPENSSL_CONSTRUCTOR(openssl_sha3_256, "sha3_256")
TP_OPENSSL_CONSTRUCTOR(openssl_sha3_384, "sha3_384")
TP_OPENSSL_CONSTRUCTOR(openssl_sha3_512, "sha3_512")
TP_OPENSSL_CONSTRUCTOR(openssl_shake_128, "shake_128")
TP_OPENSSL_CONSTRUCTOR(openssl_shake_256, "shake_256")
#undef TP_OPENSSL_CONSTRUCTOR

Value pbkdf2_hmac(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"hash_name", "password", "salt", "iterations", "dklen"};
  Value a[5];
  if (!objects::parse_args(ctx, objects::without_self(call), "pbkdf2_hmac", names, 4, a)) return Value::null();
  std::string name;
  if (!str_arg(ctx, a[0], "pbkdf2_hmac() argument 'hash_name'", &name)) return Value::null();
  std::string_view password, salt;
  if (!buffer_arg(ctx, a[1], &password)) return Value::null();
  std::string pw(password);
  if (!buffer_arg(ctx, a[2], &salt)) return Value::null();
  std::string sa(salt);
  auto iterations = protocol::index_as_int64(ctx, a[3]);
  if (!iterations) return Value::null();
  if (*iterations < 1) return ctx.raise(ctx.builtins.exc_ValueError, "iteration value must be greater than 0.");
  if (*iterations > INT32_MAX) return ctx.raise(ctx.builtins.exc_OverflowError, "iteration value is too great.");
  const Algorithm* algorithm = find_algorithm(name);
  EVP_MD* md = algorithm == nullptr ? nullptr : EVP_MD_fetch(nullptr, algorithm->openssl, nullptr);
  if (md == nullptr) {
    return ctx.raise(state_of(call)->type_at(kUnsupported), "[digital envelope routines] unsupported");
  }
  int64_t dklen = EVP_MD_get_size(md);
  if (!a[4].is_null() && !a[4].is_none()) {
    auto d = protocol::index_as_int64(ctx, a[4]);
    if (!d) {
      EVP_MD_free(md);
      return Value::null();
    }
    dklen = *d;
  }
  if (dklen < 1) {
    EVP_MD_free(md);
    return ctx.raise(ctx.builtins.exc_ValueError, "key length must be greater than 0.");
  }
  if (dklen > INT32_MAX) {
    EVP_MD_free(md);
    return ctx.raise(ctx.builtins.exc_OverflowError, "key length is too great.");
  }
  std::string out(static_cast<size_t>(dklen), '\0');
  int ok = PKCS5_PBKDF2_HMAC(pw.data(), static_cast<int>(pw.size()), reinterpret_cast<const unsigned char*>(sa.data()),
                             static_cast<int>(sa.size()), static_cast<int>(*iterations), md, static_cast<int>(dklen),
                             reinterpret_cast<unsigned char*>(out.data()));
  EVP_MD_free(md);
  if (ok != 1) return ctx.raise(ctx.builtins.exc_ValueError, "[digital envelope routines] pbkdf2 failed");
  return objects::bytes_from(ctx, std::move(out));
}

Value scrypt(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"password", "$salt", "$n", "$r", "$p", "$maxmem", "$dklen"};
  Value a[7];
  if (!objects::parse_args(ctx, objects::without_self(call), "scrypt", names, 1, a)) return Value::null();
  std::string_view pv, sv;
  if (!buffer_arg(ctx, a[0], &pv)) return Value::null();
  std::string password(pv);
  if (a[1].is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "salt is required");
  if (!buffer_arg(ctx, a[1], &sv)) return Value::null();
  std::string salt(sv);
  int64_t v[5] = {0, 0, 0, 0, 64};
  const char* const what[] = {"n", "r", "p", "maxmem", "dklen"};
  for (int i = 0; i < 5; ++i) {
    if (a[2 + i].is_null()) {
      if (i < 3) return ctx.raise(ctx.builtins.exc_TypeError, "%s is required and must be an unsigned int", what[i]);
      continue;
    }
    if (!objects::is_int(ctx, a[2 + i])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                       objects::type_name(ctx, a[2 + i]));
    }
    auto x = protocol::index_as_int64(ctx, a[2 + i]);
    if (!x) return Value::null();
    v[i] = *x;
  }
  int64_t n = v[0], r = v[1], p = v[2], maxmem = v[3], dklen = v[4];
  if (n < 2 || (n & (n - 1)) != 0) return ctx.raise(ctx.builtins.exc_ValueError, "n must be a power of 2.");
  if (maxmem < 0 || maxmem > INT32_MAX) {
    return ctx.raise(ctx.builtins.exc_ValueError, "maxmem must be positive and smaller than %d", INT32_MAX);
  }
  if (dklen < 1 || dklen > INT32_MAX) {
    return ctx.raise(ctx.builtins.exc_ValueError, "dklen must be greater than 0 and smaller than %d", INT32_MAX);
  }
  if (EVP_PBE_scrypt(nullptr, 0, nullptr, 0, static_cast<uint64_t>(n), static_cast<uint64_t>(r),
                     static_cast<uint64_t>(p), static_cast<uint64_t>(maxmem), nullptr, 0) != 1) {
    return ctx.raise(ctx.builtins.exc_ValueError, "Invalid parameter combination for n, r, p, maxmem.");
  }
  std::string out(static_cast<size_t>(dklen), '\0');
  if (EVP_PBE_scrypt(password.data(), password.size(), reinterpret_cast<const unsigned char*>(salt.data()),
                     salt.size(), static_cast<uint64_t>(n), static_cast<uint64_t>(r), static_cast<uint64_t>(p),
                     static_cast<uint64_t>(maxmem), reinterpret_cast<unsigned char*>(out.data()),
                     out.size()) != 1) {
    return ctx.raise(ctx.builtins.exc_ValueError, "[digital envelope routines] memory limit exceeded");
  }
  return objects::bytes_from(ctx, std::move(out));
}

Value compare_digest(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "compare_digest", 3, 3)) return Value::null();
  Value a = call.args[1], b = call.args[2];
  std::string_view x, y;
  bool sa = objects::is_str(ctx, a), sb = objects::is_str(ctx, b);
  if (sa && sb) {
    x = objects::as_str(a)->data;
    y = objects::as_str(b)->data;
    for (std::string_view s : {x, y}) {
      for (unsigned char c : s) {
        if (c >= 0x80) {
          return ctx.raise(ctx.builtins.exc_TypeError, "comparing strings with non-ASCII characters is not supported");
        }
      }
    }
  } else {
    auto is_buf = [&](Value v) { return objects::is_byteslike(ctx, v) || is_array(ctx, v); };
    if ((sa && is_buf(b)) || (sb && is_buf(a))) {
      return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not 'str'");
    }
    if (sa || sb || !is_buf(a) || !is_buf(b)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "unsupported operand types(s) or combination of types: '%s' and '%s'",
                       objects::type_name(ctx, a), objects::type_name(ctx, b));
    }
    if (!buffer_arg(ctx, a, &x) || !buffer_arg(ctx, b, &y)) return Value::null();
  }
  // Constant time in the length of b, as CPython's: compare b with itself when the
  // lengths differ.
  bool equal_len = x.size() == y.size();
  std::string_view left = equal_len ? x : y;
  int diff = CRYPTO_memcmp(left.data(), y.data(), y.size());
  return Value::boolean(equal_len && diff == 0);
}

// --- blake2b / blake2s ---

Value blake2_make(Context& ctx, TypeObject* cls, bool wide) {
  Blake2Object* o = cls->is_heap_type ? ctx.heap.make<WithDict<Blake2Object>>(cls, wide)
                                      : ctx.heap.make<Blake2Object>(cls, wide);
  return Value::object(o);
}
Value blake2b_make(Context& ctx, TypeObject* cls) { return blake2_make(ctx, cls, true); }
Value blake2s_make(Context& ctx, TypeObject* cls) { return blake2_make(ctx, cls, false); }

Blake2Object* self_blake(const CallArgs& call) { return static_cast<Blake2Object*>(call.args[0].as_object()); }

bool bytes_param(Context& ctx, Value v, std::string* out) {
  if (v.is_null()) return true;
  std::string_view view;
  if (!data_arg(ctx, v, &view)) return false;
  *out = std::string(view);
  return true;
}

bool range_param(Context& ctx, Value v, int64_t lo, int64_t hi, const char* msg, int64_t* out) {
  if (v.is_null()) return true;
  auto n = protocol::index_as_int64(ctx, v);
  if (!n) return false;
  if (*n < lo || *n > hi) {
    ctx.raise(ctx.builtins.exc_ValueError, "%s", msg);
    return false;
  }
  *out = *n;
  return true;
}

Value blake2_init(Context& ctx, const CallArgs& call) {
  Blake2Object* self = self_blake(call);
  bool wide = self->wide;
  const char* fname = wide ? "blake2b" : "blake2s";
  static const char* const names[] = {"/data", "$digest_size", "$key", "$salt", "$person", "$fanout", "$depth",
                                      "$leaf_size", "$node_offset", "$node_depth", "$inner_size", "$last_node",
                                      "$usedforsecurity"};
  Value a[13];
  if (!objects::parse_args(ctx, objects::without_self(call), fname, names, 0, a)) return Value::null();
  size_t max_digest = wide ? 64 : 32, max_salt = wide ? 16 : 8;
  Blake2Params p;
  int64_t digest_size = static_cast<int64_t>(max_digest);
  std::string msg = std::string("digest_size must be between 1 and ") + std::to_string(max_digest) + " bytes";
  if (!range_param(ctx, a[1], 1, static_cast<int64_t>(max_digest), msg.c_str(), &digest_size)) return Value::null();
  p.digest_size = static_cast<size_t>(digest_size);
  if (!bytes_param(ctx, a[2], &p.key) || !bytes_param(ctx, a[3], &p.salt) || !bytes_param(ctx, a[4], &p.person)) {
    return Value::null();
  }
  if (p.key.size() > max_digest) {
    return ctx.raise(ctx.builtins.exc_ValueError, "maximum key length is %zu bytes", max_digest);
  }
  if (p.salt.size() > max_salt) {
    return ctx.raise(ctx.builtins.exc_ValueError, "maximum salt length is %zu bytes", max_salt);
  }
  if (p.person.size() > max_salt) {
    return ctx.raise(ctx.builtins.exc_ValueError, "maximum person length is %zu bytes", max_salt);
  }
  int64_t fanout = 1, depth = 1, leaf = 0, node_offset = 0, node_depth = 0, inner = 0;
  if (!range_param(ctx, a[5], 0, 255, "fanout must be between 0 and 255", &fanout)) return Value::null();
  if (!range_param(ctx, a[6], 1, 255, "depth must be between 1 and 255", &depth)) return Value::null();
  if (!a[7].is_null()) {
    auto n = protocol::index_as_int64(ctx, a[7]);
    if (!n) return Value::null();
    if (*n < 0 || *n > 0xffffffffLL) return ctx.raise(ctx.builtins.exc_OverflowError, "leaf_size is too large");
    leaf = *n;
  }
  if (!a[8].is_null()) {
    auto n = protocol::index_as_int64(ctx, a[8]);
    if (!n) return Value::null();
    if (*n < 0) return ctx.raise(ctx.builtins.exc_ValueError, "value must be positive");
    if (!wide && *n >= (1LL << 48)) return ctx.raise(ctx.builtins.exc_OverflowError, "node_offset is too large");
    node_offset = *n;
  }
  if (!range_param(ctx, a[9], 0, 255, "node_depth must be between 0 and 255", &node_depth)) return Value::null();
  msg = std::string("inner_size must be between 0 and is ") + std::to_string(max_digest);
  if (!range_param(ctx, a[10], 0, static_cast<int64_t>(max_digest), msg.c_str(), &inner)) return Value::null();
  if (!a[11].is_null()) {
    int t = protocol::is_true(ctx, a[11]);
    if (t < 0) return Value::null();
    p.last_node = t != 0;
  }
  p.fanout = static_cast<unsigned>(fanout);
  p.depth = static_cast<unsigned>(depth);
  p.leaf_size = static_cast<uint32_t>(leaf);
  p.node_offset = static_cast<uint64_t>(node_offset);
  p.node_depth = static_cast<unsigned>(node_depth);
  p.inner_size = static_cast<unsigned>(inner);
  self->state = std::make_unique<Blake2>(wide, p);
  if (!a[0].is_null()) {
    std::string_view data;
    if (!data_arg(ctx, a[0], &data)) return Value::null();
    self->state->update(data);
  }
  return Value::none();
}

bool blake_ready(Context& ctx, Blake2Object* b) {
  if (b->state) return true;
  ctx.raise(ctx.builtins.exc_ValueError, "blake2 object was not initialised");
  return false;
}

Value blake2_update(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "update", 2, 2)) return Value::null();
  Blake2Object* b = self_blake(call);
  if (!blake_ready(ctx, b)) return Value::null();
  std::string_view data;
  if (!data_arg(ctx, call.args[1], &data)) return Value::null();
  b->state->update(data);
  return Value::none();
}

Value blake2_digest(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "digest", 1, 1)) return Value::null();
  Blake2Object* b = self_blake(call);
  if (!blake_ready(ctx, b)) return Value::null();
  return objects::bytes_from(ctx, b->state->digest());
}

Value blake2_hexdigest(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "hexdigest", 1, 1)) return Value::null();
  Blake2Object* b = self_blake(call);
  if (!blake_ready(ctx, b)) return Value::null();
  return objects::str_from(ctx, to_hex(b->state->digest()));
}

Value blake2_copy(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "copy", 1, 1)) return Value::null();
  Blake2Object* b = self_blake(call);
  if (!blake_ready(ctx, b)) return Value::null();
  Value c = blake2_make(ctx, b->type(), b->wide);
  static_cast<Blake2Object*>(c.as_object())->state = std::make_unique<Blake2>(*b->state);
  return c;
}

Value blake2_name(Context& ctx, Value self) {
  return objects::str_from(ctx, static_cast<Blake2Object*>(self.as_object())->wide ? "blake2b" : "blake2s");
}
Value blake2_digest_size(Context& ctx, Value self) {
  auto* b = static_cast<Blake2Object*>(self.as_object());
  return Value::small_int(b->state ? static_cast<int64_t>(b->state->digest_size()) : 0);
}
Value blake2_block_size(Context& ctx, Value self) {
  return Value::small_int(static_cast<Blake2Object*>(self.as_object())->wide ? 128 : 64);
}

const objects::MethodDef kHashMethods[] = {
    {"update", hash_update, "update($self, obj, /)\n--\n\nUpdate this hash object's state with the provided string."},
    {"digest", hash_digest, "digest($self, /)\n--\n\nReturn the digest value as a bytes object."},
    {"hexdigest", hash_hexdigest, "hexdigest($self, /)\n--\n\nReturn the digest value as a string of hexadecimal digits."},
    {"copy", hash_copy, "copy($self, /)\n--\n\nReturn a copy of the hash object."},
    {"__repr__", hash_repr, nullptr},
    {}};

const objects::GetSetDef kHashGetSets[] = {
    {"name", hash_name, nullptr, nullptr},
    {"digest_size", hash_digest_size, nullptr, nullptr},
    {"block_size", hash_block_size, nullptr, nullptr},
    {}};

const objects::MethodDef kBlakeMethods[] = {
    {"__init__", blake2_init, nullptr},
    {"update", blake2_update, "update($self, data, /)\n--\n\nUpdate this hash object's state with the provided bytes-like object."},
    {"digest", blake2_digest, "digest($self, /)\n--\n\nReturn the digest value as a bytes object."},
    {"hexdigest", blake2_hexdigest, "hexdigest($self, /)\n--\n\nReturn the digest value as a string of hexadecimal digits."},
    {"copy", blake2_copy, "copy($self, /)\n--\n\nReturn a copy of the hash object."},
    {}};

const objects::GetSetDef kBlakeGetSets[] = {
    {"name", blake2_name, nullptr, nullptr},
    {"digest_size", blake2_digest_size, nullptr, nullptr},
    {"block_size", blake2_block_size, nullptr, nullptr},
    {}};

const objects::MethodDef kFunctions[] = {
    {"new", hashlib_new, "new($module, /, name, string=b'', *, usedforsecurity=True)\n--\n\nReturn a new hash object "
                         "using the named algorithm."},
    {"openssl_md5", openssl_md5, "openssl_md5($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a md5 hash object."},
    {"openssl_sha1", openssl_sha1, "openssl_sha1($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha1 hash object."},
    {"openssl_sha224", openssl_sha224, "openssl_sha224($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha224 hash object."},
    {"openssl_sha256", openssl_sha256, "openssl_sha256($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha256 hash object."},
    {"openssl_sha384", openssl_sha384, "openssl_sha384($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha384 hash object."},
    {"openssl_sha512", openssl_sha512, "openssl_sha512($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha512 hash object."},
    {"openssl_sha3_224", openssl_sha3_224, "openssl_sha3_224($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha3-224 hash object."},
    {"openssl_sha3_256", openssl_sha3_256, "openssl_sha3_256($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha3-256 hash object."},
    {"openssl_sha3_384", openssl_sha3_384, "openssl_sha3_384($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha3-384 hash object."},
    {"openssl_sha3_512", openssl_sha3_512, "openssl_sha3_512($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a sha3-512 hash object."},
    {"openssl_shake_128", openssl_shake_128, "openssl_shake_128($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a shake-128 variable hash object."},
    {"openssl_shake_256", openssl_shake_256, "openssl_shake_256($module, /, string=b'', *, usedforsecurity=True)\n--\n\nReturns a shake-256 variable hash object."},
    {"pbkdf2_hmac", pbkdf2_hmac, "pbkdf2_hmac($module, /, hash_name, password, salt, iterations, dklen=None)\n--\n\n"
                                 "Password based key derivation function 2 (PKCS #5 v2.0) with HMAC as pseudorandom function."},
    {"scrypt", scrypt, "scrypt($module, /, password, *, salt=None, n=None, r=None, p=None, maxmem=0, dklen=64)\n--\n\n"
                       "scrypt password-based key derivation function."},
    {"compare_digest", compare_digest, "compare_digest($module, a, b, /)\n--\n\nReturn 'a == b'.\n\nThis function "
                                       "uses an approach designed to prevent\ntiming analysis, making it appropriate for cryptography."},
    {}};

}  // namespace

ModuleObject* init__hashlib(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "_hashlib", kSlotCount);
  scope.keep(st);
  TypeObject* unsupported = objects::new_native_type(ctx, "UnsupportedDigestmodError", ctx.builtins.exc_ValueError, nullptr);
  unsupported->allows_instance_dict = true;
  objects::set_type_attr(ctx, unsupported, "__module__", objects::str_from(ctx, "_hashlib"));
  st->slots[kUnsupported] = Value::object(unsupported);

  TypeObject* hash = objects::new_native_type(ctx, "HASH", ctx.builtins.object_type, no_new);
  objects::add_methods(ctx, hash, kHashMethods);
  objects::add_getsets(ctx, hash, kHashGetSets);
  objects::set_type_attr(ctx, hash, "__module__", objects::str_from(ctx, "_hashlib"));
  st->slots[kHash] = Value::object(hash);
  TypeObject* xof = objects::new_native_type(ctx, "HASHXOF", hash, no_new);
  objects::set_type_attr(ctx, xof, "__module__", objects::str_from(ctx, "_hashlib"));
  st->slots[kHashXof] = Value::object(xof);

  objects::set_module_attr(ctx, st, "HASH", Value::object(hash));
  objects::set_module_attr(ctx, st, "HASHXOF", Value::object(xof));
  objects::set_module_attr(ctx, st, "UnsupportedDigestmodError", Value::object(unsupported));
  add_state_functions(ctx, st, kFunctions, st);
  std::vector<Value> names;
  for (const Algorithm& a : kAlgorithms) {
    EVP_MD* md = EVP_MD_fetch(nullptr, a.openssl, nullptr);
    if (md == nullptr) continue;
    EVP_MD_free(md);
    Value s = objects::str_from(ctx, a.name);
    scope.keep(s);
    names.push_back(s);
  }
  objects::set_module_attr(ctx, st, "openssl_md_meth_names", protocol::new_tuple(ctx, names.data(), names.size()));
  return st;
}

ModuleObject* init__blake2(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_blake2");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  for (bool wide : {true, false}) {
    TypeObject* t = objects::new_native_type(ctx, wide ? "blake2b" : "blake2s", ctx.builtins.object_type,
                                             wide ? blake2b_make : blake2s_make);
    objects::add_methods(ctx, t, kBlakeMethods);
    objects::add_getsets(ctx, t, kBlakeGetSets);
    objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "_blake2"));
    objects::set_type_attr(ctx, t, "SALT_SIZE", Value::small_int(wide ? 16 : 8));
    objects::set_type_attr(ctx, t, "PERSON_SIZE", Value::small_int(wide ? 16 : 8));
    objects::set_type_attr(ctx, t, "MAX_KEY_SIZE", Value::small_int(wide ? 64 : 32));
    objects::set_type_attr(ctx, t, "MAX_DIGEST_SIZE", Value::small_int(wide ? 64 : 32));
    objects::set_module_attr(ctx, m, wide ? "blake2b" : "blake2s", Value::object(t));
  }
  return m;
}

}  // namespace tp::stdlib
