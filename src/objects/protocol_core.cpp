// The protocol's type queries, value constructors, truth, hashing, containment, text
// (repr/str/format) and number conversions.
#include <cmath>

#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/float_object.h"
#include "objects/function_objects.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/range_object.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp {

size_t CallArgs::nkwargs() const { return kwnames == nullptr ? 0 : kwnames->items.size(); }

namespace protocol {

using namespace objects;

TypeObject* type_of(Context& ctx, Value v) {
  switch (v.tag()) {
    case Value::Tag::Object: return v.as_object()->type();
    case Value::Tag::Int: return ctx.builtins.int_type;
    case Value::Tag::Float: return ctx.builtins.float_type;
    case Value::Tag::Bool: return ctx.builtins.bool_type;
    case Value::Tag::None: return ctx.builtins.none_type;
    case Value::Tag::Null: return ctx.builtins.none_type;
  }
  return ctx.builtins.none_type;
}

bool is_subtype(TypeObject* sub, TypeObject* base) {
  if (sub == base) return true;
  for (TypeObject* m : sub->mro) {
    if (m == base) return true;
  }
  return false;
}

bool is_instance_of_type(Context& ctx, Value v, TypeObject* t) {
  return is_subtype(type_of(ctx, v), t);
}

int isinstance(Context& ctx, Value v, Value classinfo) {
  if (is_type(ctx, classinfo)) {
    TypeObject* t = as_type(classinfo);
    if (is_instance_of_type(ctx, v, t)) return 1;
    TypeObject* meta = t->type();
    if (meta == ctx.builtins.type_type) {
      // __class__ may differ from the type (proxies).
      return 0;
    }
    Value check = type_lookup(ctx, meta, ctx.builtins.names.__instancecheck__);
    if (check.is_null()) return 0;
    Value r = call2(ctx, check, classinfo, v);
    if (r.is_null()) return -1;
    return is_true(ctx, r);
  }
  if (is_tuple(ctx, classinfo)) {
    for (Value c : as_tuple(classinfo)->items) {
      int r = isinstance(ctx, v, c);
      if (r != 0) return r;
    }
    return 0;
  }
  // Any object whose type defines __instancecheck__ (types.UnionType, typing's aliases).
  Value check = type_lookup(ctx, type_of(ctx, classinfo), ctx.builtins.names.__instancecheck__);
  if (!check.is_null()) {
    Value r = call2(ctx, check, classinfo, v);
    if (r.is_null()) return -1;
    return is_true(ctx, r);
  }
  ctx.raise(ctx.builtins.exc_TypeError,
            "isinstance() arg 2 must be a type, a tuple of types, or a union");
  return -1;
}

int issubclass(Context& ctx, Value cls, Value classinfo) {
  if (is_tuple(ctx, classinfo)) {
    for (Value c : as_tuple(classinfo)->items) {
      int r = issubclass(ctx, cls, c);
      if (r != 0) return r;
    }
    return 0;
  }
  if (!is_type(ctx, classinfo)) {
    // Any object whose type defines __subclasscheck__ (types.UnionType, typing's aliases).
    Value check = type_lookup(ctx, type_of(ctx, classinfo), ctx.builtins.names.__subclasscheck__);
    if (!check.is_null()) {
      Value r = call2(ctx, check, classinfo, cls);
      if (r.is_null()) return -1;
      return is_true(ctx, r);
    }
    ctx.raise(ctx.builtins.exc_TypeError,
              "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return -1;
  }
  TypeObject* meta = as_type(classinfo)->type();
  if (meta != ctx.builtins.type_type) {
    Value check = type_lookup(ctx, meta, ctx.builtins.names.__subclasscheck__);
    if (!check.is_null() && !(check.is_object() && check.as_object()->type() == ctx.builtins.builtin_function_type)) {
      Value r = call2(ctx, check, classinfo, cls);
      if (r.is_null()) return -1;
      return is_true(ctx, r);
    }
  }
  if (!is_type(ctx, cls)) {
    ctx.raise(ctx.builtins.exc_TypeError, "issubclass() arg 1 must be a class");
    return -1;
  }
  return is_subtype(as_type(cls), as_type(classinfo)) ? 1 : 0;
}

Value new_str(Context& ctx, std::string_view utf8) { return str_from(ctx, std::string(utf8)); }

StrObject* intern(Context& ctx, std::string_view utf8) {
  DictObject* table = ctx.builtins.interned;
  StrObject* probe = str_new(ctx, std::string(utf8));
  Value found = dict_get_str(ctx, table, probe);
  if (!found.is_null()) return as_str(found);
  dict_set_str(ctx, table, probe, Value::object(probe));
  return probe;
}

Value new_bytes(Context& ctx, std::string_view data) { return bytes_from(ctx, std::string(data)); }

Value new_int_from_string(Context& ctx, std::string_view digits, int base) {
  return int_parse(ctx, digits, base);
}

Value new_tuple(Context& ctx, const Value* items, size_t n) {
  if (n == 0 && !ctx.builtins.empty_tuple.is_null()) return ctx.builtins.empty_tuple;
  return tuple_from(ctx, std::vector<Value>(items, items + n));
}

Value new_list(Context& ctx, const Value* items, size_t n) {
  return Value::object(list_new(ctx, std::vector<Value>(items, items + n)));
}

Value new_dict(Context& ctx) { return Value::object(dict_new(ctx)); }

Value new_set(Context& ctx, const Value* items, size_t n) {
  SetObject* s = set_new(ctx, ctx.builtins.set_type);
  gc::Root<SetObject> keep(ctx.heap, s);
  for (size_t i = 0; i < n; ++i) {
    if (set_add(ctx, s, items[i]) < 0) return Value::null();
  }
  return Value::object(s);
}

Value new_slice(Context& ctx, Value start, Value stop, Value step) {
  return Value::object(ctx.heap.make<SliceObject>(ctx.builtins.slice_type, start, stop, step));
}

int is_true(Context& ctx, Value v) {
  switch (v.tag()) {
    case Value::Tag::None: return 0;
    case Value::Tag::Bool: return v.as_bool() ? 1 : 0;
    case Value::Tag::Int: return v.as_small_int() != 0;
    case Value::Tag::Float: return v.as_float() != 0;
    case Value::Tag::Null: return 0;
    case Value::Tag::Object: break;
  }
  Object* o = v.as_object();
  TypeObject* t = o->type();
  auto& B = ctx.builtins;
  if (t == B.str_type) return static_cast<StrObject*>(o)->data.empty() ? 0 : 1;
  if (t == B.list_type) return static_cast<ListObject*>(o)->items.empty() ? 0 : 1;
  if (t == B.tuple_type) return static_cast<TupleObject*>(o)->items.empty() ? 0 : 1;
  if (t == B.dict_type) return static_cast<DictObject*>(o)->used == 0 ? 0 : 1;
  Value f = type_lookup(ctx, t, B.names.__bool__);
  if (!f.is_null()) {
    Value r = call_vector(ctx, descriptor_get(ctx, f, v, t), {});
    if (r.is_null()) return -1;
    if (!r.is_bool()) {
      ctx.raise(B.exc_TypeError, "__bool__ should return bool, returned %s", type_name(ctx, r));
      return -1;
    }
    return r.as_bool() ? 1 : 0;
  }
  f = type_lookup(ctx, t, B.names.__len__);
  if (!f.is_null()) {
    auto n = length_int(ctx, v);
    if (!n) return -1;
    return *n != 0;
  }
  return 1;
}

std::optional<int64_t> hash(Context& ctx, Value v) {
  switch (v.tag()) {
    case Value::Tag::Int: return int_hash(v);
    case Value::Tag::Bool: return v.as_bool() ? 1 : 0;
    case Value::Tag::Float: return float_hash(v.as_float());
    case Value::Tag::None:
    case Value::Tag::Null: return static_cast<int64_t>(0xFCA86420);
    case Value::Tag::Object: break;
  }
  Object* o = v.as_object();
  TypeObject* t = o->type();
  if (t == ctx.builtins.str_type) return str_hash(static_cast<StrObject*>(o));
  if (t == ctx.builtins.int_type) return int_hash(v);
  Value f = type_lookup(ctx, t, ctx.builtins.names.__hash__);
  if (f.is_null() || f.is_none()) {
    ctx.raise(ctx.builtins.exc_TypeError, "unhashable type: '%s'", t->name.c_str());
    return std::nullopt;
  }
  if (!recursion_enter(ctx, " while getting the hash of an object")) return std::nullopt;
  Value r = call_vector(ctx, descriptor_get(ctx, f, v, t), {});
  recursion_leave(ctx);
  if (r.is_null()) return std::nullopt;
  if (!is_int(ctx, r)) {
    ctx.raise(ctx.builtins.exc_TypeError, "__hash__ method should return an integer");
    return std::nullopt;
  }
  auto small = int_to_int64(r);
  if (small) return *small == -1 ? -2 : *small;
  return int_hash(r);
}

int contains(Context& ctx, Value container, Value item) {
  TypeObject* t = type_of(ctx, container);
  auto& B = ctx.builtins;
  if (t == B.dict_type) {
    Value r = dict_get(ctx, as_dict(container), item);
    if (r.is_null()) return ctx.has_exception() ? -1 : 0;
    return 1;
  }
  if (t == B.set_type || t == B.frozenset_type) return set_contains(ctx, as_set(container), item);
  if (t == B.list_type || t == B.tuple_type) {
    const std::vector<Value>& items =
        t == B.list_type ? as_list(container)->items : as_tuple(container)->items;
    for (size_t i = 0; i < items.size(); ++i) {
      int eq = equal(ctx, items[i], item);
      if (eq != 0) return eq;
    }
    return 0;
  }
  Value f = type_lookup(ctx, t, B.names.__contains__);
  if (!f.is_null()) {
    Value r = call_vector(ctx, descriptor_get(ctx, f, container, t), {item});
    if (r.is_null()) return -1;
    return is_true(ctx, r);
  }
  if (type_lookup(ctx, t, B.names.__iter__).is_null() &&
      type_lookup(ctx, t, B.names.__getitem__).is_null()) {
    ctx.raise(B.exc_TypeError, "argument of type '%s' is not iterable", t->name.c_str());
    return -1;
  }
  Value it = get_iter(ctx, container);
  if (it.is_null()) return -1;
  ValueRoot keep(ctx, it);
  for (;;) {
    Value x = iter_next(ctx, it);
    if (x.is_null()) return ctx.has_exception() ? -1 : 0;
    int eq = equal(ctx, x, item);
    if (eq != 0) return eq;
  }
}

Value repr(Context& ctx, Value v) {
  switch (v.tag()) {
    case Value::Tag::Int: return str_from(ctx, std::to_string(v.as_small_int()));
    case Value::Tag::Float: return str_from(ctx, float_repr(v.as_float()));
    case Value::Tag::Bool: return str_from(ctx, v.as_bool() ? "True" : "False");
    case Value::Tag::None: return str_from(ctx, "None");
    case Value::Tag::Null: return str_from(ctx, "<NULL>");
    case Value::Tag::Object: break;
  }
  TypeObject* t = v.as_object()->type();
  if (t == ctx.builtins.str_type) return str_from(ctx, str_repr(as_str(v)->data));
  Value f = type_lookup(ctx, t, ctx.builtins.names.__repr__);
  if (f.is_null()) return str_from(ctx, "<" + t->name + " object>");
  if (!recursion_enter(ctx, " while getting the repr of an object")) return Value::null();
  Value r = call_vector(ctx, descriptor_get(ctx, f, v, t), {});
  recursion_leave(ctx);
  if (r.is_null()) return r;
  if (!is_str(ctx, r)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "__repr__ returned non-string (type %s)",
                     type_name(ctx, r));
  }
  return r;
}

Value str(Context& ctx, Value v) {
  if (v.is_object() && v.as_object()->type() == ctx.builtins.str_type) return v;
  if (!v.is_object()) return repr(ctx, v);
  TypeObject* t = v.as_object()->type();
  Value f = type_lookup(ctx, t, ctx.builtins.names.__str__);
  if (f.is_null()) return repr(ctx, v);
  if (!recursion_enter(ctx, " while getting the str of an object")) return Value::null();
  Value r = call_vector(ctx, descriptor_get(ctx, f, v, t), {});
  recursion_leave(ctx);
  if (r.is_null()) return r;
  if (!is_str(ctx, r)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "__str__ returned non-string (type %s)",
                     type_name(ctx, r));
  }
  return r;
}

