// Robustness: every reader, fed deterministic random mutations and truncations of valid
// inputs, must either succeed or throw its typed error; never crash, hang or read out of
// bounds (run under TP_SANITIZE to check the last). Also checks the real MNIST files
// when scripts/get-mnist has been run.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>

#include "data/errors.h"
#include "data/idx.h"
#include "data/json_checkpoint.h"
#include "data/json_parser.h"
#include "data/mnist_csv.h"
#include "data/safetensors.h"
#include "test_util.h"

namespace tp::data {
namespace {

// Mutations of `good`: byte flips, insertions of format-relevant bytes, truncations.
template <typename Reader>
void fuzz(const std::string& good, Reader reader, int rounds = 400) {
  std::mt19937 rng(1234);
  const char specials[] = {',', '\n', '\r', '0', '9', '"', '\\', '{', '}', '[', ']', ':', ' ', '\0', '\xff'};
  for (int r = 0; r < rounds; ++r) {
    std::string s = good;
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits && !s.empty(); ++e) {
      size_t at = rng() % s.size();
      switch (rng() % 4) {
        case 0: s[at] = specials[rng() % sizeof specials]; break;
        case 1: s.insert(at, 1, specials[rng() % sizeof specials]); break;
        case 2: s.erase(at, 1 + rng() % 8); break;
        case 3: s.resize(at); break;
      }
    }
    try {
      reader(s);
    } catch (const ParseError&) {
    } catch (const JsonError&) {
    }
  }
}

std::string mnist_rows(int n) {
  std::string text;
  for (int i = 0; i < n; ++i) {
    text += std::to_string(i % 10);
    for (int j = 0; j < 784; ++j) text += "," + std::to_string((j % 5 == 0) ? (i * j) % 256 : 0);
    text += "\n";
  }
  return text;
}

TEST(Robustness, MnistCsv) {
  fuzz(mnist_rows(4), [](const std::string& s) {
    size_t n = count_mnist_rows(s.data(), s.size());
    std::vector<float> images(n * 784);
    std::vector<int64_t> labels(n);
    EXPECT_LE(parse_mnist_csv(s.data(), s.size(), n, images.data(), labels.data()), n);
  });
}

TEST(Robustness, Json) {
  std::string doc = test::read_text(test::fixture("checkpoint.json"));
  fuzz(doc, [](const std::string& s) { read_json_checkpoint(s); });
}

TEST(Robustness, Safetensors) {
  std::string file = test::read_text(test::fixture("torch.safetensors"));
  fuzz(file, [](const std::string& s) { read_safetensors(s.data(), s.size()); });
}

TEST(Robustness, Idx) {
  std::string gz = test::read_text(test::fixture("idx_f32.idx.gz"));
  fuzz(gz, [](const std::string& s) { IdxFile::from_bytes(std::vector<char>(s.begin(), s.end())); });
  std::string raw = test::read_text(test::fixture("idx_i16.idx"));
  fuzz(raw, [](const std::string& s) { IdxFile::from_bytes(std::vector<char>(s.begin(), s.end())); });
}

TEST(RealMnist, TheFullFileHasTheKnownLabelCounts) {
  std::string path = test::fixture("../../data/mnist/mnist_test_full.csv");
  if (FILE* f = std::fopen(path.c_str(), "r")) {
    std::fclose(f);
  } else {
    FAIL() << "missing " << path << ": make test runs scripts/get-mnist first";
  }
  MnistData data = load_mnist_csv(path);
  ASSERT_EQ(data.rows, 10000u);
  std::vector<int> counts(10);
  for (int64_t label : data.labels) counts.at(static_cast<size_t>(label))++;
  EXPECT_EQ(counts, (std::vector<int>{1001, 1127, 991, 1032, 980, 863, 1014, 1070, 944, 978}));
  float max_pixel = 0;
  for (float v : data.images) max_pixel = std::max(max_pixel, v);
  EXPECT_EQ(max_pixel, 1.0f);
  EXPECT_EQ(load_mnist_csv(path, 50).labels,
            std::vector<int64_t>(data.labels.begin(), data.labels.begin() + 50));
}

}  // namespace
}  // namespace tp::data

namespace tp::data {
namespace {

TEST(Robustness, EmptyInputsAndNullBuffers) {
  EXPECT_EQ(count_mnist_rows(nullptr, 0), 0u);
  EXPECT_EQ(parse_mnist_csv(nullptr, 0, SIZE_MAX, nullptr, nullptr), 0u);
  IdxFile empty = IdxFile::from_bytes({0, 0, 0x0D, 1, 0, 0, 0, 0});
  EXPECT_EQ(empty.header().numel, 0);
  empty.copy_to(nullptr);
  std::vector<RawTensor> t = read_json_checkpoint(
      R"({"format": "tensorpy.nn.state_dict.v1", "tensors": {"e": {"shape": [0], "dtype": "float64", "data": []}}})");
  EXPECT_EQ(t.at(0).numel(), 0);
}

}  // namespace
}  // namespace tp::data
