// DictObject: Python's dict, an insertion-ordered compact hash table (as CPython 3.6+):
// `entries` in insertion order (a deleted entry keeps its place with a Null key until the
// next resize) and `indices`, an open-addressing table of positions into `entries`.
#pragma once

#include <cstdint>
#include <vector>

#include "gc/object.h"
#include "objects/protocol.h"

namespace tp {

class DictObject : public Object {
 public:
  explicit DictObject(TypeObject* type) : Object(type) {}
  struct Entry {
    int64_t hash;
    Value key;  // Null for a deleted entry
    Value value;
  };
  std::vector<Entry> entries;
  std::vector<int32_t> indices;  // -1 empty, -2 deleted, else index into entries
  size_t used = 0;               // live entries (len(dict))
  // Renewed by every insertion of a new key, deletion and clear, from one process-wide
  // counter, so no two states of any dicts share a version: a cache that remembers
  // (dict, version) is not fooled by a new dict at a freed dict's address.
  uint64_t version = 0;
  size_t size() const { return used; }
  void trace(Tracer& t) override {
    for (const Entry& e : entries) {
      t.mark(e.key);
      t.mark(e.value);
    }
  }
};

namespace objects {
uint64_t next_dict_version();  // a version no dict has had (DictObject::version)
bool is_dict(Context& ctx, Value v);
inline DictObject* as_dict(Value v) { return static_cast<DictObject*>(v.as_object()); }
DictObject* dict_new(Context& ctx);
// Lookup: the value, or Null. With Null, ctx.has_exception() tells a raised error (from a
// key's __eq__/__hash__) from a missing key.
Value dict_get(Context& ctx, DictObject* d, Value key);
Value dict_get_str(Context& ctx, DictObject* d, StrObject* key);   // never raises
// The index in d->entries of the entry for `key`, or -1 when absent. Never raises.
int64_t dict_index_str(Context& ctx, DictObject* d, StrObject* key);
Value dict_get_cstr(Context& ctx, DictObject* d, const char* key);  // never raises
int dict_set(Context& ctx, DictObject* d, Value key, Value value);  // 0 ok, -1 raised
int dict_set_str(Context& ctx, DictObject* d, StrObject* key, Value value);
int dict_set_cstr(Context& ctx, DictObject* d, const char* key, Value value);
// 1 deleted, 0 missing (no exception), -1 raised. Stores the removed value in *out if given.
int dict_del(Context& ctx, DictObject* d, Value key, Value* out = nullptr);
void dict_clear(DictObject* d);
// Iterates live entries: for (size_t i = 0; dict_next(d, &i, &k, &v);)
bool dict_next(DictObject* d, size_t* pos, Value* key, Value* value);
int dict_update(Context& ctx, DictObject* d, Value other);  // dict.update(other), -1 raised
void init_dict_type(Context& ctx);
}  // namespace objects
}  // namespace tp
