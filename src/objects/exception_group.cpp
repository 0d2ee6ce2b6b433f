// BaseExceptionGroup and ExceptionGroup (PEP 654) as CPython 3.11: the constructor's
// checks and its choice of ExceptionGroup when every member is an Exception, `message`,
// `exceptions`, str "msg (N sub-exceptions)", derive(), and split()/subgroup() by an
// exception type, a tuple of types or a predicate, keeping the nesting and copying
// __traceback__, __cause__, __context__ and __notes__ to the derived groups.
// ExceptionGroup's bases are (BaseExceptionGroup, Exception), set up here.
#include "objects/exception_object.h"
#include "objects/instance_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {

Value group_attr(Context& ctx, Value self, const char* name) {
  Value v = dict_get_cstr(ctx, get_instance_dict(ctx, self), name);
  return v.is_null() ? Value::none() : v;
}

bool is_group(Context& ctx, Value v) {
  return v.is_object() &&
         protocol::is_subtype(v.as_object()->type(), ctx.builtins.exc_BaseExceptionGroup);
}

// BaseExceptionGroup.__new__(cls, message, exceptions)
Value group_new(Context& ctx, const CallArgs& call) {
  auto& B = ctx.builtins;
  TypeObject* cls = new_cls_arg(ctx, call, B.exc_BaseExceptionGroup);
  if (cls == nullptr) return Value::null();
  if (call.nkwargs() != 0 && cls == B.exc_BaseExceptionGroup) {
    return ctx.raise(B.exc_TypeError, "BaseExceptionGroup.__new__() takes no keyword arguments");
  }
  const size_t nargs = call.nargs - 1;
  if (nargs != 2) {
    return ctx.raise(B.exc_TypeError, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%zu given)",
                     nargs);
  }
  Value message = call.args[1], given = call.args[2];
  if (!is_str(ctx, message)) {
    return ctx.raise(B.exc_TypeError, "BaseExceptionGroup.__new__() argument 1 must be str, not %s",
                     type_name(ctx, message));
  }
  // A sequence: list, tuple or anything with __getitem__ and __len__ (not a dict or set).
  std::vector<Value> items;
  if (given.is_object() && (given.as_object()->type() == B.list_type ||
                            protocol::is_subtype(given.as_object()->type(), B.list_type))) {
    items = as_list(given)->items;
  } else if (is_tuple(ctx, given)) {
    items = as_tuple(given)->items;
  } else {
    Value getitem = protocol::lookup_special(ctx, given, protocol::intern(ctx, "__getitem__"));
    Value len = protocol::lookup_special(ctx, given, protocol::intern(ctx, "__len__"));
    if (getitem.is_null() || len.is_null() ||
        protocol::is_subtype(protocol::type_of(ctx, given), B.dict_type)) {
      if (ctx.has_exception()) return Value::null();
      return ctx.raise(B.exc_TypeError, "second argument (exceptions) must be a sequence");
    }
    if (!collect_iterable(ctx, given, &items)) return Value::null();
  }
  if (items.empty()) {
    return ctx.raise(B.exc_ValueError, "second argument (exceptions) must be a non-empty sequence");
  }
  bool nested_base = false;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_exception_instance(ctx, items[i])) {
      return ctx.raise(B.exc_ValueError, "Item %zu of second argument (exceptions) is not an exception",
                       i);
    }
    if (!protocol::is_subtype(items[i].as_object()->type(), B.exc_Exception)) nested_base = true;
  }
  if (cls == B.exc_BaseExceptionGroup) {
    if (!nested_base) cls = B.exc_ExceptionGroup;
  } else if (cls == B.exc_ExceptionGroup) {
    if (nested_base) {
      return ctx.raise(B.exc_TypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
    }
  } else if (nested_base && protocol::is_subtype(cls, B.exc_Exception)) {
    return ctx.raise(B.exc_TypeError, "Cannot nest BaseExceptions in '%s'", cls->name.c_str());
  }
  Value self = cls->make_instance(ctx, cls);
  if (self.is_null()) return self;
  ValueRoot root(ctx, self);
  as_exception(self)->args = tuple_new(ctx, {message, given});
  DictObject* dict = get_instance_dict(ctx, self);
  dict_set_cstr(ctx, dict, "message", message);
  dict_set_cstr(ctx, dict, "exceptions", tuple_from(ctx, std::move(items)));
  return self;
}

