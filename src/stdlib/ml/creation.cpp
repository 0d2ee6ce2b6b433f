// Creating tensors: ml.tensor (from numbers, nested lists/tuples, bools, tensors), the
// factories zeros/ones/empty/full/rand/randn/randint/randperm/arange/linspace/eye and the
// *_like forms, and manual_seed. Shapes are given as several ints, one int, or one
// tuple/list, followed optionally by dtype and device positionally (the original's
// ml.ones(4, ml.float32, ml.cpu)) or by keyword (torch's ml.ones(2, 3, dtype=ml.float32)).
#include <cstring>

#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/array_object.h"
#include "stdlib/array_tensor.h"
#include "stdlib/ml/ml_internal.h"
#include "tensor/ops.h"

namespace tp::stdlib::ml {

using objects::MethodDef;

// --- ml.tensor(data) ---------------------------------------------------------------

namespace {
// The leaves of nested data, in row-major order, and the widest category seen.
struct DataWalk {
  Shape shape;
  std::vector<tensor::Scalar> leaves;
  int category = -1;  // 0 bool, 1 int, 2 float
};
}  // namespace

static const std::vector<Value>* sequence_items(Context& ctx, Value v) {
  if (!v.is_object()) return nullptr;
  if (objects::is_list(ctx, v)) return &objects::as_list(v)->items;
  if (objects::is_tuple(ctx, v)) return &objects::as_tuple(v)->items;
  return nullptr;
}

static bool add_leaf(Context& ctx, Value v, DataWalk& w) {
  if (auto s = number_of(ctx, v)) {
    int cat = s->is_bool() ? 0 : s->is_integral() ? 1 : 2;
    if (cat > w.category) w.category = cat;
    w.leaves.push_back(*s);
    return true;
  }
  if (ctx.has_exception()) return false;  // an int past int64
  if (v.is_object() && is_tensor(ctx, v) && tensor_of(v).numel() == 1) {
    const Tensor& t = tensor_of(v);
    tensor::Scalar s = t.item();
    int cat = t.dtype() == ScalarType::Bool ? 0 : tensor::is_floating(t.dtype()) ? 2 : 1;
    if (cat > w.category) w.category = cat;
    w.leaves.push_back(s);
    return true;
  }
  if (v.is_object() && objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "new(): invalid data type 'str'");
    return false;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "Could not infer dtype of %s", objects::type_name(ctx, v));
  return false;
}

static bool walk(Context& ctx, Value v, size_t dim, DataWalk& w) {
  if (dim == w.shape.size()) {
    if (sequence_items(ctx, v) != nullptr) {
      ctx.raise(ctx.builtins.exc_TypeError, "'%s' object cannot be interpreted as a number",
                objects::type_name(ctx, v));
      return false;
    }
    return add_leaf(ctx, v, w);
  }
  Value seq = v;
  if (v.is_object() && is_tensor(ctx, v) && tensor_of(v).dim() > 0) {
    seq = tolist_value(ctx, tensor_of(v));
    if (seq.is_null()) return false;
  }
  const std::vector<Value>* items = sequence_items(ctx, seq);
  if (items == nullptr) {
    ctx.raise(ctx.builtins.exc_TypeError, "not a sequence");
    return false;
  }
  if (static_cast<int64_t>(items->size()) != w.shape[dim]) {
    ctx.raise(ctx.builtins.exc_ValueError, "expected sequence of length %lld at dim %zu (got %zu)",
              static_cast<long long>(w.shape[dim]), dim, items->size());
    return false;
  }
  for (Value item : *items) {
    if (!walk(ctx, item, dim + 1, w)) return false;
  }
  return true;
}

template <class T>
static void store_leaves(const std::vector<tensor::Scalar>& leaves, void* out) {
  T* p = static_cast<T*>(out);
  for (size_t i = 0; i < leaves.size(); ++i) p[i] = leaves[i].to<T>();
}

