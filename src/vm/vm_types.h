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
void init_vm_builtins(Context& ctx);      // __build_class__, globals, exec, ... (builtins_vm.cpp)
void init_import(Context& ctx);           // sys.modules, the import machinery
}  // namespace tp::vm
