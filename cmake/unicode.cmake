# Generates the Unicode character database tables (src/objects/unicode_db.h) at build time
# from the UCD text files of Debian's `unicode-data` package (scripts/setup installs it):
# cmake/unicode_gen.cpp is built for the host and run on them. The repertoire is limited to
# Unicode 14.0, CPython 3.11's (Note [Unicode version] in cmake/unicode_gen.cpp).
set(TP_UNICODE_DIR /usr/share/unicode CACHE PATH "Unicode Character Database text files")
set(TP_UNICODE_AGE 14.0)
set(TP_UNICODE_FILES UnicodeData.txt DerivedAge.txt SpecialCasing.txt CaseFolding.txt
    DerivedCoreProperties.txt EastAsianWidth.txt DerivedNormalizationProps.txt Jamo.txt
    NameAliases.txt NamedSequences.txt extracted/DerivedNumericValues.txt)
set(TP_UNICODE_INPUTS)
foreach(f ${TP_UNICODE_FILES})
  if(NOT EXISTS ${TP_UNICODE_DIR}/${f})
    message(FATAL_ERROR "${TP_UNICODE_DIR}/${f} is missing: install Debian's unicode-data "
                        "package (scripts/setup) or set TP_UNICODE_DIR")
  endif()
  list(APPEND TP_UNICODE_INPUTS ${TP_UNICODE_DIR}/${f})
endforeach()
add_executable(tp_unicode_gen ${CMAKE_SOURCE_DIR}/cmake/unicode_gen.cpp)
set(TP_UNICODE_TABLES_CPP ${CMAKE_BINARY_DIR}/generated/unicode_tables.cpp)
add_custom_command(
  OUTPUT ${TP_UNICODE_TABLES_CPP}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/generated
  COMMAND tp_unicode_gen ${TP_UNICODE_DIR} ${TP_UNICODE_AGE} ${TP_UNICODE_TABLES_CPP}
  DEPENDS tp_unicode_gen ${TP_UNICODE_INPUTS}
  COMMENT "Generating the Unicode tables from ${TP_UNICODE_DIR}")