bool tensor_from_data(Context& ctx, Value data, std::optional<ScalarType> dtype, Tensor* out) {
  if (data.is_object() && is_tensor(ctx, data)) {
    Value r = guard(ctx, [&] {
      Tensor t = tensor::clone(tensor::detach(tensor_of(data)));
      *out = dtype ? tensor::to(t, *dtype) : t;
      return Value::none();
    });
    return !r.is_null();
  }
  if (is_array(ctx, data)) return tensor_from_array(ctx, data, dtype, out);  // array.array: a 1-D copy
  DataWalk w;
  // The shape comes from the first element at each depth; walk() checks the rest.
  Value probe = data;
  Value probe_list;  // a tensor inside the data, as lists
  while (true) {
    if (probe.is_object() && is_tensor(ctx, probe) && tensor_of(probe).dim() > 0) {
      for (int64_t s : tensor_of(probe).sizes()) w.shape.push_back(s);
      break;
    }
    const std::vector<Value>* items = sequence_items(ctx, probe);
    if (items == nullptr) break;
    w.shape.push_back(static_cast<int64_t>(items->size()));
    if (items->empty()) break;
    probe = (*items)[0];
  }
  int64_t n = 1;
  for (int64_t s : w.shape) n *= s;
  w.leaves.reserve(static_cast<size_t>(n));
  if (!walk(ctx, data, 0, w)) return false;
  ScalarType dt = dtype ? *dtype
                  : w.category == 0 ? ScalarType::Bool
                  : w.category == 1 ? ScalarType::Int64
                                    : ScalarType::Float32;
  Value r = guard(ctx, [&] {
    Tensor t = tensor::empty(w.shape, dt);
    TP_DISPATCH_ALL(dt, "tensor", [&] { store_leaves<scalar_t>(w.leaves, t.data_ptr()); });
    *out = t;
    return Value::none();
  });
  return !r.is_null();
}

// tensor(data, dtype=None, device=None, requires_grad=False)
static Value ml_tensor(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"data", "dtype", "device", "requires_grad", "$pin_memory"};
  Value a[5];
  if (!objects::parse_args(ctx, call, "tensor", kNames, 1, a)) return Value::null();
  std::optional<ScalarType> dtype;
  if (!a[1].is_null() && !a[1].is_none()) {
    ScalarType d;
    if (!dtype_arg(ctx, a[1], &d)) return Value::null();
    dtype = d;
  }
  tensor::Device device;
  if (!a[2].is_null() && !a[2].is_none() && !device_arg(ctx, a[2], &device)) return Value::null();
  bool requires_grad = false;
  if (!a[3].is_null() && !bool_arg(ctx, a[3], &requires_grad)) return Value::null();
  Tensor t;
  if (!tensor_from_data(ctx, a[0], dtype, &t)) return Value::null();
  return guard(ctx, [&] {
    tensor::check_device_available(device, "tensor");
    if (requires_grad) t.requires_grad_(true);
    return wrap(ctx, t);
  });
}

// --- factories -----------------------------------------------------------------------

namespace {
struct FactoryArgs {
  std::vector<Value> pos;  // positional arguments before the first dtype/device
  std::optional<ScalarType> dtype;
  tensor::Device device;
  bool requires_grad = false;
  Value kw[3];  // the function's own keywords, in the order given to parse
};
}  // namespace

