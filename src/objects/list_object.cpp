// list: construction, item and slice access/assignment/deletion (extended slices too),
// the methods (append ... sort), concatenation, repetition, comparison and repr.
#include "objects/memory_limit.h"
#include "objects/list_object.h"

#include <algorithm>

#include "objects/arg_parser.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

Value sequence_compare(Context& ctx, const std::vector<Value>& a, const std::vector<Value>& b,
                       CompareOp op);  // tuple_object.cpp
Value sequence_repr(Context& ctx, Object* self, const std::vector<Value>& items, const char* open,
                    const char* close);  // tuple_object.cpp
Value sequence_index_of(Context& ctx, const std::vector<Value>& items, const CallArgs& call,
                        const char* what);  // tuple_object.cpp

bool is_list(Context& ctx, Value v) {
  return v.is_object() && (v.as_object()->type() == ctx.builtins.list_type ||
                           protocol::is_subtype(v.as_object()->type(), ctx.builtins.list_type));
}

ListObject* list_new(Context& ctx, std::vector<Value> items) {
  return ctx.heap.make<ListObject>(ctx.builtins.list_type, std::move(items));
}

bool collect_iterable(Context& ctx, Value iterable, std::vector<Value>* out) {
  TypeObject* t = protocol::type_of(ctx, iterable);
  if (t == ctx.builtins.list_type) {
    auto& v = as_list(iterable)->items;
    out->insert(out->end(), v.begin(), v.end());
    return true;
  }
  if (t == ctx.builtins.tuple_type) {
    auto& v = as_tuple(iterable)->items;
    out->insert(out->end(), v.begin(), v.end());
    return true;
  }
  if (t == ctx.builtins.range_type) {
    // CPython preallocates from the length hint: list(range(10**12)) is an immediate
    // MemoryError (and a length past ssize_t an OverflowError), not a slow fill.
    auto n = protocol::length_int(ctx, iterable);
    if (!n) return false;
    if (!check_allocation(ctx, static_cast<double>(out->size() + *n), sizeof(Value))) return false;
    out->reserve(out->size() + static_cast<size_t>(*n));
  }
  Value it = protocol::get_iter(ctx, iterable);
  if (it.is_null()) return false;
  gc::Root<Object> keep(ctx.heap, it.is_object() ? it.as_object() : nullptr);
  // Items collected so far are kept alive by a temporary list while the iterator runs code.
  ListObject* holder = list_new(ctx);
  gc::Root<ListObject> keep_holder(ctx.heap, holder);
  for (;;) {
    Value x = protocol::iter_next(ctx, it);
    if (x.is_null()) {
      if (ctx.has_exception()) return false;
      break;
    }
    holder->items.push_back(x);
  }
  out->insert(out->end(), holder->items.begin(), holder->items.end());
  return true;
}

ListObject* collect_list(Context& ctx, Value iterable) {
  ListObject* list = list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, list);
  if (!collect_iterable(ctx, iterable, &list->items)) return nullptr;
  return list;
}

