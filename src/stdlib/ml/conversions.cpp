// The ml bindings' error boundary (Note [ml error boundary] in ml_internal.h) and the
// argument conversions: Python numbers to Scalars, dtype/device/shape/dims arguments, and
// the result conversions (dtype/device singletons, ml.Size, tolist).
#include <cerrno>
#include <cstring>
#include <new>
#include <stdexcept>

#include "autograd/node.h"
#include "data/errors.h"
#include "data/json_parser.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

GradFnObject::GradFnObject(TypeObject* type, tensor::Ref<autograd::Node> n)
    : Object(type), node(std::move(n)) {}
GradFnObject::~GradFnObject() = default;

void TensorTypeObject::trace(Tracer& t) {
  TypeObject::trace(t);
  t.mark(state.parameter_type);
  t.mark(state.size_type);
  t.mark(state.grad_fn_type);
  t.mark(state.no_grad_type);
  t.mark(state.batches_type);
  t.mark(state.tensor_iter_type);
  for (DTypeObject* d : state.dtypes) t.mark(d);
  t.mark(state.cpu);
  t.mark(state.cuda);
  t.mark(state.metal);
  if (state.functions)
    for (auto& [key, entry] : state.functions->entries) {
      t.mark(entry.ctx);
      t.mark(entry.runner);
    }
}

Value wrap(Context& ctx, Tensor t) {
  return Value::object(ctx.heap.make<TensorObject>(ctx.builtins.tensor_type, std::move(t)));
}

Value wrap_as(Context& ctx, TypeObject* cls, Tensor t) {
  if (cls == ctx.builtins.tensor_type || cls == state(ctx).parameter_type)
    return Value::object(ctx.heap.make<TensorObject>(cls, std::move(t)));
  return Value::object(ctx.heap.make<WithDict<TensorObject>>(cls, std::move(t)));
}

Value wrap_or_none(Context& ctx, const Tensor& t) {
  return t.defined() ? wrap(ctx, t) : Value::none();
}

static Value raise_os_error(Context& ctx, int err, const std::string& path, const char* what) {
  auto& B = ctx.builtins;
  TypeObject* type = B.exc_OSError;
  if (err == ENOENT) type = B.exc_FileNotFoundError;
  else if (err == EACCES || err == EPERM) type = B.exc_PermissionError;
  else if (err == EISDIR) type = B.exc_IsADirectoryError;
  else if (err == ENOTDIR) type = B.exc_NotADirectoryError;
  else if (err == EEXIST) type = B.exc_FileExistsError;
  Value args[3] = {Value::small_int(err), objects::str_from(ctx, std::strerror(err)),
                   objects::str_from(ctx, path)};
  CallArgs call;
  call.args = args;
  call.nargs = 3;
  Value exc = protocol::call(ctx, Value::object(type), call);
  if (exc.is_null()) return Value::null();
  (void)what;
  return ctx.raise_value(exc);
}

Value raise_current_exception(Context& ctx) {
  auto& B = ctx.builtins;
  try {
    throw;
  } catch (const PythonErrorPending&) {
    return Value::null();  // the Python exception is already pending
  } catch (const tensor::Error& e) {
    TypeObject* type = B.exc_RuntimeError;
    switch (e.kind()) {
      case tensor::ErrorKind::ValueError: type = B.exc_ValueError; break;
      case tensor::ErrorKind::TypeError: type = B.exc_TypeError; break;
      case tensor::ErrorKind::IndexError: type = B.exc_IndexError; break;
      case tensor::ErrorKind::RuntimeError: type = B.exc_RuntimeError; break;
      case tensor::ErrorKind::MemoryError: type = B.exc_MemoryError; break;
      case tensor::ErrorKind::NotImplementedError: type = B.exc_NotImplementedError; break;
    }
    return ctx.raise(type, "%s", e.message().c_str());
  } catch (const data::ParseError& e) {
    return ctx.raise(B.exc_ValueError, "%s", e.what());
  } catch (const data::JsonError& e) {
    return ctx.raise(B.exc_ValueError, "%s", e.what());
  } catch (const data::FileError& e) {
    return raise_os_error(ctx, e.error_number(), e.path(), e.what());
  } catch (const std::bad_alloc&) {
    return ctx.raise(B.exc_MemoryError, "out of memory");
  } catch (const std::invalid_argument& e) {
    return ctx.raise(B.exc_ValueError, "%s", e.what());
  } catch (const std::exception& e) {
    return ctx.raise(B.exc_RuntimeError, "%s", e.what());
  } catch (...) {
    return ctx.raise(B.exc_RuntimeError, "unknown C++ exception in ml");
  }
}

