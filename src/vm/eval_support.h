// The eval loop's out-of-line helpers (vm/eval_support.cpp): the bodies of the less hot
// instructions, kept out of eval.cpp so the dispatch loop stays readable. Each follows
// Note [Errors are values]: false / Null means an exception is pending.
#pragma once

#include "objects/protocol.h"

namespace tp {
class DictObject;
class StrObject;
class TupleObject;
}  // namespace tp

namespace tp::vm {

class FrameObject;
class FunctionObject;
class CodeObject;
struct NameCache;

// UNPACK_SEQUENCE: writes the n items of `seq` to out[0..n) in order.
bool unpack_sequence(Context& ctx, Value seq, int n, Value* out);
// UNPACK_EX: `before` items, a list of the rest, `after` items, written in order.
bool unpack_ex(Context& ctx, Value seq, int before, int after, Value* out);

// LOAD_GLOBAL's slow path: the builtins lookup and the NameError (and `ml`).
Value load_global_slow(Context& ctx, FrameObject* f, StrObject* name);
// LOAD_GLOBAL's miss (Note [Global lookup cache] in vm/eval.cpp): the full lookup, and
// `cache` refilled with where the name was found.
Value load_global_cached(Context& ctx, FrameObject* f, StrObject* name, NameCache& cache);
Value load_name(Context& ctx, FrameObject* f, StrObject* name);
bool store_name(Context& ctx, FrameObject* f, StrObject* name, Value v);
bool delete_name(Context& ctx, FrameObject* f, StrObject* name);
Value name_error(Context& ctx, StrObject* name);

// MAKE_FUNCTION with the popped parts (each may be Null).
Value make_function(Context& ctx, FrameObject* f, CodeObject* code, Value defaults,
                    Value kwdefaults, Value annotations, Value closure);

Value import_from(Context& ctx, Value module, StrObject* name);
bool import_star(Context& ctx, FrameObject* f, Value module);

// BEFORE_WITH: stores the bound __exit__ and the __enter__() result.
bool before_with(Context& ctx, Value mgr, Value* exit, Value* entered);
// WITH_EXCEPT_START: exit(type(exc), exc, exc.__traceback__).
Value with_except_start(Context& ctx, Value exit, Value exc);

Value format_value(Context& ctx, Value v, int conversion, Value spec);
Value build_string(Context& ctx, const Value* parts, int n);
Value build_map(Context& ctx, const Value* kv, int n);
Value build_const_key_map(Context& ctx, const Value* values, Value keys, int n);
bool dict_merge(Context& ctx, Value dict, Value other, bool for_call, Value callable);
bool list_extend(Context& ctx, Value list, Value iterable);
bool set_update(Context& ctx, Value set, Value iterable);

// CHECK_EXC_MATCH: 1 match, 0 no match, -1 raised (bad except clause type).
int check_exc_match(Context& ctx, Value exc, Value types);
// RAISE_VARARGS with 1 or 2 arguments: instantiates, sets the cause, makes it pending.
void do_raise(Context& ctx, Value exc, Value cause);
// PRINT_EXPR: calls sys.displayhook(v) (RuntimeError "lost sys.displayhook" when deleted;
// the default hook while sys was never imported).
bool print_expr(Context& ctx, Value v);
// sys.__displayhook__: unless v is None, writes repr(v) and a newline to sys.stdout and
// binds builtins._ to v (to None while writing, as CPython).
bool default_displayhook(Context& ctx, Value v);

// CALL_FUNCTION_EX: callable(*args, **kwargs); kwargs may be Null.
// callable(*args, **kwargs), with `self` (not Null: a LOAD_METHOD call) put first. kwargs
// may be Null; a tuple args and an exact-dict (or absent) kwargs are passed without copies
// where possible.
Value call_ex(Context& ctx, Value callable, Value args, Value kwargs, Value self);

// Exception bookkeeping used while unwinding.
void add_traceback_entry(Context& ctx, Value exc, FrameObject* f);
void chain_context(Context& ctx, Value exc, Value handled);

}  // namespace tp::vm
