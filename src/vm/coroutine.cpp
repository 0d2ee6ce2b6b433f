// The coroutine, coroutine_wrapper, async_generator, async_generator_asend,
// async_generator_athrow and async_generator_wrapped_value types, and the helpers behind
// the async opcodes (GET_AWAITABLE, GET_AITER, GET_ANEXT, BEFORE_ASYNC_WITH,
// ASYNC_GEN_WRAP). See vm/coroutine.h and Note [Async generator values].
#include "vm/coroutine.h"

#include <cstdio>
#include <mutex>
#include <string>
#include <unordered_map>

#include "objects/exception_object.h"
#include "objects/function_objects.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/frame.h"
#include "vm/generator.h"
#include "vm/opcodes.h"

namespace tp::vm {

namespace {

// The types live here rather than in objects::Builtins (whose header everything includes);
// a root marker keeps them alive.
struct AsyncTypes {
  TypeObject* coroutine = nullptr;
  TypeObject* wrapper = nullptr;
  TypeObject* async_gen = nullptr;
  TypeObject* asend = nullptr;
  TypeObject* athrow = nullptr;
  TypeObject* wrapped = nullptr;
};
// One set of types per Context (each Context has its own heap and may run on its own
// thread): found by the Context's address under a mutex; the map's nodes stay put, so a
// reference outlives the lock. Forgotten when the Context is destroyed.
std::mutex g_types_mutex;
std::unordered_map<const Context*, AsyncTypes> g_types_by_context;

AsyncTypes& types_of(Context& ctx) {
  std::lock_guard<std::mutex> lock(g_types_mutex);
  return g_types_by_context[&ctx];
}

// The async types without a Context at hand: native types of these names (a class
// statement makes heap types, so no user class passes).
bool is_native_named(Value v, const char* name) {
  if (!v.is_object()) return false;
  const TypeObject* t = v.as_object()->type();
  return !t->is_heap_type && t->name == name;
}

void mark_async_types(Context& ctx, Tracer& tracer) {
  AsyncTypes& g_types = types_of(ctx);
  tracer.mark(g_types.coroutine);
  tracer.mark(g_types.wrapper);
  tracer.mark(g_types.async_gen);
  tracer.mark(g_types.asend);
  tracer.mark(g_types.athrow);
  tracer.mark(g_types.wrapped);
}

// coroutine.__await__()'s iterator.
class CoroWrapper : public Object {
 public:
  CoroWrapper(TypeObject* t, GeneratorObject* c) : Object(t), coro(c) {}
  GeneratorObject* coro;
  void trace(Tracer& tracer) override { tracer.mark(coro); }
};

// The box ASYNC_GEN_WRAP puts around an async generator's yielded value.
class WrappedValue : public Object {
 public:
  WrappedValue(TypeObject* t, Value v) : Object(t), value(v) {}
  Value value;
  void trace(Tracer& tracer) override { tracer.mark(value); }
};

enum class AwaitableState { Init, Iter, Closed };

// asend()/__anext__() (mode Send) and athrow()/aclose() (Throw/Close) awaitables.
class AgenAwaitable : public Object {
 public:
  enum class Mode { Send, Throw, Close };
  AgenAwaitable(TypeObject* t, GeneratorObject* g, Mode m) : Object(t), gen(g), mode(m) {}
  GeneratorObject* gen;
  Mode mode;
  AwaitableState state = AwaitableState::Init;
  Value send_value;  // Send: the value asend() was given
  Value exc;         // Throw: the tuple (generator, athrow's arguments...)
  void trace(Tracer& tracer) override {
    tracer.mark(gen);
    tracer.mark(send_value);
    tracer.mark(exc);
  }
};

bool has_type(Value v, TypeObject* t) { return t && v.is_object() && v.as_object()->type() == t; }

GeneratorObject* self_gen(const CallArgs& call) {
  return static_cast<GeneratorObject*>(call.args[0].as_object());
}

std::string address_of(const void* p) {
  char buf[32];
  snprintf(buf, sizeof buf, "%p", p);
  return buf;
}

// The sub-iterator a suspended frame is awaiting (SEND; YIELD_VALUE), or None.
Value awaiting_of(GeneratorObject* g) {
  FrameObject* f = g->frame;
  if (!f || !f->yielded || f->pc < 2) return Value::none();
  if (opcode_of(f->code->code[f->pc - 1]) != Opcode::YIELD_VALUE) return Value::none();
  if (opcode_of(f->code->code[f->pc - 2]) != Opcode::SEND) return Value::none();
  return f->slots[f->stack_top - 1];
}

// --- coroutine ---

Value coro_repr(Context& ctx, const CallArgs& call) {
  GeneratorObject* g = self_gen(call);
  std::string q = g->qualname.is_object() ? objects::as_str(g->qualname)->data : "?";
  const char* kind = has_type(call.args[0], types_of(ctx).coroutine) ? "coroutine" : "async_generator";
  return objects::str_from(ctx, std::string("<") + kind + " object " + q + " at " + address_of(g) + ">");
}

Value coro_await(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__await__", 1, 1)) return Value::null();
  return Value::object(ctx.heap.make<CoroWrapper>(types_of(ctx).wrapper, self_gen(call)));
}

Value get_name(Context&, Value self) { return static_cast<GeneratorObject*>(self.as_object())->name; }
Value get_qualname(Context&, Value self) {
  return static_cast<GeneratorObject*>(self.as_object())->qualname;
}
Value get_running(Context&, Value self) {
  return Value::boolean(static_cast<GeneratorObject*>(self.as_object())->running);
}
Value get_ag_running(Context&, Value self) {
  return Value::boolean(static_cast<GeneratorObject*>(self.as_object())->ag_running_async);
}
Value get_frame(Context&, Value self) {
  FrameObject* f = static_cast<GeneratorObject*>(self.as_object())->frame;
  if (f) f->escaped = true;
  return f ? Value::object(f) : Value::none();
}
Value get_code(Context&, Value self) {
  GeneratorObject* g = static_cast<GeneratorObject*>(self.as_object());
  return g->code ? Value::object(g->code) : Value::none();
}
Value get_await(Context&, Value self) { return awaiting_of(static_cast<GeneratorObject*>(self.as_object())); }
Value get_none(Context&, Value) { return Value::none(); }

int set_name(Context& ctx, Value self, Value v) {
  if (!objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__name__ must be set to a string object");
    return -1;
  }
  static_cast<GeneratorObject*>(self.as_object())->name = v;
  return 0;
}
int set_qualname(Context& ctx, Value self, Value v) {
  if (!objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__qualname__ must be set to a string object");
    return -1;
  }
  static_cast<GeneratorObject*>(self.as_object())->qualname = v;
  return 0;
}

const objects::MethodDef coro_methods[] = {{"send", generator_send_method},
                                           {"throw", generator_throw_method},
                                           {"close", generator_close_method},
                                           {"__await__", coro_await},
                                           {"__repr__", coro_repr},
                                           {}};
const objects::GetSetDef coro_getsets[] = {{"__name__", get_name, set_name},
                                           {"__qualname__", get_qualname, set_qualname},
                                           {"cr_running", get_running},
                                           {"cr_frame", get_frame},
                                           {"cr_code", get_code},
                                           {"cr_await", get_await},
                                           {"cr_origin", get_none},
                                           {}};

// --- coroutine_wrapper ---

CallArgs with_coro(const CallArgs& call, Value* buf) {
  // The same call with the wrapped coroutine as self.
  buf[0] = Value::object(static_cast<CoroWrapper*>(call.args[0].as_object())->coro);
  for (size_t i = 1; i < call.nargs && i < 4; ++i) buf[i] = call.args[i];
  return CallArgs{buf, call.nargs < 4 ? call.nargs : 4, nullptr};
}

Value wrapper_next(Context& ctx, const CallArgs& call) {
  Value buf[4];
  return generator_next_method(ctx, with_coro(call, buf));
}
Value wrapper_send(Context& ctx, const CallArgs& call) {
  Value buf[4];
  if (call.nargs > 4) return objects::check_args(ctx, call, "send", 2, 2), Value::null();
  return generator_send_method(ctx, with_coro(call, buf));
}
Value wrapper_throw(Context& ctx, const CallArgs& call) {
  Value buf[4];
  if (call.nargs > 4) return objects::check_args(ctx, call, "throw", 2, 4), Value::null();
  return generator_throw_method(ctx, with_coro(call, buf));
}
Value wrapper_close(Context& ctx, const CallArgs& call) {
  Value buf[4];
  return generator_close_method(ctx, with_coro(call, buf));
}
Value wrapper_iternext(Context& ctx, Value it) {
  Value out;
  GeneratorObject* g = static_cast<CoroWrapper*>(it.as_object())->coro;
  GenResult r = gen_send(ctx, g, Value::none(), &out);
  if (r == GenResult::Yielded) return out;
  if (r == GenResult::Returned) {
    ctx.builtins.stop_iteration_value = out.is_none() ? Value::null() : out;
    return Value::null();
  }
  return Value::null();
}
Value return_self(Context&, const CallArgs& call) { return call.args[0]; }
Value wrapper_repr(Context& ctx, const CallArgs& call) {
  return objects::str_from(ctx, "<coroutine_wrapper object at " + address_of(call.args[0].as_object()) + ">");
}

const objects::MethodDef wrapper_methods[] = {{"__next__", wrapper_next}, {"send", wrapper_send},
                                              {"throw", wrapper_throw},   {"close", wrapper_close},
                                              {"__iter__", return_self},  {"__repr__", wrapper_repr},
                                              {}};

// --- async generator ---

AgenAwaitable* new_awaitable(Context& ctx, GeneratorObject* g, AgenAwaitable::Mode m) {
  TypeObject* t = m == AgenAwaitable::Mode::Send ? types_of(ctx).asend : types_of(ctx).athrow;
  return ctx.heap.make<AgenAwaitable>(t, g, m);
}

Value agen_asend(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "asend", 2, 2)) return Value::null();
  AgenAwaitable* a = new_awaitable(ctx, self_gen(call), AgenAwaitable::Mode::Send);
  a->send_value = call.args[1];
  return Value::object(a);
}

