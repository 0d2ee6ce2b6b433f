// complex: the type's arithmetic, comparison, hash, repr, constructor and string parsing
// (see complex_object.h); __format__ is in complex_format.cpp.
#include "objects/complex_object.h"

#include <cerrno>
#include <cmath>
#include <cstring>

#include "objects/arg_parser.h"
#include "objects/float_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"

namespace tp::objects {

bool is_complex(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.complex_type);
}

Value complex_new(Context& ctx, double real, double imag) {
  return Value::object(ctx.heap.make<ComplexObject>(ctx.builtins.complex_type, real, imag));
}

namespace {

// repr of one part: float repr without a trailing ".0" (CPython's 'r' format, no dot added).
std::string part_repr(double d) {
  std::string s = float_repr(d);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

// Converts an int, float or complex operand; false (NotImplemented) for anything else,
// true with *overflow for an int too large for a double.
bool operand(Context& ctx, Value v, Complex* out, bool* overflow) {
  *overflow = false;
  if (v.is_float()) {
    *out = {v.as_float(), 0.0};
    return true;
  }
  if (v.is_small_int()) {
    *out = {static_cast<double>(v.as_small_int()), 0.0};
    return true;
  }
  if (v.is_bool()) {
    *out = {v.as_bool() ? 1.0 : 0.0, 0.0};
    return true;
  }
  if (is_complex(ctx, v)) {
    *out = complex_value(v);
    return true;
  }
  if (is_float(ctx, v)) {
    *out = {float_value(v), 0.0};
    return true;
  }
  if (is_int(ctx, v)) {
    *out = {int_to_double(ctx, v, overflow), 0.0};
    return true;
  }
  return false;
}

Complex product(Complex a, Complex b) {
  return {a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real};
}

// Smith's algorithm; *zero set when b is 0.
Complex quotient(Complex a, Complex b, bool* zero) {
  *zero = false;
  const double abs_real = std::fabs(b.real), abs_imag = std::fabs(b.imag);
  if (abs_real >= abs_imag) {
    if (abs_real == 0.0) {
      *zero = true;
      return {0.0, 0.0};
    }
    const double ratio = b.imag / b.real;
    const double denom = b.real + b.imag * ratio;
    return {(a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom};
  }
  if (abs_imag >= abs_real) {
    const double ratio = b.real / b.imag;
    const double denom = b.real * ratio + b.imag;
    return {(a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom};
  }
  return {NAN, NAN};  // b has a NaN part
}

// a ** b by the polar formula; *domain for 0 to a negative or complex power.
Complex polar_power(Complex a, Complex b, bool* domain) {
  if (b.real == 0.0 && b.imag == 0.0) return {1.0, 0.0};
  if (a.real == 0.0 && a.imag == 0.0) {
    if (b.imag != 0.0 || b.real < 0.0) *domain = true;
    return {0.0, 0.0};
  }
  const double magnitude = std::hypot(a.real, a.imag);
  double length = std::pow(magnitude, b.real);
  const double angle = std::atan2(a.imag, a.real);
  double phase = angle * b.real;
  if (b.imag != 0.0) {
    length /= std::exp(angle * b.imag);
    phase += b.imag * std::log(magnitude);
  }
  return {length * std::cos(phase), length * std::sin(phase)};
}

// a ** n for a small unsigned n by repeated squaring.
Complex unsigned_power(Complex a, long n) {
  Complex r{1.0, 0.0}, p = a;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask) r = product(r, p);
    p = product(p, p);
  }
  return r;
}

}  // namespace

std::string complex_repr(Complex z) {
  if (z.real == 0.0 && !std::signbit(z.real)) return part_repr(z.imag) + "j";
  std::string im = part_repr(z.imag);
  if (im[0] != '-') im.insert(0, "+");
  return "(" + part_repr(z.real) + im + "j)";
}

int64_t complex_hash(Complex z) {
  const uint64_t real_hash = static_cast<uint64_t>(float_hash(z.real));
  const uint64_t imag_hash = static_cast<uint64_t>(float_hash(z.imag));
  const int64_t combined = static_cast<int64_t>(real_hash + 1000003u * imag_hash);
  return combined == -1 ? -2 : combined;
}

Value complex_power(Context& ctx, Complex z, Complex w) {
  bool domain = false, zero = false;
  Complex r;
  // CPython reads errno from the libm calls too: cos(inf) is a domain error (reported as
  // the ZeroDivisionError below), an overflowing pow() a range error.
  errno = 0;
  const double whole = std::trunc(w.real);
  if (w.imag == 0.0 && w.real == whole && std::fabs(whole) <= 100.0) {
    const long n = static_cast<long>(whole);
    if (n >= 0) {
      r = unsigned_power(z, n);
    } else {
      r = quotient({1.0, 0.0}, unsigned_power(z, -n), &zero);
      domain = zero;
    }
  } else {
    r = polar_power(z, w, &domain);
  }
  int error = errno;
  if (std::isinf(r.real) || std::isinf(r.imag)) {
    if (error == 0) error = ERANGE;
  } else if (error == ERANGE) {
    error = 0;  // underflow is fine
  }
  if (domain || error == EDOM) {
    return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "0.0 to a negative or complex power");
  }
  if (error == ERANGE) {
    return ctx.raise(ctx.builtins.exc_OverflowError, "complex exponentiation");
  }
  return complex_new(ctx, r.real, r.imag);
}

