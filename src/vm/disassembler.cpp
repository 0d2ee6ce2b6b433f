// The disassembler behind `tensorpy --dis FILE`: prints a code object and every code
// object nested in its constants in the layout of CPython's `dis` module (line number,
// jump-target marker, offset, opcode name, argument and its meaning). Offsets are
// instruction index * 2, as CPython counts bytes of 2-byte code units.
#include "vm/disassembler.h"

#include <cstdio>
#include <set>
#include <string>

#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/code_object.h"

namespace tp::vm {

namespace {

bool is_jump(Opcode op) {
  switch (op) {
    case Opcode::FOR_ITER: case Opcode::SEND: case Opcode::JUMP_FORWARD: case Opcode::JUMP_BACKWARD:
    case Opcode::POP_JUMP_IF_FALSE: case Opcode::POP_JUMP_IF_TRUE: case Opcode::POP_JUMP_IF_NONE:
    case Opcode::POP_JUMP_IF_NOT_NONE: case Opcode::JUMP_IF_TRUE_OR_POP:
    case Opcode::JUMP_IF_FALSE_OR_POP: case Opcode::SETUP_FINALLY: case Opcode::SETUP_CLEANUP:
    case Opcode::SETUP_WITH: return true;
    default: return false;
  }
}

std::string const_repr(Context& ctx, Value v) {
  if (v.is_object() && v.as_object()->type() == ctx.builtins.code_type) {
    CodeObject* co = static_cast<CodeObject*>(v.as_object());
    char buf[32];
    snprintf(buf, sizeof buf, "%p", static_cast<void*>(co));
    return "<code object " + co->name + " at " + buf + ", file \"" + co->filename + "\", line " +
           std::to_string(co->firstlineno) + ">";
  }
  std::string s;
  if (!objects::repr_string(ctx, v, &s)) {
    ctx.take_exception();
    return "?";
  }
  return s;
}

std::string argrepr(Context& ctx, CodeObject* co, Opcode op, uint32_t arg) {
  auto cell_name = [&](uint32_t i) -> std::string {
    size_t ncell = co->cellvars.size();
    if (i < ncell) return co->cellvars[i]->data;
    if (i - ncell < co->freevars.size()) return co->freevars[i - ncell]->data;
    return "?";
  };
  switch (op) {
    case Opcode::LOAD_CONST: case Opcode::KW_NAMES:
      return arg < co->consts.size() ? const_repr(ctx, co->consts[arg]) : "?";
    case Opcode::LOAD_FAST: case Opcode::STORE_FAST: case Opcode::DELETE_FAST:
      return arg < co->varnames.size() ? co->varnames[arg]->data : "?";
    case Opcode::LOAD_DEREF: case Opcode::STORE_DEREF: case Opcode::DELETE_DEREF:
    case Opcode::LOAD_CLOSURE: case Opcode::LOAD_CLASSDEREF: return cell_name(arg);
    case Opcode::LOAD_GLOBAL: case Opcode::STORE_GLOBAL: case Opcode::DELETE_GLOBAL:
    case Opcode::LOAD_NAME: case Opcode::STORE_NAME: case Opcode::DELETE_NAME:
    case Opcode::LOAD_ATTR: case Opcode::STORE_ATTR: case Opcode::DELETE_ATTR:
    case Opcode::LOAD_METHOD: case Opcode::IMPORT_NAME: case Opcode::IMPORT_FROM:
      return arg < co->names.size() ? co->names[arg]->data : "?";
    case Opcode::BINARY_OP: {
      static const char* const syms[] = {
#define TP_SYM(name, sym, d, r, i) sym,
          TP_BINARY_OPS(TP_SYM)
#undef TP_SYM
      };
      uint32_t k = arg & 15;
      if (k >= sizeof syms / sizeof syms[0]) return "?";
      return std::string(syms[k]) + ((arg & kBinaryOpInplace) ? "=" : "");
    }
    case Opcode::COMPARE_OP: {
      static const char* const ops[] = {"<", "<=", "==", "!=", ">", ">="};
      return arg < 6 ? ops[arg] : "?";
    }
    default:
      if (is_jump(op)) return "to " + std::to_string(arg * 2);
      return "";
  }
}

void dis_one(Context& ctx, CodeObject* co, std::string& out) {
  std::set<uint32_t> targets;
  for (Instruction i : co->code)
    if (is_jump(opcode_of(i))) targets.insert(arg_of(i));  // jumps are never specialised
  int last_line = -1;
  for (size_t pc = 0; pc < co->code.size(); ++pc) {
    Instruction ins = original_instruction(co, static_cast<int>(pc));
    Opcode op = opcode_of(ins);
    const OpcodeInfo& info = kOpcodeInfo[static_cast<int>(op)];
    int line = co->line_of(static_cast<int>(pc));
    char buf[160];
    std::string linecol = "   ";
    if (line != last_line) {
      if (pc > 0) out += "\n";
      snprintf(buf, sizeof buf, "%3d", line);
      linecol = buf;
      last_line = line;
    }
    std::string marker = targets.count(static_cast<uint32_t>(pc)) ? ">>" : "  ";
    if (info.has_arg) {
      std::string rep = argrepr(ctx, co, op, arg_of(ins));
      snprintf(buf, sizeof buf, "%s %s %5zu %-21s %4u", linecol.c_str(), marker.c_str(), pc * 2,
               info.name, arg_of(ins));
      out += buf;
      if (!rep.empty()) out += " (" + rep + ")";
    } else {
      snprintf(buf, sizeof buf, "%s %s %5zu %s", linecol.c_str(), marker.c_str(), pc * 2, info.name);
      out += buf;
    }
    out += "\n";
  }
  for (Value c : co->consts) {
    if (c.is_object() && c.as_object()->type() == ctx.builtins.code_type) {
      out += "\nDisassembly of " + const_repr(ctx, c) + ":\n";
      dis_one(ctx, static_cast<CodeObject*>(c.as_object()), out);
    }
  }
}

}  // namespace

std::string disassemble(Context& ctx, CodeObject* code) {
  std::string out;
  dis_one(ctx, code, out);
  return out;
}

}  // namespace tp::vm
