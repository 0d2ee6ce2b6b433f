// The native part of the json module (_json), shared by its three sources:
// json_decode.cpp (loads on the SAX parser of src/data/json_parser.h), json_encode.cpp
// (dumps) and json_module.cpp (module init and JSONDecodeError). lib/json/__init__.py is
// the thin Python layer with CPython's signatures, JSONEncoder and JSONDecoder.
#pragma once

#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

enum JsonSlot : size_t { kJsonDecodeError, kJsonSlotCount };

// _json.loads(s, object_hook=None, object_pairs_hook=None, parse_float=None,
//             parse_int=None, parse_constant=None, strict=True)  (bound to the state)
Value json_loads(Context& ctx, const CallArgs& call);
// _json.dumps(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent,
//             item_separator, key_separator, default)
Value json_dumps(Context& ctx, const CallArgs& call);

}  // namespace tp::stdlib
