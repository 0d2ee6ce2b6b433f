// set and frozenset: the hash table, following CPython's setobject.c (9 linear probes,
// then perturbation; resize to 4x used (2x above 50000) when 3/5 full; merge fast paths)
// so that sets of ints iterate in CPython's order. Methods and operators: set_methods.cpp.
#include "objects/set_object.h"

#include "objects/dict_object.h"
#include "objects/instance_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp {

SetObject::SetObject(TypeObject* type) : Object(type), table(8) {}

namespace objects {

namespace {
constexpr size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;
}  // namespace

bool is_set(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.set_type);
}
bool is_frozenset(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.frozenset_type);
}
bool is_anyset(Context& ctx, Value v) { return is_set(ctx, v) || is_frozenset(ctx, v); }

SetObject* set_new(Context& ctx, TypeObject* type) { return ctx.heap.make<SetObject>(type); }

static void insert_clean(std::vector<SetObject::Slot>& table, Value key, int64_t hash) {
  size_t mask = table.size() - 1;
  size_t perturb = static_cast<size_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  for (;;) {
    if (table[i].key.is_null() && !table[i].dummy) break;
    if (i + kLinearProbes <= mask) {
      size_t j = 0;
      for (; j < kLinearProbes; ++j) {
        if (table[i + j + 1].key.is_null() && !table[i + j + 1].dummy) break;
      }
      if (j < kLinearProbes) {
        i = i + j + 1;
        break;
      }
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
  table[i].key = key;
  table[i].hash = hash;
  table[i].dummy = false;
}

static void resize(SetObject* s, size_t minused) {
  size_t newsize = 8;
  while (newsize <= minused) newsize <<= 1;
  std::vector<SetObject::Slot> old = std::move(s->table);
  s->table.assign(newsize, SetObject::Slot{});
  for (auto& e : old) {
    if (!e.key.is_null()) insert_clean(s->table, e.key, e.hash);
  }
  s->fill = s->used;
}

static int keys_eq(Context& ctx, Value a, Value b) {
  if (a.is(b)) return 1;
  if (a.is_small_int() && b.is_small_int()) return 0;
  // A user __eq__ may remove the stored key from its set while it runs.
  ValueRoot keep_a(ctx, a);
  ValueRoot keep_b(ctx, b);
  return protocol::equal(ctx, a, b);
}

// Finds key: returns slot index or -1 if absent; -2 on error.
int64_t set_find_slot(Context& ctx, SetObject* s, Value key, int64_t hash) {
  size_t mask = s->table.size() - 1;
  size_t perturb = static_cast<size_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    for (size_t j = 0; j <= probes; ++j) {
      auto& e = s->table[i + j];
      if (e.key.is_null() && !e.dummy) return -1;
      if (!e.key.is_null() && e.hash == hash) {
        const SetObject::Slot* table = s->table.data();
        Value start = e.key;
        int eq = keys_eq(ctx, start, key);
        if (eq < 0) return -2;
        // A user __eq__ that changed the table: look up again, as CPython.
        if (s->table.data() != table || !s->table[i + j].key.is(start)) return set_find_slot(ctx, s, key, hash);
        if (eq) return static_cast<int64_t>(i + j);
      }
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

int set_add_entry(Context& ctx, SetObject* s, Value key, int64_t hash) {
  size_t mask = s->table.size() - 1;
  size_t perturb = static_cast<size_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  int64_t freeslot = -1;
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    for (size_t j = 0; j <= probes; ++j) {
      size_t k = i + j;
      auto& e = s->table[k];
      if (e.key.is_null() && !e.dummy) {
        if (freeslot >= 0) {
          s->table[freeslot] = {hash, key, false};
          ++s->used;
          return 0;
        }
        e.key = key;
        e.hash = hash;
        ++s->fill;
        ++s->used;
        if (s->fill * 5 < mask * 3) return 0;
        resize(s, s->used > 50000 ? s->used * 2 : s->used * 4);
        return 0;
      }
      if (!e.key.is_null() && e.hash == hash) {
        const SetObject::Slot* table = s->table.data();
        Value start = e.key;
        int eq = keys_eq(ctx, start, key);
        if (eq < 0) return -1;
        if (s->table.data() != table || !s->table[k].key.is(start)) return set_add_entry(ctx, s, key, hash);
        if (eq) return 0;
      } else if (e.dummy && freeslot < 0) {
        freeslot = static_cast<int64_t>(k);
      }
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

int set_add(Context& ctx, SetObject* s, Value key) {
  bool plain = !key.is_object() || key.as_object()->type() == ctx.builtins.str_type;
  gc::Root<SetObject> keep(ctx.heap, plain ? nullptr : s);
  ValueRoot keep_key(ctx, plain ? Value::null() : key);
  auto h = protocol::hash(ctx, key);
  if (!h) return -1;
  return set_add_entry(ctx, s, key, *h);
}


int set_contains(Context& ctx, SetObject* s, Value key) {
  auto h = protocol::hash(ctx, key);
  if (!h) {
    // CPython retries an unhashable set key as a frozenset.
    if (!is_set(ctx, key) || !ctx.exception_matches(ctx.builtins.exc_TypeError)) return -1;
    ctx.take_exception();
    SetObject* f = set_new(ctx, ctx.builtins.frozenset_type);
    gc::Root<SetObject> keep(ctx.heap, f);
    set_merge(ctx, f, as_set(key));
    return set_contains(ctx, s, Value::object(f));
  }
  int64_t r = set_find_slot(ctx, s, key, *h);
  return r == -2 ? -1 : r >= 0 ? 1 : 0;
}

int set_discard(Context& ctx, SetObject* s, Value key) {
  auto h = protocol::hash(ctx, key);
  if (!h) return -1;
  int64_t r = set_find_slot(ctx, s, key, *h);
  if (r == -2) return -1;
  if (r < 0) return 0;
  s->table[r].key = Value::null();
  s->table[r].dummy = true;
  s->table[r].hash = -1;
  --s->used;
  return 1;
}

void set_merge(Context& ctx, SetObject* s, SetObject* other) {
  if (other == s || other->used == 0) return;
  // A user __eq__ on colliding keys may run below.
  gc::Root<SetObject> keep_s(ctx.heap, s);
  gc::Root<SetObject> keep_other(ctx.heap, other);
  if ((s->fill + other->used) * 5 >= (s->table.size() - 1) * 3) resize(s, (s->used + other->used) * 2);
  if (s->fill == 0 && s->table.size() == other->table.size() && other->fill == other->used) {
    for (size_t i = 0; i < other->table.size(); ++i) {
      if (!other->table[i].key.is_null()) s->table[i] = other->table[i];
    }
    s->fill = other->fill;
    s->used = other->used;
    return;
  }
  if (s->fill == 0) {
    s->fill = s->used = other->used;
    for (auto& e : other->table) {
      if (!e.key.is_null()) insert_clean(s->table, e.key, e.hash);
    }
    return;
  }
  std::vector<SetObject::Slot> entries = other->table;
  for (auto& e : entries) {
    if (!e.key.is_null()) set_add_entry(ctx, s, e.key, e.hash);
  }
}

int set_update(Context& ctx, SetObject* s, Value iterable) {
  if (is_anyset(ctx, iterable)) {
    set_merge(ctx, s, as_set(iterable));
    return 0;
  }
  if (protocol::type_of(ctx, iterable) == ctx.builtins.dict_type) {
    gc::Root<SetObject> keep_s(ctx.heap, s);
    DictObject* d = as_dict(iterable);
    for (size_t i = 0; i < d->entries.size(); ++i) {
      auto e = d->entries[i];
      if (!e.key.is_null() && set_add_entry(ctx, s, e.key, e.hash) < 0) return -1;
    }
    return 0;
  }
  // The iterator and a generator behind it run Python code: `s` may be a new set that only
  // this native holds.
  gc::Root<SetObject> keep_s(ctx.heap, s);
  Value it = protocol::get_iter(ctx, iterable);
  if (it.is_null()) return -1;
  ValueRoot keep(ctx, it);
  for (;;) {
    Value x = protocol::iter_next(ctx, it);
    if (x.is_null()) return ctx.has_exception() ? -1 : 0;
    if (set_add(ctx, s, x) < 0) return -1;
  }
}

bool set_next(SetObject* s, size_t* pos, Value* key) {
  while (*pos < s->table.size()) {
    auto& e = s->table[(*pos)++];
    if (!e.key.is_null()) {
      *key = e.key;
      return true;
    }
  }
  return false;
}

}  // namespace objects
}  // namespace tp