// Reads positional values, then trailing dtype/device objects; keywords dtype, device,
// requires_grad, layout/pin_memory/generator/out (accepted, must be None/False) and the
// function's own `names`.
static bool factory_parse(Context& ctx, const CallArgs& call, const char* fn,
                          std::initializer_list<const char*> names, FactoryArgs* out) {
  size_t i = 0;
  for (; i < call.nargs; ++i) {
    Value v = call.args[i];
    if (is_dtype(ctx, v) || is_device(ctx, v)) break;
    out->pos.push_back(v);
  }
  for (; i < call.nargs; ++i) {
    Value v = call.args[i];
    if (is_dtype(ctx, v)) {
      out->dtype = static_cast<DTypeObject*>(v.as_object())->dtype;
    } else if (is_device(ctx, v)) {
      out->device = static_cast<DeviceObject*>(v.as_object())->device;
    } else {
      ctx.raise(ctx.builtins.exc_TypeError, "%s(): expected dtype or device after the size, got %s",
                fn, objects::type_name(ctx, v));
      return false;
    }
  }
  size_t nkw = call.nkwargs();
  for (size_t k = 0; k < nkw; ++k) {
    const std::string& name = objects::as_str(call.kwnames->items[k])->data;
    Value v = call.args[call.nargs + k];
    if (name == "dtype") {
      if (!v.is_none()) {
        ScalarType d;
        if (!dtype_arg(ctx, v, &d)) return false;
        out->dtype = d;
      }
    } else if (name == "device") {
      if (!v.is_none() && !device_arg(ctx, v, &out->device)) return false;
    } else if (name == "requires_grad") {
      if (!bool_arg(ctx, v, &out->requires_grad)) return false;
    } else if (name == "layout" || name == "pin_memory" || name == "generator" || name == "out" ||
               name == "memory_format") {
      if (!v.is_none() && !(v.is_bool() && !v.as_bool())) {
        ctx.raise(ctx.builtins.exc_NotImplementedError, "%s(): %s= is not supported", fn,
                  name.c_str());
        return false;
      }
    } else {
      size_t j = 0;
      bool found = false;
      for (const char* n : names) {
        if (name == n) {
          out->kw[j] = v;
          found = true;
          break;
        }
        ++j;
      }
      if (!found) {
        ctx.raise(ctx.builtins.exc_TypeError, "%s() got an unexpected keyword argument '%s'", fn,
                  name.c_str());
        return false;
      }
    }
  }
  return true;
}

// The shape from the positional values or the `size` keyword (kw[0]).
static bool factory_shape(Context& ctx, const FactoryArgs& f, const char* fn, Shape* shape) {
  if (!f.kw[0].is_null()) {
    if (!f.pos.empty()) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() got multiple values for argument 'size'", fn);
      return false;
    }
    return shape_arg(ctx, &f.kw[0], 1, fn, shape);
  }
  return shape_arg(ctx, f.pos.data(), f.pos.size(), fn, shape);
}

static Value finish(Context& ctx, const FactoryArgs& f, const char* fn, Tensor t) {
  tensor::check_device_available(f.device, fn);
  if (f.requires_grad) t.requires_grad_(true);
  return wrap(ctx, std::move(t));
}

enum class Fill { Zeros, Ones, Empty, Rand, Randn };

template <Fill kind>
static Value shaped_factory(Context& ctx, const CallArgs& call) {
  static constexpr const char* kFn[] = {"zeros", "ones", "empty", "rand", "randn"};
  const char* fn = kFn[static_cast<int>(kind)];
  FactoryArgs f;
  Shape shape;
  if (!factory_parse(ctx, call, fn, {"size"}, &f) || !factory_shape(ctx, f, fn, &shape))
    return Value::null();
  return guard(ctx, [&] {
    ScalarType d = f.dtype.value_or(ScalarType::Float32);
    Tensor t;
    switch (kind) {
      case Fill::Zeros: t = tensor::zeros(shape, d); break;
      case Fill::Ones: t = tensor::ones(shape, d); break;
      case Fill::Empty: t = tensor::empty(shape, d); break;
      case Fill::Rand: t = tensor::rand(shape, d); break;
      case Fill::Randn: t = tensor::randn(shape, d); break;
    }
    return finish(ctx, f, fn, std::move(t));
  });
}

// full(size, fill_value, dtype=None): dtype from the value when absent (as torch).
static Value ml_full(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  if (!factory_parse(ctx, call, "full", {"size", "fill_value"}, &f)) return Value::null();
  Value fill = f.kw[1];
  if (fill.is_null()) {
    if (f.pos.empty()) return ctx.raise(ctx.builtins.exc_TypeError, "full() missing required argument 'fill_value'");
    fill = f.pos.back();
    f.pos.pop_back();
  }
  Shape shape;
  if (!factory_shape(ctx, f, "full", &shape)) return Value::null();
  auto s = number_of(ctx, fill);
  if (!s && ctx.has_exception()) return Value::null();
  if (!s) return ctx.raise(ctx.builtins.exc_TypeError, "full(): fill_value must be a number");
  return guard(ctx, [&] { return finish(ctx, f, "full", tensor::full(shape, *s, f.dtype)); });
}

