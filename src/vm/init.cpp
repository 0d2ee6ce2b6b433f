// Start-up of the VM layer (vm/init.h): the VM's types, the import machinery, the VM
// builtins, and the GC root marker that marks every running frame (and through them their
// locals, value stacks, code and globals), sys.modules and the VM's saved exceptions.
#include "vm/init.h"

#include "objects/module_object.h"
#include "runtime/context.h"
#include "stdlib/stdlib_hooks.h"
#include "vm/frame.h"
#include "vm/vm_types.h"
#include "vm/coroutine.h"
#include "objects/memoryview_object.h"

namespace tp::vm {

namespace {

void mark_vm_roots(Context& ctx, Tracer& tracer) {
  VMState& s = ctx.vm;
  for (FrameObject* f = s.current_frame; f; f = f->back) tracer.mark(f);
  for (const auto& list : s.free_frames)
    for (FrameObject* f : list) tracer.mark(f);
  tracer.mark(s.modules);
  tracer.mark(s.sys_module);
  tracer.mark(s.sys_path);
  tracer.mark(s.argv);
  tracer.mark(s.handled_exception);
  tracer.mark(s.propagating);
}

}  // namespace

void init(Context& ctx) {
  init_code_type(ctx);
  init_function_types(ctx);
  init_frame_types(ctx);
  init_generator_type(ctx);
  init_coroutine_types(ctx);
  init_import(ctx);
  init_vm_builtins(ctx);
  objects::init_memoryview_type(ctx);
  init_generic_alias_hooks(ctx);
  ctx.heap.add_root_marker(mark_vm_roots);
  // builtins.open is io.open, as in CPython; io is native, so this costs microseconds.
  if (!tp::stdlib::install_builtins(ctx)) ctx.take_exception();
}

}  // namespace tp::vm
