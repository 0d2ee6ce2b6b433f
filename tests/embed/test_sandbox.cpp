// Context options and the sandbox (include/tensorpy/api.h, "Limits"; Note [Sandbox] in
// src/vm/sandbox.cpp), and handles used after their release or their context's end (Note
// [Handles after their context] in src/api/api_internal.h).
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "tensorpy/api.h"

namespace {

TPContext* sandboxed(const char* const* allowed = nullptr) {
  TPContextOptions o;
  tpContextOptionsInit(&o);
  o.sandbox = true;
  o.allowedImports = allowed;
  return tpContextCreateWithOptions(&o);
}

std::string last_line(TPContext* c) {
  TPValue v;
  tpValueInit(&v);
  std::string text;
  if (tpContextGetLastError(c, &v) && v.string) text = v.string;
  tpValueFree(&v);
  size_t nl = text.rfind('\n');
  return nl == std::string::npos ? text : text.substr(nl + 1);
}

std::string global_str(TPContext* c, const char* name) {
  TPValue v;
  tpValueInit(&v);
  std::string r = tpContextGetGlobal(c, name, &v) && v.type == TP_VALUE_STRING ? v.string : "<none>";
  tpValueFree(&v);
  return r;
}

// Runs `statement` in a try and returns "Type: message" of what it raised ("ok" if nothing).
std::string outcome(TPContext* c, const std::string& statement) {
  std::string src = "try:\n    " + statement +
                    "\n    r = 'ok'\nexcept BaseException as e:\n    r = type(e).__name__ + ': ' + str(e)\n";
  if (tpContextInterpret(c, src.c_str(), nullptr) != TP_OK) return "interpret failed: " + last_line(c);
  return global_str(c, "r");
}

TEST(Sandbox, NoFilesNoProcessNoEnvironment) {
  TPContext* c = sandboxed();
  ASSERT_NE(c, nullptr);
  EXPECT_TRUE(tpContextIsSandboxed(c));
  EXPECT_EQ(outcome(c, "open('/etc/hostname')"), "PermissionError: open() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "open('/tmp/tp_sandbox_probe', 'w')"),
            "PermissionError: open() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import sys; sys.exit(3)"), "PermissionError: sys.exit() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "exit(3)"), "PermissionError: exit() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import io; io.open('/etc/hostname')"),
            "PermissionError: io.open() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import ml; ml.load_idx('/tmp/x.idx')"),
            "PermissionError: ml.load_idx() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import ml; ml.save_safetensors({}, '/tmp/x.st')"),
            "PermissionError: ml.save_safetensors() is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import ml; ml.read_csv('/tmp/x.csv')"),
            "PermissionError: ml.read_csv() is not allowed in this sandboxed context");
  for (const char* m : {"os", "posix", "subprocess", "socket", "signal", "sqlite3", "shutil", "tempfile", "pathlib",
                        "glob", "env", "importlib"}) {
    std::string want = "ImportError: import of '" + std::string(m) + "' is not allowed in this sandboxed context";
    EXPECT_EQ(outcome(c, std::string("import ") + m), want) << m;
  }
  EXPECT_EQ(outcome(c, "__import__('os')"), "ImportError: import of 'os' is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "exec('import os')"), "ImportError: import of 'os' is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import sys; sys.modules['posix']"), "KeyError: 'posix'");
  EXPECT_EQ(outcome(c, "import sys; sys.modules['os']"), "KeyError: 'os'");
  // An uncaught refusal is the call's error.
  EXPECT_EQ(tpContextInterpret(c, "open('x')", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_line(c), "PermissionError: open() is not allowed in this sandboxed context");
  // Python-level work goes on.
  EXPECT_EQ(tpContextInterpret(c, "import json, math, re, collections, ml\n"
                                  "s = json.dumps({'a': [math.sqrt(16), re.sub('b', 'c', 'abc')]})\n"
                                  "s += str(collections.Counter('aab')['a']) + str(float(ml.ones(3).sum()))\n",
                                  nullptr),
            TP_OK)
      << last_line(c);
  EXPECT_EQ(global_str(c, "s"), "{\"a\": [4.0, \"acc\"]}23.0");
  tpContextDestroy(c);
}

TEST(Sandbox, EveryModuleOfTheDefaultListImports) {
  TPContext* c = sandboxed();
  ASSERT_NE(c, nullptr);
  const char* names[] = {"math", "cmath", "json", "re", "string", "collections", "itertools",
                         "functools", "operator", "heapq", "bisect", "copy", "dataclasses", "enum",
                         "abc", "types", "fractions", "numbers", "datetime", "time", "textwrap",
                         "struct", "base64", "binascii", "hashlib", "hmac", "keyword", "reprlib", "pprint",
                         "difflib", "unicodedata", "array", "zlib", "ml", "nn", "warnings", "io",
                         "codecs", "errno", "sys", "gc", "queue", "threading", "traceback"};
  for (const char* m : names) EXPECT_EQ(outcome(c, std::string("import ") + m), "ok") << m;
  EXPECT_EQ(outcome(c, "import io; r = io.StringIO('abc').read()\n    assert r == 'abc'"), "ok");
  tpContextDestroy(c);
}

TEST(Sandbox, HostAllowList) {
  const char* only_math[] = {"math", "os", "posix", nullptr};
  TPContext* c = sandboxed(only_math);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(outcome(c, "import math"), "ok");
  EXPECT_EQ(outcome(c, "import json"), "ImportError: import of 'json' is not allowed in this sandboxed context");
  // Listing a module that reaches the operating system does not let it in.
  EXPECT_EQ(outcome(c, "import posix"), "ImportError: import of 'posix' is not allowed in this sandboxed context");
  EXPECT_EQ(outcome(c, "import os"), "ImportError: import of 'posix' is not allowed in this sandboxed context");
  tpContextDestroy(c);
  // Other contexts are not sandboxed.
  TPContext* open_ctx = tpContextCreate();
  EXPECT_FALSE(tpContextIsSandboxed(open_ctx));
  EXPECT_EQ(outcome(open_ctx, "import os, json\n    r = os.path.join('a', 'b')"), "ok");
  tpContextDestroy(open_ctx);
}

TEST(Options, LimitsAndValidation) {
  TPContextOptions o;
  tpContextOptionsInit(&o);
  EXPECT_EQ(o.structSize, sizeof o);
  EXPECT_FALSE(o.sandbox);
  o.instructionBudget = 123456;
  o.memoryLimit = 64u << 20;
  o.recursionLimit = 50;
  TPContext* c = tpContextCreateWithOptions(&o);
  ASSERT_NE(c, nullptr);
  EXPECT_FALSE(tpContextIsSandboxed(c));
  EXPECT_EQ(tpContextGetInstructionsLeft(c), 123456);
  EXPECT_EQ(outcome(c, "import sys\n    r = str(sys.getrecursionlimit())"), "ok");
  EXPECT_EQ(global_str(c, "r"), "ok");
  EXPECT_EQ(outcome(c, "x = 'y' * (100 * 2**20)"), "MemoryError: ");
  tpContextDestroy(c);
  TPContext* plain = tpContextCreateWithOptions(nullptr);
  EXPECT_NE(plain, nullptr);
  tpContextDestroy(plain);
  o.structSize = 0;
  EXPECT_EQ(tpContextCreateWithOptions(&o), nullptr);
  o.structSize = sizeof o + 8;
  EXPECT_EQ(tpContextCreateWithOptions(&o), nullptr);
  tpContextOptionsInit(&o);
  o.instructionBudget = -1;
  EXPECT_EQ(tpContextCreateWithOptions(&o), nullptr);
  tpContextOptionsInit(&o);
  o.recursionLimit = -5;
  EXPECT_EQ(tpContextCreateWithOptions(&o), nullptr);
  // An older, shorter struct: the fields it lacks take their defaults.
  tpContextOptionsInit(&o);
  o.structSize = offsetof(TPContextOptions, memoryLimit);
  o.sandbox = true;
  o.instructionBudget = 77;  // beyond its size: ignored
  c = tpContextCreateWithOptions(&o);
  ASSERT_NE(c, nullptr);
  EXPECT_TRUE(tpContextIsSandboxed(c));
  EXPECT_EQ(tpContextGetInstructionsLeft(c), INT64_MAX);
  tpContextDestroy(c);
}

TEST(AfterDestroy, HandlesAndModulesReadAsNull) {
  TPContext* c = tpContextCreate();
  TPObject* list = tpContextEval(c, "[1, 2, 3]");
  TPObject* released = tpContextEval(c, "'x'");
  TPModule* m = tpContextCreateModule(c, "hostmod");
  TPObject* len = tpContextEval(c, "len");
  ASSERT_NE(list, nullptr);
  ASSERT_NE(m, nullptr);
  tpObjectRelease(released);
  size_t n = 0;
  EXPECT_FALSE(tpObjectLength(released, &n));  // released: NULL
  tpObjectRelease(released);                   // a second release does nothing
  // A released handle given to a live context is a TypeError, not a crash.
  TPObject* r = tpObjectCall(list, 0, nullptr, nullptr);  // list is not callable
  EXPECT_EQ(r, nullptr);
  TPObject* args[] = {released};
  EXPECT_EQ(tpObjectCall(len, 1, args, nullptr), nullptr);
  EXPECT_NE(last_line(c).find("a released handle"), std::string::npos) << last_line(c);
  tpObjectRelease(len);
  tpContextDestroy(c);
  // The context is gone: its handles and its module read as NULL.
  EXPECT_EQ(tpObjectContext(list), nullptr);
  EXPECT_FALSE(tpObjectLength(list, &n));
  EXPECT_EQ(tpObjectGetIndex(list, 0), nullptr);
  EXPECT_EQ(tpObjectRepr(list), nullptr);
  EXPECT_EQ(tpObjectKind(list), TP_KIND_INVALID);
  TPValue v;
  tpValueInit(&v);
  tpValueSetNumber(&v, 1);
  EXPECT_FALSE(tpModuleAddValue(m, "x", &v));
  EXPECT_EQ(tpModuleGetObject(m), nullptr);
  tpObjectRelease(list);  // allowed, does nothing
  tpModuleDestroy(m);
  tpValueFree(&v);
}

TEST(AfterDestroy, ManyContextsReuseHandleMemory) {
  for (int round = 0; round < 50; ++round) {
    TPContext* c = tpContextCreate();
    TPObject* held[100];
    for (int i = 0; i < 100; ++i) held[i] = tpObjectFromInt(c, i);
    for (int i = 0; i < 100; i += 2) tpObjectRelease(held[i]);
    int64_t x = -1;
    EXPECT_TRUE(tpObjectToInt(held[99], &x));
    EXPECT_EQ(x, 99);
    tpContextDestroy(c);  // the odd handles are never released by the host
  }
}

}  // namespace
