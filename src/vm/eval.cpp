// The eval loop: runs one frame's bytecode with computed-goto dispatch generated from
// opcodes.def. Python exceptions are values (Note [Errors are values]): an instruction
// that fails leaves the exception pending in the Context and jumps to `error`, which
// records the traceback entry, chains __context__, and unwinds the frame's block stack
// (see opcodes.def for the block scheme). Calls into Python functions recurse through
// eval_frame; the recursion depth and the C stack are checked on entry.
//
// GC: safe points are frame entry, returns and backward jumps. Every value the loop holds
// lives in the frame's slots, which the root marker (vm/init.cpp) marks, so a collection
// at a safe point sees everything.
#include <csignal>
#include <cstring>

#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/function_objects.h"
#include "objects/instance_object.h"
#include "objects/list_object.h"
#include "objects/memory_limit.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/coroutine.h"
#include "vm/eval_support.h"
#include "vm/exception_star.h"
#include "vm/frame.h"
#include "vm/function_object.h"
#include "vm/generator.h"
#include "vm/interpreter.h"
#include "vm/limits.h"
#include "vm/match.h"
#include "vm/opcodes.h"
#include "vm/quickened_ops.h"
#include "vm/signal_dispatch.h"
#include "vm/specialize.h"
#include "vm/thread_state.h"