// Note [Sorting in place]
// As CPython, the list looks empty while it is sorted (key functions and comparisons see
// []), and any change made to it meanwhile is discarded and reported as
// "ValueError: list modified during sort". A change is seen through the emptied vector's
// capacity: it stays 0 unless something stored into the list.
int list_sort(Context& ctx, ListObject* list, Value key, bool reverse) {
  // Items and keys stay reachable through this rooted list while key functions and
  // comparisons run Python code.
  ListObject* holder = list_new(ctx, list->items);
  gc::Root<ListObject> keep(ctx.heap, holder);
  gc::Root<ListObject> keep_list(ctx.heap, list);
  std::vector<Value> items;
  items.swap(list->items);
  auto finish = [&](std::vector<Value> result, bool ok) -> int {
    bool modified = list->items.capacity() != 0;
    list->items = std::move(result);
    if (ok && modified) {
      ctx.raise(ctx.builtins.exc_ValueError, "list modified during sort");
      return -1;
    }
    return ok ? 0 : -1;
  };
  std::vector<Value> keys;
  if (!key.is_null() && !key.is_none()) {
    keys.reserve(items.size());
    for (Value v : items) {
      Value k = protocol::call1(ctx, key, v);
      if (k.is_null()) return finish(std::move(items), false);
      keys.push_back(k);
      holder->items.push_back(k);
    }
  } else {
    keys = items;
  }
  std::vector<size_t> order(items.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  if (reverse) std::reverse(order.begin(), order.end());
  bool failed = false;
  bool all_int = true, all_str = true, all_float = true;
  for (Value k : keys) {
    all_int = all_int && k.is_small_int();
    all_float = all_float && k.is_float();
    all_str = all_str && k.is_object() && k.as_object()->type() == ctx.builtins.str_type;
  }
  auto less = [&](size_t a, size_t b) -> bool {
    if (failed) return false;
    Value x = keys[a], y = keys[b];
    if (all_int) return x.as_small_int() < y.as_small_int();
    if (all_float) return x.as_float() < y.as_float();
    if (all_str) return as_str(x)->data < as_str(y)->data;
    Value r = protocol::compare(ctx, CompareOp::Lt, x, y);
    if (r.is_null()) {
      failed = true;
      return false;
    }
    int t = r.is_bool() ? r.as_bool() : protocol::is_true(ctx, r);
    if (t < 0) {
      failed = true;
      return false;
    }
    return t != 0;
  };
  std::stable_sort(order.begin(), order.end(), less);
  if (failed) return finish(std::move(items), false);
  if (reverse) std::reverse(order.begin(), order.end());
  std::vector<Value> sorted;
  sorted.reserve(items.size());
  for (size_t i : order) sorted.push_back(items[i]);
  return finish(std::move(sorted), true);
}

static ListObject* self_l(const CallArgs& call) { return as_list(call.args[0]); }

static Value list_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  auto& items = self_l(call)->items;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(items.size()), &start, &stop, &step, &n)) {
      return Value::null();
    }
    std::vector<Value> out;
    out.reserve(n);
    for (int64_t i = 0; i < n; ++i) out.push_back(items[start + i * step]);
    return Value::object(list_new(ctx, std::move(out)));
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "list indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(items.size()), "list", &i)) return Value::null();
  return items[i];
}

static Value list_setitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__setitem__", 3, 3)) return Value::null();
  auto& items = self_l(call)->items;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(items.size()), &start, &stop, &step, &n)) {
      return Value::null();
    }
    const int64_t size_before = static_cast<int64_t>(items.size()), n_before = n;
    ListObject* src_list = call.args[2].is(call.args[0]) ? list_new(ctx, items) : collect_list(ctx, call.args[2]);
    if (!src_list) {
      if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
        ctx.take_exception();
        return ctx.raise(ctx.builtins.exc_TypeError, "can only assign an iterable");
      }
      return Value::null();
    }
    gc::Root<ListObject> keep_src(ctx.heap, src_list);
    const std::vector<Value>& src = src_list->items;
    // The iterable ran user code, which may have resized this list: as CPython, the slice is
    // clamped to the size after the conversion (an extended slice's length check still uses
    // the length before it, as CPython's message does).
    if (static_cast<int64_t>(items.size()) != size_before &&
        !slice_indices(ctx, key, static_cast<int64_t>(items.size()), &start, &stop, &step, &n)) {
      return Value::null();
    }
    if (step == 1) {
      if (stop < start) stop = start;
      items.erase(items.begin() + start, items.begin() + std::max(start, start + n));
      items.insert(items.begin() + start, src.begin(), src.end());
      return Value::none();
    }
    if (static_cast<int64_t>(src.size()) != n_before || static_cast<int64_t>(src.size()) != n) {
      return ctx.raise(ctx.builtins.exc_ValueError,
                       "attempt to assign sequence of size %zu to extended slice of size %lld", src.size(),
                       static_cast<long long>(static_cast<int64_t>(src.size()) != n_before ? n_before : n));
    }
    for (int64_t i = 0; i < n; ++i) items[start + i * step] = src[i];
    return Value::none();
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "list indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(items.size()), "list assignment", &i)) {
    return Value::null();
  }
  items[i] = call.args[2];
  return Value::none();
}

