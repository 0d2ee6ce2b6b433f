// The `time` module: wall-clock, monotonic, performance-counter and process clocks (float
// seconds and integer nanoseconds), sleep (interruptible by Ctrl-C), and the calendar
// part as CPython's on glibc: struct_time (a tuple subclass of 9 items with the read-only
// attributes tm_year..tm_isdst, tm_zone and tm_gmtoff), gmtime, localtime, mktime,
// asctime, ctime, strftime, tzset and the timezone / altzone / daylight / tzname values
// (computed as CPython's init_timezone does: the offsets of January 1 and July 1 of the
// current year). Python's tm_wday counts from Monday = 0, tm_yday from 1, tm_mon from 1.
#include <cerrno>
#include <cmath>
#include <cstring>
#include <ctime>
#include <string>

#include "objects/arg_parser.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/posix_parts.h"
#include "stdlib/stdlib_util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"
#include "threads/interp_lock.h"
#include "vm/interpreter.h"
#include "vm/limits.h"
#include "vm/thread_state.h"

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
  // Until an absolute CLOCK_MONOTONIC deadline, so waking up early costs no drift.
  timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  double whole = std::floor(*d);
  if (whole > 1e15) whole = 1e15;  // about 31 million years: forever
  deadline.tv_sec += static_cast<time_t>(whole);
  deadline.tv_nsec += static_cast<long>((*d - whole) * 1e9);
  if (deadline.tv_nsec >= 1000000000L) {
    deadline.tv_sec += 1;
    deadline.tv_nsec -= 1000000000L;
  }
  // Other threads run meanwhile (Note [The interpreter lock]). A signal interrupts the
  // main thread's sleep: its handler runs with the lock held (an exception from it, or
  // KeyboardInterrupt for Ctrl-C, ends the sleep); then the rest is slept (PEP 475). The
  // main thread also wakes every 50 ms for a host's interrupt (Note [Context limits],
  // vm/limits.h), which no signal announces.
  const bool main = vm::on_main_thread(ctx);
  for (;;) {
    bool interrupted = false;
    {
      threads::WithoutInterpreterLock unlocked;
      for (;;) {
        timespec until = deadline;
        if (main) {
          timespec now;
          clock_gettime(CLOCK_MONOTONIC, &now);
          now.tv_nsec += 50000000L;
          if (now.tv_nsec >= 1000000000L) {
            now.tv_sec += 1;
            now.tv_nsec -= 1000000000L;
          }
          if (now.tv_sec < until.tv_sec || (now.tv_sec == until.tv_sec && now.tv_nsec < until.tv_nsec))
            until = now;
        }
        int r = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, nullptr);
        if (main && vm::interrupt_pending(ctx)) {
          interrupted = true;
          break;
        }
        if (r == EINTR || (until.tv_sec != deadline.tv_sec || until.tv_nsec != deadline.tv_nsec)) continue;
        break;
      }
    }
    if (!interrupted) break;
    if (!run_pending_signals(ctx)) return Value::null();
  }
  return Value::none();
}

// --- struct_time ---

constexpr size_t kStructTimeFields = 9;
const char* const kFieldNames[] = {"tm_year", "tm_mon",  "tm_mday", "tm_hour", "tm_min",
                                   "tm_sec",  "tm_wday", "tm_yday", "tm_isdst"};

// A struct_time: the 9 tuple items, plus tm_zone and tm_gmtoff (None when not known).
class StructTimeObject : public TupleObject {
 public:
  explicit StructTimeObject(TypeObject* type) : TupleObject(type, {}) {}
  Value zone = Value::none();
  Value gmtoff = Value::none();
  void trace(Tracer& t) override {
    TupleObject::trace(t);
    t.mark(zone);
    t.mark(gmtoff);
  }
};

Value struct_time_make(Context& ctx, TypeObject* cls) { return Value::object(ctx.heap.make<StructTimeObject>(cls)); }

StructTimeObject* as_struct_time(Value v) { return static_cast<StructTimeObject*>(v.as_object()); }

