// The file-descriptor part of the native `posix` module (see posix_parts.h): open, close,
// closerange, read, write, lseek, dup, dup2, pipe, the inheritable and blocking flags,
// ftruncate, fsync, plus utime, link, statvfs, uname and the user/group ids. As in
// CPython, descriptors this module creates are non-inheritable (O_CLOEXEC) unless asked
// otherwise, and a call interrupted by a signal runs the signal's handler and is retried
// (run_pending_signals). Errors raise OSError subclasses carrying errno and strerror.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"
#include "threads/blocking.h"

namespace tp::stdlib {

using objects::MethodDef;

// The shared helpers of posix_parts.h.
bool int_arg(Context& ctx, Value v, int64_t* out) {
  auto n = protocol::index_as_int64(ctx, v);
  if (!n) return false;
  *out = *n;
  return true;
}

bool int_args(Context& ctx, const Value* a, size_t n, int64_t* out) {
  for (size_t i = 0; i < n; ++i)
    if (!int_arg(ctx, a[i], &out[i])) return false;
  return true;
}

// An int (TypeError otherwise, as CPython's "an integer is required").
bool fd_arg(Context& ctx, Value v, int* out) {
  int64_t n;
  if (!int_arg(ctx, v, &n)) return false;
  *out = static_cast<int>(n);
  return true;
}

Value os_error(Context& ctx, int err) { return objects::raise_os_error(ctx, err, Value::null()); }

namespace {

Value posix_open(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path", "flags", "mode", "$dir_fd"};
  Value a[4];
  if (!objects::parse_args(ctx, call, "open", names, 2, a)) return Value::null();
  std::string p;
  if (!path_arg(ctx, a[0], "open", &p)) return Value::null();
  int64_t flags, mode = 0777;
  if (!int_arg(ctx, a[1], &flags)) return Value::null();
  if (!a[2].is_null() && !int_arg(ctx, a[2], &mode)) return Value::null();
  for (;;) {
    int fd = ::open(p.c_str(), static_cast<int>(flags) | O_CLOEXEC, static_cast<mode_t>(mode));
    if (fd >= 0) return Value::small_int(fd);
    if (errno != EINTR) return objects::raise_os_error(ctx, errno, a[0]);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value posix_close(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "close", names, 1, a)) return Value::null();
  int fd;
  if (!fd_arg(ctx, a[0], &fd)) return Value::null();
  if (::close(fd) < 0 && errno != EINTR) return os_error(ctx, errno);
  return Value::none();
}

Value posix_closerange(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd_low", "/fd_high"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "closerange", names, 2, a)) return Value::null();
  int lo, hi;
  if (!fd_arg(ctx, a[0], &lo) || !fd_arg(ctx, a[1], &hi)) return Value::null();
  for (int fd = lo < 0 ? 0 : lo; fd < hi; ++fd) ::close(fd);
  return Value::none();
}

Value posix_read(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/length"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "read", names, 2, a)) return Value::null();
  int fd;
  int64_t n;
  if (!fd_arg(ctx, a[0], &fd) || !int_arg(ctx, a[1], &n)) return Value::null();
  if (n < 0) return os_error(ctx, EINVAL);
  std::string buf(static_cast<size_t>(n), '\0');
  for (;;) {
    ssize_t r = threads::without_lock([&] { return ::read(fd, buf.data(), buf.size()); });
    if (r >= 0) {
      buf.resize(static_cast<size_t>(r));
      return objects::bytes_from(ctx, std::move(buf));
    }
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value posix_write(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/data"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "write", names, 2, a)) return Value::null();
  int fd;
  if (!fd_arg(ctx, a[0], &fd)) return Value::null();
  std::string_view data;
  if (!buffer_arg(ctx, a[1], &data)) return Value::null();
  std::string copy(data);  // a signal handler may run Python code and move the buffer
  for (;;) {
    ssize_t r = threads::without_lock([&] { return ::write(fd, copy.data(), copy.size()); });
    if (r >= 0) return Value::small_int(r);
    if (errno != EINTR) return os_error(ctx, errno);
    if (!run_pending_signals(ctx)) return Value::null();
  }
}

Value posix_lseek(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/position", "/whence"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "lseek", names, 3, a)) return Value::null();
  int fd;
  int64_t pos, how;
  if (!fd_arg(ctx, a[0], &fd) || !int_arg(ctx, a[1], &pos) || !int_arg(ctx, a[2], &how)) return Value::null();
  off_t r = ::lseek(fd, static_cast<off_t>(pos), static_cast<int>(how));
  if (r < 0) return os_error(ctx, errno);
  return Value::small_int(r);
}

Value posix_dup(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "dup", names, 1, a)) return Value::null();
  int fd;
  if (!fd_arg(ctx, a[0], &fd)) return Value::null();
  int r = ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
  if (r < 0) return os_error(ctx, errno);
  return Value::small_int(r);
}

Value posix_dup2(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"fd", "fd2", "inheritable"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "dup2", names, 2, a)) return Value::null();
  int fd, fd2;
  if (!fd_arg(ctx, a[0], &fd) || !fd_arg(ctx, a[1], &fd2)) return Value::null();
  bool inheritable = true;
  if (!a[2].is_null()) {
    int t = protocol::is_true(ctx, a[2]);
    if (t < 0) return Value::null();
    inheritable = t != 0;
  }
  int r = inheritable ? ::dup2(fd, fd2) : ::dup3(fd, fd2, O_CLOEXEC);
  if (r < 0) return os_error(ctx, errno);
  return Value::small_int(r);
}

