// tuple: construction, indexing/slicing, concatenation, repetition, comparison, hashing
// (CPython's xxHash-based tuple hash), repr, count/index.
#include "objects/tuple_object.h"

#include "objects/arg_parser.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp::objects {

bool is_tuple(Context& ctx, Value v) {
  return v.is_object() && (v.as_object()->type() == ctx.builtins.tuple_type ||
                           protocol::is_subtype(v.as_object()->type(), ctx.builtins.tuple_type));
}

TupleObject* tuple_new(Context& ctx, std::vector<Value> items) {
  return ctx.heap.make<TupleObject>(ctx.builtins.tuple_type, std::move(items));
}

Value tuple_from(Context& ctx, std::vector<Value> items) {
  if (items.empty() && !ctx.builtins.empty_tuple.is_null()) return ctx.builtins.empty_tuple;
  return Value::object(tuple_new(ctx, std::move(items)));
}

// Shared by list and tuple: lexicographic rich comparison of two item vectors. They may be
// live lists that a user __eq__ mutates: sizes are rechecked and compared items rooted, as
// CPython.
Value sequence_compare(Context& ctx, const std::vector<Value>& a, const std::vector<Value>& b,
                       CompareOp op) {
  size_t i = 0;
  for (; i < a.size() && i < b.size(); ++i) {
    Value x = a[i], y = b[i];
    if (x.is(y)) continue;
    ValueRoot keep_x(ctx, x);
    ValueRoot keep_y(ctx, y);
    int eq = protocol::equal(ctx, x, y);
    if (eq < 0) return Value::null();
    if (!eq) break;
  }
  if (i >= a.size() || i >= b.size()) {
    size_t x = a.size(), y = b.size();
    bool r = false;
    switch (op) {
      case CompareOp::Lt: r = x < y; break;
      case CompareOp::Le: r = x <= y; break;
      case CompareOp::Eq: r = x == y; break;
      case CompareOp::Ne: r = x != y; break;
      case CompareOp::Gt: r = x > y; break;
      case CompareOp::Ge: r = x >= y; break;
    }
    return Value::boolean(r);
  }
  if (op == CompareOp::Eq) return Value::boolean(false);
  if (op == CompareOp::Ne) return Value::boolean(true);
  Value x = a[i], y = b[i];
  ValueRoot keep_x(ctx, x);
  ValueRoot keep_y(ctx, y);
  return protocol::compare(ctx, op, x, y);
}

// Shared by list and tuple repr.
Value sequence_repr(Context& ctx, Object* self, const std::vector<Value>& items, const char* open,
                    const char* close) {
  if (!repr_enter(ctx, self)) return str_from(ctx, std::string(open) + "..." + close);
  std::string out = open;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += ", ";
    std::string s;
    if (!repr_string(ctx, items[i], &s)) {
      repr_leave(ctx, self);
      return Value::null();
    }
    out += s;
  }
  repr_leave(ctx, self);
  if (items.size() == 1 && std::string(open) == "(") out += ",";
  return str_from(ctx, out + close);
}

static TupleObject* self_t(const CallArgs& call) { return as_tuple(call.args[0]); }

static Value tuple_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  auto& items = self_t(call)->items;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(items.size()), &start, &stop, &step, &n)) {
      return Value::null();
    }
    if (step == 1 && n == static_cast<int64_t>(items.size()) &&
        self_t(call)->type() == ctx.builtins.tuple_type) {
      return call.args[0];
    }
    std::vector<Value> out;
    out.reserve(n);
    for (int64_t i = 0; i < n; ++i) out.push_back(items[start + i * step]);
    return tuple_from(ctx, std::move(out));
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "tuple indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(items.size()), "tuple", &i)) return Value::null();
  return items[i];
}

static Value tuple_len(Context&, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(self_t(call)->items.size()));
}

