// Reading a native function's arguments with CPython's error messages.
//
//   static const char* const kNames[] = {"data", "dtype", "device", "$requires_grad"};
//   Value a[4];
//   if (!objects::parse_args(ctx, call, "tensor", kNames, 1, a)) return Value::null();
//   // a[0] is given (required); a[1..3] are Value::null() when not given.
//
// Names are positional-or-keyword; a leading '$' marks keyword-only, a leading '/' marks
// positional-only. The first `nrequired` names must be given. Unknown keywords, duplicates,
// too many positionals and missing required arguments raise TypeError worded as CPython's
// built-ins do ("tensor() missing required argument 'data' (pos 1)", "'x' is an invalid
// keyword argument for tensor()", "tensor() takes at most 2 arguments (3 given)"). For methods, the caller
// passes a CallArgs without self (objects::without_self(call)).
#pragma once

#include <cstddef>
#include <span>

#include "objects/protocol.h"

namespace tp::objects {

bool parse_args(Context& ctx, const CallArgs& call, const char* function_name,
                std::span<const char* const> names, size_t nrequired, Value* out);

// The same call with its first positional argument (self) dropped.
inline CallArgs without_self(const CallArgs& call) {
  CallArgs c = call;
  c.args += 1;
  c.nargs -= 1;
  return c;
}

}  // namespace tp::objects
