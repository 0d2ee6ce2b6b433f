// dict: the compact insertion-ordered hash table (DictObject) and its methods. Views and
// iterators are in dict_views.cpp.
#include "objects/dict_object.h"
#include "objects/memory_limit.h"

#include <atomic>

#include "objects/arg_parser.h"
#include "objects/exception_object.h"
#include "objects/instance_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {
std::atomic<uint64_t> g_next_dict_version{1};
}  // namespace

uint64_t next_dict_version() { return g_next_dict_version.fetch_add(1, std::memory_order_relaxed); }

bool is_dict(Context& ctx, Value v) {
  return v.is_object() && (v.as_object()->type() == ctx.builtins.dict_type ||
                           protocol::is_subtype(v.as_object()->type(), ctx.builtins.dict_type));
}

DictObject* dict_new(Context& ctx) { return ctx.heap.make<DictObject>(ctx.builtins.dict_type); }

// Key equality: identity, then fast paths, then ==. -1 when == raised.
static int keys_equal(Context& ctx, Value a, Value b) {
  if (a.is(b)) return 1;
  if (a.is_object() && b.is_object() && a.as_object()->type() == ctx.builtins.str_type &&
      b.as_object()->type() == ctx.builtins.str_type) {
    return str_equal(as_str(a), as_str(b)) ? 1 : 0;
  }
  if (a.is_small_int() && b.is_small_int()) return a.as_small_int() == b.as_small_int();
  // A user __eq__ may delete the stored key from its dict while it runs.
  ValueRoot keep_a(ctx, a);
  ValueRoot keep_b(ctx, b);
  return protocol::equal(ctx, a, b);
}

