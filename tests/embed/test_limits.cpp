// The limits a host puts on a context (include/tensorpy/api.h, "Limits"): the interrupt
// from another thread, the instruction budget and the memory limit. Each must stop or fail
// the script with a catchable exception and leave the context usable.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>

#include "tensorpy/api.h"

namespace {

struct Ctx {
  TPContext* c = tpContextCreate();
  ~Ctx() { tpContextDestroy(c); }
};

// The last error's type and its message line ("Type: message").
struct LastError {
  std::string type, text;
};
LastError last_error(TPContext* c) {
  TPValue v;
  tpValueInit(&v);
  LastError e;
  if (tpContextGetLastError(c, &v)) {
    e.type = v.exceptionType ? v.exceptionType : "";
    e.text = v.string ? v.string : "";
    size_t nl = e.text.rfind('\n');
    if (nl != std::string::npos) e.text = e.text.substr(nl + 1);
  }
  tpValueFree(&v);
  return e;
}

double number(TPContext* c, const char* name) {
  TPValue v;
  tpValueInit(&v);
  double r = tpContextGetGlobal(c, name, &v) && v.type == TP_VALUE_NUMBER ? v.number : -1;
  tpValueFree(&v);
  return r;
}

bool truthy(TPContext* c, const char* expression) {
  TPObject* o = tpContextEval(c, expression);
  bool b = false;
  bool ok = o != nullptr && tpObjectToBool(o, &b);
  tpObjectRelease(o);
  return ok && b;
}

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Runs `source` in `c` on a new thread, interrupts it from this one after `delay_ms`.
TPResult run_and_interrupt(TPContext* c, const char* source, int delay_ms, double* took) {
  std::atomic<int> result{-1};
  std::atomic<bool> started{false};
  Clock::time_point t0 = Clock::now();
  std::thread runner([&] {
    started = true;
    result = tpContextInterpret(c, source, "<loop>");
  });
  while (!started) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
  Clock::time_point t1 = Clock::now();
  tpContextInterrupt(c);
  runner.join();
  *took = seconds_since(t1);
  (void)t0;
  return static_cast<TPResult>(result.load());
}

TEST(Interrupt, StopsAnInfiniteLoopFromAnotherThread) {
  Ctx x;
  double took = 0;
  EXPECT_EQ(run_and_interrupt(x.c, "n = 0\nwhile True:\n    n += 1\n", 100, &took), TP_RUNTIME_ERROR);
  EXPECT_LT(took, 2.0);
  LastError e = last_error(x.c);
  EXPECT_EQ(e.type, "KeyboardInterrupt");
  EXPECT_GT(number(x.c, "n"), 0);
  // The context goes on, and the request was consumed.
  EXPECT_EQ(tpContextInterpret(x.c, "m = sum(range(100000))", nullptr), TP_OK);
  EXPECT_EQ(number(x.c, "m"), 4999950000.0);
}

TEST(Interrupt, IsCatchableAndReachesNestedCallsAndSleeps) {
  Ctx x;
  double took = 0;
  const char* src =
      "import time\n"
      "def spin(depth):\n"
      "    if depth:\n"
      "        return spin(depth - 1)\n"
      "    while True:\n"
      "        pass\n"
      "try:\n"
      "    spin(20)\n"
      "except KeyboardInterrupt:\n"
      "    caught = 1\n";
  EXPECT_EQ(run_and_interrupt(x.c, src, 50, &took), TP_OK);
  EXPECT_EQ(number(x.c, "caught"), 1);
  // time.sleep wakes for it (no signal announces a host's interrupt).
  EXPECT_EQ(run_and_interrupt(x.c, "time.sleep(1000)", 100, &took), TP_RUNTIME_ERROR);
  EXPECT_LT(took, 2.0);
  EXPECT_EQ(last_error(x.c).type, "KeyboardInterrupt");
  // A lock acquisition too.
  EXPECT_EQ(run_and_interrupt(x.c, "import threading\nl = threading.Lock()\nl.acquire()\nl.acquire()", 100, &took),
            TP_RUNTIME_ERROR);
  EXPECT_LT(took, 2.0);
  EXPECT_EQ(last_error(x.c).type, "KeyboardInterrupt");
}

TEST(Interrupt, PendingRequestStopsTheNextRunAndOthersAreUntouched) {
  Ctx a, b;
  tpContextInterrupt(a.c);
  tpContextInterrupt(nullptr);  // ignored
  // b is not interrupted by a's request.
  EXPECT_EQ(tpContextInterpret(b.c, "t = 0\nfor i in range(1000):\n    t += i\n", nullptr), TP_OK);
  EXPECT_EQ(number(b.c, "t"), 499500);
  EXPECT_EQ(tpContextInterpret(a.c, "t = 0\nfor i in range(1000):\n    t += i\n", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(a.c).type, "KeyboardInterrupt");
  EXPECT_EQ(tpContextInterpret(a.c, "t = 0\nfor i in range(1000):\n    t += i\n", nullptr), TP_OK);
}

TEST(Interrupt, TwoContextsOnTwoThreadsStopIndependently) {
  Ctx a, b;
  std::atomic<int> ra{-1}, rb{-1};
  std::thread ta([&] { ra = tpContextInterpret(a.c, "while True:\n    pass\n", nullptr); });
  std::thread tb([&] { rb = tpContextInterpret(b.c, "n = 0\nwhile n < 3000000:\n    n += 1\n", nullptr); });
  tb.join();  // b finishes on its own while a spins
  EXPECT_EQ(rb.load(), TP_OK);
  EXPECT_EQ(ra.load(), -1);
  tpContextInterrupt(a.c);
  ta.join();
  EXPECT_EQ(ra.load(), TP_RUNTIME_ERROR);
  EXPECT_EQ(number(b.c, "n"), 3000000);
}

TEST(Budget, StopsALoopWithACatchableError) {
  Ctx x;
  EXPECT_EQ(tpContextGetInstructionsLeft(x.c), INT64_MAX);
  ASSERT_TRUE(tpContextSetInstructionBudget(x.c, 100000));
  EXPECT_EQ(tpContextGetInstructionsLeft(x.c), 100000);
  EXPECT_EQ(tpContextInterpret(x.c, "n = 0\nwhile True:\n    n += 1\n", nullptr), TP_RUNTIME_ERROR);
  LastError e = last_error(x.c);
  EXPECT_EQ(e.type, "RuntimeError");
  EXPECT_EQ(e.text, "RuntimeError: instruction budget of 100000 exhausted");
  EXPECT_EQ(tpContextGetInstructionsLeft(x.c), 0);
  // A loop body of about 6 instructions: the count is in the right range.
  double n = number(x.c, "n");
  EXPECT_GT(n, 100000 / 12);
  EXPECT_LT(n, 100000 / 4);
}

TEST(Budget, CatchingItDoesNotBuyMoreTime) {
  Ctx x;
  ASSERT_TRUE(tpContextSetInstructionBudget(x.c, 50000));
  const char* src =
      "log = []\n"
      "try:\n"
      "    try:\n"
      "        while True:\n"
      "            pass\n"
      "    finally:\n"
      "        log.append('finally')\n"
      "except RuntimeError as e:\n"
      "    log.append(str(e))\n"
      "while True:\n"  // raises again at once
      "    log.append('looped')\n";
  EXPECT_EQ(tpContextInterpret(x.c, src, nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(x.c).type, "RuntimeError");
  // The handlers ran; the loop after them raised at its first backward jump (its body ran
  // once, up to it).
  ASSERT_TRUE(tpContextSetInstructionBudget(x.c, 0));
  EXPECT_TRUE(truthy(x.c, "log == ['finally', 'instruction budget of 50000 exhausted', 'looped']"));
  // Without a budget the context runs on.
  EXPECT_EQ(tpContextGetInstructionsLeft(x.c), INT64_MAX);
  EXPECT_EQ(tpContextInterpret(x.c, "s = sum(i for i in range(100000))", nullptr), TP_OK);
  EXPECT_EQ(number(x.c, "s"), 4999950000.0);
}

TEST(Budget, CountsAcrossCallsAndFunctions) {
  Ctx x;
  ASSERT_TRUE(tpContextSetInstructionBudget(x.c, 1000000));
  EXPECT_EQ(tpContextInterpret(x.c, "def f(n):\n    return n + 1\nt = 0\nfor i in range(1000):\n    t = f(t)\n", nullptr),
            TP_OK);
  int64_t left = tpContextGetInstructionsLeft(x.c);
  EXPECT_LT(left, 1000000 - 5000);  // f's body and the loop both count
  EXPECT_GT(left, 1000000 - 50000);
  // Calls from C count too, until the budget is gone.
  TPObject* f = tpContextGetGlobalObject(x.c, "f");
  ASSERT_NE(f, nullptr);
  TPObject* one = tpObjectFromInt(x.c, 1);
  TPObject* r = tpObjectCall(f, 1, &one, nullptr);
  EXPECT_NE(r, nullptr);
  tpObjectRelease(r);
  EXPECT_LT(tpContextGetInstructionsLeft(x.c), left);
  ASSERT_TRUE(tpContextSetInstructionBudget(x.c, 10));
  EXPECT_EQ(tpContextInterpret(x.c, "for i in range(100):\n    pass\n", nullptr), TP_RUNTIME_ERROR);
  r = tpObjectCall(f, 1, &one, nullptr);  // entering f is a safe point: raises at once
  EXPECT_EQ(r, nullptr);
  EXPECT_EQ(last_error(x.c).type, "RuntimeError");
  tpObjectRelease(one);
  tpObjectRelease(f);
}

TEST(Budget, Misuse) {
  Ctx x;
  EXPECT_FALSE(tpContextSetInstructionBudget(x.c, -1));
  EXPECT_EQ(last_error(x.c).type, "ValueError");
  EXPECT_FALSE(tpContextSetInstructionBudget(nullptr, 10));
  EXPECT_EQ(tpContextGetInstructionsLeft(nullptr), -1);
}

TEST(MemoryLimit, MemoryErrorIsCatchableAndTheContextSurvives) {
  Ctx x;
  EXPECT_GT(tpContextGetMemoryUsage(x.c), 0u);
  ASSERT_TRUE(tpContextSetMemoryLimit(x.c, 64u << 20));
  const char* src =
      "held = []\n"
      "try:\n"
      "    while True:\n"
      "        held.append('x' * 1000)\n"
      "except MemoryError:\n"
      "    count = len(held)\n"
      "    held = None\n";
  EXPECT_EQ(tpContextInterpret(x.c, src, nullptr), TP_OK);
  double count = number(x.c, "count");
  EXPECT_GT(count, 20000);   // ~1 KB each: tens of thousands fit in 64 MB
  EXPECT_LT(count, 70000);
  // Once the memory is released the context is as before, many times over.
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(tpContextInterpret(x.c, "again = len(['y' * 1000 for _ in range(20000)])", nullptr), TP_OK);
    EXPECT_EQ(number(x.c, "again"), 20000);
  }
  EXPECT_LT(tpContextGetMemoryUsage(x.c), 64u << 20);
}

TEST(MemoryLimit, UncaughtUpFrontAndTensorAllocationsFail) {
  Ctx x;
  ASSERT_TRUE(tpContextSetMemoryLimit(x.c, 32u << 20));
  // Up-front size checks compare with the room left.
  EXPECT_EQ(tpContextInterpret(x.c, "s = 'x' * (100 * 1024 * 1024)", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(x.c).type, "MemoryError");
  EXPECT_EQ(tpContextInterpret(x.c, "l = [0] * (50 * 1024 * 1024)", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(x.c).type, "MemoryError");
  // Tensor buffers count.
  EXPECT_EQ(tpContextInterpret(x.c, "import ml\nt = ml.zeros(16 * 1024 * 1024)", nullptr), TP_RUNTIME_ERROR);
  EXPECT_EQ(last_error(x.c).type, "MemoryError");
  const char* src =
      "ts = []\n"
      "try:\n"
      "    while True:\n"
      "        ts.append(ml.ones(256 * 1024))\n"
      "except MemoryError:\n"
      "    made = len(ts)\n"
      "    ts = None\n";
  EXPECT_EQ(tpContextInterpret(x.c, src, nullptr), TP_OK);
  double made = number(x.c, "made");
  EXPECT_GE(made, 20);  // 1 MiB each
  EXPECT_LE(made, 33);
  EXPECT_EQ(tpContextInterpret(x.c, "ok = float(ml.ones(1024).sum())", nullptr), TP_OK);
  EXPECT_EQ(number(x.c, "ok"), 1024);
  // Raising the cap (or removing it) lets bigger work through.
  ASSERT_TRUE(tpContextSetMemoryLimit(x.c, 0));
  EXPECT_EQ(tpContextInterpret(x.c, "t = ml.zeros(16 * 1024 * 1024)\nn = t.numel()", nullptr), TP_OK);
  EXPECT_EQ(number(x.c, "n"), 16 * 1024 * 1024);
}

TEST(MemoryLimit, GarbageDoesNotCountAgainstTheCap) {
  Ctx x;
  ASSERT_TRUE(tpContextSetMemoryLimit(x.c, 16u << 20));
  // 200 MB allocated in all, never more than ~1 MB alive: collections keep it under the cap.
  EXPECT_EQ(tpContextInterpret(x.c,
                               "total = 0\nfor i in range(2000):\n    s = [str(j) for j in range(2000)]\n"
                               "    total += len(s)\n",
                               nullptr),
            TP_OK);
  EXPECT_EQ(number(x.c, "total"), 4000000);
  EXPECT_EQ(tpContextInterpret(x.c, "import ml\nfor i in range(300):\n    t = ml.ones(256 * 1024) * 2\n", nullptr),
            TP_OK);
}

TEST(MemoryLimit, Misuse) {
  EXPECT_FALSE(tpContextSetMemoryLimit(nullptr, 1));
  EXPECT_EQ(tpContextGetMemoryUsage(nullptr), 0u);
}

}  // namespace