Value complex_binary(Context& ctx, BinaryOp op, Value a, Value b) {
  Complex x, y;
  bool o1, o2;
  if (!operand(ctx, a, &x, &o1) || !operand(ctx, b, &y, &o2)) return ctx.builtins.not_implemented;
  switch (op) {
    case BinaryOp::Add:
    case BinaryOp::Subtract:
    case BinaryOp::Multiply:
    case BinaryOp::TrueDivide:
    case BinaryOp::Power: break;
    default: return ctx.builtins.not_implemented;
  }
  if (o1 || o2) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
  switch (op) {
    case BinaryOp::Add: return complex_new(ctx, x.real + y.real, x.imag + y.imag);
    case BinaryOp::Subtract: return complex_new(ctx, x.real - y.real, x.imag - y.imag);
    case BinaryOp::Multiply: {
      Complex r = product(x, y);
      return complex_new(ctx, r.real, r.imag);
    }
    case BinaryOp::TrueDivide: {
      bool zero;
      Complex r = quotient(x, y, &zero);
      if (zero) return ctx.raise(ctx.builtins.exc_ZeroDivisionError, "complex division by zero");
      return complex_new(ctx, r.real, r.imag);
    }
    default: return complex_power(ctx, x, y);
  }
}

namespace {

// --- complex(str) ---

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The longest float at s[i..) accepted by float(): [sign] digits[.digits][e[sign]digits],
// inf, infinity or nan (any case). Returns the end index, i when there is none.
size_t scan_float(const std::string& s, size_t i, double* out) {
  size_t j = i;
  if (j < s.size() && (s[j] == '+' || s[j] == '-')) ++j;
  const auto word_at = [&](const char* word) {
    size_t n = std::strlen(word);
    if (j + n > s.size()) return false;
    for (size_t k = 0; k < n; ++k)
      if (std::tolower(static_cast<unsigned char>(s[j + k])) != word[k]) return false;
    return true;
  };
  const bool negative = j > i && s[i] == '-';
  if (word_at("infinity") || word_at("inf")) {
    *out = negative ? -INFINITY : INFINITY;
    return j + (word_at("infinity") ? 8 : 3);
  }
  if (word_at("nan")) {
    *out = negative ? -NAN : NAN;
    return j + 3;
  }
  const auto digits = [&](size_t k) {
    while (k < s.size() && s[k] >= '0' && s[k] <= '9') ++k;
    return k;
  };
  size_t k = digits(j);
  size_t count = k - j;
  if (k < s.size() && s[k] == '.') {
    size_t after = digits(k + 1);
    count += after - (k + 1);
    k = after;
  }
  if (count == 0) return i;
  if (k < s.size() && (s[k] == 'e' || s[k] == 'E')) {
    size_t e = k + 1;
    if (e < s.size() && (s[e] == '+' || s[e] == '-')) ++e;
    size_t end = digits(e);
    if (end > e) k = end;
  }
  *out = std::strtod(s.substr(i, k - i).c_str(), nullptr);
  return k;
}

// The forms <float>, <float>j, <float><signed-float>j, and the old <float><sign>j, <sign>j,
// j, optionally in parentheses, with surrounding whitespace.
bool parse_complex_text(const std::string& s, Complex* out) {
  size_t i = 0;
  while (i < s.size() && is_space(s[i])) ++i;
  bool bracket = false;
  if (i < s.size() && s[i] == '(') {
    bracket = true;
    ++i;
    while (i < s.size() && is_space(s[i])) ++i;
  }
  double x = 0.0, y = 0.0, z;
  const auto is_j = [&](size_t k) { return k < s.size() && (s[k] == 'j' || s[k] == 'J'); };
  size_t end = scan_float(s, i, &z);
  if (end != i) {
    i = end;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      x = z;
      end = scan_float(s, i, &y);
      if (end != i) {
        i = end;
      } else {
        y = s[i] == '+' ? 1.0 : -1.0;
        ++i;
      }
      if (!is_j(i)) return false;
      ++i;
    } else if (is_j(i)) {
      ++i;
      y = z;
    } else {
      x = z;
    }
  } else {
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      y = s[i] == '+' ? 1.0 : -1.0;
      ++i;
    } else {
      y = 1.0;
    }
    if (!is_j(i)) return false;
    ++i;
  }
  while (i < s.size() && is_space(s[i])) ++i;
  if (bracket) {
    if (i >= s.size() || s[i] != ')') return false;
    ++i;
    while (i < s.size() && is_space(s[i])) ++i;
  }
  if (i != s.size()) return false;
  *out = {x, y};
  return true;
}

