// Start-up of the VM layer: its types (function, code, cell, frame, generator, method,
// traceback, module machinery), `sys`, the import system, and its GC root marker. Called by
// Context::Context() after objects::init_builtins.
#pragma once

namespace tp {
class Context;
}

namespace tp::vm {
void init(Context& ctx);
}
