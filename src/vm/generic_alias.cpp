// Type subscription and `|` on classes, delegated to the standard library written in
// TensorPy: `list[int]`, `dict[str, int]`, `tuple[int, ...]`, `set[...]`, `frozenset[...]`
// and `type[...]` build a types.GenericAlias (lib/_generic_alias.py), and `int | str` /
// `int | None` build a types.UnionType (lib/_union_type.py), as in CPython 3.11. The
// classes live in lib/ because their behaviour (repr, ==, hash, __parameters__,
// substitution, isinstance rules) is plain Python; only the entry points are native. The
// module is imported on first use (once; later calls find it in sys.modules).
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/interpreter.h"
#include "vm/vm_types.h"

namespace tp::vm {

namespace {

// module.attr(args...): the lib implementation of a native entry point.
Value call_lib(Context& ctx, const char* module, const char* attr, std::vector<Value> args) {
  Value m = import_module(ctx, module);
  if (m.is_null()) return m;
  Value f = protocol::getattr(ctx, m, protocol::intern(ctx, attr));
  if (f.is_null()) return f;
  return objects::call_vector(ctx, f, args);
}

// cls.__class_getitem__(item) -> types.GenericAlias(cls, item)
Value builtin_class_getitem(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__class_getitem__", 2, 2)) return Value::null();
  return call_lib(ctx, "_generic_alias", "GenericAlias", {call.args[0], call.args[1]});
}

// type.__or__(self, other) / type.__ror__(self, other) -> types.UnionType or NotImplemented
Value type_or(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__or__", 2, 2)) return Value::null();
  return call_lib(ctx, "_union_type", "union_or", {call.args[0], call.args[1]});
}
Value type_ror(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__ror__", 2, 2)) return Value::null();
  return call_lib(ctx, "_union_type", "union_or", {call.args[1], call.args[0]});
}

const objects::MethodDef class_getitem_def[] = {
    {"__class_getitem__", builtin_class_getitem, nullptr}, {}};
const objects::MethodDef type_or_defs[] = {
    {"__or__", type_or, nullptr}, {"__ror__", type_ror, nullptr}, {}};

}  // namespace

void init_generic_alias_hooks(Context& ctx) {
  auto& B = ctx.builtins;
  for (TypeObject* t : {B.list_type, B.dict_type, B.tuple_type, B.set_type, B.frozenset_type,
                        B.type_type}) {
    objects::add_class_methods(ctx, t, class_getitem_def);
  }
  objects::add_methods(ctx, B.type_type, type_or_defs);
  objects::type_modified(ctx);
}

}  // namespace tp::vm
