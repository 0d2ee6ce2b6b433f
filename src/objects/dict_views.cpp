// dict views (dict_keys, dict_values, dict_items) with the set operations of keys/items
// views, and the dict iterators (RuntimeError when the dict changes size mid-iteration).
#include <algorithm>

#include "objects/dict_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

static TypeObject* view_type(Context& ctx, int kind) {
  return kind == 0 ? ctx.builtins.dict_keys_type : kind == 1 ? ctx.builtins.dict_values_type : ctx.builtins.dict_items_type;
}

Value dict_view_new(Context& ctx, Value dict, int kind) {
  auto* v = ctx.heap.make<SeqIterObject>(view_type(ctx, kind), dict);
  v->kind = kind;
  return Value::object(v);
}

// Note [Dict iteration guards]
// As CPython: an iterator remembers the dict's size (a change raises "dictionary changed
// size during iteration", again on every later next()) and counts the entries it may still
// yield; finding one more than the dict had when iteration began (a key deleted and another
// inserted, size unchanged) raises "dictionary keys changed during iteration" and ends the
// iterator. Reversed iterators (kind + 3) walk the entries backwards with the size check.
Value dict_views_iter(Context& ctx, Value dict, int kind) {
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.dict_keyiterator_type, dict);
  it->kind = kind;
  it->aux = static_cast<int64_t>(as_dict(dict)->used);
  it->remaining = it->aux;
  if (kind >= 3) it->index = static_cast<int64_t>(as_dict(dict)->entries.size());
  return Value::object(it);
}

static Value dict_iter_next(Context& ctx, Value self) {
  auto* it = static_cast<SeqIterObject*>(self.as_object());
  if (it->seq.is_null()) return Value::null();
  DictObject* d = as_dict(it->seq);
  if (static_cast<int64_t>(d->used) != it->aux) {
    it->aux = -1;
    return ctx.raise(ctx.builtins.exc_RuntimeError, "dictionary changed size during iteration");
  }
  Value k, v;
  int kind = it->kind;
  if (kind >= 3) {
    kind -= 3;
    int64_t pos = std::min<int64_t>(it->index, static_cast<int64_t>(d->entries.size()));
    while (pos > 0 && d->entries[static_cast<size_t>(pos - 1)].key.is_null()) --pos;
    if (pos <= 0 || it->remaining <= 0) {
      it->seq = Value::null();
      return Value::null();
    }
    k = d->entries[static_cast<size_t>(pos - 1)].key;
    v = d->entries[static_cast<size_t>(pos - 1)].value;
    it->index = pos - 1;
  } else {
    size_t pos = static_cast<size_t>(it->index);
    if (!dict_next(d, &pos, &k, &v)) {
      it->seq = Value::null();
      return Value::null();
    }
    it->index = static_cast<int64_t>(pos);
    if (it->remaining <= 0) {
      it->seq = Value::null();
      return ctx.raise(ctx.builtins.exc_RuntimeError, "dictionary keys changed during iteration");
    }
  }
  --it->remaining;
  if (kind == 0) return k;
  if (kind == 1) return v;
  return tuple_from(ctx, {k, v});
}

static SeqIterObject* self_v(const CallArgs& call) { return static_cast<SeqIterObject*>(call.args[0].as_object()); }

static Value view_len(Context&, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(as_dict(self_v(call)->seq)->used));
}

static Value view_iter(Context& ctx, const CallArgs& call) {
  return dict_views_iter(ctx, self_v(call)->seq, self_v(call)->kind);
}

static Value view_reversed(Context& ctx, const CallArgs& call) {
  return dict_views_iter(ctx, self_v(call)->seq, self_v(call)->kind + 3);
}

static Value view_contains(Context& ctx, const CallArgs& call) {
  SeqIterObject* v = self_v(call);
  DictObject* d = as_dict(v->seq);
  if (v->kind == 0) {
    Value r = dict_get(ctx, d, call.args[1]);
    if (r.is_null() && ctx.has_exception()) return Value::null();
    return Value::boolean(!r.is_null());
  }
  if (v->kind == 2) {
    if (!is_tuple(ctx, call.args[1]) || as_tuple(call.args[1])->size() != 2) return Value::boolean(false);
    Value k = as_tuple(call.args[1])->items[0];
    Value r = dict_get(ctx, d, k);
    if (r.is_null()) return ctx.has_exception() ? Value::null() : Value::boolean(false);
    ValueRoot keep(ctx, r);  // a user __eq__ may delete the entry
    int eq = protocol::equal(ctx, r, as_tuple(call.args[1])->items[1]);
    return eq < 0 ? Value::null() : Value::boolean(eq);
  }
  Value k, val;
  for (size_t p = 0; dict_next(d, &p, &k, &val);) {
    int eq = protocol::equal(ctx, val, call.args[1]);
    if (eq < 0) return Value::null();
    if (eq) return Value::boolean(true);
  }
  return Value::boolean(false);
}

static Value view_repr(Context& ctx, const CallArgs& call) {
  SeqIterObject* v = self_v(call);
  if (!repr_enter(ctx, v)) return str_from(ctx, "...");
  std::vector<Value> items;
  bool ok = collect_iterable(ctx, call.args[0], &items);
  std::string r;
  if (ok) ok = repr_string(ctx, Value::object(list_new(ctx, std::move(items))), &r);
  repr_leave(ctx, v);
  if (!ok) return Value::null();
  return str_from(ctx, std::string(type_name(ctx, call.args[0])) + "(" + r + ")");
}

