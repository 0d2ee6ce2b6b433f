// The functions of the `builtins` module other than print/input: len, abs, round, divmod,
// pow, sum, min/max, any/all, sorted, isinstance/issubclass, attribute functions, id,
// hash, iter/next, chr/ord, hex/oct/bin, vars, dir, callable, repr/ascii/format.
#include <algorithm>
#include <cmath>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/float_object.h"
#include "objects/format_spec.h"
#include "objects/function_objects.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::runtime {

using namespace objects;

static bool one_arg(Context& ctx, const CallArgs& call, const char* name) {
  if (call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
    return false;
  }
  if (call.nargs != 1) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() takes exactly one argument (%zu given)", name, call.nargs);
    return false;
  }
  return true;
}

static bool n_args(Context& ctx, const CallArgs& call, const char* name, size_t lo, size_t hi) {
  if (call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", name);
    return false;
  }
  if (call.nargs < lo) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least %zu argument%s, got %zu", name, lo, lo == 1 ? "" : "s",
              call.nargs);
    return false;
  }
  if (call.nargs > hi) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected at most %zu argument%s, got %zu", name, hi, hi == 1 ? "" : "s",
              call.nargs);
    return false;
  }
  return true;
}

static Value b_len(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "len")) return Value::null();
  return protocol::length(ctx, call.args[0]);
}

static Value b_repr(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "repr")) return Value::null();
  return protocol::repr(ctx, call.args[0]);
}

static Value b_ascii(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "ascii")) return Value::null();
  Value r = protocol::repr(ctx, call.args[0]);
  if (r.is_null()) return r;
  return str_from(ctx, ascii_escape(as_str(r)->data));
}

static Value b_format(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "format", 1, 2)) return Value::null();
  Value spec = call.nargs > 1 ? call.args[1] : str_from(ctx, "");
  if (!is_str(ctx, spec)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "format() argument 2 must be str, not %s", type_name(ctx, spec));
  }
  return protocol::format(ctx, call.args[0], spec);
}

static Value b_abs(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "abs")) return Value::null();
  Value v = call.args[0];
  if (v.is_small_int() && v.as_small_int() != INT64_MIN) return Value::small_int(std::llabs(v.as_small_int()));
  if (v.is_float()) return Value::floating(std::fabs(v.as_float()));
  Value f = protocol::lookup_special(ctx, v, ctx.builtins.names.__abs__);
  if (f.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "bad operand type for abs(): '%s'", type_name(ctx, v));
  return protocol::call1(ctx, f, v);
}

static Value b_round(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"number", "ndigits"};
  Value a[2];
  if (!parse_args(ctx, call, "round", kNames, 1, a)) return Value::null();
  Value f = protocol::lookup_special(ctx, a[0], ctx.builtins.names.__round__);
  if (f.is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "type %s doesn't define __round__ method", type_name(ctx, a[0]));
  }
  if (a[1].is_null() || a[1].is_none()) return protocol::call1(ctx, f, a[0]);
  return protocol::call2(ctx, f, a[0], a[1]);
}

static Value b_divmod(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "divmod", 2, 2)) return Value::null();
  Value a = call.args[0], b = call.args[1];
  Value f = protocol::lookup_special(ctx, a, ctx.builtins.names.__divmod__);
  if (!f.is_null()) {
    Value r = protocol::call2(ctx, f, a, b);
    if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
  }
  Value g = protocol::lookup_special(ctx, b, ctx.builtins.names.__rdivmod__);
  if (!g.is_null()) {
    Value r = protocol::call2(ctx, g, b, a);
    if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
  }
  return ctx.raise(ctx.builtins.exc_TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'",
                   type_name(ctx, a), type_name(ctx, b));
}