Value posix_pipe(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "pipe", 0, 0)) return Value::null();
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) < 0) return os_error(ctx, errno);
  return objects::tuple_from(ctx, {Value::small_int(fds[0]), Value::small_int(fds[1])});
}

Value fd_flag_get(Context& ctx, const CallArgs& call, const char* fn, int cmd, int bit, bool inverted) {
  static const char* const names[] = {"/fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, fn, names, 1, a)) return Value::null();
  int fd;
  if (!fd_arg(ctx, a[0], &fd)) return Value::null();
  int flags = ::fcntl(fd, cmd);
  if (flags < 0) return os_error(ctx, errno);
  bool set = (flags & bit) != 0;
  return Value::boolean(inverted ? !set : set);
}

Value fd_flag_set(Context& ctx, const CallArgs& call, const char* fn, int get, int put, int bit, bool inverted) {
  static const char* const names[] = {"/fd", "/value"};
  Value a[2];
  if (!objects::parse_args(ctx, call, fn, names, 2, a)) return Value::null();
  int fd;
  if (!fd_arg(ctx, a[0], &fd)) return Value::null();
  int t = protocol::is_true(ctx, a[1]);
  if (t < 0) return Value::null();
  bool on = inverted ? t == 0 : t != 0;
  int flags = ::fcntl(fd, get);
  if (flags < 0) return os_error(ctx, errno);
  flags = on ? (flags | bit) : (flags & ~bit);
  if (::fcntl(fd, put, flags) < 0) return os_error(ctx, errno);
  return Value::none();
}

Value posix_get_inheritable(Context& ctx, const CallArgs& call) {
  return fd_flag_get(ctx, call, "get_inheritable", F_GETFD, FD_CLOEXEC, true);
}
Value posix_set_inheritable(Context& ctx, const CallArgs& call) {
  return fd_flag_set(ctx, call, "set_inheritable", F_GETFD, F_SETFD, FD_CLOEXEC, true);
}
Value posix_get_blocking(Context& ctx, const CallArgs& call) {
  return fd_flag_get(ctx, call, "get_blocking", F_GETFL, O_NONBLOCK, true);
}
Value posix_set_blocking(Context& ctx, const CallArgs& call) {
  return fd_flag_set(ctx, call, "set_blocking", F_GETFL, F_SETFL, O_NONBLOCK, true);
}

Value posix_ftruncate(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "/length"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "ftruncate", names, 2, a)) return Value::null();
  int fd;
  int64_t n;
  if (!fd_arg(ctx, a[0], &fd) || !int_arg(ctx, a[1], &n)) return Value::null();
  if (::ftruncate(fd, static_cast<off_t>(n)) < 0) return os_error(ctx, errno);
  return Value::none();
}

Value posix_fsync(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "fsync", names, 1, a)) return Value::null();
  int fd;
  if (!fd_arg(ctx, a[0], &fd)) return Value::null();
  if (::fsync(fd) < 0) return os_error(ctx, errno);
  return Value::none();
}

