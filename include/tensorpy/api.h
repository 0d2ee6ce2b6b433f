/* TensorPy's C API (SPEC section 8): what a host application uses to run TensorPy code in
 * its own process. Usable from C99 and C++; link libtensorpy (pkg-config tensorpy, or the
 * CMake package TensorPy giving TensorPy::tensorpy). docs/c-api.md is the tutorial.
 *
 * Two layers, both over the same contexts:
 *  - the original TensorPy's scalar API, with its names and meaning unchanged: TPValue
 *    (nil, bool, number, string, error), tpContextCreate/Interpret/GetGlobal/SetGlobal/
 *    GetLastError/CreateModule, tpModuleAddValue/AddFunction, tpInit/tpFree/tpInterpret.
 *    One deliberate difference: the original allowed one active context; any number may
 *    exist here, each independent of the others (nothing is shared between them), and
 *    contexts may run at the same time on different threads.
 *  - handles (TPObject) to any TensorPy object, calls, exceptions, host functions that take
 *    and return any object, and tensors over host memory without copies.
 *
 * Rules that hold for every declaration:
 *  - A context is used by one thread at a time (any thread; not several at once).
 *  - Nothing here aborts or throws: misuse (a NULL handle, a wrong type) returns an error
 *    (false, NULL, -1 or TP_RUNTIME_ERROR). When the context is known the error is also
 *    recorded as its last error (tpContextGetLastError, tpContextGetLastException).
 *  - Ownership is stated per declaration: "owned" results are the caller's to release
 *    (tpObjectRelease, tpStringFree, tpValueFree, tpModuleDestroy); "borrowed" ones are
 *    valid only as long as stated and must not be released.
 *  - A TPObject handle keeps its object alive (a root for the collector) until released.
 *    Handles belong to their context and die with it. A handle used after its release or
 *    after its context is destroyed reads as NULL (the error value; a second release does
 *    nothing) until a new handle reuses its memory: never a crash, but once reused it
 *    refers to the new handle's object. The same holds for a TPModule. A destroyed
 *    TPContext pointer itself must not be used.
 *  - Strings are UTF-8, NUL-terminated unless a length is given.
 */
#ifndef TENSORPY_API_H
#define TENSORPY_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TENSORPY_API_VERSION 1
#define TENSORPY_EXTENSION_ABI_VERSION 1

#if defined(__GNUC__)
#define TP_API __attribute__((visibility("default")))
#else
#define TP_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ==== The original API ================================================================= */

/* An interpreter: its own heap, modules, globals (those of its __main__ module) and last
 * error. Opaque. */
typedef struct TPContext TPContext;
/* A handle on a host module being filled (tpContextCreateModule). Opaque. */
typedef struct TPModule TPModule;

/* What a TPValue holds. */
typedef enum {
  TP_VALUE_NIL,    /* None */
  TP_VALUE_BOOL,   /* bool: the `boolean` field */
  TP_VALUE_NUMBER, /* int or float: the `number` field */
  TP_VALUE_STRING, /* str: the `string` field */
  TP_VALUE_ERROR   /* an exception: `error`, `exceptionType` and `string` (its message) */
} TPValueType;

/* The outcome of running code; the numbers are the CLI's exit statuses. */
typedef enum {
  TP_OK = 0,
  TP_COMPILE_ERROR = 65, /* the source did not compile (SyntaxError) */
  TP_RUNTIME_ERROR = 70  /* an exception escaped, or the call was misused */
} TPResult;

/* A scalar exchanged by value. Call tpValueInit before first use and tpValueFree when done.
 * The value owns its `string` and `exceptionType` (malloc'd copies); every tpValueSet* and
 * every function filling a TPValue first releases what it held. */
typedef struct {
  TPValueType type;
  TPResult error;      /* TP_VALUE_ERROR: TP_COMPILE_ERROR or TP_RUNTIME_ERROR */
  char* exceptionType; /* TP_VALUE_ERROR: the exception class name ("ValueError"), or NULL */
  bool boolean;
  double number;
  char* string; /* TP_VALUE_STRING: the text; TP_VALUE_ERROR: the message */
} TPValue;