// randint(low=0, high, size): int64 by default.
static Value ml_randint(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  if (!factory_parse(ctx, call, "randint", {"size", "low", "high"}, &f)) return Value::null();
  std::vector<Value> p = f.pos;
  if (f.kw[0].is_null() && !p.empty()) {
    f.kw[0] = p.back();
    p.pop_back();
  }
  if (!f.kw[1].is_null()) p.insert(p.begin(), f.kw[1]);
  if (!f.kw[2].is_null()) p.push_back(f.kw[2]);
  if (f.kw[0].is_null() || p.empty() || p.size() > 2)
    return ctx.raise(ctx.builtins.exc_TypeError, "randint() expects (high, size) or (low, high, size)");
  int64_t low = 0, high;
  auto h = int_arg(ctx, p.back(), "high");
  if (!h) return Value::null();
  high = *h;
  if (p.size() == 2) {
    auto l = int_arg(ctx, p[0], "low");
    if (!l) return Value::null();
    low = *l;
  }
  Shape shape;
  if (!shape_arg(ctx, &f.kw[0], 1, "randint", &shape)) return Value::null();
  return guard(ctx, [&] {
    return finish(ctx, f, "randint",
                  tensor::randint(low, high, shape, f.dtype.value_or(ScalarType::Int64)));
  });
}

static Value ml_randperm(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  if (!factory_parse(ctx, call, "randperm", {"n"}, &f)) return Value::null();
  Value nv = !f.kw[0].is_null() ? f.kw[0] : f.pos.size() == 1 ? f.pos[0] : Value::null();
  if (nv.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "randperm() takes one argument n");
  auto n = int_arg(ctx, nv, "n");
  if (!n) return Value::null();
  return guard(ctx, [&] {
    return finish(ctx, f, "randperm", tensor::randperm(*n, f.dtype.value_or(ScalarType::Int64)));
  });
}

// arange(end) / arange(start, end, step=1)
static Value ml_arange(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  if (!factory_parse(ctx, call, "arange", {"start", "end", "step"}, &f)) return Value::null();
  std::vector<Value> p = f.pos;
  Value start = f.kw[0], end = f.kw[1], step = f.kw[2];
  if (p.size() == 1 && end.is_null() && start.is_null()) end = p[0];
  else if (p.size() == 1 && start.is_null()) start = p[0];
  else if (p.size() >= 2) {
    start = p[0];
    end = p[1];
    if (p.size() >= 3) step = p[2];
    if (p.size() > 3) return ctx.raise(ctx.builtins.exc_TypeError, "arange() takes at most 3 positional arguments");
  }
  if (end.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "arange() missing required argument 'end'");
  tensor::Scalar s0(int64_t(0)), s1, s2(int64_t(1));
  auto e = number_of(ctx, end);
  if (!e) return ctx.raise(ctx.builtins.exc_TypeError, "arange(): end must be a number");
  s1 = *e;
  if (!start.is_null()) {
    auto v = number_of(ctx, start);
    if (!v) return ctx.raise(ctx.builtins.exc_TypeError, "arange(): start must be a number");
    s0 = *v;
  }
  if (!step.is_null()) {
    auto v = number_of(ctx, step);
    if (!v) return ctx.raise(ctx.builtins.exc_TypeError, "arange(): step must be a number");
    s2 = *v;
  }
  return guard(ctx, [&] { return finish(ctx, f, "arange", tensor::arange(s0, s1, s2, f.dtype)); });
}