namespace tp::vm {

namespace {

// The interrupt flag (see interpreter.h): process-wide because signal handlers are.
volatile sig_atomic_t g_interrupt_requested = 0;
// Set once the signal module is imported (vm/signal_dispatch.h).
SignalDispatch g_signal_dispatch = nullptr;

// Polled at safe points: hands the interpreter lock to a thread that asked for it (Note
// [The interpreter lock], threads/interp_lock.h), runs a requested collection, turns SIGINT
// into KeyboardInterrupt on the main thread (or, once the signal module is imported, runs
// the pending signals' handlers there).
// Also raises the context's interrupt and budget errors (Note [Context limits], limits.h).
inline bool safe_point(Context& ctx) {
  if (ctx.switch_requested.load(std::memory_order_relaxed)) thread_switch(ctx);
  if (ctx.heap.collection_requested()) ctx.heap.collect();
  if (ctx.vm.interrupt.load(std::memory_order_relaxed) && on_main_thread(ctx)) {
    ctx.vm.interrupt.store(false, std::memory_order_relaxed);
    ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
    return false;
  }
  if (g_interrupt_requested && on_main_thread(ctx)) {
    g_interrupt_requested = 0;
    if (g_signal_dispatch != nullptr) return g_signal_dispatch(ctx);
    ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
    return false;
  }
  if (ctx.vm.budget_left < 0) return budget_exhausted(ctx);
  return true;
}

}  // namespace

void request_interrupt() { g_interrupt_requested = 1; }
void request_interrupt(Context& ctx) { ctx.vm.interrupt.store(true, std::memory_order_relaxed); }
bool interrupt_pending(const Context& ctx) {
  return g_interrupt_requested != 0 || ctx.vm.interrupt.load(std::memory_order_relaxed);
}
void clear_interrupt(Context& ctx) {
  g_interrupt_requested = 0;
  ctx.vm.interrupt.store(false, std::memory_order_relaxed);
}
void set_signal_dispatch(SignalDispatch fn) { g_signal_dispatch = fn; }

// Note [Global lookup cache]
// LOAD_GLOBAL (and LOAD_NAME in module code, where locals are the globals) remember per
// name where it was found (CodeObject::name_cache). A hit costs two version compares and
// an index; a miss does the full lookup and refills the entry (load_global_cached in
// vm/eval_support.cpp). Dict versions are never reused (DictObject::version), so a new
// dict at a freed one's address cannot pass for it.
namespace {

inline Value cached_global(FrameObject* f, NameCache& c) {
  DictObject* g = f->globals;
  if (c.globals != g || c.globals_version != g->version) return Value::null();
  if (!c.builtins) return g->entries[c.index].value;
  DictObject* b = objects::as_dict(f->builtins);
  if (c.builtins != b || c.builtins_version != b->version) return Value::null();
  return b->entries[c.index].value;
}

}  // namespace

DictObject* current_globals(Context& ctx) {
  FrameObject* f = ctx.vm.current_frame;
  return f ? f->globals : nullptr;
}

static Value eval_frame_loop(Context& ctx, FrameObject* f, bool throwing) {
  if (!enter_recursive_call(ctx)) return Value::null();
  static void* const dispatch_table[] = {
#define X(name, has_arg, effect, meaning) &&op_##name,
#include "vm/opcodes.def"
#undef X
  };
  // With an instruction budget every opcode goes through op_COUNTED first (Note [Context
  // limits], limits.h); `table` is re-read at safe points.
  static void* const counting_table[] = {
#define X(name, has_arg, effect, meaning) &&op_COUNTED,
#include "vm/opcodes.def"
#undef X
  };
  void* const* table = ctx.vm.counting ? counting_table : dispatch_table;

  VMState& vm = ctx.vm;
  f->back = vm.current_frame;
  vm.current_frame = f;
  f->yielded = false;
  f->started = true;

  CodeObject* const co = f->code;
  if (!co->quickened) quicken(co);
  Instruction* const code = co->code.data();
  Value* const slots = f->slots;
  Value* const locals = slots;
  Value* const cells = slots + co->nlocals();
  const Value* const consts = co->consts.data();
  StrObject* const* const names = co->names.data();
  Value* sp = slots + f->stack_top;
  int pc = f->pc;
  Instruction instr;
  uint32_t arg;
  TupleObject* kwnames = nullptr;
  Value retval;
  bool reraise = false;
  StrObject* attr_name;  // the name of the attribute instruction being run
  objects::Builtins& B = ctx.builtins;

#define PUSH(v) (*sp++ = (v))
#define POP() (*--sp)
#define TOP() (sp[-1])
#define PEEK(n) (sp[-static_cast<ptrdiff_t>(n)])
#ifdef TP_TRACE_EXEC
#define TRACE_INSTR() \
  fprintf(stderr, "  %4d %-20s %6u depth=%d\n", pc, kOpcodeInfo[code[pc] & 0xFF].name, arg_of(code[pc]), static_cast<int>(sp - slots) - f->stack_base)
#else
#define TRACE_INSTR() (void)0
#endif
#define DISPATCH()                        \
  do {                                    \
    TRACE_INSTR();                        \
    instr = code[pc];                     \
    f->lasti = pc++;                      \
    arg = arg_of(instr);                  \
    goto* table[instr & 0xFF];            \
  } while (0)
#define CHECK(v)                   \
  do {                             \
    if ((v).is_null()) goto error; \
  } while (0)

  if (throwing) goto error;
  if (!safe_point(ctx)) goto error;
  DISPATCH();

op_COUNTED:
  --vm.budget_left;
  goto* dispatch_table[instr & 0xFF];

op_NOP:
  DISPATCH();
op_POP_TOP:
  --sp;
  DISPATCH();
op_COPY: {
  Value v = PEEK(arg);
  PUSH(v);
  DISPATCH();
}
op_SWAP: {
  Value t = TOP();
  TOP() = PEEK(arg);
  PEEK(arg) = t;
  DISPATCH();
}
op_PUSH_NULL:
  PUSH(Value::null());
  DISPATCH();
op_LOAD_CONST:
  PUSH(consts[arg]);
  DISPATCH();
op_LOAD_FAST: {
  Value v = locals[arg];
  if (v.is_null()) {
    ctx.raise(ctx.builtins.exc_UnboundLocalError,
              "cannot access local variable '%s' where it is not associated with a value",
              co->varnames[arg]->data.c_str());
    goto error;
  }
  PUSH(v);
  DISPATCH();
}
op_STORE_FAST:
  locals[arg] = POP();
  DISPATCH();
op_DELETE_FAST:
  if (locals[arg].is_null()) {
    ctx.raise(ctx.builtins.exc_UnboundLocalError,
              "cannot access local variable '%s' where it is not associated with a value",
              co->varnames[arg]->data.c_str());
    goto error;
  }
  locals[arg] = Value::null();
  DISPATCH();
op_LOAD_DEREF:
op_LOAD_CLASSDEREF: {
  if (opcode_of(instr) == Opcode::LOAD_CLASSDEREF) {
    int ncell = static_cast<int>(co->cellvars.size());
    StrObject* name = static_cast<int>(arg) < ncell ? co->cellvars[arg] : co->freevars[arg - ncell];
    Value v;
    if (f->locals.is_object() && objects::is_dict(ctx, f->locals)) {
      v = objects::dict_get_str(ctx, objects::as_dict(f->locals), name);
    } else if (!f->locals.is_null()) {
      v = protocol::getitem(ctx, f->locals, Value::object(name));
      if (v.is_null()) {
        if (!ctx.exception_matches(ctx.builtins.exc_KeyError)) goto error;
        ctx.take_exception();
      }
    }
    if (!v.is_null()) {
      PUSH(v);
      DISPATCH();
    }
  }
  Value v = static_cast<CellObject*>(cells[arg].as_object())->contents;
  if (v.is_null()) {
    int ncell = static_cast<int>(co->cellvars.size());
    if (static_cast<int>(arg) < ncell) {
      ctx.raise(ctx.builtins.exc_UnboundLocalError,
                "cannot access local variable '%s' where it is not associated with a value",
                co->cellvars[arg]->data.c_str());
    } else {
      ctx.raise(ctx.builtins.exc_NameError,
                "cannot access free variable '%s' where it is not associated with a value in "
                "enclosing scope",
                co->freevars[arg - ncell]->data.c_str());
    }
    goto error;
  }
  PUSH(v);
  DISPATCH();
}
op_STORE_DEREF:
  static_cast<CellObject*>(cells[arg].as_object())->contents = POP();
  DISPATCH();
op_DELETE_DEREF: {
  CellObject* c = static_cast<CellObject*>(cells[arg].as_object());
  if (c->contents.is_null()) {
    int ncell = static_cast<int>(co->cellvars.size());
    StrObject* name = static_cast<int>(arg) < ncell ? co->cellvars[arg] : co->freevars[arg - ncell];
    ctx.raise(ctx.builtins.exc_UnboundLocalError,
              "cannot access local variable '%s' where it is not associated with a value",
              name->data.c_str());
    goto error;
  }
  c->contents = Value::null();
  DISPATCH();
}
op_LOAD_CLOSURE:
  PUSH(cells[arg]);
  DISPATCH();
op_LOAD_GLOBAL: {
  NameCache& c = co->name_cache[arg];
  Value v = cached_global(f, c);
  if (v.is_null()) {
    v = load_global_cached(ctx, f, names[arg], c);
    CHECK(v);
  }
  PUSH(v);
  DISPATCH();
}
op_STORE_GLOBAL: {
  Value v = POP();
  if (objects::dict_set_str(ctx, f->globals, names[arg], v) < 0) goto error;
  DISPATCH();
}
op_DELETE_GLOBAL: {
  int r = objects::dict_del(ctx, f->globals, Value::object(names[arg]));
  if (r < 0) goto error;
  if (r == 0) {
    name_error(ctx, names[arg]);
    goto error;
  }
  DISPATCH();
}
op_LOAD_NAME: {
  Value v;
  if (f->locals.is_object() && f->locals.as_object() == f->globals) {
    NameCache& c = co->name_cache[arg];
    v = cached_global(f, c);
    if (v.is_null()) v = load_global_cached(ctx, f, names[arg], c);
  } else {
    v = load_name(ctx, f, names[arg]);
  }
  CHECK(v);
  PUSH(v);
  DISPATCH();
}
op_STORE_NAME: {
  Value v = POP();
  if (!store_name(ctx, f, names[arg], v)) goto error;
  DISPATCH();
}
op_DELETE_NAME:
  if (!delete_name(ctx, f, names[arg])) goto error;
  DISPATCH();
op_LOAD_ATTR:
  attr_name = names[arg];
load_attr_generic: {
  Value v = protocol::getattr(ctx, TOP(), attr_name);
  CHECK(v);
  TOP() = v;
  DISPATCH();
}
op_LOAD_ATTR_ADAPTIVE: {
  AttrCache& c = co->attr_caches[arg];
  attr_name = names[c.name_index];
  if (c.backoff-- == 0) specialize_load_attr(ctx, co, pc - 1, TOP());
  goto load_attr_generic;
}
op_LOAD_ATTR_INSTANCE: {
  AttrCache& c = co->attr_caches[arg];
  Value obj = TOP();
  attr_name = names[c.name_index];
  if (!cache_valid(ctx, c, obj)) {
    deopt_attr(code, pc - 1, Opcode::LOAD_ATTR_ADAPTIVE, c);
    goto load_attr_generic;
  }
  if (obj.is_object()) {
    DictObject** slot = obj.as_object()->instance_dict();
    if (slot && *slot) {
      Value v = dict_value_hinted(ctx, *slot, attr_name, c.hint);
      if (!v.is_null()) {
        TOP() = v;
        DISPATCH();
      }
    }
  }
  if (c.descr.is_null()) goto load_attr_generic;  // AttributeError or __getattr__
  Value v = objects::descriptor_get(ctx, c.descr, obj, const_cast<TypeObject*>(c.type));
  CHECK(v);
  TOP() = v;
  DISPATCH();
}
op_STORE_ATTR:
  attr_name = names[arg];
store_attr_generic: {
  Value obj = TOP(), v = PEEK(2);
  if (protocol::setattr(ctx, obj, attr_name, v) < 0) goto error;
  sp -= 2;
  DISPATCH();
}
op_STORE_ATTR_ADAPTIVE: {
  AttrCache& c = co->attr_caches[arg];
  attr_name = names[c.name_index];
  if (c.backoff-- == 0) specialize_store_attr(ctx, co, pc - 1, TOP());
  goto store_attr_generic;
}
op_STORE_ATTR_INSTANCE: {
  AttrCache& c = co->attr_caches[arg];
  Value obj = TOP();
  attr_name = names[c.name_index];
  if (!cache_valid(ctx, c, obj)) {
    deopt_attr(code, pc - 1, Opcode::STORE_ATTR_ADAPTIVE, c);
    goto store_attr_generic;
  }
  DictObject* d = objects::get_instance_dict(ctx, obj);
  if (d == nullptr) goto store_attr_generic;
  if (static_cast<uint32_t>(c.hint) < d->entries.size() &&
      d->entries[c.hint].key.is(Value::object(attr_name))) {
    d->entries[c.hint].value = PEEK(2);
  } else {
    if (objects::dict_set_str(ctx, d, attr_name, PEEK(2)) < 0) goto error;
    c.hint = static_cast<int32_t>(objects::dict_index_str(ctx, d, attr_name));
  }
  sp -= 2;
  DISPATCH();
}
op_DELETE_ATTR:
  if (protocol::delattr(ctx, TOP(), names[arg]) < 0) goto error;
  --sp;
  DISPATCH();
op_LOAD_METHOD:
  attr_name = names[arg];
load_method_generic: {
  Value obj = TOP();
  Value m;
  int r = protocol::lookup_method(ctx, obj, attr_name, &m);
  if (r < 0) goto error;
  if (r == 1) {
    TOP() = m;
    PUSH(obj);
  } else {
    TOP() = Value::null();
    PUSH(m);
  }
  DISPATCH();
}
op_LOAD_METHOD_ADAPTIVE: {
  AttrCache& c = co->attr_caches[arg];
  attr_name = names[c.name_index];
  if (c.backoff-- == 0) specialize_load_method(ctx, co, pc - 1, TOP());
  goto load_method_generic;
}
op_LOAD_METHOD_CACHED: {
  AttrCache& c = co->attr_caches[arg];
  Value obj = TOP();
  attr_name = names[c.name_index];
  if (!cache_valid(ctx, c, obj)) {
    deopt_attr(code, pc - 1, Opcode::LOAD_METHOD_ADAPTIVE, c);
    goto load_method_generic;
  }
  DictObject** slot = obj.as_object()->instance_dict();
  if (slot && *slot && (*slot)->used != 0 && objects::dict_index_str(ctx, *slot, attr_name) >= 0)
    goto load_method_generic;  // shadowed by an instance attribute
  TOP() = c.descr;
  PUSH(obj);
  DISPATCH();
}
op_LOAD_METHOD_NO_DICT: {
  AttrCache& c = co->attr_caches[arg];
  Value obj = TOP();
  if (!cache_valid(ctx, c, obj)) {
    attr_name = names[c.name_index];
    deopt_attr(code, pc - 1, Opcode::LOAD_METHOD_ADAPTIVE, c);
    goto load_method_generic;
  }
  TOP() = c.descr;
  PUSH(obj);
  DISPATCH();
}
op_LOAD_METHOD_DICT_VALUE: {
  AttrCache& c = co->attr_caches[arg];
  Value obj = TOP();
  attr_name = names[c.name_index];
  if (!cache_valid(ctx, c, obj)) {
    deopt_attr(code, pc - 1, Opcode::LOAD_METHOD_ADAPTIVE, c);
    goto load_method_generic;
  }
  DictObject** slot = obj.as_object()->instance_dict();
  if (!slot || !*slot) goto load_method_generic;
  Value v = dict_value_hinted(ctx, *slot, attr_name, c.hint);
  if (v.is_null()) goto load_method_generic;
  TOP() = Value::null();
  PUSH(v);
  DISPATCH();
}
op_KW_NAMES:
  kwnames = objects::as_tuple(consts[arg]);
  DISPATCH();
op_CALL: {
  Value* args = sp - arg;
  Value callable;
  CallArgs call;
  if (!args[-2].is_null()) {
    callable = args[-2];
    call.args = args - 1;
    call.nargs = arg + 1;
  } else {
    callable = args[-1];
    call.args = args;
    call.nargs = arg;
  }
  if (kwnames) {
    call.nargs -= kwnames->size();
    call.kwnames = kwnames;
    kwnames = nullptr;
  }
  Value r;
  if (callable.is_object() && callable.as_object()->type() == ctx.builtins.function_type)
    r = call_function(ctx, callable, call);
  else
    r = protocol::call(ctx, callable, call);
  // The callable and arguments are popped: clear their slots, which the collector would
  // otherwise still mark (frame.cpp marks every slot), so that an argument tensor dies at
  // the next safe point (Note [External byte pressure]: relu(conv(x)) frees conv's output).
  for (Value* s = args - 1; s < args + arg; ++s) *s = Value::null();
  sp = args - 2;
  CHECK(r);
  PUSH(r);
  DISPATCH();
}
op_CALL_FUNCTION_EX: {
  // [null, callable, args, (kwargs)] or, after LOAD_METHOD, [meth, self, args, (kwargs)].
  Value kwargs = (arg & 1) ? POP() : Value::null();
  Value cargs = POP();
  Value second = POP();
  Value first = POP();
  Value r = first.is_null() ? call_ex(ctx, second, cargs, kwargs, Value::null())
                            : call_ex(ctx, first, cargs, kwargs, second);
  CHECK(r);
  PUSH(r);
  DISPATCH();
}
op_BINARY_OP: {
  Opcode to = specialize_binary_op(PEEK(2), TOP(), arg);
  code[pc - 1] = make_instruction(to, to == Opcode::BINARY_OP_GENERIC
                                          ? arg | (kGenericCount << kGenericCountShift)
                                          : arg);
  goto binary_op_generic;
}
op_BINARY_OP_GENERIC:
  code[pc - 1] = arg >> kGenericCountShift ? make_instruction(Opcode::BINARY_OP_GENERIC,
                                                               arg - (1u << kGenericCountShift))
                                           : make_instruction(Opcode::BINARY_OP, arg & 0xFF);
binary_op_generic: {
  Value b = POP();
  Value a = TOP();
  BinaryOp op = static_cast<BinaryOp>(arg & 15);
  Value r = (arg & kBinaryOpInplace) ? protocol::inplace_op(ctx, op, a, b)
                                     : protocol::binary_op(ctx, op, a, b);
  CHECK(r);
  TOP() = r;
  DISPATCH();
}
// Specialised forms of BINARY_OP (Note [Quickening]): the operands' tags are the guard.
#define SMALL_INT_OP(name, overflow_builtin)                                   \
  op_##name : {                                                                \
    Value b = TOP(), a = PEEK(2);                                              \
    if (!(a.is_small_int() && b.is_small_int())) goto binary_op_deopt;         \
    int64_t z;                                                                 \
    if (overflow_builtin(a.as_small_int(), b.as_small_int(), &z)) goto binary_op_generic; \
    --sp;                                                                      \
    TOP() = Value::small_int(z);                                               \
    DISPATCH();                                                                \
  }
#define FLOAT_OP(name, op)                                                     \
  op_##name : {                                                                \
    Value b = TOP(), a = PEEK(2);                                              \
    if (!(a.is_float() && b.is_float())) goto binary_op_deopt;                 \
    --sp;                                                                      \
    TOP() = Value::floating(a.as_float() op b.as_float());                     \
    DISPATCH();                                                                \
  }
