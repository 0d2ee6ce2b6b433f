// Bodies of the less hot instructions of the eval loop (declared in vm/eval_support.h):
// unpacking, name lookups' slow paths, function creation, imports into a namespace, `with`,
// f-string pieces, container displays, `except` matching, `raise`, and the bookkeeping of
// tracebacks and exception context while unwinding.
#include "vm/eval_support.h"

#include <string>

#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/str_object.h"
#include "objects/function_objects.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"
#include "vm/code_object.h"
#include "vm/frame.h"
#include "vm/function_object.h"
#include "vm/interpreter.h"

namespace tp::vm {

namespace {
const char* tname(Context& ctx, Value v) { return objects::type_name(ctx, v); }
}  // namespace

bool unpack_sequence(Context& ctx, Value seq, int n, Value* out) {
  if (seq.is_object()) {
    TypeObject* t = seq.as_object()->type();
    const std::vector<Value>* items = nullptr;
    if (t == ctx.builtins.tuple_type) items = &objects::as_tuple(seq)->items;
    if (t == ctx.builtins.list_type) items = &objects::as_list(seq)->items;
    if (items) {
      int size = static_cast<int>(items->size());
      if (size < n) {
        ctx.raise(ctx.builtins.exc_ValueError, "not enough values to unpack (expected %d, got %d)",
                  n, size);
        return false;
      }
      if (size > n) {
        ctx.raise(ctx.builtins.exc_ValueError, "too many values to unpack (expected %d)", n);
        return false;
      }
      for (int i = 0; i < n; ++i) out[i] = (*items)[i];
      return true;
    }
  }
  Value it = protocol::get_iter(ctx, seq);
  if (it.is_null()) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "cannot unpack non-iterable %s object",
                tname(ctx, seq));
    }
    return false;
  }
  gc::Root<Object> keep(ctx.heap, it.is_object() ? it.as_object() : nullptr);
  for (int i = 0; i < n; ++i) {
    Value v = protocol::iter_next(ctx, it);
    if (v.is_null()) {
      if (ctx.has_exception()) return false;
      ctx.raise(ctx.builtins.exc_ValueError, "not enough values to unpack (expected %d, got %d)", n,
                i);
      return false;
    }
    out[i] = v;
  }
  Value extra = protocol::iter_next(ctx, it);
  if (!extra.is_null()) {
    ctx.raise(ctx.builtins.exc_ValueError, "too many values to unpack (expected %d)", n);
    return false;
  }
  return !ctx.has_exception();
}

bool unpack_ex(Context& ctx, Value seq, int before, int after, Value* out) {
  std::vector<Value> items;
  if (!objects::collect_iterable(ctx, seq, &items)) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError) && protocol::get_iter(ctx, seq).is_null()) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "cannot unpack non-iterable %s object",
                tname(ctx, seq));
    }
    return false;
  }
  int size = static_cast<int>(items.size());
  if (size < before + after) {
    ctx.raise(ctx.builtins.exc_ValueError,
              "not enough values to unpack (expected at least %d, got %d)", before + after, size);
    return false;
  }
  for (int i = 0; i < before; ++i) out[i] = items[i];
  std::vector<Value> middle(items.begin() + before, items.end() - after);
  out[before] = Value::object(objects::list_new(ctx, std::move(middle)));
  for (int i = 0; i < after; ++i) out[before + 1 + i] = items[size - after + i];
  return true;
}

Value name_error(Context& ctx, StrObject* name) {
  return ctx.raise(ctx.builtins.exc_NameError, "name '%s' is not defined", name->data.c_str());
}

Value load_global_slow(Context& ctx, FrameObject* f, StrObject* name) {
  if (f->builtins.is_object()) {
    DictObject* b = objects::as_dict(f->builtins);
    Value v = objects::dict_get_str(ctx, b, name);
    if (!v.is_null()) return v;
    // `ml` is a builtin name (SPEC section 2), bound on first use so start-up stays lean.
    if (name->data == "ml" && runtime::find_native_module("ml")) {
      Value m = import_module(ctx, "ml");
      if (m.is_null()) return m;
      objects::dict_set_str(ctx, b, name, m);
      return m;
    }
  }
  return name_error(ctx, name);
}