// struct_time(sequence): tuple.__new__ stored the items; 9 to 11 of them (the 10th and
// 11th are tm_zone and tm_gmtoff).
Value struct_time_init(Context& ctx, const CallArgs& call) {
  StructTimeObject* st = as_struct_time(call.args[0]);
  size_t n = st->items.size();
  if (n < kStructTimeFields) {
    return ctx.raise(ctx.builtins.exc_TypeError, "time.struct_time() takes an at least 9-sequence (%zu-sequence given)", n);
  }
  if (n > kStructTimeFields + 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "time.struct_time() takes an at most 11-sequence (%zu-sequence given)", n);
  }
  if (n > kStructTimeFields) st->zone = st->items[kStructTimeFields];
  if (n > kStructTimeFields + 1) st->gmtoff = st->items[kStructTimeFields + 1];
  st->items.resize(kStructTimeFields);
  return Value::none();
}

Value struct_time_repr(Context& ctx, const CallArgs& call) {
  StructTimeObject* st = as_struct_time(call.args[0]);
  std::string out = "time.struct_time(";
  for (size_t i = 0; i < kStructTimeFields && i < st->items.size(); ++i) {
    std::string r;
    if (!objects::repr_string(ctx, st->items[i], &r)) return Value::null();
    if (i) out += ", ";
    out += kFieldNames[i];
    out += '=';
    out += r;
  }
  out += ')';
  return objects::str_from(ctx, out);
}

template <size_t I>
Value struct_time_field(Context&, Value self) {
  StructTimeObject* st = as_struct_time(self);
  return I < st->items.size() ? st->items[I] : Value::none();
}
Value struct_time_zone(Context&, Value self) { return as_struct_time(self)->zone; }
Value struct_time_gmtoff(Context&, Value self) { return as_struct_time(self)->gmtoff; }

const objects::MethodDef struct_time_methods[] = {
    {"__init__", struct_time_init, nullptr}, {"__repr__", struct_time_repr, nullptr}, {}};
const objects::GetSetDef struct_time_getsets[] = {
    {"tm_year", struct_time_field<0>, nullptr, "year, for example, 1993"},
    {"tm_mon", struct_time_field<1>, nullptr, "month of year, range [1, 12]"},
    {"tm_mday", struct_time_field<2>, nullptr, "day of month, range [1, 31]"},
    {"tm_hour", struct_time_field<3>, nullptr, "hours, range [0, 23]"},
    {"tm_min", struct_time_field<4>, nullptr, "minutes, range [0, 59]"},
    {"tm_sec", struct_time_field<5>, nullptr, "seconds, range [0, 61])"},
    {"tm_wday", struct_time_field<6>, nullptr, "day of week, range [0, 6], Monday is 0"},
    {"tm_yday", struct_time_field<7>, nullptr, "day of year, range [1, 366]"},
    {"tm_isdst", struct_time_field<8>, nullptr, "1 if summer time is in effect, 0 if not, and -1 if unknown"},
    {"tm_zone", struct_time_zone, nullptr, "abbreviation of timezone name"},
    {"tm_gmtoff", struct_time_gmtoff, nullptr, "offset from UTC in seconds"},
    {}};

enum TimeSlot : size_t { kStructTimeType, kTimeSlotCount };

TypeObject* struct_time_type(const CallArgs& call) {
  return static_cast<StateObject*>(call.args[0].as_object())->type_at(kStructTimeType);
}

Value new_struct_time(Context& ctx, TypeObject* type, const struct tm& tm, const char* zone, long gmtoff) {
  Value v = struct_time_make(ctx, type);
  StructTimeObject* st = as_struct_time(v);
  st->items = {Value::small_int(tm.tm_year + 1900LL), Value::small_int(tm.tm_mon + 1), Value::small_int(tm.tm_mday),
               Value::small_int(tm.tm_hour),          Value::small_int(tm.tm_min),   Value::small_int(tm.tm_sec),
               Value::small_int((tm.tm_wday + 6) % 7), Value::small_int(tm.tm_yday + 1), Value::small_int(tm.tm_isdst)};
  gc::Root<Object> keep(ctx.heap, st);
  st->zone = zone ? objects::str_from(ctx, zone) : Value::none();
  st->gmtoff = Value::small_int(gmtoff);
  return v;
}

