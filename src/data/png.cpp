// PNG writer (see png.h).
#include "data/png.h"

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <stdexcept>

#include "data/errors.h"

namespace tp::data {

namespace {
void put_u32(std::vector<uint8_t>& out, uint32_t v) {
  out.push_back(static_cast<uint8_t>(v >> 24));
  out.push_back(static_cast<uint8_t>(v >> 16));
  out.push_back(static_cast<uint8_t>(v >> 8));
  out.push_back(static_cast<uint8_t>(v));
}

// length, type, data, CRC-32 of type + data
void put_chunk(std::vector<uint8_t>& out, const char type[4], const std::vector<uint8_t>& data) {
  put_u32(out, static_cast<uint32_t>(data.size()));
  const size_t type_at = out.size();
  out.insert(out.end(), type, type + 4);
  out.insert(out.end(), data.begin(), data.end());
  uLong crc = crc32(0L, Z_NULL, 0);
  crc = crc32(crc, out.data() + type_at, static_cast<uInt>(4 + data.size()));
  put_u32(out, static_cast<uint32_t>(crc));
}
}  // namespace

std::vector<uint8_t> encode_png(const uint8_t* pixels, int64_t height, int64_t width, int channels) {
  if (channels != 1 && channels != 3 && channels != 4)
    throw std::invalid_argument("PNG images have 1, 3 or 4 channels, got " + std::to_string(channels));
  if (height <= 0 || width <= 0 || height > 0x7fffffff || width > 0x7fffffff)
    throw std::invalid_argument("PNG image sizes must be positive");
  const size_t row = static_cast<size_t>(width) * static_cast<size_t>(channels);
  std::vector<uint8_t> raw;
  raw.reserve((row + 1) * static_cast<size_t>(height));
  for (int64_t y = 0; y < height; ++y) {
    raw.push_back(0);  // filter type None
    const uint8_t* src = pixels + static_cast<size_t>(y) * row;
    raw.insert(raw.end(), src, src + row);
  }
  uLongf packed_size = compressBound(static_cast<uLong>(raw.size()));
  std::vector<uint8_t> packed(packed_size);
  if (compress2(packed.data(), &packed_size, raw.data(), static_cast<uLong>(raw.size()), 6) != Z_OK)
    throw std::runtime_error("zlib compression failed");
  packed.resize(packed_size);

  std::vector<uint8_t> out = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::vector<uint8_t> ihdr;
  put_u32(ihdr, static_cast<uint32_t>(width));
  put_u32(ihdr, static_cast<uint32_t>(height));
  const uint8_t color_type = channels == 1 ? 0 : channels == 3 ? 2 : 6;
  ihdr.insert(ihdr.end(), {8, color_type, 0, 0, 0});  // depth, color, deflate, filter, no interlace
  put_chunk(out, "IHDR", ihdr);
  put_chunk(out, "IDAT", packed);
  put_chunk(out, "IEND", {});
  return out;
}

void write_png(const std::string& path, const uint8_t* pixels, int64_t height, int64_t width, int channels) {
  std::vector<uint8_t> bytes = encode_png(pixels, height, width, channels);
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) throw FileError(path, errno, "open");
  const size_t written = std::fwrite(bytes.data(), 1, bytes.size(), f);
  const int err = written == bytes.size() ? 0 : errno;
  if (std::fclose(f) != 0 || err != 0) throw FileError(path, err != 0 ? err : errno, "write");
}

}  // namespace tp::data
