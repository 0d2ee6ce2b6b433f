// The C API's limits (include/tensorpy/api.h, "Limits"): context options (the sandbox),
// the cross-thread interrupt, the instruction budget and the memory limit of a context.
// The mechanisms are the VM's and the heap's (Note [Context limits] in vm/limits.h, Note
// [Sandbox] in vm/sandbox.cpp, Note [Memory limit] in gc/heap.h); this file checks
// arguments and records misuse as the last error.
#include <cstring>
#include <string>
#include <vector>

#include "api/api_internal.h"
#include "vm/limits.h"

using namespace tp;

extern "C" {

void tpContextOptionsInit(TPContextOptions* options) {
  if (options == nullptr) return;
  std::memset(options, 0, sizeof *options);
  options->structSize = sizeof *options;
}

TPContext* tpContextCreateWithOptions(const TPContextOptions* options) {
  if (options == nullptr) return tpContextCreate();
  // Fields past the caller's structSize are absent (an older header): defaults.
  TPContextOptions o;
  tpContextOptionsInit(&o);
  if (options->structSize == 0 || options->structSize > sizeof o) return nullptr;
  std::memcpy(&o, options, options->structSize);
  o.structSize = sizeof o;
  if (o.instructionBudget < 0 || o.recursionLimit < 0) return nullptr;
  TPContext* c = tpContextCreate();
  if (c == nullptr) return nullptr;
  try {
    api::ThreadBinding bind(c);
    if (o.sandbox) {
      std::vector<std::string> allowed;
      const char* const* names = o.allowedImports ? o.allowedImports : vm::default_allowed_imports();
      for (const char* const* p = names; *p != nullptr; ++p) allowed.emplace_back(*p);
      vm::enable_sandbox(*c, std::move(allowed));
      if (c->has_exception()) throw std::bad_alloc();
    }
  } catch (...) {
    tpContextDestroy(c);
    return nullptr;
  }
  if (o.recursionLimit > 0) c->vm.recursion_limit = o.recursionLimit;
  if (o.instructionBudget > 0) vm::set_instruction_budget(*c, o.instructionBudget);
  if (o.memoryLimit > 0) c->heap.set_memory_limit(o.memoryLimit);
  return c;
}

bool tpContextIsSandboxed(TPContext* context) { return context != nullptr && context->vm.sandboxed; }

void tpContextInterrupt(TPContext* context) {
  // Any thread, while the context runs on another: only an atomic store.
  if (context != nullptr) vm::request_interrupt(*context);
}

bool tpContextSetInstructionBudget(TPContext* context, int64_t count) {
  if (context == nullptr) return false;
  if (count < 0) {
    api::record_new_error(context, context->builtins.exc_ValueError,
                          "tpContextSetInstructionBudget: the budget must be >= 0");
    return false;
  }
  return vm::set_instruction_budget(*context, count);
}

int64_t tpContextGetInstructionsLeft(TPContext* context) {
  if (context == nullptr) return -1;
  int64_t left = vm::instructions_left(*context);
  return left < 0 ? 0 : left;
}

bool tpContextSetMemoryLimit(TPContext* context, size_t bytes) {
  if (context == nullptr) return false;
  context->heap.set_memory_limit(bytes);
  return true;
}

size_t tpContextGetMemoryUsage(TPContext* context) {
  return context == nullptr ? 0 : context->heap.memory_in_use();
}

}  // extern "C"
