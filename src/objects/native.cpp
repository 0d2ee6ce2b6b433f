// The native-definition API (objects/native.h): native types, methods, getsets, functions
// and modules.
#include "objects/native.h"

#include "objects/dict_object.h"
#include "objects/function_objects.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp::objects {

TypeObject* new_native_type(Context& ctx, const char* name, TypeObject* base,
                            TypeObject::MakeInstance make_instance) {
  TypeObject* t = ctx.heap.make<TypeObject>(ctx.builtins.type_type);
  t->name = name;
  t->qualname = name;
  t->base = base;
  if (base != nullptr) {
    t->bases.push_back(base);
    t->mro.push_back(t);
    t->mro.insert(t->mro.end(), base->mro.begin(), base->mro.end());
    t->call_slot = base->call_slot;
    t->iter_next_slot = base->iter_next_slot;
    t->descr_get = base->descr_get;
    t->getattr_slot = base->getattr_slot;
    t->make_instance = make_instance != nullptr ? make_instance : base->make_instance;
  } else {
    t->mro.push_back(t);
    t->make_instance = make_instance;
  }
  t->allows_instance_dict = false;
  t->dict = dict_new(ctx);
  return t;
}

// A native type being set up may already be the base of other native types that do not
// record it (has_subclasses is kept by class creation only): drop every cache then. A
// heap type gets its own new version tag (its __dict__/__weakref__ descriptors).
static void type_modified_for_setup(Context& ctx, TypeObject* type) {
  if (type->is_heap_type)
    type_modified(ctx, type);
  else
    type_modified(ctx);
}

static BuiltinFunctionObject* make_method(Context& ctx, TypeObject* type, const MethodDef& m) {
  auto* f = ctx.heap.make<BuiltinFunctionObject>(ctx.builtins.builtin_function_type, m.name, m.fn,
                                                 m.doc, Value::null());
  f->owner = type;
  return f;
}

void add_methods(Context& ctx, TypeObject* type, const MethodDef* methods) {
  type_modified_for_setup(ctx, type);
  for (const MethodDef* m = methods; m->name != nullptr; ++m) {
    dict_set_str(ctx, type->dict, protocol::intern(ctx, m->name),
                 Value::object(make_method(ctx, type, *m)));
  }
}

void add_static_methods(Context& ctx, TypeObject* type, const MethodDef* methods) {
  type_modified_for_setup(ctx, type);
  for (const MethodDef* m = methods; m->name != nullptr; ++m) {
    auto* f = ctx.heap.make<BuiltinFunctionObject>(ctx.builtins.builtin_function_type, m->name,
                                                   m->fn, m->doc, Value::null());
    auto* w = ctx.heap.make<MethodWrapperObject>(ctx.builtins.staticmethod_type, Value::object(f));
    dict_set_str(ctx, type->dict, protocol::intern(ctx, m->name), Value::object(w));
  }
}

void add_class_methods(Context& ctx, TypeObject* type, const MethodDef* methods) {
  type_modified_for_setup(ctx, type);
  for (const MethodDef* m = methods; m->name != nullptr; ++m) {
    auto* f = ctx.heap.make<BuiltinFunctionObject>(ctx.builtins.builtin_function_type, m->name,
                                                   m->fn, m->doc, Value::null());
    auto* w = ctx.heap.make<MethodWrapperObject>(ctx.builtins.classmethod_type, Value::object(f));
    dict_set_str(ctx, type->dict, protocol::intern(ctx, m->name), Value::object(w));
  }
}

void add_getsets(Context& ctx, TypeObject* type, const GetSetDef* getsets) {
  type_modified_for_setup(ctx, type);
  for (const GetSetDef* g = getsets; g->name != nullptr; ++g) {
    auto* o = ctx.heap.make<GetSetObject>(ctx.builtins.getset_descriptor_type, g, type);
    dict_set_str(ctx, type->dict, protocol::intern(ctx, g->name), Value::object(o));
  }
}

void set_type_attr(Context& ctx, TypeObject* type, const char* name, Value v) {
  type_modified_for_setup(ctx, type);
  dict_set_str(ctx, type->dict, protocol::intern(ctx, name), v);
}

Value new_native_function(Context& ctx, const char* name, NativeFunction fn, const char* doc,
                          Value self) {
  return Value::object(
      ctx.heap.make<BuiltinFunctionObject>(ctx.builtins.builtin_function_type, name, fn, doc, self));
}

ModuleObject* new_module(Context& ctx, const char* name) {
  DictObject* d = dict_new(ctx);
  gc::Root<DictObject> keep(ctx.heap, d);
  auto* m = ctx.heap.make<ModuleObject>(ctx.builtins.module_type, name, d);
  dict_set_str(ctx, d, ctx.builtins.names.__name__, str_from(ctx, name));
  dict_set_str(ctx, d, ctx.builtins.names.__doc__, Value::none());
  dict_set_str(ctx, d, ctx.builtins.names.__package__, str_from(ctx, ""));
  return m;
}

void add_functions(Context& ctx, ModuleObject* module, const MethodDef* functions) {
  for (const MethodDef* m = functions; m->name != nullptr; ++m) {
    dict_set_str(ctx, module->dict, protocol::intern(ctx, m->name),
                 new_native_function(ctx, m->name, m->fn, m->doc));
  }
}

void set_module_attr(Context& ctx, ModuleObject* module, const char* name, Value v) {
  dict_set_str(ctx, module->dict, protocol::intern(ctx, name), v);
}

}  // namespace tp::objects
