// The abstract object protocol: the operations the VM, the stdlib and the ml bindings
// perform on any Value (as CPython's abstract.h). Implemented in src/objects/, dispatching
// to fast paths for built-in types and to dunder methods looked up on the type's MRO for
// everything else (user classes, Tensor).
//
// Error convention (Note [Errors are values]): a function returning Value returns
// Value::null() when it raised; the exception is pending in ctx (Context::raise). A
// function returning int returns -1 when it raised, otherwise 0/1. Callers check and
// propagate; no C++ exception crosses this interface.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "objects/value.h"

namespace tp {

class Context;
class Object;
class TypeObject;
class StrObject;
class TupleObject;

// The operators of the language, in one list: X(enum name, symbol, dunder, reflected dunder,
// in-place dunder). Used by the codegen (BINARY_OP's argument), the VM and error messages
// ("unsupported operand type(s) for +: 'int' and 'str'").
#define TP_BINARY_OPS(X)                                              \
  X(Add, "+", __add__, __radd__, __iadd__)                            \
  X(Subtract, "-", __sub__, __rsub__, __isub__)                       \
  X(Multiply, "*", __mul__, __rmul__, __imul__)                       \
  X(TrueDivide, "/", __truediv__, __rtruediv__, __itruediv__)         \
  X(FloorDivide, "//", __floordiv__, __rfloordiv__, __ifloordiv__)    \
  X(Remainder, "%", __mod__, __rmod__, __imod__)                      \
  X(Power, "**", __pow__, __rpow__, __ipow__)                         \
  X(MatrixMultiply, "@", __matmul__, __rmatmul__, __imatmul__)        \
  X(LeftShift, "<<", __lshift__, __rlshift__, __ilshift__)            \
  X(RightShift, ">>", __rshift__, __rrshift__, __irshift__)           \
  X(And, "&", __and__, __rand__, __iand__)                            \
  X(Or, "|", __or__, __ror__, __ior__)                                \
  X(Xor, "^", __xor__, __rxor__, __ixor__)

enum class BinaryOp : uint8_t {
#define TP_ENUM(name, sym, d, r, i) name,
  TP_BINARY_OPS(TP_ENUM)
#undef TP_ENUM
};

enum class UnaryOp : uint8_t { Negative, Positive, Invert, Not };

// Rich comparisons, in CPython's order (Py_LT .. Py_GE).
enum class CompareOp : uint8_t { Lt, Le, Eq, Ne, Gt, Ge };

// A call's arguments, vectorcall style: `args` holds the positional arguments followed by
// the keyword arguments' values; `kwnames` (may be null) is a tuple of str naming the last
// kwnames->size() entries of `args`. `nargs` counts positional arguments only.
struct CallArgs {
  const Value* args = nullptr;
  size_t nargs = 0;
  TupleObject* kwnames = nullptr;
  size_t nkwargs() const;
  size_t total() const { return nargs + nkwargs(); }
};

// A native function: returns the result, or Value::null() with an exception pending.
using NativeFunction = Value (*)(Context& ctx, const CallArgs& call);

namespace protocol {

// --- type queries ---
TypeObject* type_of(Context& ctx, Value v);  // works for immediates too
bool is_instance_of_type(Context& ctx, Value v, TypeObject* t);  // isinstance without __instancecheck__
bool is_subtype(TypeObject* sub, TypeObject* base);              // walks the MRO
int isinstance(Context& ctx, Value v, Value classinfo);          // full isinstance()
int issubclass(Context& ctx, Value cls, Value classinfo);

// --- constructors of the basic values ---
Value new_str(Context& ctx, std::string_view utf8);  // utf8 must be valid UTF-8
StrObject* intern(Context& ctx, std::string_view utf8);
Value new_bytes(Context& ctx, std::string_view data);
Value new_int_from_string(Context& ctx, std::string_view digits, int base);  // any size
Value new_tuple(Context& ctx, const Value* items, size_t n);
Value new_list(Context& ctx, const Value* items, size_t n);
Value new_dict(Context& ctx);
Value new_set(Context& ctx, const Value* items, size_t n);
Value new_slice(Context& ctx, Value start, Value stop, Value step);

// --- operators ---
Value binary_op(Context& ctx, BinaryOp op, Value a, Value b);
Value inplace_op(Context& ctx, BinaryOp op, Value a, Value b);
Value unary_op(Context& ctx, UnaryOp op, Value a);
Value compare(Context& ctx, CompareOp op, Value a, Value b);
int is_true(Context& ctx, Value v);          // bool(v)
int equal(Context& ctx, Value a, Value b);   // a == b as a C bool (identity shortcut)
int contains(Context& ctx, Value container, Value item);  // item in container
std::optional<int64_t> hash(Context& ctx, Value v);       // nullopt when it raised

// --- attributes ---
Value getattr(Context& ctx, Value obj, StrObject* name);
// Like getattr but returns Value::null() WITHOUT an exception when the attribute is
// missing (AttributeError swallowed); other errors stay pending (check ctx).
Value getattr_optional(Context& ctx, Value obj, StrObject* name);
int setattr(Context& ctx, Value obj, StrObject* name, Value value);
int delattr(Context& ctx, Value obj, StrObject* name);
// For LOAD_METHOD: if `name` resolves to a plain function or native method on the type
// (not shadowed by the instance dict), stores the unbound callable in *method and returns
// 1 (call it with obj prepended); otherwise stores the bound attribute and returns 0.
// -1 on error.
int lookup_method(Context& ctx, Value obj, StrObject* name, Value* method);
// Looks `name` up on the type's MRO only (no instance dict, no descriptors): the special
// method lookup Python uses for dunders. Null without exception when absent.
Value lookup_special(Context& ctx, Value obj, StrObject* name);

// --- items ---
Value getitem(Context& ctx, Value obj, Value key);
int setitem(Context& ctx, Value obj, Value key, Value value);
int delitem(Context& ctx, Value obj, Value key);
Value length(Context& ctx, Value obj);                 // len(obj) as an int Value
std::optional<int64_t> length_int(Context& ctx, Value obj);  // nullopt when it raised

// --- iteration ---
Value get_iter(Context& ctx, Value obj);
// Next item; Value::null() with NO exception pending means the iterator is exhausted
// (a StopIteration raised by __next__ is swallowed and its value, or Null when it had none,
// stored in ctx.builtins.stop_iteration_value for `yield from`). Iterator types exhausted
// through their iter_next_slot leave it untouched, and callers that ignore it (list(), for
// loops in native code) leave it set: a caller that reads it sets it to Null BEFORE the call
// (so a value left by an earlier generator is not taken for this iterator's) and after.
Value iter_next(Context& ctx, Value iterator);

// --- calls ---
Value call(Context& ctx, Value callable, const CallArgs& call);
Value call0(Context& ctx, Value callable);
Value call1(Context& ctx, Value callable, Value a);
Value call2(Context& ctx, Value callable, Value a, Value b);
Value call_method(Context& ctx, Value obj, StrObject* name, const Value* args, size_t n);
bool is_callable(Context& ctx, Value v);

// --- text ---
Value repr(Context& ctx, Value v);  // a str Value
Value str(Context& ctx, Value v);   // a str Value
Value format(Context& ctx, Value v, Value spec);  // format(v, spec), spec a str

// --- numbers ---
// v as an int64 if it is an int (or has __index__) that fits; raises TypeError/OverflowError.
std::optional<int64_t> index_as_int64(Context& ctx, Value v);
// operator.index(v): v itself when an int, else the int its __index__ returns; TypeError
// ("'X' object cannot be interpreted as an integer", "__index__ returned non-int (type
// X)") otherwise, Null with it pending.
Value number_index(Context& ctx, Value v);
// A size or repeat count (CPython's PyNumber_AsSsize_t(v, OverflowError)): as
// index_as_int64, but an int past Py_ssize_t raises OverflowError "cannot fit 'int' into
// an index-sized integer".
std::optional<int64_t> index_as_size(Context& ctx, Value v);
// A slice-like bound (start/end of find, index, count...): an int or __index__ object,
// clamped to the int64 range as CPython clamps to Py_ssize_t.
std::optional<int64_t> index_clamped(Context& ctx, Value v);
std::optional<double> as_double(Context& ctx, Value v);  // float(v) for int/float/__float__

}  // namespace protocol
}  // namespace tp
