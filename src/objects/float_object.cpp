// float: CPython's repr (shortest round-trip), hashing consistent with int, arithmetic with
// Python's floor/modulo rules and error messages, exact comparison with ints, parsing, and
// the float type's methods.
#include "objects/float_object.h"

#include <charconv>
#include <cmath>
#include <cstring>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/complex_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

bool is_float(Context& ctx, Value v) {
  if (v.is_float()) return true;
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.float_type);
}

double float_value(Value v) {
  if (v.is_float()) return v.as_float();
  return static_cast<FloatObject*>(v.as_object())->value;
}

std::string float_repr(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  std::string sci(buf, res.ptr);
  // sci = [-]d[.ddd]e[+-]XX
  bool neg = sci[0] == '-';
  if (neg) sci.erase(0, 1);
  size_t epos = sci.find('e');
  int exp10 = std::atoi(sci.c_str() + epos + 1);
  std::string digits;
  for (size_t i = 0; i < epos; ++i) {
    if (sci[i] != '.') digits += sci[i];
  }
  int decpt = exp10 + 1;  // value = 0.digits * 10**decpt
  std::string out = neg ? "-" : "";
  int n = static_cast<int>(digits.size());
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) {
      out += "0." + std::string(-decpt, '0') + digits;
    } else if (decpt >= n) {
      out += digits + std::string(decpt - n, '0') + ".0";
    } else {
      out += digits.substr(0, decpt) + "." + digits.substr(decpt);
    }
  } else {
    out += digits.substr(0, 1);
    if (n > 1) out += "." + digits.substr(1);
    int e = decpt - 1;
    char eb[16];
    snprintf(eb, sizeof eb, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    out += eb;
  }
  return out;
}

int64_t float_hash(double d) {
  if (std::isinf(d)) return d > 0 ? 314159 : -314159;
  if (std::isnan(d)) return 0;
  constexpr int kBits = 61;
  constexpr uint64_t kModulus = (uint64_t{1} << kBits) - 1;
  int e;
  double m = std::frexp(d, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  uint64_t x = 0;
  while (m) {
    x = ((x << 28) & kModulus) | x >> (kBits - 28);
    m *= 268435456.0;
    e -= 28;
    uint64_t y = static_cast<uint64_t>(m);
    m -= static_cast<double>(y);
    x += y;
    if (x >= kModulus) x -= kModulus;
  }
  e = e >= 0 ? e % kBits : kBits - 1 - ((-1 - e) % kBits);
  x = ((x << e) & kModulus) | x >> (kBits - e);
  int64_t r = static_cast<int64_t>(x) * sign;
  return r == -1 ? -2 : r;
}

// Converts an int or float operand to double; false (NotImplemented) for other types.
static bool operand(Context& ctx, Value v, double* out, bool* overflow) {
  *overflow = false;
  if (v.is_float()) {
    *out = v.as_float();
    return true;
  }
  if (v.is_small_int()) {
    *out = static_cast<double>(v.as_small_int());
    return true;
  }
  if (v.is_bool()) {
    *out = v.as_bool() ? 1.0 : 0.0;
    return true;
  }
  if (is_float(ctx, v)) {
    *out = float_value(v);
    return true;
  }
  if (is_int(ctx, v)) {
    *out = int_to_double(ctx, v, overflow);
    return true;
  }
  return false;
}

Value float_binary(Context& ctx, BinaryOp op, Value a, Value b) {
  double x, y;
  bool o1, o2;
  if (!operand(ctx, a, &x, &o1) || !operand(ctx, b, &y, &o2)) return ctx.builtins.not_implemented;
  if (op == BinaryOp::MatrixMultiply || op == BinaryOp::LeftShift || op == BinaryOp::RightShift ||
      op == BinaryOp::And || op == BinaryOp::Or || op == BinaryOp::Xor) {
    return ctx.builtins.not_implemented;
  }
  if (o1 || o2) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
  switch (op) {
    case BinaryOp::Add: return Value::floating(x + y);
    case BinaryOp::Subtract: return Value::floating(x - y);
    case BinaryOp::Multiply: return Value::floating(x * y);
    case BinaryOp::TrueDivide:
      if (y == 0) return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "float division by zero");
      return Value::floating(x / y);
    case BinaryOp::FloorDivide:
    case BinaryOp::Remainder: {
      if (y == 0) {
        return ctx.raise(ctx.builtins.exc_ZeroDivisionError, op == BinaryOp::Remainder
                                                                 ? "float modulo"
                                                                 : "float floor division by zero");
      }
      double mod = std::fmod(x, y);
      double div = (x - mod) / y;
      if (mod != 0) {
        if ((y < 0) != (mod < 0)) {
          mod += y;
          div -= 1.0;
        }
      } else {
        mod = std::copysign(0.0, y);
      }
      double floordiv;
      if (div != 0) {
        floordiv = std::floor(div);
        if (div - floordiv > 0.5) floordiv += 1.0;
      } else {
        floordiv = std::copysign(0.0, x / y);
      }
      return Value::floating(op == BinaryOp::Remainder ? mod : floordiv);
    }
    case BinaryOp::Power: {
      if (y == 0) return Value::floating(1.0);
      if (std::isnan(x)) return Value::floating(x);
      if (std::isnan(y)) return Value::floating(x == 1.0 ? 1.0 : y);
      if (x == 0 && y < 0 && std::isfinite(y)) {
        return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
      }
      if (x < 0 && std::isfinite(x) && std::isfinite(y) && y != std::floor(y)) {
        // A negative base and a fractional exponent: the complex result, as CPython.
        return complex_power(ctx, Complex{x, 0.0}, Complex{y, 0.0});
      }
      double r = std::pow(x, y);
      if (std::isinf(r) && std::isfinite(x) && std::isfinite(y)) {
        return ctx.raise(ctx.builtins.exc_OverflowError, "(34, 'Numerical result out of range')");
      }
      return Value::floating(r);
    }
    default: break;
  }
  return ctx.builtins.not_implemented;
}

