// range and slice: range (int64 bounds) with len, indexing, slicing, containment fast for
// ints, index/count, reversed, repr, equality and hash; slice with indices(); the shared
// sequence_index / slice_indices helpers.
#include "objects/range_object.h"

#include "objects/arg_parser.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp {

int64_t RangeObject::length() const {
  if (step > 0 && start < stop) return (stop - start - 1) / step + 1;
  if (step < 0 && start > stop) return (start - stop - 1) / (-step) + 1;
  return 0;
}

namespace objects {

bool is_slice(Context& ctx, Value v) {
  return v.is_object() && v.as_object()->type() == ctx.builtins.slice_type;
}

bool sequence_index(Context& ctx, Value index, int64_t length, const char* what, int64_t* out) {
  auto i = protocol::index_as_int64(ctx, index);
  if (!i) {
    if (ctx.exception_matches(ctx.builtins.exc_OverflowError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_IndexError, "cannot fit 'int' into an index-sized integer");
    }
    return false;
  }
  int64_t k = *i < 0 ? *i + length : *i;
  if (k < 0 || k >= length) {
    if (what[0] == '\0') {
      ctx.raise(ctx.builtins.exc_IndexError, "index out of range");
    } else {
      ctx.raise(ctx.builtins.exc_IndexError, "%s index out of range", what);
    }
    return false;
  }
  *out = k;
  return true;
}

static bool slice_part(Context& ctx, Value v, int64_t* out) {
  if (v.is_none()) return true;
  if (!is_int(ctx, v) && protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError,
              "slice indices must be integers or None or have an __index__ method");
    return false;
  }
  auto i = protocol::index_as_int64(ctx, v);
  if (!i) {
    if (!ctx.exception_matches(ctx.builtins.exc_OverflowError)) return false;
    ctx.take_exception();
    *out = int_sign(v) < 0 ? INT64_MIN / 2 : INT64_MAX / 2;  // clamped below
    return true;
  }
  *out = *i;
  return true;
}

bool slice_indices(Context& ctx, Value slice, int64_t length, int64_t* start, int64_t* stop,
                   int64_t* step, int64_t* slicelength) {
  auto* s = static_cast<SliceObject*>(slice.as_object());
  int64_t st = 1;
  if (!slice_part(ctx, s->step, &st)) return false;
  if (st == 0) {
    ctx.raise(ctx.builtins.exc_ValueError, "slice step cannot be zero");
    return false;
  }
  int64_t a = st < 0 ? length - 1 : 0, b = st < 0 ? -1 : length;
  bool has_a = !s->start.is_none(), has_b = !s->stop.is_none();
  if (has_a) {
    if (!slice_part(ctx, s->start, &a)) return false;
    if (a < 0) {
      a += length;
      if (a < 0) a = st < 0 ? -1 : 0;
    } else if (a >= length) {
      a = st < 0 ? length - 1 : length;
    }
  }
  if (has_b) {
    if (!slice_part(ctx, s->stop, &b)) return false;
    if (b < 0) {
      b += length;
      if (b < 0) b = st < 0 ? -1 : 0;
    } else if (b >= length) {
      b = st < 0 ? length - 1 : length;
    }
  }
  int64_t n = 0;
  if (st < 0) {
    if (b < a) n = (a - b - 1) / (-st) + 1;
  } else if (a < b) {
    n = (b - a - 1) / st + 1;
  }
  *start = a;
  *stop = b;
  *step = st;
  *slicelength = n;
  return true;
}

// --- range ---

static RangeObject* self_r(const CallArgs& call) {
  return static_cast<RangeObject*>(call.args[0].as_object());
}

static bool range_arg(Context& ctx, Value v, int64_t* out) {
  if (!is_int(ctx, v) && protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
              type_name(ctx, v));
    return false;
  }
  auto i = protocol::index_as_int64(ctx, v);
  if (!i) return false;
  *out = *i;
  return true;
}

static Value range_new(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "range() takes no keyword arguments");
  size_t n = call.nargs - 1;
  if (n == 0) return ctx.raise(ctx.builtins.exc_TypeError, "range expected at least 1 argument, got 0");
  if (n > 3) return ctx.raise(ctx.builtins.exc_TypeError, "range expected at most 3 arguments, got %zu", n);
  int64_t a = 0, b = 0, c = 1;
  if (n == 1) {
    if (!range_arg(ctx, call.args[1], &b)) return Value::null();
  } else {
    if (!range_arg(ctx, call.args[1], &a) || !range_arg(ctx, call.args[2], &b)) return Value::null();
    if (n == 3 && !range_arg(ctx, call.args[3], &c)) return Value::null();
  }
  if (c == 0) return ctx.raise(ctx.builtins.exc_ValueError, "range() arg 3 must not be zero");
  return Value::object(ctx.heap.make<RangeObject>(ctx.builtins.range_type, a, b, c));
}

