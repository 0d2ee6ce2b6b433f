// The iterator types: list/tuple/range/sequence iterators, callable_iterator, reversed,
// enumerate, zip, map and filter. Each sets iter_next_slot (the fast path) and also has
// __next__/__iter__ in its dict for Python code.
#include "objects/iterator_objects.h"

#include "objects/arg_parser.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

static SeqIterObject* it_of(Value v) { return static_cast<SeqIterObject*>(v.as_object()); }

static Value list_iter_next(Context&, Value self) {
  auto* it = it_of(self);
  auto& items = as_list(it->seq)->items;
  if (it->index < 0 || it->index >= static_cast<int64_t>(items.size())) {
    it->index = -1;
    return Value::null();
  }
  return items[it->index++];
}

static Value tuple_iter_next(Context&, Value self) {
  auto* it = it_of(self);
  auto& items = as_tuple(it->seq)->items;
  if (it->index >= static_cast<int64_t>(items.size())) return Value::null();
  return items[it->index++];
}

static Value range_iter_next(Context&, Value self) {
  auto* it = it_of(self);
  auto* r = static_cast<RangeObject*>(it->seq.as_object());
  if (it->index >= it->aux) return Value::null();
  return Value::small_int(r->at(it->index++));
}

// iter(obj) over __getitem__ with 0, 1, 2, ... until IndexError/StopIteration.
static Value seq_iter_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  if (it->seq.is_null()) return Value::null();
  Value v = protocol::getitem(ctx, it->seq, Value::small_int(it->index));
  if (v.is_null()) {
    if (ctx.exception_matches(ctx.builtins.exc_IndexError) ||
        ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
      ctx.take_exception();
      it->seq = Value::null();
    }
    return Value::null();
  }
  ++it->index;
  return v;
}

static Value callable_iter_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  if (it->seq.is_null()) return Value::null();
  Value v = protocol::call0(ctx, it->seq);
  if (v.is_null()) {
    if (ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
      ctx.take_exception();
      it->seq = Value::null();
    }
    return Value::null();
  }
  int eq = protocol::equal(ctx, v, it->extra);
  if (eq < 0) return Value::null();
  if (eq) {
    it->seq = Value::null();
    return Value::null();
  }
  return v;
}

// reversed: kind 1 = list (by index), kind 2 = any sequence through __getitem__.
static Value reversed_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  if (it->index < 0 || it->seq.is_null()) return Value::null();
  if (it->kind == 1) {
    auto& items = as_list(it->seq)->items;
    if (it->index >= static_cast<int64_t>(items.size())) {
      it->index = -1;
      return Value::null();
    }
    return items[it->index--];
  }
  Value v = protocol::getitem(ctx, it->seq, Value::small_int(it->index));
  if (v.is_null()) {
    if (ctx.exception_matches(ctx.builtins.exc_IndexError) ||
        ctx.exception_matches(ctx.builtins.exc_StopIteration)) {
      ctx.take_exception();
      it->index = -1;
    }
    return Value::null();
  }
  --it->index;
  return v;
}

static Value enumerate_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  Value v = protocol::iter_next(ctx, it->seq);
  if (v.is_null()) return v;
  Value i;
  if (!it->extra.is_null()) {
    i = it->extra;
    it->extra = int_binary(ctx, BinaryOp::Add, it->extra, Value::small_int(1));
  } else {
    i = Value::small_int(it->index++);
  }
  return tuple_from(ctx, {i, v});
}

static Value zip_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  if (it->seq.is_null()) return Value::null();
  auto& iters = as_tuple(it->seq)->items;
  if (iters.empty()) return Value::null();
  std::vector<Value> out;
  ListObject* holder = list_new(ctx);  // items so far stay alive while later iterators run
  gc::Root<ListObject> keep(ctx.heap, holder);
  for (size_t i = 0; i < iters.size(); ++i) {
    Value v = protocol::iter_next(ctx, iters[i]);
    if (v.is_null()) {
      if (ctx.has_exception()) return v;
      if (it->kind == 1) {  // strict
        if (i > 0) {
          return ctx.raise(ctx.builtins.exc_ValueError, "zip() argument %zu is shorter than argument%s%zu",
                           i + 1, i == 1 ? " " : "s 1-", i);
        }
        for (size_t j = 1; j < iters.size(); ++j) {
          Value w = protocol::iter_next(ctx, iters[j]);
          if (!w.is_null()) {
            return ctx.raise(ctx.builtins.exc_ValueError, "zip() argument %zu is longer than argument%s%zu",
                             j + 1, j == 1 ? " " : "s 1-", j);
          }
          if (ctx.has_exception()) return Value::null();
        }
      }
      it->seq = Value::null();
      return Value::null();
    }
    out.push_back(v);
    holder->items.push_back(v);
  }
  return tuple_from(ctx, std::move(out));
}