static Value tuple_add(Context& ctx, const CallArgs& call) {
  if (!is_tuple(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only concatenate tuple (not \"%s\") to tuple",
                     type_name(ctx, call.args[1]));
  }
  std::vector<Value> out = self_t(call)->items;
  auto& b = as_tuple(call.args[1])->items;
  out.insert(out.end(), b.begin(), b.end());
  return tuple_from(ctx, std::move(out));
}

static Value tuple_mul(Context& ctx, const CallArgs& call) {
  if (!is_int(ctx, call.args[1])) return ctx.builtins.not_implemented;
  auto k = protocol::index_as_size(ctx, call.args[1]);
  if (!k) return Value::null();
  auto& items = self_t(call)->items;
  if (*k > 0 && static_cast<double>(items.size()) * static_cast<double>(*k) > 1e9) {
    return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
  }
  std::vector<Value> out;
  for (int64_t i = 0; i < *k; ++i) out.insert(out.end(), items.begin(), items.end());
  return tuple_from(ctx, std::move(out));
}

static Value tuple_contains(Context& ctx, const CallArgs& call) {
  for (Value v : self_t(call)->items) {
    int eq = protocol::equal(ctx, v, call.args[1]);
    if (eq < 0) return Value::null();
    if (eq) return Value::boolean(true);
  }
  return Value::boolean(false);
}

static Value tuple_cmp(Context& ctx, const CallArgs& call, CompareOp op) {
  if (!is_tuple(ctx, call.args[1])) return ctx.builtins.not_implemented;
  return sequence_compare(ctx, self_t(call)->items, as_tuple(call.args[1])->items, op);
}
static Value tuple_lt(Context& c, const CallArgs& a) { return tuple_cmp(c, a, CompareOp::Lt); }
static Value tuple_le(Context& c, const CallArgs& a) { return tuple_cmp(c, a, CompareOp::Le); }
static Value tuple_eq(Context& c, const CallArgs& a) { return tuple_cmp(c, a, CompareOp::Eq); }
static Value tuple_ne(Context& c, const CallArgs& a) { return tuple_cmp(c, a, CompareOp::Ne); }
static Value tuple_gt(Context& c, const CallArgs& a) { return tuple_cmp(c, a, CompareOp::Gt); }
static Value tuple_ge(Context& c, const CallArgs& a) { return tuple_cmp(c, a, CompareOp::Ge); }

static Value tuple_hash(Context& ctx, const CallArgs& call) {
  // CPython 3.8+ tuplehash (xxHash 64-bit round).
  constexpr uint64_t P1 = 11400714785074694791ull, P2 = 14029467366897019727ull,
                     P5 = 2870177450012600261ull;
  auto& items = self_t(call)->items;
  uint64_t acc = P5;
  for (Value v : items) {
    auto h = protocol::hash(ctx, v);
    if (!h) return Value::null();
    acc += static_cast<uint64_t>(*h) * P2;
    acc = (acc << 31) | (acc >> 33);
    acc *= P1;
  }
  acc += items.size() ^ (P5 ^ 3527539ull);
  if (acc == static_cast<uint64_t>(-1)) return Value::small_int(1546275796);
  return Value::small_int(static_cast<int64_t>(acc));
}

static Value tuple_repr(Context& ctx, const CallArgs& call) {
  return sequence_repr(ctx, self_t(call), self_t(call)->items, "(", ")");
}

static Value tuple_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "count", 2, 2)) return Value::null();
  int64_t n = 0;
  for (Value v : self_t(call)->items) {
    int eq = protocol::equal(ctx, v, call.args[1]);
    if (eq < 0) return Value::null();
    n += eq;
  }
  return Value::small_int(n);
}