// Finds the slot in `indices` for (key, hash): returns the entry index or -1 when missing,
// and stores in *slot the index-table position where it is or should be inserted.
// Returns -2 when comparison raised.
static int64_t lookup(Context& ctx, DictObject* d, Value key, int64_t hash, size_t* slot) {
  if (d->indices.empty()) {
    *slot = 0;
    return -1;
  }
  size_t mask = d->indices.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  int64_t free_slot = -1;
  for (;;) {
    int32_t ix = d->indices[i];
    if (ix == -1) {
      *slot = free_slot >= 0 ? static_cast<size_t>(free_slot) : i;
      return -1;
    }
    if (ix == -2) {
      if (free_slot < 0) free_slot = static_cast<int64_t>(i);
    } else {
      DictObject::Entry& e = d->entries[ix];
      if (e.hash == hash) {
        Value k = e.key;
        uint64_t version = d->version;
        int eq = keys_equal(ctx, k, key);
        if (eq < 0) return -2;
        if (version != d->version) {
          // The table changed under us (a key's __eq__ mutated the dict): start over.
          return lookup(ctx, d, key, hash, slot);
        }
        if (eq) {
          *slot = i;
          return ix;
        }
      }
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

static void rebuild(DictObject* d, size_t min_size) {
  size_t n = 8;
  while (n * 2 < min_size * 3) n <<= 1;
  std::vector<DictObject::Entry> live;
  live.reserve(d->used);
  for (auto& e : d->entries) {
    if (!e.key.is_null()) live.push_back(e);
  }
  d->entries = std::move(live);
  d->indices.assign(n, -1);
  size_t mask = n - 1;
  for (size_t ix = 0; ix < d->entries.size(); ++ix) {
    int64_t h = d->entries[ix].hash;
    uint64_t perturb = static_cast<uint64_t>(h);
    size_t i = static_cast<size_t>(h) & mask;
    while (d->indices[i] != -1) {
      perturb >>= 5;
      i = (i * 5 + perturb + 1) & mask;
    }
    d->indices[i] = static_cast<int32_t>(ix);
  }
}

// True when hashing or comparing `key` may run Python code (and so reach a safe point):
// the container is then rooted for the duration, so callers that hold it in a C++ local
// (e.g. while building a dict literal) stay safe.
static bool may_run_code(Context& ctx, Value key) {
  if (!key.is_object()) return false;
  TypeObject* t = key.as_object()->type();
  return t != ctx.builtins.str_type && t != ctx.builtins.int_type;
}

Value dict_get(Context& ctx, DictObject* d, Value key) {
  if (may_run_code(ctx, key)) {
    gc::Root<DictObject> keep(ctx.heap, d);
    ValueRoot keep_key(ctx, key);
    auto h = protocol::hash(ctx, key);
    if (!h) return Value::null();
    size_t slot;
    int64_t ix = lookup(ctx, d, key, *h, &slot);
    if (ix < 0) return Value::null();
    return d->entries[ix].value;
  }
  if (d->used == 0) {
    // Still hash the key so that unhashable keys raise.
    if (key.is_object() && !protocol::hash(ctx, key)) return Value::null();
    return Value::null();
  }
  auto h = protocol::hash(ctx, key);
  if (!h) return Value::null();
  size_t slot;
  int64_t ix = lookup(ctx, d, key, *h, &slot);
  if (ix < 0) return Value::null();
  return d->entries[ix].value;
}

int64_t dict_index_str(Context& ctx, DictObject* d, StrObject* key) {
  if (d->used == 0) return -1;
  int64_t h = str_hash(key);
  size_t mask = d->indices.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(h);
  size_t i = static_cast<size_t>(h) & mask;
  for (;;) {
    int32_t ix = d->indices[i];
    if (ix == -1) return -1;
    if (ix >= 0) {
      DictObject::Entry& e = d->entries[ix];
      if (e.hash == h && e.key.is_object()) {
        Object* k = e.key.as_object();
        if (k == key) return ix;
        if (k->type() == ctx.builtins.str_type && str_equal(static_cast<StrObject*>(k), key)) {
          return ix;
        }
        if (k->type() != ctx.builtins.str_type) {
          // A str-subclass key or other object with the same hash: full comparison.
          size_t slot;
          int64_t j = lookup(ctx, d, Value::object(key), h, &slot);
          if (j < 0) {
            if (ctx.has_exception()) ctx.take_exception();
            return -1;
          }
          return j;
        }
      }
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

Value dict_get_str(Context& ctx, DictObject* d, StrObject* key) {
  int64_t ix = dict_index_str(ctx, d, key);
  return ix < 0 ? Value::null() : d->entries[ix].value;
}

Value dict_get_cstr(Context& ctx, DictObject* d, const char* key) {
  return dict_get_str(ctx, d, protocol::intern(ctx, key));
}

static int insert(Context& ctx, DictObject* d, Value key, int64_t h, Value value) {
  if (d->indices.empty()) rebuild(d, 1);
  size_t slot;
  int64_t ix = lookup(ctx, d, key, h, &slot);
  if (ix == -2) return -1;
  if (ix >= 0) {
    d->entries[ix].value = value;
    return 0;
  }
  size_t before = d->entries.capacity() * sizeof(DictObject::Entry) + d->indices.capacity() * sizeof(int32_t);
  if ((d->entries.size() + 1) * 3 >= d->indices.size() * 2) {
    rebuild(d, d->used * 2 + 1);
    lookup(ctx, d, key, h, &slot);
  }
  d->indices[slot] = static_cast<int32_t>(d->entries.size());
  d->entries.push_back({h, key, value});
  ++d->used;
  d->version = next_dict_version();
  count_growth(ctx, d, before,
               d->entries.capacity() * sizeof(DictObject::Entry) + d->indices.capacity() * sizeof(int32_t));
  return 0;
}

int dict_set(Context& ctx, DictObject* d, Value key, Value value) {
  if (may_run_code(ctx, key)) {
    gc::Root<DictObject> keep(ctx.heap, d);
    ValueRoot keep_key(ctx, key);
    ValueRoot keep_value(ctx, value);
    auto h = protocol::hash(ctx, key);
    if (!h) return -1;
    return insert(ctx, d, key, *h, value);
  }
  auto h = protocol::hash(ctx, key);
  if (!h) return -1;
  return insert(ctx, d, key, *h, value);
}

int dict_set_str(Context& ctx, DictObject* d, StrObject* key, Value value) {
  return insert(ctx, d, Value::object(key), str_hash(key), value);
}

int dict_set_cstr(Context& ctx, DictObject* d, const char* key, Value value) {
  return dict_set_str(ctx, d, protocol::intern(ctx, key), value);
}

int dict_del(Context& ctx, DictObject* d, Value key, Value* out) {
  gc::Root<DictObject> keep(ctx.heap, may_run_code(ctx, key) ? d : nullptr);
  auto h = protocol::hash(ctx, key);
  if (!h) return -1;
  size_t slot;
  int64_t ix = lookup(ctx, d, key, *h, &slot);
  if (ix == -2) return -1;
  if (ix == -1) return 0;
  if (out != nullptr) *out = d->entries[ix].value;
  d->indices[slot] = -2;
  d->entries[ix].key = Value::null();
  d->entries[ix].value = Value::null();
  --d->used;
  d->version = next_dict_version();
  if (d->used == 0) {
    d->entries.clear();
    d->indices.clear();
  }
  return 1;
}

void dict_clear(DictObject* d) {
  d->entries.clear();
  d->indices.clear();
  d->used = 0;
  d->version = next_dict_version();
}

bool dict_next(DictObject* d, size_t* pos, Value* key, Value* value) {
  while (*pos < d->entries.size()) {
    DictObject::Entry& e = d->entries[(*pos)++];
    if (e.key.is_null()) continue;
    if (key) *key = e.key;
    if (value) *value = e.value;
    return true;
  }
  return false;
}

int dict_update(Context& ctx, DictObject* d, Value other) {
  // `d` may be a new dict only the caller holds; keys' __hash__/__eq__, keys(),
  // __getitem__ and the iterator all run Python code.
  gc::Root<DictObject> keep_d(ctx.heap, d);
  if (is_dict(ctx, other)) {
    DictObject* o = as_dict(other);
    for (size_t i = 0; i < o->entries.size(); ++i) {
      auto e = o->entries[i];
      if (e.key.is_null()) continue;
      if (insert(ctx, d, e.key, e.hash, e.value) < 0) return -1;
    }
    return 0;
  }
  Value keys_fn = protocol::getattr_optional(ctx, other, ctx.builtins.names.keys);
  if (ctx.has_exception()) return -1;
  if (!keys_fn.is_null()) {
    Value keys = protocol::call0(ctx, keys_fn);
    if (keys.is_null()) return -1;
    ListObject* ks = collect_list(ctx, keys);
    if (ks == nullptr) return -1;
    gc::Root<ListObject> keep(ctx.heap, ks);
    for (size_t i = 0; i < ks->items.size(); ++i) {
      Value k = ks->items[i];
      Value v = protocol::getitem(ctx, other, k);
      if (v.is_null() || dict_set(ctx, d, k, v) < 0) return -1;
    }
    return 0;
  }
  Value it = protocol::get_iter(ctx, other);
  if (it.is_null()) return -1;
  ValueRoot keep(ctx, it);
  for (size_t n = 0;; ++n) {
    Value item = protocol::iter_next(ctx, it);
    if (item.is_null()) return ctx.has_exception() ? -1 : 0;
    std::vector<Value> kv;  // dict_set roots the key and value while their code runs
    if (!collect_iterable(ctx, item, &kv)) {
      if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
        ctx.take_exception();
        ctx.raise(ctx.builtins.exc_TypeError,
                  "cannot convert dictionary update sequence element #%zu to a sequence", n);
      }
      return -1;
    }
    if (kv.size() != 2) {
      ctx.raise(ctx.builtins.exc_ValueError,
                "dictionary update sequence element #%zu has length %zu; 2 is required", n,
                kv.size());
      return -1;
    }
    if (dict_set(ctx, d, kv[0], kv[1]) < 0) return -1;
  }
}

// --- methods ---

static DictObject* self_dict(const CallArgs& call) { return as_dict(call.args[0]); }

static Value raise_key_error(Context& ctx, Value key) {
  Value e = exception_new(ctx, ctx.builtins.exc_KeyError, {key});
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

static Value dict_make(Context& ctx, TypeObject* cls);

static Value dict_init(Context& ctx, const CallArgs& call) {
  DictObject* d = self_dict(call);
  if (call.nargs > 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "dict expected at most 1 argument, got %zu",
                     call.nargs - 1);
  }
  if (call.nargs == 2 && dict_update(ctx, d, call.args[1]) < 0) return Value::null();
  for (size_t i = 0; i < call.nkwargs(); ++i) {
    if (dict_set(ctx, d, call.kwnames->items[i], call.args[call.nargs + i]) < 0) {
      return Value::null();
    }
  }
  return Value::none();
}

static Value dict_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  DictObject* d = self_dict(call);
  Value v = dict_get(ctx, d, call.args[1]);
  if (!v.is_null() || ctx.has_exception()) return v;
  if (d->type() != ctx.builtins.dict_type) {
    Value missing = protocol::lookup_special(ctx, call.args[0], ctx.builtins.names.__missing__);
    if (!missing.is_null()) return call_vector(ctx, missing, {call.args[0], call.args[1]});
  }
  return raise_key_error(ctx, call.args[1]);
}

static Value dict_setitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__setitem__", 3, 3)) return Value::null();
  if (dict_set(ctx, self_dict(call), call.args[1], call.args[2]) < 0) return Value::null();
  return Value::none();
}

static Value dict_delitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__delitem__", 2, 2)) return Value::null();
  int r = dict_del(ctx, self_dict(call), call.args[1]);
  if (r < 0) return Value::null();
  if (r == 0) return raise_key_error(ctx, call.args[1]);
  return Value::none();
}

static Value dict_contains(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__contains__", 2, 2)) return Value::null();
  Value v = dict_get(ctx, self_dict(call), call.args[1]);
  if (v.is_null() && ctx.has_exception()) return Value::null();
  return Value::boolean(!v.is_null());
}

static Value dict_len(Context& ctx, const CallArgs& call) {
  (void)ctx;
  return Value::small_int(static_cast<int64_t>(self_dict(call)->used));
}

static Value dict_get_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "get", 2, 3)) return Value::null();
  Value v = dict_get(ctx, self_dict(call), call.args[1]);
  if (!v.is_null() || ctx.has_exception()) return v;
  return call.nargs > 2 ? call.args[2] : Value::none();
}

