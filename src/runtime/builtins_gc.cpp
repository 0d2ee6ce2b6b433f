// The original TensorPy's collector builtins, names CPython does not have (a double
// underscore prefix, so no CPython name changes meaning):
//   __gc_collect()           a full collection now; the number of objects it freed
//   __gc_object_count()      objects currently on the heap (live or not yet collected)
//   __gc_mark_count()        objects the latest collection found reachable
//   __gc_reachable_count(v)  distinct objects reachable from v, v included (0 for a value
//                            that is not a heap object, such as a small int or None)
// The CPython-compatible interface is the gc module (src/stdlib/gc_module.cpp).
#include "gc/heap.h"
#include "objects/native.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::runtime {

using namespace objects;

static Value b_gc_collect(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__gc_collect", 0, 0)) return Value::null();
  return Value::small_int(static_cast<int64_t>(ctx.heap.collect()));
}

static Value b_gc_object_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__gc_object_count", 0, 0)) return Value::null();
  return Value::small_int(static_cast<int64_t>(ctx.heap.object_count()));
}

static Value b_gc_mark_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__gc_mark_count", 0, 0)) return Value::null();
  return Value::small_int(static_cast<int64_t>(ctx.heap.marked_last()));
}

static Value b_gc_reachable_count(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__gc_reachable_count", 1, 1)) return Value::null();
  Value v = call.args[0];
  if (!v.is_object()) return Value::small_int(0);
  return Value::small_int(static_cast<int64_t>(gc::reachable_count(v.as_object())));
}

extern const MethodDef builtin_gc_functions[] = {
    {"__gc_collect", b_gc_collect, "__gc_collect()\n--\n\nRun a full collection; return the number of objects freed."},
    {"__gc_object_count", b_gc_object_count, "__gc_object_count()\n--\n\nThe number of objects on the heap."},
    {"__gc_mark_count", b_gc_mark_count, "__gc_mark_count()\n--\n\nThe number of objects the latest collection kept."},
    {"__gc_reachable_count", b_gc_reachable_count,
     "__gc_reachable_count(obj, /)\n--\n\nThe number of objects reachable from obj, obj included."},
    {}};

}  // namespace tp::runtime
