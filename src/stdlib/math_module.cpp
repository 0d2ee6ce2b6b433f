// The `math` module: CPython's functions and constants with its error behaviour
// (ValueError "math domain error", OverflowError "math range error", TypeError for
// non-numbers). Integer functions (factorial, gcd, lcm, isqrt, comb, perm) are exact on
// arbitrary-precision ints through GMP.
#include <gmp.h>

#include <cerrno>
#include <cfloat>
#include <cmath>
#include <vector>

#include "objects/arg_parser.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"

namespace tp::stdlib {

namespace {

Value domain_error(Context& ctx) { return ctx.raise(ctx.builtins.exc_ValueError, "math domain error"); }
Value range_error(Context& ctx) { return ctx.raise(ctx.builtins.exc_OverflowError, "math range error"); }

bool arg_double(Context& ctx, Value v, double* out) {
  if (v.is_float()) {
    *out = v.as_float();
    return true;
  }
  if (v.is_small_int()) {
    *out = static_cast<double>(v.as_small_int());
    return true;
  }
  auto d = protocol::as_double(ctx, v);
  if (!d) return false;
  *out = *d;
  return true;
}

// Argument-count checks worded as CPython's math functions (no keywords anywhere:
// "math.sqrt() takes no keyword arguments").
bool range_args(Context& ctx, const CallArgs& call, const char* name, size_t min, size_t max) {
  if (call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "math.%s() takes no keyword arguments", name);
    return false;
  }
  size_t n = call.nargs;
  if (n >= min && n <= max) return true;
  if (min == 1 && max == 1) {
    ctx.raise(ctx.builtins.exc_TypeError, "math.%s() takes exactly one argument (%zu given)", name, n);
  } else if (min == max) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected %zu arguments, got %zu", name, min, n);
  } else if (n < min) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least %zu argument%s, got %zu", name, min,
              min == 1 ? "" : "s", n);
  } else {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most %zu argument%s, got %zu", name, max,
              max == 1 ? "" : "s", n);
  }
  return false;
}
bool exact_args(Context& ctx, const CallArgs& call, const char* name, size_t n) {
  return range_args(ctx, call, name, n, n);
}