std::optional<tensor::Scalar> number_of(Context& ctx, Value v) {
  switch (v.tag()) {
    case Value::Tag::Bool: return tensor::Scalar(v.as_bool());
    case Value::Tag::Int: return tensor::Scalar(v.as_small_int());
    case Value::Tag::Float: return tensor::Scalar(v.as_float());
    case Value::Tag::Object: break;
    default: return std::nullopt;
  }
  if (objects::is_float(ctx, v)) return tensor::Scalar(objects::float_value(v));
  if (objects::is_int(ctx, v)) {
    auto i = objects::int_to_int64(v);
    if (i) return tensor::Scalar(*i);
    // torch unpacks a Python int as int64 (tensor([2**63]), t + 2**63).
    ctx.raise(ctx.builtins.exc_RuntimeError, "Overflow when unpacking long");
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<int64_t> int_arg(Context& ctx, Value v, const char* what) {
  if (v.is_small_int()) return v.as_small_int();
  if (v.is_bool()) return v.as_bool() ? 1 : 0;
  if (v.is_object()) {
    if (is_tensor(ctx, v)) {
      // A one-element integer tensor works as an int (torch's __index__).
      const Tensor& t = tensor_of(v);
      if (t.numel() == 1 && tensor::is_integral(t.dtype(), true)) return t.item().to_int();
    } else if (objects::is_int(ctx, v)) {
      return protocol::index_as_int64(ctx, v);
    } else if (!objects::is_float(ctx, v)) {
      auto r = protocol::index_as_int64(ctx, v);
      if (r) return r;
      if (!ctx.exception_matches(ctx.builtins.exc_TypeError)) return std::nullopt;
      ctx.take_exception();
    }
  }
  ctx.raise(ctx.builtins.exc_TypeError, "%s must be int, not %s", what,
            objects::type_name(ctx, v));
  return std::nullopt;
}

std::optional<double> float_arg(Context& ctx, Value v, const char* what) {
  if (v.is_float()) return v.as_float();
  if (v.is_small_int()) return static_cast<double>(v.as_small_int());
  if (v.is_object() && objects::is_int(ctx, v) && !objects::int_to_int64(v)) {
    bool overflow = false;
    double d = objects::int_to_double(ctx, v, &overflow);
    if (overflow) return ctx.raise(ctx.builtins.exc_OverflowError, "int too large to convert to float"), std::nullopt;
    return d;
  }
  if (v.is_object() && is_tensor(ctx, v) && tensor_of(v).numel() == 1)
    return guard(ctx, [&] { return Value::floating(tensor_of(v).item().to_double()); }).as_float();
  auto s = number_of(ctx, v);
  if (s) return s->to_double();
  if (ctx.has_exception()) return std::nullopt;
  ctx.raise(ctx.builtins.exc_TypeError, "%s must be a number, not %s", what,
            objects::type_name(ctx, v));
  return std::nullopt;
}

bool bool_arg(Context& ctx, Value v, bool* out) {
  if (v.is_bool()) {
    *out = v.as_bool();
    return true;
  }
  int r = protocol::is_true(ctx, v);
  if (r < 0) return false;
  *out = r != 0;
  return true;
}

bool tensor_arg(Context& ctx, Value v, const char* fn, Tensor* out) {
  if (v.is_object() && is_tensor(ctx, v)) {
    *out = tensor_of(v);
    return true;
  }
  if (auto s = number_of(ctx, v)) {
    Value r = guard(ctx, [&] {
      *out = tensor::wrapped_scalar_tensor(*s);
      return Value::none();
    });
    return !r.is_null();
  }
  if (ctx.has_exception()) return false;  // an int past int64
  if (v.is_object() && (objects::is_list(ctx, v) || objects::is_tuple(ctx, v))) {
    return tensor_from_data(ctx, v, std::nullopt, out);
  }
  ctx.raise(ctx.builtins.exc_TypeError, "%s(): expected Tensor as argument, but got %s", fn,
            objects::type_name(ctx, v));
  return false;
}

bool optional_tensor_arg(Context& ctx, Value v, const char* fn, Tensor* out) {
  if (v.is_null() || v.is_none()) {
    *out = Tensor();
    return true;
  }
  if (v.is_object() && is_tensor(ctx, v)) {
    *out = tensor_of(v);
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "%s(): expected Tensor or None, but got %s", fn,
            objects::type_name(ctx, v));
  return false;
}

bool tensor_list_arg(Context& ctx, Value v, const char* fn, std::vector<Tensor>* out) {
  std::vector<Value> items;
  if (v.is_object() && objects::is_list(ctx, v)) {
    items = objects::as_list(v)->items;
  } else if (v.is_object() && objects::is_tuple(ctx, v)) {
    items = objects::as_tuple(v)->items;
  } else if (!objects::collect_iterable(ctx, v, &items)) {
    return false;
  }
  out->clear();
  out->reserve(items.size());
  for (Value item : items) {
    if (!item.is_object() || !is_tensor(ctx, item)) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s(): expected a sequence of Tensors, but got %s",
                fn, objects::type_name(ctx, item));
      return false;
    }
    out->push_back(tensor_of(item));
  }
  return true;
}

