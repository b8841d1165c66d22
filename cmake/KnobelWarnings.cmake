# knobel_warnings(<target>): the warning set for Knobel's own code (never for Dear ImGui or SDL).
function(knobel_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 reports impossible overlaps inside std::string's operator+ (GCC bug 105329).
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(KNOBEL_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
