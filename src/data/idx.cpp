// IDX reader and gzip inflation (see idx.h).
#include "data/idx.h"

#include <cstring>
#include <zlib.h>

#include "data/errors.h"

namespace tp::data {

namespace {

struct IdxType {
  uint8_t code;
  DType dtype;
  const char* name;
};
constexpr IdxType kIdxTypes[] = {{0x08, DType::U8, "u8"},   {0x09, DType::I8, "i8"},
                                 {0x0B, DType::I16, "i16"}, {0x0C, DType::I32, "i32"},
                                 {0x0D, DType::F32, "f32"}, {0x0E, DType::F64, "f64"}};

std::string hex_byte(unsigned char c) {
  static const char kHex[] = "0123456789abcdef";
  return std::string("0x") + kHex[c >> 4] + kHex[c & 15];
}

bool is_gzip(const char* data, size_t size) {
  return size >= 2 && static_cast<unsigned char>(data[0]) == 0x1f && static_cast<unsigned char>(data[1]) == 0x8b;
}

}  // namespace

IdxHeader parse_idx_header(const char* data, size_t size, std::string_view source) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(data);
  if (size < 4) throw ParseError(source, 0, 0, "file is " + std::to_string(size) + " bytes, too short for an IDX header");
  if (p[0] != 0 || p[1] != 0) {
    throw ParseError(source, 0, 0, "not an IDX file: magic starts " + hex_byte(p[0]) + " " + hex_byte(p[1]) + ", not 0x00 0x00");
  }
  const IdxType* type = nullptr;
  for (const IdxType& t : kIdxTypes) {
    if (t.code == p[2]) type = &t;
  }
  if (!type) throw ParseError(source, 0, 2, "unknown IDX type " + hex_byte(p[2]));
  size_t rank = p[3];
  IdxHeader header;
  header.dtype = type->dtype;
  header.data_offset = 4 + 4 * rank;
  if (size < header.data_offset) {
    throw ParseError(source, 0, 4, "header declares " + std::to_string(rank) + " dims but the file is " +
                                       std::to_string(size) + " bytes");
  }
  std::string dims_text = "[";
  for (size_t i = 0; i < rank; ++i) {
    const unsigned char* d = p + 4 + 4 * i;
    uint32_t dim = (uint32_t{d[0]} << 24) | (uint32_t{d[1]} << 16) | (uint32_t{d[2]} << 8) | d[3];
    header.shape.push_back(dim);
    dims_text += (i ? ", " : "") + std::to_string(dim);
  }
  dims_text += "]";
  auto numel = shape_numel(header.shape);
  size_t item = dtype_size(header.dtype);
  if (!numel || static_cast<uint64_t>(*numel) > UINT64_MAX / item) {
    throw ParseError(source, 0, 4, "dims " + dims_text + " overflow");
  }
  header.numel = *numel;
  uint64_t needed = static_cast<uint64_t>(*numel) * item;
  uint64_t payload = size - header.data_offset;
  if (payload != needed) {
    throw ParseError(source, 0, 0, "payload is " + std::to_string(payload) + " bytes, dims " + dims_text + " of " +
                                       type->name + " need " + std::to_string(needed) +
                                       (payload < needed ? " (truncated)" : " (trailing bytes)"));
  }
  return header;
}

void copy_idx_payload(const IdxHeader& header, const char* data, void* out) {
  const unsigned char* src = reinterpret_cast<const unsigned char*>(data + header.data_offset);
  size_t item = dtype_size(header.dtype);
  size_t n = static_cast<size_t>(header.numel);
  unsigned char* dst = static_cast<unsigned char*>(out);
  if (n == 0) return;  // `out` may be null
  if (item == 1) {
    std::memcpy(dst, src, n);
    return;
  }
  for (size_t i = 0; i < n; ++i) {  // big-endian to little-endian
    for (size_t b = 0; b < item; ++b) dst[i * item + b] = src[i * item + item - 1 - b];
  }
}

std::vector<char> gunzip(const char* data, size_t size, std::string_view source) {
  z_stream stream{};
  if (inflateInit2(&stream, 15 + 32) != Z_OK) throw ParseError(source, 0, 0, "cannot initialise zlib");
  std::vector<char> out;
  // The gzip trailer holds the size modulo 2^32: a good first guess.
  size_t guess = size >= 4 ? (static_cast<size_t>(static_cast<unsigned char>(data[size - 1])) << 24 |
                              static_cast<size_t>(static_cast<unsigned char>(data[size - 2])) << 16 |
                              static_cast<size_t>(static_cast<unsigned char>(data[size - 3])) << 8 |
                              static_cast<unsigned char>(data[size - 4]))
                           : 0;
  // Deflate expands at most ~1032x: cap the guess so a corrupt trailer cannot demand GBs.
  out.resize(std::max<size_t>(std::min(guess, size * 1032), 1024));
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data));
  size_t consumed_total = 0;
  size_t produced = 0;
  for (;;) {
    size_t in_chunk = std::min<size_t>(size - consumed_total, 1u << 30);
    size_t out_chunk = std::min<size_t>(out.size() - produced, 1u << 30);
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data + consumed_total));
    stream.avail_in = static_cast<uInt>(in_chunk);
    stream.next_out = reinterpret_cast<Bytef*>(out.data() + produced);
    stream.avail_out = static_cast<uInt>(out_chunk);
    int rc = inflate(&stream, Z_NO_FLUSH);
    consumed_total += in_chunk - stream.avail_in;
    produced += out_chunk - stream.avail_out;
    if (rc == Z_STREAM_END) {
      if (consumed_total == size) break;
      inflateReset(&stream);  // another gzip member follows
      continue;
    }
    if (rc != Z_OK && rc != Z_BUF_ERROR) {
      std::string msg = stream.msg ? stream.msg : "error " + std::to_string(rc);
      inflateEnd(&stream);
      throw ParseError(source, 0, 0, "invalid gzip data (" + msg + ")");
    }
    if (rc == Z_BUF_ERROR && stream.avail_in == 0 && consumed_total == size) {
      inflateEnd(&stream);
      throw ParseError(source, 0, 0, "invalid gzip data (truncated)");
    }
    if (produced == out.size()) out.resize(out.size() * 2);
  }
  inflateEnd(&stream);
  out.resize(produced);
  return out;
}

IdxFile IdxFile::open(const std::string& path) {
  FileBuffer raw = FileBuffer::read(path);
  IdxFile file;
  if (is_gzip(raw.data(), raw.size())) {
    file.bytes_ = FileBuffer::from_bytes(gunzip(raw.data(), raw.size(), path));
  } else {
    file.bytes_ = std::move(raw);
  }
  file.header_ = parse_idx_header(file.bytes_.data(), file.bytes_.size(), path);
  return file;
}

IdxFile IdxFile::from_bytes(std::vector<char> bytes, std::string_view source) {
  IdxFile file;
  if (is_gzip(bytes.data(), bytes.size())) bytes = gunzip(bytes.data(), bytes.size(), source);
  file.bytes_ = FileBuffer::from_bytes(std::move(bytes));
  file.header_ = parse_idx_header(file.bytes_.data(), file.bytes_.size(), source);
  return file;
}

RawTensor load_idx(const std::string& path) {
  IdxFile file = IdxFile::open(path);
  RawTensor t;
  t.dtype = file.header().dtype;
  t.shape = file.header().shape;
  t.bytes.resize(static_cast<size_t>(file.header().numel) * dtype_size(t.dtype));
  file.copy_to(t.bytes.data());
  return t;
}

}  // namespace tp::data