static Value list_delitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__delitem__", 2, 2)) return Value::null();
  auto& items = self_l(call)->items;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(items.size()), &start, &stop, &step, &n)) {
      return Value::null();
    }
    if (n == 0) return Value::none();
    std::vector<bool> drop(items.size(), false);
    for (int64_t i = 0; i < n; ++i) drop[start + i * step] = true;
    std::vector<Value> keep;
    for (size_t i = 0; i < items.size(); ++i) {
      if (!drop[i]) keep.push_back(items[i]);
    }
    items = std::move(keep);
    return Value::none();
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "list indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(items.size()), "list assignment", &i)) {
    return Value::null();
  }
  items.erase(items.begin() + i);
  return Value::none();
}

static Value list_len(Context&, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(self_l(call)->items.size()));
}

static Value list_contains(Context& ctx, const CallArgs& call) {
  auto& items = self_l(call)->items;
  for (size_t i = 0; i < items.size(); ++i) {
    int eq = protocol::equal(ctx, items[i], call.args[1]);
    if (eq < 0) return Value::null();
    if (eq) return Value::boolean(true);
  }
  return Value::boolean(false);
}

static Value list_iter(Context& ctx, const CallArgs& call) {
  return Value::object(ctx.heap.make<SeqIterObject>(ctx.builtins.list_iterator_type, call.args[0]));
}

static Value list_reversed(Context& ctx, const CallArgs& call) {
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.reversed_type, call.args[0]);
  it->index = static_cast<int64_t>(self_l(call)->items.size()) - 1;
  it->kind = 1;
  return Value::object(it);
}

static Value list_add(Context& ctx, const CallArgs& call) {
  if (!is_list(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only concatenate list (not \"%s\") to list",
                     type_name(ctx, call.args[1]));
  }
  std::vector<Value> out = self_l(call)->items;
  auto& b = as_list(call.args[1])->items;
  out.insert(out.end(), b.begin(), b.end());
  return Value::object(list_new(ctx, std::move(out)));
}

static Value list_iadd(Context& ctx, const CallArgs& call) {
  std::vector<Value> src;
  if (!collect_iterable(ctx, call.args[1], &src)) return Value::null();
  auto& items = self_l(call)->items;
  items.insert(items.end(), src.begin(), src.end());
  return call.args[0];
}

static bool repeat_count(Context& ctx, Value n, size_t size, int64_t* out) {
  auto k = protocol::index_as_size(ctx, n);
  if (!k) return false;
  *out = *k < 0 ? 0 : *k;
  if (*out > 0 && static_cast<double>(size) * static_cast<double>(*out) > 1e9) {
    ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
    return false;
  }
  return true;
}

static Value list_mul(Context& ctx, const CallArgs& call) {
  if (!is_int(ctx, call.args[1]) &&
      protocol::lookup_special(ctx, call.args[1], ctx.builtins.names.__index__).is_null()) {
    return ctx.builtins.not_implemented;
  }
  auto& items = self_l(call)->items;
  int64_t k;
  if (!repeat_count(ctx, call.args[1], items.size(), &k)) return Value::null();
  std::vector<Value> out;
  out.reserve(items.size() * k);
  for (int64_t i = 0; i < k; ++i) out.insert(out.end(), items.begin(), items.end());
  return Value::object(list_new(ctx, std::move(out)));
}

static Value list_imul(Context& ctx, const CallArgs& call) {
  if (!is_int(ctx, call.args[1])) return ctx.builtins.not_implemented;
  auto& items = self_l(call)->items;
  int64_t k;
  if (!repeat_count(ctx, call.args[1], items.size(), &k)) return Value::null();
  std::vector<Value> out;
  for (int64_t i = 0; i < k; ++i) out.insert(out.end(), items.begin(), items.end());
  items = std::move(out);
  return call.args[0];
}

static Value list_cmp(Context& ctx, const CallArgs& call, CompareOp op) {
  if (!is_list(ctx, call.args[1])) return ctx.builtins.not_implemented;
  return sequence_compare(ctx, self_l(call)->items, as_list(call.args[1])->items, op);
}
static Value list_lt(Context& c, const CallArgs& a) { return list_cmp(c, a, CompareOp::Lt); }
static Value list_le(Context& c, const CallArgs& a) { return list_cmp(c, a, CompareOp::Le); }
static Value list_eq(Context& c, const CallArgs& a) { return list_cmp(c, a, CompareOp::Eq); }
static Value list_ne(Context& c, const CallArgs& a) { return list_cmp(c, a, CompareOp::Ne); }
static Value list_gt(Context& c, const CallArgs& a) { return list_cmp(c, a, CompareOp::Gt); }
static Value list_ge(Context& c, const CallArgs& a) { return list_cmp(c, a, CompareOp::Ge); }

static Value list_repr(Context& ctx, const CallArgs& call) {
  ListObject* snapshot = list_new(ctx, self_l(call)->items);
  gc::Root<ListObject> keep(ctx.heap, snapshot);
  return sequence_repr(ctx, self_l(call), snapshot->items, "[", "]");
}

static Value list_append(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "append", 2, 2)) return Value::null();
  ListObject* l = self_l(call);
  size_t cap = l->items.capacity();
  l->items.push_back(call.args[1]);
  count_growth(ctx, l, cap * sizeof(Value), l->items.capacity() * sizeof(Value));
  return Value::none();
}

