// The `posix` module: the operating-system calls under lib/os (as CPython's os.py sits on
// posix): working directory, directory listing, files and directories, stat, environment,
// processes, urandom. Errors raise OSError subclasses with errno, strerror and filename(s)
// (objects::raise_os_error). lib/os/__init__.py builds os (environ, walk, scandir,
// stat_result, makedirs...) and os.path on top of these.
#include <dirent.h>
#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"

extern char** environ;

namespace tp::stdlib {

using objects::MethodDef;

static Value os_error2(Context& ctx, int err, Value a, Value b) {
  std::vector<Value> args{Value::small_int(err), objects::str_from(ctx, std::strerror(err)), a, Value::none(), b};
  Value e = objects::call_vector(ctx, Value::object(ctx.builtins.exc_OSError), args);
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

// Reads one path argument named `name` of function `fn` (default when absent: dflt).
static bool one_path(Context& ctx, const CallArgs& call, const char* fn, std::string* path, Value* orig,
                     const char* dflt = nullptr) {
  static const char* const names[] = {"path"};
  Value a[1];
  if (!objects::parse_args(ctx, call, fn, names, dflt ? 0 : 1, a)) return false;
  if (a[0].is_null()) {
    *path = dflt;
    *orig = objects::str_from(ctx, dflt);
    return true;
  }
  *orig = a[0];
  return path_arg(ctx, a[0], fn, path);
}

static Value posix_getcwd(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "getcwd", 0, 0)) return Value::null();
  char buf[4096];
  if (::getcwd(buf, sizeof buf) == nullptr) return objects::raise_os_error(ctx, errno, Value::null());
  return objects::str_from(ctx, buf);
}

static Value posix_chdir(Context& ctx, const CallArgs& call) {
  std::string p;
  Value o;
  if (!one_path(ctx, call, "chdir", &p, &o)) return Value::null();
  if (::chdir(p.c_str()) < 0) return objects::raise_os_error(ctx, errno, o);
  return Value::none();
}

static Value posix_listdir(Context& ctx, const CallArgs& call) {
  std::string p;
  Value o;
  if (!one_path(ctx, call, "listdir", &p, &o, ".")) return Value::null();
  bool as_bytes = objects::is_bytes(ctx, o);
  DIR* d = ::opendir(p.c_str());
  if (d == nullptr) return objects::raise_os_error(ctx, errno, o);
  ListObject* list = objects::list_new(ctx);
  while (dirent* e = ::readdir(d)) {
    if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
    list->items.push_back(as_bytes ? objects::bytes_from(ctx, e->d_name) : objects::str_from(ctx, e->d_name));
  }
  ::closedir(d);
  return Value::object(list);
}

// _scandir(path) -> list of (name, d_type) pairs; d_type is 1 dir, 2 file, 3 symlink, 0 other/unknown.
static Value posix_scandir(Context& ctx, const CallArgs& call) {
  std::string p;
  Value o;
  if (!one_path(ctx, call, "scandir", &p, &o, ".")) return Value::null();
  DIR* d = ::opendir(p.c_str());
  if (d == nullptr) return objects::raise_os_error(ctx, errno, o);
  ListObject* list = objects::list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, list);
  while (dirent* e = ::readdir(d)) {
    if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
    int kind = e->d_type == DT_DIR ? 1 : e->d_type == DT_REG ? 2 : e->d_type == DT_LNK ? 3 : 0;
    if (e->d_type == DT_UNKNOWN) {
      struct stat st;
      std::string full = p + "/" + e->d_name;
      if (::lstat(full.c_str(), &st) == 0) kind = S_ISDIR(st.st_mode) ? 1 : S_ISREG(st.st_mode) ? 2 : S_ISLNK(st.st_mode) ? 3 : 0;
    }
    list->items.push_back(objects::tuple_from(ctx, {objects::str_from(ctx, e->d_name), Value::small_int(kind)}));
  }
  ::closedir(d);
  return Value::object(list);
}

static Value posix_mkdir(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path", "mode"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "mkdir", names, 1, a)) return Value::null();
  std::string p;
  if (!path_arg(ctx, a[0], "mkdir", &p)) return Value::null();
  int64_t mode = 0777;
  if (!a[1].is_null()) {
    auto m = protocol::index_as_int64(ctx, a[1]);
    if (!m) return Value::null();
    mode = *m;
  }
  if (::mkdir(p.c_str(), static_cast<mode_t>(mode)) < 0) return objects::raise_os_error(ctx, errno, a[0]);
  return Value::none();
}

