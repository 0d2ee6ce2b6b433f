// Measures the SAX JSON parser (src/data/json_parser.h) on a ~10 MB document: records of
// strings (some escaped, some non-ASCII), integers, floats, booleans, nulls and nested
// arrays. With no argument the document is synthesised (deterministically) and written to
// /tmp/tp_json_bench.json so that CPython can be timed on the same bytes:
//   python3 -c "import json,time;s=open('/tmp/tp_json_bench.json').read();t=time.perf_counter();json.loads(s);print(len(s)/1e6/(time.perf_counter()-t),'MB/s')"
// Prints the median MB/s of `runs` parses. Usage: json_bench [path] [runs].
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "data/file_buffer.h"
#include "data/json_parser.h"

namespace {

// Counts events so that the work cannot be optimised away.
struct CountingHandler : tp::data::JsonHandler {
  size_t events = 0, bytes = 0;
  void start_object() override { ++events; }
  void key(std::string_view k) override { bytes += k.size(); }
  void end_object() override { ++events; }
  void start_array() override { ++events; }
  void end_array() override { ++events; }
  void string(std::string_view v) override { bytes += v.size(); }
  void number(std::string_view t, bool) override { bytes += t.size(); }
  void boolean(bool) override { ++events; }
  void null() override { ++events; }
};

std::string synthesise(size_t target) {
  std::string doc = "[";
  uint32_t state = 12345;
  auto next = [&] { return state = state * 1664525u + 1013904223u; };
  for (size_t i = 0; doc.size() < target; ++i) {
    if (i) doc += ",\n";
    doc += "{\"id\": " + std::to_string(i) + ", \"name\": \"user_" + std::to_string(next() % 100000) +
           "\", \"score\": " + std::to_string(static_cast<double>(next() % 1000000) / 997.0) +
           ", \"active\": " + (next() % 2 ? "true" : "false") + ", \"tags\": [\"alpha\", \"b\\u00e9ta\", \"caf\xc3\xa9\"]" +
           ", \"nested\": {\"x\": -" + std::to_string(next() % 1000) + ", \"y\": 1.5e-3, \"z\": null}" +
           ", \"text\": \"line one\\nline \\\"two\\\" with some more words in it\"}";
  }
  return doc + "]";
}

}  // namespace

int main(int argc, char** argv) {
  int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 11;
  std::string doc;
  if (argc > 1) {
    doc = std::string(tp::data::FileBuffer::read(argv[1]).view());
  } else {
    doc = synthesise(10'000'000);
    if (FILE* f = std::fopen("/tmp/tp_json_bench.json", "wb")) {
      std::fwrite(doc.data(), 1, doc.size(), f);
      std::fclose(f);
    }
  }
  std::vector<double> seconds;
  CountingHandler handler;
  for (int r = 0; r < runs; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    tp::data::parse_json(doc, handler);
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(seconds.begin(), seconds.end());
  double median = seconds[seconds.size() / 2];
  std::printf("json: %.1f MB, median of %d runs: %.2f ms, %.0f MB/s (%zu events)\n", doc.size() / 1e6, runs,
              median * 1e3, doc.size() / 1e6 / median, handler.events / runs);
  return 0;
}
