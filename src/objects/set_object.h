// SetObject: Python's set and frozenset. The table follows CPython's setobject.c (open
// addressing with 9 linear probes then perturbation, the same growth rule) so that sets of
// ints iterate in the same order as in CPython.
#pragma once

#include <vector>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class SetObject : public Object {
 public:
  explicit SetObject(TypeObject* type);
  struct Slot {
    int64_t hash = 0;
    Value key;        // Null: empty
    bool dummy = false;  // a deleted slot
  };
  std::vector<Slot> table;  // size is a power of two (>= 8)
  size_t used = 0;          // live keys
  size_t fill = 0;          // live + dummy
  int64_t frozen_hash = -1;
  size_t finger = 0;  // where set.pop() resumes scanning (as CPython)
  size_t size() const { return used; }
  void trace(Tracer& t) override {
    for (const Slot& s : table) t.mark(s.key);
  }
};

namespace objects {
bool is_set(Context& ctx, Value v);        // set or subclass
bool is_frozenset(Context& ctx, Value v);  // frozenset or subclass
bool is_anyset(Context& ctx, Value v);
inline SetObject* as_set(Value v) { return static_cast<SetObject*>(v.as_object()); }
SetObject* set_new(Context& ctx, TypeObject* type);
int set_add(Context& ctx, SetObject* s, Value key);           // 0 ok, -1 raised
int set_contains(Context& ctx, SetObject* s, Value key);      // 1/0, -1 raised
int set_discard(Context& ctx, SetObject* s, Value key);       // 1 removed, 0 absent, -1 raised
int set_update(Context& ctx, SetObject* s, Value iterable);   // 0 ok, -1 raised
bool set_next(SetObject* s, size_t* pos, Value* key);
// Table internals shared with set_methods.cpp: the slot holding key (-1 absent, -2 raised),
// insertion with a known hash (0 ok, -1 raised), and merging another set's table.
int64_t set_find_slot(Context& ctx, SetObject* s, Value key, int64_t hash);
int set_add_entry(Context& ctx, SetObject* s, Value key, int64_t hash);
void set_merge(Context& ctx, SetObject* s, SetObject* other);
void init_set_type(Context& ctx);
}  // namespace objects
}  // namespace tp