// Wraps a libm function of one argument with CPython's errno-style checks: a NaN result
// from a non-NaN argument is a domain error, an infinite result from a finite argument
// is a range error (unless `inf_is_domain`, e.g. log(0)).
Value unary(Context& ctx, const CallArgs& call, const char* name, double (*f)(double),
            bool inf_is_domain = false) {
  if (!exact_args(ctx, call, name, 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  double r = f(x);
  if (std::isnan(r) && !std::isnan(x)) return domain_error(ctx);
  if (std::isinf(r) && std::isfinite(x)) return inf_is_domain ? domain_error(ctx) : range_error(ctx);
  return Value::floating(r);
}

#define TP_MATH_UNARY(pyname, cfn, infdomain)                      \
  Value math_##pyname(Context& ctx, const CallArgs& call) {        \
    return unary(ctx, call, #pyname, [](double x) { return cfn(x); }, infdomain); \
  }
TP_MATH_UNARY(exp, std::exp, false)
TP_MATH_UNARY(expm1, std::expm1, false)
TP_MATH_UNARY(exp2, std::exp2, false)
TP_MATH_UNARY(sin, std::sin, false)
TP_MATH_UNARY(cos, std::cos, false)
TP_MATH_UNARY(tan, std::tan, false)
TP_MATH_UNARY(asin, std::asin, false)
TP_MATH_UNARY(acos, std::acos, false)
TP_MATH_UNARY(atan, std::atan, false)
TP_MATH_UNARY(sinh, std::sinh, false)
TP_MATH_UNARY(cosh, std::cosh, false)
TP_MATH_UNARY(tanh, std::tanh, false)
TP_MATH_UNARY(asinh, std::asinh, false)
TP_MATH_UNARY(acosh, std::acosh, false)
TP_MATH_UNARY(atanh, std::atanh, true)
TP_MATH_UNARY(fabs, std::fabs, false)
TP_MATH_UNARY(erf, std::erf, false)
TP_MATH_UNARY(erfc, std::erfc, false)
TP_MATH_UNARY(log1p, std::log1p, true)
TP_MATH_UNARY(cbrt, std::cbrt, false)
#undef TP_MATH_UNARY

Value math_sqrt(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "sqrt", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  if (x < 0) return domain_error(ctx);
  return Value::floating(std::sqrt(x));
}

Value math_gamma(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "gamma", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  if (std::isinf(x) && x < 0) return domain_error(ctx);
  if (x <= 0 && x == std::floor(x)) return domain_error(ctx);
  double r = std::tgamma(x);
  if (std::isinf(r) && std::isfinite(x)) return range_error(ctx);
  return Value::floating(r);
}

Value math_lgamma(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "lgamma", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  if (x <= 0 && x == std::floor(x) && std::isfinite(x)) return domain_error(ctx);
  double r = std::lgamma(x);
  if (std::isinf(r) && std::isfinite(x)) return range_error(ctx);
  return Value::floating(r);
}

// log/log2/log10 of any positive int or float with `f` the C function: an int that does not
// fit a double is taken as m * 2**e (f(m) + f(2) * e), so huge ints keep their full range.
bool log_of(Context& ctx, Value v, double (*f)(double), double* out) {
  if (v.is_object() && objects::is_int(ctx, v)) {
    mpz_t z;
    mpz_init(z);
    objects::int_to_mpz(v, z);
    if (mpz_sgn(z) <= 0) {
      mpz_clear(z);
      domain_error(ctx);
      return false;
    }
    bool overflow;
    double d = objects::int_to_double(ctx, v, &overflow);
    if (!overflow) {
      mpz_clear(z);
      *out = f(d);
      return true;
    }
    long exp;
    double mant = mpz_get_d_2exp(&exp, z);
    mpz_clear(z);
    *out = f(mant) + f(2.0) * static_cast<double>(exp);
    return true;
  }
  double x;
  if (!arg_double(ctx, v, &x)) return false;
  if (std::isnan(x) || (std::isinf(x) && x > 0)) {
    *out = x;
    return true;
  }
  if (x <= 0) {
    domain_error(ctx);
    return false;
  }
  *out = f(x);
  return true;
}

double c_log(double x) { return std::log(x); }
double c_log2(double x) { return std::log2(x); }
double c_log10(double x) { return std::log10(x); }

Value math_log(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "log() takes no keyword arguments");
  if (call.nargs < 1 || call.nargs > 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "math.log requires 1 to 2 arguments");
  }
  double num;
  if (!log_of(ctx, call.args[0], c_log, &num)) return Value::null();
  if (call.nargs == 1) return Value::floating(num);
  double den;
  if (!log_of(ctx, call.args[1], c_log, &den)) return Value::null();
  if (den == 0) return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "float division by zero");
  return Value::floating(num / den);
}

Value math_log2(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "log2", 1)) return Value::null();
  double r;
  if (!log_of(ctx, call.args[0], c_log2, &r)) return Value::null();
  return Value::floating(r);
}

Value math_log10(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "log10", 1)) return Value::null();
  double r;
  if (!log_of(ctx, call.args[0], c_log10, &r)) return Value::null();
  return Value::floating(r);
}

// pow(x, y) with C99 Annex F's special values for NaN and infinities (as CPython, which
// does not rely on the C library there), domain error for a negative base with a
// non-integer exponent or 0 ** negative, range error on overflow.
Value math_pow(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "pow", 2)) return Value::null();
  double x, y;
  if (!arg_double(ctx, call.args[0], &x) || !arg_double(ctx, call.args[1], &y)) return Value::null();
  double r;
  if (!std::isfinite(x) || !std::isfinite(y)) {
    if (std::isnan(x)) {
      r = y == 0.0 ? 1.0 : x;
    } else if (std::isnan(y)) {
      r = x == 1.0 ? 1.0 : y;
    } else if (std::isinf(x)) {
      bool odd_y = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
      if (y > 0) {
        r = odd_y ? x : std::fabs(x);
      } else if (y == 0) {
        r = 1.0;
      } else {
        r = odd_y ? std::copysign(0.0, x) : 0.0;
      }
    } else {  // y is infinite
      if (std::fabs(x) == 1.0) {
        r = 1.0;
      } else if (y > 0 && std::fabs(x) > 1.0) {
        r = y;
      } else if (y < 0 && std::fabs(x) < 1.0) {
        r = -y;
      } else {
        r = 0.0;
      }
    }
    return Value::floating(r);
  }
  r = std::pow(x, y);
  if (std::isnan(r)) return domain_error(ctx);
  if (std::isinf(r)) return x == 0.0 ? domain_error(ctx) : range_error(ctx);
  return Value::floating(r);
}

