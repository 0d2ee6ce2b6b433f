// Generators: resuming the suspended frame (send/__next__), throwing into it (throw, close),
// the PEP 479 rule (StopIteration inside a generator becomes RuntimeError), delegation of
// throw() to a `yield from` sub-iterator, and the `generator` type's methods.
#include "vm/generator.h"

#include "objects/exception_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/coroutine.h"
#include "vm/frame.h"
#include "vm/interpreter.h"
#include "vm/vm_types.h"

namespace tp::vm {

void GeneratorObject::trace(Tracer& tracer) {
  tracer.mark(frame);
  tracer.mark(name);
  tracer.mark(qualname);
  tracer.mark(exc_state);
  tracer.mark(code);
}

GeneratorObject* new_generator(Context& ctx, FrameObject* frame) {
  TypeObject* t = ctx.builtins.generator_type;
  if (frame->code->flags & kCoCoroutine) t = coroutine_type(ctx);
  if (frame->code->flags & kCoAsyncGenerator) t = async_generator_type(ctx);
  GeneratorObject* g = ctx.heap.make<GeneratorObject>(t, frame);
  frame->generator = g;
  g->code = frame->code;
  return g;
}

bool is_generator(Context& ctx, Value v) {
  return v.is_object() && (v.as_object()->type() == ctx.builtins.generator_type || is_coroutine(v));
}

namespace {

GenResult finish(Context& ctx, GeneratorObject* gen, Value r, Value* out) {
  FrameObject* f = gen->frame;
  gen->running = false;
  if (r.is_null()) {
    gen->frame = nullptr;
    // PEP 479: a StopIteration escaping the generator body becomes RuntimeError (and a
    // StopAsyncIteration escaping an async generator's, PEP 525).
    bool agen = is_async_generator(Value::object(gen));
    bool stop_iter = ctx.exception_matches(ctx.builtins.exc_StopIteration);
    if (stop_iter || (agen && ctx.exception_matches(ctx.builtins.exc_StopAsyncIteration))) {
      Value stop = ctx.take_exception();
      ctx.raise(ctx.builtins.exc_RuntimeError, "%s raised %s", gen_kind_name(gen),
                stop_iter ? "StopIteration" : "StopAsyncIteration");
      Value rt = ctx.pending_exception();
      objects::as_exception(rt)->cause = stop;
      objects::as_exception(rt)->context = stop;
      objects::as_exception(rt)->suppress_context = true;
    }
    return GenResult::Raised;
  }
  *out = r;
  if (f->yielded) return GenResult::Yielded;
  gen->frame = nullptr;
  return GenResult::Returned;
}

bool check_running(Context& ctx, GeneratorObject* gen) {
  if (gen->running) {
    ctx.raise(ctx.builtins.exc_ValueError, "%s already executing", gen_kind_name(gen));
    return false;
  }
  return true;
}

// The sub-iterator of a frame suspended inside `yield from` (SEND; YIELD_VALUE), or Null.
Value delegate_of(FrameObject* f) {
  int pc = f->pc;
  if (pc < 2 || !f->yielded) return Value::null();
  if (opcode_of(f->code->code[pc - 1]) != Opcode::YIELD_VALUE) return Value::null();
  if (opcode_of(f->code->code[pc - 2]) != Opcode::SEND) return Value::null();
  return f->slots[f->stack_top - 1];
}

// Note [Generator exception state]
// The VM keeps one handled exception (VMState::handled_exception, what sys.exc_info()
// returns). A generator that suspends inside an except block must not leave its exception
// visible to its caller, nor lose it: resume() installs the generator's saved one (if it
// has one), and on suspension saves what the frame is handling and restores the caller's.
// A generator with no exception of its own sees its caller's, as in CPython.
Value resume(Context& ctx, GeneratorObject* gen, FrameObject* f, bool throwing) {
  Value caller = ctx.vm.handled_exception;
  // While the generator runs, the caller's exception may be referenced only from here
  // (the generator installs its own); collections run inside eval_frame.
  objects::ValueRoot keep_caller(ctx, caller);
  if (!gen->exc_state.is_null()) ctx.vm.handled_exception = gen->exc_state;
  gen->exc_state = Value::null();
  Value r = eval_frame(ctx, f, throwing);
  if (!r.is_null() && f->yielded) {
    Value mine = ctx.vm.handled_exception;
    if (!mine.is(caller)) gen->exc_state = mine;
  }
  ctx.vm.handled_exception = caller;
  return r;
}

}  // namespace

GenResult gen_send(Context& ctx, GeneratorObject* gen, Value value, Value* out) {
  if (!check_running(ctx, gen)) return GenResult::Raised;
  FrameObject* f = gen->frame;
  if (!f) {
    if (is_coroutine(Value::object(gen))) {
      ctx.raise(ctx.builtins.exc_RuntimeError, "cannot reuse already awaited coroutine");
      return GenResult::Raised;
    }
    *out = Value::none();
    return GenResult::Returned;
  }
  if (!f->started) {
    if (!value.is_none()) {
      ctx.raise(ctx.builtins.exc_TypeError, "can't send non-None value to a just-started %s",
                gen_kind_name(gen));
      return GenResult::Raised;
    }
  } else {
    f->slots[f->stack_top++] = value;
  }
  gen->running = true;
  Value r = resume(ctx, gen, f, false);
  return finish(ctx, gen, r, out);
}

GenResult gen_throw(Context& ctx, GeneratorObject* gen, Value* out) {
  if (!check_running(ctx, gen)) return GenResult::Raised;
  FrameObject* f = gen->frame;
  if (!f) return GenResult::Raised;  // the exception stays pending
  Value sub = delegate_of(f);
  if (!sub.is_null()) {
    Value exc = ctx.take_exception();
    gc::Root<Object> keep(ctx.heap, exc.as_object());
    GenResult r;
    Value v;
    bool is_exit = objects::is_exception_instance(ctx, exc) &&
                   protocol::is_instance_of_type(ctx, exc, ctx.builtins.exc_GeneratorExit);
    gen->running = true;
    if (is_exit) {
      // Note [Closing a delegate]: as CPython, GeneratorExit (close() or throw()) first
      // closes the sub-iterator (a generator through close(), another iterator through its
      // close method when it has one), then raises in this frame at the `yield from`: the
      // GeneratorExit, or the exception the sub-iterator's close raised.
      bool ok;
      if (is_generator(ctx, sub)) {
        ok = gen_close(ctx, static_cast<GeneratorObject*>(sub.as_object()));
      } else {
        Value close = protocol::getattr_optional(ctx, sub, ctx.builtins.names.close);
        ok = close.is_null() ? !ctx.has_exception() : !protocol::call0(ctx, close).is_null();
      }
      if (ok) ctx.raise_value(exc);
      r = GenResult::Raised;
    } else if (is_generator(ctx, sub)) {
      ctx.raise_value(exc);
      r = gen_throw(ctx, static_cast<GeneratorObject*>(sub.as_object()), &v);
    } else {
      Value thr = protocol::getattr_optional(ctx, sub, protocol::intern(ctx, "throw"));
      if (thr.is_null()) {
        if (!ctx.has_exception()) ctx.raise_value(exc);
        r = GenResult::Raised;
      } else {
        Value args[3] = {Value::object(protocol::type_of(ctx, exc)), exc,
                         objects::as_exception(exc)->traceback};
        CallArgs call{args, 3, nullptr};
        v = protocol::call(ctx, thr, call);
        if (!v.is_null()) {
          r = GenResult::Yielded;
        } else if (ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
          Value stop = ctx.take_exception();
          TupleObject* a = objects::as_exception(stop)->args;
          v = a && a->size() > 0 ? a->items[0] : Value::none();
          r = GenResult::Returned;
        } else {
          r = GenResult::Raised;
        }
      }
    }
    gen->running = false;
    if (r == GenResult::Yielded) {
      *out = v;
      return GenResult::Yielded;
    }
    if (r == GenResult::Returned) {
      // The sub-iterator finished: continue after the yield-from loop with its value.
      int send_at = f->pc - 2;
      f->stack_top -= 1;  // the sub-iterator
      f->pc = static_cast<int>(arg_of(f->code->code[send_at]));
      f->slots[f->stack_top++] = v;
      gen->running = true;
      Value res = resume(ctx, gen, f, false);
      return finish(ctx, gen, res, out);
    }
    // The sub-iterator raised: raise it in this frame at the yield from.
  }
  if (!f->started) {
    // Throwing into a just-started generator finishes it without running its code.
    gen->frame = nullptr;
    return GenResult::Raised;
  }
  gen->running = true;
  Value r = resume(ctx, gen, f, true);
  return finish(ctx, gen, r, out);
}

bool gen_close(Context& ctx, GeneratorObject* g) {
  if (!g->frame) return true;
  if (!g->frame->started) {
    g->frame = nullptr;
    return true;
  }
  if (!check_running(ctx, g)) return false;
  ctx.raise_value(Value::object(ctx.builtins.exc_GeneratorExit));
  Value out;
  GenResult r = gen_throw(ctx, g, &out);
  if (r == GenResult::Yielded) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "%s ignored GeneratorExit", gen_kind_name(g));
    return false;
  }
  if (r == GenResult::Returned) return true;
  if (ctx.exception_matches(ctx.builtins.exc_GeneratorExit) ||
      ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
    ctx.take_exception();
    return true;
  }
  return false;
}