// __init__ accepts whatever __new__ accepted (subclasses may take other arguments).
Value group_init(Context&, const CallArgs&) { return Value::none(); }

Value group_str(Context& ctx, const CallArgs& call) {
  Value self = call.args[0];
  Value message = group_attr(ctx, self, "message");
  Value excs = group_attr(ctx, self, "exceptions");
  const size_t n = is_tuple(ctx, excs) ? as_tuple(excs)->size() : 0;
  std::string text = is_str(ctx, message) ? std::string(as_str(message)->view()) : "";
  text += " (" + std::to_string(n) + " sub-exception" + (n == 1 ? ")" : "s)");
  return str_from(ctx, std::move(text));
}

Value group_derive(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "derive", 2, 2)) return Value::null();
  Value args[2] = {group_attr(ctx, call.args[0], "message"), call.args[1]};
  return protocol::call(ctx, Value::object(ctx.builtins.exc_BaseExceptionGroup),
                        CallArgs{args, 2, nullptr});
}

Value get_message(Context& ctx, Value self) { return group_attr(ctx, self, "message"); }
Value get_exceptions(Context& ctx, Value self) { return group_attr(ctx, self, "exceptions"); }

// How split/subgroup decide that an exception matches.
struct Matcher {
  Value condition;  // a type, a tuple of types, or a predicate
  bool predicate;
  const std::vector<Object*>* leaves = nullptr;  // or: one of these very objects
  int matches(Context& ctx, Value exc) const {
    if (leaves) {
      for (Object* leaf : *leaves)
        if (exc.is_object() && exc.as_object() == leaf) return 1;
      return 0;
    }
    if (!predicate) return protocol::isinstance(ctx, exc, condition);
    Value r = protocol::call1(ctx, condition, exc);
    if (r.is_null()) return -1;
    return protocol::is_true(ctx, r);
  }
};

bool make_matcher(Context& ctx, Value condition, Matcher* out) {
  out->condition = condition;
  out->predicate = false;
  if (is_exception_class(ctx, condition)) return true;
  if (is_tuple(ctx, condition)) {
    bool all = true;
    for (Value t : as_tuple(condition)->items) all &= is_exception_class(ctx, t);
    if (all) return true;
  } else if (!is_type(ctx, condition) && protocol::is_callable(ctx, condition)) {
    out->predicate = true;
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError,
            "expected a function, exception type or tuple of exception types");
  return false;
}

// A group derived from `group` with `items`, carrying its traceback, cause, context and notes.
Value derive_with_metadata(Context& ctx, Value group, std::vector<Value> items) {
  Value list = Value::object(list_new(ctx, std::move(items)));
  ValueRoot root(ctx, list);
  Value derived = protocol::call_method(ctx, group, protocol::intern(ctx, "derive"), &list, 1);
  if (derived.is_null()) return derived;
  if (!is_group(ctx, derived)) {
    return ctx.raise(ctx.builtins.exc_TypeError,
                     "derive must return an instance of BaseExceptionGroup");
  }
  ExceptionObject* d = as_exception(derived);
  ExceptionObject* g = as_exception(group);
  d->traceback = g->traceback;
  d->cause = g->cause;
  d->context = g->context;
  Value notes = protocol::getattr_optional(ctx, group, protocol::intern(ctx, "__notes__"));
  if (notes.is_null() && ctx.has_exception()) return Value::null();
  if (!notes.is_null()) dict_set_cstr(ctx, get_instance_dict(ctx, derived), "__notes__", notes);
  return derived;
}