SMALL_INT_OP(BINARY_OP_ADD_INT, __builtin_add_overflow)
SMALL_INT_OP(BINARY_OP_SUBTRACT_INT, __builtin_sub_overflow)
SMALL_INT_OP(BINARY_OP_MULTIPLY_INT, __builtin_mul_overflow)
FLOAT_OP(BINARY_OP_ADD_FLOAT, +)
FLOAT_OP(BINARY_OP_SUBTRACT_FLOAT, -)
FLOAT_OP(BINARY_OP_MULTIPLY_FLOAT, *)
#undef SMALL_INT_OP
#undef FLOAT_OP
op_BINARY_OP_INT: {
  Value b = TOP(), a = PEEK(2);
  if (!(a.is_small_int() && b.is_small_int())) goto binary_op_deopt;
  Value r = small_int_binary_op(static_cast<BinaryOp>(arg & 15), a.as_small_int(), b.as_small_int());
  if (r.is_null()) goto binary_op_generic;  // overflow, zero division, ...
  --sp;
  TOP() = r;
  DISPATCH();
}
op_BINARY_OP_FLOAT: {
  Value b = TOP(), a = PEEK(2);
  if (!is_float_operands(a, b)) goto binary_op_deopt;
  Value r = float_binary_op(static_cast<BinaryOp>(arg & 15), as_double(a), as_double(b));
  if (r.is_null()) goto binary_op_generic;  // division by zero, or an operator left generic
  --sp;
  TOP() = r;
  DISPATCH();
}
binary_op_deopt:
  code[pc - 1] = make_instruction(Opcode::BINARY_OP, arg);
  goto binary_op_generic;
