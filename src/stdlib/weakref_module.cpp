// Object lifetime on the tracing collector: weak references (the native `_weakref` module
// under lib/weakref.py), `__del__` finalizers, and closing generators that are collected
// unfinished.
//
// Note [Weak references and finalizers]
// A weak reference is a native cell (`_weakref.cell`) holding its referent WITHOUT tracing
// it, the Python-level reference object that owns it (ref/proxy in lib/weakref.py) and
// the callback. Every cell is in a registry the collector does not mark. Heap::collect
// calls pre_sweep between marking and sweeping (gc/collect_hooks.h), which:
//  1. finds the unreachable objects that need finalizing: instances whose class has a
//     `__del__` not yet run for them (each runs at most once), and generators/coroutines
//     suspended inside a try/with block (their `finally` blocks must run);
//  2. clears every cell whose referent was not reached, queueing the callbacks of the
//     cells that are themselves reachable (a dead weakref calls nothing), as CPython's
//     collector clears weakrefs before it finalizes;
//  3. marks the objects of 1 and the queued callbacks, with all they reach, so they
//     survive this sweep (resurrection is safe: a finalized object is freed by a later
//     collection once unreachable again, without a second __del__);
//  4. drops the cells that were not reached from the registry.
// After the sweep, post_sweep runs the queue: callbacks, `__del__` methods, generator
// close(); exceptions are reported as CPython's "Exception ignored in: ..." on stderr.
// Order is unspecified, as for PyPy. A collection started from inside a finalizer queues
// its own work, which the running loop picks up. What a finalized object references is
// freed one collection later than CPython would (it was kept for the finalizer).
#include <algorithm>
#include <cstdio>
#include <string>
#include <unordered_set>
#include <vector>

#include "gc/collect_hooks.h"
#include "gc/heap.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"
#include "stdlib/lifetime.h"
#include "vm/coroutine.h"
#include "vm/frame.h"
#include "vm/generator.h"
#include "vm/interpreter.h"

