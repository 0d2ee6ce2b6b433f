// The int and bool types: construction (int(x), int(s, base), bool(x)), the operator
// dunders (generated from TP_BINARY_OPS), and the named methods (bit_length, to_bytes...).
#include <cmath>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/float_object.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

#define TP_INT_OP(name, sym, d, r, i)                                       \
  static Value int_##d(Context& ctx, const CallArgs& call) {                \
    if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected 1 argument"); \
    return int_binary(ctx, BinaryOp::name, call.args[0], call.args[1]);     \
  }                                                                         \
  static Value int_##r(Context& ctx, const CallArgs& call) {                \
    if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected 1 argument"); \
    return int_binary(ctx, BinaryOp::name, call.args[1], call.args[0]);     \
  }
TP_BINARY_OPS(TP_INT_OP)
#undef TP_INT_OP

#define TP_INT_CMP(name, op)                                            \
  static Value int_##name(Context& ctx, const CallArgs& call) {         \
    return int_compare(ctx, CompareOp::op, call.args[0], call.args[1]); \
  }
TP_INT_CMP(lt, Lt) TP_INT_CMP(le, Le) TP_INT_CMP(eq, Eq) TP_INT_CMP(ne, Ne) TP_INT_CMP(gt, Gt)
TP_INT_CMP(ge, Ge)
#undef TP_INT_CMP

static Value int_pow3(Context& ctx, const CallArgs& call) {
  if (call.nargs == 2 || (call.nargs == 3 && call.args[2].is_none())) return int___pow__(ctx, call);
  if (!check_args(ctx, call, "__pow__", 3, 3)) return Value::null();
  Value a = call.args[0], b = call.args[1], m = call.args[2];
  if (!is_int(ctx, b) || !is_int(ctx, m)) return ctx.builtins.not_implemented;
  if (int_sign(m) == 0) return ctx.raise(ctx.builtins.exc_ValueError, "pow() 3rd argument cannot be 0");
  mpz_t x, y, z, r;
  mpz_inits(x, y, z, r, nullptr);
  int_to_mpz(a, x);
  int_to_mpz(b, y);
  int_to_mpz(m, z);
  bool neg_mod = mpz_sgn(z) < 0;
  mpz_abs(z, z);
  Value out;
  if (mpz_sgn(y) < 0) {
    if (mpz_invert(x, x, z) == 0) {
      mpz_clears(x, y, z, r, nullptr);
      return ctx.raise(ctx.builtins.exc_ValueError, "base is not invertible for the given modulus");
    }
    mpz_neg(y, y);
  }
  mpz_powm(r, x, y, z);
  if (neg_mod && mpz_sgn(r) != 0) mpz_sub(r, r, z);
  out = int_from_mpz(ctx, r);
  mpz_clears(x, y, z, r, nullptr);
  return out;
}

static Value int_divmod(Context& ctx, const CallArgs& call) {
  Value q = int_binary(ctx, BinaryOp::FloorDivide, call.args[0], call.args[1]);
  if (q.is_null() || q.is(ctx.builtins.not_implemented)) return q;
  Value r = int_binary(ctx, BinaryOp::Remainder, call.args[0], call.args[1]);
  if (r.is_null()) return r;
  return tuple_from(ctx, {q, r});
}
static Value int_rdivmod(Context& ctx, const CallArgs& call) {
  Value args[2] = {call.args[1], call.args[0]};
  return int_divmod(ctx, CallArgs{args, 2, nullptr});
}

