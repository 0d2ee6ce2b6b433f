// The `tensorpy` command (SPEC section 1): runs a script, -c code, -m module, the REPL, or
// --dis; maps the outcome to the exit status (0 ok, 64 bad flags, 65 syntax error, 70
// uncaught exception, 130 uncaught KeyboardInterrupt, 74 unreadable script, SystemExit(n) -> n).
#include <stdio_ext.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <new>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/disassembler.h"
#include "vm/interpreter.h"
#include "vm/thread_state.h"

namespace tp::cli {

namespace {

constexpr int kExitUsage = 64;
constexpr int kExitSyntax = 65;
constexpr int kExitException = 70;
// An uncaught KeyboardInterrupt: 128 + SIGINT, what a shell reports for CPython (which
// re-raises SIGINT on itself).
constexpr int kExitInterrupt = 130;
constexpr int kExitNoInput = 74;

const char* kUsage =
    "usage: tensorpy [option] ... [-c cmd | -m mod | file | -] [arg] ...\n"
    "Options:\n"
    "  -c cmd     program passed in as string (terminates option list)\n"
    "  -m mod     run library module as a script (terminates option list)\n"
    "  -i         inspect interactively after running script\n"
    "  -h         print this help message and exit (also --help)\n"
    "  --version  print the version number and exit\n"
    "  --dis file print the bytecode of file and exit\n"
    "file         program read from script file\n"
    "-            program read from stdin (default; interactive mode if a tty)\n"
    "arg ...      arguments passed to program in sys.argv[1:]\n"
    "Environment:\n"
    "TENSORPY_MAX_MEMORY  cap on the program's memory (bytes, or with K, M, G, T): past it\n"
    "                     an allocation raises MemoryError\n";

// TENSORPY_MAX_MEMORY: a byte count with an optional K/M/G/T suffix (powers of 1024).
// Returns false for anything else; *bytes = 0 when the variable is unset or empty.
bool parse_memory_cap(const char* text, size_t* bytes) {
  *bytes = 0;
  if (text == nullptr || *text == '\0') return true;
  errno = 0;
  char* end = nullptr;
  unsigned long long n = strtoull(text, &end, 10);
  if (end == text || errno != 0 || text[0] == '-' || text[0] == '+' || text[0] == ' ') return false;
  unsigned shift = 0;
  switch (*end) {
    case '\0': break;
    case 'k': case 'K': shift = 10; ++end; break;
    case 'm': case 'M': shift = 20; ++end; break;
    case 'g': case 'G': shift = 30; ++end; break;
    case 't': case 'T': shift = 40; ++end; break;
    default: return false;
  }
  if (*end == 'B' || *end == 'b') ++end;
  if (*end != '\0' || n == 0 || n > (~0ull >> shift)) return false;
  *bytes = static_cast<size_t>(n << shift);
  return true;
}

void set_argv(Context& ctx, const std::vector<std::string>& args) {
  auto* list = objects::as_list(ctx.vm.argv);
  list->items.clear();
  for (const auto& a : args) list->items.push_back(objects::str_from(ctx, a));
}

void set_path0(Context& ctx, const std::string& dir) {
  auto* list = objects::as_list(ctx.vm.sys_path);
  if (list->items.empty())
    list->items.push_back(objects::str_from(ctx, dir));
  else
    list->items[0] = objects::str_from(ctx, dir);
}

bool read_file(const std::string& path, std::string* out, int* err) {
  FILE* f = fopen(path.c_str(), "rb");
  if (!f) {
    *err = errno;
    return false;
  }
  std::string s;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  bool bad = ferror(f);
  fclose(f);
  if (bad) {
    *err = EISDIR;
    return false;
  }
  *out = std::move(s);
  return true;
}

// os.path.abspath: joins with the working directory and normalises "." and ".."
// (without resolving symbolic links), as CPython does for the script path.
std::string abspath(const std::string& path) {
  std::string full = path;
  if (full.empty() || full[0] != '/') {
    char buf[4096];
    if (getcwd(buf, sizeof buf)) full = std::string(buf) + "/" + path;
  }
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= full.size()) {
    size_t slash = full.find('/', start);
    std::string part = full.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    if (part == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  std::string out;
  for (const auto& p : parts) out += "/" + p;
  return out.empty() ? "/" : out;
}

}  // namespace

// Set when flushing sys.stdout fails at shutdown: the process then exits 120, as CPython.
static bool g_stdout_flush_failed = false;

void flush_stdout(Context& ctx) {
  if (ctx.vm.sys_module) {
    Value out = objects::dict_get_cstr(ctx, ctx.vm.sys_module->dict, "stdout");
    if (!out.is_null() && !out.is_none()) {
      Value r = protocol::call_method(ctx, out, ctx.builtins.names.flush, nullptr, 0);
      if (r.is_null()) {
        // CPython: "Exception ignored in: <stream repr>" and the exception's last line.
        Value exc = ctx.take_exception();
        gc::Root<Object> keep(ctx.heap, exc.is_object() ? exc.as_object() : nullptr);
        std::string stream_repr, message;
        if (!objects::repr_string(ctx, out, &stream_repr)) ctx.take_exception();
        if (!objects::str_string(ctx, exc, &message)) ctx.take_exception();
        fprintf(stderr, "Exception ignored in: %s\n%s%s%s\n", stream_repr.c_str(),
                objects::type_name(ctx, exc), message.empty() ? "" : ": ", message.c_str());
        g_stdout_flush_failed = true;
      }
    }
  }
  errno = 0;
  if (fflush(stdout) == EOF && !g_stdout_flush_failed) {
    // sys never imported: the same report for the C stdout that print() wrote to.
    int err = errno != 0 ? errno : EIO;
    fprintf(stderr, "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n"
            "%s: [Errno %d] %s\n", err == EPIPE ? "BrokenPipeError" : "OSError", err, strerror(err));
    g_stdout_flush_failed = true;
  }
  if (ferror(stdout)) {
    __fpurge(stdout);
    clearerr(stdout);
  }
}

int handle_exception(Context& ctx, bool compile_phase) {
  Value exc = ctx.take_exception();
  gc::Root<Object> keep(ctx.heap, exc.is_object() ? exc.as_object() : nullptr);
  flush_stdout(ctx);
  if (protocol::is_instance_of_type(ctx, exc, ctx.builtins.exc_SystemExit)) {
    ExceptionObject* e = objects::as_exception(exc);
    Value code = Value::none();
    if (e->args && e->args->size() == 1) code = e->args->items[0];
    else if (e->args && e->args->size() > 1) code = Value::object(e->args);
    if (code.is_none()) return 0;
    if (code.is_small_int()) return static_cast<int>(code.as_small_int() & 0xFF);
    if (code.is_bool()) return code.as_bool() ? 1 : 0;
    std::string s;
    if (!objects::str_string(ctx, code, &s)) ctx.take_exception();
    fprintf(stderr, "%s\n", s.c_str());
    return 1;
  }
  bool syntax = compile_phase && protocol::is_instance_of_type(ctx, exc, ctx.builtins.exc_SyntaxError);
  bool interrupt = protocol::is_instance_of_type(ctx, exc, ctx.builtins.exc_KeyboardInterrupt);
  vm::print_exception(ctx, exc);
  if (interrupt) return kExitInterrupt;
  return syntax ? kExitSyntax : kExitException;
}

// Calls `module`.`function`() when the program imported `module`; an exception in it is
// printed and does not change the exit status.
static void call_exit_hook(Context& ctx, const char* module, const char* function) {
  if (!ctx.vm.modules) return;
  Value m = objects::dict_get_cstr(ctx, ctx.vm.modules, module);
  if (m.is_null() || m.is_none()) return;
  Value fn = protocol::getattr_optional(ctx, m, protocol::intern(ctx, function));
  if (fn.is_null()) {
    if (ctx.has_exception()) ctx.take_exception();
    return;
  }
  if (protocol::call0(ctx, fn).is_null()) {
    Value exc = ctx.take_exception();
    gc::Root<Object> keep(ctx.heap, exc.is_object() ? exc.as_object() : nullptr);
    vm::print_exception(ctx, exc);
  }
}

// As CPython's finalisation (once, when the program and any -i REPL are done): when
// `threading` was imported, threading._shutdown() so non-daemon threads finish (without
// native threads, lib/threading runs the started but never-joined ones there); then, when
// `atexit` was imported, its callbacks (atexit._run_exitfuncs). Daemon threads still
// running are then left waiting for the lock (vm::finalize_threads).
static void finalize(Context& ctx) {
  call_exit_hook(ctx, "threading", "_shutdown");
  call_exit_hook(ctx, "atexit", "_run_exitfuncs");
  vm::finalize_threads(ctx);
}

// Runs a compiled-or-not main program; returns the exit status.
static int run_main_source(Context& ctx, const std::string& source, const std::string& filename) {
  ModuleObject* m = vm::ensure_module(ctx, "__main__");
  if (filename != "<string>" && filename != "<stdin>")
    objects::dict_set_str(ctx, m->dict, ctx.builtins.names.__file__, objects::str_from(ctx, filename));
  vm::CodeObject* code = vm::compile_source(ctx, source, filename, compiler::Mode::Exec);
  if (!code) return handle_exception(ctx, true);
  gc::Root<Object> keep(ctx.heap, code);
  Value r = vm::run_code(ctx, code, m->dict, Value::null());
  return r.is_null() ? handle_exception(ctx, false) : 0;
}

int main(int argc, char** argv) {
  char stack_marker;
  Context ctx;
  ctx.vm.stack_base = &stack_marker;
  vm::install_sigint_handler();
  size_t cap = 0;
  if (!parse_memory_cap(getenv("TENSORPY_MAX_MEMORY"), &cap)) {
    fprintf(stderr, "tensorpy: TENSORPY_MAX_MEMORY must be a positive byte count such as 1073741824, 512M or 2G, not '%s'\n",
            getenv("TENSORPY_MAX_MEMORY"));
    return kExitUsage;
  }
  ctx.heap.set_memory_limit(cap);  // Note [Memory limit] in gc/heap.h
  bool interactive_after = false;
  int i = 1;
  for (; i < argc; ++i) {
    const char* a = argv[i];
    if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) {
      printf("TensorPy 0.1.0\n");
      return 0;
    }
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      fputs(kUsage, stdout);
      return 0;
    }
    if (strcmp(a, "-i") == 0) {
      interactive_after = true;
      continue;
    }
    if (strcmp(a, "-c") == 0) {
      if (i + 1 >= argc) {
        fprintf(stderr, "Argument expected for the -c option\n%s", kUsage);
        return kExitUsage;
      }
      std::vector<std::string> args = {"-c"};
      for (int j = i + 2; j < argc; ++j) args.push_back(argv[j]);
      set_argv(ctx, args);
      set_path0(ctx, "");
      int rc = run_main_source(ctx, argv[i + 1], "<string>");
      if (interactive_after && rc != kExitSyntax) rc = run_repl(ctx);
      finalize(ctx);
      flush_stdout(ctx);
      return rc;
    }
    if (strcmp(a, "-m") == 0) {
      if (i + 1 >= argc) {
        fprintf(stderr, "Argument expected for the -m option\n%s", kUsage);
        return kExitUsage;
      }
      std::string source, file;
      set_path0(ctx, "");
      if (!vm::find_module_source(ctx, argv[i + 1], &source, &file)) {
        fprintf(stderr, "%s: No module named %s\n", argv[0], argv[i + 1]);
        return 1;
      }
      std::vector<std::string> args = {file};
      for (int j = i + 2; j < argc; ++j) args.push_back(argv[j]);
      set_argv(ctx, args);
      int rc = run_main_source(ctx, source, file);
      if (interactive_after && rc != kExitSyntax) rc = run_repl(ctx);
      finalize(ctx);
      flush_stdout(ctx);
      return rc;
    }
    if (strcmp(a, "--dis") == 0) {
      if (i + 1 >= argc) {
        fprintf(stderr, "Argument expected for the --dis option\n%s", kUsage);
        return kExitUsage;
      }
      std::string source;
      int err = 0;
      if (!read_file(argv[i + 1], &source, &err)) {
        fprintf(stderr, "%s: can't open file '%s': [Errno %d] %s\n", argv[0], argv[i + 1], err, strerror(err));
        return kExitNoInput;
      }
      vm::CodeObject* code = vm::compile_source(ctx, source, argv[i + 1], compiler::Mode::Exec);
      if (!code) return handle_exception(ctx, true);
      std::string text = vm::disassemble(ctx, code);
      fwrite(text.data(), 1, text.size(), stdout);
      return 0;
    }
    if (strcmp(a, "-") == 0) break;
    if (a[0] == '-' && a[1] != '\0') {
      fprintf(stderr, "Unknown option: %s\n%s", a, kUsage);
      return kExitUsage;
    }
    break;
  }
  if (i < argc && strcmp(argv[i], "-") != 0) {
    std::string path = argv[i];
    std::vector<std::string> args;
    for (int j = i; j < argc; ++j) args.push_back(argv[j]);
    set_argv(ctx, args);
    std::string source;
    int err = 0;
    if (!read_file(path, &source, &err)) {
      fprintf(stderr, "%s: can't open file '%s': [Errno %d] %s\n", "tensorpy", path.c_str(), err,
              strerror(err));
      return kExitNoInput;
    }
    std::string full = abspath(path);
    set_path0(ctx, full.substr(0, full.rfind('/')));
    int rc = run_main_source(ctx, source, full);
    if (interactive_after && rc != kExitSyntax) rc = run_repl(ctx);
    finalize(ctx);
    flush_stdout(ctx);
    return rc;
  }
  std::vector<std::string> args = {i < argc ? "-" : ""};
  for (int j = i + 1; j < argc; ++j) args.push_back(argv[j]);
  set_argv(ctx, args);
  set_path0(ctx, "");
  if (!isatty(0) && !interactive_after) {
    // As CPython: a non-interactive stdin is read and run as one script.
    std::string source;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) source.append(buf, n);
    int rc = run_main_source(ctx, source, "<stdin>");
    finalize(ctx);
    flush_stdout(ctx);
    return rc;
  }
  int rc = run_repl(ctx);
  finalize(ctx);
  flush_stdout(ctx);
  return rc;
}

}  // namespace tp::cli

int main(int argc, char** argv) {
  // As CPython: a write to a closed pipe is EPIPE -> BrokenPipeError, not death by SIGPIPE.
  signal(SIGPIPE, SIG_IGN);
  int rc;
  try {
    rc = tp::cli::main(argc, argv);
  } catch (const std::bad_alloc&) {
    // Out of memory (or past TENSORPY_MAX_MEMORY) where no Python code can see it, such as
    // while printing a traceback: report it as CPython would an uncaught MemoryError.
    fputs("MemoryError\n", stderr);
    return 70;
  }
  return tp::cli::g_stdout_flush_failed ? 120 : rc;
}
