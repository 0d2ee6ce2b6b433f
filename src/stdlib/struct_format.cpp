// Format parsing and the per-code rules of struct_format.h.
#include "stdlib/struct_format.h"

#include <cctype>
#include <cmath>
#include <cstring>

namespace tp::stdlib::structfmt {

namespace {

constexpr int64_t kMaxSize = INT64_MAX;  // Py_ssize_t

// Size of `code` in `order`; 0 for a code that order lacks.
size_t code_size(Order order, char code) {
  bool native = order == Order::Native;
  switch (code) {
    case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p': return 1;
    case 'h': case 'H': case 'e': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': return native ? 8 : 4;
    case 'q': case 'Q': case 'd': return 8;
    case 'n': case 'N': case 'P': return native ? 8 : 0;
    default: return 0;
  }
}

}  // namespace

bool parse(const std::string& format, Layout* out, std::string* error) {
  size_t i = 0;
  out->order = Order::Native;
  if (!format.empty()) {
    switch (format[0]) {
      case '@': i = 1; break;
      case '=': case '<': out->order = Order::Little; i = 1; break;
      case '>': case '!': out->order = Order::Big; i = 1; break;
      default: break;
    }
  }
  size_t total = 0;
  out->items.clear();
  while (i < format.size()) {
    char c = format[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    int64_t count = 1;
    if (c >= '0' && c <= '9') {
      count = 0;
      while (i < format.size() && format[i] >= '0' && format[i] <= '9') {
        int d = format[i] - '0';
        if (count > (kMaxSize - d) / 10) {
          *error = "total struct size too long";
          return false;
        }
        count = count * 10 + d;
        ++i;
      }
      if (i == format.size()) {
        *error = "repeat count given without format specifier";
        return false;
      }
      c = format[i];
    }
    ++i;
    size_t size = code_size(out->order, c);
    if (size == 0) {
      *error = "bad char in struct format";
      return false;
    }
    if (out->order == Order::Native && size > 1 && c != 's' && c != 'p') {
      total = (total + size - 1) / size * size;
    }
    int64_t bytes_each = (c == 's' || c == 'p') ? 1 : static_cast<int64_t>(size);
    if (count > (kMaxSize - static_cast<int64_t>(total)) / bytes_each) {
      *error = "total struct size too long";
      return false;
    }
    if (c == 's' || c == 'p') {
      out->items.push_back({c, total, static_cast<size_t>(count)});
      total += static_cast<size_t>(count);
    } else if (c == 'x') {
      total += static_cast<size_t>(count);
    } else {
      for (int64_t k = 0; k < count; ++k) {
        out->items.push_back({c, total, size});
        total += size;
      }
    }
  }
  out->size = total;
  return true;
}

bool int_rule(Order order, char code, size_t size, IntRule* out) {
  bool is_signed;
  switch (code) {
    case 'b': case 'h': case 'i': case 'l': case 'q': case 'n': is_signed = true; break;
    case 'B': case 'H': case 'I': case 'L': case 'Q': case 'N': case 'P': is_signed = false; break;
    default: return false;
  }
  const __int128 one = 1;
  int bits = static_cast<int>(size * 8);
  out->lo = is_signed ? -(one << (bits - 1)) : 0;
  out->hi = is_signed ? (one << (bits - 1)) - 1 : (one << bits) - 1;
  // The native packers serve b and B in every order, and h H i I q Q where the standard
  // size equals the native one and the machine is little-endian ('<' and '=').
  bool native_packer = order == Order::Native || code == 'b' || code == 'B' ||
                       (order == Order::Little && code != 'l' && code != 'L');
  out->name = nullptr;
  if (native_packer) {
    if (code == 'b') out->name = "byte";
    if (code == 'B') out->name = "ubyte";
    if (code == 'h') out->name = "short";
    if (code == 'H') out->name = "ushort";
    // b B h H convert through a C long even when unsigned.
    bool through_long = is_signed || code == 'B' || code == 'H';
    out->conv = through_long ? IntConv::Signed : IntConv::Unsigned;
    if (code == 'P') {
      out->conv = IntConv::Bytes;
      out->lo = -(one << 63);
    }
    return true;
  }
  if (order == Order::Big && (code == 'q' || code == 'Q')) {
    out->conv = IntConv::Bytes;
    return true;
  }
  out->conv = is_signed ? IntConv::Signed : IntConv::Unsigned;
  return true;
}

bool double_to_half(double x, uint16_t* out) {
  uint16_t sign = std::signbit(x) ? 1 : 0;
  int e;
  unsigned bits;
  if (std::isnan(x)) {
    e = 0x1f;
    bits = 512;
  } else if (std::isinf(x)) {
    e = 0x1f;
    bits = 0;
  } else if (x == 0.0) {
    e = 0;
    bits = 0;
  } else {
    double f = std::frexp(std::fabs(x), &e);  // f in [0.5, 1)
    f *= 2.0;
    e -= 1;
    if (e >= 16) return false;
    if (e < -25) {
      f = 0.0;
      e = 0;
    } else if (e < -14) {
      f = std::ldexp(f, 14 + e);  // subnormal
      e = 0;
    } else {
      e += 15;
      f -= 1.0;
    }
    f *= 1024.0;
    bits = static_cast<unsigned>(f);
    f -= bits;
    if (f > 0.5 || (f == 0.5 && (bits & 1))) {
      ++bits;
      if (bits == 1024) {
        bits = 0;
        ++e;
        if (e == 31) return false;
      }
    }
  }
  *out = static_cast<uint16_t>((sign << 15) | (e << 10) | bits);
  return true;
}

double half_to_double(uint16_t h) {
  bool sign = (h >> 15) != 0;
  int e = (h >> 10) & 0x1f;
  unsigned f = h & 0x3ff;
  double x;
  if (e == 0x1f) {
    x = f == 0 ? HUGE_VAL : NAN;
  } else if (e == 0) {
    x = std::ldexp(static_cast<double>(f), -24);
  } else {
    x = std::ldexp(static_cast<double>(f + 1024), e - 25);
  }
  return sign ? -x : x;
}

}  // namespace tp::stdlib::structfmt
