// The operator half of the protocol: binary operators with reflected operands and the
// subclass-first rule, in-place operators falling back to binary, unary operators and rich
// comparisons with reflection and NotImplemented. Fast paths for small ints, floats and
// exact strs come first.
#include "objects/dict_object.h"
#include "objects/float_object.h"
#include "objects/function_objects.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp::protocol {

using namespace objects;

namespace {

struct OpInfo {
  const char* symbol;
  StrObject* Names::*dunder;
  StrObject* Names::*reflected;
  StrObject* Names::*inplace;
};

const OpInfo kOps[] = {
#define TP_INFO(name, sym, d, r, i) {sym, &Names::d, &Names::r, &Names::i},
    TP_BINARY_OPS(TP_INFO)
#undef TP_INFO
};

const char* const kCompareSymbols[] = {"<", "<=", "==", "!=", ">", ">="};

}  // namespace

// The method `name` of type `t` (Null when absent), without binding.
static Value special(Context& ctx, TypeObject* t, StrObject* name) {
  return type_lookup(ctx, t, name);
}

static Value call_special(Context& ctx, Value fn, Value self, Value arg) {
  Value args[2] = {self, arg};
  TypeObject* ft = fn.is_object() ? fn.as_object()->type() : nullptr;
  if (ft == ctx.builtins.builtin_function_type || ft == ctx.builtins.function_type) {
    return call(ctx, fn, CallArgs{args, 2, nullptr});
  }
  Value bound = descriptor_get(ctx, fn, self, type_of(ctx, self));
  if (bound.is_null()) return bound;
  return call(ctx, bound, CallArgs{args + 1, 1, nullptr});
}

// Note [Sequence slots go last]
// CPython's str, bytes, bytearray, list and tuple implement + and * as sequence
// concat/repeat, which the operator tries only after both operands' number methods: so
// `"s" + obj`, `[1] * obj`, `x += obj` (x a list) call type(obj).__radd__/__rmul__ first,
// and the sequence method (raising "can only concatenate str ..." when it cannot) runs
// last. Here those types' __add__/__mul__ (and list/bytearray's __iadd__/__imul__) are
// recognised by identity with the built-in type's own method and called after the
// reflected one.
static bool sequence_slot(Context& ctx, TypeObject* ta, StrObject* name, Value f) {
  auto& B = ctx.builtins;
  for (TypeObject* t : {B.str_type, B.list_type, B.tuple_type, B.bytearray_type, B.bytes_type}) {
    if (is_subtype(ta, t)) {
      Value own = dict_get_str(ctx, t->dict, name);
      return !own.is_null() && own.is(f);
    }
  }
  return false;
}

// skip_forward: a's __op__ already ran (through its binary_op_slot) and returned
// NotImplemented.
static Value binary_generic(Context& ctx, BinaryOp op, Value a, Value b, bool* handled,
                            bool skip_forward = false) {
  const OpInfo& info = kOps[static_cast<int>(op)];
  TypeObject* ta = type_of(ctx, a);
  TypeObject* tb = type_of(ctx, b);
  Value fa = skip_forward ? Value::null() : special(ctx, ta, ctx.builtins.names.*info.dunder);
  Value fb = ta == tb ? Value::null() : special(ctx, tb, ctx.builtins.names.*info.reflected);
  *handled = true;
  if (!fb.is_null() && is_subtype(tb, ta)) {
    Value ra = special(ctx, ta, ctx.builtins.names.*info.reflected);
    if (!ra.is(fb)) {
      Value r = call_special(ctx, fb, b, a);
      if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
      fb = Value::null();
    }
  }
  bool fa_last = !fa.is_null() && !fb.is_null() && (op == BinaryOp::Add || op == BinaryOp::Multiply) &&
                 sequence_slot(ctx, ta, ctx.builtins.names.*info.dunder, fa);
  if (!fa.is_null() && !fa_last) {
    Value r = call_special(ctx, fa, a, b);
    if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
  }
  if (!fb.is_null()) {
    Value r = call_special(ctx, fb, b, a);
    if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
  }
  if (fa_last) {
    Value r = call_special(ctx, fa, a, b);
    if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
  }
  *handled = false;
  return Value::null();
}

