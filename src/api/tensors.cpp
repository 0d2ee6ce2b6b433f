// The C API's tensors (include/tensorpy/api.h, "Tensors without copies"): ml.Tensor objects
// over host memory (an external StorageImpl whose deleter calls the host's), and a
// tensor's buffer read in place.
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "api/api_internal.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"
#include "tensor/storage.h"
#include "tensor/tensor.h"
#include "vm/interpreter.h"

using namespace tp;
using tensor::ScalarType;

namespace {

// TPDType and ScalarType list the dtypes in the same order (tensor/dtype.h).
static_assert(static_cast<int>(ScalarType::Float32) == TP_DTYPE_FLOAT32);
static_assert(static_cast<int>(ScalarType::Float64) == TP_DTYPE_FLOAT64);
static_assert(static_cast<int>(ScalarType::Int64) == TP_DTYPE_INT64);
static_assert(static_cast<int>(ScalarType::Int32) == TP_DTYPE_INT32);
static_assert(static_cast<int>(ScalarType::UInt8) == TP_DTYPE_UINT8);
static_assert(static_cast<int>(ScalarType::Bool) == TP_DTYPE_BOOL);
static_assert(static_cast<int>(ScalarType::Int16) == TP_DTYPE_INT16);
static_assert(static_cast<int>(ScalarType::Int8) == TP_DTYPE_INT8);
static_assert(static_cast<int>(ScalarType::Float16) == TP_DTYPE_FLOAT16);
static_assert(static_cast<int>(ScalarType::BFloat16) == TP_DTYPE_BFLOAT16);

constexpr int kMaxDims = 64;

// ml must be loaded for ml.Tensor's type to exist.
bool ensure_ml(TPContext* c) {
  if (c->builtins.tensor_type != nullptr) return true;
  Value m = vm::import_module(*c, "ml");
  if (m.is_null()) return false;
  // Now that ml exists, count into it (the caller's ThreadBinding restores the previous).
  tensor::set_thread_byte_counter(stdlib::ml::state(*c).byte_counter);
  return true;
}

Value from_buffer(TPContext* c, void* data, TPDType dtype, int ndim, const int64_t* shape,
                  const int64_t* strides, TPDeleter deleter, void* user) {
  if (data == nullptr) return c->raise(c->builtins.exc_ValueError, "%s", "tpTensorFromBuffer: data is NULL");
  // A C caller may pass any int as the enum: read its bits, not the enum (UB when outside it).
  int code;
  static_assert(sizeof code == sizeof dtype);
  std::memcpy(&code, &dtype, sizeof code);
  if (code < 0 || code >= tensor::kNumScalarTypes)
    return c->raise(c->builtins.exc_ValueError, "tpTensorFromBuffer: unknown dtype %d", code);
  if (ndim < 0 || ndim > kMaxDims)
    return c->raise(c->builtins.exc_ValueError, "tpTensorFromBuffer: ndim %d is outside 0..%d", ndim, kMaxDims);
  if (ndim > 0 && shape == nullptr) return c->raise(c->builtins.exc_ValueError, "%s", "tpTensorFromBuffer: shape is NULL");
  if (!ensure_ml(c)) return Value::null();
  auto st = static_cast<ScalarType>(dtype);
  tensor::Shape sizes(shape, shape + ndim);
  for (int64_t s : sizes)
    if (s < 0) return c->raise(c->builtins.exc_ValueError, "tpTensorFromBuffer: negative size %lld", static_cast<long long>(s));
  tensor::Shape st_strides = strides ? tensor::Shape(strides, strides + ndim) : tensor::contiguous_strides(sizes);
  // The elements reached lie between element offsets lo..hi from `data` (strides may be
  // negative); the storage starts at the lowest.
  int64_t lo = 0, hi = 0;
  bool empty = false;
  for (int i = 0; i < ndim; ++i) {
    if (sizes[i] == 0) empty = true;
    __int128 span = static_cast<__int128>(sizes[i] - 1) * st_strides[i];
    if (span > (static_cast<__int128>(1) << 60) || span < -(static_cast<__int128>(1) << 60))
      return c->raise(c->builtins.exc_ValueError, "%s", "tpTensorFromBuffer: the buffer's extent overflows");
    if (span < 0) lo += static_cast<int64_t>(span);
    else hi += static_cast<int64_t>(span);
  }
  size_t es = tensor::element_size(st);
  size_t nbytes = empty ? 0 : static_cast<size_t>(hi - lo + 1) * es;
  char* base = static_cast<char*>(data) + lo * static_cast<int64_t>(es);
  std::function<void(void*)> del;
  if (deleter != nullptr) del = [deleter, data, user](void*) { deleter(data, user); };
  auto storage = tensor::make_ref<tensor::StorageImpl>(base, nbytes, std::move(del));
  tensor::Tensor t(tensor::make_ref<tensor::TensorImpl>(std::move(storage), std::move(sizes),
                                                        std::move(st_strides), -lo, st));
  return stdlib::ml::wrap(*c, std::move(t));
}

}  // namespace

extern "C" {

TPObject* tpTensorFromBuffer(TPContext* context, void* data, TPDType dtype, int ndim, const int64_t* shape,
                             const int64_t* strides, TPDeleter deleter, void* userData) {
  if (context == nullptr) return nullptr;
  return api::boundary(context, static_cast<TPObject*>(nullptr), [&]() -> TPObject* {
    Value v;
    try {
      v = from_buffer(context, data, dtype, ndim, shape, strides, deleter, userData);
    } catch (...) {
      v = stdlib::ml::raise_current_exception(*context);
    }
    return v.is_null() ? nullptr : api::new_handle(context, v);
  });
}

bool tpTensorGetView(TPObject* tensor, TPTensorView* out) {
  TPContext* c = api::context_of(tensor);
  if (c == nullptr || out == nullptr) return false;
  return api::boundary(c, false, [&] {
    if (c->builtins.tensor_type == nullptr || !stdlib::ml::is_tensor(*c, tensor->value)) {
      c->raise(c->builtins.exc_TypeError, "tpTensorGetView: expected an ml.Tensor, got '%s'",
               objects::type_name(*c, tensor->value));
      return false;
    }
    const tensor::Tensor& t = stdlib::ml::tensor_of(tensor->value);
    out->data = t.data_ptr();
    out->dtype = static_cast<TPDType>(t.dtype());
    out->ndim = static_cast<int>(t.sizes().size());
    out->shape = t.sizes().data();
    out->strides = t.strides().data();
    out->contiguous = t.is_contiguous();
    return true;
  });
}

}  // extern "C"
