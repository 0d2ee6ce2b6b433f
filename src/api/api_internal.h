// The C API's internals shared by the files of src/api (one per section of
// include/tensorpy/api.h): what TPContext, TPObject and TPModule are, and the boundary
// every API function goes through.
//
// Note [C API handles]
// A TPContext IS a tp::Context (derived from it) with the API's own state: the handles it
// gave out, the last error and the host-function type. Each TPObject is a small malloc'd
// node in its context's doubly linked handle list; a root marker registered on the
// context's heap marks every listed value, so a handle keeps its object alive until
// tpObjectRelease unlinks it (O(1)). Handles are not LIFO, unlike gc::Root, because hosts
// release them in any order. Released nodes wait on a free list of the context (up to
// kCachedHandles) for the next handle: a call from C makes and releases a few handles, and
// malloc/free pairs were a third of its cost. tpContextDestroy frees the remaining nodes, then the context
// (whose heap frees every object, running the deleters of wrapped host memory).
//
// Note [Handles after their context]
// Using a handle after tpObjectRelease or after its context is destroyed must not crash
// (the misuse rule). So handle nodes are never freed: a released node has
// context == nullptr and waits on its context's free list, and tpContextDestroy gives all
// its nodes, dead, to a process-wide pool (under a mutex) from which any context's
// new_handle takes before calling malloc. A dead handle reads as NULL to every function
// (the error value; TypeError "a released handle" when it is an argument of a live
// context), and a second release is a no-op. Once the node is reused by a new handle the
// stale pointer aliases that handle: still memory-safe, no longer detected. The pool
// holds at most the process's peak number of handles. A destroyed TPContext* itself is
// freed memory: using it is undefined.
//
// Note [C API boundary]
// No C++ exception crosses the API (DESIGN.md "Embedding"): every entry point runs its body
// through `boundary`, which catches std::bad_alloc (MemoryError) and anything else
// (SystemError) as pending exceptions. A failure is recorded as the context's last error
// (the exception object, kept as a root), which tpContextGetLastError and
// tpContextGetLastException report. The boundary also installs the context's tensor byte
// counter on the calling thread for the call (a context may be driven from any thread; the
// counter is per thread, Note [External byte pressure] in gc/heap.h) when another one (or
// none) is installed, and restores another context's after, so two contexts used alternately
// by one thread, or one calling the other from a host function, each count their own tensors.
#pragma once

#include <cstdint>
#include <new>
#include <string>

#include "objects/value.h"
#include "runtime/context.h"
#include "tensorpy/api.h"

namespace tp {
class TypeObject;
}

struct TPObject {
  TPContext* context;
  tp::Value value;
  TPObject* prev;
  TPObject* next;
};

struct TPContext : tp::Context {
  TPContext();
  ~TPContext();
  TPObject handles;               // sentinel of the circular handle list
  TPObject* free_handles = nullptr;  // released nodes for reuse (linked by `next`)
  int free_handle_count = 0;
  static constexpr int kCachedHandles = 64;
  tp::Value last_error;           // the exception of the last failure (Null: none)
  TPResult last_error_kind = TP_OK;
  uint64_t error_serial = 0;      // counts recorded errors (host_functions.cpp)
  int callback_depth = 0;         // host functions running (tpRaise's meaning depends on it)
  tp::TypeObject* host_function_type = nullptr;  // see api/host_functions.cpp
};

struct TPModule {
  TPContext* context;
  TPObject* module;  // handle on the ModuleObject
};

namespace tp::api {

// A new handle on `v` (Null -> nullptr). Throws std::bad_alloc when malloc fails.
TPObject* new_handle(TPContext* c, Value v);
// Gives the dead nodes first..last (linked by `next`) to the process's pool.
void pool_give(TPObject* first, TPObject* last);

// Takes the pending exception (if any) and records it as the last error with `kind`.
void record_error(TPContext* c, TPResult kind = TP_RUNTIME_ERROR);
// Records a new `type` exception with `message` as the last error (for misuse detected
// before any code runs).
void record_new_error(TPContext* c, TypeObject* type, const char* message);

// A handle's context after validating it (nullptr for a NULL handle).
inline TPContext* context_of(TPObject* o) { return o ? o->context : nullptr; }

// Saves and restores the thread's tensor byte counter (Note [C API boundary]).
class ThreadBinding {
 public:
  explicit ThreadBinding(TPContext* c);
  ~ThreadBinding();

 private:
  const void* saved_;
};

// Runs `body` (which returns a value of type R, with `fail` meaning failure) inside the
// boundary: C++ exceptions become pending exceptions; on failure the pending exception is
// recorded as the last error.
void convert_current_exception(TPContext* c);
template <class R, class F>
R boundary(TPContext* c, R fail, F&& body) {
  ThreadBinding bind(c);
  R r = fail;
  try {
    r = body();
  } catch (...) {
    convert_current_exception(c);
    r = fail;
  }
  if (r == fail && c->has_exception()) record_error(c);
  return r;
}

// malloc'd copy of `s` (nullptr when out of memory); released with free().
char* dup_string(std::string_view s);

// The exception class named `name` ("ValueError", or "module.Name"): nullptr when absent or
// not an exception class (no exception pending either way).
TypeObject* find_exception_type(Context& ctx, const char* name);

// Conversions between TPValue and Values (api/values.cpp). value_to_object returns Null
// with an exception pending on failure; object_to_value returns false (out nil) for
// objects of other types, with no exception pending.
Value value_to_object(Context& ctx, const TPValue* v);
bool object_to_value(Context& ctx, Value v, TPValue* out);

}  // namespace tp::api