Value agen_anext(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__anext__", 1, 1)) return Value::null();
  AgenAwaitable* a = new_awaitable(ctx, self_gen(call), AgenAwaitable::Mode::Send);
  a->send_value = Value::none();
  return Value::object(a);
}

// The exception instance for throw(type[, value[, tb]]) / throw(instance), as
// generator.throw() builds it; Null with an exception on bad arguments.
Value make_throw_exception(Context& ctx, const CallArgs& call, const char* name) {
  if (!objects::check_args(ctx, call, name, 2, 4)) return Value::null();
  Value typ = call.args[1];
  if (objects::is_exception_class(ctx, typ)) {
    if (call.nargs > 2 && !call.args[2].is_none()) {
      Value a = call.args[2];
      if (objects::is_exception_instance(ctx, a)) return a;
      return objects::is_tuple(ctx, a) ? objects::call_vector(ctx, typ, objects::as_tuple(a)->items)
                                       : protocol::call1(ctx, typ, a);
    }
    return protocol::call0(ctx, typ);
  }
  if (objects::is_exception_instance(ctx, typ)) {
    if (call.nargs > 2 && !call.args[2].is_none())
      return ctx.raise(ctx.builtins.exc_TypeError, "instance exception may not have a separate value");
    return typ;
  }
  return ctx.raise(ctx.builtins.exc_TypeError,
                   "exceptions must be classes or instances deriving from BaseException, not %s",
                   objects::type_name(ctx, typ));
}

