// The `sys` module: argv, path, modules (the VM's module table), the standard streams
// (small native text streams over the C stdio FILEs, which print() and input() use through
// the hooks in Builtins), exit, exc_info/exception, recursion limit, version and platform
// facts, getdefaultencoding/getfilesystemencoding ("utf-8"), executable (the binary's
// absolute path) and prefix (its directory). Created on first import; the VM's state
// (sys.modules, sys.path, sys.argv) exists from start-up so `import` works before `sys` is
// ever imported.
#include <stdio_ext.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <string>

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"
#include "vm/eval_support.h"
#include "vm/frame.h"
#include "vm/interpreter.h"
#include "threads/blocking.h"
#include "vm/thread_state.h"

namespace tp::stdlib {

namespace {

// A text stream over a C FILE (sys.stdin, sys.stdout, sys.stderr).
class StreamObject : public Object {
 public:
  StreamObject(TypeObject* type, FILE* f, int fd, const char* n) : Object(type), fp(f), fileno(fd), name(n) {}
  FILE* fp;
  int fileno;
  const char* name;
};

StreamObject* stream(Value v) { return static_cast<StreamObject*>(v.as_object()); }

// A failed write or flush (ENOSPC on /dev/full, EPIPE once the reader has gone: SIGPIPE is
// ignored at start-up, as CPython does) raises OSError/BrokenPipeError from errno. The
// unwritten buffer is dropped, as CPython's BufferedWriter does, so the flush at exit does
// not fail a second time.
Value raise_stream_error(Context& ctx, StreamObject* st) {
  int err = errno != 0 ? errno : EIO;
  __fpurge(st->fp);
  clearerr(st->fp);
  return objects::raise_os_error(ctx, err, Value::null());
}

Value stream_write(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "write", 2, 2)) return Value::null();
  Value s = call.args[1];
  if (!objects::is_str(ctx, s))
    return ctx.raise(ctx.builtins.exc_TypeError, "write() argument must be str, not %s",
                     objects::type_name(ctx, s));
  StrObject* str = objects::as_str(s);
  StreamObject* st = stream(call.args[0]);
  errno = 0;
  FILE* fp = st->fp;
  const size_t size = str->data.size();
  size_t n;
  if (threads::stdio_write_may_block(fp, str->data)) {
    std::string copy = str->data;  // Note [Blocking calls]: no heap object without the lock
    n = threads::without_lock([&] {
      size_t w = fwrite(copy.data(), 1, copy.size(), fp);
      if (fp == stderr) fflush(stderr);
      return w;
    });
  } else {
    n = fwrite(str->data.data(), 1, size, fp);
  }
  if (n < size || ferror(fp)) return raise_stream_error(ctx, st);
  return Value::small_int(static_cast<int64_t>(str->length));
}

Value stream_flush(Context& ctx, const CallArgs& call) {
  StreamObject* st = stream(call.args[0]);
  errno = 0;
  FILE* fp = st->fp;
  int r = __fpending(fp) > 0 ? threads::without_lock([&] { return fflush(fp); }) : fflush(fp);
  if (r == EOF || ferror(fp)) return raise_stream_error(ctx, st);
  return Value::none();
}

Value stream_readline(Context& ctx, const CallArgs& call) {
  StreamObject* st = stream(call.args[0]);
  std::string line;
  FILE* fp = st->fp;
  threads::without_lock([&] {
    int c;
    while ((c = fgetc(fp)) != EOF) {
      line.push_back(static_cast<char>(c));
      if (c == '\n') break;
    }
    return 0;
  });
  return objects::str_from(ctx, line);
}

Value stream_read(Context& ctx, const CallArgs& call) {
  StreamObject* st = stream(call.args[0]);
  std::string out;
  FILE* fp = st->fp;
  threads::without_lock([&] {
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, fp)) > 0) out.append(buf, n);
    return 0;
  });
  return objects::str_from(ctx, out);
}

Value stream_fileno(Context&, const CallArgs& call) { return Value::small_int(stream(call.args[0])->fileno); }
Value stream_isatty(Context&, const CallArgs& call) {
  return Value::boolean(isatty(stream(call.args[0])->fileno));
}
Value stream_repr(Context& ctx, const CallArgs& call) {
  return objects::str_from(ctx, std::string("<_io.TextIOWrapper name='") + stream(call.args[0])->name +
                                    "' mode='" + (stream(call.args[0])->fp == stdin ? "r" : "w") +
                                    "' encoding='utf-8'>");
}
Value stream_encoding(Context& ctx, Value) { return objects::str_from(ctx, "utf-8"); }

const objects::MethodDef stream_methods[] = {
    {"write", stream_write}, {"flush", stream_flush},   {"readline", stream_readline},
    {"read", stream_read},   {"fileno", stream_fileno}, {"isatty", stream_isatty},
    {"__repr__", stream_repr}, {}};
const objects::GetSetDef stream_getsets[] = {{"encoding", stream_encoding}, {}};