namespace tp::stdlib {

namespace {

class WeakCell : public Object {
 public:
  WeakCell(TypeObject* t, Object* r, Value o, Value cb) : Object(t), referent(r), owner(o), callback(cb) {}
  Object* referent;  // not traced: null once the referent was collected
  Value owner;       // the lib-level reference object (ref, proxy, finalize...)
  Value callback;    // None when there is none (or after it was queued)
  void trace(Tracer& tracer) override {
    tracer.mark(owner);
    tracer.mark(callback);
  }
};

enum class Work { Callback, Del, Close };
struct Pending {
  Work kind;
  Value a;  // the callback / the object / the generator
  Value b;  // the callback's argument
};

TypeObject* g_cell_type = nullptr;
std::vector<WeakCell*> g_cells;                 // every live cell (not marked by the collector)
std::unordered_set<const Object*> g_finalized;  // objects whose __del__ ran (or is queued)
std::vector<Object*> g_candidates;  // generators and instances with __del__ (not marked)
std::vector<Pending> g_queue;                   // marked as a root until run
bool g_running = false;

void mark_roots(Context&, Tracer& tracer) {
  tracer.mark(g_cell_type);
  for (const Pending& p : g_queue) {
    tracer.mark(p.a);
    tracer.mark(p.b);
  }
}

bool is_generator_like(Context& ctx, Object* o) {
  Value v = Value::object(o);
  return o->type() == ctx.builtins.generator_type || vm::is_coroutine(v) || vm::is_async_generator(v);
}

void pre_sweep(Context& ctx, gc::SweepGate& gate) {
  std::vector<Pending> found;
  // Only the registered candidates are examined (a walk of the whole heap per collection
  // doubled the cost of TP_GC_STRESS runs); an unreached candidate leaves the registry.
  std::vector<Object*> candidates;
  candidates.swap(g_candidates);
  for (Object* o : candidates) {
    if (gate.is_live(o)) {
      g_candidates.push_back(o);
      continue;
    }
    TypeObject* t = o->type();
    if (is_generator_like(ctx, o)) {
      auto* g = static_cast<vm::GeneratorObject*>(o);
      // Only a frame inside a try/with block has anything to run on close(); others are
      // freed at once (resurrecting them would keep what they reference one more cycle).
      if (g->frame && g->frame->started && !g->running && !g->frame->blocks.empty())
        found.push_back({Work::Close, Value::object(o), Value()});
      continue;
    }
    if (!t->is_heap_type || g_finalized.count(o)) continue;
    if (!protocol::lookup_special(ctx, Value::object(o), ctx.builtins.names.__del__).is_null())
      found.push_back({Work::Del, Value::object(o), Value()});
  }
  for (WeakCell* c : g_cells) {
    if (!c->referent || gate.is_live(c->referent)) continue;
    c->referent = nullptr;
    if (gate.is_live(c) && !c->callback.is_none() && !c->callback.is_null())
      g_queue.push_back({Work::Callback, c->callback, c->owner});
    c->callback = Value::none();
  }
  for (Pending& p : found) {
    if (p.kind == Work::Del) g_finalized.insert(p.a.as_object());
    g_queue.push_back(p);
  }
  for (const Pending& p : g_queue) {
    if (p.a.is_object()) gate.keep(p.a.as_object());
    if (p.b.is_object()) gate.keep(p.b.as_object());
  }
  g_cells.erase(std::remove_if(g_cells.begin(), g_cells.end(), [&](WeakCell* c) { return !gate.is_live(c); }),
                g_cells.end());
  // Finalized objects still unreachable are freed by this sweep (their address may be
  // reused): forget them.
  for (auto it = g_finalized.begin(); it != g_finalized.end();) {
    if (gate.is_live(*it))
      ++it;
    else
      it = g_finalized.erase(it);
  }
}

// CPython's unraisable-exception report: "Exception ignored in: <obj>" and the traceback.
void report_unraisable(Context& ctx, Value where) {
  Value exc = ctx.take_exception();
  objects::ValueRoot keep(ctx, exc);
  std::string text;
  if (!objects::repr_string(ctx, where, &text)) {
    ctx.take_exception();
    text = "<object repr() failed>";
  }
  fflush(stdout);
  Value sys_stdout = ctx.builtins.sys_stdout ? ctx.builtins.sys_stdout(ctx) : Value::null();
  if (!sys_stdout.is_null()) {
    Value flush = protocol::getattr_optional(ctx, sys_stdout, ctx.builtins.names.flush);
    if (!flush.is_null()) protocol::call0(ctx, flush);
    if (ctx.has_exception()) ctx.take_exception();
  }
  fprintf(stderr, "Exception ignored in: %s\n", text.c_str());
  vm::print_exception(ctx, exc);
  if (ctx.has_exception()) ctx.take_exception();
}

void run_one(Context& ctx, const Pending& p) {
  switch (p.kind) {
    case Work::Callback: {
      if (protocol::call1(ctx, p.a, p.b).is_null()) report_unraisable(ctx, p.a);
      break;
    }
    case Work::Del: {
      Value del = protocol::lookup_special(ctx, p.a, ctx.builtins.names.__del__);
      if (del.is_null()) break;
      if (protocol::call1(ctx, del, p.a).is_null()) report_unraisable(ctx, del);
      break;
    }
    case Work::Close: {
      auto* g = static_cast<vm::GeneratorObject*>(p.a.as_object());
      if (!vm::gen_close(ctx, g)) report_unraisable(ctx, p.a);
      break;
    }
  }
}

void post_sweep(Context& ctx) {
  if (g_running || g_queue.empty() || ctx.has_exception()) return;
  g_running = true;
  Value saved_handled = ctx.vm.handled_exception;
  objects::ValueRoot keep_handled(ctx, saved_handled);  // the callbacks may collect
  ctx.vm.handled_exception = Value::null();
  for (size_t i = 0; i < g_queue.size(); ++i) {
    Pending p = g_queue[i];
    run_one(ctx, p);
  }
  g_queue.clear();
  ctx.vm.handled_exception = saved_handled;
  g_running = false;
}

// --- the _weakref module ---

// Types whose instances CPython refuses to refer to weakly.
bool weakrefable(Context& ctx, Value v) {
  if (!v.is_object()) return false;
  TypeObject* t = v.as_object()->type();
  auto& B = ctx.builtins;
  const TypeObject* refused[] = {B.int_type,   B.float_type, B.str_type,   B.bytes_type, B.bytearray_type,
                                 B.tuple_type, B.list_type,  B.dict_type,  B.bool_type,  B.complex_type};
  for (const TypeObject* r : refused)
    if (t == r) return false;
  if (t->is_heap_type && !t->allows_instance_dict) {
    // A __slots__ class without '__weakref__' (in it or a base's slots) cannot be referred to.
    for (TypeObject* m : t->mro) {
      if (!m->is_heap_type) continue;
      Value slots = objects::dict_get_str(ctx, m->dict, ctx.builtins.names.__slots__);
      if (slots.is_null()) return true;  // a class in the MRO without __slots__ has a dict
      Value names = protocol::call1(ctx, Value::object(ctx.builtins.tuple_type), objects::is_str(ctx, slots)
                                                                                    ? protocol::new_tuple(ctx, &slots, 1)
                                                                                    : slots);
      if (names.is_null()) {
        ctx.take_exception();
        continue;
      }
      for (Value n : objects::as_tuple(names)->items)
        if (objects::is_str(ctx, n) && objects::as_str(n)->data == "__weakref__") return true;
    }
    return false;
  }
  return true;
}

Value wr_cell(Context& ctx, const CallArgs& call) {
  // cell(obj, owner, callback)
  if (!objects::check_args(ctx, call, "cell", 3, 3)) return Value::null();
  Value obj = call.args[0];
  if (!weakrefable(ctx, obj)) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "cannot create weak reference to '%s' object",
                     objects::type_name(ctx, obj));
  }
  WeakCell* c = ctx.heap.make<WeakCell>(g_cell_type, obj.as_object(), call.args[1], call.args[2]);
  g_cells.push_back(c);
  return Value::object(c);
}

