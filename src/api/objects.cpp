// The C API's object handles (include/tensorpy/api.h, "Object handles" and "Calls"):
// the handle list of Note [C API handles], constructors, readers, containers, attributes,
// iteration, calling callables with positional and keyword arguments.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "api/api_internal.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"
#include "vm/interpreter.h"

using namespace tp;

namespace tp::api {

namespace {
// The process's spare handle nodes (Note [Handles after their context]): never freed.
std::mutex g_pool_mutex;
TPObject* g_pool = nullptr;
}  // namespace

void pool_give(TPObject* first, TPObject* last) {
  if (first == nullptr) return;
  std::lock_guard<std::mutex> lock(g_pool_mutex);
  last->next = g_pool;
  g_pool = first;
}

TPObject* new_handle(TPContext* c, Value v) {
  if (v.is_null()) return nullptr;
  TPObject* h = c->free_handles;
  if (h != nullptr) {
    c->free_handles = h->next;
    --c->free_handle_count;
  } else {
    {
      std::lock_guard<std::mutex> lock(g_pool_mutex);
      h = g_pool;
      if (h != nullptr) g_pool = h->next;
    }
    if (h == nullptr) h = static_cast<TPObject*>(std::malloc(sizeof(TPObject)));
    if (h == nullptr) throw std::bad_alloc();
  }
  h->context = c;
  h->value = v;
  h->next = c->handles.next;
  h->prev = &c->handles;
  c->handles.next->prev = h;
  c->handles.next = h;
  return h;
}

}  // namespace tp::api

namespace {

// Handle-returning body in the boundary (Note [C API boundary]).
template <class F>
TPObject* object_boundary(TPContext* c, F&& body) {
  return api::boundary(c, static_cast<TPObject*>(nullptr), [&]() -> TPObject* {
    Value v = body();
    if (v.is_null()) return nullptr;
    return api::new_handle(c, v);
  });
}

// A handle argument of the same context; TypeError recorded otherwise.
bool check_arg(TPContext* c, TPObject* o, const char* fn, const char* what) {
  if (o != nullptr && o->context == c) return true;
  c->raise(c->builtins.exc_TypeError, "%s: %s is %s", fn, what,
           o == nullptr             ? "NULL"
           : o->context == nullptr ? "a released handle (or one of a destroyed context)"
                                   : "a handle of another context");
  return false;
}

bool check_name(TPContext* c, const char* s, const char* fn, const char* what) {
  if (s == nullptr) {
    c->raise(c->builtins.exc_TypeError, "%s: %s is NULL", fn, what);
    return false;
  }
  if (!objects::utf8_valid(s)) {
    c->raise(c->builtins.exc_UnicodeDecodeError, "%s: %s is not valid UTF-8", fn, what);
    return false;
  }
  return true;
}

// The positional arguments and keyword dict of a call, in vectorcall form.
Value call_with(TPContext* c, Value callable, size_t argc, TPObject* const* args,
                TPObject* kwargs, const char* fn) {
  if (argc > 0 && args == nullptr) return c->raise(c->builtins.exc_TypeError, "%s: args is NULL", fn);
  if (kwargs == nullptr && argc <= 8) {  // the common case, without a heap allocation
    Value buf[8];
    for (size_t i = 0; i < argc; ++i) {
      if (!check_arg(c, args[i], fn, "an argument")) return Value::null();
      buf[i] = args[i]->value;
    }
    return protocol::call(*c, callable, CallArgs{buf, argc, nullptr});
  }
  std::vector<Value> all;
  all.reserve(argc + 4);
  for (size_t i = 0; i < argc; ++i) {
    if (!check_arg(c, args[i], fn, "an argument")) return Value::null();
    all.push_back(args[i]->value);
  }
  TupleObject* kwnames = nullptr;
  if (kwargs != nullptr) {
    if (!check_arg(c, kwargs, fn, "kwargs")) return Value::null();
    if (!objects::is_dict(*c, kwargs->value))
      return c->raise(c->builtins.exc_TypeError, "%s: kwargs must be a dict, not '%s'", fn,
                      objects::type_name(*c, kwargs->value));
    DictObject* d = objects::as_dict(kwargs->value);
    std::vector<Value> names;
    size_t pos = 0;
    Value k, v;
    while (objects::dict_next(d, &pos, &k, &v)) {
      if (!objects::is_str(*c, k)) return c->raise(c->builtins.exc_TypeError, "%s", "keywords must be strings");
      names.push_back(k);
      all.push_back(v);
    }
    if (!names.empty()) kwnames = objects::tuple_new(*c, std::move(names));
  }
  gc::Root<Object> keep(c->heap, kwnames);
  return objects::call_vector(*c, callable, all, kwnames);
}

}  // namespace

