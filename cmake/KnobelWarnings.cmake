# knobel_warnings(<target>): the warning set for Knobel's own code (never for Dear ImGui or SDL).
function(knobel_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 reports impossible overlaps inside std::string's operator+ (GCC bug 105329).
    target_compile_options(${target} PRIVATE -Wno-restrict)
    if(KNOBEL_UNITY_BUILD)
      # In a unity build each .cpp is included into a generated file, so GCC takes a class defined
      # in a .cpp for one defined in a header and warns when it holds a type of that .cpp's
      # anonymous namespace; that is only true of headers.
      target_compile_options(${target} PRIVATE -Wno-subobject-linkage)
    endif()
  endif()
  if(KNOBEL_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
