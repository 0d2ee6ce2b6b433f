// FrameObject: one activation of a code object (module body, class body, function call,
// generator), and TracebackObject: one entry of an exception's traceback.
//
// A frame owns its slots: [locals | cells | value stack] (see code_object.h) and a block
// stack of active exception handlers (SETUP_FINALLY and friends). Frames of running code
// are linked through `back` from VMState::current_frame; the GC marks every frame on that
// chain and every frame reachable from a traceback or generator.
#pragma once

#include <memory>
#include <vector>

#include "gc/object.h"

namespace tp {
class Context;
class DictObject;
}  // namespace tp

namespace tp::vm {

class CodeObject;
class FunctionObject;
class GeneratorObject;

// An active exception handler: where to jump and the stack depth to cut back to.
struct Block {
  int handler;
  int level;
};

class FrameObject : public Object {
 public:
  FrameObject(TypeObject* type, CodeObject* code);

  // One allocation per frame: the object followed by its slots. new_frame() sets the
  // number of slots to reserve for the next allocation on this thread just before
  // Heap::make (which has no way to pass it), and operator new consumes it.
  static void* operator new(size_t size);
  static void operator delete(void* p);
  static thread_local size_t next_slot_count;

  CodeObject* code;
  DictObject* globals = nullptr;
  Value builtins;               // the builtins dict
  Value locals;                 // the locals mapping of module/class/exec frames, else Null
  FunctionObject* function = nullptr;  // the function being run (null for module code)
  FrameObject* back = nullptr;  // the calling frame while this one runs
  GeneratorObject* generator = nullptr;  // set when this frame belongs to a generator

  // Locals, cells, then the value stack: code->frame_size() Values stored right after
  // the object, in the same allocation (see operator new).
  Value* slots;
  int stack_base;                  // index of the first value-stack slot
  int stack_top;                   // index one past the top of the value stack
  int pc = 0;                      // index of the next instruction
  int lasti = -1;                  // index of the instruction being executed
  std::vector<Block> blocks;
  bool yielded = false;            // the last eval_frame ended at a YIELD_VALUE
  bool started = false;            // a generator frame has begun running

  int line() const;  // current source line (f_lineno)

  void trace(Tracer& tracer) override;
};

class TracebackObject : public Object {
 public:
  TracebackObject(TypeObject* type, FrameObject* f, int last, int line, Value tb_next)
      : Object(type), frame(f), lasti(last), lineno(line), next(tb_next) {}
  FrameObject* frame;
  int lasti;
  int lineno;
  Value next;  // tb_next: the traceback of the next frame inward, or None
  void trace(Tracer& tracer) override;
};

// A fresh frame for `code` with empty slots (cells are created by the caller).
FrameObject* new_frame(Context& ctx, CodeObject* code, DictObject* globals, Value builtins,
                       Value locals);

// A new dict of the frame's current local bindings, as f_locals and locals() show them for
// a function frame: each bound local slot under its varname, then each cell/free variable
// whose cell holds a value, under its cellvars/freevars name. Unbound names are left out.
// Ignores f->locals (callers return that mapping themselves when it is set); the dict is a
// snapshot, so later assignments in the frame do not show in it.
Value frame_locals_snapshot(Context& ctx, FrameObject* f);

}  // namespace tp::vm
