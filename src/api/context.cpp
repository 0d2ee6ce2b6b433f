// The C API's contexts (include/tensorpy/api.h, "The original API" and "Beyond the
// original: contexts"): creation and teardown, running source and files in __main__,
// scalar globals, the last error, the default context, the version functions.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "api/api_internal.h"
#include "objects/dict_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "tensor/allocator.h"
#include "vm/code_object.h"
#include "vm/interpreter.h"

using namespace tp;

namespace {

// The root marker of Note [C API handles].
void mark_api_roots(Context& ctx, Tracer& t) {
  auto& c = static_cast<TPContext&>(ctx);
  for (TPObject* h = c.handles.next; h != &c.handles; h = h->next) t.mark(h->value);
  t.mark(c.last_error);
  t.mark(c.host_function_type);
}

// sys.stdout.flush() and the C stdout, so the script's output and the host's stay in order.
void flush_stdout(TPContext* c) {
  if (c->vm.sys_module) {
    Value out = objects::dict_get_cstr(*c, c->vm.sys_module->dict, "stdout");
    if (!out.is_null() && !out.is_none()) {
      if (protocol::call_method(*c, out, c->builtins.names.flush, nullptr, 0).is_null())
        c->take_exception();
    }
  }
  fflush(stdout);
}

// Calls `module`.`function`() when the context imported `module`; an exception is dropped.
void call_exit_hook(TPContext* c, const char* module, const char* function) {
  if (!c->vm.modules) return;
  Value m = objects::dict_get_cstr(*c, c->vm.modules, module);
  if (m.is_null() || m.is_none()) return;
  Value fn = protocol::getattr_optional(*c, m, protocol::intern(*c, function));
  if (fn.is_null() || protocol::call0(*c, fn).is_null()) {
    if (c->has_exception()) c->take_exception();
  }
}

// As the CLI at exit: threading._shutdown() joins the non-daemon threads still running,
// then the context's atexit callbacks run (lib/atexit.py keeps them per context).
void finalize_context(TPContext* c) {
  call_exit_hook(c, "threading", "_shutdown");
  call_exit_hook(c, "atexit", "_run_exitfuncs");
}

// Compiles and runs `source` as __main__'s body (Note [C API boundary] for errors).
TPResult run_main(TPContext* c, std::string_view source, std::string_view filename) {
  ModuleObject* m = vm::ensure_module(*c, "__main__");
  if (m == nullptr) return TP_RUNTIME_ERROR;
  gc::Root<Object> keep_module(c->heap, m);
  vm::CodeObject* code = vm::compile_source(*c, source, filename, compiler::Mode::Exec);
  if (code == nullptr) {
    bool syntax = c->exception_matches(c->builtins.exc_SyntaxError);
    return syntax ? TP_COMPILE_ERROR : TP_RUNTIME_ERROR;
  }
  gc::Root<Object> keep(c->heap, code);
  Value r = vm::run_code(*c, code, m->dict, Value::null());
  flush_stdout(c);
  return r.is_null() ? TP_RUNTIME_ERROR : TP_OK;
}

// The boundary for functions returning TPResult (a compile error keeps its kind).
template <class F>
TPResult run_boundary(TPContext* c, F&& body) {
  api::ThreadBinding bind(c);
  TPResult r;
  try {
    r = body();
  } catch (...) {
    api::convert_current_exception(c);
    r = TP_RUNTIME_ERROR;
  }
  if (r != TP_OK) {
    if (!c->has_exception())
      c->raise(c->builtins.exc_SystemError, "%s", "operation failed without an exception");
    api::record_error(c, r);
  }
  return r;
}

TPContext* g_default_context = nullptr;  // tpInit/tpFree/tpInterpret (documented not thread-safe)

}  // namespace

TPContext::TPContext() {
  handles.context = this;
  handles.prev = handles.next = &handles;
  heap.add_root_marker(mark_api_roots);
}

TPContext::~TPContext() {
  // Handles first (the heap, destroyed with the base class, frees every object after):
  // marked dead and given to the process's pool (Note [Handles after their context]).
  TPObject* first = nullptr;
  TPObject* last = nullptr;
  auto give = [&](TPObject* h) {
    h->context = nullptr;
    h->value = Value::null();
    h->prev = nullptr;
    h->next = first;
    if (last == nullptr) last = h;
    first = h;
  };
  while (handles.next != &handles) {
    TPObject* h = handles.next;
    handles.next = h->next;
    give(h);
  }
  handles.prev = &handles;
  while (free_handles != nullptr) {
    TPObject* h = free_handles;
    free_handles = h->next;
    give(h);
  }
  api::pool_give(first, last);
}

