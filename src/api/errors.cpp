// The C API's error handling (include/tensorpy/api.h, "Exceptions"): the boundary of
// Note [C API boundary] (api_internal.h), the last error, exception classes by name,
// tpRaise for host functions and the parts of an exception.
#include <cstdlib>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>

#include "api/api_internal.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"
#include "tensor/allocator.h"
#include "vm/interpreter.h"

using namespace tp;

namespace tp::api {

// Only when ml is loaded (no tensors otherwise), and only when the thread counts for another
// context or for none: the thread-local accesses were a sixth of a call from C, and a
// thread that drives one context keeps its counter installed between calls. A context whose
// code imports ml during the call leaves its counter installed, which is right for it.
ThreadBinding::ThreadBinding(TPContext* c) : saved_(nullptr) {
  if (c->builtins.tensor_type == nullptr) return;
  const tensor::ByteCounter* mine = stdlib::ml::state(*c).byte_counter;
  const tensor::ByteCounter* current = tensor::thread_byte_counter();
  if (current == mine) return;
  tensor::set_thread_byte_counter(mine);
  saved_ = current;  // restored at exit when it was another context's
}

ThreadBinding::~ThreadBinding() {
  if (saved_ != nullptr) tensor::set_thread_byte_counter(static_cast<const tensor::ByteCounter*>(saved_));
}

void convert_current_exception(TPContext* c) {
  if (c->has_exception()) c->take_exception();
  gc::Heap::Unlimited unlimited(c->heap);  // the MemoryError itself (Note [Memory limit])
  try {
    throw;
  } catch (const std::bad_alloc&) {
    c->raise(c->builtins.exc_MemoryError, "%s", "");
  } catch (const std::length_error&) {
    c->raise(c->builtins.exc_MemoryError, "%s", "");
  } catch (const std::exception& e) {
    c->raise(c->builtins.exc_SystemError, "C API: %s", e.what());
  } catch (...) {
    c->raise(c->builtins.exc_SystemError, "%s", "C API: unknown C++ exception");
  }
}

void record_error(TPContext* c, TPResult kind) {
  if (!c->has_exception()) return;
  c->last_error = c->take_exception();
  c->last_error_kind = kind;
  ++c->error_serial;
}

void record_new_error(TPContext* c, TypeObject* type, const char* message) {
  try {
    ThreadBinding bind(c);
    c->raise(type, "%s", message);
    record_error(c);
  } catch (...) {
    if (c->has_exception()) c->take_exception();
  }
}

char* dup_string(std::string_view s) {
  char* p = static_cast<char*>(std::malloc(s.size() + 1));
  if (p == nullptr) return nullptr;
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = '\0';
  return p;
}

TypeObject* find_exception_type(Context& ctx, const char* name) {
  std::string_view full = name;
  Value cls;
  size_t dot = full.rfind('.');
  if (dot == std::string_view::npos) {
    auto* builtins = static_cast<ModuleObject*>(ctx.builtins.builtins_module);
    cls = objects::dict_get_cstr(ctx, builtins->dict, name);
  } else {
    Value module = vm::import_module(ctx, full.substr(0, dot));
    if (module.is_null()) {
      ctx.take_exception();
      return nullptr;
    }
    objects::ValueRoot keep(ctx, module);
    cls = protocol::getattr_optional(ctx, module, protocol::intern(ctx, full.substr(dot + 1)));
    if (ctx.has_exception()) ctx.take_exception();
  }
  if (cls.is_null() || !objects::is_exception_class(ctx, cls)) return nullptr;
  return objects::as_type(cls);
}

// "ValueError" for builtins, "module.Name" for the rest.
std::string exception_type_name(Context& ctx, Value exc) {
  TypeObject* t = protocol::type_of(ctx, exc);
  Value module = protocol::getattr_optional(ctx, Value::object(t), ctx.builtins.names.__module__);
  if (ctx.has_exception()) ctx.take_exception();
  std::string m;
  if (!module.is_null() && objects::is_str(ctx, module)) m = objects::as_str(module)->data;
  if (m.empty() || m == "builtins") return t->name;
  return m + "." + t->name;
}

}  // namespace tp::api

extern "C" {

void tpStringFree(char* string) { std::free(string); }

TPObject* tpContextGetLastException(TPContext* context) {
  if (context == nullptr || context->last_error.is_null()) return nullptr;
  return api::new_handle(context, context->last_error);
}

bool tpExceptionInfo(TPObject* exception, char** typeName, char** message, char** traceback) {
  if (typeName) *typeName = nullptr;
  if (message) *message = nullptr;
  if (traceback) *traceback = nullptr;
  TPContext* c = api::context_of(exception);
  if (c == nullptr) return false;
  return api::boundary(c, false, [&] {
    Value e = exception->value;
    if (!objects::is_exception_instance(*c, e)) {
      c->raise(c->builtins.exc_TypeError, "tpExceptionInfo: expected an exception, got '%s'",
               objects::type_name(*c, e));
      return false;
    }
    std::string type = api::exception_type_name(*c, e), msg, tb;
    if (!objects::str_string(*c, e, &msg)) return false;
    if (traceback) tb = vm::format_exception(*c, e);
    char* parts[3] = {typeName ? api::dup_string(type) : nullptr,
                      message ? api::dup_string(msg) : nullptr,
                      traceback ? api::dup_string(tb) : nullptr};
    if ((typeName && !parts[0]) || (message && !parts[1]) || (traceback && !parts[2])) {
      for (char* p : parts) std::free(p);
      throw std::bad_alloc();
    }
    if (typeName) *typeName = parts[0];
    if (message) *message = parts[1];
    if (traceback) *traceback = parts[2];
    return true;
  });
}

// Outside a host function the exception becomes the last error at once; inside one it stays
// pending, and the host function's NULL return raises it in the script.
bool tpRaise(TPContext* context, const char* exceptionType, const char* message) {
  if (context == nullptr) return false;
  api::ThreadBinding bind(context);
  bool ok = true;
  try {
    if (context->has_exception()) context->take_exception();
    TypeObject* type = exceptionType ? api::find_exception_type(*context, exceptionType) : nullptr;
    if (type == nullptr) {
      context->raise(context->builtins.exc_SystemError, "tpRaise: '%s' is not an exception class",
                     exceptionType ? exceptionType : "(NULL)");
      ok = false;
    } else {
      Value msg = objects::str_from(*context, message ? message : "");
      Value e = protocol::call1(*context, Value::object(type), msg);
      if (!e.is_null()) context->raise_value(e);
      ok = !e.is_null();
    }
  } catch (...) {
    api::convert_current_exception(context);
    ok = false;
  }
  if (context->callback_depth == 0) api::record_error(context);
  return ok;
}

bool tpRaiseObject(TPContext* context, TPObject* exception) {
  if (context == nullptr) return false;
  api::ThreadBinding bind(context);
  bool ok = true;
  try {
    if (context->has_exception()) context->take_exception();
    if (exception == nullptr || exception->context != context) {
      context->raise(context->builtins.exc_SystemError, "%s",
                     "tpRaiseObject: NULL handle or a handle of another context");
      ok = false;
    } else {
      context->raise_value(exception->value);
      // raise_value raises TypeError itself for a non-exception.
      ok = objects::is_exception_instance(*context, exception->value) ||
           objects::is_exception_class(*context, exception->value);
    }
  } catch (...) {
    api::convert_current_exception(context);
    ok = false;
  }
  if (context->callback_depth == 0) api::record_error(context);
  return ok;
}

}  // extern "C"