namespace {

GeneratorObject* self_gen(const CallArgs& call) {
  return static_cast<GeneratorObject*>(call.args[0].as_object());
}

Value raise_stop_iteration(Context& ctx, Value v) {
  if (v.is_none()) return ctx.raise_value(Value::object(ctx.builtins.exc_StopIteration));
  Value e = objects::exception_new(ctx, ctx.builtins.exc_StopIteration, {v});
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

Value gen_iternext(Context& ctx, Value it) {
  Value out;
  GenResult r = gen_send(ctx, static_cast<GeneratorObject*>(it.as_object()), Value::none(), &out);
  if (r == GenResult::Yielded) return out;
  if (r == GenResult::Returned) {
    ctx.builtins.stop_iteration_value = out.is_none() ? Value::null() : out;
    return Value::null();
  }
  return Value::null();
}

Value gen_next_method(Context& ctx, const CallArgs& call) {
  Value out;
  GenResult r = gen_send(ctx, self_gen(call), Value::none(), &out);
  if (r == GenResult::Yielded) return out;
  if (r == GenResult::Returned) return raise_stop_iteration(ctx, out);
  return Value::null();
}

Value gen_send_method(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "send", 2, 2)) return Value::null();
  Value out;
  GenResult r = gen_send(ctx, self_gen(call), call.args[1], &out);
  if (r == GenResult::Yielded) return out;
  if (r == GenResult::Returned) return raise_stop_iteration(ctx, out);
  return Value::null();
}