Value load_global_cached(Context& ctx, FrameObject* f, StrObject* name, NameCache& c) {
  DictObject* g = f->globals;
  int64_t ix = objects::dict_index_str(ctx, g, name);
  if (ix >= 0) {
    c = {g, g->version, nullptr, 0, static_cast<int32_t>(ix)};
    return g->entries[ix].value;
  }
  Value v = load_global_slow(ctx, f, name);
  if (!v.is_null() && f->builtins.is_object()) {
    DictObject* b = objects::as_dict(f->builtins);
    ix = objects::dict_index_str(ctx, b, name);
    c = {g, g->version, b, b->version, static_cast<int32_t>(ix)};
    if (ix < 0) c.globals = nullptr;
  }
  return v;
}

Value load_name(Context& ctx, FrameObject* f, StrObject* name) {
  Value locals = f->locals;
  if (!locals.is_null() && !locals.is(Value::object(f->globals))) {
    Value v;
    if (objects::is_dict(ctx, locals)) {
      v = objects::dict_get_str(ctx, objects::as_dict(locals), name);
    } else {
      v = protocol::getitem(ctx, locals, Value::object(name));
      if (v.is_null()) {
        if (!ctx.exception_matches(ctx.builtins.exc_KeyError)) return v;
        ctx.take_exception();
      }
    }
    if (!v.is_null()) return v;
  }
  Value v = objects::dict_get_str(ctx, f->globals, name);
  if (!v.is_null()) return v;
  return load_global_slow(ctx, f, name);
}

bool store_name(Context& ctx, FrameObject* f, StrObject* name, Value v) {
  Value locals = f->locals.is_null() ? Value::object(f->globals) : f->locals;
  // Only an exact dict takes the fast path: a dict subclass from a metaclass's
  // __prepare__ (enum's namespace) sees every class-body assignment in its __setitem__.
  if (locals.is_object() && locals.as_object()->type() == ctx.builtins.dict_type) {
    return objects::dict_set_str(ctx, objects::as_dict(locals), name, v) >= 0;
  }
  return protocol::setitem(ctx, locals, Value::object(name), v) >= 0;
}

bool delete_name(Context& ctx, FrameObject* f, StrObject* name) {
  Value locals = f->locals.is_null() ? Value::object(f->globals) : f->locals;
  if (locals.is_object() && locals.as_object()->type() == ctx.builtins.dict_type) {
    int r = objects::dict_del(ctx, objects::as_dict(locals), Value::object(name));
    if (r < 0) return false;
    if (r == 0) {
      name_error(ctx, name);
      return false;
    }
    return true;
  }
  if (protocol::delitem(ctx, locals, Value::object(name)) < 0) {
    if (ctx.exception_matches(ctx.builtins.exc_KeyError)) {
      ctx.take_exception();
      name_error(ctx, name);
    }
    return false;
  }
  return true;
}

Value make_function(Context& ctx, FrameObject* f, CodeObject* code, Value defaults,
                    Value kwdefaults, Value annotations, Value closure) {
  FunctionObject* fn = ctx.heap.make<FunctionObject>(ctx.builtins.function_type);
  fn->code = code;
  fn->globals = f->globals;
  fn->builtins = f->builtins;
  fn->name = Value::object(protocol::intern(ctx, code->name));
  fn->qualname = objects::str_from(ctx, code->qualname);
  Value modname = objects::dict_get_str(ctx, f->globals, ctx.builtins.names.__name__);
  fn->module = modname.is_null() ? Value::none() : modname;
  fn->doc = code->docstring.is_null() ? Value::none() : code->docstring;
  if (!defaults.is_null() && !defaults.is_none()) fn->defaults = objects::as_tuple(defaults);
  if (!kwdefaults.is_null() && !kwdefaults.is_none()) fn->kwdefaults = objects::as_dict(kwdefaults);
  if (!closure.is_null()) fn->closure = objects::as_tuple(closure);
  if (!annotations.is_null()) fn->annotations = annotations;
  return Value::object(fn);
}

