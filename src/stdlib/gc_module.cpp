// The `gc` module with CPython's interface over TensorPy's tracing collector (gc/heap.h):
// collect() (a full mark-and-sweep; returns the number of objects freed), enable/disable/
// isenabled (whether allocation thresholds request collections), get_count (objects
// allocated since the last collection, net, as the first of CPython's three generation
// counters), get_objects (every tracked object alive after a collection), get_referents,
// get_referrers, is_tracked, get_stats, and the knobs a single-generation collector only
// records: get/set_threshold, get/set_debug, freeze/unfreeze/get_freeze_count, garbage and
// callbacks (never called), the DEBUG_* constants.
//
// "Tracked" follows CPython's rule of thumb: containers and objects that can hold
// references (lists, tuples, dicts, sets, functions, methods, modules, classes, cells,
// generators, exceptions, instances of user classes) are; atoms (str, int, float, bytes,
// None, tensors, descriptors, native helper objects) are not. CPython additionally
// untracks dicts and tuples that hold only atoms; TensorPy does not.
#include "gc/heap.h"
#include "objects/arg_parser.h"
#include "objects/exception_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/tuple_object.h"
#include "objects/dict_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"

namespace tp::stdlib {

namespace {

int64_t g_threshold[3] = {700, 10, 10};
int64_t g_debug = 0;

bool is_tracked(Context& ctx, Object* o) {
  TypeObject* t = o->type();
  if (t == nullptr) return false;
  if (t->is_heap_type) return true;
  auto& B = ctx.builtins;
  TypeObject* kinds[] = {B.list_type,   B.tuple_type,  B.dict_type,   B.set_type,
                         B.frozenset_type, B.function_type, B.method_type, B.module_type,
                         B.type_type,   B.cell_type,   B.generator_type, B.bytearray_type};
  for (TypeObject* k : kinds)
    if (k != nullptr && t == k) return true;
  if (protocol::is_subtype(t, B.type_type)) return true;  // metaclass instances
  return protocol::is_subtype(t, B.exc_BaseException);
}

// The optional `generation` argument (positional or keyword): None or 0..2.
bool generation_arg(Context& ctx, const CallArgs& call, const char* name) {
  static const char* const names[] = {"generation"};
  Value a[1];
  if (!objects::parse_args(ctx, call, name, names, 0, a)) return false;
  if (!a[0].is_null() && !a[0].is_none()) {
    auto g = protocol::index_as_int64(ctx, a[0]);
    if (!g) return false;
    if (*g < 0 || *g > 2) {
      ctx.raise(ctx.builtins.exc_ValueError, "invalid generation");
      return false;
    }
  }
  return true;
}

Value gc_collect(Context& ctx, const CallArgs& call) {
  if (!generation_arg(ctx, call, "collect")) return Value::null();
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
  size_t now = ctx.heap.object_count(), kept = ctx.heap.marked_last();
  int64_t young = now > kept ? static_cast<int64_t>(now - kept) : 0;
  return objects::tuple_from(ctx, {Value::small_int(young), Value::small_int(0), Value::small_int(0)});
}

Value list_of(Context& ctx, const std::vector<Object*>& objects) {
  std::vector<Value> items;
  items.reserve(objects.size());
  for (Object* o : objects) items.push_back(Value::object(o));
  return Value::object(objects::list_new(ctx, std::move(items)));
}

// Every tracked object that survives a collection (so what the program can no longer
// reach is not listed, as with CPython's reference counting).
Value gc_get_objects(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"generation"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "get_objects", names, 0, a)) return Value::null();
  if (!a[0].is_null() && !a[0].is_none()) {
    if (!objects::is_int(ctx, a[0]))
      return ctx.raise(ctx.builtins.exc_TypeError, "argument should be integer or None, not '%s'",
                       objects::type_name(ctx, a[0]));
    auto g = protocol::index_as_int64(ctx, a[0]);
    if (!g) return Value::null();
    if (*g >= 3)
      return ctx.raise(ctx.builtins.exc_ValueError,
                       "generation parameter must be less than the number of available generations (3)");
    if (*g < -1) return ctx.raise(ctx.builtins.exc_ValueError, "generation parameter cannot be negative");
  }
  ctx.heap.collect();
  std::vector<Object*> found;
  ctx.heap.for_each_object([&](Object* o) {
    if (is_tracked(ctx, o)) found.push_back(o);
  });
  return list_of(ctx, found);
}

Value gc_get_referents(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "get_referents() takes no keyword arguments");
  std::vector<Object*> found;
  for (size_t i = 0; i < call.nargs; ++i) {
    if (!call.args[i].is_object() || !is_tracked(ctx, call.args[i].as_object())) continue;
    for (Object* r : gc::referents(call.args[i].as_object()))
      if (r->type() != nullptr) found.push_back(r);
  }
  return list_of(ctx, found);
}

Value gc_get_referrers(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "get_referrers() takes no keyword arguments");
  std::vector<Object*> targets;
  for (size_t i = 0; i < call.nargs; ++i)
    if (call.args[i].is_object()) targets.push_back(call.args[i].as_object());
  ctx.heap.collect();
  std::vector<Object*> found;
  ctx.heap.for_each_object([&](Object* o) {
    if (!is_tracked(ctx, o)) return;
    for (Object* r : gc::referents(o)) {
      bool hit = false;
      for (Object* t : targets) hit = hit || r == t;
      if (hit) {
        found.push_back(o);
        return;
      }
    }
  });
  return list_of(ctx, found);
}