Value float_compare(Context& ctx, CompareOp op, Value a, Value b) {
  double x, y;
  int c;
  bool nan = false;
  bool a_int = !is_float(ctx, a), b_int = !is_float(ctx, b);
  if ((a_int && !is_int(ctx, a)) || (b_int && !is_int(ctx, b))) return ctx.builtins.not_implemented;
  if (!a_int && !b_int) {
    x = float_value(a);
    y = float_value(b);
    nan = std::isnan(x) || std::isnan(y);
    c = (x > y) - (x < y);
  } else {
    // Exact comparison of a float with an int.
    double f = a_int ? float_value(b) : float_value(a);
    Value iv = a_int ? a : b;
    if (std::isnan(f)) {
      nan = true;
      c = 0;
    } else if (std::isinf(f)) {
      c = f > 0 ? 1 : -1;
    } else {
      mpz_t z;
      mpz_init(z);
      int_to_mpz(iv, z);
      int k = mpz_cmp_d(z, f);  // int vs float
      mpz_clear(z);
      c = -((k > 0) - (k < 0));  // float vs int
    }
    if (a_int) c = -c;
  }
  if (nan) return Value::boolean(op == CompareOp::Ne);
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

double float_round(double x, int64_t ndigits) {
  if (!std::isfinite(x) || x == 0) return x;
  if (ndigits > 323) return x;
  if (ndigits < -308) return std::copysign(0.0, x);
  char buf[512];
  if (ndigits >= 0) {
    snprintf(buf, sizeof buf, "%.*f", static_cast<int>(ndigits), x);
    return std::strtod(buf, nullptr);
  }
  // Round to a multiple of 10**-ndigits: scale exactly through the decimal string.
  double p = std::pow(10.0, static_cast<double>(-ndigits));
  double y = x / p;
  double z = std::nearbyint(y);
  if (std::fabs(y - std::trunc(y)) == 0.5) z = 2.0 * std::nearbyint(y / 2.0);
  double r = z * p;
  if (std::isinf(r)) return x;
  return r == 0 ? std::copysign(0.0, x) : r;
}

Value float_parse(Context& ctx, std::string_view text) {
  std::string s = unicode_ascii_decimal_space(text);  // Unicode digits and spaces
  size_t b = 0, e = s.size();
  auto ws = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  while (b < e && ws(s[b])) ++b;
  while (e > b && ws(s[e - 1])) --e;
  std::string t = s.substr(b, e - b);
  std::string clean;
  bool ok = !t.empty();
  for (size_t i = 0; i < t.size() && ok; ++i) {
    if (t[i] == '_') {
      ok = i > 0 && i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i - 1])) &&
           std::isdigit(static_cast<unsigned char>(t[i + 1]));
      continue;
    }
    clean += t[i];
  }
  std::string lower;
  for (char c : clean) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string body = lower;
  bool neg = false;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
    neg = body[0] == '-';
    body.erase(0, 1);
  }
  if (ok && (body == "inf" || body == "infinity")) return Value::floating(neg ? -INFINITY : INFINITY);
  if (ok && body == "nan") return Value::floating(neg ? -NAN : NAN);
  if (ok) {
    for (char c : body) {
      if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == '+' || c == '-')) ok = false;
    }
  }
  if (ok) {
    char* end = nullptr;
    double d = std::strtod(clean.c_str(), &end);
    if (end == clean.c_str() + clean.size()) return Value::floating(d);
  }
  return ctx.raise(ctx.builtins.exc_ValueError, "could not convert string to float: %s",
                   str_repr(text).c_str());
}

