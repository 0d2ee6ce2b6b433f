// The call, item and iteration halves of the protocol.
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/function_objects.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "vm/interpreter.h"

namespace tp::protocol {

using namespace objects;

Value call(Context& ctx, Value callable, const CallArgs& args) {
  TypeObject* t = type_of(ctx, callable);
  if (t->call_slot != nullptr) return t->call_slot(ctx, callable, args);
  Value f = type_lookup(ctx, t, ctx.builtins.names.__call__);
  if (f.is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object is not callable", t->name.c_str());
  }
  if (!recursion_enter(ctx, " while calling a Python object")) return Value::null();
  Value r;
  TypeObject* ft = f.is_object() ? f.as_object()->type() : nullptr;
  if (ft == ctx.builtins.function_type || ft == ctx.builtins.builtin_function_type) {
    r = call_with_self(ctx, f, callable, args);
  } else {
    Value bound = descriptor_get(ctx, f, callable, t);
    r = bound.is_null() ? bound : call(ctx, bound, args);
  }
  recursion_leave(ctx);
  return r;
}

Value call0(Context& ctx, Value callable) { return call(ctx, callable, CallArgs{nullptr, 0, nullptr}); }

Value call1(Context& ctx, Value callable, Value a) {
  Value args[1] = {a};
  return call(ctx, callable, CallArgs{args, 1, nullptr});
}

Value call2(Context& ctx, Value callable, Value a, Value b) {
  Value args[2] = {a, b};
  return call(ctx, callable, CallArgs{args, 2, nullptr});
}

Value call_method(Context& ctx, Value obj, StrObject* name, const Value* args, size_t n) {
  Value m;
  int k = lookup_method(ctx, obj, name, &m);
  if (k < 0) return Value::null();
  if (k == 1) {
    std::vector<Value> v;
    v.reserve(n + 1);
    v.push_back(obj);
    v.insert(v.end(), args, args + n);
    return call(ctx, m, CallArgs{v.data(), v.size(), nullptr});
  }
  return call(ctx, m, CallArgs{args, n, nullptr});
}

bool is_callable(Context& ctx, Value v) {
  TypeObject* t = type_of(ctx, v);
  return t->call_slot != nullptr || !type_lookup(ctx, t, ctx.builtins.names.__call__).is_null();
}

static Value call_dunder(Context& ctx, Value obj, Value f, std::initializer_list<Value> rest) {
  std::vector<Value> args{obj};
  args.insert(args.end(), rest.begin(), rest.end());
  TypeObject* ft = f.is_object() ? f.as_object()->type() : nullptr;
  if (ft == ctx.builtins.function_type || ft == ctx.builtins.builtin_function_type) {
    return call(ctx, f, CallArgs{args.data(), args.size(), nullptr});
  }
  Value bound = descriptor_get(ctx, f, obj, type_of(ctx, obj));
  if (bound.is_null()) return bound;
  return call(ctx, bound, CallArgs{args.data() + 1, args.size() - 1, nullptr});
}

Value getitem(Context& ctx, Value obj, Value key) {
  TypeObject* t = type_of(ctx, obj);
  auto& B = ctx.builtins;
  if (key.is_small_int()) {
    if (t == B.list_type) {
      auto& items = as_list(obj)->items;
      int64_t i = key.as_small_int(), n = static_cast<int64_t>(items.size());
      if (i < 0) i += n;
      if (i < 0 || i >= n) return ctx.raise(B.exc_IndexError, "list index out of range");
      return items[i];
    }
    if (t == B.tuple_type) {
      auto& items = as_tuple(obj)->items;
      int64_t i = key.as_small_int(), n = static_cast<int64_t>(items.size());
      if (i < 0) i += n;
      if (i < 0 || i >= n) return ctx.raise(B.exc_IndexError, "tuple index out of range");
      return items[i];
    }
  }
  if (t == B.dict_type) {
    Value v = dict_get(ctx, as_dict(obj), key);
    if (!v.is_null() || ctx.has_exception()) return v;
    Value e = exception_new(ctx, B.exc_KeyError, {key});
    return e.is_null() ? e : ctx.raise_value(e);
  }
  Value f = type_lookup(ctx, t, B.names.__getitem__);
  if (f.is_null()) {
    if (is_type(ctx, obj)) {
      Value cg = type_getattr(ctx, as_type(obj), B.names.__class_getitem__, false);
      if (!cg.is_null()) return call1(ctx, cg, key);
      if (ctx.has_exception()) return Value::null();
      return ctx.raise(B.exc_TypeError, "type '%s' is not subscriptable", as_type(obj)->name.c_str());
    }
    return ctx.raise(B.exc_TypeError, "'%s' object is not subscriptable", t->name.c_str());
  }
  return call_dunder(ctx, obj, f, {key});
}

int setitem(Context& ctx, Value obj, Value key, Value value) {
  TypeObject* t = type_of(ctx, obj);
  auto& B = ctx.builtins;
  if (t == B.list_type && key.is_small_int()) {
    auto& items = as_list(obj)->items;
    int64_t i = key.as_small_int(), n = static_cast<int64_t>(items.size());
    if (i < 0) i += n;
    if (i < 0 || i >= n) {
      ctx.raise(B.exc_IndexError, "list assignment index out of range");
      return -1;
    }
    items[i] = value;
    return 0;
  }
  if (t == B.dict_type) return dict_set(ctx, as_dict(obj), key, value);
  Value f = type_lookup(ctx, t, B.names.__setitem__);
  if (f.is_null()) {
    ctx.raise(B.exc_TypeError, "'%s' object does not support item assignment", t->name.c_str());
    return -1;
  }
  return call_dunder(ctx, obj, f, {key, value}).is_null() ? -1 : 0;
}

int delitem(Context& ctx, Value obj, Value key) {
  TypeObject* t = type_of(ctx, obj);
  Value f = type_lookup(ctx, t, ctx.builtins.names.__delitem__);
  if (f.is_null()) {
    ctx.raise(ctx.builtins.exc_TypeError, "'%s' object doesn't support item deletion", t->name.c_str());
    return -1;
  }
  return call_dunder(ctx, obj, f, {key}).is_null() ? -1 : 0;
}

std::optional<int64_t> length_int(Context& ctx, Value obj) {
  TypeObject* t = type_of(ctx, obj);
  auto& B = ctx.builtins;
  if (t == B.list_type) return static_cast<int64_t>(as_list(obj)->items.size());
  if (t == B.tuple_type) return static_cast<int64_t>(as_tuple(obj)->items.size());
  if (t == B.str_type) return static_cast<int64_t>(as_str(obj)->length);
  if (t == B.dict_type) return static_cast<int64_t>(as_dict(obj)->used);
  Value f = type_lookup(ctx, t, B.names.__len__);
  if (f.is_null()) {
    ctx.raise(B.exc_TypeError, "object of type '%s' has no len()", t->name.c_str());
    return std::nullopt;
  }
  Value r = call_dunder(ctx, obj, f, {});
  if (r.is_null()) return std::nullopt;
  if (!is_int(ctx, r)) {
    ctx.raise(B.exc_TypeError, "'%s' object cannot be interpreted as an integer", type_name(ctx, r));
    return std::nullopt;
  }
  auto n = index_as_int64(ctx, r);
  if (!n) {
    if (ctx.exception_matches(B.exc_OverflowError)) {
      ctx.take_exception();
      ctx.raise(B.exc_OverflowError, "cannot fit 'int' into an index-sized integer");
    }
    return std::nullopt;
  }
  if (*n < 0) {
    ctx.raise(B.exc_ValueError, "__len__() should return >= 0");
    return std::nullopt;
  }
  return n;
}

Value length(Context& ctx, Value obj) {
  auto n = length_int(ctx, obj);
  if (!n) return Value::null();
  return Value::small_int(*n);
}

Value get_iter(Context& ctx, Value obj) {
  TypeObject* t = type_of(ctx, obj);
  auto& B = ctx.builtins;
  if (t == B.list_type) {
    return Value::object(ctx.heap.make<SeqIterObject>(B.list_iterator_type, obj));
  }
  if (t == B.tuple_type) {
    return Value::object(ctx.heap.make<SeqIterObject>(B.tuple_iterator_type, obj));
  }
  Value f = type_lookup(ctx, t, B.names.__iter__);
  if (f.is_null() || f.is_none()) {
    if (f.is_null() && !type_lookup(ctx, t, B.names.__getitem__).is_null()) {
      return Value::object(ctx.heap.make<SeqIterObject>(B.iterator_type, obj));
    }
    return ctx.raise(B.exc_TypeError, "'%s' object is not iterable", t->name.c_str());
  }
  Value it = call_dunder(ctx, obj, f, {});
  if (it.is_null()) return it;
  TypeObject* it_t = type_of(ctx, it);
  if (it_t->iter_next_slot == nullptr && type_lookup(ctx, it_t, B.names.__next__).is_null()) {
    return ctx.raise(B.exc_TypeError, "iter() returned non-iterator of type '%s'", it_t->name.c_str());
  }
  return it;
}

Value iter_next(Context& ctx, Value iterator) {
  // Iterators wrapping iterators (map/filter/zip/enumerate... nested 100,000 deep) recurse
  // here natively: RecursionError near the end of the C stack instead of a crash.
  if (!vm::check_native_stack(ctx)) return Value::null();
  TypeObject* t = type_of(ctx, iterator);
  Value r;
  if (t->iter_next_slot != nullptr) {
    r = t->iter_next_slot(ctx, iterator);
  } else {
    Value f = type_lookup(ctx, t, ctx.builtins.names.__next__);
    if (f.is_null()) {
      return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object is not an iterator", t->name.c_str());
    }
    r = call_dunder(ctx, iterator, f, {});
  }
  if (r.is_null() && ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
    Value e = ctx.take_exception();
    Value v = Value::null();
    if (e.is_object()) {
      auto* ex = dynamic_cast<ExceptionObject*>(e.as_object());
      if (ex != nullptr && ex->args != nullptr && !ex->args->items.empty()) v = ex->args->items[0];
    }
    ctx.builtins.stop_iteration_value = v;
  }
  return r;
}

}  // namespace tp::protocol