Value format(Context& ctx, Value v, Value spec) {
  if (spec.is_null()) spec = str_from(ctx, "");
  if (as_str(spec)->data.empty()) {
    if (v.is_object() && v.as_object()->type() == ctx.builtins.str_type) return v;
    if (v.is_small_int() || v.is_float()) return str(ctx, v);
  }
  TypeObject* t = type_of(ctx, v);
  Value f = type_lookup(ctx, t, ctx.builtins.names.__format__);
  if (f.is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "Type %s doesn't define __format__", t->name.c_str());
  }
  Value r = call_vector(ctx, descriptor_get(ctx, f, v, t), {spec});
  if (r.is_null()) return r;
  if (!is_str(ctx, r)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "__format__ must return a str, not %s",
                     type_name(ctx, r));
  }
  return r;
}

Value number_index(Context& ctx, Value v) {
  if (v.is_small_int() || v.is_bool() || is_int(ctx, v)) return v;
  Value f = lookup_special(ctx, v, ctx.builtins.names.__index__);
  if (f.is_null()) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                     type_name(ctx, v));
  }
  Value r = call1(ctx, f, v);
  if (r.is_null()) return r;
  if (!is_int(ctx, r)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "__index__ returned non-int (type %s)", type_name(ctx, r));
  }
  return r;
}

