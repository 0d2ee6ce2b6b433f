// Thread states, the thread registry and OS thread start-up (Note [Thread states],
// thread_state.h; Note [The interpreter lock], threads/interp_lock.h).
#include "vm/thread_state.h"

#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

#include "objects/dict_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "tensor/allocator.h"
#include "vm/eval_support.h"
#include "vm/frame.h"
#include "vm/interpreter.h"

namespace tp::vm {

namespace {

template <class T>
T take(T& slot, T empty) {
  return std::exchange(slot, empty);
}

void mark_thread_states(Context& ctx, Tracer& tracer) {
  if (!ctx.threads) return;
  for (ThreadState* ts : ctx.threads->states) {
    for (FrameObject* f = ts->current_frame; f; f = f->back) tracer.mark(f);
    tracer.mark(ts->pending_exception);
    tracer.mark(ts->handled_exception);
    tracer.mark(ts->propagating);
    tracer.mark(ts->stop_iteration_value);
    for (Object* o : ts->handles) tracer.mark(o);
    for (Object* o : ts->repr_in_progress) tracer.mark(o);
    tracer.mark(ts->target);
    tracer.mark(ts->args);
    tracer.mark(ts->kwargs);
  }
}

// sys.stderr when a script replaced it, fd 2 otherwise (as vm::print_exception).
void write_stderr(Context& ctx, const std::string& text) {
  fflush(stdout);
  if (ctx.vm.sys_module) {
    Value err = objects::dict_get_cstr(ctx, ctx.vm.sys_module->dict, "stderr");
    Value orig = objects::dict_get_cstr(ctx, ctx.vm.sys_module->dict, "__stderr__");
    if (!err.is_null() && !err.is(orig) && !err.is_none()) {
      Value s = objects::str_from(ctx, text);
      Value r = protocol::call_method(ctx, err, ctx.builtins.names.write, &s, 1);
      if (!r.is_null()) return;
      ctx.take_exception();
    }
  }
  fwrite(text.data(), 1, text.size(), stderr);
  fflush(stderr);
}

// CPython's report of an exception escaping a _thread.start_new_thread function (through
// the default sys.unraisablehook); SystemExit ends the thread silently.
void report_thread_exception(Context& ctx, Value target) {
  Value exc = ctx.take_exception();
  if (protocol::is_instance_of_type(ctx, exc, ctx.builtins.exc_SystemExit)) return;
  gc::Root<Object> keep(ctx.heap, exc.is_object() ? exc.as_object() : nullptr);
  std::string where = "<object repr() failed>";
  Value r = protocol::repr(ctx, target);
  if (r.is_null())
    ctx.take_exception();
  else
    where = objects::as_str(r)->data;
  write_stderr(ctx, "Exception ignored in thread started by: " + where + "\n" + format_exception(ctx, exc));
}

void* thread_entry(void* arg) {
  ThreadState* ts = static_cast<ThreadState*>(arg);
  Context& ctx = ts->ctx;
  ThreadRegistry& registry = ts->registry;
  ts->attach();
  threads::set_current_locked_thread(ts);
  tensor::set_thread_byte_counter(static_cast<const tensor::ByteCounter*>(ts->byte_counter));
  ts->ident = current_thread_ident();
  ts->native_id = current_native_id();
  Value r = call_ex(ctx, ts->target, ts->args, ts->kwargs, Value::null());
  if (r.is_null()) report_thread_exception(ctx, ts->target);
  auto& states = registry.states;
  states.erase(std::remove(states.begin(), states.end(), ts), states.end());
  threads::set_current_locked_thread(nullptr);
  tensor::set_thread_byte_counter(nullptr);
  // Leave the live fields empty for the next holder's restore() (its swaps expect it).
  ts->save();
  delete ts;
  registry.lock.release();
  registry.os_threads.fetch_sub(1);
  return nullptr;
}

}  // namespace

void ThreadState::save() {
  VMState& vm = ctx.vm;
  pending_exception = take(ctx.pending_exception_slot(), Value::null());
  handled_exception = take(vm.handled_exception, Value::null());
  propagating = take(vm.propagating, Value::null());
  stop_iteration_value = take(ctx.builtins.stop_iteration_value, Value::null());
  current_frame = take<FrameObject*>(vm.current_frame, nullptr);
  recursion_depth = take(vm.recursion_depth, 0);
  handles.swap(ctx.heap.handle_stack());
  repr_in_progress.swap(ctx.builtins.repr_in_progress);
}

void ThreadState::restore() {
  VMState& vm = ctx.vm;
  ctx.pending_exception_slot() = take(pending_exception, Value::null());
  vm.handled_exception = take(handled_exception, Value::null());
  vm.propagating = take(propagating, Value::null());
  ctx.builtins.stop_iteration_value = take(stop_iteration_value, Value::null());
  vm.current_frame = take<FrameObject*>(current_frame, nullptr);
  vm.recursion_depth = take(recursion_depth, 0);
  handles.swap(ctx.heap.handle_stack());
  repr_in_progress.swap(ctx.builtins.repr_in_progress);
}

void ThreadState::detach() {
  // At exit the main thread keeps the lock (Note [Thread states]).
  if (registry.finalizing && this == registry.main) return;
  save();
  registry.lock.release();
}

void ThreadState::attach() {
  if (registry.finalizing && this == registry.main) return;
  registry.lock.acquire();
  restore();
}

ThreadRegistry::ThreadRegistry(Context& ctx) : lock(&ctx.switch_requested) {}

ThreadRegistry& thread_registry(Context& ctx) {
  if (ctx.threads) return *ctx.threads;
  auto* registry = new ThreadRegistry(ctx);
  ctx.threads = registry;
  auto* main = new ThreadState(ctx, *registry);
  main->ident = current_thread_ident();
  main->native_id = current_native_id();
  registry->main = main;
  registry->states.push_back(main);
  registry->lock.acquire();
  threads::set_current_locked_thread(main);
  ctx.heap.add_root_marker(mark_thread_states);
  return *registry;
}

uint64_t start_thread(Context& ctx, Value target, Value args, Value kwargs) {
  ThreadRegistry& registry = thread_registry(ctx);
  if (registry.finalizing) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "can't create new thread at interpreter shutdown");
    return 0;
  }
  auto* ts = new ThreadState(ctx, registry);
  ts->target = target;
  ts->args = args;
  ts->kwargs = kwargs;
  ts->byte_counter = tensor::thread_byte_counter();
  registry.states.push_back(ts);
  registry.os_threads.fetch_add(1);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  size_t stack = 0;
  pthread_attr_getstacksize(&attr, &stack);
  if (stack < (8u << 20)) pthread_attr_setstacksize(&attr, 8u << 20);
  pthread_t thread;
  int rc = pthread_create(&thread, &attr, thread_entry, ts);
  pthread_attr_destroy(&attr);
  if (rc != 0) {
    registry.states.pop_back();
    registry.os_threads.fetch_sub(1);
    delete ts;
    ctx.raise(ctx.builtins.exc_RuntimeError, "can't start new thread");
    return 0;
  }
  return static_cast<uint64_t>(thread);
}