extern "C" {

void tpObjectRelease(TPObject* object) {
  // Released twice, or its context destroyed: nothing to do (Note [Handles after their context]).
  if (object == nullptr || object->context == nullptr) return;
  object->prev->next = object->next;
  object->next->prev = object->prev;
  TPContext* c = object->context;
  object->context = nullptr;
  object->value = Value::null();
  object->prev = nullptr;
  if (c->free_handle_count < TPContext::kCachedHandles) {
    object->next = c->free_handles;
    c->free_handles = object;
    ++c->free_handle_count;
  } else {
    api::pool_give(object, object);
  }
}

TPObject* tpObjectRetain(TPObject* object) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&] { return object->value; });
}

TPContext* tpObjectContext(TPObject* object) { return api::context_of(object); }

TPObject* tpContextEval(TPContext* context, const char* expression) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (!check_name(context, expression, "tpContextEval", "expression")) return Value::null();
    DictObject* g = vm::module_dict(*context, "__main__");
    if (g == nullptr) return Value::null();
    return vm::exec_source(*context, expression, "<string>", compiler::Mode::Eval, g, Value::null());
  });
}

TPObject* tpContextGetGlobalObject(TPContext* context, const char* name) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (!check_name(context, name, "tpContextGetGlobalObject", "name")) return Value::null();
    DictObject* g = vm::module_dict(*context, "__main__");
    if (g == nullptr) return Value::null();
    Value v = objects::dict_get_cstr(*context, g, name);
    if (v.is_null()) return context->raise(context->builtins.exc_NameError, "name '%s' is not defined", name);
    return v;
  });
}

bool tpContextSetGlobalObject(TPContext* context, const char* name, TPObject* value) {
  if (context == nullptr) return false;
  return api::boundary(context, false, [&] {
    if (!check_name(context, name, "tpContextSetGlobalObject", "name") ||
        !check_arg(context, value, "tpContextSetGlobalObject", "value"))
      return false;
    DictObject* g = vm::module_dict(*context, "__main__");
    if (g == nullptr) return false;
    return objects::dict_set_str(*context, g, protocol::intern(*context, name), value->value) == 0;
  });
}

TPObject* tpContextImport(TPContext* context, const char* name) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (!check_name(context, name, "tpContextImport", "name")) return Value::null();
    return vm::import_module(*context, name);
  });
}

TPObject* tpObjectNone(TPContext* context) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [] { return Value::none(); });
}

TPObject* tpObjectFromBool(TPContext* context, bool value) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&] { return Value::boolean(value); });
}

TPObject* tpObjectFromInt(TPContext* context, int64_t value) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&] { return Value::small_int(value); });
}

TPObject* tpObjectFromIntString(TPContext* context, const char* digits, int base) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (!check_name(context, digits, "tpObjectFromIntString", "digits")) return Value::null();
    if (base != 0 && (base < 2 || base > 36))
      return context->raise(context->builtins.exc_ValueError, "%s", "int() base must be >= 2 and <= 36, or 0");
    return objects::int_parse(*context, digits, base);
  });
}

TPObject* tpObjectFromDouble(TPContext* context, double value) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&] { return Value::floating(value); });
}

