// PNG writer: 8-bit grayscale, RGB or RGBA images, one IDAT chunk compressed by zlib
// (filter type 0 on every row), CRC-32 on every chunk (PNG spec, ISO/IEC 15948).
// What torchvision.utils.save_image writes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tp::data {

// The PNG file bytes of a height x width image of `channels` (1, 3 or 4) interleaved
// uint8 samples, rows top to bottom. std::invalid_argument for other channel counts or
// empty sizes.
std::vector<uint8_t> encode_png(const uint8_t* pixels, int64_t height, int64_t width, int channels);

// encode_png written to path; FileError when it cannot be written.
void write_png(const std::string& path, const uint8_t* pixels, int64_t height, int64_t width, int channels);

}  // namespace tp::data