// athrow(type[, value[, tb]]): the arguments are checked when the awaitable first runs
// (after the finished/closed checks), as CPython does.
Value agen_athrow(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "athrow", 2, 4)) return Value::null();
  Value args = protocol::new_tuple(ctx, call.args, call.nargs);  // self included
  if (args.is_null()) return args;
  gc::Root<Object> keep(ctx.heap, args.as_object());
  AgenAwaitable* a = new_awaitable(ctx, self_gen(call), AgenAwaitable::Mode::Throw);
  a->exc = args;
  return Value::object(a);
}

Value agen_aclose(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "aclose", 1, 1)) return Value::null();
  return Value::object(new_awaitable(ctx, self_gen(call), AgenAwaitable::Mode::Close));
}

const objects::MethodDef agen_methods[] = {{"__aiter__", return_self}, {"__anext__", agen_anext},
                                           {"asend", agen_asend},      {"athrow", agen_athrow},
                                           {"aclose", agen_aclose},    {"__repr__", coro_repr},
                                           {}};
const objects::GetSetDef agen_getsets[] = {{"__name__", get_name, set_name},
                                           {"__qualname__", get_qualname, set_qualname},
                                           {"ag_running", get_ag_running},
                                           {"ag_frame", get_frame},
                                           {"ag_code", get_code},
                                           {"ag_await", get_await},
                                           {}};