static Value int_neg(Context& ctx, const CallArgs& call) {
  return int_binary(ctx, BinaryOp::Subtract, Value::small_int(0), call.args[0]);
}
static Value int_pos(Context& ctx, const CallArgs& call) { return int_exact(ctx, call.args[0]); }
static Value int_abs(Context& ctx, const CallArgs& call) {
  return int_sign(call.args[0]) < 0 ? int_neg(ctx, call) : int_exact(ctx, call.args[0]);
}
static Value int_invert(Context& ctx, const CallArgs& call) {
  return int_binary(ctx, BinaryOp::Subtract, Value::small_int(-1), call.args[0]);
}
static Value int_bool(Context& ctx, const CallArgs& call) {
  (void)ctx;
  return Value::boolean(int_sign(call.args[0]) != 0);
}
static Value int_float(Context& ctx, const CallArgs& call) {
  bool overflow;
  double d = int_to_double(ctx, call.args[0], &overflow);
  if (overflow) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
  return Value::floating(d);
}
static Value int_hash_m(Context& ctx, const CallArgs& call) {
  (void)ctx;
  return Value::small_int(int_hash(call.args[0]));
}
static Value int_repr(Context& ctx, const CallArgs& call) {
  Value v = call.args[0];
  if (v.is_object() && mpz_sizeinbase(static_cast<IntObject*>(v.as_object())->value, 10) > 4300) {
    return ctx.raise(ctx.builtins.exc_ValueError,
                     "Exceeds the limit (4300 digits) for integer string conversion; use "
                     "sys.set_int_max_str_digits() to increase the limit");
  }
  return str_from(ctx, int_to_string(v));
}
static Value int_round(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__round__", 1, 2)) return Value::null();
  if (call.nargs == 1 || call.args[1].is_none()) return int_exact(ctx, call.args[0]);
  if (!is_int(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                     type_name(ctx, call.args[1]));
  }
  if (int_sign(call.args[1]) >= 0) return int_exact(ctx, call.args[0]);
  // Round to a multiple of 10**-ndigits, half to even.
  mpz_t x, p, q, r, half;
  mpz_inits(x, p, q, r, half, nullptr);
  int_to_mpz(call.args[0], x);
  auto nd = int_to_int64(call.args[1]);
  if (!nd || *nd < -100000) {
    mpz_clears(x, p, q, r, half, nullptr);
    return Value::small_int(0);
  }
  mpz_ui_pow_ui(p, 10, static_cast<unsigned long>(-*nd));
  mpz_fdiv_qr(q, r, x, p);
  mpz_mul_2exp(half, r, 1);
  int c = mpz_cmp(half, p);
  if (c > 0 || (c == 0 && mpz_odd_p(q))) mpz_add_ui(q, q, 1);
  mpz_mul(q, q, p);
  Value out = int_from_mpz(ctx, q);
  mpz_clears(x, p, q, r, half, nullptr);
  return out;
}
static Value int_bit_length(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "bit_length", 1, 1)) return Value::null();
  if (int_sign(call.args[0]) == 0) return Value::small_int(0);
  mpz_t x;
  mpz_init(x);
  int_to_mpz(call.args[0], x);
  size_t n = mpz_sizeinbase(x, 2);
  mpz_clear(x);
  return Value::small_int(static_cast<int64_t>(n));
}
static Value int_bit_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "bit_count", 1, 1)) return Value::null();
  mpz_t x;
  mpz_init(x);
  int_to_mpz(call.args[0], x);
  mpz_abs(x, x);
  int64_t n = static_cast<int64_t>(mpz_popcount(x));
  mpz_clear(x);
  return Value::small_int(n);
}
static Value int_conjugate(Context& ctx, const CallArgs& call) { return int_exact(ctx, call.args[0]); }
static Value int_as_ratio(Context& ctx, const CallArgs& call) {
  return tuple_from(ctx, {int_exact(ctx, call.args[0]), Value::small_int(1)});
}
static Value int_is_integer(Context&, const CallArgs&) { return Value::boolean(true); }