bool is_dtype(Context& ctx, Value v) {
  return v.is_object() && v.as_object()->type() == ctx.builtins.dtype_type;
}
bool is_device(Context& ctx, Value v) {
  return v.is_object() && v.as_object()->type() == ctx.builtins.device_type;
}

bool dtype_arg(Context& ctx, Value v, ScalarType* out) {
  auto& B = ctx.builtins;
  if (is_dtype(ctx, v)) {
    *out = static_cast<DTypeObject*>(v.as_object())->dtype;
    return true;
  }
  if (v.is_object()) {
    Object* o = v.as_object();
    if (o == B.float_type) { *out = ScalarType::Float64; return true; }
    if (o == B.int_type) { *out = ScalarType::Int64; return true; }
    if (o == B.bool_type) { *out = ScalarType::Bool; return true; }
    if (objects::is_str(ctx, v)) {
      auto d = tensor::dtype_from_name(objects::as_str(v)->view());
      if (d) {
        *out = *d;
        return true;
      }
      ctx.raise(B.exc_TypeError, "unknown dtype '%s'", objects::as_str(v)->data.c_str());
      return false;
    }
  }
  ctx.raise(B.exc_TypeError, "dtype must be ml.dtype, not %s", objects::type_name(ctx, v));
  return false;
}

bool device_arg(Context& ctx, Value v, tensor::Device* out) {
  if (is_device(ctx, v)) {
    *out = static_cast<DeviceObject*>(v.as_object())->device;
    return true;
  }
  if (v.is_object() && objects::is_str(ctx, v)) {
    auto d = tensor::device_from_name(objects::as_str(v)->view());
    if (d) {
      *out = *d;
      return true;
    }
    ctx.raise(ctx.builtins.exc_RuntimeError,
              "Expected one of cpu, cuda, metal device type at start of device string: %s",
              objects::as_str(v)->data.c_str());
    return false;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "device must be ml.device or str, not %s",
            objects::type_name(ctx, v));
  return false;
}

static bool int_sequence(Context& ctx, Value v, const char* fn, std::vector<int64_t>* out) {
  const std::vector<Value>* items = nullptr;
  if (objects::is_tuple(ctx, v)) items = &objects::as_tuple(v)->items;
  else if (objects::is_list(ctx, v)) items = &objects::as_list(v)->items;
  if (items == nullptr) return false;
  out->clear();
  out->reserve(items->size());
  for (Value item : *items) {
    auto i = int_arg(ctx, item, fn);
    if (!i) return false;
    out->push_back(*i);
  }
  return true;
}

bool shape_arg(Context& ctx, const Value* args, size_t n, const char* fn, Shape* out) {
  out->clear();
  if (n == 1 && args[0].is_object() &&
      (objects::is_tuple(ctx, args[0]) || objects::is_list(ctx, args[0]))) {
    return int_sequence(ctx, args[0], fn, out);
  }
  out->reserve(n);
  for (size_t i = 0; i < n; ++i) {
    if (args[i].is_object() && !objects::is_int(ctx, args[i]) && !is_tensor(ctx, args[i])) {
      ctx.raise(ctx.builtins.exc_TypeError,
                "%s(): argument 'size' must be tuple of ints, but found element of type %s at pos %zu",
                fn, objects::type_name(ctx, args[i]), i);
      return false;
    }
    auto v = int_arg(ctx, args[i], "size");
    if (!v) return false;
    out->push_back(*v);
  }
  return true;
}

bool dims_arg(Context& ctx, Value v, std::vector<int64_t>* out) {
  out->clear();
  if (v.is_null() || v.is_none()) return true;
  if (v.is_object() && (objects::is_tuple(ctx, v) || objects::is_list(ctx, v)))
    return int_sequence(ctx, v, "dim", out);
  auto d = int_arg(ctx, v, "dim");
  if (!d) return false;
  out->push_back(*d);
  return true;
}

