// The text codecs (see codecs.h), written from CPython 3.11's documented behaviour and
// black-box comparison (tests/lang/unicode/codecs_*.py).
//
// Note [Codec errors]: an encoder collects each run of characters it cannot encode (for the
// UTF codecs: lone surrogates) and hands the run [start, end) to the error handler; a decoder
// hands each invalid byte range with its reason. The handler name is looked up only when
// an error happens (so 'abc'.encode('ascii', 'bogus') succeeds, as in CPython). Codecs that
// CPython's str.encode/bytes.decode reach through the codec registry rather than a built-in
// fast path (everything but utf-8, utf-16, utf-32, latin-1 and ascii) wrap a TypeError or
// LookupError raised by the handler as "encoding with 'NAME' codec failed (TypeError: ...)".
#include "objects/codecs.h"

#include <cctype>
#include <cstdio>
#include <vector>

#include "objects/bytes_object.h"
#include "objects/str_object.h"
#include "objects/unicode_db.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::unicode {
extern const uint16_t kCp1252[128];  // generated (cmake/unicode_gen.cpp)
}

namespace tp::objects {

namespace {

enum class Cx { Utf8, Utf8Sig, Utf16, Utf16LE, Utf16BE, Utf32, Utf32LE, Utf32BE, Latin1, Ascii, Cp1252 };

struct CodecEntry {
  const char* module;     // the encodings module name, after normalization
  Cx id;
  const char* canonical;  // codecs.lookup(...).name
};

const CodecEntry kCodecs[] = {
    {"utf_8", Cx::Utf8, "utf-8"},           {"utf_8_sig", Cx::Utf8Sig, "utf-8-sig"},
    {"utf_16", Cx::Utf16, "utf-16"},        {"utf_16_le", Cx::Utf16LE, "utf-16-le"},
    {"utf_16_be", Cx::Utf16BE, "utf-16-be"}, {"utf_32", Cx::Utf32, "utf-32"},
    {"utf_32_le", Cx::Utf32LE, "utf-32-le"}, {"utf_32_be", Cx::Utf32BE, "utf-32-be"},
    {"latin_1", Cx::Latin1, "iso8859-1"},   {"ascii", Cx::Ascii, "ascii"},
    {"cp1252", Cx::Cp1252, "cp1252"},
};

// CPython's encodings.aliases entries for these codecs.
const std::pair<const char*, const char*> kAliases[] = {
    {"646", "ascii"}, {"ansi_x3.4_1968", "ascii"}, {"ansi_x3_4_1968", "ascii"},
    {"ansi_x3.4_1986", "ascii"}, {"cp367", "ascii"}, {"csascii", "ascii"}, {"ibm367", "ascii"},
    {"iso646_us", "ascii"}, {"iso_646.irv_1991", "ascii"}, {"iso_ir_6", "ascii"}, {"us", "ascii"},
    {"us_ascii", "ascii"}, {"1252", "cp1252"}, {"windows_1252", "cp1252"}, {"8859", "latin_1"},
    {"cp819", "latin_1"}, {"csisolatin1", "latin_1"}, {"ibm819", "latin_1"}, {"iso8859", "latin_1"},
    {"iso8859_1", "latin_1"}, {"iso_8859_1", "latin_1"}, {"iso_8859_1_1987", "latin_1"},
    {"iso_ir_100", "latin_1"}, {"l1", "latin_1"}, {"latin", "latin_1"}, {"latin1", "latin_1"},
    {"u16", "utf_16"}, {"utf16", "utf_16"}, {"unicodebigunmarked", "utf_16_be"},
    {"utf_16be", "utf_16_be"}, {"unicodelittleunmarked", "utf_16_le"}, {"utf_16le", "utf_16_le"},
    {"u32", "utf_32"}, {"utf32", "utf_32"}, {"utf_32be", "utf_32_be"}, {"utf_32le", "utf_32_le"},
    {"u8", "utf_8"}, {"utf", "utf_8"}, {"utf8", "utf_8"}, {"utf8_ucs2", "utf_8"},
    {"utf8_ucs4", "utf_8"}, {"cp65001", "utf_8"},
};

// encodings.normalize_encoding after lower-casing: runs of characters other than ASCII
// letters, digits and '.' become one '_' (none at the ends); non-ASCII letters are dropped.
std::string normalize_name(std::string_view name) {
  std::string out;
  bool punct = false;
  size_t i = 0;
  while (i < name.size()) {
    uint32_t c = utf8_decode(name, &i);
    bool alnum = c < 0x80 ? (std::isalnum(static_cast<int>(c)) != 0) : (unicode_isalpha(c) || unicode_isnumeric(c));
    if (alnum || c == '.') {
      if (punct && !out.empty()) out += '_';
      if (c < 0x80) out += static_cast<char>(std::tolower(static_cast<int>(c)));
      punct = false;
    } else {
      punct = true;
    }
  }
  return out;
}

const CodecEntry* find_codec(std::string_view encoding) {
  std::string norm = normalize_name(encoding);
  std::string dotless = norm;
  for (char& c : dotless) c = c == '.' ? '_' : c;
  std::string module = norm;
  for (const auto& [alias, target] : kAliases) {
    if (norm == alias || dotless == alias) {
      module = target;
      break;
    }
  }
  for (const CodecEntry& e : kCodecs) {
    if (module == e.module) return &e;
  }
  return nullptr;
}

// Whether CPython's str.encode/bytes.decode handle `encoding` without the registry.
bool fast_path(std::string_view encoding) {
  std::string n = normalize_name(encoding);
  for (const char* f : {"utf_8", "utf8", "utf_16", "utf16", "utf_32", "utf32", "latin_1", "latin1",
                        "iso_8859_1", "iso8859_1", "ascii", "us_ascii"}) {
    if (n == f) return true;
  }
  return false;
}

enum class Handler { Strict, Ignore, Replace, XmlCharRef, Backslash, Name, SurrogateEscape, SurrogatePass, Unknown };

Handler handler_of(std::string_view errors) {
  if (errors == "strict") return Handler::Strict;
  if (errors == "ignore") return Handler::Ignore;
  if (errors == "replace") return Handler::Replace;
  if (errors == "xmlcharrefreplace") return Handler::XmlCharRef;
  if (errors == "backslashreplace") return Handler::Backslash;
  if (errors == "namereplace") return Handler::Name;
  if (errors == "surrogateescape") return Handler::SurrogateEscape;
  if (errors == "surrogatepass") return Handler::SurrogatePass;
  return Handler::Unknown;
}

bool is_surrogate(uint32_t c) { return c >= 0xD800 && c <= 0xDFFF; }
bool is_utf(Cx c) { return c != Cx::Latin1 && c != Cx::Ascii && c != Cx::Cp1252; }
bool big_endian(Cx c) { return c == Cx::Utf16BE || c == Cx::Utf32BE; }
bool is_utf16(Cx c) { return c == Cx::Utf16 || c == Cx::Utf16LE || c == Cx::Utf16BE; }
bool is_utf32(Cx c) { return c == Cx::Utf32 || c == Cx::Utf32LE || c == Cx::Utf32BE; }

int cp1252_byte(uint32_t cp) {
  if (cp < 0x80) return static_cast<int>(cp);
  for (int k = 0; k < 128; k++) {
    if (unicode::kCp1252[k] != 0 && unicode::kCp1252[k] == cp) return 0x80 + k;
  }
  return -1;
}

bool can_encode(Cx c, uint32_t cp) {
  switch (c) {
    case Cx::Latin1: return cp < 0x100;
    case Cx::Ascii: return cp < 0x80;
    case Cx::Cp1252: return cp1252_byte(cp) >= 0;
    default: return !is_surrogate(cp);
  }
}

void put_unit(std::string& out, uint32_t u, int bytes, bool be) {
  for (int k = 0; k < bytes; k++) {
    int shift = be ? 8 * (bytes - 1 - k) : 8 * k;
    out += static_cast<char>((u >> shift) & 0xFF);
  }
}

// Appends the encoding of `cp` (encodable, or a surrogate for surrogatepass).
void emit(Cx c, uint32_t cp, std::string& out) {
  if (is_utf16(c)) {
    bool be = big_endian(c);
    if (cp >= 0x10000) {
      put_unit(out, 0xD800 + ((cp - 0x10000) >> 10), 2, be);
      put_unit(out, 0xDC00 + ((cp - 0x10000) & 0x3FF), 2, be);
    } else {
      put_unit(out, cp, 2, be);
    }
  } else if (is_utf32(c)) {
    put_unit(out, cp, 4, big_endian(c));
  } else if (c == Cx::Utf8 || c == Cx::Utf8Sig) {
    utf8_append(out, cp);
  } else if (c == Cx::Cp1252) {
    out += static_cast<char>(cp1252_byte(cp));
  } else {
    out += static_cast<char>(cp);
  }
}

void emit_ascii(Cx c, std::string_view s, std::string& out) {
  for (char ch : s) emit(c, static_cast<unsigned char>(ch), out);
}

std::string backslash_escape(uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x", cp);
  return buf;
}

const char* error_name(Cx c) {  // the codec name in UnicodeError messages
  switch (c) {
    case Cx::Utf8: case Cx::Utf8Sig: return "utf-8";
    case Cx::Utf16: return "utf-16";
    case Cx::Utf16LE: return "utf-16-le";
    case Cx::Utf16BE: return "utf-16-be";
    case Cx::Utf32: return "utf-32";
    case Cx::Utf32LE: return "utf-32-le";
    case Cx::Utf32BE: return "utf-32-be";
    case Cx::Latin1: return "latin-1";
    case Cx::Ascii: return "ascii";
    case Cx::Cp1252: return "charmap";
  }
  return "utf-8";
}

// Raises TypeError/LookupError `message`, wrapped as the codec registry does (Note [Codec
// errors]) when `wrap`.
Value raise_handler_error(Context& ctx, TypeObject* type, const std::string& message, bool wrap,
                          const char* what, std::string_view encoding) {
  if (!wrap) return ctx.raise(type, "%s", message.c_str());
  std::string enc(encoding);
  return ctx.raise(type, "%s with '%s' codec failed (%s: %s)", what, enc.c_str(), type->name.c_str(),
                   message.c_str());
}

Value raise_unicode_error(Context& ctx, TypeObject* type, const char* codec, Value object, size_t start,
                          size_t end, const char* reason) {
  Value e = call_vector(ctx, Value::object(type),
                        {str_from(ctx, codec), object, Value::small_int(static_cast<int64_t>(start)),
                         Value::small_int(static_cast<int64_t>(end)), str_from(ctx, reason)});
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

}  // namespace

const char* codec_canonical_name(std::string_view encoding) {
  const CodecEntry* e = find_codec(encoding);
  return e ? e->canonical : nullptr;
}

Value codec_encode(Context& ctx, Value str_value, std::string_view encoding, std::string_view errors,
                   bool registry) {
  const CodecEntry* entry = find_codec(encoding);
  if (entry == nullptr) {
    std::string name(encoding);
    return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %s", name.c_str());
  }
  Cx c = entry->id;
  std::string_view text = as_str(str_value)->data;
  std::string out;
  if (c == Cx::Utf8Sig) out += "\xEF\xBB\xBF";
  if (c == Cx::Utf16) out += "\xFF\xFE";
  if (c == Cx::Utf32) out += std::string("\xFF\xFE\x00\x00", 4);
  if (c == Cx::Utf8 || c == Cx::Utf8Sig) {  // valid UTF-8 without surrogates: copy
    bool surrogates = false;
    for (size_t i = 0; i + 1 < text.size(); i++) {
      if (static_cast<unsigned char>(text[i]) == 0xED && static_cast<unsigned char>(text[i + 1]) >= 0xA0) {
        surrogates = true;
      }
    }
    if (!surrogates) return bytes_from(ctx, out + std::string(text));
  }
  std::vector<uint32_t> cps = utf8_codepoints(text);
  out.reserve(out.size() + cps.size() * (is_utf32(c) ? 4 : is_utf16(c) ? 2 : 1));
  const char* reason = c == Cx::Latin1   ? "ordinal not in range(256)"
                       : c == Cx::Ascii  ? "ordinal not in range(128)"
                       : c == Cx::Cp1252 ? "character maps to <undefined>"
                                         : "surrogates not allowed";
  bool wrap = registry || !fast_path(encoding);
  for (size_t i = 0; i < cps.size();) {
    if (can_encode(c, cps[i])) {
      emit(c, cps[i++], out);
      continue;
    }
    size_t end = i + 1;  // a run of unencodable characters (the UTF-16/32 encoders report one)
    while (!is_utf16(c) && !is_utf32(c) && end < cps.size() && !can_encode(c, cps[end])) end++;
    auto strict = [&]() {
      return raise_unicode_error(ctx, ctx.builtins.exc_UnicodeEncodeError, error_name(c), str_value, i, end, reason);
    };
    switch (handler_of(errors)) {
      case Handler::Strict:
        return strict();
      case Handler::Ignore:
        break;
      case Handler::Replace:
        for (size_t k = i; k < end; k++) emit_ascii(c, "?", out);
        break;
      case Handler::XmlCharRef:
        for (size_t k = i; k < end; k++) emit_ascii(c, "&#" + std::to_string(cps[k]) + ";", out);
        break;
      case Handler::Backslash:
        for (size_t k = i; k < end; k++) emit_ascii(c, backslash_escape(cps[k]), out);
        break;
      case Handler::Name:
        for (size_t k = i; k < end; k++) {
          std::string name = unicode::name(cps[k]);
          emit_ascii(c, name.empty() ? backslash_escape(cps[k]) : "\\N{" + name + "}", out);
        }
        break;
      case Handler::SurrogateEscape:
        // Lone surrogates U+DC80..U+DCFF stand for the bytes 0x80..0xFF (byte codecs only).
        for (size_t k = i; k < end; k++) {
          if (cps[k] < 0xDC80 || cps[k] > 0xDCFF || is_utf16(c) || is_utf32(c)) return strict();
        }
        for (size_t k = i; k < end; k++) out += static_cast<char>(cps[k] - 0xDC00);
        break;
      case Handler::SurrogatePass:
        for (size_t k = i; k < end; k++) {
          if (!is_utf(c) || !is_surrogate(cps[k])) return strict();
        }
        for (size_t k = i; k < end; k++) emit(c, cps[k], out);
        break;
      case Handler::Unknown: {
        std::string name(errors);
        return raise_handler_error(ctx, ctx.builtins.exc_LookupError, "unknown error handler name '" + name + "'",
                                   wrap, "encoding", encoding);
      }
    }
    i = end;
  }
  return bytes_from(ctx, std::move(out));
}

namespace {

// One decoding pass: `data` from `pos`; errors go through handle().
class Decoder {
 public:
  Decoder(Context& ctx, Cx c, std::string_view data, std::string_view encoding, std::string_view errors,
          bool registry)
      : ctx_(ctx), c_(c), data_(data), encoding_(encoding), errors_(errors), registry_(registry) {}

