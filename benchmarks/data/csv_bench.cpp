// Measures the MNIST CSV reader (src/data/mnist_csv.h) on data/mnist/mnist_test_full.csv:
//   parse:  parse_mnist_csv on bytes already in memory, into reused output buffers (GB/s
//           of CSV text; the figure the >= 1 GB/s target refers to), with the kernel
//           Auto picks and, for comparison, the AVX2 and portable scalar ones;
//   threads: split_mnist_csv + one std::thread per chunk (what a binding can do with its pool);
//   file:   the whole load_mnist_csv(path) (mmap + count + parse into fresh vectors),
//           i.e. what ml.load_mnist_csv costs before wrapping the buffers as tensors.
// Prints the median of `runs` repetitions of each. Usage: csv_bench [path] [runs].
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "data/file_buffer.h"
#include "data/mnist_csv.h"

namespace {
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}
// CPU time of the calling thread: unaffected by other processes taking the cores.
double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}
double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

int main(int argc, char** argv) {
  std::string path = argc > 1 ? argv[1] : "data/mnist/mnist_test_full.csv";
  int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 21;
  try {
    tp::data::FileBuffer file = tp::data::FileBuffer::read(path);
    size_t rows = tp::data::count_mnist_rows(file.data(), file.size());
    std::vector<float> images(rows * tp::data::kMnistPixels);
    std::vector<int64_t> labels(rows);
    std::vector<double> parse_s, parse_cpu_s, scalar_s, avx2_s, count_s, load_s, parallel_s;
    const bool has_avx2 = tp::data::mnist_csv_kernel_supported(tp::data::MnistCsvKernel::Avx2);
    unsigned threads = std::max(2u, std::thread::hardware_concurrency());
    for (int r = 0; r < runs; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      size_t n = tp::data::count_mnist_rows(file.data(), file.size());
      count_s.push_back(seconds_since(t0));
      t0 = std::chrono::steady_clock::now();
      double cpu0 = thread_cpu_seconds();
      tp::data::parse_mnist_csv(file.data(), file.size(), n, images.data(), labels.data(), path);
      parse_cpu_s.push_back(thread_cpu_seconds() - cpu0);
      parse_s.push_back(seconds_since(t0));
      t0 = std::chrono::steady_clock::now();
      tp::data::parse_mnist_csv(file.data(), file.size(), n, images.data(), labels.data(), path, 1,
                                tp::data::MnistCsvKernel::Scalar);
      scalar_s.push_back(seconds_since(t0));
      if (has_avx2) {
        t0 = std::chrono::steady_clock::now();
        tp::data::parse_mnist_csv(file.data(), file.size(), n, images.data(), labels.data(), path,
                                  1, tp::data::MnistCsvKernel::Avx2);
        avx2_s.push_back(seconds_since(t0));
      }
      t0 = std::chrono::steady_clock::now();
      std::vector<tp::data::MnistChunk> chunks =
          tp::data::split_mnist_csv(file.data(), file.size(), threads);
      std::vector<std::thread> workers;
      for (const tp::data::MnistChunk& c : chunks) {
        workers.emplace_back([&, c] {
          tp::data::parse_mnist_csv(file.data() + c.begin, c.end - c.begin, c.rows,
                                    images.data() + c.first_row * tp::data::kMnistPixels,
                                    labels.data() + c.first_row, path, c.first_line);
        });
      }
      for (std::thread& w : workers) w.join();
      parallel_s.push_back(seconds_since(t0));
      t0 = std::chrono::steady_clock::now();
      tp::data::MnistData data = tp::data::load_mnist_csv(path);
      load_s.push_back(seconds_since(t0));
      if (data.rows != rows) return 1;
    }
    double gb = static_cast<double>(file.size()) / 1e9;
    std::printf("%s: %zu rows, %.1f MB, median of %d runs, kernel %s\n", path.c_str(), rows,
                gb * 1e3, runs,
                tp::data::mnist_csv_kernel_supported(tp::data::MnistCsvKernel::Avx512) ? "avx512"
                : has_avx2                                                             ? "avx2"
                                                                                       : "scalar");
    std::printf("  count rows           %7.2f ms  %6.2f GB/s\n", median(count_s) * 1e3,
                gb / median(count_s));
    std::printf("  parse (in memory)    %7.2f ms  %6.2f GB/s\n", median(parse_s) * 1e3,
                gb / median(parse_s));
    std::printf("  parse (thread CPU)   %7.2f ms  %6.2f GB/s\n", median(parse_cpu_s) * 1e3,
                gb / median(parse_cpu_s));
    if (has_avx2)
      std::printf("  parse, AVX2 kernel   %7.2f ms  %6.2f GB/s\n", median(avx2_s) * 1e3,
                  gb / median(avx2_s));
    std::printf("  parse, scalar kernel %7.2f ms  %6.2f GB/s\n", median(scalar_s) * 1e3,
                gb / median(scalar_s));
    std::printf("  parse, %u threads     %7.2f ms  %6.2f GB/s\n", threads, median(parallel_s) * 1e3,
                gb / median(parallel_s));
    std::printf("  load_mnist_csv(path) %7.2f ms  %6.2f GB/s\n", median(load_s) * 1e3,
                gb / median(load_s));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "csv_bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
