// The Atomic type (`_thread.Atomic`, re-exported as `threading.Atomic` and `ml.Atomic`;
// SPEC section 7): a 64-bit signed integer whose operations are single hardware atomic
// operations, so they stay correct whatever thread runs them, with or without the
// interpreter lock (native code running kernels in parallel may share one through its
// address one day; Python code gets a counter that needs no Lock).
//
//   Atomic(value=0)                 value: an int in [-2**63, 2**63)
//   load() -> int                   store(value) -> None
//   add(n=1) -> int                 the new value (fetch-and-add plus n)
//   sub(n=1) -> int                 the new value
//   exchange(value) -> int          the old value
//   compare_exchange(expected, desired) -> bool
//                                   sets desired when the value equals expected
//   int(a), repr(a) == 'Atomic(5)'
// add/sub wrap around on overflow as the hardware does (two's complement), as
// std::atomic<int64_t> does; values outside the int64 range raise OverflowError.
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <span>

#include "objects/arg_parser.h"
#include "objects/instance_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::stdlib {

namespace {

class AtomicObject : public Object {
 public:
  explicit AtomicObject(TypeObject* type) : Object(type) {}
  std::atomic<int64_t> value{0};
};

AtomicObject* self_atomic(const CallArgs& call) { return static_cast<AtomicObject*>(call.args[0].as_object()); }

Value atomic_make(Context& ctx, TypeObject* cls) {
  if (cls->is_heap_type) return Value::object(ctx.heap.make<WithDict<AtomicObject>>(cls));
  return Value::object(ctx.heap.make<AtomicObject>(cls));
}

// An int argument in the int64 range (OverflowError outside it, TypeError for non-ints).
bool int64_arg(Context& ctx, Value v, int64_t* out) {
  auto n = protocol::index_as_int64(ctx, v);
  if (!n) return false;
  *out = *n;
  return true;
}

// Parses up to `count` named arguments after self.
bool parse(Context& ctx, const CallArgs& call, const char* fn, std::span<const char* const> names,
           size_t required, size_t count, int64_t* out, const int64_t* defaults) {
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), fn, names, required, a)) return false;
  for (size_t i = 0; i < count; ++i) {
    if (a[i].is_null()) {
      out[i] = defaults[i];
    } else if (!int64_arg(ctx, a[i], &out[i])) {
      return false;
    }
  }
  return true;
}

Value atomic_init(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"value"};
  const int64_t defaults[] = {0};
  int64_t v;
  if (!parse(ctx, call, "Atomic", names, 0, 1, &v, defaults)) return Value::null();
  self_atomic(call)->value.store(v);
  return Value::none();
}

Value atomic_load(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, objects::without_self(call), "load", 0, 0)) return Value::null();
  return Value::small_int(self_atomic(call)->value.load());
}

Value atomic_store(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"value"};
  int64_t v;
  if (!parse(ctx, call, "store", names, 1, 1, &v, nullptr)) return Value::null();
  self_atomic(call)->value.store(v);
  return Value::none();
}

// Wrapping arithmetic on the unsigned representation (no signed-overflow UB).
int64_t wrap_add(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}

Value atomic_add_impl(Context& ctx, const CallArgs& call, const char* fn, bool negate) {
  static const char* const names[] = {"n"};
  const int64_t defaults[] = {1};
  int64_t n;
  if (!parse(ctx, call, fn, names, 0, 1, &n, defaults)) return Value::null();
  uint64_t delta = negate ? 0 - static_cast<uint64_t>(n) : static_cast<uint64_t>(n);
  int64_t old = self_atomic(call)->value.fetch_add(static_cast<int64_t>(delta));
  return Value::small_int(wrap_add(old, static_cast<int64_t>(delta)));
}
Value atomic_add(Context& ctx, const CallArgs& call) { return atomic_add_impl(ctx, call, "add", false); }
Value atomic_sub(Context& ctx, const CallArgs& call) { return atomic_add_impl(ctx, call, "sub", true); }

Value atomic_exchange(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"value"};
  int64_t v;
  if (!parse(ctx, call, "exchange", names, 1, 1, &v, nullptr)) return Value::null();
  return Value::small_int(self_atomic(call)->value.exchange(v));
}

Value atomic_compare_exchange(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"expected", "desired"};
  int64_t v[2];
  if (!parse(ctx, call, "compare_exchange", names, 2, 2, v, nullptr)) return Value::null();
  int64_t expected = v[0];
  return Value::boolean(self_atomic(call)->value.compare_exchange_strong(expected, v[1]));
}

Value atomic_int(Context&, const CallArgs& call) { return Value::small_int(self_atomic(call)->value.load()); }

Value atomic_repr(Context& ctx, const CallArgs& call) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "Atomic(%lld)", static_cast<long long>(self_atomic(call)->value.load()));
  return objects::str_from(ctx, buf);
}

const objects::MethodDef atomic_methods[] = {
    {"__init__", atomic_init, nullptr},
    {"load", atomic_load, "load()\n--\n\nThe current value."},
    {"store", atomic_store, "store(value)\n--\n\nSet the value."},
    {"add", atomic_add, "add(n=1)\n--\n\nAtomically add n; return the new value."},
    {"sub", atomic_sub, "sub(n=1)\n--\n\nAtomically subtract n; return the new value."},
    {"exchange", atomic_exchange, "exchange(value)\n--\n\nAtomically set value; return the old one."},
    {"compare_exchange", atomic_compare_exchange,
     "compare_exchange(expected, desired)\n--\n\nAtomically set desired if the value equals expected; "
     "return whether it did."},
    {"__int__", atomic_int, nullptr},
    {"__index__", atomic_int, nullptr},
    {"__repr__", atomic_repr, nullptr},
    {}};

}  // namespace

// Creates the Atomic type and stores it in `m` as `Atomic` (called by init__thread).
void add_atomic_type(Context& ctx, ModuleObject* m, const char* module_name) {
  TypeObject* t = objects::new_native_type(ctx, "Atomic", ctx.builtins.object_type, atomic_make);
  objects::add_methods(ctx, t, atomic_methods);
  objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, module_name));
  objects::set_type_attr(ctx, t, "__doc__",
                         objects::str_from(ctx, "Atomic(value=0)\n\nA 64-bit integer with atomic load, store, "
                                                "add, sub, exchange and compare_exchange."));
  objects::set_module_attr(ctx, m, "Atomic", Value::object(t));
}

}  // namespace tp::stdlib