Value sys_stream(Context& ctx, const char* name) {
  ModuleObject* sys = ctx.vm.sys_module;
  if (!sys) return Value::null();
  Value v = objects::dict_get_cstr(ctx, sys->dict, name);
  if (v.is_null()) return ctx.raise(ctx.builtins.exc_RuntimeError, "lost sys.%s", name);
  return v;
}
Value hook_stdout(Context& ctx) { return sys_stream(ctx, "stdout"); }
Value hook_stdin(Context& ctx) { return sys_stream(ctx, "stdin"); }

Value sys_exit(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "exit", 0, 1)) return Value::null();
  std::vector<Value> args;
  if (call.nargs == 1) args.push_back(call.args[0]);
  Value e = objects::exception_new(ctx, ctx.builtins.exc_SystemExit, args);
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

Value sys_exc_info(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "exc_info", 0, 0)) return Value::null();
  Value e = ctx.vm.handled_exception;
  if (e.is_null() || e.is_none()) return objects::tuple_from(ctx, {Value::none(), Value::none(), Value::none()});
  Value tb = objects::is_exception_instance(ctx, e) ? objects::as_exception(e)->traceback : Value::none();
  return objects::tuple_from(ctx, {Value::object(protocol::type_of(ctx, e)), e, tb});
}

Value sys_exception(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "exception", 0, 0)) return Value::null();
  Value e = ctx.vm.handled_exception;
  return e.is_null() ? Value::none() : e;
}

Value sys_getrecursionlimit(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getrecursionlimit", 0, 0)) return Value::null();
  return Value::small_int(ctx.vm.recursion_limit);
}

Value sys_setrecursionlimit(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "setrecursionlimit", 1, 1)) return Value::null();
  auto n = protocol::index_as_int64(ctx, call.args[0]);
  if (!n) return Value::null();
  if (*n < 1) return ctx.raise(ctx.builtins.exc_ValueError, "recursion limit must be greater or equal than 1");
  ctx.vm.recursion_limit = static_cast<int>(*n > INT_MAX ? INT_MAX : *n);
  return Value::none();
}

// The interpreter lock's switch interval (Note [The interpreter lock]); 5 ms until set.
Value sys_getswitchinterval(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getswitchinterval", 0, 0)) return Value::null();
  return Value::floating(ctx.threads ? ctx.threads->lock.switch_interval() : 0.005);
}

Value sys_setswitchinterval(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "setswitchinterval", 1, 1)) return Value::null();
  auto d = protocol::as_double(ctx, call.args[0]);
  if (!d) return Value::null();
  if (!(*d > 0.0)) return ctx.raise(ctx.builtins.exc_ValueError, "switch interval must be strictly positive");
  vm::thread_registry(ctx).lock.set_switch_interval(*d);
  return Value::none();
}

// sys.excepthook / sys.__excepthook__: prints the exception and its traceback to
// sys.stderr as the interpreter does for an uncaught one (threading reports a failing
// threading.excepthook through it).
Value sys_excepthook(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "excepthook", 3, 3)) return Value::null();
  if (!protocol::is_instance_of_type(ctx, call.args[1], ctx.builtins.exc_BaseException))
    return ctx.raise(ctx.builtins.exc_TypeError, "print_exception(): Exception expected for value, %s found",
                     objects::type_name(ctx, call.args[1]));
  vm::print_exception(ctx, call.args[1]);
  return Value::none();
}

Value sys_getsizeof(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getsizeof", 1, 2)) return Value::null();
  return Value::small_int(call.args[0].is_object() ? 56 : 28);
}

Value sys_intern(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "intern", 1, 1)) return Value::null();
  if (!objects::is_str(ctx, call.args[0]))
    return ctx.raise(ctx.builtins.exc_TypeError, "intern() argument must be str, not %s",
                     objects::type_name(ctx, call.args[0]));
  return Value::object(protocol::intern(ctx, objects::as_str(call.args[0])->data));
}

// sys._getframe([depth]): the frame `depth` calls below the current one.
Value sys_getframe(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_getframe", 0, 1)) return Value::null();
  int64_t depth = 0;
  if (call.nargs == 1) {
    auto d = protocol::index_as_int64(ctx, call.args[0]);
    if (!d) return Value::null();
    depth = *d;
  }
  vm::FrameObject* f = ctx.vm.current_frame;
  while (f && depth-- > 0) f = f->back;
  if (!f) return ctx.raise(ctx.builtins.exc_ValueError, "call stack is not deep enough");
  f->escaped = true;  // Note [Frame free lists] (vm/frame.h)
  return Value::object(f);
}

// sys.displayhook / sys.__displayhook__: what an expression statement compiled in 'single'
// mode (the REPL, compile(..., 'single')) calls with its value.
Value sys_displayhook(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "displayhook", 1, 1)) return Value::null();
  if (!vm::default_displayhook(ctx, call.args[0])) return Value::null();
  return Value::none();
}

Value sys_getdefaultencoding(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getdefaultencoding", 0, 0)) return Value::null();
  return objects::str_from(ctx, "utf-8");
}

Value sys_getfilesystemencoding(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getfilesystemencoding", 0, 0)) return Value::null();
  return objects::str_from(ctx, "utf-8");
}

