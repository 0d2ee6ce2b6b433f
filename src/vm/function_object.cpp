// The function, method and cell types: allocation, tracing, the call slots (the eval loop
// runs functions; methods prepend __self__), descriptor binding (a function read from a
// class through an instance becomes a bound method) and their Python-visible attributes.
#include "vm/function_object.h"

#include <cstdio>

#include "objects/dict_object.h"
#include "objects/function_objects.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/interpreter.h"
#include "vm/vm_types.h"

namespace tp::vm {

void FunctionObject::trace(Tracer& tracer) {
  tracer.mark(code);
  tracer.mark(globals);
  tracer.mark(builtins);
  tracer.mark(name);
  tracer.mark(qualname);
  tracer.mark(module);
  tracer.mark(doc);
  tracer.mark(defaults);
  tracer.mark(kwdefaults);
  tracer.mark(closure);
  tracer.mark(annotations);
  tracer.mark(dict);
}

CellObject* new_cell(Context& ctx, Value contents) {
  CellObject* c = ctx.heap.make<CellObject>(ctx.builtins.cell_type);
  c->contents = contents;
  return c;
}

Value new_method(Context& ctx, Value func, Value self) {
  return Value::object(ctx.heap.make<MethodObject>(ctx.builtins.method_type, func, self));
}

namespace {

FunctionObject* fn(Value v) { return static_cast<FunctionObject*>(v.as_object()); }
MethodObject* meth(Value v) { return static_cast<MethodObject*>(v.as_object()); }

std::string address(const void* p) {
  char buf[32];
  snprintf(buf, sizeof buf, "%p", p);
  return buf;
}

// --- function ---
Value function_descr_get(Context& ctx, Value descr, Value obj, TypeObject*) {
  if (obj.is_null() || obj.is_none()) return descr;
  return new_method(ctx, descr, obj);
}

Value function_get(Context& ctx, const CallArgs& call) {
  if (call.nargs < 2) return ctx.raise(ctx.builtins.exc_TypeError, "expected at least 1 argument");
  Value obj = call.args[1];
  if (obj.is_none()) return call.args[0];
  return new_method(ctx, call.args[0], obj);
}

Value function_repr(Context& ctx, const CallArgs& call) {
  FunctionObject* f = fn(call.args[0]);
  std::string q = objects::as_str(f->qualname)->data;
  return objects::str_from(ctx, "<function " + q + " at " + address(f) + ">");
}

Value fget_name(Context&, Value self) { return fn(self)->name; }
int fset_name(Context& ctx, Value self, Value v) {
  if (v.is_null() || !objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__name__ must be set to a string object");
    return -1;
  }
  fn(self)->name = v;
  return 0;
}
Value fget_qualname(Context&, Value self) { return fn(self)->qualname; }
int fset_qualname(Context& ctx, Value self, Value v) {
  if (v.is_null() || !objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__qualname__ must be set to a string object");
    return -1;
  }
  fn(self)->qualname = v;
  return 0;
}
Value fget_doc(Context&, Value self) { return fn(self)->doc; }
int fset_doc(Context&, Value self, Value v) {
  fn(self)->doc = v.is_null() ? Value::none() : v;
  return 0;
}
Value fget_module(Context&, Value self) { return fn(self)->module; }
int fset_module(Context&, Value self, Value v) {
  fn(self)->module = v.is_null() ? Value::none() : v;
  return 0;
}
Value fget_defaults(Context&, Value self) {
  FunctionObject* f = fn(self);
  return f->defaults ? Value::object(f->defaults) : Value::none();
}
int fset_defaults(Context& ctx, Value self, Value v) {
  if (v.is_null() || v.is_none()) {
    fn(self)->defaults = nullptr;
    return 0;
  }
  if (!objects::is_tuple(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__defaults__ must be set to a tuple object");
    return -1;
  }
  fn(self)->defaults = objects::as_tuple(v);
  return 0;
}
Value fget_kwdefaults(Context&, Value self) {
  FunctionObject* f = fn(self);
  return f->kwdefaults ? Value::object(f->kwdefaults) : Value::none();
}
int fset_kwdefaults(Context& ctx, Value self, Value v) {
  if (v.is_null() || v.is_none()) {
    fn(self)->kwdefaults = nullptr;
    return 0;
  }
  if (!objects::is_dict(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__kwdefaults__ must be set to a dict object");
    return -1;
  }
  fn(self)->kwdefaults = objects::as_dict(v);
  return 0;
}
Value fget_code(Context&, Value self) { return Value::object(fn(self)->code); }
Value fget_globals(Context&, Value self) { return Value::object(fn(self)->globals); }
Value fget_builtins(Context&, Value self) { return fn(self)->builtins; }
Value fget_closure(Context&, Value self) {
  FunctionObject* f = fn(self);
  return f->closure ? Value::object(f->closure) : Value::none();
}
Value fget_dict(Context& ctx, Value self) {
  FunctionObject* f = fn(self);
  if (!f->dict) f->dict = objects::dict_new(ctx);
  return Value::object(f->dict);
}
Value fget_annotations(Context& ctx, Value self) {
  FunctionObject* f = fn(self);
  if (f->annotations.is_null() || f->annotations.is_none())
    f->annotations = Value::object(objects::dict_new(ctx));
  return f->annotations;
}
int fset_annotations(Context&, Value self, Value v) {
  fn(self)->annotations = v;
  return 0;
}

const objects::GetSetDef function_getsets[] = {
    {"__name__", fget_name, fset_name},
    {"__qualname__", fget_qualname, fset_qualname},
    {"__doc__", fget_doc, fset_doc},
    {"__module__", fget_module, fset_module},
    {"__defaults__", fget_defaults, fset_defaults},
    {"__kwdefaults__", fget_kwdefaults, fset_kwdefaults},
    {"__code__", fget_code},
    {"__globals__", fget_globals},
    {"__builtins__", fget_builtins},
    {"__closure__", fget_closure},
    {"__dict__", fget_dict},
    {"__annotations__", fget_annotations, fset_annotations},
    {}};

const objects::MethodDef function_methods[] = {
    {"__get__", function_get}, {"__repr__", function_repr}, {"__call__", objects::call_dunder}, {}};

// --- method ---
Value method_call(Context& ctx, Value callable, const CallArgs& call) {
  MethodObject* m = meth(callable);
  size_t total = call.total();
  // Small calls use a stack buffer; the arguments stay rooted by the caller.
  Value small[8];
  std::vector<Value> big;
  Value* args = small;
  if (total + 1 > 8) {
    big.resize(total + 1);
    args = big.data();
  }
  args[0] = m->self;
  for (size_t i = 0; i < total; ++i) args[i + 1] = call.args[i];
  CallArgs c{args, call.nargs + 1, call.kwnames};
  return protocol::call(ctx, m->func, c);
}

Value method_repr(Context& ctx, const CallArgs& call) {
  MethodObject* m = meth(call.args[0]);
  Value qn = protocol::getattr_optional(ctx, m->func, ctx.builtins.names.__qualname__);
  if (qn.is_null()) {
    if (ctx.has_exception()) return Value::null();
    qn = protocol::getattr_optional(ctx, m->func, ctx.builtins.names.__name__);
    if (qn.is_null()) {
      if (ctx.has_exception()) return Value::null();
      qn = objects::str_from(ctx, "?");
    }
  }
  std::string q, self_repr;
  if (!objects::str_string(ctx, qn, &q)) return Value::null();
  if (!objects::repr_string(ctx, m->self, &self_repr)) return Value::null();
  return objects::str_from(ctx, "<bound method " + q + " of " + self_repr + ">");
}

Value method_eq(Context& ctx, const CallArgs& call) {
  Value a = call.args[0], b = call.args[1];
  if (!b.is_object() || b.as_object()->type() != ctx.builtins.method_type)
    return ctx.builtins.not_implemented;
  MethodObject *x = meth(a), *y = meth(b);
  return Value::boolean(x->self.is(y->self) && x->func.is(y->func));
}

Value method_hash(Context& ctx, const CallArgs& call) {
  MethodObject* m = meth(call.args[0]);
  auto h = protocol::hash(ctx, m->func);
  if (!h) return Value::null();
  return Value::small_int(*h ^ static_cast<int64_t>(m->self.raw_bits() >> 4));
}

Value mget_self(Context&, Value self) { return meth(self)->self; }
Value mget_func(Context&, Value self) { return meth(self)->func; }
Value mget_forwarded(Context& ctx, Value self, StrObject* name) {
  return protocol::getattr(ctx, meth(self)->func, name);
}
Value mget_name(Context& ctx, Value self) {
  return mget_forwarded(ctx, self, ctx.builtins.names.__name__);
}
Value mget_qualname(Context& ctx, Value self) {
  return mget_forwarded(ctx, self, ctx.builtins.names.__qualname__);
}
Value mget_doc(Context& ctx, Value self) {
  return mget_forwarded(ctx, self, ctx.builtins.names.__doc__);
}
Value mget_module(Context& ctx, Value self) {
  return mget_forwarded(ctx, self, ctx.builtins.names.__module__);
}

// method(function, instance): types.MethodType.
Value method_new(Context& ctx, const CallArgs& call) {
  if (call.kwnames) return ctx.raise(ctx.builtins.exc_TypeError, "method() takes no keyword arguments");
  if (call.nargs != 3)
    return ctx.raise(ctx.builtins.exc_TypeError, "method expected 2 arguments, got %zu", call.nargs - 1);
  if (!protocol::is_callable(ctx, call.args[1]))
    return ctx.raise(ctx.builtins.exc_TypeError, "first argument must be callable");
  if (call.args[2].is_none()) return ctx.raise(ctx.builtins.exc_TypeError, "instance must not be None");
  return new_method(ctx, call.args[1], call.args[2]);
}
const objects::MethodDef method_static[] = {{"__new__", method_new}, {}};

const objects::GetSetDef method_getsets[] = {
    {"__self__", mget_self}, {"__func__", mget_func},     {"__name__", mget_name},
    {"__qualname__", mget_qualname}, {"__doc__", mget_doc}, {"__module__", mget_module},
    {}};
const objects::MethodDef method_methods[] = {
    {"__repr__", method_repr}, {"__eq__", method_eq}, {"__hash__", method_hash},
    {"__call__", objects::call_dunder}, {}};

// --- cell ---
Value cget_contents(Context& ctx, Value self) {
  Value v = static_cast<CellObject*>(self.as_object())->contents;
  if (v.is_null()) return ctx.raise(ctx.builtins.exc_ValueError, "Cell is empty");
  return v;
}
int cset_contents(Context&, Value self, Value v) {
  static_cast<CellObject*>(self.as_object())->contents = v;
  return 0;
}
const objects::GetSetDef cell_getsets[] = {{"cell_contents", cget_contents, cset_contents}, {}};

}  // namespace

void init_function_types(Context& ctx) {
  TypeObject* object = ctx.builtins.object_type;
  TypeObject* f = objects::new_native_type(ctx, "function", object, nullptr);
  f->call_slot = call_function;
  f->descr_get = function_descr_get;
  f->allows_instance_dict = true;  // function attributes (f.custom = 1)
  objects::add_getsets(ctx, f, function_getsets);
  objects::add_methods(ctx, f, function_methods);
  ctx.builtins.function_type = f;

  TypeObject* m = objects::new_native_type(ctx, "method", object, nullptr);
  m->call_slot = method_call;
  objects::add_getsets(ctx, m, method_getsets);
  objects::add_methods(ctx, m, method_methods);
  objects::add_static_methods(ctx, m, method_static);
  ctx.builtins.method_type = m;

  TypeObject* c = objects::new_native_type(ctx, "cell", object, nullptr);
  objects::add_getsets(ctx, c, cell_getsets);
  ctx.builtins.cell_type = c;
}

}  // namespace tp::vm
