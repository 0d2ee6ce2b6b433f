// int arithmetic: the int64 fast paths with overflow detection, GMP beyond, normalisation
// back to the small form, Python's floor division/modulo sign rules, correctly rounded true
// division, hashing mod 2**61-1, and int(str, base) parsing. The int and bool types'
// methods are in int_methods.cpp.
#include "objects/int_object.h"

#include <cmath>
#include <cstring>

#include "objects/float_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {
constexpr int64_t kHashModulus = (int64_t{1} << 61) - 1;

struct Mpz {
  mpz_t v;
  Mpz() { mpz_init(v); }
  explicit Mpz(Value x) {
    mpz_init(v);
    int_to_mpz(x, v);
  }
  ~Mpz() { mpz_clear(v); }
  Mpz(const Mpz&) = delete;
  Mpz& operator=(const Mpz&) = delete;
};
}  // namespace

bool is_int(Context& ctx, Value v) {
  if (v.is_small_int() || v.is_bool()) return true;
  return v.is_object() && (v.as_object()->type() == ctx.builtins.int_type ||
                           protocol::is_subtype(v.as_object()->type(), ctx.builtins.int_type));
}

void int_to_mpz(Value v, mpz_t out) {
  if (v.is_small_int()) {
    mpz_set_si(out, v.as_small_int());
  } else if (v.is_bool()) {
    mpz_set_si(out, v.as_bool() ? 1 : 0);
  } else {
    mpz_set(out, static_cast<IntObject*>(v.as_object())->value);
  }
}

Value int_from_mpz(Context& ctx, const mpz_t v) {
  if (mpz_fits_slong_p(v)) return Value::small_int(mpz_get_si(v));
  auto* o = ctx.heap.make<IntObject>(ctx.builtins.int_type);
  mpz_set(o->value, v);
  ctx.heap.account(o, static_cast<size_t>(o->value->_mp_alloc) * sizeof(mp_limb_t));
  return Value::object(o);
}

std::optional<int64_t> int_to_int64(Value v) {
  if (v.is_small_int()) return v.as_small_int();
  if (v.is_bool()) return v.as_bool() ? 1 : 0;
  auto* o = static_cast<IntObject*>(v.as_object());
  if (mpz_fits_slong_p(o->value)) return mpz_get_si(o->value);
  return std::nullopt;
}

Value int_exact(Context& ctx, Value v) {
  if (v.is_small_int()) return v;
  if (v.is_bool()) return Value::small_int(v.as_bool() ? 1 : 0);
  if (v.as_object()->type() == ctx.builtins.int_type) return v;
  return int_from_mpz(ctx, static_cast<IntObject*>(v.as_object())->value);
}

int int_sign(Value v) {
  if (v.is_small_int()) return (v.as_small_int() > 0) - (v.as_small_int() < 0);
  if (v.is_bool()) return v.as_bool() ? 1 : 0;
  return mpz_sgn(static_cast<IntObject*>(v.as_object())->value);
}

double int_to_double(Context& ctx, Value v, bool* overflow) {
  (void)ctx;
  *overflow = false;
  if (v.is_small_int()) return static_cast<double>(v.as_small_int());
  if (v.is_bool()) return v.as_bool() ? 1.0 : 0.0;
  const mpz_t& z = static_cast<IntObject*>(v.as_object())->value;
  size_t bits = mpz_sizeinbase(z, 2);
  if (bits > 1024) {
    *overflow = true;
    return 0;
  }
  // Round to nearest even: keep 64 significant bits with a sticky bit, then convert.
  if (bits <= 63) return static_cast<double>(mpz_get_si(z));
  Mpz a;
  mpz_abs(a.v, z);
  size_t shift = bits - 63;
  bool sticky = mpz_scan1(a.v, 0) < shift;
  mpz_tdiv_q_2exp(a.v, a.v, shift);
  uint64_t top = mpz_get_ui(a.v) | (sticky ? 1 : 0);
  double d = std::ldexp(static_cast<double>(top), static_cast<int>(shift));
  if (std::isinf(d)) {
    *overflow = true;
    return 0;
  }
  return mpz_sgn(z) < 0 ? -d : d;
}

