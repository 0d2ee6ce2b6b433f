// The `gc` module: collect() (a full mark-and-sweep; returns the number of objects freed),
// enable/disable/isenabled (whether allocation thresholds request collections),
// get_count (objects currently on the heap, as a 3-tuple like CPython's generations).
#include "gc/heap.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"

namespace tp::stdlib {

namespace {

Value gc_collect(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "collect", 0, 1)) return Value::null();
  return Value::small_int(static_cast<int64_t>(ctx.heap.collect()));
}
Value gc_enable(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "enable", 0, 0)) return Value::null();
  ctx.heap.set_enabled(true);
  return Value::none();
}
Value gc_disable(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "disable", 0, 0)) return Value::null();
  ctx.heap.set_enabled(false);
  return Value::none();
}
Value gc_isenabled(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "isenabled", 0, 0)) return Value::null();
  return Value::boolean(ctx.heap.enabled());
}
Value gc_get_count(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "get_count", 0, 0)) return Value::null();
  return objects::tuple_from(ctx, {Value::small_int(static_cast<int64_t>(ctx.heap.object_count())),
                                   Value::small_int(0), Value::small_int(0)});
}

const objects::MethodDef gc_functions[] = {{"collect", gc_collect},     {"enable", gc_enable},
                                           {"disable", gc_disable},     {"isenabled", gc_isenabled},
                                           {"get_count", gc_get_count}, {}};

}  // namespace

ModuleObject* init_gc(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "gc");
  objects::add_functions(ctx, m, gc_functions);
  return m;
}

}  // namespace tp::stdlib