/* A host function of the scalar API. `args` (argCount entries) are borrowed for the call.
 * `result` is initialised (nil) before the call and freed by TensorPy after it. Return TP_OK
 * with `result` set (nil when untouched) to return it to the script. To raise: set `result`
 * with tpValueSetException (that type, e.g. "TypeError") or tpValueSetError (RuntimeError),
 * or return anything but TP_OK (RuntimeError, with result's message when it is an error or
 * a string). Arguments that are not scalars (a list...) raise TypeError before the call. */
typedef TPResult (*TPNativeFn)(TPContext* context, int argCount, const TPValue* args,
                               TPValue* result, void* userData);

/* TPValue: initialise to nil; free what it owns (it is nil afterwards). NULL is ignored. */
TP_API void tpValueInit(TPValue* value);
TP_API void tpValueFree(TPValue* value);
/* Setters: release the old content, then store a copy of the argument. The string setters
 * return false (value left nil) when the argument is NULL or memory runs out. */
TP_API void tpValueSetNil(TPValue* value);
TP_API void tpValueSetBool(TPValue* value, bool boolean);
TP_API void tpValueSetNumber(TPValue* value, double number);
TP_API bool tpValueSetString(TPValue* value, const char* string);
/* An error with no exception type (raised as RuntimeError). `error` is stored in `error`. */
TP_API bool tpValueSetError(TPValue* value, TPResult error, const char* message);
/* An error of the named exception type: a builtin exception class name ("KeyError"), or
 * "module.Name" for another class (raised as RuntimeError when no such class exists). */
TP_API bool tpValueSetException(TPValue* value, const char* exceptionType, const char* message);

/* A new context, or NULL when memory runs out. Owned: release with tpContextDestroy. */
TP_API TPContext* tpContextCreate(void);
/* Destroys the context, every object in it, its handles and its modules' handles. Tensors
 * wrapping host memory run their deleters. NULL is ignored. */
TP_API void tpContextDestroy(TPContext* context);
/* Compiles `source` and runs it as the body of the context's __main__ module (globals
 * persist between calls). `filename` names it in tracebacks (NULL: "<string>"). Returns
 * TP_OK, TP_COMPILE_ERROR (SyntaxError) or TP_RUNTIME_ERROR (an uncaught exception,
 * SystemExit included: the process never exits); the exception becomes the last error and
 * nothing is printed. */
TP_API TPResult tpContextInterpret(TPContext* context, const char* source, const char* filename);
/* Copies the global `name` of __main__ into `out`: None, bool, int (as a double), float and
 * str convert; false (out nil) when it is missing or of another type. */
TP_API bool tpContextGetGlobal(TPContext* context, const char* name, TPValue* out);
/* Sets the global `name` of __main__ to a copy of `value`: nil -> None, bool, number ->
 * int when integral and within +-2**53 (float otherwise), string -> str, error -> an
 * exception instance. The caller keeps `value`. */
TP_API bool tpContextSetGlobal(TPContext* context, const char* name, const TPValue* value);
/* The last error of the context (of the last call that failed): type TP_VALUE_ERROR,
 * `exceptionType` its class name, `string` the formatted traceback ending in
 * "Type: message", `error` TP_COMPILE_ERROR or TP_RUNTIME_ERROR. False (out nil) when
 * there is none. The error stays until the next failure or tpContextClearError. */
TP_API bool tpContextGetLastError(TPContext* context, TPValue* out);
/* A new module `name` (replacing one of that name), importable at once (`import name`).
 * Owned handle: tpModuleDestroy releases the handle, not the module. */
TP_API TPModule* tpContextCreateModule(TPContext* context, const char* name);
TP_API void tpModuleDestroy(TPModule* module);
/* Sets the module attribute `name` to a copy of `value`. */
TP_API bool tpModuleAddValue(TPModule* module, const char* name, const TPValue* value);
/* Adds a function `name` calling `function` with `userData` (borrowed: it must outlive the
 * context). */
TP_API bool tpModuleAddFunction(TPModule* module, const char* name, TPNativeFn function,
                                void* userData);
/* TENSORPY_API_VERSION and TENSORPY_EXTENSION_ABI_VERSION of the library in use. */
TP_API int tpApiVersion(void);
TP_API int tpExtensionAbiVersion(void);