std::string int_to_string(Value v, int base) {
  if (v.is_small_int() && base == 10) return std::to_string(v.as_small_int());
  Mpz z(v);
  char* s = mpz_get_str(nullptr, base, z.v);
  std::string r(s);
  void (*freefunc)(void*, size_t);
  mp_get_memory_functions(nullptr, nullptr, &freefunc);
  freefunc(s, std::strlen(s) + 1);
  return r;
}

int64_t int_hash(Value v) {
  if (v.is_bool()) return v.as_bool() ? 1 : 0;
  if (v.is_small_int()) {
    int64_t x = v.as_small_int();
    if (x == -1) return -2;
    if (x > -kHashModulus && x < kHashModulus) return x;
    int64_t r = (x < 0 ? -x : x) % kHashModulus;
    if (x < 0) r = -r;
    return r == -1 ? -2 : r;
  }
  Mpz a;
  mpz_abs(a.v, static_cast<IntObject*>(v.as_object())->value);
  mpz_fdiv_r_ui(a.v, a.v, static_cast<unsigned long>(kHashModulus));
  int64_t r = static_cast<int64_t>(mpz_get_ui(a.v));
  if (int_sign(v) < 0) r = -r;
  return r == -1 ? -2 : r;
}

// Correctly rounded a / b for big operands (b != 0).
static Value true_divide_big(Context& ctx, Value av, Value bv) {
  Mpz a(av), b(bv);
  bool negative = (mpz_sgn(a.v) < 0) != (mpz_sgn(b.v) < 0);
  mpz_abs(a.v, a.v);
  mpz_abs(b.v, b.v);
  if (mpz_sgn(a.v) == 0) return Value::floating(negative ? -0.0 : 0.0);
  long na = static_cast<long>(mpz_sizeinbase(a.v, 2));
  long nb = static_cast<long>(mpz_sizeinbase(b.v, 2));
  long shift = 55 - (na - nb);
  if (shift > 0) {
    mpz_mul_2exp(a.v, a.v, shift);
  } else if (shift < 0) {
    mpz_mul_2exp(b.v, b.v, -shift);
  }
  Mpz q, r;
  mpz_tdiv_qr(q.v, r.v, a.v, b.v);
  uint64_t qi = mpz_get_ui(q.v);
  if (mpz_sgn(r.v) != 0) qi |= 1;
  if (na - nb > 1030) {
    return ctx.raise(ctx.builtins.exc_OverflowError,
                     "integer division result too large for a float");
  }
  double d = std::ldexp(static_cast<double>(qi), static_cast<int>(-shift));
  if (std::isinf(d)) {
    return ctx.raise(ctx.builtins.exc_OverflowError,
                     "integer division result too large for a float");
  }
  return Value::floating(negative ? -d : d);
}

static Value pow_int(Context& ctx, Value a, Value b) {
  if (int_sign(b) < 0) {
    bool o1, o2;
    double x = int_to_double(ctx, a, &o1), y = int_to_double(ctx, b, &o2);
    if (o1 || o2) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
    if (x == 0.0) {
      return ctx.raise(ctx.builtins.exc_ZeroDivisionError,
                       "0.0 cannot be raised to a negative power");
    }
    return Value::floating(std::pow(x, y));
  }
  auto e = int_to_int64(b);
  Mpz base(a);
  if (!e) {
    // Only 0, 1 and -1 can be raised to a huge power.
    if (mpz_cmpabs_ui(base.v, 1) <= 0) {
      if (mpz_sgn(base.v) >= 0) return int_exact(ctx, a);
      Mpz bb(b);
      return Value::small_int(mpz_odd_p(bb.v) ? -1 : 1);
    }
    return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
  }
  if (a.is_small_int()) {
    int64_t x = a.as_small_int(), r = 1, p = x;
    uint64_t n = static_cast<uint64_t>(*e);
    bool ok = true;
    while (n && ok) {
      if (n & 1) ok = !__builtin_mul_overflow(r, p, &r);
      n >>= 1;
      if (n && ok) ok = !__builtin_mul_overflow(p, p, &p);
    }
    if (ok) return Value::small_int(r);
  }
  if (*e > 100000000 && mpz_cmpabs_ui(base.v, 1) > 0) {
    return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
  }
  Mpz r;
  mpz_pow_ui(r.v, base.v, static_cast<unsigned long>(*e));
  return int_from_mpz(ctx, r.v);
}