op_COMPARE_OP: {
  Opcode to = specialize_compare_op(PEEK(2), TOP(), B.str_type);
  code[pc - 1] = make_instruction(to, to == Opcode::COMPARE_OP_GENERIC
                                          ? arg | (kGenericCount << kGenericCountShift)
                                          : arg);
  goto compare_op_generic;
}
op_COMPARE_OP_GENERIC:
  code[pc - 1] = arg >> kGenericCountShift ? make_instruction(Opcode::COMPARE_OP_GENERIC,
                                                               arg - (1u << kGenericCountShift))
                                           : make_instruction(Opcode::COMPARE_OP, arg & 0xFF);
compare_op_generic: {
  Value b = POP();
  Value r = protocol::compare(ctx, static_cast<CompareOp>(arg & 0xFF), TOP(), b);
  CHECK(r);
  TOP() = r;
  DISPATCH();
}
op_COMPARE_OP_INT: {
  Value b = TOP(), a = PEEK(2);
  if (!(a.is_small_int() && b.is_small_int())) goto compare_op_deopt;
  --sp;
  TOP() = Value::boolean(compare_values(static_cast<CompareOp>(arg), a.as_small_int(), b.as_small_int()));
  DISPATCH();
}
op_COMPARE_OP_FLOAT: {
  Value b = TOP(), a = PEEK(2);
  if (!(a.is_float() && b.is_float())) goto compare_op_deopt;
  --sp;
  TOP() = Value::boolean(compare_values(static_cast<CompareOp>(arg), a.as_float(), b.as_float()));
  DISPATCH();
}
op_COMPARE_OP_STR: {
  Value b = TOP(), a = PEEK(2);
  if (!(is_exact_str(a, B.str_type) && is_exact_str(b, B.str_type))) goto compare_op_deopt;
  --sp;
  TOP() = Value::boolean(compare_strs(static_cast<CompareOp>(arg), objects::as_str(a), objects::as_str(b)));
  DISPATCH();
}
compare_op_deopt:
  code[pc - 1] = make_instruction(Opcode::COMPARE_OP, arg);
  goto compare_op_generic;
