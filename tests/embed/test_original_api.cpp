// The original TensorPy's scalar API (include/tensorpy/api.h, "The original API"): TPValue,
// contexts, globals, the last error, host modules with TPNativeFn, the default context,
// the version functions. Values asserted are what CPython 3.11 computes for the same code.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "tensorpy/api.h"

namespace {

struct Ctx {
  TPContext* c = tpContextCreate();
  ~Ctx() { tpContextDestroy(c); }
};

TEST(Version, MacrosAndFunctions) {
  EXPECT_EQ(TENSORPY_API_VERSION, 1);
  EXPECT_EQ(TENSORPY_EXTENSION_ABI_VERSION, 1);
  EXPECT_EQ(tpApiVersion(), TENSORPY_API_VERSION);
  EXPECT_EQ(tpExtensionAbiVersion(), TENSORPY_EXTENSION_ABI_VERSION);
  EXPECT_EQ(TP_OK, 0);
  EXPECT_EQ(TP_COMPILE_ERROR, 65);
  EXPECT_EQ(TP_RUNTIME_ERROR, 70);
}

TEST(TPValue, SettersDeepCopyAndFree) {
  TPValue v;
  tpValueInit(&v);
  EXPECT_EQ(v.type, TP_VALUE_NIL);
  EXPECT_EQ(v.string, nullptr);
  tpValueSetBool(&v, true);
  EXPECT_EQ(v.type, TP_VALUE_BOOL);
  EXPECT_TRUE(v.boolean);
  tpValueSetNumber(&v, 2.5);
  EXPECT_EQ(v.type, TP_VALUE_NUMBER);
  EXPECT_EQ(v.number, 2.5);
  char buf[] = "hello";
  ASSERT_TRUE(tpValueSetString(&v, buf));
  buf[0] = 'J';
  EXPECT_STREQ(v.string, "hello");
  EXPECT_NE(v.string, buf);
  ASSERT_TRUE(tpValueSetString(&v, v.string));  // its own string: still valid
  EXPECT_STREQ(v.string, "hello");
  ASSERT_TRUE(tpValueSetError(&v, TP_RUNTIME_ERROR, "bad"));
  EXPECT_EQ(v.type, TP_VALUE_ERROR);
  EXPECT_EQ(v.error, TP_RUNTIME_ERROR);
  EXPECT_EQ(v.exceptionType, nullptr);
  EXPECT_STREQ(v.string, "bad");
  ASSERT_TRUE(tpValueSetException(&v, "KeyError", "k"));
  EXPECT_STREQ(v.exceptionType, "KeyError");
  EXPECT_STREQ(v.string, "k");
  tpValueSetNil(&v);
  EXPECT_EQ(v.type, TP_VALUE_NIL);
  EXPECT_EQ(v.exceptionType, nullptr);
  EXPECT_FALSE(tpValueSetString(&v, nullptr));
  EXPECT_EQ(v.type, TP_VALUE_NIL);
  tpValueFree(&v);
  tpValueFree(nullptr);
  tpValueInit(nullptr);
  tpValueSetNil(nullptr);
  tpValueSetBool(nullptr, true);
  tpValueSetNumber(nullptr, 1);
  EXPECT_FALSE(tpValueSetString(nullptr, "x"));
  EXPECT_FALSE(tpValueSetError(nullptr, TP_RUNTIME_ERROR, "x"));
  EXPECT_FALSE(tpValueSetException(nullptr, "ValueError", "x"));
}

TEST(Context, InterpretAndGlobals) {
  Ctx x;
  ASSERT_NE(x.c, nullptr);
  EXPECT_EQ(tpContextInterpret(x.c, "a = 6 * 7\nb = a / 4\ns = 'é' * 2\nn = None\nt = True", "t.py"), TP_OK);
  TPValue v;
  tpValueInit(&v);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "a", &v));
  EXPECT_EQ(v.type, TP_VALUE_NUMBER);
  EXPECT_EQ(v.number, 42);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "b", &v));
  EXPECT_EQ(v.number, 10.5);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "s", &v));
  EXPECT_EQ(v.type, TP_VALUE_STRING);
  EXPECT_STREQ(v.string, "éé");
  ASSERT_TRUE(tpContextGetGlobal(x.c, "n", &v));
  EXPECT_EQ(v.type, TP_VALUE_NIL);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "t", &v));
  EXPECT_EQ(v.type, TP_VALUE_BOOL);
  EXPECT_TRUE(v.boolean);
  // Missing and non-scalar globals are refused, leaving nil.
  EXPECT_FALSE(tpContextGetGlobal(x.c, "missing", &v));
  EXPECT_EQ(v.type, TP_VALUE_NIL);
  ASSERT_EQ(tpContextInterpret(x.c, "l = [1, 2]", nullptr), TP_OK);
  EXPECT_FALSE(tpContextGetGlobal(x.c, "l", &v));
  // Globals persist between calls; numbers that are integral become ints.
  tpValueSetNumber(&v, 12);
  ASSERT_TRUE(tpContextSetGlobal(x.c, "seed", &v));
  tpValueSetNumber(&v, 0.5);
  ASSERT_TRUE(tpContextSetGlobal(x.c, "half", &v));
  tpValueSetString(&v, "hello");
  ASSERT_TRUE(tpContextSetGlobal(x.c, "greeting", &v));
  tpValueSetException(&v, "KeyError", "nope");
  ASSERT_TRUE(tpContextSetGlobal(x.c, "err", &v));
  ASSERT_EQ(tpContextInterpret(x.c,
                               "r = list(range(seed))[-1] + half\n"
                               "g = greeting + ' world'\n"
                               "e = type(err).__name__ + ':' + str(err)\n"
                               "ty = type(seed).__name__", "t.py"), TP_OK);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "r", &v));
  EXPECT_EQ(v.number, 11.5);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "g", &v));
  EXPECT_STREQ(v.string, "hello world");
  ASSERT_TRUE(tpContextGetGlobal(x.c, "e", &v));
  EXPECT_STREQ(v.string, "KeyError:'nope'");
  ASSERT_TRUE(tpContextGetGlobal(x.c, "ty", &v));
  EXPECT_STREQ(v.string, "int");
  // Returned strings are the caller's copies.
  ASSERT_TRUE(tpContextGetGlobal(x.c, "g", &v));
  v.string[0] = 'H';
  ASSERT_TRUE(tpContextGetGlobal(x.c, "g", &v));
  EXPECT_STREQ(v.string, "hello world");
  // Big ints convert to the nearest double; one beyond double's range is refused.
  ASSERT_EQ(tpContextInterpret(x.c, "big = 2**70\nhuge = 10**400", nullptr), TP_OK);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "big", &v));
  EXPECT_EQ(v.number, 1180591620717411303424.0);
  EXPECT_FALSE(tpContextGetGlobal(x.c, "huge", &v));
  tpValueFree(&v);
}

