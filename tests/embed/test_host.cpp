// Host functions taking and returning any object (TPObjectFn), module objects, tensors over
// host memory, and several contexts on several threads at once (include/tensorpy/api.h).
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "tensorpy/api.h"

namespace {

struct Ctx {
  TPContext* c = tpContextCreate();
  ~Ctx() { tpContextDestroy(c); }
};

std::string global_repr(TPContext* c, const char* name) {
  TPObject* o = tpContextGetGlobalObject(c, name);
  char* s = tpObjectRepr(o);
  std::string r = s ? s : "<NULL>";
  tpStringFree(s);
  tpObjectRelease(o);
  return r;
}

// scale(x, factor=2): x * factor, any types (Python's *).
TPObject* scale(TPContext* c, size_t argc, TPObject* const* args, TPObject* kwargs, void* user) {
  ++*static_cast<int*>(user);
  if (argc != 1) {
    tpRaise(c, "TypeError", "scale() takes exactly one positional argument");
    return nullptr;
  }
  TPObject* factor = kwargs ? tpObjectGetKey(kwargs, "factor") : tpObjectFromInt(c, 2);
  if (factor == nullptr) return nullptr;  // KeyError recorded: raised again in the script
  TPObject* r = tpObjectCallMethod(args[0], "__mul__", 1, &factor, nullptr);
  tpObjectRelease(factor);
  return r;
}

// Builds {name: len(name)} for its arguments.
TPObject* lengths(TPContext* c, size_t argc, TPObject* const* args, TPObject*, void*) {
  TPObject* d = tpObjectNewDict(c);
  for (size_t i = 0; i < argc; ++i) {
    size_t n = 0;
    const char* s = tpObjectToString(args[i], &n);
    if (s == nullptr) {  // TypeError recorded; propagate it
      tpObjectRelease(d);
      return nullptr;
    }
    TPObject* len = tpObjectFromInt(c, static_cast<int64_t>(n));
    tpObjectSetKey(d, s, len);
    tpObjectRelease(len);
  }
  return d;
}

TPObject* raise_custom(TPContext* c, size_t, TPObject* const*, TPObject*, void*) {
  tpRaise(c, "__main__.AppError", "from host");
  return nullptr;
}

TPObject* forget_to_raise(TPContext*, size_t, TPObject* const*, TPObject*, void*) { return nullptr; }

// Calls back into the script: the callable it got, with 5.
TPObject* call_back(TPContext* c, size_t argc, TPObject* const* args, TPObject*, void*) {
  if (argc != 1) {
    tpRaise(c, "TypeError", "call_back(fn)");
    return nullptr;
  }
  TPObject* five = tpObjectFromInt(c, 5);
  TPObject* r = tpObjectCall(args[0], 1, &five, nullptr);
  tpObjectRelease(five);
  return r;
}

TEST(HostFunctions, AnyObjectInAndOut) {
  Ctx x;
  int calls = 0;
  TPModule* m = tpContextCreateModule(x.c, "host");
  ASSERT_TRUE(tpModuleAddObjectFunction(m, "scale", scale, &calls));
  ASSERT_TRUE(tpModuleAddObjectFunction(m, "lengths", lengths, nullptr));
  ASSERT_TRUE(tpModuleAddObjectFunction(m, "raise_custom", raise_custom, nullptr));
  ASSERT_TRUE(tpModuleAddObjectFunction(m, "forget", forget_to_raise, nullptr));
  ASSERT_TRUE(tpModuleAddObjectFunction(m, "call_back", call_back, nullptr));
  TPObject* config = tpContextEval(x.c, "{'depth': 3}");
  ASSERT_TRUE(tpModuleAddObject(m, "config", config));
  TPObject* mod = tpModuleGetObject(m);
  EXPECT_STREQ(tpObjectTypeName(mod), "module");
  tpModuleDestroy(m);
  ASSERT_EQ(tpContextInterpret(x.c,
                               "import host\n"
                               "class AppError(Exception): pass\n"
                               "a = host.scale([1, 2])\n"
                               "b = host.scale('ab', factor=3)\n"
                               "c = host.lengths('x', 'hello')\n"
                               "d = host.config['depth']\n"
                               "e = host.call_back(lambda v: v * v)\n"
                               "res = []\n"
                               "for f, args in [(host.scale, ()), (host.raise_custom, ()), (host.forget, ()),\n"
                               "                (host.lengths, (1,)), (host.call_back, (len,))]:\n"
                               "  try: f(*args)\n"
                               "  except Exception as ex: res.append(type(ex).__name__ + ': ' + str(ex))\n"
                               "try: host.scale(1, factor2=1)\n"
                               "except Exception as ex: res.append(type(ex).__name__ + ': ' + str(ex))\n",
                               "h.py"), TP_OK);
  EXPECT_EQ(global_repr(x.c, "a"), "[1, 2, 1, 2]");
  EXPECT_EQ(global_repr(x.c, "b"), "'ababab'");
  EXPECT_EQ(global_repr(x.c, "c"), "{'x': 1, 'hello': 5}");
  EXPECT_EQ(global_repr(x.c, "d"), "3");
  EXPECT_EQ(global_repr(x.c, "e"), "25");
  EXPECT_EQ(global_repr(x.c, "res"),
            "['TypeError: scale() takes exactly one positional argument', 'AppError: from host', "
            "'SystemError: host function forget returned NULL without setting an exception', "
            "\"TypeError: expected a str, got 'int'\", \"TypeError: object of type 'int' has no len()\", "
            "\"KeyError: 'factor'\"]");
  EXPECT_EQ(calls, 4);
  // A host function object of its own, called from C and from the script.
  TPObject* fn = tpObjectNewFunction(x.c, "scale2", scale, &calls);
  EXPECT_EQ(tpObjectKind(fn), TP_KIND_CALLABLE);
  TPObject* seven = tpObjectFromInt(x.c, 7);
  TPObject* r = tpObjectCall(fn, 1, &seven, nullptr);
  int64_t v = 0;
  ASSERT_TRUE(tpObjectToInt(r, &v));
  EXPECT_EQ(v, 14);
  ASSERT_TRUE(tpContextSetGlobalObject(x.c, "scale2", fn));
  ASSERT_EQ(tpContextInterpret(x.c, "z = scale2(1.5)\nname = repr(scale2)", nullptr), TP_OK);
  EXPECT_EQ(global_repr(x.c, "z"), "3.0");
  for (TPObject* o : {config, mod, fn, seven, r}) tpObjectRelease(o);
}

struct Freed {
  std::atomic<int> count{0};
  void* last = nullptr;
};
void on_free(void* data, void* user) {
  auto* f = static_cast<Freed*>(user);
  f->last = data;
  ++f->count;
}

TEST(Tensors, WrapHostMemoryWithoutCopy) {
  Freed freed;
  std::vector<float> host = {1, 2, 3, 4, 5, 6};
  {
    Ctx x;
    int64_t shape[2] = {2, 3};
    TPObject* t = tpTensorFromBuffer(x.c, host.data(), TP_DTYPE_FLOAT32, 2, shape, nullptr, on_free, &freed);
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(tpObjectKind(t), TP_KIND_TENSOR);
    ASSERT_TRUE(tpContextSetGlobalObject(x.c, "t", t));
    ASSERT_EQ(tpContextInterpret(x.c, "s = t.sum().item()\nshape = tuple(t.shape)\nt[1, 2] = 60\n"
                                      "u = t.t()\ncol = t[:, 1].tolist()", nullptr), TP_OK);
    EXPECT_EQ(global_repr(x.c, "s"), "21.0");
    EXPECT_EQ(global_repr(x.c, "shape"), "(2, 3)");
    EXPECT_EQ(global_repr(x.c, "col"), "[2.0, 5.0]");
    EXPECT_EQ(host[5], 60.0f);  // the script wrote into host memory
    host[0] = 10;               // and sees the host's writes
    ASSERT_EQ(tpContextInterpret(x.c, "first = t[0, 0].item()", nullptr), TP_OK);
    EXPECT_EQ(global_repr(x.c, "first"), "10.0");
    // The view of a transposed tensor, in place.
    TPObject* u = tpContextGetGlobalObject(x.c, "u");
    TPTensorView view;
    ASSERT_TRUE(tpTensorGetView(u, &view));
    EXPECT_EQ(view.data, host.data());
    EXPECT_EQ(view.dtype, TP_DTYPE_FLOAT32);
    ASSERT_EQ(view.ndim, 2);
    EXPECT_EQ(view.shape[0], 3);
    EXPECT_EQ(view.shape[1], 2);
    EXPECT_EQ(view.strides[0], 1);
    EXPECT_EQ(view.strides[1], 3);
    EXPECT_FALSE(view.contiguous);
    // Strided wrapping: every other element, reversed (negative stride).
    int64_t n3[1] = {3}, back2[1] = {-2};
    TPObject* rev = tpTensorFromBuffer(x.c, host.data() + 4, TP_DTYPE_FLOAT32, 1, n3, back2, nullptr, nullptr);
    ASSERT_TRUE(tpContextSetGlobalObject(x.c, "rev", rev));
    ASSERT_EQ(tpContextInterpret(x.c, "r = rev.tolist()", nullptr), TP_OK);
    EXPECT_EQ(global_repr(x.c, "r"), "[5.0, 3.0, 10.0]");
    // Results of ops read in place.
    TPObject* y = tpContextEval(x.c, "(t * 2).to(ml.float64)");
    ASSERT_TRUE(tpTensorGetView(y, &view));
    EXPECT_EQ(view.dtype, TP_DTYPE_FLOAT64);
    EXPECT_TRUE(view.contiguous);
    EXPECT_EQ(static_cast<double*>(view.data)[5], 120.0);
    // Other dtypes.
    int64_t ints[3] = {7, 8, 9};
    TPObject* ti = tpTensorFromBuffer(x.c, ints, TP_DTYPE_INT64, 1, n3, nullptr, nullptr, nullptr);
    ASSERT_TRUE(tpContextSetGlobalObject(x.c, "ti", ti));
    ASSERT_EQ(tpContextInterpret(x.c, "tis = str(ti.dtype) + ' ' + str(ti.sum().item())", nullptr), TP_OK);
    EXPECT_EQ(global_repr(x.c, "tis"), "'ml.int64 24'");
    // Misuse.
    int64_t neg[1] = {-1};
    EXPECT_EQ(tpTensorFromBuffer(x.c, host.data(), TP_DTYPE_FLOAT32, 1, neg, nullptr, nullptr, nullptr), nullptr);
    EXPECT_EQ(tpTensorFromBuffer(x.c, nullptr, TP_DTYPE_FLOAT32, 1, n3, nullptr, nullptr, nullptr), nullptr);
    EXPECT_EQ(tpTensorFromBuffer(x.c, host.data(), static_cast<TPDType>(10), 1, n3, nullptr, nullptr, nullptr), nullptr);
    EXPECT_EQ(tpTensorFromBuffer(x.c, host.data(), TP_DTYPE_FLOAT32, 65, n3, nullptr, nullptr, nullptr), nullptr);
    EXPECT_FALSE(tpTensorGetView(ti == nullptr ? u : rev, nullptr));
    TPObject* notensor = tpObjectFromInt(x.c, 1);
    EXPECT_FALSE(tpTensorGetView(notensor, &view));
    EXPECT_EQ(freed.count, 0);
    for (TPObject* o : {t, u, rev, y, ti, notensor}) tpObjectRelease(o);
  }
  // Destroying the context freed the tensors: the deleter ran once with the host pointer.
  EXPECT_EQ(freed.count, 1);
  EXPECT_EQ(freed.last, host.data());
}

TEST(Tensors, DeleterRunsWhenCollected) {
  Freed freed;
  Ctx x;
  std::vector<double> host(100, 1.0);
  int64_t shape[1] = {100};
  TPObject* t = tpTensorFromBuffer(x.c, host.data(), TP_DTYPE_FLOAT64, 1, shape, nullptr, on_free, &freed);
  ASSERT_TRUE(tpContextSetGlobalObject(x.c, "t", t));
  tpObjectRelease(t);
  ASSERT_EQ(tpContextInterpret(x.c, "v = t[10:20]\ndel t\nimport gc\ngc.collect()", nullptr), TP_OK);
  EXPECT_EQ(freed.count, 0);  // the view keeps the memory in use
  ASSERT_EQ(tpContextInterpret(x.c, "s = v.sum().item()\ndel v\ngc.collect()", nullptr), TP_OK);
  EXPECT_EQ(freed.count, 1);
  EXPECT_EQ(global_repr(x.c, "s"), "10.0");
}

// Two (and eight) contexts running scripts at the same time on their own threads.
TEST(Threads, ContextsRunInParallel) {
  constexpr int kThreads = 8;
  std::vector<std::string> results(kThreads);
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([i, &results, &ready] {
      TPContext* c = tpContextCreate();
      ++ready;
      while (ready < kThreads) std::this_thread::yield();
      std::string code = "import ml, json\n"
                         "k = " + std::to_string(i) + "\n"
                         "acc = 0\n"
                         "for j in range(20000): acc += (j * k) % 7\n"
                         "t = ml.ones(100, 100) * k\n"
                         "data = json.dumps({'k': k, 'acc': acc, 'sum': t.sum().item()})\n";
      if (tpContextInterpret(c, code.c_str(), nullptr) != TP_OK) {
        results[i] = "error";
      } else {
        TPValue v;
        tpValueInit(&v);
        tpContextGetGlobal(c, "data", &v);
        results[i] = v.string ? v.string : "";
        tpValueFree(&v);
      }
      tpContextDestroy(c);
    });
  }
  for (auto& t : threads) t.join();
  for (int i = 0; i < kThreads; ++i) {
    long acc = 0;
    for (long j = 0; j < 20000; ++j) acc += (j * i) % 7;
    std::string want = "{\"k\": " + std::to_string(i) + ", \"acc\": " + std::to_string(acc) +
                       ", \"sum\": " + std::to_string(i * 10000) + ".0}";
    EXPECT_EQ(results[i], want);
  }
}