static Value int_to_bytes(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"length", "byteorder", "$signed"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), "to_bytes", kNames, 0, a)) return Value::null();
  int64_t length = 1;
  if (!a[0].is_null()) {
    auto l = protocol::index_as_int64(ctx, a[0]);
    if (!l) return Value::null();
    if (*l < 0) return ctx.raise(ctx.builtins.exc_ValueError, "length argument must be non-negative");
    length = *l;
  }
  bool little = false;
  if (!a[1].is_null()) {
    if (!is_str(ctx, a[1])) return ctx.raise(ctx.builtins.exc_TypeError, "to_bytes() argument 'byteorder' must be str, not %s", type_name(ctx, a[1]));
    std::string_view bo = as_str(a[1])->view();
    if (bo == "little") {
      little = true;
    } else if (bo != "big") {
      return ctx.raise(ctx.builtins.exc_ValueError, "byteorder must be either 'little' or 'big'");
    }
  }
  bool is_signed = !a[2].is_null() && protocol::is_true(ctx, a[2]) == 1;
  mpz_t x;
  mpz_init(x);
  int_to_mpz(call.args[0], x);
  if (mpz_sgn(x) < 0 && !is_signed) {
    mpz_clear(x);
    return ctx.raise(ctx.builtins.exc_OverflowError, "can't convert negative int to unsigned");
  }
  {
    // Range check on the original value: [-2**(8L-1), 2**(8L-1)) signed, [0, 2**(8L)) unsigned.
    mpz_t t;
    mpz_init(t);
    if (mpz_sgn(x) < 0) {
      mpz_neg(t, x);
      mpz_sub_ui(t, t, 1);
    } else {
      mpz_set(t, x);
    }
    size_t bits = mpz_sgn(t) == 0 ? 0 : mpz_sizeinbase(t, 2);
    size_t limit = static_cast<size_t>(length) * 8 - (is_signed && length > 0 ? 1 : 0);
    mpz_clear(t);
    if (bits > limit) {
      mpz_clear(x);
      return ctx.raise(ctx.builtins.exc_OverflowError, "int too big to convert");
    }
  }
  if (mpz_sgn(x) < 0) {
    mpz_t m;
    mpz_init(m);
    mpz_ui_pow_ui(m, 256, static_cast<unsigned long>(length));
    mpz_add(x, x, m);
    mpz_clear(m);
  }
  std::string out(static_cast<size_t>(length), '\0');
  for (int64_t i = 0; i < length; ++i) {
    unsigned long byte = mpz_fdiv_ui(x, 256);
    mpz_fdiv_q_2exp(x, x, 8);
    out[little ? i : length - 1 - i] = static_cast<char>(byte);
  }
  mpz_clear(x);
  return bytes_from(ctx, out);
}

static Value int_from_bytes(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"bytes", "byteorder", "$signed"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), "from_bytes", kNames, 1, a)) return Value::null();
  std::string data;
  if (is_byteslike(ctx, a[0])) {
    std::string_view view;
    if (!byteslike_arg(ctx, a[0], &view)) return Value::null();
    data = std::string(view);
  } else {
    std::vector<Value> items;
    if (!collect_iterable(ctx, a[0], &items)) return Value::null();
    ListObject* holder = list_new(ctx, items);  // __index__ may run code
    gc::Root<ListObject> keep(ctx.heap, holder);
    for (Value v : items) {
      auto b = protocol::index_as_int64(ctx, v);
      if (!b) return Value::null();
      if (*b < 0 || *b > 255) return ctx.raise(ctx.builtins.exc_ValueError, "bytes must be in range(0, 256)");
      data += static_cast<char>(*b);
    }
  }
  bool little = false;
  if (!a[1].is_null()) {
    std::string_view bo = is_str(ctx, a[1]) ? as_str(a[1])->view() : "";
    if (bo == "little") {
      little = true;
    } else if (bo != "big") {
      return ctx.raise(ctx.builtins.exc_ValueError, "byteorder must be either 'little' or 'big'");
    }
  }
  bool is_signed = !a[2].is_null() && protocol::is_true(ctx, a[2]) == 1;
  mpz_t x;
  mpz_init(x);
  for (size_t i = 0; i < data.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(little ? data[data.size() - 1 - i] : data[i]);
    mpz_mul_2exp(x, x, 8);
    mpz_add_ui(x, x, c);
  }
  if (is_signed && !data.empty()) {
    unsigned char top = static_cast<unsigned char>(little ? data.back() : data.front());
    if (top & 0x80) {
      mpz_t m;
      mpz_init(m);
      mpz_ui_pow_ui(m, 256, data.size());
      mpz_sub(x, x, m);
      mpz_clear(m);
    }
  }
  Value r = int_from_mpz(ctx, x);
  mpz_clear(x);
  TypeObject* cls = as_type(call.args[0]);
  if (cls == ctx.builtins.int_type) return r;
  return protocol::call1(ctx, call.args[0], r);
}

static Value int_get_self(Context& ctx, Value self) { return int_exact(ctx, self); }
static Value int_get_zero(Context&, Value) { return Value::small_int(0); }
static Value int_get_one(Context&, Value) { return Value::small_int(1); }

static Value int_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.int_type) return Value::small_int(0);
  return Value::object(ctx.heap.make<WithDict<IntObject>>(cls));
}

// int(b) of a bytes or bytearray: parsed as ASCII text, with the invalid-literal message
// showing the bytes' repr as CPython (a bytearray is shown as the bytes it holds).
static Value int_parse_bytes(Context& ctx, Value b, int base) {
  const std::string& data = as_bytes(b)->data;
  Value r = int_parse(ctx, data, base);
  if (r.is_null() && ctx.exception_matches(ctx.builtins.exc_ValueError)) {
    Value e = ctx.take_exception();
    std::string msg;
    if (str_string(ctx, e, &msg) && msg.rfind("invalid literal", 0) == 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "invalid literal for int() with base %d: %s", base,
                       bytes_repr(data, "b").c_str());
    }
    ctx.raise_value(e);
  }
  return r;
}