// --- asend / athrow awaitables ---

// Maps one resumption of the async generator to the awaitable's result: a wrapped value
// ends the awaitable with StopIteration(value); another yielded value (an await inside the
// generator) is returned; a return ends it with StopAsyncIteration.
Value unwrap(Context& ctx, AgenAwaitable* a, GenResult r, Value out) {
  GeneratorObject* g = a->gen;
  if (r == GenResult::Yielded && !has_type(out, types_of(ctx).wrapped)) return out;
  g->ag_running_async = false;
  a->state = AwaitableState::Closed;
  if (r == GenResult::Yielded) return raise_stop_iteration_with(ctx, static_cast<WrappedValue*>(out.as_object())->value);
  if (r == GenResult::Returned) {
    g->ag_closed = true;
    return ctx.raise_value(Value::object(ctx.builtins.exc_StopAsyncIteration));
  }
  if (ctx.exception_matches(ctx.builtins.exc_StopAsyncIteration) ||
      ctx.exception_matches(ctx.builtins.exc_GeneratorExit))
    g->ag_closed = true;
  return Value::null();
}

// aclose(): a wrapped value means the generator yielded instead of exiting.
Value close_result(Context& ctx, AgenAwaitable* a, GenResult r, Value out) {
  GeneratorObject* g = a->gen;
  if (r == GenResult::Yielded && !has_type(out, types_of(ctx).wrapped)) return out;
  g->ag_running_async = false;
  a->state = AwaitableState::Closed;
  if (r == GenResult::Yielded)
    return ctx.raise(ctx.builtins.exc_RuntimeError, "async generator ignored GeneratorExit");
  if (r == GenResult::Returned) return ctx.raise_value(Value::object(ctx.builtins.exc_StopIteration));
  if (ctx.exception_matches(ctx.builtins.exc_StopAsyncIteration) ||
      ctx.exception_matches(ctx.builtins.exc_GeneratorExit)) {
    ctx.take_exception();
    return ctx.raise_value(Value::object(ctx.builtins.exc_StopIteration));
  }
  return Value::null();
}

