# `make install PREFIX=DIR` (cmake --install): bin/tensorpy, lib/libtensorpy.{so*,a},
# include/tensorpy/{api.h,api.hpp}, lib/pkgconfig/tensorpy.pc and the CMake package
# lib/cmake/TensorPy (find_package(TensorPy) gives TensorPy::tensorpy, and
# TensorPy::tensorpy_static). Paths in the .pc and the package are relative to where
# they are installed, so an installed tree can be moved.
# lib/, not a multiarch folder: the .pc and the package find the prefix from there.
set(CMAKE_INSTALL_LIBDIR lib)
include(GNUInstallDirs)
install(TARGETS tensorpy RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS tensorpy_shared tensorpy_static
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/tensorpy/api.h ${CMAKE_SOURCE_DIR}/include/tensorpy/api.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tensorpy)

# Libs.private: what a static link of libtensorpy.a needs besides it (the C++ runtime too,
# for C hosts).
set(TP_PC_REQUIRES_PRIVATE "gmp libpcre2-8 libedit zlib libcrypto sqlite3")
if(HWY_FOUND)
  string(APPEND TP_PC_REQUIRES_PRIVATE " libhwy")
endif()
set(TP_PC_LIBS_PRIVATE "-lstdc++ -lm -lpthread")
configure_file(${CMAKE_SOURCE_DIR}/cmake/tensorpy.pc.in ${CMAKE_BINARY_DIR}/tensorpy.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/tensorpy.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

configure_file(${CMAKE_SOURCE_DIR}/cmake/TensorPyConfig.cmake.in
               ${CMAKE_BINARY_DIR}/TensorPyConfig.cmake @ONLY)
include(CMakePackageConfigHelpers)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/TensorPyConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_BINARY_DIR}/TensorPyConfig.cmake ${CMAKE_BINARY_DIR}/TensorPyConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/TensorPy)
