// The `time` module: wall-clock, monotonic, performance-counter and process clocks (float
// seconds and integer nanoseconds), and sleep (interruptible by Ctrl-C).
#include <cerrno>
#include <cmath>
#include <ctime>

#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"
#include "vm/interpreter.h"

namespace tp::stdlib {

namespace {

int64_t clock_ns(clockid_t id) {
  timespec ts;
  clock_gettime(id, &ts);
  return static_cast<int64_t>(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}

Value seconds(Context& ctx, const CallArgs& call, const char* name, clockid_t id) {
  if (!objects::check_args(ctx, call, name, 0, 0)) return Value::null();
  return Value::floating(static_cast<double>(clock_ns(id)) / 1e9);
}
Value nanos(Context& ctx, const CallArgs& call, const char* name, clockid_t id) {
  if (!objects::check_args(ctx, call, name, 0, 0)) return Value::null();
  return Value::small_int(clock_ns(id));
}

Value time_time(Context& ctx, const CallArgs& c) { return seconds(ctx, c, "time", CLOCK_REALTIME); }
Value time_time_ns(Context& ctx, const CallArgs& c) { return nanos(ctx, c, "time_ns", CLOCK_REALTIME); }
Value time_perf_counter(Context& ctx, const CallArgs& c) { return seconds(ctx, c, "perf_counter", CLOCK_MONOTONIC); }
Value time_perf_counter_ns(Context& ctx, const CallArgs& c) { return nanos(ctx, c, "perf_counter_ns", CLOCK_MONOTONIC); }
Value time_monotonic(Context& ctx, const CallArgs& c) { return seconds(ctx, c, "monotonic", CLOCK_MONOTONIC); }
Value time_monotonic_ns(Context& ctx, const CallArgs& c) { return nanos(ctx, c, "monotonic_ns", CLOCK_MONOTONIC); }
Value time_process_time(Context& ctx, const CallArgs& c) {
  return seconds(ctx, c, "process_time", CLOCK_PROCESS_CPUTIME_ID);
}
Value time_process_time_ns(Context& ctx, const CallArgs& c) {
  return nanos(ctx, c, "process_time_ns", CLOCK_PROCESS_CPUTIME_ID);
}

Value time_sleep(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "sleep", 1, 1)) return Value::null();
  auto d = protocol::as_double(ctx, call.args[0]);
  if (!d) return Value::null();
  if (std::isnan(*d)) return ctx.raise(ctx.builtins.exc_ValueError, "Invalid value NaN (not a number)");
  if (*d < 0) return ctx.raise(ctx.builtins.exc_ValueError, "sleep length must be non-negative");
  timespec req;
  req.tv_sec = static_cast<time_t>(*d);
  req.tv_nsec = static_cast<long>((*d - static_cast<double>(req.tv_sec)) * 1e9);
  while (nanosleep(&req, &req) != 0 && errno == EINTR) {
    if (vm::interrupt_pending()) {
      vm::clear_interrupt();
      return ctx.raise(ctx.builtins.exc_KeyboardInterrupt, "%s", "");
    }
  }
  return Value::none();
}

const objects::MethodDef time_functions[] = {
    {"time", time_time},
    {"time_ns", time_time_ns},
    {"perf_counter", time_perf_counter},
    {"perf_counter_ns", time_perf_counter_ns},
    {"monotonic", time_monotonic},
    {"monotonic_ns", time_monotonic_ns},
    {"process_time", time_process_time},
    {"process_time_ns", time_process_time_ns},
    {"sleep", time_sleep},
    {}};

}  // namespace

ModuleObject* init_time(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "time");
  objects::add_functions(ctx, m, time_functions);
  return m;
}

}  // namespace tp::stdlib
