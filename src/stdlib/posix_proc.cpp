// The process part of the native `posix` module (see posix_parts.h): _fork_exec (the
// child-process start behind lib/subprocess.py), waitpid with the wait-status predicates
// (WIFEXITED, WEXITSTATUS, WIFSIGNALED, WTERMSIG, WIFSTOPPED, WSTOPSIG,
// waitstatus_to_exitcode), kill, killpg, getpgid, getpgrp, setsid.
//
// Note [fork and exec]
// _fork_exec prepares every C string (argv, envp, candidate executables, cwd) before
// fork(), so the child only makes async-signal-safe calls: setsid, dup2 of the three
// standard descriptors, chdir, closing the other descriptors, resetting signal
// dispositions, execve of each candidate in turn. A failure is written to a close-on-exec
// error pipe as "<errno>:<step>" and the child _exits(255); the parent reads the pipe (EOF
// means exec succeeded), reaps a failed child, and returns (pid, errno, step) for
// lib/subprocess.py to turn into the OSError CPython raises (the step says whether the
// filename is the cwd or the program).
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/exception_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"
#include "threads/blocking.h"

namespace tp::stdlib {

using objects::MethodDef;

namespace {

// A list or tuple of str/bytes as C strings (str as UTF-8).
bool string_list(Context& ctx, Value v, const char* what, std::vector<std::string>* out) {
  std::vector<Value>* items = nullptr;
  if (objects::is_list(ctx, v)) items = &objects::as_list(v)->items;
  else if (objects::is_tuple(ctx, v)) items = &objects::as_tuple(v)->items;
  if (items == nullptr) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s must be a list", what);
    return false;
  }
  for (Value item : *items) {
    std::string s;
    if (!path_arg(ctx, item, what, &s)) return false;
    if (s.find('\0') != std::string::npos) {
      ctx.raise(ctx.builtins.exc_ValueError, "%s", "embedded null byte");
      return false;
    }
    out->push_back(std::move(s));
  }
  return true;
}

std::vector<char*> c_array(std::vector<std::string>& v) {
  std::vector<char*> out;
  for (auto& s : v) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// Child side of _fork_exec; never returns.
[[noreturn]] void child_exec(const std::vector<char*>& argv, char* const* envp, std::vector<std::string>& exes,
                             const char* cwd, int fds[3], bool stderr_to_stdout, int errpipe, bool close_fds,
                             const std::vector<int>& keep, bool new_session, int pgid) {
  int step = 0;
  int err = 0;
  if (new_session && ::setsid() < 0) {
    err = errno;
    step = 1;
    goto fail;
  }
  if (pgid >= 0 && ::setpgid(0, pgid) < 0) {
    err = errno;
    step = 1;
    goto fail;
  }
  // Move the pipe ends out of the way of 0..2 first, so dup2 cannot clobber one.
  for (int i = 0; i < 3; ++i) {
    if (fds[i] >= 0 && fds[i] < 3 && fds[i] != i) {
      int moved = ::fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
      if (moved < 0) {
        err = errno;
        step = 2;
        goto fail;
      }
      fds[i] = moved;
    }
  }
  for (int i = 0; i < 3; ++i) {
    if (fds[i] < 0) continue;
    if (fds[i] == i) {
      int fl = ::fcntl(i, F_GETFD);
      if (fl >= 0) ::fcntl(i, F_SETFD, fl & ~FD_CLOEXEC);
    } else if (::dup2(fds[i], i) < 0) {
      err = errno;
      step = 2;
      goto fail;
    }
  }
  if (stderr_to_stdout && ::dup2(1, 2) < 0) {
    err = errno;
    step = 2;
    goto fail;
  }
  if (cwd != nullptr && ::chdir(cwd) < 0) {
    err = errno;
    step = 3;
    goto fail;
  }
  if (close_fds) {
    long maxfd = ::sysconf(_SC_OPEN_MAX);
    if (maxfd < 0 || maxfd > 65536) maxfd = 65536;
    for (int fd = 3; fd < maxfd; ++fd) {
      if (fd == errpipe) continue;
      bool kept = false;
      for (int k : keep) kept = kept || k == fd;
      if (kept) {
        int fl = ::fcntl(fd, F_GETFD);
        if (fl >= 0) ::fcntl(fd, F_SETFD, fl & ~FD_CLOEXEC);
        continue;
      }
      ::close(fd);
    }
  }
  // Dispositions the interpreter changed go back to the defaults for the new program.
  for (int s : {SIGPIPE, SIGXFSZ, SIGINT}) ::signal(s, SIG_DFL);
  {
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
  }
  err = ENOENT;
  for (auto& exe : exes) {
    if (envp != nullptr) ::execve(exe.c_str(), argv.data(), envp);
    else ::execv(exe.c_str(), argv.data());
    if (errno != ENOENT && errno != ENOTDIR && err == ENOENT) err = errno;
  }
  step = 4;
fail:
  char msg[64];
  int n = std::snprintf(msg, sizeof msg, "%d:%d", err, step);
  if (n > 0) (void)!::write(errpipe, msg, static_cast<size_t>(n));
  ::_exit(255);
}

// _fork_exec(args, executables, cwd, env, stdin_fd, stdout_fd, stderr_fd, stderr_to_stdout,
//            close_fds, pass_fds, start_new_session, process_group) -> (pid, errno, step)
// Note [fork and exec]. cwd/env may be None; fds are -1 to inherit.
Value posix_fork_exec(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"args", "executables", "cwd", "env", "stdin", "stdout", "stderr",
                                      "stderr_to_stdout", "close_fds", "pass_fds", "start_new_session",
                                      "process_group"};
  Value a[12];
  if (!objects::parse_args(ctx, call, "_fork_exec", names, 12, a)) return Value::null();
  std::vector<std::string> args, exes, env;
  if (!string_list(ctx, a[0], "args", &args) || !string_list(ctx, a[1], "executables", &exes)) return Value::null();
  bool has_env = !a[3].is_none();
  if (has_env && !string_list(ctx, a[3], "env", &env)) return Value::null();
  std::string cwd;
  bool has_cwd = !a[2].is_none();
  if (has_cwd && !path_arg(ctx, a[2], "cwd", &cwd)) return Value::null();
  int fds[3];
  for (int i = 0; i < 3; ++i) {
    int64_t n;
    if (!int_arg(ctx, a[4 + i], &n)) return Value::null();
    fds[i] = static_cast<int>(n);
  }
  int flags[3];
  for (int i = 0; i < 3; ++i) {
    flags[i] = protocol::is_true(ctx, a[i == 0 ? 7 : i == 1 ? 8 : 10]);
    if (flags[i] < 0) return Value::null();
  }
  std::vector<std::string> keep_text;
  std::vector<int> keep;
  if (objects::is_list(ctx, a[9]) || objects::is_tuple(ctx, a[9])) {
    auto& items = objects::is_list(ctx, a[9]) ? objects::as_list(a[9])->items : objects::as_tuple(a[9])->items;
    for (Value v : items) {
      int64_t n;
      if (!int_arg(ctx, v, &n)) return Value::null();
      keep.push_back(static_cast<int>(n));
    }
  }
  int64_t pgid;
  if (!int_arg(ctx, a[11], &pgid)) return Value::null();
  if (args.empty()) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "args must not be empty");