// --- methods ---

#define TP_FLOAT_OP(name, sym, d, r, i)                                     \
  static Value float_##d(Context& ctx, const CallArgs& call) {              \
    return float_binary(ctx, BinaryOp::name, call.args[0], call.args[1]);   \
  }                                                                         \
  static Value float_##r(Context& ctx, const CallArgs& call) {              \
    return float_binary(ctx, BinaryOp::name, call.args[1], call.args[0]);   \
  }
TP_BINARY_OPS(TP_FLOAT_OP)
#undef TP_FLOAT_OP

#define TP_FLOAT_CMP(name, op)                                            \
  static Value float_##name(Context& ctx, const CallArgs& call) {         \
    return float_compare(ctx, CompareOp::op, call.args[0], call.args[1]); \
  }
TP_FLOAT_CMP(lt, Lt) TP_FLOAT_CMP(le, Le) TP_FLOAT_CMP(eq, Eq) TP_FLOAT_CMP(ne, Ne)
TP_FLOAT_CMP(gt, Gt) TP_FLOAT_CMP(ge, Ge)
#undef TP_FLOAT_CMP

static double self_f(const CallArgs& call) { return float_value(call.args[0]); }

static Value float_divmod(Context& ctx, const CallArgs& call) {
  double y;
  bool o;
  if (!operand(ctx, call.args[1], &y, &o)) return ctx.builtins.not_implemented;
  if (y == 0) return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "float divmod()");
  Value q = float_binary(ctx, BinaryOp::FloorDivide, call.args[0], call.args[1]);
  if (q.is_null()) return q;
  Value r = float_binary(ctx, BinaryOp::Remainder, call.args[0], call.args[1]);
  if (r.is_null()) return r;
  return tuple_from(ctx, {q, r});
}
static Value float_rdivmod(Context& ctx, const CallArgs& call) {
  Value args[2] = {call.args[1], call.args[0]};
  double x;
  bool o;
  if (!operand(ctx, call.args[1], &x, &o)) return ctx.builtins.not_implemented;
  return float_divmod(ctx, CallArgs{args, 2, nullptr});
}
static Value float_neg(Context&, const CallArgs& call) { return Value::floating(-self_f(call)); }
static Value float_pos(Context&, const CallArgs& call) { return Value::floating(self_f(call)); }
static Value float_abs(Context&, const CallArgs& call) { return Value::floating(std::fabs(self_f(call))); }
static Value float_bool(Context&, const CallArgs& call) { return Value::boolean(self_f(call) != 0); }
static Value float_hash_m(Context&, const CallArgs& call) { return Value::small_int(float_hash(self_f(call))); }
static Value float_repr_m(Context& ctx, const CallArgs& call) { return str_from(ctx, float_repr(self_f(call))); }

