// except* (PEP 654): the bodies of CHECK_EG_MATCH and PREP_RERAISE_STAR (see
// exception_star.h; the codegen layout is next to Codegen::try_except_star).
#include "vm/exception_star.h"

#include "objects/exception_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::vm {

namespace {

bool valid_types(Context& ctx, Value types) {
  auto check = [&](Value t) {
    if (!objects::is_exception_class(ctx, t)) {
      ctx.raise(ctx.builtins.exc_TypeError,
                "catching classes that do not inherit from BaseException is not allowed");
      return false;
    }
    if (protocol::is_subtype(objects::as_type(t), ctx.builtins.exc_BaseExceptionGroup)) {
      ctx.raise(ctx.builtins.exc_TypeError,
                "catching ExceptionGroup with except* is not allowed. Use except instead.");
      return false;
    }
    return true;
  };
  if (objects::is_tuple(ctx, types)) {
    for (Value t : objects::as_tuple(types)->items)
      if (!check(t)) return false;
    return true;
  }
  return check(types);
}

// Same traceback, cause, context and notes: a part of the original re-raised.
bool same_metadata(Context& ctx, Value a, Value b) {
  auto* x = objects::as_exception(a);
  auto* y = objects::as_exception(b);
  if (!x->traceback.is(y->traceback) || !x->cause.is(y->cause) || !x->context.is(y->context))
    return false;
  Value nx = x->dict ? objects::dict_get_cstr(ctx, x->dict, "__notes__") : Value::null();
  Value ny = y->dict ? objects::dict_get_cstr(ctx, y->dict, "__notes__") : Value::null();
  return nx.is(ny);
}

}  // namespace

bool check_eg_match(Context& ctx, Value rest, Value types, Value* match, Value* new_rest) {
  if (!valid_types(ctx, types)) return false;
  *match = Value::none();
  *new_rest = Value::none();
  if (rest.is_none()) return true;
  int whole = protocol::isinstance(ctx, rest, types);
  if (whole < 0) return false;
  if (whole) {
    if (objects::is_exception_group(ctx, rest)) {
      *match = rest;
      return true;
    }
    // A naked exception: bound wrapped in a group carrying its traceback.
    Value items = objects::tuple_from(ctx, {rest});
    Value args[2] = {objects::str_from(ctx, ""), items};
    Value group = protocol::call(ctx, Value::object(ctx.builtins.exc_BaseExceptionGroup),
                                 CallArgs{args, 2, nullptr});
    if (group.is_null()) return false;
    objects::as_exception(group)->traceback = objects::as_exception(rest)->traceback;
    *match = group;
    return true;
  }
  if (!objects::is_exception_group(ctx, rest)) {
    *new_rest = rest;
    return true;
  }
  Value m, r;
  if (!objects::exception_group_split(ctx, rest, types, &m, &r)) return false;
  *match = m.is_null() ? Value::none() : m;
  *new_rest = r.is_null() ? Value::none() : r;
  return true;
}

Value prep_reraise_star(Context& ctx, Value orig, Value raised) {
  std::vector<Value> all;
  for (Value e : objects::as_list(raised)->items)
    if (!e.is_none()) all.push_back(e);
  if (all.empty()) return Value::none();
  // A naked exception was caught: one clause at most ran, so one exception at most.
  if (!objects::is_exception_group(ctx, orig)) return all[0];
  std::vector<Value> fresh, reraised;
  for (Value e : all) (same_metadata(ctx, e, orig) ? reraised : fresh).push_back(e);
  Value kept = objects::exception_group_project(ctx, orig, reraised);
  if (kept.is_null()) return kept;
  if (fresh.empty()) return kept;
  objects::ValueRoot kept_root(ctx, kept);
  if (!kept.is_none()) fresh.push_back(kept);
  Value list = Value::object(objects::list_new(ctx, std::move(fresh)));
  Value args[2] = {objects::str_from(ctx, ""), list};
  return protocol::call(ctx, Value::object(ctx.builtins.exc_BaseExceptionGroup),
                        CallArgs{args, 2, nullptr});
}

}  // namespace tp::vm
