// The builtins that need the VM: __build_class__ (class statements: metaclass selection,
// __prepare__, the class body run in its namespace, the __class__ cell), globals, locals,
// exec, eval, compile, __import__, exit/quit; and the zero-argument super() hook.
#include "compiler/compile.h"
#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/frame.h"
#include "vm/function_object.h"
#include "vm/interpreter.h"
#include "vm/source_text.h"
#include "vm/vm_types.h"

namespace tp::vm {

namespace {

// The most derived metaclass of `meta` and the types of `bases`.
Value calculate_metaclass(Context& ctx, Value meta, TupleObject* bases) {
  if (!objects::is_type(ctx, meta)) return meta;
  TypeObject* winner = objects::as_type(meta);
  for (Value b : bases->items) {
    TypeObject* bt = protocol::type_of(ctx, b);
    if (protocol::is_subtype(winner, bt)) continue;
    if (protocol::is_subtype(bt, winner)) {
      winner = bt;
      continue;
    }
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                     "subclass of the metaclasses of all its bases");
  }
  return Value::object(winner);
}

Value builtin_build_class(Context& ctx, const CallArgs& call) {
  if (call.nargs < 2) return ctx.raise(ctx.builtins.exc_TypeError, "__build_class__: not enough arguments");
  Value func = call.args[0];
  if (!func.is_object() || func.as_object()->type() != ctx.builtins.function_type)
    return ctx.raise(ctx.builtins.exc_TypeError, "__build_class__: func must be a function");
  Value name = call.args[1];
  if (!objects::is_str(ctx, name))
    return ctx.raise(ctx.builtins.exc_TypeError, "__build_class__: name is not a string");
  std::vector<Value> base_items(call.args + 2, call.args + call.nargs);
  TupleObject* orig_bases = objects::tuple_new(ctx, base_items);
  gc::Root<Object> keep_orig(ctx.heap, orig_bases);
  // PEP 560: a base that is not a class but defines __mro_entries__(bases) is replaced by
  // the tuple that returns (typing's Generic[T], user generics); the bases as written are
  // then kept in the namespace as __orig_bases__.
  bool replaced = false;
  std::vector<Value> resolved;
  for (Value b : orig_bases->items) {
    if (objects::is_type(ctx, b)) {
      resolved.push_back(b);
      continue;
    }
    Value entries = protocol::getattr_optional(ctx, b, protocol::intern(ctx, "__mro_entries__"));
    if (entries.is_null()) {
      if (ctx.has_exception()) return Value::null();
      resolved.push_back(b);
      continue;
    }
    Value r = objects::call_vector(ctx, entries, {Value::object(orig_bases)});
    if (r.is_null()) return r;
    if (!objects::is_tuple(ctx, r)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "__mro_entries__ must return a tuple");
    }
    for (Value e : static_cast<TupleObject*>(r.as_object())->items) resolved.push_back(e);
    replaced = true;
  }
  TupleObject* bases = replaced ? objects::tuple_new(ctx, std::move(resolved)) : orig_bases;
  gc::Root<Object> keep_bases(ctx.heap, bases);
  Value meta = Value::null();
  std::vector<Value> kwvalues;
  std::vector<Value> kwnames;
  size_t nkw = call.kwnames ? call.kwnames->size() : 0;
  for (size_t i = 0; i < nkw; ++i) {
    Value k = call.kwnames->items[i];
    if (objects::as_str(k)->data == "metaclass") {
      meta = call.args[call.nargs + i];
    } else {
      kwnames.push_back(k);
      kwvalues.push_back(call.args[call.nargs + i]);
    }
  }
  bool explicit_meta = !meta.is_null();
  if (!explicit_meta)
    meta = bases->size() == 0 ? Value::object(ctx.builtins.type_type)
                              : Value::object(protocol::type_of(ctx, bases->items[0]));
  if (objects::is_type(ctx, meta)) {
    meta = calculate_metaclass(ctx, meta, bases);
    if (meta.is_null()) return meta;
  }
  gc::Root<Object> keep_meta(ctx.heap, meta.as_object());
  TupleObject* kwn = kwnames.empty() ? nullptr : objects::tuple_new(ctx, kwnames);
  gc::Root<Object> keep_kwn(ctx.heap, kwn);
  // namespace = meta.__prepare__(name, bases, **kwds), or a dict.
  Value ns;
  Value prepare = protocol::getattr_optional(ctx, meta, ctx.builtins.names.__prepare__);
  if (prepare.is_null() && ctx.has_exception()) return Value::null();
  if (!prepare.is_null()) {
    std::vector<Value> args = {name, Value::object(bases)};
    args.insert(args.end(), kwvalues.begin(), kwvalues.end());
    ns = objects::call_vector(ctx, prepare, args, kwn);
    if (ns.is_null()) return ns;
  } else {
    ns = protocol::new_dict(ctx);
  }
  gc::Root<Object> keep_ns(ctx.heap, ns.as_object());
  if (replaced) {
    Value key = Value::object(protocol::intern(ctx, "__orig_bases__"));
    if (protocol::setitem(ctx, ns, key, Value::object(orig_bases)) < 0) return Value::null();
  }
  Value body = run_class_body(ctx, func, ns);
  if (body.is_null()) return body;
  // The __class__ cell (zero-argument super): filled once the class exists.
  Value cell = Value::null();
  if (objects::is_dict(ctx, ns)) {
    Value key = Value::object(protocol::intern(ctx, "__classcell__"));
    if (objects::dict_del(ctx, objects::as_dict(ns), key, &cell) < 0) return Value::null();
  }
  std::vector<Value> args = {name, Value::object(bases), ns};
  args.insert(args.end(), kwvalues.begin(), kwvalues.end());
  Value cls = objects::call_vector(ctx, meta, args, kwn);
  if (cls.is_null()) return cls;
  if (cell.is_object() && cell.as_object()->type() == ctx.builtins.cell_type)
    static_cast<CellObject*>(cell.as_object())->contents = cls;
  return cls;
}