Value awaitable_send(Context& ctx, AgenAwaitable* a, Value v) {
  GeneratorObject* g = a->gen;
  Value out;
  if (a->mode == AgenAwaitable::Mode::Send) {
    if (a->state == AwaitableState::Closed)
      return ctx.raise(ctx.builtins.exc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
    if (a->state == AwaitableState::Init) {
      if (g->ag_running_async)
        return ctx.raise(ctx.builtins.exc_RuntimeError, "anext(): asynchronous generator is already running");
      if (v.is_none()) v = a->send_value;
      a->state = AwaitableState::Iter;
    }
    g->ag_running_async = true;
    GenResult r = gen_send(ctx, g, v, &out);
    Value res = unwrap(ctx, a, r, out);
    if (res.is_null()) a->state = AwaitableState::Closed;
    return res;
  }
  const bool closing = a->mode == AgenAwaitable::Mode::Close;
  if (a->state == AwaitableState::Closed)
    return ctx.raise(ctx.builtins.exc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  if (!g->frame) {
    a->state = AwaitableState::Closed;
    return ctx.raise_value(Value::object(ctx.builtins.exc_StopIteration));
  }
  if (a->state == AwaitableState::Init) {
    if (g->ag_running_async) {
      a->state = AwaitableState::Closed;
      return ctx.raise(ctx.builtins.exc_RuntimeError, "%s(): asynchronous generator is already running",
                       closing ? "aclose" : "athrow");
    }
    if (g->ag_closed) {
      a->state = AwaitableState::Closed;
      return ctx.raise_value(Value::object(ctx.builtins.exc_StopAsyncIteration));
    }
    if (!v.is_none())
      return ctx.raise(ctx.builtins.exc_RuntimeError, "can't send non-None value to a just-started coroutine");
    a->state = AwaitableState::Iter;
    g->ag_running_async = true;
    GenResult r;
    if (closing) {
      g->ag_closed = true;
      ctx.raise_value(Value::object(ctx.builtins.exc_GeneratorExit));
      r = gen_throw(ctx, g, &out);
      return close_result(ctx, a, r, out);
    }
    TupleObject* args = objects::as_tuple(a->exc);
    CallArgs throw_call{args->items.data(), args->size(), nullptr};
    Value exc = make_throw_exception(ctx, throw_call, "athrow");
    if (exc.is_null()) {
      g->ag_running_async = false;
      a->state = AwaitableState::Closed;
      return exc;
    }
    ctx.raise_value(exc);
    r = gen_throw(ctx, g, &out);
    return unwrap(ctx, a, r, out);
  }
  GenResult r = gen_send(ctx, g, v, &out);
  return closing ? close_result(ctx, a, r, out) : unwrap(ctx, a, r, out);
}

AgenAwaitable* self_awaitable(const CallArgs& call) { return static_cast<AgenAwaitable*>(call.args[0].as_object()); }

Value awaitable_send_method(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "send", 2, 2)) return Value::null();
  return awaitable_send(ctx, self_awaitable(call), call.args[1]);
}
Value awaitable_next_method(Context& ctx, const CallArgs& call) {
  return awaitable_send(ctx, self_awaitable(call), Value::none());
}
Value awaitable_iternext(Context& ctx, Value it) {
  Value r = awaitable_send(ctx, static_cast<AgenAwaitable*>(it.as_object()), Value::none());
  if (r.is_null() && ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
    Value stop = ctx.take_exception();
    TupleObject* args = objects::as_exception(stop)->args;
    ctx.builtins.stop_iteration_value = args && args->size() > 0 ? args->items[0] : Value::null();
  }
  return r;
}

Value awaitable_throw_method(Context& ctx, const CallArgs& call) {
  AgenAwaitable* a = self_awaitable(call);
  const char* reuse = a->mode == AgenAwaitable::Mode::Send
                          ? "cannot reuse already awaited __anext__()/asend()"
                          : "cannot reuse already awaited aclose()/athrow()";
  if (a->state == AwaitableState::Closed) {
    if (!objects::check_args(ctx, call, "throw", 2, 4)) return Value::null();
    return ctx.raise(ctx.builtins.exc_RuntimeError, "%s", reuse);
  }
  Value exc = make_throw_exception(ctx, call, "throw");
  if (exc.is_null()) return exc;
  GeneratorObject* g = a->gen;
  Value out;
  ctx.raise_value(exc);
  GenResult r = gen_throw(ctx, g, &out);
  if (a->mode == AgenAwaitable::Mode::Close) return close_result(ctx, a, r, out);
  Value res = unwrap(ctx, a, r, out);
  if (res.is_null()) a->state = AwaitableState::Closed;
  return res;
}

Value awaitable_close_method(Context&, const CallArgs& call) {
  self_awaitable(call)->state = AwaitableState::Closed;
  return Value::none();
}

Value awaitable_repr(Context& ctx, const CallArgs& call) {
  AgenAwaitable* a = self_awaitable(call);
  const char* kind = a->mode == AgenAwaitable::Mode::Send ? "async_generator_asend" : "async_generator_athrow";
  return objects::str_from(ctx, std::string("<") + kind + " object at " + address_of(a) + ">");
}

const objects::MethodDef awaitable_methods[] = {{"send", awaitable_send_method},
                                                {"throw", awaitable_throw_method},
                                                {"close", awaitable_close_method},
                                                {"__next__", awaitable_next_method},
                                                {"__iter__", return_self},
                                                {"__await__", return_self},
                                                {"__repr__", awaitable_repr},
                                                {}};

