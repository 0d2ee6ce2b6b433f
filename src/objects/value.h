// Value: the one representation of a TensorPy value, passed by value everywhere.
//
// A 16-byte tagged union (see Note [Value representation] in docs/design.md): small ints
// (int64) and floats are unboxed; None and bools are immediates; everything else is a
// pointer to a GC-managed Object. Ints that overflow int64 become IntObject (GMP) on the
// heap; arithmetic normalises results back to the small form whenever they fit, so an int
// value has exactly one representation for a given number.
//
// The Null tag is not a Python value: a function returning Value returns Null to say "an
// exception is pending in the Context" (see Context::raise), and frames use it for unbound
// locals. It never escapes to Python code.
#pragma once

#include <cstdint>
#include <cstring>

namespace tp {

class Object;

class Value {
 public:
  enum class Tag : uint8_t { Null, None, Bool, Int, Float, Object };

  constexpr Value() : tag_(Tag::Null), bits_(0) {}

  static constexpr Value null() { return Value(); }
  static constexpr Value none() { return Value(Tag::None, 0); }
  static constexpr Value boolean(bool b) { return Value(Tag::Bool, b ? 1u : 0u); }
  static constexpr Value small_int(int64_t i) { return Value(Tag::Int, static_cast<uint64_t>(i)); }
  static Value floating(double d) {
    uint64_t u;
    std::memcpy(&u, &d, sizeof d);
    return Value(Tag::Float, u);
  }
  static Value object(Object* o) { return Value(Tag::Object, reinterpret_cast<uintptr_t>(o)); }

  Tag tag() const { return tag_; }
  bool is_null() const { return tag_ == Tag::Null; }
  bool is_none() const { return tag_ == Tag::None; }
  bool is_bool() const { return tag_ == Tag::Bool; }
  bool is_small_int() const { return tag_ == Tag::Int; }
  bool is_float() const { return tag_ == Tag::Float; }
  bool is_object() const { return tag_ == Tag::Object; }

  bool as_bool() const { return bits_ != 0; }
  int64_t as_small_int() const { return static_cast<int64_t>(bits_); }
  double as_float() const {
    double d;
    std::memcpy(&d, &bits_, sizeof d);
    return d;
  }
  Object* as_object() const { return reinterpret_cast<Object*>(bits_); }

  // Identity (Python's `is`): same tag and same payload. Floats compare by bits, so
  // `x is x` holds for a NaN stored in one variable, as in CPython.
  bool is(const Value& o) const { return tag_ == o.tag_ && bits_ == o.bits_; }
  uint64_t raw_bits() const { return bits_; }

 private:
  constexpr Value(Tag t, uint64_t b) : tag_(t), bits_(b) {}
  Tag tag_;
  uint64_t bits_;
};

static_assert(sizeof(Value) == 16, "Value is a 16-byte tagged union; see docs/design.md");

}  // namespace tp
