// Start-up hooks of the native stdlib that the runtime calls once per Context, after the
// builtins module and sys.modules exist (vm::init):
//   tp::stdlib::install_builtins(ctx);
// It imports the `io` module into sys.modules and adds `open` (io.open) to builtins, as
// CPython's builtins.open is io.open.
#pragma once

namespace tp {
class Context;
}

namespace tp::stdlib {
// Returns false with an exception pending if the io module could not be created.
bool install_builtins(Context& ctx);
}  // namespace tp::stdlib