op_IS_OP: {
  Value b = POP();
  bool same = TOP().is(b);
  if (!same && TOP().is_float() && b.is_float()) same = false;
  TOP() = Value::boolean(same != (arg == 1));
  DISPATCH();
}
op_CONTAINS_OP: {
  Value container = POP();
  int r = protocol::contains(ctx, container, TOP());
  if (r < 0) goto error;
  TOP() = Value::boolean((r == 1) != (arg == 1));
  DISPATCH();
}
op_UNARY_POSITIVE:
op_UNARY_NEGATIVE:
op_UNARY_INVERT: {
  UnaryOp u = opcode_of(instr) == Opcode::UNARY_POSITIVE   ? UnaryOp::Positive
              : opcode_of(instr) == Opcode::UNARY_NEGATIVE ? UnaryOp::Negative
                                                           : UnaryOp::Invert;
  Value r = protocol::unary_op(ctx, u, TOP());
  CHECK(r);
  TOP() = r;
  DISPATCH();
}
op_UNARY_NOT: {
  int t = protocol::is_true(ctx, TOP());
  if (t < 0) goto error;
  TOP() = Value::boolean(t == 0);
  DISPATCH();
}
op_BINARY_SUBSCR: {
  Value key = POP();
  Value r = protocol::getitem(ctx, TOP(), key);
  CHECK(r);
  TOP() = r;
  DISPATCH();
}
op_STORE_SUBSCR:
  if (protocol::setitem(ctx, PEEK(2), PEEK(1), PEEK(3)) < 0) goto error;
  sp -= 3;
  DISPATCH();
op_DELETE_SUBSCR:
  if (protocol::delitem(ctx, PEEK(2), PEEK(1)) < 0) goto error;
  sp -= 2;
  DISPATCH();
op_BUILD_TUPLE: {
  Value r = arg == 0 ? ctx.builtins.empty_tuple : protocol::new_tuple(ctx, sp - arg, arg);
  CHECK(r);
  sp -= arg;
  PUSH(r);
  DISPATCH();
}
op_BUILD_LIST: {
  Value r = protocol::new_list(ctx, sp - arg, arg);
  CHECK(r);
  sp -= arg;
  PUSH(r);
  DISPATCH();
}
op_BUILD_SET: {
  Value r = protocol::new_set(ctx, sp - arg, arg);
  CHECK(r);
  sp -= arg;
  PUSH(r);
  DISPATCH();
}
op_BUILD_MAP: {
  Value r = build_map(ctx, sp - 2 * arg, arg);
  CHECK(r);
  sp -= 2 * arg;
  PUSH(r);
  DISPATCH();
}
op_BUILD_CONST_KEY_MAP: {
  Value r = build_const_key_map(ctx, sp - 1 - arg, TOP(), arg);
  CHECK(r);
  sp -= arg + 1;
  PUSH(r);
  DISPATCH();
}
op_BUILD_STRING: {
  Value r = build_string(ctx, sp - arg, arg);
  CHECK(r);
  sp -= arg;
  PUSH(r);
  DISPATCH();
}
op_BUILD_SLICE: {
  Value step = arg == 3 ? POP() : Value::none();
  Value stop = POP();
  Value r = protocol::new_slice(ctx, TOP(), stop, step);
  CHECK(r);
  TOP() = r;
  DISPATCH();
}
op_LIST_APPEND: {
  Value v = POP();
  ListObject* l = objects::as_list(PEEK(arg));
  size_t cap = l->items.capacity();
  l->items.push_back(v);
  objects::count_growth(ctx, l, cap * sizeof(Value), l->items.capacity() * sizeof(Value));
  DISPATCH();
}
op_SET_ADD:
  if (objects::set_add(ctx, objects::as_set(PEEK(arg + 1)), TOP()) < 0) goto error;
  --sp;
  DISPATCH();
op_MAP_ADD: {
  if (objects::dict_set(ctx, objects::as_dict(PEEK(arg + 2)), PEEK(2), PEEK(1)) < 0) goto error;
  sp -= 2;
  DISPATCH();
}
op_LIST_EXTEND:
  if (!list_extend(ctx, PEEK(arg + 1), TOP())) goto error;
  --sp;
  DISPATCH();
