// Context construction and teardown. The order matters: the object layer's types exist
// before the VM's, which exist before any module is imported.
#include "runtime/context.h"
#include "objects/buffer.h"
#include "vm/coroutine.h"

#include "objects/init.h"
#include "vm/init.h"
#include "vm/thread_state.h"

namespace tp {

Context::Context() : heap(*this) {
  objects::init_builtins(*this);
  vm::init(*this);
}

// The heap's destructor frees every object; the thread registry goes first (it is leaked
// instead when daemon threads still wait for the lock, vm/thread_state.cpp).
Context::~Context() {
  vm::destroy_thread_registry(*this);
  vm::forget_coroutine_types(*this);
  objects::forget_buffer_types(*this);
}

}  // namespace tp