Value complex_from_string(Context& ctx, Value text) {
  const std::string s = unicode_ascii_decimal_space(as_str(text)->view());
  std::string clean;
  if (s.find('_') != std::string::npos) {
    // Underscores only between digits, as in numeric literals.
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    for (size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '_') {
        if (i == 0 || i + 1 == s.size() || !digit(s[i - 1]) || !digit(s[i + 1])) {
          std::string shown;
          if (!repr_string(ctx, text, &shown)) return Value::null();
          return ctx.raise(ctx.builtins.exc_ValueError, "could not convert string to complex: %s",
                           shown.c_str());
        }
        continue;
      }
      clean += s[i];
    }
  } else {
    clean = s;
  }
  Complex z;
  if (clean.find('\0') != std::string::npos || !parse_complex_text(clean, &z)) {
    return ctx.raise(ctx.builtins.exc_ValueError, "complex() arg is a malformed string");
  }
  return complex_new(ctx, z.real, z.imag);
}

// --- the constructor ---

bool has_number_dunder(Context& ctx, Value v) {
  return v.is_small_int() || v.is_bool() || v.is_float() || is_int(ctx, v) ||
         is_float(ctx, v) || is_complex(ctx, v) ||
         !protocol::lookup_special(ctx, v, ctx.builtins.names.__float__).is_null() ||
         !protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null();
}

Value complex_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.complex_type) return complex_new(ctx, 0.0, 0.0);
  return Value::object(ctx.heap.make<WithDict<ComplexObject>>(cls, 0.0, 0.0));
}

Value complex_of_type(Context& ctx, TypeObject* cls, double re, double im) {
  if (cls == ctx.builtins.complex_type) return complex_new(ctx, re, im);
  Value inst = cls->make_instance(ctx, cls);
  if (inst.is_null()) return inst;
  auto* c = static_cast<ComplexObject*>(inst.as_object());
  c->real = re;
  c->imag = im;
  return inst;
}

