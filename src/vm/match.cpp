// The runtime half of `match` statements (the codegen half is compiler/codegen_match.cpp):
// the bodies of MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS and MATCH_CLASS, with CPython
// 3.11's rules and error messages.
//
// Note [Which subjects are sequences and mappings]
// CPython decides by type flags: a sequence pattern matches list, tuple, range,
// memoryview, array.array, collections.deque and their subclasses (and classes registered
// as collections.abc.Sequence), never str, bytes or bytearray; a mapping pattern matches
// dict and its subclasses (and registered Mappings). TensorPy's collections.abc (lib/)
// sets no type flags, so the set is decided by the type's MRO: the built-in sequence types, plus the two library
// classes by module and name (array.array is native, deque is written in lib/).
#include "vm/match.h"

#include "objects/dict_object.h"
#include "objects/list_object.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::vm {

namespace {

bool is_library_sequence(Context& ctx, TypeObject* t) {
  if (t->name != "array" && t->name != "deque") return false;
  StrObject* module_name = protocol::intern(ctx, "__module__");
  Value module = objects::type_lookup(ctx, t, module_name);
  if (module.is_null() || !objects::is_str(ctx, module)) return false;
  std::string_view m = objects::as_str(module)->view();
  return (t->name == "array" && m == "array") || (t->name == "deque" && m == "collections");
}

// The name CPython prints for a type in these messages (tp_name).
const char* type_name(Context& ctx, Value v) { return protocol::type_of(ctx, v)->name.c_str(); }

// One attribute of the subject for a class pattern: Null with nothing pending when the
// subject lacks it (the pattern fails), Null with an exception pending on other errors.
Value match_attribute(Context& ctx, Value subject, StrObject* name) {
  Value v = protocol::getattr(ctx, subject, name);
  if (v.is_null() && ctx.exception_matches(ctx.builtins.exc_AttributeError)) {
    ctx.take_exception();
  }
  return v;
}

}  // namespace

bool is_match_sequence(Context& ctx, Value subject) {
  TypeObject* t = protocol::type_of(ctx, subject);
  for (TypeObject* base : t->mro) {
    if (base == ctx.builtins.list_type || base == ctx.builtins.tuple_type ||
        base == ctx.builtins.range_type || base == ctx.builtins.memoryview_type ||
        is_library_sequence(ctx, base)) {
      return true;
    }
  }
  return false;
}

bool is_match_mapping(Context& ctx, Value subject) {
  return protocol::is_subtype(protocol::type_of(ctx, subject), ctx.builtins.dict_type);
}

Value match_keys(Context& ctx, Value subject, Value keys) {
  const auto& items = objects::as_tuple(keys)->items;
  if (items.empty()) return objects::tuple_from(ctx, {});
  // subject.get(key, dummy) for each key: a missing key fails the pattern, as CPython
  // (so a defaultdict's __missing__ is not called).
  Value get = protocol::getattr(ctx, subject, protocol::intern(ctx, "get"));
  if (get.is_null()) return get;
  objects::ValueRoot get_root(ctx, get);
  Value dummy = protocol::call0(ctx, Value::object(ctx.builtins.object_type));
  if (dummy.is_null()) return dummy;
  objects::ValueRoot dummy_root(ctx, dummy);
  SetObject* seen = objects::set_new(ctx, ctx.builtins.set_type);
  objects::ValueRoot seen_root(ctx, Value::object(seen));
  ListObject* values = objects::list_new(ctx);
  objects::ValueRoot values_root(ctx, Value::object(values));
  for (size_t i = 0; i < items.size(); ++i) {
    Value key = items[i];
    int dup = objects::set_contains(ctx, seen, key);
    if (dup < 0) return Value::null();
    if (dup) {
      std::string text;
      if (!objects::repr_string(ctx, key, &text)) return Value::null();
      return ctx.raise(ctx.builtins.exc_ValueError, "mapping pattern checks duplicate key (%s)",
                       text.c_str());
    }
    if (objects::set_add(ctx, seen, key) < 0) return Value::null();
    Value v = protocol::call2(ctx, get, key, dummy);
    if (v.is_null()) return v;
    if (v.is(dummy)) return Value::none();
    values->items.push_back(v);
  }
  return objects::tuple_from(ctx, values->items);
}

