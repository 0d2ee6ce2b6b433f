// The inline parts of the specialised instructions (Note [Quickening], Note [Inline
// caches] in vm/specialize.h): cache guards, the hinted instance-dict read, and the
// arithmetic and comparisons of unboxed operands. Only the eval loop includes this.
// Each arithmetic helper computes exactly what the int/float types compute, or returns
// Null for the cases it leaves to the generic path (overflow, division by zero, ...).
#pragma once

#include <cmath>
#include <cstdint>

#include "objects/dict_object.h"
#include "objects/str_object.h"
#include "objects/type_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/specialize.h"

namespace tp::vm {

inline bool cache_valid(Context& ctx, const AttrCache& c, Value obj) {
  const TypeObject* t = obj.is_object() ? obj.as_object()->type() : protocol::type_of(ctx, obj);
  return t == c.type && t->version_tag == c.type_version &&
         c.epoch == ctx.builtins.type_hierarchy_epoch;
}

// Rewrites the specialised attribute instruction at pc back to its adaptive form.
inline void deopt_attr(Instruction* code, int pc, Opcode adaptive, AttrCache& c) {
  code[pc] = make_instruction(adaptive, arg_of(code[pc]));
  c.backoff = kSpecializeBackoff;
}

// d[name] looked up first at entries[hint] (by identity: attribute names are interned),
// then by hash, refreshing the hint. Null when absent.
inline Value dict_value_hinted(Context& ctx, DictObject* d, StrObject* name, int32_t& hint) {
  if (static_cast<uint32_t>(hint) < d->entries.size()) {
    const DictObject::Entry& e = d->entries[hint];
    if (e.key.is(Value::object(name))) return e.value;
  }
  int64_t ix = objects::dict_index_str(ctx, d, name);
  if (ix < 0) return Value::null();
  hint = static_cast<int32_t>(ix);
  return d->entries[ix].value;
}

inline bool is_float_operands(Value a, Value b) {
  return (a.is_float() && (b.is_float() || b.is_small_int())) ||
         (a.is_small_int() && b.is_float());
}
inline double as_double(Value v) {
  return v.is_float() ? v.as_float() : static_cast<double>(v.as_small_int());
}
inline bool is_exact_str(Value v, const TypeObject* str_type) {
  return v.is_object() && v.as_object()->type() == str_type;
}

// The form BINARY_OP (arg) takes for these operands.
inline Opcode specialize_binary_op(Value a, Value b, uint32_t arg) {
  BinaryOp op = static_cast<BinaryOp>(arg & 15);
  if (a.is_small_int() && b.is_small_int()) {
    switch (op) {
      case BinaryOp::Add: return Opcode::BINARY_OP_ADD_INT;
      case BinaryOp::Subtract: return Opcode::BINARY_OP_SUBTRACT_INT;
      case BinaryOp::Multiply: return Opcode::BINARY_OP_MULTIPLY_INT;
      case BinaryOp::MatrixMultiply: return Opcode::BINARY_OP_GENERIC;
      default: return Opcode::BINARY_OP_INT;
    }
  }
  if (is_float_operands(a, b)) {
    bool both = a.is_float() && b.is_float();
    switch (op) {
      case BinaryOp::Add: return both ? Opcode::BINARY_OP_ADD_FLOAT : Opcode::BINARY_OP_FLOAT;
      case BinaryOp::Subtract: return both ? Opcode::BINARY_OP_SUBTRACT_FLOAT : Opcode::BINARY_OP_FLOAT;
      case BinaryOp::Multiply: return both ? Opcode::BINARY_OP_MULTIPLY_FLOAT : Opcode::BINARY_OP_FLOAT;
      case BinaryOp::TrueDivide: return Opcode::BINARY_OP_FLOAT;
      default: return Opcode::BINARY_OP_GENERIC;
    }
  }
  return Opcode::BINARY_OP_GENERIC;
}

inline Opcode specialize_compare_op(Value a, Value b, const TypeObject* str_type) {
  if (a.is_small_int() && b.is_small_int()) return Opcode::COMPARE_OP_INT;
  if (a.is_float() && b.is_float()) return Opcode::COMPARE_OP_FLOAT;
  if (is_exact_str(a, str_type) && is_exact_str(b, str_type)) return Opcode::COMPARE_OP_STR;
  return Opcode::COMPARE_OP_GENERIC;
}

// x op y for two small ints, as int does it; Null where the result needs the generic
// path (a big int, an error, or a float result whose rounding would differ).
inline Value small_int_binary_op(BinaryOp op, int64_t x, int64_t y) {
  int64_t z;
  switch (op) {
    case BinaryOp::Add:
      return __builtin_add_overflow(x, y, &z) ? Value::null() : Value::small_int(z);
    case BinaryOp::Subtract:
      return __builtin_sub_overflow(x, y, &z) ? Value::null() : Value::small_int(z);
    case BinaryOp::Multiply:
      return __builtin_mul_overflow(x, y, &z) ? Value::null() : Value::small_int(z);
    case BinaryOp::FloorDivide:
    case BinaryOp::Remainder: {
      if (y == 0 || (x == INT64_MIN && y == -1)) return Value::null();
      int64_t q = x / y, r = x % y;
      if (r != 0 && ((r < 0) != (y < 0))) {
        q -= 1;
        r += y;
      }
      return Value::small_int(op == BinaryOp::FloorDivide ? q : r);
    }
    case BinaryOp::TrueDivide: {
      // Exact operands (|v| <= 2**53) make one correctly rounded IEEE division, which is
      // what int.__truediv__ returns.
      constexpr int64_t kExact = int64_t{1} << 53;
      if (y == 0 || x > kExact || x < -kExact || y > kExact || y < -kExact) return Value::null();
      return Value::floating(static_cast<double>(x) / static_cast<double>(y));
    }
    case BinaryOp::And: return Value::small_int(x & y);
    case BinaryOp::Or: return Value::small_int(x | y);
    case BinaryOp::Xor: return Value::small_int(x ^ y);
    case BinaryOp::LeftShift: {
      if (y < 0 || y > 62) return Value::null();
      z = static_cast<int64_t>(static_cast<uint64_t>(x) << y);
      return (z >> y) == x ? Value::small_int(z) : Value::null();
    }
    case BinaryOp::RightShift:
      if (y < 0) return Value::null();
      return Value::small_int(y > 63 ? (x < 0 ? -1 : 0) : x >> y);
    case BinaryOp::Power: {
      if (y < 0 || y > 63) return Value::null();
      int64_t result = 1, base = x;
      for (int64_t e = y; e > 0; e >>= 1) {
        if (e & 1 && __builtin_mul_overflow(result, base, &result)) return Value::null();
        if (e > 1 && __builtin_mul_overflow(base, base, &base)) return Value::null();
      }
      return Value::small_int(result);
    }
    default: return Value::null();
  }
}

// x op y for floats (an int operand already converted, exactly as float(int) does for
// |int| < 2**63); Null for the operators left to the float type.
inline Value float_binary_op(BinaryOp op, double x, double y) {
  switch (op) {
    case BinaryOp::Add: return Value::floating(x + y);
    case BinaryOp::Subtract: return Value::floating(x - y);
    case BinaryOp::Multiply: return Value::floating(x * y);
    case BinaryOp::TrueDivide: return y == 0.0 ? Value::null() : Value::floating(x / y);
    default: return Value::null();
  }
}

template <class T>
inline bool compare_values(CompareOp op, T x, T y) {
  switch (op) {
    case CompareOp::Lt: return x < y;
    case CompareOp::Le: return x <= y;
    case CompareOp::Eq: return x == y;
    case CompareOp::Ne: return x != y;
    case CompareOp::Gt: return x > y;
    case CompareOp::Ge: return x >= y;
  }
  return false;
}

// Code point order is UTF-8 byte order, which std::string compares (as unsigned chars).
inline bool compare_strs(CompareOp op, StrObject* a, StrObject* b) {
  if (op == CompareOp::Eq) return a == b || objects::str_equal(a, b);
  if (op == CompareOp::Ne) return !(a == b || objects::str_equal(a, b));
  return compare_values(op, a->data.compare(b->data), 0);
}

}  // namespace tp::vm
