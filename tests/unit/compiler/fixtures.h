// Reads the fixture files written by gen_fixtures.py (CPython 3.11 is the oracle): records
// of named, length-prefixed fields. The files live next to this header.
#pragma once

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace tp::compiler::testing {

using Record = std::map<std::string, std::string>;

// Loads every record of tests/unit/compiler/<name>; a record starts at each SOURCE field.
inline std::vector<Record> load_fixtures(const std::string& name) {
  std::string dir = __FILE__;
  dir = dir.substr(0, dir.find_last_of('/') + 1);
  std::ifstream in(dir + name, std::ios::binary);
  std::vector<Record> records;
  std::string header;
  while (std::getline(in, header)) {
    size_t space = header.find(' ');
    if (space == std::string::npos) break;
    std::string key = header.substr(0, space);
    size_t length = std::stoul(header.substr(space + 1));
    std::string value(length, '\0');
    in.read(value.data(), static_cast<std::streamsize>(length));
    in.get();  // the newline after the value
    if (key == "SOURCE") records.emplace_back();
    if (!records.empty()) records.back()[key] = value;
  }
  return records;
}

}  // namespace tp::compiler::testing
