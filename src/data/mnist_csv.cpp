// The MNIST CSV reader (see mnist_csv.h). A branch-light fast path parses rows that are
// well formed; any surprise sends the line to a slow, obviously correct diagnose() that
// re-reads it and raises the precise error. Note [MNIST CSV tail]: the fast paths read
// ahead of their position without bounds checks (the scalar one up to 9 bytes, an
// 8-byte word plus the byte after it; the vector one a 64-byte load at a field start),
// so they run directly on the input only while at least kSafeBytes remain at the start
// of a row (a row a fast path accepts, or gives up on, spans at most 785 * 4 + 2 bytes);
// the last rows are copied into a buffer, followed by a '\n' and zero bytes, and parsed
// from there.
//
// Note [MNIST CSV kernels]: three row parsers give bit-identical results. The portable
// one (parse_row) reads a value at a time. The AVX-512 one (parse_row_avx512: BW, VBMI and
// VBMI2) reads 64 bytes at a time: digit, separator and comma masks, each field's value
// assembled in the lane of its units digit from the digits before it (vpermb), the values
// packed in field order by vpcompressb and turned into floats 16 at a time. The AVX2 one
// (parse_row_avx2) does the same 32 bytes at a time, packing with vpshufb and a table.
// parse_mnist_csv picks the fastest the CPU has (cpuid). All hand a row they reject to
// diagnose(), so errors are the same whichever ran. The float for a pixel v is v / 255.0f
// each way: the table holds the correctly rounded quotient, and the vector paths compute
// q = v * r (r = 1/255 rounded), then q + fma(-q, 255, v) * r, which is the correctly
// rounded quotient for every v in 0..255 (the unit tests check all of them), so no gather
// from the table is needed.
#include "data/mnist_csv.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <stdexcept>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define TP_MNIST_AVX512 1
#define TP_AVX512_TARGET                                                         \
  __attribute__((                                                                \
      target("avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2,bmi,bmi2,popcnt," \
             "lzcnt")))
#define TP_AVX2_TARGET __attribute__((target("avx2,fma,bmi,bmi2,popcnt,lzcnt")))
#else
#define TP_MNIST_AVX512 0
#endif

#include "data/errors.h"
#include "data/file_buffer.h"

namespace tp::data {

namespace {

constexpr size_t kSafeBytes = 4096;  // > 785 * 4 + 2 + 64, see Note [MNIST CSV tail]
constexpr size_t kReadAhead = 64;    // bytes read past a position by the vector path

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
        throw ParseError(source, line, column(token),
                         "invalid value '" + shown_token(token, token_end) + "'");
      }
      value = std::min<uint32_t>(value * 10 + (*q - '0'), 1000000);
    }
    std::string shown = value >= 1000000 ? std::string(token, token_end) : std::to_string(value);
    if (index == 0 && value > 9) {
      throw ParseError(source, line, column(token), "label " + shown + " out of range 0..9");
    }
    if (index > 0 && value > 255) {
      throw ParseError(source, line, column(token),
                       "pixel value " + shown + " out of range 0..255");
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

// The end of a row whose last value ended at line_end (a '\n' or '\r', or end itself):
// the position after the line end, or nullptr for a '\r' not followed by '\n'.
inline const char* after_line_end(const char* line_end, const char* end) {
  if (line_end == end || *line_end == '\n') return std::min(line_end + 1, end);
  if (line_end + 1 == end) return end;                  // "\r" ends the input
  return line_end[1] == '\n' ? line_end + 2 : nullptr;  // "\r\n"
}

#if TP_MNIST_AVX512
// GCC 12's AVX-512 headers build their "undefined" vectors from uninitialized variables,
// which -Wmaybe-uninitialized reports at every inlined use.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

// Asks for the input 1 KiB ahead of p. The hardware prefetcher stops at 4 KiB page ends,
// so without this every page of the input starts with a cache miss (~20% of the vector
// parse). The address is computed as an integer: it may lie past the end of the input,
// which a prefetch never faults on.
inline void prefetch_ahead(const char* p) {
  _mm_prefetch(reinterpret_cast<const char*>(reinterpret_cast<uintptr_t>(p) + 1024), _MM_HINT_T0);
}

// Sixteen byte values v as floats v / 255.0f, rounded as the table (Note [MNIST CSV
// kernels]); `reciprocal` is 1 / 255.0f and `divisor` 255.0f.
TP_AVX512_TARGET inline __m512 scale_to_unit(__m128i bytes, __m512 reciprocal, __m512 divisor) {
  __m512 v = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(bytes));
  __m512 q = _mm512_mul_ps(v, reciprocal);
  return _mm512_fmadd_ps(_mm512_fnmadd_ps(q, divisor, v), reciprocal, q);
}

