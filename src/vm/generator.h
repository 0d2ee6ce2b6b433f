// GeneratorObject: the object a generator function (or generator expression) returns. It
// owns a suspended frame; send()/__next__ resume it until the next YIELD_VALUE, throw()
// raises into it at the suspension point, close() throws GeneratorExit. `yield from`
// delegation is done by the SEND instruction, and throw()/close() forward to the
// sub-iterator the frame is suspended in (as CPython's gen_throw).
#pragma once

#include "gc/object.h"

namespace tp {
class Context;
}

namespace tp::vm {

class FrameObject;

class GeneratorObject : public Object {
 public:
  GeneratorObject(TypeObject* type, FrameObject* f) : Object(type), frame(f) {}
  FrameObject* frame;  // null once finished
  Value name;          // __name__
  Value qualname;      // __qualname__
  bool running = false;  // gi_running
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
bool is_generator(Context& ctx, Value v);

}  // namespace tp::vm