Value math_atan2(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "atan2", 2)) return Value::null();
  double y, x;
  if (!arg_double(ctx, call.args[0], &y) || !arg_double(ctx, call.args[1], &x)) return Value::null();
  return Value::floating(std::atan2(y, x));
}

Value math_fmod(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "fmod", 2)) return Value::null();
  double x, y;
  if (!arg_double(ctx, call.args[0], &x) || !arg_double(ctx, call.args[1], &y)) return Value::null();
  if (y == 0 && !std::isnan(x)) return domain_error(ctx);
  if (std::isinf(x) && !std::isnan(y)) return domain_error(ctx);
  return Value::floating(std::fmod(x, y));
}

Value math_copysign(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "copysign", 2)) return Value::null();
  double x, y;
  if (!arg_double(ctx, call.args[0], &x) || !arg_double(ctx, call.args[1], &y)) return Value::null();
  return Value::floating(std::copysign(x, y));
}

// IEEE 754 remainder: x - n*y with n the integer nearest x/y (ties to even); exact.
Value math_remainder(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "remainder", 2)) return Value::null();
  double x, y;
  if (!arg_double(ctx, call.args[0], &x) || !arg_double(ctx, call.args[1], &y)) return Value::null();
  if (std::isnan(x)) return Value::floating(x);
  if (std::isnan(y)) return Value::floating(y);
  if (std::isinf(x) || y == 0) return domain_error(ctx);
  if (std::isinf(y)) return Value::floating(x);
  return Value::floating(std::remainder(x, y));
}

Value math_nextafter(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "nextafter", 2)) return Value::null();
  double x, y;
  if (!arg_double(ctx, call.args[0], &x) || !arg_double(ctx, call.args[1], &y)) return Value::null();
  return Value::floating(std::nextafter(x, y));
}

// The value of the least significant bit of |x| (the largest finite float: the gap below it).
Value math_ulp(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "ulp", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  if (std::isnan(x)) return Value::floating(x);
  x = std::fabs(x);
  if (std::isinf(x)) return Value::floating(x);
  double up = std::nextafter(x, INFINITY);
  if (std::isinf(up)) return Value::floating(x - std::nextafter(x, -INFINITY));
  return Value::floating(up - x);
}

Value math_degrees(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "degrees", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  return Value::floating(x * (180.0 / M_PI));
}

Value math_radians(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "radians", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  return Value::floating(x * (M_PI / 180.0));
}

// Note [Vector norm]: hypot and dist compute sqrt(sum(x*x)) correctly rounded in nearly all
// cases, as CPython 3.11 does: the values are scaled by a power of two so that the largest
// is in [0.5, 1), each square is split exactly into hi + lo (fma), the hi parts are summed
// with compensation around a 1.0 bias, and the square root gets one differential
// correction step. Infinity wins over NaN; n <= 1 returns the largest magnitude.
struct TwoDouble {
  double hi, lo;
};
TwoDouble exact_mul(double x, double y) {
  double z = x * y;
  return {z, std::fma(x, y, -z)};
}
TwoDouble fast_sum(double a, double b) {  // |a| >= |b|
  double x = a + b;
  return {x, (a - x) + b};
}

double vector_norm(std::vector<double>& v, double max, bool found_nan) {
  if (std::isinf(max)) return max;
  if (found_nan) return NAN;
  if (max == 0.0 || v.size() <= 1) return max;
  int max_e;
  std::frexp(max, &max_e);
  if (max_e < -1023) {  // subnormal: 2**-max_e would overflow
    for (double& x : v) x /= DBL_MIN;
    return DBL_MIN * vector_norm(v, max / DBL_MIN, found_nan);
  }
  double scale = std::ldexp(1.0, -max_e);
  double csum = 1.0, frac1 = 0.0, frac2 = 0.0;
  for (double x : v) {
    x *= scale;
    TwoDouble pr = exact_mul(x, x);
    TwoDouble sm = fast_sum(csum, pr.hi);
    csum = sm.hi;
    frac1 += pr.lo;
    frac2 += sm.lo;
  }
  double h = std::sqrt(csum - 1.0 + (frac1 + frac2));
  TwoDouble pr = exact_mul(-h, h);
  TwoDouble sm = fast_sum(csum, pr.hi);
  csum = sm.hi;
  frac1 += pr.lo;
  frac2 += sm.lo;
  double x = csum - 1.0 + (frac1 + frac2);
  h += x / (2.0 * h);
  return h / scale;
}

