/* benchmarks/embed: TensorPy's C API against Lua 5.4 and CPython 3.11's embedding API, in
 * one process and one run (benchmarks/embed/run builds and runs it; docs/benchmarks.md has
 * the table). Four measures, each the median of several repetitions:
 *   create  - a fresh interpreter made and torn down: tpContextCreate + tpContextDestroy;
 *             luaL_newstate + luaL_openlibs + lua_close; Py_InitializeEx(0) + Py_FinalizeEx.
 *   idle    - resident memory an idle interpreter adds (VmRSS before and after making N of
 *             them, divided by N, in a fresh child process per system; CPython: one
 *             Py_Initialize, it has one main interpreter per process).
 *   c->script call - calling `f(x) = x + 1` defined in the script from C with an int and
 *             reading the int result: tpObjectCall; lua_pcall; PyObject_Call.
 *   script->host call - a script loop `for i in range(N): h(i)` calling a host function
 *             that returns its argument, per iteration (the loop's own cost included, the
 *             same loop in each language).
 * Times are the process's CPU time (CLOCK_PROCESS_CPUTIME_ID): the machine is shared, and
 * wall-clock time there measures the other tenants as much as the code. Prints a JSON
 * object per measure. */
#define _POSIX_C_SOURCE 200809L
#include <Python.h>
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <tensorpy/api.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);  /* CPU time: the machine is shared */
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static long rss_kb(void) {
  FILE* f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  if (!f) return -1;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "VmRSS:", 6) == 0) kb = strtol(line + 6, NULL, 10);
  fclose(f);
  return kb;
}

