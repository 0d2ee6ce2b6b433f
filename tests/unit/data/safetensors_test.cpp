// Tests for safetensors reading and writing (src/data/safetensors.h): the PyTorch-made
// fixture, byte-exact output of the reference writer's documented cases, round trips,
// and every validation error.
#include "data/safetensors.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <sstream>

#include "data/errors.h"
#include "test_util.h"

namespace tp::data {
namespace {

std::string le64(uint64_t n) {
  std::string s;
  for (int i = 0; i < 8; ++i) s += static_cast<char>((n >> (8 * i)) & 0xFF);
  return s;
}

// A file with the given header text (padded to 8) and data bytes.
std::string make_file(std::string header, const std::string& data) {
  header.append((8 - header.size() % 8) % 8, ' ');
  return le64(header.size()) + header + data;
}

std::string error_of(const std::string& bytes) {
  try {
    read_safetensors(bytes.data(), bytes.size(), "m.safetensors");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(Safetensors, ReadsTheTorchFixture) {
  SafetensorsFile file = load_safetensors(test::fixture("torch.safetensors"));
  EXPECT_EQ(file.metadata, (SafetensorsMetadata{{"format", "pt"}, {"source", "gen_fixtures.py"}}));
  std::istringstream expected(test::read_text(test::fixture("torch_expected.txt")));
  std::string line;
  int checked = 0;
  while (std::getline(expected, line)) {
    std::istringstream fields(line);
    std::string name, dtype, shape;
    fields >> name >> dtype >> shape;
    auto it = std::find_if(file.tensors.begin(), file.tensors.end(),
                           [&](const RawTensor& t) { return t.name == name; });
    ASSERT_NE(it, file.tensors.end()) << name;
    std::string want_dtype = dtype.substr(dtype.find('>') == std::string::npos ? 0 : dtype.find('>') + 1);
    EXPECT_EQ(dtype_safetensors_name(it->dtype), want_dtype) << name;
    std::string got_shape;
    for (size_t i = 0; i < it->shape.size(); ++i) got_shape += (i ? "x" : "") + std::to_string(it->shape[i]);
    EXPECT_EQ(got_shape.empty() ? "scalar" : got_shape, shape) << name;
    std::vector<std::string> values;
    for (std::string v; fields >> v;) values.push_back(v);
    ASSERT_EQ(static_cast<size_t>(it->numel()), values.size()) << name;
    for (size_t i = 0; i < values.size(); ++i) {
      switch (it->dtype) {
        case DType::F32: EXPECT_EQ(it->data_as<float>()[i], std::stof(values[i])) << name; break;
        case DType::F64: EXPECT_EQ(it->data_as<double>()[i], std::stod(values[i])) << name; break;
        case DType::I64: EXPECT_EQ(it->data_as<int64_t>()[i], std::stoll(values[i])) << name; break;
        case DType::I32: EXPECT_EQ(it->data_as<int32_t>()[i], std::stoll(values[i])) << name; break;
        case DType::U8:
        case DType::BOOL: EXPECT_EQ(it->data_as<uint8_t>()[i], std::stoi(values[i])) << name; break;
        default: FAIL() << name;
      }
    }
    ++checked;
  }
  EXPECT_EQ(checked, 9);
  EXPECT_EQ(file.tensors.size(), 9u);
}

TEST(Safetensors, WriterMatchesTheReferenceImplementationBytes) {
  // The reference implementation's own unit tests (safetensors/src/tensor.rs).
  float values[] = {0, 1, 2, 3, 4, 5};
  std::string data(reinterpret_cast<const char*>(values), sizeof values);
  std::string header = R"({"attn.0":{"dtype":"F32","shape":[1,2,3],"data_offsets":[0,24]}})";
  EXPECT_EQ(header.size(), 64u);
  EXPECT_EQ(serialize_safetensors({{"attn.0", DType::F32, {1, 2, 3}, values, 24}}), le64(64) + header + data);
  std::string padded = R"({"attn0":{"dtype":"F32","shape":[1,1,2,3],"data_offsets":[0,24]}})";
  EXPECT_EQ(serialize_safetensors({{"attn0", DType::F32, {1, 1, 2, 3}, values, 24}}),
            le64(72) + padded + "       " + data);
  EXPECT_EQ(serialize_safetensors({}), le64(8) + "{}      ");
  EXPECT_EQ(serialize_safetensors({}, {{"framework", "pt"}}),
            le64(40) + R"({"__metadata__":{"framework":"pt"}})" + "     ");
}

TEST(Safetensors, RoundTripAndOrdering) {
  double d[] = {1.5, -2.0};
  int64_t step = 42;
  uint8_t mask[] = {1, 0, 1};
  float w[] = {0.25f, -8.0f, 3.0f, 1e-30f};
  std::vector<TensorView> views = {{"w", DType::F32, {2, 2}, w, 16},
                                   {"mask", DType::BOOL, {3}, mask, 3},
                                   {"b", DType::F64, {2}, d, 16},
                                   {"step", DType::I64, {}, &step, 8},
                                   {"a", DType::F32, {0}, nullptr, 0}};
  test::TempFile tmp("", ".safetensors");
  save_safetensors(tmp.path(), views, {{"z", "last"}, {"a", "q\"uote\n"}});
  std::string bytes = test::read_text(tmp.path());
  EXPECT_EQ(bytes.substr(8, 60), R"({"__metadata__":{"a":"q\"uote\n","z":"last"},"step":{"dtype")");
  SafetensorsFile back = read_safetensors(bytes.data(), bytes.size());
  std::vector<std::string> names;
  for (const RawTensor& t : back.tensors) names.push_back(t.name);
  EXPECT_EQ(names, (std::vector<std::string>{"step", "b", "a", "w", "mask"}));
  EXPECT_EQ(back.metadata, (SafetensorsMetadata{{"a", "q\"uote\n"}, {"z", "last"}}));
  EXPECT_EQ(back.tensors[0].data_as<int64_t>()[0], 42);
  EXPECT_EQ(back.tensors[0].shape, std::vector<int64_t>{});
  EXPECT_EQ(back.tensors[1].data_as<double>()[1], -2.0);
  EXPECT_EQ(back.tensors[2].numel(), 0);
  EXPECT_EQ(std::memcmp(back.tensors[3].bytes.data(), w, 16), 0);
  EXPECT_EQ(back.tensors[4].bytes, (std::vector<uint8_t>{1, 0, 1}));
  EXPECT_EQ((8 + (bytes.size() - 8 - 16 - 16 - 8 - 3)) % 8, 0u);  // header padded to 8
  EXPECT_THROW(serialize_safetensors({{"x", DType::F32, {3}, w, 8}}), std::invalid_argument);
  EXPECT_THROW(serialize_safetensors({{"x", DType::F32, {1}, w, 4}, {"x", DType::F32, {1}, w, 4}}),
               std::invalid_argument);
}

TEST(Safetensors, HeaderOnlyThenCopyIntoCallerBuffer) {
  std::string bytes = test::read_text(test::fixture("torch.safetensors"));
  SafetensorsHeader header = parse_safetensors_header(bytes.data(), bytes.size());
  auto half = std::find_if(header.tensors.begin(), header.tensors.end(),
                           [](const SafetensorsEntry& e) { return e.name == "half"; });
  ASSERT_NE(half, header.tensors.end());
  EXPECT_EQ(half->stored_dtype, "F16");
  EXPECT_EQ(half->dtype, DType::F32);
  float out[5];
  copy_safetensors_tensor(header, *half, bytes.data(), out);
  EXPECT_EQ(out[2], 65504.0f);
  EXPECT_EQ(out[3], 0.00010001659393310547f);
}

TEST(Safetensors, ValidationErrors) {
  std::string f32x2(8, '\0');
  EXPECT_EQ(error_of("abc"), "m.safetensors: file is 3 bytes, too short for the 8-byte header length");
  EXPECT_EQ(error_of(le64(1000) + "{}"), "m.safetensors: header length 1000 exceeds the file size 10");
  EXPECT_EQ(error_of(le64(200000000) + "{}"),
            "m.safetensors: header length 200000000 exceeds the limit of 100000000 bytes");
  EXPECT_EQ(error_of(make_file("{\"a\":", "")),
            "m.safetensors: byte 8: header is not valid JSON: Expecting value: line 1 column 9 (char 8)");  // after the padding
  EXPECT_EQ(error_of(make_file("[1]", "")), "m.safetensors: byte 8: header is not a JSON object");
  EXPECT_EQ(error_of(make_file(R"({"t":{"dtype":"F8","shape":[2],"data_offsets":[0,2]}})", "xx")),
            "m.safetensors: tensor 't': dtype 'F8' is not supported");
  EXPECT_EQ(error_of(make_file(R"({"t":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}})", f32x2)),
            "m.safetensors: tensor 't': data_offsets [0, 8] hold 8 bytes, shape [3] of F32 needs 12");
  EXPECT_EQ(error_of(make_file(R"({"t":{"dtype":"F32","shape":[-2],"data_offsets":[0,8]}})", f32x2)),
            "m.safetensors: tensor 't': shape dims must be non-negative integers");
  EXPECT_EQ(error_of(make_file(R"({"t":{"dtype":"F32","shape":[2],"data_offsets":[8,0]}})", f32x2)),
            "m.safetensors: tensor 't': data_offsets must be integers with 0 <= begin <= end");
  EXPECT_EQ(error_of(make_file(R"({"t":{"dtype":"F32","shape":[2]}})", f32x2)),
            "m.safetensors: tensor 't': \"data_offsets\" is not [begin, end]");
  EXPECT_EQ(error_of(make_file(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},)"
                               R"("b":{"dtype":"U8","shape":[4],"data_offsets":[2,6]}})", f32x2)),
            "m.safetensors: tensor 'b': data_offsets [2, 6] overlap the previous tensor (which ends at 4)");
  EXPECT_EQ(error_of(make_file(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[4,8]}})", f32x2)),
            "m.safetensors: tensor 'a': data_offsets [4, 8] leave a gap after the previous tensor (which ends at 0)");
  std::string short_file = make_file(R"({"t":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})", "1234");
  EXPECT_EQ(error_of(short_file), "m.safetensors: byte " + std::to_string(short_file.size() - 4) +
                                      ": the tensors cover 8 bytes but the data section has 4");
  EXPECT_EQ(error_of(make_file(R"({"__metadata__":{"k":1}})", "")),
            "m.safetensors: __metadata__ value 'k' is not a string");
  EXPECT_EQ(error_of(make_file(R"({"t":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},)"
                               R"("t":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}})", "ab")),
            "m.safetensors: tensor 't' appears twice");
  try {
    load_safetensors("/nonexistent.safetensors");
    FAIL();
  } catch (const FileError& e) {
    EXPECT_EQ(e.error_number(), ENOENT);
  }
}

}  // namespace
}  // namespace tp::data
