// The `cmath` module: CPython 3.11's functions and constants on complex numbers.
// Finite arguments go through the same formulas CPython uses (W. Kahan, "Branch cuts for
// complex elementary functions"; the overflow-avoiding forms for large arguments), so
// results agree to the bit; infinite and NaN arguments get the C99 Annex G special values
// (the table cmath_special.inc, generated from CPython), and CPython's errors: ValueError "math domain error" where
// C99 signals invalid (log(0), atanh(1), sin(inf)...), OverflowError "math range error" on
// overflow. Branch cuts follow the sign of a zero imaginary part.
#include <cerrno>
#include <cfloat>
#include <cmath>

#include "objects/arg_parser.h"
#include "objects/complex_object.h"
#include "objects/float_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"

namespace tp::stdlib {

namespace {

using objects::Complex;

#include "stdlib/cmath_special.inc"

constexpr double kLargeDouble = DBL_MAX / 4.0;
const double kSqrtLargeDouble = std::sqrt(kLargeDouble);
const double kLogLargeDouble = std::log(kLargeDouble);
const double kSqrtDblMin = std::sqrt(DBL_MIN);
constexpr double kLn2 = 0.6931471805599453094;
constexpr double kLn10 = 2.302585092994045684;
constexpr double kE = 2.7182818284590452354;

// How a computation ended (CPython's errno convention).
enum class Status { Ok, Domain, Range };

Value math_error(Context& ctx, Status status) {
  if (status == Status::Domain) return ctx.raise(ctx.builtins.exc_ValueError, "math domain error");
  return ctx.raise(ctx.builtins.exc_OverflowError, "math range error");
}

// A cmath argument: complex, __complex__, or anything float() accepts.
bool arg_complex(Context& ctx, Value v, Complex* out) {
  if (objects::is_complex(ctx, v)) {
    *out = objects::complex_value(v);
    return true;
  }
  Value method = protocol::lookup_special(ctx, v, protocol::intern(ctx, "__complex__"));
  if (!method.is_null()) {
    Value r = protocol::call1(ctx, method, v);
    if (r.is_null()) return false;
    if (!objects::is_complex(ctx, r)) {
      ctx.raise(ctx.builtins.exc_TypeError, "__complex__ returned non-complex (type %s)",
                objects::type_name(ctx, r));
      return false;
    }
    *out = objects::complex_value(r);
    return true;
  }
  if (ctx.has_exception()) return false;
  if (v.is_float()) {
    *out = {v.as_float(), 0.0};
    return true;
  }
  if (!v.is_small_int() && !v.is_bool() && !objects::is_float(ctx, v) &&
      protocol::lookup_special(ctx, v, ctx.builtins.names.__float__).is_null() &&
      protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "must be real number, not %s",
              objects::type_name(ctx, v));
    return false;
  }
  auto d = protocol::as_double(ctx, v);
  if (!d) return false;
  *out = {*d, 0.0};
  return true;
}

bool finite(Complex z) { return std::isfinite(z.real) && std::isfinite(z.imag); }

// The class of one part for kCmathSpecial: -inf, negative, -0, +0, positive, +inf, nan.
int special_class(double d) {
  if (std::isnan(d)) return 6;
  if (std::isinf(d)) return d > 0 ? 5 : 0;
  if (d == 0.0) return std::signbit(d) ? 2 : 3;
  return d < 0 ? 1 : 4;
}

// The value of `f` at an argument with an infinite or NaN part, as CPython's tables give.
Complex special(CmathFunction f, Complex z, Status* status) {
  const CmathSpecial& s =
      kCmathSpecial[static_cast<int>(f)][special_class(z.real)][special_class(z.imag)];
  *status = s.domain_error ? Status::Domain : Status::Ok;
  return {s.real, s.imag};
}

// --- the functions (each sets *status) ---

Complex c_sqrt(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) return special(CmathFunction::Sqrt, z, status);
  if (z.real == 0.0 && z.imag == 0.0) return {0.0, z.imag};
  double ax = std::fabs(z.real), ay = std::fabs(z.imag), s;
  if (ax < DBL_MIN && ay < DBL_MIN) {
    // Scale subnormal arguments up by 2**53 and the root down by 2**27.
    ax = std::ldexp(ax, 53);
    s = std::ldexp(std::sqrt(ax + std::hypot(ax, std::ldexp(ay, 53))), -27);
  } else {
    ax /= 8.0;
    s = 2.0 * std::sqrt(ax + std::hypot(ax, ay / 8.0));
  }
  const double d = ay / (2.0 * s);
  if (z.real >= 0.0) return {s, std::copysign(d, z.imag)};
  return {d, std::copysign(s, z.imag)};
}

