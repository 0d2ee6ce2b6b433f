// The text codecs of str.encode, bytes.decode and the codecs module: utf-8, utf-8-sig,
// utf-16 / utf-32 (plain with a BOM, -le, -be), latin-1, ascii and cp1252, with CPython's
// encoding-name normalization and aliases, and its error handlers (strict, ignore, replace,
// xmlcharrefreplace, backslashreplace, namereplace, surrogateescape, surrogatepass) and
// UnicodeEncodeError/UnicodeDecodeError messages and attributes.
#pragma once

#include <string>
#include <string_view>

#include "objects/value.h"

namespace tp {
class Context;
}

namespace tp::objects {

// codecs.lookup(name).name for a known encoding ("utf-8", "iso8859-1", "utf-16-le", ...),
// or nullptr (the caller raises LookupError "unknown encoding: NAME").
const char* codec_canonical_name(std::string_view encoding);

// str -> bytes; `str_value` is a str (lone surrogates allowed), also UnicodeEncodeError's
// object. Null with the exception pending. `registry`: called as codecs.encode (every
// codec's handler TypeError/LookupError is wrapped, Note [Codec errors]).
Value codec_encode(Context& ctx, Value str_value, std::string_view encoding, std::string_view errors,
                   bool registry = false);
// bytes -> str. Null with the exception pending.
Value codec_decode(Context& ctx, std::string_view data, std::string_view encoding, std::string_view errors,
                   bool registry = false);

}  // namespace tp::objects
