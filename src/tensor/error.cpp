// Error kinds' names and the shape formatter used in messages (see error.h).
#include "tensor/error.h"

namespace tp::tensor {

const char* error_kind_name(ErrorKind kind) {
  switch (kind) {
#define TP_X(name) \
  case ErrorKind::name: return #name;
    TP_TENSOR_ERROR_KINDS(TP_X)
#undef TP_X
  }
  return "RuntimeError";
}

void fail(ErrorKind kind, const std::string& message) { throw Error(kind, message); }

std::string shape_str(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  return s + "]";
}

}  // namespace tp::tensor