Complex c_log(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) return special(CmathFunction::Log, z, status);
  const double ax = std::fabs(z.real), ay = std::fabs(z.imag);
  Complex r;
  if (ax > kLargeDouble || ay > kLargeDouble) {
    r.real = std::log(std::hypot(ax / 2.0, ay / 2.0)) + kLn2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax > 0.0 || ay > 0.0) {
      r.real = std::log(std::hypot(std::ldexp(ax, DBL_MANT_DIG), std::ldexp(ay, DBL_MANT_DIG))) -
               DBL_MANT_DIG * kLn2;
    } else {
      *status = Status::Domain;  // log(0)
      return {-INFINITY, std::atan2(z.imag, z.real)};
    }
  } else {
    const double h = std::hypot(ax, ay);
    if (0.71 <= h && h <= 1.73) {
      const double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      r.real = std::log1p((am - 1) * (am + 1) + an * an) / 2.0;
    } else {
      r.real = std::log(h);
    }
  }
  r.imag = std::atan2(z.imag, z.real);
  return r;
}

Complex c_acos(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) return special(CmathFunction::Acos, z, status);
  Complex r;
  if (std::fabs(z.real) > kLargeDouble || std::fabs(z.imag) > kLargeDouble) {
    r.real = std::atan2(std::fabs(z.imag), z.real);
    const double m = std::log(std::hypot(z.real / 2.0, z.imag / 2.0)) + kLn2 * 2.0;
    r.imag = z.real < 0 ? -std::copysign(m, z.imag) : std::copysign(m, -z.imag);
  } else {
    Status ignored;
    const Complex s1 = c_sqrt({1.0 - z.real, -z.imag}, &ignored);
    const Complex s2 = c_sqrt({1.0 + z.real, z.imag}, &ignored);
    r.real = 2.0 * std::atan2(s1.real, s2.real);
    r.imag = std::asinh(s2.real * s1.imag - s2.imag * s1.real);
  }
  return r;
}

Complex c_acosh(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) return special(CmathFunction::Acosh, z, status);
  Complex r;
  if (std::fabs(z.real) > kLargeDouble || std::fabs(z.imag) > kLargeDouble) {
    r.real = std::log(std::hypot(z.real / 2.0, z.imag / 2.0)) + kLn2 * 2.0;
    r.imag = std::atan2(z.imag, z.real);
  } else {
    Status ignored;
    const Complex s1 = c_sqrt({z.real - 1.0, z.imag}, &ignored);
    const Complex s2 = c_sqrt({z.real + 1.0, z.imag}, &ignored);
    r.real = std::asinh(s1.real * s2.real + s1.imag * s2.imag);
    r.imag = 2.0 * std::atan2(s1.imag, s2.real);
  }
  return r;
}

Complex c_asinh(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) return special(CmathFunction::Asinh, z, status);
  Complex r;
  if (std::fabs(z.real) > kLargeDouble || std::fabs(z.imag) > kLargeDouble) {
    const double m = std::log(std::hypot(z.real / 2.0, z.imag / 2.0)) + kLn2 * 2.0;
    r.real = z.imag >= 0 ? std::copysign(m, z.real) : -std::copysign(m, -z.real);
    r.imag = std::atan2(z.imag, std::fabs(z.real));
  } else {
    Status ignored;
    const Complex s1 = c_sqrt({1.0 + z.imag, -z.real}, &ignored);
    const Complex s2 = c_sqrt({1.0 - z.imag, z.real}, &ignored);
    r.real = std::asinh(s1.real * s2.imag - s2.real * s1.imag);
    r.imag = std::atan2(z.imag, s1.real * s2.real - s1.imag * s2.imag);
  }
  return r;
}

