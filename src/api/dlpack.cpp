// The C API's DLPack exchange (include/tensorpy/api.h: tpTensorFromDLPack,
// tpTensorToDLPack): tensors handed to and taken from other frameworks without copies, in
// the ecosystem's convention (Debian libdlpack-dev, dlpack.h version 0.6; bool uses the code
// 6 that later versions name kDLBool).
//
// Note [DLPack ownership]
// Import: the managed tensor's memory becomes an external StorageImpl whose deleter calls
// the producer's `deleter(managed)` once no TensorPy tensor uses it. Export: a DLManagedTensor
// allocated with the shape and strides it points to and a tensor::Tensor (refcounted, not a
// GC object) that keeps the storage alive; its deleter frees all that, from any thread and
// even after the context is gone (the storage outlives its context safely, see MLState's
// byte_counter in stdlib/ml/ml_internal.h).
#include <dlpack/dlpack.h>

#include <cstdint>
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

constexpr uint8_t kBoolCode = 6;  // kDLBool in DLPack >= 0.8
constexpr uint8_t kBfloatCode = 4;  // kDLBfloat

bool to_scalar_type(DLDataType t, ScalarType* out) {
  if (t.lanes != 1) return false;
  if (t.code == kDLFloat && t.bits == 32) *out = ScalarType::Float32;
  else if (t.code == kDLFloat && t.bits == 64) *out = ScalarType::Float64;
  else if (t.code == kDLInt && t.bits == 64) *out = ScalarType::Int64;
  else if (t.code == kDLInt && t.bits == 32) *out = ScalarType::Int32;
  else if (t.code == kDLUInt && t.bits == 8) *out = ScalarType::UInt8;
  else if (t.code == kBoolCode && t.bits == 8) *out = ScalarType::Bool;
  else if (t.code == kDLInt && t.bits == 16) *out = ScalarType::Int16;
  else if (t.code == kDLInt && t.bits == 8) *out = ScalarType::Int8;
  else if (t.code == kDLFloat && t.bits == 16) *out = ScalarType::Float16;
  else if (t.code == kBfloatCode && t.bits == 16) *out = ScalarType::BFloat16;
  else return false;
  return true;
}

DLDataType to_dl_type(ScalarType s) {
  switch (s) {
    case ScalarType::Float32: return {kDLFloat, 32, 1};
    case ScalarType::Float64: return {kDLFloat, 64, 1};
    case ScalarType::Int64: return {kDLInt, 64, 1};
    case ScalarType::Int32: return {kDLInt, 32, 1};
    case ScalarType::UInt8: return {kDLUInt, 8, 1};
    case ScalarType::Bool: return {kBoolCode, 8, 1};
    case ScalarType::Int16: return {kDLInt, 16, 1};
    case ScalarType::Int8: return {kDLInt, 8, 1};
    case ScalarType::Float16: return {kDLFloat, 16, 1};
    case ScalarType::BFloat16: return {kBfloatCode, 16, 1};
  }
  return {kDLFloat, 32, 1};
}

struct Exported {
  DLManagedTensor managed;
  tensor::Tensor tensor;  // keeps the storage alive
  std::vector<int64_t> shape, strides;
};

void delete_exported(DLManagedTensor* self) { delete static_cast<Exported*>(self->manager_ctx); }

