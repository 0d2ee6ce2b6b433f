// Thread-local grad mode (see grad_mode.h).
#include "autograd/grad_mode.h"

namespace tp::autograd {

namespace {
thread_local bool t_grad_enabled = true;
}

bool is_grad_enabled() { return t_grad_enabled; }
void set_grad_enabled(bool on) { t_grad_enabled = on; }
NoGradGuard::NoGradGuard() : previous_(t_grad_enabled) { t_grad_enabled = false; }
NoGradGuard::~NoGradGuard() { t_grad_enabled = previous_; }

}  // namespace tp::autograd
