// Half (IEEE 754 binary16, torch.float16) and BF16 (bfloat16, the upper half of a binary32,
// torch.bfloat16): 2-byte storage types for tensors.
//
// Note [Half-precision storage]
// A Half or BFloat16 element is stored in 16 bits and computed in float: it converts
// implicitly to float, and is constructed (implicitly) from a float with round-to-nearest-
// even. So a generic kernel instantiated for Half evaluates `x * y` in float and rounds the
// result once when it stores it, which is what PyTorch's CPU kernels do for these types
// (they upcast to float per element). A double converts through float (double -> float ->
// half), as c10::Half's constructor does, so conversions round exactly as PyTorch's.
// Kernels test "floating" with tp::tensor::is_float_v<T>, which includes both types
// (std::is_floating_point_v does not).
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace tp::tensor {

// binary32 -> binary16 bits, round to nearest even; overflow gives inf, NaN stays NaN.
inline uint16_t float_to_half_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t absx = x & 0x7fffffffu;
  if (absx >= 0x7f800000u) {  // inf or NaN
    return static_cast<uint16_t>(sign | 0x7c00u | (absx > 0x7f800000u ? 0x200u | ((absx >> 13) & 0x3ffu) : 0u));
  }
  if (absx >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // rounds to >= 65520: inf
  if (absx < 0x38800000u) {  // below the smallest normal half (2^-14): subnormal or zero
    if (absx < 0x33000000u) return static_cast<uint16_t>(sign);  // < 2^-25 rounds to 0 (ties too)
    uint32_t exp = absx >> 23;
    uint32_t mant = (absx & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - exp;  // 14 - (exp - 127) + 13 - 1 ... value = mant * 2^(exp-150)
    // half subnormal unit is 2^-24: result = mant * 2^(exp-150+24) = mant >> (126 - exp)
    uint32_t q = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (q & 1u))) ++q;
    return static_cast<uint16_t>(sign | q);
  }
  // normal: rebias the exponent (127 -> 15) and round the mantissa from 23 to 10 bits
  uint32_t r = absx - 0x38000000u;  // exponent - 112
  uint32_t q = r >> 13;
  uint32_t rem = r & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (q & 1u))) ++q;  // a carry into the exponent is right
  return static_cast<uint16_t>(sign | q);
}

inline float half_bits_to_float(uint16_t h) {
  uint32_t sign = (static_cast<uint32_t>(h) & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t x;
  if (exp == 0x1fu) {
    x = sign | 0x7f800000u | (mant << 13);
  } else if (exp != 0) {
    x = sign | ((exp + 112u) << 23) | (mant << 13);
  } else if (mant == 0) {
    x = sign;
  } else {  // subnormal: normalise
    int e = -1;
    do { mant <<= 1; ++e; } while ((mant & 0x400u) == 0);
    x = sign | (static_cast<uint32_t>(112 - e) << 23) | ((mant & 0x3ffu) << 13);
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

// binary32 -> bfloat16 bits, round to nearest even; NaN stays a quiet NaN.
inline uint16_t float_to_bfloat16_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((x >> 16) | 0x40u);
  uint32_t rounding = 0x7fffu + ((x >> 16) & 1u);
  return static_cast<uint16_t>((x + rounding) >> 16);
}

inline float bfloat16_bits_to_float(uint16_t b) {
  uint32_t x = static_cast<uint32_t>(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

// The two types share their shape; Tag picks the conversion (Note [Half-precision storage]).
template <bool kBrain>
struct Float16Base {
  uint16_t bits = 0;
  Float16Base() = default;
  Float16Base(float f) : bits(kBrain ? float_to_bfloat16_bits(f) : float_to_half_bits(f)) {}
  operator float() const { return kBrain ? bfloat16_bits_to_float(bits) : half_bits_to_float(bits); }
  static Float16Base from_bits(uint16_t b) {
    Float16Base h;
    h.bits = b;
    return h;
  }
  Float16Base& operator+=(float o) { return *this = Float16Base(float(*this) + o); }
  Float16Base& operator-=(float o) { return *this = Float16Base(float(*this) - o); }
  Float16Base& operator*=(float o) { return *this = Float16Base(float(*this) * o); }
  Float16Base& operator/=(float o) { return *this = Float16Base(float(*this) / o); }
};
using Half = Float16Base<false>;
using BF16 = Float16Base<true>;

// Floating element types: float, double, Half, BF16.
template <class T>
inline constexpr bool is_float_v =
    std::is_floating_point_v<T> || std::is_same_v<T, Half> || std::is_same_v<T, BF16>;

}  // namespace tp::tensor

namespace std {
template <bool kBrain>
class numeric_limits<tp::tensor::Float16Base<kBrain>> {
  using T = tp::tensor::Float16Base<kBrain>;

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr int digits = kBrain ? 8 : 11;
  static T min() { return T::from_bits(kBrain ? 0x0080 : 0x0400); }
  static T max() { return T::from_bits(kBrain ? 0x7f7f : 0x7bff); }
  static T lowest() { return T::from_bits(kBrain ? 0xff7f : 0xfbff); }
  static T epsilon() { return T::from_bits(kBrain ? 0x3c00 : 0x1400); }
  static T infinity() { return T::from_bits(kBrain ? 0x7f80 : 0x7c00); }
  static T quiet_NaN() { return T::from_bits(kBrain ? 0x7fc0 : 0x7e00); }
};
}  // namespace std