template <int (*F)(const char*)>
static Value path_call(Context& ctx, const CallArgs& call, const char* fn) {
  std::string p;
  Value o;
  if (!one_path(ctx, call, fn, &p, &o)) return Value::null();
  if (F(p.c_str()) < 0) return objects::raise_os_error(ctx, errno, o);
  return Value::none();
}

static Value posix_rmdir(Context& ctx, const CallArgs& call) { return path_call<::rmdir>(ctx, call, "rmdir"); }
static Value posix_remove(Context& ctx, const CallArgs& call) {
  std::string p;
  Value o;
  if (!one_path(ctx, call, "remove", &p, &o)) return Value::null();
  if (::unlink(p.c_str()) < 0) {
    int err = errno;
    struct stat st;
    // Linux reports EISDIR for unlink() of a directory; CPython shows the same.
    if (err == EPERM && ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) err = EISDIR;
    return objects::raise_os_error(ctx, err, o);
  }
  return Value::none();
}

static Value posix_rename(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"src", "dst"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "rename", names, 2, a)) return Value::null();
  std::string s, d;
  if (!path_arg(ctx, a[0], "rename", &s) || !path_arg(ctx, a[1], "rename", &d)) return Value::null();
  if (::rename(s.c_str(), d.c_str()) < 0) return os_error2(ctx, errno, a[0], a[1]);
  return Value::none();
}

static Value stat_tuple(Context& ctx, const struct stat& st) {
  auto t = [](const timespec& ts) { return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9; };
  auto ns = [](const timespec& ts) { return static_cast<int64_t>(ts.tv_sec) * 1000000000 + ts.tv_nsec; };
  return objects::tuple_from(
      ctx, {Value::small_int(st.st_mode), Value::small_int(static_cast<int64_t>(st.st_ino)),
            Value::small_int(static_cast<int64_t>(st.st_dev)), Value::small_int(static_cast<int64_t>(st.st_nlink)),
            Value::small_int(st.st_uid), Value::small_int(st.st_gid), Value::small_int(st.st_size),
            Value::floating(t(st.st_atim)), Value::floating(t(st.st_mtim)), Value::floating(t(st.st_ctim)),
            Value::small_int(ns(st.st_atim)), Value::small_int(ns(st.st_mtim)), Value::small_int(ns(st.st_ctim))});
}

static Value stat_impl(Context& ctx, const CallArgs& call, const char* fn, bool follow) {
  static const char* const names[] = {"path"};
  Value a[1];
  if (!objects::parse_args(ctx, call, fn, names, 1, a)) return Value::null();
  struct stat st;
  int r;
  if (a[0].is_small_int()) {
    r = ::fstat(static_cast<int>(a[0].as_small_int()), &st);
    if (r < 0) return objects::raise_os_error(ctx, errno, Value::null());
  } else {
    std::string p;
    if (!path_arg(ctx, a[0], fn, &p)) return Value::null();
    r = follow ? ::stat(p.c_str(), &st) : ::lstat(p.c_str(), &st);
    if (r < 0) return objects::raise_os_error(ctx, errno, a[0]);
  }
  return stat_tuple(ctx, st);
}

static Value posix_stat(Context& ctx, const CallArgs& call) { return stat_impl(ctx, call, "stat", true); }
static Value posix_lstat(Context& ctx, const CallArgs& call) { return stat_impl(ctx, call, "lstat", false); }

static Value posix_access(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path", "mode"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "access", names, 2, a)) return Value::null();
  std::string p;
  if (!path_arg(ctx, a[0], "access", &p)) return Value::null();
  auto m = protocol::index_as_int64(ctx, a[1]);
  if (!m) return Value::null();
  return Value::boolean(::access(p.c_str(), static_cast<int>(*m)) == 0);
}

static Value posix_chmod(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path", "mode"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "chmod", names, 2, a)) return Value::null();
  std::string p;
  if (!path_arg(ctx, a[0], "chmod", &p)) return Value::null();
  auto m = protocol::index_as_int64(ctx, a[1]);
  if (!m) return Value::null();
  if (::chmod(p.c_str(), static_cast<mode_t>(*m)) < 0) return objects::raise_os_error(ctx, errno, a[0]);
  return Value::none();
}