static Value ml_linspace(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  if (!factory_parse(ctx, call, "linspace", {"start", "end", "steps"}, &f)) return Value::null();
  Value v[3] = {f.kw[0], f.kw[1], f.kw[2]};
  size_t k = 0;
  for (Value p : f.pos) {
    while (k < 3 && !v[k].is_null()) ++k;
    if (k == 3) return ctx.raise(ctx.builtins.exc_TypeError, "linspace() takes 3 arguments");
    v[k++] = p;
  }
  if (v[0].is_null() || v[1].is_null() || v[2].is_null())
    return ctx.raise(ctx.builtins.exc_TypeError, "linspace() needs start, end and steps");
  auto a = float_arg(ctx, v[0], "start");
  if (!a) return Value::null();
  auto b = float_arg(ctx, v[1], "end");
  if (!b) return Value::null();
  auto n = int_arg(ctx, v[2], "steps");
  if (!n) return Value::null();
  return guard(ctx, [&] {
    return finish(ctx, f, "linspace", tensor::linspace(*a, *b, *n, f.dtype.value_or(ScalarType::Float32)));
  });
}

static Value ml_eye(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  if (!factory_parse(ctx, call, "eye", {"n", "m"}, &f)) return Value::null();
  Value nv = f.kw[0], mv = f.kw[1];
  if (!f.pos.empty()) nv = f.pos[0];
  if (f.pos.size() > 1) mv = f.pos[1];
  if (nv.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "eye() missing required argument 'n'");
  auto n = int_arg(ctx, nv, "n");
  if (!n) return Value::null();
  std::optional<int64_t> m;
  if (!mv.is_null() && !mv.is_none()) {
    m = int_arg(ctx, mv, "m");
    if (!m) return Value::null();
  }
  return guard(ctx, [&] {
    return finish(ctx, f, "eye", tensor::eye(*n, m, f.dtype.value_or(ScalarType::Float32)));
  });
}

enum class Like { Zeros, Ones, Empty, Full, Rand, Randn };

template <Like kind>
static Value like_factory(Context& ctx, const CallArgs& call) {
  static constexpr const char* kFn[] = {"zeros_like", "ones_like", "empty_like",
                                        "full_like", "rand_like", "randn_like"};
  const char* fn = kFn[static_cast<int>(kind)];
  FactoryArgs f;
  if (!factory_parse(ctx, call, fn, {"input", "fill_value"}, &f)) return Value::null();
  Value in = !f.kw[0].is_null() ? f.kw[0] : !f.pos.empty() ? f.pos[0] : Value::null();
  if (in.is_null() || !is_tensor(ctx, in))
    return ctx.raise(ctx.builtins.exc_TypeError, "%s(): argument 'input' must be Tensor", fn);
  const Tensor& src = tensor_of(in);
  std::optional<tensor::Scalar> fill;
  if (kind == Like::Full) {
    Value fv = !f.kw[1].is_null() ? f.kw[1] : f.pos.size() > 1 ? f.pos[1] : Value::null();
    if (fv.is_null()) return ctx.raise(ctx.builtins.exc_TypeError, "full_like() missing 'fill_value'");
    fill = number_of(ctx, fv);
    if (!fill) return ctx.raise(ctx.builtins.exc_TypeError, "full_like(): fill_value must be a number");
  }
  return guard(ctx, [&] {
    ScalarType d = f.dtype.value_or(src.dtype());
    Tensor t;
    switch (kind) {
      case Like::Zeros: t = tensor::zeros(src.sizes(), d); break;
      case Like::Ones: t = tensor::ones(src.sizes(), d); break;
      case Like::Empty: t = tensor::empty(src.sizes(), d); break;
      case Like::Full: t = tensor::full(src.sizes(), *fill, d); break;
      case Like::Rand: t = tensor::rand(src.sizes(), d); break;
      case Like::Randn: t = tensor::randn(src.sizes(), d); break;
    }
    return finish(ctx, f, fn, std::move(t));
  });
}

static Value ml_manual_seed(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"seed"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "manual_seed", kNames, 1, a)) return Value::null();
  auto s = int_arg(ctx, a[0], "seed");
  if (!s) return Value::null();
  tensor::manual_seed(static_cast<uint64_t>(*s));
  return Value::none();
}