// int(x=0) / int(x, base=10)
static Value int_new(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/x", "base"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "int", kNames, 0, a)) return Value::null();
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.int_type);
  if (cls == nullptr) return Value::null();
  Value r;
  if (a[0].is_null()) {
    if (!a[1].is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "int() missing string argument");
    r = Value::small_int(0);
  } else if (!a[1].is_null()) {
    auto base = protocol::index_as_int64(ctx, a[1]);
    if (!base) return Value::null();
    if (is_str(ctx, a[0])) {
      r = int_parse_str(ctx, as_str(a[0])->view(), static_cast<int>(*base));
    } else if (is_bytes(ctx, a[0]) || is_bytearray(ctx, a[0])) {
      r = int_parse_bytes(ctx, a[0], static_cast<int>(*base));
    } else {
      return ctx.raise(ctx.builtins.exc_TypeError, "int() can't convert non-string with explicit base");
    }
  } else if (is_int(ctx, a[0])) {
    r = int_exact(ctx, a[0]);
  } else if (a[0].is_float() || is_float(ctx, a[0])) {
    double d = float_value(a[0]);
    if (std::isnan(d)) return ctx.raise(ctx.builtins.exc_ValueError, "cannot convert float NaN to integer");
    if (std::isinf(d)) return ctx.raise(ctx.builtins.exc_OverflowError, "cannot convert float infinity to integer");
    d = std::trunc(d);
    if (d > -9.2e18 && d < 9.2e18) {
      r = Value::small_int(static_cast<int64_t>(d));
    } else {
      mpz_t z;
      mpz_init_set_d(z, d);
      r = int_from_mpz(ctx, z);
      mpz_clear(z);
    }
  } else if (is_str(ctx, a[0])) {
    r = int_parse_str(ctx, as_str(a[0])->view(), 10);
  } else if (is_bytes(ctx, a[0]) || is_bytearray(ctx, a[0])) {
    r = int_parse_bytes(ctx, a[0], 10);
  } else {
    Value f = protocol::lookup_special(ctx, a[0], ctx.builtins.names.__int__);
    if (f.is_null() && !protocol::lookup_special(ctx, a[0], ctx.builtins.names.__index__).is_null()) {
      r = protocol::number_index(ctx, a[0]);
      if (r.is_null()) return r;
      r = int_exact(ctx, r);
      if (r.is_null() || cls == ctx.builtins.int_type) return r;
      Value inst = cls->make_instance(ctx, cls);
      int_to_mpz(r, static_cast<IntObject*>(inst.as_object())->value);
      return inst;
    }
    bool via_trunc = false;
    if (f.is_null()) {
      f = protocol::lookup_special(ctx, a[0], ctx.builtins.names.__trunc__);
      via_trunc = !f.is_null();
    }
    if (f.is_null()) {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                       type_name(ctx, a[0]));
    }
    r = protocol::call1(ctx, f, a[0]);
    if (r.is_null()) return r;
    if (!is_int(ctx, r)) {
      if (via_trunc) {
        return ctx.raise(ctx.builtins.exc_TypeError, "__trunc__ returned non-Integral (type %s)",
                         type_name(ctx, r));
      }
      return ctx.raise(ctx.builtins.exc_TypeError, "__int__ returned non-int (type %s)", type_name(ctx, r));
    }
    r = int_exact(ctx, r);
  }
  if (r.is_null() || cls == ctx.builtins.int_type) return r;
  Value inst = cls->make_instance(ctx, cls);
  int_to_mpz(r, static_cast<IntObject*>(inst.as_object())->value);
  return inst;
}

Value int_dunder_format(Context& ctx, const CallArgs& call);  // str_format.cpp

