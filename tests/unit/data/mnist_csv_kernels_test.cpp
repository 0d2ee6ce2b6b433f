// The MNIST CSV row parsers (MnistCsvKernel, Note [MNIST CSV kernels] in
// src/data/mnist_csv.cpp) against each other and against the values the generator wrote:
// random valid files (1 to 3 digits per value, runs of "0,0,...", "\n" or "\r\n", blank lines, with
// or without a final line end, at odd offsets and lengths), every value 0..255 as a pixel, and
// random corruptions of valid files, where every kernel must raise the same error (message, line,
// column) after writing the same rows.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "data/errors.h"
#include "data/mnist_csv.h"

namespace tp::data {
namespace {

std::vector<MnistCsvKernel> supported_kernels() {
  std::vector<MnistCsvKernel> kernels;
  for (MnistCsvKernel k :
       {MnistCsvKernel::Scalar, MnistCsvKernel::Avx2, MnistCsvKernel::Avx512, MnistCsvKernel::Auto})
    if (mnist_csv_kernel_supported(k)) kernels.push_back(k);
  return kernels;
}

const char* kernel_name(MnistCsvKernel k) {
  switch (k) {
    case MnistCsvKernel::Auto:
      return "auto";
    case MnistCsvKernel::Scalar:
      return "scalar";
    case MnistCsvKernel::Avx2:
      return "avx2";
    case MnistCsvKernel::Avx512:
      return "avx512";
  }
  return "?";
}

// A valid file and the values written into it.
struct Generated {
  std::string text;
  std::vector<int64_t> labels;
  std::vector<uint8_t> pixels;  // rows * 784
};

// `rows` rows of random values; zeros are frequent, as in MNIST. Each value is written
// with 1 to 3 digits (leading zeros allowed), lines end in "\n" or "\r\n", some blank
// lines between rows, and the final line end is present or not.
Generated generate(std::mt19937& rng, int rows) {
  Generated g;
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  auto write = [&](int value) {
    std::string digits = std::to_string(value);
    int width = std::max<int>(static_cast<int>(digits.size()), 1 + pick(3));
    g.text += std::string(width - digits.size(), '0') + digits;
  };
  auto line_end = [&] { g.text += pick(3) == 0 ? "\r\n" : "\n"; };
  for (int r = 0; r < rows; ++r) {
    if (pick(8) == 0) line_end();  // a blank line
    int label = pick(10);
    g.labels.push_back(label);
    write(label);
    // Half the rows look like MNIST digits: a background of plain "0"s (the vector path
    // takes 32 of them at once) around a random middle that ends anywhere in the row.
    bool digit_like = pick(2) == 0;
    size_t middle_begin = static_cast<size_t>(pick(300)),
           middle_end = kMnistPixels - static_cast<size_t>(pick(300));
    for (size_t j = 0; j < kMnistPixels; ++j) {
      g.text += ',';
      if (digit_like && (j < middle_begin || j >= middle_end || j % 28 < 5)) {
        g.pixels.push_back(0);
        g.text += '0';
        continue;
      }
      int value = pick(3) == 0 ? pick(256) : 0;
      if (pick(50) == 0) value = 255;
      g.pixels.push_back(static_cast<uint8_t>(value));
      write(value);
    }
    if (r + 1 < rows || pick(2) == 0) line_end();
  }
  return g;
}

struct Outcome {
  size_t rows = 0;
  std::vector<float> images;
  std::vector<int64_t> labels;
  std::optional<std::string> error;  // what(), line and column, when it threw
  size_t error_line = 0;
};

// Rows (non-blank lines) before 1-based line `line` of `text`.
size_t rows_before_line(const std::string& text, size_t line) {
  size_t offset = 0;
  for (size_t l = 1; l < line; ++l) offset = text.find('\n', offset) + 1;
  return count_mnist_rows(text.data(), offset);
}

Outcome run(MnistCsvKernel kernel, const std::string& text) {
  // Parse from a copy at an odd address with nothing readable promised after it.
  std::vector<char> bytes(text.size() + 1);
  std::copy(text.begin(), text.end(), bytes.begin() + 1);
  const char* data = bytes.data() + 1;
  size_t n = count_mnist_rows(data, text.size());
  Outcome out;
  out.images.assign(n * kMnistPixels, -1.0f);
  out.labels.assign(n, -1);
  try {
    out.rows = parse_mnist_csv(data, text.size(), n, out.images.data(), out.labels.data(), "t.csv",
                               1, kernel);
  } catch (const ParseError& e) {
    out.error =
        std::string(e.what()) + " @" + std::to_string(e.line()) + ":" + std::to_string(e.column());
    out.error_line = e.line();
  }
  return out;
}

TEST(MnistCsvKernels, EveryPixelValueIsScaledLikeTheDivision) {
  // Pixel j of row r holds (r * 784 + j) % 256: every value 0..255 in every position class.
  std::string text;
  for (int r = 0; r < 4; ++r) {
    text += std::to_string(r);
    for (size_t j = 0; j < kMnistPixels; ++j)
      text += "," + std::to_string((r * kMnistPixels + j) % 256);
    text += "\n";
  }
  for (MnistCsvKernel kernel : supported_kernels()) {
    Outcome out = run(kernel, text);
    ASSERT_FALSE(out.error) << kernel_name(kernel) << ": " << *out.error;
    ASSERT_EQ(out.rows, 4u);
    for (size_t i = 0; i < out.images.size(); ++i)
      ASSERT_EQ(out.images[i], static_cast<float>(i % 256) / 255.0f)
          << kernel_name(kernel) << " value " << i % 256;
  }
}

TEST(MnistCsvKernels, RandomValidFilesGiveTheWrittenValues) {
  std::mt19937 rng(20240613);
  for (int trial = 0; trial < 60; ++trial) {
    Generated g = generate(rng, 1 + trial % 7);
    const std::string& text = g.text;
    for (MnistCsvKernel kernel : supported_kernels()) {
      Outcome out = run(kernel, text);
      ASSERT_FALSE(out.error) << kernel_name(kernel) << ": " << *out.error;
      ASSERT_EQ(out.rows, g.labels.size()) << kernel_name(kernel);
      ASSERT_EQ(out.labels, g.labels) << kernel_name(kernel);
      for (size_t i = 0; i < g.pixels.size(); ++i)
        ASSERT_EQ(out.images[i], static_cast<float>(g.pixels[i]) / 255.0f)
            << kernel_name(kernel) << " trial " << trial << " pixel " << i;
    }
  }
}

TEST(MnistCsvKernels, LimitAndTheLastRowAtEveryDistanceFromTheEnd) {
  // The vector path reads 64 bytes ahead; the last row is parsed from a padded copy.
  // Trailing blank lines and line ends of every kind must not change the values.
  std::mt19937 rng(7);
  Generated g = generate(rng, 3);
  for (const char* suffix : {"", "\n", "\r\n", "\r", "\n\n", "\r\n\r\n", "\n\r\n\n"}) {
    std::string text = g.text;
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    text += suffix;
    Outcome want = run(MnistCsvKernel::Scalar, text);
    ASSERT_FALSE(want.error) << *want.error;
    ASSERT_EQ(want.rows, 3u);
    for (MnistCsvKernel kernel : supported_kernels()) {
      Outcome out = run(kernel, text);
      EXPECT_EQ(out.error, want.error) << kernel_name(kernel);
      EXPECT_EQ(out.labels, g.labels) << kernel_name(kernel);
      EXPECT_EQ(out.images, want.images) << kernel_name(kernel);
    }
  }
}

TEST(MnistCsvKernels, CorruptedFilesGiveTheSameErrorAndRows) {
  std::mt19937 rng(99);
  const std::string alphabet = ",,,\n\r0123456789x -.\0\xff";
  int errors = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    Generated g = generate(rng, 1 + trial % 4);
    std::string text = g.text;
    for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
      size_t at = rng() % text.size();
      char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 4) {
        case 0:
          text[at] = c;
          break;  // replace
        case 1:
          text.insert(text.begin() + at, c);
          break;  // insert
        case 2:
          text.erase(text.begin() + at);
          break;  // delete
        default:
          text.insert(at, text.substr(at, 1 + rng() % 6));
          break;  // repeat a run
      }
      if (text.empty()) text = "5";
    }
    Outcome want = run(MnistCsvKernel::Scalar, text);
    errors += want.error.has_value();
    for (MnistCsvKernel kernel : supported_kernels()) {
      Outcome out = run(kernel, text);
      ASSERT_EQ(out.error, want.error) << kernel_name(kernel) << " trial " << trial;
      ASSERT_EQ(out.rows, want.rows) << kernel_name(kernel) << " trial " << trial;
      // Rows before the failing one are complete and equal; the failing row may be partial.
      size_t complete = want.error ? rows_before_line(text, want.error_line) : out.labels.size();
      for (size_t r = 0; r < complete; ++r) {
        ASSERT_EQ(out.labels[r], want.labels[r]) << kernel_name(kernel) << " trial " << trial;
        for (size_t j = 0; j < kMnistPixels; ++j)
          ASSERT_EQ(out.images[r * kMnistPixels + j], want.images[r * kMnistPixels + j])
              << kernel_name(kernel) << " trial " << trial << " row " << r;
      }
    }
  }
  EXPECT_GT(errors, 1000);  // the corruptions mostly break the file
}