static int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}
static double median(double* v, int n) {
  qsort(v, n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

#define REPS 7

static void report(const char* measure, const char* system, double value, const char* unit) {
  printf("{\"measure\": \"%s\", \"system\": \"%s\", \"value\": %.6g, \"unit\": \"%s\"}\n", measure, system,
         value, unit);
  fflush(stdout);
}

/* --- create + destroy ------------------------------------------------------------------ */
static void bench_create(void) {
  double t[REPS];
  int r, i;
  const int n = 20;
  for (r = 0; r < REPS; r++) {
    double t0 = now();
    for (i = 0; i < n; i++) tpContextDestroy(tpContextCreate());
    t[r] = (now() - t0) / n;
  }
  report("create+destroy", "tensorpy", median(t, REPS) * 1e3, "ms");
  for (r = 0; r < REPS; r++) {
    double t0 = now();
    for (i = 0; i < n; i++) {
      lua_State* L = luaL_newstate();
      luaL_openlibs(L);
      lua_close(L);
    }
    t[r] = (now() - t0) / n;
  }
  report("create+destroy", "lua", median(t, REPS) * 1e3, "ms");
  for (r = 0; r < REPS; r++) {
    double t0 = now();
    Py_InitializeEx(0);
    Py_FinalizeEx();
    t[r] = now() - t0;
  }
  report("create+destroy", "cpython", median(t, REPS) * 1e3, "ms");
}

/* --- idle memory ------------------------------------------------------------------------ */
/* Each system in a fresh child process, so no interpreter reuses memory another freed. */
enum { kIdle = 20 };
static void idle_tensorpy(void) {
  TPContext* c[kIdle];
  long before = rss_kb();
  int i;
  for (i = 0; i < kIdle; i++) c[i] = tpContextCreate();
  report("idle memory", "tensorpy", (rss_kb() - before) / 1024.0 / kIdle, "MB");
  (void)c;
}
static void idle_lua(void) {
  lua_State* L[kIdle];
  long before = rss_kb();
  int i;
  for (i = 0; i < kIdle; i++) {
    L[i] = luaL_newstate();
    luaL_openlibs(L[i]);
  }
  report("idle memory", "lua", (rss_kb() - before) / 1024.0 / kIdle, "MB");
}
static void idle_cpython(void) { /* one main interpreter per process */
  long before = rss_kb();
  Py_InitializeEx(0);
  report("idle memory", "cpython", (rss_kb() - before) / 1024.0, "MB");
}
static void in_child(void (*fn)(void)) {
  pid_t pid;
  fflush(stdout);
  pid = fork();
  if (pid == 0) {
    fn();
    fflush(stdout);
    _exit(0);
  }
  waitpid(pid, NULL, 0);
}
static void bench_idle(void) {
  in_child(idle_tensorpy);
  in_child(idle_lua);
  in_child(idle_cpython);
}

/* --- C -> script call ------------------------------------------------------------------- */
static void bench_call_into(void) {
  double t[REPS];
  int r;
  long i, n = 200000;
  {
    TPContext* c = tpContextCreate();
    TPObject* f;
    tpContextInterpret(c, "def f(x):\n    return x + 1\n", "bench");
    f = tpContextGetGlobalObject(c, "f");
    for (r = 0; r < REPS; r++) {
      double t0 = now();
      int64_t acc = 0;
      for (i = 0; i < n; i++) {
        TPObject* x = tpObjectFromInt(c, i);
        TPObject* y = tpObjectCall(f, 1, &x, NULL);
        int64_t v;
        tpObjectToInt(y, &v);
        acc += v;
        tpObjectRelease(y);
        tpObjectRelease(x);
      }
      t[r] = (now() - t0) / n;
      if (acc != n * (n + 1) / 2) fprintf(stderr, "tensorpy: wrong sum\n");
    }
    report("C->script call", "tensorpy", median(t, REPS) * 1e9, "ns");
    tpObjectRelease(f);
    tpContextDestroy(c);
  }
  {
    lua_State* L = luaL_newstate();
    luaL_openlibs(L);
    luaL_dostring(L, "function f(x) return x + 1 end");
    for (r = 0; r < REPS; r++) {
      double t0 = now();
      long long acc = 0;
      for (i = 0; i < n; i++) {
        lua_getglobal(L, "f");
        lua_pushinteger(L, i);
        lua_pcall(L, 1, 1, 0);
        acc += lua_tointeger(L, -1);
        lua_pop(L, 1);
      }
      t[r] = (now() - t0) / n;
      if (acc != n * (n + 1) / 2) fprintf(stderr, "lua: wrong sum\n");
    }
    report("C->script call", "lua", median(t, REPS) * 1e9, "ns");
    lua_close(L);
  }
  {
    PyObject *main, *f;
    Py_InitializeEx(0);
    PyRun_SimpleString("def f(x):\n    return x + 1\n");
    main = PyImport_AddModule("__main__");
    f = PyObject_GetAttrString(main, "f");
    for (r = 0; r < REPS; r++) {
      double t0 = now();
      long long acc = 0;
      for (i = 0; i < n; i++) {
        PyObject* x = PyLong_FromLong(i);
        PyObject* args = PyTuple_Pack(1, x);
        PyObject* y = PyObject_Call(f, args, NULL);
        acc += PyLong_AsLong(y);
        Py_DECREF(y);
        Py_DECREF(args);
        Py_DECREF(x);
      }
      t[r] = (now() - t0) / n;
      if (acc != n * (n + 1) / 2) fprintf(stderr, "cpython: wrong sum\n");
    }
    report("C->script call", "cpython", median(t, REPS) * 1e9, "ns");
    Py_DECREF(f);
    Py_FinalizeEx();
  }
}

/* --- script -> host call ---------------------------------------------------------------- */
static TPObject* tp_identity(TPContext* c, size_t argc, TPObject* const* args, TPObject* kw, void* u) {
  (void)kw;
  (void)u;
  (void)argc;
  return tpObjectRetain(args[0]);
  (void)c;
}
static int lua_identity(lua_State* L) {
  lua_pushvalue(L, 1);
  return 1;
}
static PyObject* py_identity(PyObject* self, PyObject* arg) {
  (void)self;
  Py_INCREF(arg);
  return arg;
}
static PyMethodDef py_methods[] = {{"h", py_identity, METH_O, NULL}, {NULL, NULL, 0, NULL}};

static void bench_call_out(void) {
  double t[REPS];
  int r;
  const long n = 1000000;
  {
    TPContext* c = tpContextCreate();
    TPModule* m = tpContextCreateModule(c, "hostmod");
    tpModuleAddObjectFunction(m, "h", tp_identity, NULL);
    tpModuleDestroy(m);
    tpContextInterpret(c, "from hostmod import h\ndef loop(n):\n    for i in range(n): h(i)\n", "bench");
    for (r = 0; r < REPS; r++) {
      double t0 = now();
      tpContextInterpret(c, "loop(1000000)", "bench");
      t[r] = (now() - t0) / n;
    }
    report("script->host call", "tensorpy", median(t, REPS) * 1e9, "ns");
    tpContextDestroy(c);
  }
  {
    lua_State* L = luaL_newstate();
    luaL_openlibs(L);
    lua_register(L, "h", lua_identity);
    luaL_dostring(L, "function loop(n) for i = 0, n - 1 do h(i) end end");
    for (r = 0; r < REPS; r++) {
      double t0 = now();
      luaL_dostring(L, "loop(1000000)");
      t[r] = (now() - t0) / n;
    }
    report("script->host call", "lua", median(t, REPS) * 1e9, "ns");
    lua_close(L);
  }
  {
    PyObject *main, *h;
    Py_InitializeEx(0);
    main = PyImport_AddModule("__main__");
    h = PyCFunction_New(py_methods, NULL);
    PyObject_SetAttrString(main, "h", h);
    PyRun_SimpleString("def loop(n):\n    for i in range(n): h(i)\n");
    for (r = 0; r < REPS; r++) {
      double t0 = now();
      PyRun_SimpleString("loop(1000000)");
      t[r] = (now() - t0) / n;
    }
    report("script->host call", "cpython", median(t, REPS) * 1e9, "ns");
    Py_DECREF(h);
    Py_FinalizeEx();
  }
}

int main(void) {
  bench_idle();
  bench_create();
  bench_call_into();
  bench_call_out();
  return 0;
}