Value match_class(Context& ctx, Value subject, Value cls, Value names, int nargs) {
  if (!objects::is_type(ctx, cls)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "called match pattern must be a type");
  }
  int is_instance = protocol::isinstance(ctx, subject, cls);
  if (is_instance < 0) return Value::null();
  if (!is_instance) return Value::none();
  TypeObject* type = objects::as_type(cls);
  const auto& kwnames = objects::as_tuple(names)->items;
  ListObject* attrs = objects::list_new(ctx);
  objects::ValueRoot attrs_root(ctx, Value::object(attrs));
  SetObject* seen = objects::set_new(ctx, ctx.builtins.set_type);
  objects::ValueRoot seen_root(ctx, Value::object(seen));
  // Records `name` as used; false with TypeError when a sub-pattern already used it.
  const auto claim = [&](Value name) {
    int dup = objects::set_contains(ctx, seen, name);
    if (dup < 0) return false;
    if (dup) {
      std::string text;
      if (!objects::repr_string(ctx, name, &text)) return false;
      ctx.raise(ctx.builtins.exc_TypeError, "%s() got multiple sub-patterns for attribute %s",
                type->name.c_str(), text.c_str());
      return false;
    }
    return objects::set_add(ctx, seen, name) == 0;
  };
  if (nargs > 0) {
    Value match_args =
        protocol::getattr_optional(ctx, cls, protocol::intern(ctx, "__match_args__"));
    if (match_args.is_null() && ctx.has_exception()) return match_args;
    objects::ValueRoot match_args_root(ctx, match_args);
    // The self-matching built-ins (and their subclasses without __match_args__): int(x)
    // binds the subject itself.
    bool match_self = false;
    if (match_args.is_null()) {
      for (TypeObject* base : type->mro) {
        const auto& b = ctx.builtins;
        if (base == b.bool_type || base == b.bytearray_type || base == b.bytes_type ||
            base == b.dict_type || base == b.float_type || base == b.frozenset_type ||
            base == b.int_type || base == b.list_type || base == b.set_type ||
            base == b.str_type || base == b.tuple_type) {
          match_self = true;
          break;
        }
      }
    } else if (protocol::type_of(ctx, match_args) != ctx.builtins.tuple_type) {
      return ctx.raise(ctx.builtins.exc_TypeError, "%s.__match_args__ must be a tuple (got %s)",
                       type->name.c_str(), type_name(ctx, match_args));
    }
    const size_t allowed =
        match_self ? 1 : match_args.is_null() ? 0 : objects::as_tuple(match_args)->size();
    if (static_cast<size_t>(nargs) > allowed) {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "%s() accepts %zu positional sub-pattern%s (%d given)",
                       type->name.c_str(), allowed, allowed == 1 ? "" : "s", nargs);
    }
    if (match_self) {
      attrs->items.push_back(subject);
    } else {
      for (int i = 0; i < nargs; ++i) {
        Value name = objects::as_tuple(match_args)->items[i];
        if (!objects::is_str(ctx, name)) {
          return ctx.raise(ctx.builtins.exc_TypeError,
                           "__match_args__ elements must be strings (got %s)",
                           type_name(ctx, name));
        }
        if (!claim(name)) return Value::null();
        Value v = match_attribute(ctx, subject, objects::as_str(name));
        if (v.is_null()) return ctx.has_exception() ? v : Value::none();
        attrs->items.push_back(v);
      }
    }
  }
  for (Value name : kwnames) {
    if (!claim(name)) return Value::null();
    Value v = match_attribute(ctx, subject, objects::as_str(name));
    if (v.is_null()) return ctx.has_exception() ? v : Value::none();
    attrs->items.push_back(v);
  }
  return objects::tuple_from(ctx, attrs->items);
}

}  // namespace tp::vm
