// The native `_signal` module under lib/signal.py: signal, getsignal, default_int_handler,
// alarm, pause, raise_signal, strsignal, valid_signals, setitimer/getitimer, siginterrupt,
// set_wakeup_fd, pthread_kill, pthread_sigmask, sigpending, and the numeric constants.
// lib/signal.py wraps the numbers in the Signals/Handlers/Sigmasks enums.
//
// Note [Signals at safe points]
// A C signal handler may not run Python code, so on_signal() only records the signal
// (g_pending[signum] = 1), writes a byte to the wakeup fd when one is set, and raises the
// VM's interrupt flag (vm::request_interrupt), the flag the eval loop already polls at
// its safe points (frame entry, returns, backward jumps). Once this module is imported the
// loop hands that flag to dispatch() (vm::set_signal_dispatch), which runs the Python
// handler of each pending signal in signal-number order, with (signum, frame); a handler's
// exception propagates from the interrupted point. The flag raised with no signal pending
// is the VM's own SIGINT handler (installed before this module was imported): it becomes
// KeyboardInterrupt, as before. Native calls that block (read, waitpid, select, recv,
// time.sleep) see EINTR and call run_pending_signals(): the same dispatch, then a retry
// unless a handler raised (PEP 475). Signals are process-wide, so the handler table is one
// per process (the Context that imported the module), rooted through a heap root marker.
#include <fcntl.h>
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"
#include "threads/blocking.h"
#include "vm/frame.h"
#include "vm/interpreter.h"
#include "vm/signal_dispatch.h"