static Value double_to_int(Context& ctx, double d) {
  if (std::isnan(d)) return ctx.raise(ctx.builtins.exc_ValueError, "cannot convert float NaN to integer");
  if (std::isinf(d)) return ctx.raise(ctx.builtins.exc_OverflowError, "cannot convert float infinity to integer");
  if (d > -9.2e18 && d < 9.2e18) return Value::small_int(static_cast<int64_t>(d));
  mpz_t z;
  mpz_init_set_d(z, d);
  Value r = int_from_mpz(ctx, z);
  mpz_clear(z);
  return r;
}
static Value float_int(Context& ctx, const CallArgs& call) { return double_to_int(ctx, std::trunc(self_f(call))); }
static Value float_floor(Context& ctx, const CallArgs& call) { return double_to_int(ctx, std::floor(self_f(call))); }
static Value float_ceil(Context& ctx, const CallArgs& call) { return double_to_int(ctx, std::ceil(self_f(call))); }
static Value float_round_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__round__", 1, 2)) return Value::null();
  double x = self_f(call);
  if (call.nargs == 1 || call.args[1].is_none()) {
    double r = std::nearbyint(x);  // default rounding mode: half to even
    return double_to_int(ctx, r);
  }
  auto nd = protocol::index_as_int64(ctx, call.args[1]);
  if (!nd) return Value::null();
  return Value::floating(float_round(x, *nd));
}
static Value float_is_integer(Context&, const CallArgs& call) {
  double d = self_f(call);
  return Value::boolean(std::isfinite(d) && d == std::floor(d));
}
static Value float_as_ratio(Context& ctx, const CallArgs& call) {
  double d = self_f(call);
  if (std::isinf(d)) return ctx.raise(ctx.builtins.exc_OverflowError, "cannot convert Infinity to integer ratio");
  if (std::isnan(d)) return ctx.raise(ctx.builtins.exc_ValueError, "cannot convert NaN to integer ratio");
  int e;
  double m = std::frexp(d, &e);
  for (int i = 0; i < 300 && m != std::floor(m); ++i) {
    m *= 2.0;
    --e;
  }
  mpz_t num, den;
  mpz_init_set_d(num, m);
  mpz_init_set_ui(den, 1);
  if (e > 0) {
    mpz_mul_2exp(num, num, e);
  } else {
    mpz_mul_2exp(den, den, -e);
  }
  Value n = int_from_mpz(ctx, num), dd = int_from_mpz(ctx, den);
  mpz_clears(num, den, nullptr);
  return tuple_from(ctx, {n, dd});
}
static Value float_hex(Context& ctx, const CallArgs& call) {
  double d = self_f(call);
  if (!std::isfinite(d) || d == 0) {
    if (d == 0) return str_from(ctx, std::signbit(d) ? "-0x0.0p+0" : "0x0.0p+0");
    return str_from(ctx, float_repr(d));
  }
  char buf[64];
  snprintf(buf, sizeof buf, "%a", d);
  // C prints 0x1.8p+1; CPython prints 0x1.8000000000000p+1 (13 hex digits).
  std::string s(buf);
  size_t p = s.find('p');
  size_t dot = s.find('.');
  std::string mant = dot == std::string::npos ? s.substr(0, p) + "." : s.substr(0, p);
  size_t frac = mant.size() - mant.find('.') - 1;
  if (frac < 13) mant += std::string(13 - frac, '0');
  return str_from(ctx, mant + s.substr(p));
}
static Value float_fromhex(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "fromhex", 2, 2)) return Value::null();
  if (!is_str(ctx, call.args[1])) return ctx.raise(ctx.builtins.exc_TypeError, "must be str");
  std::string s(as_str(call.args[1])->view());
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  while (end && *end == ' ') ++end;
  if (end == s.c_str() || *end != '\0') {
    return ctx.raise(ctx.builtins.exc_ValueError, "invalid hexadecimal floating-point string");
  }
  return Value::floating(d);
}
static Value float_conjugate(Context&, const CallArgs& call) { return Value::floating(self_f(call)); }
static Value float_get_real(Context&, Value self) { return Value::floating(float_value(self)); }
static Value float_get_imag(Context&, Value) { return Value::floating(0.0); }

static Value float_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.float_type) return Value::floating(0.0);
  return Value::object(ctx.heap.make<WithDict<FloatObject>>(cls, 0.0));
}