TEST(MnistCsvKernels, RowCountsAgreeWithTheScalarCount) {
  // Line ends, lone '\r's and other bytes in every arrangement, across 64-byte blocks.
  std::mt19937 rng(5);
  const std::string alphabet = "\n\n\r\r,0";
  for (int trial = 0; trial < 3000; ++trial) {
    std::string text(rng() % (trial < 2000 ? 200 : 2000), ' ');
    for (char& c : text) c = alphabet[rng() % alphabet.size()];
    ASSERT_EQ(count_mnist_rows(text.data(), text.size()),
              count_mnist_rows_scalar(text.data(), text.size()))
        << testing::PrintToString(text);
  }
  // Known answers: blank lines are "", "\r"; a line "\r\r" or ",\r" is a row.
  auto count = [](const std::string& t) { return count_mnist_rows(t.data(), t.size()); };
  EXPECT_EQ(count(std::string(100, '\n') + "1" + std::string(100, '\n')), 1u);
  EXPECT_EQ(count(std::string(70, '\n') + "\r\r\n\r\n\r"), 1u);
  EXPECT_EQ(count(std::string(70, ',') + "\n\r"), 1u);
  EXPECT_EQ(count(std::string(70, ',') + "\n\rx"), 2u);
  EXPECT_EQ(count(""), 0u);
  std::mt19937 files(11);
  for (int rows = 1; rows < 6; ++rows) {
    Generated g = generate(files, rows);
    EXPECT_EQ(count(g.text), static_cast<size_t>(rows));
  }
}

TEST(MnistCsvKernels, UnsupportedKernelIsRefused) {
  if (!mnist_csv_kernel_supported(MnistCsvKernel::Avx512)) {
    std::string row = "1";
    for (size_t j = 0; j < kMnistPixels; ++j) row += ",0";
    std::vector<float> images(kMnistPixels);
    int64_t label = 0;
    EXPECT_THROW(parse_mnist_csv(row.data(), row.size(), 1, images.data(), &label, "t.csv", 1,
                                 MnistCsvKernel::Avx512),
                 std::invalid_argument);
  }
  EXPECT_TRUE(mnist_csv_kernel_supported(MnistCsvKernel::Scalar));
  EXPECT_TRUE(mnist_csv_kernel_supported(MnistCsvKernel::Auto));
}

}  // namespace
}  // namespace tp::data