// A uid or gid argument as CPython's converter: an integer (__index__), -1 meaning "leave
// unchanged", else 0 <= v < 2**32 - 1; other values raise OverflowError with CPython's
// wording ("uid is less than minimum", "... greater than maximum" from 2**63 up).
static bool id_arg(Context& ctx, Value v, const char* kind, int64_t* out) {
  if (!v.is_small_int() && !v.is_bool() && !objects::is_int(ctx, v) &&
      protocol::lookup_special(ctx, v, protocol::intern(ctx, "__index__")).is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s should be integer, not %s", kind, objects::type_name(ctx, v));
    return false;
  }
  Value big = protocol::number_index(ctx, v);
  if (big.is_null()) return false;
  gc::Root<Object> keep(ctx.heap, big.is_object() ? big.as_object() : nullptr);
  auto n = protocol::index_as_int64(ctx, big);
  if (!n) {
    ctx.take_exception();
    const char* which = objects::int_sign(big) < 0 ? "less than minimum" : "greater than maximum";
    ctx.raise(ctx.builtins.exc_OverflowError, "%s is %s", kind, which);
    return false;
  }
  int64_t x = *n;
  if (x == 0xFFFFFFFFLL) x = -1;
  if (x != -1 && (x < 0 || x > 0xFFFFFFFFLL)) {
    ctx.raise(ctx.builtins.exc_OverflowError, "%s is less than minimum", kind);
    return false;
  }
  *out = x;
  return true;
}

// chown/lchown/fchown: `path` an int is a file descriptor (fchown).
static Value chown_impl(Context& ctx, const CallArgs& call, const char* fn, bool lchown) {
  static const char* const names[] = {"path", "uid", "gid", "$follow_symlinks"};
  static const char* const fd_names[] = {"fd", "uid", "gid"};
  Value a[4];
  bool is_fchown = std::strcmp(fn, "fchown") == 0;
  if (is_fchown) {
    if (!objects::parse_args(ctx, call, fn, fd_names, 3, a)) return Value::null();
  } else if (!objects::parse_args(ctx, call, fn, std::span<const char* const>(names, lchown ? 3 : 4), 3, a)) {
    return Value::null();
  }
  int64_t uid = -1, gid = -1;
  if (!id_arg(ctx, a[1], "uid", &uid) || !id_arg(ctx, a[2], "gid", &gid)) return Value::null();
  bool follow = !lchown && (a[3].is_null() || protocol::is_true(ctx, a[3]));
  int r;
  if (a[0].is_small_int() || a[0].is_bool()) {
    auto fd = protocol::index_as_int64(ctx, a[0]);
    if (!fd) return Value::null();
    // As CPython: the check is for fd > 0, so fd 0 with follow_symlinks=False is fchown'd.
    if (!is_fchown && !follow && *fd > 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "%s: cannot use fd and follow_symlinks together", fn);
    }
    r = ::fchown(static_cast<int>(*fd), static_cast<uid_t>(uid), static_cast<gid_t>(gid));
    if (r < 0) return objects::raise_os_error(ctx, errno, Value::null());
    return Value::none();
  }
  if (is_fchown) {
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                     objects::type_name(ctx, a[0]));
  }
  std::string p;
  if (!path_arg(ctx, a[0], fn, &p)) return Value::null();
  r = follow ? ::chown(p.c_str(), static_cast<uid_t>(uid), static_cast<gid_t>(gid))
             : ::lchown(p.c_str(), static_cast<uid_t>(uid), static_cast<gid_t>(gid));
  if (r < 0) return objects::raise_os_error(ctx, errno, a[0]);
  return Value::none();
}

static Value posix_chown(Context& ctx, const CallArgs& call) { return chown_impl(ctx, call, "chown", false); }
static Value posix_lchown(Context& ctx, const CallArgs& call) { return chown_impl(ctx, call, "lchown", true); }
static Value posix_fchown(Context& ctx, const CallArgs& call) { return chown_impl(ctx, call, "fchown", false); }

static Value posix_environ(Context& ctx, const CallArgs& call) {
  DictObject* d = objects::dict_new(ctx);
  for (char** e = environ; e && *e; ++e) {
    const char* eq = std::strchr(*e, '=');
    if (eq == nullptr) continue;
    std::string k(*e, eq - *e);
    std::string v(eq + 1);
    if (!objects::utf8_valid(k) || !objects::utf8_valid(v)) continue;
    objects::dict_set(ctx, d, objects::str_from(ctx, k), objects::str_from(ctx, v));
  }
  return Value::object(d);
}