Value gc_is_tracked(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "is_tracked", 1, 1)) return Value::null();
  return Value::boolean(call.args[0].is_object() && is_tracked(ctx, call.args[0].as_object()));
}

Value gc_is_finalized(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "is_finalized", 1, 1)) return Value::null();
  return Value::boolean(false);  // __del__ is never called (docs/differences.md)
}

Value gc_get_threshold(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "get_threshold", 0, 0)) return Value::null();
  return objects::tuple_from(ctx, {Value::small_int(g_threshold[0]), Value::small_int(g_threshold[1]),
                                   Value::small_int(g_threshold[2])});
}

Value gc_set_threshold(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "set_threshold", 1, 3)) return Value::null();
  int64_t v[3] = {g_threshold[0], g_threshold[1], g_threshold[2]};
  for (size_t i = 0; i < call.nargs; ++i) {
    auto n = protocol::index_as_int64(ctx, call.args[i]);
    if (!n) return Value::null();
    v[i] = *n;
  }
  for (int i = 0; i < 3; ++i) g_threshold[i] = v[i];
  return Value::none();
}

Value gc_get_debug(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "get_debug", 0, 0)) return Value::null();
  return Value::small_int(g_debug);
}

Value gc_set_debug(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "set_debug", 1, 1)) return Value::null();
  auto n = protocol::index_as_int64(ctx, call.args[0]);
  if (!n) return Value::null();
  g_debug = *n;
  return Value::none();
}

Value gc_get_stats(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "get_stats", 0, 0)) return Value::null();
  std::vector<Value> gens;
  for (int g = 0; g < 3; ++g) {
    DictObject* d = objects::dict_new(ctx);
    gens.push_back(Value::object(d));
    int64_t collections = g == 2 ? static_cast<int64_t>(ctx.heap.collections()) : 0;
    objects::dict_set_cstr(ctx, d, "collections", Value::small_int(collections));
    objects::dict_set_cstr(ctx, d, "collected", Value::small_int(0));
    objects::dict_set_cstr(ctx, d, "uncollectable", Value::small_int(0));
  }
  return Value::object(objects::list_new(ctx, std::move(gens)));
}

Value gc_freeze(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "freeze", 0, 0)) return Value::null();
  return Value::none();
}
Value gc_unfreeze(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "unfreeze", 0, 0)) return Value::null();
  return Value::none();
}
Value gc_get_freeze_count(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "get_freeze_count", 0, 0)) return Value::null();
  return Value::small_int(0);
}

const objects::MethodDef gc_functions[] = {
    {"collect", gc_collect, "collect(generation=2)\n--\n\nRun a full collection; return the number of objects freed."},
    {"enable", gc_enable, "enable()\n--\n\nEnable automatic garbage collection."},
    {"disable", gc_disable, "disable()\n--\n\nDisable automatic garbage collection."},
    {"isenabled", gc_isenabled, "isenabled()\n--\n\nReturns true if automatic garbage collection is enabled."},
    {"get_count", gc_get_count, "get_count()\n--\n\nReturn the current collection counts."},
    {"get_objects", gc_get_objects, "get_objects(generation=None)\n--\n\nReturn a list of objects tracked by the collector."},
    {"get_referents", gc_get_referents, "get_referents(*objs)\n--\n\nReturn the list of objects directly referred to by any of objs."},
    {"get_referrers", gc_get_referrers, "get_referrers(*objs)\n--\n\nReturn the list of objects that directly refer to any of objs."},
    {"is_tracked", gc_is_tracked, "is_tracked(obj, /)\n--\n\nReturns true if the object is tracked by the garbage collector."},
    {"is_finalized", gc_is_finalized, "is_finalized(obj, /)\n--\n\nReturns true if the object has been already finalized by the GC."},
    {"get_threshold", gc_get_threshold, "get_threshold()\n--\n\nReturn the current collection thresholds."},
    {"set_threshold", gc_set_threshold, "set_threshold(threshold0, [threshold1, threshold2])\n--\n\nSet the collection thresholds."},
    {"get_debug", gc_get_debug, "get_debug()\n--\n\nGet the garbage collection debugging flags."},
    {"set_debug", gc_set_debug, "set_debug(flags, /)\n--\n\nSet the garbage collection debugging flags."},
    {"get_stats", gc_get_stats, "get_stats()\n--\n\nReturn a list of dictionaries containing per-generation statistics."},
    {"freeze", gc_freeze, "freeze()\n--\n\nFreeze all current tracked objects (no effect here)."},
    {"unfreeze", gc_unfreeze, "unfreeze()\n--\n\nUnfreeze all objects in the permanent generation."},
    {"get_freeze_count", gc_get_freeze_count, "get_freeze_count()\n--\n\nReturn the number of objects in the permanent generation."},
    {}};

}  // namespace

ModuleObject* init_gc(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "gc");
  gc::Root<Object> keep(ctx.heap, m);
  objects::add_functions(ctx, m, gc_functions);
  objects::set_module_attr(ctx, m, "garbage", Value::object(objects::list_new(ctx)));
  objects::set_module_attr(ctx, m, "callbacks", Value::object(objects::list_new(ctx)));
  const struct {
    const char* name;
    int64_t value;
  } flags[] = {{"DEBUG_STATS", 1}, {"DEBUG_COLLECTABLE", 2}, {"DEBUG_UNCOLLECTABLE", 4},
               {"DEBUG_SAVEALL", 32}, {"DEBUG_LEAK", 38}};
  for (const auto& f : flags) objects::set_module_attr(ctx, m, f.name, Value::small_int(f.value));
  return m;
}

}  // namespace tp::stdlib
