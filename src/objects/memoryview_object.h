// memoryview (src/objects/memoryview_object.cpp): views of buffer exporters (objects/buffer.h).
#pragma once

#include "objects/value.h"

namespace tp {
class Context;
}

namespace tp::objects {

bool is_memoryview(Value v);
// memoryview(obj); null with the exception raised.
Value memoryview_of(Context& ctx, Value obj);
// Creates the type, registers it as a buffer exporter and binds builtins.memoryview.
void init_memoryview_type(Context& ctx);

}  // namespace tp::objects
