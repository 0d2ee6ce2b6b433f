// JSON checkpoints: our reading of the original project's state_dict file format
// (documented in docs/formats.md):
//   {"format": "tensorpy.nn.state_dict.v1",
//    "tensors": {name: {"shape": [2, 3], "dtype": "float32", "data": [flat numbers]}}}
// dtypes: float32, float64, int64, int32, uint8, bool (data: true/false or 0/1).
// "data" is the row-major flat list of numel values (NaN, Infinity, -Infinity allowed for
// floats); other keys are ignored. Integer dtypes need integer values in range.
// Errors: ParseError; JSON syntax errors carry CPython's message and the line/column,
// e.g. "ckpt.json:3:14: Expecting ',' delimiter"; content errors name the tensor, e.g.
// "ckpt.json: tensor 'fc.bias': data has 5 values, shape [6] needs 6". FileError for
// unreadable files.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "data/dtype.h"

namespace tp::data {

inline constexpr std::string_view kJsonCheckpointFormat = "tensorpy.nn.state_dict.v1";

// The tensors in document order.
std::vector<RawTensor> read_json_checkpoint(std::string_view text, std::string_view source = "<memory>");
std::vector<RawTensor> load_json_checkpoint(const std::string& path);

// The document for `tensors` (in the given order), formatted as Python's json.dumps
// would: ", " and ": " separators, floats as repr() of their float64 value.
// Throws std::invalid_argument when nbytes does not match shape and dtype, or for a
// dtype the format lacks (int16, int8).
std::string serialize_json_checkpoint(const std::vector<TensorView>& tensors);
void save_json_checkpoint(const std::string& path, const std::vector<TensorView>& tensors);

// CPython's repr(float): shortest round-trip digits, exponent form when the decimal
// exponent is < -4 or >= 16 ("1e-05", "1.5e+16"), "1.0" for integral values, and
// "NaN"/"Infinity"/"-Infinity" as json.dumps writes them.
std::string python_float_repr(double value);

}  // namespace tp::data
