// UTF-8 helpers for the lexer and the literal decoder: validation, decoding one code point,
// encoding, and which code points may appear in identifiers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tp::compiler {

// The byte position of the first invalid UTF-8 sequence in `text` (overlong forms,
// surrogates and values past U+10FFFF are invalid), or npos if `text` is valid.
size_t utf8_invalid_position(std::string_view text);

// Decodes the code point at the start of valid UTF-8 `text`; *length gets its byte count.
uint32_t utf8_decode(std::string_view text, size_t* length);

// Appends the UTF-8 encoding of `code` (<= 0x10FFFF; lone surrogates are encoded as the
// 3-byte form, as CPython's "surrogatepass").
void utf8_append(std::string& out, uint32_t code);

// Whether a non-ASCII code point may start / continue an identifier (XID_Start /
// XID_Continue, as CPython's tokenizer; ASCII is handled by the lexer itself).
bool is_identifier_start(uint32_t code);
bool is_identifier_continue(uint32_t code);
bool is_printable(uint32_t code);  // as str.isprintable

// The NFKC normal form of UTF-8 text: non-ASCII identifiers are normalized so (PEP 3131),
// e.g. `ﬁ` and `fi` name the same variable.
std::string nfkc(std::string_view text);

}  // namespace tp::compiler