/* The default context of the process, for hosts that need one only: tpInit creates it (if
 * absent), tpFree destroys it, tpInterpret runs source in it (creating it when needed).
 * These three are not thread-safe with each other. */
TP_API void tpInit(void);
TP_API void tpFree(void);
TP_API TPResult tpInterpret(const char* source, const char* filename);

/* ==== Beyond the original: contexts ==================================================== */

/* Runs the file at `path` as __main__ (its __file__ set, its folder first on sys.path).
 * An unreadable file is TP_RUNTIME_ERROR with OSError as the last error. */
TP_API TPResult tpContextRunFile(TPContext* context, const char* path);
/* Forgets the last error. */
TP_API void tpContextClearError(TPContext* context);
/* sys.setrecursionlimit(limit) for the context (limit >= 1); false otherwise. */
TP_API bool tpContextSetRecursionLimit(TPContext* context, int limit);

/* ==== Limits =========================================================================== */

/* Options of a new context (tpContextCreateWithOptions). Fill with tpContextOptionsInit
 * first: later versions only append fields, and `structSize` tells which the caller knows. */
typedef struct {
  size_t structSize;         /* sizeof(TPContextOptions) of the caller's header */
  /* No file, process, network or environment access: open(), exit(), sys.exit(), io.open,
   * ml's readers and writers of paths (load_*, save_*, read_*, write_*) raise
   * PermissionError; os, socket, signal, sqlite3, subprocess and what imports them are not
   * importable; imports are limited to `allowedImports` and load only the embedded
   * library, never files. */
  bool sandbox;
  /* With `sandbox`: the importable top-level module names, NULL-terminated, copied (NULL:
   * the default list of pure modules, docs/c-api.md). Modules that reach the operating
   * system are refused even when listed. */
  const char* const* allowedImports;
  size_t memoryLimit;        /* tpContextSetMemoryLimit (0: none) */
  int64_t instructionBudget; /* tpContextSetInstructionBudget (0: none) */
  int recursionLimit;        /* tpContextSetRecursionLimit (0: the default, 1000) */
} TPContextOptions;
/* Sets the defaults: no sandbox, no limits. */
TP_API void tpContextOptionsInit(TPContextOptions* options);
/* A new context with `options` (NULL: as tpContextCreate). Owned; NULL when memory runs
 * out or an option is invalid (structSize 0 or larger than this library's, a negative
 * budget or recursion limit). */
TP_API TPContext* tpContextCreateWithOptions(const TPContextOptions* options);
/* True when the context was created with `sandbox` set. */
TP_API bool tpContextIsSandboxed(TPContext* context);

/* Asks the context to stop what it runs: its main thread raises KeyboardInterrupt at its
 * next safe point (every loop iteration and every call reaches one), which the script may
 * catch like Ctrl-C; uncaught, the running tpContextInterpret (or call) returns
 * TP_RUNTIME_ERROR. The one function callable from ANY thread while the context runs on
 * another (the context must still exist). A request made while nothing runs stays pending
 * and stops the next run at its first safe point. Blocking waits that Ctrl-C ends
 * (time.sleep, lock acquisition) end too. NULL is ignored. */
TP_API void tpContextInterrupt(TPContext* context);
/* Lets the context run `count` more bytecode instructions (0: no limit, the default),
 * counted across every later call into it until the next tpContextSetInstructionBudget.
 * When the budget runs out the running code gets RuntimeError("instruction budget of N
 * exhausted") at its next safe point; it may catch it and clean up, but every later loop
 * iteration or Python call raises it again, so code cannot outlive its budget. False
 * (ValueError recorded) when count < 0. */
TP_API bool tpContextSetInstructionBudget(TPContext* context, int64_t count);
/* The instructions left of the budget: 0 once exhausted, INT64_MAX without a budget, -1 for
 * a NULL context. */
