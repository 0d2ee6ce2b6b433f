// Shared helpers of the object layer (objects/util.h).
#include "objects/util.h"

#include <algorithm>

#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "vm/interpreter.h"

namespace tp::objects {

Value call_vector(Context& ctx, Value callable, const std::vector<Value>& args,
                  TupleObject* kwnames) {
  size_t nk = kwnames == nullptr ? 0 : kwnames->items.size();
  return protocol::call(ctx, callable, CallArgs{args.data(), args.size() - nk, kwnames});
}

Value call_with_self(Context& ctx, Value callable, Value self, const CallArgs& call) {
  size_t total = call.total();
  Value buf[8];
  if (total < 8) {
    buf[0] = self;
    for (size_t i = 0; i < total; ++i) buf[i + 1] = call.args[i];
    return protocol::call(ctx, callable, CallArgs{buf, call.nargs + 1, call.kwnames});
  }
  std::vector<Value> v(total + 1);
  v[0] = self;
  for (size_t i = 0; i < total; ++i) v[i + 1] = call.args[i];
  return protocol::call(ctx, callable, CallArgs{v.data(), call.nargs + 1, call.kwnames});
}

bool repr_string(Context& ctx, Value v, std::string* out) {
  Value r = protocol::repr(ctx, v);
  if (r.is_null()) return false;
  *out = as_str(r)->data;
  return true;
}

bool str_string(Context& ctx, Value v, std::string* out) {
  Value r = protocol::str(ctx, v);
  if (r.is_null()) return false;
  *out = as_str(r)->data;
  return true;
}

bool check_args(Context& ctx, const CallArgs& call, const char* name, size_t min, size_t max) {
  if (call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
    return false;
  }
  if (call.nargs < min || call.nargs > max) {
    size_t given = call.nargs > 0 ? call.nargs - 1 : 0;
    // Methods taking no argument or exactly one are named with their type, as CPython.
    std::string qual = call.nargs > 0 ? std::string(type_name(ctx, call.args[0])) + "." + name : name;
    if (min == max) {
      if (min == 1) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no arguments (%zu given)", qual.c_str(), given);
      } else if (min == 2) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() takes exactly one argument (%zu given)", qual.c_str(), given);
      } else {
        ctx.raise(ctx.builtins.exc_TypeError, "%s expected %zu arguments, got %zu", name, min - 1, given);
      }
    } else if (call.nargs < min) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least %zu argument%s, got %zu", name,
                min - 1, min == 2 ? "" : "s", given);
    } else {
      ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most %zu argument%s, got %zu", name,
                max - 1, max == 2 ? "" : "s", given);
    }
    return false;
  }
  return true;
}

TypeObject* new_cls_arg(Context& ctx, const CallArgs& call, TypeObject* base) {
  if (call.nargs < 1) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s.__new__(): not enough arguments", base->name.c_str());
    return nullptr;
  }
  Value c = call.args[0];
  if (!c.is_object() || !protocol::is_subtype(c.as_object()->type(), ctx.builtins.type_type)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s.__new__(X): X is not a type object (%s)", base->name.c_str(),
              type_name(ctx, c));
    return nullptr;
  }
  auto* t = static_cast<TypeObject*>(c.as_object());
  if (!protocol::is_subtype(t, base)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s.__new__(%s): %s is not a subtype of %s", base->name.c_str(),
              t->name.c_str(), t->name.c_str(), base->name.c_str());
    return nullptr;
  }
  return t;
}

bool repr_enter(Context& ctx, Object* o) {
  auto& v = ctx.builtins.repr_in_progress;
  if (std::find(v.begin(), v.end(), o) != v.end()) return false;
  v.push_back(o);
  return true;
}

void repr_leave(Context& ctx, Object* o) {
  auto& v = ctx.builtins.repr_in_progress;
  for (size_t i = v.size(); i-- > 0;) {
    if (v[i] == o) {
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
      return;
    }
  }
}

bool recursion_enter(Context& ctx, const char* where) {
  // The same check as a Python call: the depth limit and the C stack's end.
  return vm::enter_recursive_call(ctx, where);
}

}  // namespace tp::objects