// The built-in sequences with repetition (CPython's sq_repeat): str, bytes, bytearray,
// list, tuple and their subclasses.
static bool repeatable_sequence(Context& ctx, Value v) {
  if (!v.is_object()) return false;
  TypeObject* t = v.as_object()->type();
  auto& B = ctx.builtins;
  return is_subtype(t, B.str_type) || is_subtype(t, B.bytes_type) || is_subtype(t, B.bytearray_type) ||
         is_subtype(t, B.list_type) || is_subtype(t, B.tuple_type);
}

static Value binary_error(Context& ctx, BinaryOp op, Value a, Value b, bool inplace) {
  const OpInfo& info = kOps[static_cast<int>(op)];
  std::string sym = info.symbol;
  if (inplace) sym += "=";
  if (op == BinaryOp::Power && !inplace) sym = "** or pow()";
  if (op == BinaryOp::Add && is_str(ctx, a)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only concatenate str (not \"%s\") to str",
                     type_name(ctx, b));
  }
  if (op == BinaryOp::Add && is_list(ctx, a)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only concatenate list (not \"%s\") to list",
                     type_name(ctx, b));
  }
  if (op == BinaryOp::Add && a.is_object() && is_subtype(a.as_object()->type(), ctx.builtins.tuple_type)) {
    return ctx.raise(ctx.builtins.exc_TypeError, "can only concatenate tuple (not \"%s\") to tuple",
                     type_name(ctx, b));
  }
  if (op == BinaryOp::Multiply) {
    // CPython's sequence repetition: a sequence operand repeated by a non-integer names
    // the other operand's type (the left sequence first).
    bool seq_a = repeatable_sequence(ctx, a);
    // In place, CPython repeats the right operand only when the left is no container at
    // all (an instance of a class, a set, a dict, a range...: the standard message).
    bool container_a = a.is_object() && (a.as_object()->type()->is_heap_type ||
                                         !special(ctx, type_of(ctx, a), ctx.builtins.names.__len__).is_null());
    if (seq_a || (repeatable_sequence(ctx, b) && !(inplace && container_a))) {
      return ctx.raise(ctx.builtins.exc_TypeError, "can't multiply sequence by non-int of type '%s'",
                       type_name(ctx, seq_a ? b : a));
    }
  }
  return ctx.raise(ctx.builtins.exc_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'",
                   sym.c_str(), type_name(ctx, a), type_name(ctx, b));
}

// Note [Binary operator slot] (type_object.h): may a's slot run first for `a op b`?
static inline bool forward_slot_applies(TypeObject* ta, Value b) {
  if (!b.is_object()) return true;
  TypeObject* tb = b.as_object()->type();
  return tb == ta || tb->binary_op_slot == ta->binary_op_slot || !is_subtype(tb, ta);
}

Value binary_op(Context& ctx, BinaryOp op, Value a, Value b) {
  if (a.is_object()) {
    TypeObject* ta = a.as_object()->type();
    if (ta->binary_op_slot != nullptr && forward_slot_applies(ta, b)) {
      Value r = ta->binary_op_slot(ctx, op, TypeObject::BinaryKind::Forward, a, b);
      if (!r.is(ctx.builtins.not_implemented)) return r;
      bool handled;
      r = binary_generic(ctx, op, a, b, &handled, /*skip_forward=*/true);
      if (handled || ctx.has_exception()) return r;
      return binary_error(ctx, op, a, b, false);
    }
  } else if (b.is_object() && b.as_object()->type()->binary_op_slot != nullptr &&
             (a.is_small_int() || a.is_float() || a.is_bool())) {
    // int/float/bool's own dunders return NotImplemented for an object: reflected at once.
    Value r = b.as_object()->type()->binary_op_slot(ctx, op, TypeObject::BinaryKind::Reflected, a, b);
    if (!r.is(ctx.builtins.not_implemented)) return r;
  }
  if (a.is_small_int() && b.is_small_int()) {
    Value r = int_binary(ctx, op, a, b);  // NotImplemented for @
    if (!r.is(ctx.builtins.not_implemented)) return r;
    return binary_error(ctx, op, a, b, false);
  }
  if ((a.is_float() || a.is_small_int()) && (b.is_float() || b.is_small_int())) {
    Value r = float_binary(ctx, op, a, b);
    if (!r.is(ctx.builtins.not_implemented)) return r;
    return binary_error(ctx, op, a, b, false);
  }
  if (op == BinaryOp::Add && a.is_object() && b.is_object() &&
      a.as_object()->type() == ctx.builtins.str_type && b.as_object()->type() == ctx.builtins.str_type) {
    return str_concat(ctx, as_str(a), as_str(b));
  }
  bool handled;
  Value r = binary_generic(ctx, op, a, b, &handled);
  if (handled || ctx.has_exception()) return r;
  return binary_error(ctx, op, a, b, false);
}