TP_API int64_t tpContextGetInstructionsLeft(TPContext* context);
/* Caps the memory of the context at `bytes` (0: no cap, the default): its objects and its
 * tensors' buffers. An allocation that would pass the cap raises MemoryError, which the
 * script may catch; once the memory it held is released the context goes on as before
 * (uncaught, the call returns TP_RUNTIME_ERROR with MemoryError as the last error).
 * Garbage counts until collected, so collections run more often near the cap; after a
 * MemoryError the cap is exceeded by at most max(bytes/8, 1 MiB) until the next
 * collection, so handlers can run. Tensors over host memory (tpTensorFromBuffer,
 * tpTensorFromDLPack) do not count. Lowering the cap below what is in use fails the next
 * allocation, not this call. */
TP_API bool tpContextSetMemoryLimit(TPContext* context, size_t bytes);
/* The bytes the context's cap compares with: objects (live, and dead but not yet
 * collected) and tensor buffers. 0 for a NULL context. */
TP_API size_t tpContextGetMemoryUsage(TPContext* context);

/* ==== Object handles =================================================================== */

/* A handle on one TensorPy object (of any type). Owned by whoever a declaration says;
 * release with tpObjectRelease. Opaque. */
typedef struct TPObject TPObject;

/* Releases a handle (the object lives on if referenced elsewhere). NULL is ignored. */
TP_API void tpObjectRelease(TPObject* object);
/* A second handle on the same object. Owned. */
TP_API TPObject* tpObjectRetain(TPObject* object);
/* The context a handle belongs to. Borrowed. */
TP_API TPContext* tpObjectContext(TPObject* object);
/* Frees a string returned as owned by this API (tpObjectRepr...). NULL is ignored. */
TP_API void tpStringFree(char* string);

/* Evaluates the expression `expression` in __main__'s globals. Owned result; NULL on error. */
TP_API TPObject* tpContextEval(TPContext* context, const char* expression);
/* The global `name` of __main__: owned; NULL with NameError recorded when absent. */
TP_API TPObject* tpContextGetGlobalObject(TPContext* context, const char* name);
TP_API bool tpContextSetGlobalObject(TPContext* context, const char* name, TPObject* value);
/* `import name` (dotted names allowed): the module, owned; NULL on error. */
TP_API TPObject* tpContextImport(TPContext* context, const char* name);

/* Constructors; each result is owned, NULL on error (memory, bad UTF-8, bad digits). */
TP_API TPObject* tpObjectNone(TPContext* context);
TP_API TPObject* tpObjectFromBool(TPContext* context, bool value);
TP_API TPObject* tpObjectFromInt(TPContext* context, int64_t value);
/* An int of any size from its digits in `base` (2..36, or 0 for Python's literal rules). */
TP_API TPObject* tpObjectFromIntString(TPContext* context, const char* digits, int base);
TP_API TPObject* tpObjectFromDouble(TPContext* context, double value);
/* A str from `length` bytes of UTF-8 (UnicodeDecodeError when invalid). */
TP_API TPObject* tpObjectFromString(TPContext* context, const char* utf8, size_t length);
TP_API TPObject* tpObjectFromBytes(TPContext* context, const void* data, size_t length);
TP_API TPObject* tpObjectNewList(TPContext* context);
TP_API TPObject* tpObjectNewDict(TPContext* context);
/* A tuple of `count` items (borrowed handles, each must be non-NULL). */
TP_API TPObject* tpObjectNewTuple(TPContext* context, size_t count, TPObject* const* items);
/* The object a TPValue converts to (as tpContextSetGlobal does). */
TP_API TPObject* tpObjectFromValue(TPContext* context, const TPValue* value);

/* The kind of an object, for dispatch in C (subclasses report their base's kind). */
typedef enum {
  TP_KIND_NONE,
  TP_KIND_BOOL,
  TP_KIND_INT,
  TP_KIND_FLOAT,
  TP_KIND_STRING,
  TP_KIND_BYTES,
  TP_KIND_LIST,
  TP_KIND_TUPLE,
  TP_KIND_DICT,
  TP_KIND_TENSOR,
  TP_KIND_EXCEPTION,
  TP_KIND_CALLABLE, /* any other callable: functions, classes, methods */
  TP_KIND_OTHER,
  TP_KIND_INVALID = -1 /* a NULL handle */
} TPKind;
TP_API TPKind tpObjectKind(TPObject* object);
/* The name of the object's type ("int", "Tensor"...). Borrowed: valid while the handle is. */
TP_API const char* tpObjectTypeName(TPObject* object);