op_SET_UPDATE:
  if (!set_update(ctx, PEEK(arg + 1), TOP())) goto error;
  --sp;
  DISPATCH();
op_DICT_UPDATE:
  if (!dict_merge(ctx, PEEK(arg + 1), TOP(), false, Value::null())) goto error;
  --sp;
  DISPATCH();
op_DICT_MERGE:
  // The callable of the call being built sits below the dict: [null, callable, args, dict]
  // or [meth, self, args, dict] (LOAD_METHOD).
  if (!dict_merge(ctx, PEEK(arg + 1), TOP(), true,
                  PEEK(arg + 4).is_null() ? PEEK(arg + 3) : PEEK(arg + 4)))
    goto error;
  --sp;
  DISPATCH();
op_LIST_TO_TUPLE: {
  Value r = objects::tuple_from(ctx, objects::as_list(TOP())->items);
  TOP() = r;
  DISPATCH();
}
op_UNPACK_SEQUENCE: {
  Value seq = POP();
  if (seq.is_object() && seq.as_object()->type() == ctx.builtins.tuple_type &&
      objects::as_tuple(seq)->size() == arg) {
    const auto& items = objects::as_tuple(seq)->items;
    for (int i = static_cast<int>(arg) - 1; i >= 0; --i) PUSH(items[i]);
    DISPATCH();
  }
  // DISPATCH is a computed goto, which runs no destructors: a std::vector must be gone (its
  // block closed) before it, or its buffer leaks on every execution.
  bool ok;
  {
    Value tmp[256];
    std::vector<Value> big;
    Value* out = tmp;
    if (arg > 256) {
      big.resize(arg);
      out = big.data();
    }
    *sp++ = seq;  // keep it rooted while iterating
    ok = unpack_sequence(ctx, seq, static_cast<int>(arg), out);
    if (ok) {
      --sp;
      for (int i = static_cast<int>(arg) - 1; i >= 0; --i) PUSH(out[i]);
    }
  }
  if (!ok) goto error;
  DISPATCH();
}
op_UNPACK_EX: {
  int before = arg & 0xFF, after = static_cast<int>(arg >> 8);
  bool ok;
  {  // closed before DISPATCH (see UNPACK_SEQUENCE)
    std::vector<Value> out(before + after + 1);
    ok = unpack_ex(ctx, TOP(), before, after, out.data());
    if (ok) {
      --sp;
      for (int i = static_cast<int>(out.size()) - 1; i >= 0; --i) PUSH(out[i]);
    }
  }
  if (!ok) goto error;
  DISPATCH();
}
op_GET_ITER: {
  Value it = protocol::get_iter(ctx, TOP());
  CHECK(it);
  TOP() = it;
  DISPATCH();
}
op_FOR_ITER: {
  Value it = TOP();
  Value v;
  TypeObject* t = it.is_object() ? it.as_object()->type() : nullptr;
  if (t && t->iter_next_slot)
    v = t->iter_next_slot(ctx, it);
  else
    v = protocol::iter_next(ctx, it);
  if (v.is_null()) {
    if (ctx.has_exception()) {
      if (!ctx.exception_matches(ctx.builtins.exc_StopIteration)) goto error;
      ctx.take_exception();
    }
    ctx.builtins.stop_iteration_value = Value::null();
    --sp;
    pc = static_cast<int>(arg);
    DISPATCH();
  }
  PUSH(v);
  DISPATCH();
}
op_JUMP_FORWARD:
  pc = static_cast<int>(arg);
  DISPATCH();
op_JUMP_BACKWARD:
  pc = static_cast<int>(arg);
  if (!safe_point(ctx)) goto error;
  table = vm.counting ? counting_table : dispatch_table;
  DISPATCH();
op_POP_JUMP_IF_FALSE:
op_POP_JUMP_IF_TRUE: {
  Value v = POP();
  int t;
  if (v.is_bool())
    t = v.as_bool();
  else if ((t = protocol::is_true(ctx, v)) < 0)
    goto error;
  if ((t != 0) == (opcode_of(instr) == Opcode::POP_JUMP_IF_TRUE)) pc = static_cast<int>(arg);
  DISPATCH();
}
op_POP_JUMP_IF_NONE:
  if (POP().is_none()) pc = static_cast<int>(arg);
  DISPATCH();
op_POP_JUMP_IF_NOT_NONE:
  if (!POP().is_none()) pc = static_cast<int>(arg);
  DISPATCH();
op_JUMP_IF_TRUE_OR_POP:
op_JUMP_IF_FALSE_OR_POP: {
  int t = protocol::is_true(ctx, TOP());
  if (t < 0) goto error;
  if ((t != 0) == (opcode_of(instr) == Opcode::JUMP_IF_TRUE_OR_POP))
    pc = static_cast<int>(arg);
  else
    --sp;
  DISPATCH();
}
op_RETURN_VALUE:
  retval = POP();
  f->blocks.clear();
  goto exit_frame;
op_YIELD_VALUE:
  retval = POP();
  f->yielded = true;
  goto exit_frame;