TEST(Context, Errors) {
  Ctx x;
  TPValue v;
  tpValueInit(&v);
  EXPECT_FALSE(tpContextGetLastError(x.c, &v));  // none yet
  EXPECT_EQ(tpContextInterpret(x.c, "def f():\n  raise ValueError('boom')\nf()", "embed.py"), TP_RUNTIME_ERROR);
  ASSERT_TRUE(tpContextGetLastError(x.c, &v));
  EXPECT_EQ(v.type, TP_VALUE_ERROR);
  EXPECT_EQ(v.error, TP_RUNTIME_ERROR);
  EXPECT_STREQ(v.exceptionType, "ValueError");
  std::string text = v.string;
  EXPECT_EQ(text,
            "Traceback (most recent call last):\n"
            "  File \"embed.py\", line 3, in <module>\n"
            "  File \"embed.py\", line 2, in f\n"
            "ValueError: boom");
  EXPECT_EQ(tpContextInterpret(x.c, "x = (", "bad.py"), TP_COMPILE_ERROR);
  ASSERT_TRUE(tpContextGetLastError(x.c, &v));
  EXPECT_EQ(v.error, TP_COMPILE_ERROR);
  EXPECT_STREQ(v.exceptionType, "SyntaxError");
  EXPECT_NE(std::string(v.string).find("SyntaxError: '(' was never closed"), std::string::npos);
  // SystemExit does not end the process: it is an error like any other.
  EXPECT_EQ(tpContextInterpret(x.c, "import sys\nsys.exit(3)", nullptr), TP_RUNTIME_ERROR);
  ASSERT_TRUE(tpContextGetLastError(x.c, &v));
  EXPECT_STREQ(v.exceptionType, "SystemExit");
  // The context stays usable after errors.
  EXPECT_EQ(tpContextInterpret(x.c, "ok = 1", nullptr), TP_OK);
  tpContextClearError(x.c);
  EXPECT_FALSE(tpContextGetLastError(x.c, &v));
  tpValueFree(&v);
}