// from_numpy(a): numpy does not exist in TensorPy, so nothing is an ndarray; torch's
// TypeError for a non-ndarray argument.
static Value ml_from_numpy(Context& ctx, const CallArgs& call) {
  if (call.nargs != 1 || call.nkwargs() != 0)
    return ctx.raise(ctx.builtins.exc_TypeError, "from_numpy() takes exactly one positional argument");
  return ctx.raise(ctx.builtins.exc_TypeError,
                   "expected np.ndarray (got %s); TensorPy has no numpy: use tensor(list) instead",
                   objects::type_name(ctx, call.args[0]));
}

static const MethodDef creation_functions[] = {
    {"from_numpy", ml_from_numpy, "from_numpy(a): TypeError (TensorPy has no numpy; torch's message for a non-ndarray)"},
    {"tensor", ml_tensor,
     "tensor(data, dtype=None, device=None, requires_grad=False) -> Tensor: a copy of data (a "
     "number, nested lists/tuples, or a tensor); dtype inferred as torch (bool, int64, float32). "
     "ValueError for ragged lists ('expected sequence of length 3 at dim 1 (got 2)'). As torch.tensor"},
    {"zeros", shaped_factory<Fill::Zeros>, "zeros(*size, dtype=float32, device=cpu, requires_grad=False), as torch.zeros"},
    {"ones", shaped_factory<Fill::Ones>, "ones(*size, dtype=float32, device=cpu), as torch.ones"},
    {"empty", shaped_factory<Fill::Empty>, "empty(*size, dtype=float32): uninitialised, as torch.empty"},
    {"rand", shaped_factory<Fill::Rand>, "rand(*size, dtype=float32): U[0, 1), as torch.rand"},
    {"randn", shaped_factory<Fill::Randn>, "randn(*size, dtype=float32): N(0, 1), as torch.randn"},
    {"full", ml_full, "full(size, fill_value, dtype=None): dtype from fill_value when absent, as torch.full"},
    {"randint", ml_randint, "randint(low=0, high, size, dtype=int64): uniform in [low, high), as torch.randint"},
    {"randperm", ml_randperm, "randperm(n, dtype=int64): a random permutation of 0..n-1, as torch.randperm"},
    {"arange", ml_arange, "arange(end) / arange(start, end, step=1): int64 for ints else float32, as torch.arange"},
    {"linspace", ml_linspace, "linspace(start, end, steps, dtype=float32), as torch.linspace"},
    {"eye", ml_eye, "eye(n, m=None, dtype=float32): identity matrix, as torch.eye"},
    {"zeros_like", like_factory<Like::Zeros>, "zeros_like(input, dtype=None), as torch.zeros_like"},
    {"ones_like", like_factory<Like::Ones>, "ones_like(input, dtype=None), as torch.ones_like"},
    {"empty_like", like_factory<Like::Empty>, "empty_like(input, dtype=None), as torch.empty_like"},
    {"full_like", like_factory<Like::Full>, "full_like(input, fill_value, dtype=None), as torch.full_like"},
    {"rand_like", like_factory<Like::Rand>, "rand_like(input, dtype=None), as torch.rand_like"},
    {"randn_like", like_factory<Like::Randn>, "randn_like(input, dtype=None), as torch.randn_like"},
    {"manual_seed", ml_manual_seed, "manual_seed(seed): seeds the default generator, as torch.manual_seed"},
    {}};

// --- Tensor.new_* : factories whose dtype defaults to self's (torch.Tensor.new_zeros...) ---

template <Fill kind>
static Value new_shaped(Context& ctx, const CallArgs& call) {
  static constexpr const char* kFn[] = {"new_zeros", "new_ones", "new_empty"};
  const char* fn = kFn[static_cast<int>(kind)];
  FactoryArgs f;
  Shape shape;
  CallArgs rest = objects::without_self(call);
  if (!factory_parse(ctx, rest, fn, {"size"}, &f) || !factory_shape(ctx, f, fn, &shape)) return Value::null();
  return guard(ctx, [&] {
    ScalarType d = f.dtype.value_or(tensor_of(call.args[0]).dtype());
    Tensor t = kind == Fill::Zeros ? tensor::zeros(shape, d)
               : kind == Fill::Ones ? tensor::ones(shape, d)
                                    : tensor::empty(shape, d);
    return finish(ctx, f, fn, std::move(t));
  });
}

