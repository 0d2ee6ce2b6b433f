// The symbol table against CPython 3.11's symtable module (symtable_fixtures.txt), the
// scope errors of error_fixtures.txt that CPython reports from its symtable pass, and the
// codegen-facing API (varnames order, cellvars, freevars, flags).
#include <gtest/gtest.h>

#include "compiler/parser.h"
#include "compiler/symtable.h"
#include "fixtures.h"

namespace tp::compiler {
namespace {

TEST(SymtableFixtures, ScopesMatchCPython) {
  auto records = testing::load_fixtures("symtable_fixtures.txt");
  ASSERT_GE(records.size(), 30u);
  for (auto& record : records) {
    ParseResult parsed = parse(record["SOURCE"], "<test>", Mode::Exec);
    EXPECT_TRUE(parsed.ok()) << record["SOURCE"];
    if (!parsed.ok()) continue;
    symtable::SymbolTable table = symtable::build(*parsed.root, record["SOURCE"], "<test>");
    EXPECT_TRUE(table.ok()) << record["SOURCE"] << "\n" << table.error->message;
    if (!table.ok()) continue;
    EXPECT_EQ(symtable::describe(*table.top), record["TABLE"]) << record["SOURCE"];
  }
}

// Errors CPython raises from its symtable pass.
struct ScopeError {
  const char* source;
  const char* message;
  int lineno;
};

TEST(Symtable, ScopeErrorsMatchCPython) {
  // Messages and lines from CPython 3.11's compile().
  const ScopeError cases[] = {
      {"nonlocal x\n", "nonlocal declaration not allowed at module level", 1},
      {"def f():\n    nonlocal x\n", "no binding for nonlocal 'x' found", 2},
      {"def f():\n    x = 1\n    global x\n", "name 'x' is assigned to before global declaration",
       3},
      {"def f():\n    print(x)\n    global x\n", "name 'x' is used prior to global declaration",
       3},
      {"def f(x):\n    global x\n", "name 'x' is parameter and global", 2},
      {"def f(x):\n    def g():\n        nonlocal x\n        global x\n", "name 'x' is nonlocal and global", 3},
      {"def f(a, a): pass\n", "duplicate argument 'a' in function definition", 1},
      {"def f():\n    from os import *\n", "import * only allowed at module level", 2},
      {"[(yield x) for x in y]\n", "'yield' inside list comprehension", 1},
      {"class C:\n    [(y := 1) for x in z]\n",
       "assignment expression within a comprehension cannot be used in a class body", 2},
  };
  for (const ScopeError& c : cases) {
    ParseResult parsed = parse(c.source, "<test>", Mode::Exec);
    ASSERT_TRUE(parsed.ok()) << c.source;
    symtable::SymbolTable table = symtable::build(*parsed.root, c.source, "<test>");
    ASSERT_FALSE(table.ok()) << c.source;
    EXPECT_EQ(table.error->message, c.message) << c.source;
    EXPECT_EQ(table.error->lineno, c.lineno) << c.source;
    EXPECT_EQ(table.error->filename, "<test>");
  }
}

TEST(Symtable, CodegenView) {
  const char* source =
      "def f(a, b=1, /, c=2, *args, d, e=3, **kw):\n"
      "    z = 1\n"
      "    y = 2\n"
      "    def g():\n"
      "        return a + z\n"
      "    yield g\n"
      "class C:\n"
      "    def m(self):\n"
      "        return super().m()\n";
  ParseResult parsed = parse(source, "<t>", Mode::Exec);
  ASSERT_TRUE(parsed.ok());
  symtable::SymbolTable table = symtable::build(*parsed.root, source, "<t>");
  ASSERT_TRUE(table.ok());
  auto& module = ast::cast<ast::Module>(*parsed.root);
  symtable::Scope* f = table.scope_for(module.body[0]);
  ASSERT_NE(f, nullptr);
  // As CPython's f.__code__.co_varnames: ('a', 'b', 'c', 'd', 'e', 'args', 'kw', 'y', 'g').
  EXPECT_EQ(f->varnames,
            (std::vector<std::string>{"a", "b", "c", "d", "e", "args", "kw", "y", "g"}));
  EXPECT_EQ(f->cellvars, (std::vector<std::string>{"a", "z"}));
  EXPECT_TRUE(f->freevars.empty());
  EXPECT_EQ(f->argcount, 3);
  EXPECT_EQ(f->posonlyargcount, 2);
  EXPECT_EQ(f->kwonlyargcount, 2);
  EXPECT_TRUE(f->has_varargs);
  EXPECT_TRUE(f->has_varkeywords);
  EXPECT_TRUE(f->is_generator);
  EXPECT_EQ(f->lookup("a"), symtable::SymbolScope::Cell);
  EXPECT_EQ(f->lookup("y"), symtable::SymbolScope::Local);
  EXPECT_EQ(f->lookup("print"), symtable::SymbolScope::GlobalImplicit);
  ASSERT_EQ(f->children.size(), 1u);
  const symtable::Scope& g = *f->children[0];
  EXPECT_EQ(g.freevars, (std::vector<std::string>{"a", "z"}));
  EXPECT_FALSE(g.is_generator);
  symtable::Scope* c = table.scope_for(module.body[1]);
  ASSERT_NE(c, nullptr);
  EXPECT_TRUE(c->needs_class_closure);
  EXPECT_EQ(c->cellvars, (std::vector<std::string>{"__class__"}));
  EXPECT_EQ(c->children[0]->freevars, (std::vector<std::string>{"__class__"}));
  EXPECT_EQ(c->children[0]->lookup("super"), symtable::SymbolScope::GlobalImplicit);
  EXPECT_EQ(table.top->lookup("f"), symtable::SymbolScope::Local);
}

}  // namespace
}  // namespace tp::compiler
