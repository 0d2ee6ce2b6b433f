// Tensor methods about the tensor itself: conversion to Python values (item, tolist,
// __float__, __int__, __index__, __bool__, __format__, repr), metadata (numel, dim, size,
// stride, is_contiguous), views and copies (reshape, view, flatten, squeeze, unsqueeze,
// permute, transpose, t, expand, chunk, split, contiguous, clone, detach, to, astype and the
// dtype shorthands), autograd entry points (backward, retain_grad, requires_grad_), len()
// and iteration over dim 0. All as torch.Tensor's methods of the same name.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "objects/dict_object.h"
#include "vm/interpreter.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::GetSetDef;
using objects::MethodDef;
using objects::parse_args;
using objects::without_self;

static Tensor& self_of(const CallArgs& call) { return tensor_of(call.args[0]); }

static Value t_repr(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] { return objects::str_from(ctx, tensor_repr(self_of(call))); });
}

static Value t_item(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "item", 1, 1)) return Value::null();
  return guard(ctx, [&] {
    const Tensor& t = self_of(call);
    if (t.numel() != 1)
      tensor::fail(tensor::ErrorKind::ValueError, "only one element tensors can be converted to Python scalars");
    return scalar_value(t.item());
  });
}

static Value t_tolist(Context& ctx, const CallArgs& call) { return tolist_value(ctx, self_of(call)); }

static Value one_element(Context& ctx, const CallArgs& call, int kind) {
  return guard(ctx, [&]() -> Value {
    const Tensor& t = self_of(call);
    if (kind == 2) {  // __index__
      if (t.numel() != 1 || !tensor::is_integral(t.dtype(), true))
        tensor::fail(tensor::ErrorKind::TypeError,
                     "only integer tensors of a single element can be converted to an index");
      return Value::small_int(t.item().to_int());
    }
    if (t.numel() != 1)
      tensor::fail(tensor::ErrorKind::ValueError, "only one element tensors can be converted to Python scalars");
    tensor::Scalar s = t.item();
    if (kind == 0) return Value::floating(s.to_double());
    double d = s.to_double();
    if (s.is_floating() && !std::isfinite(d))
      tensor::fail(tensor::ErrorKind::ValueError, std::isnan(d) ? "cannot convert float NaN to integer"
                                                                : "cannot convert float infinity to integer");
    return Value::small_int(s.to_int());
  });
}
static Value t_float(Context& ctx, const CallArgs& call) { return one_element(ctx, call, 0); }
static Value t_int(Context& ctx, const CallArgs& call) { return one_element(ctx, call, 1); }
static Value t_index(Context& ctx, const CallArgs& call) { return one_element(ctx, call, 2); }

static Value t_bool(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] {
    const Tensor& t = self_of(call);
    if (t.numel() == 0) tensor::fail(tensor::ErrorKind::RuntimeError, "Boolean value of Tensor with no values is ambiguous");
    if (t.numel() > 1)
      tensor::fail(tensor::ErrorKind::RuntimeError, "Boolean value of Tensor with more than one value is ambiguous");
    return Value::boolean(t.item().to<bool>());
  });
}

static Value t_hash(Context&, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(reinterpret_cast<uintptr_t>(call.args[0].as_object()) >> 4));
}

static Value t_format(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__format__", 2, 2)) return Value::null();
  const Tensor& t = self_of(call);
  if (t.dim() == 0) {
    Value v = guard(ctx, [&] { return scalar_value(t.item()); });
    if (v.is_null()) return v;
    return protocol::format(ctx, v, call.args[1]);
  }
  Value r = t_repr(ctx, call);
  if (r.is_null()) return r;
  return protocol::format(ctx, r, call.args[1]);
}

static Value t_len(Context& ctx, const CallArgs& call) {
  const Tensor& t = self_of(call);
  if (t.dim() == 0) return ctx.raise(ctx.builtins.exc_TypeError, "len() of a 0-d tensor");
  return Value::small_int(t.sizes()[0]);
}