op_GET_YIELD_FROM_ITER: {
  if (is_coroutine(TOP()) && !(co->flags & (kCoCoroutine | kCoIterableCoroutine))) {
    ctx.raise(B.exc_TypeError, "cannot 'yield from' a coroutine object in a non-coroutine generator");
    goto error;
  }
  if (!is_generator(ctx, TOP())) {
    Value it = protocol::get_iter(ctx, TOP());
    CHECK(it);
    TOP() = it;
  }
  DISPATCH();
}
op_SEND: {
  Value v = TOP();
  Value sub = PEEK(2);
  Value r;
  bool done = false;
  if (is_generator(ctx, sub)) {
    GenResult g = gen_send(ctx, static_cast<GeneratorObject*>(sub.as_object()), v, &r);
    if (g == GenResult::Raised) goto error;
    done = g == GenResult::Returned;
  } else {
    ctx.builtins.stop_iteration_value = Value::null();  // not a value left by an earlier iterator
    if (v.is_none()) {
      r = protocol::iter_next(ctx, sub);
    } else {
      r = protocol::call_method(ctx, sub, ctx.builtins.names.send, &v, 1);
      if (r.is_null() && ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
        Value e = ctx.take_exception();
        TupleObject* a = objects::as_exception(e)->args;
        ctx.builtins.stop_iteration_value = a && a->size() > 0 ? a->items[0] : Value::none();
      }
    }
    if (r.is_null()) {
      if (ctx.has_exception()) goto error;
      done = true;
      r = ctx.builtins.stop_iteration_value;
      if (r.is_null()) r = Value::none();
      ctx.builtins.stop_iteration_value = Value::null();
    }
  }
  if (done) {
    sp -= 2;
    PUSH(r);
    pc = static_cast<int>(arg);
  } else {
    TOP() = r;
  }
  DISPATCH();
}
op_MAKE_FUNCTION: {
  Value codev = POP();
  Value closure = (arg & kMakeFunctionClosure) ? POP() : Value::null();
  Value ann = (arg & kMakeFunctionAnnotations) ? POP() : Value::null();
  Value kwd = (arg & kMakeFunctionKwDefaults) ? POP() : Value::null();
  Value defs = (arg & kMakeFunctionDefaults) ? POP() : Value::null();
  Value fnv = make_function(ctx, f, static_cast<CodeObject*>(codev.as_object()), defs, kwd, ann,
                            closure);
  CHECK(fnv);
  PUSH(fnv);
  DISPATCH();
}
op_LOAD_BUILD_CLASS: {
  Value v = Value::null();
  if (f->builtins.is_object())
    v = objects::dict_get_cstr(ctx, objects::as_dict(f->builtins), "__build_class__");
  if (v.is_null()) {
    ctx.raise(ctx.builtins.exc_NameError, "__build_class__ not found");
    goto error;
  }
  PUSH(v);
  DISPATCH();
}
op_IMPORT_NAME: {
  Value fromlist = POP();
  Value level = TOP();
  Value m = import_name(ctx, names[arg]->view(), f->globals, fromlist,
                        static_cast<int>(level.as_small_int()));
  CHECK(m);
  TOP() = m;
  DISPATCH();
}
op_IMPORT_FROM: {
  Value v = import_from(ctx, TOP(), names[arg]);
  CHECK(v);
  PUSH(v);
  DISPATCH();
}
op_IMPORT_STAR:
  if (!import_star(ctx, f, TOP())) goto error;
  --sp;
  DISPATCH();
op_RAISE_VARARGS: {
  if (arg == 0) {
    Value h = vm.handled_exception;
    if (h.is_null() || h.is_none()) {
      ctx.raise(ctx.builtins.exc_RuntimeError, "No active exception to reraise");
      goto error;
    }
    ctx.raise_value(h);
    reraise = true;
    goto error;
  }
  Value cause = arg == 2 ? POP() : Value::null();
  Value exc = POP();
  do_raise(ctx, exc, cause);
  goto error;
}
op_RERAISE: {
  Value exc = POP();
  ctx.raise_value(exc);
  reraise = true;
  goto error;
}
op_SETUP_FINALLY:
op_SETUP_CLEANUP:
  f->blocks.push_back({static_cast<int>(arg), static_cast<int>(sp - slots)});
  DISPATCH();
op_SETUP_WITH:
  f->blocks.push_back({static_cast<int>(arg), static_cast<int>(sp - slots) - 1});
  DISPATCH();
op_POP_BLOCK:
  f->blocks.pop_back();
  DISPATCH();
op_PUSH_EXC_INFO: {
  Value exc = TOP();
  TOP() = vm.handled_exception.is_null() ? Value::none() : vm.handled_exception;
  PUSH(exc);
  vm.handled_exception = exc;
  DISPATCH();
}
op_POP_EXCEPT: {
  Value prev = POP();
  vm.handled_exception = prev.is_none() ? Value::null() : prev;
  DISPATCH();
}
op_CHECK_EXC_MATCH: {
  int r = check_exc_match(ctx, PEEK(2), TOP());
  if (r < 0) goto error;
  TOP() = Value::boolean(r == 1);
  DISPATCH();
}
op_BEFORE_WITH: {
  Value exitv, entered;
  if (!before_with(ctx, TOP(), &exitv, &entered)) goto error;
  TOP() = exitv;
  PUSH(entered);
  DISPATCH();
}
op_WITH_EXCEPT_START: {
  Value r = with_except_start(ctx, PEEK(3), TOP());
  CHECK(r);
  PUSH(r);
  DISPATCH();
}
op_FORMAT_VALUE: {
  Value spec = (arg & kFormatHasSpec) ? POP() : Value::null();
  Value r = format_value(ctx, TOP(), static_cast<int>(arg & kFormatConversionMask), spec);
  CHECK(r);
  TOP() = r;
  DISPATCH();
}
op_LOAD_ASSERTION_ERROR:
  PUSH(Value::object(ctx.builtins.exc_AssertionError));
  DISPATCH();
op_SETUP_ANNOTATIONS: {
  // Only the locals mapping counts: a class body must not see the module's dict.
  StrObject* key = ctx.builtins.names.__annotations__;
  Value ns = f->locals.is_null() ? Value::object(f->globals) : f->locals;
  Value cur;
  if (objects::is_dict(ctx, ns)) {
    cur = objects::dict_get_str(ctx, objects::as_dict(ns), key);
  } else {
    cur = protocol::getitem(ctx, ns, Value::object(key));
    if (cur.is_null()) {
      if (!ctx.exception_matches(ctx.builtins.exc_KeyError)) goto error;
      ctx.take_exception();
    }
  }
  if (cur.is_null() && !store_name(ctx, f, key, protocol::new_dict(ctx))) goto error;
  DISPATCH();
}
op_PRINT_EXPR: {
  Value v = POP();
  if (!print_expr(ctx, v)) goto error;
  DISPATCH();
}
op_LOAD_LOCALS:
  if (f->locals.is_null()) {
    ctx.raise(ctx.builtins.exc_SystemError, "no locals found");
    goto error;
  }
  PUSH(f->locals);
  DISPATCH();