// Splits `exc` into *match and *rest (either may stay Null for "nothing").
bool split_rec(Context& ctx, Value exc, const Matcher& m, bool want_rest, Value* match,
               Value* rest) {
  *match = Value::null();
  *rest = Value::null();
  int is_match = m.matches(ctx, exc);
  if (is_match < 0) return false;
  if (is_match) {
    *match = exc;
    return true;
  }
  if (!is_group(ctx, exc)) {
    *rest = exc;
    return true;
  }
  if (!recursion_enter(ctx, " in split")) return false;
  ListObject* matched = list_new(ctx);
  ValueRoot matched_root(ctx, Value::object(matched));
  ListObject* rested = list_new(ctx);
  ValueRoot rested_root(ctx, Value::object(rested));
  Value excs = group_attr(ctx, exc, "exceptions");
  bool ok = is_tuple(ctx, excs);
  for (size_t i = 0; ok && i < as_tuple(excs)->size(); ++i) {
    Value sub_match, sub_rest;
    ok = split_rec(ctx, as_tuple(excs)->items[i], m, want_rest, &sub_match, &sub_rest);
    if (!sub_match.is_null()) matched->items.push_back(sub_match);
    if (want_rest && !sub_rest.is_null()) rested->items.push_back(sub_rest);
  }
  recursion_leave(ctx);
  if (!ok) return false;
  if (!matched->items.empty()) {
    *match = derive_with_metadata(ctx, exc, matched->items);
    if (match->is_null()) return false;
  }
  if (want_rest && !rested->items.empty()) {
    ValueRoot match_root(ctx, *match);
    *rest = derive_with_metadata(ctx, exc, rested->items);
    if (rest->is_null()) return false;
  }
  return true;
}

Value group_split(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "split", 2, 2)) return Value::null();
  Matcher m;
  if (!make_matcher(ctx, call.args[1], &m)) return Value::null();
  Value match, rest;
  if (!split_rec(ctx, call.args[0], m, true, &match, &rest)) return Value::null();
  return tuple_from(ctx, {match.is_null() ? Value::none() : match,
                          rest.is_null() ? Value::none() : rest});
}

Value group_subgroup(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "subgroup", 2, 2)) return Value::null();
  Matcher m;
  if (!make_matcher(ctx, call.args[1], &m)) return Value::null();
  Value match, rest;
  if (!split_rec(ctx, call.args[0], m, false, &match, &rest)) return Value::null();
  return match.is_null() ? Value::none() : match;
}

void collect_leaves(Context& ctx, Value exc, std::vector<Object*>* out) {
  if (!is_group(ctx, exc)) {
    if (exc.is_object()) out->push_back(exc.as_object());
    return;
  }
  Value excs = group_attr(ctx, exc, "exceptions");
  if (!is_tuple(ctx, excs)) return;
  for (Value e : as_tuple(excs)->items) collect_leaves(ctx, e, out);
}

const MethodDef group_methods[] = {{"__init__", group_init, nullptr},
                                   {"__str__", group_str, nullptr},
                                   {"derive", group_derive, nullptr},
                                   {"split", group_split, nullptr},
                                   {"subgroup", group_subgroup, nullptr},
                                   {}};
const GetSetDef group_getsets[] = {{"message", get_message, nullptr, nullptr},
                                   {"exceptions", get_exceptions, nullptr, nullptr},
                                   {}};
const MethodDef group_static[] = {{"__new__", group_new, nullptr}, {}};

}  // namespace

bool is_exception_group(Context& ctx, Value v) { return is_group(ctx, v); }

bool exception_group_split(Context& ctx, Value exc, Value types, Value* match, Value* rest) {
  Matcher m{types, false};
  return split_rec(ctx, exc, m, true, match, rest);
}

Value exception_group_project(Context& ctx, Value orig, const std::vector<Value>& reraised) {
  std::vector<Object*> leaves;
  for (Value e : reraised) collect_leaves(ctx, e, &leaves);
  Matcher m{Value::none(), false, &leaves};
  Value match, rest;
  if (!split_rec(ctx, orig, m, false, &match, &rest)) return Value::null();
  return match.is_null() ? Value::none() : match;
}

void init_exception_groups(Context& ctx) {
  auto& B = ctx.builtins;
  TypeObject* base = B.exc_BaseExceptionGroup;
  add_methods(ctx, base, group_methods);
  add_getsets(ctx, base, group_getsets);
  add_static_methods(ctx, base, group_static);
  // class ExceptionGroup(BaseExceptionGroup, Exception)
  TypeObject* group = B.exc_ExceptionGroup;
  group->bases = {base, B.exc_Exception};
  group->mro = {group, base, B.exc_Exception, B.exc_BaseException, B.object_type};
}

}  // namespace tp::objects