static Value posix_putenv(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/name", "/value"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "putenv", names, 2, a)) return Value::null();
  std::string k, v;
  if (!str_arg(ctx, a[0], "putenv() argument 1", &k) || !str_arg(ctx, a[1], "putenv() argument 2", &v)) return Value::null();
  if (k.empty() || k.find('=') != std::string::npos) return ctx.raise(ctx.builtins.exc_ValueError, "illegal environment variable name");
  if (::setenv(k.c_str(), v.c_str(), 1) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return Value::none();
}

static Value posix_unsetenv(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/name"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "unsetenv", names, 1, a)) return Value::null();
  std::string k;
  if (!str_arg(ctx, a[0], "unsetenv() argument", &k)) return Value::null();
  if (k.empty() || k.find('=') != std::string::npos) return ctx.raise(ctx.builtins.exc_ValueError, "illegal environment variable name");
  ::unsetenv(k.c_str());
  return Value::none();
}

static Value posix_getpid(Context& ctx, const CallArgs& call) { return Value::small_int(::getpid()); }
static Value posix_getppid(Context& ctx, const CallArgs& call) { return Value::small_int(::getppid()); }

static Value posix_cpu_count(Context& ctx, const CallArgs& call) {
  long n = ::sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? Value::small_int(n) : Value::none();
}

static Value posix_urandom(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/size"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "urandom", names, 1, a)) return Value::null();
  auto n = protocol::index_as_int64(ctx, a[0]);
  if (!n) return Value::null();
  if (*n < 0) return ctx.raise(ctx.builtins.exc_ValueError, "negative argument not allowed");
  std::string out(static_cast<size_t>(*n), '\0');
  size_t got = 0;
  while (got < out.size()) {
    ssize_t r = ::getrandom(out.data() + got, out.size() - got, 0);
    if (r < 0) {
      if (errno == EINTR) continue;
      return objects::raise_os_error(ctx, errno, Value::null());
    }
    got += static_cast<size_t>(r);
  }
  return objects::bytes_from(ctx, std::move(out));
}

static Value posix_system(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"command"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "system", names, 1, a)) return Value::null();
  std::string cmd;
  if (!path_arg(ctx, a[0], "system", &cmd)) return Value::null();
  ::fflush(nullptr);
  int r = std::system(cmd.c_str());
  return Value::small_int(r);
}

static Value posix_strerror(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/code"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "strerror", names, 1, a)) return Value::null();
  auto n = protocol::index_as_int64(ctx, a[0]);
  if (!n) return Value::null();
  return objects::str_from(ctx, std::strerror(static_cast<int>(*n)));
}

static Value posix_isatty(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "isatty", names, 1, a)) return Value::null();
  auto n = protocol::index_as_int64(ctx, a[0]);
  if (!n) return Value::null();
  return Value::boolean(::isatty(static_cast<int>(*n)) == 1);
}

static Value posix_umask(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/mask"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "umask", names, 1, a)) return Value::null();
  auto n = protocol::index_as_int64(ctx, a[0]);
  if (!n) return Value::null();
  return Value::small_int(::umask(static_cast<mode_t>(*n)));
}

static Value posix_readlink(Context& ctx, const CallArgs& call) {
  std::string p;
  Value o;
  if (!one_path(ctx, call, "readlink", &p, &o)) return Value::null();
  char buf[4096];
  ssize_t n = ::readlink(p.c_str(), buf, sizeof buf);
  if (n < 0) return objects::raise_os_error(ctx, errno, o);
  return objects::str_from(ctx, std::string(buf, static_cast<size_t>(n)));
}

static Value posix_symlink(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"src", "dst"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "symlink", names, 2, a)) return Value::null();
  std::string s, d;
  if (!path_arg(ctx, a[0], "symlink", &s) || !path_arg(ctx, a[1], "symlink", &d)) return Value::null();
  if (::symlink(s.c_str(), d.c_str()) < 0) return os_error2(ctx, errno, a[0], a[1]);
  return Value::none();
}

static Value posix_exit(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/status"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "_exit", names, 1, a)) return Value::null();
  auto n = protocol::index_as_int64(ctx, a[0]);
  if (!n) return Value::null();
  ::_exit(static_cast<int>(*n));
}