static Value dict_setdefault(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "setdefault", 2, 3)) return Value::null();
  Value v = dict_get(ctx, self_dict(call), call.args[1]);
  if (!v.is_null() || ctx.has_exception()) return v;
  Value dflt = call.nargs > 2 ? call.args[2] : Value::none();
  if (dict_set(ctx, self_dict(call), call.args[1], dflt) < 0) return Value::null();
  return dflt;
}

static Value dict_pop(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "pop", 2, 3)) return Value::null();
  Value out;
  int r = dict_del(ctx, self_dict(call), call.args[1], &out);
  if (r < 0) return Value::null();
  if (r == 1) return out;
  if (call.nargs > 2) return call.args[2];
  return raise_key_error(ctx, call.args[1]);
}

static Value dict_popitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "popitem", 1, 1)) return Value::null();
  DictObject* d = self_dict(call);
  for (size_t i = d->entries.size(); i-- > 0;) {
    auto e = d->entries[i];
    if (e.key.is_null()) continue;
    Value pair = tuple_from(ctx, {e.key, e.value});
    ValueRoot keep(ctx, pair);
    if (dict_del(ctx, d, e.key) < 0) return Value::null();
    return pair;
  }
  return ctx.raise(ctx.builtins.exc_KeyError, "popitem(): dictionary is empty");
}