Complex c_asin(Complex z, Status* status) {  // asin(z) = -i asinh(iz)
  const Complex s = c_asinh({-z.imag, z.real}, status);
  return {s.imag, -s.real};
}

Complex c_atanh(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) return special(CmathFunction::Atanh, z, status);
  if (z.real < 0) {  // atanh(-z) = -atanh(z): work with a non-negative real part
    const Complex r = c_atanh({-z.real, -z.imag}, status);
    return {-r.real, -r.imag};
  }
  const double ay = std::fabs(z.imag);
  Complex r;
  if (z.real > kSqrtLargeDouble || ay > kSqrtLargeDouble) {
    // Large |z|: atanh(z) ~ 1/z +- i pi/2.
    const double h = std::hypot(z.real / 2.0, z.imag / 2.0);
    r.real = z.real / 4.0 / h / h;
    r.imag = -std::copysign(M_PI / 2.0, -z.imag);
  } else if (z.real == 1.0 && ay < kSqrtDblMin) {
    if (ay == 0.0) {
      *status = Status::Domain;  // atanh(1)
      return {INFINITY, z.imag};
    }
    r.real = -std::log(std::sqrt(ay) / std::sqrt(std::hypot(ay, 2.0)));
    r.imag = std::copysign(std::atan2(2.0, -ay) / 2.0, z.imag);
  } else {
    r.real = std::log1p(4.0 * z.real / ((1 - z.real) * (1 - z.real) + ay * ay)) / 4.0;
    r.imag = -std::atan2(-2.0 * z.imag, (1 - z.real) * (1 + z.real) - ay * ay) / 2.0;
  }
  return r;
}

Complex c_atan(Complex z, Status* status) {  // atan(z) = -i atanh(iz)
  const Complex s = c_atanh({-z.imag, z.real}, status);
  return {s.imag, -s.real};
}

Complex c_cosh(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) {
    if (std::isinf(z.real) && std::isfinite(z.imag) && z.imag != 0.0) {
      const double m = z.real > 0 ? INFINITY : -INFINITY;
      return {std::copysign(INFINITY, std::cos(z.imag)), std::copysign(INFINITY, std::sin(z.imag)) * (m > 0 ? 1 : -1)};
    }
    return special(CmathFunction::Cosh, z, status);
  }
  Complex r;
  if (std::fabs(z.real) > kLogLargeDouble) {
    // cosh(x) overflows before cosh(z) does: scale by e.
    const double x = z.real - std::copysign(1.0, z.real);
    r = {std::cos(z.imag) * std::cosh(x) * kE, std::sin(z.imag) * std::sinh(x) * kE};
  } else {
    r = {std::cos(z.imag) * std::cosh(z.real), std::sin(z.imag) * std::sinh(z.real)};
  }
  if (std::isinf(r.real) || std::isinf(r.imag)) *status = Status::Range;
  return r;
}

Complex c_sinh(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) {
    if (std::isinf(z.real) && std::isfinite(z.imag) && z.imag != 0.0) {
      const double sign = z.real > 0 ? 1.0 : -1.0;
      return {sign * std::copysign(INFINITY, std::cos(z.imag)),
              std::copysign(INFINITY, std::sin(z.imag))};
    }
    return special(CmathFunction::Sinh, z, status);
  }
  Complex r;
  if (std::fabs(z.real) > kLogLargeDouble) {
    const double x = z.real - std::copysign(1.0, z.real);
    r = {std::cos(z.imag) * std::sinh(x) * kE, std::sin(z.imag) * std::cosh(x) * kE};
  } else {
    r = {std::cos(z.imag) * std::sinh(z.real), std::sin(z.imag) * std::cosh(z.real)};
  }
  if (std::isinf(r.real) || std::isinf(r.imag)) *status = Status::Range;
  return r;
}

