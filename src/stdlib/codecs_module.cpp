// The `_codecs` module behind lib/codecs.py: encode(obj, encoding, errors),
// decode(obj, encoding, errors) and lookup_name(encoding) over objects/codecs.h.
#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/codecs.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/module_registry.h"

namespace tp::stdlib {

namespace {

// The encoding and errors arguments a[1], a[2] (defaults utf-8, strict).
bool names(Context& ctx, const Value* a, const char* fn, std::string* encoding, std::string* errors) {
  const char* what[] = {"encoding", "errors"};
  std::string* out[] = {encoding, errors};
  for (int k = 0; k < 2; k++) {
    Value v = a[k + 1];
    if (v.is_null()) continue;
    if (!objects::is_str(ctx, v)) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s() argument '%s' must be str, not %s", fn, what[k],
                objects::type_name(ctx, v));
      return false;
    }
    *out[k] = objects::as_str(v)->data;
  }
  return true;
}

Value codecs_encode(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"obj", "encoding", "errors"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "encode", kNames, 1, a)) return Value::null();
  std::string encoding = "utf-8", errors = "strict";
  if (!names(ctx, a, "encode", &encoding, &errors)) return Value::null();
  if (objects::codec_canonical_name(encoding) == nullptr) {
    return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %s", encoding.c_str());
  }
  if (!objects::is_str(ctx, a[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "encode() argument 'obj' must be str, not %s",
                     objects::type_name(ctx, a[0]));
  }
  return objects::codec_encode(ctx, a[0], encoding, errors, true);
}

Value codecs_decode(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"obj", "encoding", "errors"};
  Value a[3];
  if (!objects::parse_args(ctx, call, "decode", kNames, 1, a)) return Value::null();
  std::string encoding = "utf-8", errors = "strict";
  if (!names(ctx, a, "decode", &encoding, &errors)) return Value::null();
  if (objects::codec_canonical_name(encoding) == nullptr) {
    return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %s", encoding.c_str());
  }
  if (!objects::is_bytes(ctx, a[0]) && !objects::is_bytearray(ctx, a[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'",
                     objects::type_name(ctx, a[0]));
  }
  return objects::codec_decode(ctx, objects::as_bytes(a[0])->data, encoding, errors, true);
}

Value codecs_lookup_name(Context& ctx, const CallArgs& call) {
  if (call.nargs != 1 || call.nkwargs() != 0 || !objects::is_str(ctx, call.args[0])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "lookup() argument must be str");
  }
  const std::string& name = objects::as_str(call.args[0])->data;
  const char* canonical = objects::codec_canonical_name(name);
  if (canonical == nullptr) return ctx.raise(ctx.builtins.exc_LookupError, "unknown encoding: %s", name.c_str());
  return objects::str_from(ctx, canonical);
}

const objects::MethodDef codecs_functions[] = {
    {"encode", codecs_encode}, {"decode", codecs_decode}, {"lookup_name", codecs_lookup_name}, {}};

}  // namespace

ModuleObject* init__codecs(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_codecs");
  objects::add_functions(ctx, m, codecs_functions);
  return m;
}

}  // namespace tp::stdlib
