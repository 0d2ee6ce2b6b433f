// The VM layer's init may not be linked while this layer is developed on its own; tests
// then run with the object layer only.
#include "runtime/context.h"

namespace tp::vm {
__attribute__((weak)) void init(Context&) {}
}  // namespace tp::vm
