// The MNIST CSV reader: the hot path of `ml.load_mnist_csv` (SPEC 5).
//
// Format: no header; one digit per line, `label,p0,...,p783`: 785 unsigned decimal
// integers separated by ',', the label in 0..9 and the pixels in 0..255 (row-major 28x28).
// Lines end in "\n" or "\r\n"; the last line may lack its line end; blank lines (empty,
// or a lone "\r") are skipped but still counted for line numbers. Nothing else is
// accepted: no spaces, signs, decimal points or empty fields.
//
// Use: count the rows, allocate the output tensors, then parse straight into their
// storage:
//   FileBuffer file = FileBuffer::read(path);                  // or any bytes
//   size_t n = std::min(count_mnist_rows(file.data(), file.size()), limit);
//   /* allocate float images[n * 784], int64 labels[n] */
//   parse_mnist_csv(file.data(), file.size(), n, images, labels, path);
// load_mnist_csv() does the three steps into std::vectors.
//
// Errors: ParseError naming the 1-based line and the 1-based byte column, e.g.
//   "mnist_train.csv:12:1570: expected 785 values, found 784"
//   "mnist_train.csv:3:9: invalid value 'x1'"
//   "mnist_train.csv:5:17: pixel value 300 out of range 0..255"
//   "mnist_train.csv:7:1: label 11 out of range 0..9"
//   "mnist_train.csv:2:5: missing value"            (",," or a trailing ',')
// Values have 1 to 3 digits ("007" is 7; "0007" is an invalid value). Tokens in messages
// are cut at 40 bytes, with "\r" and "\xNN" for control and non-ASCII bytes.
// A row with too many values is reported at the first extra value's column; one with
// too few at the column of its line end. FileError when the file cannot be read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tp::data {

inline constexpr size_t kMnistPixels = 784;  // 28 x 28
inline constexpr size_t kMnistValues = 785;  // label + pixels

// Number of rows (non-blank lines) in the bytes. Does not validate them. Uses the
// AVX-512 kernel where mnist_csv_kernel_supported(MnistCsvKernel::Avx512); the portable
// count_mnist_rows_scalar gives the same answer everywhere.
size_t count_mnist_rows(const char* data, size_t size);
size_t count_mnist_rows_scalar(const char* data, size_t size);
// As count_mnist_rows, but a file with no rows (empty, or only blank lines) is an error:
// throws ParseError "source: no rows" (ValueError in Python), as a dataset of 0 rows is
// never what the caller meant.
size_t count_mnist_rows_nonempty(const char* data, size_t size, std::string_view source);

// Parses the first min(limit, rows) rows. Writes images_out[r * 784 + j] = p_j / 255.0f
// (float32, exactly PyTorch's `uint8_tensor.float() / 255`) and labels_out[r] = label.
// Both buffers must hold `min(limit, count_mnist_rows(...))` rows. Returns the number of
// rows written. `source` names the input in error messages. Throws ParseError on the
// first malformed row (rows before it have been written).
// `first_line` is the line number of data[0] in the whole file (see split_mnist_csv).
// `kernel` picks the row parser (see MnistCsvKernel); every kernel writes the same values
// and throws the same errors.
enum class MnistCsvKernel {
  Auto,    // the fastest this CPU supports
  Scalar,  // portable C++, a value at a time
  Avx2,    // 32 bytes at a time; needs AVX2, FMA and BMI2 (x86-64)
  Avx512,  // 64 bytes at a time; needs AVX-512 BW, VL, VBMI, VBMI2 and BMI2 (x86-64)
};
// Whether this build and CPU can run `kernel` (Auto and Scalar: always).
bool mnist_csv_kernel_supported(MnistCsvKernel kernel);
// Throws std::invalid_argument when `kernel` is not supported.
size_t parse_mnist_csv(const char* data, size_t size, size_t limit, float* images_out,
                       int64_t* labels_out, std::string_view source = "<memory>",
                       size_t first_line = 1, MnistCsvKernel kernel = MnistCsvKernel::Auto);

// A piece of an MNIST CSV buffer that starts at a line start, for parsing pieces in
// parallel (the caller's thread pool runs one parse_mnist_csv per chunk):
//   parse_mnist_csv(data + c.begin, c.end - c.begin, c.rows, images + c.first_row * 784,
//                   labels + c.first_row, source, c.first_line)
// When several chunks fail, report the error of the first failing chunk in order, so the
// message is the one a sequential parse would give.
struct MnistChunk {
  size_t begin = 0, end = 0;  // byte range in the buffer
  size_t first_row = 0;       // index of the chunk's first row in the whole file
  size_t rows = 0;            // rows (non-blank lines) in the chunk
  size_t first_line = 1;      // 1-based line number of the chunk's first byte
};

// Splits the buffer into at most `parts` chunks of similar size, cut after line ends.
// Chunks cover the buffer exactly; their rows add up to count_mnist_rows(data, size).
std::vector<MnistChunk> split_mnist_csv(const char* data, size_t size, size_t parts);

struct MnistData {
  size_t rows = 0;
  std::vector<float> images;    // rows * 784, scaled to 0..1
  std::vector<int64_t> labels;  // rows
};

// Reads the file at `path` and parses up to `limit` rows (all when limit == SIZE_MAX).
// Throws FileError or ParseError (with `path` as the source name).
MnistData load_mnist_csv(const std::string& path, size_t limit = SIZE_MAX);

}  // namespace tp::data