// The 784 pixels of a row, p at the first one; see Note [MNIST CSV kernels]. Each step
// loads the 64 bytes at a field start and takes the fields that end in them (no more than
// the row has left). Bytes below '0' are separators, '0'..'9' digits; a field's units
// digit is the digit before its separator, and its value is assembled in that lane from
// the digits one and two lanes before it (when they are digits), then vpcompressb packs
// the values in field order. The step checks, over the bytes it takes: only digits and
// commas, except that a row's last pixel ends at a line end ('\n' or '\r', or `end`,
// where the tail buffer holds a '\n'); one separator per field (no empty field); no run
// of 4 digits; values <= 255. Returns the position of the last pixel's line end, or
// nullptr when the row is not well formed. Reads up to p + 784 * 4 + 64.
TP_AVX512_TARGET const char* parse_pixels_avx512(const char* p, float* image) {
  alignas(64) static constexpr std::array<uint8_t, 64> kIotaMinusOne = [] {
    std::array<uint8_t, 64> a{};
    for (int i = 0; i < 64; ++i) a[i] = static_cast<uint8_t>((i + 63) % 64);
    return a;
  }();
  // Lane i takes lane i - 1 (a tens digit to its units digit) or i - 2 (a hundreds digit).
  const __m512i from_previous = _mm512_load_si512(kIotaMinusOne.data());
  const __m512i from_two_before = _mm512_permutexvar_epi8(from_previous, from_previous);
  const __m512i zero_char = _mm512_set1_epi8('0'), comma = _mm512_set1_epi8(',');
  const __m512i two = _mm512_set1_epi8(2), nine = _mm512_set1_epi8(9),
                fifty_five = _mm512_set1_epi8(55);
  // d * 10 and d * 100 (mod 256) for a digit d, looked up by vpshufb in each 128-bit lane.
  const __m512i times_ten = _mm512_broadcast_i32x4(
      _mm_setr_epi8(0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 0, 0, 0, 0, 0, 0));
  const __m512i times_hundred = _mm512_broadcast_i32x4(
      _mm_setr_epi8(0, 100, static_cast<char>(200), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
  const __m512 reciprocal = _mm512_set1_ps(1.0f / 255.0f), divisor = _mm512_set1_ps(255.0f);

  // 32 background pixels: "0,0,...,0," (MNIST digits have long runs of them).
  const __m512i zero_pixels = _mm512_set1_epi16(static_cast<short>('0' | (',' << 8)));
  const __m512 zero_floats = _mm512_setzero_ps();

  size_t done = 0;
  for (;;) {
    prefetch_ahead(p);
    const __m512i bytes = _mm512_loadu_si512(p);
    if (_mm512_cmpneq_epi8_mask(bytes, zero_pixels) == 0 && done + 32 < kMnistPixels) {
      _mm512_storeu_ps(image + done, zero_floats);
      _mm512_storeu_ps(image + done + 16, zero_floats);
      done += 32;
      p += 64;
      continue;
    }
    const __m512i digit_values = _mm512_sub_epi8(bytes, zero_char);
    const uint64_t digits = _mm512_cmple_epu8_mask(digit_values, nine);
    const uint64_t separators = _mm512_cmplt_epu8_mask(bytes, zero_char);
    const uint64_t commas = _mm512_cmpeq_epi8_mask(bytes, comma);
    uint64_t units = digits & (separators >> 1);  // at most 32: each is followed by a separator

    const size_t left = kMnistPixels - done;
    size_t k = static_cast<size_t>(std::popcount(units));
    if (k > left) [[unlikely]] {
      k = left;
      units = _pdep_u64(_bzhi_u64(~0ull, static_cast<unsigned>(k)), units);
    }
    if (k == 0) return nullptr;
    const unsigned last = 64 - static_cast<unsigned>(std::countl_zero(units));  // its separator
    const uint64_t range = _bzhi_u64(~0ull, last + 1);
    const uint64_t line_end = k == left ? uint64_t(1) << last : 0;
    const uint64_t after_digit = digits << 1, after_two_digits = after_digit & (digits << 2);
    const uint64_t bad = ((range & ~(digits | commas)) ^ line_end) |
                         (static_cast<size_t>(std::popcount(separators & range)) ^ k) |
                         (digits & after_two_digits & (digits << 3) & range);
    if (bad) return nullptr;

    const __m512i tens = _mm512_maskz_permutexvar_epi8(after_digit, from_previous, digit_values);
    const __m512i hundreds =
        _mm512_maskz_permutexvar_epi8(after_two_digits, from_two_before, digit_values);
    const __m512i below_hundred =
        _mm512_add_epi8(_mm512_shuffle_epi8(times_ten, tens), digit_values);
    const uint64_t too_big = _mm512_mask_cmpgt_epu8_mask(units, hundreds, two) |
                             (_mm512_mask_cmpeq_epi8_mask(units, hundreds, two) &
                              _mm512_cmpgt_epu8_mask(below_hundred, fifty_five));
    if (too_big) return nullptr;
    const __m512i values = _mm512_maskz_compress_epi8(
        units, _mm512_add_epi8(_mm512_shuffle_epi8(times_hundred, hundreds), below_hundred));

    const uint32_t lanes = static_cast<uint32_t>(_bzhi_u64(~0ull, static_cast<unsigned>(k)));
    _mm512_mask_storeu_ps(image + done, static_cast<__mmask16>(lanes),
                          scale_to_unit(_mm512_castsi512_si128(values), reciprocal, divisor));
    // With 16 or fewer values the mask is empty; the address then stays inside the row.
    _mm512_mask_storeu_ps(image + std::min(done + 16, kMnistPixels),
                          static_cast<__mmask16>(lanes >> 16),
                          scale_to_unit(_mm512_extracti32x4_epi32(values, 1), reciprocal, divisor));
    done += k;
    p += last;
    if (done == kMnistPixels) return *p == '\n' || *p == '\r' ? p : nullptr;
    ++p;
  }
}

// As parse_row, with the pixels parsed by parse_pixels_avx512.
TP_AVX512_TARGET const char* parse_row_avx512(const char* p, const char* end, float* image,
                                              int64_t* label) {
  uint32_t value;
  if (!parse_small(p, value) || value > 9 || *p != ',') return nullptr;
  *label = value;
  const char* line_end = parse_pixels_avx512(p + 1, image);
  return line_end ? after_line_end(line_end, end) : nullptr;
}

// For each 8-bit mask, the byte indices of its set bits in order, then 0x80 (vpshufb
// writes 0 there): the "left-pack" shuffle that AVX2, lacking vpcompressb, uses.
struct LeftPackTable {
  uint64_t indices[256];
  constexpr LeftPackTable() : indices() {
    for (int mask = 0; mask < 256; ++mask) {
      uint64_t word = 0;
      int n = 0;
      for (int bit = 0; bit < 8; ++bit)
        if (mask & (1 << bit)) word |= uint64_t(bit) << (8 * n++);
      for (; n < 8; ++n) word |= uint64_t(0x80) << (8 * n);
      indices[mask] = word;
    }
  }
};
constexpr LeftPackTable kLeftPack;

// Lane i of the result takes lane i - shift of x (zeros shifted in), across the two 128-bit halves.
template <int shift>
TP_AVX2_TARGET inline __m256i shift_lanes_up(__m256i x) {
  return _mm256_alignr_epi8(x, _mm256_permute2x128_si256(x, x, 0x08), 16 - shift);
}

// The AVX2 form of parse_pixels_avx512 (same checks, 32 bytes per step): the values are
// left-packed 8 at a time into a byte buffer for the row (AVX2 has no vpcompressb) and
// converted to floats once the row is known to be well formed.
TP_AVX2_TARGET const char* parse_pixels_avx2(const char* p, float* image) {
  const __m256i zero_char = _mm256_set1_epi8('0'), below_zero_char = _mm256_set1_epi8('0' - 1);
  const __m256i comma = _mm256_set1_epi8(','), nine = _mm256_set1_epi8(9);
  const __m256i two = _mm256_set1_epi8(2), fifty_five = _mm256_set1_epi8(55);
  const __m256i times_ten = _mm256_broadcastsi128_si256(
      _mm_setr_epi8(0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 0, 0, 0, 0, 0, 0));
  const __m256i times_hundred = _mm256_broadcastsi128_si256(
      _mm_setr_epi8(0, 100, static_cast<char>(200), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
  const __m256i zero_pixels = _mm256_set1_epi16(static_cast<short>('0' | (',' << 8)));
  alignas(32) uint8_t values[kMnistPixels + 8];  // + 8: each pack stores 8 bytes

  size_t done = 0;
  for (;;) {
    prefetch_ahead(p);
    const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    if (static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, zero_pixels))) == ~0u &&
        done + 16 < kMnistPixels) {
      std::memset(values + done, 0, 16);
      done += 16;
      p += 32;
      continue;
    }
    const __m256i digit_values = _mm256_sub_epi8(bytes, zero_char);
    const __m256i digit_lanes =
        _mm256_cmpeq_epi8(_mm256_min_epu8(digit_values, nine), digit_values);
    const uint32_t digits = static_cast<uint32_t>(_mm256_movemask_epi8(digit_lanes));
    const uint32_t separators = static_cast<uint32_t>(
        _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_min_epu8(bytes, below_zero_char), bytes)));
    const uint32_t commas =
        static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, comma)));
    uint32_t units = digits & (separators >> 1);

    const size_t left = kMnistPixels - done;
    size_t k = static_cast<size_t>(std::popcount(units));
    if (k > left) [[unlikely]] {
      k = left;
      units = _pdep_u32(_bzhi_u32(~0u, static_cast<unsigned>(k)), units);
    }
    if (k == 0) return nullptr;
    const unsigned last = 32 - static_cast<unsigned>(std::countl_zero(units));  // its separator
    const uint32_t range = _bzhi_u32(~0u, last + 1);
    const uint32_t line_end = k == left ? uint32_t(1) << last : 0;
    const uint32_t after_two_digits = (digits << 1) & (digits << 2);
    const uint32_t bad =
        ((range & ~(digits | commas)) ^ line_end) |
        (static_cast<uint32_t>(std::popcount(separators & range)) ^ static_cast<uint32_t>(k)) |
        (digits & after_two_digits & (digits << 3) & range);
    if (bad) return nullptr;

    const __m256i only_digits = _mm256_and_si256(digit_values, digit_lanes);
    const __m256i tens = shift_lanes_up<1>(only_digits);
    const __m256i hundreds =
        _mm256_and_si256(shift_lanes_up<2>(only_digits), shift_lanes_up<1>(digit_lanes));
    const __m256i below_hundred =
        _mm256_add_epi8(_mm256_shuffle_epi8(times_ten, tens), digit_values);
    const __m256i over =
        _mm256_or_si256(_mm256_cmpgt_epi8(hundreds, two),
                        _mm256_and_si256(_mm256_cmpeq_epi8(hundreds, two),
                                         _mm256_cmpgt_epi8(below_hundred, fifty_five)));
    if (static_cast<uint32_t>(_mm256_movemask_epi8(over)) & units) return nullptr;
    const __m256i field_values =
        _mm256_add_epi8(_mm256_shuffle_epi8(times_hundred, hundreds), below_hundred);

    const __m128i halves[2] = {_mm256_castsi256_si128(field_values),
                               _mm256_extracti128_si256(field_values, 1)};
    uint8_t* out = values + done;
    for (int group = 0; group < 4; ++group) {
      const unsigned mask = (units >> (8 * group)) & 0xff;
      const __m128i source = group % 2 ? _mm_srli_si128(halves[group / 2], 8) : halves[group / 2];
      const __m128i packed = _mm_shuffle_epi8(
          source, _mm_cvtsi64_si128(static_cast<long long>(kLeftPack.indices[mask])));
      _mm_storel_epi64(reinterpret_cast<__m128i*>(out), packed);
      out += std::popcount(mask);
    }
    done += k;
    p += last;
    if (done == kMnistPixels) break;
    ++p;
  }
  if (*p != '\n' && *p != '\r') return nullptr;
  const __m256 reciprocal = _mm256_set1_ps(1.0f / 255.0f), divisor = _mm256_set1_ps(255.0f);
  for (size_t j = 0; j < kMnistPixels; j += 8) {
    __m256 v = _mm256_cvtepi32_ps(
        _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(values + j))));
    __m256 q = _mm256_mul_ps(v, reciprocal);
    _mm256_storeu_ps(image + j, _mm256_fmadd_ps(_mm256_fnmadd_ps(q, divisor, v), reciprocal, q));
  }
  return p;
}