// The seconds argument of gmtime/localtime/ctime: None (now), int or float (floored).
bool time_t_arg(Context& ctx, Value v, time_t* out) {
  if (v.is_null() || v.is_none()) {
    *out = time(nullptr);
    return true;
  }
  if (objects::is_float(ctx, v)) {
    double d = objects::float_value(v);
    if (std::isnan(d)) {
      ctx.raise(ctx.builtins.exc_ValueError, "Invalid value NaN (not a number)");
      return false;
    }
    d = std::floor(d);
    if (!(d >= -9.2e18 && d <= 9.2e18)) {
      ctx.raise(ctx.builtins.exc_OverflowError, "timestamp out of range for platform time_t");
      return false;
    }
    *out = static_cast<time_t>(d);
    return true;
  }
  if (!objects::is_int(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer", objects::type_name(ctx, v));
    return false;
  }
  auto i = objects::int_to_int64(v);
  if (!i) {
    ctx.raise(ctx.builtins.exc_OverflowError, "timestamp out of range for platform time_t");
    return false;
  }
  *out = static_cast<time_t>(*i);
  return true;
}

Value one_optional(Context& ctx, const CallArgs& call, const char* name, Value* out) {
  CallArgs args = objects::without_self(call);
  if (!objects::check_args(ctx, args, name, 0, 1)) return Value::null();
  *out = args.nargs ? args.args[0] : Value::null();
  return Value::none();
}

Value time_gmtime(Context& ctx, const CallArgs& call) {
  Value a;
  time_t t;
  if (one_optional(ctx, call, "gmtime", &a).is_null() || !time_t_arg(ctx, a, &t)) return Value::null();
  struct tm tm;
  if (gmtime_r(&t, &tm) == nullptr) return ctx.raise(ctx.builtins.exc_OverflowError, "timestamp out of range for platform time_t");
  return new_struct_time(ctx, struct_time_type(call), tm, tm.tm_zone, 0);
}

Value time_localtime(Context& ctx, const CallArgs& call) {
  Value a;
  time_t t;
  if (one_optional(ctx, call, "localtime", &a).is_null() || !time_t_arg(ctx, a, &t)) return Value::null();
  struct tm tm;
  if (localtime_r(&t, &tm) == nullptr) return ctx.raise(ctx.builtins.exc_OverflowError, "timestamp out of range for platform time_t");
  return new_struct_time(ctx, struct_time_type(call), tm, tm.tm_zone, tm.tm_gmtoff);
}

// A struct_time or 9-tuple as struct tm (CPython's gettmarg); `func` names the caller in
// the messages.
bool tm_arg(Context& ctx, Value v, const char* func, struct tm* out) {
  std::memset(out, 0, sizeof *out);
  if (!objects::is_tuple(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "Tuple or struct_time argument required");
    return false;
  }
  const auto& items = objects::as_tuple(v)->items;
  if (items.size() != kStructTimeFields) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s(): illegal time tuple argument", func);
    return false;
  }
  int64_t f[kStructTimeFields];
  for (size_t i = 0; i < kStructTimeFields; ++i) {
    if (objects::is_float(ctx, items[i])) {
      ctx.raise(ctx.builtins.exc_TypeError, "'float' object cannot be interpreted as an integer");
      return false;
    }
    auto x = protocol::index_as_int64(ctx, items[i]);
    if (!x) return false;
    if (i > 0 && (*x < INT32_MIN || *x > INT32_MAX)) {
      ctx.raise(ctx.builtins.exc_OverflowError, "signed integer is greater than maximum");
      return false;
    }
    f[i] = *x;
  }
  out->tm_year = static_cast<int>(f[0] - 1900);
  out->tm_mon = static_cast<int>(f[1] - 1);
  out->tm_mday = static_cast<int>(f[2]);
  out->tm_hour = static_cast<int>(f[3]);
  out->tm_min = static_cast<int>(f[4]);
  out->tm_sec = static_cast<int>(f[5]);
  out->tm_wday = static_cast<int>((f[6] + 1) % 7);
  if (out->tm_wday < 0) out->tm_wday += 7;
  out->tm_yday = static_cast<int>(f[7] - 1);
  out->tm_isdst = static_cast<int>(f[8]);
  if (protocol::type_of(ctx, v)->make_instance == struct_time_make) {
    StructTimeObject* st = as_struct_time(v);
    if (objects::is_str(ctx, st->zone)) out->tm_zone = objects::as_str(st->zone)->data.c_str();
    if (st->gmtoff.is_small_int()) out->tm_gmtoff = st->gmtoff.as_small_int();
  }
  return true;
}

