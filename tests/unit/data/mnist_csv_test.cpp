// Tests for the MNIST CSV reader (src/data/mnist_csv.h): values, limits, line ends,
// blank lines, and the exact line/column of every kind of malformed row.
#include "data/mnist_csv.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <string>
#include <vector>

#include "data/errors.h"
#include "test_util.h"

namespace tp::data {
namespace {

// A row "label,p0,...,p783" where pixel j is (j * 7 + label) % 256.
std::string make_row(int label) {
  std::string row = std::to_string(label);
  for (int j = 0; j < 784; ++j) row += "," + std::to_string((j * 7 + label) % 256);
  return row;
}

// Column (1-based) where pixel `j` of make_row(label) starts.
size_t pixel_column(int label, int j) {
  std::string row = make_row(label);
  size_t pos = 0;
  for (int k = 0; k <= j; ++k) pos = row.find(',', pos) + 1;
  return pos + 1;
}

struct Parsed {
  size_t rows;
  std::vector<float> images;
  std::vector<int64_t> labels;
};

Parsed parse(const std::string& text, size_t limit = SIZE_MAX) {
  size_t n = std::min(count_mnist_rows(text.data(), text.size()), limit);
  Parsed out{n, std::vector<float>(n * 784), std::vector<int64_t>(n)};
  size_t done = parse_mnist_csv(text.data(), text.size(), n, out.images.data(), out.labels.data(),
                                "t.csv");
  EXPECT_EQ(done, n);
  return out;
}

// Parses `text` expecting a ParseError; returns what() and checks line/column.
std::string error_of(const std::string& text, size_t line, size_t column) {
  std::vector<float> images(64 * 784);
  std::vector<int64_t> labels(64);
  try {
    parse_mnist_csv(text.data(), text.size(), 64, images.data(), labels.data(), "t.csv");
  } catch (const ParseError& e) {
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_EQ(e.column(), column) << e.what();
    return e.what();
  }
  ADD_FAILURE() << "no error for input of " << text.size() << " bytes";
  return "";
}

TEST(MnistCsv, ParsesValuesScaledLikePyTorch) {
  std::string text = make_row(3) + "\n" + make_row(9) + "\n";
  Parsed p = parse(text);
  ASSERT_EQ(p.rows, 2u);
  EXPECT_EQ(p.labels[0], 3);
  EXPECT_EQ(p.labels[1], 9);
  for (int j = 0; j < 784; ++j) {
    EXPECT_EQ(p.images[j], static_cast<float>((j * 7 + 3) % 256) / 255.0f);
    EXPECT_EQ(p.images[784 + j], static_cast<float>((j * 7 + 9) % 256) / 255.0f);
  }
  EXPECT_EQ(p.images[0], 3.0f / 255.0f);
}

TEST(MnistCsv, ZeroRunsAndFullRange) {
  // Rows of mostly zeros exercise the four-at-a-time path, with 255s in between.
  std::string row = "0";
  for (int j = 0; j < 784; ++j) row += (j % 9 == 8) ? ",255" : ",0";
  Parsed p = parse(row + "\n" + row);
  ASSERT_EQ(p.rows, 2u);
  for (int j = 0; j < 784; ++j) EXPECT_EQ(p.images[784 + j], j % 9 == 8 ? 1.0f : 0.0f) << j;
}

TEST(MnistCsv, LineEndsBlankLinesAndLimit) {
  std::string text = "\n" + make_row(1) + "\r\n\r\n" + make_row(2) + "\n\n" + make_row(4);
  EXPECT_EQ(count_mnist_rows(text.data(), text.size()), 3u);
  Parsed p = parse(text);
  ASSERT_EQ(p.rows, 3u);
  EXPECT_EQ(p.labels, (std::vector<int64_t>{1, 2, 4}));
  Parsed limited = parse(text, 2);
  EXPECT_EQ(limited.labels, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(parse("").rows, 0u);
  EXPECT_EQ(parse("\n\r\n").rows, 0u);
}

TEST(MnistCsv, LeadingZerosUpToThreeDigits) {
  std::string row = "007";
  for (int j = 0; j < 784; ++j) row += ",009";
  Parsed p = parse(row);
  EXPECT_EQ(p.labels[0], 7);
  EXPECT_EQ(p.images[5], 9.0f / 255.0f);
}

TEST(MnistCsv, ErrorsNameLineAndColumn) {
  std::string good = make_row(5) + "\n";
  // Too few values: reported at the line end.
  std::string short_row = make_row(5).substr(0, make_row(5).rfind(','));
  EXPECT_EQ(error_of(good + short_row + "\n", 2, short_row.size() + 1),
            "t.csv:2:" + std::to_string(short_row.size() + 1) + ": expected 785 values, found 784");
  // Too many: at the first extra value. Also with a blank line before (line numbers count it).
  std::string long_row = make_row(5) + ",17";
  EXPECT_EQ(error_of(good + "\n" + long_row + "\n", 3, make_row(5).size() + 2),
            "t.csv:3:" + std::to_string(make_row(5).size() + 2) + ": expected 785 values, found 786");
  // Invalid token.
  std::string bad = make_row(5);
  size_t col = pixel_column(5, 3);
  bad.replace(col - 1, bad.find(',', col - 1) - (col - 1), "x1");
  EXPECT_EQ(error_of(good + good + bad, 3, col), "t.csv:3:" + std::to_string(col) + ": invalid value 'x1'");
  // Out of range pixel and label.
  std::string big = make_row(5);
  col = pixel_column(5, 10);
  big.replace(col - 1, big.find(',', col - 1) - (col - 1), "300");
  EXPECT_EQ(error_of(big, 1, col), "t.csv:1:" + std::to_string(col) + ": pixel value 300 out of range 0..255");
  EXPECT_EQ(error_of(good + "11" + make_row(5).substr(1), 2, 1), "t.csv:2:1: label 11 out of range 0..9");
  // Missing value (",,") and a trailing comma.
  std::string empty = make_row(5);
  col = pixel_column(5, 0);
  empty.replace(col - 1, empty.find(',', col - 1) - (col - 1), "");
  EXPECT_EQ(error_of(empty, 1, col), "t.csv:1:" + std::to_string(col) + ": missing value");
  std::string trailing = short_row + ",";
  EXPECT_EQ(error_of(trailing, 1, trailing.size() + 1),
            "t.csv:1:" + std::to_string(trailing.size() + 1) + ": missing value");
  // Signs, spaces, decimals, four digits, huge numbers, a stray '\r', a NUL byte.
  EXPECT_EQ(error_of("-1" + make_row(5).substr(1), 1, 1), "t.csv:1:1: invalid value '-1'");
  EXPECT_EQ(error_of(" 5" + make_row(5).substr(1), 1, 1), "t.csv:1:1: invalid value ' 5'");
  EXPECT_EQ(error_of("5.0" + make_row(5).substr(1), 1, 1), "t.csv:1:1: invalid value '5.0'");
  EXPECT_EQ(error_of("0005" + make_row(5).substr(1), 1, 1), "t.csv:1:1: invalid value '0005'");
  EXPECT_EQ(error_of("99999999999999999999" + make_row(5).substr(1), 1, 1),
            "t.csv:1:1: label 99999999999999999999 out of range 0..9");
  col = pixel_column(5, 783);
  EXPECT_EQ(error_of(make_row(5) + "\r5\n", 1, col),
            "t.csv:1:" + std::to_string(col) + ": invalid value '" +
                std::to_string((783 * 7 + 5) % 256) + "\\r5'");
  EXPECT_EQ(error_of(std::string("5,\0\xff", 4), 1, 3), "t.csv:1:3: invalid value '\\x00\\xff'");
  // A header row is not MNIST CSV.
  EXPECT_EQ(error_of("label,pixel0\n", 1, 1), "t.csv:1:1: invalid value 'label'");
}

TEST(MnistCsv, ErrorsFarIntoALargeInput) {
  // The error row sits beyond the zero-padded tail region: the fast path finds it in place.
  std::string text;
  for (int i = 0; i < 40; ++i) text += make_row(i % 10) + "\n";
  std::string bad = make_row(2);
  bad[bad.size() - 1] = 'z';
  text += bad + "\n";
  for (int i = 0; i < 40; ++i) text += make_row(i % 10) + "\n";
  std::string msg = error_of(text, 41, bad.rfind(',') + 2);
  EXPECT_NE(msg.find("invalid value"), std::string::npos) << msg;
}

TEST(MnistCsv, LoadFileAndFileErrors) {
  test::TempFile file(make_row(8) + "\n" + make_row(0) + "\n", ".csv");
  MnistData data = load_mnist_csv(file.path());
  EXPECT_EQ(data.rows, 2u);
  EXPECT_EQ(data.labels, (std::vector<int64_t>{8, 0}));
  EXPECT_EQ(load_mnist_csv(file.path(), 1).rows, 1u);
  try {
    load_mnist_csv("/nonexistent/mnist.csv");
    FAIL();
  } catch (const FileError& e) {
    EXPECT_EQ(e.error_number(), ENOENT);
    EXPECT_EQ(e.path(), "/nonexistent/mnist.csv");
  }
  test::TempFile broken(make_row(8) + ",1\n", ".csv");
  try {
    load_mnist_csv(broken.path());
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.source(), broken.path());
    EXPECT_NE(std::string(e.what()).find(":1:"), std::string::npos);
  }
}

TEST(MnistCsv, FileWithoutRowsIsAnError) {
  for (const char* text : {"", "\n", "\r\n\n\r\n"}) {
    test::TempFile file(text, ".csv");
    try {
      load_mnist_csv(file.path());
      FAIL() << "no error for " << testing::PrintToString(text);
    } catch (const ParseError& e) {
      EXPECT_EQ(std::string(e.what()), file.path() + ": no rows");
    }
  }
}

TEST(MnistCsv, CountRowsNonempty) {
  std::string two = make_row(1) + "\n\n" + make_row(2);
  EXPECT_EQ(count_mnist_rows_nonempty(two.data(), two.size(), "<memory>"), 2u);
  EXPECT_THROW(count_mnist_rows_nonempty("\n", 1, "<memory>"), ParseError);
}

}  // namespace
}  // namespace tp::data