static Value dict_update_m(Context& ctx, const CallArgs& call) {
  if (call.nargs > 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "update expected at most 1 argument, got %zu",
                     call.nargs - 1);
  }
  return dict_init(ctx, call);
}

static Value dict_copy_value(Context& ctx, DictObject* src) {
  DictObject* d = dict_new(ctx);
  // Keys with equal hashes are compared, which may run a user __eq__.
  gc::Root<DictObject> keep(ctx.heap, d);
  gc::Root<DictObject> keep_src(ctx.heap, src);
  for (size_t i = 0; i < src->entries.size(); ++i) {
    auto e = src->entries[i];
    if (!e.key.is_null() && insert(ctx, d, e.key, e.hash, e.value) < 0) return Value::null();
  }
  return Value::object(d);
}

static Value dict_copy(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "copy", 1, 1)) return Value::null();
  return dict_copy_value(ctx, self_dict(call));
}

static Value dict_clear_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "clear", 1, 1)) return Value::null();
  dict_clear(self_dict(call));
  return Value::none();
}

static Value dict_fromkeys(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "fromkeys", 2, 3)) return Value::null();
  Value d = protocol::call0(ctx, call.args[0]);
  if (d.is_null()) return Value::null();
  // The iterable and the keys' __hash__/__eq__ (or a subclass's __setitem__) run Python
  // code while `d` and the collected keys are held here.
  ValueRoot keep_d(ctx, d);
  ListObject* keys = collect_list(ctx, call.args[1]);
  if (keys == nullptr) return Value::null();
  gc::Root<ListObject> keep_keys(ctx.heap, keys);
  Value v = call.nargs > 2 ? call.args[2] : Value::none();
  for (size_t i = 0; i < keys->items.size(); ++i) {
    if (protocol::setitem(ctx, d, keys->items[i], v) < 0) return Value::null();
  }
  return d;
}