Value complex_new_m(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"real", "imag"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "complex", kNames, 0, a)) return Value::null();
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.complex_type);
  if (cls == nullptr) return Value::null();
  Value r = a[0].is_null() ? Value::small_int(0) : a[0], i = a[1];
  if (is_str(ctx, r)) {
    if (!i.is_null()) {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "complex() can't take second arg if first is a string");
    }
    Value z = complex_from_string(ctx, r);
    if (z.is_null() || cls == ctx.builtins.complex_type) return z;
    Complex parts = complex_value(z);
    return complex_of_type(ctx, cls, parts.real, parts.imag);
  }
  if (!i.is_null() && is_str(ctx, i)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "complex() second arg can't be a string");
  }
  if (i.is_null() && cls == ctx.builtins.complex_type && r.is_object() &&
      r.as_object()->type() == ctx.builtins.complex_type) {
    return r;
  }
  ValueRoot r_root(ctx, r);
  // __complex__ first (complex subclasses included).
  Value method = protocol::lookup_special(ctx, r, protocol::intern(ctx, "__complex__"));
  if (!method.is_null()) {
    Value converted = protocol::call1(ctx, method, r);
    if (converted.is_null()) return converted;
    if (!is_complex(ctx, converted)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "__complex__ returned non-complex (type %s)",
                       type_name(ctx, converted));
    }
    r = converted;
    r_root.set(r);
  } else if (ctx.has_exception()) {
    return Value::null();
  }
  if (!has_number_dunder(ctx, r)) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "complex() first argument must be a string or a number, not '%s'",
                     type_name(ctx, r));
  }
  if (!i.is_null() && !has_number_dunder(ctx, i)) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "complex() second argument must be a number, not '%s'", type_name(ctx, i));
  }
  Complex cr, ci;
  bool r_complex = false, i_complex = false;
  if (is_complex(ctx, r)) {
    cr = complex_value(r);
    r_complex = true;
  } else {
    auto d = protocol::as_double(ctx, r);
    if (!d) return Value::null();
    cr = {*d, 0.0};
  }
  if (i.is_null()) {
    ci.real = cr.imag;
  } else if (is_complex(ctx, i)) {
    ci = complex_value(i);
    i_complex = true;
  } else {
    auto d = protocol::as_double(ctx, i);
    if (!d) return Value::null();
    ci.real = *d;
  }
  if (i_complex) cr.real -= ci.imag;
  if (r_complex && !i.is_null()) ci.real += cr.imag;
  return complex_of_type(ctx, cls, cr.real, ci.real);
}

// --- methods ---

Complex self_c(const CallArgs& call) { return complex_value(call.args[0]); }

#define TP_COMPLEX_OP(name, sym, d, r, i)                                    \
  Value complex_##d(Context& ctx, const CallArgs& call) {                   \
    return complex_binary(ctx, BinaryOp::name, call.args[0], call.args[1]); \
  }                                                                         \
  Value complex_##r(Context& ctx, const CallArgs& call) {                   \
    return complex_binary(ctx, BinaryOp::name, call.args[1], call.args[0]); \
  }
TP_COMPLEX_OP(Add, "+", __add__, __radd__, __iadd__)
TP_COMPLEX_OP(Subtract, "-", __sub__, __rsub__, __isub__)
TP_COMPLEX_OP(Multiply, "*", __mul__, __rmul__, __imul__)
TP_COMPLEX_OP(TrueDivide, "/", __truediv__, __rtruediv__, __itruediv__)
#undef TP_COMPLEX_OP

Value complex_pow_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__pow__", 2, 3)) return Value::null();
  if (call.nargs == 3 && !call.args[2].is_none()) {
    return ctx.raise(ctx.builtins.exc_ValueError, "complex modulo");
  }
  return complex_binary(ctx, BinaryOp::Power, call.args[0], call.args[1]);
}
Value complex_rpow_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__rpow__", 2, 3)) return Value::null();
  if (call.nargs == 3 && !call.args[2].is_none()) {
    return ctx.raise(ctx.builtins.exc_ValueError, "complex modulo");
  }
  return complex_binary(ctx, BinaryOp::Power, call.args[1], call.args[0]);
}

// == and != with int (exactly), float and complex; NotImplemented otherwise.
Value complex_equal(Context& ctx, Value self, Value other, bool negate) {
  Complex z = complex_value(self);
  bool equal;
  if (other.is_small_int() || other.is_bool() || (!other.is_float() && is_int(ctx, other) &&
                                                  !is_float(ctx, other))) {
    if (z.imag != 0.0) {
      equal = false;
    } else {
      return float_compare(ctx, negate ? CompareOp::Ne : CompareOp::Eq, Value::floating(z.real),
                           other);
    }
  } else if (other.is_float() || is_float(ctx, other)) {
    equal = z.real == float_value(other) && z.imag == 0.0;
  } else if (is_complex(ctx, other)) {
    Complex w = complex_value(other);
    equal = z.real == w.real && z.imag == w.imag;
  } else {
    return ctx.builtins.not_implemented;
  }
  return Value::boolean(equal != negate);
}
Value complex_eq(Context& ctx, const CallArgs& call) {
  return complex_equal(ctx, call.args[0], call.args[1], false);
}
Value complex_ne(Context& ctx, const CallArgs& call) {
  return complex_equal(ctx, call.args[0], call.args[1], true);
}