static Value map_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  auto& iters = as_tuple(it->seq)->items;
  std::vector<Value> args;
  ListObject* holder = list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, holder);
  for (Value i : iters) {
    Value v = protocol::iter_next(ctx, i);
    if (v.is_null()) return v;
    args.push_back(v);
    holder->items.push_back(v);
  }
  return call_vector(ctx, it->extra, args);
}

static Value filter_next(Context& ctx, Value self) {
  auto* it = it_of(self);
  for (;;) {
    Value v = protocol::iter_next(ctx, it->seq);
    if (v.is_null()) return v;
    ValueRoot keep(ctx, v);  // the predicate and a user __bool__ run before it is returned
    Value test = v;
    if (!it->extra.is_none()) {
      test = protocol::call1(ctx, it->extra, v);
      if (test.is_null()) return test;
    }
    int t = protocol::is_true(ctx, test);
    if (t < 0) return Value::null();
    if (t) return v;
  }
}

static Value iter_self(Context&, const CallArgs& call) { return call.args[0]; }

static Value iter_next_m(Context& ctx, const CallArgs& call) {
  TypeObject* t = protocol::type_of(ctx, call.args[0]);
  Value v = t->iter_next_slot(ctx, call.args[0]);
  if (v.is_null() && !ctx.has_exception()) {
    return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
  }
  return v;
}

static Value iter_length_hint(Context& ctx, const CallArgs& call) {
  auto* it = it_of(call.args[0]);
  TypeObject* t = protocol::type_of(ctx, call.args[0]);
  int64_t n = 0;
  if (t == ctx.builtins.list_iterator_type) {
    n = it->index < 0 ? 0 : static_cast<int64_t>(as_list(it->seq)->items.size()) - it->index;
  } else if (t == ctx.builtins.tuple_iterator_type) {
    n = static_cast<int64_t>(as_tuple(it->seq)->items.size()) - it->index;
  } else if (t == ctx.builtins.range_iterator_type) {
    n = it->aux - it->index;
  }
  return Value::small_int(n < 0 ? 0 : n);
}

// --- constructors ---

static Value enumerate_new(Context& ctx, const CallArgs& call) {
  if (new_cls_arg(ctx, call, ctx.builtins.enumerate_type) == nullptr) return Value::null();
  static const char* const kNames[] = {"iterable", "start"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "enumerate", kNames, 1, a)) return Value::null();
  Value it = protocol::get_iter(ctx, a[0]);
  if (it.is_null()) return it;
  auto* e = ctx.heap.make<SeqIterObject>(as_type(call.args[0]), it);
  if (!a[1].is_null()) {
    if (!is_int(ctx, a[1])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                       type_name(ctx, a[1]));
    }
    auto s = int_to_int64(a[1]);
    if (s && *s < (int64_t{1} << 62)) {
      e->index = *s;
    } else {
      e->extra = int_exact(ctx, a[1]);
    }
  }
  return Value::object(e);
}

static Value zip_new(Context& ctx, const CallArgs& call) {
  if (new_cls_arg(ctx, call, ctx.builtins.zip_type) == nullptr) return Value::null();
  bool strict = false;
  for (size_t i = 0; i < call.nkwargs(); ++i) {
    if (as_str(call.kwnames->items[i])->view() != "strict") {
      return ctx.raise(ctx.builtins.exc_TypeError, "zip() got an unexpected keyword argument '%s'",
                       as_str(call.kwnames->items[i])->data.c_str());
    }
    int t = protocol::is_true(ctx, call.args[call.nargs + i]);
    if (t < 0) return Value::null();
    strict = t;
  }
  std::vector<Value> iters;
  ListObject* holder = list_new(ctx);  // iterators made so far, while __iter__ runs code
  gc::Root<ListObject> keep(ctx.heap, holder);
  for (size_t i = 1; i < call.nargs; ++i) {
    Value it = protocol::get_iter(ctx, call.args[i]);
    if (it.is_null()) return it;
    iters.push_back(it);
    holder->items.push_back(it);
  }
  Value t = tuple_from(ctx, std::move(iters));
  auto* z = ctx.heap.make<SeqIterObject>(as_type(call.args[0]), t);
  z->kind = strict ? 1 : 0;
  return Value::object(z);
}

