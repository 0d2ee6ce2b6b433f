// The methods, operators, comparisons, repr and iterator of set and frozenset (the table
// itself is in set_object.cpp).
#include "objects/dict_object.h"
#include "objects/instance_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

// --- methods ---

static SetObject* self_set(const CallArgs& call) { return as_set(call.args[0]); }

static SetObject* copy_of(Context& ctx, SetObject* s, TypeObject* type) {
  SetObject* r = set_new(ctx, type);
  set_merge(ctx, r, s);
  return r;
}

static TypeObject* result_type(Context& ctx, Value self) {
  return is_frozenset(ctx, self) ? ctx.builtins.frozenset_type : ctx.builtins.set_type;
}

// A set view of any iterable argument (the argument itself when it is a set).
static SetObject* as_set_arg(Context& ctx, Value v) {
  if (is_anyset(ctx, v)) return as_set(v);
  // set_update roots `s` while the iterable runs code; the caller roots the result.
  SetObject* s = set_new(ctx, ctx.builtins.set_type);
  if (set_update(ctx, s, v) < 0) return nullptr;
  return s;
}

static Value set_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.set_type || cls == ctx.builtins.frozenset_type) {
    return Value::object(ctx.heap.make<SetObject>(cls));
  }
  return Value::object(ctx.heap.make<WithDict<SetObject>>(cls));
}

static Value set_init(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "set() takes no keyword arguments");
  if (call.nargs > 2) return ctx.raise(ctx.builtins.exc_TypeError, "set expected at most 1 argument, got %zu", call.nargs - 1);
  SetObject* s = self_set(call);
  s->table.assign(8, SetObject::Slot{});
  s->used = s->fill = 0;
  if (call.nargs == 2 && set_update(ctx, s, call.args[1]) < 0) return Value::null();
  return Value::none();
}

static Value frozenset_new(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "frozenset() takes no keyword arguments");
  if (call.nargs > 2) return ctx.raise(ctx.builtins.exc_TypeError, "frozenset expected at most 1 argument, got %zu", call.nargs - 1);
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.frozenset_type);
  if (cls == nullptr) return Value::null();
  if (call.nargs == 2 && cls == ctx.builtins.frozenset_type &&
      protocol::type_of(ctx, call.args[1]) == ctx.builtins.frozenset_type) {
    return call.args[1];
  }
  Value r = cls->make_instance(ctx, cls);
  ValueRoot keep(ctx, r);
  if (call.nargs == 2 && set_update(ctx, as_set(r), call.args[1]) < 0) return Value::null();
  return r;
}

static Value set_len(Context&, const CallArgs& call) { return Value::small_int(static_cast<int64_t>(self_set(call)->used)); }

static Value set_contains_m(Context& ctx, const CallArgs& call) {
  int r = set_contains(ctx, self_set(call), call.args[1]);
  if (r < 0) {
    if (is_set(ctx, call.args[1]) && ctx.exception_matches(ctx.builtins.exc_TypeError)) {
      ctx.take_exception();
      SetObject* f = copy_of(ctx, as_set(call.args[1]), ctx.builtins.frozenset_type);
      gc::Root<SetObject> keep(ctx.heap, f);
      r = set_contains(ctx, self_set(call), Value::object(f));
      if (r < 0) return Value::null();
      return Value::boolean(r);
    }
    return Value::null();
  }
  return Value::boolean(r);
}

static Value set_iter(Context& ctx, const CallArgs& call);

static Value set_repr(Context& ctx, const CallArgs& call) {
  SetObject* s = self_set(call);
  TypeObject* t = s->type();
  bool plain = t == ctx.builtins.set_type;
  if (s->used == 0) return str_from(ctx, t->name + "()");
  if (!repr_enter(ctx, s)) return str_from(ctx, t->name + "(...)");
  std::string out = plain ? "{" : t->name + "({";
  bool first = true;
  // A user __repr__ may remove keys from `s`: the snapshot keeps them alive.
  ListObject* keys = list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, keys);
  Value k;
  for (size_t p = 0; set_next(s, &p, &k);) keys->items.push_back(k);
  for (size_t i = 0; i < keys->items.size(); ++i) {
    Value key = keys->items[i];
    if (!first) out += ", ";
    first = false;
    std::string r;
    if (!repr_string(ctx, key, &r)) {
      repr_leave(ctx, s);
      return Value::null();
    }
    out += r;
  }
  repr_leave(ctx, s);
  out += plain ? "}" : "})";
  return str_from(ctx, out);
}