// As parse_row, with the pixels parsed by parse_pixels_avx2.
TP_AVX2_TARGET const char* parse_row_avx2(const char* p, const char* end, float* image,
                                          int64_t* label) {
  uint32_t value;
  if (!parse_small(p, value) || value > 9 || *p != ',') return nullptr;
  *label = value;
  const char* line_end = parse_pixels_avx2(p + 1, image);
  return line_end ? after_line_end(line_end, end) : nullptr;
}

// count_mnist_rows, 64 bytes at a time: the lines (line ends, plus a last line without
// one) less the blank ones, a blank line being one that starts with "\n", or with "\r"
// followed by "\n" or by the end of the input. Lines start at 0 and after every '\n'.
TP_AVX512_TARGET size_t count_rows_avx512(const char* data, size_t size) {
  auto blank_at = [&](size_t s) {
    return data[s] == '\n' || (data[s] == '\r' && (s + 1 == size || data[s + 1] == '\n'));
  };
  size_t line_ends = 0, blanks = blank_at(0);
  const __m512i line_feed = _mm512_set1_epi8('\n'), carriage_return = _mm512_set1_epi8('\r');
  size_t i = 0;
  // A '\n' at i + b is followed by a blank line when the bytes after it are "\n" or "\r\n".
  for (; i + 66 <= size; i += 64) {
    // The hardware prefetcher stops at 4 KiB page ends; asking a page ahead takes the
    // first-touch misses of a fresh mapping off the critical path (~15% of a cold count).
    _mm_prefetch(data + std::min(i + 4096, size - 1), _MM_HINT_T0);
    const uint64_t here = _mm512_cmpeq_epi8_mask(_mm512_loadu_si512(data + i), line_feed);
    if (here == 0) continue;
    const __m512i next = _mm512_loadu_si512(data + i + 1);
    const uint64_t blank_after =
        _mm512_cmpeq_epi8_mask(next, line_feed) |
        (_mm512_cmpeq_epi8_mask(next, carriage_return) &
         _mm512_cmpeq_epi8_mask(_mm512_loadu_si512(data + i + 2), line_feed));
    line_ends += static_cast<size_t>(std::popcount(here));
    blanks += static_cast<size_t>(std::popcount(here & blank_after));
  }
  for (; i < size; ++i) {
    if (data[i] != '\n') continue;
    ++line_ends;
    if (i + 1 < size) blanks += blank_at(i + 1);
  }
  size_t lines = line_ends + (data[size - 1] != '\n');
  return lines - blanks;
}

