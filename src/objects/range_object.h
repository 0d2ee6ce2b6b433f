// RangeObject and SliceObject: range (int64 fast path; big-int bounds as int Values) and slice.
#pragma once

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class RangeObject : public Object {
 public:
  RangeObject(TypeObject* type, int64_t a, int64_t b, int64_t c)
      : Object(type), start(a), stop(b), step(c) {}
  // Fast path (big == false): start, stop, step and stop - start all fit int64. Otherwise
  // big is set, the int64 fields are 0, 0, 1 (an empty range to any int64 reader) and the
  // bounds and length live in the int Values below.
  int64_t start, stop, step;
  bool big = false;
  Value bstart, bstop, bstep, blen;
  int64_t length() const;
  int64_t at(int64_t i) const { return start + i * step; }
  void trace(Tracer& t) override {
    t.mark(bstart);
    t.mark(bstop);
    t.mark(bstep);
    t.mark(blen);
  }
};

class SliceObject : public Object {
 public:
  SliceObject(TypeObject* type, Value a, Value b, Value c) : Object(type), start(a), stop(b), step(c) {}
  Value start, stop, step;  // None when omitted
  void trace(Tracer& t) override {
    t.mark(start);
    t.mark(stop);
    t.mark(step);
  }
};

namespace objects {
bool is_slice(Context& ctx, Value v);
// slice.indices(length): clamps to the sequence; false when it raised.
bool slice_indices(Context& ctx, Value slice, int64_t length, int64_t* start, int64_t* stop,
                   int64_t* step, int64_t* slicelength);
// Normalises a sequence index (negative from the end); raises IndexError "<what> index out
// of range" and returns false when out of bounds.
bool sequence_index(Context& ctx, Value index, int64_t length, const char* what, int64_t* out);
void init_range_slice_types(Context& ctx);
}  // namespace objects

}  // namespace tp
