// safetensors reading and writing (https://github.com/huggingface/safetensors, format):
//   8 bytes   N, the header length, little-endian u64
//   N bytes   a UTF-8 JSON object: {"__metadata__": {str: str} (optional),
//             name: {"dtype": "F32", "shape": [2, 3], "data_offsets": [begin, end]}, ...}
//             padded with spaces (the reference writer pads to a multiple of 8)
//   the rest  the tensors' bytes, row-major, little-endian; offsets count from here.
// Reading validates as the reference implementation does: N <= 100,000,000 and within
// the file, the header a JSON object, every dtype known, shape dims non-negative
// integers, end - begin == numel * itemsize, and the tensors, sorted by offset, tile the
// data section exactly (no gap, no overlap, nothing after the last one).
// dtypes: F32, F64, I64, I32, I16, I8, U8, BOOL are kept; F16 and BF16 are converted to
// F32 on read (exactly: every half/bfloat16 value is a float32).
// Errors: ParseError (line 0, column = byte offset where known) naming the tensor, e.g.
//   "model.safetensors: tensor 'fc.weight': data_offsets [0, 12] hold 12 bytes, shape
//    [2, 3] of F32 needs 24"; FileError when the file cannot be read or written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "data/dtype.h"

namespace tp::data {

using SafetensorsMetadata = std::vector<std::pair<std::string, std::string>>;

// One tensor as declared in the header.
struct SafetensorsEntry {
  std::string name;
  std::string stored_dtype;     // as in the file: "F32", "F16", "BF16", ...
  DType dtype = DType::F32;     // what reading produces (F32 for F16/BF16)
  std::vector<int64_t> shape;
  size_t begin = 0, end = 0;    // byte offsets in the data section
  int64_t numel = 0;
};

struct SafetensorsHeader {
  std::vector<SafetensorsEntry> tensors;  // sorted by offset (file order)
  SafetensorsMetadata metadata;           // "__metadata__", in header order
  size_t data_start = 0;                  // 8 + N: where the data section starts
};

// Parses and validates the header of a whole file held in memory (data, size).
SafetensorsHeader parse_safetensors_header(const char* data, size_t size,
                                           std::string_view source = "<memory>");

// Writes entry's elements as entry.dtype into `out` (entry.numel * dtype_size bytes),
// converting F16/BF16. `file` is the whole file the header was parsed from.
void copy_safetensors_tensor(const SafetensorsHeader& header, const SafetensorsEntry& entry,
                             const char* file, void* out);

struct SafetensorsFile {
  std::vector<RawTensor> tensors;  // in file order
  SafetensorsMetadata metadata;
};

SafetensorsFile read_safetensors(const char* data, size_t size, std::string_view source = "<memory>");
SafetensorsFile load_safetensors(const std::string& path);

// The bytes of a safetensors file holding `tensors` (names must be unique and non-empty,
// and must not be "__metadata__"; nbytes must match shape and dtype: std::invalid_argument
// otherwise). Like the reference writer: tensors ordered by descending dtype alignment
// (I64, F64, F32, I32, I16, I8, U8, BOOL), then by name; header compact JSON with
// "__metadata__" first (omitted when empty; keys sorted here, for a deterministic file),
// padded with spaces to a multiple of 8.
std::string serialize_safetensors(const std::vector<TensorView>& tensors,
                                  const SafetensorsMetadata& metadata = {});
void save_safetensors(const std::string& path, const std::vector<TensorView>& tensors,
                      const SafetensorsMetadata& metadata = {});

}  // namespace tp::data