TEST(Context, ManyAreIndependent) {
  TPContext* a = tpContextCreate();
  TPContext* b = tpContextCreate();
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  ASSERT_EQ(tpContextInterpret(a, "x = 1\nimport sys\nsys.marker = 'a'", nullptr), TP_OK);
  ASSERT_EQ(tpContextInterpret(b, "x = 2", nullptr), TP_OK);
  TPValue v;
  tpValueInit(&v);
  ASSERT_TRUE(tpContextGetGlobal(a, "x", &v));
  EXPECT_EQ(v.number, 1);
  ASSERT_TRUE(tpContextGetGlobal(b, "x", &v));
  EXPECT_EQ(v.number, 2);
  // Modules are per context too.
  ASSERT_EQ(tpContextInterpret(b, "import sys\nm = hasattr(sys, 'marker')", nullptr), TP_OK);
  ASSERT_TRUE(tpContextGetGlobal(b, "m", &v));
  EXPECT_FALSE(v.boolean);
  tpContextDestroy(a);
  ASSERT_EQ(tpContextInterpret(b, "x += 1", nullptr), TP_OK);
  ASSERT_TRUE(tpContextGetGlobal(b, "x", &v));
  EXPECT_EQ(v.number, 3);
  tpContextDestroy(b);
  tpValueFree(&v);
}

TPResult join_tag(TPContext*, int argc, const TPValue* args, TPValue* result, void* user) {
  if (argc != 2 || args[0].type != TP_VALUE_STRING || args[1].type != TP_VALUE_STRING) {
    tpValueSetError(result, TP_RUNTIME_ERROR, "join_tag expects two strings");
    return TP_RUNTIME_ERROR;
  }
  std::string s = std::string(static_cast<const char*>(user)) + ":" + args[0].string + ":" + args[1].string;
  tpValueSetString(result, s.c_str());
  return TP_OK;
}

TPResult typed_fail(TPContext*, int, const TPValue*, TPValue* result, void*) {
  tpValueSetException(result, "TypeError", "describe expects one number");
  return TP_RUNTIME_ERROR;
}

TPResult status_only(TPContext*, int, const TPValue*, TPValue*, void*) { return TP_RUNTIME_ERROR; }

TPResult sum_numbers(TPContext*, int argc, const TPValue* args, TPValue* result, void*) {
  double s = 0;
  for (int i = 0; i < argc; ++i) s += args[i].type == TP_VALUE_NUMBER ? args[i].number : args[i].boolean;
  tpValueSetNumber(result, s);
  return TP_OK;
}

TPResult returns_nothing(TPContext*, int, const TPValue*, TPValue*, void*) { return TP_OK; }