static Value b_pow(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"base", "exp", "mod"};
  Value a[3];
  if (!parse_args(ctx, call, "pow", kNames, 2, a)) return Value::null();
  if (a[2].is_null() || a[2].is_none()) return protocol::binary_op(ctx, BinaryOp::Power, a[0], a[1]);
  if (!is_int(ctx, a[0]) || !is_int(ctx, a[1]) || !is_int(ctx, a[2])) {
    Value f = protocol::lookup_special(ctx, a[0], ctx.builtins.names.__pow__);
    if (!f.is_null() && !is_int(ctx, a[0]) && !is_float(ctx, a[0])) {
      Value r = call_vector(ctx, f, {a[0], a[1], a[2]});
      if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
    }
    return ctx.raise(ctx.builtins.exc_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
  }
  Value f = protocol::lookup_special(ctx, a[0], ctx.builtins.names.__pow__);
  return call_vector(ctx, f, {a[0], a[1], a[2]});
}

static Value b_sum(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/iterable", "start"};
  Value a[2];
  if (!parse_args(ctx, call, "sum", kNames, 1, a)) return Value::null();
  Value acc = a[1].is_null() ? Value::small_int(0) : a[1];
  if (is_str(ctx, acc)) return ctx.raise(ctx.builtins.exc_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  if (acc.is_object() && (acc.as_object()->type() == ctx.builtins.bytes_type)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
  }
  if (acc.is_object() && (acc.as_object()->type() == ctx.builtins.bytearray_type)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "sum() can't sum bytearray [use b''.join(seq) instead]");
  }
  Value it = protocol::get_iter(ctx, a[0]);
  if (it.is_null()) return it;
  ValueRoot keep(ctx, it);
  ValueRoot keep_acc(ctx, acc);
  for (;;) {
    Value x = protocol::iter_next(ctx, it);
    if (x.is_null()) return ctx.has_exception() ? x : acc;
    ValueRoot keep_x(ctx, x);  // __add__ may decline and __radd__ run after
    acc = protocol::binary_op(ctx, BinaryOp::Add, acc, x);
    if (acc.is_null()) return acc;
    keep_acc.set(acc);
  }
}

static Value min_max(Context& ctx, const CallArgs& call, bool is_max) {
  const char* name = is_max ? "max" : "min";
  Value key = Value::null(), dflt = Value::null();
  for (size_t i = 0; i < call.nkwargs(); ++i) {
    std::string_view k = as_str(call.kwnames->items[i])->view();
    if (k == "key") key = call.args[call.nargs + i];
    else if (k == "default") dflt = call.args[call.nargs + i];
    else return ctx.raise(ctx.builtins.exc_TypeError, "'%s' is an invalid keyword argument for %s()", std::string(k).c_str(), name);
  }
  if (key.is_none()) key = Value::null();
  std::vector<Value> items;
  if (call.nargs == 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s expected at least 1 argument, got 0", name);
  }
  if (call.nargs == 1) {
    if (!collect_iterable(ctx, call.args[0], &items)) return Value::null();
  } else {
    if (!dflt.is_null()) {
      return ctx.raise(ctx.builtins.exc_TypeError,
                       "Cannot specify a default for %s() with multiple positional arguments", name);
    }
    items.assign(call.args, call.args + call.nargs);
  }
  if (items.empty()) {
    if (!dflt.is_null()) return dflt;
    return ctx.raise(ctx.builtins.exc_ValueError, "%s() arg is an empty sequence", name);
  }
  ListObject* holder = list_new(ctx, items);
  gc::Root<ListObject> keep(ctx.heap, holder);
  Value best = items[0];
  Value best_key = key.is_null() ? best : protocol::call1(ctx, key, best);
  if (best_key.is_null()) return best_key;
  // The key results live only here while the key function and __lt__/__gt__ run.
  ValueRoot keep_best_key(ctx, best_key);
  ValueRoot keep_key(ctx, Value::null());
  for (size_t i = 1; i < items.size(); ++i) {
    Value k = key.is_null() ? items[i] : protocol::call1(ctx, key, items[i]);
    if (k.is_null()) return k;
    keep_key.set(k);
    Value r = protocol::compare(ctx, is_max ? CompareOp::Gt : CompareOp::Lt, k, best_key);
    if (r.is_null()) return r;
    int t = protocol::is_true(ctx, r);
    if (t < 0) return Value::null();
    if (t) {
      best = items[i];
      best_key = k;
      keep_best_key.set(k);
    }
  }
  return best;
}
static Value b_min(Context& ctx, const CallArgs& call) { return min_max(ctx, call, false); }
static Value b_max(Context& ctx, const CallArgs& call) { return min_max(ctx, call, true); }