static Value dict_or(Context& ctx, const CallArgs& call) {
  if (!is_dict(ctx, call.args[1])) return ctx.builtins.not_implemented;
  Value r = dict_copy_value(ctx, self_dict(call));
  if (dict_update(ctx, as_dict(r), call.args[1]) < 0) return Value::null();
  return r;
}
static Value dict_ror(Context& ctx, const CallArgs& call) {
  if (!is_dict(ctx, call.args[1])) return ctx.builtins.not_implemented;
  Value r = dict_copy_value(ctx, as_dict(call.args[1]));
  if (dict_update(ctx, as_dict(r), call.args[0]) < 0) return Value::null();
  return r;
}
static Value dict_ior(Context& ctx, const CallArgs& call) {
  if (dict_update(ctx, self_dict(call), call.args[1]) < 0) return Value::null();
  return call.args[0];
}

static Value dict_repr(Context& ctx, const CallArgs& call) {
  DictObject* d = self_dict(call);
  if (d->used == 0) return str_from(ctx, "{}");
  if (!repr_enter(ctx, d)) return str_from(ctx, "{...}");
  std::string out = "{";
  bool first = true;
  for (size_t i = 0; i < d->entries.size(); ++i) {
    auto e = d->entries[i];
    if (e.key.is_null()) continue;
    if (!first) out += ", ";
    first = false;
    std::string k, v;
    ValueRoot keep_value(ctx, e.value);  // the key's __repr__ may delete the entry
    if (!repr_string(ctx, e.key, &k) || !repr_string(ctx, e.value, &v)) {
      repr_leave(ctx, d);
      return Value::null();
    }
    out += k + ": " + v;
  }
  repr_leave(ctx, d);
  return str_from(ctx, out + "}");
}

