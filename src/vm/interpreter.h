// The VM's public entry points, for the CLI, the runtime, the stdlib, the C API and the ml
// bindings. All follow Note [Errors are values]: Value::null() (or nullptr / -1) means an
// exception is pending in the Context.
//
// Calling Python code from C++: use protocol::call / call0 / call1 / call_method on any
// callable Value (functions, bound methods, classes, builtins); function objects dispatch
// to the eval loop through their type's call_slot. Keep raw Object pointers that must
// survive the call in gc::Root (see gc/heap.h).
//
// Running source:
//   DictObject* globals = vm::module_dict(ctx, "__main__");
//   Value r = vm::exec_source(ctx, "print(1 + 2)", "<string>", compiler::Mode::Exec, globals, Value::null());
//   if (r.is_null()) vm::print_exception(ctx, ctx.take_exception());
//
// Native modules: add `X(name, init_name)` to runtime/native_modules.def and define
// `ModuleObject* tp::stdlib::init_name(Context& ctx)` (objects::new_module +
// objects::add_functions / set_module_attr). `import name` calls it once and caches the
// module in sys.modules; vm::import_module(ctx, "name") does the same from C++. A module
// registered as "ml" is also the builtin name `ml` (bound on first use).
#pragma once

#include <string>
#include <string_view>

#include "compiler/parser.h"
#include "objects/protocol.h"

namespace tp {
class DictObject;
class ModuleObject;
class TupleObject;
}  // namespace tp

namespace tp::vm {

class CodeObject;
class FrameObject;
class FunctionObject;

// Runs a code object (module or exec/eval code) with the given globals and locals mapping
// (Null locals = the globals). Returns the code's return value (None for a module body).
Value run_code(Context& ctx, CodeObject* code, DictObject* globals, Value locals);

// Compiles `source` in `mode` and runs it in globals/locals. A syntax error is raised as
// SyntaxError. Returns the value for Eval mode, None otherwise.
Value exec_source(Context& ctx, std::string_view source, std::string_view filename,
                  compiler::Mode mode, DictObject* globals, Value locals);

// Compiles `source` to a code object; nullptr with SyntaxError pending on error.
CodeObject* compile_source(Context& ctx, std::string_view source, std::string_view filename,
                           compiler::Mode mode);

// Calls a Python function (what the function type's call_slot does).
Value call_function(Context& ctx, Value function, const CallArgs& call);

// Runs a class body function with `ns` as its locals mapping (used by __build_class__).
Value run_class_body(Context& ctx, Value function, Value ns);
// Creates the cells of a new frame of `co` (cellvars, and freevars from `closure`).
void make_cells(Context& ctx, CodeObject* co, TupleObject* closure, Value* slots);

// Runs a frame until it returns or raises. `frame` has its arguments bound. Used by calls
// and by generators (which resume the same frame). `throwing`: start by raising the
// pending exception at the resume point (generator.throw()).
Value eval_frame(Context& ctx, FrameObject* frame, bool throwing = false);

// The globals dict of the innermost running frame, or nullptr at top level.
DictObject* current_globals(Context& ctx);
// The locals mapping of the innermost frame (a fresh dict for function frames).
Value current_locals(Context& ctx);

// Enter/leave a native->Python re-entry for the recursion check; false (RecursionError
// pending) when the limit or the C stack is exhausted.
bool enter_recursive_call(Context& ctx, const char* where = "");
inline void leave_recursive_call(Context& ctx);
// The C-stack half of that check alone, for native code that recurses without counting
// toward the recursion limit (an iterator pulling from the iterator it wraps: CPython lets
// such chains grow past sys.getrecursionlimit()). False with RecursionError pending when
// the thread's stack is nearly exhausted.
bool check_native_stack(Context& ctx, const char* where = "");

// The interrupt flag set by SIGINT (process-wide: a signal handler cannot know contexts);
// polled at safe points, where it becomes KeyboardInterrupt.
void request_interrupt();
void install_sigint_handler();
bool interrupt_pending();
void clear_interrupt();

// --- exceptions (vm/exceptions.cpp) ---
// Prints "Traceback (most recent call last):" ... "Type: message" to sys.stderr (or fd 2),
// with __cause__/__context__ chains, exactly as CPython 3.11 does.
void print_exception(Context& ctx, Value exception);
// Formats the same text into a string.
std::string format_exception(Context& ctx, Value exception);
// SyntaxError instance from parser data (msg, filename, lineno, offset, text...); a
// SystemError for Kind::SystemError (a broken codegen invariant).
Value make_syntax_error(Context& ctx, const compiler::SyntaxErrorInfo& info);

// --- modules (vm/import.cpp) ---
// The module called `name` in sys.modules, created empty (with __name__, __builtins__)
// when absent.
ModuleObject* ensure_module(Context& ctx, std::string_view name);
DictObject* module_dict(Context& ctx, std::string_view name);
// import_module("a.b"): imports a, then a.b, returning a.b. Null on error.
Value import_module(Context& ctx, std::string_view name);
// The full __import__(name, globals, fromlist, level) semantics.
Value import_name(Context& ctx, std::string_view name, DictObject* globals, Value fromlist,
                  int level);
// Finds the source of module `name` for `tensorpy -m` (a package runs its __main__).
bool find_module_source(Context& ctx, const std::string& name, std::string* source,
                        std::string* file);
// Runs `source` as the __main__ module with __file__ = path (the caller sets sys.argv and
// sys.path[0]). Returns None, or Null with the exception pending.
Value run_main_file(Context& ctx, const std::string& path, const std::string& source);

}  // namespace tp::vm

#include "runtime/context.h"

inline void tp::vm::leave_recursive_call(Context& ctx) { --ctx.vm.recursion_depth; }