op_GET_LEN: {
  Value n = protocol::length(ctx, TOP());
  CHECK(n);
  PUSH(n);
  DISPATCH();
}
op_MATCH_SEQUENCE: {
  bool is_sequence = is_match_sequence(ctx, TOP());
  PUSH(Value::boolean(is_sequence));
  DISPATCH();
}
op_MATCH_MAPPING: {
  bool is_mapping = is_match_mapping(ctx, TOP());
  PUSH(Value::boolean(is_mapping));
  DISPATCH();
}
op_MATCH_KEYS: {
  Value values = match_keys(ctx, PEEK(2), TOP());
  CHECK(values);
  PUSH(values);
  DISPATCH();
}
op_MATCH_CLASS: {
  Value attrs = match_class(ctx, PEEK(3), PEEK(2), TOP(), static_cast<int>(arg));
  CHECK(attrs);
  sp -= 2;
  TOP() = attrs;
  DISPATCH();
}
op_CHECK_EG_MATCH: {
  Value match, rest;
  if (!check_eg_match(ctx, PEEK(2), TOP(), &match, &rest)) goto error;
  PEEK(2) = rest;
  TOP() = match;
  if (!match.is_none()) vm.handled_exception = match;
  DISPATCH();
}
op_PREP_RERAISE_STAR: {
  Value result = prep_reraise_star(ctx, PEEK(2), TOP());
  CHECK(result);
  --sp;
  TOP() = result;
  DISPATCH();
}
op_GET_AWAITABLE: {
  Value it = get_awaitable(ctx, TOP(), static_cast<int>(arg));
  CHECK(it);
  TOP() = it;
  DISPATCH();
}
op_GET_AITER: {
  Value it = get_aiter(ctx, TOP());
  CHECK(it);
  TOP() = it;
  DISPATCH();
}
op_GET_ANEXT: {
  Value it = get_anext(ctx, TOP());
  CHECK(it);
  PUSH(it);
  DISPATCH();
}
op_END_ASYNC_FOR: {
  Value exc = POP();
  if (protocol::is_instance_of_type(ctx, exc, B.exc_StopAsyncIteration)) {
    --sp;  // the async iterator
    DISPATCH();
  }
  ctx.raise_value(exc);
  reraise = true;
  goto error;
}
op_BEFORE_ASYNC_WITH: {
  Value exitv, entered;
  if (!before_async_with(ctx, TOP(), &exitv, &entered)) goto error;
  TOP() = exitv;
  PUSH(entered);
  DISPATCH();
}
op_ASYNC_GEN_WRAP: {
  Value w = async_gen_wrap(ctx, TOP());
  TOP() = w;
  DISPATCH();
}

error : {
  Value exc = ctx.pending_exception();
  if (!reraise) {
    if (!exc.is(vm.propagating)) chain_context(ctx, exc, vm.handled_exception);
    add_traceback_entry(ctx, exc, f);
  }
  reraise = false;
  vm.propagating = Value::null();
  kwnames = nullptr;
  if (!f->blocks.empty()) {
    Block b = f->blocks.back();
    f->blocks.pop_back();
    sp = slots + b.level;
    PUSH(ctx.take_exception());
    pc = b.handler;
    DISPATCH();
  }
  retval = Value::null();
  vm.propagating = exc;
}

exit_frame:
  f->pc = pc;
  f->stack_top = static_cast<int>(sp - slots);
  vm.current_frame = f->back;
  f->back = nullptr;
  leave_recursive_call(ctx);
  if (f->recyclable && !f->escaped) release_frame(ctx, f);
  if (!retval.is_null() && ctx.heap.collection_requested()) {
    // Keep the result alive across the collection.
    gc::Heap& heap = ctx.heap;
    if (retval.is_object()) {
      heap.handle_stack().push_back(retval.as_object());
      heap.collect();
      heap.handle_stack().pop_back();
    } else {
      heap.collect();
    }
  }
  return retval;
#undef PUSH
#undef POP
#undef TOP
#undef PEEK
#undef DISPATCH
#undef CHECK
}

}  // namespace tp::vm

namespace tp::vm {

namespace {
void on_sigint(int) { g_interrupt_requested = 1; }
}  // namespace

void install_sigint_handler() {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
}

bool interrupt_pending() { return g_interrupt_requested != 0; }
void clear_interrupt() { g_interrupt_requested = 0; }

// The last-resort native boundary (Note [C++ exceptions at native boundaries] in
// objects/memory_limit.h): a std::bad_alloc thrown by a slot called straight from the loop
// (`s + s`) unwinds eval_frame_loop mid-instruction. The frame is detached as exit_frame
// would, a MemoryError is made pending at f->lasti, and the loop is re-entered throwing, so
// the frame's own handlers (try/except, with) see it; the block stack resets the value stack.
Value eval_frame(Context& ctx, FrameObject* f, bool throwing) {
  objects::NativeBoundary saved = objects::enter_native_boundary(ctx);
  for (;;) {
    try {
      return eval_frame_loop(ctx, f, throwing);
    } catch (const std::bad_alloc&) {
    } catch (const std::length_error&) {
    }
    ctx.vm.current_frame = f->back;
    f->back = nullptr;
    objects::out_of_memory_at_boundary(ctx, saved);
    f->pc = f->lasti + 1;
    throwing = true;
  }
}

}  // namespace tp::vm
