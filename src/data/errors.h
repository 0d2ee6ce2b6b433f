// Errors raised by the data readers (src/data). Two kinds, so that a binding can map
// them onto Python exceptions without parsing messages:
//   ParseError: the bytes are not a valid file of the expected format. Carries the
//               source name, a 1-based line and column (0 when the format has no lines,
//               e.g. IDX and safetensors, where `column` is then a byte offset) and the
//               message. The ml bindings raise ValueError with what().
//   FileError:  the file could not be opened or read. Carries the path and errno; the
//               bindings raise FileNotFoundError / PermissionError / OSError from errno.
// The JSON parser has its own JsonError (json_parser.h) because its messages and
// positions follow CPython's json.JSONDecodeError.
#pragma once

#include <cstddef>
#include <exception>
#include <string>
#include <string_view>

namespace tp::data {

class ParseError : public std::exception {
public:
  // `source` is the file name shown to the user (the path as given, or "<memory>").
  // what() is "source:line:column: message", or "source: message" when line == 0 and
  // column == 0, or "source: byte N: message" when only `column` (a byte offset) is set.
  ParseError(std::string_view source, size_t line, size_t column, std::string message);

  const char* what() const noexcept override { return what_.c_str(); }
  const std::string& source() const { return source_; }
  size_t line() const { return line_; }
  size_t column() const { return column_; }
  const std::string& message() const { return message_; }

private:
  std::string source_;
  size_t line_;
  size_t column_;
  std::string message_;
  std::string what_;
};

class FileError : public std::exception {
public:
  // `error_number` is the errno of the failing open/read/mmap/write call.
  FileError(std::string path, int error_number, std::string_view operation);

  const char* what() const noexcept override { return what_.c_str(); }
  const std::string& path() const { return path_; }
  int error_number() const { return errno_; }

private:
  std::string path_;
  int errno_;
  std::string what_;
};

}  // namespace tp::data
