// range and slice: range (int64 bounds) with len, indexing, slicing, containment fast for
// ints, index/count, reversed, repr, equality and hash; slice with indices(); the shared
// sequence_index / slice_indices helpers.
#include "objects/range_object.h"

#include <algorithm>

#include "objects/arg_parser.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp {

namespace {
// RAII mpz for the big-int slow path.
struct Z {
  mpz_t v;
  Z() { mpz_init(v); }
  explicit Z(int64_t i) { mpz_init_set_si(v, static_cast<long>(i)); }
  ~Z() { mpz_clear(v); }
  Z(const Z&) = delete;
  Z& operator=(const Z&) = delete;
  operator mpz_ptr() { return v; }
};
bool fits64(const mpz_t v) { return mpz_fits_slong_p(v) != 0; }
int zsgn(mpz_srcptr v) { return mpz_sgn(v); }
}  // namespace

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
      ctx.raise(ctx.builtins.exc_IndexError, "cannot fit '%s' into an index-sized integer",
                type_name(ctx, index));
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
  // Clamped by the sign of the int __index__ gave (not of v, which may be any object);
  // halved so that adding a length or negating a step cannot overflow.
  auto i = protocol::index_clamped(ctx, v);
  if (!i) return false;
  *out = std::clamp<int64_t>(*i, INT64_MIN / 2, INT64_MAX / 2);
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

// Loads an int (or __index__) argument into `out`; raises TypeError as CPython otherwise.
static bool index_mpz(Context& ctx, Value v, mpz_t out, const char* fmt) {
  if (!is_int(ctx, v)) {
    Value f = protocol::lookup_special(ctx, v, ctx.builtins.names.__index__);
    if (f.is_null()) {
      if (!ctx.has_exception()) ctx.raise(ctx.builtins.exc_TypeError, fmt, type_name(ctx, v));
      return false;
    }
    Value iv = protocol::call1(ctx, f, v);
    if (iv.is_null()) return false;
    if (!is_int(ctx, iv)) {
      ctx.raise(ctx.builtins.exc_TypeError, "__index__ returned non-int (type %s)", type_name(ctx, iv));
      return false;
    }
    v = iv;
  }
  int_to_mpz(v, out);
  return true;
}

static bool range_arg(Context& ctx, Value v, mpz_t out) {
  return index_mpz(ctx, v, out, "'%s' object cannot be interpreted as an integer");
}

// The range start, stop, step (and length) as mpz, for either representation.
static void range_bounds(RangeObject* r, mpz_t a, mpz_t b, mpz_t c) {
  if (!r->big) {
    mpz_set_si(a, r->start);
    mpz_set_si(b, r->stop);
    mpz_set_si(c, r->step);
  } else {
    int_to_mpz(r->bstart, a);
    int_to_mpz(r->bstop, b);
    int_to_mpz(r->bstep, c);
  }
}
static void range_len_mpz(RangeObject* r, mpz_t n) {
  if (!r->big) {
    mpz_set_si(n, r->length());
  } else {
    int_to_mpz(r->blen, n);
  }
}

// range(a, b, c) with c != 0: the int64 fast path when a, b, c and b - a fit int64.
static Value make_range(Context& ctx, const mpz_t a, const mpz_t b, const mpz_t c) {
  Z d;
  mpz_sub(d, b, a);
  if (fits64(a) && fits64(b) && fits64(c) && fits64(d)) {
    return Value::object(ctx.heap.make<RangeObject>(ctx.builtins.range_type, mpz_get_si(a),
                                                    mpz_get_si(b), mpz_get_si(c)));
  }
  Z n;
  if (zsgn(c) > 0 && mpz_cmp(a, b) < 0) {
    mpz_sub_ui(d, d, 1);
    mpz_tdiv_q(n, d, c);
    mpz_add_ui(n, n, 1);
  } else if (zsgn(c) < 0 && mpz_cmp(a, b) > 0) {
    Z negc;
    mpz_neg(negc, c);
    mpz_sub(d, a, b);
    mpz_sub_ui(d, d, 1);
    mpz_tdiv_q(n, d, negc);
    mpz_add_ui(n, n, 1);
  }
  auto* r = ctx.heap.make<RangeObject>(ctx.builtins.range_type, 0, 0, 1);
  gc::Root<Object> keep(ctx.heap, r);
  r->big = true;
  r->bstart = int_from_mpz(ctx, a);
  r->bstop = int_from_mpz(ctx, b);
  r->bstep = int_from_mpz(ctx, c);
  r->blen = int_from_mpz(ctx, n);
  return Value::object(r);
}

