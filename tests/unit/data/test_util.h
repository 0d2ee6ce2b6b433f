// Helpers shared by the data readers' tests: fixture paths (tests/data/, found from this
// file's path at compile time) and temporary files.
#pragma once

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <unistd.h>

namespace tp::data::test {

// Absolute path of tests/data/<name>.
inline std::string fixture(std::string_view name) {
  std::string here = __FILE__;  // .../tests/unit/data/test_util.h
  std::string root = here.substr(0, here.rfind("/unit/data/"));
  return root + "/data/" + std::string(name);
}

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A file in /tmp removed when the object goes out of scope.
class TempFile {
public:
  explicit TempFile(std::string_view contents, std::string_view suffix = ".tmp") {
    static int counter = 0;
    path_ = "/tmp/tp_data_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++) +
            std::string(suffix);
    std::ofstream out(path_, std::ios::binary);
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

private:
  std::string path_;
};

}  // namespace tp::data::test
