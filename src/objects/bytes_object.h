// BytesObject: Python's bytes and bytearray (the same C++ layout; bytearray is mutable).
#pragma once

#include <string>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class BytesObject : public Object {
 public:
  BytesObject(TypeObject* type, std::string d) : Object(type), data(std::move(d)) {}
  std::string data;
  int64_t hash = -1;
};

namespace objects {
bool is_bytes(Context& ctx, Value v);
bool is_bytearray(Context& ctx, Value v);
inline BytesObject* as_bytes(Value v) { return static_cast<BytesObject*>(v.as_object()); }
Value bytes_from(Context& ctx, std::string data);
Value bytearray_from(Context& ctx, std::string data);
std::string bytes_repr(std::string_view data, const char* prefix);  // b'..' / bytearray(b'..')
void init_bytes_types(Context& ctx);
// Helpers shared by bytes_object.cpp and bytes_methods.cpp (methods receive self as args[0]).
bool is_byteslike(Context& ctx, Value v);
BytesObject* self_b(const CallArgs& call);
bool mutable_self(Context& ctx, const CallArgs& call);
Value same_kind(Context& ctx, const CallArgs& call, std::string data);  // bytes or bytearray like self
}  // namespace objects
}  // namespace tp