static Value float_new(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/x"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "float", kNames, 0, a)) return Value::null();
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.float_type);
  if (cls == nullptr) return Value::null();
  Value r;
  if (a[0].is_null()) {
    r = Value::floating(0.0);
  } else if (is_float(ctx, a[0])) {
    r = Value::floating(float_value(a[0]));
  } else if (is_int(ctx, a[0])) {
    bool o;
    double d = int_to_double(ctx, a[0], &o);
    if (o) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
    r = Value::floating(d);
  } else if (is_str(ctx, a[0])) {
    r = float_parse(ctx, as_str(a[0])->view());
  } else if (is_bytes(ctx, a[0]) || is_bytearray(ctx, a[0])) {
    // float(b): the bytes as ASCII text; the error shows the object's repr, as CPython.
    r = float_parse(ctx, as_bytes(a[0])->data);
    if (r.is_null() && ctx.exception_matches(ctx.builtins.exc_ValueError)) {
      ctx.take_exception();
      Value shown = protocol::repr(ctx, a[0]);
      if (shown.is_null()) return shown;
      return ctx.raise(ctx.builtins.exc_ValueError, "could not convert string to float: %s",
                       as_str(shown)->data.c_str());
    }
  } else {
    bool has_dunder = !protocol::lookup_special(ctx, a[0], ctx.builtins.names.__float__).is_null() ||
                      !protocol::lookup_special(ctx, a[0], ctx.builtins.names.__index__).is_null();
    auto d = protocol::as_double(ctx, a[0]);
    if (!d) {
      // Only a missing conversion is reworded; a wrong result type ("C.__float__ returned
      // non-float ...") or an error inside __float__ propagates.
      if (!has_dunder && ctx.exception_matches(ctx.builtins.exc_TypeError)) {
        ctx.take_exception();
        return ctx.raise(ctx.builtins.exc_TypeError,
                         "float() argument must be a string or a real number, not '%s'",
                         type_name(ctx, a[0]));
      }
      return Value::null();
    }
    r = Value::floating(*d);
  }
  if (r.is_null() || cls == ctx.builtins.float_type) return r;
  Value inst = cls->make_instance(ctx, cls);
  static_cast<FloatObject*>(inst.as_object())->value = r.as_float();
  return inst;
}

Value float_dunder_format(Context& ctx, const CallArgs& call);  // str_format.cpp

#define TP_FLOAT_DEF(name, sym, d, r, i) {#d, float_##d, nullptr}, {#r, float_##r, nullptr},
static const MethodDef float_methods[] = {
    TP_BINARY_OPS(TP_FLOAT_DEF)
    {"__lt__", float_lt, nullptr}, {"__le__", float_le, nullptr}, {"__eq__", float_eq, nullptr},
    {"__ne__", float_ne, nullptr}, {"__gt__", float_gt, nullptr}, {"__ge__", float_ge, nullptr},
    {"__divmod__", float_divmod, nullptr}, {"__rdivmod__", float_rdivmod, nullptr},
    {"__neg__", float_neg, nullptr}, {"__pos__", float_pos, nullptr}, {"__abs__", float_abs, nullptr},
    {"__bool__", float_bool, nullptr}, {"__hash__", float_hash_m, nullptr},
    {"__repr__", float_repr_m, nullptr}, {"__int__", float_int, nullptr},
    {"__float__", float_pos, nullptr}, {"__trunc__", float_int, nullptr},
    {"__floor__", float_floor, nullptr}, {"__ceil__", float_ceil, nullptr},
    {"__round__", float_round_m, nullptr}, {"__format__", float_dunder_format, nullptr},
    {"is_integer", float_is_integer, nullptr}, {"as_integer_ratio", float_as_ratio, nullptr},
    {"hex", float_hex, nullptr}, {"conjugate", float_conjugate, nullptr},
    {}};
#undef TP_FLOAT_DEF
static const GetSetDef float_getsets[] = {{"real", float_get_real, nullptr, nullptr},
                                          {"imag", float_get_imag, nullptr, nullptr},
                                          {}};
static const MethodDef float_static[] = {{"__new__", float_new, nullptr}, {}};
static const MethodDef float_class[] = {{"fromhex", float_fromhex, nullptr}, {}};

void init_float_type(Context& ctx) {
  TypeObject* t = ctx.builtins.float_type;
  t->make_instance = float_make;
  add_methods(ctx, t, float_methods);
  add_getsets(ctx, t, float_getsets);
  add_static_methods(ctx, t, float_static);
  add_class_methods(ctx, t, float_class);
}

}  // namespace tp::objects
