/* A C host embedding TensorPy (docs/c-api.md walks through it). It runs a script, exchanges
 * scalars through the original API, registers a host module, calls a script function with
 * keyword arguments, hands a buffer of its own to the script as a tensor without copying,
 * and reads the result back in place. Build against an installed TensorPy:
 *   cc -std=c99 host.c $(pkg-config --cflags --libs tensorpy) -o host && ./host
 */
#include <stdio.h>
#include <string.h>

#include <tensorpy/api.h>

/* A scalar host function: greet(name) -> "hello, <name>" with the prefix in userData. */
static TPResult greet(TPContext* context, int argCount, const TPValue* args, TPValue* result,
                      void* userData) {
  char buffer[128];
  (void)context;
  if (argCount != 1 || args[0].type != TP_VALUE_STRING) {
    tpValueSetException(result, "TypeError", "greet() takes one str");
    return TP_RUNTIME_ERROR;
  }
  snprintf(buffer, sizeof buffer, "%s, %s", (const char*)userData, args[0].string);
  return tpValueSetString(result, buffer) ? TP_OK : TP_RUNTIME_ERROR;
}

/* An object host function: total(values) -> sum of a list of numbers, as a float. */
static TPObject* total(TPContext* context, size_t argc, TPObject* const* args, TPObject* kwargs,
                       void* userData) {
  double sum = 0;
  TPObject* iterator;
  TPObject* item;
  int status;
  (void)kwargs;
  (void)userData;
  if (argc != 1) {
    tpRaise(context, "TypeError", "total() takes one iterable");
    return NULL;
  }
  iterator = tpObjectIter(args[0]);
  if (iterator == NULL) return NULL; /* the TypeError propagates */
  while ((status = tpObjectNext(iterator, &item)) == 1) {
    double x;
    bool ok = tpObjectToDouble(item, &x);
    tpObjectRelease(item);
    if (!ok) {
      tpObjectRelease(iterator);
      return NULL;
    }
    sum += x;
  }
  tpObjectRelease(iterator);
  return status < 0 ? NULL : tpObjectFromDouble(context, sum);
}

static void release_buffer(void* data, void* userData) {
  (void)data;
  ++*(int*)userData;
}

int main(void) {
  static char prefix[] = "hello";
  float pixels[2][4] = {{0, 1, 2, 3}, {4, 5, 6, 7}};
  int64_t shape[2] = {2, 4};
  int released = 0;
  TPContext* context = tpContextCreate();
  TPModule* module;
  TPValue value;
  TPObject *fn, *arg, *kwargs, *scale, *result, *tensor, *out;
  TPTensorView view;
  char* text;

  if (context == NULL) return 1;
  tpValueInit(&value);

  /* The original API: scalars in and out. */
  tpValueSetNumber(&value, 20);
  tpContextSetGlobal(context, "n", &value);
  if (tpContextInterpret(context, "squares = sum(i * i for i in range(n))", "host.py") != TP_OK) return 2;
  tpContextGetGlobal(context, "squares", &value);
  printf("sum of squares below 20: %.0f\n", value.number);

  /* A host module. */
  module = tpContextCreateModule(context, "host");
  tpModuleAddFunction(module, "greet", greet, prefix);
  tpModuleAddObjectFunction(module, "total", total, NULL);
  tpModuleDestroy(module);
  tpContextInterpret(context,
                     "import host\n"
                     "print(host.greet('embedder'))\n"
                     "print('total:', host.total([1, 2.5, 3]))\n"
                     "def blend(x, weight=0.5):\n"
                     "    return x * weight + (1 - weight)\n",
                     "host.py");

  /* Errors come back with their type and traceback. */
  if (tpContextInterpret(context, "host.total(5)", "host.py") == TP_RUNTIME_ERROR &&
      tpContextGetLastError(context, &value))
    printf("error of type %s; the traceback ends with: %s\n", value.exceptionType,
           strrchr(value.string, '\n') + 1);

  /* Call a script function with a keyword argument. */
  fn = tpContextGetGlobalObject(context, "blend");
  arg = tpObjectFromDouble(context, 3.0);
  kwargs = tpObjectNewDict(context);
  scale = tpObjectFromDouble(context, 0.25);
  tpObjectSetKey(kwargs, "weight", scale);
  result = tpObjectCall(fn, 1, &arg, kwargs);
  text = tpObjectRepr(result);
  printf("blend(3.0, weight=0.25) = %s\n", text);
  tpStringFree(text);

  /* Our pixels as a tensor, no copy: the script scales them in place. */
  tensor = tpTensorFromBuffer(context, pixels, TP_DTYPE_FLOAT32, 2, shape, NULL, release_buffer, &released);
  tpContextSetGlobalObject(context, "pixels", tensor);
  tpContextInterpret(context, "pixels /= 7\nrow_means = pixels.mean(1)", "host.py");
  printf("pixels[1][3] after the script: %.1f\n", pixels[1][3]);
  out = tpContextGetGlobalObject(context, "row_means");
  if (tpTensorGetView(out, &view))
    printf("row means (read in place): %.4f %.4f\n", ((float*)view.data)[0], ((float*)view.data)[1]);

  tpObjectRelease(out);
  tpObjectRelease(tensor);
  tpObjectRelease(result);
  tpObjectRelease(scale);
  tpObjectRelease(kwargs);
  tpObjectRelease(arg);
  tpObjectRelease(fn);
  tpValueFree(&value);
  tpContextDestroy(context);
  printf("buffer released by TensorPy: %d time(s)\n", released);
  return 0;
}