static Value set_add_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "add", 2, 2)) return Value::null();
  if (set_add(ctx, self_set(call), call.args[1]) < 0) return Value::null();
  return Value::none();
}

static Value set_discard_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "discard", 2, 2)) return Value::null();
  if (set_discard(ctx, self_set(call), call.args[1]) < 0) return Value::null();
  return Value::none();
}

static Value set_remove_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "remove", 2, 2)) return Value::null();
  int r = set_discard(ctx, self_set(call), call.args[1]);
  if (r < 0) return Value::null();
  if (r == 0) {
    Value e = call_vector(ctx, Value::object(ctx.builtins.exc_KeyError), {call.args[1]});
    if (e.is_null()) return e;
    return ctx.raise_value(e);
  }
  return Value::none();
}

static Value set_pop(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "pop", 1, 1)) return Value::null();
  SetObject* s = self_set(call);
  if (s->used == 0) return ctx.raise(ctx.builtins.exc_KeyError, "pop from an empty set");
  size_t mask = s->table.size() - 1;
  size_t i = s->finger & mask;
  while (s->table[i].key.is_null()) i = (i + 1) & mask;
  Value k = s->table[i].key;
  s->table[i].key = Value::null();
  s->table[i].dummy = true;
  s->table[i].hash = -1;
  --s->used;
  s->finger = i + 1;
  return k;
}

static Value set_clear(Context&, const CallArgs& call) {
  SetObject* s = self_set(call);
  s->table.assign(8, SetObject::Slot{});
  s->used = s->fill = 0;
  return Value::none();
}

static Value set_copy(Context& ctx, const CallArgs& call) {
  if (protocol::type_of(ctx, call.args[0]) == ctx.builtins.frozenset_type) return call.args[0];
  return Value::object(copy_of(ctx, self_set(call), result_type(ctx, call.args[0])));
}

static Value set_update_m(Context& ctx, const CallArgs& call) {
  for (size_t i = 1; i < call.nargs; ++i) {
    if (set_update(ctx, self_set(call), call.args[i]) < 0) return Value::null();
  }
  return Value::none();
}

static Value set_union(Context& ctx, const CallArgs& call) {
  SetObject* r = copy_of(ctx, self_set(call), result_type(ctx, call.args[0]));
  gc::Root<SetObject> keep(ctx.heap, r);
  for (size_t i = 1; i < call.nargs; ++i) {
    if (set_update(ctx, r, call.args[i]) < 0) return Value::null();
  }
  return Value::object(r);
}

static SetObject* intersect(Context& ctx, SetObject* so, Value other, TypeObject* type) {
  SetObject* r = set_new(ctx, type);
  gc::Root<SetObject> keep(ctx.heap, r);
  if (is_anyset(ctx, other)) {
    SetObject* o = as_set(other);
    SetObject* big = so;
    if (o->used > so->used) std::swap(big, o);
    std::vector<SetObject::Slot> entries = o->table;
    for (auto& e : entries) {
      if (e.key.is_null()) continue;
      int64_t f = set_find_slot(ctx, big, e.key, e.hash);
      if (f == -2) return nullptr;
      if (f >= 0 && set_add_entry(ctx, r, e.key, e.hash) < 0) return nullptr;
    }
    return r;
  }
  Value it = protocol::get_iter(ctx, other);
  if (it.is_null()) return nullptr;
  ValueRoot keep_it(ctx, it);
  for (;;) {
    Value x = protocol::iter_next(ctx, it);
    if (x.is_null()) return ctx.has_exception() ? nullptr : r;
    int c = set_contains(ctx, so, x);
    if (c < 0) return nullptr;
    if (c && set_add(ctx, r, x) < 0) return nullptr;
  }
}

static Value set_intersection(Context& ctx, const CallArgs& call) {
  SetObject* r = copy_of(ctx, self_set(call), result_type(ctx, call.args[0]));
  gc::Root<SetObject> keep(ctx.heap, r);
  for (size_t i = 1; i < call.nargs; ++i) {
    r = intersect(ctx, r, call.args[i], result_type(ctx, call.args[0]));
    if (r == nullptr) return Value::null();
    keep.set(r);
  }
  return Value::object(r);
}

static Value set_intersection_update(Context& ctx, const CallArgs& call) {
  Value r = set_intersection(ctx, call);
  if (r.is_null()) return r;
  SetObject* s = self_set(call);
  s->table = as_set(r)->table;
  s->used = as_set(r)->used;
  s->fill = as_set(r)->fill;
  return Value::none();
}

