// Object lifetime hooks (src/stdlib/weakref_module.cpp, Note [Weak references and
// finalizers]): installed once at start-up by vm::init.
#pragma once

namespace tp {
class Context;
class Object;
}

namespace tp::stdlib {

// Registers the collector hooks that clear weak references, run __del__ and close
// collected generators.
void install_lifetime_hooks(Context& ctx);
// Registers an object the collector must look at when it becomes unreachable: every
// generator/coroutine/async generator, and every instance whose class has __del__ when it
// is created (a __del__ added to the class later is not seen).
void note_finalizable(Object* o);

}  // namespace tp::stdlib