bool str_arg(Context& ctx, Value v, const char* what, std::string_view* out) {
  if (v.is_object() && objects::is_str(ctx, v)) {
    *out = objects::as_str(v)->view();
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "%s must be str, not %s", what,
            objects::type_name(ctx, v));
  return false;
}

bool pair_arg(Context& ctx, Value v, const char* what, int64_t* a, int64_t* b) {
  if (v.is_object() && (objects::is_tuple(ctx, v) || objects::is_list(ctx, v))) {
    std::vector<int64_t> xs;
    if (!int_sequence(ctx, v, what, &xs)) return false;
    if (xs.size() == 1) xs.push_back(xs[0]);
    if (xs.size() != 2) {
      ctx.raise(ctx.builtins.exc_ValueError, "%s must be an int or a pair of ints", what);
      return false;
    }
    *a = xs[0];
    *b = xs[1];
    return true;
  }
  auto i = int_arg(ctx, v, what);
  if (!i) return false;
  *a = *b = *i;
  return true;
}

Value dtype_object(Context& ctx, ScalarType d) {
  return Value::object(state(ctx).dtypes[static_cast<int>(d)]);
}

Value device_object(Context& ctx, tensor::Device d) {
  MLState& s = state(ctx);
  if (d.index < 0) {
    if (d.type == tensor::DeviceType::CPU) return Value::object(s.cpu);
    if (d.type == tensor::DeviceType::CUDA) return Value::object(s.cuda);
    if (d.type == tensor::DeviceType::Metal) return Value::object(s.metal);
  }
  return Value::object(ctx.heap.make<DeviceObject>(ctx.builtins.device_type, d));
}

Value size_object(Context& ctx, const Shape& s) {
  std::vector<Value> items(s.size());
  for (size_t i = 0; i < s.size(); ++i) items[i] = Value::small_int(s[i]);
  return Value::object(ctx.heap.make<TupleObject>(state(ctx).size_type, std::move(items)));
}

Value scalar_value(const tensor::Scalar& s) {
  switch (s.kind()) {
    case tensor::Scalar::Kind::Bool: return Value::boolean(s.to<bool>());
    case tensor::Scalar::Kind::Int: return Value::small_int(s.to_int());
    case tensor::Scalar::Kind::Float: return Value::floating(s.to_double());
  }
  return Value::none();
}

Value tensor_list_value(Context& ctx, const std::vector<Tensor>& ts, bool as_tuple) {
  std::vector<Value> items;
  items.reserve(ts.size());
  for (const Tensor& t : ts) items.push_back(wrap(ctx, t));
  if (as_tuple) return objects::tuple_from(ctx, std::move(items));
  return Value::object(objects::list_new(ctx, std::move(items)));
}

template <class T>
static Value element_value(T x) {
  if constexpr (std::is_same_v<T, bool>) return Value::boolean(x);
  else if constexpr (::tp::tensor::is_float_v<T>) return Value::floating(static_cast<double>(x));
  else return Value::small_int(static_cast<int64_t>(x));
}

template <class T>
static Value nested_list(Context& ctx, const T* base, const Shape& sizes, const Shape& strides,
                         size_t dim) {
  int64_t n = sizes[dim];
  std::vector<Value> items(static_cast<size_t>(n));
  if (dim + 1 == sizes.size()) {
    for (int64_t i = 0; i < n; ++i) items[i] = element_value(base[i * strides[dim]]);
  } else {
    for (int64_t i = 0; i < n; ++i)
      items[i] = nested_list(ctx, base + i * strides[dim], sizes, strides, dim + 1);
  }
  return Value::object(objects::list_new(ctx, std::move(items)));
}

Value tolist_value(Context& ctx, const Tensor& t) {
  return guard(ctx, [&]() -> Value {
    if (t.dim() == 0) return scalar_value(t.item());
    return TP_DISPATCH_ALL(t.dtype(), "tolist", [&] {
      return nested_list(ctx, static_cast<const scalar_t*>(t.data_ptr()), t.sizes(), t.strides(), 0);
    });
  });
}

int find_kwarg(const CallArgs& call, const char* name) {
  if (call.kwnames == nullptr) return -1;
  const auto& names = call.kwnames->items;
  for (size_t i = 0; i < names.size(); ++i) {
    if (objects::as_str(names[i])->data == name) return static_cast<int>(call.nargs + i);
  }
  return -1;
}

}  // namespace tp::stdlib::ml
