/* A C99 host compiled with -std=c99 -Wall -Wextra -pedantic -Werror against the installed
 * headers only (tests/embed/run): every declaration of include/tensorpy/api.h is named
 * here, so a header that is not clean C99 fails the build, and a short run checks the
 * library answers through the original API and the handle API. Prints "c99-host-ok". */
#include <stdio.h>
#include <string.h>

#include <tensorpy/api.h>

#if TENSORPY_API_VERSION != 1 || TENSORPY_EXTENSION_ABI_VERSION != 1
#error unexpected TensorPy API version
#endif

typedef void (*AnyFn)(void);
#define FN(f) ((AnyFn)(f))

static TPResult add_one(TPContext* context, int argc, const TPValue* args, TPValue* result, void* user) {
  (void)context;
  (void)user;
  if (argc != 1 || args[0].type != TP_VALUE_NUMBER) {
    tpValueSetException(result, "TypeError", "add_one(number)");
    return TP_RUNTIME_ERROR;
  }
  tpValueSetNumber(result, args[0].number + 1);
  return TP_OK;
}

static TPObject* first(TPContext* context, size_t argc, TPObject* const* args, TPObject* kwargs, void* user) {
  (void)kwargs;
  (void)user;
  if (argc == 0) {
    tpRaise(context, "ValueError", "first() needs an argument");
    return NULL;
  }
  return tpObjectRetain(args[0]);
}

int main(void) {
  /* Every function of the header, by address. */
  AnyFn all[] = {
      FN(tpValueInit), FN(tpValueFree), FN(tpValueSetNil), FN(tpValueSetBool), FN(tpValueSetNumber),
      FN(tpValueSetString), FN(tpValueSetError), FN(tpValueSetException), FN(tpContextCreate),
      FN(tpContextDestroy), FN(tpContextInterpret), FN(tpContextGetGlobal), FN(tpContextSetGlobal),
      FN(tpContextGetLastError), FN(tpContextCreateModule), FN(tpModuleDestroy), FN(tpModuleAddValue),
      FN(tpModuleAddFunction), FN(tpApiVersion), FN(tpExtensionAbiVersion), FN(tpInit), FN(tpFree),
      FN(tpInterpret), FN(tpContextRunFile), FN(tpContextClearError), FN(tpContextSetRecursionLimit),
      FN(tpObjectRelease), FN(tpObjectRetain), FN(tpObjectContext), FN(tpStringFree), FN(tpContextEval),
      FN(tpContextGetGlobalObject), FN(tpContextSetGlobalObject), FN(tpContextImport), FN(tpObjectNone),
      FN(tpObjectFromBool), FN(tpObjectFromInt), FN(tpObjectFromIntString), FN(tpObjectFromDouble),
      FN(tpObjectFromString), FN(tpObjectFromBytes), FN(tpObjectNewList), FN(tpObjectNewDict),
      FN(tpObjectNewTuple), FN(tpObjectFromValue), FN(tpObjectKind), FN(tpObjectTypeName),
      FN(tpObjectToBool), FN(tpObjectToInt), FN(tpObjectToDouble), FN(tpObjectToString),
      FN(tpObjectToBytes), FN(tpObjectToValue), FN(tpObjectRepr), FN(tpObjectStr), FN(tpObjectLength),
      FN(tpObjectGetItem), FN(tpObjectSetItem), FN(tpObjectGetIndex), FN(tpObjectGetKey),
      FN(tpObjectSetKey), FN(tpObjectAppend), FN(tpObjectGetAttr), FN(tpObjectSetAttr), FN(tpObjectIter),
      FN(tpObjectNext), FN(tpObjectCall), FN(tpObjectCallMethod), FN(tpContextGetLastException),
      FN(tpExceptionInfo), FN(tpRaise), FN(tpRaiseObject), FN(tpObjectNewFunction),
      FN(tpModuleAddObjectFunction), FN(tpModuleAddObject), FN(tpModuleGetObject), FN(tpTensorFromBuffer),
      FN(tpTensorGetView), FN(tpTensorFromDLPack), FN(tpTensorToDLPack)};
  TPValueType types[] = {TP_VALUE_NIL, TP_VALUE_BOOL, TP_VALUE_NUMBER, TP_VALUE_STRING, TP_VALUE_ERROR};
  TPResult results[] = {TP_OK, TP_COMPILE_ERROR, TP_RUNTIME_ERROR};
  TPKind kinds[] = {TP_KIND_NONE, TP_KIND_BOOL, TP_KIND_INT, TP_KIND_FLOAT, TP_KIND_STRING, TP_KIND_BYTES,
                    TP_KIND_LIST, TP_KIND_TUPLE, TP_KIND_DICT, TP_KIND_TENSOR, TP_KIND_EXCEPTION,
                    TP_KIND_CALLABLE, TP_KIND_OTHER, TP_KIND_INVALID};
  TPDType dtypes[] = {TP_DTYPE_FLOAT32, TP_DTYPE_FLOAT64, TP_DTYPE_INT64, TP_DTYPE_INT32, TP_DTYPE_UINT8,
                      TP_DTYPE_BOOL};
  TPNativeFn native = add_one;
  TPObjectFn objfn = first;
  TPDeleter deleter = NULL;
  TPTensorView view;
  TPContext* c;
  TPModule* m;
  TPValue v;
  TPObject *list, *one, *r;
  double data[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  size_t i, n = 0;

  for (i = 0; i < sizeof all / sizeof all[0]; i++)
    if (all[i] == NULL) return 1;
  (void)types;
  (void)results;
  (void)kinds;
  (void)dtypes;
  (void)deleter;

  c = tpContextCreate();
  tpValueInit(&v);
  m = tpContextCreateModule(c, "hostc");
  if (!tpModuleAddFunction(m, "add_one", native, NULL) || !tpModuleAddObjectFunction(m, "first", objfn, NULL))
    return 2;
  tpModuleDestroy(m);
  if (tpContextInterpret(c, "import hostc\nx = hostc.add_one(41)\ny = hostc.first([7])", "c99.py") != TP_OK)
    return 3;
  if (!tpContextGetGlobal(c, "x", &v) || v.type != TP_VALUE_NUMBER || v.number != 42) return 4;
  list = tpContextGetGlobalObject(c, "y");
  one = tpObjectFromInt(c, 1);
  if (!tpObjectAppend(list, one) || !tpObjectLength(list, &n) || n != 2) return 5;
  r = tpTensorFromBuffer(c, data, TP_DTYPE_FLOAT64, 1, shape, NULL, NULL, NULL);
  if (r == NULL || !tpTensorGetView(r, &view) || view.data != (void*)data || view.ndim != 1) return 6;
  if (tpContextInterpret(c, "hostc.first()", "c99.py") != TP_RUNTIME_ERROR) return 7;
  if (!tpContextGetLastError(c, &v) || strcmp(v.exceptionType, "ValueError") != 0) return 8;
  tpObjectRelease(r);
  tpObjectRelease(one);
  tpObjectRelease(list);
  tpValueFree(&v);
  tpContextDestroy(c);
  printf("c99-host-ok\n");
  return 0;
}
