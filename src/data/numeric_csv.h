// General numeric CSV -> a row-major float32 or float64 matrix (the core of
// `ml.read_csv`, SPEC 5).
//
// Format: lines of `delimiter`-separated fields; "\n" or "\r\n" line ends, the last may be
// missing; blank lines skipped (still counted for line numbers). A field is a number
// with optional spaces/tabs around it and optionally wrapped in double quotes: integers,
// decimals ("1.5", ".5", "5."), exponents ("-2.5e-3"), and nan / inf / infinity in any
// case, with an optional sign. Every data row must have as many fields as the first.
// The header: CsvHeader::Yes takes the first row as column names, No treats it as data,
// Auto (default) takes it as a header exactly when one of its fields is not a number.
//
// Errors: ParseError with 1-based line and byte column, e.g.
//   "data.csv:4:7: invalid value 'abc'", "data.csv:9:5: missing value",
//   "data.csv:12:9: expected 3 values, found 4" (at the first extra field, or at the line
//   end when fields are missing); FileError for unreadable files.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "data/dtype.h"

namespace tp::data {

enum class CsvHeader : uint8_t { Auto, Yes, No };

struct CsvOptions {
  char delimiter = ',';
  CsvHeader header = CsvHeader::Auto;
  size_t skip_rows = 0;          // lines ignored before the header/first row (blank or not)
  size_t max_rows = SIZE_MAX;    // data rows read at most
  DType dtype = DType::F32;      // F32 or F64 (std::invalid_argument otherwise)
};

struct CsvMatrix {
  size_t rows = 0, cols = 0;
  DType dtype = DType::F32;
  std::vector<std::string> column_names;  // empty when there was no header
  std::vector<uint8_t> bytes;             // rows * cols values of dtype, row-major

  template <typename T>
  const T* data_as() const { return reinterpret_cast<const T*>(bytes.data()); }
};

CsvMatrix read_numeric_csv(const char* data, size_t size, const CsvOptions& options = {},
                           std::string_view source = "<memory>");
CsvMatrix load_numeric_csv(const std::string& path, const CsvOptions& options = {});

}  // namespace tp::data