namespace tp::stdlib {

using objects::MethodDef;

namespace {

constexpr int kNsig = NSIG;  // 65 on Linux: signals 1..64

volatile sig_atomic_t g_pending[kNsig];
volatile sig_atomic_t g_wakeup_fd = -1;
// The module state: slots[s] is the Python-level handler of signal s (SIG_DFL / SIG_IGN as
// ints 0 / 1, a callable, or None when the handler was not set from Python); slot 0 holds
// default_int_handler.
StateObject* g_state = nullptr;
Context* g_ctx = nullptr;

void on_signal(int s) {
  int saved = errno;
  if (s > 0 && s < kNsig) g_pending[s] = 1;
  if (g_wakeup_fd >= 0) {
    unsigned char b = static_cast<unsigned char>(s);
    (void)!::write(g_wakeup_fd, &b, 1);
  }
  vm::request_interrupt();
  errno = saved;
}

void mark_state(Context&, Tracer& t) {
  if (g_state != nullptr) t.mark(Value::object(g_state));
}

// Runs the handlers of the pending signals (Note [Signals at safe points]); false with the
// exception pending.
bool dispatch(Context& ctx) {
  bool any = false;
  for (int s = 1; s < kNsig; ++s) {
    if (!g_pending[s]) continue;
    g_pending[s] = 0;
    any = true;
    Value h = g_state != nullptr ? g_state->slots[s] : Value::none();
    if (h.is_small_int() || h.is_none() || h.is_null()) {
      if (s == SIGINT) {
        ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
        return false;
      }
      continue;
    }
    vm::FrameObject* f = ctx.vm.current_frame;
    Value frame = f != nullptr ? Value::object(f) : Value::none();
    std::vector<Value> args{Value::small_int(s), frame};
    Value r = objects::call_vector(ctx, h, args);
    if (r.is_null()) {
      for (int k = s + 1; k < kNsig; ++k)
        if (g_pending[k]) vm::request_interrupt();
      return false;
    }
  }
  if (!any) {
    ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
    return false;
  }
  return true;
}

bool signum_arg(Context& ctx, Value v, int* out) {
  auto n = protocol::index_as_int64(ctx, v);
  if (!n) return false;
  if (*n < 1 || *n >= kNsig) {
    ctx.raise(ctx.builtins.exc_ValueError, "%s", "signal number out of range");
    return false;
  }
  *out = static_cast<int>(*n);
  return true;
}

// The Python-level handler of `s` as getsignal() reports it.
Value current_handler(int s) {
  Value h = g_state->slots[s];
  if (!h.is_null() && !h.is_none()) return h;
  struct sigaction sa;
  if (::sigaction(s, nullptr, &sa) < 0) return Value::none();
  if (sa.sa_handler == SIG_DFL) return Value::small_int(0);
  if (sa.sa_handler == SIG_IGN) return Value::small_int(1);
  return Value::none();
}

Value sig_signal(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/signalnum", "/handler"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "signal", names, 2, a)) return Value::null();
  int s;
  if (!signum_arg(ctx, a[0], &s)) return Value::null();
  Value h = a[1];
  void (*c_handler)(int);
  if (protocol::is_callable(ctx, h)) {
    c_handler = on_signal;
  } else if (h.is_small_int() && (h.as_small_int() == 0 || h.as_small_int() == 1)) {
    c_handler = h.as_small_int() == 0 ? SIG_DFL : SIG_IGN;
  } else {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s",
                     "signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object");
  }
  Value old = current_handler(s);
  struct sigaction sa;
  std::memset(&sa, 0, sizeof sa);
  sa.sa_handler = c_handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_ONSTACK;
  if (::sigaction(s, &sa, nullptr) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  g_state->slots[s] = h;
  return old;
}

Value sig_getsignal(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/signalnum"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "getsignal", names, 1, a)) return Value::null();
  int s;
  if (!signum_arg(ctx, a[0], &s)) return Value::null();
  return current_handler(s);
}

Value sig_default_int_handler(Context& ctx, const CallArgs&) {
  return ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
}

Value sig_alarm(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/seconds"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "alarm", names, 1, a)) return Value::null();
  auto n = protocol::index_as_int64(ctx, a[0]);
  if (!n) return Value::null();
  return Value::small_int(::alarm(static_cast<unsigned>(*n)));
}

Value sig_pause(Context& ctx, const CallArgs&) {
  threads::without_lock([] { return ::pause(); });
  if (!run_pending_signals(ctx)) return Value::null();
  return Value::none();
}

Value sig_raise_signal(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/signalnum"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "raise_signal", names, 1, a)) return Value::null();
  int s;
  if (!signum_arg(ctx, a[0], &s)) return Value::null();
  if (::raise(s) != 0) return objects::raise_os_error(ctx, errno, Value::null());
  if (!run_pending_signals(ctx)) return Value::null();
  return Value::none();
}

Value sig_strsignal(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/signalnum"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "strsignal", names, 1, a)) return Value::null();
  int s;
  if (!signum_arg(ctx, a[0], &s)) return Value::null();
  const char* text = ::strsignal(s);
  if (text == nullptr || std::strncmp(text, "Unknown signal", 14) == 0) return Value::none();
  return objects::str_from(ctx, text);
}

// The members of `ss` as a list of ints (lib/signal.py makes the set).
Value sigset_to_list(Context& ctx, const sigset_t& ss) {
  ListObject* list = objects::list_new(ctx);
  for (int s = 1; s < kNsig; ++s)
    if (sigismember(&ss, s) == 1) list->items.push_back(Value::small_int(s));
  return Value::object(list);
}

Value sig_valid_signals(Context& ctx, const CallArgs&) {
  sigset_t all;
  sigfillset(&all);
  return sigset_to_list(ctx, all);
}

Value timer_pair(Context& ctx, const itimerval& v) {
  auto secs = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec * 1e-6; };
  return objects::tuple_from(ctx, {Value::floating(secs(v.it_value)), Value::floating(secs(v.it_interval))});
}

timeval to_timeval(double d) {
  timeval t;
  t.tv_sec = static_cast<time_t>(d);
  t.tv_usec = static_cast<suseconds_t>(std::llround((d - static_cast<double>(t.tv_sec)) * 1e6));
  if (t.tv_usec >= 1000000) {
    t.tv_sec += 1;
    t.tv_usec -= 1000000;
  }
  if (d > 0 && t.tv_sec == 0 && t.tv_usec == 0) t.tv_usec = 1;
  return t;
}

Value itimer_error(Context& ctx, int err) {
  Value cls = g_state != nullptr ? g_state->slots[kNsig] : Value::null();
  if (cls.is_null() || cls.is_none()) return objects::raise_os_error(ctx, err, Value::null());
  std::vector<Value> args{Value::small_int(err), objects::str_from(ctx, std::strerror(err))};
  Value e = objects::call_vector(ctx, cls, args);
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

Value sig_setitimer(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/which", "/seconds", "/interval"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "setitimer", names, 2, a)) return Value::null();
  auto which = protocol::index_as_int64(ctx, a[0]);
  if (!which) return Value::null();
  auto secs = protocol::as_double(ctx, a[1]);
  if (!secs) return Value::null();
  double interval = 0;
  if (!a[2].is_null()) {
    auto d = protocol::as_double(ctx, a[2]);
    if (!d) return Value::null();
    interval = *d;
  }
  itimerval nv, old;
  nv.it_value = to_timeval(*secs);
  nv.it_interval = to_timeval(interval);
  if (::setitimer(static_cast<int>(*which), &nv, &old) < 0) return itimer_error(ctx, errno);
  return timer_pair(ctx, old);
}

Value sig_getitimer(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/which"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "getitimer", names, 1, a)) return Value::null();
  auto which = protocol::index_as_int64(ctx, a[0]);
  if (!which) return Value::null();
  itimerval old;
  if (::getitimer(static_cast<int>(*which), &old) < 0) return itimer_error(ctx, errno);
  return timer_pair(ctx, old);
}

Value sig_siginterrupt(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/signalnum", "/flag"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "siginterrupt", names, 2, a)) return Value::null();
  int s;
  if (!signum_arg(ctx, a[0], &s)) return Value::null();
  int flag = protocol::is_true(ctx, a[1]);
  if (flag < 0) return Value::null();
  struct sigaction sa;
  if (::sigaction(s, nullptr, &sa) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  if (flag) sa.sa_flags &= ~SA_RESTART;
  else sa.sa_flags |= SA_RESTART;
  if (::sigaction(s, &sa, nullptr) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return Value::none();
}

Value sig_set_wakeup_fd(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/fd", "$warn_on_full_buffer"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "set_wakeup_fd", names, 1, a)) return Value::null();
  auto fd = protocol::index_as_int64(ctx, a[0]);
  if (!fd) return Value::null();
  if (*fd >= 0) {
    int flags = ::fcntl(static_cast<int>(*fd), F_GETFL);
    if (flags < 0) return objects::raise_os_error(ctx, errno, Value::null());
    if ((flags & O_NONBLOCK) == 0)
      return ctx.raise(ctx.builtins.exc_ValueError, "the fd %lld must be in non-blocking mode",
                       static_cast<long long>(*fd));
  }
  int old = g_wakeup_fd;
  g_wakeup_fd = static_cast<int>(*fd);
  return Value::small_int(old);
}

Value sig_pthread_kill(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/thread_id", "/signalnum"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "pthread_kill", names, 2, a)) return Value::null();
  auto tid = protocol::index_as_int64(ctx, a[0]);
  if (!tid) return Value::null();
  auto s = protocol::index_as_int64(ctx, a[1]);
  if (!s) return Value::null();
  int err = ::pthread_kill(static_cast<pthread_t>(*tid), static_cast<int>(*s));
  if (err != 0) return objects::raise_os_error(ctx, err, Value::null());
  if (!run_pending_signals(ctx)) return Value::null();
  return Value::none();
}


Value sig_pthread_sigmask(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/how", "/mask"};
  Value a[2];
  if (!objects::parse_args(ctx, call, "pthread_sigmask", names, 2, a)) return Value::null();
  auto how = protocol::index_as_int64(ctx, a[0]);
  if (!how) return Value::null();
  if (!objects::is_list(ctx, a[1])) return ctx.raise(ctx.builtins.exc_TypeError, "%s", "mask must be a list");
  sigset_t ss;
  sigemptyset(&ss);
  for (size_t i = 0; i < objects::as_list(a[1])->items.size(); ++i) {
    int s;
    if (!signum_arg(ctx, objects::as_list(a[1])->items[i], &s)) return Value::null();
    sigaddset(&ss, s);
  }
  sigset_t old;
  int err = ::pthread_sigmask(static_cast<int>(*how), &ss, &old);
  if (err != 0) return objects::raise_os_error(ctx, err, Value::null());
  if (!run_pending_signals(ctx)) return Value::null();
  return sigset_to_list(ctx, old);
}

Value sig_sigpending(Context& ctx, const CallArgs&) {
  sigset_t ss;
  if (::sigpending(&ss) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return sigset_to_list(ctx, ss);
}

// _set_itimer_error(cls): lib/signal.py's ItimerError, raised by setitimer/getitimer.
Value sig_set_itimer_error(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "_set_itimer_error", 1, 1)) return Value::null();
  g_state->slots[kNsig] = call.args[0];
  return Value::none();
}

const MethodDef signal_functions[] = {
    {"signal", sig_signal, "signal(signalnum, handler, /)\n--\n\nSet the action for the given signal."},
    {"getsignal", sig_getsignal, "getsignal(signalnum, /)\n--\n\nReturn the current action for the given signal."},
    {"default_int_handler", sig_default_int_handler,
     "default_int_handler(signalnum, frame, /)\n--\n\nThe default handler for SIGINT installed by Python."},
    {"alarm", sig_alarm, "alarm(seconds, /)\n--\n\nArrange for SIGALRM to arrive after the given number of seconds."},
    {"pause", sig_pause, "pause()\n--\n\nWait until a signal arrives."},
    {"raise_signal", sig_raise_signal, "raise_signal(signalnum, /)\n--\n\nSend a signal to the executing process."},
    {"strsignal", sig_strsignal, "strsignal(signalnum, /)\n--\n\nReturn the system description of the given signal."},
    {"valid_signals", sig_valid_signals, "valid_signals()\n--\n\nReturn a set of valid signal numbers on this platform."},
    {"setitimer", sig_setitimer, "setitimer(which, seconds, interval=0.0, /)\n--\n\nSets given itimer."},
    {"getitimer", sig_getitimer, "getitimer(which, /)\n--\n\nReturns current value of given itimer."},
    {"siginterrupt", sig_siginterrupt, "siginterrupt(signalnum, flag, /)\n--\n\nChange system call restart behaviour."},
    {"set_wakeup_fd", sig_set_wakeup_fd, "set_wakeup_fd(fd, /, *, warn_on_full_buffer=True)\n--\n\nSets the fd to be written to on a signal."},
    {"pthread_kill", sig_pthread_kill, "pthread_kill(thread_id, signalnum, /)\n--\n\nSend a signal to a thread."},
    {"pthread_sigmask", sig_pthread_sigmask, "pthread_sigmask(how, mask, /)\n--\n\nFetch and/or change the signal mask."},
    {"sigpending", sig_sigpending, "sigpending()\n--\n\nExamine pending signals."},
    {"_set_itimer_error", sig_set_itimer_error, "_set_itimer_error(cls)\n--\n\nThe class setitimer raises."},
    {}};

}  // namespace

bool run_pending_signals(Context& ctx) {
  if (ctx.vm.interrupt.exchange(false)) {  // a host's interrupt (vm/limits.h)
    ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
    return false;
  }
  if (!vm::interrupt_pending()) return true;
  vm::clear_interrupt();
  if (g_state == nullptr || g_ctx != &ctx) {
    ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
    return false;
  }
  return dispatch(ctx);
}

ModuleObject* init__signal(Context& ctx) {
  StateObject* m = new_state_module(ctx, "_signal", kNsig + 1);
  gc::Root<ModuleObject> keep(ctx.heap, m);
  for (auto& v : m->slots) v = Value::none();
  objects::add_functions(ctx, m, signal_functions);
  if (g_state == nullptr) ctx.heap.add_root_marker(mark_state);
  g_state = m;
  g_ctx = &ctx;
  // SIGINT goes to default_int_handler, as in CPython.
  Value dih = objects::dict_get_cstr(ctx, m->dict, "default_int_handler");
  if (dih.is_null()) return nullptr;
  m->slots[SIGINT] = dih;
  struct sigaction sa;
  std::memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  ::sigaction(SIGINT, &sa, nullptr);
  vm::set_signal_dispatch(dispatch);
  struct {
    const char* name;
    int64_t value;
  } constants[] = {
      {"SIG_DFL", 0}, {"SIG_IGN", 1}, {"NSIG", kNsig}, {"SIG_BLOCK", SIG_BLOCK}, {"SIG_UNBLOCK", SIG_UNBLOCK},
      {"SIG_SETMASK", SIG_SETMASK}, {"ITIMER_REAL", ITIMER_REAL}, {"ITIMER_VIRTUAL", ITIMER_VIRTUAL},
      {"ITIMER_PROF", ITIMER_PROF}, {"SIGHUP", SIGHUP}, {"SIGINT", SIGINT}, {"SIGQUIT", SIGQUIT},
      {"SIGILL", SIGILL}, {"SIGTRAP", SIGTRAP}, {"SIGABRT", SIGABRT}, {"SIGIOT", SIGIOT}, {"SIGBUS", SIGBUS},
      {"SIGFPE", SIGFPE}, {"SIGKILL", SIGKILL}, {"SIGUSR1", SIGUSR1}, {"SIGSEGV", SIGSEGV},
      {"SIGUSR2", SIGUSR2}, {"SIGPIPE", SIGPIPE}, {"SIGALRM", SIGALRM}, {"SIGTERM", SIGTERM},
      {"SIGSTKFLT", SIGSTKFLT}, {"SIGCHLD", SIGCHLD}, {"SIGCONT", SIGCONT}, {"SIGSTOP", SIGSTOP},
      {"SIGTSTP", SIGTSTP}, {"SIGTTIN", SIGTTIN}, {"SIGTTOU", SIGTTOU}, {"SIGURG", SIGURG},
      {"SIGXCPU", SIGXCPU}, {"SIGXFSZ", SIGXFSZ}, {"SIGVTALRM", SIGVTALRM}, {"SIGPROF", SIGPROF},
      {"SIGWINCH", SIGWINCH}, {"SIGIO", SIGIO}, {"SIGPOLL", SIGPOLL}, {"SIGPWR", SIGPWR}, {"SIGSYS", SIGSYS},
      {"SIGRTMIN", SIGRTMIN}, {"SIGRTMAX", SIGRTMAX}};
  for (const auto& c : constants) objects::set_module_attr(ctx, m, c.name, Value::small_int(c.value));
  return m;
}

}  // namespace tp::stdlib
