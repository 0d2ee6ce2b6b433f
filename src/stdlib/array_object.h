// array.array as seen from C++ (the type itself is in array_module.cpp): a typed,
// contiguous buffer of machine values. Other native code (the ml bindings' ml.tensor and
// ml.to_array) reads and builds arrays through this header.
//
// Typecodes (CPython's, on LP64 Linux): b int8, B uint8, u UCS-4 char (wchar_t), h int16,
// H uint16, i int32, I uint32, l int64, L uint64, q int64, Q uint64, f float32, d float64.
// Items are stored in native byte order, densely, starting at data() (16-byte aligned).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "gc/object.h"
#include "objects/value.h"

namespace tp {
class Context;
}

namespace tp::stdlib {

class ArrayObject : public Object {
 public:
  ArrayObject(TypeObject* type, char code, size_t size) : Object(type), typecode(code), itemsize(size) {}
  char typecode;             // one of "bBuhHiIlLqQfd"
  size_t itemsize;           // bytes per item
  std::vector<uint8_t> bytes;  // length() * itemsize bytes
  size_t length() const { return itemsize ? bytes.size() / itemsize : 0; }
  void* data() { return bytes.data(); }
  const void* data() const { return bytes.data(); }
};

// The item size of `typecode`, or 0 when it is not a valid typecode.
size_t array_itemsize(char typecode);

// True for an array.array (or an instance of a subclass). Never raises.
bool is_array(Context& ctx, Value v);
inline ArrayObject* as_array(Value v) { return static_cast<ArrayObject*>(v.as_object()); }

// A new array.array('typecode') holding a copy of `n` items at `data` (imports the array
// module if needed). Null with the exception raised on failure.
Value new_array(Context& ctx, char typecode, const void* data, size_t n);

}  // namespace tp::stdlib
