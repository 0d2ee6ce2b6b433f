// The `_random` module: the Mersenne Twister core of random (lib/random.py subclasses
// _random.Random, as CPython's does). Seeding follows CPython's _randommodule.c exactly:
// an int seed's absolute value is split into 32-bit words (least significant first) and
// fed to init_by_array, None seeds from os.urandom, any other object from its hash, so
// the same integer seed gives CPython's exact sequence. Also sha512_digest(data) (libcrypto's
// SHA-512), used by random.seed() for str/bytes seeds (CPython's version 2 seeding).
#include <gmp.h>
#include <openssl/sha.h>

#include <sys/random.h>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

using objects::MethodDef;

constexpr int kN = 624, kM = 397;

class RandomObject : public Object {
 public:
  explicit RandomObject(TypeObject* type) : Object(type) {}
  uint32_t state[kN] = {};
  int index = kN + 1;

  void init_genrand(uint32_t s) {
    state[0] = s;
    for (int i = 1; i < kN; ++i) state[i] = 1812433253U * (state[i - 1] ^ (state[i - 1] >> 30)) + static_cast<uint32_t>(i);
    index = kN;
  }
  void init_by_array(const uint32_t* key, size_t len) {
    init_genrand(19650218U);
    size_t i = 1, j = 0;
    size_t k = kN > len ? kN : len;
    for (; k; --k) {
      state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<uint32_t>(j);
      ++i;
      ++j;
      if (i >= kN) {
        state[0] = state[kN - 1];
        i = 1;
      }
      if (j >= len) j = 0;
    }
    for (k = kN - 1; k; --k) {
      state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) * 1566083941U)) - static_cast<uint32_t>(i);
      ++i;
      if (i >= kN) {
        state[0] = state[kN - 1];
        i = 1;
      }
    }
    state[0] = 0x80000000U;
  }
  uint32_t next() {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    if (index >= kN) {
      int kk;
      for (kk = 0; kk < kN - kM; ++kk) {
        y = (state[kk] & 0x80000000U) | (state[kk + 1] & 0x7fffffffU);
        state[kk] = state[kk + kM] ^ (y >> 1) ^ mag01[y & 0x1U];
      }
      for (; kk < kN - 1; ++kk) {
        y = (state[kk] & 0x80000000U) | (state[kk + 1] & 0x7fffffffU);
        state[kk] = state[kk + (kM - kN)] ^ (y >> 1) ^ mag01[y & 0x1U];
      }
      y = (state[kN - 1] & 0x80000000U) | (state[0] & 0x7fffffffU);
      state[kN - 1] = state[kM - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
      index = 0;
    }
    y = state[index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
  }
};

static RandomObject* self_rng(const CallArgs& call) { return static_cast<RandomObject*>(call.args[0].as_object()); }

static bool seed_impl(Context& ctx, RandomObject* r, Value arg) {
  if (arg.is_null() || arg.is_none()) {
    uint32_t key[kN];
    size_t got = 0;
    auto* p = reinterpret_cast<char*>(key);
    while (got < sizeof key) {
      ssize_t n = ::getrandom(p + got, sizeof key - got, 0);
      if (n <= 0) break;
      got += static_cast<size_t>(n);
    }
    r->init_by_array(key, kN);
    return true;
  }
  mpz_t n;
  mpz_init(n);
  if (objects::is_int(ctx, arg)) {
    objects::int_to_mpz(arg, n);
    mpz_abs(n, n);
  } else {
    auto h = protocol::hash(ctx, arg);
    if (!h) {
      mpz_clear(n);
      return false;
    }
    mpz_set_ui(n, static_cast<uint64_t>(*h));  // (size_t)hash, as CPython
  }
  size_t words = mpz_sgn(n) == 0 ? 1 : (mpz_sizeinbase(n, 2) + 31) / 32;
  std::vector<uint32_t> key(words, 0);
  size_t count = 0;
  mpz_export(key.data(), &count, -1, sizeof(uint32_t), 0, 0, n);
  mpz_clear(n);
  r->init_by_array(key.data(), key.size());
  return true;
}

static Value rng_seed(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/n"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "seed", names, 0, a)) return Value::null();
  if (!seed_impl(ctx, self_rng(call), a[0])) return Value::null();
  return Value::none();
}

static Value rng_init(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0 || call.nargs > 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "Random() takes at most 1 argument");
  }
  if (!seed_impl(ctx, self_rng(call), call.nargs == 2 ? call.args[1] : Value::null())) return Value::null();
  return Value::none();
}

static Value rng_random(Context& ctx, const CallArgs& call) {
  RandomObject* r = self_rng(call);
  uint32_t a = r->next() >> 5, b = r->next() >> 6;
  return Value::floating((a * 67108864.0 + b) * (1.0 / 9007199254740992.0));
}