TypeObject* make_type(Context& ctx, const char* name, const objects::MethodDef* methods,
                      const objects::GetSetDef* getsets) {
  TypeObject* t = objects::new_native_type(ctx, name, ctx.builtins.object_type, nullptr);
  if (methods) objects::add_methods(ctx, t, methods);
  if (getsets) objects::add_getsets(ctx, t, getsets);
  return t;
}

bool has_next(Context& ctx, Value v) {
  TypeObject* t = protocol::type_of(ctx, v);
  if (t->iter_next_slot) return true;
  return !protocol::lookup_special(ctx, v, ctx.builtins.names.__next__).is_null();
}

bool is_iterable_coroutine(Context& ctx, Value v) {
  if (!v.is_object() || v.as_object()->type() != ctx.builtins.generator_type) return false;
  GeneratorObject* g = static_cast<GeneratorObject*>(v.as_object());
  return g->code && (g->code->flags & kCoIterableCoroutine);
}

}  // namespace

void init_coroutine_types(Context& ctx) {
  AsyncTypes& g_types = types_of(ctx);
  g_types.coroutine = make_type(ctx, "coroutine", coro_methods, coro_getsets);
  g_types.wrapper = make_type(ctx, "coroutine_wrapper", wrapper_methods, nullptr);
  g_types.wrapper->iter_next_slot = wrapper_iternext;
  g_types.async_gen = make_type(ctx, "async_generator", agen_methods, agen_getsets);
  g_types.asend = make_type(ctx, "async_generator_asend", awaitable_methods, nullptr);
  g_types.asend->iter_next_slot = awaitable_iternext;
  g_types.athrow = make_type(ctx, "async_generator_athrow", awaitable_methods, nullptr);
  g_types.athrow->iter_next_slot = awaitable_iternext;
  g_types.wrapped = make_type(ctx, "async_generator_wrapped_value", nullptr, nullptr);
  ctx.heap.add_root_marker(mark_async_types);
}

void forget_coroutine_types(Context& ctx) {
  std::lock_guard<std::mutex> lock(g_types_mutex);
  g_types_by_context.erase(&ctx);
}

bool is_coroutine(Value v) { return is_native_named(v, "coroutine"); }
bool is_async_generator(Value v) { return is_native_named(v, "async_generator"); }
TypeObject* coroutine_type(Context& ctx) { return types_of(ctx).coroutine; }
TypeObject* async_generator_type(Context& ctx) { return types_of(ctx).async_gen; }

const char* gen_kind_name(GeneratorObject* g) {
  if (is_coroutine(Value::object(g))) return "coroutine";
  if (is_async_generator(Value::object(g))) return "async generator";
  return "generator";
}

Value get_awaitable(Context& ctx, Value v, int where) {
  if (is_coroutine(v)) {
    if (!awaiting_of(static_cast<GeneratorObject*>(v.as_object())).is_none())
      return ctx.raise(ctx.builtins.exc_RuntimeError, "coroutine is being awaited already");
    return v;
  }
  if (is_iterable_coroutine(ctx, v)) return v;
  Value method = protocol::lookup_special(ctx, v, protocol::intern(ctx, "__await__"));
  if (method.is_null()) {
    if (ctx.has_exception()) return Value::null();
    if (where == 1)
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "'async with' received an object from __aenter__ that does not implement __await__: %s",
                       objects::type_name(ctx, v));
    if (where == 2)
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "'async with' received an object from __aexit__ that does not implement __await__: %s",
                       objects::type_name(ctx, v));
    return ctx.raise(ctx.builtins.exc_TypeError, "object %s can't be used in 'await' expression",
                     objects::type_name(ctx, v));
  }
  Value bound = objects::descriptor_get(ctx, method, v, protocol::type_of(ctx, v));
  if (bound.is_null()) return bound;
  Value it = protocol::call0(ctx, bound);
  if (it.is_null()) return it;
  if (is_coroutine(it) || is_iterable_coroutine(ctx, it))
    return ctx.raise(ctx.builtins.exc_TypeError, "__await__() returned a coroutine");
  if (!has_next(ctx, it)) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "__await__() returned non-iterator of type '%s'",
                     objects::type_name(ctx, it));
  }
  return it;
}

