// Context construction and teardown. The order matters: the object layer's types exist
// before the VM's, which exist before any module is imported.
#include "runtime/context.h"

#include "objects/init.h"
#include "vm/init.h"

namespace tp {

Context::Context() : heap(*this) {
  objects::init_builtins(*this);
  vm::init(*this);
}

Context::~Context() = default;  // the heap's destructor frees every object

}  // namespace tp