static Value t_iter(Context& ctx, const CallArgs& call) {
  const Tensor& t = self_of(call);
  if (t.dim() == 0) return ctx.raise(ctx.builtins.exc_TypeError, "iteration over a 0-d tensor");
  Value list = guard(ctx, [&] {
    std::vector<Value> rows(static_cast<size_t>(t.sizes()[0]));
    for (int64_t i = 0; i < t.sizes()[0]; ++i) rows[i] = wrap(ctx, tensor::select(t, 0, i));
    return Value::object(objects::list_new(ctx, std::move(rows)));
  });
  if (list.is_null()) return list;
  return protocol::get_iter(ctx, list);
}

static Value t_numel(Context&, const CallArgs& call) { return Value::small_int(self_of(call).numel()); }
static Value t_dim(Context&, const CallArgs& call) { return Value::small_int(self_of(call).dim()); }
static Value t_element_size(Context&, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(self_of(call).element_size()));
}
static Value t_storage_offset(Context&, const CallArgs& call) {
  return Value::small_int(self_of(call).storage_offset());
}
static Value t_is_contiguous(Context&, const CallArgs& call) {
  return Value::boolean(self_of(call).is_contiguous());
}
static Value t_is_floating_point(Context&, const CallArgs& call) {
  return Value::boolean(tensor::is_floating(self_of(call).dtype()));
}

static Value int_tuple(Context& ctx, const Shape& s) {
  std::vector<Value> items(s.size());
  for (size_t i = 0; i < s.size(); ++i) items[i] = Value::small_int(s[i]);
  return objects::tuple_from(ctx, std::move(items));
}

static Value t_size(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dim"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "size", kNames, 0, a)) return Value::null();
  const Tensor& t = self_of(call);
  if (a[0].is_null() || a[0].is_none()) return size_object(ctx, t.sizes());
  auto d = int_arg(ctx, a[0], "dim");
  if (!d) return Value::null();
  return guard(ctx, [&] { return Value::small_int(t.size(*d)); });
}

static Value t_stride(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dim"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "stride", kNames, 0, a)) return Value::null();
  const Tensor& t = self_of(call);
  if (a[0].is_null() || a[0].is_none()) return int_tuple(ctx, t.strides());
  auto d = int_arg(ctx, a[0], "dim");
  if (!d) return Value::null();
  return guard(ctx, [&] { return Value::small_int(t.stride(*d)); });
}

static Value get_strides(Context& ctx, Value self) { return int_tuple(ctx, tensor_of(self).strides()); }

// Shape arguments of a method: several ints, one int, one tuple/list, or shape=/size=.
static bool method_shape(Context& ctx, const CallArgs& call, const char* fn, Shape* shape) {
  CallArgs rest = without_self(call);
  int k = find_kwarg(call, "shape");
  if (k < 0) k = find_kwarg(call, "size");
  if (k >= 0) return shape_arg(ctx, &call.args[k], 1, fn, shape);
  if (rest.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s() got an unexpected keyword argument", fn);
    return false;
  }
  return shape_arg(ctx, rest.args, rest.nargs, fn, shape);
}

template <Tensor (*Op)(const Tensor&, const Shape&)>
static Value shape_method(Context& ctx, const CallArgs& call) {
  Shape shape;
  if (!method_shape(ctx, call, "reshape", &shape)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, Op(self_of(call), shape)); });
}

static Value t_view_as(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "view_as", 2, 2)) return Value::null();
  Tensor other;
  if (!tensor_arg(ctx, call.args[1], "view_as", &other)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::view(self_of(call), other.sizes())); });
}

static Value t_reshape_as(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "reshape_as", 2, 2)) return Value::null();
  Tensor other;
  if (!tensor_arg(ctx, call.args[1], "reshape_as", &other)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::reshape(self_of(call), other.sizes())); });
}

static Value t_expand_as(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "expand_as", 2, 2)) return Value::null();
  Tensor other;
  if (!tensor_arg(ctx, call.args[1], "expand_as", &other)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::expand(self_of(call), other.sizes())); });
}

