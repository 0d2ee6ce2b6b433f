// parse_args (objects/arg_parser.h): positional-or-keyword, keyword-only ('$') and
// positional-only ('/') parameters with CPython's TypeError messages.
#include "objects/arg_parser.h"

#include <cstring>
#include <string>

#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

bool parse_args(Context& ctx, const CallArgs& call, const char* fn,
                std::span<const char* const> names, size_t nrequired, Value* out) {
  size_t n = names.size();
  size_t npositional = 0;  // parameters that may be given positionally
  for (size_t i = 0; i < n; ++i) {
    out[i] = Value::null();
    if (names[i][0] != '$') npositional = i + 1;
  }
  auto bare = [&](size_t i) {
    const char* s = names[i];
    return (s[0] == '$' || s[0] == '/') ? s + 1 : s;
  };
  if (call.nargs > npositional) {
    if (npositional == 0) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no positional arguments", fn);
    } else if (nrequired == npositional) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes exactly %zu positional argument%s (%zu given)", fn,
                npositional, npositional == 1 ? "" : "s", call.nargs);
    } else {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes at most %zu positional argument%s (%zu given)", fn,
                npositional, npositional == 1 ? "" : "s", call.nargs);
    }
    return false;
  }
  for (size_t i = 0; i < call.nargs; ++i) out[i] = call.args[i];
  size_t nk = call.nkwargs();
  for (size_t k = 0; k < nk; ++k) {
    std::string_view key = as_str(call.kwnames->items[k])->view();
    size_t found = n;
    for (size_t i = 0; i < n; ++i) {
      if (names[i][0] != '/' && key == bare(i)) {
        found = i;
        break;
      }
    }
    if (found == n) {
      for (size_t i = 0; i < n; ++i) {
        if (names[i][0] == '/' && key == bare(i)) {
          ctx.raise(ctx.builtins.exc_TypeError,
                    "%s() got some positional-only arguments passed as keyword arguments: '%s'", fn,
                    bare(i));
          return false;
        }
      }
      ctx.raise(ctx.builtins.exc_TypeError, "'%s' is an invalid keyword argument for %s()",
                std::string(key).c_str(), fn);
      return false;
    }
    if (!out[found].is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "argument for %s() given by name ('%s') and position (%zu)",
                fn, bare(found), found + 1);
      return false;
    }
    out[found] = call.args[call.nargs + k];
  }
  for (size_t i = 0; i < nrequired && i < n; ++i) {
    if (out[i].is_null()) {
      if (names[i][0] == '$') {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() missing required keyword-only argument: '%s'", fn, bare(i));
      } else if (names[i][0] == '/') {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() missing required argument '%s' (pos %zu)", fn, bare(i), i + 1);
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() missing 1 required positional argument: '%s'", fn, bare(i));
      }
      return false;
    }
  }
  return true;
}

}  // namespace tp::objects
