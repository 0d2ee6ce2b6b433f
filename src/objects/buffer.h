// The buffer protocol: one internal interface through which bytes, bytearray, array.array,
// memoryview and contiguous CPU tensors expose their memory, and through which every
// bytes-like acceptor (bytes(x), b"" + x, bytearray.extend, file.write, int.from_bytes,
// struct, hashlib, memoryview(x), ...) reads it.
//
// Note [Buffer protocol]
// An exporter type registers a GetBufferFn (register_buffer_type); get_buffer() finds it
// on the value's type or a base (so subclasses export too) and fills a Buffer: the first
// byte, the total size, the item format (struct syntax, one native character), item size,
// shape and strides in bytes, and whether it is read-only. The pointer is valid until the
// exporter is next mutated or freed: callers use it at once (the exporter is an argument,
// so it is alive) and never keep it. A memoryview keeps its exporter object instead and
// asks for the pointer again on every access (src/objects/memoryview_object.cpp), so a
// resized bytearray never leaves it dangling; this is why resizing a bytearray that has
// views is allowed here (CPython raises BufferError).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "objects/value.h"

namespace tp {
class Context;
class TypeObject;
}  // namespace tp

namespace tp::objects {

struct Buffer {
  Value obj;                     // the exporter
  uint8_t* buf = nullptr;        // the item at index (0, ..., 0)
  int64_t len = 0;               // product(shape) * itemsize
  int64_t itemsize = 1;
  std::string format = "B";
  int ndim = 1;
  std::vector<int64_t> shape;    // ndim entries
  std::vector<int64_t> strides;  // ndim entries, in bytes
  bool readonly = true;
  bool c_contiguous() const;
};

// Fills *out for `v`; false with the exception raised (a GetBufferFn may raise, e.g. for a
// released memoryview).
using GetBufferFn = bool (*)(Context& ctx, Value v, Buffer* out);
void register_buffer_type(Context& ctx, TypeObject* type, GetBufferFn fn);
// Drops the Context's exporters (its destructor calls this).
void forget_buffer_types(Context& ctx);

// Whether `v`'s type (or a base) exports a buffer. Never raises.
bool has_buffer(Context& ctx, Value v);
// The buffer of `v`; otherwise TypeError "a bytes-like object is required, not 'T'" (or
// `not_buffer_message` with %s for the type name) and false.
bool get_buffer(Context& ctx, Value v, Buffer* out, const char* not_buffer_message = nullptr);
// The bytes of a C-contiguous buffer as one view (BufferError "memoryview: underlying
// buffer is not C-contiguous" otherwise).
bool contiguous_bytes(Context& ctx, const Buffer& b, std::string_view* out);

// The bytes of any buffer in C (row-major) order, whatever its strides (bytes(x) and
// bytearray(x) accept non-contiguous views, as CPython's PyBuffer_ToContiguous).
std::string buffer_to_bytes(const Buffer& b);

// A simple one-dimensional byte buffer over `data` (for exporters that are plain bytes).
void simple_buffer(Buffer* out, Value obj, uint8_t* data, int64_t size, bool readonly);

}  // namespace tp::objects
