// Helpers shared by the object layer's sources (and usable by other layers): type names for
// messages, calling with a vector of arguments, prepending self.
#pragma once

#include <string>
#include <vector>

#include "objects/protocol.h"
#include "objects/type_object.h"
#include "runtime/context.h"

namespace tp::objects {

inline const char* type_name(Context& ctx, Value v) {
  return protocol::type_of(ctx, v)->name.c_str();
}
// Calls `callable` with `args` (positional, then keyword values named by `kwnames`).
Value call_vector(Context& ctx, Value callable, const std::vector<Value>& args,
                  TupleObject* kwnames = nullptr);
// Calls `callable` with `self` prepended to the arguments of `call`.
Value call_with_self(Context& ctx, Value callable, Value self, const CallArgs& call);
// Python-level str of a Value as std::string (empty on error; check ctx.has_exception()).
bool repr_string(Context& ctx, Value v, std::string* out);
bool str_string(Context& ctx, Value v, std::string* out);
// Checks that a method received exactly/at most the given positional count and no keywords.
bool check_args(Context& ctx, const CallArgs& call, const char* name, size_t min, size_t max);
// The class argument of a native __new__ (call.args[0]): it must be a subtype of `base`;
// otherwise TypeError as CPython ("int.__new__(X): X is not a type object (int)") and nullptr.
TypeObject* new_cls_arg(Context& ctx, const CallArgs& call, TypeObject* base);
// Keeps a Value alive across calls back into Python code (see Note [When the collector
// runs] in gc/heap.h); immediates need no rooting.
class ValueRoot {
 public:
  ValueRoot(Context& ctx, Value v) : root_(ctx.heap, v.is_object() ? v.as_object() : nullptr) {}
  void set(Value v) { root_.set(v.is_object() ? v.as_object() : nullptr); }

 private:
  gc::Root<Object> root_;
};

// Enter/leave the repr recursion guard for `o`; enter returns false if already inside.
bool repr_enter(Context& ctx, Object* o);
void repr_leave(Context& ctx, Object* o);
// Interpreter recursion guard for C++-level recursion (repr, ==, hash of nested data,
// iterators wrapping iterators): raises RecursionError past ctx.vm.recursion_limit or near
// the end of the thread's C stack (vm::enter_recursive_call).
bool recursion_enter(Context& ctx, const char* where);
inline void recursion_leave(Context& ctx) { --ctx.vm.recursion_depth; }

}  // namespace tp::objects
