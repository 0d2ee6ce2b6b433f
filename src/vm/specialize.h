// Quickening and inline caches: the eval loop rewrites a code object's instructions in
// place into specialised forms that skip the generic protocol for the types it has seen.
//
// Note [Quickening]
// The first time a code object runs, quicken() turns each LOAD_ATTR, STORE_ATTR and
// LOAD_METHOD into its ADAPTIVE form, whose argument is the index of an AttrCache in
// CodeObject::attr_caches (the cache keeps the co_names index). An adaptive instruction
// tries to specialise on the object it meets (specialize_*); on success it rewrites
// itself into a specialised form (LOAD_ATTR_INSTANCE, ...), else it runs the generic
// operation and waits `backoff` executions before trying again. A specialised form checks
// its guard (the object's type and version, Note [Inline caches]); when the guard fails it
// rewrites itself back into the adaptive form (deopt) and runs the generic operation, so a
// specialised instruction never computes anything the generic one would not.
// BINARY_OP and COMPARE_OP need no cache: they specialise on the operands' tags (two small
// ints, two floats, a float and an int, two strs) into forms that compute the result
// inline and deopt to the generic form when the operands differ; an instruction that met
// other operands becomes *_GENERIC, which counts down in its argument's bits 8-15 and then
// tries again. Values are unboxed (Note [Value representation]), so these forms allocate
// nothing. base_opcode() and original_instruction() undo all of this for the disassembler.
//
// Note [Inline caches]
// An AttrCache is valid while the object's type is `type`, type->version_tag is
// `type_version` and Builtins::type_hierarchy_epoch is `epoch` (Note [Type version tags]:
// every change to the type or, through the epoch, to a base renews one of them). While
// valid, what type_lookup finds for the name (`descr`) and the type's attribute hooks
// (getattr_slot, __setattr__) are the same as when the cache was filled, so:
//  - LOAD_ATTR_INSTANCE: the type has no __getattribute__ override and the name is no
//    data descriptor, so the instance dict comes first (looked up at `hint` first, then
//    by hash), then `descr` (a function, bound now; or a plain class value). Anything else
//    (a miss, __getattr__) runs the generic path.
//  - STORE_ATTR_INSTANCE: no __setattr__ override and no data descriptor: the value goes
//    into the instance dict (at `hint` when the name is there).
//  - LOAD_METHOD_CACHED / _NO_DICT: descr is a plain function; the instance dict (if the
//    type's instances have one) must not hold the name; pushes (descr, self) without a
//    bound-method object. LOAD_METHOD_DICT_VALUE: no descr, the name is in the object's
//    own dict (a module's function, a callable stored on an instance): pushes (null, it).
// Instance dicts are read live, so obj.__dict__ changes, __class__ assignment (a new type)
// and monkeypatching (a type change) all miss. `descr` is traced by the code object, so a
// cached function outlives nothing it should not.
#pragma once

#include <cstdint>

#include "objects/value.h"
#include "vm/opcodes.h"

namespace tp {
class Context;
class TypeObject;
}  // namespace tp

namespace tp::vm {

class CodeObject;

struct AttrCache {
  uint32_t name_index = 0;  // co_names index of the attribute
  uint16_t backoff = 0;     // adaptive form: executions left before the next try
  const TypeObject* type = nullptr;  // compared only, never dereferenced (may be freed)
  uint64_t type_version = 0;
  uint64_t epoch = 0;
  Value descr;              // what type_lookup found (Null: nothing)
  int32_t hint = -1;        // where the name was in the last instance dict's entries
};

// Rewrites LOAD_ATTR / STORE_ATTR / LOAD_METHOD into their adaptive forms and creates
// their caches. Idempotent (CodeObject::quickened).
void quicken(CodeObject* co);

// Try to specialise the adaptive instruction at `pc` for `obj`; rewrite co->code[pc] and
// fill its cache when possible, else set its backoff. Never raise.
void specialize_load_attr(Context& ctx, CodeObject* co, int pc, Value obj);
void specialize_store_attr(Context& ctx, CodeObject* co, int pc, Value obj);
void specialize_load_method(Context& ctx, CodeObject* co, int pc, Value obj);

// Executions an adaptive instruction waits after a failed specialisation or a deopt.
inline constexpr uint16_t kSpecializeBackoff = 64;
// BINARY_OP_GENERIC / COMPARE_OP_GENERIC: the countdown kept in arg bits 8-15.
inline constexpr uint32_t kGenericCountShift = 8;
inline constexpr uint32_t kGenericCount = 250;

// The generic opcode a specialised or adaptive one stands for (the opcode itself if none).
Opcode base_opcode(Opcode op);
// co->code[pc] as the codegen emitted it.
Instruction original_instruction(const CodeObject* co, int pc);

}  // namespace tp::vm
