// CodeObject: compiled bytecode for one module, class body, function, lambda or
// comprehension, as CPython's `code` type. Produced by the codegen (src/compiler/codegen*),
// executed by the eval loop (vm/eval.cpp), printed by the disassembler (vm/disassembler.cpp).
//
// Local slots of a frame are laid out as [varnames | cellvars | freevars | value stack]; the
// instructions that address cells (LOAD_DEREF, STORE_DEREF, LOAD_CLOSURE, ...) index the
// cellvars+freevars part (0 = first cellvar). `lines[i]` is the source line of instruction i.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gc/object.h"
#include "vm/opcodes.h"
#include "vm/specialize.h"

namespace tp {
class Context;
class StrObject;
class DictObject;
}  // namespace tp

namespace tp::vm {

// co_flags bits, CPython's values.
inline constexpr uint32_t kCoOptimized = 0x1;
inline constexpr uint32_t kCoNewLocals = 0x2;
inline constexpr uint32_t kCoVarargs = 0x4;
inline constexpr uint32_t kCoVarkeywords = 0x8;
inline constexpr uint32_t kCoNested = 0x10;
inline constexpr uint32_t kCoGenerator = 0x20;
inline constexpr uint32_t kCoNoFree = 0x40;
inline constexpr uint32_t kCoCoroutine = 0x80;
inline constexpr uint32_t kCoIterableCoroutine = 0x100;
inline constexpr uint32_t kCoAsyncGenerator = 0x200;

// Inline cache of one co_names entry for LOAD_GLOBAL / module-level LOAD_NAME: where the
// name was found last time. Valid while the dicts' `version`s are unchanged: a DictObject
// bumps its version on every insertion of a new key and every deletion (the only
// operations that move or remove entries), so entries[index] is then still the name's
// entry and its value is current. See Note [Global lookup cache] in vm/eval.cpp.
struct NameCache {
  const DictObject* globals = nullptr;
  uint64_t globals_version = 0;
  const DictObject* builtins = nullptr;  // null when the name was found in globals
  uint64_t builtins_version = 0;
  int32_t index = -1;  // entry index in globals or builtins
};

// Source span of one instruction (CPython's co_positions()), for the traceback's position
// markers: columns are UTF-8 byte offsets in the line, -1 when unknown. For BINARY_OP and
// subscripts, anchor_kind/anchor_a/anchor_b carry the operand boundaries CPython's
// traceback uses for its "~~^~~" markers (1: BinOp left.end_col / right.col, 2: Subscript
// value.end_col / slice.end_col).
struct Position {
  int end_line = 0;
  int col = -1;
  int end_col = -1;
  int anchor_kind = 0;
  int anchor_a = 0;
  int anchor_b = 0;
};

class CodeObject : public Object {
 public:
  explicit CodeObject(TypeObject* type) : Object(type) {}

  std::string name;      // co_name
  std::string qualname;  // co_qualname
  std::string filename;  // co_filename
  int firstlineno = 1;
  int argcount = 0;         // positional parameters, including positional-only
  int posonlyargcount = 0;
  int kwonlyargcount = 0;
  uint32_t flags = 0;
  int stacksize = 0;        // the deepest the value stack gets
  int max_blocks = 0;       // the deepest the block stack gets

  std::vector<Instruction> code;
  std::vector<int> lines;   // source line per instruction
  std::vector<Position> positions;  // source span per instruction (may be empty)
  std::vector<Value> consts;
  std::vector<StrObject*> names;     // globals, attributes, imports
  std::vector<StrObject*> varnames;  // parameters first, then other locals
  std::vector<StrObject*> cellvars;  // locals captured by inner functions
  std::vector<StrObject*> freevars;  // variables of enclosing functions
  // For each cellvar that is also a parameter, the parameter's varnames index; else -1.
  std::vector<int> cell2arg;
  Value docstring;  // the first constant if it is a docstring, else None
  std::vector<NameCache> name_cache;  // parallel to names (filled by the eval loop)
  // Note [Quickening] (vm/specialize.h): `code` has been rewritten into adaptive forms and
  // attr_caches holds one cache per LOAD_ATTR / STORE_ATTR / LOAD_METHOD instruction.
  bool quickened = false;
  std::vector<AttrCache> attr_caches;

  int nlocals() const { return static_cast<int>(varnames.size()); }
  int ncells() const { return static_cast<int>(cellvars.size() + freevars.size()); }
  // Slots a frame needs: locals, cells, and the value stack.
  int frame_size() const { return nlocals() + ncells() + stacksize; }
  // Total parameters, counting *args and **kwargs.
  int total_args() const {
    return argcount + kwonlyargcount + ((flags & kCoVarargs) ? 1 : 0) +
           ((flags & kCoVarkeywords) ? 1 : 0);
  }
  int line_of(int instruction_index) const {
    if (instruction_index < 0 || lines.empty()) return firstlineno;
    if (instruction_index >= static_cast<int>(lines.size())) return lines.back();
    return lines[instruction_index];
  }

  void trace(Tracer& tracer) override;
};

// Allocates an empty code object of type `code`.
CodeObject* new_code(Context& ctx);

}  // namespace tp::vm
