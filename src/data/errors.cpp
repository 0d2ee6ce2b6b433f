// Construction and message formatting of the data readers' errors (see errors.h).
#include "data/errors.h"

#include <cstring>

namespace tp::data {

ParseError::ParseError(std::string_view source, size_t line, size_t column, std::string message)
    : source_(source), line_(line), column_(column), message_(std::move(message)) {
  what_ = source_;
  if (line_ != 0) {
    what_ += ':' + std::to_string(line_) + ':' + std::to_string(column_);
  } else if (column_ != 0) {
    what_ += ": byte " + std::to_string(column_);
  }
  what_ += ": " + message_;
}

FileError::FileError(std::string path, int error_number, std::string_view operation)
    : path_(std::move(path)), errno_(error_number) {
  what_ = "cannot ";
  what_ += operation;
  what_ += " '" + path_ + "': " + std::strerror(errno_);
}

}  // namespace tp::data