static Value range_new(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "range() takes no keyword arguments");
  size_t n = call.nargs - 1;
  if (n == 0) return ctx.raise(ctx.builtins.exc_TypeError, "range expected at least 1 argument, got 0");
  if (n > 3) return ctx.raise(ctx.builtins.exc_TypeError, "range expected at most 3 arguments, got %zu", n);
  Z a(0), b(0), c(1);
  if (n == 1) {
    if (!range_arg(ctx, call.args[1], b)) return Value::null();
  } else {
    if (!range_arg(ctx, call.args[1], a) || !range_arg(ctx, call.args[2], b)) return Value::null();
    if (n == 3 && !range_arg(ctx, call.args[3], c)) return Value::null();
  }
  if (zsgn(c) == 0) return ctx.raise(ctx.builtins.exc_ValueError, "range() arg 3 must not be zero");
  return make_range(ctx, a, b, c);
}

static Value range_len(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  if (!r->big) return Value::small_int(r->length());
  if (!r->blen.is_small_int()) {
    return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C ssize_t");
  }
  return r->blen;
}

// CPython's compute_slice over the range's (big) length: the slice's start, stop, step
// clamped as slice.indices does, without any int64 limit.
static bool slice_indices_mpz(Context& ctx, Value slice, const mpz_t length, mpz_t start, mpz_t stop,
                              mpz_t step) {
  auto* s = static_cast<SliceObject*>(slice.as_object());
  const char* fmt = "slice indices must be integers or None or have an __index__ method";
  if (s->step.is_none()) {
    mpz_set_si(step, 1);
  } else {
    if (!index_mpz(ctx, s->step, step, fmt)) return false;
    if (zsgn(step) == 0) {
      ctx.raise(ctx.builtins.exc_ValueError, "slice step cannot be zero");
      return false;
    }
  }
  bool neg = zsgn(step) < 0;
  Z lower, upper;
  if (neg) {
    mpz_set_si(lower, -1);
    mpz_sub_ui(upper, length, 1);
  } else {
    mpz_set_si(lower, 0);
    mpz_set(upper, length);
  }
  auto part = [&](Value v, mpz_t out, bool is_start) -> bool {
    if (v.is_none()) {
      mpz_set(out, neg == is_start ? upper : lower);
      return true;
    }
    if (!index_mpz(ctx, v, out, fmt)) return false;
    if (zsgn(out) < 0) {
      mpz_add(out, out, length);
      if (mpz_cmp(out, lower) < 0) mpz_set(out, lower);
    } else if (mpz_cmp(out, upper) > 0) {
      mpz_set(out, upper);
    }
    return true;
  };
  return part(s->start, start, true) && part(s->stop, stop, false);
}