Value math_hypot(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "math.hypot() takes no keyword arguments");
  std::vector<double> xs;
  double max = 0.0;
  bool nan = false;
  for (size_t i = 0; i < call.nargs; ++i) {
    double x;
    if (!arg_double(ctx, call.args[i], &x)) return Value::null();
    x = std::fabs(x);
    xs.push_back(x);
    nan |= std::isnan(x);
    if (x > max) max = x;
  }
  return Value::floating(vector_norm(xs, max, nan));
}

Value math_dist(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "dist", 2)) return Value::null();
  std::vector<Value> p, q;
  if (!objects::collect_iterable(ctx, call.args[0], &p) || !objects::collect_iterable(ctx, call.args[1], &q))
    return Value::null();
  if (p.size() != q.size())
    return ctx.raise(ctx.builtins.exc_ValueError, "both points must have the same number of dimensions");
  std::vector<double> diffs;
  double max = 0.0;
  bool nan = false;
  for (size_t i = 0; i < p.size(); ++i) {
    double a, b;
    if (!arg_double(ctx, p[i], &a) || !arg_double(ctx, q[i], &b)) return Value::null();
    double d = std::fabs(a - b);
    diffs.push_back(d);
    nan |= std::isnan(d);
    if (d > max) max = d;
  }
  return Value::floating(vector_norm(diffs, max, nan));
}

