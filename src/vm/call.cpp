// Calling Python functions: binds the arguments of a call to a new frame's parameters with
// CPython's rules and TypeError messages, creates the cells, then runs the frame (or wraps
// it in a generator for generator functions). Also run_code, the entry for module code.
#include <string>

#include "objects/dict_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/frame.h"
#include "vm/function_object.h"
#include "vm/generator.h"
#include "vm/interpreter.h"

namespace tp::vm {

namespace {

const char* qualname_of(FunctionObject* fn) { return objects::as_str(fn->qualname)->data.c_str(); }

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'"
std::string name_list(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
    out += "'" + names[i] + "'";
  }
  return out;
}

void missing_error(Context& ctx, FunctionObject* fn, const std::vector<std::string>& missing,
                   bool kwonly) {
  ctx.raise(ctx.builtins.exc_TypeError, "%s() missing %zu required %s argument%s: %s",
            qualname_of(fn), missing.size(), kwonly ? "keyword-only" : "positional",
            missing.size() == 1 ? "" : "s", name_list(missing).c_str());
}

void too_many_positional(Context& ctx, FunctionObject* fn, size_t given, Value* locals) {
  CodeObject* co = fn->code;
  size_t ndefaults = fn->defaults ? fn->defaults->size() : 0;
  size_t kwonly_given = 0;
  for (int i = co->argcount; i < co->argcount + co->kwonlyargcount; ++i)
    if (!locals[i].is_null()) ++kwonly_given;
  std::string takes;
  if (ndefaults > 0)
    takes = "from " + std::to_string(co->argcount - ndefaults) + " to " + std::to_string(co->argcount);
  else
    takes = std::to_string(co->argcount);
  std::string kw;
  if (kwonly_given > 0)
    kw = " positional argument" + std::string(given == 1 ? "" : "s") + " (and " +
         std::to_string(kwonly_given) + " keyword-only argument" + (kwonly_given == 1 ? "" : "s") +
         ")";
  bool plural = !(ndefaults == 0 && co->argcount == 1);
  ctx.raise(ctx.builtins.exc_TypeError, "%s() takes %s positional argument%s but %zu%s %s given",
            qualname_of(fn), takes.c_str(), plural ? "s" : "", given, kw.c_str(),
            given == 1 && kwonly_given == 0 ? "was" : "were");
}

// Binds `call` into the frame's locals. False with TypeError pending on a mismatch.
bool bind_arguments(Context& ctx, FunctionObject* fn, const CallArgs& call, Value* locals) {
  CodeObject* co = fn->code;
  const int argcount = co->argcount;
  const int total_named = argcount + co->kwonlyargcount;
  const size_t nargs = call.nargs;
  size_t n = nargs < static_cast<size_t>(argcount) ? nargs : argcount;
  for (size_t i = 0; i < n; ++i) locals[i] = call.args[i];
  int slot = total_named;
  if (co->flags & kCoVarargs) {
    if (nargs > static_cast<size_t>(argcount)) {
      std::vector<Value> extra(call.args + argcount, call.args + nargs);
      locals[slot] = objects::tuple_from(ctx, std::move(extra));
    } else {
      locals[slot] = ctx.builtins.empty_tuple;
    }
    ++slot;
  }
  DictObject* kwdict = nullptr;
  if (co->flags & kCoVarkeywords) {
    kwdict = objects::dict_new(ctx);
    locals[slot] = Value::object(kwdict);
  }
  if (call.kwnames) {
    const auto& kws = call.kwnames->items;
    std::vector<std::string> posonly_passed;
    for (size_t k = 0; k < kws.size(); ++k) {
      StrObject* key = objects::as_str(kws[k]);
      Value value = call.args[nargs + k];
      int found = -1;
      for (int i = co->posonlyargcount; i < total_named; ++i) {
        StrObject* p = co->varnames[i];
        if (p == key || p->data == key->data) {
          found = i;
          break;
        }
      }
      if (found < 0) {
        if (kwdict) {
          if (objects::dict_set(ctx, kwdict, kws[k], value) < 0) return false;
          continue;
        }
        for (int i = 0; i < co->posonlyargcount; ++i)
          if (co->varnames[i]->data == key->data) posonly_passed.push_back(key->data);
        if (!posonly_passed.empty()) continue;
        ctx.raise(ctx.builtins.exc_TypeError, "%s() got an unexpected keyword argument '%s'",
                  qualname_of(fn), key->data.c_str());
        return false;
      }
      if (!locals[found].is_null()) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() got multiple values for argument '%s'",
                  qualname_of(fn), key->data.c_str());
        return false;
      }
      locals[found] = value;
    }
    if (!posonly_passed.empty()) {
      std::string list;
      for (size_t i = 0; i < posonly_passed.size(); ++i)
        list += (i ? ", " : "") + posonly_passed[i];
      ctx.raise(ctx.builtins.exc_TypeError,
                "%s() got some positional-only arguments passed as keyword arguments: '%s'",
                qualname_of(fn), list.c_str());
      return false;
    }
  }
  if (nargs > static_cast<size_t>(argcount) && !(co->flags & kCoVarargs)) {
    too_many_positional(ctx, fn, nargs, locals);
    return false;
  }
  if (nargs < static_cast<size_t>(argcount)) {
    size_t ndefaults = fn->defaults ? fn->defaults->size() : 0;
    size_t first_default = argcount - ndefaults;
    std::vector<std::string> missing;
    for (int i = static_cast<int>(nargs); i < argcount; ++i) {
      if (!locals[i].is_null()) continue;
      if (static_cast<size_t>(i) >= first_default)
        locals[i] = fn->defaults->items[i - first_default];
      else
        missing.push_back(co->varnames[i]->data);
    }
    if (!missing.empty()) {
      missing_error(ctx, fn, missing, false);
      return false;
    }
  }
  if (co->kwonlyargcount > 0) {
    std::vector<std::string> missing;
    for (int i = argcount; i < total_named; ++i) {
      if (!locals[i].is_null()) continue;
      Value d = fn->kwdefaults ? objects::dict_get_str(ctx, fn->kwdefaults, co->varnames[i])
                               : Value::null();
      if (d.is_null())
        missing.push_back(co->varnames[i]->data);
      else
        locals[i] = d;
    }
    if (!missing.empty()) {
      missing_error(ctx, fn, missing, true);
      return false;
    }
  }
  return true;
}