Value inplace_op(Context& ctx, BinaryOp op, Value a, Value b) {
  if (a.is_small_int() && b.is_small_int()) {
    Value r = int_binary(ctx, op, a, b);
    if (!r.is(ctx.builtins.not_implemented)) return r;
    return binary_error(ctx, op, a, b, true);
  }
  if ((a.is_float() || a.is_small_int()) && (b.is_float() || b.is_small_int())) {
    Value r = float_binary(ctx, op, a, b);
    if (!r.is(ctx.builtins.not_implemented)) return r;
    return binary_error(ctx, op, a, b, true);
  }
  if (a.is_object() && a.as_object()->type() != ctx.builtins.str_type) {
    TypeObject* ta = a.as_object()->type();
    if (ta->binary_op_slot != nullptr) {
      Value r = ta->binary_op_slot(ctx, op, TypeObject::BinaryKind::Inplace, a, b);
      if (!r.is(ctx.builtins.not_implemented)) return r;
    }
    const OpInfo& info = kOps[static_cast<int>(op)];
    Value f = special(ctx, type_of(ctx, a), ctx.builtins.names.*info.inplace);
    if (!f.is_null()) {
      TypeObject* tb = type_of(ctx, b);
      if ((op == BinaryOp::Add || op == BinaryOp::Multiply) && tb != ta &&
          sequence_slot(ctx, ta, ctx.builtins.names.*info.inplace, f)) {
        // Note [Sequence slots go last]: the right operand's reflected method first.
        Value fb = special(ctx, tb, ctx.builtins.names.*info.reflected);
        if (!fb.is_null()) {
          Value r = call_special(ctx, fb, b, a);
          if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
        }
      }
      Value r = call_special(ctx, f, a, b);
      if (r.is_null() || !r.is(ctx.builtins.not_implemented)) return r;
    }
  }
  bool handled;
  Value r = binary_generic(ctx, op, a, b, &handled);
  if (handled || ctx.has_exception()) return r;
  return binary_error(ctx, op, a, b, true);
}

Value unary_op(Context& ctx, UnaryOp op, Value a) {
  if (op == UnaryOp::Not) {
    int t = is_true(ctx, a);
    if (t < 0) return Value::null();
    return Value::boolean(!t);
  }
  if (a.is_small_int()) {
    int64_t x = a.as_small_int();
    if (op == UnaryOp::Positive) return a;
    if (op == UnaryOp::Invert) return Value::small_int(~x);
    if (x != INT64_MIN) return Value::small_int(-x);
  }
  if (a.is_float()) {
    if (op == UnaryOp::Negative) return Value::floating(-a.as_float());
    if (op == UnaryOp::Positive) return a;
  }
  StrObject* name = op == UnaryOp::Negative   ? ctx.builtins.names.__neg__
                    : op == UnaryOp::Positive ? ctx.builtins.names.__pos__
                                              : ctx.builtins.names.__invert__;
  Value f = special(ctx, type_of(ctx, a), name);
  if (f.is_null()) {
    const char* sym = op == UnaryOp::Negative ? "-" : op == UnaryOp::Positive ? "+" : "~";
    return ctx.raise(ctx.builtins.exc_TypeError, "bad operand type for unary %s: '%s'", sym,
                     type_name(ctx, a));
  }
  Value args[1] = {a};
  TypeObject* ft = f.is_object() ? f.as_object()->type() : nullptr;
  if (ft == ctx.builtins.builtin_function_type || ft == ctx.builtins.function_type) {
    return call(ctx, f, CallArgs{args, 1, nullptr});
  }
  Value bound = descriptor_get(ctx, f, a, type_of(ctx, a));
  if (bound.is_null()) return bound;
  return call0(ctx, bound);
}