static const MethodDef posix_functions[] = {
    {"getcwd", posix_getcwd, "getcwd()\n--\n\nReturn the current working directory."},
    {"chdir", posix_chdir, "chdir(path)\n--\n\nChange the current working directory."},
    {"listdir", posix_listdir, "listdir(path='.')\n--\n\nReturn the names of the entries in a directory."},
    {"_scandir", posix_scandir, "_scandir(path='.')\n--\n\nList of (name, kind) pairs: 1 dir, 2 file, 3 symlink, 0 other."},
    {"mkdir", posix_mkdir, "mkdir(path, mode=0o777)\n--\n\nCreate a directory."},
    {"rmdir", posix_rmdir, "rmdir(path)\n--\n\nRemove an empty directory."},
    {"remove", posix_remove, "remove(path)\n--\n\nRemove a file."},
    {"unlink", posix_remove, "unlink(path)\n--\n\nRemove a file."},
    {"rename", posix_rename, "rename(src, dst)\n--\n\nRename a file or directory."},
    {"replace", posix_rename, "replace(src, dst)\n--\n\nRename, overwriting the destination."},
    {"stat", posix_stat, "stat(path)\n--\n\nThe raw stat fields as a tuple (see os.stat_result)."},
    {"lstat", posix_lstat, "lstat(path)\n--\n\nLike stat() without following symbolic links."},
    {"access", posix_access, "access(path, mode)\n--\n\nTest the real uid/gid access to path."},
    {"chmod", posix_chmod, "chmod(path, mode)\n--\n\nChange the access permissions of a file."},
    {"chown", posix_chown, "chown(path, uid, gid, *, follow_symlinks=True)\n--\n\nChange the owner and group id of path to the numeric uid and gid."},
    {"lchown", posix_lchown, "lchown(path, uid, gid)\n--\n\nChange the owner and group id of path, not following symbolic links."},
    {"fchown", posix_fchown, "fchown(fd, uid, gid)\n--\n\nChange the owner and group id of the file given by file descriptor fd."},
    {"_environ", posix_environ, "_environ()\n--\n\nA dict copy of the process environment."},
    {"putenv", posix_putenv, "putenv(name, value, /)\n--\n\nChange or add an environment variable."},
    {"unsetenv", posix_unsetenv, "unsetenv(name, /)\n--\n\nDelete an environment variable."},
    {"getpid", posix_getpid, "getpid()\n--\n\nReturn the current process id."},
    {"getppid", posix_getppid, "getppid()\n--\n\nReturn the parent's process id."},
    {"cpu_count", posix_cpu_count, "cpu_count()\n--\n\nReturn the number of CPUs in the system, or None."},
    {"urandom", posix_urandom, "urandom(size, /)\n--\n\nReturn size random bytes from the OS."},
    {"system", posix_system, "system(command)\n--\n\nExecute the command in a subshell; return its wait status."},
    {"strerror", posix_strerror, "strerror(code, /)\n--\n\nTranslate an error code to a message string."},
    {"isatty", posix_isatty, "isatty(fd, /)\n--\n\nTrue if fd is connected to a terminal."},
    {"umask", posix_umask, "umask(mask, /)\n--\n\nSet the current numeric umask and return the previous umask."},
    {"readlink", posix_readlink, "readlink(path)\n--\n\nReturn the target of a symbolic link."},
    {"symlink", posix_symlink, "symlink(src, dst)\n--\n\nCreate a symbolic link pointing to src named dst."},
    {"_exit", posix_exit, "_exit(status, /)\n--\n\nExit to the system immediately."},
    {}};

ModuleObject* init_posix(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "posix");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::add_functions(ctx, m, posix_functions);
  struct {
    const char* name;
    int64_t value;
  } constants[] = {{"F_OK", F_OK}, {"R_OK", R_OK}, {"W_OK", W_OK}, {"X_OK", X_OK},
                   {"O_RDONLY", O_RDONLY}, {"O_WRONLY", O_WRONLY}, {"O_RDWR", O_RDWR},
                   {"O_CREAT", O_CREAT}, {"O_EXCL", O_EXCL}, {"O_TRUNC", O_TRUNC}, {"O_APPEND", O_APPEND},
                   {"SEEK_SET", SEEK_SET}, {"SEEK_CUR", SEEK_CUR}, {"SEEK_END", SEEK_END}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
  add_posix_fd_functions(ctx, m);
  add_posix_proc_functions(ctx, m);
  return m;
}

}  // namespace tp::stdlib