TPObject* tpObjectFromString(TPContext* context, const char* utf8, size_t length) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (utf8 == nullptr && length > 0)
      return context->raise(context->builtins.exc_TypeError, "%s", "tpObjectFromString: utf8 is NULL");
    std::string_view s(utf8 ? utf8 : "", length);
    if (!objects::utf8_valid(s))
      return context->raise(context->builtins.exc_UnicodeDecodeError, "%s",
                            "tpObjectFromString: the text is not valid UTF-8");
    return objects::str_from(*context, std::string(s));
  });
}

TPObject* tpObjectFromBytes(TPContext* context, const void* data, size_t length) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (data == nullptr && length > 0)
      return context->raise(context->builtins.exc_TypeError, "%s", "tpObjectFromBytes: data is NULL");
    return protocol::new_bytes(*context, std::string_view(static_cast<const char*>(data ? data : ""), length));
  });
}

TPObject* tpObjectNewList(TPContext* context) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&] { return protocol::new_list(*context, nullptr, 0); });
}

TPObject* tpObjectNewDict(TPContext* context) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&] { return protocol::new_dict(*context); });
}

TPObject* tpObjectNewTuple(TPContext* context, size_t count, TPObject* const* items) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (count > 0 && items == nullptr)
      return context->raise(context->builtins.exc_TypeError, "%s", "tpObjectNewTuple: items is NULL");
    std::vector<Value> v;
    v.reserve(count);
    for (size_t i = 0; i < count; ++i) {
      if (!check_arg(context, items[i], "tpObjectNewTuple", "an item")) return Value::null();
      v.push_back(items[i]->value);
    }
    return protocol::new_tuple(*context, v.data(), v.size());
  });
}

TPObject* tpObjectFromValue(TPContext* context, const TPValue* value) {
  if (context == nullptr) return nullptr;
  return object_boundary(context, [&]() -> Value {
    if (value == nullptr) return context->raise(context->builtins.exc_TypeError, "%s", "tpObjectFromValue: value is NULL");
    return api::value_to_object(*context, value);
  });
}

TPKind tpObjectKind(TPObject* object) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return TP_KIND_INVALID;
  Value v = object->value;
  Context& ctx = *c;
  if (v.is_none()) return TP_KIND_NONE;
  if (v.is_bool()) return TP_KIND_BOOL;
  if (v.is_small_int()) return TP_KIND_INT;
  if (v.is_float()) return TP_KIND_FLOAT;
  auto is = [&](TypeObject* t) { return t != nullptr && protocol::is_instance_of_type(ctx, v, t); };
  if (is(ctx.builtins.bool_type)) return TP_KIND_BOOL;
  if (is(ctx.builtins.int_type)) return TP_KIND_INT;
  if (is(ctx.builtins.float_type)) return TP_KIND_FLOAT;
  if (is(ctx.builtins.str_type)) return TP_KIND_STRING;
  if (is(ctx.builtins.bytes_type)) return TP_KIND_BYTES;
  if (is(ctx.builtins.list_type)) return TP_KIND_LIST;
  if (is(ctx.builtins.tuple_type)) return TP_KIND_TUPLE;
  if (is(ctx.builtins.dict_type)) return TP_KIND_DICT;
  if (is(ctx.builtins.tensor_type)) return TP_KIND_TENSOR;
  if (objects::is_exception_instance(ctx, v)) return TP_KIND_EXCEPTION;
  if (protocol::is_callable(ctx, v)) return TP_KIND_CALLABLE;
  return TP_KIND_OTHER;
}

const char* tpObjectTypeName(TPObject* object) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return objects::type_name(*c, object->value);
}

bool tpObjectToBool(TPObject* object, bool* out) {
  TPContext* c = api::context_of(object);
  if (c == nullptr || out == nullptr) return false;
  return api::boundary(c, false, [&] {
    int r = protocol::is_true(*c, object->value);
    if (r < 0) return false;
    *out = r != 0;
    return true;
  });
}

