// ListObject: Python's list (a growable vector of Values).
#pragma once

#include <vector>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class ListObject : public Object {
 public:
  explicit ListObject(TypeObject* type) : Object(type) {}
  ListObject(TypeObject* type, std::vector<Value> v) : Object(type), items(std::move(v)) {}
  std::vector<Value> items;
  // The item array at construction (growth by append is not counted).
  size_t payload_bytes() const { return items.capacity() * sizeof(Value); }
  void trace(Tracer& t) override {
    for (Value v : items) t.mark(v);
  }
};

namespace objects {
bool is_list(Context& ctx, Value v);
inline ListObject* as_list(Value v) { return static_cast<ListObject*>(v.as_object()); }
ListObject* list_new(Context& ctx, std::vector<Value> items = {});
// Sorts in place like list.sort(key=..., reverse=...); key may be Null. 0 ok, -1 raised.
int list_sort(Context& ctx, ListObject* list, Value key, bool reverse);
// Collects any iterable into a vector; false when it raised. The vector is no root: a
// caller that runs Python code (a user __hash__, __eq__, key function...) while it holds
// the items must use collect_list instead (Note [When the collector runs], gc/heap.h).
bool collect_iterable(Context& ctx, Value iterable, std::vector<Value>* out);
// Collects any iterable into a new list (nullptr when it raised); the caller roots it.
ListObject* collect_list(Context& ctx, Value iterable);
void init_list_type(Context& ctx);
}  // namespace objects
}  // namespace tp
