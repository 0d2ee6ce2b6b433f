// bytearray's mutators: item and slice assignment/deletion, +=, *=, append, extend, insert,
// pop, remove, reverse, clear, copy (CPython's argument rules and messages).
#include "objects/bytes_object.h"

#include <algorithm>

#include "objects/int_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp::objects {

namespace {

// The bytes assigned to a bytearray slice: numbers and str are refused up front, as CPython
// ("can assign only bytes, buffers, or iterables of ints in range(0, 256)").
bool slice_values(Context& ctx, Value v, std::string* out) {
  if (is_str(ctx, v) || is_int(ctx, v) || v.is_float() ||
      (!is_byteslike(ctx, v) && !protocol::lookup_special(ctx, v, ctx.builtins.names.__index__).is_null())) {
    ctx.raise(ctx.builtins.exc_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    return false;
  }
  if (ctx.has_exception()) return false;
  return bytearray_values(ctx, v, out);
}

bool index_key(Context& ctx, Value key) {
  if (is_int(ctx, key) || !protocol::lookup_special(ctx, key, ctx.builtins.names.__index__).is_null()) return true;
  if (!ctx.has_exception()) {
    ctx.raise(ctx.builtins.exc_TypeError, "bytearray indices must be integers or slices, not %s", type_name(ctx, key));
  }
  return false;
}

Value ba_setitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__setitem__", 3, 3)) return Value::null();
  std::string& d = self_b(call)->data;
  Value key = call.args[1];
  // As CPython, the value is converted before the key is resolved against the size: the
  // conversion may run user code (an iterator, __index__) that resizes this bytearray.
  if (is_slice(ctx, key)) {
    std::string src;
    if (!slice_values(ctx, call.args[2], &src)) return Value::null();
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(d.size()), &start, &stop, &step, &n)) return Value::null();
    if (step == 1) {
      d.replace(static_cast<size_t>(start), static_cast<size_t>(n), src);
      return Value::none();
    }
    if (static_cast<int64_t>(src.size()) != n) {
      return ctx.raise(ctx.builtins.exc_ValueError, "attempt to assign bytes of size %zu to extended slice of size %lld",
                       src.size(), static_cast<long long>(n));
    }
    for (int64_t i = 0; i < n; ++i) d[start + i * step] = src[i];
    return Value::none();
  }
  if (!index_key(ctx, key)) return Value::null();
  int b;
  if (!byte_arg(ctx, call.args[2], &b)) return Value::null();
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(d.size()), "bytearray", &i)) return Value::null();
  d[i] = static_cast<char>(b);
  return Value::none();
}

Value ba_delitem(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__delitem__", 2, 2)) return Value::null();
  std::string& d = self_b(call)->data;
  Value key = call.args[1];
  if (is_slice(ctx, key)) {
    int64_t start, stop, step, n;
    if (!slice_indices(ctx, key, static_cast<int64_t>(d.size()), &start, &stop, &step, &n)) return Value::null();
    if (step == 1) {
      d.erase(static_cast<size_t>(start), static_cast<size_t>(n));
      return Value::none();
    }
    std::vector<bool> drop(d.size());
    for (int64_t i = 0; i < n; ++i) drop[start + i * step] = true;
    std::string keep;
    keep.reserve(d.size() - static_cast<size_t>(n));
    for (size_t i = 0; i < d.size(); ++i) {
      if (!drop[i]) keep += d[i];
    }
    d = std::move(keep);
    return Value::none();
  }
  if (!index_key(ctx, key)) return Value::null();
  int64_t i;
  if (!sequence_index(ctx, key, static_cast<int64_t>(d.size()), "bytearray", &i)) return Value::null();
  d.erase(static_cast<size_t>(i), 1);
  return Value::none();
}

Value ba_iadd(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__iadd__", 2, 2)) return Value::null();
  if (!is_byteslike(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can't concat %s to %s", type_name(ctx, call.args[1]),
                     type_name(ctx, call.args[0]));
  }
  std::string_view view;
  if (!byteslike_arg(ctx, call.args[1], &view)) return Value::null();
  std::string add(view);  // a copy: the argument may be self
  self_b(call)->data += add;
  return call.args[0];
}

// `b *= n`. A count that is not an int returns NotImplemented, so that the statement ends in
// CPython's "can't multiply sequence by non-int of type 'T'".
Value ba_imul(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "__imul__", 2, 2)) return Value::null();
  int64_t k;
  bool ni;
  if (!repeat_count(ctx, call.args[1], &k, &ni)) return ni ? ctx.builtins.not_implemented : Value::null();
  std::string out;
  if (!repeat_bytes(ctx, self_b(call)->data, k, true, &out)) return Value::null();
  self_b(call)->data = std::move(out);
  return call.args[0];
}

