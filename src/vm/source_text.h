// Source code given as bytes (exec/eval/compile of bytes or bytearray): decoded to UTF-8
// text as CPython's tokenizer does (PEP 263): a UTF-8 BOM is dropped, a coding cookie
// ("# -*- coding: latin-1 -*-") on line 1 or 2 names the encoding, UTF-8 otherwise.
#pragma once

#include <string>
#include <string_view>

namespace tp {
class Context;
}

namespace tp::vm {
// False with SyntaxError raised (unknown encoding, undecodable bytes) as CPython words it.
bool source_from_bytes(Context& ctx, std::string_view data, std::string_view filename, std::string* out);
}  // namespace tp::vm