static StrObject* compare_name(Context& ctx, CompareOp op) {
  auto& n = ctx.builtins.names;
  switch (op) {
    case CompareOp::Lt: return n.__lt__;
    case CompareOp::Le: return n.__le__;
    case CompareOp::Eq: return n.__eq__;
    case CompareOp::Ne: return n.__ne__;
    case CompareOp::Gt: return n.__gt__;
    case CompareOp::Ge: return n.__ge__;
  }
  return nullptr;
}

static CompareOp swapped(CompareOp op) {
  switch (op) {
    case CompareOp::Lt: return CompareOp::Gt;
    case CompareOp::Le: return CompareOp::Ge;
    case CompareOp::Gt: return CompareOp::Lt;
    case CompareOp::Ge: return CompareOp::Le;
    default: return op;
  }
}

Value compare(Context& ctx, CompareOp op, Value a, Value b) {
  if (a.is_small_int() && b.is_small_int()) return int_compare(ctx, op, a, b);
  if ((a.is_float() || a.is_small_int()) && (b.is_float() || b.is_small_int())) {
    return float_compare(ctx, op, a, b);
  }
  if (!recursion_enter(ctx, " in comparison")) return Value::null();
  TypeObject* ta = type_of(ctx, a);
  TypeObject* tb = type_of(ctx, b);
  bool checked_reflected = false;
  Value r;
  if (ta != tb && is_subtype(tb, ta)) {
    Value fb = special(ctx, tb, compare_name(ctx, swapped(op)));
    if (!fb.is_null()) {
      checked_reflected = true;
      r = call_special(ctx, fb, b, a);
      if (r.is_null() || !r.is(ctx.builtins.not_implemented)) {
        recursion_leave(ctx);
        return r;
      }
    }
  }
  Value fa = special(ctx, ta, compare_name(ctx, op));
  if (!fa.is_null()) {
    r = call_special(ctx, fa, a, b);
    if (r.is_null() || !r.is(ctx.builtins.not_implemented)) {
      recursion_leave(ctx);
      return r;
    }
  }
  if (!checked_reflected) {
    Value fb = special(ctx, tb, compare_name(ctx, swapped(op)));
    if (!fb.is_null()) {
      r = call_special(ctx, fb, b, a);
      if (r.is_null() || !r.is(ctx.builtins.not_implemented)) {
        recursion_leave(ctx);
        return r;
      }
    }
  }
  recursion_leave(ctx);
  if (op == CompareOp::Eq) return Value::boolean(a.is(b));
  if (op == CompareOp::Ne) return Value::boolean(!a.is(b));
  return ctx.raise(ctx.builtins.exc_TypeError, "'%s' not supported between instances of '%s' and '%s'",
                   kCompareSymbols[static_cast<int>(op)], ta->name.c_str(), tb->name.c_str());
}

int equal(Context& ctx, Value a, Value b) {
  if (a.is(b)) return 1;
  if (a.is_small_int() && b.is_small_int()) return 0;
  if (a.is_object() && b.is_object() && a.as_object()->type() == ctx.builtins.str_type &&
      b.as_object()->type() == ctx.builtins.str_type) {
    return str_equal(as_str(a), as_str(b)) ? 1 : 0;
  }
  Value r = compare(ctx, CompareOp::Eq, a, b);
  if (r.is_null()) return -1;
  if (r.is_bool()) return r.as_bool() ? 1 : 0;
  return is_true(ctx, r);
}

}  // namespace tp::protocol
