// Unit tests of the VM layer: the opcode table, the codegen's stack depth analysis, running
// source through vm::exec_source, calling Python functions from C++, exceptions as values,
// syntax errors, imports of native modules, and the GC root marking of running frames.
#include <gtest/gtest.h>

#include "compiler/codegen.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/str_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/interpreter.h"
#include "vm/opcodes.h"

namespace tp {
namespace {

Value run(Context& ctx, DictObject* g, const char* src) {
  return vm::exec_source(ctx, src, "<test>", compiler::Mode::Exec, g, Value::null());
}

Value global(Context& ctx, DictObject* g, const char* name) {
  return objects::dict_get_cstr(ctx, g, name);
}

TEST(Opcodes, TableMatchesEnum) {
  EXPECT_STREQ(vm::kOpcodeInfo[static_cast<int>(vm::Opcode::LOAD_CONST)].name, "LOAD_CONST");
  EXPECT_STREQ(vm::kOpcodeInfo[static_cast<int>(vm::Opcode::RETURN_VALUE)].name, "RETURN_VALUE");
  EXPECT_LT(vm::kOpcodeCount, 256);
  vm::Instruction i = vm::make_instruction(vm::Opcode::CALL, 12345);
  EXPECT_EQ(vm::opcode_of(i), vm::Opcode::CALL);
  EXPECT_EQ(vm::arg_of(i), 12345u);
}

TEST(Codegen, StackDepthOfStraightLineCode) {
  using vm::Opcode;
  std::vector<vm::Instruction> code = {
      vm::make_instruction(Opcode::LOAD_CONST, 0), vm::make_instruction(Opcode::LOAD_CONST, 0),
      vm::make_instruction(Opcode::BINARY_OP, 0), vm::make_instruction(Opcode::RETURN_VALUE, 0)};
  compiler::FlowInfo flow = compiler::analyze_flow(code);
  EXPECT_EQ(flow.max_depth, 2);
  EXPECT_FALSE(flow.end_reachable);
}

// Issue 19: whether some path runs past the last instruction decides the implicit
// `return None`; a last RETURN_VALUE alone does not prove the end unreachable.
TEST(Codegen, FlowFindsPathsPastTheEnd) {
  using vm::Opcode;
  auto op = [](Opcode o, uint32_t a = 0) { return vm::make_instruction(o, a); };
  // Falls off the end: no return at all.
  EXPECT_TRUE(compiler::analyze_flow({op(Opcode::LOAD_CONST), op(Opcode::POP_TOP)}).end_reachable);
  EXPECT_TRUE(compiler::analyze_flow({}).end_reachable);
  // `if x: return 1`: the conditional jump targets the end, past the last RETURN_VALUE.
  std::vector<vm::Instruction> if_return = {op(Opcode::LOAD_FAST), op(Opcode::POP_JUMP_IF_FALSE, 4),
                                            op(Opcode::LOAD_CONST), op(Opcode::RETURN_VALUE)};
  EXPECT_TRUE(compiler::analyze_flow(if_return).end_reachable);
  // Both branches return: the end is unreachable.
  std::vector<vm::Instruction> both = {op(Opcode::LOAD_FAST),    op(Opcode::POP_JUMP_IF_FALSE, 4),
                                       op(Opcode::LOAD_CONST),   op(Opcode::RETURN_VALUE),
                                       op(Opcode::LOAD_CONST),   op(Opcode::RETURN_VALUE)};
  EXPECT_FALSE(compiler::analyze_flow(both).end_reachable);
  // A jump to the end from code no path reaches does not count.
  std::vector<vm::Instruction> dead = {op(Opcode::LOAD_CONST), op(Opcode::RETURN_VALUE),
                                       op(Opcode::JUMP_FORWARD, 3)};
  EXPECT_FALSE(compiler::analyze_flow(dead).end_reachable);
}

TEST(Eval, FunctionsFallingOffTheirEndReturnNone) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  ASSERT_FALSE(run(ctx, g,
                   "def f(x):\n    if x:\n        return 1\n"
                   "def g(xs):\n    for v in xs:\n        break\n    else:\n        return 2\n"
                   "r = (f(0), f(1), g([1]), g([]))\n")
                   .is_null());
  ASSERT_FALSE(run(ctx, g, "ok = r == (None, 1, None, 2)\n").is_null());
  EXPECT_TRUE(global(ctx, g, "ok").is(Value::boolean(true)));
}

TEST(Eval, ArithmeticAndFunctions) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  ASSERT_FALSE(run(ctx, g, "def f(a, b=10):\n    return a * b\nx = f(4) + f(1, b=2)\n").is_null());
  Value x = global(ctx, g, "x");
  ASSERT_TRUE(x.is_small_int());
  EXPECT_EQ(x.as_small_int(), 42);
}

