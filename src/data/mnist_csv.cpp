// The MNIST CSV reader (see mnist_csv.h). A branch-light fast path parses rows that are
// well formed; any surprise sends the line to a slow, obviously correct diagnose() that
// re-reads it and raises the precise error. Note [MNIST CSV tail]: the fast path reads
// up to 9 bytes ahead of its position without bounds checks (an 8-byte word plus the
// byte after it), so it runs directly on the input only while at least kSafeBytes remain
// at the start of a row (a row the fast path accepts, or gives up on, spans at most
// 785 * 4 + 2 bytes); the last rows are copied into a buffer with 16 zero bytes of
// padding and parsed from there.
#include "data/mnist_csv.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "data/errors.h"
#include "data/file_buffer.h"

namespace tp::data {

namespace {

constexpr size_t kSafeBytes = 4096;  // > 785 * 4 + 2 + 9, see Note [MNIST CSV tail]

// v / 255 as float32 for every byte value: one lookup per pixel instead of a division.
struct ScaleTable {
  float value[256];
  constexpr ScaleTable() : value() {
    for (int i = 0; i < 256; ++i) value[i] = static_cast<float>(i) / 255.0f;
  }
};
constexpr ScaleTable kScale;

// The bytes ",0" read as a little-endian uint16_t (the low 16 bits of a word).
constexpr uint16_t kCommaZero = static_cast<uint16_t>(',' | ('0' << 8));
static_assert(std::endian::native == std::endian::little, "the word compares assume little-endian");

// The bytes ",0,0,0,0" read as a little-endian uint64_t.
constexpr uint64_t kFourZeros = [] {
  uint64_t word = 0;
  for (int i = 0; i < 8; ++i) {
    uint64_t byte = (i % 2 == 0) ? ',' : '0';
    word |= byte << (8 * i);
  }
  return word;
}();

inline bool is_digit(char c) { return static_cast<unsigned>(c - '0') <= 9; }

// A token as shown in messages: at most 40 bytes, control and non-ASCII bytes escaped.
std::string shown_token(const char* begin, const char* end) {
  std::string out;
  for (const char* p = begin; p < end && p < begin + 40; ++p) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      static const char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  if (end - begin > 40) out += "...";
  return out;
}

// Re-reads one line slowly and throws the first error in it. Called only after the
// fast path rejected the line, so an error is always found.
[[noreturn]] void diagnose(const char* line_start, const char* end, size_t line,
                           std::string_view source) {
  const char* line_end = static_cast<const char*>(std::memchr(line_start, '\n', end - line_start));
  if (!line_end) line_end = end;
  const char* content_end = line_end;
  if (content_end > line_start && content_end[-1] == '\r') --content_end;
  auto column = [&](const char* p) { return static_cast<size_t>(p - line_start) + 1; };

  size_t total = 1 + static_cast<size_t>(std::count(line_start, content_end, ','));
  const char* token = line_start;
  for (size_t index = 0;; ++index) {
    const char* token_end = static_cast<const char*>(std::memchr(token, ',', content_end - token));
    if (!token_end) token_end = content_end;
    if (index >= kMnistValues) {
      throw ParseError(source, line, column(token),
                       "expected 785 values, found " + std::to_string(total));
    }
    if (token == token_end) throw ParseError(source, line, column(token), "missing value");
    uint32_t value = 0;
    for (const char* q = token; q < token_end; ++q) {
      if (!is_digit(*q)) {
        throw ParseError(source, line, column(token), "invalid value '" + shown_token(token, token_end) + "'");
      }
      value = std::min<uint32_t>(value * 10 + (*q - '0'), 1000000);
    }
    std::string shown = value >= 1000000 ? std::string(token, token_end) : std::to_string(value);
    if (index == 0 && value > 9) {
      throw ParseError(source, line, column(token), "label " + shown + " out of range 0..9");
    }
    if (index > 0 && value > 255) {
      throw ParseError(source, line, column(token), "pixel value " + shown + " out of range 0..255");
    }
    if (token_end - token > 3) {  // e.g. "0007": the format has at most 3 digits
      throw ParseError(source, line, column(token),
                       "invalid value '" + shown_token(token, token_end) + "'");
    }
    if (token_end == content_end) break;
    token = token_end + 1;
  }
  if (total < kMnistValues) {
    throw ParseError(source, line, column(content_end),
                     "expected 785 values, found " + std::to_string(total));
  }
  throw ParseError(source, line, column(line_start), "malformed row");  // not reached
}

// Parses 1 to 3 digits at p; returns false (leaving p) for anything else, including a
// fourth digit. May read p[0..3].
inline bool parse_small(const char*& p, uint32_t& value) {
  uint32_t d0 = static_cast<uint32_t>(static_cast<unsigned char>(p[0])) - '0';
  if (d0 > 9) return false;
  uint32_t d1 = static_cast<uint32_t>(static_cast<unsigned char>(p[1])) - '0';
  if (d1 > 9) {
    value = d0;
    p += 1;
    return true;
  }
  uint32_t d2 = static_cast<uint32_t>(static_cast<unsigned char>(p[2])) - '0';
  if (d2 > 9) {
    value = d0 * 10 + d1;
    p += 2;
    return true;
  }
  if (is_digit(p[3])) return false;
  value = d0 * 100 + d1 * 10 + d2;
  p += 3;
  return true;
}

// Fast path for one row starting at p (not blank). Returns the position after its line
// end, or nullptr when the row is not well formed.
inline const char* parse_row(const char* p, const char* end, float* image, int64_t* label) {
  uint32_t value;
  if (!parse_small(p, value) || value > 9) return nullptr;
  *label = value;
  for (size_t j = 0; j < kMnistPixels;) {
    // Background pixels dominate: four ",0" go in one compare, a single ",0" in another.
    uint64_t word;
    std::memcpy(&word, p, 8);
    if (word == kFourZeros && j + 4 <= kMnistPixels && !is_digit(p[8])) {
      std::memset(image + j, 0, 4 * sizeof(float));
      p += 8;
      j += 4;
      continue;
    }
    if (static_cast<uint16_t>(word) == kCommaZero && !is_digit(p[2])) {
      image[j++] = 0.0f;
      p += 2;
      continue;
    }
    if (*p != ',') return nullptr;
    ++p;
    if (!parse_small(p, value) || value > 255) return nullptr;
    image[j++] = kScale.value[value];
  }
  if (p == end) return p;
  if (*p == '\n') return p + 1;
  if (*p == '\r' && (p + 1 == end || p[1] == '\n')) return p + 1 == end ? p + 1 : p + 2;
  return nullptr;
}

}  // namespace

size_t count_mnist_rows(const char* data, size_t size) {
  size_t rows = 0;
  const char* p = data;
  const char* end = data + size;
  while (p < end) {
    const char* nl = static_cast<const char*>(std::memchr(p, '\n', end - p));
    const char* line_end = nl ? nl : end;
    size_t length = static_cast<size_t>(line_end - p);
    if (length > 1 || (length == 1 && *p != '\r')) ++rows;
    p = nl ? nl + 1 : end;
  }
  return rows;
}

size_t count_mnist_rows_nonempty(const char* data, size_t size, std::string_view source) {
  size_t rows = count_mnist_rows(data, size);
  if (rows == 0) throw ParseError(source, 0, 0, "no rows");
  return rows;
}

size_t parse_mnist_csv(const char* data, size_t size, size_t limit, float* images_out,
                       int64_t* labels_out, std::string_view source, size_t first_line) {
  const char* p = data;
  const char* end = data + size;
  std::array<char, kSafeBytes + 16> tail;
  bool in_tail = false;
  size_t line = first_line;
  size_t rows = 0;
  while (rows < limit) {
    if (!in_tail && static_cast<size_t>(end - p) < kSafeBytes) {
      size_t remaining = static_cast<size_t>(end - p);
      if (remaining) std::memcpy(tail.data(), p, remaining);
      std::memset(tail.data() + remaining, 0, tail.size() - remaining);
      p = tail.data();
      end = p + remaining;
      in_tail = true;
    }
    if (p == end) break;
    if (*p == '\n') {
      ++p;
      ++line;
      continue;
    }
    if (*p == '\r' && (p + 1 == end || p[1] == '\n')) {
      p += p + 1 == end ? 1 : 2;
      ++line;
      continue;
    }
    const char* next = parse_row(p, end, images_out + rows * kMnistPixels, labels_out + rows);
    if (!next) diagnose(p, end, line, source);
    p = next;
    ++line;
    ++rows;
  }
  return rows;
}

std::vector<MnistChunk> split_mnist_csv(const char* data, size_t size, size_t parts) {
  std::vector<MnistChunk> chunks;
  parts = std::max<size_t>(parts, 1);
  size_t begin = 0, row = 0, line = 1;
  while (begin < size) {
    size_t remaining_parts = parts - chunks.size();
    size_t end = size;
    if (remaining_parts > 1) {
      size_t target = begin + (size - begin) / remaining_parts;
      const char* nl = static_cast<const char*>(std::memchr(data + target, '\n', size - target));
      end = nl ? static_cast<size_t>(nl - data) + 1 : size;
    }
    MnistChunk c;
    c.begin = begin;
    c.end = end;
    c.first_row = row;
    c.first_line = line;
    c.rows = count_mnist_rows(data + begin, end - begin);
    chunks.push_back(c);
    row += c.rows;
    line += static_cast<size_t>(std::count(data + begin, data + end, '\n'));
    begin = end;
  }
  return chunks;
}

MnistData load_mnist_csv(const std::string& path, size_t limit) {
  FileBuffer file = FileBuffer::read(path);
  MnistData out;
  out.rows = std::min(count_mnist_rows_nonempty(file.data(), file.size(), path), limit);
  out.images.resize(out.rows * kMnistPixels);
  out.labels.resize(out.rows);
  parse_mnist_csv(file.data(), file.size(), out.rows, out.images.data(), out.labels.data(), path);
  return out;
}

}  // namespace tp::data