Value builtin_globals(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "globals", 0, 0)) return Value::null();
  DictObject* g = current_globals(ctx);
  if (!g) g = module_dict(ctx, "__main__");
  return Value::object(g);
}

Value builtin_locals(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "locals", 0, 0)) return Value::null();
  Value l = current_locals(ctx);
  if (l.is_null()) return Value::object(module_dict(ctx, "__main__"));
  return l;
}

// exec/eval: the source as text (str, bytes) or a code object.
Value run_source(Context& ctx, const CallArgs& call, const char* fname, compiler::Mode mode) {
  static const char* const kNames[] = {"/source", "/globals", "/locals"};
  Value a[3];
  if (!objects::parse_args(ctx, call, fname, kNames, 1, a)) return Value::null();
  Value globals = a[1], locals = a[2];
  if (!globals.is_null() && !globals.is_none() && !objects::is_dict(ctx, globals))
    return ctx.raise(ctx.builtins.exc_TypeError, "%s() globals must be a dict, not %s", fname,
                     objects::type_name(ctx, globals));
  if (globals.is_null() || globals.is_none()) {
    DictObject* g = current_globals(ctx);
    globals = Value::object(g ? g : module_dict(ctx, "__main__"));
    if (locals.is_null() || locals.is_none()) {
      locals = current_locals(ctx);
      if (locals.is_null()) locals = globals;
    }
  } else if (locals.is_null() || locals.is_none()) {
    locals = globals;
  }
  DictObject* gd = objects::as_dict(globals);
  Value src = a[0];
  if (src.is_object() && src.as_object()->type() == ctx.builtins.code_type) {
    Value r = run_code(ctx, static_cast<CodeObject*>(src.as_object()), gd, locals);
    if (r.is_null()) return r;
    return mode == compiler::Mode::Eval ? r : Value::none();
  }
  std::string text;
  if (objects::is_str(ctx, src)) {
    text = objects::as_str(src)->data;
  } else if (objects::is_byteslike(ctx, src)) {
    std::string_view view;
    if (!objects::byteslike_arg(ctx, src, &view)) return Value::null();
    if (!source_from_bytes(ctx, std::string(view), "<string>", &text)) return Value::null();
  } else {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s() arg 1 must be a string, bytes or code object",
                     fname);
  }
  if (text.find('\0') != std::string::npos) {
    return ctx.raise(ctx.builtins.exc_SyntaxError, "source code string cannot contain null bytes");
  }
  if (mode == compiler::Mode::Eval) {
    size_t b = text.find_first_not_of(" \t");
    text = b == std::string::npos ? "" : text.substr(b);
  }
  if (objects::dict_get_str(ctx, gd, ctx.builtins.names.__builtins__).is_null())
    objects::dict_set_str(ctx, gd, ctx.builtins.names.__builtins__, Value::object(ctx.builtins.builtins_module));
  return exec_source(ctx, text, "<string>", mode, gd, locals);
}

Value builtin_exec(Context& ctx, const CallArgs& call) {
  return run_source(ctx, call, "exec", compiler::Mode::Exec);
}
Value builtin_eval(Context& ctx, const CallArgs& call) {
  return run_source(ctx, call, "eval", compiler::Mode::Eval);
}

