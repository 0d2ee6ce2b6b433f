// Misuse of the C API returns errors and never crashes: NULL contexts, handles and
// arguments, handles of another context, wrong types (include/tensorpy/api.h, "Rules").
#include <gtest/gtest.h>

#include <string>

#include "tensorpy/api.h"
#include "tensorpy/api.hpp"

namespace {

TEST(Misuse, NullContextEverywhere) {
  TPValue v;
  tpValueInit(&v);
  EXPECT_EQ(tpContextInterpret(nullptr, "1", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(tpContextRunFile(nullptr, "x.py"), TP_RUNTIME_ERROR);
  EXPECT_FALSE(tpContextGetGlobal(nullptr, "x", &v));
  EXPECT_FALSE(tpContextSetGlobal(nullptr, "x", &v));
  EXPECT_FALSE(tpContextGetLastError(nullptr, &v));
  EXPECT_EQ(tpContextCreateModule(nullptr, "m"), nullptr);
  EXPECT_FALSE(tpContextSetRecursionLimit(nullptr, 100));
  tpContextClearError(nullptr);
  tpContextDestroy(nullptr);
  EXPECT_EQ(tpContextEval(nullptr, "1"), nullptr);
  EXPECT_EQ(tpContextGetGlobalObject(nullptr, "x"), nullptr);
  EXPECT_FALSE(tpContextSetGlobalObject(nullptr, "x", nullptr));
  EXPECT_EQ(tpContextImport(nullptr, "math"), nullptr);
  EXPECT_EQ(tpContextGetLastException(nullptr), nullptr);
  EXPECT_EQ(tpObjectNone(nullptr), nullptr);
  EXPECT_EQ(tpObjectFromBool(nullptr, true), nullptr);
  EXPECT_EQ(tpObjectFromInt(nullptr, 1), nullptr);
  EXPECT_EQ(tpObjectFromIntString(nullptr, "1", 10), nullptr);
  EXPECT_EQ(tpObjectFromDouble(nullptr, 1), nullptr);
  EXPECT_EQ(tpObjectFromString(nullptr, "a", 1), nullptr);
  EXPECT_EQ(tpObjectFromBytes(nullptr, "a", 1), nullptr);
  EXPECT_EQ(tpObjectNewList(nullptr), nullptr);
  EXPECT_EQ(tpObjectNewDict(nullptr), nullptr);
  EXPECT_EQ(tpObjectNewTuple(nullptr, 0, nullptr), nullptr);
  EXPECT_EQ(tpObjectFromValue(nullptr, &v), nullptr);
  EXPECT_EQ(tpObjectNewFunction(nullptr, "f", nullptr, nullptr), nullptr);
  EXPECT_FALSE(tpRaise(nullptr, "ValueError", "x"));
  EXPECT_FALSE(tpRaiseObject(nullptr, nullptr));
  EXPECT_EQ(tpTensorFromBuffer(nullptr, nullptr, TP_DTYPE_FLOAT32, 0, nullptr, nullptr, nullptr, nullptr), nullptr);
  tpValueFree(&v);
}

TEST(Misuse, NullHandlesEverywhere) {
  size_t n;
  int64_t i;
  double d;
  bool b;
  TPValue v;
  tpValueInit(&v);
  TPTensorView view;
  TPObject* item = nullptr;
  tpObjectRelease(nullptr);
  tpStringFree(nullptr);
  EXPECT_EQ(tpObjectRetain(nullptr), nullptr);
  EXPECT_EQ(tpObjectContext(nullptr), nullptr);
  EXPECT_EQ(tpObjectKind(nullptr), TP_KIND_INVALID);
  EXPECT_EQ(tpObjectTypeName(nullptr), nullptr);
  EXPECT_FALSE(tpObjectToBool(nullptr, &b));
  EXPECT_FALSE(tpObjectToInt(nullptr, &i));
  EXPECT_FALSE(tpObjectToDouble(nullptr, &d));
  EXPECT_EQ(tpObjectToString(nullptr, &n), nullptr);
  EXPECT_EQ(tpObjectToBytes(nullptr, &n), nullptr);
  EXPECT_FALSE(tpObjectToValue(nullptr, &v));
  EXPECT_EQ(tpObjectRepr(nullptr), nullptr);
  EXPECT_EQ(tpObjectStr(nullptr), nullptr);
  EXPECT_FALSE(tpObjectLength(nullptr, &n));
  EXPECT_EQ(tpObjectGetItem(nullptr, nullptr), nullptr);
  EXPECT_FALSE(tpObjectSetItem(nullptr, nullptr, nullptr));
  EXPECT_EQ(tpObjectGetIndex(nullptr, 0), nullptr);
  EXPECT_EQ(tpObjectGetKey(nullptr, "k"), nullptr);
  EXPECT_FALSE(tpObjectSetKey(nullptr, "k", nullptr));
  EXPECT_FALSE(tpObjectAppend(nullptr, nullptr));
  EXPECT_EQ(tpObjectGetAttr(nullptr, "a"), nullptr);
  EXPECT_FALSE(tpObjectSetAttr(nullptr, "a", nullptr));
  EXPECT_EQ(tpObjectIter(nullptr), nullptr);
  EXPECT_EQ(tpObjectNext(nullptr, &item), -1);
  EXPECT_EQ(tpObjectCall(nullptr, 0, nullptr, nullptr), nullptr);
  EXPECT_EQ(tpObjectCallMethod(nullptr, "m", 0, nullptr, nullptr), nullptr);
  EXPECT_FALSE(tpExceptionInfo(nullptr, nullptr, nullptr, nullptr));
  EXPECT_FALSE(tpTensorGetView(nullptr, &view));
  tpModuleDestroy(nullptr);
  EXPECT_FALSE(tpModuleAddValue(nullptr, "x", &v));
  EXPECT_FALSE(tpModuleAddFunction(nullptr, "x", nullptr, nullptr));
  EXPECT_FALSE(tpModuleAddObjectFunction(nullptr, "x", nullptr, nullptr));
  EXPECT_FALSE(tpModuleAddObject(nullptr, "x", nullptr));
  EXPECT_EQ(tpModuleGetObject(nullptr), nullptr);
  tpValueFree(&v);
}

std::string last_error(TPContext* c) {
  TPValue v;
  tpValueInit(&v);
  std::string r = "<none>";
  if (tpContextGetLastError(c, &v)) {
    std::string s = v.string;
    r = s.substr(s.rfind('\n') + 1);
  }
  tpValueFree(&v);
  return r;
}

TEST(Misuse, NullArgumentsAndForeignHandles) {
  tensorpy::Context a, b;
  TPObject* one = tpObjectFromInt(a, 1);
  TPObject* other = tpObjectFromInt(b, 2);
  EXPECT_EQ(tpContextInterpret(a, nullptr, nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(a), "TypeError: tpContextInterpret: source is NULL");
  EXPECT_EQ(tpContextRunFile(a, nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(tpContextRunFile(a, "/nonexistent/x.py"), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(a), "OSError: [Errno 2] No such file or directory: '/nonexistent/x.py'");
  TPValue v;
  tpValueInit(&v);
  EXPECT_FALSE(tpContextGetGlobal(a, nullptr, &v));
  EXPECT_FALSE(tpContextGetGlobal(a, "x", nullptr));
  EXPECT_FALSE(tpContextSetGlobal(a, "x", nullptr));
  v.type = static_cast<TPValueType>(7);  // in the enum's range (0..7) but no type
  EXPECT_FALSE(tpContextSetGlobal(a, "x", &v));
  EXPECT_EQ(last_error(a), "TypeError: TPValue has an unknown type 7");
  v.type = TP_VALUE_NIL;
  EXPECT_EQ(tpContextEval(a, nullptr), nullptr);
  EXPECT_EQ(last_error(a), "TypeError: tpContextEval: expression is NULL");
  EXPECT_FALSE(tpContextSetGlobalObject(a, "x", other));
  EXPECT_EQ(last_error(a), "TypeError: tpContextSetGlobalObject: value is a handle of another context");
  TPObject* list = tpObjectNewList(a);
  EXPECT_FALSE(tpObjectAppend(list, other));
  EXPECT_FALSE(tpObjectAppend(list, nullptr));
  EXPECT_EQ(last_error(a), "TypeError: tpObjectAppend: item is NULL");
  EXPECT_EQ(tpObjectCall(list, 1, nullptr, nullptr), nullptr);
  EXPECT_EQ(last_error(a), "TypeError: tpObjectCall: args is NULL");
  TPObject* nulls[1] = {nullptr};
  EXPECT_EQ(tpObjectNewTuple(a, 1, nulls), nullptr);
  EXPECT_EQ(tpObjectGetAttr(list, nullptr), nullptr);
  EXPECT_EQ(tpObjectGetAttr(list, "\xff"), nullptr);
  EXPECT_EQ(last_error(a), "UnicodeDecodeError: tpObjectGetAttr: name is not valid UTF-8");
  EXPECT_FALSE(tpObjectToInt(one, nullptr));
  EXPECT_EQ(tpContextCreateModule(a, ""), nullptr);
  EXPECT_EQ(tpContextCreateModule(a, nullptr), nullptr);
  TPModule* m = tpContextCreateModule(a, "m");
  EXPECT_FALSE(tpModuleAddFunction(m, "f", nullptr, nullptr));
  EXPECT_FALSE(tpModuleAddFunction(m, nullptr, nullptr, nullptr));
  EXPECT_FALSE(tpModuleAddValue(m, "v", nullptr));
  EXPECT_FALSE(tpModuleAddObject(m, "v", other));
  tpModuleDestroy(m);
  EXPECT_FALSE(tpContextSetRecursionLimit(a, 0));
  EXPECT_EQ(last_error(a), "ValueError: recursion limit must be greater or equal than 1");
  ASSERT_TRUE(tpContextSetRecursionLimit(a, 60));
  EXPECT_EQ(tpContextInterpret(a, "def r(n): return r(n + 1)\nr(0)", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(a), "RecursionError: maximum recursion depth exceeded");
  EXPECT_EQ(tpContextInterpret(a, "def r2(n): return n if n == 0 else r2(n - 1)\nr2(40)", nullptr), TP_OK);
  for (TPObject* o : {one, other, list}) tpObjectRelease(o);
  tpValueFree(&v);
}

TEST(Misuse, ScriptMisusingHostFunctions) {
  tensorpy::Context c;
  TPModule* m = tpContextCreateModule(c, "h");
  static auto fn = [](TPContext* ctx, size_t, TPObject* const*, TPObject*, void*) -> TPObject* {
    return tpObjectNone(ctx);
  };
  ASSERT_TRUE(tpModuleAddObjectFunction(m, "f", fn, nullptr));
  tpModuleDestroy(m);
  // The hidden state object behind a host function cannot be abused from the script.
  EXPECT_EQ(tpContextInterpret(c, "import h\nx = h.f(1, 2, k=3)\nassert x is None\n"
                                  "s = h.f.__self__\ntry:\n  s()\nexcept TypeError: pass\n", nullptr),
            TP_OK);
}

TEST(Cpp, RaiiLayer) {
  tensorpy::Context ctx;
  ctx.run("def f(x, scale=1):\n  return x * scale\nitems = [1, 'two', 3.0]");
  tensorpy::Object f = ctx.global("f");
  tensorpy::Object r = f.call_kw({tensorpy::Object(ctx, 21)}, tensorpy::kw(ctx, {{"scale", tensorpy::Object(ctx, 2)}}));
  EXPECT_EQ(r.to_int(), 42);
  EXPECT_EQ(f({tensorpy::Object(ctx, "ab")}).to_string(), "ab");
  tensorpy::Object items = ctx.global("items");
  EXPECT_EQ(items.size(), 3u);
  std::string joined;
  for (const tensorpy::Object& x : items.items()) joined += x.repr() + ";";
  EXPECT_EQ(joined, "1;'two';3.0;");
  EXPECT_EQ(items[1].str(), "two");
  tensorpy::Object copy = items;  // a second handle
  copy.append(tensorpy::Object(ctx, 4));
  EXPECT_EQ(items.size(), 4u);
  tensorpy::Object d = ctx.dict();
  d.set("k", items[0]);
  EXPECT_EQ(d["k"].to_int(), 1);
  EXPECT_EQ(ctx.eval("2 ** 10").to_double(), 1024.0);
  EXPECT_EQ(ctx.import("math").attr("floor")({tensorpy::Object(ctx, 2.5)}).to_int(), 2);
  float buf[4] = {1, 2, 3, 4};
  tensorpy::Object t = ctx.tensor(buf, TP_DTYPE_FLOAT32, {2, 2});
  ctx.set_global("t", t);
  EXPECT_EQ(ctx.eval("t.sum().item()").to_double(), 10.0);
  EXPECT_EQ(t.tensor_view().data, buf);
  try {
    ctx.run("raise KeyError('missing')", "k.py");
    FAIL() << "no exception";
  } catch (const tensorpy::Error& e) {
    EXPECT_EQ(e.type(), "KeyError");
    EXPECT_EQ(e.message(), "'missing'");
    EXPECT_EQ(std::string(e.what()), "KeyError: 'missing'");
    EXPECT_NE(e.traceback().find("File \"k.py\", line 1"), std::string::npos);
  }
  EXPECT_THROW(ctx.global("nope"), tensorpy::Error);
  EXPECT_THROW(items.to_int(), tensorpy::Error);
}

TEST(Cpp, ContextMoves) {
  tensorpy::Context ctx;
  ctx.run("items = [1, 2]");
  tensorpy::Context moved = std::move(ctx);
  EXPECT_EQ(ctx.get(), nullptr);
  EXPECT_EQ(moved.eval("len(items)").to_int(), 2);
}

}  // namespace