Value complex_neg(Context& ctx, const CallArgs& call) {
  Complex z = self_c(call);
  return complex_new(ctx, -z.real, -z.imag);
}
Value complex_pos(Context& ctx, const CallArgs& call) {
  Complex z = self_c(call);
  return complex_new(ctx, z.real, z.imag);
}
Value complex_abs(Context& ctx, const CallArgs& call) {
  Complex z = self_c(call);
  if (std::isinf(z.real) || std::isinf(z.imag)) return Value::floating(INFINITY);
  if (std::isnan(z.real) || std::isnan(z.imag)) return Value::floating(NAN);
  double r = std::hypot(z.real, z.imag);
  if (std::isinf(r)) return ctx.raise(ctx.builtins.exc_OverflowError, "absolute value too large");
  return Value::floating(r);
}
Value complex_bool(Context&, const CallArgs& call) {
  Complex z = self_c(call);
  return Value::boolean(z.real != 0.0 || z.imag != 0.0);
}
Value complex_hash_m(Context&, const CallArgs& call) {
  return Value::small_int(complex_hash(self_c(call)));
}
Value complex_repr_m(Context& ctx, const CallArgs& call) {
  return str_from(ctx, complex_repr(self_c(call)));
}
Value complex_conjugate(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "conjugate", 1, 1)) return Value::null();
  Complex z = self_c(call);
  return complex_new(ctx, z.real, -z.imag);
}
Value complex_complex(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__complex__", 1, 1)) return Value::null();
  Complex z = self_c(call);
  return complex_new(ctx, z.real, z.imag);
}
Value complex_getnewargs(Context& ctx, const CallArgs& call) {
  Complex z = self_c(call);
  return tuple_from(ctx, {Value::floating(z.real), Value::floating(z.imag)});
}
Value complex_format_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__format__", 2, 2)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "__format__() argument must be str, not %s",
                     type_name(ctx, call.args[1]));
  }
  return complex_format(ctx, self_c(call), as_str(call.args[1])->view());
}
Value complex_get_real(Context&, Value self) { return Value::floating(complex_value(self).real); }
Value complex_get_imag(Context&, Value self) { return Value::floating(complex_value(self).imag); }

const MethodDef complex_methods[] = {
    {"__add__", complex___add__, nullptr}, {"__radd__", complex___radd__, nullptr},
    {"__sub__", complex___sub__, nullptr}, {"__rsub__", complex___rsub__, nullptr},
    {"__mul__", complex___mul__, nullptr}, {"__rmul__", complex___rmul__, nullptr},
    {"__truediv__", complex___truediv__, nullptr},
    {"__rtruediv__", complex___rtruediv__, nullptr},
    {"__pow__", complex_pow_m, nullptr}, {"__rpow__", complex_rpow_m, nullptr},
    {"__eq__", complex_eq, nullptr}, {"__ne__", complex_ne, nullptr},
    {"__neg__", complex_neg, nullptr}, {"__pos__", complex_pos, nullptr},
    {"__abs__", complex_abs, nullptr}, {"__bool__", complex_bool, nullptr},
    {"__hash__", complex_hash_m, nullptr}, {"__repr__", complex_repr_m, nullptr},
    {"__format__", complex_format_m, nullptr}, {"__complex__", complex_complex, nullptr},
    {"__getnewargs__", complex_getnewargs, nullptr}, {"conjugate", complex_conjugate, nullptr},
    {}};
const GetSetDef complex_getsets[] = {{"real", complex_get_real, nullptr, nullptr},
                                     {"imag", complex_get_imag, nullptr, nullptr},
                                     {}};
const MethodDef complex_static[] = {{"__new__", complex_new_m, nullptr}, {}};

}  // namespace

void init_complex_type(Context& ctx) {
  TypeObject* t = ctx.builtins.complex_type;
  t->make_instance = complex_make;
  add_methods(ctx, t, complex_methods);
  add_getsets(ctx, t, complex_getsets);
  add_static_methods(ctx, t, complex_static);
}

}  // namespace tp::objects