// Shared by list.index and tuple.index.
Value sequence_index_of(Context& ctx, const std::vector<Value>& items, const CallArgs& call,
                        const char* what) {
  if (!check_args(ctx, call, "index", 2, 4)) return Value::null();
  int64_t n = static_cast<int64_t>(items.size());
  int64_t start = 0, stop = n;
  if (call.nargs > 2) {
    auto s = protocol::index_clamped(ctx, call.args[2]);
    if (!s) return Value::null();
    start = *s < 0 ? std::max<int64_t>(0, *s + n) : *s;
  }
  if (call.nargs > 3) {
    auto s = protocol::index_clamped(ctx, call.args[3]);
    if (!s) return Value::null();
    stop = *s < 0 ? std::max<int64_t>(0, *s + n) : *s;
  }
  // `items` may be a live list that a user __eq__ shrinks: the bound is rechecked and the
  // compared item rooted, as CPython.
  for (int64_t i = start; i < stop && i < static_cast<int64_t>(items.size()); ++i) {
    Value item = items[i];
    ValueRoot keep(ctx, item);
    int eq = protocol::equal(ctx, item, call.args[1]);
    if (eq < 0) return Value::null();
    if (eq) return Value::small_int(i);
  }
  if (std::string(what) == "list") {
    std::string r;
    if (!repr_string(ctx, call.args[1], &r)) return Value::null();
    return ctx.raise(ctx.builtins.exc_ValueError, "%s is not in list", r.c_str());
  }
  return ctx.raise(ctx.builtins.exc_ValueError, "tuple.index(x): x not in tuple");
}

static Value tuple_index(Context& ctx, const CallArgs& call) {
  return sequence_index_of(ctx, self_t(call)->items, call, "tuple");
}

static Value tuple_iter(Context& ctx, const CallArgs& call) {
  return Value::object(ctx.heap.make<SeqIterObject>(ctx.builtins.tuple_iterator_type, call.args[0]));
}

static Value tuple_getnewargs(Context& ctx, const CallArgs& call) {
  return tuple_from(ctx, {tuple_from(ctx, self_t(call)->items)});
}

static Value tuple_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.tuple_type) return ctx.builtins.empty_tuple;
  return Value::object(ctx.heap.make<WithDict<TupleObject>>(cls, std::vector<Value>{}));
}

static Value tuple_new_fn(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/iterable"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "tuple", kNames, 0, a)) return Value::null();
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.tuple_type);
  if (cls == nullptr) return Value::null();
  std::vector<Value> items;
  if (!a[0].is_null()) {
    if (cls == ctx.builtins.tuple_type && a[0].is_object() &&
        a[0].as_object()->type() == ctx.builtins.tuple_type) {
      return a[0];
    }
    if (!collect_iterable(ctx, a[0], &items)) return Value::null();
  }
  if (cls == ctx.builtins.tuple_type) return tuple_from(ctx, std::move(items));
  Value inst = cls->make_instance(ctx, cls);
  as_tuple(inst)->items = std::move(items);
  return inst;
}

static Value tuple_class_getitem(Context&, const CallArgs& call) { return call.args[0]; }

static const MethodDef tuple_methods[] = {
    {"__getitem__", tuple_getitem, nullptr}, {"__len__", tuple_len, nullptr},
    {"__add__", tuple_add, nullptr},         {"__mul__", tuple_mul, nullptr},
    {"__rmul__", tuple_mul, nullptr},        {"__contains__", tuple_contains, nullptr},
    {"__lt__", tuple_lt, nullptr},           {"__le__", tuple_le, nullptr},
    {"__eq__", tuple_eq, nullptr},           {"__ne__", tuple_ne, nullptr},
    {"__gt__", tuple_gt, nullptr},           {"__ge__", tuple_ge, nullptr},
    {"__hash__", tuple_hash, nullptr},       {"__repr__", tuple_repr, nullptr},
    {"__iter__", tuple_iter, nullptr},       {"count", tuple_count, nullptr},
    {"index", tuple_index, nullptr},         {"__getnewargs__", tuple_getnewargs, nullptr},
    {}};
static const MethodDef tuple_static[] = {{"__new__", tuple_new_fn, nullptr}, {}};
static const MethodDef tuple_class[] = {{"__class_getitem__", tuple_class_getitem, nullptr}, {}};

void init_tuple_type(Context& ctx) {
  TypeObject* t = ctx.builtins.tuple_type;
  t->make_instance = tuple_make;
  add_methods(ctx, t, tuple_methods);
  add_static_methods(ctx, t, tuple_static);
  add_class_methods(ctx, t, tuple_class);
}

}  // namespace tp::objects