Value int_binary(Context& ctx, BinaryOp op, Value a, Value b) {
  if (!is_int(ctx, a) || !is_int(ctx, b)) return ctx.builtins.not_implemented;
  auto ai = int_to_int64(a), bi = int_to_int64(b);
  if (ai && bi) {
    int64_t x = *ai, y = *bi, r;
    switch (op) {
      case BinaryOp::Add:
        if (!__builtin_add_overflow(x, y, &r)) return Value::small_int(r);
        break;
      case BinaryOp::Subtract:
        if (!__builtin_sub_overflow(x, y, &r)) return Value::small_int(r);
        break;
      case BinaryOp::Multiply:
        if (!__builtin_mul_overflow(x, y, &r)) return Value::small_int(r);
        break;
      case BinaryOp::FloorDivide:
      case BinaryOp::Remainder: {
        if (y == 0) {
          return ctx.raise(ctx.builtins.exc_ZeroDivisionError,
                           op == BinaryOp::Remainder ? "integer modulo by zero"
                                                     : "integer division or modulo by zero");
        }
        if (x == INT64_MIN && y == -1) break;
        int64_t q = x / y, m = x % y;
        if (m != 0 && ((m < 0) != (y < 0))) {
          --q;
          m += y;
        }
        return Value::small_int(op == BinaryOp::FloorDivide ? q : m);
      }
      case BinaryOp::TrueDivide:
        if (y == 0) return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "division by zero");
        if (x > -(int64_t{1} << 53) && x < (int64_t{1} << 53) && y > -(int64_t{1} << 53) &&
            y < (int64_t{1} << 53)) {
          return Value::floating(static_cast<double>(x) / static_cast<double>(y));
        }
        return true_divide_big(ctx, a, b);
      case BinaryOp::Power:
        return pow_int(ctx, a, b);
      case BinaryOp::LeftShift:
        if (y < 0) return ctx.raise(ctx.builtins.exc_ValueError, "negative shift count");
        if (x == 0) return Value::small_int(0);
        if (y < 62) {
          int64_t lim = int64_t{1} << (62 - y);
          if (x < lim && x > -lim) return Value::small_int(x * (int64_t{1} << y));
        }
        break;
      case BinaryOp::RightShift:
        if (y < 0) return ctx.raise(ctx.builtins.exc_ValueError, "negative shift count");
        return Value::small_int(y >= 64 ? (x < 0 ? -1 : 0) : (x >> y));
      case BinaryOp::And: return Value::small_int(x & y);
      case BinaryOp::Or: return Value::small_int(x | y);
      case BinaryOp::Xor: return Value::small_int(x ^ y);
      case BinaryOp::MatrixMultiply: return ctx.builtins.not_implemented;
    }
  }
  Mpz x(a), y(b), r;
  switch (op) {
    case BinaryOp::Add: mpz_add(r.v, x.v, y.v); break;
    case BinaryOp::Subtract: mpz_sub(r.v, x.v, y.v); break;
    case BinaryOp::Multiply: mpz_mul(r.v, x.v, y.v); break;
    case BinaryOp::FloorDivide:
    case BinaryOp::Remainder:
      if (mpz_sgn(y.v) == 0) {
        return ctx.raise(ctx.builtins.exc_ZeroDivisionError,
                         op == BinaryOp::Remainder ? "integer modulo by zero"
                                                   : "integer division or modulo by zero");
      }
      if (op == BinaryOp::FloorDivide) {
        mpz_fdiv_q(r.v, x.v, y.v);
      } else {
        mpz_fdiv_r(r.v, x.v, y.v);
      }
      break;
    case BinaryOp::TrueDivide:
      if (mpz_sgn(y.v) == 0) return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "division by zero");
      return true_divide_big(ctx, a, b);
    case BinaryOp::Power: return pow_int(ctx, a, b);
    case BinaryOp::LeftShift: {
      if (mpz_sgn(y.v) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "negative shift count");
      if (mpz_sgn(x.v) == 0) return Value::small_int(0);
      if (!mpz_fits_slong_p(y.v) || mpz_get_si(y.v) > (int64_t{1} << 32)) {
        return ctx.raise(ctx.builtins.exc_OverflowError, "too many digits in integer");
      }
      mpz_mul_2exp(r.v, x.v, mpz_get_ui(y.v));
      break;
    }
    case BinaryOp::RightShift:
      if (mpz_sgn(y.v) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "negative shift count");
      if (!mpz_fits_slong_p(y.v)) return Value::small_int(mpz_sgn(x.v) < 0 ? -1 : 0);
      mpz_fdiv_q_2exp(r.v, x.v, mpz_get_ui(y.v));
      break;
    case BinaryOp::And: mpz_and(r.v, x.v, y.v); break;
    case BinaryOp::Or: mpz_ior(r.v, x.v, y.v); break;
    case BinaryOp::Xor: mpz_xor(r.v, x.v, y.v); break;
    case BinaryOp::MatrixMultiply: return ctx.builtins.not_implemented;
  }
  return int_from_mpz(ctx, r.v);
}

