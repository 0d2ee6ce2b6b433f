// The array.array <-> ml.Tensor copies of array_tensor.h.
#include "stdlib/array_tensor.h"

#include <cstring>

#include "objects/util.h"
#include "stdlib/array_object.h"

namespace tp::stdlib {

using tensor::ScalarType;
using tensor::Tensor;

namespace {

template <class From, class To>
void widen(const void* src, void* dst, size_t n) {
  const auto* s = static_cast<const From*>(src);
  auto* d = static_cast<To*>(dst);
  for (size_t i = 0; i < n; ++i) d[i] = static_cast<To>(s[i]);
}

Value ml_to_array(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"/tensor"};
  Value a[1];
  if (!objects::parse_args(ctx, call, "to_array", kNames, 1, a)) return Value::null();
  if (!ml::is_tensor(ctx, a[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "to_array(): argument 'tensor' must be Tensor, not %s",
                     objects::type_name(ctx, a[0]));
  }
  Tensor t;
  char code = 0;
  Value r = ml::guard(ctx, [&] {
    Tensor src = tensor::detach(ml::tensor_of(a[0]));
    if (!src.device().is_cpu()) src = tensor::to(src, tensor::Device{});
    switch (src.dtype()) {
      case ScalarType::Float32: code = 'f'; break;
      case ScalarType::Float64: code = 'd'; break;
      case ScalarType::Int32: code = 'i'; break;
      case ScalarType::Int64: code = 'q'; break;
      case ScalarType::UInt8: code = 'B'; break;
      case ScalarType::Bool: code = 'B'; src = tensor::to(src, ScalarType::UInt8); break;
      case ScalarType::Int16: code = 'h'; break;
      case ScalarType::Int8: code = 'b'; break;
      case ScalarType::Float16:
      case ScalarType::BFloat16: code = 'f'; src = tensor::to(src, ScalarType::Float32); break;
    }
    t = tensor::contiguous(src);
    return Value::none();
  });
  if (r.is_null()) return r;
  return new_array(ctx, code, t.data_ptr(), static_cast<size_t>(t.numel()));
}

const objects::MethodDef interop_functions[] = {
    {"to_array", ml_to_array,
     "to_array(tensor, /) -> array.array: a flat copy of the values in row-major order; float32 'f', "
     "float64 'd', int32 'i', int64 'q', int16 'h', int8 'b', uint8 and bool 'B', float16 and bfloat16 as 'f'. ml.tensor(array) is the inverse (1-D)."},
    {}};

}  // namespace

bool tensor_from_array(Context& ctx, Value array, std::optional<ScalarType> dtype, Tensor* out) {
  ArrayObject* a = as_array(array);
  char code = a->typecode;
  ScalarType dt;
  switch (code) {
    case 'f': dt = ScalarType::Float32; break;
    case 'd': dt = ScalarType::Float64; break;
    case 'i': dt = ScalarType::Int32; break;
    case 'B': dt = ScalarType::UInt8; break;
    case 'l': case 'q': case 'b': case 'h': case 'H': case 'I': dt = ScalarType::Int64; break;
    default:
      ctx.raise(ctx.builtins.exc_TypeError, "tensor(): array.array of typecode '%c' is not supported "
                "(use f, d, i, l, q, B, b, h, H or I)", code);
      return false;
  }
  auto n = static_cast<int64_t>(a->length());
  const std::vector<uint8_t>& bytes = a->bytes;
  Value r = ml::guard(ctx, [&] {
    Tensor t = tensor::empty({n}, dt);
    size_t count = static_cast<size_t>(n);
    switch (code) {
      case 'b': widen<int8_t, int64_t>(bytes.data(), t.data_ptr(), count); break;
      case 'h': widen<int16_t, int64_t>(bytes.data(), t.data_ptr(), count); break;
      case 'H': widen<uint16_t, int64_t>(bytes.data(), t.data_ptr(), count); break;
      case 'I': widen<uint32_t, int64_t>(bytes.data(), t.data_ptr(), count); break;
      default: if (!bytes.empty()) std::memcpy(t.data_ptr(), bytes.data(), bytes.size()); break;
    }
    *out = dtype ? tensor::to(t, *dtype) : t;
    return Value::none();
  });
  return !r.is_null();
}

void init_array_interop(Context& ctx, ModuleObject* ml_module) {
  objects::add_functions(ctx, ml_module, interop_functions);
}

}  // namespace tp::stdlib