static Value t_flatten(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"start_dim", "end_dim"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "flatten", kNames, 0, a)) return Value::null();
  int64_t s = 0, e = -1;
  if (!a[0].is_null()) {
    auto v = int_arg(ctx, a[0], "start_dim");
    if (!v) return Value::null();
    s = *v;
  }
  if (!a[1].is_null()) {
    auto v = int_arg(ctx, a[1], "end_dim");
    if (!v) return Value::null();
    e = *v;
  }
  return guard(ctx, [&] { return wrap(ctx, tensor::flatten(self_of(call), s, e)); });
}

static Value t_squeeze(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dim"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "squeeze", kNames, 0, a)) return Value::null();
  if (a[0].is_null() || a[0].is_none())
    return guard(ctx, [&] { return wrap(ctx, tensor::squeeze(self_of(call))); });
  std::vector<int64_t> dims;
  if (!dims_arg(ctx, a[0], &dims)) return Value::null();
  return guard(ctx, [&] {
    Tensor t = self_of(call);
    int64_t nd = t.dim();
    std::vector<int64_t> ds;
    for (int64_t d : dims) ds.push_back(d < 0 ? d + (nd == 0 ? 1 : nd) : d);
    std::sort(ds.rbegin(), ds.rend());
    for (int64_t d : ds) t = tensor::squeeze(t, d);
    return wrap(ctx, t);
  });
}

static Value t_unsqueeze(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dim"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "unsqueeze", kNames, 1, a)) return Value::null();
  auto d = int_arg(ctx, a[0], "dim");
  if (!d) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::unsqueeze(self_of(call), *d)); });
}

static Value t_permute(Context& ctx, const CallArgs& call) {
  Shape dims;
  CallArgs rest = without_self(call);
  int k = find_kwarg(call, "dims");
  bool ok = k >= 0 ? shape_arg(ctx, &call.args[k], 1, "permute", &dims)
                   : shape_arg(ctx, rest.args, rest.nargs, "permute", &dims);
  if (!ok) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::permute(self_of(call), dims)); });
}

static Value t_transpose(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dim0", "dim1"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "transpose", kNames, 2, a)) return Value::null();
  auto d0 = int_arg(ctx, a[0], "dim0");
  if (!d0) return Value::null();
  auto d1 = int_arg(ctx, a[1], "dim1");
  if (!d1) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::transpose(self_of(call), *d0, *d1)); });
}

static Value t_t(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "t", 1, 1)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::t(self_of(call))); });
}

static Value t_expand(Context& ctx, const CallArgs& call) {
  Shape shape;
  if (!method_shape(ctx, call, "expand", &shape)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::expand(self_of(call), shape)); });
}

static Value t_chunk(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"chunks", "dim"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "chunk", kNames, 1, a)) return Value::null();
  auto n = int_arg(ctx, a[0], "chunks");
  if (!n) return Value::null();
  int64_t dim = 0;
  if (!a[1].is_null()) {
    auto d = int_arg(ctx, a[1], "dim");
    if (!d) return Value::null();
    dim = *d;
  }
  return guard(ctx, [&] { return tensor_list_value(ctx, tensor::chunk(self_of(call), *n, dim), true); });
}

static Value t_split(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"split_size", "dim"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "split", kNames, 1, a)) return Value::null();
  int64_t dim = 0;
  if (!a[1].is_null()) {
    auto d = int_arg(ctx, a[1], "dim");
    if (!d) return Value::null();
    dim = *d;
  }
  if (a[0].is_object() && (objects::is_list(ctx, a[0]) || objects::is_tuple(ctx, a[0]))) {
    Shape sizes;
    if (!shape_arg(ctx, &a[0], 1, "split", &sizes)) return Value::null();
    return guard(ctx, [&] {
      return tensor_list_value(ctx, tensor::split_with_sizes(self_of(call), sizes, dim), true);
    });
  }
  auto n = int_arg(ctx, a[0], "split_size");
  if (!n) return Value::null();
  return guard(ctx, [&] { return tensor_list_value(ctx, tensor::split(self_of(call), *n, dim), true); });
}

