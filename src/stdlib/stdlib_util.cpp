// The shared helpers of stdlib_util.h.
#include "stdlib/stdlib_util.h"

#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/int_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "objects/function_objects.h"
#include "stdlib/array_object.h"

namespace tp::stdlib {

StateObject* new_state_module(Context& ctx, const char* name, size_t nslots) {
  DictObject* d = objects::dict_new(ctx);
  gc::Root<DictObject> keep(ctx.heap, d);
  auto* m = ctx.heap.make<StateObject>(ctx.builtins.module_type, name, d, nslots);
  objects::dict_set_str(ctx, d, ctx.builtins.names.__name__, objects::str_from(ctx, name));
  objects::dict_set_str(ctx, d, ctx.builtins.names.__doc__, Value::none());
  objects::dict_set_str(ctx, d, ctx.builtins.names.__package__, objects::str_from(ctx, ""));
  return m;
}

void add_state_functions(Context& ctx, ModuleObject* module, const objects::MethodDef* defs,
                         StateObject* state) {
  for (const objects::MethodDef* m = defs; m->name != nullptr; ++m) {
    objects::set_module_attr(ctx, module, m->name,
                             objects::new_native_function(ctx, m->name, m->fn, m->doc, Value::object(state)));
  }
}

bool path_arg(Context& ctx, Value v, const char* func, std::string* out, bool allow_fd, int* fd) {
  if (objects::is_str(ctx, v)) {
    *out = objects::as_str(v)->data;
    return true;
  }
  if (objects::is_bytes(ctx, v)) {
    *out = objects::as_bytes(v)->data;
    return true;
  }
  if (allow_fd && v.is_small_int() && fd != nullptr) {
    *fd = static_cast<int>(v.as_small_int());
    return true;
  }
  Value fspath = protocol::lookup_special(ctx, v, protocol::intern(ctx, "__fspath__"));
  if (!fspath.is_null()) {
    Value r = objects::call_vector(ctx, objects::descriptor_get(ctx, fspath, v, protocol::type_of(ctx, v)), {});
    if (r.is_null()) return false;
    if (objects::is_str(ctx, r)) {
      *out = objects::as_str(r)->data;
      return true;
    }
    if (objects::is_bytes(ctx, r)) {
      *out = objects::as_bytes(r)->data;
      return true;
    }
  }
  ctx.raise(ctx.builtins.exc_TypeError, "%s: path should be string, bytes or os.PathLike, not %s", func,
            objects::type_name(ctx, v));
  return false;
}

bool str_arg(Context& ctx, Value v, const char* what, std::string* out) {
  if (!objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s must be str, not %s", what, objects::type_name(ctx, v));
    return false;
  }
  *out = objects::as_str(v)->data;
  return true;
}

bool buffer_arg(Context& ctx, Value v, std::string_view* out) {
  if (objects::is_byteslike(ctx, v)) return objects::byteslike_arg(ctx, v, out);
  if (is_array(ctx, v)) {
    ArrayObject* a = as_array(v);
    *out = std::string_view(reinterpret_cast<const char*>(a->bytes.data()), a->bytes.size());
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", objects::type_name(ctx, v));
  return false;
}

bool writable_buffer_arg(Context& ctx, Value v, char** data, size_t* len) {
  if (objects::is_bytearray(ctx, v)) {
    std::string& s = objects::as_bytes(v)->data;
    *data = s.data();
    *len = s.size();
    return true;
  }
  if (is_array(ctx, v)) {
    ArrayObject* a = as_array(v);
    *data = reinterpret_cast<char*>(a->bytes.data());
    *len = a->bytes.size();
    return true;
  }
  ctx.raise(ctx.builtins.exc_TypeError, "argument must be read-write bytes-like object, not %s",
            objects::type_name(ctx, v));
  return false;
}

}  // namespace tp::stdlib
