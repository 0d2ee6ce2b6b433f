// The C API's TPValue (include/tensorpy/api.h, the original's scalar exchange type): the
// tpValue* functions and the conversions between TPValue and objects used by globals,
// module values and the scalar host functions.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "api/api_internal.h"
#include "objects/exception_object.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

using namespace tp;

namespace {

void clear(TPValue* v) {
  std::free(v->string);
  std::free(v->exceptionType);
  v->type = TP_VALUE_NIL;
  v->error = TP_OK;
  v->exceptionType = nullptr;
  v->boolean = false;
  v->number = 0;
  v->string = nullptr;
}

}  // namespace

namespace tp::api {

std::string exception_type_name(Context& ctx, Value exc);  // errors.cpp

Value value_to_object(Context& ctx, const TPValue* v) {
  // A C caller may store any int in the enum: read its bits (loading an out-of-range enum
  // is undefined in C++).
  int code;
  static_assert(sizeof code == sizeof v->type);
  std::memcpy(&code, &v->type, sizeof code);
  switch (code) {
    case TP_VALUE_NIL:
      return Value::none();
    case TP_VALUE_BOOL:
      return Value::boolean(v->boolean);
    case TP_VALUE_NUMBER: {
      // Note [TPValue numbers]: the original had one number type (double); an integral
      // number that a double holds exactly becomes an int, so `range(n)` and indexing work.
      double d = v->number;
      if (std::isfinite(d) && d == std::trunc(d) && std::fabs(d) <= 9007199254740992.0)
        return Value::small_int(static_cast<int64_t>(d));
      return Value::floating(d);
    }
    case TP_VALUE_STRING: {
      if (v->string == nullptr) return ctx.raise(ctx.builtins.exc_TypeError, "%s", "TPValue string is NULL");
      std::string_view s = v->string;
      if (!objects::utf8_valid(s))
        return ctx.raise(ctx.builtins.exc_UnicodeDecodeError, "%s", "TPValue string is not valid UTF-8");
      return objects::str_from(ctx, std::string(s));
    }
    case TP_VALUE_ERROR: {
      TypeObject* type = v->exceptionType ? find_exception_type(ctx, v->exceptionType) : nullptr;
      if (type == nullptr) type = ctx.builtins.exc_RuntimeError;
      const char* msg = v->string ? v->string : "";
      if (!objects::utf8_valid(msg))
        return ctx.raise(ctx.builtins.exc_UnicodeDecodeError, "%s", "TPValue message is not valid UTF-8");
      return protocol::call1(ctx, Value::object(type), objects::str_from(ctx, msg));
    }
  }
  return ctx.raise(ctx.builtins.exc_TypeError, "TPValue has an unknown type %d", code);
}

bool object_to_value(Context& ctx, Value v, TPValue* out) {
  tpValueSetNil(out);
  if (v.is_none()) return true;
  if (v.is_bool()) {
    tpValueSetBool(out, v.as_bool());
    return true;
  }
  if (v.is_small_int()) {
    tpValueSetNumber(out, static_cast<double>(v.as_small_int()));
    return true;
  }
  if (v.is_float()) {
    tpValueSetNumber(out, v.as_float());
    return true;
  }
  if (objects::is_int(ctx, v)) {
    bool overflow = false;
    double d = objects::int_to_double(ctx, v, &overflow);
    if (overflow) return false;
    tpValueSetNumber(out, d);
    return true;
  }
  if (protocol::is_instance_of_type(ctx, v, ctx.builtins.float_type)) {
    auto d = protocol::as_double(ctx, v);
    if (!d) {
      ctx.take_exception();
      return false;
    }
    tpValueSetNumber(out, *d);
    return true;
  }
  if (objects::is_str(ctx, v)) return tpValueSetString(out, objects::as_str(v)->data.c_str());
  if (objects::is_exception_instance(ctx, v)) {
    std::string type = exception_type_name(ctx, v), msg;
    if (!objects::str_string(ctx, v, &msg)) {
      ctx.take_exception();
      msg.clear();
    }
    if (!tpValueSetException(out, type.c_str(), msg.c_str())) return false;
    out->error = TP_RUNTIME_ERROR;
    return true;
  }
  return false;
}

}  // namespace tp::api

extern "C" {

void tpValueInit(TPValue* value) {
  if (value == nullptr) return;
  value->string = nullptr;
  value->exceptionType = nullptr;
  clear(value);
}

void tpValueFree(TPValue* value) {
  if (value != nullptr) clear(value);
}

void tpValueSetNil(TPValue* value) {
  if (value != nullptr) clear(value);
}

void tpValueSetBool(TPValue* value, bool boolean) {
  if (value == nullptr) return;
  clear(value);
  value->type = TP_VALUE_BOOL;
  value->boolean = boolean;
}

void tpValueSetNumber(TPValue* value, double number) {
  if (value == nullptr) return;
  clear(value);
  value->type = TP_VALUE_NUMBER;
  value->number = number;
}

bool tpValueSetString(TPValue* value, const char* string) {
  if (value == nullptr) return false;
  // Copy before clearing: `string` may be value->string itself.
  char* copy = string ? api::dup_string(string) : nullptr;
  clear(value);
  if (copy == nullptr) return false;
  value->type = TP_VALUE_STRING;
  value->string = copy;
  return true;
}

bool tpValueSetError(TPValue* value, TPResult error, const char* message) {
  if (value == nullptr) return false;
  char* copy = api::dup_string(message ? message : "");
  clear(value);
  if (copy == nullptr) return false;
  value->type = TP_VALUE_ERROR;
  value->error = error;
  value->string = copy;
  return true;
}

bool tpValueSetException(TPValue* value, const char* exceptionType, const char* message) {
  if (value == nullptr) return false;
  char* type = exceptionType ? api::dup_string(exceptionType) : nullptr;
  char* copy = api::dup_string(message ? message : "");
  clear(value);
  if ((exceptionType && type == nullptr) || copy == nullptr) {
    std::free(type);
    std::free(copy);
    return false;
  }
  value->type = TP_VALUE_ERROR;
  value->error = TP_RUNTIME_ERROR;
  value->exceptionType = type;
  value->string = copy;
  return true;
}

}  // extern "C"