extern "C" {

int tpApiVersion(void) { return TENSORPY_API_VERSION; }
int tpExtensionAbiVersion(void) { return TENSORPY_EXTENSION_ABI_VERSION; }

TPContext* tpContextCreate(void) {
  try {
    auto* c = new TPContext();
    // Tensors made while the context is being set up count into it (Note [C API boundary]).
    return c;
  } catch (...) {
    return nullptr;
  }
}

void tpContextDestroy(TPContext* context) {
  if (context == nullptr) return;
  if (context == g_default_context) g_default_context = nullptr;
  try {
    api::ThreadBinding bind(context);
    finalize_context(context);
    flush_stdout(context);
  } catch (...) {
  }
  delete context;
}

TPResult tpContextInterpret(TPContext* context, const char* source, const char* filename) {
  if (context == nullptr) return TP_RUNTIME_ERROR;
  if (source == nullptr) {
    api::record_new_error(context, context->builtins.exc_TypeError,
                          "tpContextInterpret: source is NULL");
    return TP_RUNTIME_ERROR;
  }
  return run_boundary(context, [&] { return run_main(context, source, filename ? filename : "<string>"); });
}

TPResult tpContextRunFile(TPContext* context, const char* path) {
  if (context == nullptr) return TP_RUNTIME_ERROR;
  if (path == nullptr) {
    api::record_new_error(context, context->builtins.exc_TypeError, "tpContextRunFile: path is NULL");
    return TP_RUNTIME_ERROR;
  }
  return run_boundary(context, [&]() -> TPResult {
    FILE* f = fopen(path, "rb");
    if (f == nullptr) {
      int err = errno;
      context->raise(context->builtins.exc_OSError, "[Errno %d] %s: '%s'", err, strerror(err), path);
      return TP_RUNTIME_ERROR;
    }
    std::string source;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) source.append(buf, n);
    bool bad = ferror(f);
    fclose(f);
    if (bad) {
      context->raise(context->builtins.exc_OSError, "[Errno %d] %s: '%s'", EISDIR, strerror(EISDIR), path);
      return TP_RUNTIME_ERROR;
    }
    // As the CLI: __file__ is the path, its folder is sys.path[0].
    ModuleObject* m = vm::ensure_module(*context, "__main__");
    if (m == nullptr) return TP_RUNTIME_ERROR;
    if (objects::dict_set_str(*context, m->dict, context->builtins.names.__file__,
                              objects::str_from(*context, path)) < 0)
      return TP_RUNTIME_ERROR;
    std::string p = path;
    size_t slash = p.rfind('/');
    std::string dir = slash == std::string::npos ? "" : p.substr(0, slash);
    auto* list = objects::as_list(context->vm.sys_path);
    Value d = objects::str_from(*context, dir);
    if (list->items.empty()) list->items.push_back(d);
    else list->items[0] = d;
    return run_main(context, source, path);
  });
}

bool tpContextGetGlobal(TPContext* context, const char* name, TPValue* out) {
  if (out != nullptr) tpValueSetNil(out);
  if (context == nullptr || name == nullptr || out == nullptr) return false;
  return api::boundary(context, false, [&] {
    DictObject* g = vm::module_dict(*context, "__main__");
    if (g == nullptr) return false;
    Value v = objects::dict_get_cstr(*context, g, name);
    if (v.is_null()) return false;
    return api::object_to_value(*context, v, out);
  });
}

bool tpContextSetGlobal(TPContext* context, const char* name, const TPValue* value) {
  if (context == nullptr || name == nullptr || value == nullptr) return false;
  return api::boundary(context, false, [&] {
    Value v = api::value_to_object(*context, value);
    if (v.is_null()) return false;
    objects::ValueRoot keep(*context, v);
    DictObject* g = vm::module_dict(*context, "__main__");
    if (g == nullptr) return false;
    return objects::dict_set_str(*context, g, protocol::intern(*context, name), v) == 0;
  });
}

bool tpContextGetLastError(TPContext* context, TPValue* out) {
  if (out != nullptr) tpValueSetNil(out);
  if (context == nullptr || out == nullptr || context->last_error.is_null()) return false;
  return api::boundary(context, false, [&] {
    if (!api::object_to_value(*context, context->last_error, out)) return false;
    out->error = context->last_error_kind;
    std::string text = vm::format_exception(*context, context->last_error);
    while (!text.empty() && text.back() == '\n') text.pop_back();
    char* s = api::dup_string(text);
    if (s == nullptr) return false;
    std::free(out->string);
    out->string = s;
    return true;
  });
}

void tpContextClearError(TPContext* context) {
  if (context == nullptr) return;
  context->last_error = Value::null();
  context->last_error_kind = TP_OK;
}

bool tpContextSetRecursionLimit(TPContext* context, int limit) {
  if (context == nullptr) return false;
  if (limit < 1) {
    api::record_new_error(context, context->builtins.exc_ValueError,
                          "recursion limit must be greater or equal than 1");
    return false;
  }
  context->vm.recursion_limit = limit;
  return true;
}

void tpInit(void) {
  if (g_default_context == nullptr) g_default_context = tpContextCreate();
}

void tpFree(void) {
  TPContext* c = g_default_context;
  g_default_context = nullptr;
  tpContextDestroy(c);
}

TPResult tpInterpret(const char* source, const char* filename) {
  tpInit();
  if (g_default_context == nullptr) return TP_RUNTIME_ERROR;
  return tpContextInterpret(g_default_context, source, filename);
}

}  // extern "C"