static Value any_all(Context& ctx, const CallArgs& call, bool is_any) {
  if (!one_arg(ctx, call, is_any ? "any" : "all")) return Value::null();
  Value it = protocol::get_iter(ctx, call.args[0]);
  if (it.is_null()) return it;
  ValueRoot keep(ctx, it);
  for (;;) {
    Value x = protocol::iter_next(ctx, it);
    if (x.is_null()) return ctx.has_exception() ? x : Value::boolean(!is_any);
    int t = protocol::is_true(ctx, x);
    if (t < 0) return Value::null();
    if (t == is_any) return Value::boolean(is_any);
  }
}
static Value b_any(Context& ctx, const CallArgs& call) { return any_all(ctx, call, true); }
static Value b_all(Context& ctx, const CallArgs& call) { return any_all(ctx, call, false); }

static Value b_sorted(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/iterable", "$key", "$reverse"};
  Value a[3];
  if (call.nargs > 1) {
    return ctx.raise(ctx.builtins.exc_TypeError, "sorted expected 1 argument, got %zu", call.nargs);
  }
  if (!parse_args(ctx, call, "sort", kNames, 1, a)) return Value::null();
  std::vector<Value> items;
  if (!collect_iterable(ctx, a[0], &items)) return Value::null();
  ListObject* l = list_new(ctx, std::move(items));
  gc::Root<ListObject> keep(ctx.heap, l);
  bool rev = false;
  if (!a[2].is_null()) {
    int t = protocol::is_true(ctx, a[2]);
    if (t < 0) return Value::null();
    rev = t;
  }
  if (list_sort(ctx, l, a[1], rev) < 0) return Value::null();
  return Value::object(l);
}

static Value b_isinstance(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "isinstance", 2, 2)) return Value::null();
  int r = protocol::isinstance(ctx, call.args[0], call.args[1]);
  return r < 0 ? Value::null() : Value::boolean(r);
}

static Value b_issubclass(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "issubclass", 2, 2)) return Value::null();
  int r = protocol::issubclass(ctx, call.args[0], call.args[1]);
  return r < 0 ? Value::null() : Value::boolean(r);
}

static StrObject* attr_name(Context& ctx, Value v, const char* fn) {
  if (!is_str(ctx, v)) {
    (void)fn;
    ctx.raise(ctx.builtins.exc_TypeError, "attribute name must be string, not '%s'", type_name(ctx, v));
    return nullptr;
  }
  return protocol::intern(ctx, as_str(v)->view());
}

static Value b_getattr(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "getattr", 2, 3)) return Value::null();
  StrObject* name = attr_name(ctx, call.args[1], "getattr");
  if (name == nullptr) return Value::null();
  if (call.nargs == 3) {
    Value v = protocol::getattr_optional(ctx, call.args[0], name);
    if (v.is_null() && !ctx.has_exception()) return call.args[2];
    return v;
  }
  return protocol::getattr(ctx, call.args[0], name);
}

static Value b_hasattr(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "hasattr", 2, 2)) return Value::null();
  StrObject* name = attr_name(ctx, call.args[1], "hasattr");
  if (name == nullptr) return Value::null();
  Value v = protocol::getattr_optional(ctx, call.args[0], name);
  if (v.is_null() && ctx.has_exception()) return v;
  return Value::boolean(!v.is_null());
}

static Value b_setattr(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "setattr", 3, 3)) return Value::null();
  StrObject* name = attr_name(ctx, call.args[1], "setattr");
  if (name == nullptr) return Value::null();
  return protocol::setattr(ctx, call.args[0], name, call.args[2]) < 0 ? Value::null() : Value::none();
}

static Value b_delattr(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "delattr", 2, 2)) return Value::null();
  StrObject* name = attr_name(ctx, call.args[1], "delattr");
  if (name == nullptr) return Value::null();
  return protocol::delattr(ctx, call.args[0], name) < 0 ? Value::null() : Value::none();
}

