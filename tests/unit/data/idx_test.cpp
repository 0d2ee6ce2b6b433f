// Tests for the IDX reader (src/data/idx.h): every element type from the Python-made
// fixtures (one gzipped), header-first reading, and malformed headers and payloads.
#include "data/idx.h"

#include <gtest/gtest.h>

#include <cerrno>

#include "data/errors.h"
#include "test_util.h"

namespace tp::data {
namespace {

std::string error_of(std::string bytes) {
  try {
    IdxFile::from_bytes(std::vector<char>(bytes.begin(), bytes.end()), "t.idx");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(Idx, ReadsEveryTypeFromFixtures) {
  RawTensor u8 = load_idx(test::fixture("idx_u8.idx"));
  EXPECT_EQ(u8.dtype, DType::U8);
  EXPECT_EQ(u8.shape, (std::vector<int64_t>{3, 2, 2}));
  for (int i = 0; i < 12; ++i) EXPECT_EQ(u8.data_as<uint8_t>()[i], i * 20);

  RawTensor i8 = load_idx(test::fixture("idx_i8.idx"));
  EXPECT_EQ(i8.dtype, DType::I8);
  EXPECT_EQ(std::vector<int8_t>(i8.data_as<int8_t>(), i8.data_as<int8_t>() + 4),
            (std::vector<int8_t>{-128, -1, 0, 127}));

  RawTensor i16 = load_idx(test::fixture("idx_i16.idx"));
  EXPECT_EQ(i16.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(std::vector<int16_t>(i16.data_as<int16_t>(), i16.data_as<int16_t>() + 6),
            (std::vector<int16_t>{-300, 2, 32767, -32768, 0, 7}));

  RawTensor i32 = load_idx(test::fixture("idx_i32.idx"));
  EXPECT_EQ(i32.data_as<int32_t>()[0], -70000);
  EXPECT_EQ(i32.data_as<int32_t>()[1], 2147483647);

  RawTensor f32 = load_idx(test::fixture("idx_f32.idx.gz"));
  EXPECT_EQ(f32.dtype, DType::F32);
  EXPECT_EQ(f32.shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(f32.data_as<float>()[0], 1.5f);
  EXPECT_EQ(f32.data_as<float>()[1], -2.25f);
  EXPECT_EQ(f32.data_as<float>()[2], 3e-8f);
  EXPECT_EQ(f32.data_as<float>()[3], 1e20f);

  RawTensor f64 = load_idx(test::fixture("idx_f64.idx"));
  EXPECT_EQ(f64.data_as<double>()[0], 0.1);
  EXPECT_EQ(f64.data_as<double>()[1], -1e300);
  EXPECT_EQ(f64.data_as<double>()[2], 2.0);
}

TEST(Idx, HeaderFirstThenCallerBuffer) {
  IdxFile file = IdxFile::open(test::fixture("idx_u8.idx"));
  EXPECT_EQ(file.header().numel, 12);
  EXPECT_EQ(file.header().data_offset, 16u);
  std::vector<uint8_t> buffer(12);
  file.copy_to(buffer.data());
  EXPECT_EQ(buffer[11], 220);
}

TEST(Idx, MalformedFiles) {
  std::string good = test::read_text(test::fixture("idx_u8.idx"));
  EXPECT_EQ(error_of(""), "t.idx: file is 0 bytes, too short for an IDX header");
  EXPECT_EQ(error_of(std::string("\x01\x00\x08\x01", 4)), "t.idx: not an IDX file: magic starts 0x01 0x00, not 0x00 0x00");
  EXPECT_EQ(error_of(std::string("\0\0\x07\x01", 4)), "t.idx: byte 2: unknown IDX type 0x07");
  EXPECT_EQ(error_of(std::string("\0\0\x08\x03\0\0\0\x03", 8)),
            "t.idx: byte 4: header declares 3 dims but the file is 8 bytes");
  EXPECT_EQ(error_of(good.substr(0, good.size() - 1)),
            "t.idx: payload is 11 bytes, dims [3, 2, 2] of u8 need 12 (truncated)");
  EXPECT_EQ(error_of(good + "x"), "t.idx: payload is 13 bytes, dims [3, 2, 2] of u8 need 12 (trailing bytes)");
  std::string gz = test::read_text(test::fixture("idx_f32.idx.gz"));
  EXPECT_EQ(error_of(gz.substr(0, gz.size() - 10)), "t.idx: invalid gzip data (truncated)");
  std::string corrupt = gz;
  corrupt[12] ^= 0x55;
  EXPECT_NE(error_of(corrupt).find("t.idx: invalid gzip data"), std::string::npos) << error_of(corrupt);
  // A scalar (rank 0) holds one element.
  IdxFile f = IdxFile::from_bytes({0, 0, 0x08, 0, 42});
  EXPECT_EQ(f.header().numel, 1);
  try {
    load_idx("/nonexistent.idx");
    FAIL();
  } catch (const FileError& e) {
    EXPECT_EQ(e.error_number(), ENOENT);
  }
}

}  // namespace
}  // namespace tp::data
