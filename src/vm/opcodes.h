// The VM's instruction set, generated from opcodes.def: the Opcode enum, the per-opcode
// facts (name, has an argument, stack effect) and the instruction encoding.
#pragma once

#include <cstdint>

namespace tp::vm {

enum class Opcode : uint8_t {
#define X(name, has_arg, effect, meaning) name,
#include "vm/opcodes.def"
#undef X
  kCount
};

inline constexpr int kOpcodeCount = static_cast<int>(Opcode::kCount);

struct OpcodeInfo {
  const char* name;
  bool has_arg;
  int stack_effect;  // with argument 0, jump not taken (see opcodes.def)
  const char* meaning;
};

inline constexpr OpcodeInfo kOpcodeInfo[] = {
#define X(name, has_arg, effect, meaning) {#name, has_arg != 0, effect, meaning},
#include "vm/opcodes.def"
#undef X
};

// An instruction: opcode in the low 8 bits, argument in the high 24 bits.
using Instruction = uint32_t;
inline constexpr uint32_t kMaxArg = (1u << 24) - 1;
inline constexpr Instruction make_instruction(Opcode op, uint32_t arg) {
  return static_cast<uint32_t>(op) | (arg << 8);
}
inline constexpr Opcode opcode_of(Instruction i) { return static_cast<Opcode>(i & 0xFF); }
inline constexpr uint32_t arg_of(Instruction i) { return i >> 8; }

// BINARY_OP's argument: a protocol BinaryOp, plus this flag for `x op= y`.
inline constexpr uint32_t kBinaryOpInplace = 16;

// MAKE_FUNCTION flags.
inline constexpr uint32_t kMakeFunctionDefaults = 1;
inline constexpr uint32_t kMakeFunctionKwDefaults = 2;
inline constexpr uint32_t kMakeFunctionAnnotations = 4;
inline constexpr uint32_t kMakeFunctionClosure = 8;

// FORMAT_VALUE argument.
inline constexpr uint32_t kFormatConversionMask = 3;  // 0 none, 1 str, 2 repr, 3 ascii
inline constexpr uint32_t kFormatHasSpec = 4;

}  // namespace tp::vm
