// Tests for the JSON checkpoint reader and writer (src/data/json_checkpoint.h): the
// Python-written fixture read and re-written byte for byte, python_float_repr against
// CPython's repr, and content errors.
#include "data/json_checkpoint.h"

#include <gtest/gtest.h>

#include <cmath>

#include "data/errors.h"
#include "test_util.h"

namespace tp::data {
namespace {

std::string error_of(std::string_view text) {
  try {
    read_json_checkpoint(text, "c.json");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(JsonCheckpoint, ReadsAndRewritesThePythonFixture) {
  std::string text = test::read_text(test::fixture("checkpoint.json"));
  std::vector<RawTensor> tensors = load_json_checkpoint(test::fixture("checkpoint.json"));
  ASSERT_EQ(tensors.size(), 8u);
  EXPECT_EQ(tensors[0].name, "conv1.weight");
  EXPECT_EQ(tensors[0].shape, (std::vector<int64_t>{2, 1, 2, 2}));
  EXPECT_EQ(tensors[0].data_as<float>()[0], 0.7376294732093811f);
  EXPECT_EQ(tensors[2].dtype, DType::F64);
  EXPECT_TRUE(std::isnan(tensors[2].data_as<double>()[1]));
  EXPECT_EQ(tensors[2].data_as<double>()[3], -INFINITY);
  EXPECT_EQ(tensors[3].data_as<int64_t>()[1], -9007199254740993);  // not rounded through double
  EXPECT_EQ(tensors[3].data_as<int64_t>()[2], INT64_MAX);
  EXPECT_EQ(tensors[6].dtype, DType::BOOL);
  EXPECT_EQ(tensors[6].bytes, (std::vector<uint8_t>{1, 0}));
  EXPECT_EQ(tensors[7].shape, std::vector<int64_t>{});
  std::vector<TensorView> views;
  for (const RawTensor& t : tensors) views.push_back({t.name, t.dtype, t.shape, t.bytes.data(), t.bytes.size()});
  EXPECT_EQ(serialize_json_checkpoint(views), text);
}

TEST(JsonCheckpoint, PythonFloatRepr) {
  // Expected strings are CPython's repr().
  EXPECT_EQ(python_float_repr(1.0), "1.0");
  EXPECT_EQ(python_float_repr(-0.0), "-0.0");
  EXPECT_EQ(python_float_repr(0.1), "0.1");
  EXPECT_EQ(python_float_repr(1e16), "1e+16");
  EXPECT_EQ(python_float_repr(1234567890123456.0), "1234567890123456.0");
  EXPECT_EQ(python_float_repr(0.0001), "0.0001");
  EXPECT_EQ(python_float_repr(0.00001), "1e-05");
  EXPECT_EQ(python_float_repr(1.5e-300), "1.5e-300");
  EXPECT_EQ(python_float_repr(5e-324), "5e-324");
  EXPECT_EQ(python_float_repr(123.456), "123.456");
  EXPECT_EQ(python_float_repr(1.7976931348623157e308), "1.7976931348623157e+308");
  EXPECT_EQ(python_float_repr(NAN), "NaN");
}

TEST(JsonCheckpoint, Errors) {
  const std::string head = R"({"format": "tensorpy.nn.state_dict.v1", "tensors": {)";
  EXPECT_EQ(error_of(R"({"tensors": {}})"), "c.json: missing \"format\": \"tensorpy.nn.state_dict.v1\"");
  EXPECT_EQ(error_of(R"({"format": "v0", "tensors": {}})"),
            "c.json: format is 'v0', expected 'tensorpy.nn.state_dict.v1'");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [6], "dtype": "float32", "data": [1, 2, 3, 4, 5]}}})"),
            "c.json: tensor 'b': data has 5 values, shape [6] needs 6");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [1], "dtype": "int64", "data": [1.5]}}})"),
            "c.json: tensor 'b': dtype int64 needs integer values");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [1], "dtype": "uint8", "data": [256]}}})"),
            "c.json: tensor 'b': value 256 out of range for uint8");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [1], "dtype": "complex64", "data": [1]}}})"),
            "c.json: tensor 'b': dtype 'complex64' is not supported");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [1], "data": [1]}}})"), "c.json: tensor 'b': missing \"dtype\"");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [2], "dtype": "float32", "data": [[1], [2]]}}})"),
            "c.json: tensor 'b': \"data\" must be a flat list of numbers");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [-1], "dtype": "float32", "data": []}}})"),
            "c.json: tensor 'b': shape dims must be non-negative integers");
  EXPECT_EQ(error_of(head + R"("b": {"shape": [1], "dtype": "float32", "data": ["x"]}}})"),
            "c.json: tensor 'b': unexpected string in \"data\"");
  EXPECT_EQ(error_of("{\"format\": \"tensorpy.nn.state_dict.v1\",\n \"tensors\": {\"a\" 1}}"),
            "c.json:2:18: Expecting ':' delimiter");
  // Unknown keys are ignored, whatever their value.
  EXPECT_EQ(read_json_checkpoint(head + R"("b": {"shape": [], "dtype": "float64", "data": [2], "x": [{}]}}, "extra": [1, {"a": null}]})")
                .size(), 1u);
}

}  // namespace
}  // namespace tp::data