#pragma GCC diagnostic pop
#endif  // TP_MNIST_AVX512

}  // namespace

size_t count_mnist_rows(const char* data, size_t size) {
#if TP_MNIST_AVX512
  if (size > 0 && mnist_csv_kernel_supported(MnistCsvKernel::Avx512))
    return count_rows_avx512(data, size);
#endif
  return count_mnist_rows_scalar(data, size);
}

size_t count_mnist_rows_scalar(const char* data, size_t size) {
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

bool mnist_csv_kernel_supported(MnistCsvKernel kernel) {
  switch (kernel) {
    case MnistCsvKernel::Auto:
    case MnistCsvKernel::Scalar:
      return true;
    case MnistCsvKernel::Avx2:
#if TP_MNIST_AVX512
      static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
                               __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
      return avx2;
#else
      return false;
#endif
    case MnistCsvKernel::Avx512:
#if TP_MNIST_AVX512
      static const bool supported =
          __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
          __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vbmi") &&
          __builtin_cpu_supports("avx512vbmi2") && __builtin_cpu_supports("bmi2");
      return supported;
#else
      return false;
#endif
  }
  return false;
}

size_t parse_mnist_csv(const char* data, size_t size, size_t limit, float* images_out,
                       int64_t* labels_out, std::string_view source, size_t first_line,
                       MnistCsvKernel kernel) {
  if (kernel == MnistCsvKernel::Auto) {
    kernel = MnistCsvKernel::Scalar;
    for (MnistCsvKernel fastest : {MnistCsvKernel::Avx512, MnistCsvKernel::Avx2}) {
      if (mnist_csv_kernel_supported(fastest)) {
        kernel = fastest;
        break;
      }
    }
  }
  if (!mnist_csv_kernel_supported(kernel))
    throw std::invalid_argument("parse_mnist_csv: kernel not supported by this CPU");
  auto parse_one = [kernel](const char* p, const char* end, float* image, int64_t* label) {
#if TP_MNIST_AVX512
    if (kernel == MnistCsvKernel::Avx512) return parse_row_avx512(p, end, image, label);
    if (kernel == MnistCsvKernel::Avx2) return parse_row_avx2(p, end, image, label);
#endif
    return parse_row(p, end, image, label);
  };
  const char* p = data;
  const char* end = data + size;
  std::array<char, kSafeBytes + kReadAhead + 16> tail;
  bool in_tail = false;
  size_t line = first_line;
  size_t rows = 0;
  while (rows < limit) {
    if (!in_tail && static_cast<size_t>(end - p) < kSafeBytes) {
      // A '\n' where the input ends lets the vector paths find the last line end as they
      // find any other; the zeros after it (neither digits nor commas) stop them there.
      size_t remaining = static_cast<size_t>(end - p);
      if (remaining) std::memcpy(tail.data(), p, remaining);
      std::memset(tail.data() + remaining, 0, tail.size() - remaining);
      tail[remaining] = '\n';
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
    const char* next = parse_one(p, end, images_out + rows * kMnistPixels, labels_out + rows);
    if (!next) diagnose(p, end, line, source);
    p = next;
    ++line;
    ++rows;
  }
  return rows;
}

// Number of '\n' bytes: memchr from one to the next (std::count reads a byte at a time).
static size_t count_line_ends(const char* data, size_t size) {
  size_t count = 0;
  const char* end = data + size;
  for (const char* p = data; (p = static_cast<const char*>(std::memchr(p, '\n', end - p))); ++p)
    ++count;
  return count;
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
    line += count_line_ends(data + begin, end - begin);
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