static Value range_getitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__getitem__", 2, 2)) return Value::null();
  RangeObject* r = self_r(call);
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    Z ra, rb, rc, len, start, stop, step;
    range_bounds(r, ra, rb, rc);
    range_len_mpz(r, len);
    if (!slice_indices_mpz(ctx, key, len, start, stop, step)) return Value::null();
    Z a, b, ns;
    mpz_mul(ns, rc, step);
    mpz_mul(a, start, rc);
    mpz_add(a, a, ra);
    mpz_mul(b, stop, rc);
    mpz_add(b, b, ra);
    return make_range(ctx, a, b, ns);
  }
  if (!is_int(ctx, key) && protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "range indices must be integers or slices, not %s",
                     type_name(ctx, key));
  }
  if (r->big) {
    Z i, len;
    if (!index_mpz(ctx, key, i, "'%s' object cannot be interpreted as an integer")) return Value::null();
    range_len_mpz(r, len);
    if (zsgn(i) < 0) mpz_add(i, i, len);
    if (zsgn(i) < 0 || mpz_cmp(i, len) >= 0) {
      return ctx.raise(ctx.builtins.exc_IndexError, "range object index out of range");
    }
    Z ra, rb, rc;
    range_bounds(r, ra, rb, rc);
    mpz_mul(i, i, rc);
    mpz_add(i, i, ra);
    return int_from_mpz(ctx, i);
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

// Big path of range_find: the index of the int v in r, into idx; false when absent.
static bool range_find_mpz(RangeObject* r, Value v, mpz_t idx) {
  Z a, b, c, x, rem;
  range_bounds(r, a, b, c);
  int_to_mpz(v, x);
  if (zsgn(c) > 0 ? (mpz_cmp(x, a) < 0 || mpz_cmp(x, b) >= 0)
                     : (mpz_cmp(x, a) > 0 || mpz_cmp(x, b) <= 0)) {
    return false;
  }
  mpz_sub(x, x, a);
  mpz_tdiv_qr(idx, rem, x, c);
  return zsgn(rem) == 0;
}

// Any int (small, bool, big, subclass): its index in r, or false when absent.
static bool range_find_int(RangeObject* r, Value v, mpz_t idx) {
  if (!r->big && (v.is_small_int() || v.is_bool())) {
    int64_t i;
    if (!range_find(r, *int_to_int64(v), &i)) return false;
    mpz_set_si(idx, i);
    return true;
  }
  return range_find_mpz(r, v, idx);
}

// Linear search by == for a non-int; 1 found (index in idx), 0 not, -1 raised.
static int range_search_eq(Context& ctx, RangeObject* r, Value v, mpz_t idx) {
  Z a, b, c, n, x;
  range_bounds(r, a, b, c);
  range_len_mpz(r, n);
  mpz_set(x, a);
  for (mpz_set_si(idx, 0); mpz_cmp(idx, n) < 0; mpz_add_ui(idx, idx, 1), mpz_add(x, x, c)) {
    Value item = int_from_mpz(ctx, x);
    gc::Root<Object> keep(ctx.heap, item.is_object() ? item.as_object() : nullptr);
    int eq = protocol::equal(ctx, item, v);
    if (eq != 0) return eq;
  }
  return 0;
}

static Value range_contains(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  Value v = call.args[1];
  Z idx;
  if (is_int(ctx, v)) return Value::boolean(range_find_int(r, v, idx));
  int found = range_search_eq(ctx, r, v, idx);
  if (found < 0) return Value::null();
  return Value::boolean(found != 0);
}

static Value range_index(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "index", 2, 2)) return Value::null();
  RangeObject* r = self_r(call);
  Value v = call.args[1];
  Z idx;
  if (is_int(ctx, v)) {
    if (range_find_int(r, v, idx)) return int_from_mpz(ctx, idx);
  } else {
    int found = range_search_eq(ctx, r, v, idx);
    if (found < 0) return Value::null();
    if (found) return int_from_mpz(ctx, idx);
  }
  std::string s;
  if (!repr_string(ctx, v, &s)) return Value::null();
  return ctx.raise(ctx.builtins.exc_ValueError, "%s is not in range", s.c_str());
}

static Value range_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "count", 2, 2)) return Value::null();
  Value v = call.args[1];
  RangeObject* r = self_r(call);
  Z idx;
  if (is_int(ctx, v)) return Value::small_int(range_find_int(r, v, idx) ? 1 : 0);
  // CPython counts by == for a non-int (a float equal to a member counts).
  int64_t count = 0;
  Z a, b, c, n, x, k;
  range_bounds(r, a, b, c);
  range_len_mpz(r, n);
  mpz_set(x, a);
  for (; mpz_cmp(k, n) < 0; mpz_add_ui(k, k, 1), mpz_add(x, x, c)) {
    Value item = int_from_mpz(ctx, x);
    gc::Root<Object> keep(ctx.heap, item.is_object() ? item.as_object() : nullptr);
    int eq = protocol::equal(ctx, item, v);
    if (eq < 0) return Value::null();
    count += eq;
  }
  return Value::small_int(count);
}

// A big range iterates through the generic index iterator (range.__getitem__ 0, 1, ...):
// its length never needs to fit, only the position reached.
static Value iter_over(Context& ctx, Value range) {
  auto* r = static_cast<RangeObject*>(range.as_object());
  if (r->big) return Value::object(ctx.heap.make<SeqIterObject>(ctx.builtins.iterator_type, range));
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.range_iterator_type, range);
  it->aux = r->length();
  return Value::object(it);
}