namespace tp::data {
namespace {

TEST(MnistCsv, ChunksParseToTheSameResultAndLines) {
  std::string text;
  for (int i = 0; i < 30; ++i) text += make_row(i % 10) + (i % 7 == 3 ? "\n\n" : "\n");
  Parsed whole = parse(text);
  for (size_t parts : {1u, 2u, 3u, 7u, 100u}) {
    std::vector<MnistChunk> chunks = split_mnist_csv(text.data(), text.size(), parts);
    EXPECT_LE(chunks.size(), parts);
    std::vector<float> images(whole.rows * 784);
    std::vector<int64_t> labels(whole.rows);
    size_t expected_begin = 0;
    for (const MnistChunk& c : chunks) {
      EXPECT_EQ(c.begin, expected_begin);
      expected_begin = c.end;
      EXPECT_EQ(parse_mnist_csv(text.data() + c.begin, c.end - c.begin, c.rows, images.data() + c.first_row * 784,
                                labels.data() + c.first_row, "t.csv", c.first_line),
                c.rows);
    }
    EXPECT_EQ(expected_begin, text.size());
    EXPECT_EQ(images, whole.images) << parts;
    EXPECT_EQ(labels, whole.labels) << parts;
  }
  // An error in a later chunk names the line in the whole file.
  std::string bad = text + "1,2\n";
  std::vector<MnistChunk> chunks = split_mnist_csv(bad.data(), bad.size(), 3);
  const MnistChunk& last = chunks.back();
  std::vector<float> images(last.rows * 784);
  std::vector<int64_t> labels(last.rows);
  try {
    parse_mnist_csv(bad.data() + last.begin, last.end - last.begin, last.rows, images.data(), labels.data(), "t.csv",
                    last.first_line);
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_STREQ(e.what(), "t.csv:35:4: expected 785 values, found 2");
  }
  EXPECT_TRUE(split_mnist_csv("", 0, 4).empty());
}

}  // namespace
}  // namespace tp::data
