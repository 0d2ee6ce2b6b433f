// Frames and tracebacks: allocation, tracing and the Python-visible attributes of the
// `frame` and `traceback` types (f_code, f_globals, f_locals, f_lineno, f_back, tb_frame,
// tb_lineno, tb_next, tb_lasti) used by the traceback module and by tests.
#include "vm/frame.h"

#include <new>

#include "objects/dict_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/function_object.h"
#include "vm/generator.h"
#include "vm/interpreter.h"
#include "vm/vm_types.h"

namespace tp::vm {

thread_local size_t FrameObject::next_slot_count = 0;

void* FrameObject::operator new(size_t size) {
  size_t n = next_slot_count;
  next_slot_count = 0;
  size_t head = (size + alignof(Value) - 1) / alignof(Value) * alignof(Value);
  void* p = ::operator new(head + n * sizeof(Value));
  return p;
}

void FrameObject::operator delete(void* p) { ::operator delete(p); }

FrameObject::FrameObject(TypeObject* type, CodeObject* c, int cap)
    : Object(type),
      code(c),
      slots(nullptr),
      stack_base(c->nlocals() + c->ncells()),
      stack_top(stack_base),
      capacity(cap) {
  size_t head = (sizeof(FrameObject) + alignof(Value) - 1) / alignof(Value) * alignof(Value);
  slots = reinterpret_cast<Value*>(reinterpret_cast<char*>(this) + head);
  for (int i = 0; i < cap; ++i) new (&slots[i]) Value();
}

int FrameObject::line() const { return code->line_of(lasti < 0 ? 0 : lasti); }

void FrameObject::trace(Tracer& tracer) {
  if (code == nullptr) return;  // on a free list: holds nothing
  tracer.mark(code);
  tracer.mark(globals);
  tracer.mark(builtins);
  tracer.mark(locals);
  tracer.mark(function);
  tracer.mark(back);
  tracer.mark(generator);
  // Every slot, not only those below stack_top, so the eval loop need not publish its
  // stack pointer. A popped slot would keep its object alive until overwritten, so CALL
  // clears the slots it pops (a layer's input dies at the next collection) and
  // argument_is_dead (Note [Reusing a dead argument]) clears an argument's slots before
  // asking whether anything else reaches it.
  int n = code->frame_size();
  for (int i = 0; i < n; ++i) tracer.mark(slots[i]);
}

void TracebackObject::trace(Tracer& tracer) {
  tracer.mark(frame);
  tracer.mark(next);
}

namespace {

// The free-list class of a frame of n slots, or -1 when too large to recycle.
int frame_class(int n) {
  int k = 0;
  for (int cap = 16; k < kFrameClasses; ++k, cap *= 2)
    if (n <= cap) return k;
  return -1;
}

}  // namespace

FrameObject* new_frame(Context& ctx, CodeObject* code, DictObject* globals, Value builtins,
                       Value locals) {
  int n = code->frame_size();
  int k = frame_class(n);
  FrameObject* f;
  if (k >= 0 && !ctx.vm.free_frames[k].empty()) {
    f = ctx.vm.free_frames[k].back();
    ctx.vm.free_frames[k].pop_back();
    f->code = code;
    f->stack_base = code->nlocals() + code->ncells();
    f->stack_top = f->stack_base;
  } else {
    int cap = k >= 0 ? 16 << k : n;
    FrameObject::next_slot_count = static_cast<size_t>(cap);
    f = ctx.heap.make<FrameObject>(ctx.builtins.frame_type, code, cap);
  }
  f->globals = globals;
  f->builtins = builtins;
  f->locals = locals;
  return f;
}

void release_frame(Context& ctx, FrameObject* f) {
  int k = frame_class(f->capacity);
  if (k < 0 || (16 << k) != f->capacity) return;
  std::vector<FrameObject*>& list = ctx.vm.free_frames[k];
  if (list.size() >= kFreeFramesPerClass) return;
  int n = f->code->frame_size();
  for (int i = 0; i < n; ++i) f->slots[i] = Value::null();
  f->code = nullptr;
  f->globals = nullptr;
  f->builtins = Value::null();
  f->locals = Value::null();
  f->function = nullptr;
  f->back = nullptr;
  f->pc = 0;
  f->lasti = -1;
  f->blocks.clear();
  f->yielded = false;
  f->started = false;
  f->recyclable = false;
  list.push_back(f);
}

Value frame_locals_snapshot(Context& ctx, FrameObject* f) {
  DictObject* d = objects::dict_new(ctx);
  CodeObject* co = f->code;
  for (int i = 0; i < co->nlocals(); ++i)
    if (!f->slots[i].is_null()) objects::dict_set_str(ctx, d, co->varnames[i], f->slots[i]);
  int ncell = static_cast<int>(co->cellvars.size());
  for (int i = 0; i < co->ncells(); ++i) {
    Value c = f->slots[co->nlocals() + i];
    if (!c.is_object()) continue;
    Value v = static_cast<CellObject*>(c.as_object())->contents;
    if (v.is_null()) continue;
    StrObject* name = i < ncell ? co->cellvars[i] : co->freevars[i - ncell];
    objects::dict_set_str(ctx, d, name, v);
  }
  return Value::object(d);
}

namespace {

FrameObject* frame(Value v) { return static_cast<FrameObject*>(v.as_object()); }
TracebackObject* tb(Value v) { return static_cast<TracebackObject*>(v.as_object()); }

Value get_f_code(Context&, Value self) { return Value::object(frame(self)->code); }
Value get_f_globals(Context&, Value self) { return Value::object(frame(self)->globals); }
Value get_f_builtins(Context&, Value self) { return frame(self)->builtins; }
Value get_f_lineno(Context&, Value self) { return Value::small_int(frame(self)->line()); }
Value get_f_lasti(Context&, Value self) { return Value::small_int(frame(self)->lasti * 2); }
Value get_f_back(Context&, Value self) {
  FrameObject* b = frame(self)->back;
  if (b) b->escaped = true;  // Note [Frame free lists]
  return b ? Value::object(b) : Value::none();
}
Value get_f_locals(Context& ctx, Value self) {
  FrameObject* f = frame(self);
  if (!f->locals.is_null()) return f->locals;
  return frame_locals_snapshot(ctx, f);
}

const objects::GetSetDef frame_getsets[] = {
    {"f_code", get_f_code},       {"f_globals", get_f_globals}, {"f_builtins", get_f_builtins},
    {"f_lineno", get_f_lineno},   {"f_lasti", get_f_lasti},     {"f_back", get_f_back},
    {"f_locals", get_f_locals},   {}};

Value frame_repr(Context& ctx, const CallArgs& call) {
  FrameObject* f = frame(call.args[0]);
  char buf[32];
  snprintf(buf, sizeof buf, "%p", static_cast<void*>(f));
  return objects::str_from(ctx, std::string("<frame at ") + buf + ", file '" +
                                    f->code->filename + "', line " + std::to_string(f->line()) +
                                    ", code " + f->code->name + ">");
}
const objects::MethodDef frame_methods[] = {{"__repr__", frame_repr}, {}};

Value get_tb_frame(Context&, Value self) { return Value::object(tb(self)->frame); }
Value get_tb_lineno(Context&, Value self) { return Value::small_int(tb(self)->lineno); }
Value get_tb_lasti(Context&, Value self) { return Value::small_int(tb(self)->lasti * 2); }
Value get_tb_next(Context&, Value self) { return tb(self)->next; }
int set_tb_next(Context& ctx, Value self, Value v) {
  if (!v.is_none() && !(v.is_object() && v.as_object()->type() == ctx.builtins.traceback_type)) {
    ctx.raise(ctx.builtins.exc_TypeError, "expected traceback object or None, got '%s'",
              protocol::type_of(ctx, v)->name.c_str());
    return -1;
  }
  tb(self)->next = v;
  return 0;
}
const objects::GetSetDef traceback_getsets[] = {{"tb_frame", get_tb_frame},
                                                {"tb_lineno", get_tb_lineno},
                                                {"tb_lasti", get_tb_lasti},
                                                {"tb_next", get_tb_next, set_tb_next},
                                                {}};

}  // namespace

void init_frame_types(Context& ctx) {
  TypeObject* f = objects::new_native_type(ctx, "frame", ctx.builtins.object_type, nullptr);
  objects::add_getsets(ctx, f, frame_getsets);
  objects::add_methods(ctx, f, frame_methods);
  ctx.builtins.frame_type = f;
  TypeObject* t = objects::new_native_type(ctx, "traceback", ctx.builtins.object_type, nullptr);
  objects::add_getsets(ctx, t, traceback_getsets);
  ctx.builtins.traceback_type = t;
}

}  // namespace tp::vm
