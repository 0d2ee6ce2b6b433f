// Helpers shared by the native stdlib modules (src/stdlib): per-module state objects,
// module functions bound to that state, rooting of objects held across calls into Python,
// and path arguments (str, bytes or os.PathLike) as CPython's os functions accept them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gc/heap.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "runtime/context.h"

namespace tp::stdlib {

// The state of one native module in one Context (its types and shared values): there is
// no global mutable state, so module functions are created bound to the module, and the
// module object itself carries the state (as CPython's module state): it arrives as
// call.args[0], like a method's self. Being a module, its functions print as
// "<built-in function open>", as CPython's do.
class StateObject : public ModuleObject {
 public:
  StateObject(TypeObject* type, std::string module_name, DictObject* d, size_t n)
      : ModuleObject(type, std::move(module_name), d), slots(n) {}
  std::vector<Value> slots;
  void trace(Tracer& t) override {
    ModuleObject::trace(t);
    for (Value v : slots) t.mark(v);
  }
  TypeObject* type_at(size_t i) const { return static_cast<TypeObject*>(slots[i].as_object()); }
};

// A new native module `name` (as objects::new_module) with `nslots` state slots.
StateObject* new_state_module(Context& ctx, const char* name, size_t nslots);
// Adds each function of `defs` to `module`, bound to `state` (the state is args[0]).
void add_state_functions(Context& ctx, ModuleObject* module, const objects::MethodDef* defs,
                         StateObject* state);

// Keeps objects alive across calls back into Python code; pops them all on destruction.
class HandleScope {
 public:
  explicit HandleScope(Context& ctx) : heap_(ctx.heap), base_(ctx.heap.handle_stack().size()) {}
  ~HandleScope() { heap_.handle_stack().resize(base_); }
  HandleScope(const HandleScope&) = delete;
  HandleScope& operator=(const HandleScope&) = delete;
  void keep(Value v) {
    if (v.is_object()) heap_.handle_stack().push_back(v.as_object());
  }
  void keep(Object* o) { heap_.handle_stack().push_back(o); }

 private:
  gc::Heap& heap_;
  size_t base_;
};

// A filesystem path argument: str (UTF-8), bytes, or an object with __fspath__. On
// failure raises TypeError "<func>: path should be string, bytes or os.PathLike, not X"
// and returns false.
bool path_arg(Context& ctx, Value v, const char* func, std::string* out, bool allow_fd = false,
              int* fd = nullptr);

// Text of a str argument; TypeError "<what> must be str, not X" otherwise.
bool str_arg(Context& ctx, Value v, const char* what, std::string* out);

// The bytes of a readable buffer (bytes, bytearray, array.array); otherwise TypeError "a
// bytes-like object is required, not 'T'". The view is valid until Python code runs.
bool buffer_arg(Context& ctx, Value v, std::string_view* out);
// The bytes of a writable buffer (bytearray, array.array); otherwise TypeError "argument
// must be read-write bytes-like object, not T".
bool writable_buffer_arg(Context& ctx, Value v, char** data, size_t* len);

}  // namespace tp::stdlib