bool tpObjectToInt(TPObject* object, int64_t* out) {
  TPContext* c = api::context_of(object);
  if (c == nullptr || out == nullptr) return false;
  if (object->value.is_small_int()) {  // the common case, no boundary needed
    *out = object->value.as_small_int();
    return true;
  }
  return api::boundary(c, false, [&] {
    if (object->value.is_float() ||
        protocol::is_instance_of_type(*c, object->value, c->builtins.float_type)) {
      c->raise(c->builtins.exc_TypeError, "%s", "'float' object cannot be interpreted as an integer");
      return false;
    }
    // As CPython's PyLong_AsLong (int64_t is C long here).
    Value v = object->value;
    if (objects::is_int(*c, v)) {
      auto r = objects::int_to_int64(v);
      if (!r) {
        c->raise(c->builtins.exc_OverflowError, "%s", "Python int too large to convert to C long");
        return false;
      }
      *out = *r;
      return true;
    }
    auto r = protocol::index_as_int64(*c, v);
    if (!r) return false;
    *out = *r;
    return true;
  });
}

bool tpObjectToDouble(TPObject* object, double* out) {
  TPContext* c = api::context_of(object);
  if (c == nullptr || out == nullptr) return false;
  return api::boundary(c, false, [&] {
    auto r = protocol::as_double(*c, object->value);
    if (!r) return false;
    *out = *r;
    return true;
  });
}

const char* tpObjectToString(TPObject* object, size_t* length) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return api::boundary(c, static_cast<const char*>(nullptr), [&]() -> const char* {
    if (!objects::is_str(*c, object->value)) {
      c->raise(c->builtins.exc_TypeError, "expected a str, got '%s'", objects::type_name(*c, object->value));
      return nullptr;
    }
    StrObject* s = objects::as_str(object->value);
    if (length) *length = s->data.size();
    return s->data.c_str();
  });
}

const void* tpObjectToBytes(TPObject* object, size_t* length) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return api::boundary(c, static_cast<const void*>(nullptr), [&]() -> const void* {
    if (!objects::is_bytes(*c, object->value)) {
      c->raise(c->builtins.exc_TypeError, "expected bytes, got '%s'", objects::type_name(*c, object->value));
      return nullptr;
    }
    BytesObject* b = objects::as_bytes(object->value);
    if (length) *length = b->data.size();
    return b->data.data();
  });
}

bool tpObjectToValue(TPObject* object, TPValue* out) {
  if (out != nullptr) tpValueSetNil(out);
  TPContext* c = api::context_of(object);
  if (c == nullptr || out == nullptr) return false;
  return api::boundary(c, false, [&] {
    if (api::object_to_value(*c, object->value, out)) return true;
    c->raise(c->builtins.exc_TypeError, "a '%s' object is not a scalar TPValue",
             objects::type_name(*c, object->value));
    return false;
  });
}

static char* text_of(TPObject* object, bool repr) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return api::boundary(c, static_cast<char*>(nullptr), [&]() -> char* {
    std::string s;
    if (!(repr ? objects::repr_string(*c, object->value, &s) : objects::str_string(*c, object->value, &s)))
      return nullptr;
    char* p = api::dup_string(s);
    if (p == nullptr) throw std::bad_alloc();
    return p;
  });
}

char* tpObjectRepr(TPObject* object) { return text_of(object, true); }
char* tpObjectStr(TPObject* object) { return text_of(object, false); }

bool tpObjectLength(TPObject* object, size_t* out) {
  TPContext* c = api::context_of(object);
  if (c == nullptr || out == nullptr) return false;
  return api::boundary(c, false, [&] {
    auto n = protocol::length_int(*c, object->value);
    if (!n) return false;
    *out = static_cast<size_t>(*n);
    return true;
  });
}

TPObject* tpObjectGetItem(TPObject* object, TPObject* key) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&]() -> Value {
    if (!check_arg(c, key, "tpObjectGetItem", "key")) return Value::null();
    return protocol::getitem(*c, object->value, key->value);
  });
}

bool tpObjectSetItem(TPObject* object, TPObject* key, TPObject* value) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return false;
  return api::boundary(c, false, [&] {
    if (!check_arg(c, key, "tpObjectSetItem", "key") || !check_arg(c, value, "tpObjectSetItem", "value"))
      return false;
    return protocol::setitem(*c, object->value, key->value, value->value) == 0;
  });
}

