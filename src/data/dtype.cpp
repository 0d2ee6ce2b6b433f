// Tables derived from TP_DATA_DTYPES (see dtype.h).
#include "data/dtype.h"

namespace tp::data {

namespace {
struct DTypeInfo {
  size_t size;
  std::string_view safetensors_name;
  std::string_view name;
};
constexpr DTypeInfo kInfo[] = {
#define TP_DATA_INFO(name, size, st, torch) {size, st, torch},
    TP_DATA_DTYPES(TP_DATA_INFO)
#undef TP_DATA_INFO
};
constexpr DType kAll[] = {
#define TP_DATA_ALL(name, size, st, torch) DType::name,
    TP_DATA_DTYPES(TP_DATA_ALL)
#undef TP_DATA_ALL
};
}  // namespace

size_t dtype_size(DType dtype) { return kInfo[static_cast<size_t>(dtype)].size; }
std::string_view dtype_safetensors_name(DType dtype) {
  return kInfo[static_cast<size_t>(dtype)].safetensors_name;
}
std::string_view dtype_name(DType dtype) { return kInfo[static_cast<size_t>(dtype)].name; }

std::optional<DType> dtype_from_safetensors_name(std::string_view name) {
  for (DType d : kAll) {
    if (dtype_safetensors_name(d) == name) return d;
  }
  return std::nullopt;
}

std::optional<DType> dtype_from_name(std::string_view name) {
  for (DType d : kAll) {
    if (dtype_name(d) == name) return d;
  }
  return std::nullopt;
}

std::optional<int64_t> shape_numel(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return std::nullopt;
    if (d != 0 && n > INT64_MAX / d) return std::nullopt;
    n *= d;
  }
  return n;
}

}  // namespace tp::data
