// IntObject: Python's int beyond int64 (GMP mpz), and the int operations on any int Value.
//
// INVARIANT: an exact int whose value fits in int64 is always the unboxed small form
// (Value::small_int); IntObject of exact type int holds only values outside int64. An
// IntObject whose type is a user subclass of int may hold any value. Bools are ints too
// (Value::boolean): every function here accepts them.
#pragma once

#include <gmp.h>

#include <optional>
#include <string>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class IntObject : public Object {
 public:
  explicit IntObject(TypeObject* type) : Object(type) { mpz_init(value); }
  ~IntObject() override { mpz_clear(value); }
  mpz_t value;
};

namespace objects {

// True if v is an int (small, bool, IntObject, or an instance of an int subclass).
bool is_int(Context& ctx, Value v);
// Loads any int value into `out` (initialised by the caller).
void int_to_mpz(Value v, mpz_t out);
// The int Value for an mpz, normalised to the small form when it fits.
Value int_from_mpz(Context& ctx, const mpz_t v);
// The int as int64 if it fits.
std::optional<int64_t> int_to_int64(Value v);
// Arithmetic on int operands (bools included); returns NotImplemented when `b` (or `a`)
// is not an int.
Value int_binary(Context& ctx, BinaryOp op, Value a, Value b);
Value int_compare(Context& ctx, CompareOp op, Value a, Value b);
int int_sign(Value v);
double int_to_double(Context& ctx, Value v, bool* overflow);
std::string int_to_string(Value v, int base = 10);
int64_t int_hash(Value v);
// The int value of an IntObject-or-small Value, ignoring subclass (exact int result).
Value int_exact(Context& ctx, Value v);
// int(s, base) parsing with underscores and whitespace; raises ValueError as CPython.
// int(text, base); `shown` (default: text) is the text the ValueError message quotes.
Value int_parse(Context& ctx, std::string_view s, int base, std::string_view shown = {});
// int(str, base): Unicode decimal digits and spaces are accepted as CPython does.
Value int_parse_str(Context& ctx, std::string_view utf8, int base);
void init_int_type(Context& ctx);
void init_bool_type(Context& ctx);

}  // namespace objects
}  // namespace tp
