// Coroutines and asynchronous generators (PEP 492, PEP 525) on top of the generator
// machinery (vm/generator.h): a coroutine object and an async generator object are
// GeneratorObjects of their own types; `await` is `yield from` over the awaitable's
// iterator (GET_AWAITABLE; SEND/YIELD_VALUE loop).
//
// Note [Async generator values]
// An async generator's frame suspends for two reasons: an `await` inside it passes a value
// up to the event loop, and a `yield` produces the next item. The codegen marks the second
// with ASYNC_GEN_WRAP, which boxes the value in an internal async_generator_wrapped_value.
// The awaitables returned by __anext__/asend (async_generator_asend) and athrow/aclose
// (async_generator_athrow) resume the frame; a boxed value ends the awaitable with
// StopIteration(value), anything else is passed up as an await's suspension, a return ends
// it with StopAsyncIteration. Each awaitable runs once (a second await raises RuntimeError
// "cannot reuse already awaited ..."), and only one runs at a time per generator
// (GeneratorObject::ag_running_async).
#pragma once

#include "objects/value.h"

namespace tp {
class Context;
class TypeObject;
}  // namespace tp

namespace tp::vm {

class GeneratorObject;
class CodeObject;

void init_coroutine_types(Context& ctx);

bool is_coroutine(Value v);        // a native coroutine object (async def)
bool is_async_generator(Value v);  // an async generator object
TypeObject* coroutine_type(Context& ctx);
TypeObject* async_generator_type(Context& ctx);
// Drops the Context's async types (its destructor calls this; the heap frees them).
void forget_coroutine_types(Context& ctx);

// "generator", "coroutine" or "async generator": the word CPython's messages use.
const char* gen_kind_name(GeneratorObject* g);

// GET_AWAITABLE: the iterator `await v` delegates to (where: 0 await, 1 the result of
// __aenter__, 2 the result of __aexit__, for the messages). Null with an exception on error.
Value get_awaitable(Context& ctx, Value v, int where);
// GET_AITER / GET_ANEXT / BEFORE_ASYNC_WITH / ASYNC_GEN_WRAP.
Value get_aiter(Context& ctx, Value v);
Value get_anext(Context& ctx, Value aiter);
bool before_async_with(Context& ctx, Value mgr, Value* exit, Value* entered);
Value async_gen_wrap(Context& ctx, Value v);

}  // namespace tp::vm