Value import_from(Context& ctx, Value module, StrObject* name) {
  Value v = protocol::getattr_optional(ctx, module, name);
  if (!v.is_null() || ctx.has_exception()) return v;
  // A submodule that is in sys.modules but not yet bound on its package (circular imports).
  Value pkgname = protocol::getattr_optional(ctx, module, ctx.builtins.names.__name__);
  if (pkgname.is_null() && ctx.has_exception()) return pkgname;
  std::string modname;
  if (!pkgname.is_null() && objects::is_str(ctx, pkgname)) {
    modname = objects::as_str(pkgname)->data;
    std::string full = modname + "." + name->data;
    Value sub = objects::dict_get_cstr(ctx, ctx.vm.modules, full.c_str());
    if (!sub.is_null()) return sub;
  }
  std::string where = "unknown location";
  Value file = protocol::getattr_optional(ctx, module, ctx.builtins.names.__file__);
  if (file.is_null()) ctx.take_exception();
  if (!file.is_null() && objects::is_str(ctx, file)) where = objects::as_str(file)->data;
  if (modname.empty()) modname = "<unknown module name>";
  return ctx.raise(ctx.builtins.exc_ImportError, "cannot import name '%s' from '%s' (%s)",
                   name->data.c_str(), modname.c_str(), where.c_str());
}

bool import_star(Context& ctx, FrameObject* f, Value module) {
  Value all = protocol::getattr_optional(ctx, module, ctx.builtins.names.__all__);
  if (all.is_null() && ctx.has_exception()) return false;
  std::vector<Value> names;
  bool skip_private = false;
  if (!all.is_null()) {
    if (!objects::collect_iterable(ctx, all, &names)) return false;
  } else {
    Value d = protocol::getattr(ctx, module, ctx.builtins.names.__dict__);
    if (d.is_null()) return false;
    if (!objects::is_dict(ctx, d)) {
      ctx.raise(ctx.builtins.exc_ImportError, "from-import-* object has no __dict__ and no __all__");
      return false;
    }
    Value k, v;
    for (size_t pos = 0; objects::dict_next(objects::as_dict(d), &pos, &k, &v);) names.push_back(k);
    skip_private = true;
  }
  for (Value n : names) {
    if (!objects::is_str(ctx, n)) {
      ctx.raise(ctx.builtins.exc_TypeError, "Item in %s.__all__ must be str, not %s", "module",
                tname(ctx, n));
      return false;
    }
    StrObject* s = objects::as_str(n);
    if (skip_private && !s->data.empty() && s->data[0] == '_') continue;
    Value v = protocol::getattr(ctx, module, s);
    if (v.is_null()) return false;
    if (!store_name(ctx, f, s, v)) return false;
  }
  return true;
}

bool before_with(Context& ctx, Value mgr, Value* exit, Value* entered) {
  Value enter = protocol::lookup_special(ctx, mgr, ctx.builtins.names.__enter__);
  if (enter.is_null()) {
    if (!ctx.has_exception())
      ctx.raise(ctx.builtins.exc_TypeError,
                "'%s' object does not support the context manager protocol", tname(ctx, mgr));
    return false;
  }
  Value ex = protocol::lookup_special(ctx, mgr, ctx.builtins.names.__exit__);
  if (ex.is_null()) {
    if (!ctx.has_exception())
      ctx.raise(ctx.builtins.exc_TypeError,
                "'%s' object does not support the context manager protocol (missed __exit__ "
                "method)",
                tname(ctx, mgr));
    return false;
  }
  TypeObject* mt = protocol::type_of(ctx, mgr);
  Value bound_exit = objects::descriptor_get(ctx, ex, mgr, mt);
  if (bound_exit.is_null()) return false;
  gc::Root<Object> keep(ctx.heap, bound_exit.is_object() ? bound_exit.as_object() : nullptr);
  // A Python function or a native method is called with mgr as its first argument, as
  // LOAD_METHOD does: no bound method is allocated (one per `with lock:` otherwise).
  Value r;
  TypeObject* et = enter.is_object() ? enter.as_object()->type() : nullptr;
  if (et == ctx.builtins.function_type ||
      (et == ctx.builtins.builtin_function_type &&
       static_cast<BuiltinFunctionObject*>(enter.as_object())->owner != nullptr)) {
    Value self = mgr;
    CallArgs call{&self, 1, nullptr};
    r = protocol::call(ctx, enter, call);
  } else {
    Value bound_enter = objects::descriptor_get(ctx, enter, mgr, mt);
    if (bound_enter.is_null()) return false;
    r = protocol::call0(ctx, bound_enter);
  }
  if (r.is_null()) return false;
  *exit = keep.get() ? Value::object(keep.get()) : bound_exit;
  *entered = r;
  return true;
}

Value with_except_start(Context& ctx, Value exit, Value exc) {
  Value args[3] = {Value::object(protocol::type_of(ctx, exc)), exc, Value::none()};
  if (objects::is_exception_instance(ctx, exc)) args[2] = objects::as_exception(exc)->traceback;
  CallArgs call{args, 3, nullptr};
  return protocol::call(ctx, exit, call);
}