// narrow(dim, start, length): the view of `length` elements from `start` along dim (start
// may be negative or a 0-dim int tensor), as torch.Tensor.narrow; torch's errors.
static Value t_narrow(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dim", "start", "length"};
  Value a[3];
  if (!parse_args(ctx, without_self(call), "narrow", kNames, 3, a)) return Value::null();
  auto dim = int_arg(ctx, a[0], "dim");
  if (!dim) return Value::null();
  auto start = int_arg(ctx, a[1], "start");
  if (!start) return Value::null();
  auto length = int_arg(ctx, a[2], "length");
  if (!length) return Value::null();
  return guard(ctx, [&] {
    const Tensor& t = self_of(call);
    if (t.dim() == 0) tensor::fail(tensor::ErrorKind::RuntimeError, "narrow() cannot be applied to a 0-dim tensor.");
    const int64_t n = t.size(*dim);  // IndexError for a bad dim
    int64_t s = *start;
    if (s != n && (s < -n || s >= n))  // start == size (an empty view at the end) is allowed
      tensor::fail(tensor::ErrorKind::IndexError, "Dimension out of range (expected to be in range of [" +
                                                      std::to_string(-n) + ", " + std::to_string(n - 1) +
                                                      "], but got " + std::to_string(s) + ")");
    if (s < 0) s += n;
    if (*length < 0 || s + *length > n)
      tensor::fail(tensor::ErrorKind::RuntimeError, "start (" + std::to_string(s) + ") + length (" +
                                                        std::to_string(*length) + ") exceeds dimension size (" +
                                                        std::to_string(n) + ").");
    return wrap(ctx, tensor::slice(t, *dim, s, s + *length, 1));
  });
}

// type() -> "torch.FloatTensor"; type(dtype or "torch.LongTensor") -> converted (self when
// the dtype is the same), as torch.Tensor.type. ValueError "invalid type: 'X'" otherwise.
static Value t_type(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dtype", "non_blocking"};
  Value a[2];
  if (!parse_args(ctx, without_self(call), "type", kNames, 0, a)) return Value::null();
  const Tensor& t = self_of(call);
  if (a[0].is_null() || a[0].is_none())
    return objects::str_from(ctx, std::string("torch.") + tensor::scalar_type_name(t.dtype()) + "Tensor");
  ScalarType d;
  if (a[0].is_object() && objects::is_str(ctx, a[0])) {
    const std::string& name = objects::as_str(a[0])->data;
    bool found = false;
    for (int i = 0; i < tensor::kNumScalarTypes; ++i) {
      auto st = static_cast<ScalarType>(i);
      if (name == std::string("torch.") + tensor::scalar_type_name(st) + "Tensor") {
        d = st;
        found = true;
      }
    }
    if (!found) return ctx.raise(ctx.builtins.exc_ValueError, "invalid type: '%s'", name.c_str());
  } else if (!dtype_arg(ctx, a[0], &d)) {
    return Value::null();
  }
  return guard(ctx, [&] {
    Tensor r = tensor::to(t, d);
    if (r.is_same(t)) return call.args[0];
    return wrap(ctx, r);
  });
}

template <Tensor (*Op)(const Tensor&)>
static Value plain_method(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "method", 1, 1)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, Op(self_of(call))); });
}