static Value dict_eq_impl(Context& ctx, const CallArgs& call, bool ne) {
  if (!is_dict(ctx, call.args[1])) return ctx.builtins.not_implemented;
  DictObject* a = self_dict(call);
  DictObject* b = as_dict(call.args[1]);
  if (a->used != b->used) return Value::boolean(ne);
  for (size_t i = 0; i < a->entries.size(); ++i) {
    auto e = a->entries[i];
    if (e.key.is_null()) continue;
    Value bv = dict_get(ctx, b, e.key);
    if (bv.is_null()) {
      if (ctx.has_exception()) return Value::null();
      return Value::boolean(ne);
    }
    int eq = protocol::equal(ctx, e.value, bv);
    if (eq < 0) return Value::null();
    if (!eq) return Value::boolean(ne);
  }
  return Value::boolean(!ne);
}
static Value dict_eq(Context& ctx, const CallArgs& call) { return dict_eq_impl(ctx, call, false); }
static Value dict_ne(Context& ctx, const CallArgs& call) { return dict_eq_impl(ctx, call, true); }

Value dict_views_iter(Context& ctx, Value dict, int kind);  // dict_views.cpp
Value dict_view_new(Context& ctx, Value dict, int kind);     // dict_views.cpp

static Value dict_iter(Context& ctx, const CallArgs& call) {
  return dict_views_iter(ctx, call.args[0], 0);
}
static Value dict_keys(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "keys", 1, 1)) return Value::null();
  return dict_view_new(ctx, call.args[0], 0);
}
static Value dict_values(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "values", 1, 1)) return Value::null();
  return dict_view_new(ctx, call.args[0], 1);
}
static Value dict_items(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "items", 1, 1)) return Value::null();
  return dict_view_new(ctx, call.args[0], 2);
}
static Value dict_reversed(Context& ctx, const CallArgs& call) {
  return dict_views_iter(ctx, call.args[0], 3);
}


static Value dict_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.dict_type) return Value::object(ctx.heap.make<DictObject>(cls));
  return Value::object(ctx.heap.make<WithDict<DictObject>>(cls));
}

static const MethodDef dict_methods[] = {
    {"__init__", dict_init, nullptr},       {"__getitem__", dict_getitem, nullptr},
    {"__setitem__", dict_setitem, nullptr}, {"__delitem__", dict_delitem, nullptr},
    {"__contains__", dict_contains, nullptr}, {"__len__", dict_len, nullptr},
    {"__iter__", dict_iter, nullptr},       {"__repr__", dict_repr, nullptr},
    {"__eq__", dict_eq, nullptr},           {"__ne__", dict_ne, nullptr},
    {"__or__", dict_or, nullptr},           {"__ror__", dict_ror, nullptr},
    {"__ior__", dict_ior, nullptr},         {"__reversed__", dict_reversed, nullptr},
    {"get", dict_get_m, nullptr},           {"setdefault", dict_setdefault, nullptr},
    {"pop", dict_pop, nullptr},             {"popitem", dict_popitem, nullptr},
    {"update", dict_update_m, nullptr},     {"copy", dict_copy, nullptr},
    {"clear", dict_clear_m, nullptr},       {"keys", dict_keys, nullptr},
    {"values", dict_values, nullptr},       {"items", dict_items, nullptr},
    {}};
static Value dict_class_getitem(Context&, const CallArgs& call) { return call.args[0]; }

static const MethodDef dict_class_methods[] = {{"fromkeys", dict_fromkeys, nullptr},
                                               {"__class_getitem__", dict_class_getitem, nullptr},
                                               {}};

void init_dict_type(Context& ctx) {
  TypeObject* t = ctx.builtins.dict_type;
  t->make_instance = dict_make;
  add_methods(ctx, t, dict_methods);
  add_class_methods(ctx, t, dict_class_methods);
  set_type_attr(ctx, t, "__hash__", Value::none());
}

}  // namespace tp::objects
