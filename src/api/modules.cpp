// The C API's host modules and host functions (include/tensorpy/api.h: tpContextCreateModule,
// tpModule*, tpObjectNewFunction): modules registered in sys.modules, and builtin function
// objects that call a host's C function.
//
// Note [Host functions]
// A host function is a builtin_function_or_method whose bound `self` is a HostFunction
// object (a native type made once per context): it holds the C function, its userData and
// the name (BuiltinFunctionObject::name points into it, and it lives as long as the
// function that binds it). The trampoline converts arguments (TPValues for the scalar
// TPNativeFn; borrowed handles for TPObjectFn), calls the host, and turns its outcome into
// a return value or a raised exception. An error that an API call inside the host function
// recorded, followed by a NULL return without tpRaise, is raised again (so C code can just
// propagate failures, as Python code would); context->callback_depth tells tpRaise to
// leave its exception pending for the trampoline.
#include <cstdlib>
#include <string>
#include <vector>

#include "api/api_internal.h"
#include "objects/dict_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

using namespace tp;

namespace {

class HostFunction : public Object {
 public:
  HostFunction(TypeObject* type, std::string n, TPNativeFn s, TPObjectFn o, void* u)
      : Object(type), name(std::move(n)), scalar(s), object(o), user_data(u) {}
  std::string name;
  TPNativeFn scalar;
  TPObjectFn object;
  void* user_data;
};

// The argument handles made for a host call (inline up to 8), released whatever way it ends.
struct HandleList {
  TPObject* inline_items[9];
  std::vector<TPObject*> more;
  TPObject** items = inline_items;
  size_t n = 0;
  explicit HandleList(size_t capacity) {
    if (capacity > 9) {
      more.resize(capacity);
      items = more.data();
    }
  }
  void push(TPObject* h) { items[n++] = h; }
  ~HandleList() {
    for (size_t i = 0; i < n; ++i) tpObjectRelease(items[i]);
  }
};

struct CallbackDepth {
  explicit CallbackDepth(TPContext* c) : c_(c) { ++c_->callback_depth; }
  ~CallbackDepth() { --c_->callback_depth; }
  TPContext* c_;
};

// After a host function failed: its tpRaise exception, else the error an API call inside it
// recorded, else SystemError.
Value host_failed(TPContext* c, HostFunction* h, uint64_t serial_before) {
  if (c->has_exception()) return Value::null();
  if (c->error_serial != serial_before && !c->last_error.is_null()) return c->raise_value(c->last_error);
  return c->raise(c->builtins.exc_SystemError, "host function %s returned NULL without setting an exception",
                  h->name.c_str());
}

Value call_scalar(TPContext* c, HostFunction* h, const CallArgs& call) {
  if (call.nkwargs() > 0) return c->raise(c->builtins.exc_TypeError, "%s() takes no keyword arguments", h->name.c_str());
  size_t argc = call.nargs - 1;
  std::vector<TPValue> args(argc);
  for (TPValue& v : args) tpValueInit(&v);
  struct Free {
    std::vector<TPValue>& v;
    ~Free() {
      for (TPValue& x : v) tpValueFree(&x);
    }
  } free_args{args};
  for (size_t i = 0; i < argc; ++i) {
    if (!api::object_to_value(*c, call.args[i + 1], &args[i]))
      return c->raise(c->builtins.exc_TypeError, "%s(): argument %zu is a '%s', not a scalar (None, bool, number, str)",
                      h->name.c_str(), i + 1, objects::type_name(*c, call.args[i + 1]));
  }
  TPValue result;
  tpValueInit(&result);
  struct FreeResult {
    TPValue* r;
    ~FreeResult() { tpValueFree(r); }
  } free_result{&result};
  uint64_t serial = c->error_serial;
  TPResult status;
  {
    CallbackDepth depth(c);
    status = h->scalar(c, static_cast<int>(argc), args.data(), &result, h->user_data);
  }
  if (c->has_exception()) return Value::null();  // tpRaise inside the scalar function
  if (result.type == TP_VALUE_ERROR) {
    Value e = api::value_to_object(*c, &result);
    return e.is_null() ? e : c->raise_value(e);
  }
  if (status != TP_OK) {
    if (c->error_serial != serial && !c->last_error.is_null()) return c->raise_value(c->last_error);
    if (result.type == TP_VALUE_STRING)
      return c->raise(c->builtins.exc_RuntimeError, "%s", result.string);
    return c->raise(c->builtins.exc_RuntimeError, "host function %s failed (status %d)", h->name.c_str(),
                    static_cast<int>(status));
  }
  return api::value_to_object(*c, &result);
}

Value call_object(TPContext* c, HostFunction* h, const CallArgs& call) {
  size_t argc = call.nargs - 1;
  HandleList handles(argc + 1);
  for (size_t i = 0; i < argc; ++i) handles.push(api::new_handle(c, call.args[i + 1]));
  TPObject* kwargs = nullptr;
  size_t nk = call.nkwargs();
  if (nk > 0) {
    DictObject* d = objects::dict_new(*c);
    kwargs = api::new_handle(c, Value::object(d));
    handles.push(kwargs);
    for (size_t i = 0; i < nk; ++i) {
      if (objects::dict_set(*c, d, call.kwnames->items[i], call.args[call.nargs + i]) < 0) return Value::null();
    }
  }
  uint64_t serial = c->error_serial;
  TPObject* r;
  {
    CallbackDepth depth(c);
    r = h->object(c, argc, handles.items, kwargs, h->user_data);
  }
  if (r == nullptr) return host_failed(c, h, serial);
  if (r->context != c) {
    return c->raise(c->builtins.exc_SystemError, "host function %s returned a handle of another context",
                    h->name.c_str());
  }
  Value v = r->value;
  tpObjectRelease(r);  // the result handle is TensorPy's; v stays alive (no safe point here)
  if (c->has_exception()) c->take_exception();  // a stray tpRaise before a successful return
  return v;
}

Value host_trampoline(Context& ctx, const CallArgs& call) {
  auto* c = static_cast<TPContext*>(&ctx);
  auto* h = static_cast<HostFunction*>(call.args[0].as_object());
  return h->scalar ? call_scalar(c, h, call) : call_object(c, h, call);
}

TypeObject* host_function_type(TPContext* c) {
  if (c->host_function_type == nullptr)
    c->host_function_type = objects::new_native_type(*c, "host_function", c->builtins.object_type, nullptr);
  return c->host_function_type;
}

// The builtin function object for a host function (Null with an exception pending).
Value new_host_function(TPContext* c, const char* name, TPNativeFn scalar, TPObjectFn object, void* user) {
  auto* h = c->heap.make<HostFunction>(host_function_type(c), name, scalar, object, user);
  gc::Root<Object> keep(c->heap, h);
  return objects::new_native_function(*c, h->name.c_str(), host_trampoline, nullptr, Value::object(h));
}

// A module handle whose context still exists: its module handle dies with the context
// (Note [Handles after their context]), while m->context would dangle.
bool module_alive(TPModule* m) { return m != nullptr && m->module != nullptr && m->module->context != nullptr; }

bool check_module(TPModule* m, const char* name, const char* fn) {
  if (!module_alive(m)) return false;
  if (name == nullptr || !objects::utf8_valid(name)) {
    api::record_new_error(m->context, m->context->builtins.exc_TypeError,
                          (std::string(fn) + ": name is NULL or not UTF-8").c_str());
    return false;
  }
  return true;
}

bool set_module_attr(TPModule* m, const char* name, Value v) {
  auto* module = static_cast<ModuleObject*>(m->module->value.as_object());
  objects::ValueRoot keep(*m->context, v);
  return objects::dict_set_str(*m->context, module->dict, protocol::intern(*m->context, name), v) == 0;
}

}  // namespace

