// Start-up of the VM's own types (vm/init.cpp calls these in order).
#pragma once

namespace tp {
class Context;
}

namespace tp::vm {
void init_code_type(Context& ctx);
void init_function_types(Context& ctx);   // function, method, cell
void init_frame_types(Context& ctx);      // frame, traceback
void init_generator_type(Context& ctx);
void init_vm_builtins(Context& ctx);
// list[int], dict[...], type[...] and int | str through lib/_generic_alias.py and
// lib/_union_type.py (generic_alias.cpp).
void init_generic_alias_hooks(Context& ctx);      // __build_class__, globals, exec, ... (builtins_vm.cpp)
void init_import(Context& ctx);           // sys.modules, the import machinery
}  // namespace tp::vm