/* Readers; false with the error recorded when the object does not convert. */
/* bool(object): truthiness, as `if object:` (may run __bool__/__len__). */
TP_API bool tpObjectToBool(TPObject* object, bool* out);
/* An int (or bool, or __index__) that fits int64_t; OverflowError beyond it. */
TP_API bool tpObjectToInt(TPObject* object, int64_t* out);
/* A float or int (or __float__) as a double; OverflowError for an int too large. */
TP_API bool tpObjectToDouble(TPObject* object, double* out);
/* A str's UTF-8 text and byte length (length may be NULL). Borrowed: valid while the
 * handle is (str is immutable). NULL when the object is not a str. */
TP_API const char* tpObjectToString(TPObject* object, size_t* length);
/* A bytes object's data and length. Borrowed as tpObjectToString. */
TP_API const void* tpObjectToBytes(TPObject* object, size_t* length);
/* The TPValue of a None/bool/int/float/str object (exceptions give TP_VALUE_ERROR). */
TP_API bool tpObjectToValue(TPObject* object, TPValue* out);
/* repr(object) and str(object). Owned (tpStringFree); NULL on error. */
TP_API char* tpObjectRepr(TPObject* object);
TP_API char* tpObjectStr(TPObject* object);

/* Containers and attributes (the Python operations, exceptions as in Python). */
/* len(object). */
TP_API bool tpObjectLength(TPObject* object, size_t* out);
/* object[key] (owned) and object[key] = value. */
TP_API TPObject* tpObjectGetItem(TPObject* object, TPObject* key);
TP_API bool tpObjectSetItem(TPObject* object, TPObject* key, TPObject* value);
/* object[index] with an integer index (negative counts from the end). Owned. */
TP_API TPObject* tpObjectGetIndex(TPObject* object, int64_t index);
/* object[key] with a str key (dicts of names). Owned; and its setter. */
TP_API TPObject* tpObjectGetKey(TPObject* object, const char* key);
TP_API bool tpObjectSetKey(TPObject* object, const char* key, TPObject* value);
/* list.append(item). */
TP_API bool tpObjectAppend(TPObject* list, TPObject* item);
/* getattr(object, name) (owned) and setattr(object, name, value). */
TP_API TPObject* tpObjectGetAttr(TPObject* object, const char* name);
TP_API bool tpObjectSetAttr(TPObject* object, const char* name, TPObject* value);
/* iter(object) (owned). */
TP_API TPObject* tpObjectIter(TPObject* object);
/* next(iterator): 1 with *item set (owned), 0 when exhausted (*item NULL), -1 on error. */
TP_API int tpObjectNext(TPObject* iterator, TPObject** item);

/* ==== Calls ============================================================================ */

/* callable(*args, **kwargs): `args` are `argc` borrowed handles, `kwargs` a borrowed dict
 * handle of str keys or NULL. The result is owned; NULL when the call raised (the
 * exception is the context's last error: tpContextGetLastException). */
TP_API TPObject* tpObjectCall(TPObject* callable, size_t argc, TPObject* const* args,
                              TPObject* kwargs);
/* object.name(*args, **kwargs), as tpObjectCall. */
TP_API TPObject* tpObjectCallMethod(TPObject* object, const char* name, size_t argc,
                                    TPObject* const* args, TPObject* kwargs);

/* ==== Exceptions ======================================================================= */

/* The exception of the last error (owned), NULL when there is none. */
TP_API TPObject* tpContextGetLastException(TPContext* context);
/* An exception's parts, each owned (tpStringFree) and optional (pass NULL to skip): its
 * class name ("ValueError", "mymod.MyError" for classes outside builtins), its message
 * (str(exception)) and the formatted traceback, as the CLI prints it. */
TP_API bool tpExceptionInfo(TPObject* exception, char** typeName, char** message,
                            char** traceback);
/* Makes `exceptionType` (a builtin exception class name, or "module.Name") with `message`
 * the pending exception of the context, for a host function to return NULL with. An
 * unknown type raises SystemError naming it. Returns false (the pending exception is
 * SystemError) when the name is not an exception class. */
TP_API bool tpRaise(TPContext* context, const char* exceptionType, const char* message);
/* Makes `exception` (an exception instance or class, borrowed) pending. */
TP_API bool tpRaiseObject(TPContext* context, TPObject* exception);