// new_full(size, fill_value, dtype=None, ...): self's dtype unless given (not the value's).
static Value new_full(Context& ctx, const CallArgs& call) {
  FactoryArgs f;
  CallArgs rest = objects::without_self(call);
  if (!factory_parse(ctx, rest, "new_full", {"size", "fill_value"}, &f)) return Value::null();
  Value fill = f.kw[1];
  if (fill.is_null()) {
    if (f.pos.empty()) return ctx.raise(ctx.builtins.exc_TypeError, "new_full() missing required argument 'fill_value'");
    fill = f.pos.back();
    f.pos.pop_back();
  }
  Shape shape;
  if (!factory_shape(ctx, f, "new_full", &shape)) return Value::null();
  auto s = number_of(ctx, fill);
  if (!s && ctx.has_exception()) return Value::null();
  if (!s) return ctx.raise(ctx.builtins.exc_TypeError, "new_full(): fill_value must be a number");
  return guard(ctx, [&] {
    return finish(ctx, f, "new_full", tensor::full(shape, *s, f.dtype.value_or(tensor_of(call.args[0]).dtype())));
  });
}

// new_tensor(data, dtype=None, device=None, requires_grad=False): a copy of data in self's
// dtype unless given; a tensor argument is copied and detached, as torch.
static Value new_tensor(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"data", "dtype", "device", "requires_grad", "$pin_memory"};
  Value a[5];
  if (!objects::parse_args(ctx, objects::without_self(call), "new_tensor", kNames, 1, a)) return Value::null();
  ScalarType dtype = tensor_of(call.args[0]).dtype();
  if (!a[1].is_null() && !a[1].is_none() && !dtype_arg(ctx, a[1], &dtype)) return Value::null();
  tensor::Device device;
  if (!a[2].is_null() && !a[2].is_none() && !device_arg(ctx, a[2], &device)) return Value::null();
  bool requires_grad = false;
  if (!a[3].is_null() && !bool_arg(ctx, a[3], &requires_grad)) return Value::null();
  Tensor t;
  if (is_tensor(ctx, a[0])) {
    Value r = guard(ctx, [&] {
      t = tensor::clone(tensor::to(tensor::detach(tensor_of(a[0])), dtype));
      return Value::none();
    });
    if (r.is_null()) return r;
  } else if (!tensor_from_data(ctx, a[0], dtype, &t)) {
    return Value::null();
  }
  return guard(ctx, [&] {
    tensor::check_device_available(device, "new_tensor");
    if (requires_grad) t.requires_grad_(true);
    return wrap(ctx, t);
  });
}

static const MethodDef new_methods[] = {
    {"new_zeros", new_shaped<Fill::Zeros>, "new_zeros(*size, dtype=None, device=None, requires_grad=False): zeros of self's dtype unless given, as torch"},
    {"new_ones", new_shaped<Fill::Ones>, "new_ones(*size, dtype=None, ...): ones of self's dtype unless given, as torch"},
    {"new_empty", new_shaped<Fill::Empty>, "new_empty(*size, dtype=None, ...): uninitialised, self's dtype unless given, as torch"},
    {"new_full", new_full, "new_full(size, fill_value, dtype=None, ...): self's dtype unless given, as torch"},
    {"new_tensor", new_tensor, "new_tensor(data, dtype=None, device=None, requires_grad=False): a copy in self's dtype unless given, as torch"},
    {}};

void init_creation(Context& ctx, ModuleObject* m) {
  objects::add_functions(ctx, m, creation_functions);
  objects::add_methods(ctx, ctx.builtins.tensor_type, new_methods);
  init_array_interop(ctx, m);  // ml.to_array (src/stdlib/array_tensor.cpp)
}

}  // namespace tp::stdlib::ml