Value bool_result(Context& ctx, const CallArgs& call, const char* name, bool (*f)(double)) {
  if (!exact_args(ctx, call, name, 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  return Value::boolean(f(x));
}
Value math_isfinite(Context& ctx, const CallArgs& call) {
  return bool_result(ctx, call, "isfinite", [](double x) { return std::isfinite(x); });
}
Value math_isinf(Context& ctx, const CallArgs& call) {
  return bool_result(ctx, call, "isinf", [](double x) { return std::isinf(x); });
}
Value math_isnan(Context& ctx, const CallArgs& call) {
  return bool_result(ctx, call, "isnan", [](double x) { return std::isnan(x); });
}

Value math_isclose(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"a", "b", "$rel_tol", "$abs_tol"};
  Value v[4];
  if (!objects::parse_args(ctx, call, "isclose", kNames, 2, v)) return Value::null();
  double a, b, rel = 1e-9, abs_tol = 0.0;
  if (!arg_double(ctx, v[0], &a) || !arg_double(ctx, v[1], &b)) return Value::null();
  if (!v[2].is_null() && !arg_double(ctx, v[2], &rel)) return Value::null();
  if (!v[3].is_null() && !arg_double(ctx, v[3], &abs_tol)) return Value::null();
  if (rel < 0 || abs_tol < 0) return ctx.raise(ctx.builtins.exc_ValueError, "tolerances must be non-negative");
  if (a == b) return Value::boolean(true);
  if (std::isinf(a) || std::isinf(b)) return Value::boolean(false);
  double diff = std::fabs(b - a);
  return Value::boolean((diff <= std::fabs(rel * b)) || (diff <= std::fabs(rel * a)) || (diff <= abs_tol));
}

// floor/ceil/trunc of a float to an exact int.
Value float_to_int(Context& ctx, double d) {
  if (std::isinf(d)) return ctx.raise(ctx.builtins.exc_OverflowError, "cannot convert float infinity to integer");
  if (std::isnan(d)) return ctx.raise(ctx.builtins.exc_ValueError, "cannot convert float NaN to integer");
  if (d >= -9.2e18 && d <= 9.2e18) return Value::small_int(static_cast<int64_t>(d));
  mpz_t z;
  mpz_init(z);
  mpz_set_d(z, d);
  Value r = objects::int_from_mpz(ctx, z);
  mpz_clear(z);
  return r;
}

Value rounding(Context& ctx, const CallArgs& call, const char* name, StrObject* dunder,
               double (*f)(double)) {
  if (!exact_args(ctx, call, name, 1)) return Value::null();
  Value x = call.args[0];
  if (x.is_small_int() || x.is_bool()) return Value::small_int(x.is_bool() ? x.as_bool() : x.as_small_int());
  if (x.is_float()) return float_to_int(ctx, f(x.as_float()));
  if (objects::is_int(ctx, x)) return objects::int_exact(ctx, x);
  Value m = protocol::lookup_special(ctx, x, dunder);
  if (!m.is_null()) return protocol::call1(ctx, m, x);
  if (ctx.has_exception()) return Value::null();
  if (std::string(name) == "trunc")
    return ctx.raise(ctx.builtins.exc_TypeError, "type %s doesn't define __trunc__ method", objects::type_name(ctx, x));
  double d;
  if (!arg_double(ctx, x, &d)) return Value::null();
  return float_to_int(ctx, f(d));
}
Value math_floor(Context& ctx, const CallArgs& call) {
  return rounding(ctx, call, "floor", ctx.builtins.names.__floor__, [](double d) { return std::floor(d); });
}
Value math_ceil(Context& ctx, const CallArgs& call) {
  return rounding(ctx, call, "ceil", ctx.builtins.names.__ceil__, [](double d) { return std::ceil(d); });
}
Value math_trunc(Context& ctx, const CallArgs& call) {
  return rounding(ctx, call, "trunc", ctx.builtins.names.__trunc__, [](double d) { return std::trunc(d); });
}

// An exact int argument (ints and __index__ objects; floats are TypeError) into `out`.
bool arg_mpz(Context& ctx, Value v, mpz_t out) {
  v = protocol::number_index(ctx, v);
  if (v.is_null()) return false;
  objects::int_to_mpz(v, out);
  return true;
}

struct Mpz {
  mpz_t z;
  Mpz() { mpz_init(z); }
  ~Mpz() { mpz_clear(z); }
};

// n! for an int n >= 0 (exact); CPython's limit is the C long range.
Value factorial_of(Context& ctx, mpz_t n) {
  if (mpz_sgn(n) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "factorial() not defined for negative values");
  if (!mpz_fits_slong_p(n)) {
    return ctx.raise(ctx.builtins.exc_OverflowError, "factorial() argument should not exceed %ld", LONG_MAX);
  }
  Mpz r;
  mpz_fac_ui(r.z, mpz_get_ui(n));
  return objects::int_from_mpz(ctx, r.z);
}

Value math_factorial(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "factorial", 1)) return Value::null();
  Mpz n;
  if (!arg_mpz(ctx, call.args[0], n.z)) return Value::null();
  return factorial_of(ctx, n.z);
}

Value gcd_lcm(Context& ctx, const CallArgs& call, bool lcm) {
  if (call.nkwargs() != 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "math.%s() takes no keyword arguments", lcm ? "lcm" : "gcd");
  }
  Mpz acc, x;
  mpz_set_ui(acc.z, lcm ? 1 : 0);
  for (size_t i = 0; i < call.nargs; ++i) {
    if (!arg_mpz(ctx, call.args[i], x.z)) return Value::null();
    if (lcm)
      mpz_lcm(acc.z, acc.z, x.z);
    else
      mpz_gcd(acc.z, acc.z, x.z);
  }
  return objects::int_from_mpz(ctx, acc.z);
}
Value math_gcd(Context& ctx, const CallArgs& call) { return gcd_lcm(ctx, call, false); }
Value math_lcm(Context& ctx, const CallArgs& call) { return gcd_lcm(ctx, call, true); }

Value math_isqrt(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "isqrt", 1)) return Value::null();
  Mpz n;
  if (!arg_mpz(ctx, call.args[0], n.z)) return Value::null();
  if (mpz_sgn(n.z) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "isqrt() argument must be nonnegative");
  mpz_sqrt(n.z, n.z);
  return objects::int_from_mpz(ctx, n.z);
}