TEST(Eval, CallPythonFunctionFromCpp) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  ASSERT_FALSE(run(ctx, g, "def add(a, b):\n    return a + b\n").is_null());
  Value f = global(ctx, g, "add");
  Value r = protocol::call2(ctx, f, Value::small_int(2), Value::small_int(3));
  ASSERT_TRUE(r.is_small_int());
  EXPECT_EQ(r.as_small_int(), 5);
}

TEST(Eval, ExceptionsAreValues) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  Value r = run(ctx, g, "def f():\n    raise KeyError('k')\nf()\n");
  EXPECT_TRUE(r.is_null());
  ASSERT_TRUE(ctx.has_exception());
  EXPECT_TRUE(ctx.exception_matches(ctx.builtins.exc_KeyError));
  Value e = ctx.take_exception();
  std::string text = vm::format_exception(ctx, e);
  EXPECT_NE(text.find("Traceback (most recent call last):"), std::string::npos);
  EXPECT_NE(text.find("in f"), std::string::npos);
  EXPECT_NE(text.find("KeyError: 'k'"), std::string::npos);
}

TEST(Eval, SyntaxErrorIsRaised) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  EXPECT_TRUE(run(ctx, g, "x = = 1\n").is_null());
  EXPECT_TRUE(ctx.exception_matches(ctx.builtins.exc_SyntaxError));
  ctx.take_exception();
  EXPECT_TRUE(run(ctx, g, "return 1\n").is_null());
  EXPECT_TRUE(ctx.exception_matches(ctx.builtins.exc_SyntaxError));
  ctx.take_exception();
}

TEST(Eval, RecursionErrorInsteadOfCrash) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  EXPECT_TRUE(run(ctx, g, "import sys\nsys.setrecursionlimit(10**6)\ndef f(n):\n    return f(n + 1)\nf(0)\n").is_null());
  EXPECT_TRUE(ctx.exception_matches(ctx.builtins.exc_RecursionError));
  ctx.take_exception();
}

TEST(Eval, NativeModuleImport) {
  Context ctx;
  DictObject* g = vm::module_dict(ctx, "__main__");
  ASSERT_FALSE(run(ctx, g, "import math\nr = math.sqrt(81.0)\n").is_null());
  Value r = global(ctx, g, "r");
  ASSERT_TRUE(r.is_float());
  EXPECT_DOUBLE_EQ(r.as_float(), 9.0);
}

TEST(Gc, CollectDuringRunKeepsLiveObjects) {
  Context ctx;
  ctx.heap.set_stress(true);
  DictObject* g = vm::module_dict(ctx, "__main__");
  ASSERT_FALSE(run(ctx, g,
                   "def mk(n):\n    return [str(i) * 2 for i in range(n)]\n"
                   "acc = []\nfor k in range(20):\n    acc.append(mk(k))\n"
                   "total = sum(len(x) for x in acc)\n")
                   .is_null());
  Value t = global(ctx, g, "total");
  ASSERT_TRUE(t.is_small_int());
  EXPECT_EQ(t.as_small_int(), 190);
}

TEST(Contexts, AreIndependent) {
  Context a, b;
  DictObject* ga = vm::module_dict(a, "__main__");
  DictObject* gb = vm::module_dict(b, "__main__");
  ASSERT_FALSE(run(a, ga, "v = 1\n").is_null());
  ASSERT_FALSE(run(b, gb, "v = 2\n").is_null());
  EXPECT_EQ(global(a, ga, "v").as_small_int(), 1);
  EXPECT_EQ(global(b, gb, "v").as_small_int(), 2);
}

}  // namespace
}  // namespace tp
