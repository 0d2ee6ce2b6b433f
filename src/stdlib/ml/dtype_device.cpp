// ml.dtype and ml.device: the element-type and device objects (one singleton per dtype,
// ml.cpu/ml.cuda/ml.metal), their constructors from names, repr ("ml.float32",
// "device(type='cpu')"), ==, hash, and the availability queries ml.metal_available(),
// ml.cuda_available() and ml.cuda.is_available().
#include <cstdio>

#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::GetSetDef;
using objects::MethodDef;

static ScalarType dtype_of(Value v) { return static_cast<DTypeObject*>(v.as_object())->dtype; }
static tensor::Device device_of(Value v) { return static_cast<DeviceObject*>(v.as_object())->device; }

// ml.dtype("float32") -> ml.float32 (also the aliases "float", "double", "long", "int").
static Value dtype_new(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/name"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "dtype", kNames, 1, a))
    return Value::null();
  ScalarType d;
  if (is_dtype(ctx, a[0])) return a[0];
  if (!objects::is_str(ctx, a[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "dtype() argument must be str, not %s",
                     objects::type_name(ctx, a[0]));
  }
  auto found = tensor::dtype_from_name(objects::as_str(a[0])->view());
  if (!found) {
    return ctx.raise(ctx.builtins.exc_TypeError, "unknown dtype '%s'",
                     objects::as_str(a[0])->data.c_str());
  }
  d = *found;
  return dtype_object(ctx, d);
}

static Value dtype_repr(Context& ctx, const CallArgs& call) {
  return objects::str_from(ctx, print_options().prefix + "." + tensor::dtype_name(dtype_of(call.args[0])));
}

static Value dtype_eq(Context& ctx, const CallArgs& call) {
  Value o = call.args[1];
  if (is_dtype(ctx, o)) return Value::boolean(dtype_of(call.args[0]) == dtype_of(o));
  if (o.is_object() && objects::is_str(ctx, o)) {
    auto d = tensor::dtype_from_name(objects::as_str(o)->view());
    return Value::boolean(d && *d == dtype_of(call.args[0]));
  }
  return ctx.builtins.not_implemented;
}

static Value dtype_ne(Context& ctx, const CallArgs& call) {
  Value r = dtype_eq(ctx, call);
  if (r.is_bool()) return Value::boolean(!r.as_bool());
  return r;
}

static Value dtype_hash(Context&, const CallArgs& call) {
  return Value::small_int(0x5eed + static_cast<int64_t>(dtype_of(call.args[0])));
}

static Value dtype_name_get(Context& ctx, Value self) {
  return objects::str_from(ctx, tensor::dtype_name(dtype_of(self)));
}
static Value dtype_is_floating(Context&, Value self) {
  return Value::boolean(tensor::is_floating(dtype_of(self)));
}
static Value dtype_is_signed(Context&, Value self) {
  ScalarType d = dtype_of(self);
  return Value::boolean(d != ScalarType::UInt8 && d != ScalarType::Bool);
}
static Value dtype_itemsize(Context&, Value self) {
  return Value::small_int(static_cast<int64_t>(tensor::element_size(dtype_of(self))));
}

// ml.device("cpu"), ml.device("cuda", 0), ml.device("cuda:1").
static Value device_new(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"type", "index"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "device", kNames, 1, a))
    return Value::null();
  if (is_device(ctx, a[0])) return a[0];
  tensor::Device d;
  if (!device_arg(ctx, a[0], &d)) return Value::null();
  if (!a[1].is_null() && !a[1].is_none()) {
    auto i = int_arg(ctx, a[1], "index");
    if (!i) return Value::null();
    if (d.index >= 0) {
      return ctx.raise(ctx.builtins.exc_RuntimeError,
                       "type (string) must not include an index because index was passed explicitly");
    }
    d.index = static_cast<int>(*i);
  }
  return device_object(ctx, d);
}

static Value device_repr(Context& ctx, const CallArgs& call) {
  tensor::Device d = device_of(call.args[0]);
  std::string s = std::string("device(type='") + tensor::device_type_name(d.type) + "'";
  if (d.index >= 0) s += ", index=" + std::to_string(d.index);
  return objects::str_from(ctx, s + ")");
}

static Value device_str(Context& ctx, const CallArgs& call) {
  return objects::str_from(ctx, device_of(call.args[0]).name());
}

static Value device_eq(Context& ctx, const CallArgs& call) {
  Value o = call.args[1];
  if (is_device(ctx, o)) return Value::boolean(device_of(call.args[0]) == device_of(o));
  if (o.is_object() && objects::is_str(ctx, o)) {
    auto d = tensor::device_from_name(objects::as_str(o)->view());
    return Value::boolean(d && *d == device_of(call.args[0]));
  }
  return ctx.builtins.not_implemented;
}

static Value device_ne(Context& ctx, const CallArgs& call) {
  Value r = device_eq(ctx, call);
  if (r.is_bool()) return Value::boolean(!r.as_bool());
  return r;
}

static Value device_hash(Context&, const CallArgs& call) {
  tensor::Device d = device_of(call.args[0]);
  return Value::small_int(0xdefe * 16 + static_cast<int64_t>(d.type) * 1024 + d.index);
}

static Value device_name_get(Context& ctx, Value self) {
  return objects::str_from(ctx, device_of(self).name());
}
static Value device_type_get(Context& ctx, Value self) {
  return objects::str_from(ctx, tensor::device_type_name(device_of(self).type));
}
static Value device_index_get(Context&, Value self) {
  int i = device_of(self).index;
  return i < 0 ? Value::none() : Value::small_int(i);
}