WeakCell* cell_arg(Context& ctx, Value v) {
  if (!v.is_object() || v.as_object()->type() != g_cell_type) {
    ctx.raise(ctx.builtins.exc_TypeError, "expected a weak reference cell");
    return nullptr;
  }
  return static_cast<WeakCell*>(v.as_object());
}

Value wr_get(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "get", 1, 1)) return Value::null();
  WeakCell* c = cell_arg(ctx, call.args[0]);
  if (!c) return Value::null();
  return c->referent ? Value::object(c->referent) : Value::none();
}

Value wr_callback(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "callback", 1, 1)) return Value::null();
  WeakCell* c = cell_arg(ctx, call.args[0]);
  if (!c) return Value::null();
  return c->referent ? c->callback : Value::none();
}

// Drops the callback (finalize.detach(), a WeakValueDictionary entry removed by hand).
Value wr_clear_callback(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "clear_callback", 1, 1)) return Value::null();
  WeakCell* c = cell_arg(ctx, call.args[0]);
  if (!c) return Value::null();
  c->callback = Value::none();
  return Value::none();
}

// The owners of the live cells referring to `obj`, oldest first.
Value wr_owners(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "owners", 1, 1)) return Value::null();
  std::vector<Value> out;
  if (call.args[0].is_object()) {
    Object* o = call.args[0].as_object();
    for (WeakCell* c : g_cells)
      if (c->referent == o) out.push_back(c->owner);
  }
  return Value::object(objects::list_new(ctx, out));
}

Value wr_weakrefable(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "weakrefable", 1, 1)) return Value::null();
  bool ok = weakrefable(ctx, call.args[0]);
  if (ctx.has_exception()) return Value::null();
  return Value::boolean(ok);
}

const objects::MethodDef wr_functions[] = {{"cell", wr_cell},
                                           {"get", wr_get},
                                           {"callback", wr_callback},
                                           {"clear_callback", wr_clear_callback},
                                           {"owners", wr_owners},
                                           {"weakrefable", wr_weakrefable},
                                           {}};

}  // namespace

void note_finalizable(Object* o) { g_candidates.push_back(o); }

void install_lifetime_hooks(Context& ctx) {
  g_cell_type = objects::new_native_type(ctx, "weakcell", ctx.builtins.object_type, nullptr);
  ctx.heap.add_root_marker(mark_roots);
  gc::set_collect_hooks(pre_sweep, post_sweep);
}

ModuleObject* init__weakref(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_weakref");
  gc::Root<Object> keep(ctx.heap, m);
  objects::add_functions(ctx, m, wr_functions);
  return m;
}

}  // namespace tp::stdlib
