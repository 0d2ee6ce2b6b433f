// The hook through which the signal module (src/stdlib/signal_module.cpp) takes over the
// interrupt flag the eval loop polls at safe points (Note [Signals at safe points] there).
// Without a hook the flag becomes KeyboardInterrupt; with one, the loop clears the flag and
// calls the hook, which runs the pending signals' Python handlers and returns false with an
// exception pending when one raised.
#pragma once

namespace tp {
class Context;
}

namespace tp::vm {
using SignalDispatch = bool (*)(Context& ctx);
void set_signal_dispatch(SignalDispatch fn);
}  // namespace tp::vm