Value get_aiter(Context& ctx, Value v) {
  Value method = protocol::lookup_special(ctx, v, protocol::intern(ctx, "__aiter__"));
  if (method.is_null()) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "'async for' requires an object with __aiter__ method, got %s",
                     objects::type_name(ctx, v));
  }
  Value bound = objects::descriptor_get(ctx, method, v, protocol::type_of(ctx, v));
  if (bound.is_null()) return bound;
  Value it = protocol::call0(ctx, bound);
  if (it.is_null()) return it;
  if (!is_async_generator(it) && protocol::lookup_special(ctx, it, protocol::intern(ctx, "__anext__")).is_null()) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "'async for' received an object from __aiter__ that does not implement __anext__: %s",
                     objects::type_name(ctx, it));
  }
  return it;
}

Value get_anext(Context& ctx, Value aiter) {
  if (is_async_generator(aiter)) {
    AgenAwaitable* a = new_awaitable(ctx, static_cast<GeneratorObject*>(aiter.as_object()), AgenAwaitable::Mode::Send);
    a->send_value = Value::none();
    return Value::object(a);
  }
  Value method = protocol::lookup_special(ctx, aiter, protocol::intern(ctx, "__anext__"));
  if (method.is_null()) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "'async for' requires an iterator with __anext__ method, got %s",
                     objects::type_name(ctx, aiter));
  }
  Value bound = objects::descriptor_get(ctx, method, aiter, protocol::type_of(ctx, aiter));
  if (bound.is_null()) return bound;
  Value awaitable = protocol::call0(ctx, bound);
  if (awaitable.is_null()) return awaitable;
  gc::Root<Object> keep(ctx.heap, awaitable.is_object() ? awaitable.as_object() : nullptr);
  Value it = get_awaitable(ctx, awaitable, 0);
  if (it.is_null() && ctx.exception_matches(ctx.builtins.exc_TypeError)) {
    Value cause = ctx.take_exception();
    ctx.raise(ctx.builtins.exc_TypeError, "'async for' received an invalid object from __anext__: %s",
              objects::type_name(ctx, awaitable));
    objects::as_exception(ctx.pending_exception())->cause = cause;
    objects::as_exception(ctx.pending_exception())->context = cause;
    objects::as_exception(ctx.pending_exception())->suppress_context = true;
  }
  return it;
}

bool before_async_with(Context& ctx, Value mgr, Value* exit, Value* entered) {
  Value enter = protocol::lookup_special(ctx, mgr, protocol::intern(ctx, "__aenter__"));
  if (enter.is_null()) {
    if (!ctx.has_exception())
      ctx.raise(ctx.builtins.exc_TypeError,
                "'%s' object does not support the asynchronous context manager protocol",
                objects::type_name(ctx, mgr));
    return false;
  }
  Value ex = protocol::lookup_special(ctx, mgr, protocol::intern(ctx, "__aexit__"));
  if (ex.is_null()) {
    if (!ctx.has_exception())
      ctx.raise(ctx.builtins.exc_TypeError,
                "'%s' object does not support the asynchronous context manager protocol (missed "
                "__aexit__ method)",
                objects::type_name(ctx, mgr));
    return false;
  }
  TypeObject* mt = protocol::type_of(ctx, mgr);
  Value bound_exit = objects::descriptor_get(ctx, ex, mgr, mt);
  if (bound_exit.is_null()) return false;
  gc::Root<Object> keep(ctx.heap, bound_exit.is_object() ? bound_exit.as_object() : nullptr);
  Value bound_enter = objects::descriptor_get(ctx, enter, mgr, mt);
  if (bound_enter.is_null()) return false;
  Value r = protocol::call0(ctx, bound_enter);
  if (r.is_null()) return false;
  *exit = keep.get() ? Value::object(keep.get()) : bound_exit;
  *entered = r;
  return true;
}

Value async_gen_wrap(Context& ctx, Value v) {
  return Value::object(ctx.heap.make<WrappedValue>(types_of(ctx).wrapped, v));
}

}  // namespace tp::vm
