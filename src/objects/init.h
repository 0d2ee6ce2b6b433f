// Start-up of the object layer: creates every built-in type of builtin_types.def that this
// layer owns, the exception types of exceptions.def, the singletons, the interned names,
// and the `builtins` module. Called first by Context::Context().
#pragma once

namespace tp {
class Context;
}

namespace tp::objects {
void init_builtins(Context& ctx);
}

namespace tp::runtime {
// Builds the `builtins` module (src/runtime/builtins_module*.cpp) and stores it in
// ctx.builtins.builtins_module. Called by objects::init_builtins.
void init_builtins_module(Context& ctx);
}