static Value list_extend(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "extend", 2, 2)) return Value::null();
  std::vector<Value> src;
  if (!collect_iterable(ctx, call.args[1], &src)) return Value::null();
  auto& items = self_l(call)->items;
  size_t cap = items.capacity();
  items.insert(items.end(), src.begin(), src.end());
  count_growth(ctx, self_l(call), cap * sizeof(Value), items.capacity() * sizeof(Value));
  return Value::none();
}

static Value list_insert(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "insert", 3, 3)) return Value::null();
  auto i = protocol::index_as_int64(ctx, call.args[1]);
  if (!i) return Value::null();
  auto& items = self_l(call)->items;
  int64_t n = static_cast<int64_t>(items.size()), k = *i;
  if (k < 0) k = std::max<int64_t>(0, k + n);
  if (k > n) k = n;
  items.insert(items.begin() + k, call.args[2]);
  return Value::none();
}

static Value list_pop(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "pop", 1, 2)) return Value::null();
  auto& items = self_l(call)->items;
  if (items.empty()) return ctx.raise(ctx.builtins.exc_IndexError, "pop from empty list");
  int64_t n = static_cast<int64_t>(items.size()), k = n - 1;
  if (call.nargs == 2) {
    auto i = protocol::index_as_int64(ctx, call.args[1]);
    if (!i) return Value::null();
    k = *i < 0 ? *i + n : *i;
    if (k < 0 || k >= n) return ctx.raise(ctx.builtins.exc_IndexError, "pop index out of range");
  }
  Value v = items[k];
  items.erase(items.begin() + k);
  return v;
}

static Value list_remove(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "remove", 2, 2)) return Value::null();
  auto& items = self_l(call)->items;
  for (size_t i = 0; i < items.size(); ++i) {
    Value item = items[i];
    ValueRoot keep(ctx, item);  // __eq__ may remove it from the list
    int eq = protocol::equal(ctx, item, call.args[1]);
    if (eq < 0) return Value::null();
    if (eq && i < items.size()) {
      items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
      return Value::none();
    }
  }
  return ctx.raise(ctx.builtins.exc_ValueError, "list.remove(x): x not in list");
}