Value math_comb(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "comb", 2)) return Value::null();
  Mpz n, k;
  if (!arg_mpz(ctx, call.args[0], n.z) || !arg_mpz(ctx, call.args[1], k.z)) return Value::null();
  if (mpz_sgn(n.z) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "n must be a non-negative integer");
  if (mpz_sgn(k.z) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "k must be a non-negative integer");
  if (mpz_cmp(k.z, n.z) > 0) return Value::small_int(0);
  Mpz rest;  // comb(n, k) == comb(n, n - k): the smaller one is the loop count
  mpz_sub(rest.z, n.z, k.z);
  if (mpz_cmp(rest.z, k.z) < 0) mpz_set(k.z, rest.z);
  if (!mpz_fits_slong_p(k.z)) {
    return ctx.raise(ctx.builtins.exc_OverflowError, "min(n - k, k) must not exceed %ld", LONG_MAX);
  }
  Mpz r;
  mpz_bin_ui(r.z, n.z, mpz_get_ui(k.z));
  return objects::int_from_mpz(ctx, r.z);
}

// perm(n, k=None): n! / (n - k)!; without k, n! with factorial's messages (as CPython).
Value math_perm(Context& ctx, const CallArgs& call) {
  if (!range_args(ctx, call, "perm", 1, 2)) return Value::null();
  Mpz n, k;
  if (!arg_mpz(ctx, call.args[0], n.z)) return Value::null();
  if (call.nargs == 1 || call.args[1].is_none()) return factorial_of(ctx, n.z);
  if (!arg_mpz(ctx, call.args[1], k.z)) return Value::null();
  if (mpz_sgn(n.z) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "n must be a non-negative integer");
  if (mpz_sgn(k.z) < 0) return ctx.raise(ctx.builtins.exc_ValueError, "k must be a non-negative integer");
  if (mpz_cmp(k.z, n.z) > 0) return Value::small_int(0);
  if (!mpz_fits_slong_p(k.z)) return ctx.raise(ctx.builtins.exc_OverflowError, "k must not exceed %ld", LONG_MAX);
  unsigned long kk = mpz_get_ui(k.z);
  Mpz r, f;
  mpz_bin_ui(r.z, n.z, kk);  // comb(n, k) * k!
  mpz_fac_ui(f.z, kk);
  mpz_mul(r.z, r.z, f.z);
  return objects::int_from_mpz(ctx, r.z);
}

Value math_prod(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/iterable", "$start"};
  Value v[2];
  if (call.nargs == 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "prod() takes exactly 1 positional argument (0 given)");
  }
  if (!objects::parse_args(ctx, call, "prod", kNames, 1, v)) return Value::null();
  std::vector<Value> items;
  if (!objects::collect_iterable(ctx, v[0], &items)) return Value::null();
  Value acc = v[1].is_null() ? Value::small_int(1) : v[1];
  for (Value x : items) {
    acc = protocol::binary_op(ctx, BinaryOp::Multiply, acc, x);
    if (acc.is_null()) return acc;
  }
  return acc;
}

// Shewchuk's exactly rounded summation with non-overlapping partials (CPython's msum):
// infinities and NaNs are summed apart ("-inf + inf in fsum"), an overflow of the partials
// from finite inputs is "intermediate overflow in fsum", and the final rounding is
// half-even across partials.
Value math_fsum(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "fsum", 1)) return Value::null();
  std::vector<Value> items;
  if (!objects::collect_iterable(ctx, call.args[0], &items)) return Value::null();
  std::vector<double> partials;
  double special_sum = 0.0, inf_sum = 0.0;
  for (Value v : items) {
    double x;
    if (!arg_double(ctx, v, &x)) return Value::null();
    double xsave = x;
    size_t i = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y;
      double yr = hi - x;
      double lo = y - yr;
      if (lo != 0.0) partials[i++] = lo;
      x = hi;
    }
    partials.resize(i);
    if (x != 0.0) {
      if (!std::isfinite(x)) {
        if (std::isfinite(xsave)) return ctx.raise(ctx.builtins.exc_OverflowError, "intermediate overflow in fsum");
        if (std::isinf(xsave)) inf_sum += xsave;
        special_sum += xsave;
        partials.clear();
      } else {
        partials.push_back(x);
      }
    }
  }
  if (special_sum != 0.0) {
    if (std::isnan(inf_sum)) return ctx.raise(ctx.builtins.exc_ValueError, "-inf + inf in fsum");
    return Value::floating(special_sum);
  }
  double hi = 0.0;
  size_t n = partials.size();
  if (n > 0) {
    hi = partials[--n];
    double lo = 0.0;
    while (n > 0) {
      double x = hi;
      double y = partials[--n];
      hi = x + y;
      double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0) break;
    }
    if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
      double y = lo * 2.0;
      double x = hi + y;
      double yr = x - hi;
      if (y == yr) hi = x;
    }
  }
  return Value::floating(hi);
}

