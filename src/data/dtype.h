// The element types the data readers produce, and RawTensor / TensorView: the plain
// structs through which tensors leave and enter src/data without depending on
// tp::tensor (the ml bindings copy or adopt the bytes into a Tensor).
// The dtype list is defined once, in TP_DATA_DTYPES, and every table derives from it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tp::data {

// X(enum name, item size in bytes, safetensors name, numpy/torch-style name)
// I8 and I16 appear only in IDX files; F16/BF16 are never produced (safetensors
// converts them to F32 on read).
#define TP_DATA_DTYPES(X)            \
  X(F32, 4, "F32", "float32")        \
  X(F64, 8, "F64", "float64")        \
  X(I64, 8, "I64", "int64")          \
  X(I32, 4, "I32", "int32")          \
  X(I16, 2, "I16", "int16")          \
  X(I8, 1, "I8", "int8")             \
  X(U8, 1, "U8", "uint8")            \
  X(BOOL, 1, "BOOL", "bool")

enum class DType : uint8_t {
#define TP_DATA_ENUM(name, size, st, torch) name,
  TP_DATA_DTYPES(TP_DATA_ENUM)
#undef TP_DATA_ENUM
};

// Bytes per element.
size_t dtype_size(DType dtype);
// "F32", "I64", ... as in safetensors headers.
std::string_view dtype_safetensors_name(DType dtype);
// "float32", "int64", ... as in PyTorch and the JSON checkpoint format.
std::string_view dtype_name(DType dtype);
// Inverse lookups; std::nullopt for an unknown name.
std::optional<DType> dtype_from_safetensors_name(std::string_view name);
std::optional<DType> dtype_from_name(std::string_view name);

// Product of the dims (1 for a scalar); std::nullopt when a dim is negative or the
// product overflows int64.
std::optional<int64_t> shape_numel(const std::vector<int64_t>& shape);

// An owned, contiguous, row-major tensor in native (little-endian) byte order.
// INVARIANT: bytes.size() == numel(shape) * dtype_size(dtype).
struct RawTensor {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes;

  int64_t numel() const { return static_cast<int64_t>(bytes.size() / dtype_size(dtype)); }
  // The elements as T (the caller checks dtype first).
  template <typename T>
  const T* data_as() const { return reinterpret_cast<const T*>(bytes.data()); }
};

// A borrowed tensor for the writers: contiguous, row-major, native byte order.
// nbytes must equal numel(shape) * dtype_size(dtype).
struct TensorView {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  const void* data = nullptr;
  size_t nbytes = 0;
};

}  // namespace tp::data
