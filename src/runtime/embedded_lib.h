// The stdlib written in TensorPy (lib/**/*.py), compiled into the binary by
// cmake/embed_lib_gen.cmake so that ./tensorpy works from any directory.
#pragma once

namespace tp::runtime {

struct EmbeddedFile {
  const char* path;    // relative to lib/, e.g. "nn/__init__.py"; nullptr ends the table
  const char* source;  // UTF-8 source text
};

// Terminated by an entry whose path is nullptr.
extern const EmbeddedFile embedded_lib_files[];

}  // namespace tp::runtime
