// The utf-8 / latin-1 / ascii codecs of text_codec.h.
#include "stdlib/text_codec.h"

#include <cctype>

#include "objects/bytes_object.h"
#include "objects/exception_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::stdlib {

static std::string normalize(std::string_view name) {
  std::string s;
  for (char ch : name) s += ch == '_' || ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

bool lookup_codec(std::string_view name, Codec* out) {
  std::string s = normalize(name);
  if (s == "utf-8" || s == "utf8" || s == "u8" || s == "utf" || s == "cp65001") {
    *out = Codec::Utf8;
  } else if (s == "latin-1" || s == "latin1" || s == "iso-8859-1" || s == "iso8859-1" ||
             s == "8859" || s == "cp819" || s == "l1" || s == "latin" || s == "iso-ir-100") {
    *out = Codec::Latin1;
  } else if (s == "ascii" || s == "us-ascii" || s == "646" || s == "us" || s == "ansi-x3.4-1968") {
    *out = Codec::Ascii;
  } else {
    return false;
  }
  return true;
}

bool lookup_errors(Context& ctx, std::string_view name, CodecErrors* out) {
  if (name == "strict") {
    *out = CodecErrors::Strict;
  } else if (name == "replace" || name == "surrogateescape" || name == "backslashreplace") {
    *out = CodecErrors::Replace;
  } else if (name == "ignore") {
    *out = CodecErrors::Ignore;
  } else {
    ctx.raise(ctx.builtins.exc_LookupError, "unknown error handler name '%.*s'",
              static_cast<int>(name.size()), name.data());
    return false;
  }
  return true;
}

const char* codec_name(Codec c) {
  switch (c) {
    case Codec::Utf8: return "utf-8";
    case Codec::Latin1: return "latin-1";
    case Codec::Ascii: return "ascii";
  }
  return "utf-8";
}

Value raise_unknown_encoding(Context& ctx, std::string_view name) {
  return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %.*s", static_cast<int>(name.size()),
                   name.data());
}

static bool raise_decode(Context& ctx, Codec c, std::string_view in, size_t start, size_t end,
                         const char* reason) {
  std::vector<Value> args{objects::str_from(ctx, codec_name(c)), objects::bytes_from(ctx, std::string(in)),
                          Value::small_int(static_cast<int64_t>(start)),
                          Value::small_int(static_cast<int64_t>(end)), objects::str_from(ctx, reason)};
  Value e = objects::call_vector(ctx, Value::object(ctx.builtins.exc_UnicodeDecodeError), args);
  if (!e.is_null()) ctx.raise_value(e);
  return false;
}

// Length of the valid UTF-8 sequence at in[i] (1..4), 0 when invalid; *reason set then, and
// *incomplete when the input ends inside an otherwise valid prefix. *bad_len is how many
// bytes CPython reports as the invalid range.
static size_t utf8_seq(std::string_view in, size_t i, const char** reason, bool* incomplete,
                       size_t* bad_len) {
  auto b = [&](size_t k) { return static_cast<unsigned char>(in[k]); };
  unsigned char c0 = b(i);
  *incomplete = false;
  *bad_len = 1;
  if (c0 < 0x80) return 1;
  size_t n;
  unsigned char lo = 0x80, hi = 0xBF;
  if (c0 >= 0xC2 && c0 <= 0xDF) {
    n = 2;
  } else if (c0 >= 0xE0 && c0 <= 0xEF) {
    n = 3;
    if (c0 == 0xE0) lo = 0xA0;
    if (c0 == 0xED) hi = 0x9F;
  } else if (c0 >= 0xF0 && c0 <= 0xF4) {
    n = 4;
    if (c0 == 0xF0) lo = 0x90;
    if (c0 == 0xF4) hi = 0x8F;
  } else {
    *reason = "invalid start byte";
    return 0;
  }
  for (size_t k = 1; k < n; ++k) {
    if (i + k >= in.size()) {
      *incomplete = true;
      *reason = "unexpected end of data";
      *bad_len = in.size() - i;
      return 0;
    }
    unsigned char ck = b(i + k);
    unsigned char l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
    if (ck < l || ck > h) {
      *reason = "invalid continuation byte";
      *bad_len = k;
      return 0;
    }
  }
  return n;
}

bool decode_text(Context& ctx, Codec c, CodecErrors e, std::string_view in, bool final,
                 std::string* out, size_t* pending) {
  if (pending) *pending = 0;
  if (c == Codec::Latin1) {
    for (unsigned char ch : in) objects::utf8_append(*out, ch);
    return true;
  }
  size_t i = 0, n = in.size();
  out->reserve(out->size() + n);
  while (i < n) {
    // Fast path for runs of ASCII.
    size_t j = i;
    while (j < n && static_cast<unsigned char>(in[j]) < 0x80) ++j;
    out->append(in.data() + i, j - i);
    i = j;
    if (i >= n) break;
    const char* reason = nullptr;
    bool incomplete = false;
    size_t bad = 1, len = 0;
    if (c == Codec::Utf8) {
      len = utf8_seq(in, i, &reason, &incomplete, &bad);
    } else {
      reason = "ordinal not in range(128)";
    }
    if (len > 0) {
      out->append(in.data() + i, len);
      i += len;
      continue;
    }
    if (incomplete && !final) {
      if (pending) *pending = n - i;
      return true;
    }
    if (e == CodecErrors::Strict) return raise_decode(ctx, c, in, i, i + bad, reason);
    if (e == CodecErrors::Replace) objects::utf8_append(*out, 0xFFFD);
    i += bad;
  }
  return true;
}

static bool raise_encode(Context& ctx, Codec c, std::string_view utf8, size_t start, size_t end,
                         const char* reason) {
  std::vector<Value> args{objects::str_from(ctx, codec_name(c)), objects::str_from(ctx, std::string(utf8)),
                          Value::small_int(static_cast<int64_t>(start)),
                          Value::small_int(static_cast<int64_t>(end)), objects::str_from(ctx, reason)};
  Value e = objects::call_vector(ctx, Value::object(ctx.builtins.exc_UnicodeEncodeError), args);
  if (!e.is_null()) ctx.raise_value(e);
  return false;
}

bool encode_text(Context& ctx, Codec c, CodecErrors e, std::string_view utf8, std::string* out) {
  if (c == Codec::Utf8) {
    out->append(utf8);
    return true;
  }
  uint32_t limit = c == Codec::Latin1 ? 0x100 : 0x80;
  size_t i = 0, index = 0;
  while (i < utf8.size()) {
    uint32_t cp = objects::utf8_decode(utf8, &i);
    if (cp < limit) {
      out->push_back(static_cast<char>(cp));
    } else if (e == CodecErrors::Strict) {
      // CPython reports the whole run of unencodable characters.
      size_t end = index + 1, k = i;
      while (k < utf8.size()) {
        size_t k2 = k;
        if (objects::utf8_decode(utf8, &k2) < limit) break;
        k = k2;
        ++end;
      }
      return raise_encode(ctx, c, utf8, index, end,
                          c == Codec::Latin1 ? "ordinal not in range(256)" : "ordinal not in range(128)");
    } else if (e == CodecErrors::Replace) {
      out->push_back('?');
    }
    ++index;
  }
  return true;
}

}  // namespace tp::stdlib
