# Embeds every file under lib/ (the stdlib written in TensorPy) into the binary as a
# table of {module path, source text}; src/runtime reads it through embedded_lib.h.
file(GLOB_RECURSE TP_LIB_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/lib/*.py)
set(TP_EMBEDDED_LIB_CPP ${CMAKE_BINARY_DIR}/generated/embedded_lib.cpp)
add_custom_command(
  OUTPUT ${TP_EMBEDDED_LIB_CPP}
  COMMAND ${CMAKE_COMMAND} -DLIB_DIR=${CMAKE_SOURCE_DIR}/lib -DOUT=${TP_EMBEDDED_LIB_CPP}
          -P ${CMAKE_SOURCE_DIR}/cmake/embed_lib_gen.cmake
  DEPENDS ${TP_LIB_FILES} ${CMAKE_SOURCE_DIR}/cmake/embed_lib_gen.cmake
  COMMENT "Embedding lib/*.py")