Value math_modf(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "modf", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  double ip;
  double fp = std::modf(x, &ip);
  return objects::tuple_from(ctx, {Value::floating(fp), Value::floating(ip)});
}

Value math_frexp(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "frexp", 1)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  int e = 0;
  double m = std::isfinite(x) ? std::frexp(x, &e) : x;
  return objects::tuple_from(ctx, {Value::floating(m), Value::small_int(e)});
}

// ldexp(x, i): i must be an int (CPython takes no __index__ objects here); a huge i
// overflows (range error) or underflows to a signed zero.
Value math_ldexp(Context& ctx, const CallArgs& call) {
  if (!exact_args(ctx, call, "ldexp", 2)) return Value::null();
  double x;
  if (!arg_double(ctx, call.args[0], &x)) return Value::null();
  Value ev = call.args[1];
  if (!objects::is_int(ctx, ev)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "Expected an int as second argument to ldexp.");
  }
  int64_t e;
  if (ev.is_bool()) {
    e = ev.as_bool() ? 1 : 0;
  } else {
    auto v = objects::int_to_int64(ev);
    e = v ? *v : (objects::int_sign(ev) < 0 ? INT64_MIN : INT64_MAX);
  }
  if (x == 0.0 || !std::isfinite(x)) return Value::floating(x);
  if (e > INT32_MAX) return range_error(ctx);
  if (e < INT32_MIN) return Value::floating(std::copysign(0.0, x));
  double r = std::ldexp(x, static_cast<int>(e));
  if (std::isinf(r)) return range_error(ctx);
  return Value::floating(r);
}

const objects::MethodDef math_functions[] = {
    {"sqrt", math_sqrt},   {"exp", math_exp},       {"expm1", math_expm1},   {"exp2", math_exp2},
    {"log", math_log},     {"log2", math_log2},     {"log10", math_log10},   {"log1p", math_log1p},
    {"pow", math_pow},     {"sin", math_sin},       {"cos", math_cos},       {"tan", math_tan},
    {"asin", math_asin},   {"acos", math_acos},     {"atan", math_atan},     {"atan2", math_atan2},
    {"sinh", math_sinh},   {"cosh", math_cosh},     {"tanh", math_tanh},     {"asinh", math_asinh},
    {"acosh", math_acosh}, {"atanh", math_atanh},   {"floor", math_floor},   {"ceil", math_ceil},
    {"trunc", math_trunc}, {"fabs", math_fabs},     {"fmod", math_fmod},     {"isfinite", math_isfinite},
    {"isinf", math_isinf}, {"isnan", math_isnan},   {"isclose", math_isclose}, {"copysign", math_copysign},
    {"degrees", math_degrees}, {"radians", math_radians}, {"hypot", math_hypot}, {"dist", math_dist},
    {"factorial", math_factorial}, {"gcd", math_gcd}, {"lcm", math_lcm},     {"isqrt", math_isqrt},
    {"comb", math_comb},   {"perm", math_perm},     {"prod", math_prod},     {"fsum", math_fsum},
    {"erf", math_erf},     {"erfc", math_erfc},     {"gamma", math_gamma},   {"lgamma", math_lgamma},
    {"cbrt", math_cbrt},   {"modf", math_modf},     {"frexp", math_frexp},   {"ldexp", math_ldexp},
    {"remainder", math_remainder}, {"nextafter", math_nextafter}, {"ulp", math_ulp},
    {}};

}  // namespace

ModuleObject* init_math(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "math");
  objects::add_functions(ctx, m, math_functions);
  objects::set_module_attr(ctx, m, "pi", Value::floating(M_PI));
  objects::set_module_attr(ctx, m, "e", Value::floating(M_E));
  objects::set_module_attr(ctx, m, "tau", Value::floating(2 * M_PI));
  objects::set_module_attr(ctx, m, "inf", Value::floating(INFINITY));
  objects::set_module_attr(ctx, m, "nan", Value::floating(NAN));
  return m;
}

}  // namespace tp::stdlib
