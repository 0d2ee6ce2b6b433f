// Limits a host puts on one Context: the cross-thread interrupt, the instruction budget
// and the sandbox. The state lives in VMState (vm/vm_state.h); the eval loop's safe points
// (vm/eval.cpp) act on it. The memory limit is the heap's (Note [Memory limit], gc/heap.h).
//
// Note [Context limits]
// - Interrupt: request_interrupt(ctx) may be called from any thread (it only stores an
//   atomic flag). The context's main thread raises KeyboardInterrupt at its next safe
//   point (a call, a backward jump: every loop and every recursion reaches one) and clears
//   the flag, as Ctrl-C does in the CLI, whose SIGINT flag stays process-wide (a signal
//   handler cannot know contexts). Blocking waits that poll for Ctrl-C (time.sleep, lock
//   acquire) poll this flag too.
// - Instruction budget: set_instruction_budget(ctx, n) lets the context run n more
//   bytecode instructions, counted by every frame entered or resumed afterwards (and by
//   frames running, from their next backward jump). The eval loop then dispatches through
//   a table whose every entry first decrements the budget (no cost without a budget).
//   Once the budget is negative, every safe point raises RuntimeError("instruction budget
//   of N exhausted"): the program can catch it and run its handlers (finally blocks,
//   cleanup without loops or calls), but any further loop iteration or call raises again,
//   so a program cannot outlive its budget by catching the error. The budget spans calls
//   into the context until the host sets a new one (0 removes it).
// - Sandbox: see Note [Sandbox] in vm/sandbox.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tp {
class Context;
class ModuleObject;
}

namespace tp::vm {

// Asks the context's main thread to raise KeyboardInterrupt at its next safe point.
// Thread-safe.
void request_interrupt(Context& ctx);
// True when an interrupt is pending for `ctx` (its own, or the process's SIGINT flag).
bool interrupt_pending(const Context& ctx);
// Clears the context's flag and the process's SIGINT flag.
void clear_interrupt(Context& ctx);

// Sets the instruction budget (Note [Context limits]); n == 0 removes it, n < 0 is refused.
bool set_instruction_budget(Context& ctx, int64_t n);
// The instructions left of the budget (negative once exhausted); INT64_MAX without one.
int64_t instructions_left(const Context& ctx);

// Called by safe points once budget_left is negative: raises the budget's RuntimeError
// and returns false (true when there is no budget after all).
bool budget_exhausted(Context& ctx);

// --- the sandbox (Note [Sandbox], vm/sandbox.cpp) ---
// Makes `ctx` sandboxed with the top-level module names `allowed` importable.
void enable_sandbox(Context& ctx, std::vector<std::string> allowed);
// The default allow-list, NULL-terminated.
const char* const* default_allowed_imports();
// False with ImportError pending when `fullname` may not be imported by a sandboxed ctx.
bool import_allowed(Context& ctx, std::string_view fullname);
// Replaces the refused functions of the module `name` just made (no-op outside a sandbox).
void sandbox_module(Context& ctx, std::string_view name, ModuleObject* m);

}  // namespace tp::vm