static Value map_new(Context& ctx, const CallArgs& call) {
  if (new_cls_arg(ctx, call, ctx.builtins.map_type) == nullptr) return Value::null();
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "map() takes no keyword arguments");
  if (call.nargs < 3) return ctx.raise(ctx.builtins.exc_TypeError, "map() must have at least two arguments.");
  std::vector<Value> iters;
  ListObject* holder = list_new(ctx);  // iterators made so far, while __iter__ runs code
  gc::Root<ListObject> keep(ctx.heap, holder);
  for (size_t i = 2; i < call.nargs; ++i) {
    Value it = protocol::get_iter(ctx, call.args[i]);
    if (it.is_null()) return it;
    iters.push_back(it);
    holder->items.push_back(it);
  }
  Value t = tuple_from(ctx, std::move(iters));
  auto* m = ctx.heap.make<SeqIterObject>(as_type(call.args[0]), t);
  m->extra = call.args[1];
  return Value::object(m);
}

static Value filter_new(Context& ctx, const CallArgs& call) {
  if (new_cls_arg(ctx, call, ctx.builtins.filter_type) == nullptr) return Value::null();
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "filter() takes no keyword arguments");
  if (call.nargs != 3) {
    return ctx.raise(ctx.builtins.exc_TypeError, "filter expected 2 arguments, got %zu", call.nargs - 1);
  }
  Value it = protocol::get_iter(ctx, call.args[2]);
  if (it.is_null()) return it;
  auto* f = ctx.heap.make<SeqIterObject>(as_type(call.args[0]), it);
  f->extra = call.args[1];
  return Value::object(f);
}

static Value reversed_new(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) return ctx.raise(ctx.builtins.exc_TypeError, "reversed() takes no keyword arguments");
  if (call.nargs != 2) {
    return ctx.raise(ctx.builtins.exc_TypeError, "reversed expected 1 argument, got %zu", call.nargs - 1);
  }
  Value seq = call.args[1];
  Value rev = protocol::lookup_special(ctx, seq, ctx.builtins.names.__reversed__);
  if (!rev.is_null()) {
    if (rev.is_none()) {
      return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object is not reversible", type_name(ctx, seq));
    }
    return protocol::call1(ctx, rev, seq);
  }
  if (protocol::lookup_special(ctx, seq, ctx.builtins.names.__getitem__).is_null() ||
      protocol::lookup_special(ctx, seq, ctx.builtins.names.__len__).is_null() ||
      is_type(ctx, seq) || protocol::is_instance_of_type(ctx, seq, ctx.builtins.dict_type)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object is not reversible", type_name(ctx, seq));
  }
  auto n = protocol::length_int(ctx, seq);
  if (!n) return Value::null();
  auto* r = ctx.heap.make<SeqIterObject>(ctx.builtins.reversed_type, seq);
  r->index = *n - 1;
  r->kind = 2;
  return Value::object(r);
}

static const MethodDef iter_methods[] = {{"__iter__", iter_self, nullptr},
                                         {"__next__", iter_next_m, nullptr},
                                         {}};
static const MethodDef hint_methods[] = {{"__length_hint__", iter_length_hint, nullptr}, {}};

void init_iterator_types(Context& ctx) {
  auto& B = ctx.builtins;
  struct {
    TypeObject* t;
    TypeObject::IterNextSlot next;
  } table[] = {{B.list_iterator_type, list_iter_next}, {B.tuple_iterator_type, tuple_iter_next},
               {B.range_iterator_type, range_iter_next}, {B.iterator_type, seq_iter_next},
               {B.callable_iterator_type, callable_iter_next}, {B.reversed_type, reversed_next},
               {B.enumerate_type, enumerate_next}, {B.zip_type, zip_next},
               {B.map_type, map_next}, {B.filter_type, filter_next},
               {B.str_iterator_type, nullptr}, {B.dict_keyiterator_type, nullptr},
               {B.set_iterator_type, nullptr}};
  for (auto& e : table) {
    if (e.next != nullptr) e.t->iter_next_slot = e.next;
    add_methods(ctx, e.t, iter_methods);
  }
  for (TypeObject* t : {B.list_iterator_type, B.tuple_iterator_type, B.range_iterator_type}) {
    add_methods(ctx, t, hint_methods);
  }
  static const MethodDef en[] = {{"__new__", enumerate_new, nullptr}, {}};
  static const MethodDef zn[] = {{"__new__", zip_new, nullptr}, {}};
  static const MethodDef mn[] = {{"__new__", map_new, nullptr}, {}};
  static const MethodDef fn[] = {{"__new__", filter_new, nullptr}, {}};
  static const MethodDef rn[] = {{"__new__", reversed_new, nullptr}, {}};
  add_static_methods(ctx, B.enumerate_type, en);
  add_static_methods(ctx, B.zip_type, zn);
  add_static_methods(ctx, B.map_type, mn);
  add_static_methods(ctx, B.filter_type, fn);
  add_static_methods(ctx, B.reversed_type, rn);
}

}  // namespace tp::objects
