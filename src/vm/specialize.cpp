// Quickening: the adaptive rewrite of a code object and the specialisation decisions of
// the attribute instructions (Note [Quickening], Note [Inline caches] in vm/specialize.h).
// The specialised forms themselves run in the eval loop (vm/eval.cpp).
#include "vm/specialize.h"

#include "objects/dict_object.h"
#include "objects/function_objects.h"
#include "objects/instance_object.h"
#include "objects/str_object.h"
#include "objects/type_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"

namespace tp::vm {

void quicken(CodeObject* co) {
  if (co->quickened) return;
  co->quickened = true;
  for (Instruction& ins : co->code) {
    Opcode op = opcode_of(ins);
    Opcode adaptive;
    switch (op) {
      case Opcode::LOAD_ATTR: adaptive = Opcode::LOAD_ATTR_ADAPTIVE; break;
      case Opcode::STORE_ATTR: adaptive = Opcode::STORE_ATTR_ADAPTIVE; break;
      case Opcode::LOAD_METHOD: adaptive = Opcode::LOAD_METHOD_ADAPTIVE; break;
      default: continue;
    }
    if (co->attr_caches.size() >= kMaxArg) return;  // the rest stay generic
    AttrCache c;
    c.name_index = arg_of(ins);
    co->attr_caches.push_back(c);
    ins = make_instruction(adaptive, static_cast<uint32_t>(co->attr_caches.size() - 1));
  }
}

namespace {

// A class attribute that instance lookup returns as it is (no __get__ can appear on its
// type: a built-in type that is no descriptor). Exact types only.
bool is_plain_class_value(Context& ctx, Value v) {
  if (!v.is_object()) return true;
  TypeObject* t = v.as_object()->type();
  auto& B = ctx.builtins;
  return t == B.str_type || t == B.int_type || t == B.float_type || t == B.tuple_type ||
         t == B.bytes_type || t == B.frozenset_type || t == B.list_type || t == B.dict_type ||
         t == B.set_type || t == B.type_type;
}

// A function that LOAD_METHOD may push unbound (what protocol::lookup_method calls plain).
bool is_plain_method(Context& ctx, Value v) {
  if (!v.is_object()) return false;
  TypeObject* t = v.as_object()->type();
  return t == ctx.builtins.function_type ||
         (t == ctx.builtins.builtin_function_type &&
          static_cast<BuiltinFunctionObject*>(v.as_object())->owner != nullptr &&
          static_cast<BuiltinFunctionObject*>(v.as_object())->self.is_null());
}

void fail(CodeObject* co, int pc) {
  co->attr_caches[arg_of(co->code[pc])].backoff = kSpecializeBackoff;
}

// Fills the guard of the cache of instruction pc for type t; returns the cache.
AttrCache& fill_guard(Context& ctx, CodeObject* co, int pc, TypeObject* t) {
  AttrCache& c = co->attr_caches[arg_of(co->code[pc])];
  c.type = t;
  c.type_version = t->version_tag;
  c.epoch = ctx.builtins.type_hierarchy_epoch;
  c.backoff = 0;
  return c;
}

void rewrite(CodeObject* co, int pc, Opcode op) {
  co->code[pc] = make_instruction(op, arg_of(co->code[pc]));
}

int32_t index_in(DictObject* d, StrObject* name) {
  if (d == nullptr) return -1;
  for (size_t i = 0; i < d->entries.size(); ++i)
    if (d->entries[i].key.is_object() && d->entries[i].key.as_object() == name)
      return static_cast<int32_t>(i);
  return -1;
}

// The object's own dict when its type gives instances one (nullptr otherwise or when the
// dict is not created yet).
DictObject* own_dict(Value obj) {
  if (!obj.is_object()) return nullptr;
  DictObject** slot = obj.as_object()->instance_dict();
  return slot ? *slot : nullptr;
}

}  // namespace

void specialize_load_attr(Context& ctx, CodeObject* co, int pc, Value obj) {
  TypeObject* t = protocol::type_of(ctx, obj);
  if (t->getattr_slot != nullptr || objects::is_type(ctx, obj)) return fail(co, pc);
  StrObject* name = co->names[co->attr_caches[arg_of(co->code[pc])].name_index];
  Value descr = objects::type_lookup(ctx, t, name);
  if (!descr.is_null() && !is_plain_method(ctx, descr) && !is_plain_class_value(ctx, descr))
    return fail(co, pc);
  // Without a descriptor only the instance dict can answer: specialise only for objects
  // that have one.
  if (descr.is_null() && (!obj.is_object() || obj.as_object()->instance_dict() == nullptr))
    return fail(co, pc);
  AttrCache& c = fill_guard(ctx, co, pc, t);
  c.descr = descr;
  c.hint = index_in(own_dict(obj), name);
  rewrite(co, pc, Opcode::LOAD_ATTR_INSTANCE);
}

void specialize_store_attr(Context& ctx, CodeObject* co, int pc, Value obj) {
  TypeObject* t = protocol::type_of(ctx, obj);
  if (!obj.is_object() || obj.as_object()->instance_dict() == nullptr || objects::is_type(ctx, obj))
    return fail(co, pc);
  auto& B = ctx.builtins;
  if (t->is_heap_type) {
    Value sa = objects::type_lookup(ctx, t, B.names.__setattr__);
    if (!sa.is_null() && !(sa.is_object() && sa.as_object()->type() == B.builtin_function_type))
      return fail(co, pc);
  }
  StrObject* name = co->names[co->attr_caches[arg_of(co->code[pc])].name_index];
  Value descr = objects::type_lookup(ctx, t, name);
  if (!descr.is_null() && !is_plain_method(ctx, descr) && !is_plain_class_value(ctx, descr))
    return fail(co, pc);
  AttrCache& c = fill_guard(ctx, co, pc, t);
  c.descr = descr;
  c.hint = index_in(own_dict(obj), name);
  rewrite(co, pc, Opcode::STORE_ATTR_INSTANCE);
}

void specialize_load_method(Context& ctx, CodeObject* co, int pc, Value obj) {
  TypeObject* t = protocol::type_of(ctx, obj);
  if (t->getattr_slot != nullptr || objects::is_type(ctx, obj)) return fail(co, pc);
  StrObject* name = co->names[co->attr_caches[arg_of(co->code[pc])].name_index];
  Value descr = objects::type_lookup(ctx, t, name);
  DictObject** slot = obj.is_object() ? obj.as_object()->instance_dict() : nullptr;
  if (is_plain_method(ctx, descr)) {
    AttrCache& c = fill_guard(ctx, co, pc, t);
    c.descr = descr;
    rewrite(co, pc, slot == nullptr ? Opcode::LOAD_METHOD_NO_DICT : Opcode::LOAD_METHOD_CACHED);
    return;
  }
  if (descr.is_null() && slot != nullptr && *slot != nullptr) {
    int32_t hint = index_in(*slot, name);
    if (hint < 0) return fail(co, pc);
    AttrCache& c = fill_guard(ctx, co, pc, t);
    c.descr = Value::null();
    c.hint = hint;
    rewrite(co, pc, Opcode::LOAD_METHOD_DICT_VALUE);
    return;
  }
  fail(co, pc);
}

Opcode base_opcode(Opcode op) {
  switch (op) {
    case Opcode::LOAD_ATTR_ADAPTIVE:
    case Opcode::LOAD_ATTR_INSTANCE: return Opcode::LOAD_ATTR;
    case Opcode::STORE_ATTR_ADAPTIVE:
    case Opcode::STORE_ATTR_INSTANCE: return Opcode::STORE_ATTR;
    case Opcode::LOAD_METHOD_ADAPTIVE:
    case Opcode::LOAD_METHOD_CACHED:
    case Opcode::LOAD_METHOD_NO_DICT:
    case Opcode::LOAD_METHOD_DICT_VALUE: return Opcode::LOAD_METHOD;
    case Opcode::BINARY_OP_ADD_INT:
    case Opcode::BINARY_OP_SUBTRACT_INT:
    case Opcode::BINARY_OP_MULTIPLY_INT:
    case Opcode::BINARY_OP_INT:
    case Opcode::BINARY_OP_ADD_FLOAT:
    case Opcode::BINARY_OP_SUBTRACT_FLOAT:
    case Opcode::BINARY_OP_MULTIPLY_FLOAT:
    case Opcode::BINARY_OP_FLOAT:
    case Opcode::BINARY_OP_GENERIC: return Opcode::BINARY_OP;
    case Opcode::COMPARE_OP_INT:
    case Opcode::COMPARE_OP_FLOAT:
    case Opcode::COMPARE_OP_STR:
    case Opcode::COMPARE_OP_GENERIC: return Opcode::COMPARE_OP;
    default: return op;
  }
}

Instruction original_instruction(const CodeObject* co, int pc) {
  Instruction ins = co->code[pc];
  Opcode op = opcode_of(ins);
  Opcode base = base_opcode(op);
  if (base == op) return ins;
  uint32_t arg = arg_of(ins);
  switch (base) {
    case Opcode::LOAD_ATTR:
    case Opcode::STORE_ATTR:
    case Opcode::LOAD_METHOD: return make_instruction(base, co->attr_caches[arg].name_index);
    default: return make_instruction(base, arg & ((1u << kGenericCountShift) - 1));
  }
}

}  // namespace tp::vm
