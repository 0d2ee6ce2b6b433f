// ComplexObject: the complex type, exactly as CPython 3.11: arithmetic mixed with int and
// float (operands converted to complex first), Smith's division, integer powers by
// repeated squaring and the polar formula otherwise, repr/str/format with signed zeros,
// inf and nan, the hash combining the parts' float hashes, and complex(str) parsing.
#pragma once

#include <string>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class ComplexObject : public Object {
 public:
  ComplexObject(TypeObject* type, double re, double im) : Object(type), real(re), imag(im) {}
  double real;
  double imag;
};

namespace objects {

struct Complex {
  double real = 0.0;
  double imag = 0.0;
};

bool is_complex(Context& ctx, Value v);  // complex or a subclass instance
inline Complex complex_value(Value v) {  // for a Value with is_complex()
  auto* c = static_cast<ComplexObject*>(v.as_object());
  return {c->real, c->imag};
}
Value complex_new(Context& ctx, double real, double imag);
// repr(complex) as CPython: "1j", "(1-0j)", "(-0+0j)", "(nan+infj)".
std::string complex_repr(Complex z);
int64_t complex_hash(Complex z);
// z ** w with CPython's algorithm (integer exponents up to 100 by repeated squaring) and
// errors: ZeroDivisionError "0.0 to a negative or complex power", OverflowError "complex
// exponentiation". float ** float with a negative base and a fractional exponent lands
// here too (float_object.cpp).
Value complex_power(Context& ctx, Complex z, Complex w);
// Python-level arithmetic when either operand is complex: NotImplemented otherwise.
Value complex_binary(Context& ctx, BinaryOp op, Value a, Value b);
// format(z, spec) (complex_format.cpp).
Value complex_format(Context& ctx, Complex z, std::string_view spec);
void init_complex_type(Context& ctx);

}  // namespace objects
}  // namespace tp