static Value rng_getrandbits(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/k"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "getrandbits", names, 1, a)) return Value::null();
  auto k = protocol::index_as_int64(ctx, a[0]);
  if (!k) return Value::null();
  if (*k < 0) return ctx.raise(ctx.builtins.exc_ValueError, "number of bits must be non-negative");
  RandomObject* r = self_rng(call);
  if (*k == 0) return Value::small_int(0);
  if (*k <= 32) return Value::small_int(r->next() >> (32 - *k));
  int64_t bits = *k;
  size_t words = static_cast<size_t>((bits - 1) / 32 + 1);
  std::vector<uint32_t> arr(words);
  for (size_t i = 0; i < words; ++i, bits -= 32) {
    uint32_t v = r->next();
    if (bits < 32) v >>= (32 - bits);
    arr[i] = v;
  }
  mpz_t n;
  mpz_init(n);
  mpz_import(n, words, -1, sizeof(uint32_t), 0, 0, arr.data());
  Value out = objects::int_from_mpz(ctx, n);
  mpz_clear(n);
  return out;
}

static Value rng_getstate(Context& ctx, const CallArgs& call) {
  RandomObject* r = self_rng(call);
  std::vector<Value> items;
  items.reserve(kN + 1);
  for (int i = 0; i < kN; ++i) items.push_back(Value::small_int(r->state[i]));
  items.push_back(Value::small_int(r->index));
  return objects::tuple_from(ctx, std::move(items));
}

static Value rng_setstate(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "setstate", 2, 2)) return Value::null();
  Value st = call.args[1];
  if (!objects::is_tuple(ctx, st)) return ctx.raise(ctx.builtins.exc_TypeError, "state vector must be a tuple");
  const auto& items = objects::as_tuple(st)->items;
  if (items.size() != kN + 1) return ctx.raise(ctx.builtins.exc_ValueError, "state vector is the wrong size");
  uint32_t tmp[kN];
  for (int i = 0; i < kN; ++i) {
    auto v = protocol::index_as_int64(ctx, items[i]);
    if (!v) return Value::null();
    if (*v < 0 || *v > 0xFFFFFFFFLL) return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C unsigned long");
    tmp[i] = static_cast<uint32_t>(*v);
  }
  auto idx = protocol::index_as_int64(ctx, items[kN]);
  if (!idx) return Value::null();
  if (*idx < 0 || *idx > kN) return ctx.raise(ctx.builtins.exc_ValueError, "invalid state");
  RandomObject* r = self_rng(call);
  std::copy(tmp, tmp + kN, r->state);
  r->index = static_cast<int>(*idx);
  return Value::none();
}

static Value random_sha512_digest(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "sha512_digest", 1, 1)) return Value::null();
  Value v = call.args[0];
  if (!objects::is_bytes(ctx, v) && !objects::is_bytearray(ctx, v)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", objects::type_name(ctx, v));
  }
  const std::string& data = objects::as_bytes(v)->data;
  unsigned char d[SHA512_DIGEST_LENGTH];
  SHA512(reinterpret_cast<const unsigned char*>(data.data()), data.size(), d);
  return objects::bytes_from(ctx, std::string(reinterpret_cast<const char*>(d), sizeof d));
}

static Value rng_make(Context& ctx, TypeObject* cls) {
  RandomObject* r;
  if (cls->is_heap_type) {
    r = ctx.heap.make<WithDict<RandomObject>>(cls);
  } else {
    r = ctx.heap.make<RandomObject>(cls);
  }
  r->init_genrand(19650218U);
  return Value::object(r);
}

static const MethodDef rng_methods[] = {
    {"__init__", rng_init, nullptr},
    {"seed", rng_seed, "seed(n=None, /)\n--\n\nseed([n]) -> None.  Defaults to use urandom and falls back to a "
                       "combination of the current time and the process identifier."},
    {"random", rng_random, "random()\n--\n\nrandom() -> x in the interval [0, 1)."},
    {"getrandbits", rng_getrandbits, "getrandbits(k, /)\n--\n\ngetrandbits(k) -> x.  Generates an int with k random bits."},
    {"getstate", rng_getstate, "getstate()\n--\n\ngetstate() -> tuple containing the current state."},
    {"setstate", rng_setstate, "setstate(state, /)\n--\n\nsetstate(state) -> None.  Restores generator state."},
    {}};

static const MethodDef random_functions[] = {
    {"sha512_digest", random_sha512_digest, "sha512_digest(data, /)\n--\n\nThe 64-byte SHA-512 digest of data."},
    {}};

ModuleObject* init__random(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_random");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  TypeObject* t = objects::new_native_type(ctx, "Random", ctx.builtins.object_type, rng_make);
  objects::add_methods(ctx, t, rng_methods);
  objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "_random"));
  objects::set_module_attr(ctx, m, "Random", Value::object(t));
  objects::add_functions(ctx, m, random_functions);
  return m;
}

}  // namespace tp::stdlib
