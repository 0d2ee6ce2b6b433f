// The registry of native modules, generated from native_modules.def. The importer
// (src/vm) consults it before lib/ (embedded) and before sys.path.
#pragma once

#include <string_view>

namespace tp {
class Context;
class ModuleObject;
}  // namespace tp

namespace tp::stdlib {
#define X(name, init) ModuleObject* init(Context& ctx);
#include "runtime/native_modules.def"
#undef X
}  // namespace tp::stdlib

namespace tp::runtime {

using ModuleInit = ModuleObject* (*)(Context& ctx);
// The init function of native module `name`, or nullptr if there is none.
ModuleInit find_native_module(std::string_view name);

}  // namespace tp::runtime