Value format_value(Context& ctx, Value v, int conversion, Value spec) {
  if (conversion == 1) {
    v = protocol::str(ctx, v);
  } else if (conversion == 2) {
    v = protocol::repr(ctx, v);
  } else if (conversion == 3) {
    v = protocol::repr(ctx, v);
    if (v.is_null()) return v;
    std::string out;
    for (unsigned char c : objects::as_str(v)->data) {
      (void)c;
    }
    // ascii(): escape every non-ASCII code point as CPython does.
    std::string_view s = objects::as_str(v)->data;
    for (size_t i = 0; i < s.size();) {
      uint32_t cp = objects::utf8_decode(s, &i);
      char buf[16];
      if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
      } else if (cp < 0x100) {
        snprintf(buf, sizeof buf, "\\x%02x", cp);
        out += buf;
      } else if (cp < 0x10000) {
        snprintf(buf, sizeof buf, "\\u%04x", cp);
        out += buf;
      } else {
        snprintf(buf, sizeof buf, "\\U%08x", cp);
        out += buf;
      }
    }
    v = objects::str_from(ctx, out);
  }
  if (v.is_null()) return v;
  if (spec.is_null() && v.is_object() && v.as_object()->type() == ctx.builtins.str_type) return v;
  return protocol::format(ctx, v, spec.is_null() ? ctx.builtins.empty_str : spec);
}

Value build_string(Context& ctx, const Value* parts, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += objects::as_str(parts[i])->data;
  return objects::str_from(ctx, std::move(out));
}

// The new dict is rooted while it fills: hashing a key may run __hash__ (Python code,
// safe points). The operands stay on the caller's value stack, which is marked.
Value build_map(Context& ctx, const Value* kv, int n) {
  DictObject* d = objects::dict_new(ctx);
  gc::Root<DictObject> keep(ctx.heap, d);
  for (int i = 0; i < n; ++i)
    if (objects::dict_set(ctx, d, kv[2 * i], kv[2 * i + 1]) < 0) return Value::null();
  return Value::object(d);
}

Value build_const_key_map(Context& ctx, const Value* values, Value keys, int n) {
  DictObject* d = objects::dict_new(ctx);
  gc::Root<DictObject> keep(ctx.heap, d);
  TupleObject* k = objects::as_tuple(keys);
  for (int i = 0; i < n; ++i)
    if (objects::dict_set(ctx, d, k->items[i], values[i]) < 0) return Value::null();
  return Value::object(d);
}

namespace {
std::string callable_name(Context& ctx, Value callable) {
  // As CPython's _PyObject_FunctionStr: "module.qualname()" (no module for builtins).
  Value q = protocol::getattr_optional(ctx, callable, ctx.builtins.names.__qualname__);
  if (q.is_null()) {
    ctx.take_exception();
    return objects::type_name(ctx, callable) + std::string(" object");
  }
  std::string s;
  if (!objects::str_string(ctx, q, &s)) ctx.take_exception();
  Value m = protocol::getattr_optional(ctx, callable, ctx.builtins.names.__module__);
  if (m.is_null()) ctx.take_exception();
  if (!m.is_null() && objects::is_str(ctx, m) && objects::as_str(m)->data != "builtins")
    s = objects::as_str(m)->data + "." + s;
  return s + "()";
}
}  // namespace

bool dict_merge(Context& ctx, Value dict, Value other, bool for_call, Value callable) {
  DictObject* d = objects::as_dict(dict);
  if (!for_call) {
    if (objects::dict_update(ctx, d, other) < 0) {
      if (ctx.exception_matches(ctx.builtins.exc_AttributeError)) {
        ctx.take_exception();
        ctx.raise(ctx.builtins.exc_TypeError, "'%s' object is not a mapping", tname(ctx, other));
      }
      return false;
    }
    return true;
  }
  Value keys_fn = protocol::getattr_optional(ctx, other, ctx.builtins.names.keys);
  if (keys_fn.is_null()) {
    if (ctx.has_exception()) return false;
    ctx.raise(ctx.builtins.exc_TypeError, "%s argument after ** must be a mapping, not %s",
              callable_name(ctx, callable).c_str(), tname(ctx, other));
    return false;
  }
  std::vector<Value> keys;
  Value kl = protocol::call0(ctx, keys_fn);
  if (kl.is_null() || !objects::collect_iterable(ctx, kl, &keys)) return false;
  for (Value k : keys) {
    if (!objects::is_str(ctx, k)) {
      ctx.raise(ctx.builtins.exc_TypeError, "keywords must be strings");
      return false;
    }
    Value existing = objects::dict_get(ctx, d, k);
    if (!existing.is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s got multiple values for keyword argument '%s'",
                callable_name(ctx, callable).c_str(), objects::as_str(k)->data.c_str());
      return false;
    }
    Value v = protocol::getitem(ctx, other, k);
    if (v.is_null() || objects::dict_set(ctx, d, k, v) < 0) return false;
  }
  return true;
}