  std::vector<char*> argv = c_array(args);
  std::vector<char*> envp = c_array(env);
  int errpipe[2];
  if (::pipe2(errpipe, O_CLOEXEC) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  std::fflush(nullptr);
  pid_t pid = ::fork();
  if (pid < 0) {
    int err = errno;
    ::close(errpipe[0]);
    ::close(errpipe[1]);
    return objects::raise_os_error(ctx, err, Value::null());
  }
  if (pid == 0)
    child_exec(argv, has_env ? envp.data() : nullptr, exes, has_cwd ? cwd.c_str() : nullptr, fds, flags[0] != 0,
               errpipe[1], flags[1] != 0, keep, flags[2] != 0, static_cast<int>(pgid));
  ::close(errpipe[1]);
  std::string report;
  char buf[64];
  for (;;) {
    ssize_t n = threads::without_lock([&] { return ::read(errpipe[0], buf, sizeof buf); });
    if (n > 0) {
      report.append(buf, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    break;
  }
  ::close(errpipe[0]);
  int err = 0, step = 0;
  if (!report.empty()) {
    std::sscanf(report.c_str(), "%d:%d", &err, &step);
    int status;
    while (threads::without_lock([&] { return ::waitpid(pid, &status, 0); }) < 0 && errno == EINTR) {
    }
  }
  return objects::tuple_from(ctx, {Value::small_int(pid), Value::small_int(err), Value::small_int(step)});
}

Value posix_waitpid(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pid", "/options"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "waitpid", names, 2, a)) return Value::null();
  int64_t pid, options;
  if (!int_arg(ctx, a[0], &pid) || !int_arg(ctx, a[1], &options)) return Value::null();
  for (;;) {
    int status = 0;
    pid_t r = threads::without_lock(
        [&] { return ::waitpid(static_cast<pid_t>(pid), &status, static_cast<int>(options)); });
    if (r >= 0) return objects::tuple_from(ctx, {Value::small_int(r), Value::small_int(status)});
    if (errno != EINTR) return objects::raise_os_error(ctx, errno, Value::null());
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value posix_kill(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pid", "/signal"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "kill", names, 2, a)) return Value::null();
  int64_t pid, sig;
  if (!int_arg(ctx, a[0], &pid) || !int_arg(ctx, a[1], &sig)) return Value::null();
  if (::kill(static_cast<pid_t>(pid), static_cast<int>(sig)) < 0)
    return objects::raise_os_error(ctx, errno, Value::null());
  // A signal sent to ourselves is delivered before kill() returns: run its handler now.
  if (!run_pending_signals(ctx)) return Value::null();
  return Value::none();
}

Value posix_killpg(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pgid", "/signal"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "killpg", names, 2, a)) return Value::null();
  int64_t pid, sig;
  if (!int_arg(ctx, a[0], &pid) || !int_arg(ctx, a[1], &sig)) return Value::null();
  if (::killpg(static_cast<pid_t>(pid), static_cast<int>(sig)) < 0)
    return objects::raise_os_error(ctx, errno, Value::null());
  return Value::none();
}

Value posix_getpgid(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pid"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "getpgid", names, 1, a)) return Value::null();
  int64_t pid;
  if (!int_arg(ctx, a[0], &pid)) return Value::null();
  pid_t r = ::getpgid(static_cast<pid_t>(pid));
  if (r < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return Value::small_int(r);
}

Value posix_getpgrp(Context&, const CallArgs&) { return Value::small_int(::getpgrp()); }

Value posix_setsid(Context& ctx, const CallArgs& call) {
  if (::setsid() < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return Value::none();
}

// The wait-status macros, each a one-argument function of the status.
template <int (*F)(int)>
Value status_fn(Context& ctx, const CallArgs& call, const char* fn) {
  static const char* const names[] = {"status"};
  Value a[1];
  if (!objects::parse_args(ctx, call, fn, names, 1, a)) return Value::null();
  int64_t st;
  if (!int_arg(ctx, a[0], &st)) return Value::null();
  return Value::small_int(F(static_cast<int>(st)));
}
int w_ifexited(int s) { return WIFEXITED(s); }
int w_exitstatus(int s) { return WEXITSTATUS(s); }
int w_ifsignaled(int s) { return WIFSIGNALED(s); }
int w_termsig(int s) { return WTERMSIG(s); }
int w_ifstopped(int s) { return WIFSTOPPED(s); }
int w_stopsig(int s) { return WSTOPSIG(s); }
int w_ifcontinued(int s) { return WIFCONTINUED(s); }
int w_coredump(int s) { return WCOREDUMP(s); }

Value as_bool(Value v) { return Value::boolean(v.as_small_int() != 0); }
Value posix_WIFEXITED(Context& ctx, const CallArgs& c) {
  Value v = status_fn<w_ifexited>(ctx, c, "WIFEXITED");
  return v.is_null() ? v : as_bool(v);
}
Value posix_WEXITSTATUS(Context& ctx, const CallArgs& c) { return status_fn<w_exitstatus>(ctx, c, "WEXITSTATUS"); }
Value posix_WIFSIGNALED(Context& ctx, const CallArgs& c) {
  Value v = status_fn<w_ifsignaled>(ctx, c, "WIFSIGNALED");
  return v.is_null() ? v : as_bool(v);
}
Value posix_WTERMSIG(Context& ctx, const CallArgs& c) { return status_fn<w_termsig>(ctx, c, "WTERMSIG"); }
Value posix_WIFSTOPPED(Context& ctx, const CallArgs& c) {
  Value v = status_fn<w_ifstopped>(ctx, c, "WIFSTOPPED");
  return v.is_null() ? v : as_bool(v);
}
Value posix_WSTOPSIG(Context& ctx, const CallArgs& c) { return status_fn<w_stopsig>(ctx, c, "WSTOPSIG"); }
Value posix_WIFCONTINUED(Context& ctx, const CallArgs& c) {
  Value v = status_fn<w_ifcontinued>(ctx, c, "WIFCONTINUED");
  return v.is_null() ? v : as_bool(v);
}
Value posix_WCOREDUMP(Context& ctx, const CallArgs& c) {
  Value v = status_fn<w_coredump>(ctx, c, "WCOREDUMP");
  return v.is_null() ? v : as_bool(v);
}

// waitstatus_to_exitcode(status): the exit code, or -signal for a killed process;
// ValueError for a stopped process or a status it cannot interpret.
Value posix_waitstatus_to_exitcode(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"status"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "waitstatus_to_exitcode", names, 1, a)) return Value::null();
  int64_t st;
  if (!int_arg(ctx, a[0], &st)) return Value::null();
  int s = static_cast<int>(st);
  if (WIFEXITED(s)) return Value::small_int(WEXITSTATUS(s));
  if (WIFSIGNALED(s)) return Value::small_int(-WTERMSIG(s));
  if (WIFSTOPPED(s))
    return ctx.raise(ctx.builtins.exc_ValueError, "process stopped by delivery of signal %d", WSTOPSIG(s));
  return ctx.raise(ctx.builtins.exc_ValueError, "invalid wait status: %d", s);
}

const MethodDef proc_functions[] = {
    {"_fork_exec", posix_fork_exec, "_fork_exec(...)\n--\n\nStart a child process (lib/subprocess.py)."},
    {"waitpid", posix_waitpid, "waitpid(pid, options, /)\n--\n\nWait for completion of a given child process."},
    {"kill", posix_kill, "kill(pid, signal, /)\n--\n\nKill a process with a signal."},
    {"killpg", posix_killpg, "killpg(pgid, signal, /)\n--\n\nKill a process group with a signal."},
    {"getpgid", posix_getpgid, "getpgid(pid)\n--\n\nCall the system call getpgid()."},
    {"getpgrp", posix_getpgrp, "getpgrp()\n--\n\nReturn the current process group id."},
    {"setsid", posix_setsid, "setsid()\n--\n\nCall the system call setsid()."},
    {"WIFEXITED", posix_WIFEXITED, "WIFEXITED(status)\n--\n\nTrue if the process exited normally."},
    {"WEXITSTATUS", posix_WEXITSTATUS, "WEXITSTATUS(status)\n--\n\nThe process's exit code."},
    {"WIFSIGNALED", posix_WIFSIGNALED, "WIFSIGNALED(status)\n--\n\nTrue if the process was killed by a signal."},
    {"WTERMSIG", posix_WTERMSIG, "WTERMSIG(status)\n--\n\nThe signal that killed the process."},
    {"WIFSTOPPED", posix_WIFSTOPPED, "WIFSTOPPED(status)\n--\n\nTrue if the process is stopped."},
    {"WSTOPSIG", posix_WSTOPSIG, "WSTOPSIG(status)\n--\n\nThe signal that stopped the process."},
    {"WIFCONTINUED", posix_WIFCONTINUED, "WIFCONTINUED(status)\n--\n\nTrue if the process was continued."},
    {"WCOREDUMP", posix_WCOREDUMP, "WCOREDUMP(status)\n--\n\nTrue if a core dump was produced."},
    {"waitstatus_to_exitcode", posix_waitstatus_to_exitcode,
     "waitstatus_to_exitcode(status)\n--\n\nConvert a wait status to an exit code."},
    {}};

}  // namespace

void add_posix_proc_functions(Context& ctx, ModuleObject* m) {
  objects::add_functions(ctx, m, proc_functions);
  struct {
    const char* name;
    int64_t value;
  } constants[] = {{"WNOHANG", WNOHANG}, {"WUNTRACED", WUNTRACED}, {"WCONTINUED", WCONTINUED}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
}

}  // namespace tp::stdlib
