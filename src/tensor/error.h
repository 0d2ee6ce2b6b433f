// Errors raised by the tensor library: tp::tensor::Error carries a Python exception kind
// and a message naming the op and the shapes. The ml bindings catch Error at the boundary
// and raise the Python exception of the same name (Note [Errors are values], docs/design.md).
#pragma once

#include <cstdint>
#include <exception>
#include <string>
#include <vector>

namespace tp::tensor {

// The one list of error kinds; each is also the Python exception's name.
#define TP_TENSOR_ERROR_KINDS(X) \
  X(ValueError)                  \
  X(TypeError)                   \
  X(IndexError)                  \
  X(RuntimeError)                \
  X(MemoryError)                 \
  X(NotImplementedError)

enum class ErrorKind : uint8_t {
#define TP_X(name) name,
  TP_TENSOR_ERROR_KINDS(TP_X)
#undef TP_X
};

// "ValueError", "IndexError", ...
const char* error_kind_name(ErrorKind kind);

class Error : public std::exception {
 public:
  Error(ErrorKind kind, std::string message) : kind_(kind), message_(std::move(message)) {}
  ErrorKind kind() const { return kind_; }
  const std::string& message() const { return message_; }
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  ErrorKind kind_;
  std::string message_;
};

// Throws Error(kind, message).
[[noreturn]] void fail(ErrorKind kind, const std::string& message);

// "[2, 3]": the format used in every shape message.
std::string shape_str(const std::vector<int64_t>& shape);

}  // namespace tp::tensor
