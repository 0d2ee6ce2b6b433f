// TupleObject: Python's tuple (immutable; items fixed at creation).
#pragma once

#include <vector>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class TupleObject : public Object {
 public:
  TupleObject(TypeObject* type, std::vector<Value> v) : Object(type), items(std::move(v)) {}
  std::vector<Value> items;
  size_t payload_bytes() const { return items.capacity() * sizeof(Value); }
  size_t size() const { return items.size(); }
  void trace(Tracer& t) override {
    for (Value v : items) t.mark(v);
  }
};

namespace objects {
bool is_tuple(Context& ctx, Value v);
inline TupleObject* as_tuple(Value v) { return static_cast<TupleObject*>(v.as_object()); }
TupleObject* tuple_new(Context& ctx, std::vector<Value> items);
Value tuple_from(Context& ctx, std::vector<Value> items);
void init_tuple_type(Context& ctx);
}  // namespace objects
}  // namespace tp
