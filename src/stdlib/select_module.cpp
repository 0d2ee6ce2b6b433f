// The native `_select` module under lib/select.py: select() and poll() over plain file
// descriptor numbers (lib/select.py turns objects with fileno() into numbers and back,
// and builds the poll object), plus the POLL* constants. A wait interrupted by a signal
// runs the handler (run_pending_signals) and resumes with the time that is left.
#include <poll.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <vector>

#include "objects/arg_parser.h"
#include "objects/exception_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"
#include "threads/blocking.h"

namespace tp::stdlib {

using objects::MethodDef;

namespace {

double now_seconds() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

bool int_list(Context& ctx, Value v, std::vector<int>* out) {
  if (!objects::is_list(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s", "expected a list of file descriptors");
    return false;
  }
  for (Value item : objects::as_list(v)->items) {
    auto n = protocol::index_as_int64(ctx, item);
    if (!n) return false;
    if (*n < 0) {
      ctx.raise(ctx.builtins.exc_ValueError, "file descriptor cannot be a negative integer (%lld)",
                static_cast<long long>(*n));
      return false;
    }
    out->push_back(static_cast<int>(*n));
  }
  return true;
}

// select(rlist, wlist, xlist, timeout) over int lists; timeout None (wait forever) or
// seconds (a float >= 0). Returns three lists of the ready descriptors.
Value sel_select(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/rlist", "/wlist", "/xlist", "/timeout"};
  Value a[4];
  if (!objects::parse_args(ctx, call, "select", names, 4, a)) return Value::null();
  std::vector<int> lists[3];
  for (int i = 0; i < 3; ++i)
    if (!int_list(ctx, a[i], &lists[i])) return Value::null();
  double timeout = -1;
  if (!a[3].is_none()) {
    auto d = protocol::as_double(ctx, a[3]);
    if (!d) return Value::null();
    if (std::isnan(*d)) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "Invalid value NaN (not a number)");
    if (*d < 0) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "timeout must be non-negative");
    timeout = *d;
  }
  int maxfd = -1;
  for (auto& l : lists)
    for (int fd : l) {
      if (fd >= FD_SETSIZE) return ctx.raise(ctx.builtins.exc_ValueError, "%s", "filedescriptor out of range in select()");
      if (fd > maxfd) maxfd = fd;
    }
  double deadline = timeout >= 0 ? now_seconds() + timeout : 0;
  fd_set sets[3];
  for (;;) {
    for (int i = 0; i < 3; ++i) {
      FD_ZERO(&sets[i]);
      for (int fd : lists[i]) FD_SET(fd, &sets[i]);
    }
    timeval tv;
    timeval* tvp = nullptr;
    if (timeout >= 0) {
      double left = deadline - now_seconds();
      if (left < 0) left = 0;
      tv.tv_sec = static_cast<time_t>(left);
      tv.tv_usec = static_cast<suseconds_t>((left - static_cast<double>(tv.tv_sec)) * 1e6);
      tvp = &tv;
    }
    int r = threads::without_lock([&] { return ::select(maxfd + 1, &sets[0], &sets[1], &sets[2], tvp); });
    if (r >= 0) break;
    if (errno != EINTR) return objects::raise_os_error(ctx, errno, Value::null());
    if (!run_pending_signals(ctx)) return Value::null();
  }
  std::vector<Value> out;
  for (int i = 0; i < 3; ++i) {
    ListObject* l = objects::list_new(ctx);
    for (int fd : lists[i])
      if (FD_ISSET(fd, &sets[i])) l->items.push_back(Value::small_int(fd));
    out.push_back(Value::object(l));
  }
  return objects::tuple_from(ctx, out);
}

// poll(pairs, timeout_ms): pairs a list of (fd, events) tuples; timeout None or negative
// for no limit. Returns a list of (fd, revents) for the descriptors with events.
Value sel_poll(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fds", "/timeout"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "poll", names, 2, a)) return Value::null();
  if (!objects::is_list(ctx, a[0])) return ctx.raise(ctx.builtins.exc_TypeError, "%s", "expected a list");
  std::vector<pollfd> fds;
  for (Value item : objects::as_list(a[0])->items) {
    if (!objects::is_tuple(ctx, item) || objects::as_tuple(item)->size() != 2)
      return ctx.raise(ctx.builtins.exc_TypeError, "%s", "expected (fd, events) pairs");
    auto fd = protocol::index_as_int64(ctx, objects::as_tuple(item)->items[0]);
    if (!fd) return Value::null();
    auto ev = protocol::index_as_int64(ctx, objects::as_tuple(item)->items[1]);
    if (!ev) return Value::null();
    pollfd p;
    p.fd = static_cast<int>(*fd);
    p.events = static_cast<short>(*ev);
    p.revents = 0;
    fds.push_back(p);
  }
  double timeout_ms = -1;
  if (!a[1].is_none()) {
    auto d = protocol::as_double(ctx, a[1]);
    if (!d) return Value::null();
    timeout_ms = *d;
  }
  double deadline = timeout_ms >= 0 ? now_seconds() + timeout_ms / 1000.0 : 0;
  for (;;) {
    int wait = -1;
    if (timeout_ms >= 0) {
      double left = (deadline - now_seconds()) * 1000.0;
      wait = left <= 0 ? 0 : static_cast<int>(std::ceil(left));
    }
    int r = threads::without_lock([&] { return ::poll(fds.data(), fds.size(), wait); });
    if (r >= 0) break;
    if (errno != EINTR) return objects::raise_os_error(ctx, errno, Value::null());
    if (!run_pending_signals(ctx)) return Value::null();
  }
  ListObject* out = objects::list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, out);
  for (const pollfd& p : fds)
    if (p.revents != 0)
      out->items.push_back(objects::tuple_from(ctx, {Value::small_int(p.fd), Value::small_int(p.revents)}));
  return Value::object(out);
}

const MethodDef select_functions[] = {
    {"select", sel_select, "select(rlist, wlist, xlist, timeout, /)\n--\n\nWait until descriptors are ready."},
    {"poll", sel_poll, "poll(fds, timeout_ms, /)\n--\n\nWait for events on (fd, events) pairs."},
    {}};

}  // namespace

ModuleObject* init__select(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_select");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::add_functions(ctx, m, select_functions);
  struct {
    const char* name;
    int64_t value;
  } constants[] = {{"POLLIN", POLLIN},         {"POLLPRI", POLLPRI},       {"POLLOUT", POLLOUT},
                   {"POLLERR", POLLERR},       {"POLLHUP", POLLHUP},       {"POLLNVAL", POLLNVAL},
                   {"POLLRDNORM", POLLRDNORM}, {"POLLRDBAND", POLLRDBAND}, {"POLLWRNORM", POLLWRNORM},
                   {"POLLWRBAND", POLLWRBAND}, {"POLLMSG", POLLMSG},       {"POLLRDHUP", POLLRDHUP},
                   {"PIPE_BUF", PIPE_BUF}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
  return m;
}

}  // namespace tp::stdlib
