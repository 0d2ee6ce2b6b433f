// Tensor indexing: t[key] and t[key] = value with PyTorch's semantics. A key is an int, a
// slice (step > 0), None, Ellipsis, an int or bool tensor, a list of ints/bools, a range, or a
// tuple of those. Ints, slices, None and Ellipsis give views (so weight[i].fill_(0)
// writes through); index tensors and lists (advanced indexing, bool masks) give copies.
// Assignment broadcasts the value (a number or tensor) to the indexed shape and casts it
// to t's dtype. Out-of-range indices raise IndexError.
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/range_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using tensor::TensorIndex;

namespace {

bool opt_index(Context& ctx, Value v, std::optional<int64_t>* out) {
  if (v.is_none() || v.is_null()) return true;
  auto i = int_arg(ctx, v, "slice indices");
  if (!i) return false;
  *out = *i;
  return true;
}

bool one_index(Context& ctx, Value k, std::vector<TensorIndex>* out) {
  if (k.is_small_int()) {
    out->push_back(TensorIndex::integer_index(k.as_small_int()));
    return true;
  }
  if (k.is_none()) {
    out->push_back(TensorIndex::none());
    return true;
  }
  if (k.is(ctx.builtins.ellipsis)) {
    out->push_back(TensorIndex::ellipsis());
    return true;
  }
  if (k.is_object()) {
    TypeObject* t = k.as_object()->type();
    if (t == ctx.builtins.slice_type) {
      auto* s = static_cast<SliceObject*>(k.as_object());
      std::optional<int64_t> start, stop, step;
      if (!opt_index(ctx, s->start, &start) || !opt_index(ctx, s->stop, &stop) || !opt_index(ctx, s->step, &step))
        return false;
      if (step && *step <= 0) {
        ctx.raise(ctx.builtins.exc_ValueError, "step must be greater than zero");
        return false;
      }
      out->push_back(TensorIndex::slice(start, stop, step.value_or(1)));
      return true;
    }
    if (is_tensor(ctx, k)) {
      const Tensor& it = tensor_of(k);
      if (tensor::is_floating(it.dtype())) {
        ctx.raise(ctx.builtins.exc_IndexError,
                  "tensors used as indices must be long, int, byte or bool tensors");
        return false;
      }
      out->push_back(TensorIndex::tensor_index(it));
      return true;
    }
    if (t == ctx.builtins.range_type) {  // a range indexes as the list of its ints, as torch
      auto* r = static_cast<RangeObject*>(k.as_object());
      if (r->big) {
        ctx.raise(ctx.builtins.exc_IndexError, "range index out of range for a tensor index");
        return false;
      }
      std::vector<int64_t> items(static_cast<size_t>(r->length()));
      for (size_t i = 0; i < items.size(); ++i) items[i] = r->start + static_cast<int64_t>(i) * r->step;
      out->push_back(TensorIndex::tensor_index(
          tensor::from_vector(items, {static_cast<int64_t>(items.size())})));
      return true;
    }
    if (objects::is_list(ctx, k)) {
      Tensor it;
      if (!tensor_from_data(ctx, k, std::nullopt, &it)) return false;
      if (tensor::is_floating(it.dtype())) {
        ctx.raise(ctx.builtins.exc_IndexError,
                  "tensors used as indices must be long, int, byte or bool tensors");
        return false;
      }
      out->push_back(TensorIndex::tensor_index(it));
      return true;
    }
    if (objects::is_int(ctx, k) || !objects::is_float(ctx, k)) {
      auto i = protocol::index_as_int64(ctx, k);
      if (i) {
        out->push_back(TensorIndex::integer_index(*i));
        return true;
      }
      if (!ctx.exception_matches(ctx.builtins.exc_TypeError)) return false;
      ctx.take_exception();
    }
  }
  if (k.is_bool()) {
    Tensor b = tensor::scalar_tensor(tensor::Scalar(k.as_bool()));
    out->push_back(TensorIndex::tensor_index(b));
    return true;
  }
  ctx.raise(ctx.builtins.exc_IndexError,
            "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are "
            "valid indices (got %s)",
            objects::type_name(ctx, k));
  return false;
}

bool parse_key(Context& ctx, Value key, std::vector<TensorIndex>* out) {
  if (key.is_object() && objects::is_tuple(ctx, key)) {
    for (Value k : objects::as_tuple(key)->items)
      if (!one_index(ctx, k, out)) return false;
    return true;
  }
  return one_index(ctx, key, out);
}

Value t_getitem(Context& ctx, const CallArgs& call) {
  if (call.nargs != 2) return ctx.raise(ctx.builtins.exc_TypeError, "__getitem__ expects 1 argument");
  const Tensor& self = tensor_of(call.args[0]);
  Value key = call.args[1];
  try {
    // Fast paths: t[i] and t[a:b].
    if (key.is_small_int()) return wrap(ctx, tensor::select(self, 0, key.as_small_int()));
    std::vector<TensorIndex> idx;
    if (!parse_key(ctx, key, &idx)) return Value::null();
    if (idx.size() == 1 && idx[0].kind == TensorIndex::Kind::Slice)
      return wrap(ctx, tensor::slice(self, 0, idx[0].start, idx[0].stop, idx[0].step));
    return wrap(ctx, tensor::index(self, idx));
  } catch (...) {
    return raise_current_exception(ctx);
  }
}

Value t_setitem(Context& ctx, const CallArgs& call) {
  if (call.nargs != 3) return ctx.raise(ctx.builtins.exc_TypeError, "__setitem__ expects 2 arguments");
  Tensor& self = tensor_of(call.args[0]);
  std::vector<TensorIndex> idx;
  if (!parse_key(ctx, call.args[1], &idx)) return Value::null();
  Value v = call.args[2];
  std::optional<tensor::Scalar> s = number_of(ctx, v);
  Tensor value;
  if (!s && !tensor_arg(ctx, v, "__setitem__", &value)) return Value::null();
  return guard(ctx, [&] {
    if (s) value = tensor::scalar_tensor(*s, self.dtype());
    tensor::index_put_(self, idx, value);
    return Value::none();
  });
}

// index_put_(indices, values, accumulate=False): self[indices] = values, or += with
// repeated indices adding up (torch.Tensor.index_put_). indices is a tuple (or list) of
// index tensors, one per leading dimension; differentiable as t[key] = v.
Value t_index_put_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"indices", "values", "accumulate"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "index_put_", kNames, 2, a)) return Value::null();
  bool accumulate = false;
  if (!a[2].is_null() && !bool_arg(ctx, a[2], &accumulate)) return Value::null();
  Value key = a[0];
  const std::vector<Value>* items = nullptr;
  if (key.is_object() && objects::is_tuple(ctx, key)) items = &objects::as_tuple(key)->items;
  else if (key.is_object() && objects::is_list(ctx, key)) items = &objects::as_list(key)->items;
  else return ctx.raise(ctx.builtins.exc_TypeError, "index_put_(): argument 'indices' must be tuple of Tensors");
  std::vector<TensorIndex> idx;
  for (Value k : *items)
    if (!one_index(ctx, k, &idx)) return Value::null();
  Tensor value;
  if (!tensor_arg(ctx, a[1], "index_put_", &value)) return Value::null();
  Tensor& self = tensor_of(call.args[0]);
  return guard(ctx, [&] {
    tensor::index_put_(self, idx, value, accumulate);
    return call.args[0];
  });
}

}  // namespace

static const MethodDef indexing_methods[] = {
    {"index_put_", t_index_put_, "index_put_(indices, values, accumulate=False): self[indices] = values (+= with accumulate, repeated indices add up), as torch"},
    {"__getitem__", t_getitem, "t[key]: views for ints/slices/None/..., copies for index tensors, as torch"},
    {"__setitem__", t_setitem, "t[key] = value: value broadcast and cast to t's dtype, as torch"},
    {}};

void init_tensor_indexing(Context& ctx, TypeObject* t) { objects::add_methods(ctx, t, indexing_methods); }

}  // namespace tp::stdlib::ml
