// The `_json` module: loads/dumps (json_decode.cpp, json_encode.cpp) and JSONDecodeError,
// a ValueError subclass with msg, doc, pos, lineno, colno whose str is CPython's
// "msg: line L column C (char P)". lib/json/__init__.py wraps these with CPython's API.
#include "objects/arg_parser.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/json_internal.h"

namespace tp::stdlib {

using objects::MethodDef;

static Value decode_error_init(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"msg", "doc", "pos"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "JSONDecodeError", names, 3, a)) return Value::null();
  Value self = call.args[0];
  std::string msg;
  if (!objects::str_string(ctx, a[0], &msg)) return Value::null();
  auto pos = protocol::index_as_int64(ctx, a[2]);
  if (!pos) return Value::null();
  int64_t lineno = 1, colno = *pos + 1;
  if (objects::is_str(ctx, a[1])) {
    std::string_view doc = objects::as_str(a[1])->view();
    size_t i = 0;
    int64_t index = 0, last_nl = -1;
    while (i < doc.size() && index < *pos) {
      if (doc[i] == '\n') {
        ++lineno;
        last_nl = index;
      }
      objects::utf8_decode(doc, &i);
      ++index;
    }
    colno = *pos - last_nl;
  }
  char buf[96];
  snprintf(buf, sizeof buf, ": line %lld column %lld (char %lld)", static_cast<long long>(lineno),
           static_cast<long long>(colno), static_cast<long long>(*pos));
  Value text = objects::str_from(ctx, msg + buf);
  struct {
    const char* name;
    Value v;
  } attrs[] = {{"msg", a[0]}, {"doc", a[1]}, {"pos", a[2]}, {"lineno", Value::small_int(lineno)},
               {"colno", Value::small_int(colno)}, {"args", objects::tuple_from(ctx, {text})}};
  for (const auto& at : attrs)
    if (protocol::setattr(ctx, self, protocol::intern(ctx, at.name), at.v) < 0) return Value::null();
  return Value::none();
}

static const MethodDef json_functions[] = {
    {"loads", json_loads,
     "loads(s, object_hook=None, object_pairs_hook=None, parse_float=None, parse_int=None, "
     "parse_constant=None, strict=True)\n--\n\nDeserialize a JSON document (str, bytes or bytearray)."},
    {"dumps", json_dumps,
     "dumps(obj, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False, "
     "indent=None, item_separator=None, key_separator=None, default=None)\n--\n\n"
     "Serialize obj to a JSON formatted str (indent is a str here)."},
    {}};

ModuleObject* init__json(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "_json", kJsonSlotCount);
  ModuleObject* m = st;
  scope.keep(m);
  TypeObject* err = objects::new_native_type(ctx, "JSONDecodeError", ctx.builtins.exc_ValueError, nullptr);
  err->allows_instance_dict = true;
  static const MethodDef err_methods[] = {
      {"__init__", decode_error_init, "JSONDecodeError(msg, doc, pos)\n--\n\nSubclass of ValueError with "
                                      "msg, doc, pos, lineno, colno."},
      {}};
  objects::add_methods(ctx, err, err_methods);
  objects::set_type_attr(ctx, err, "__module__", objects::str_from(ctx, "json.decoder"));
  st->slots[kJsonDecodeError] = Value::object(err);
  objects::set_module_attr(ctx, m, "JSONDecodeError", Value::object(err));
  add_state_functions(ctx, m, json_functions, st);
  return m;
}

}  // namespace tp::stdlib
