// The native module registry: find_native_module() looks a name up in the table generated
// from runtime/native_modules.def.
#include "runtime/module_registry.h"

namespace tp::runtime {

namespace {
struct Entry {
  const char* name;
  ModuleInit init;
};
const Entry kNativeModules[] = {
#define X(name, init) {#name, &tp::stdlib::init},
#include "runtime/native_modules.def"
#undef X
    {nullptr, nullptr}};
}  // namespace

ModuleInit find_native_module(std::string_view name) {
  for (const Entry* e = kNativeModules; e->name; ++e)
    if (name == e->name) return e->init;
  return nullptr;
}

}  // namespace tp::runtime