TPObject* tpObjectGetIndex(TPObject* object, int64_t index) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&] { return protocol::getitem(*c, object->value, Value::small_int(index)); });
}

TPObject* tpObjectGetKey(TPObject* object, const char* key) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&]() -> Value {
    if (!check_name(c, key, "tpObjectGetKey", "key")) return Value::null();
    Value k = objects::str_from(*c, key);
    objects::ValueRoot keep(*c, k);
    return protocol::getitem(*c, object->value, k);
  });
}

bool tpObjectSetKey(TPObject* object, const char* key, TPObject* value) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return false;
  return api::boundary(c, false, [&] {
    if (!check_name(c, key, "tpObjectSetKey", "key") || !check_arg(c, value, "tpObjectSetKey", "value"))
      return false;
    Value k = objects::str_from(*c, key);
    objects::ValueRoot keep(*c, k);
    return protocol::setitem(*c, object->value, k, value->value) == 0;
  });
}

bool tpObjectAppend(TPObject* list, TPObject* item) {
  TPContext* c = api::context_of(list);
  if (c == nullptr) return false;
  return api::boundary(c, false, [&] {
    if (!check_arg(c, item, "tpObjectAppend", "item")) return false;
    if (!objects::is_list(*c, list->value)) {
      c->raise(c->builtins.exc_TypeError, "tpObjectAppend: expected a list, got '%s'",
               objects::type_name(*c, list->value));
      return false;
    }
    objects::as_list(list->value)->items.push_back(item->value);
    return true;
  });
}

TPObject* tpObjectGetAttr(TPObject* object, const char* name) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&]() -> Value {
    if (!check_name(c, name, "tpObjectGetAttr", "name")) return Value::null();
    return protocol::getattr(*c, object->value, protocol::intern(*c, name));
  });
}

bool tpObjectSetAttr(TPObject* object, const char* name, TPObject* value) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return false;
  return api::boundary(c, false, [&] {
    if (!check_name(c, name, "tpObjectSetAttr", "name") || !check_arg(c, value, "tpObjectSetAttr", "value"))
      return false;
    return protocol::setattr(*c, object->value, protocol::intern(*c, name), value->value) == 0;
  });
}

TPObject* tpObjectIter(TPObject* object) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&] { return protocol::get_iter(*c, object->value); });
}

int tpObjectNext(TPObject* iterator, TPObject** item) {
  if (item != nullptr) *item = nullptr;
  TPContext* c = api::context_of(iterator);
  if (c == nullptr || item == nullptr) return -1;
  return api::boundary(c, -1, [&]() -> int {
    Value v = protocol::iter_next(*c, iterator->value);
    if (v.is_null()) {
      if (!c->has_exception()) return 0;
      if (c->exception_matches(c->builtins.exc_StopIteration)) {
        c->take_exception();
        return 0;
      }
      return -1;
    }
    *item = api::new_handle(c, v);
    return 1;
  });
}

TPObject* tpObjectCall(TPObject* callable, size_t argc, TPObject* const* args, TPObject* kwargs) {
  TPContext* c = api::context_of(callable);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&] { return call_with(c, callable->value, argc, args, kwargs, "tpObjectCall"); });
}

TPObject* tpObjectCallMethod(TPObject* object, const char* name, size_t argc, TPObject* const* args,
                             TPObject* kwargs) {
  TPContext* c = api::context_of(object);
  if (c == nullptr) return nullptr;
  return object_boundary(c, [&]() -> Value {
    if (!check_name(c, name, "tpObjectCallMethod", "name")) return Value::null();
    Value m = protocol::getattr(*c, object->value, protocol::intern(*c, name));
    if (m.is_null()) return m;
    objects::ValueRoot keep(*c, m);
    return call_with(c, m, argc, args, kwargs, "tpObjectCallMethod");
  });
}

}  // extern "C"