Value int_compare(Context& ctx, CompareOp op, Value a, Value b) {
  if (!is_int(ctx, a) || !is_int(ctx, b)) return ctx.builtins.not_implemented;
  int c;
  auto ai = int_to_int64(a), bi = int_to_int64(b);
  if (ai && bi) {
    c = (*ai > *bi) - (*ai < *bi);
  } else {
    Mpz x(a), y(b);
    c = mpz_cmp(x.v, y.v);
    c = (c > 0) - (c < 0);
  }
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

static int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

Value int_parse_str(Context& ctx, std::string_view utf8, int base) {
  bool ascii = true;
  for (char c : utf8) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) return int_parse(ctx, utf8, base);
  return int_parse(ctx, unicode_ascii_decimal_space(utf8), base, utf8);
}

Value int_parse(Context& ctx, std::string_view text, int base, std::string_view shown) {
  auto fail = [&]() {
    return ctx.raise(ctx.builtins.exc_ValueError, "invalid literal for int() with base %d: %s",
                     base, str_repr(shown.data() ? shown : text).c_str());
  };
  if (base != 0 && (base < 2 || base > 36)) {
    return ctx.raise(ctx.builtins.exc_ValueError, "int() base must be >= 2 and <= 36, or 0");
  }
  // Strip whitespace (ASCII and common Unicode spaces).
  size_t b = 0, e = text.size();
  auto is_ws = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
  while (b < e && is_ws(text[b])) ++b;
  while (e > b && is_ws(text[e - 1])) --e;
  std::string_view s = text.substr(b, e - b);
  bool negative = false;
  size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    negative = s[i] == '-';
    ++i;
  }
  int eff = base;
  bool prefixed = false;
  if (i + 1 < s.size() && s[i] == '0') {
    char p = static_cast<char>(s[i + 1] | 0x20);
    int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
    if (pb != 0 && (base == 0 || base == pb)) {
      eff = pb;
      i += 2;
      prefixed = true;
    }
  }
  if (eff == 0) eff = 10;
  std::string digits;
  bool last_underscore = !prefixed;  // an underscore may follow a prefix, not a sign
  if (i >= s.size()) return fail();
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '_') {
      if (last_underscore) return fail();
      last_underscore = true;
      continue;
    }
    if (digit_value(c) >= eff) return fail();
    digits += c;
    last_underscore = false;
  }
  if (last_underscore || digits.empty()) return fail();
  if (base == 0 && !prefixed && digits.size() > 1 && digits[0] == '0') {
    for (char c : digits) {
      if (c != '0') return fail();
    }
  }
  if (digits.size() > 4300 && eff != 2 && eff != 4 && eff != 8 && eff != 16 && eff != 32) {
    return ctx.raise(ctx.builtins.exc_ValueError,
                     "Exceeds the limit (4300 digits) for integer string conversion: value has "
                     "%zu digits; use sys.set_int_max_str_digits() to increase the limit",
                     digits.size());
  }
  if (digits.size() <= 18 && eff == 10) {
    int64_t v = 0;
    for (char c : digits) v = v * 10 + (c - '0');
    return Value::small_int(negative ? -v : v);
  }
  Mpz z;
  mpz_set_str(z.v, digits.c_str(), eff);
  if (negative) mpz_neg(z.v, z.v);
  return int_from_mpz(ctx, z.v);
}

}  // namespace tp::objects