TEST(Module, ScalarFunctionsAndValues) {
  Ctx x;
  TPModule* m = tpContextCreateModule(x.c, "hostdemo");
  ASSERT_NE(m, nullptr);
  TPValue v;
  tpValueInit(&v);
  tpValueSetString(&v, "from-c");
  ASSERT_TRUE(tpModuleAddValue(m, "label", &v));
  v.string[0] = 'X';  // the module has its own copy
  tpValueSetNumber(&v, 3);
  ASSERT_TRUE(tpModuleAddValue(m, "three", &v));
  static char tag[] = "tag";
  ASSERT_TRUE(tpModuleAddFunction(m, "join_tag", join_tag, tag));
  ASSERT_TRUE(tpModuleAddFunction(m, "typed_fail", typed_fail, nullptr));
  ASSERT_TRUE(tpModuleAddFunction(m, "status_only", status_only, nullptr));
  ASSERT_TRUE(tpModuleAddFunction(m, "sum", sum_numbers, nullptr));
  ASSERT_TRUE(tpModuleAddFunction(m, "nothing", returns_nothing, nullptr));
  tpModuleDestroy(m);  // the module stays importable
  ASSERT_EQ(tpContextInterpret(x.c,
                               "import hostdemo\n"
                               "r = hostdemo.label + '|' + hostdemo.join_tag('A', 'B') + '|' + str(hostdemo.three)\n"
                               "s = hostdemo.sum(1, 2.5, True)\n"
                               "n = hostdemo.nothing() is None\n", nullptr), TP_OK);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "r", &v));
  EXPECT_STREQ(v.string, "from-c|tag:A:B|3");
  ASSERT_TRUE(tpContextGetGlobal(x.c, "s", &v));
  EXPECT_EQ(v.number, 4.5);
  ASSERT_TRUE(tpContextGetGlobal(x.c, "n", &v));
  EXPECT_TRUE(v.boolean);
  struct Case {
    const char* code;
    const char* type;
    const char* message;
  } cases[] = {
      {"hostdemo.typed_fail()", "TypeError", "describe expects one number"},
      {"hostdemo.join_tag(1)", "RuntimeError", "join_tag expects two strings"},
      {"hostdemo.status_only()", "RuntimeError", "host function status_only failed (status 70)"},
      {"hostdemo.sum([1])", "TypeError",
       "sum(): argument 1 is a 'list', not a scalar (None, bool, number, str)"},
      {"hostdemo.sum(x=1)", "TypeError", "sum() takes no keyword arguments"},
  };
  for (const Case& k : cases) {
    std::string code = std::string("import hostdemo\ntry:\n  ") + k.code +
                       "\nexcept Exception as e:\n  got = type(e).__name__ + '/' + str(e)\n";
    ASSERT_EQ(tpContextInterpret(x.c, code.c_str(), nullptr), TP_OK) << k.code;
    ASSERT_TRUE(tpContextGetGlobal(x.c, "got", &v));
    EXPECT_EQ(std::string(v.string), std::string(k.type) + "/" + k.message) << k.code;
  }
  ASSERT_EQ(tpContextInterpret(x.c, "import hostdemo\nhostdemo.typed_fail()", "e.py"), TP_RUNTIME_ERROR);
  ASSERT_TRUE(tpContextGetLastError(x.c, &v));
  EXPECT_STREQ(v.exceptionType, "TypeError");
  tpValueFree(&v);
}

TEST(DefaultContext, InitInterpretFree) {
  tpFree();  // nothing to free: no effect
  EXPECT_EQ(tpInterpret("x = 1", nullptr), TP_OK);  // creates the default context
  tpInit();                                         // already there: kept
  EXPECT_EQ(tpInterpret("x += 1\nassert x == 2", nullptr), TP_OK);
  EXPECT_EQ(tpInterpret("raise KeyError", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(tpInterpret("(", nullptr), TP_COMPILE_ERROR);
  tpFree();
  EXPECT_EQ(tpInterpret("assert 'x' not in globals()", nullptr), TP_OK);  // a fresh one
  tpFree();
}

}  // namespace