static SetObject* to_set(Context& ctx, Value v) {
  SetObject* s = set_new(ctx, ctx.builtins.set_type);
  if (set_update(ctx, s, v) < 0) return nullptr;
  return s;
}

static Value view_setop(Context& ctx, Value a, Value b, const char* method) {
  SetObject* s = to_set(ctx, a);
  if (s == nullptr) return Value::null();
  gc::Root<SetObject> keep(ctx.heap, s);
  Value m = protocol::getattr(ctx, Value::object(s), protocol::intern(ctx, method));
  if (m.is_null()) return m;
  ValueRoot keep_m(ctx, m);
  Value r = protocol::call1(ctx, m, b);
  if (r.is_null()) return r;
  return r.is_none() ? Value::object(s) : r;
}

// As CPython, the set operations of keys/items views never return NotImplemented: the
// other operand (either side) is iterated, so a non-iterable one raises "'int' object is
// not iterable".
static Value view_and(Context& ctx, const CallArgs& call) {
  return view_setop(ctx, call.args[0], call.args[1], "intersection_update");
}
static Value view_or(Context& ctx, const CallArgs& call) {
  return view_setop(ctx, call.args[0], call.args[1], "update");
}
static Value view_sub(Context& ctx, const CallArgs& call) {
  return view_setop(ctx, call.args[0], call.args[1], "difference_update");
}
static Value view_xor(Context& ctx, const CallArgs& call) {
  return view_setop(ctx, call.args[0], call.args[1], "symmetric_difference_update");
}
static Value view_rsub(Context& ctx, const CallArgs& call) {
  return view_setop(ctx, call.args[1], call.args[0], "difference_update");
}
static Value view_isdisjoint(Context& ctx, const CallArgs& call) {
  return view_setop(ctx, call.args[0], call.args[1], "isdisjoint");
}

static Value view_compare(Context& ctx, const CallArgs& call, CompareOp op) {
  Value o = call.args[1];
  TypeObject* t = protocol::type_of(ctx, o);
  if (!is_anyset(ctx, o) && t != ctx.builtins.dict_keys_type && t != ctx.builtins.dict_items_type) {
    return ctx.builtins.not_implemented;
  }
  SetObject* a = to_set(ctx, call.args[0]);
  if (a == nullptr) return Value::null();
  gc::Root<SetObject> keep(ctx.heap, a);
  SetObject* b = to_set(ctx, o);
  if (b == nullptr) return Value::null();
  gc::Root<SetObject> keep_b(ctx.heap, b);  // the keys' __eq__ runs in the comparison
  Value r = protocol::compare(ctx, op, Value::object(a), Value::object(b));
  return r;
}
// Keys and items views compare with sets and other such views as sets (==, subset...).
static Value view_eq(Context& c, const CallArgs& a) { return view_compare(c, a, CompareOp::Eq); }
static Value view_ne(Context& c, const CallArgs& a) { return view_compare(c, a, CompareOp::Ne); }
static Value view_lt(Context& c, const CallArgs& a) { return view_compare(c, a, CompareOp::Lt); }
static Value view_le(Context& c, const CallArgs& a) { return view_compare(c, a, CompareOp::Le); }
static Value view_gt(Context& c, const CallArgs& a) { return view_compare(c, a, CompareOp::Gt); }
static Value view_ge(Context& c, const CallArgs& a) { return view_compare(c, a, CompareOp::Ge); }

static Value view_mapping(Context& ctx, Value self) {
  (void)ctx;
  return static_cast<SeqIterObject*>(self.as_object())->seq;
}

static const MethodDef view_methods[] = {{"__len__", view_len, nullptr},
                                         {"__iter__", view_iter, nullptr},
                                         {"__reversed__", view_reversed, nullptr},
                                         {"__contains__", view_contains, nullptr},
                                         {"__repr__", view_repr, nullptr},
                                         {}};
static const MethodDef setlike_methods[] = {
    {"__and__", view_and, nullptr}, {"__rand__", view_and, nullptr}, {"__or__", view_or, nullptr},
    {"__ror__", view_or, nullptr},  {"__sub__", view_sub, nullptr},  {"__rsub__", view_rsub, nullptr},
    {"__xor__", view_xor, nullptr}, {"__rxor__", view_xor, nullptr}, {"__eq__", view_eq, nullptr},
    {"__ne__", view_ne, nullptr},   {"__lt__", view_lt, nullptr},   {"__le__", view_le, nullptr},
    {"__gt__", view_gt, nullptr},   {"__ge__", view_ge, nullptr},
    {"isdisjoint", view_isdisjoint, nullptr}, {}};
static const GetSetDef view_getsets[] = {{"mapping", view_mapping, nullptr, nullptr}, {}};

void init_dict_views(Context& ctx) {
  auto& B = ctx.builtins;
  for (TypeObject* t : {B.dict_keys_type, B.dict_values_type, B.dict_items_type}) {
    add_methods(ctx, t, view_methods);
    add_getsets(ctx, t, view_getsets);
  }
  for (TypeObject* t : {B.dict_keys_type, B.dict_items_type}) {
    add_methods(ctx, t, setlike_methods);
    set_type_attr(ctx, t, "__hash__", Value::none());
  }
  B.dict_keyiterator_type->iter_next_slot = dict_iter_next;
}

}  // namespace tp::objects
