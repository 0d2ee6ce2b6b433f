// Object handles, calls and exceptions of the C API (include/tensorpy/api.h, "Object
// handles", "Calls", "Exceptions"); expected values are CPython 3.11's for the same code.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "tensorpy/api.h"

namespace {

struct Ctx {
  TPContext* c = tpContextCreate();
  ~Ctx() { tpContextDestroy(c); }
};

std::string repr(TPObject* o) {
  char* s = tpObjectRepr(o);
  std::string r = s ? s : "<NULL>";
  tpStringFree(s);
  return r;
}

std::string last_error(TPContext* c) {
  TPObject* e = tpContextGetLastException(c);
  if (!e) return "<none>";
  char *type = nullptr, *message = nullptr;
  EXPECT_TRUE(tpExceptionInfo(e, &type, &message, nullptr));
  std::string r = std::string(type) + ": " + message;
  tpStringFree(type);
  tpStringFree(message);
  tpObjectRelease(e);
  return r;
}

TEST(Objects, ConstructorsAndReaders) {
  Ctx x;
  TPObject* none = tpObjectNone(x.c);
  TPObject* t = tpObjectFromBool(x.c, true);
  TPObject* i = tpObjectFromInt(x.c, -7);
  TPObject* big = tpObjectFromIntString(x.c, "123456789012345678901234567890", 10);
  TPObject* hex = tpObjectFromIntString(x.c, "0x_ff", 0);
  TPObject* f = tpObjectFromDouble(x.c, 0.1);
  TPObject* s = tpObjectFromString(x.c, "h\xc3\xa9llo", 6);
  TPObject* b = tpObjectFromBytes(x.c, "a\0b", 3);
  EXPECT_EQ(repr(none), "None");
  EXPECT_EQ(repr(t), "True");
  EXPECT_EQ(repr(i), "-7");
  EXPECT_EQ(repr(big), "123456789012345678901234567890");
  EXPECT_EQ(repr(hex), "255");
  EXPECT_EQ(repr(f), "0.1");
  EXPECT_EQ(repr(s), "'héllo'");
  EXPECT_EQ(repr(b), "b'a\\x00b'");
  char* str = tpObjectStr(s);
  EXPECT_STREQ(str, "héllo");
  tpStringFree(str);
  EXPECT_EQ(tpObjectKind(none), TP_KIND_NONE);
  EXPECT_EQ(tpObjectKind(t), TP_KIND_BOOL);
  EXPECT_EQ(tpObjectKind(i), TP_KIND_INT);
  EXPECT_EQ(tpObjectKind(big), TP_KIND_INT);
  EXPECT_EQ(tpObjectKind(f), TP_KIND_FLOAT);
  EXPECT_EQ(tpObjectKind(s), TP_KIND_STRING);
  EXPECT_EQ(tpObjectKind(b), TP_KIND_BYTES);
  EXPECT_STREQ(tpObjectTypeName(big), "int");
  EXPECT_STREQ(tpObjectTypeName(b), "bytes");
  int64_t iv = 0;
  ASSERT_TRUE(tpObjectToInt(i, &iv));
  EXPECT_EQ(iv, -7);
  ASSERT_TRUE(tpObjectToInt(t, &iv));
  EXPECT_EQ(iv, 1);
  EXPECT_FALSE(tpObjectToInt(big, &iv));
  EXPECT_EQ(last_error(x.c), "OverflowError: Python int too large to convert to C long");
  EXPECT_FALSE(tpObjectToInt(f, &iv));
  EXPECT_EQ(last_error(x.c), "TypeError: 'float' object cannot be interpreted as an integer");
  double d = 0;
  ASSERT_TRUE(tpObjectToDouble(big, &d));
  EXPECT_EQ(d, 1.2345678901234568e+29);
  ASSERT_TRUE(tpObjectToDouble(i, &d));
  EXPECT_EQ(d, -7.0);
  EXPECT_FALSE(tpObjectToDouble(s, &d));
  EXPECT_EQ(last_error(x.c), "TypeError: must be real number, not str");
  bool bv = true;
  ASSERT_TRUE(tpObjectToBool(none, &bv));
  EXPECT_FALSE(bv);
  ASSERT_TRUE(tpObjectToBool(s, &bv));
  EXPECT_TRUE(bv);
  size_t n = 0;
  const char* text = tpObjectToString(s, &n);
  ASSERT_NE(text, nullptr);
  EXPECT_EQ(n, 6u);
  EXPECT_EQ(std::string(text, n), "h\xc3\xa9llo");
  EXPECT_EQ(tpObjectToString(i, &n), nullptr);
  EXPECT_EQ(last_error(x.c), "TypeError: expected a str, got 'int'");
  const void* bytes = tpObjectToBytes(b, &n);
  ASSERT_NE(bytes, nullptr);
  EXPECT_EQ(n, 3u);
  EXPECT_EQ(std::memcmp(bytes, "a\0b", 3), 0);
  EXPECT_EQ(tpObjectToBytes(s, &n), nullptr);
  // Bad input is an error, not a crash.
  EXPECT_EQ(tpObjectFromString(x.c, "\xff", 1), nullptr);
  EXPECT_EQ(last_error(x.c).substr(0, 18), "UnicodeDecodeError");
  EXPECT_EQ(tpObjectFromIntString(x.c, "12z", 10), nullptr);
  EXPECT_EQ(last_error(x.c), "ValueError: invalid literal for int() with base 10: '12z'");
  EXPECT_EQ(tpObjectFromIntString(x.c, "1", 99), nullptr);
  EXPECT_EQ(last_error(x.c), "ValueError: int() base must be >= 2 and <= 36, or 0");
  TPValue v;
  tpValueInit(&v);
  ASSERT_TRUE(tpObjectToValue(s, &v));
  EXPECT_EQ(v.type, TP_VALUE_STRING);
  EXPECT_STREQ(v.string, "héllo");
  tpValueSetNumber(&v, 4);
  TPObject* fromv = tpObjectFromValue(x.c, &v);
  EXPECT_EQ(repr(fromv), "4");
  tpValueFree(&v);
  for (TPObject* o : {none, t, i, big, hex, f, s, b, fromv}) tpObjectRelease(o);
}

TEST(Objects, Containers) {
  Ctx x;
  TPObject* list = tpObjectNewList(x.c);
  for (int k = 0; k < 3; ++k) {
    TPObject* item = tpObjectFromInt(x.c, k * 10);
    ASSERT_TRUE(tpObjectAppend(list, item));
    tpObjectRelease(item);
  }
  size_t n = 0;
  ASSERT_TRUE(tpObjectLength(list, &n));
  EXPECT_EQ(n, 3u);
  TPObject* last = tpObjectGetIndex(list, -1);
  EXPECT_EQ(repr(last), "20");
  EXPECT_EQ(tpObjectGetIndex(list, 5), nullptr);
  EXPECT_EQ(last_error(x.c), "IndexError: list index out of range");
  TPObject* items[2] = {list, last};
  TPObject* tuple = tpObjectNewTuple(x.c, 2, items);
  EXPECT_EQ(repr(tuple), "([0, 10, 20], 20)");
  EXPECT_EQ(tpObjectKind(tuple), TP_KIND_TUPLE);
  TPObject* dict = tpObjectNewDict(x.c);
  ASSERT_TRUE(tpObjectSetKey(dict, "a", list));
  ASSERT_TRUE(tpObjectSetItem(dict, last, tuple));
  EXPECT_EQ(repr(dict), "{'a': [0, 10, 20], 20: ([0, 10, 20], 20)}");
  EXPECT_EQ(tpObjectKind(dict), TP_KIND_DICT);
  TPObject* a = tpObjectGetKey(dict, "a");
  EXPECT_EQ(tpObjectKind(a), TP_KIND_LIST);
  TPObject* got = tpObjectGetItem(dict, last);
  EXPECT_EQ(repr(got), "([0, 10, 20], 20)");
  EXPECT_EQ(tpObjectGetKey(dict, "zz"), nullptr);
  EXPECT_EQ(last_error(x.c), "KeyError: 'zz'");
  EXPECT_FALSE(tpObjectSetItem(dict, list, list));
  EXPECT_EQ(last_error(x.c), "TypeError: unhashable type: 'list'");
  EXPECT_FALSE(tpObjectAppend(tuple, last));
  EXPECT_EQ(last_error(x.c), "TypeError: tpObjectAppend: expected a list, got 'tuple'");
  // Iteration: the dict's keys.
  TPObject* it = tpObjectIter(dict);
  std::vector<std::string> keys;
  TPObject* item = nullptr;
  int r;
  while ((r = tpObjectNext(it, &item)) == 1) {
    keys.push_back(repr(item));
    tpObjectRelease(item);
  }
  EXPECT_EQ(r, 0);
  EXPECT_EQ(item, nullptr);
  EXPECT_EQ(keys, (std::vector<std::string>{"'a'", "20"}));
  EXPECT_EQ(tpObjectIter(last), nullptr);
  EXPECT_EQ(last_error(x.c), "TypeError: 'int' object is not iterable");
  // A generator raising midway: -1 and its exception.
  ASSERT_EQ(tpContextInterpret(x.c, "def g():\n  yield 1\n  raise KeyError('k')\n", nullptr), TP_OK);
  TPObject* gen = tpContextEval(x.c, "g()");
  ASSERT_EQ(tpObjectNext(gen, &item), 1);
  tpObjectRelease(item);
  EXPECT_EQ(tpObjectNext(gen, &item), -1);
  EXPECT_EQ(last_error(x.c), "KeyError: 'k'");
  EXPECT_FALSE(tpObjectLength(last, &n));
  EXPECT_EQ(last_error(x.c), "TypeError: object of type 'int' has no len()");
  for (TPObject* o : {list, last, tuple, dict, a, got, it, gen}) tpObjectRelease(o);
}

TEST(Objects, GlobalsAttributesImport) {
  Ctx x;
  ASSERT_EQ(tpContextInterpret(x.c, "class P:\n  def __init__(self): self.v = 1\np = P()", nullptr), TP_OK);
  TPObject* p = tpContextGetGlobalObject(x.c, "p");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(tpObjectKind(p), TP_KIND_OTHER);
  EXPECT_STREQ(tpObjectTypeName(p), "P");
  TPObject* v = tpObjectGetAttr(p, "v");
  EXPECT_EQ(repr(v), "1");
  TPObject* w = tpObjectFromString(x.c, "w", 1);
  ASSERT_TRUE(tpObjectSetAttr(p, "w", w));
  EXPECT_EQ(tpObjectGetAttr(p, "nope"), nullptr);
  EXPECT_EQ(last_error(x.c), "AttributeError: 'P' object has no attribute 'nope'");
  EXPECT_EQ(tpContextGetGlobalObject(x.c, "undefined_name"), nullptr);
  EXPECT_EQ(last_error(x.c), "NameError: name 'undefined_name' is not defined");
  ASSERT_TRUE(tpContextSetGlobalObject(x.c, "q", w));
  TPObject* e = tpContextEval(x.c, "p.w + q + str(p.v)");
  EXPECT_EQ(repr(e), "'ww1'");
  EXPECT_EQ(tpContextEval(x.c, "1 +"), nullptr);
  EXPECT_EQ(last_error(x.c).substr(0, 12), "SyntaxError:");
  TPObject* math = tpContextImport(x.c, "math");
  TPObject* pi = tpObjectGetAttr(math, "pi");
  double d = 0;
  ASSERT_TRUE(tpObjectToDouble(pi, &d));
  EXPECT_EQ(d, 3.141592653589793);
  TPObject* path = tpContextImport(x.c, "os.path");
  EXPECT_STREQ(tpObjectTypeName(path), "module");
  EXPECT_EQ(tpContextImport(x.c, "no_such_module_xyz"), nullptr);
  EXPECT_EQ(last_error(x.c), "ModuleNotFoundError: No module named 'no_such_module_xyz'");
  TPObject* again = tpObjectRetain(p);
  EXPECT_EQ(tpObjectContext(again), x.c);
  tpObjectRelease(p);
  EXPECT_EQ(repr(tpObjectGetAttr(again, "w")), "'w'");  // leaks one handle until destroy: fine
  for (TPObject* o : {v, w, e, math, pi, path, again}) tpObjectRelease(o);
}

TEST(Objects, HandlesKeepObjectsAlive) {
  Ctx x;
  TPObject* list = tpContextEval(x.c, "[str(i) * 3 for i in range(1000)]");
  ASSERT_NE(list, nullptr);
  // Garbage and explicit collections do not free what a handle holds.
  ASSERT_EQ(tpContextInterpret(x.c, "import gc\nfor i in range(20000): [i] * 10\ngc.collect()", nullptr), TP_OK);
  TPObject* item = tpObjectGetIndex(list, 999);
  EXPECT_EQ(repr(item), "'999999999'");
  tpObjectRelease(item);
  tpObjectRelease(list);
  ASSERT_EQ(tpContextInterpret(x.c, "gc.collect()", nullptr), TP_OK);
}

TEST(Calls, PositionalAndKeyword) {
  Ctx x;
  ASSERT_EQ(tpContextInterpret(x.c, "def f(a, b=2, *rest, scale=1, **kw):\n"
                                    "  return (a + b) * scale, rest, sorted(kw.items())\n", nullptr), TP_OK);
  TPObject* f = tpContextGetGlobalObject(x.c, "f");
  EXPECT_EQ(tpObjectKind(f), TP_KIND_CALLABLE);
  TPObject* one = tpObjectFromInt(x.c, 1);
  TPObject* ten = tpObjectFromInt(x.c, 10);
  TPObject* args[3] = {one, ten, one};
  TPObject* r = tpObjectCall(f, 3, args, nullptr);
  EXPECT_EQ(repr(r), "(11, (1,), [])");
  tpObjectRelease(r);
  TPObject* kw = tpObjectNewDict(x.c);
  tpObjectSetKey(kw, "scale", ten);
  tpObjectSetKey(kw, "extra", one);
  r = tpObjectCall(f, 1, args, kw);
  EXPECT_EQ(repr(r), "(30, (), [('extra', 1)])");
  tpObjectRelease(r);
  EXPECT_EQ(tpObjectCall(f, 0, nullptr, nullptr), nullptr);
  EXPECT_EQ(last_error(x.c), "TypeError: f() missing 1 required positional argument: 'a'");
  EXPECT_EQ(tpObjectCall(one, 0, nullptr, nullptr), nullptr);
  EXPECT_EQ(last_error(x.c), "TypeError: 'int' object is not callable");
  // Methods, with keyword arguments.
  TPObject* s = tpObjectFromString(x.c, "a,b,c", 5);
  TPObject* comma = tpObjectFromString(x.c, ",", 1);
  TPObject* kw2 = tpObjectNewDict(x.c);
  tpObjectSetKey(kw2, "maxsplit", one);
  r = tpObjectCallMethod(s, "split", 1, &comma, kw2);
  EXPECT_EQ(repr(r), "['a', 'b,c']");
  tpObjectRelease(r);
  EXPECT_EQ(tpObjectCallMethod(s, "nosuch", 0, nullptr, nullptr), nullptr);
  EXPECT_EQ(last_error(x.c), "AttributeError: 'str' object has no attribute 'nosuch'");
  // kwargs must be a dict of str.
  EXPECT_EQ(tpObjectCall(f, 1, args, one), nullptr);
  EXPECT_EQ(last_error(x.c), "TypeError: tpObjectCall: kwargs must be a dict, not 'int'");
  // Builtins and classes are callables too.
  TPObject* len = tpContextEval(x.c, "len");
  r = tpObjectCall(len, 1, &s, nullptr);
  EXPECT_EQ(repr(r), "5");
  tpObjectRelease(r);
  for (TPObject* o : {f, one, ten, kw, s, comma, kw2, len}) tpObjectRelease(o);
}

TEST(Exceptions, InfoRaiseAndTraceback) {
  Ctx x;
  ASSERT_EQ(tpContextInterpret(x.c, "class MyError(Exception):\n  pass\n"
                                    "def bad(n):\n  if n == 0: raise MyError('deep')\n  return bad(n - 1)\n",
                               "m.py"), TP_OK);
  TPObject* bad = tpContextGetGlobalObject(x.c, "bad");
  TPObject* two = tpObjectFromInt(x.c, 2);
  EXPECT_EQ(tpObjectCall(bad, 1, &two, nullptr), nullptr);
  TPObject* e = tpContextGetLastException(x.c);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(tpObjectKind(e), TP_KIND_EXCEPTION);
  char *type, *message, *tb;
  ASSERT_TRUE(tpExceptionInfo(e, &type, &message, &tb));
  EXPECT_STREQ(type, "__main__.MyError");
  EXPECT_STREQ(message, "deep");
  EXPECT_STREQ(tb,
               "Traceback (most recent call last):\n"
               "  File \"m.py\", line 5, in bad\n"
               "  File \"m.py\", line 5, in bad\n"
               "  File \"m.py\", line 4, in bad\n"
               "MyError: deep\n");
  tpStringFree(type);
  tpStringFree(message);
  tpStringFree(tb);
  ASSERT_TRUE(tpExceptionInfo(e, nullptr, nullptr, nullptr));
  EXPECT_FALSE(tpExceptionInfo(two, &type, nullptr, nullptr));
  EXPECT_EQ(type, nullptr);
  // tpRaise outside a host function records the error at once.
  EXPECT_TRUE(tpRaise(x.c, "KeyError", "kk"));
  EXPECT_EQ(last_error(x.c), "KeyError: 'kk'");
  EXPECT_TRUE(tpRaise(x.c, "__main__.MyError", "mine"));
  EXPECT_EQ(last_error(x.c), "__main__.MyError: mine");
  EXPECT_TRUE(tpRaise(x.c, "json.JSONDecodeError", "x") || true);  // needs 3 args: any outcome, no crash
  EXPECT_FALSE(tpRaise(x.c, "NoSuchError", "m"));
  EXPECT_EQ(last_error(x.c), "SystemError: tpRaise: 'NoSuchError' is not an exception class");
  EXPECT_FALSE(tpRaise(x.c, "int", "m"));
  EXPECT_TRUE(tpRaiseObject(x.c, e));
  EXPECT_EQ(last_error(x.c), "__main__.MyError: deep");
  EXPECT_FALSE(tpRaiseObject(x.c, two));
  EXPECT_EQ(last_error(x.c), "TypeError: exceptions must derive from BaseException");
  tpContextClearError(x.c);
  EXPECT_EQ(tpContextGetLastException(x.c), nullptr);
  for (TPObject* o : {bad, two, e}) tpObjectRelease(o);
}

}  // namespace
