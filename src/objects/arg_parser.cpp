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
    // CPython's wording depends on how the function parses its arguments: all
    // positional-only -> "f expected at most N arguments, got M"; with keyword-only
    // parameters -> "... positional arguments ..."; otherwise getargs' wording.
    bool all_positional_only = n > 0;
    bool has_keyword_only = false;
    for (size_t i = 0; i < n; ++i) {
      all_positional_only = all_positional_only && names[i][0] == '/';
      has_keyword_only = has_keyword_only || names[i][0] == '$';
    }
    const char* plural = npositional == 1 ? "" : "s";
    if (npositional == 0) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no positional arguments", fn);
    } else if (all_positional_only) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most %zu argument%s, got %zu", fn, npositional,
                plural, call.nargs);
    } else if (nrequired == npositional) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes exactly %zu %sargument%s (%zu given)", fn, npositional,
                has_keyword_only ? "positional " : "", plural, call.nargs);
    } else {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() takes at most %zu %sargument%s (%zu given)", fn, npositional,
                has_keyword_only ? "positional " : "", plural, call.nargs);
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
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() missing required argument '%s' (pos %zu)", fn, bare(i), i + 1);
      }
      return false;
    }
  }
  return true;
}

}  // namespace tp::objects