// record(k): stores int k into the int the function was made with.
TPObject* record(TPContext* c, size_t argc, TPObject* const* args, TPObject*, void* user) {
  int64_t k = 0;
  if (argc != 1 || !tpObjectToInt(args[0], &k)) return nullptr;
  *static_cast<int*>(user) = static_cast<int>(k);
  return tpObjectNone(c);
}

// Each context keeps its own atexit callbacks, run by tpContextDestroy (lib/atexit.py),
// with eight contexts registering and exiting at once.
TEST(Threads, AtexitCallbacksPerContext) {
  constexpr int kThreads = 8;
  std::vector<int> seen(kThreads, -1);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([i, &seen] {
      TPContext* c = tpContextCreate();
      TPModule* m = tpContextCreateModule(c, "host");
      tpModuleAddObjectFunction(m, "record", record, &seen[i]);
      tpModuleDestroy(m);
      std::string code = "import atexit, host\n"
                         "atexit.register(host.record, " + std::to_string(i * 10) + ")\n"
                         "atexit.register(host.record, -5)\n"
                         "atexit.unregister(host.record)\n"
                         "atexit.register(host.record, " + std::to_string(i) + ")\n";
      EXPECT_EQ(tpContextInterpret(c, code.c_str(), nullptr), TP_OK);
      EXPECT_EQ(seen[i], -1);
      tpContextDestroy(c);
    });
  }
  for (auto& t : threads) t.join();
  for (int i = 0; i < kThreads; ++i) EXPECT_EQ(seen[i], i);
}

// A context made on one thread and driven from another (one at a time).
TEST(Threads, ContextMovesBetweenThreads) {
  TPContext* c = tpContextCreate();
  ASSERT_EQ(tpContextInterpret(c, "import ml\nt = ml.zeros(10)", nullptr), TP_OK);
  std::thread([c] { EXPECT_EQ(tpContextInterpret(c, "t += 1\nx = t.sum().item()", nullptr), TP_OK); }).join();
  EXPECT_EQ(global_repr(c, "x"), "10.0");
  tpContextDestroy(c);
}

}  // namespace