void make_cells_impl(Context& ctx, CodeObject* co, TupleObject* closure, Value* slots) {
  int nlocals = co->nlocals();
  int ncell = static_cast<int>(co->cellvars.size());
  for (int i = 0; i < ncell; ++i) {
    int arg = co->cell2arg.empty() ? -1 : co->cell2arg[i];
    Value init = arg >= 0 ? slots[arg] : Value::null();
    slots[nlocals + i] = Value::object(new_cell(ctx, init));
  }
  int nfree = static_cast<int>(co->freevars.size());
  for (int i = 0; i < nfree && closure; ++i) slots[nlocals + ncell + i] = closure->items[i];
}

}  // namespace

void make_cells(Context& ctx, CodeObject* co, TupleObject* closure, Value* slots) {
  make_cells_impl(ctx, co, closure, slots);
}

Value call_function(Context& ctx, Value function, const CallArgs& call) {
  FunctionObject* fn = static_cast<FunctionObject*>(function.as_object());
  CodeObject* co = fn->code;
  FrameObject* f = new_frame(ctx, co, fn->globals, fn->builtins, Value::null());
  f->function = fn;
  const uint32_t gen_flags = kCoGenerator | kCoCoroutine | kCoAsyncGenerator;
  f->recyclable = !(co->flags & gen_flags);
  Value* slots = f->slots;
  const bool simple = call.kwnames == nullptr && call.nargs == static_cast<size_t>(co->argcount) &&
                      co->kwonlyargcount == 0 && !(co->flags & (kCoVarargs | kCoVarkeywords));
  if (simple) {
    for (size_t i = 0; i < call.nargs; ++i) slots[i] = call.args[i];
  } else {
    // Keep the frame alive while binding allocates (tuples, dicts).
    gc::Root<Object> keep(ctx.heap, f);
    if (!bind_arguments(ctx, fn, call, slots)) return Value::null();
  }
  if (co->ncells() > 0) make_cells(ctx, co, fn->closure, slots);
  if (co->flags & gen_flags) {
    GeneratorObject* g = new_generator(ctx, f);
    g->name = fn->name;
    g->qualname = fn->qualname;
    return Value::object(g);
  }
  return eval_frame(ctx, f);
}

Value run_code(Context& ctx, CodeObject* code, DictObject* globals, Value locals) {
  Value builtins = objects::dict_get_str(ctx, globals, ctx.builtins.names.__builtins__);
  if (builtins.is_null()) {
    builtins = Value::object(static_cast<ModuleObject*>(ctx.builtins.builtins_module)->dict);
    if (objects::dict_set_str(ctx, globals, ctx.builtins.names.__builtins__,
                              Value::object(ctx.builtins.builtins_module)) < 0)
      return Value::null();
  } else if (builtins.is_object() && builtins.as_object()->type() == ctx.builtins.module_type) {
    builtins = Value::object(static_cast<ModuleObject*>(builtins.as_object())->dict);
  }
  FrameObject* f = new_frame(ctx, code, globals, builtins,
                             locals.is_null() ? Value::object(globals) : locals);
  if (code->ncells() > 0) make_cells(ctx, code, nullptr, f->slots);
  return eval_frame(ctx, f);
}

}  // namespace tp::vm

namespace tp::vm {

Value run_class_body(Context& ctx, Value function, Value ns) {
  FunctionObject* fn = static_cast<FunctionObject*>(function.as_object());
  CodeObject* co = fn->code;
  FrameObject* f = new_frame(ctx, co, fn->globals, fn->builtins, ns);
  f->function = fn;
  if (co->ncells() > 0) make_cells(ctx, co, fn->closure, f->slots);
  return eval_frame(ctx, f);
}

}  // namespace tp::vm