static Value b_id(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "id")) return Value::null();
  Value v = call.args[0];
  if (v.is_object()) return Value::small_int(static_cast<int64_t>(reinterpret_cast<uintptr_t>(v.as_object())));
  // Immediates: a stable number derived from tag and payload.
  return Value::small_int(static_cast<int64_t>((v.raw_bits() * 2654435761u) ^ static_cast<uint64_t>(v.tag())) & INT64_MAX);
}

static Value b_hash(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "hash")) return Value::null();
  auto h = protocol::hash(ctx, call.args[0]);
  return h ? Value::small_int(*h) : Value::null();
}

static Value b_iter(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "iter", 1, 2)) return Value::null();
  if (call.nargs == 1) return protocol::get_iter(ctx, call.args[0]);
  if (!protocol::is_callable(ctx, call.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "iter(v, w): v must be callable");
  }
  auto* it = ctx.heap.make<SeqIterObject>(ctx.builtins.callable_iterator_type, call.args[0]);
  it->extra = call.args[1];
  return Value::object(it);
}

static Value b_next(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "next", 1, 2)) return Value::null();
  TypeObject* t = protocol::type_of(ctx, call.args[0]);
  if (t->iter_next_slot == nullptr && type_lookup(ctx, t, ctx.builtins.names.__next__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object is not an iterator", t->name.c_str());
  }
  ctx.builtins.stop_iteration_value = Value::null();  // not a value left by an earlier iterator
  Value v = protocol::iter_next(ctx, call.args[0]);
  if (!v.is_null() || ctx.has_exception()) return v;
  if (call.nargs == 2) return call.args[1];
  Value sv = ctx.builtins.stop_iteration_value;
  ctx.builtins.stop_iteration_value = Value::null();
  if (!sv.is_null()) {
    Value e = call_vector(ctx, Value::object(ctx.builtins.exc_StopIteration), {sv});
    return e.is_null() ? e : ctx.raise_value(e);
  }
  return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
}

static Value b_chr(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "chr")) return Value::null();
  if (!is_int(ctx, call.args[0]) &&
      protocol::lookup_special(ctx, call.args[0], ctx.builtins.names.__index__).is_null()) {
    return ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as an integer",
                     type_name(ctx, call.args[0]));
  }
  auto v = protocol::index_as_int64(ctx, call.args[0]);
  if (!v) {
    if (ctx.exception_matches(ctx.builtins.exc_OverflowError)) {
      ctx.take_exception();
      return ctx.raise(ctx.builtins.exc_OverflowError, "Python int too large to convert to C int");
    }
    return Value::null();
  }
  if (*v < 0 || *v > 0x10ffff) return ctx.raise(ctx.builtins.exc_ValueError, "chr() arg not in range(0x110000)");
  std::string s;
  utf8_append(s, static_cast<uint32_t>(*v));
  return str_from(ctx, s);
}

static Value b_ord(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "ord")) return Value::null();
  Value v = call.args[0];
  if (is_str(ctx, v)) {
    StrObject* s = as_str(v);
    if (s->length != 1) {
      return ctx.raise(ctx.builtins.exc_TypeError, "ord() expected a character, but string of length %zu found", s->length);
    }
    size_t p = 0;
    return Value::small_int(utf8_decode(s->data, &p));
  }
  if (v.is_object() && (v.as_object()->type() == ctx.builtins.bytes_type || v.as_object()->type() == ctx.builtins.bytearray_type)) {
    auto* b = static_cast<BytesObject*>(v.as_object());
    if (b->data.size() != 1) {
      return ctx.raise(ctx.builtins.exc_TypeError, "ord() expected a character, but string of length %zu found", b->data.size());
    }
    return Value::small_int(static_cast<unsigned char>(b->data[0]));
  }
  return ctx.raise(ctx.builtins.exc_TypeError, "ord() expected string of length 1, but %s found", type_name(ctx, v));
}

