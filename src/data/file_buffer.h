// Whole-file input for the readers: a file's bytes in memory, read with one mmap
// (regular files) or with read() into an owned buffer (pipes, /proc files, empty files).
// Errors: FileError (errors.h) carrying errno when the file cannot be opened or read.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tp::data {

class FileBuffer {
public:
  // Reads `path` entirely. Throws FileError (ENOENT, EACCES, EISDIR, ...).
  static FileBuffer read(const std::string& path);
  // Wraps bytes already in memory (e.g. a decompressed payload).
  static FileBuffer from_bytes(std::vector<char> bytes);

  FileBuffer() = default;
  FileBuffer(FileBuffer&& other) noexcept;
  FileBuffer& operator=(FileBuffer&& other) noexcept;
  FileBuffer(const FileBuffer&) = delete;
  FileBuffer& operator=(const FileBuffer&) = delete;
  ~FileBuffer();

  const char* data() const { return mapped_ ? mapped_ : owned_.data(); }
  size_t size() const { return mapped_ ? mapped_size_ : owned_.size(); }
  std::string_view view() const { return {data(), size()}; }

private:
  char* mapped_ = nullptr;  // from mmap, or null when owned_ holds the bytes
  size_t mapped_size_ = 0;
  std::vector<char> owned_;
};

// Writes `bytes` to `path` (created or truncated), via a temporary file renamed into
// place so that a failed write never leaves a half-written file. Throws FileError.
void write_file(const std::string& path, std::string_view bytes);

}  // namespace tp::data