// *owned turns true once a storage owns `m` (its deleter then runs with the storage).
Value import_managed(TPContext* c, DLManagedTensor* m, bool* owned) {
  const DLTensor& t = m->dl_tensor;
  if (t.device.device_type != kDLCPU)
    return c->raise(c->builtins.exc_ValueError, "tpTensorFromDLPack: device type %d is not the CPU (1)",
                    static_cast<int>(t.device.device_type));
  ScalarType st;
  if (!to_scalar_type(t.dtype, &st))
    return c->raise(c->builtins.exc_TypeError, "tpTensorFromDLPack: unsupported dtype (code %u, bits %u, lanes %u)",
                    t.dtype.code, t.dtype.bits, t.dtype.lanes);
  if (t.ndim < 0 || t.ndim > 64 || (t.ndim > 0 && t.shape == nullptr))
    return c->raise(c->builtins.exc_ValueError, "tpTensorFromDLPack: bad ndim %d or shape", t.ndim);
  if (t.data == nullptr && t.ndim > 0)
    return c->raise(c->builtins.exc_ValueError, "%s", "tpTensorFromDLPack: data is NULL");
  if (c->builtins.tensor_type == nullptr) {
    if (vm::import_module(*c, "ml").is_null()) return Value::null();
    tensor::set_thread_byte_counter(stdlib::ml::state(*c).byte_counter);
  }
  tensor::Shape sizes(t.shape, t.shape + t.ndim);
  tensor::Shape strides = t.strides ? tensor::Shape(t.strides, t.strides + t.ndim) : tensor::contiguous_strides(sizes);
  int64_t lo = 0, hi = 0;
  bool empty = false;
  for (int i = 0; i < t.ndim; ++i) {
    if (sizes[i] < 0) return c->raise(c->builtins.exc_ValueError, "%s", "tpTensorFromDLPack: negative size");
    if (sizes[i] == 0) empty = true;
    int64_t span = (sizes[i] - 1) * strides[i];
    (span < 0 ? lo : hi) += span;
  }
  size_t es = tensor::element_size(st);
  char* first = static_cast<char*>(t.data) + t.byte_offset;
  char* base = first + lo * static_cast<int64_t>(es);
  size_t nbytes = empty ? 0 : static_cast<size_t>(hi - lo + 1) * es;
  auto storage = tensor::make_ref<tensor::StorageImpl>(base, nbytes, [m](void*) {
    if (m->deleter) m->deleter(m);
  });
  *owned = true;
  tensor::Tensor tt(tensor::make_ref<tensor::TensorImpl>(std::move(storage), std::move(sizes), std::move(strides), -lo, st));
  return stdlib::ml::wrap(*c, std::move(tt));
}

}  // namespace

extern "C" {

TPObject* tpTensorFromDLPack(TPContext* context, struct DLManagedTensor* managed) {
  bool owned = false;
  if (context == nullptr) {
    if (managed != nullptr && managed->deleter != nullptr) managed->deleter(managed);
    return nullptr;
  }
  TPObject* r = api::boundary(context, static_cast<TPObject*>(nullptr), [&]() -> TPObject* {
    if (managed == nullptr) {
      context->raise(context->builtins.exc_ValueError, "%s", "tpTensorFromDLPack: managed is NULL");
      return nullptr;
    }
    Value v;
    try {
      v = import_managed(context, managed, &owned);
    } catch (...) {
      v = stdlib::ml::raise_current_exception(*context);
    }
    return v.is_null() ? nullptr : api::new_handle(context, v);
  });
  // A failed import hands the memory back at once (after a storage took it, it did).
  if (r == nullptr && !owned && managed != nullptr && managed->deleter != nullptr) managed->deleter(managed);
  return r;
}

struct DLManagedTensor* tpTensorToDLPack(TPObject* tensor) {
  TPContext* c = api::context_of(tensor);
  if (c == nullptr) return nullptr;
  return api::boundary(c, static_cast<DLManagedTensor*>(nullptr), [&]() -> DLManagedTensor* {
    if (c->builtins.tensor_type == nullptr || !stdlib::ml::is_tensor(*c, tensor->value)) {
      c->raise(c->builtins.exc_TypeError, "tpTensorToDLPack: expected an ml.Tensor, got '%s'",
               objects::type_name(*c, tensor->value));
      return nullptr;
    }
    auto* e = new Exported();
    e->tensor = stdlib::ml::tensor_of(tensor->value);
    e->shape = e->tensor.sizes();
    e->strides = e->tensor.strides();
    DLTensor& t = e->managed.dl_tensor;
    t.data = e->tensor.data_ptr();
    t.device = {kDLCPU, 0};
    t.ndim = static_cast<int>(e->shape.size());
    t.dtype = to_dl_type(e->tensor.dtype());
    t.shape = e->shape.data();
    t.strides = e->strides.data();
    t.byte_offset = 0;
    e->managed.manager_ctx = e;
    e->managed.deleter = delete_exported;
    return &e->managed;
  });
}

}  // extern "C"