// utime(path, times=None, *, ns=None): times is (atime, mtime) in seconds, ns the same in
// nanoseconds; neither means "now".
Value posix_utime(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path", "times", "$ns", "$dir_fd", "$follow_symlinks"};
  Value a[5];
  if (!objects::parse_args(ctx, call, "utime", names, 1, a)) return Value::null();
  std::string p;
  if (!path_arg(ctx, a[0], "utime", &p)) return Value::null();
  bool has_times = !a[1].is_null() && !a[1].is_none();
  bool has_ns = !a[2].is_null();
  if (has_times && has_ns)
    return ctx.raise(ctx.builtins.exc_ValueError, "utime: you may specify either 'times' or 'ns' but not both");
  timespec ts[2];
  if (has_times) {
    if (!objects::is_tuple(ctx, a[1]) || objects::as_tuple(a[1])->size() != 2)
      return ctx.raise(ctx.builtins.exc_TypeError, "utime: 'times' must be either a tuple of two ints or None");
    for (int i = 0; i < 2; ++i) {
      auto d = protocol::as_double(ctx, objects::as_tuple(a[1])->items[i]);
      if (!d) return Value::null();
      double whole = std::floor(*d);
      ts[i].tv_sec = static_cast<time_t>(whole);
      ts[i].tv_nsec = static_cast<long>((*d - whole) * 1e9);
    }
  } else if (has_ns) {
    if (!objects::is_tuple(ctx, a[2]) || objects::as_tuple(a[2])->size() != 2)
      return ctx.raise(ctx.builtins.exc_TypeError, "utime: 'ns' must be a tuple of two ints");
    for (int i = 0; i < 2; ++i) {
      int64_t n;
      if (!int_arg(ctx, objects::as_tuple(a[2])->items[i], &n)) return Value::null();
      ts[i].tv_sec = static_cast<time_t>(n / 1000000000);
      ts[i].tv_nsec = static_cast<long>(n % 1000000000);
      if (ts[i].tv_nsec < 0) {
        ts[i].tv_nsec += 1000000000;
        ts[i].tv_sec -= 1;
      }
    }
  }
  int flags = 0;
  if (!a[4].is_null()) {
    int t = protocol::is_true(ctx, a[4]);
    if (t < 0) return Value::null();
    if (t == 0) flags = AT_SYMLINK_NOFOLLOW;
  }
  // CPython's utime error carries no filename.
  if (::utimensat(AT_FDCWD, p.c_str(), (has_times || has_ns) ? ts : nullptr, flags) < 0)
    return os_error(ctx, errno);
  return Value::none();
}

Value posix_link(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"src", "dst"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "link", names, 2, a)) return Value::null();
  std::string s, d;
  if (!path_arg(ctx, a[0], "link", &s) || !path_arg(ctx, a[1], "link", &d)) return Value::null();
  if (::link(s.c_str(), d.c_str()) < 0) {
    std::vector<Value> args{Value::small_int(errno), objects::str_from(ctx, std::strerror(errno)), a[0],
                            Value::none(), a[1]};
    Value e = objects::call_vector(ctx, Value::object(ctx.builtins.exc_OSError), args);
    if (e.is_null()) return e;
    return ctx.raise_value(e);
  }
  return Value::none();
}

// statvfs(path) -> (f_bsize, f_frsize, f_blocks, f_bfree, f_bavail, f_files, f_ffree,
// f_favail, f_flag, f_namemax); lib/os wraps it in statvfs_result.
Value posix_statvfs(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "statvfs", names, 1, a)) return Value::null();
  struct statvfs st;
  int r;
  if (a[0].is_small_int()) {
    r = ::fstatvfs(static_cast<int>(a[0].as_small_int()), &st);
  } else {
    std::string p;
    if (!path_arg(ctx, a[0], "statvfs", &p)) return Value::null();
    r = ::statvfs(p.c_str(), &st);
  }
  if (r < 0) return objects::raise_os_error(ctx, errno, a[0].is_small_int() ? Value::null() : a[0]);
  auto n = [](unsigned long long v) { return Value::small_int(static_cast<int64_t>(v)); };
  return objects::tuple_from(ctx, {n(st.f_bsize), n(st.f_frsize), n(st.f_blocks), n(st.f_bfree), n(st.f_bavail),
                                   n(st.f_files), n(st.f_ffree), n(st.f_favail), n(st.f_flag), n(st.f_namemax)});
}

Value posix_uname(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "uname", 0, 0)) return Value::null();
  struct utsname u;
  if (::uname(&u) < 0) return os_error(ctx, errno);
  return objects::tuple_from(ctx, {objects::str_from(ctx, u.sysname), objects::str_from(ctx, u.nodename),
                                   objects::str_from(ctx, u.release), objects::str_from(ctx, u.version),
                                   objects::str_from(ctx, u.machine)});
}

