// Context: all the state of one interpreter (as lua_State). There is no global mutable
// state anywhere in TensorPy: several Contexts can run in one process on different threads.
// Each layer keeps its part in its own struct, declared in its own header and reached as a
// member here: the heap (src/gc), the built-in types and names (src/objects), the VM's
// frames and module table (src/vm).
#pragma once

#include <atomic>
#include <cstdarg>
#include <memory>
#include <string>

#include "gc/heap.h"
#include "objects/builtins.h"
#include "objects/value.h"
#include "vm/vm_state.h"

namespace tp {

class TypeObject;
namespace vm {
class ThreadRegistry;
}

class Context {
 public:
  Context();   // builds the heap, the built-in types, builtins and sys (src/runtime/context.cpp)
  ~Context();  // frees every object
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  gc::Heap heap;
  objects::Builtins builtins;
  vm::VMState vm;

  // --- exceptions (Note [Errors are values] in objects/protocol.h) ---
  // Creates an instance of `type` with the printf-formatted message, makes it pending and
  // returns Value::null(), so natives can write `return ctx.raise(...)`.
  Value raise(TypeObject* type, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
  // Makes an exception instance (or class, which is instantiated) pending.
  Value raise_value(Value exception);
  bool has_exception() const { return !pending_exception_.is_null(); }
  Value pending_exception() const { return pending_exception_; }
  Value take_exception() {
    Value e = pending_exception_;
    pending_exception_ = Value::null();
    return e;
  }
  // True if an exception is pending and is an instance of `type` (or a subclass).
  bool exception_matches(TypeObject* type);
  // The pending-exception slot itself, for vm::ThreadState to save and restore on a
  // thread switch (Note [The interpreter lock], threads/interp_lock.h); not for natives.
  Value& pending_exception_slot() { return pending_exception_; }

  // --- threads (src/vm/thread_state.h) ---
  // Every thread's state and the interpreter lock; created when a second thread starts
  // (or sys.setswitchinterval is called), null before: a single thread pays nothing.
  vm::ThreadRegistry* threads = nullptr;
  // Set by a thread that has waited a switch interval for the interpreter lock; the eval
  // loop's safe points then hand the lock over.
  std::atomic<bool> switch_requested{false};

 private:
  Value pending_exception_;
};

}  // namespace tp