  Value run();

 private:
  uint32_t unit(size_t i, int bytes) const {
    uint32_t u = 0;
    for (int k = 0; k < bytes; k++) {
      uint32_t b = static_cast<unsigned char>(data_[i + k]);
      u |= big_endian(c_) ? b << (8 * (bytes - 1 - k)) : b << (8 * k);
    }
    return u;
  }
  // Handles the invalid range [start, end); returns the position to continue at, or npos
  // with an exception pending.
  size_t handle(size_t start, size_t end, const char* reason);
  void utf8();
  void utf16();
  void utf32();

  Context& ctx_;
  Cx c_;
  std::string_view data_;
  std::string_view encoding_, errors_;
  std::string out_;
  bool registry_;
  bool failed_ = false;
  Value object_ = Value::null();
};

size_t Decoder::handle(size_t start, size_t end, const char* reason) {
  auto strict = [&]() {
    if (object_.is_null()) object_ = bytes_from(ctx_, std::string(data_));
    raise_unicode_error(ctx_, ctx_.builtins.exc_UnicodeDecodeError, error_name(c_), object_, start, end, reason);
    failed_ = true;
    return std::string_view::npos;
  };
  bool wrap = registry_ || !fast_path(encoding_);
  switch (handler_of(errors_)) {
    case Handler::Strict:
      return strict();
    case Handler::Ignore:
      return end;
    case Handler::Replace:
      utf8_append(out_, 0xFFFD);
      return end;
    case Handler::Backslash:
      for (size_t k = start; k < end; k++) out_ += backslash_escape(static_cast<unsigned char>(data_[k]));
      return end;
    case Handler::SurrogateEscape:
      for (size_t k = start; k < end; k++) {
        if (static_cast<unsigned char>(data_[k]) < 0x80) return strict();
      }
      for (size_t k = start; k < end; k++) utf8_append(out_, 0xDC00 + static_cast<unsigned char>(data_[k]));
      return end;
    case Handler::SurrogatePass: {
      auto b = [&](size_t k) { return static_cast<unsigned char>(data_[k]); };
      if ((c_ == Cx::Utf8 || c_ == Cx::Utf8Sig) && start + 3 <= data_.size() && b(start) == 0xED &&
          b(start + 1) >= 0xA0 && b(start + 1) <= 0xBF && b(start + 2) >= 0x80 && b(start + 2) <= 0xBF) {
        utf8_append(out_, 0xD000 | ((b(start + 1) & 0x3F) << 6) | (b(start + 2) & 0x3F));
        return start + 3;
      }
      if (is_utf16(c_) && start + 2 <= data_.size() && is_surrogate(unit(start, 2))) {
        utf8_append(out_, unit(start, 2));
        return start + 2;
      }
      if (is_utf32(c_) && start + 4 <= data_.size() && is_surrogate(unit(start, 4))) {
        utf8_append(out_, unit(start, 4));
        return start + 4;
      }
      return strict();
    }
    case Handler::XmlCharRef:
    case Handler::Name:
      raise_handler_error(ctx_, ctx_.builtins.exc_TypeError,
                          "don't know how to handle UnicodeDecodeError in error callback", wrap, "decoding",
                          encoding_);
      failed_ = true;
      return std::string_view::npos;
    case Handler::Unknown: {
      std::string name(errors_);
      raise_handler_error(ctx_, ctx_.builtins.exc_LookupError, "unknown error handler name '" + name + "'", wrap,
                          "decoding", encoding_);
      failed_ = true;
      return std::string_view::npos;
    }
  }
  return strict();
}

void Decoder::utf8() {
  size_t i = 0, n = data_.size();
  auto b = [&](size_t k) { return static_cast<unsigned char>(data_[k]); };
  while (i < n && !failed_) {
    size_t j = i;
    while (j < n && b(j) < 0x80) ++j;
    out_.append(data_.data() + i, j - i);
    i = j;
    if (i >= n) break;
    unsigned char c0 = b(i);
    size_t len;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c0 >= 0xC2 && c0 <= 0xDF) {
      len = 2;
    } else if (c0 >= 0xE0 && c0 <= 0xEF) {
      len = 3;
      lo = c0 == 0xE0 ? 0xA0 : 0x80;
      hi = c0 == 0xED ? 0x9F : 0xBF;
    } else if (c0 >= 0xF0 && c0 <= 0xF4) {
      len = 4;
      lo = c0 == 0xF0 ? 0x90 : 0x80;
      hi = c0 == 0xF4 ? 0x8F : 0xBF;
    } else {
      i = handle(i, i + 1, "invalid start byte");
      continue;
    }
    size_t k = 1;
    const char* reason = nullptr;
    for (; k < len; k++) {
      if (i + k >= n) {
        reason = "unexpected end of data";
        break;
      }
      unsigned char ck = b(i + k);
      if (ck < (k == 1 ? lo : 0x80) || ck > (k == 1 ? hi : 0xBF)) {
        reason = "invalid continuation byte";
        break;
      }
    }
    if (reason == nullptr) {
      out_.append(data_.data() + i, len);
      i += len;
    } else {
      i = handle(i, i + k, reason);
    }
  }
}

void Decoder::utf16() {
  size_t i = 0, n = data_.size();
  if (c_ == Cx::Utf16) {  // the BOM picks the byte order; none: little-endian
    c_ = Cx::Utf16LE;
    if (n >= 2 && data_.substr(0, 2) == "\xFF\xFE") {
      i = 2;
    } else if (n >= 2 && data_.substr(0, 2) == "\xFE\xFF") {
      c_ = Cx::Utf16BE;
      i = 2;
    }
  }
  while (i < n && !failed_) {
    if (n - i < 2) {
      i = handle(i, n, "truncated data");
      continue;
    }
    uint32_t u = unit(i, 2);
    if (!is_surrogate(u)) {
      utf8_append(out_, u);
      i += 2;
    } else if (u >= 0xDC00) {
      i = handle(i, i + 2, "illegal encoding");
    } else if (n - i < 4) {
      i = handle(i, n, "unexpected end of data");
    } else if (uint32_t u2 = unit(i + 2, 2); u2 >= 0xDC00 && u2 <= 0xDFFF) {
      utf8_append(out_, 0x10000 + ((u - 0xD800) << 10) + (u2 - 0xDC00));
      i += 4;
    } else {
      i = handle(i, i + 2, "illegal UTF-16 surrogate");
    }
  }
}

void Decoder::utf32() {
  size_t i = 0, n = data_.size();
  if (c_ == Cx::Utf32) {
    c_ = Cx::Utf32LE;
    if (n >= 4 && data_.substr(0, 4) == std::string_view("\xFF\xFE\x00\x00", 4)) {
      i = 4;
    } else if (n >= 4 && data_.substr(0, 4) == std::string_view("\x00\x00\xFE\xFF", 4)) {
      c_ = Cx::Utf32BE;
      i = 4;
    }
  }
  while (i < n && !failed_) {
    if (n - i < 4) {
      i = handle(i, n, "truncated data");
      continue;
    }
    uint32_t u = unit(i, 4);
    if (u > 0x10FFFF) {
      i = handle(i, i + 4, "code point not in range(0x110000)");
    } else if (is_surrogate(u)) {
      i = handle(i, i + 4, "code point in surrogate code point range(0xd800, 0xe000)");
    } else {
      utf8_append(out_, u);
      i += 4;
    }
  }
}

Value Decoder::run() {
  if (c_ == Cx::Utf8Sig && data_.substr(0, 3) == "\xEF\xBB\xBF") data_.remove_prefix(3);
  if (c_ == Cx::Utf8 || c_ == Cx::Utf8Sig) {
    utf8();
  } else if (is_utf16(c_)) {
    utf16();
  } else if (is_utf32(c_)) {
    utf32();
  } else {
    out_.reserve(data_.size());
    for (size_t i = 0; i < data_.size() && !failed_;) {
      unsigned char b = static_cast<unsigned char>(data_[i]);
      if (b < 0x80 || c_ == Cx::Latin1) {
        utf8_append(out_, b);
        i++;
      } else if (c_ == Cx::Cp1252 && unicode::kCp1252[b - 0x80] != 0) {
        utf8_append(out_, unicode::kCp1252[b - 0x80]);
        i++;
      } else {
        i = handle(i, i + 1, c_ == Cx::Ascii ? "ordinal not in range(128)" : "character maps to <undefined>");
      }
    }
  }
  if (failed_) return Value::null();
  return str_from(ctx_, std::move(out_));
}

}  // namespace

Value codec_decode(Context& ctx, std::string_view data, std::string_view encoding, std::string_view errors,
                   bool registry) {
  const CodecEntry* entry = find_codec(encoding);
  if (entry == nullptr) {
    std::string name(encoding);
    return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %s", name.c_str());
  }
  Decoder d(ctx, entry->id, data, encoding, errors, registry);
  return d.run();
}

}  // namespace tp::objects