// A user __eq__ may shrink the list it is compared within: as CPython, the natives below
// recheck the length each step and root the item being compared.
static Value list_index(Context& ctx, const CallArgs& call) {
  return sequence_index_of(ctx, self_l(call)->items, call, "list");
}

static Value list_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "count", 2, 2)) return Value::null();
  auto& items = self_l(call)->items;
  int64_t n = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    Value v = items[i];
    ValueRoot keep(ctx, v);
    int eq = protocol::equal(ctx, v, call.args[1]);
    if (eq < 0) return Value::null();
    n += eq;
  }
  return Value::small_int(n);
}

static Value list_clear(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "clear", 1, 1)) return Value::null();
  self_l(call)->items.clear();
  return Value::none();
}

static Value list_copy(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "copy", 1, 1)) return Value::null();
  return Value::object(list_new(ctx, self_l(call)->items));
}

static Value list_reverse(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "reverse", 1, 1)) return Value::null();
  std::reverse(self_l(call)->items.begin(), self_l(call)->items.end());
  return Value::none();
}

static Value list_sort_m(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"$key", "$reverse"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "sort", kNames, 0, a)) return Value::null();
  bool rev = false;
  if (!a[1].is_null()) {
    int t = protocol::is_true(ctx, a[1]);
    if (t < 0) return Value::null();
    rev = t;
  }
  if (list_sort(ctx, self_l(call), a[0], rev) < 0) return Value::null();
  return Value::none();
}

static Value list_init(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/iterable"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "list", kNames, 0, a)) return Value::null();
  std::vector<Value> items;
  if (!a[0].is_null() && !collect_iterable(ctx, a[0], &items)) return Value::null();
  self_l(call)->items = std::move(items);
  return Value::none();
}

static Value list_make(Context& ctx, TypeObject* cls) {
  if (cls == ctx.builtins.list_type) return Value::object(ctx.heap.make<ListObject>(cls));
  return Value::object(ctx.heap.make<WithDict<ListObject>>(cls));
}

static Value list_class_getitem(Context&, const CallArgs& call) { return call.args[0]; }

static const MethodDef list_methods[] = {
    {"__getitem__", list_getitem, nullptr}, {"__setitem__", list_setitem, nullptr},
    {"__delitem__", list_delitem, nullptr}, {"__len__", list_len, nullptr},
    {"__contains__", list_contains, nullptr}, {"__iter__", list_iter, nullptr},
    {"__reversed__", list_reversed, nullptr}, {"__add__", list_add, nullptr},
    {"__iadd__", list_iadd, nullptr},       {"__mul__", list_mul, nullptr},
    {"__rmul__", list_mul, nullptr},        {"__imul__", list_imul, nullptr},
    {"__lt__", list_lt, nullptr},           {"__le__", list_le, nullptr},
    {"__eq__", list_eq, nullptr},           {"__ne__", list_ne, nullptr},
    {"__gt__", list_gt, nullptr},           {"__ge__", list_ge, nullptr},
    {"__repr__", list_repr, nullptr},       {"__init__", list_init, nullptr},
    {"append", list_append, nullptr},       {"extend", list_extend, nullptr},
    {"insert", list_insert, nullptr},       {"pop", list_pop, nullptr},
    {"remove", list_remove, nullptr},       {"index", list_index, nullptr},
    {"count", list_count, nullptr},         {"clear", list_clear, nullptr},
    {"copy", list_copy, nullptr},           {"reverse", list_reverse, nullptr},
    {"sort", list_sort_m, nullptr},         {}};
static const MethodDef list_class[] = {{"__class_getitem__", list_class_getitem, nullptr}, {}};

void init_list_type(Context& ctx) {
  TypeObject* t = ctx.builtins.list_type;
  t->make_instance = list_make;
  add_methods(ctx, t, list_methods);
  add_class_methods(ctx, t, list_class);
  set_type_attr(ctx, t, "__hash__", Value::none());
}

}  // namespace tp::objects