/* ==== Host functions taking and returning any object =================================== */

/* `args` (argc borrowed handles) and `kwargs` (a borrowed dict handle, NULL without keyword
 * arguments) are valid for the call. Return an owned handle (TensorPy releases it), or NULL
 * after tpRaise/tpRaiseObject (NULL without them raises SystemError). */
typedef TPObject* (*TPObjectFn)(TPContext* context, size_t argc, TPObject* const* args,
                                TPObject* kwargs, void* userData);
/* A builtin function object `name` calling `function` (owned handle). */
TP_API TPObject* tpObjectNewFunction(TPContext* context, const char* name, TPObjectFn function,
                                     void* userData);
/* Adds such a function to a module, and any object as a module attribute (borrowed). */
TP_API bool tpModuleAddObjectFunction(TPModule* module, const char* name, TPObjectFn function,
                                      void* userData);
TP_API bool tpModuleAddObject(TPModule* module, const char* name, TPObject* value);
/* The module object itself (owned handle). */
TP_API TPObject* tpModuleGetObject(TPModule* module);

/* ==== Tensors without copies =========================================================== */

/* Element types, as ml's dtypes. */
typedef enum {
  TP_DTYPE_FLOAT32,
  TP_DTYPE_FLOAT64,
  TP_DTYPE_INT64,
  TP_DTYPE_INT32,
  TP_DTYPE_UINT8,
  TP_DTYPE_BOOL,
  TP_DTYPE_INT16,
  TP_DTYPE_INT8,
  TP_DTYPE_FLOAT16, /* IEEE binary16 */
  TP_DTYPE_BFLOAT16 /* the upper 16 bits of a binary32 */
} TPDType;

/* Called once when no tensor uses wrapped memory any more (at a collection, or when the
 * context is destroyed), with the `data` and `userData` given at wrapping. */
typedef void (*TPDeleter)(void* data, void* userData);

/* An ml.Tensor over host memory, no copy: `ndim` dimensions of `shape`, `strides` in
 * elements (NULL: C-contiguous), element [0,...] at `data`. The memory must stay valid
 * and must not be freed by the host until `deleter` runs (NULL: no call; the host then
 * keeps the memory alive for the context's life). Writes by either side are seen by the
 * other. Owned result; NULL (ValueError) for a negative size or ndim outside 0..64. */
TP_API TPObject* tpTensorFromBuffer(TPContext* context, void* data, TPDType dtype, int ndim,
                                    const int64_t* shape, const int64_t* strides,
                                    TPDeleter deleter, void* userData);

/* A tensor's buffer in place (no copy). `shape` and `strides` (in elements) have `ndim`
 * entries. Borrowed: valid while the handle is held and the tensor is not resized. */
typedef struct {
  void* data; /* element [0,...] */
  TPDType dtype;
  int ndim;
  const int64_t* shape;
  const int64_t* strides;
  bool contiguous; /* C-contiguous */
} TPTensorView;
/* Fills `out` for an ml.Tensor (TypeError for anything else). */
TP_API bool tpTensorGetView(TPObject* tensor, TPTensorView* out);

/* DLPack (dlpack/dlpack.h, Debian libdlpack-dev), the convention other frameworks share;
 * CPU tensors of the six dtypes above (bool as code 6, DLPack 0.8's kDLBool).
 * tpTensorFromDLPack: an ml.Tensor over `managed`'s memory, no copy; TensorPy owns `managed`
 * from then on, success or not, and calls its deleter once no tensor uses the memory (or at
 * once when the import fails). Owned result.
 * tpTensorToDLPack: the tensor's memory as a DLManagedTensor, no copy; owned by the caller,
 * who calls its deleter when done (from any thread, even after the context is destroyed:
 * the memory stays valid until then). Writes are seen by both sides. */
struct DLManagedTensor;
TP_API TPObject* tpTensorFromDLPack(TPContext* context, struct DLManagedTensor* managed);
TP_API struct DLManagedTensor* tpTensorToDLPack(TPObject* tensor);

#ifdef __cplusplus
}
#endif

#endif /* TENSORPY_API_H */
