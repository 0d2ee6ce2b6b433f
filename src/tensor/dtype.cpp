// The dtype table, scalar helpers and promotion rules (see dtype.h, Note [Type promotion]).
#include "tensor/dtype.h"

#include "tensor/error.h"

namespace tp::tensor {

namespace {
struct DtypeInfo {
  const char* name;
  size_t size;
};
constexpr DtypeInfo kInfo[] = {
#define TP_X(e, n, c) {#n, sizeof(c)},
    TP_DTYPES(TP_X)
#undef TP_X
};

int category(ScalarType t) {
  if (t == ScalarType::Bool) return 0;
  return is_floating(t) ? 2 : 1;
}
}  // namespace

const char* dtype_name(ScalarType t) { return kInfo[static_cast<int>(t)].name; }
const char* scalar_type_name(ScalarType t) {
  switch (t) {
    case ScalarType::Float32: return "Float";
    case ScalarType::Float64: return "Double";
    case ScalarType::Int64: return "Long";
    case ScalarType::Int32: return "Int";
    case ScalarType::UInt8: return "Byte";
    case ScalarType::Bool: return "Bool";
    case ScalarType::Int16: return "Short";
    case ScalarType::Int8: return "Char";
    case ScalarType::Float16: return "Half";
    case ScalarType::BFloat16: return "BFloat16";
  }
  return "?";
}
size_t element_size(ScalarType t) { return kInfo[static_cast<int>(t)].size; }
bool is_floating(ScalarType t) {
  return t == ScalarType::Float32 || t == ScalarType::Float64 || t == ScalarType::Float16 ||
         t == ScalarType::BFloat16;
}
bool is_integral(ScalarType t, bool include_bool) {
  if (t == ScalarType::Bool) return include_bool;
  return !is_floating(t);
}

std::optional<ScalarType> dtype_from_name(std::string_view name) {
#define TP_X(e, n, c) \
  if (name == #n) return ScalarType::e;
  TP_DTYPES(TP_X)
#undef TP_X
  if (name == "float") return ScalarType::Float32;
  if (name == "double") return ScalarType::Float64;
  if (name == "long") return ScalarType::Int64;
  if (name == "int") return ScalarType::Int32;
  if (name == "half") return ScalarType::Float16;
  if (name == "short") return ScalarType::Int16;
  return std::nullopt;
}

ScalarType Scalar::default_dtype() const {
  switch (kind_) {
    case Kind::Bool: return ScalarType::Bool;
    case Kind::Int: return ScalarType::Int64;
    case Kind::Float: return kDefaultFloat;
  }
  return kDefaultFloat;
}

std::string Scalar::repr() const {
  switch (kind_) {
    case Kind::Bool: return i_ ? "True" : "False";
    case Kind::Int: return std::to_string(i_);
    case Kind::Float: return std::to_string(d_);
  }
  return "?";
}

ScalarType promote_types(ScalarType a, ScalarType b) {
  // As torch.promote_types: bool < integers < floats. Among floats the wider wins, and
  // float16 with bfloat16 gives float32 (neither holds the other). Among integers the
  // wider wins, and uint8 with int8 gives int16 (the smallest type holding both ranges).
  using S = ScalarType;
  if (a == b) return a;
  if (a == S::Bool) return b;
  if (b == S::Bool) return a;
  auto frank = [](S t) { return t == S::Float64 ? 3 : t == S::Float32 ? 2 : 1; };
  if (is_floating(a) && is_floating(b)) {
    if (frank(a) == 1 && frank(b) == 1) return S::Float32;  // float16 with bfloat16
    return frank(a) >= frank(b) ? a : b;
  }
  if (is_floating(a)) return a;
  if (is_floating(b)) return b;
  auto irank = [](S t) {
    switch (t) {
      case S::UInt8: case S::Int8: return 1;
      case S::Int16: return 2;
      case S::Int32: return 3;
      default: return 4;
    }
  };
  if ((a == S::UInt8 && b == S::Int8) || (a == S::Int8 && b == S::UInt8)) return S::Int16;
  return irank(a) >= irank(b) ? a : b;
}

void ResultTypeState::add_tensor(ScalarType t, bool zero_dim, bool wrapped_number) {
  if (wrapped_number && is_floating(t)) t = kDefaultFloat;  // a Python float: its category's default
  auto& slot = wrapped_number ? wrapped_ : zero_dim ? zero_ : dim_;
  slot = slot ? promote_types(*slot, t) : t;
}

void ResultTypeState::add_scalar(const Scalar& s) { add_tensor(s.default_dtype(), true, true); }

ScalarType ResultTypeState::result() const {
  // Combine dimensioned with zero-dim, then with wrapped numbers, each step letting the
  // lower-priority operand win only when its category is higher.
  auto combine = [](std::optional<ScalarType> high, std::optional<ScalarType> low) {
    if (!high) return low;
    if (!low) return high;
    if (category(*low) > category(*high)) return low;
    return high;
  };
  auto r = combine(combine(dim_, zero_), wrapped_);
  return r ? *r : kDefaultFloat;
}

}  // namespace tp::tensor