// CPython's checktm: the ranges strftime and asctime accept (0 is allowed for the month,
// day and day of year and replaced by 1, as CPython does).
bool check_tm(Context& ctx, struct tm* tm) {
  const char* bad = nullptr;
  if (tm->tm_mon == -1) tm->tm_mon = 0;
  else if (tm->tm_mon < 0 || tm->tm_mon > 11) bad = "month out of range";
  if (!bad && tm->tm_mday == 0) tm->tm_mday = 1;
  else if (!bad && (tm->tm_mday < 0 || tm->tm_mday > 31)) bad = "day of month out of range";
  if (!bad && (tm->tm_hour < 0 || tm->tm_hour > 23)) bad = "hour out of range";
  if (!bad && (tm->tm_min < 0 || tm->tm_min > 59)) bad = "minute out of range";
  if (!bad && (tm->tm_sec < 0 || tm->tm_sec > 61)) bad = "seconds out of range";
  if (!bad && tm->tm_wday < 0) bad = "day of week out of range";
  if (!bad && tm->tm_yday == -1) tm->tm_yday = 0;
  else if (!bad && (tm->tm_yday < 0 || tm->tm_yday > 365)) bad = "day of year out of range";
  if (bad) {
    ctx.raise(ctx.builtins.exc_ValueError, "%s", bad);
    return false;
  }
  return true;
}

Value time_mktime(Context& ctx, const CallArgs& call) {
  CallArgs args = objects::without_self(call);
  if (!objects::check_args(ctx, args, "mktime", 1, 1)) return Value::null();
  struct tm tm;
  if (!tm_arg(ctx, args.args[0], "mktime", &tm)) return Value::null();
  tm.tm_wday = -1;  // sentinel: mktime() sets it on success
  time_t t = mktime(&tm);
  if (t == static_cast<time_t>(-1) && tm.tm_wday == -1) {
    return ctx.raise(ctx.builtins.exc_OverflowError, "mktime argument out of range");
  }
  return Value::floating(static_cast<double>(t));
}