// to(dtype) / to(device) / to(device, dtype) / to(other) / to(dtype=, device=, copy=)
static Value t_to(Context& ctx, const CallArgs& call) {
  std::optional<ScalarType> dtype;
  std::optional<tensor::Device> device;
  bool copy = false;
  for (size_t i = 1; i < call.nargs; ++i) {
    Value v = call.args[i];
    if (is_dtype(ctx, v)) dtype = static_cast<DTypeObject*>(v.as_object())->dtype;
    else if (is_device(ctx, v) || (v.is_object() && objects::is_str(ctx, v))) {
      tensor::Device d;
      if (!device_arg(ctx, v, &d)) return Value::null();
      device = d;
    } else if (is_tensor(ctx, v)) {
      dtype = tensor_of(v).dtype();
      device = tensor_of(v).device();
    } else if (v.is_bool()) {
      // non_blocking / copy positional flags.
    } else {
      return ctx.raise(ctx.builtins.exc_TypeError, "to() received an invalid combination of arguments: got %s",
                       objects::type_name(ctx, v));
    }
  }
  for (size_t k = 0; k < call.nkwargs(); ++k) {
    const std::string& name = objects::as_str(call.kwnames->items[k])->data;
    Value v = call.args[call.nargs + k];
    if (name == "dtype") {
      if (!v.is_none()) {
        ScalarType d;
        if (!dtype_arg(ctx, v, &d)) return Value::null();
        dtype = d;
      }
    } else if (name == "device") {
      if (!v.is_none()) {
        tensor::Device d;
        if (!device_arg(ctx, v, &d)) return Value::null();
        device = d;
      }
    } else if (name == "copy") {
      if (!bool_arg(ctx, v, &copy)) return Value::null();
    } else if (name != "non_blocking" && name != "memory_format") {
      return ctx.raise(ctx.builtins.exc_TypeError, "to() got an unexpected keyword argument '%s'", name.c_str());
    }
  }
  return guard(ctx, [&] {
    Tensor t = self_of(call);
    Tensor r = t;
    if (device) r = tensor::to(r, *device);
    if (dtype) r = tensor::to(r, *dtype);
    if (copy && r.is_same(t)) r = tensor::clone(t);
    if (r.is_same(t)) return call.args[0];
    return wrap(ctx, r);
  });
}

static Value t_astype(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"dtype"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "astype", kNames, 1, a)) return Value::null();
  ScalarType d;
  if (!dtype_arg(ctx, a[0], &d)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::to(self_of(call), d)); });
}

template <ScalarType D>
static Value cast_method(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] {
    Tensor r = tensor::to(self_of(call), D);
    if (r.is_same(self_of(call))) return call.args[0];
    return wrap(ctx, r);
  });
}

static Value t_type_as(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "type_as", 2, 2)) return Value::null();
  Tensor other;
  if (!tensor_arg(ctx, call.args[1], "type_as", &other)) return Value::null();
  return guard(ctx, [&] { return wrap(ctx, tensor::to(self_of(call), other.dtype())); });
}

static Value t_cpu(Context&, const CallArgs& call) { return call.args[0]; }

static Value t_cuda(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] {
    return wrap(ctx, tensor::to(self_of(call), tensor::Device{tensor::DeviceType::CUDA, -1}));
  });
}

static Value t_numpy(Context& ctx, const CallArgs&) {
  return ctx.raise(ctx.builtins.exc_NotImplementedError,
                   "numpy() is not available in TensorPy: use tolist() or the array module");
}

// backward(gradient=None, retain_graph=None, create_graph=False)
static Value t_backward(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"gradient", "retain_graph", "create_graph", "inputs"};
  Value a[4];
  if (!parse_args(ctx, without_self(call), "backward", kNames, 0, a)) return Value::null();
  Tensor grad;
  if (!optional_tensor_arg(ctx, a[0], "backward", &grad)) return Value::null();
  bool retain = false, create = false;
  if (!a[1].is_null() && !a[1].is_none() && !bool_arg(ctx, a[1], &retain)) return Value::null();
  if (!a[2].is_null() && !bool_arg(ctx, a[2], &create)) return Value::null();
  if (!a[3].is_null() && !a[3].is_none())
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "backward(): inputs= is not supported");
  if (create && (a[1].is_null() || a[1].is_none())) retain = true;  // torch: retain_graph defaults to create_graph
  return guard(ctx, [&] {
    if (create) {  // Note [Double backward]
      autograd::backward({self_of(call)}, grad.defined() ? std::vector<Tensor>{grad} : std::vector<Tensor>{}, retain,
                         true);
      return Value::none();
    }
    self_of(call).backward(grad, retain);
    return Value::none();
  });
}

static Value t_retain_grad(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] {
    self_of(call).retain_grad();
    return Value::none();
  });
}

static Value t_retains_grad(Context&, Value self) { return Value::boolean(tensor_of(self).retains_grad()); }

static Value t_requires_grad_(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"requires_grad"};
  Value a[1];
  if (!parse_args(ctx, without_self(call), "requires_grad_", kNames, 0, a)) return Value::null();
  bool on = true;
  if (!a[0].is_null() && !bool_arg(ctx, a[0], &on)) return Value::null();
  return guard(ctx, [&] {
    self_of(call).requires_grad_(on);
    return call.args[0];
  });
}