Value gen_throw_method(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "throw", 2, 4)) return Value::null();
  Value typ = call.args[1];
  Value exc;
  if (objects::is_exception_class(ctx, typ)) {
    if (call.nargs > 2 && !call.args[2].is_none()) {
      Value a = call.args[2];
      if (objects::is_exception_instance(ctx, a)) {
        exc = a;
      } else {
        exc = objects::is_tuple(ctx, a) ? objects::call_vector(ctx, typ, objects::as_tuple(a)->items)
                                        : protocol::call1(ctx, typ, a);
      }
    } else {
      exc = protocol::call0(ctx, typ);
    }
    if (exc.is_null()) return exc;
  } else if (objects::is_exception_instance(ctx, typ)) {
    if (call.nargs > 2 && !call.args[2].is_none())
      return ctx.raise(ctx.builtins.exc_TypeError, "instance exception may not have a separate value");
    exc = typ;
  } else {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "exceptions must be classes or instances deriving from BaseException, not %s",
                     objects::type_name(ctx, typ));
  }
  ctx.raise_value(exc);
  Value out;
  GenResult r = gen_throw(ctx, self_gen(call), &out);
  if (r == GenResult::Yielded) return out;
  if (r == GenResult::Returned) return raise_stop_iteration(ctx, out);
  return Value::null();
}

Value gen_close_method(Context& ctx, const CallArgs& call) {
  return gen_close(ctx, self_gen(call)) ? Value::none() : Value::null();
}

Value gen_iter(Context&, const CallArgs& call) { return call.args[0]; }

Value gen_repr(Context& ctx, const CallArgs& call) {
  GeneratorObject* g = self_gen(call);
  char buf[32];
  snprintf(buf, sizeof buf, "%p", static_cast<void*>(g));
  std::string q = g->qualname.is_object() ? objects::as_str(g->qualname)->data : "?";
  return objects::str_from(ctx, "<generator object " + q + " at " + buf + ">");
}

Value get_name(Context&, Value self) { return static_cast<GeneratorObject*>(self.as_object())->name; }
Value get_qualname(Context&, Value self) {
  return static_cast<GeneratorObject*>(self.as_object())->qualname;
}
Value get_running(Context&, Value self) {
  return Value::boolean(static_cast<GeneratorObject*>(self.as_object())->running);
}
Value get_frame(Context&, Value self) {
  FrameObject* f = static_cast<GeneratorObject*>(self.as_object())->frame;
  return f ? Value::object(f) : Value::none();
}
Value get_code(Context&, Value self) {
  FrameObject* f = static_cast<GeneratorObject*>(self.as_object())->frame;
  return f ? Value::object(f->code) : Value::none();
}

const objects::MethodDef gen_methods[] = {{"__next__", gen_next_method},
                                          {"send", gen_send_method},
                                          {"throw", gen_throw_method},
                                          {"close", gen_close_method},
                                          {"__iter__", gen_iter},
                                          {"__repr__", gen_repr},
                                          {}};
const objects::GetSetDef gen_getsets[] = {{"__name__", get_name},   {"__qualname__", get_qualname},
                                          {"gi_running", get_running}, {"gi_frame", get_frame},
                                          {"gi_code", get_code},    {}};

}  // namespace

Value generator_send_method(Context& ctx, const CallArgs& call) { return gen_send_method(ctx, call); }
Value generator_throw_method(Context& ctx, const CallArgs& call) { return gen_throw_method(ctx, call); }
Value generator_close_method(Context& ctx, const CallArgs& call) { return gen_close_method(ctx, call); }
Value generator_next_method(Context& ctx, const CallArgs& call) { return gen_next_method(ctx, call); }
Value raise_stop_iteration_with(Context& ctx, Value v) { return raise_stop_iteration(ctx, v); }

void init_generator_type(Context& ctx) {
  TypeObject* t = objects::new_native_type(ctx, "generator", ctx.builtins.object_type, nullptr);
  t->iter_next_slot = gen_iternext;
  objects::add_methods(ctx, t, gen_methods);
  objects::add_getsets(ctx, t, gen_getsets);
  ctx.builtins.generator_type = t;
}

}  // namespace tp::vm
