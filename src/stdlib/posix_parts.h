// The parts of the native `posix` module kept in their own files; init_posix
// (posix_module.cpp) adds each part's functions and constants to the module.
//   posix_fd.cpp    file descriptors (open, read, write, pipe, dup2, ...), utime, link,
//                   statvfs, uname, user and group ids
//   posix_proc.cpp  processes: the fork+exec behind subprocess (_fork_exec), waitpid and
//                   the wait-status macros, kill, killpg, process groups and sessions
// and the argument/error helpers those files and socket_module.cpp share (defined in
// posix_fd.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "objects/value.h"

namespace tp {
class Context;
class ModuleObject;
}  // namespace tp

namespace tp::stdlib {
void add_posix_fd_functions(Context& ctx, ModuleObject* m);
void add_posix_proc_functions(Context& ctx, ModuleObject* m);

// An int argument (or __index__ object) that fits int64: false with TypeError/OverflowError
// pending otherwise.
bool int_arg(Context& ctx, Value v, int64_t* out);
// int_arg for each of a[0..n).
bool int_args(Context& ctx, const Value* a, size_t n, int64_t* out);
// An fd argument: int_arg narrowed to int.
bool fd_arg(Context& ctx, Value v, int* out);
// Raises the OSError subclass for errno `err` (no filename); returns Value::null().
Value os_error(Context& ctx, int err);

// EINTR handling for native calls that block (Note [Signals at safe points] in
// signal_module.cpp): after a system call fails with EINTR, run_pending_signals(ctx) runs
// the Python handlers of the signals that arrived. It returns false with the handler's
// exception (KeyboardInterrupt for an unhandled SIGINT) pending; true means retry the
// call (PEP 475).
bool run_pending_signals(Context& ctx);
}  // namespace tp::stdlib