static Value range_len(Context&, const CallArgs& call) { return Value::small_int(self_r(call)->length()); }

static Value range_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  RangeObject* r = self_r(call);
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, r->length(), &start, &stop, &step, &n)) return Value::null();
    (void)n;
    int64_t ns = r->step * step;
    int64_t a = r->start + start * r->step;
    int64_t b = r->start + stop * r->step;
    return Value::object(ctx.heap.make<RangeObject>(ctx.builtins.range_type, a, b, ns));
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "range indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  int64_t i;
  if (!sequence_index(ctx, key, r->length(), "range object", &i)) return Value::null();
  return Value::small_int(r->at(i));
}

static bool range_find(RangeObject* r, int64_t v, int64_t* idx) {
  if (r->step > 0 ? (v < r->start || v >= r->stop) : (v > r->start || v <= r->stop)) return false;
  if ((v - r->start) % r->step != 0) return false;
  *idx = (v - r->start) / r->step;
  return true;
}

static Value range_contains(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  Value v = call.args[1];
  if (v.is_small_int() || v.is_bool()) {
    int64_t i;
    return Value::boolean(range_find(r, *int_to_int64(v), &i));
  }
  if (is_int(ctx, v)) return Value::boolean(false);
  for (int64_t i = 0, n = r->length(); i < n; ++i) {
    int eq = protocol::equal(ctx, Value::small_int(r->at(i)), v);
    if (eq < 0) return Value::null();
    if (eq) return Value::boolean(true);
  }
  return Value::boolean(false);
}

static Value range_index(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "index", 2, 2)) return Value::null();
  RangeObject* r = self_r(call);
  Value v = call.args[1];
  int64_t i;
  if ((v.is_small_int() || v.is_bool()) && range_find(r, *int_to_int64(v), &i)) return Value::small_int(i);
  if (!is_int(ctx, v)) {
    for (int64_t k = 0, n = r->length(); k < n; ++k) {
      int eq = protocol::equal(ctx, Value::small_int(r->at(k)), v);
      if (eq < 0) return Value::null();
      if (eq) return Value::small_int(k);
    }
  }
  std::string s;
  if (!repr_string(ctx, v, &s)) return Value::null();
  return ctx.raise(ctx.builtins.exc_ValueError, "%s is not in range", s.c_str());
}

static Value range_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "count", 2, 2)) return Value::null();
  Value v = call.args[1];
  int64_t i;
  if (v.is_small_int() || v.is_bool()) return Value::small_int(range_find(self_r(call), *int_to_int64(v), &i));
  return Value::small_int(0);
}

static Value range_iter(Context& ctx, const CallArgs& call) {
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.range_iterator_type, call.args[0]);
  it->aux = self_r(call)->length();
  return Value::object(it);
}

static Value range_reversed(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  int64_t n = r->length();
  auto* rr = ctx.heap.make<RangeObject>(ctx.builtins.range_type, r->at(n - 1), r->start - r->step, -r->step);
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.range_iterator_type, Value::object(rr));
  it->aux = n;
  return Value::object(it);
}

static Value range_repr(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  std::string s = "range(" + std::to_string(r->start) + ", " + std::to_string(r->stop);
  if (r->step != 1) s += ", " + std::to_string(r->step);
  return str_from(ctx, s + ")");
}

static Value range_eq_impl(Context& ctx, const CallArgs& call, bool ne) {
  if (protocol::type_of(ctx, call.args[1]) != ctx.builtins.range_type) return ctx.builtins.not_implemented;
  RangeObject* a = self_r(call);
  auto* b = static_cast<RangeObject*>(call.args[1].as_object());
  int64_t n = a->length();
  bool eq = n == b->length() && (n == 0 || (a->start == b->start && (n == 1 || a->step == b->step)));
  return Value::boolean(eq != ne);
}
static Value range_eq(Context& c, const CallArgs& a) { return range_eq_impl(c, a, false); }
static Value range_ne(Context& c, const CallArgs& a) { return range_eq_impl(c, a, true); }

static Value range_hash(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  int64_t n = r->length();
  Value t = tuple_from(ctx, {Value::small_int(n), n ? Value::small_int(r->start) : Value::none(),
                             n > 1 ? Value::small_int(r->step) : Value::none()});
  auto h = protocol::hash(ctx, t);
  if (!h) return Value::null();
  return Value::small_int(*h);
}

static Value range_bool(Context&, const CallArgs& call) { return Value::boolean(self_r(call)->length() != 0); }
static Value range_start(Context&, Value s) { return Value::small_int(static_cast<RangeObject*>(s.as_object())->start); }
static Value range_stop(Context&, Value s) { return Value::small_int(static_cast<RangeObject*>(s.as_object())->stop); }
static Value range_step(Context&, Value s) { return Value::small_int(static_cast<RangeObject*>(s.as_object())->step); }