Complex c_tanh(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) {
    if (std::isinf(z.real) && std::isfinite(z.imag) && z.imag != 0.0) {
      return {z.real > 0 ? 1.0 : -1.0, std::copysign(0.0, 2.0 * std::sin(z.imag) * std::cos(z.imag))};
    }
    return special(CmathFunction::Tanh, z, status);
  }
  if (std::fabs(z.real) > kLogLargeDouble) {
    return {std::copysign(1.0, z.real),
            4.0 * std::sin(z.imag) * std::cos(z.imag) * std::exp(-2.0 * std::fabs(z.real))};
  }
  const double tx = std::tanh(z.real), ty = std::tan(z.imag), cx = 1.0 / std::cosh(z.real);
  const double txty = tx * ty, denom = 1.0 + txty * txty;
  return {tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx};
}

Complex c_cos(Complex z, Status* status) { return c_cosh({-z.imag, z.real}, status); }
Complex c_sin(Complex z, Status* status) {  // sin(z) = -i sinh(iz)
  const Complex s = c_sinh({-z.imag, z.real}, status);
  return {s.imag, -s.real};
}
Complex c_tan(Complex z, Status* status) {  // tan(z) = -i tanh(iz)
  const Complex s = c_tanh({-z.imag, z.real}, status);
  return {s.imag, -s.real};
}

Complex c_exp(Complex z, Status* status) {
  *status = Status::Ok;
  if (!finite(z)) {
    if (std::isinf(z.real) && std::isfinite(z.imag) && z.imag != 0.0) {
      if (z.real > 0) {
        return {std::copysign(INFINITY, std::cos(z.imag)), std::copysign(INFINITY, std::sin(z.imag))};
      }
      return {std::copysign(0.0, std::cos(z.imag)), std::copysign(0.0, std::sin(z.imag))};
    }
    return special(CmathFunction::Exp, z, status);
  }
  Complex r;
  if (z.real > kLogLargeDouble) {
    const double l = std::exp(z.real - 1.0);
    r = {l * std::cos(z.imag) * kE, l * std::sin(z.imag) * kE};
  } else {
    const double l = std::exp(z.real);
    r = {l * std::cos(z.imag), l * std::sin(z.imag)};
  }
  if (std::isinf(r.real) || std::isinf(r.imag)) *status = Status::Range;
  return r;
}

Complex c_log10(Complex z, Status* status) {
  Complex r = c_log(z, status);
  return {r.real / kLn10, r.imag / kLn10};
}

// --- Python wrappers ---

using Function = Complex (*)(Complex, Status*);

Value apply(Context& ctx, const CallArgs& call, const char* name, Function f) {
  if (call.nargs != 1 || call.nkwargs() != 0) {
    if (call.nkwargs() != 0)
      return ctx.raise(ctx.builtins.exc_TypeError, "cmath.%s() takes no keyword arguments", name);
    return ctx.raise(ctx.builtins.exc_TypeError, "cmath.%s() takes exactly one argument (%zu given)",
                     name, call.nargs);
  }
  Complex z;
  if (!arg_complex(ctx, call.args[0], &z)) return Value::null();
  Status status;
  Complex r = f(z, &status);
  if (status != Status::Ok) return math_error(ctx, status);
  return objects::complex_new(ctx, r.real, r.imag);
}

#define TP_CMATH_FUNCTION(name)                                      \
  Value cmath_##name(Context& ctx, const CallArgs& call) {           \
    return apply(ctx, call, #name, c_##name);                        \
  }
TP_CMATH_FUNCTION(sqrt)
TP_CMATH_FUNCTION(exp)
TP_CMATH_FUNCTION(log10)
TP_CMATH_FUNCTION(acos)
TP_CMATH_FUNCTION(asin)
TP_CMATH_FUNCTION(atan)
TP_CMATH_FUNCTION(acosh)
TP_CMATH_FUNCTION(asinh)
TP_CMATH_FUNCTION(atanh)
TP_CMATH_FUNCTION(cos)
TP_CMATH_FUNCTION(sin)
TP_CMATH_FUNCTION(tan)
TP_CMATH_FUNCTION(cosh)
TP_CMATH_FUNCTION(sinh)
TP_CMATH_FUNCTION(tanh)
#undef TP_CMATH_FUNCTION

