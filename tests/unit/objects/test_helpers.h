// Helpers for the object-layer unit tests: a Context, calling builtins and methods by name,
// and reading results back as repr strings (compared with CPython's output).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "objects/dict_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::testing {

class ObjectsTest : public ::testing::Test {
 protected:
  Context ctx;

  Value S(const std::string& s) { return objects::str_from(ctx, s); }
  Value I(int64_t i) { return Value::small_int(i); }
  Value F(double d) { return Value::floating(d); }
  Value builtin(const char* name) {
    auto* m = static_cast<ModuleObject*>(ctx.builtins.builtins_module);
    return objects::dict_get_cstr(ctx, m->dict, name);
  }
  // Calls builtins.<name>(*args, **kw) with keyword names `kw`.
  Value B(const char* name, std::vector<Value> args, std::vector<std::string> kw = {}) {
    return call(builtin(name), std::move(args), std::move(kw));
  }
  Value call(Value fn, std::vector<Value> args, std::vector<std::string> kw = {}) {
    TupleObject* names = nullptr;
    if (!kw.empty()) {
      std::vector<Value> k;
      for (auto& s : kw) k.push_back(S(s));
      names = objects::tuple_new(ctx, k);
    }
    return objects::call_vector(ctx, fn, args, names);
  }
  // obj.name(*args)
  Value M(Value obj, const char* name, std::vector<Value> args, std::vector<std::string> kw = {}) {
    Value f = protocol::getattr(ctx, obj, protocol::intern(ctx, name));
    if (f.is_null()) return f;
    return call(f, std::move(args), std::move(kw));
  }
  // repr of a value, or "<Type: message>" when it is Null with an exception pending.
  std::string R(Value v) {
    if (v.is_null()) return error();
    Value r = protocol::repr(ctx, v);
    if (r.is_null()) return error();
    return objects::as_str(r)->data;
  }
  std::string Str(Value v) {
    if (v.is_null()) return error();
    Value r = protocol::str(ctx, v);
    if (r.is_null()) return error();
    return objects::as_str(r)->data;
  }
  std::string error() {
    if (!ctx.has_exception()) return "<null without exception>";
    Value e = ctx.take_exception();
    Value s = protocol::str(ctx, e);
    std::string msg = s.is_null() ? "?" : objects::as_str(s)->data;
    if (s.is_null()) ctx.take_exception();
    return "<" + protocol::type_of(ctx, e)->name + ": " + msg + ">";
  }
  std::string repr_of(const char* s) { return objects::str_repr(s); }
  Value T(std::vector<Value> items) { return objects::tuple_from(ctx, std::move(items)); }
  Value L(std::vector<Value> items) { return protocol::new_list(ctx, items.data(), items.size()); }
};

}  // namespace tp::testing
