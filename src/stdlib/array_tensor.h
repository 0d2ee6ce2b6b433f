// array.array <-> ml.Tensor copies (the two directions of array_tensor.cpp), used by the
// ml bindings: ml.tensor(array) and ml.to_array(tensor).
//
// array -> tensor (ml.tensor(a, dtype=None)): a 1-D tensor holding a copy of the items.
//   f -> float32, d -> float64, i -> int32, l/q -> int64, B -> uint8, and the other
//   signed or narrow typecodes b, h, H, I widen to int64 (values exact); L, Q (uint64)
//   and u raise TypeError. With dtype given the copy is then converted to it.
// tensor -> array (ml.to_array(t)): a flat copy of the values in row-major order (as
//   t.detach().cpu().reshape(-1)), float32 -> 'f', float64 -> 'd', int32 -> 'i',
//   int64 -> 'q', uint8 and bool -> 'B'.
#pragma once

#include <optional>

#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib {

// Copies array.array `array` (is_array(ctx, array) must hold) into *out; false with the
// exception raised.
bool tensor_from_array(Context& ctx, Value array, std::optional<tensor::ScalarType> dtype, tensor::Tensor* out);

// Adds ml.to_array to the ml module.
void init_array_interop(Context& ctx, ModuleObject* ml_module);

}  // namespace tp::stdlib