static SetObject* difference(Context& ctx, SetObject* so, Value other, TypeObject* type) {
  SetObject* o = as_set_arg(ctx, other);
  if (o == nullptr) return nullptr;
  gc::Root<SetObject> keep_o(ctx.heap, o);
  SetObject* r = set_new(ctx, type);
  gc::Root<SetObject> keep(ctx.heap, r);
  if ((so->used >> 2) > o->used) {
    set_merge(ctx, r, so);
    for (auto& e : std::vector<SetObject::Slot>(o->table)) {
      if (!e.key.is_null() && set_discard(ctx, r, e.key) < 0) return nullptr;
    }
    return r;
  }
  std::vector<SetObject::Slot> entries = so->table;
  for (auto& e : entries) {
    if (e.key.is_null()) continue;
    int64_t f = set_find_slot(ctx, o, e.key, e.hash);
    if (f == -2) return nullptr;
    if (f < 0 && set_add_entry(ctx, r, e.key, e.hash) < 0) return nullptr;
  }
  return r;
}

static Value set_difference(Context& ctx, const CallArgs& call) {
  SetObject* r = copy_of(ctx, self_set(call), result_type(ctx, call.args[0]));
  gc::Root<SetObject> keep(ctx.heap, r);
  for (size_t i = 1; i < call.nargs; ++i) {
    r = difference(ctx, r, call.args[i], result_type(ctx, call.args[0]));
    if (r == nullptr) return Value::null();
    keep.set(r);
  }
  return Value::object(r);
}

static Value set_difference_update(Context& ctx, const CallArgs& call) {
  SetObject* s = self_set(call);
  for (size_t i = 1; i < call.nargs; ++i) {
    SetObject* o = as_set_arg(ctx, call.args[i]);
    if (o == nullptr) return Value::null();
    gc::Root<SetObject> keep(ctx.heap, o);
    for (auto& e : std::vector<SetObject::Slot>(o->table)) {
      if (!e.key.is_null() && set_discard(ctx, s, e.key) < 0) return Value::null();
    }
  }
  return Value::none();
}

static SetObject* symmetric(Context& ctx, SetObject* so, Value other, TypeObject* type) {
  SetObject* o = as_set_arg(ctx, other);
  if (o == nullptr) return nullptr;
  gc::Root<SetObject> keep_o(ctx.heap, o);
  SetObject* r = copy_of(ctx, so, type);
  gc::Root<SetObject> keep(ctx.heap, r);
  for (auto& e : std::vector<SetObject::Slot>(o->table)) {
    if (e.key.is_null()) continue;
    int d = set_discard(ctx, r, e.key);
    if (d < 0) return nullptr;
    if (d == 0 && set_add_entry(ctx, r, e.key, e.hash) < 0) return nullptr;
  }
  return r;
}

static Value set_symmetric_difference(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "symmetric_difference", 2, 2)) return Value::null();
  SetObject* r = symmetric(ctx, self_set(call), call.args[1], result_type(ctx, call.args[0]));
  return r ? Value::object(r) : Value::null();
}

static Value set_symmetric_difference_update(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "symmetric_difference_update", 2, 2)) return Value::null();
  SetObject* r = symmetric(ctx, self_set(call), call.args[1], ctx.builtins.set_type);
  if (r == nullptr) return Value::null();
  SetObject* s = self_set(call);
  s->table = r->table;
  s->used = r->used;
  s->fill = r->fill;
  return Value::none();
}

static int subset(Context& ctx, SetObject* a, SetObject* b) {
  if (a->used > b->used) return 0;
  for (auto& e : std::vector<SetObject::Slot>(a->table)) {
    if (e.key.is_null()) continue;
    int64_t f = set_find_slot(ctx, b, e.key, e.hash);
    if (f == -2) return -1;
    if (f < 0) return 0;
  }
  return 1;
}

static Value set_issubset(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "issubset", 2, 2)) return Value::null();
  SetObject* o = as_set_arg(ctx, call.args[1]);
  if (o == nullptr) return Value::null();
  gc::Root<SetObject> keep(ctx.heap, o);
  int r = subset(ctx, self_set(call), o);
  return r < 0 ? Value::null() : Value::boolean(r);
}
static Value set_issuperset(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "issuperset", 2, 2)) return Value::null();
  SetObject* o = as_set_arg(ctx, call.args[1]);
  if (o == nullptr) return Value::null();
  gc::Root<SetObject> keep(ctx.heap, o);
  int r = subset(ctx, o, self_set(call));
  return r < 0 ? Value::null() : Value::boolean(r);
}
static Value set_isdisjoint(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "isdisjoint", 2, 2)) return Value::null();
  SetObject* o = as_set_arg(ctx, call.args[1]);
  if (o == nullptr) return Value::null();
  gc::Root<SetObject> keep(ctx.heap, o);
  for (auto& e : std::vector<SetObject::Slot>(self_set(call)->table)) {
    if (e.key.is_null()) continue;
    int64_t f = set_find_slot(ctx, o, e.key, e.hash);
    if (f == -2) return Value::null();
    if (f >= 0) return Value::boolean(false);
  }
  return Value::boolean(true);
}

