// IDX reader: the format of the official MNIST and Fashion-MNIST files
// (http://yann.lecun.com/exdb/mnist/): magic bytes 0, 0, type, rank; then `rank`
// big-endian uint32 dims; then the elements, big-endian, row-major.
// Types: 0x08 u8, 0x09 i8, 0x0B i16, 0x0C i32, 0x0D f32, 0x0E f64.
// A file starting with the gzip magic 1f 8b is decompressed first (zlib), so
// train-images-idx3-ubyte.gz is read as is.
// Errors: ParseError with the byte offset, e.g. "t.idx: byte 2: unknown IDX type 0x07",
// "t.idx: payload is 700 bytes, dims [10, 28, 28] of u8 need 7840" (truncated or
// trailing bytes), "t.idx: invalid gzip data (...)"; FileError for unreadable files.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "data/dtype.h"
#include "data/file_buffer.h"

namespace tp::data {

struct IdxHeader {
  DType dtype = DType::U8;       // U8, I8, I16, I32, F32, F64
  std::vector<int64_t> shape;
  int64_t numel = 0;
  size_t data_offset = 0;        // 4 + 4 * rank
};

// Parses and validates the header of (decompressed) IDX bytes, including that the
// payload size equals numel * itemsize.
IdxHeader parse_idx_header(const char* data, size_t size, std::string_view source = "<memory>");

// Converts the big-endian payload into native `out` (numel * dtype_size bytes).
void copy_idx_payload(const IdxHeader& header, const char* data, void* out);

// An IDX file in memory, decompressed if it was gzipped: learn the shape, then read
// into a caller's buffer.
//   IdxFile f = IdxFile::open(path);  /* allocate f.header().numel elements */  f.copy_to(buf);
class IdxFile {
public:
  static IdxFile open(const std::string& path);                 // FileError, ParseError
  static IdxFile from_bytes(std::vector<char> bytes, std::string_view source = "<memory>");
  const IdxHeader& header() const { return header_; }
  void copy_to(void* out) const { copy_idx_payload(header_, bytes_.data(), out); }

private:
  FileBuffer bytes_;
  IdxHeader header_;
};

// Reads a whole IDX file (gzip or not) into a RawTensor named after nothing ("").
RawTensor load_idx(const std::string& path);

// Inflates gzip bytes (one or more members). Throws ParseError on corrupt data.
std::vector<char> gunzip(const char* data, size_t size, std::string_view source = "<memory>");

}  // namespace tp::data
