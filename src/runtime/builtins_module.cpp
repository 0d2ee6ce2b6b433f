// The `builtins` module: creation (ctx.builtins.builtins_module), the names it exports
// (built-in types, exception classes, singletons, functions), and the I/O functions print()
// and input(). The other functions are in builtins_module_functions.cpp, the original
// TensorPy's __gc_* functions in builtins_gc.cpp. The VM and the
// stdlib add globals, locals, exec, eval, compile, __import__, __build_class__ and open.
#include <stdio_ext.h>

#include <cerrno>
#include <cstdio>
#include <string>

#include "objects/exception_object.h"
#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/init.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "threads/blocking.h"

namespace tp::runtime {

using namespace objects;

extern const MethodDef builtin_functions[];     // builtins_module_functions.cpp
extern const MethodDef builtin_gc_functions[];  // builtins_gc.cpp

// Writes to the C stdout when sys has not been imported. A failed write (ENOSPC, EPIPE:
// SIGPIPE is ignored) raises OSError/BrokenPipeError and drops the buffer, as sys.stdout's
// write does (sys_module.cpp). 0 ok, -1 raised.
static int write_stdout_direct(Context& ctx, const std::string& text) {
  errno = 0;
  size_t n = threads::stdio_write_may_block(stdout, text)
                 ? threads::without_lock([copy = text] { return fwrite(copy.data(), 1, copy.size(), stdout); })
                 : fwrite(text.data(), 1, text.size(), stdout);
  if (n == text.size() && !ferror(stdout)) return 0;
  int err = errno != 0 ? errno : EIO;
  __fpurge(stdout);
  clearerr(stdout);
  objects::raise_os_error(ctx, err, Value::null());
  return -1;
}

// Writes text to `file` (None/Null = sys.stdout through the hook, or fd 1). 0 ok, -1 raised.
static int write_text(Context& ctx, Value file, const std::string& text) {
  if (file.is_null() || file.is_none()) {
    if (ctx.builtins.sys_stdout != nullptr) {
      file = ctx.builtins.sys_stdout(ctx);
      if (file.is_null() && ctx.has_exception()) return -1;
    }
    if (file.is_null() || file.is_none()) return write_stdout_direct(ctx, text);
  }
  Value s = str_from(ctx, text);
  Value r = protocol::call_method(ctx, file, ctx.builtins.names.write, &s, 1);
  return r.is_null() ? -1 : 0;
}

static Value builtin_print(Context& ctx, const CallArgs& call) {
  Value sep = Value::null(), end = Value::null(), file = Value::null(), flush = Value::null();
  for (size_t i = 0; i < call.nkwargs(); ++i) {
    std::string_view k = as_str(call.kwnames->items[i])->view();
    Value v = call.args[call.nargs + i];
    if (k == "sep") sep = v;
    else if (k == "end") end = v;
    else if (k == "file") file = v;
    else if (k == "flush") flush = v;
    else return ctx.raise(ctx.builtins.exc_TypeError, "'%s' is an invalid keyword argument for print()", std::string(k).c_str());
  }
  std::string sep_s = " ", end_s = "\n";
  if (!sep.is_null() && !sep.is_none()) {
    if (!is_str(ctx, sep)) return ctx.raise(ctx.builtins.exc_TypeError, "sep must be None or a string, not %s", type_name(ctx, sep));
    sep_s = as_str(sep)->data;
  }
  if (!end.is_null() && !end.is_none()) {
    if (!is_str(ctx, end)) return ctx.raise(ctx.builtins.exc_TypeError, "end must be None or a string, not %s", type_name(ctx, end));
    end_s = as_str(end)->data;
  }
  bool direct = (file.is_null() || file.is_none());
  if (direct && ctx.builtins.sys_stdout != nullptr) {
    Value f = ctx.builtins.sys_stdout(ctx);
    if (f.is_null() && ctx.has_exception()) return Value::null();
    if (!f.is_null() && !f.is_none()) {
      file = f;
      direct = false;
    }
  }
  if (direct) {
    std::string out;
    for (size_t i = 0; i < call.nargs; ++i) {
      if (i) out += sep_s;
      Value s = protocol::str(ctx, call.args[i]);
      if (s.is_null()) return s;
      out += as_str(s)->data;
    }
    out += end_s;
    if (write_stdout_direct(ctx, out) < 0) return Value::null();
  } else {
    for (size_t i = 0; i < call.nargs; ++i) {
      if (i && write_text(ctx, file, sep_s) < 0) return Value::null();
      Value s = protocol::str(ctx, call.args[i]);
      if (s.is_null()) return s;
      if (write_text(ctx, file, as_str(s)->data) < 0) return Value::null();
    }
    if (write_text(ctx, file, end_s) < 0) return Value::null();
  }
  if (!flush.is_null()) {
    int f = protocol::is_true(ctx, flush);
    if (f < 0) return Value::null();
    if (f) {
      if (direct) {
        errno = 0;
        if (threads::without_lock([] { return fflush(stdout); }) == EOF) {
          int err = errno != 0 ? errno : EIO;
          __fpurge(stdout);
          clearerr(stdout);
          return objects::raise_os_error(ctx, err, Value::null());
        }
      } else {
        Value r = protocol::call_method(ctx, file, ctx.builtins.names.flush, nullptr, 0);
        if (r.is_null()) return r;
      }
    }
  }
  return Value::none();
}

static Value builtin_input(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/prompt"};
  Value a[1];
  if (!parse_args(ctx, call, "input", kNames, 0, a)) return Value::null();
  if (!a[0].is_null()) {
    Value s = protocol::str(ctx, a[0]);
    if (s.is_null()) return s;
    if (write_text(ctx, Value::null(), as_str(s)->data) < 0) return Value::null();
  }
  fflush(stdout);
  Value in = ctx.builtins.sys_stdin != nullptr ? ctx.builtins.sys_stdin(ctx) : Value::null();
  if (in.is_null() && ctx.has_exception()) return Value::null();
  if (!in.is_null() && !in.is_none()) {
    if (ctx.builtins.sys_stdout != nullptr) {
      Value out = ctx.builtins.sys_stdout(ctx);
      if (!out.is_null() && !out.is_none()) {
        Value r = protocol::call_method(ctx, out, ctx.builtins.names.flush, nullptr, 0);
        if (r.is_null()) ctx.take_exception();
      }
    }
    Value line = protocol::call_method(ctx, in, ctx.builtins.names.readline, nullptr, 0);
    if (line.is_null()) return line;
    if (!is_str(ctx, line)) return ctx.raise(ctx.builtins.exc_TypeError, "object.readline() returned non-string");
    std::string s = as_str(line)->data;
    if (s.empty()) return ctx.raise(ctx.builtins.exc_EOFError, "EOF when reading a line");
    if (s.back() == '\n') s.pop_back();
    return str_from(ctx, s);
  }
  std::string line;
  bool any = false;
  threads::without_lock([&] {  // Note [Blocking calls]
    int c;
    while ((c = fgetc(stdin)) != EOF) {
      any = true;
      if (c == '\n') break;
      line += static_cast<char>(c);
    }
    return 0;
  });
  if (!any) return ctx.raise(ctx.builtins.exc_EOFError, "EOF when reading a line");
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (!utf8_valid(line)) return ctx.raise(ctx.builtins.exc_UnicodeDecodeError, "invalid utf-8 input");
  return str_from(ctx, line);
}

static const MethodDef io_functions[] = {{"print", builtin_print, "print(*values, sep=' ', end='\\n', file=None, flush=False)"},
                                         {"input", builtin_input, "input(prompt='', /)"},
                                         {}};

void init_builtins_module(Context& ctx) {
  auto& B = ctx.builtins;
  ModuleObject* m = new_module(ctx, "builtins");
  B.builtins_module = m;
  add_functions(ctx, m, io_functions);
  add_functions(ctx, m, builtin_functions);
  add_functions(ctx, m, builtin_gc_functions);
  struct {
    const char* name;
    TypeObject* type;
  } types[] = {{"object", B.object_type}, {"type", B.type_type}, {"bool", B.bool_type},
               {"int", B.int_type}, {"float", B.float_type}, {"complex", B.complex_type},
               {"str", B.str_type},
               {"bytes", B.bytes_type}, {"bytearray", B.bytearray_type}, {"list", B.list_type},
               {"tuple", B.tuple_type}, {"dict", B.dict_type}, {"set", B.set_type},
               {"frozenset", B.frozenset_type}, {"range", B.range_type}, {"slice", B.slice_type},
               {"property", B.property_type}, {"staticmethod", B.staticmethod_type},
               {"classmethod", B.classmethod_type}, {"super", B.super_type},
               {"enumerate", B.enumerate_type}, {"zip", B.zip_type}, {"map", B.map_type},
               {"filter", B.filter_type}, {"reversed", B.reversed_type}};
  for (auto& t : types) set_module_attr(ctx, m, t.name, Value::object(t.type));
#define X(name, parent) set_module_attr(ctx, m, #name, Value::object(B.exc_##name));
#include "objects/exceptions.def"
#undef X
  set_module_attr(ctx, m, "EnvironmentError", Value::object(B.exc_OSError));
  set_module_attr(ctx, m, "IOError", Value::object(B.exc_OSError));
  set_module_attr(ctx, m, "None", Value::none());
  set_module_attr(ctx, m, "True", Value::boolean(true));
  set_module_attr(ctx, m, "False", Value::boolean(false));
  set_module_attr(ctx, m, "NotImplemented", B.not_implemented);
  set_module_attr(ctx, m, "Ellipsis", B.ellipsis);
  set_module_attr(ctx, m, "__debug__", Value::boolean(true));
}

}  // namespace tp::runtime
