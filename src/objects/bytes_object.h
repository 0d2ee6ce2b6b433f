// BytesObject: Python's bytes and bytearray (the same C++ layout; bytearray is mutable).
//
// The natives are split by responsibility: bytes_object.cpp (construction, repr, item
// access, operators, hashing, decode, hex/fromhex), bytearray_object.cpp (the mutators),
// bytes_methods.cpp (search, split, strip, replace, partition, join), bytes_text.cpp
// (ASCII case/classification, padding, expandtabs, translate/maketrans) and
// bytes_format.cpp (bytes % args).
#pragma once

#include <string>
#include <string_view>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class BytesObject : public Object {
 public:
  BytesObject(TypeObject* type, std::string d) : Object(type), data(std::move(d)) {}
  std::string data;
  int64_t hash = -1;
  // The buffer when it is outside the object (past the string's inline capacity).
  size_t payload_bytes() const { return data.capacity() > 15 ? data.capacity() + 1 : 0; }
};

namespace objects {
bool is_bytes(Context& ctx, Value v);
bool is_bytearray(Context& ctx, Value v);
inline BytesObject* as_bytes(Value v) { return static_cast<BytesObject*>(v.as_object()); }
Value bytes_from(Context& ctx, std::string data);
Value bytearray_from(Context& ctx, std::string data);
std::string bytes_repr(std::string_view data, const char* prefix);  // b'..' / bytearray(b'..')
void init_bytes_types(Context& ctx);
// Decodes bytes with a codec (utf-8, latin-1, ascii) and error handler; null with the
// exception raised.
Value decode_bytes(Context& ctx, std::string_view data, std::string_view encoding, std::string_view errors);
// bytes(x) for any source CPython accepts (bytes-like, __bytes__, int count, iterable of
// ints); false with the exception raised.
bool bytes_of_object(Context& ctx, Value v, std::string* out);

// Helpers shared by the bytes_*.cpp sources (methods receive self as args[0]).
// A bytes-like object (bytes, bytearray or a subclass: the buffer-protocol objects this
// runtime has).
bool is_byteslike(Context& ctx, Value v);
// The bytes of a bytes-like `v`; otherwise TypeError "a bytes-like object is required, not
// 'T'" and false.
bool byteslike_arg(Context& ctx, Value v, std::string_view* out);
BytesObject* self_b(const CallArgs& call);
bool mutable_self(Context& ctx, const CallArgs& call);
Value same_kind(Context& ctx, const CallArgs& call, std::string data);  // bytes or bytearray like self
const char* kind_name(Context& ctx, const CallArgs& call);               // "bytes" / "bytearray"
// Argument-count checks worded as CPython's bytes methods (n counts arguments after self):
//   BArgs::None   "bytes.upper() takes no arguments (1 given)"
//   BArgs::One    "bytes.zfill() takes exactly one argument (0 given)"
//   BArgs::Range  "center expected at least 1 argument, got 0"  (keywords: "bytes.center() ...")
//   BArgs::Old    "find() takes at least 1 argument (0 given)"   (keywords: "find() ...")
enum class BArgs { None, One, Range, Old };
bool bytes_check_args(Context& ctx, const CallArgs& call, const char* name, BArgs style, size_t min, size_t max);
// A start/end argument of find-like methods: None keeps *out; ints (any size, clamped) and
// __index__ objects; otherwise TypeError "slice indices must be integers or None or have an
// __index__ method".
bool slice_index_arg(Context& ctx, Value v, int64_t* out);
// An int or __index__ object as int64 (huge values clamped to +-2**61, which no size reaches);
// otherwise TypeError `not_index_message` (nullptr: "'T' object cannot be interpreted as an
// integer").
bool index_clamped(Context& ctx, Value v, int64_t* out, const char* not_index_message);
// A single byte value from an int/__index__ object: ValueError "byte must be in range(0,
// 256)" outside it.
bool byte_arg(Context& ctx, Value v, int* out);
// The bytes bytearray slice assignment / extend / += take from `v`: a bytes-like object or an
// iterable of ints in range(0, 256).
bool bytearray_values(Context& ctx, Value v, std::string* out);
// The count of `b * n`: ints and __index__ objects. False with nothing raised and
// *not_implemented set for other types; false with the exception raised on errors.
bool repeat_count(Context& ctx, Value v, int64_t* out, bool* not_implemented);
// `data` repeated k times (k <= 0: empty), with the allocation checks of bytes or bytearray;
// false when it raised.
bool repeat_bytes(Context& ctx, const std::string& data, int64_t k, bool bytearray_kind, std::string* out);
// Normalises [start, end) against `len` as CPython's slice rules (negative from the end,
// clamped); start may end up > len (callers treat that as an empty range).
void adjust_range(int64_t len, int64_t* start, int64_t* end);
}  // namespace objects
}  // namespace tp