static Value t_data_ptr(Context&, const CallArgs& call) {
  return Value::small_int(static_cast<int64_t>(reinterpret_cast<uintptr_t>(self_of(call).data_ptr())));
}

// copy.deepcopy(t), as torch: graph leaves only (RuntimeError with torch's text
// otherwise); the copy has its own storage and the same type (a Parameter stays a
// Parameter), requires_grad, a deep copy of .grad and, for a subclass instance, a deep
// copy of its __dict__ through the memo. copy.deepcopy itself looks up and fills the memo
// for the tensor (the "keep the best weights" idiom: deepcopy(model.state_dict())).
static Value t_deepcopy(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__deepcopy__", 2, 2)) return Value::null();
  Value self = call.args[0];
  const Tensor& t = tensor_of(self);
  if (!t.is_leaf())
    return ctx.raise(ctx.builtins.exc_RuntimeError,
                     "Only Tensors created explicitly by the user (graph leaves) support the "
                     "deepcopy protocol at the moment");
  Value copy = guard(ctx, [&] {
    autograd::NoGradGuard no_grad;
    Tensor c = tensor::clone(t);
    if (t.requires_grad()) c.requires_grad_(true);
    Tensor g = t.grad();
    if (g.defined()) c.set_grad(tensor::clone(g));
    return wrap_as(ctx, self.as_object()->type(), std::move(c));
  });
  if (copy.is_null()) return copy;
  DictObject** attrs = self.as_object()->instance_dict();
  if (!attrs || !*attrs) return copy;
  objects::ValueRoot keep(ctx, copy);
  Value copy_module = vm::import_module(ctx, "copy");
  if (copy_module.is_null()) return Value::null();
  Value args[2] = {Value::object(*attrs), call.args[1]};
  Value attrs_copy = protocol::call_method(ctx, copy_module, protocol::intern(ctx, "deepcopy"), args, 2);
  if (attrs_copy.is_null()) return Value::null();
  if (!objects::is_dict(ctx, attrs_copy))
    return ctx.raise(ctx.builtins.exc_TypeError, "__deepcopy__: the copied __dict__ is not a dict");
  *copy.as_object()->instance_dict() = objects::as_dict(attrs_copy);
  return copy;
}