std::optional<int64_t> index_as_size(Context& ctx, Value v) {
  Value iv = number_index(ctx, v);
  if (iv.is_null()) return std::nullopt;
  if (iv.is_small_int()) return iv.as_small_int();
  if (iv.is_bool()) return iv.as_bool() ? 1 : 0;
  auto r = int_to_int64(iv);
  if (!r) {
    ctx.raise(ctx.builtins.exc_OverflowError, "cannot fit '%s' into an index-sized integer",
              type_name(ctx, v));
    return std::nullopt;
  }
  return r;
}

std::optional<int64_t> index_clamped(Context& ctx, Value v) {
  Value iv = number_index(ctx, v);
  if (iv.is_null()) return std::nullopt;
  if (iv.is_small_int()) return iv.as_small_int();
  if (iv.is_bool()) return iv.as_bool() ? 1 : 0;
  auto r = int_to_int64(iv);
  if (r) return r;
  Value neg = compare(ctx, CompareOp::Lt, iv, Value::small_int(0));
  if (neg.is_null()) return std::nullopt;
  return neg.is_bool() && neg.as_bool() ? INT64_MIN : INT64_MAX;
}

std::optional<int64_t> index_as_int64(Context& ctx, Value v) {
  if (v.is_small_int()) return v.as_small_int();
  if (v.is_bool()) return v.as_bool() ? 1 : 0;
  Value iv = v;
  if (!is_int(ctx, v)) {
    Value f = lookup_special(ctx, v, ctx.builtins.names.__index__);
    if (f.is_null()) {
      if (!ctx.has_exception()) {
        ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  type_name(ctx, v));
      }
      return std::nullopt;
    }
    iv = call1(ctx, f, v);
    if (iv.is_null()) return std::nullopt;
    if (!is_int(ctx, iv)) {
      ctx.raise(ctx.builtins.exc_TypeError, "__index__ returned non-int (type %s)", type_name(ctx, iv));
      return std::nullopt;
    }
  }
  auto r = int_to_int64(iv);
  if (!r) {
    ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C ssize_t");
    return std::nullopt;
  }
  return r;
}