Value cmath_log(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/x", "/base"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "log", kNames, 1, a)) return Value::null();
  Complex z, base;
  if (!arg_complex(ctx, a[0], &z)) return Value::null();
  if (!a[1].is_null() && !arg_complex(ctx, a[1], &base)) return Value::null();
  Status status;
  Complex r = c_log(z, &status);
  if (!a[1].is_null()) {
    // As CPython: the base's log decides the error state (log(0, 2) is (-inf+nanj)), and a
    // zero log of the base is a domain error.
    Complex lb = c_log(base, &status);
    if (status != Status::Ok) return math_error(ctx, status);
    Value q = objects::complex_binary(ctx, BinaryOp::TrueDivide,
                                      objects::complex_new(ctx, r.real, r.imag),
                                      objects::complex_new(ctx, lb.real, lb.imag));
    if (q.is_null() && ctx.exception_matches(ctx.builtins.exc_ZeroDivisionError)) {
      ctx.take_exception();
      return math_error(ctx, Status::Domain);
    }
    return q;
  }
  if (status != Status::Ok) return math_error(ctx, status);
  return objects::complex_new(ctx, r.real, r.imag);
}

bool one_arg(Context& ctx, const CallArgs& call, const char* name, Complex* z) {
  if (call.nargs != 1 || call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "cmath.%s() takes exactly one argument (%zu given)", name,
              call.nargs);
    return false;
  }
  return arg_complex(ctx, call.args[0], z);
}

// atan2 with CPython's errno check: an underflowing finite atan2 (1e-310 / 1e300) reports
// OverflowError "math range error", as CPython 3.11 does.
double phase_of(Complex z, Status* status) {
  errno = 0;
  const double phi = std::atan2(z.imag, z.real);
  *status = errno == EDOM ? Status::Domain : errno == ERANGE ? Status::Range : Status::Ok;
  return phi;
}

Value cmath_phase(Context& ctx, const CallArgs& call) {
  Complex z;
  if (!one_arg(ctx, call, "phase", &z)) return Value::null();
  Status status;
  const double phi = phase_of(z, &status);
  if (status != Status::Ok) return math_error(ctx, status);
  return Value::floating(phi);
}

Value cmath_polar(Context& ctx, const CallArgs& call) {
  Complex z;
  if (!one_arg(ctx, call, "polar", &z)) return Value::null();
  double r;
  if (std::isinf(z.real) || std::isinf(z.imag)) {
    r = INFINITY;
  } else if (std::isnan(z.real) || std::isnan(z.imag)) {
    r = NAN;
  } else {
    r = std::hypot(z.real, z.imag);
    if (std::isinf(r)) return math_error(ctx, Status::Range);
  }
  // No errno check on the phase here: CPython's abs() clears it.
  return objects::tuple_from(ctx, {Value::floating(r), Value::floating(std::atan2(z.imag, z.real))});
}

bool real_arg(Context& ctx, Value v, double* out) {
  if (v.is_float()) {
    *out = v.as_float();
    return true;
  }
  if (objects::is_complex(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "must be real number, not complex");
    return false;
  }
  auto d = protocol::as_double(ctx, v);
  if (!d) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "must be real number, not %s", objects::type_name(ctx, v));
    }
    return false;
  }
  *out = *d;
  return true;
}

Value cmath_rect(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2 || call.nkwargs() != 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "rect expected 2 arguments, got %zu", call.nargs);
  }
  double r, phi;
  if (!real_arg(ctx, call.args[0], &r) || !real_arg(ctx, call.args[1], &phi)) return Value::null();
  Complex z;
  if (std::isfinite(r) && std::isfinite(phi)) {
    z = {r * std::cos(phi), r * std::sin(phi)};
  } else if (std::isinf(r) && std::isfinite(phi) && phi != 0.0) {
    // The signs of the infinities come from cos(phi) and sin(phi).
    const double sign = r > 0 ? 1.0 : -1.0;
    z = {sign * std::copysign(INFINITY, std::cos(phi)), sign * std::copysign(INFINITY, std::sin(phi))};
  } else {
    Status status;
    z = special(CmathFunction::Rect, {r, phi}, &status);
    if (status != Status::Ok) return math_error(ctx, status);
  }
  return objects::complex_new(ctx, z.real, z.imag);
}