bool list_extend(Context& ctx, Value list, Value iterable) {
  ListObject* l = objects::as_list(list);
  std::vector<Value> items;
  if (!objects::collect_iterable(ctx, iterable, &items)) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError) &&
        protocol::lookup_special(ctx, iterable, ctx.builtins.names.__iter__).is_null() &&
        protocol::lookup_special(ctx, iterable, ctx.builtins.names.__getitem__).is_null()) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "Value after * must be an iterable, not %s",
                tname(ctx, iterable));
    }
    return false;
  }
  l->items.insert(l->items.end(), items.begin(), items.end());
  return true;
}

bool set_update(Context& ctx, Value set, Value iterable) {
  return objects::set_update(ctx, objects::as_set(set), iterable) >= 0;
}

int check_exc_match(Context& ctx, Value exc, Value types) {
  auto valid = [&](Value t) { return objects::is_exception_class(ctx, t); };
  bool ok = valid(types);
  if (!ok && objects::is_tuple(ctx, types)) {
    ok = true;
    for (Value t : objects::as_tuple(types)->items) ok = ok && valid(t);
  }
  if (!ok) {
    ctx.raise(ctx.builtins.exc_TypeError,
              "catching classes that do not inherit from BaseException is not allowed");
    return -1;
  }
  return protocol::isinstance(ctx, exc, types);
}

namespace {
// An exception instance from `raise X`: X itself or X() when X is a class; Null (TypeError
// raised) for anything else.
Value instantiate(Context& ctx, Value v, bool is_cause) {
  if (objects::is_exception_class(ctx, v)) {
    Value inst = protocol::call0(ctx, v);
    if (inst.is_null()) return inst;
    if (!objects::is_exception_instance(ctx, inst)) {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "calling %s should have returned an instance of BaseException, not %s",
                       objects::as_type(v)->name.c_str(), tname(ctx, inst));
    }
    return inst;
  }
  if (objects::is_exception_instance(ctx, v)) return v;
  if (is_cause)
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "exception causes must derive from BaseException");
  return ctx.raise(ctx.builtins.exc_TypeError, "exceptions must derive from BaseException");
}
}  // namespace

void do_raise(Context& ctx, Value exc, Value cause) {
  Value inst = instantiate(ctx, exc, false);
  if (inst.is_null()) return;
  if (!cause.is_null()) {
    Value c = cause;
    if (!cause.is_none()) {
      gc::Root<Object> keep(ctx.heap, inst.as_object());
      c = instantiate(ctx, cause, true);
      if (c.is_null()) return;
    }
    ExceptionObject* e = objects::as_exception(inst);
    e->cause = c;
    e->suppress_context = true;
  }
  ctx.raise_value(inst);
}

bool print_expr(Context& ctx, Value v) {
  ModuleObject* sys = ctx.vm.sys_module;
  if (!sys) return default_displayhook(ctx, v);
  Value hook = objects::dict_get_cstr(ctx, sys->dict, "displayhook");
  if (hook.is_null()) {
    if (!ctx.has_exception()) ctx.raise(ctx.builtins.exc_RuntimeError, "lost sys.displayhook");
    return false;
  }
  return !protocol::call(ctx, hook, CallArgs{&v, 1, nullptr}).is_null();
}

