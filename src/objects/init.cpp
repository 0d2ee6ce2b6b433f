// Start-up of the object layer (objects/init.h): bootstraps type/object/str/dict, creates
// every built-in type of builtin_types.def (placeholders for the VM-owned ones, which
// vm::init fills in or replaces) and exceptions.def, interns the names, creates the
// singletons, installs each type's methods, and builds the `builtins` module.
#include "objects/init.h"

#include <string>
#include <unordered_map>

#include "objects/bytes_object.h"
#include "objects/complex_object.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/float_object.h"
#include "objects/function_objects.h"
#include "objects/int_object.h"
#include "objects/iterator_objects.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/range_object.h"
#include "objects/set_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"

namespace tp::objects {

void init_object_type(Context& ctx);     // object_type.cpp
void init_dict_views(Context& ctx);      // dict_views.cpp

void init_builtins(Context& ctx) {
  auto& B = ctx.builtins;
  gc::Heap& heap = ctx.heap;
  bool was_enabled = heap.enabled();
  heap.set_enabled(false);  // nothing is rooted until the tables below are filled

  TypeObject* type_type = heap.make<TypeObject>(nullptr);
  type_type->set_type(type_type);
  auto raw = [&](const char* name) {
    TypeObject* t = heap.make<TypeObject>(type_type);
    t->name = name;
    t->qualname = name;
    t->allows_instance_dict = false;
    return t;
  };
  B.type_type = type_type;
  type_type->name = type_type->qualname = "type";
  type_type->allows_instance_dict = false;
  B.object_type = raw("object");
#define X(field, pyname) \
  if (B.field##_type == nullptr) B.field##_type = raw(pyname);
#include "objects/builtin_types.def"
#undef X
  B.getset_descriptor_type = raw("getset_descriptor");
  B.member_descriptor_type = raw("member_descriptor");

  // Bases and MROs: bool derives from int, everything else from object.
  auto link = [&](TypeObject* t, TypeObject* base) {
    t->base = base;
    t->bases = {base};
    t->mro = {t};
    t->mro.insert(t->mro.end(), base->mro.begin(), base->mro.end());
  };
  B.object_type->mro = {B.object_type};
#define X(field, pyname) \
  if (B.field##_type != B.object_type && B.field##_type != B.bool_type) link(B.field##_type, B.object_type);
#include "objects/builtin_types.def"
#undef X
  link(B.bool_type, B.int_type);
  link(B.getset_descriptor_type, B.object_type);
  link(B.member_descriptor_type, B.object_type);

  // Dicts for every type (dict_type exists now), the intern table and the names.
  B.interned = dict_new(ctx);
#define X(field, pyname) \
  if (B.field##_type->dict == nullptr) B.field##_type->dict = dict_new(ctx);
#include "objects/builtin_types.def"
#undef X
  B.getset_descriptor_type->dict = dict_new(ctx);
  B.member_descriptor_type->dict = dict_new(ctx);
#define TP_NAME_INIT(n) B.names.n = protocol::intern(ctx, #n);
  TP_INTERNED_NAMES(TP_NAME_INIT)
#undef TP_NAME_INIT

  B.empty_str = Value::object(str_new(ctx, ""));
  B.empty_tuple = Value::object(tuple_new(ctx, {}));
  B.not_implemented = Value::object(heap.make<Object>(B.not_implemented_type));
  B.ellipsis = Value::object(heap.make<Object>(B.ellipsis_type));
  B.stop_iteration_value = Value::null();

  // Exception hierarchy.
  std::unordered_map<std::string, TypeObject*> exc;
  exc["object"] = B.object_type;
#define X(name, parent)                                                                  \
  B.exc_##name = new_native_type(ctx, #name, exc.at(#parent), nullptr);                \
  exc[#name] = B.exc_##name;
#include "objects/exceptions.def"
#undef X

  init_type_type(ctx);
  init_object_type(ctx);
  init_function_types(ctx);
  init_int_type(ctx);
  init_bool_type(ctx);
  init_float_type(ctx);
  init_complex_type(ctx);
  init_str_type(ctx);
  init_tuple_type(ctx);
  init_list_type(ctx);
  init_dict_type(ctx);
  init_dict_views(ctx);
  init_set_type(ctx);
  init_bytes_types(ctx);
  init_range_slice_types(ctx);
  init_iterator_types(ctx);
  init_exception_types(ctx);
  // Re-derive inherited slots now that every base has its own.
#define X(name, parent)          \
  if (B.exc_##name != B.exc_BaseException) \
    B.exc_##name->make_instance = B.exc_##name->base->make_instance;
#include "objects/exceptions.def"
#undef X

  runtime::init_builtins_module(ctx);
  heap.set_enabled(was_enabled);
}

}  // namespace tp::objects