Value cmath_isfinite(Context& ctx, const CallArgs& call) {
  Complex z;
  if (!one_arg(ctx, call, "isfinite", &z)) return Value::null();
  return Value::boolean(finite(z));
}
Value cmath_isinf(Context& ctx, const CallArgs& call) {
  Complex z;
  if (!one_arg(ctx, call, "isinf", &z)) return Value::null();
  return Value::boolean(std::isinf(z.real) || std::isinf(z.imag));
}
Value cmath_isnan(Context& ctx, const CallArgs& call) {
  Complex z;
  if (!one_arg(ctx, call, "isnan", &z)) return Value::null();
  return Value::boolean(std::isnan(z.real) || std::isnan(z.imag));
}

Value cmath_isclose(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"a", "b", "$rel_tol", "$abs_tol"};
  Value v[4];
  if (!objects::parse_args(ctx, call, "isclose", kNames, 2, v)) return Value::null();
  Complex a, b;
  double rel = 1e-9, abs_tol = 0.0;
  if (!arg_complex(ctx, v[0], &a) || !arg_complex(ctx, v[1], &b)) return Value::null();
  if (!v[2].is_null() && !real_arg(ctx, v[2], &rel)) return Value::null();
  if (!v[3].is_null() && !real_arg(ctx, v[3], &abs_tol)) return Value::null();
  if (rel < 0 || abs_tol < 0) {
    return ctx.raise(ctx.builtins.exc_ValueError, "tolerances must be non-negative");
  }
  if (a.real == b.real && a.imag == b.imag) return Value::boolean(true);
  if (std::isinf(a.real) || std::isinf(a.imag) || std::isinf(b.real) || std::isinf(b.imag)) {
    return Value::boolean(false);
  }
  const double diff = std::hypot(a.real - b.real, a.imag - b.imag);
  return Value::boolean(diff <= rel * std::hypot(b.real, b.imag) ||
                        diff <= rel * std::hypot(a.real, a.imag) || diff <= abs_tol);
}

const objects::MethodDef cmath_functions[] = {
    {"sqrt", cmath_sqrt},   {"exp", cmath_exp},     {"log", cmath_log},
    {"log10", cmath_log10}, {"acos", cmath_acos},   {"asin", cmath_asin},
    {"atan", cmath_atan},   {"acosh", cmath_acosh}, {"asinh", cmath_asinh},
    {"atanh", cmath_atanh}, {"cos", cmath_cos},     {"sin", cmath_sin},
    {"tan", cmath_tan},     {"cosh", cmath_cosh},   {"sinh", cmath_sinh},
    {"tanh", cmath_tanh},   {"phase", cmath_phase}, {"polar", cmath_polar},
    {"rect", cmath_rect},   {"isfinite", cmath_isfinite}, {"isinf", cmath_isinf},
    {"isnan", cmath_isnan}, {"isclose", cmath_isclose},
    {}};

}  // namespace

ModuleObject* init_cmath(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "cmath");
  objects::add_functions(ctx, m, cmath_functions);
  objects::set_module_attr(ctx, m, "pi", Value::floating(M_PI));
  objects::set_module_attr(ctx, m, "e", Value::floating(M_E));
  objects::set_module_attr(ctx, m, "tau", Value::floating(2 * M_PI));
  objects::set_module_attr(ctx, m, "inf", Value::floating(INFINITY));
  objects::set_module_attr(ctx, m, "nan", Value::floating(NAN));
  objects::set_module_attr(ctx, m, "infj", objects::complex_new(ctx, 0.0, INFINITY));
  objects::set_module_attr(ctx, m, "nanj", objects::complex_new(ctx, 0.0, NAN));
  return m;
}

}  // namespace tp::stdlib
