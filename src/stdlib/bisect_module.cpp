// The `_bisect` module: binary search over sorted sequences (lib/bisect.py re-exports it
// as `bisect`, adding the bisect/insort aliases). bisect_left/bisect_right/insort_left/
// insort_right(a, x, lo=0, hi=None, *, key=None) as CPython 3.11 documents them:
//   - `a` is any sequence (items read with a[i], its length with len(a) when hi is None
//     or -1); lo < 0 raises ValueError "lo must be non-negative"; hi below lo searches
//     nothing and returns lo;
//   - bisect_left compares `a[mid] < x`, bisect_right `x < a[mid]`, each with key(a[mid])
//     in place of a[mid] when key is given (x is never passed to key by bisect_*);
//   - insort_* search with key(x) and insert x itself, through list.insert for a list
//     and a.insert(i, x) for anything else.
#include "objects/arg_parser.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

namespace {

const char* const kNames[] = {"a", "x", "lo", "hi", "$key"};

// lo and hi as the search bounds; false with an exception pending.
bool bounds(Context& ctx, Value seq, Value lo_arg, Value hi_arg, int64_t* lo, int64_t* hi) {
  *lo = 0;
  if (!lo_arg.is_null()) {
    auto v = protocol::index_as_size(ctx, lo_arg);
    if (!v) return false;
    *lo = *v;
  }
  if (*lo < 0) {
    ctx.raise(ctx.builtins.exc_ValueError, "lo must be non-negative");
    return false;
  }
  *hi = -1;
  if (!hi_arg.is_null() && !hi_arg.is_none()) {
    if (!objects::is_int(ctx, hi_arg) && protocol::lookup_special(ctx, hi_arg, protocol::intern(ctx, "__index__")).is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "argument should be integer or None, not '%s'", objects::type_name(ctx, hi_arg));
      return false;
    }
    auto v = protocol::index_as_size(ctx, hi_arg);
    if (!v) return false;
    *hi = *v;
  }
  if (*hi == -1) {
    auto n = protocol::length_int(ctx, seq);
    if (!n) return false;
    *hi = *n;
  }
  return true;
}

// The insertion point of `x` (already keyed) in seq[lo:hi]; -1 with an exception pending.
int64_t search(Context& ctx, Value seq, Value x, int64_t lo, int64_t hi, Value key, bool right) {
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    Value item = protocol::getitem(ctx, seq, Value::small_int(mid));
    if (item.is_null()) return -1;
    if (!key.is_null() && !key.is_none()) {
      item = protocol::call1(ctx, key, item);
      if (item.is_null()) return -1;
    }
    objects::ValueRoot keep(ctx, item);
    Value less = right ? protocol::compare(ctx, CompareOp::Lt, x, item) : protocol::compare(ctx, CompareOp::Lt, item, x);
    if (less.is_null()) return -1;
    int t = protocol::is_true(ctx, less);
    if (t < 0) return -1;
    if (right) {
      if (t) hi = mid; else lo = mid + 1;
    } else {
      if (t) lo = mid + 1; else hi = mid;
    }
  }
  return lo;
}

Value do_bisect(Context& ctx, const CallArgs& call, const char* name, bool right) {
  Value a[5];
  if (!objects::parse_args(ctx, call, name, kNames, 2, a)) return Value::null();
  int64_t lo, hi;
  if (!bounds(ctx, a[0], a[2], a[3], &lo, &hi)) return Value::null();
  int64_t at = search(ctx, a[0], a[1], lo, hi, a[4], right);
  if (at < 0) return Value::null();
  return Value::small_int(at);
}

Value do_insort(Context& ctx, const CallArgs& call, const char* name, bool right) {
  Value a[5];
  if (!objects::parse_args(ctx, call, name, kNames, 2, a)) return Value::null();
  int64_t lo, hi;
  if (!bounds(ctx, a[0], a[2], a[3], &lo, &hi)) return Value::null();
  Value keyed = a[1];
  if (!a[4].is_null() && !a[4].is_none()) {
    keyed = protocol::call1(ctx, a[4], a[1]);
    if (keyed.is_null()) return Value::null();
  }
  objects::ValueRoot keep(ctx, keyed);
  int64_t at = search(ctx, a[0], keyed, lo, hi, a[4], right);
  if (at < 0) return Value::null();
  if (protocol::type_of(ctx, a[0]) == ctx.builtins.list_type) {
    auto& items = objects::as_list(a[0])->items;
    size_t pos = static_cast<size_t>(at) > items.size() ? items.size() : static_cast<size_t>(at);
    items.insert(items.begin() + static_cast<ptrdiff_t>(pos), a[1]);
    return Value::none();
  }
  Value args[2] = {Value::small_int(at), a[1]};
  Value r = protocol::call_method(ctx, a[0], protocol::intern(ctx, "insert"), args, 2);
  if (r.is_null()) return Value::null();
  return Value::none();
}

Value bisect_left(Context& ctx, const CallArgs& call) { return do_bisect(ctx, call, "bisect_left", false); }
Value bisect_right(Context& ctx, const CallArgs& call) { return do_bisect(ctx, call, "bisect_right", true); }
Value insort_left(Context& ctx, const CallArgs& call) { return do_insort(ctx, call, "insort_left", false); }
Value insort_right(Context& ctx, const CallArgs& call) { return do_insort(ctx, call, "insort_right", true); }

const objects::MethodDef kFunctions[] = {
    {"bisect_left", bisect_left,
     "bisect_left(a, x, lo=0, hi=None, *, key=None)\n--\n\nReturn the index where to insert item x in list a, "
     "assuming a is sorted.\n\nThe return value i is such that all e in a[:i] have e < x, and all e in\na[i:] have "
     "e >= x."},
    {"bisect_right", bisect_right,
     "bisect_right(a, x, lo=0, hi=None, *, key=None)\n--\n\nReturn the index where to insert item x in list a, "
     "assuming a is sorted.\n\nThe return value i is such that all e in a[:i] have e <= x, and all e in\na[i:] have "
     "e > x."},
    {"insort_left", insort_left,
     "insort_left(a, x, lo=0, hi=None, *, key=None)\n--\n\nInsert item x in list a, and keep it sorted assuming a "
     "is sorted.\n\nIf x is already in a, insert it to the left of the leftmost x."},
    {"insort_right", insort_right,
     "insort_right(a, x, lo=0, hi=None, *, key=None)\n--\n\nInsert item x in list a, and keep it sorted assuming a "
     "is sorted.\n\nIf x is already in a, insert it to the right of the rightmost x."},
    {}};

}  // namespace

ModuleObject* init__bisect(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_bisect");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::add_functions(ctx, m, kFunctions);
  return m;
}

}  // namespace tp::stdlib