void thread_switch(Context& ctx) {
  ThreadRegistry* registry = ctx.threads;
  auto* ts = static_cast<ThreadState*>(threads::current_locked_thread());
  if (!registry || !ts || registry->finalizing) {
    ctx.switch_requested.store(false, std::memory_order_relaxed);
    return;
  }
  ts->save();
  registry->lock.yield_to_waiter();
  ts->restore();
}

bool on_main_thread(const Context& ctx) {
  return !ctx.threads || threads::current_locked_thread() == ctx.threads->main;
}

uint64_t current_thread_ident() { return static_cast<uint64_t>(pthread_self()); }

int64_t current_native_id() { return static_cast<int64_t>(syscall(SYS_gettid)); }

int thread_count(const Context& ctx) { return ctx.threads ? static_cast<int>(ctx.threads->states.size()) : 1; }

void finalize_threads(Context& ctx) {
  if (ctx.threads) ctx.threads->finalizing = true;
}

void destroy_thread_registry(Context& ctx) {
  ThreadRegistry* registry = ctx.threads;
  if (!registry) return;
  ctx.threads = nullptr;
  if (threads::current_locked_thread() == registry->main) threads::set_current_locked_thread(nullptr);
  if (registry->os_threads.load() > 0) {  // threads still wait on its lock: leak it
    registry->lock.orphan();
    return;
  }
  for (ThreadState* ts : registry->states) delete ts;
  delete registry;
}

}  // namespace tp::vm
