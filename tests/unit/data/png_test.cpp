// Tests for the PNG writer (src/data/png.h): the bytes decode back (signature, IHDR fields,
// every chunk's CRC-32, the zlib IDAT inflating to filter-0 rows of the pixels) for gray,
// RGB and RGBA images; bad channel counts and sizes are refused.
#include "data/png.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <stdexcept>

namespace tp::data {
namespace {

uint32_t be32(const std::vector<uint8_t>& b, size_t at) {
  return (uint32_t(b[at]) << 24) | (uint32_t(b[at + 1]) << 16) | (uint32_t(b[at + 2]) << 8) | uint32_t(b[at + 3]);
}

struct Chunk {
  std::string type;
  std::vector<uint8_t> data;
};

// Splits a PNG into chunks, checking each CRC.
std::vector<Chunk> chunks_of(const std::vector<uint8_t>& png) {
  const uint8_t sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  EXPECT_TRUE(std::equal(sig, sig + 8, png.begin()));
  std::vector<Chunk> out;
  size_t at = 8;
  while (at + 12 <= png.size()) {
    const uint32_t len = be32(png, at);
    Chunk c;
    c.type.assign(reinterpret_cast<const char*>(png.data() + at + 4), 4);
    c.data.assign(png.begin() + at + 8, png.begin() + at + 8 + len);
    const uLong crc = crc32(crc32(0L, Z_NULL, 0), png.data() + at + 4, 4 + len);
    EXPECT_EQ(be32(png, at + 8 + len), static_cast<uint32_t>(crc)) << c.type;
    out.push_back(c);
    at += 12 + len;
  }
  EXPECT_EQ(at, png.size());
  return out;
}

void round_trip(int64_t h, int64_t w, int channels, uint8_t color_type) {
  std::vector<uint8_t> pixels(static_cast<size_t>(h * w * channels));
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<uint8_t>(i * 37 + 11);
  std::vector<Chunk> cs = chunks_of(encode_png(pixels.data(), h, w, channels));
  ASSERT_EQ(cs.size(), 3u);
  EXPECT_EQ(cs[0].type, "IHDR");
  EXPECT_EQ(cs[1].type, "IDAT");
  EXPECT_EQ(cs[2].type, "IEND");
  EXPECT_EQ(be32(cs[0].data, 0), static_cast<uint32_t>(w));
  EXPECT_EQ(be32(cs[0].data, 4), static_cast<uint32_t>(h));
  EXPECT_EQ(cs[0].data[8], 8);  // bit depth
  EXPECT_EQ(cs[0].data[9], color_type);
  std::vector<uint8_t> raw(static_cast<size_t>(h * (w * channels + 1)));
  uLongf raw_size = raw.size();
  ASSERT_EQ(uncompress(raw.data(), &raw_size, cs[1].data.data(), cs[1].data.size()), Z_OK);
  ASSERT_EQ(raw_size, raw.size());
  for (int64_t y = 0; y < h; ++y) {
    const size_t row = static_cast<size_t>(y * (w * channels + 1));
    EXPECT_EQ(raw[row], 0);  // filter None
    for (int64_t x = 0; x < w * channels; ++x)
      ASSERT_EQ(raw[row + 1 + x], pixels[static_cast<size_t>(y * w * channels + x)]);
  }
}

TEST(Png, GrayRoundTrip) { round_trip(5, 7, 1, 0); }
TEST(Png, RgbRoundTrip) { round_trip(28, 30, 3, 2); }
TEST(Png, RgbaRoundTrip) { round_trip(3, 2, 4, 6); }

TEST(Png, RefusesBadChannelsAndSizes) {
  uint8_t p[8] = {};
  EXPECT_THROW(encode_png(p, 2, 2, 2), std::invalid_argument);
  EXPECT_THROW(encode_png(p, 0, 2, 1), std::invalid_argument);
}

}  // namespace
}  // namespace tp::data
