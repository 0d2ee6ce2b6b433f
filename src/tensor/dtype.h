// Element types (ScalarType, PyTorch's name; `dtype` in Python), Python-style scalars and
// PyTorch's type-promotion rules.
//
// Note [Type promotion]
// As torch.result_type: operands are ranked by category bool < integral < floating.
// Tensors with dim > 0 promote among themselves by promote_types(). A 0-dim tensor or a
// Python scalar only changes the result when its category is higher than every
// dimensioned operand's: then a 0-dim tensor contributes its dtype and a Python scalar the
// category's default (int -> int64, float -> float32). So float32 tensor * 2.5 stays
// float32, int64 tensor * 2.5 becomes float32, uint8 tensor + 1000 stays uint8.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tensor/half.h"

namespace tp::tensor {

// The one dtype list: X(Enum, python_name, C type).
#define TP_DTYPES(X)          \
  X(Float32, float32, float)  \
  X(Float64, float64, double) \
  X(Int64, int64, int64_t)    \
  X(Int32, int32, int32_t)    \
  X(UInt8, uint8, uint8_t)    \
  X(Bool, bool, bool)         \
  X(Int16, int16, int16_t)    \
  X(Int8, int8, int8_t)       \
  X(Float16, float16, Half)   \
  X(BFloat16, bfloat16, BF16)

enum class ScalarType : uint8_t {
#define TP_X(e, n, c) e,
  TP_DTYPES(TP_X)
#undef TP_X
};
constexpr int kNumScalarTypes = 10;

constexpr ScalarType kDefaultFloat = ScalarType::Float32;

const char* dtype_name(ScalarType t);            // "float32"
// PyTorch's C++ ScalarType name ("Float", "Long", "Byte"): its error messages and the
// tensor type strings ("torch.FloatTensor") use it.
const char* scalar_type_name(ScalarType t);
size_t element_size(ScalarType t);               // bytes per element
bool is_floating(ScalarType t);                  // float16, bfloat16, float32, float64
bool is_integral(ScalarType t, bool include_bool);
std::optional<ScalarType> dtype_from_name(std::string_view name);  // "float32", "float", "long"...

// Maps a C++ element type to its ScalarType: scalar_type_of<float>() == Float32.
template <class T>
constexpr ScalarType scalar_type_of();
#define TP_X(e, n, c) \
  template <>         \
  constexpr ScalarType scalar_type_of<c>() { return ScalarType::e; }
TP_DTYPES(TP_X)
#undef TP_X

// Calls f(T{}) with T the C type of `t` (the switch every dtype-generic kernel uses).
#define TP_DISPATCH_ALL(t, NAME, ...)                                    \
  [&] {                                                                  \
    switch (t) {                                                         \
      case ::tp::tensor::ScalarType::Float32: { using scalar_t = float; return __VA_ARGS__(); }   \
      case ::tp::tensor::ScalarType::Float64: { using scalar_t = double; return __VA_ARGS__(); }  \
      case ::tp::tensor::ScalarType::Int64: { using scalar_t = int64_t; return __VA_ARGS__(); }   \
      case ::tp::tensor::ScalarType::Int32: { using scalar_t = int32_t; return __VA_ARGS__(); }   \
      case ::tp::tensor::ScalarType::UInt8: { using scalar_t = uint8_t; return __VA_ARGS__(); }   \
      case ::tp::tensor::ScalarType::Bool: { using scalar_t = bool; return __VA_ARGS__(); }       \
      case ::tp::tensor::ScalarType::Int16: { using scalar_t = int16_t; return __VA_ARGS__(); }   \
      case ::tp::tensor::ScalarType::Int8: { using scalar_t = int8_t; return __VA_ARGS__(); }     \
      case ::tp::tensor::ScalarType::Float16: { using scalar_t = ::tp::tensor::Half; return __VA_ARGS__(); }      \
      case ::tp::tensor::ScalarType::BFloat16: { using scalar_t = ::tp::tensor::BF16; return __VA_ARGS__(); } \
    }                                                                    \
    ::tp::tensor::fail(::tp::tensor::ErrorKind::TypeError, std::string(NAME) + ": bad dtype"); \
  }()
#define TP_DISPATCH_FLOAT(t, NAME, ...)                                  \
  [&] {                                                                  \
    switch (t) {                                                         \
      case ::tp::tensor::ScalarType::Float32: { using scalar_t = float; return __VA_ARGS__(); }   \
      case ::tp::tensor::ScalarType::Float64: { using scalar_t = double; return __VA_ARGS__(); }  \
      default: break;                                                    \
    }                                                                    \
    ::tp::tensor::fail(::tp::tensor::ErrorKind::TypeError, std::string(NAME) + \
                       ": expected a floating dtype, got " + ::tp::tensor::dtype_name(t)); \
  }()

// A Python number: bool, int (int64) or float (double).
class Scalar {
 public:
  enum class Kind : uint8_t { Bool, Int, Float };
  Scalar() : kind_(Kind::Int), i_(0) {}
  Scalar(bool b) : kind_(Kind::Bool), i_(b) {}
  Scalar(int v) : kind_(Kind::Int), i_(v) {}
  Scalar(int64_t v) : kind_(Kind::Int), i_(v) {}
  Scalar(double v) : kind_(Kind::Float), d_(v) {}
  Scalar(float v) : kind_(Kind::Float), d_(v) {}
  Kind kind() const { return kind_; }
  bool is_floating() const { return kind_ == Kind::Float; }
  bool is_integral() const { return kind_ == Kind::Int; }
  bool is_bool() const { return kind_ == Kind::Bool; }
  double to_double() const { return kind_ == Kind::Float ? d_ : static_cast<double>(i_); }
  int64_t to_int() const { return kind_ == Kind::Float ? static_cast<int64_t>(d_) : i_; }
  template <class T>
  T to() const {
    if constexpr (std::is_same_v<T, bool>) return kind_ == Kind::Float ? d_ != 0 : i_ != 0;
    else if constexpr (is_float_v<T>) return static_cast<T>(to_double());
    else return kind_ == Kind::Float ? static_cast<T>(d_) : static_cast<T>(i_);
  }
  // The dtype a 0-dim tensor made from this scalar gets: bool, int64 or float32 default.
  ScalarType default_dtype() const;
  std::string repr() const;

 private:
  Kind kind_;
  union {
    int64_t i_;
    double d_;
  };
};

// torch.promote_types: the smallest dtype both a and b convert to without losing category.
ScalarType promote_types(ScalarType a, ScalarType b);

// Accumulates operands for torch.result_type (Note [Type promotion]).
class ResultTypeState {
 public:
  void add_tensor(ScalarType t, bool zero_dim, bool wrapped_number);
  void add_scalar(const Scalar& s);
  ScalarType result() const;

 private:
  std::optional<ScalarType> dim_, zero_, wrapped_;
};

}  // namespace tp::tensor
