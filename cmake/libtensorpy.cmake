# libtensorpy (SPEC section 8): the objects of every layer (threads, tensor, data, core with
# the C API in src/api) packed twice from the same compilation: libtensorpy.a and
# libtensorpy.so.<ABI>. The shared library exports the C API (the tp* functions of
# include/tensorpy/api.h) and nothing else: cmake/libtensorpy.map makes every other symbol
# local, and src/api is compiled with -fvisibility=hidden, its declarations marked TP_API.
# The layer libraries (tp_core...) stay for the unit tests, which use internals.
set(TP_ABI_VERSION 1)
set(TP_LIB_OBJECTS $<TARGET_OBJECTS:tp_threads> $<TARGET_OBJECTS:tp_tensor>
                   $<TARGET_OBJECTS:tp_data> $<TARGET_OBJECTS:tp_core>)
# What the library's objects need from the system (PUBLIC for the static archive: a host
# linking it statically needs them; the shared library records them as DT_NEEDED).
set(TP_LIB_DEPS PkgConfig::GMP PkgConfig::PCRE2 PkgConfig::LIBEDIT OpenSSL::Crypto ZLIB::ZLIB PkgConfig::SQLITE3
                Threads::Threads)
if(HWY_FOUND)
  list(APPEND TP_LIB_DEPS PkgConfig::HWY)
endif()

# DLPack's header (Debian libdlpack-dev) for src/api/dlpack.cpp.
find_path(DLPACK_INCLUDE_DIR dlpack/dlpack.h REQUIRED)
file(GLOB TP_API_SRC CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/api/*.cpp)
set_source_files_properties(${TP_API_SRC} PROPERTIES COMPILE_OPTIONS
                            "-fvisibility=hidden;-fvisibility-inlines-hidden")

add_library(tensorpy_static STATIC ${TP_LIB_OBJECTS})
set_target_properties(tensorpy_static PROPERTIES OUTPUT_NAME tensorpy
                      ARCHIVE_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
target_link_libraries(tensorpy_static PUBLIC ${TP_LIB_DEPS})

add_library(tensorpy_shared SHARED ${TP_LIB_OBJECTS})
set_target_properties(tensorpy_shared PROPERTIES OUTPUT_NAME tensorpy
                      VERSION ${TP_ABI_VERSION}.${PROJECT_VERSION_MINOR}.${PROJECT_VERSION_PATCH} SOVERSION ${TP_ABI_VERSION}
                      LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}
                      LINK_DEPENDS ${CMAKE_SOURCE_DIR}/cmake/libtensorpy.map)
target_link_libraries(tensorpy_shared PRIVATE ${TP_LIB_DEPS})
target_link_options(tensorpy_shared PRIVATE
                    -Wl,--version-script=${CMAKE_SOURCE_DIR}/cmake/libtensorpy.map
                    -Wl,--no-undefined -Wl,--as-needed)