// confstr(name): name an int or one of the CS_* names lib/os lists in confstr_names;
// None when the value is undefined.
Value posix_confstr(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/name"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "confstr", names, 1, a)) return Value::null();
  int key;
  if (objects::is_str(ctx, a[0])) {
    std::string n = std::string(objects::as_str(a[0])->view());
    if (n == "CS_PATH") key = _CS_PATH;
    else if (n == "CS_GNU_LIBC_VERSION") key = _CS_GNU_LIBC_VERSION;
    else if (n == "CS_GNU_LIBPTHREAD_VERSION") key = _CS_GNU_LIBPTHREAD_VERSION;
    else return ctx.raise(ctx.builtins.exc_ValueError, "%s", "unrecognized configuration name");
  } else {
    int64_t n;
    if (!int_arg(ctx, a[0], &n)) return Value::null();
    key = static_cast<int>(n);
  }
  errno = 0;
  size_t n = ::confstr(key, nullptr, 0);
  if (n == 0) {
    if (errno != 0) return os_error(ctx, errno);
    return Value::none();
  }
  std::string buf(n, '\0');
  ::confstr(key, buf.data(), n);
  buf.resize(n - 1);
  return objects::str_from(ctx, buf);
}

Value posix_getuid(Context&, const CallArgs&) { return Value::small_int(::getuid()); }
Value posix_geteuid(Context&, const CallArgs&) { return Value::small_int(::geteuid()); }
Value posix_getgid(Context&, const CallArgs&) { return Value::small_int(::getgid()); }
Value posix_getegid(Context&, const CallArgs&) { return Value::small_int(::getegid()); }

const MethodDef fd_functions[] = {
    {"open", posix_open, "open(path, flags, mode=0o777, *, dir_fd=None)\n--\n\nOpen a file for low level IO."},
    {"close", posix_close, "close(fd)\n--\n\nClose a file descriptor."},
    {"closerange", posix_closerange, "closerange(fd_low, fd_high, /)\n--\n\nCloses all file descriptors in [fd_low, fd_high)."},
    {"read", posix_read, "read(fd, length, /)\n--\n\nRead from a file descriptor."},
    {"write", posix_write, "write(fd, data, /)\n--\n\nWrite a bytes object to a file descriptor."},
    {"lseek", posix_lseek, "lseek(fd, position, whence, /)\n--\n\nSet the position of a file descriptor."},
    {"dup", posix_dup, "dup(fd, /)\n--\n\nReturn a duplicate of a file descriptor."},
    {"dup2", posix_dup2, "dup2(fd, fd2, inheritable=True)\n--\n\nDuplicate file descriptor."},
    {"pipe", posix_pipe, "pipe()\n--\n\nCreate a pipe: (read_fd, write_fd)."},
    {"get_inheritable", posix_get_inheritable, "get_inheritable(fd, /)\n--\n\nGet the close-on-exe flag of the fd."},
    {"set_inheritable", posix_set_inheritable, "set_inheritable(fd, inheritable, /)\n--\n\nSet the inheritable flag of the fd."},
    {"get_blocking", posix_get_blocking, "get_blocking(fd, /)\n--\n\nGet the blocking mode of the fd."},
    {"set_blocking", posix_set_blocking, "set_blocking(fd, blocking, /)\n--\n\nSet the blocking mode of the fd."},
    {"ftruncate", posix_ftruncate, "ftruncate(fd, length, /)\n--\n\nTruncate a file to a length."},
    {"fsync", posix_fsync, "fsync(fd)\n--\n\nForce write of fd to disk."},
    {"utime", posix_utime, "utime(path, times=None, *, ns=None)\n--\n\nSet the access and modified time of path."},
    {"link", posix_link, "link(src, dst)\n--\n\nCreate a hard link to a file."},
    {"statvfs", posix_statvfs, "statvfs(path)\n--\n\nPerform a statvfs system call on the given path."},
    {"uname", posix_uname, "uname()\n--\n\nReturn (sysname, nodename, release, version, machine)."},
    {"confstr", posix_confstr, "confstr(name, /)\n--\n\nReturn a string-valued system configuration variable."},
    {"getuid", posix_getuid, "getuid()\n--\n\nReturn the current process's user id."},
    {"geteuid", posix_geteuid, "geteuid()\n--\n\nReturn the current process's effective user id."},
    {"getgid", posix_getgid, "getgid()\n--\n\nReturn the current process's group id."},
    {"getegid", posix_getegid, "getegid()\n--\n\nReturn the current process's effective group id."},
    {}};

}  // namespace

void add_posix_fd_functions(Context& ctx, ModuleObject* m) {
  objects::add_functions(ctx, m, fd_functions);
  struct {
    const char* name;
    int64_t value;
  } constants[] = {{"O_NONBLOCK", O_NONBLOCK}, {"O_CLOEXEC", O_CLOEXEC}, {"O_NOFOLLOW", O_NOFOLLOW},
                   {"O_DIRECTORY", O_DIRECTORY}, {"O_NOCTTY", O_NOCTTY}, {"O_SYNC", O_SYNC},
                   {"O_DSYNC", O_DSYNC}, {"O_NDELAY", O_NDELAY}, {"O_ACCMODE", O_ACCMODE}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
}

}  // namespace tp::stdlib
