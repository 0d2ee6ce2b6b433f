// CodeObject: allocation and tracing; the `code` type's attributes (co_name, co_filename,
// co_varnames...) for introspection from Python.
#include "vm/code_object.h"

#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "runtime/context.h"

namespace tp::vm {

void CodeObject::trace(Tracer& tracer) {
  for (Value v : consts) tracer.mark(v);
  for (StrObject* s : names) tracer.mark(s);
  for (StrObject* s : varnames) tracer.mark(s);
  for (StrObject* s : cellvars) tracer.mark(s);
  for (StrObject* s : freevars) tracer.mark(s);
  tracer.mark(docstring);
  for (const AttrCache& c : attr_caches) tracer.mark(c.descr);
}

CodeObject* new_code(Context& ctx) { return ctx.heap.make<CodeObject>(ctx.builtins.code_type); }

namespace {

CodeObject* self_code(Value v) { return static_cast<CodeObject*>(v.as_object()); }

Value names_tuple(Context& ctx, const std::vector<StrObject*>& names) {
  std::vector<Value> items;
  for (StrObject* s : names) items.push_back(Value::object(s));
  return objects::tuple_from(ctx, std::move(items));
}

Value get_name(Context& ctx, Value self) { return objects::str_from(ctx, self_code(self)->name); }
Value get_qualname(Context& ctx, Value self) {
  return objects::str_from(ctx, self_code(self)->qualname);
}
Value get_filename(Context& ctx, Value self) {
  return objects::str_from(ctx, self_code(self)->filename);
}
Value get_firstlineno(Context&, Value self) {
  return Value::small_int(self_code(self)->firstlineno);
}
Value get_argcount(Context&, Value self) { return Value::small_int(self_code(self)->argcount); }
Value get_posonly(Context&, Value self) {
  return Value::small_int(self_code(self)->posonlyargcount);
}
Value get_kwonly(Context&, Value self) {
  return Value::small_int(self_code(self)->kwonlyargcount);
}
Value get_flags(Context&, Value self) { return Value::small_int(self_code(self)->flags); }
// co_flags is read-only in CPython; here the CO_ITERABLE_COROUTINE bit (0x100) alone may
// change, which is how types.coroutine marks a generator function's code in place.
int set_flags(Context& ctx, Value self, Value v) {
  CodeObject* co = self_code(self);
  if (!v.is_small_int() || ((static_cast<uint32_t>(v.as_small_int()) ^ co->flags) & ~kCoIterableCoroutine)) {
    ctx.raise(ctx.builtins.exc_AttributeError, "readonly attribute");
    return -1;
  }
  co->flags = static_cast<uint32_t>(v.as_small_int());
  return 0;
}
Value get_nlocals(Context&, Value self) { return Value::small_int(self_code(self)->nlocals()); }
Value get_stacksize(Context&, Value self) { return Value::small_int(self_code(self)->stacksize); }
Value get_varnames(Context& ctx, Value self) { return names_tuple(ctx, self_code(self)->varnames); }
Value get_names(Context& ctx, Value self) { return names_tuple(ctx, self_code(self)->names); }
Value get_cellvars(Context& ctx, Value self) { return names_tuple(ctx, self_code(self)->cellvars); }
Value get_freevars(Context& ctx, Value self) { return names_tuple(ctx, self_code(self)->freevars); }
Value get_consts(Context& ctx, Value self) {
  return objects::tuple_from(ctx, self_code(self)->consts);
}

Value code_repr(Context& ctx, const CallArgs& call) {
  CodeObject* co = self_code(call.args[0]);
  char buf[64];
  snprintf(buf, sizeof buf, "%p", static_cast<void*>(co));
  std::string s = "<code object " + co->name + " at " + buf + ", file \"" + co->filename +
                  "\", line " + std::to_string(co->firstlineno) + ">";
  return objects::str_from(ctx, s);
}

const objects::GetSetDef code_getsets[] = {
    {"co_name", get_name},           {"co_qualname", get_qualname},
    {"co_filename", get_filename},   {"co_firstlineno", get_firstlineno},
    {"co_argcount", get_argcount},   {"co_posonlyargcount", get_posonly},
    {"co_kwonlyargcount", get_kwonly}, {"co_flags", get_flags, set_flags},
    {"co_nlocals", get_nlocals},     {"co_stacksize", get_stacksize},
    {"co_varnames", get_varnames},   {"co_names", get_names},
    {"co_cellvars", get_cellvars},   {"co_freevars", get_freevars},
    {"co_consts", get_consts},       {}};

// co_positions(): (line, end_line, col, end_col) per instruction, None where unknown.
Value code_positions(Context& ctx, const CallArgs& call) {
  CodeObject* co = self_code(call.args[0]);
  std::vector<Value> items;
  for (size_t i = 0; i < co->code.size(); ++i) {
    Position p = i < co->positions.size() ? co->positions[i] : Position{};
    auto opt = [](int v) { return v < 0 ? Value::none() : Value::small_int(v); };
    items.push_back(objects::tuple_from(
        ctx, {Value::small_int(co->line_of(static_cast<int>(i))),
              Value::small_int(p.end_line ? p.end_line : co->line_of(static_cast<int>(i))),
              opt(p.col), opt(p.end_col)}));
  }
  Value list = objects::tuple_from(ctx, std::move(items));
  return protocol::get_iter(ctx, list);
}

const objects::MethodDef code_methods[] = {
    {"__repr__", code_repr}, {"co_positions", code_positions}, {}};

}  // namespace

void init_code_type(Context& ctx) {
  TypeObject* t = objects::new_native_type(ctx, "code", ctx.builtins.object_type, nullptr);
  ctx.builtins.code_type = t;
  objects::add_getsets(ctx, t, code_getsets);
  objects::add_methods(ctx, t, code_methods);
}

}  // namespace tp::vm