static Value metal_available(Context&, const CallArgs&) {
  return Value::boolean(tensor::device_available(tensor::DeviceType::Metal));
}
static Value cuda_available(Context&, const CallArgs&) {
  return Value::boolean(tensor::device_available(tensor::DeviceType::CUDA));
}
static Value cuda_device_count(Context&, const CallArgs&) {
  return Value::small_int(tensor::device_available(tensor::DeviceType::CUDA) ? 1 : 0);
}

static const MethodDef dtype_static[] = {
    {"__new__", dtype_new, "dtype(name): the dtype named 'float32', 'int64', ... (TypeError if unknown)"},
    {}};
static const MethodDef dtype_methods[] = {
    {"__repr__", dtype_repr, nullptr}, {"__eq__", dtype_eq, nullptr},
    {"__ne__", dtype_ne, nullptr},     {"__hash__", dtype_hash, nullptr}, {}};
static const GetSetDef dtype_getsets[] = {
    {"name", dtype_name_get, nullptr, "'float32', 'int64', ..."},
    {"is_floating_point", dtype_is_floating, nullptr, "True for float16, bfloat16, float32, float64"},
    {"is_signed", dtype_is_signed, nullptr, "False for uint8 and bool"},
    {"itemsize", dtype_itemsize, nullptr, "bytes per element"},
    {}};
static const MethodDef device_static[] = {
    {"__new__", device_new,
     "device(type, index=None): 'cpu', 'cuda', 'cuda:0', 'metal' (RuntimeError otherwise)"},
    {}};
static const MethodDef device_methods[] = {
    {"__repr__", device_repr, nullptr}, {"__str__", device_str, nullptr},
    {"__eq__", device_eq, nullptr},     {"__ne__", device_ne, nullptr},
    {"__hash__", device_hash, nullptr}, {}};
static const GetSetDef device_getsets[] = {
    {"name", device_name_get, nullptr, "'cpu', 'cuda:0', ..."},
    {"type", device_type_get, nullptr, "'cpu', 'cuda' or 'metal'"},
    {"index", device_index_get, nullptr, "device index or None"},
    {}};
static const MethodDef availability_functions[] = {
    {"metal_available", metal_available, "metal_available() -> bool: False in this build"},
    {"cuda_available", cuda_available, "cuda_available() -> bool: False in this build"},
    {}};
static const MethodDef cuda_functions[] = {
    {"is_available", cuda_available, "is_available() -> bool (as torch.cuda.is_available)"},
    {"device_count", cuda_device_count, "device_count() -> int"},
    {}};

void init_dtype_device(Context& ctx, ModuleObject* m) {
  auto& B = ctx.builtins;
  MLState& s = state(ctx);
  B.dtype_type = objects::new_native_type(ctx, "dtype", B.object_type, nullptr);
  objects::set_type_attr(ctx, B.dtype_type, "__module__", objects::str_from(ctx, "ml"));
  objects::add_static_methods(ctx, B.dtype_type, dtype_static);
  objects::add_methods(ctx, B.dtype_type, dtype_methods);
  objects::add_getsets(ctx, B.dtype_type, dtype_getsets);
  objects::set_module_attr(ctx, m, "dtype", Value::object(B.dtype_type));
#define TP_X(e, n, c)                                                                   \
  s.dtypes[static_cast<int>(ScalarType::e)] = ctx.heap.make<DTypeObject>(B.dtype_type, ScalarType::e); \
  objects::set_module_attr(ctx, m, #n, Value::object(s.dtypes[static_cast<int>(ScalarType::e)]));
  TP_DTYPES(TP_X)
#undef TP_X
  // torch's aliases.
  objects::set_module_attr(ctx, m, "float", dtype_object(ctx, ScalarType::Float32));
  objects::set_module_attr(ctx, m, "double", dtype_object(ctx, ScalarType::Float64));
  objects::set_module_attr(ctx, m, "long", dtype_object(ctx, ScalarType::Int64));
  objects::set_module_attr(ctx, m, "int", dtype_object(ctx, ScalarType::Int32));

  B.device_type = objects::new_native_type(ctx, "device", B.object_type, nullptr);
  objects::set_type_attr(ctx, B.device_type, "__module__", objects::str_from(ctx, "ml"));
  objects::add_static_methods(ctx, B.device_type, device_static);
  objects::add_methods(ctx, B.device_type, device_methods);
  objects::add_getsets(ctx, B.device_type, device_getsets);
  objects::set_module_attr(ctx, m, "device", Value::object(B.device_type));
  s.cpu = ctx.heap.make<DeviceObject>(B.device_type, tensor::kCPU);
  s.cuda = ctx.heap.make<DeviceObject>(B.device_type, tensor::Device{tensor::DeviceType::CUDA, -1});
  s.metal = ctx.heap.make<DeviceObject>(B.device_type, tensor::Device{tensor::DeviceType::Metal, -1});
  objects::set_module_attr(ctx, m, "cpu", Value::object(s.cpu));
  objects::set_module_attr(ctx, m, "metal", Value::object(s.metal));
  objects::add_functions(ctx, m, availability_functions);

  // ml.cuda: a small namespace module (torch.cuda.is_available()).
  ModuleObject* cuda = objects::new_module(ctx, "ml.cuda");
  objects::add_functions(ctx, cuda, cuda_functions);
  objects::set_module_attr(ctx, cuda, "device", Value::object(s.cuda));
  objects::set_module_attr(ctx, m, "cuda", Value::object(cuda));
}

}  // namespace tp::stdlib::ml