Value sys_getfilesystemencodeerrors(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getfilesystemencodeerrors", 0, 0)) return Value::null();
  return objects::str_from(ctx, "surrogateescape");
}

// The running binary's absolute path (/proc/self/exe), as CPython's sys.executable; "" if
// it cannot be found.
std::string executable_path() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  return std::string(buf, static_cast<size_t>(n));
}

const objects::MethodDef sys_functions[] = {
    {"getdefaultencoding", sys_getdefaultencoding},
    {"getfilesystemencoding", sys_getfilesystemencoding},
    {"getfilesystemencodeerrors", sys_getfilesystemencodeerrors},
    {"_getframe", sys_getframe},
    {"displayhook", sys_displayhook},
    {"__displayhook__", sys_displayhook},
    {"exit", sys_exit},
    {"exc_info", sys_exc_info},
    {"exception", sys_exception},
    {"getrecursionlimit", sys_getrecursionlimit},
    {"setrecursionlimit", sys_setrecursionlimit},
    {"excepthook", sys_excepthook},
    {"__excepthook__", sys_excepthook},
    {"getswitchinterval", sys_getswitchinterval},
    {"setswitchinterval", sys_setswitchinterval},
    {"getsizeof", sys_getsizeof},
    {"intern", sys_intern},
    {}};

}  // namespace

ModuleObject* init_sys(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "sys");
  gc::Root<Object> keep(ctx.heap, m);
  objects::add_functions(ctx, m, sys_functions);
  TypeObject* st = objects::new_native_type(ctx, "TextIOWrapper", ctx.builtins.object_type, nullptr);
  objects::add_methods(ctx, st, stream_methods);
  objects::add_getsets(ctx, st, stream_getsets);
  auto make_stream = [&](FILE* f, int fd, const char* name) {
    return Value::object(ctx.heap.make<StreamObject>(st, f, fd, name));
  };
  Value in = make_stream(stdin, 0, "<stdin>"), out = make_stream(stdout, 1, "<stdout>"),
        err = make_stream(stderr, 2, "<stderr>");
  auto set = [&](const char* name, Value v) { objects::set_module_attr(ctx, m, name, v); };
  set("stdin", in);
  set("stdout", out);
  set("stderr", err);
  set("__stdin__", in);
  set("__stdout__", out);
  set("__stderr__", err);
  set("argv", ctx.vm.argv);
  set("path", ctx.vm.sys_path);
  set("modules", Value::object(ctx.vm.modules));
  set("version", objects::str_from(ctx, "3.11.7 (TensorPy 0.1.0)"));
  // version_info is a tuple with named fields, like CPython's struct sequence; defined in
  // Python because it is small and only built when sys is imported.
  static const char kVersionInfo[] =
      "class version_info(tuple):\n"
      "    __slots__ = ()\n"
      "    major = property(lambda s: s[0])\n"
      "    minor = property(lambda s: s[1])\n"
      "    micro = property(lambda s: s[2])\n"
      "    releaselevel = property(lambda s: s[3])\n"
      "    serial = property(lambda s: s[4])\n"
      "    def __repr__(s):\n"
      "        return 'sys.version_info(major=%d, minor=%d, micro=%d, releaselevel=%r, serial=%d)' % s\n"
      "version_info = version_info((3, 11, 7, 'final', 0))\n";
  if (vm::exec_source(ctx, kVersionInfo, "<sys>", compiler::Mode::Exec, m->dict, Value::null()).is_null())
    return nullptr;
  set("hexversion", Value::small_int(0x030B07F0));
  set("platform", objects::str_from(ctx, "linux"));
  set("byteorder", objects::str_from(ctx, "little"));
  set("maxsize", Value::small_int(INT64_MAX));
  std::string exe = executable_path();
  set("executable", objects::str_from(ctx, exe));
  set("_base_executable", objects::str_from(ctx, exe));
  std::string prefix = exe.empty() ? "" : exe.substr(0, exe.rfind('/'));
  set("prefix", objects::str_from(ctx, prefix));
  set("base_prefix", objects::str_from(ctx, prefix));
  set("exec_prefix", objects::str_from(ctx, prefix));
  set("base_exec_prefix", objects::str_from(ctx, prefix));
  set("dont_write_bytecode", Value::boolean(true));
  set("float_repr_style", objects::str_from(ctx, "short"));
  std::vector<Value> names;
  names.push_back(objects::str_from(ctx, "builtins"));
  names.push_back(objects::str_from(ctx, "sys"));
  set("builtin_module_names", objects::tuple_from(ctx, names));
  ModuleObject* impl = objects::new_module(ctx, "implementation");
  objects::set_module_attr(ctx, impl, "name", objects::str_from(ctx, "tensorpy"));
  objects::set_module_attr(ctx, impl, "cache_tag", Value::none());
  set("implementation", Value::object(impl));
  ctx.vm.sys_module = m;
  ctx.builtins.sys_stdout = hook_stdout;
  ctx.builtins.sys_stdin = hook_stdin;
  return m;
}

}  // namespace tp::stdlib