static Value set_binop(Context& ctx, const CallArgs& call, int op, bool inplace) {
  if (!is_anyset(ctx, call.args[1])) return ctx.builtins.not_implemented;
  TypeObject* t = result_type(ctx, call.args[0]);
  SetObject* s = self_set(call);
  SetObject* r = nullptr;
  switch (op) {
    case 0: {
      r = copy_of(ctx, s, t);
      gc::Root<SetObject> keep(ctx.heap, r);
      set_merge(ctx, r, as_set(call.args[1]));
      break;
    }
    case 1: r = intersect(ctx, s, call.args[1], t); break;
    case 2: r = difference(ctx, s, call.args[1], t); break;
    case 3: r = symmetric(ctx, s, call.args[1], t); break;
  }
  if (r == nullptr) return Value::null();
  if (!inplace) return Value::object(r);
  s->table = r->table;
  s->used = r->used;
  s->fill = r->fill;
  return call.args[0];
}
static Value set_or(Context& c, const CallArgs& a) { return set_binop(c, a, 0, false); }
static Value set_and(Context& c, const CallArgs& a) { return set_binop(c, a, 1, false); }
static Value set_sub(Context& c, const CallArgs& a) { return set_binop(c, a, 2, false); }
static Value set_xor(Context& c, const CallArgs& a) { return set_binop(c, a, 3, false); }
static Value set_ior(Context& c, const CallArgs& a) { return set_binop(c, a, 0, true); }
static Value set_iand(Context& c, const CallArgs& a) { return set_binop(c, a, 1, true); }
static Value set_isub(Context& c, const CallArgs& a) { return set_binop(c, a, 2, true); }
static Value set_ixor(Context& c, const CallArgs& a) { return set_binop(c, a, 3, true); }
static Value set_rsub(Context& ctx, const CallArgs& call) {
  if (!is_anyset(ctx, call.args[1])) return ctx.builtins.not_implemented;
  SetObject* r = difference(ctx, as_set(call.args[1]), call.args[0], result_type(ctx, call.args[1]));
  return r ? Value::object(r) : Value::null();
}

static Value set_cmp(Context& ctx, const CallArgs& call, CompareOp op) {
  if (!is_anyset(ctx, call.args[1])) return ctx.builtins.not_implemented;
  SetObject* a = self_set(call);
  SetObject* b = as_set(call.args[1]);
  int r = 0;
  switch (op) {
    case CompareOp::Eq: r = a->used == b->used ? subset(ctx, a, b) : 0; break;
    case CompareOp::Ne: r = a->used == b->used ? subset(ctx, a, b) : 0; if (r >= 0) r = !r; break;
    case CompareOp::Le: r = subset(ctx, a, b); break;
    case CompareOp::Ge: r = subset(ctx, b, a); break;
    case CompareOp::Lt: r = a->used < b->used ? subset(ctx, a, b) : 0; break;
    case CompareOp::Gt: r = a->used > b->used ? subset(ctx, b, a) : 0; break;
  }
  return r < 0 ? Value::null() : Value::boolean(r);
}
static Value set_eq(Context& c, const CallArgs& a) { return set_cmp(c, a, CompareOp::Eq); }
static Value set_ne(Context& c, const CallArgs& a) { return set_cmp(c, a, CompareOp::Ne); }
static Value set_le(Context& c, const CallArgs& a) { return set_cmp(c, a, CompareOp::Le); }
static Value set_ge(Context& c, const CallArgs& a) { return set_cmp(c, a, CompareOp::Ge); }
static Value set_lt(Context& c, const CallArgs& a) { return set_cmp(c, a, CompareOp::Lt); }
static Value set_gt(Context& c, const CallArgs& a) { return set_cmp(c, a, CompareOp::Gt); }