static Value range_iter(Context& ctx, const CallArgs& call) { return iter_over(ctx, call.args[0]); }

static Value range_reversed(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  Z a, b, c, n, last, stop;
  range_bounds(r, a, b, c);
  range_len_mpz(r, n);
  if (zsgn(n) == 0) {
    mpz_set_si(a, 0), mpz_set_si(b, 0), mpz_set_si(c, 1);
    return iter_over(ctx, make_range(ctx, a, b, c));
  }
  mpz_sub_ui(last, n, 1);
  mpz_mul(last, last, c);
  mpz_add(last, last, a);
  mpz_sub(stop, a, c);
  mpz_neg(c, c);
  Value rr = make_range(ctx, last, stop, c);
  gc::Root<Object> keep(ctx.heap, rr.as_object());
  return iter_over(ctx, rr);
}

static Value range_repr(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  if (!r->big) {
    std::string s = "range(" + std::to_string(r->start) + ", " + std::to_string(r->stop);
    if (r->step != 1) s += ", " + std::to_string(r->step);
    return str_from(ctx, s + ")");
  }
  std::string s = "range(" + int_to_string(r->bstart) + ", " + int_to_string(r->bstop);
  if (!(r->bstep.is_small_int() && r->bstep.as_small_int() == 1)) s += ", " + int_to_string(r->bstep);
  return str_from(ctx, s + ")");
}

static Value range_eq_impl(Context& ctx, const CallArgs& call, bool ne) {
  if (protocol::type_of(ctx, call.args[1]) != ctx.builtins.range_type) return ctx.builtins.not_implemented;
  RangeObject* a = self_r(call);
  auto* b = static_cast<RangeObject*>(call.args[1].as_object());
  bool eq;
  if (!a->big && !b->big) {
    int64_t n = a->length();
    eq = n == b->length() && (n == 0 || (a->start == b->start && (n == 1 || a->step == b->step)));
  } else {
    Z a0, a1, a2, an, b0, b1, b2, bn;
    range_bounds(a, a0, a1, a2);
    range_bounds(b, b0, b1, b2);
    range_len_mpz(a, an);
    range_len_mpz(b, bn);
    eq = mpz_cmp(an, bn) == 0 &&
         (zsgn(an) == 0 ||
          (mpz_cmp(a0, b0) == 0 && (mpz_cmp_ui(an.v, 1) == 0 || mpz_cmp(a2, b2) == 0)));
  }
  return Value::boolean(eq != ne);
}
static Value range_eq(Context& c, const CallArgs& a) { return range_eq_impl(c, a, false); }
static Value range_ne(Context& c, const CallArgs& a) { return range_eq_impl(c, a, true); }

static Value range_hash(Context& ctx, const CallArgs& call) {
  RangeObject* r = self_r(call);
  Value t;
  if (!r->big) {
    int64_t n = r->length();
    t = tuple_from(ctx, {Value::small_int(n), n ? Value::small_int(r->start) : Value::none(),
                         n > 1 ? Value::small_int(r->step) : Value::none()});
  } else {
    // The Values are held by r; blen is never 0 or 1 here unless start/step are big.
    int s = int_sign(r->blen);
    bool one = r->blen.is_small_int() && r->blen.as_small_int() == 1;
    t = tuple_from(ctx, {r->blen, s ? r->bstart : Value::none(), s && !one ? r->bstep : Value::none()});
  }
  auto h = protocol::hash(ctx, t);
  if (!h) return Value::null();
  return Value::small_int(*h);
}

static Value range_bool(Context&, const CallArgs& call) {
  RangeObject* r = self_r(call);
  return Value::boolean(r->big ? int_sign(r->blen) != 0 : r->length() != 0);
}
static Value range_start(Context&, Value s) {
  auto* r = static_cast<RangeObject*>(s.as_object());
  return r->big ? r->bstart : Value::small_int(r->start);
}
static Value range_stop(Context&, Value s) {
  auto* r = static_cast<RangeObject*>(s.as_object());
  return r->big ? r->bstop : Value::small_int(r->stop);
}
static Value range_step(Context&, Value s) {
  auto* r = static_cast<RangeObject*>(s.as_object());
  return r->big ? r->bstep : Value::small_int(r->step);
}

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
