// FrameObject: one activation of a code object (module body, class body, function call,
// generator), and TracebackObject: one entry of an exception's traceback.
//
// A frame owns its slots: [locals | cells | value stack] (see code_object.h) and a block
// stack of active exception handlers (SETUP_FINALLY and friends). Frames of running code
// are linked through `back` from VMState::current_frame; the GC marks every frame on that
// chain and every frame reachable from a traceback or generator.
//
// Note [Frame free lists]
// A call to a Python function needs a frame, and most frames die when the call returns.
// Instead of a heap allocation per call (and the collection work it brings), a frame that
// returns without having been seen by anything but the VM goes back to a free list of its
// size class (VMState::free_frames, marked as roots, so the collector never frees them)
// and the next call of a code object of that class reuses it. "Seen" is the `escaped`
// flag, set wherever a frame pointer is handed out: a traceback entry (an exception
// passed through the frame), sys._getframe, f_back. A frame that escaped is left to the
// collector as before, so whatever holds it sees a finished frame, never a reused one.
// Generator frames, module and class bodies are never recycled (`recyclable` is set by
// call_function only). A recycled frame has its slots cleared, so it keeps nothing alive.
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
  // `capacity` slots (>= code->frame_size()) follow the object.
  FrameObject(TypeObject* type, CodeObject* code, int capacity);

  // One allocation per frame: the object followed by its slots. new_frame() sets the
  // number of slots to reserve for the next allocation on this thread just before
  // Heap::make (which has no way to pass it), and operator new consumes it.
  static void* operator new(size_t size);
  static void operator delete(void* p);
  static thread_local size_t next_slot_count;

  CodeObject* code;  // null while the frame waits on a free list
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
  bool recyclable = false;         // a plain function call's frame (Note [Frame free lists])
  bool escaped = false;            // something outside the VM may hold this frame
  int capacity;                    // slots allocated after the object

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

// A fresh frame for `code` with empty slots (cells are created by the caller), recycled
// from a free list when one of its size class waits there (Note [Frame free lists]).
FrameObject* new_frame(Context& ctx, CodeObject* code, DictObject* globals, Value builtins,
                       Value locals);
// Puts a finished, recyclable frame that did not escape back on its free list (or leaves
// it to the collector when the list is full). The eval loop calls it on return.
void release_frame(Context& ctx, FrameObject* f);
// Size classes of recycled frames: capacities 16, 32, 64, 128, 256 slots; each free list
// holds at most kFreeFramesPerClass frames (deeper recursion allocates as before).
inline constexpr int kFrameClasses = 5;
inline constexpr size_t kFreeFramesPerClass = 64;

// A new dict of the frame's current local bindings, as f_locals and locals() show them for
// a function frame: each bound local slot under its varname, then each cell/free variable
// whose cell holds a value, under its cellvars/freevars name. Unbound names are left out.
// Ignores f->locals (callers return that mapping themselves when it is set); the dict is a
// snapshot, so later assignments in the frame do not show in it.
Value frame_locals_snapshot(Context& ctx, FrameObject* f);

}  // namespace tp::vm