static const MethodDef methods[] = {
    {"__repr__", t_repr, nullptr},
    {"__format__", t_format, nullptr},
    {"__bool__", t_bool, nullptr},
    {"__float__", t_float, nullptr},
    {"__int__", t_int, nullptr},
    {"__index__", t_index, nullptr},
    {"__hash__", t_hash, nullptr},
    {"__len__", t_len, nullptr},
    {"__iter__", t_iter, nullptr},
    {"item", t_item, "item() -> number: the value of a one-element tensor (ValueError otherwise), as torch"},
    {"tolist", t_tolist, "tolist() -> nested lists of Python numbers (a number for 0-dim), as torch"},
    {"numel", t_numel, "numel() -> int: number of elements"},
    {"nelement", t_numel, "nelement() -> int: number of elements"},
    {"dim", t_dim, "dim() -> int: number of dimensions"},
    {"ndimension", t_dim, "ndimension() -> int"},
    {"size", t_size, "size(dim=None) -> ml.Size or int (IndexError for a bad dim), as torch"},
    {"stride", t_stride, "stride(dim=None) -> tuple or int: strides in elements"},
    {"element_size", t_element_size, "element_size() -> bytes per element"},
    {"storage_offset", t_storage_offset, "storage_offset() -> int"},
    {"data_ptr", t_data_ptr, "data_ptr() -> int: address of the first element"},
    {"is_contiguous", t_is_contiguous, "is_contiguous() -> bool: row-major without gaps"},
    {"is_floating_point", t_is_floating_point, "is_floating_point() -> bool"},
    {"reshape", shape_method<tensor::reshape>, "reshape(*shape) -> view when possible, else copy; one -1 allowed; RuntimeError when numel differs"},
    {"view", shape_method<tensor::view>, "view(*shape) -> view sharing storage; RuntimeError when strides are incompatible"},
    {"view_as", t_view_as, "view_as(other)"},
    {"reshape_as", t_reshape_as, "reshape_as(other)"},
    {"expand_as", t_expand_as, "expand_as(other)"},
    {"flatten", t_flatten, "flatten(start_dim=0, end_dim=-1) -> Tensor"},
    {"squeeze", t_squeeze, "squeeze(dim=None): removes size-1 dims (dim an int or tuple)"},
    {"unsqueeze", t_unsqueeze, "unsqueeze(dim): inserts a size-1 dim (view)"},
    {"permute", t_permute, "permute(*dims) (view)"},
    {"transpose", t_transpose, "transpose(dim0, dim1) (view)"},
    {"swapaxes", t_transpose, "swapaxes(dim0, dim1) (view)"},
    {"t", t_t, "t(): 2-D transpose (view)"},
    {"expand", t_expand, "expand(*sizes): broadcast view (-1 keeps a size)"},
    {"chunk", t_chunk, "chunk(chunks, dim=0) -> tuple of views, as torch.chunk"},
    {"split", t_split, "split(split_size or sizes, dim=0) -> tuple of views, as torch.split"},
    {"narrow", t_narrow, "narrow(dim, start, length): a view of length elements from start along dim, as torch"},
    {"type", t_type, "type() -> 'torch.FloatTensor'; type(dtype or 'torch.LongTensor') -> converted, as torch"},
    {"contiguous", plain_method<tensor::contiguous>, "contiguous(): self when contiguous, else a row-major copy"},
    {"clone", plain_method<tensor::clone>, "clone(): a copy (differentiable)"},
    {"__deepcopy__", t_deepcopy, "__deepcopy__(memo): copy.deepcopy of a graph leaf, as torch"},
    {"detach", plain_method<tensor::detach>, "detach(): shares storage, no autograd history"},
    {"to", t_to, "to(dtype) / to(device) / to(device, dtype) / to(other) / to(dtype=, device=, copy=False): self when nothing changes"},
    {"astype", t_astype, "astype(dtype): a converted copy (the original API's name)"},
    {"type_as", t_type_as, "type_as(other): converted to other's dtype"},
    {"float", cast_method<ScalarType::Float32>, "float(): as float32"},
    {"double", cast_method<ScalarType::Float64>, "double(): as float64"},
    {"long", cast_method<ScalarType::Int64>, "long(): as int64"},
    {"int", cast_method<ScalarType::Int32>, "int(): as int32"},
    {"bool", cast_method<ScalarType::Bool>, "bool(): as bool"},
    {"byte", cast_method<ScalarType::UInt8>, "byte(): as uint8"},
    {"short", cast_method<ScalarType::Int16>, "short(): as int16"},
    {"char", cast_method<ScalarType::Int8>, "char(): as int8"},
    {"half", cast_method<ScalarType::Float16>, "half(): as float16"},
    {"bfloat16", cast_method<ScalarType::BFloat16>, "bfloat16(): as bfloat16"},
    {"cpu", t_cpu, "cpu(): self (tensors live on the CPU)"},
    {"cuda", t_cuda, "cuda(): RuntimeError: CUDA is not available in this build"},
    {"numpy", t_numpy, "NotImplementedError: TensorPy has no numpy"},
    {"backward", t_backward, "backward(gradient=None, retain_graph=None): accumulates gradients into leaves' .grad; gradient may be omitted for one-element tensors, as torch"},
    {"retain_grad", t_retain_grad, "retain_grad(): keep .grad on this non-leaf"},
    {"requires_grad_", t_requires_grad_, "requires_grad_(requires_grad=True) -> self"},
    {}};

static const GetSetDef getsets[] = {
    {"strides", get_strides, nullptr, "strides in elements (tuple)"},
    {"retains_grad", t_retains_grad, nullptr, "whether retain_grad() was called"},
    {}};

void init_tensor_methods(Context& ctx, TypeObject* t) {
  objects::add_methods(ctx, t, methods);
  objects::add_getsets(ctx, t, getsets);
}

}  // namespace tp::stdlib::ml
