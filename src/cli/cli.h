// The command line's internals shared by main.cpp and repl.cpp.
#pragma once

namespace tp {
class Context;
}

namespace tp::cli {
// The interactive loop (SPEC section 1); returns the exit status.
int run_repl(Context& ctx);
// Flushes sys.stdout (and the C stdout).
void flush_stdout(Context& ctx);
// Takes the pending exception: SystemExit -> its status; otherwise prints the traceback
// and returns 65 (SyntaxError while compiling the main program) or 70.
int handle_exception(Context& ctx, bool compile_phase);
}  // namespace tp::cli