std::optional<double> as_double(Context& ctx, Value v) {
  if (v.is_float()) return v.as_float();
  if (v.is_small_int()) return static_cast<double>(v.as_small_int());
  if (v.is_bool()) return v.as_bool() ? 1.0 : 0.0;
  if (is_float(ctx, v)) return float_value(v);
  if (is_int(ctx, v)) {
    bool overflow;
    double d = int_to_double(ctx, v, &overflow);
    if (overflow) {
      ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float");
      return std::nullopt;
    }
    return d;
  }
  Value f = lookup_special(ctx, v, ctx.builtins.names.__float__);
  if (f.is_null()) {
    if (ctx.has_exception()) return std::nullopt;
    if (!lookup_special(ctx, v, ctx.builtins.names.__index__).is_null()) {
      Value iv = number_index(ctx, v);
      if (iv.is_null()) return std::nullopt;
      return as_double(ctx, iv);
    }
    if (!ctx.has_exception()) {
      ctx.raise(ctx.builtins.exc_TypeError, "must be real number, not %s", type_name(ctx, v));
    }
    return std::nullopt;
  }
  Value r = call1(ctx, f, v);
  if (r.is_null()) return std::nullopt;
  if (!is_float(ctx, r)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s.__float__ returned non-float (type %s)",
              type_name(ctx, v), type_name(ctx, r));
    return std::nullopt;
  }
  return float_value(r);
}

}  // namespace protocol
}  // namespace tp