extern "C" {

TPModule* tpContextCreateModule(TPContext* context, const char* name) {
  if (context == nullptr) return nullptr;
  if (name == nullptr || *name == '\0' || !objects::utf8_valid(name)) {
    api::record_new_error(context, context->builtins.exc_ValueError,
                          "tpContextCreateModule: the name is NULL, empty or not UTF-8");
    return nullptr;
  }
  auto* m = static_cast<TPModule*>(std::malloc(sizeof(TPModule)));
  if (m == nullptr) return nullptr;
  bool ok = api::boundary(context, false, [&] {
    ModuleObject* module = objects::new_module(*context, name);
    gc::Root<Object> keep(context->heap, module);
    if (objects::dict_set_str(*context, context->vm.modules, protocol::intern(*context, name),
                              Value::object(module)) < 0)
      return false;
    m->context = context;
    m->module = api::new_handle(context, Value::object(module));
    return true;
  });
  if (!ok) {
    std::free(m);
    return nullptr;
  }
  return m;
}

void tpModuleDestroy(TPModule* module) {
  if (module == nullptr) return;
  tpObjectRelease(module->module);
  std::free(module);
}

bool tpModuleAddValue(TPModule* module, const char* name, const TPValue* value) {
  if (!check_module(module, name, "tpModuleAddValue")) return false;
  TPContext* c = module->context;
  if (value == nullptr) {
    api::record_new_error(c, c->builtins.exc_TypeError, "tpModuleAddValue: value is NULL");
    return false;
  }
  return api::boundary(c, false, [&] {
    Value v = api::value_to_object(*c, value);
    return !v.is_null() && set_module_attr(module, name, v);
  });
}

bool tpModuleAddFunction(TPModule* module, const char* name, TPNativeFn function, void* userData) {
  if (!check_module(module, name, "tpModuleAddFunction")) return false;
  TPContext* c = module->context;
  if (function == nullptr) {
    api::record_new_error(c, c->builtins.exc_TypeError, "tpModuleAddFunction: function is NULL");
    return false;
  }
  return api::boundary(c, false, [&] {
    Value f = new_host_function(c, name, function, nullptr, userData);
    return !f.is_null() && set_module_attr(module, name, f);
  });
}

bool tpModuleAddObjectFunction(TPModule* module, const char* name, TPObjectFn function, void* userData) {
  if (!check_module(module, name, "tpModuleAddObjectFunction")) return false;
  TPContext* c = module->context;
  if (function == nullptr) {
    api::record_new_error(c, c->builtins.exc_TypeError, "tpModuleAddObjectFunction: function is NULL");
    return false;
  }
  return api::boundary(c, false, [&] {
    Value f = new_host_function(c, name, nullptr, function, userData);
    return !f.is_null() && set_module_attr(module, name, f);
  });
}

bool tpModuleAddObject(TPModule* module, const char* name, TPObject* value) {
  if (!check_module(module, name, "tpModuleAddObject")) return false;
  TPContext* c = module->context;
  if (value == nullptr || value->context != c) {
    api::record_new_error(c, c->builtins.exc_TypeError, "tpModuleAddObject: value is NULL or of another context");
    return false;
  }
  return api::boundary(c, false, [&] { return set_module_attr(module, name, value->value); });
}

TPObject* tpModuleGetObject(TPModule* module) {
  if (!module_alive(module)) return nullptr;
  return tpObjectRetain(module->module);
}

TPObject* tpObjectNewFunction(TPContext* context, const char* name, TPObjectFn function, void* userData) {
  if (context == nullptr) return nullptr;
  if (name == nullptr || function == nullptr || !objects::utf8_valid(name)) {
    api::record_new_error(context, context->builtins.exc_TypeError,
                          "tpObjectNewFunction: name or function is NULL");
    return nullptr;
  }
  return api::boundary(context, static_cast<TPObject*>(nullptr), [&]() -> TPObject* {
    Value f = new_host_function(context, name, nullptr, function, userData);
    return f.is_null() ? nullptr : api::new_handle(context, f);
  });
}

}  // extern "C"
