// Tests for the general numeric CSV reader (src/data/numeric_csv.h): number syntax,
// headers (auto, forced, none), options, and errors with line and column.
#include "data/numeric_csv.h"

#include <gtest/gtest.h>

#include <cmath>

#include "data/errors.h"
#include "test_util.h"

namespace tp::data {
namespace {

CsvMatrix read(std::string_view text, CsvOptions options = {}) {
  return read_numeric_csv(text.data(), text.size(), options, "d.csv");
}

std::string error_of(std::string_view text, CsvOptions options = {}) {
  try {
    read(text, options);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(NumericCsv, NumbersOfEveryForm) {
  CsvOptions f64;
  f64.dtype = DType::F64;
  CsvMatrix m = read("1,-2.5,3e2\n+4, .5 ,\"6.\"\r\n\nnan,-INF,Infinity\n1e999,-1e-999,-0", f64);
  ASSERT_EQ(m.rows, 4u);
  ASSERT_EQ(m.cols, 3u);
  EXPECT_TRUE(m.column_names.empty());
  const double* v = m.data_as<double>();
  EXPECT_EQ(v[0], 1.0);
  EXPECT_EQ(v[1], -2.5);
  EXPECT_EQ(v[2], 300.0);
  EXPECT_EQ(v[3], 4.0);
  EXPECT_EQ(v[4], 0.5);
  EXPECT_EQ(v[5], 6.0);
  EXPECT_TRUE(std::isnan(v[6]));
  EXPECT_EQ(v[7], -INFINITY);
  EXPECT_EQ(v[8], INFINITY);
  EXPECT_EQ(v[9], INFINITY);
  EXPECT_EQ(v[10], 0.0);
  EXPECT_TRUE(std::signbit(v[10]));
  EXPECT_TRUE(std::signbit(v[11]));
}

TEST(NumericCsv, Float32IsRoundedOnceFromTheText) {
  // 0.1 as float32 directly, not via double; and a value where double rounding differs.
  CsvMatrix m = read("0.1,1.00000005960464477539062499");
  EXPECT_EQ(m.data_as<float>()[0], 0.1f);
  EXPECT_EQ(m.data_as<float>()[1], 1.0f);
}

TEST(NumericCsv, HeadersAndOptions) {
  CsvMatrix auto_header = read("x, \"y\" ,z\n1,2,3\n4,5,6\n");
  EXPECT_EQ(auto_header.column_names, (std::vector<std::string>{"x", "y", "z"}));
  EXPECT_EQ(auto_header.rows, 2u);
  EXPECT_EQ(auto_header.data_as<float>()[5], 6.0f);

  CsvMatrix numeric_first = read("1,2\n3,4\n");
  EXPECT_TRUE(numeric_first.column_names.empty());
  EXPECT_EQ(numeric_first.rows, 2u);

  CsvOptions forced;
  forced.header = CsvHeader::Yes;
  EXPECT_EQ(read("1,2\n3,4\n", forced).column_names, (std::vector<std::string>{"1", "2"}));
  EXPECT_EQ(read("1,2\n3,4\n", forced).rows, 1u);

  CsvOptions opts;
  opts.delimiter = ';';
  opts.skip_rows = 2;
  opts.max_rows = 2;
  CsvMatrix m = read("# comment\nfree text, here\na;b\n1;2\n3;4\n5;6\n", opts);
  EXPECT_EQ(m.column_names, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(m.rows, 2u);
  EXPECT_EQ(m.data_as<float>()[3], 4.0f);

  EXPECT_EQ(read("").rows, 0u);
  EXPECT_EQ(read("a,b\n").cols, 2u);

  CsvOptions bad;
  bad.dtype = DType::I64;
  EXPECT_THROW(read("1", bad), std::invalid_argument);
}

TEST(NumericCsv, ErrorsNameLineAndColumn) {
  EXPECT_EQ(error_of("1,2,3\n4,5\n"), "d.csv:2:4: expected 3 values, found 2");
  EXPECT_EQ(error_of("1,2,3\n\n4,5,6,7\n"), "d.csv:3:7: expected 3 values, found 4");
  EXPECT_EQ(error_of("1,2,3\n4,abc,6\n"), "d.csv:2:3: invalid value 'abc'");
  EXPECT_EQ(error_of("a,b,c\n1,,3\n"), "d.csv:2:3: missing value");
  EXPECT_EQ(error_of("1,2\n3,4,\n"), "d.csv:2:5: expected 2 values, found 3");
  EXPECT_EQ(error_of("1,2\n3, 4x\n"), "d.csv:2:3: invalid value '4x'");
  EXPECT_EQ(error_of("1,2\n+-3,4\n"), "d.csv:2:1: invalid value '+-3'");
  EXPECT_EQ(error_of("1,2\n0x10,4\n"), "d.csv:2:1: invalid value '0x10'");
  CsvOptions no_header;
  no_header.header = CsvHeader::No;
  EXPECT_EQ(error_of("x,y\n1,2\n", no_header), "d.csv:1:1: invalid value 'x'");
  EXPECT_THROW(load_numeric_csv("/nonexistent.csv"), FileError);
}

TEST(NumericCsv, ReadsTheMnistFileAsAMatrix) {
  std::string path = test::fixture("../../data/mnist/mnist_test_50.csv");
  if (FILE* f = std::fopen(path.c_str(), "r")) {
    std::fclose(f);
  } else {
    FAIL() << "missing " << path << ": make test runs scripts/get-mnist first";
  }
  CsvMatrix m = load_numeric_csv(path);
  EXPECT_EQ(m.rows, 50u);
  EXPECT_EQ(m.cols, 785u);
}

}  // namespace
}  // namespace tp::data
