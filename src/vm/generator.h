// GeneratorObject: the object a generator function (or generator expression) returns. It
// owns a suspended frame; send()/__next__ resume it until the next YIELD_VALUE, throw()
// raises into it at the suspension point, close() throws GeneratorExit. `yield from`
// delegation is done by the SEND instruction, and throw()/close() forward to the
// sub-iterator the frame is suspended in (as CPython's gen_throw).
#pragma once

#include "gc/object.h"

namespace tp {
class Context;
struct CallArgs;
}

namespace tp::vm {

class FrameObject;
class CodeObject;

class GeneratorObject : public Object {
 public:
  GeneratorObject(TypeObject* type, FrameObject* f) : Object(type), frame(f) {}
  FrameObject* frame;  // null once finished
  CodeObject* code = nullptr;  // gi_code / cr_code / ag_code (kept after the frame ends)
  Value name;          // __name__
  Value qualname;      // __qualname__
  bool running = false;  // gi_running
  // The exception being handled inside the suspended frame (an except block it yielded
  // in), Null when none: swapped with the VM's handled exception around each resumption,
  // so the caller does not see it (Note [Generator exception state] in generator.cpp).
  Value exc_state;
  bool ag_running_async = false;  // async generator: an asend/athrow awaitable is running
  bool ag_closed = false;         // async generator: finished or closed (aclose)
  void trace(Tracer& tracer) override;
};

GeneratorObject* new_generator(Context& ctx, FrameObject* frame);

// How a resumption ended.
enum class GenResult { Yielded, Returned, Raised };

// Resumes `gen` sending `value` (None for next()). On Yielded/Returned, *out is the value;
// on Raised the exception is pending. A generator that returns raises nothing here: the
// caller decides (StopIteration for send(), exhaustion for iteration).
GenResult gen_send(Context& ctx, GeneratorObject* gen, Value value, Value* out);
// Throws the pending exception into `gen` (the generator.throw() protocol).
GenResult gen_throw(Context& ctx, GeneratorObject* gen, Value* out);
// generator.close(): true when closed; false with the exception pending (RuntimeError
// "generator ignored GeneratorExit" when it yielded, or what its body raised).
bool gen_close(Context& ctx, GeneratorObject* gen);
// A generator or a coroutine (the objects SEND resumes directly).
bool is_generator(Context& ctx, Value v);

// The generator type's send/throw/close/__next__ (self is args[0], any GeneratorObject),
// shared with the coroutine type; and StopIteration(v) made pending (bare when v is None).
Value generator_send_method(Context& ctx, const CallArgs& call);
Value generator_throw_method(Context& ctx, const CallArgs& call);
Value generator_close_method(Context& ctx, const CallArgs& call);
Value generator_next_method(Context& ctx, const CallArgs& call);
Value raise_stop_iteration_with(Context& ctx, Value v);

}  // namespace tp::vm