std::string asctime_text(const struct tm& tm) {
  static const char wday[][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char mon[][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  char buf[64];
  snprintf(buf, sizeof buf, "%s %s%3d %.2d:%.2d:%.2d %d", wday[tm.tm_wday % 7], mon[tm.tm_mon % 12], tm.tm_mday,
           tm.tm_hour, tm.tm_min, tm.tm_sec, 1900 + tm.tm_year);
  return buf;
}

Value time_asctime(Context& ctx, const CallArgs& call) {
  Value a;
  if (one_optional(ctx, call, "asctime", &a).is_null()) return Value::null();
  struct tm tm;
  if (a.is_null()) {
    time_t t = time(nullptr);
    localtime_r(&t, &tm);
  } else if (!tm_arg(ctx, a, "asctime", &tm) || !check_tm(ctx, &tm)) {
    return Value::null();
  }
  return objects::str_from(ctx, asctime_text(tm));
}

Value time_ctime(Context& ctx, const CallArgs& call) {
  Value a;
  time_t t;
  if (one_optional(ctx, call, "ctime", &a).is_null() || !time_t_arg(ctx, a, &t)) return Value::null();
  struct tm tm;
  if (localtime_r(&t, &tm) == nullptr) return ctx.raise(ctx.builtins.exc_OverflowError, "timestamp out of range for platform time_t");
  return objects::str_from(ctx, asctime_text(tm));
}

Value time_strftime(Context& ctx, const CallArgs& call) {
  CallArgs args = objects::without_self(call);
  if (!objects::check_args(ctx, args, "strftime", 1, 2)) return Value::null();
  if (!objects::is_str(ctx, args.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "strftime() argument 1 must be str, not %s",
                     objects::type_name(ctx, args.args[0]));
  }
  const std::string& format = objects::as_str(args.args[0])->data;
  struct tm tm;
  if (args.nargs < 2) {
    time_t t = time(nullptr);
    localtime_r(&t, &tm);
  } else if (!tm_arg(ctx, args.args[1], "strftime", &tm) || !check_tm(ctx, &tm)) {
    return Value::null();
  }
  if (tm.tm_isdst < -1) tm.tm_isdst = -1;
  else if (tm.tm_isdst > 1) tm.tm_isdst = 1;
  if (format.find('\0') != std::string::npos) return ctx.raise(ctx.builtins.exc_ValueError, "embedded null character");
  // strftime() returns 0 both for "buffer too small" and for an empty result, so the
  // buffer grows up to 256 times the format's length (CPython's bound) before giving up.
  std::string out;
  for (size_t size = 1024; size <= 256 * format.size() + 1024; size *= 2) {
    std::string buf(size, '\0');
    size_t n = strftime(buf.data(), size, format.c_str(), &tm);
    if (n > 0 || format.empty()) {
      out.assign(buf.data(), n);
      break;
    }
  }
  return objects::str_from(ctx, out);
}

// timezone, altzone, daylight, tzname from January 1 and July 1 of the current year.
void set_timezone_values(Context& ctx, ModuleObject* m) {
  tzset();
  constexpr time_t kYear = (365 * 24 + 6) * 3600;
  time_t t = (time(nullptr) / kYear) * kYear;
  struct tm jan, jul;
  localtime_r(&t, &jan);
  t += kYear / 2;
  localtime_r(&t, &jul);
  long janzone = -jan.tm_gmtoff, julzone = -jul.tm_gmtoff;
  std::string janname = jan.tm_zone ? jan.tm_zone : "", julname = jul.tm_zone ? jul.tm_zone : "";
  if (janzone < julzone) {  // DST is reversed in the southern hemisphere
    std::swap(janzone, julzone);
    std::swap(janname, julname);
  }
  objects::set_module_attr(ctx, m, "timezone", Value::small_int(janzone));
  objects::set_module_attr(ctx, m, "altzone", Value::small_int(julzone));
  objects::set_module_attr(ctx, m, "daylight", Value::small_int(janzone != julzone));
  Value names = objects::tuple_from(ctx, {objects::str_from(ctx, janname), objects::str_from(ctx, julname)});
  objects::set_module_attr(ctx, m, "tzname", names);
}

Value time_tzset(Context& ctx, const CallArgs& call) {
  CallArgs args = objects::without_self(call);
  if (!objects::check_args(ctx, args, "tzset", 0, 0)) return Value::null();
  set_timezone_values(ctx, static_cast<StateObject*>(call.args[0].as_object()));
  return Value::none();
}

const objects::MethodDef time_calendar_functions[] = {
    {"gmtime", time_gmtime, "gmtime([seconds]) -> (tm_year, tm_mon, tm_mday, tm_hour, tm_min,\n"
                            "                       tm_sec, tm_wday, tm_yday, tm_isdst)\n\nConvert seconds since the Epoch to a time tuple expressing UTC."},
    {"localtime", time_localtime, "localtime([seconds]) -> (tm_year,tm_mon,tm_mday,tm_hour,tm_min,\n"
                                  "                          tm_sec,tm_wday,tm_yday,tm_isdst)\n\nConvert seconds since the Epoch to a time tuple expressing local time."},
    {"mktime", time_mktime, "mktime(tuple) -> floating point number\n\nConvert a time tuple in local time to seconds since the Epoch."},
    {"asctime", time_asctime, "asctime([tuple]) -> string\n\nConvert a time tuple to a string, e.g. 'Sat Jun 06 16:26:11 1998'."},
    {"ctime", time_ctime, "ctime(seconds) -> string\n\nConvert a time in seconds since the Epoch to a string in local time."},
    {"strftime", time_strftime, "strftime(format[, tuple]) -> string\n\nConvert a time tuple to a string according to a format specification."},
    {"tzset", time_tzset, "tzset()\n\nInitialize, or reinitialize, the local timezone to the value of the environment variable TZ."},
    {}};

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
  HandleScope scope(ctx);
  StateObject* m = new_state_module(ctx, "time", kTimeSlotCount);
  scope.keep(m);
  objects::add_functions(ctx, m, time_functions);
  TypeObject* st = objects::new_native_type(ctx, "struct_time", ctx.builtins.tuple_type, struct_time_make);
  objects::add_methods(ctx, st, struct_time_methods);
  objects::add_getsets(ctx, st, struct_time_getsets);
  objects::set_type_attr(ctx, st, "__module__", objects::str_from(ctx, "time"));
  objects::set_type_attr(ctx, st, "n_sequence_fields", Value::small_int(9));
  objects::set_type_attr(ctx, st, "n_fields", Value::small_int(11));
  objects::set_type_attr(ctx, st, "n_unnamed_fields", Value::small_int(0));
  m->slots[kStructTimeType] = Value::object(st);
  objects::set_module_attr(ctx, m, "struct_time", Value::object(st));
  add_state_functions(ctx, m, time_calendar_functions, m);
  set_timezone_values(ctx, m);
  return m;
}

}  // namespace tp::stdlib