static Value frozenset_hash(Context&, const CallArgs& call) {
  SetObject* s = self_set(call);
  if (s->frozen_hash != -1) return Value::small_int(s->frozen_hash);
  uint64_t h = 0;
  for (auto& e : s->table) {
    if (e.key.is_null()) continue;
    uint64_t x = static_cast<uint64_t>(e.hash);
    h ^= ((x ^ 89869747ull) ^ (x << 16)) * 3644798167ull;
  }
  h ^= (static_cast<uint64_t>(s->used) + 1) * 1927868237ull;
  h ^= (h >> 11) ^ (h >> 25);
  h = h * 69069u + 907133923ull;
  if (h == static_cast<uint64_t>(-1)) h = 590923713ull;
  s->frozen_hash = static_cast<int64_t>(h);
  return Value::small_int(s->frozen_hash);
}

static Value set_iter_next(Context& ctx, Value self) {
  auto* it = static_cast<SeqIterObject*>(self.as_object());
  if (it->seq.is_null()) return Value::null();
  SetObject* s = as_set(it->seq);
  if (static_cast<int64_t>(s->used) != it->aux) {
    it->aux = -1;
    return ctx.raise(ctx.builtins.exc_RuntimeError, "Set changed size during iteration");
  }
  size_t pos = static_cast<size_t>(it->index);
  Value k;
  if (!set_next(s, &pos, &k)) {
    it->seq = Value::null();
    return Value::null();
  }
  it->index = static_cast<int64_t>(pos);
  return k;
}

static Value set_iter(Context& ctx, const CallArgs& call) {
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.set_iterator_type, call.args[0]);
  it->aux = static_cast<int64_t>(self_set(call)->used);
  return Value::object(it);
}

static Value set_class_getitem(Context&, const CallArgs& call) { return call.args[0]; }

static const MethodDef common[] = {
    {"__len__", set_len, nullptr}, {"__contains__", set_contains_m, nullptr},
    {"__iter__", set_iter, nullptr}, {"__repr__", set_repr, nullptr},
    {"copy", set_copy, nullptr}, {"union", set_union, nullptr},
    {"intersection", set_intersection, nullptr}, {"difference", set_difference, nullptr},
    {"symmetric_difference", set_symmetric_difference, nullptr},
    {"issubset", set_issubset, nullptr}, {"issuperset", set_issuperset, nullptr},
    {"isdisjoint", set_isdisjoint, nullptr}, {"__or__", set_or, nullptr}, {"__ror__", set_or, nullptr},
    {"__and__", set_and, nullptr}, {"__rand__", set_and, nullptr}, {"__sub__", set_sub, nullptr},
    {"__rsub__", set_rsub, nullptr}, {"__xor__", set_xor, nullptr}, {"__rxor__", set_xor, nullptr},
    {"__eq__", set_eq, nullptr}, {"__ne__", set_ne, nullptr}, {"__le__", set_le, nullptr},
    {"__ge__", set_ge, nullptr}, {"__lt__", set_lt, nullptr}, {"__gt__", set_gt, nullptr},
    {}};
static const MethodDef set_only[] = {
    {"__init__", set_init, nullptr}, {"add", set_add_m, nullptr}, {"discard", set_discard_m, nullptr},
    {"remove", set_remove_m, nullptr}, {"pop", set_pop, nullptr}, {"clear", set_clear, nullptr},
    {"update", set_update_m, nullptr}, {"intersection_update", set_intersection_update, nullptr},
    {"difference_update", set_difference_update, nullptr},
    {"symmetric_difference_update", set_symmetric_difference_update, nullptr},
    {"__ior__", set_ior, nullptr}, {"__iand__", set_iand, nullptr}, {"__isub__", set_isub, nullptr},
    {"__ixor__", set_ixor, nullptr}, {}};
static const MethodDef frozen_only[] = {{"__hash__", frozenset_hash, nullptr}, {}};
static const MethodDef frozen_new[] = {{"__new__", frozenset_new, nullptr}, {}};
static const MethodDef class_getitem[] = {{"__class_getitem__", set_class_getitem, nullptr}, {}};

void init_set_type(Context& ctx) {
  auto& B = ctx.builtins;
  for (TypeObject* t : {B.set_type, B.frozenset_type}) {
    t->make_instance = set_make;
    add_methods(ctx, t, common);
    add_class_methods(ctx, t, class_getitem);
  }
  add_methods(ctx, B.set_type, set_only);
  set_type_attr(ctx, B.set_type, "__hash__", Value::none());
  add_methods(ctx, B.frozenset_type, frozen_only);
  add_static_methods(ctx, B.frozenset_type, frozen_new);
  B.set_iterator_type->iter_next_slot = set_iter_next;
}

}  // namespace tp::objects
