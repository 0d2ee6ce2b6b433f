// General numeric CSV reader (see numeric_csv.h): one pass over the lines, fields split
// with memchr, numbers parsed with std::from_chars directly in the target precision (so
// float32 values are correctly rounded from the text, not twice through double).
#include "data/numeric_csv.h"

#include <charconv>
#include <cstring>
#include <stdexcept>

#include "data/errors.h"
#include "data/file_buffer.h"

namespace tp::data {

namespace {

struct Field {
  const char* begin;
  const char* end;
};

// Strips spaces/tabs and one pair of surrounding double quotes.
Field trim(Field f) {
  while (f.begin < f.end && (*f.begin == ' ' || *f.begin == '\t')) ++f.begin;
  while (f.end > f.begin && (f.end[-1] == ' ' || f.end[-1] == '\t')) --f.end;
  if (f.end - f.begin >= 2 && *f.begin == '"' && f.end[-1] == '"') {
    ++f.begin;
    --f.end;
  }
  return f;
}

// Parses a whole field as T; false if it is not exactly one number.
template <typename T>
bool parse_number(Field f, T& out) {
  const char* p = f.begin;
  if (p < f.end && *p == '+') {
    ++p;
    if (p < f.end && *p == '-') return false;  // "+-1"
  }
  if (p == f.end) return false;
  auto [end, ec] = std::from_chars(p, f.end, out, std::chars_format::general);
  if (ec == std::errc::result_out_of_range) {
    // Overflow: like float("1e999") give +-inf; underflow gives +-0.
    double d = std::strtod(std::string(p, f.end).c_str(), nullptr);
    out = static_cast<T>(d);
    return true;
  }
  return ec == std::errc() && end == f.end;
}

std::string shown(Field f) {
  std::string s(f.begin, std::min<size_t>(f.end - f.begin, 40));
  if (f.end - f.begin > 40) s += "...";
  return s;
}

}  // namespace

CsvMatrix read_numeric_csv(const char* data, size_t size, const CsvOptions& options, std::string_view source) {
  if (options.dtype != DType::F32 && options.dtype != DType::F64) {
    throw std::invalid_argument("read_numeric_csv: dtype must be float32 or float64");
  }
  CsvMatrix m;
  m.dtype = options.dtype;
  const size_t item = dtype_size(options.dtype);
  const char* p = data;
  const char* end = data + size;
  size_t line = 0;
  bool first_row = true;
  std::vector<Field> fields;
  while (p < end && m.rows < options.max_rows) {
    const char* nl = static_cast<const char*>(std::memchr(p, '\n', end - p));
    const char* line_end = nl ? nl : end;
    const char* line_start = p;
    p = nl ? nl + 1 : end;
    ++line;
    if (line <= options.skip_rows) continue;
    const char* content_end = line_end;
    if (content_end > line_start && content_end[-1] == '\r') --content_end;
    if (content_end == line_start) continue;  // blank

    fields.clear();
    for (const char* f = line_start;;) {
      const char* d = static_cast<const char*>(std::memchr(f, options.delimiter, content_end - f));
      fields.push_back({f, d ? d : content_end});
      if (!d) break;
      f = d + 1;
    }
    auto column = [&](const char* at) { return static_cast<size_t>(at - line_start) + 1; };

    if (first_row) {
      first_row = false;
      bool header = options.header == CsvHeader::Yes;
      if (options.header == CsvHeader::Auto) {
        for (const Field& f : fields) {
          double ignored;
          if (!parse_number(trim(f), ignored)) header = true;
        }
      }
      m.cols = fields.size();
      if (header) {
        for (const Field& f : fields) {
          Field t = trim(f);
          m.column_names.emplace_back(t.begin, t.end);
        }
        continue;
      }
    }
    if (fields.size() != m.cols) {
      const char* at = fields.size() > m.cols ? fields[m.cols].begin : content_end;
      throw ParseError(source, line, column(at),
                       "expected " + std::to_string(m.cols) + " values, found " + std::to_string(fields.size()));
    }
    size_t base = m.bytes.size();
    m.bytes.resize(base + m.cols * item);
    for (size_t j = 0; j < m.cols; ++j) {
      Field t = trim(fields[j]);
      bool ok;
      if (options.dtype == DType::F32) {
        float v = 0;
        ok = parse_number(t, v);
        std::memcpy(m.bytes.data() + base + j * 4, &v, 4);
      } else {
        double v = 0;
        ok = parse_number(t, v);
        std::memcpy(m.bytes.data() + base + j * 8, &v, 8);
      }
      if (!ok) {
        if (t.begin == t.end) throw ParseError(source, line, column(fields[j].begin), "missing value");
        throw ParseError(source, line, column(fields[j].begin), "invalid value '" + shown(t) + "'");
      }
    }
    ++m.rows;
  }
  return m;
}

CsvMatrix load_numeric_csv(const std::string& path, const CsvOptions& options) {
  FileBuffer file = FileBuffer::read(path);
  return read_numeric_csv(file.data(), file.size(), options, path);
}

}  // namespace tp::data