static Value radix(Context& ctx, const CallArgs& call, const char* name, const char* spec) {
  if (!one_arg(ctx, call, name)) return Value::null();
  Value v = protocol::number_index(ctx, call.args[0]);
  if (v.is_null()) return v;
  return format_int(ctx, v, spec);
}
static Value b_hex(Context& ctx, const CallArgs& call) { return radix(ctx, call, "hex", "#x"); }
static Value b_oct(Context& ctx, const CallArgs& call) { return radix(ctx, call, "oct", "#o"); }
static Value b_bin(Context& ctx, const CallArgs& call) { return radix(ctx, call, "bin", "#b"); }

static Value call_builtin_named(Context& ctx, const char* name) {
  auto* m = static_cast<ModuleObject*>(ctx.builtins.builtins_module);
  Value f = dict_get_cstr(ctx, m->dict, name);
  if (f.is_null()) return ctx.raise(ctx.builtins.exc_RuntimeError, "%s() is not available", name);
  return protocol::call0(ctx, f);
}

static Value b_vars(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "vars", 0, 1)) return Value::null();
  if (call.nargs == 0) return call_builtin_named(ctx, "locals");
  Value d = protocol::getattr_optional(ctx, call.args[0], ctx.builtins.names.__dict__);
  if (d.is_null()) {
    if (ctx.has_exception()) return d;
    return ctx.raise(ctx.builtins.exc_TypeError, "vars() argument must have __dict__ attribute");
  }
  return d;
}

static Value b_dir(Context& ctx, const CallArgs& call) {
  if (!n_args(ctx, call, "dir", 0, 1)) return Value::null();
  Value names;
  if (call.nargs == 0) {
    Value loc = call_builtin_named(ctx, "locals");
    if (loc.is_null()) return loc;
    names = loc;
  } else {
    Value f = protocol::lookup_special(ctx, call.args[0], ctx.builtins.names.__dir__);
    if (f.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "object does not provide __dir__");
    names = protocol::call1(ctx, f, call.args[0]);
    if (names.is_null()) return names;
  }
  std::vector<Value> items;
  ValueRoot keep_names(ctx, names);
  if (!collect_iterable(ctx, names, &items)) return Value::null();
  ListObject* l = list_new(ctx, std::move(items));
  gc::Root<ListObject> keep(ctx.heap, l);
  if (list_sort(ctx, l, Value::null(), false) < 0) return Value::null();
  return Value::object(l);
}

static Value b_callable(Context& ctx, const CallArgs& call) {
  if (!one_arg(ctx, call, "callable")) return Value::null();
  return Value::boolean(protocol::is_callable(ctx, call.args[0]));
}

extern const MethodDef builtin_functions[] = {
    {"len", b_len, "len(obj, /)"}, {"repr", b_repr, nullptr}, {"ascii", b_ascii, nullptr},
    {"format", b_format, nullptr}, {"abs", b_abs, nullptr}, {"round", b_round, nullptr},
    {"divmod", b_divmod, nullptr}, {"pow", b_pow, nullptr}, {"sum", b_sum, nullptr},
    {"min", b_min, nullptr}, {"max", b_max, nullptr}, {"any", b_any, nullptr}, {"all", b_all, nullptr},
    {"sorted", b_sorted, nullptr}, {"isinstance", b_isinstance, nullptr},
    {"issubclass", b_issubclass, nullptr}, {"getattr", b_getattr, nullptr},
    {"hasattr", b_hasattr, nullptr}, {"setattr", b_setattr, nullptr}, {"delattr", b_delattr, nullptr},
    {"id", b_id, nullptr}, {"hash", b_hash, nullptr}, {"iter", b_iter, nullptr}, {"next", b_next, nullptr},
    {"chr", b_chr, nullptr}, {"ord", b_ord, nullptr}, {"hex", b_hex, nullptr}, {"oct", b_oct, nullptr},
    {"bin", b_bin, nullptr}, {"vars", b_vars, nullptr}, {"dir", b_dir, nullptr},
    {"callable", b_callable, nullptr}, {}};

}  // namespace tp::runtime
