// Text encodings shared by the io, os and json modules: the three codecs TensorPy's file
// objects support (utf-8, latin-1, ascii) with CPython's error handlers 'strict',
// 'replace' and 'ignore' (and 'surrogateescape' treated as 'replace' on decode), raising
// UnicodeDecodeError / UnicodeEncodeError with CPython's attributes and messages.
#pragma once

#include <string>
#include <string_view>

#include "objects/value.h"

namespace tp {
class Context;
}

namespace tp::stdlib {

enum class Codec { Utf8, Latin1, Ascii };
enum class CodecErrors { Strict, Replace, Ignore };

// Resolves an encoding name as CPython's codec lookup does for these three ("UTF-8",
// "utf_8", "U8", "latin1", "ISO-8859-1", "us-ascii"...). False when unknown (the caller
// raises LookupError "unknown encoding: NAME").
bool lookup_codec(std::string_view name, Codec* out);
// 'strict', 'replace', 'ignore' (others raise LookupError "unknown error handler name 'x'").
bool lookup_errors(Context& ctx, std::string_view name, CodecErrors* out);
const char* codec_name(Codec c);  // CPython's canonical name: "utf-8", "latin-1", "ascii"

// Decodes `in` to UTF-8 appended to *out. With final=false an incomplete trailing UTF-8
// sequence is left undecoded and its length returned in *pending (so a stream decoder can
// prepend it to the next chunk). Returns false with UnicodeDecodeError pending.
bool decode_text(Context& ctx, Codec c, CodecErrors e, std::string_view in, bool final,
                 std::string* out, size_t* pending);
// Encodes UTF-8 text to bytes appended to *out. False with UnicodeEncodeError pending.
bool encode_text(Context& ctx, Codec c, CodecErrors e, std::string_view utf8, std::string* out);

// Raises LookupError("unknown encoding: NAME") and returns Null.
Value raise_unknown_encoding(Context& ctx, std::string_view name);

}  // namespace tp::stdlib