bool default_displayhook(Context& ctx, Value v) {
  if (v.is_none()) return true;
  gc::Root<Object> keep(ctx.heap, v.is_object() ? v.as_object() : nullptr);
  DictObject* b = static_cast<ModuleObject*>(ctx.builtins.builtins_module)->dict;
  objects::dict_set_cstr(ctx, b, "_", Value::none());
  Value r = protocol::repr(ctx, v);
  if (r.is_null()) return false;
  std::string text = objects::as_str(r)->data + "\n";
  Value out = ctx.builtins.sys_stdout ? ctx.builtins.sys_stdout(ctx) : Value::null();
  if (ctx.has_exception()) return false;
  if (out.is_null()) {
    fwrite(text.data(), 1, text.size(), stdout);
    fflush(stdout);
  } else {
    Value s = objects::str_from(ctx, text);
    Value w = protocol::call_method(ctx, out, ctx.builtins.names.write, &s, 1);
    if (w.is_null()) return false;
  }
  return objects::dict_set_cstr(ctx, b, "_", v) >= 0;
}

Value call_ex(Context& ctx, Value callable, Value args, Value kwargs, Value self) {
  // Fast path: f(*tuple) / f(*tuple, **{}) (Module.__call__ forwarding): no copies.
  bool no_kwargs = kwargs.is_null() ||
                   (kwargs.is_object() && kwargs.as_object()->type() == ctx.builtins.dict_type &&
                    objects::as_dict(kwargs)->size() == 0);
  if (no_kwargs && args.is_object() && args.as_object()->type() == ctx.builtins.tuple_type) {
    const auto& items = objects::as_tuple(args)->items;
    if (self.is_null()) return protocol::call(ctx, callable, CallArgs{items.data(), items.size(), nullptr});
    return objects::call_with_self(ctx, callable, self,
                                   CallArgs{items.data(), items.size(), nullptr});
  }
  std::vector<Value> all;
  if (!self.is_null()) all.push_back(self);
  if (objects::is_tuple(ctx, args)) {
    const auto& items = objects::as_tuple(args)->items;
    all.insert(all.end(), items.begin(), items.end());
  } else if (!objects::collect_iterable(ctx, args, &all)) {
    if (ctx.exception_matches(ctx.builtins.exc_TypeError)) {
      ctx.take_exception();
      ctx.raise(ctx.builtins.exc_TypeError, "%s argument after * must be an iterable, not %s",
                callable_name(ctx, callable).c_str(), tname(ctx, args));
    }
    return Value::null();
  }
  TupleObject* kwnames = nullptr;
  gc::Root<Object> keep_kwargs(ctx.heap, nullptr);
  if (!kwargs.is_null()) {
    if (!(kwargs.is_object() && kwargs.as_object()->type() == ctx.builtins.dict_type)) {
      // A mapping (or dict subclass) passed as a lone **x: merged with DICT_MERGE's rules.
      DictObject* d = objects::dict_new(ctx);
      keep_kwargs.set(d);
      if (!dict_merge(ctx, Value::object(d), kwargs, true, callable)) return Value::null();
      kwargs = Value::object(d);
    }
    std::vector<Value> names;
    Value k, v;
    for (size_t pos = 0; objects::dict_next(objects::as_dict(kwargs), &pos, &k, &v);) {
      if (!objects::is_str(ctx, k))
        return ctx.raise(ctx.builtins.exc_TypeError, "keywords must be strings");
      names.push_back(k);
      all.push_back(v);
    }
    if (!names.empty()) kwnames = objects::tuple_new(ctx, std::move(names));
  }
  gc::Root<Object> keep(ctx.heap, kwnames);
  return objects::call_vector(ctx, callable, all, kwnames);
}

void add_traceback_entry(Context& ctx, Value exc, FrameObject* f) {
  if (!objects::is_exception_instance(ctx, exc)) return;
  ExceptionObject* e = objects::as_exception(exc);
  f->escaped = true;  // Note [Frame free lists]
  gc::Heap::Unlimited unlimited(ctx.heap);  // never fails under a memory limit (Note [Memory limit])
  e->traceback = Value::object(ctx.heap.make<TracebackObject>(
      ctx.builtins.traceback_type, f, f->lasti, f->line(), e->traceback));
}

void chain_context(Context& ctx, Value exc, Value handled) {
  if (handled.is_null() || handled.is_none() || handled.is(exc)) return;
  if (!objects::is_exception_instance(ctx, exc) || !objects::is_exception_instance(ctx, handled))
    return;
  // Break a cycle: if exc is already in handled's context chain, cut it there.
  Value o = handled;
  while (true) {
    ExceptionObject* oe = objects::as_exception(o);
    Value c = oe->context;
    if (c.is_none() || c.is_null()) break;
    if (c.is(exc)) {
      oe->context = Value::none();
      break;
    }
    o = c;
  }
  objects::as_exception(exc)->context = handled;
}

}  // namespace tp::vm