#define TP_INT_DEF(name, sym, d, r, i) {#d, int_##d, nullptr}, {#r, int_##r, nullptr},
static const MethodDef int_methods[] = {
    TP_BINARY_OPS(TP_INT_DEF)
    {"__lt__", int_lt, nullptr}, {"__le__", int_le, nullptr}, {"__eq__", int_eq, nullptr},
    {"__ne__", int_ne, nullptr}, {"__gt__", int_gt, nullptr}, {"__ge__", int_ge, nullptr},
    {"__divmod__", int_divmod, nullptr}, {"__rdivmod__", int_rdivmod, nullptr},
    {"__neg__", int_neg, nullptr}, {"__pos__", int_pos, nullptr}, {"__abs__", int_abs, nullptr},
    {"__invert__", int_invert, nullptr}, {"__bool__", int_bool, nullptr},
    {"__int__", int_pos, nullptr}, {"__index__", int_pos, nullptr}, {"__float__", int_float, nullptr},
    {"__trunc__", int_pos, nullptr}, {"__floor__", int_pos, nullptr}, {"__ceil__", int_pos, nullptr},
    {"__hash__", int_hash_m, nullptr}, {"__repr__", int_repr, nullptr},
    {"__round__", int_round, nullptr}, {"__format__", int_dunder_format, nullptr},
    {"bit_length", int_bit_length, nullptr}, {"bit_count", int_bit_count, nullptr},
    {"conjugate", int_conjugate, nullptr}, {"as_integer_ratio", int_as_ratio, nullptr},
    {"is_integer", int_is_integer, nullptr}, {"to_bytes", int_to_bytes, nullptr},
    {}};
#undef TP_INT_DEF
static const GetSetDef int_getsets[] = {{"real", int_get_self, nullptr, nullptr},
                                        {"imag", int_get_zero, nullptr, nullptr},
                                        {"numerator", int_get_self, nullptr, nullptr},
                                        {"denominator", int_get_one, nullptr, nullptr},
                                        {}};
static const MethodDef int_static[] = {{"__new__", int_new, nullptr}, {}};
static const MethodDef int_class[] = {{"from_bytes", int_from_bytes, nullptr}, {}};

void init_int_type(Context& ctx) {
  TypeObject* t = ctx.builtins.int_type;
  t->make_instance = int_make;
  add_methods(ctx, t, int_methods);
  // The 3-argument form of pow goes through __pow__ too.
  static const MethodDef pow_def[] = {{"__pow__", int_pow3, nullptr}, {}};
  add_methods(ctx, t, pow_def);
  add_getsets(ctx, t, int_getsets);
  add_static_methods(ctx, t, int_static);
  add_class_methods(ctx, t, int_class);
}

// --- bool ---

static Value bool_repr(Context& ctx, const CallArgs& call) {
  return str_from(ctx, call.args[0].as_bool() ? "True" : "False");
}
static Value bool_new(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "bool() takes no keyword arguments");
  if (call.nargs > 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "bool expected at most 1 argument, got %zu", call.nargs - 1);
  }
  if (call.nargs == 1) return Value::boolean(false);
  int t = protocol::is_true(ctx, call.args[1]);
  if (t < 0) return Value::null();
  return Value::boolean(t != 0);
}
static Value bool_bitop(Context& ctx, const CallArgs& call, BinaryOp op) {
  if (call.args[0].is_bool() && call.args[1].is_bool()) {
    bool a = call.args[0].as_bool(), b = call.args[1].as_bool();
    return Value::boolean(op == BinaryOp::And ? (a && b) : op == BinaryOp::Or ? (a || b) : (a != b));
  }
  return int_binary(ctx, op, call.args[0], call.args[1]);
}
static Value bool_and(Context& c, const CallArgs& a) { return bool_bitop(c, a, BinaryOp::And); }
static Value bool_or(Context& c, const CallArgs& a) { return bool_bitop(c, a, BinaryOp::Or); }
static Value bool_xor(Context& c, const CallArgs& a) { return bool_bitop(c, a, BinaryOp::Xor); }

static const MethodDef bool_methods[] = {
    {"__repr__", bool_repr, nullptr}, {"__and__", bool_and, nullptr}, {"__rand__", bool_and, nullptr},
    {"__or__", bool_or, nullptr},     {"__ror__", bool_or, nullptr},  {"__xor__", bool_xor, nullptr},
    {"__rxor__", bool_xor, nullptr},  {}};
static const MethodDef bool_static[] = {{"__new__", bool_new, nullptr}, {}};

void init_bool_type(Context& ctx) {
  TypeObject* t = ctx.builtins.bool_type;
  t->make_instance = nullptr;
  add_methods(ctx, t, bool_methods);
  add_static_methods(ctx, t, bool_static);
}

}  // namespace tp::objects