Value ba_append(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "append", BArgs::One, 1, 1)) return Value::null();
  int b;
  if (!byte_arg(ctx, call.args[1], &b)) return Value::null();
  self_b(call)->data += static_cast<char>(b);
  return Value::none();
}

Value ba_extend(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "extend", BArgs::One, 1, 1)) return Value::null();
  Value v = call.args[1];
  if (!is_byteslike(ctx, v) && protocol::lookup_special(ctx, v, ctx.builtins.names.__iter__).is_null() &&
      protocol::lookup_special(ctx, v, ctx.builtins.names.__getitem__).is_null()) {
    if (ctx.has_exception()) return Value::null();
    return ctx.raise(ctx.builtins.exc_TypeError, "can't extend bytearray with %s", type_name(ctx, v));
  }
  std::string src;
  if (!bytearray_values(ctx, v, &src)) return Value::null();
  self_b(call)->data += src;
  return Value::none();
}

Value ba_pop(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "pop", BArgs::Range, 0, 1)) return Value::null();
  int64_t k = -1;
  if (call.nargs > 1) {
    auto i = protocol::index_as_int64(ctx, call.args[1]);
    if (!i) return Value::null();
    k = *i;
  }
  std::string& d = self_b(call)->data;
  if (d.empty()) return ctx.raise(ctx.builtins.exc_IndexError, "pop from empty bytearray");
  int64_t n = static_cast<int64_t>(d.size());
  if (k < 0) k += n;
  if (k < 0 || k >= n) return ctx.raise(ctx.builtins.exc_IndexError, "pop index out of range");
  int v = static_cast<unsigned char>(d[k]);
  d.erase(static_cast<size_t>(k), 1);
  return Value::small_int(v);
}

Value ba_clear(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "clear", BArgs::None, 0, 0)) return Value::null();
  self_b(call)->data.clear();
  return Value::none();
}

Value ba_copy(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "copy", BArgs::None, 0, 0)) return Value::null();
  return bytearray_from(ctx, self_b(call)->data);
}

Value ba_reverse(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "reverse", BArgs::None, 0, 0)) return Value::null();
  std::reverse(self_b(call)->data.begin(), self_b(call)->data.end());
  return Value::none();
}

Value ba_insert(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "insert", BArgs::Range, 2, 2)) return Value::null();
  auto i = protocol::index_as_int64(ctx, call.args[1]);
  if (!i) return Value::null();
  int b;
  if (!byte_arg(ctx, call.args[2], &b)) return Value::null();
  std::string& d = self_b(call)->data;
  int64_t n = static_cast<int64_t>(d.size()), k = *i < 0 ? std::max<int64_t>(0, *i + n) : std::min(*i, n);
  d.insert(d.begin() + k, static_cast<char>(b));
  return Value::none();
}

Value ba_remove(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "remove", BArgs::One, 1, 1)) return Value::null();
  int b;
  if (!byte_arg(ctx, call.args[1], &b)) return Value::null();
  std::string& d = self_b(call)->data;
  size_t p = d.find(static_cast<char>(b));
  if (p == std::string::npos) return ctx.raise(ctx.builtins.exc_ValueError, "value not found in bytearray");
  d.erase(p, 1);
  return Value::none();
}

Value ba_alloc(Context& ctx, const CallArgs& call) {
  if (!bytes_check_args(ctx, call, "__alloc__", BArgs::None, 0, 0)) return Value::null();
  size_t n = self_b(call)->data.size();
  return Value::small_int(static_cast<int64_t>(n ? n + 1 : 0));
}

const MethodDef bytearray_methods[] = {
    {"__setitem__", ba_setitem, nullptr}, {"__delitem__", ba_delitem, nullptr}, {"__iadd__", ba_iadd, nullptr},
    {"__imul__", ba_imul, nullptr},       {"append", ba_append, nullptr},       {"extend", ba_extend, nullptr},
    {"pop", ba_pop, nullptr},             {"clear", ba_clear, nullptr},         {"copy", ba_copy, nullptr},
    {"reverse", ba_reverse, nullptr},     {"insert", ba_insert, nullptr},       {"remove", ba_remove, nullptr},
    {"__alloc__", ba_alloc, nullptr},     {}};

}  // namespace

void init_bytearray_methods(Context& ctx) { add_methods(ctx, ctx.builtins.bytearray_type, bytearray_methods); }

}  // namespace tp::objects
