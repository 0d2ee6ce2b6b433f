// FloatObject: instances of user subclasses of float (exact floats are unboxed Values),
// and the float operations: CPython's repr, hash, arithmetic and formatting.
#pragma once

#include <string>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class FloatObject : public Object {
 public:
  FloatObject(TypeObject* type, double v) : Object(type), value(v) {}
  double value;
};

namespace objects {

bool is_float(Context& ctx, Value v);  // float or a subclass instance
double float_value(Value v);           // for a Value with is_float()
// repr(float) exactly as CPython: shortest round-trip digits, exponent form when the
// decimal exponent is < -4 or >= 16.
std::string float_repr(double d);
int64_t float_hash(double d);
// Arithmetic when either operand is a float and the other a float or int; NotImplemented
// otherwise. Raises ZeroDivisionError/OverflowError as CPython.
Value float_binary(Context& ctx, BinaryOp op, Value a, Value b);
Value float_compare(Context& ctx, CompareOp op, Value a, Value b);
// round(x, ndigits) correctly rounded (half-even on the exact binary value).
double float_round(double x, int64_t ndigits);
Value float_parse(Context& ctx, std::string_view s);  // float(str)
void init_float_type(Context& ctx);

}  // namespace objects
}  // namespace tp
