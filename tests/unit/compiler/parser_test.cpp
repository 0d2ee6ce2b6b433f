// The parser against CPython 3.11: ast.dump of every snippet of ast_snippets.txt, the
// SyntaxError (type, message, line, offset) of every snippet of error_snippets.txt (parse
// then symtable, as compile()), plus
// hand-written checks of positions, nesting limits and bad input.
#include <gtest/gtest.h>

#include <cmath>

#include "compiler/ast_dump.h"
#include "compiler/parser.h"
#include "compiler/symtable.h"
#include "fixtures.h"

namespace tp::compiler {
namespace {

TEST(ParserFixtures, AstDumpMatchesCPython) {
  auto records = testing::load_fixtures("ast_fixtures.txt");
  ASSERT_GE(records.size(), 150u);
  for (auto& record : records) {
    ParseResult result = parse(record["SOURCE"], "<test>", Mode::Exec);
    EXPECT_TRUE(result.ok()) << record["SOURCE"] << "\n-> " << result.error->message
                             << " at " << result.error->lineno << ":" << result.error->offset;
    if (!result.ok()) continue;
    EXPECT_EQ(ast_dump(*result.root), record["DUMP"]) << "source:\n" << record["SOURCE"];
  }
}

TEST(ParserFixtures, SyntaxErrorsMatchCPython) {
  auto records = testing::load_fixtures("error_fixtures.txt");
  ASSERT_GE(records.size(), 50u);
  for (auto& record : records) {
    // compile() = parse + symtable (+ codegen checks, none of which these cases need).
    ParseResult result = parse(record["SOURCE"], "<test>", Mode::Exec);
    std::optional<SyntaxErrorInfo> found = result.error;
    if (result.ok()) found = symtable::build(*result.root, record["SOURCE"], "<test>").error;
    EXPECT_TRUE(found.has_value()) << "compiled but CPython says " << record["MSG"] << ":\n"
                                   << record["SOURCE"];
    if (!found) continue;
    const SyntaxErrorInfo& error = *found;
    std::string where = "source:\n" + record["SOURCE"];
    EXPECT_EQ(error.message, record["MSG"]) << where;
    EXPECT_EQ(error.type_name(), record["TYPE"]) << where;
    EXPECT_EQ(error.lineno, std::stoi(record["LINENO"])) << where;
    EXPECT_EQ(error.offset, std::stoi(record["OFFSET"])) << where;
    EXPECT_EQ(error.filename, "<test>");
  }
}

TEST(Parser, PositionsFollowCPython) {
  ParseResult result = parse("x = foo(1, b)\nif é:\n    y = 'ü' + z\n", "<t>", Mode::Exec);
  ASSERT_TRUE(result.ok());
  auto& module = ast::cast<ast::Module>(*result.root);
  auto& assign = ast::cast<ast::Assign>(*module.body[0]);
  EXPECT_EQ(assign.lineno, 1);
  EXPECT_EQ(assign.col_offset, 0);
  EXPECT_EQ(assign.end_lineno, 1);
  EXPECT_EQ(assign.end_col_offset, 13);
  auto& call = ast::cast<ast::Call>(*assign.value);
  EXPECT_EQ(call.col_offset, 4);
  EXPECT_EQ(call.args[1]->col_offset, 11);
  auto& branch = ast::cast<ast::If>(*module.body[1]);
  EXPECT_EQ(branch.end_lineno, 3);
  EXPECT_EQ(branch.end_col_offset, 16);  // UTF-8 bytes: 'ü' is two
  auto& inner = ast::cast<ast::Assign>(*branch.body[0]);
  auto& sum = ast::cast<ast::BinOp>(*inner.value);
  EXPECT_EQ(sum.right->col_offset, 15);
}

TEST(Parser, EvalAndSingleModes) {
  ParseResult eval = parse("1 + 2\n", "<e>", Mode::Eval);
  ASSERT_TRUE(eval.ok());
  EXPECT_EQ(ast_dump(*eval.root),
            "Expression(body=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))");
  ParseResult single = parse("x = 1\n", "<s>", Mode::Single);
  ASSERT_TRUE(single.ok());
  EXPECT_EQ(ast_dump(*single.root),
            "Interactive(body=[Assign(targets=[Name(id='x', ctx=Store())], "
            "value=Constant(value=1))])");
  ParseResult bad_eval = parse("x = 1", "<e>", Mode::Eval);
  ASSERT_FALSE(bad_eval.ok());
  EXPECT_EQ(bad_eval.error->message, "invalid syntax");
  ParseResult two = parse("a = 1\nb = 2\n", "<s>", Mode::Single);
  ASSERT_FALSE(two.ok());
  EXPECT_EQ(two.error->message, "multiple statements found while compiling a single statement");
}

TEST(Parser, DeepNestingIsAnErrorNotACrash) {
  ParseResult parens = parse(std::string(10000, '(') + std::string(10000, ')'), "<d>",
                             Mode::Exec);
  ASSERT_FALSE(parens.ok());
  EXPECT_EQ(parens.error->message, "too many nested parentheses");
  ParseResult unary = parse(std::string(100000, '-') + "1", "<d>", Mode::Exec);
  ASSERT_FALSE(unary.ok());
  EXPECT_EQ(unary.error->kind, SyntaxErrorInfo::Kind::RecursionError);
  std::string chain = "a";
  for (int i = 0; i < 100000; i++) chain += "+a";
  ParseResult sum = parse(chain, "<d>", Mode::Exec);
  ASSERT_FALSE(sum.ok());
  EXPECT_EQ(sum.error->kind, SyntaxErrorInfo::Kind::RecursionError);
  std::string calls = "f";
  for (int i = 0; i < 100000; i++) calls += "()";
  EXPECT_FALSE(parse(calls, "<d>", Mode::Exec).ok());
  std::string lambdas;
  for (int i = 0; i < 100000; i++) lambdas += "lambda:";
  EXPECT_FALSE(parse(lambdas + "1", "<d>", Mode::Exec).ok());
  std::string blocks;
  for (int i = 0; i < 200; i++) blocks += std::string(i, ' ') + "if x:\n";
  blocks += std::string(200, ' ') + "pass\n";
  ParseResult indented = parse(blocks, "<d>", Mode::Exec);
  ASSERT_FALSE(indented.ok());
  EXPECT_EQ(indented.error->message, "too many levels of indentation");
  // Moderate nesting still works, as in CPython.
  std::string ok_chain = "a";
  for (int i = 0; i < 300; i++) ok_chain += "+a";
  EXPECT_TRUE(parse(ok_chain, "<d>", Mode::Exec).ok());
  EXPECT_TRUE(parse(std::string(150, '[') + std::string(150, ']'), "<d>", Mode::Exec).ok());
}

TEST(Parser, BadBytesAreSyntaxErrors) {
  ParseResult invalid = parse("x = '\xff'\n", "bad.py", Mode::Exec);
  ASSERT_FALSE(invalid.ok());
  EXPECT_EQ(invalid.error->message,
            "Non-UTF-8 code starting with '\\xff' in file bad.py on line 1, but no encoding "
            "declared; see https://peps.python.org/pep-0263/ for details");
  ParseResult null = parse(std::string("x = 1\0", 6), "n.py", Mode::Exec);
  ASSERT_FALSE(null.ok());
  EXPECT_EQ(null.error->message, "source code cannot contain null bytes");
  ParseResult bom = parse("\xEF\xBB\xBFx = 1\n", "b.py", Mode::Exec);
  EXPECT_TRUE(bom.ok());
  EXPECT_TRUE(parse("", "e.py", Mode::Exec).ok());
  EXPECT_TRUE(parse("\n\n# only a comment", "e.py", Mode::Exec).ok());
}

TEST(Parser, ErrorCarriesSourceLineAndEnd) {
  ParseResult result = parse("a = 1\nb = (1,\n", "f.py", Mode::Exec);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error->message, "'(' was never closed");
  EXPECT_EQ(result.error->filename, "f.py");
  EXPECT_EQ(result.error->lineno, 2);
  EXPECT_EQ(result.error->offset, 5);
  EXPECT_EQ(result.error->text, "b = (1,\n");
}

TEST(Parser, BigIntsAndFloats) {
  ParseResult result = parse("0xffffffffffffffffffff\n1e400\n", "<t>", Mode::Exec);
  ASSERT_TRUE(result.ok());
  auto& module = ast::cast<ast::Module>(*result.root);
  auto& big = ast::cast<ast::Constant>(*ast::cast<ast::ExprStmt>(*module.body[0]).value);
  EXPECT_EQ(big.value.kind, ast::ConstantValue::Kind::BigInt);
  EXPECT_EQ(big.value.text, "1208925819614629174706175");
  auto& inf = ast::cast<ast::Constant>(*ast::cast<ast::ExprStmt>(*module.body[1]).value);
  EXPECT_EQ(inf.value.kind, ast::ConstantValue::Kind::Float);
  EXPECT_TRUE(std::isinf(inf.value.float_value));
}

}  // namespace
}  // namespace tp::compiler