Value builtin_compile(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"source", "filename", "mode", "flags", "dont_inherit",
                                       "optimize"};
  Value a[6];
  if (!objects::parse_args(ctx, call, "compile", kNames, 3, a)) return Value::null();
  if (!objects::is_str(ctx, a[0]) && !objects::is_byteslike(ctx, a[0]))
    return ctx.raise(ctx.builtins.exc_TypeError, "compile() arg 1 must be a string, bytes or AST object");
  std::string filename;
  if (!objects::str_string(ctx, a[1], &filename)) return Value::null();
  std::string text;
  if (objects::is_str(ctx, a[0])) {
    text = objects::as_str(a[0])->data;
  } else if (std::string_view view; !objects::byteslike_arg(ctx, a[0], &view) ||
             !source_from_bytes(ctx, std::string(view), filename, &text)) {
    return Value::null();
  }
  std::string mode;
  if (!objects::str_string(ctx, a[2], &mode)) return Value::null();
  compiler::Mode m;
  if (mode == "exec") m = compiler::Mode::Exec;
  else if (mode == "eval") m = compiler::Mode::Eval;
  else if (mode == "single") m = compiler::Mode::Single;
  else return ctx.raise(ctx.builtins.exc_ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
  if (text.find('\0') != std::string::npos) {
    return ctx.raise(ctx.builtins.exc_SyntaxError, "source code string cannot contain null bytes");
  }
  CodeObject* co = compile_source(ctx, text, filename, m);
  return co ? Value::object(co) : Value::null();
}

Value builtin_import(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"name", "globals", "locals", "fromlist", "level"};
  Value a[5];
  if (!objects::parse_args(ctx, call, "__import__", kNames, 1, a)) return Value::null();
  if (!objects::is_str(ctx, a[0]))
    return ctx.raise(ctx.builtins.exc_TypeError, "__import__() argument 1 must be str, not %s",
                     objects::type_name(ctx, a[0]));
  DictObject* g = nullptr;
  if (!a[1].is_null() && objects::is_dict(ctx, a[1])) g = objects::as_dict(a[1]);
  int level = 0;
  if (!a[4].is_null()) {
    auto l = protocol::index_as_int64(ctx, a[4]);
    if (!l) return Value::null();
    if (*l < 0) return ctx.raise(ctx.builtins.exc_ValueError, "level must be >= 0");
    level = static_cast<int>(*l);
  }
  return import_name(ctx, objects::as_str(a[0])->data, g, a[3], level);
}

Value builtin_exit(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"code"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "exit", kNames, 0, a)) return Value::null();
  std::vector<Value> args;
  if (!a[0].is_null()) args.push_back(a[0]);
  Value e = objects::exception_new(ctx, ctx.builtins.exc_SystemExit, args);
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

const objects::MethodDef vm_builtins[] = {
    {"__build_class__", builtin_build_class, "__build_class__(func, name, /, *bases, [metaclass], **kwds) -> class"},
    {"globals", builtin_globals, "Return the dictionary containing the current scope's global variables."},
    {"locals", builtin_locals, "Return a dictionary containing the current scope's local variables."},
    {"exec", builtin_exec, "Execute the given source in the context of globals and locals."},
    {"eval", builtin_eval, "Evaluate the given source in the context of globals and locals."},
    {"compile", builtin_compile, "Compile source into a code object."},
    {"__import__", builtin_import, "Import a module."},
    {"exit", builtin_exit, "Exit the interpreter by raising SystemExit(code)."},
    {"quit", builtin_exit, "Exit the interpreter by raising SystemExit(code)."},
    {}};

bool zero_arg_super(Context& ctx, Value* cls, Value* self) {
  FrameObject* f = ctx.vm.current_frame;
  if (!f) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "super(): no current frame");
    return false;
  }
  CodeObject* co = f->code;
  if (co->argcount == 0 && !(co->flags & kCoVarargs)) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "super(): no arguments");
    return false;
  }
  Value first = f->slots[0];
  for (size_t i = 0; i < co->cell2arg.size(); ++i)
    if (co->cell2arg[i] == 0) first = static_cast<CellObject*>(f->slots[co->nlocals() + i].as_object())->contents;
  if (first.is_null()) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "super(): arg[0] deleted");
    return false;
  }
  int ncell = static_cast<int>(co->cellvars.size());
  for (size_t i = 0; i < co->freevars.size(); ++i) {
    if (co->freevars[i]->data != "__class__") continue;
    Value c = static_cast<CellObject*>(f->slots[co->nlocals() + ncell + i].as_object())->contents;
    if (c.is_null()) {
      ctx.raise(ctx.builtins.exc_RuntimeError, "super(): empty __class__ cell");
      return false;
    }
    *cls = c;
    *self = first;
    return true;
  }
  ctx.raise(ctx.builtins.exc_RuntimeError, "super(): __class__ cell not found");
  return false;
}

}  // namespace

void init_vm_builtins(Context& ctx) {
  objects::add_functions(ctx, static_cast<ModuleObject*>(ctx.builtins.builtins_module), vm_builtins);
  ctx.builtins.zero_arg_super = zero_arg_super;
}

}  // namespace tp::vm
