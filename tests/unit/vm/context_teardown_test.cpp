// A Context that imported ml and made tensors frees everything when destroyed: nothing is
// left unreachable (checked with LeakSanitizer in the sanitizer build, make test-sanitize).
#include <gtest/gtest.h>

#include "runtime/context.h"
#include "vm/interpreter.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

namespace tp {
namespace {

TEST(ContextTeardown, MlContextsLeaveNoLeaks) {
  for (int i = 0; i < 3; ++i) {
    Context ctx;
    DictObject* g = vm::module_dict(ctx, "__main__");
    Value r = vm::exec_source(ctx,
                              "import ml\nt = ml.ones((4, 4))\nu = (t * 2).sum()\n"
                              "a, *b, c = [1, 2, 3, 4]\n",
                              "<test>", compiler::Mode::Exec, g, Value::null());
    ASSERT_FALSE(r.is_null());
  }
#if defined(__SANITIZE_ADDRESS__)
  EXPECT_EQ(__lsan_do_recoverable_leak_check(), 0);
#endif
}

}  // namespace
}  // namespace tp