// --- slice ---

static SliceObject* self_s(const CallArgs& call) { return static_cast<SliceObject*>(call.args[0].as_object()); }

static Value slice_new(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "slice() takes no keyword arguments");
  size_t n = call.nargs - 1;
  if (n == 0) return ctx.raise(ctx.builtins.exc_TypeError, "slice expected at least 1 argument, got 0");
  if (n > 3) return ctx.raise(ctx.builtins.exc_TypeError, "slice expected at most 3 arguments, got %zu", n);
  if (n == 1) return protocol::new_slice(ctx, Value::none(), call.args[1], Value::none());
  return protocol::new_slice(ctx, call.args[1], call.args[2], n == 3 ? call.args[3] : Value::none());
}

static Value slice_repr(Context& ctx, const CallArgs& call) {
  SliceObject* s = self_s(call);
  std::string a, b, c;
  if (!repr_string(ctx, s->start, &a) || !repr_string(ctx, s->stop, &b) || !repr_string(ctx, s->step, &c)) {
    return Value::null();
  }
  return str_from(ctx, "slice(" + a + ", " + b + ", " + c + ")");
}

static Value slice_indices_m(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "indices", 2, 2)) return Value::null();
  auto len = protocol::index_as_int64(ctx, call.args[1]);
  if (!len) return Value::null();
  if (*len < 0) return ctx.raise(ctx.builtins.exc_ValueError, "length should not be negative");
  int64_t a, b, c, n;
  if (!slice_indices(ctx, call.args[0], *len, &a, &b, &c, &n)) return Value::null();
  return tuple_from(ctx, {Value::small_int(a), Value::small_int(b), Value::small_int(c)});
}

static Value slice_eq(Context& ctx, const CallArgs& call) {
  if (!is_slice(ctx, call.args[1])) return ctx.builtins.not_implemented;
  SliceObject* a = self_s(call);
  auto* b = static_cast<SliceObject*>(call.args[1].as_object());
  Value ta = tuple_from(ctx, {a->start, a->stop, a->step});
  Value tb = tuple_from(ctx, {b->start, b->stop, b->step});
  return protocol::compare(ctx, CompareOp::Eq, ta, tb);
}

static Value slice_get_start(Context&, Value s) { return static_cast<SliceObject*>(s.as_object())->start; }
static Value slice_get_stop(Context&, Value s) { return static_cast<SliceObject*>(s.as_object())->stop; }
static Value slice_get_step(Context&, Value s) { return static_cast<SliceObject*>(s.as_object())->step; }

static const MethodDef range_methods[] = {
    {"__len__", range_len, nullptr},         {"__getitem__", range_getitem, nullptr},
    {"__contains__", range_contains, nullptr}, {"__iter__", range_iter, nullptr},
    {"__reversed__", range_reversed, nullptr}, {"__repr__", range_repr, nullptr},
    {"__eq__", range_eq, nullptr},           {"__ne__", range_ne, nullptr},
    {"__hash__", range_hash, nullptr},       {"__bool__", range_bool, nullptr},
    {"index", range_index, nullptr},         {"count", range_count, nullptr},
    {}};
static const GetSetDef range_getsets[] = {{"start", range_start, nullptr, nullptr},
                                          {"stop", range_stop, nullptr, nullptr},
                                          {"step", range_step, nullptr, nullptr},
                                          {}};
static const MethodDef slice_methods[] = {{"__repr__", slice_repr, nullptr},
                                          {"indices", slice_indices_m, nullptr},
                                          {"__eq__", slice_eq, nullptr},
                                          {}};
static const GetSetDef slice_getsets[] = {{"start", slice_get_start, nullptr, nullptr},
                                          {"stop", slice_get_stop, nullptr, nullptr},
                                          {"step", slice_get_step, nullptr, nullptr},
                                          {}};

void init_range_slice_types(Context& ctx) {
  auto& B = ctx.builtins;
  add_methods(ctx, B.range_type, range_methods);
  add_getsets(ctx, B.range_type, range_getsets);
  static const MethodDef rn[] = {{"__new__", range_new, nullptr}, {}};
  add_static_methods(ctx, B.range_type, rn);
  add_methods(ctx, B.slice_type, slice_methods);
  add_getsets(ctx, B.slice_type, slice_getsets);
  static const MethodDef sn[] = {{"__new__", slice_new, nullptr}, {}};
  add_static_methods(ctx, B.slice_type, sn);
  set_type_attr(ctx, B.slice_type, "__hash__", Value::none());
}

}  // namespace objects
}  // namespace tp
