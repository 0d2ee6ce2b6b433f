// The iterator types of the object layer: list_iterator, tuple_iterator, str_iterator,
// range_iterator, dict key/value/item iterators, set_iterator, callable_iterator, the
// sequence iterator (iter() over __getitem__), enumerate, zip, map, filter, reversed.
#pragma once

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class SeqIterObject : public Object {
 public:
  SeqIterObject(TypeObject* type, Value s) : Object(type), seq(s) {}
  Value seq;
  int64_t index = 0;
  int64_t aux = 0;       // range: length; str: byte offset; dict: version
  int kind = 0;          // dict iterators: 0 keys, 1 values, 2 items; +3: reversed
  int64_t remaining = 0; // dict iterators: entries left to yield (the "keys changed" check)
  Value extra;           // callable_iterator sentinel, map function...
  void trace(Tracer& t) override {
    t.mark(seq);
    t.mark(extra);
  }
};

namespace objects {
void init_iterator_types(Context& ctx);
}  // namespace objects

}  // namespace tp
