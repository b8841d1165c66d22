# cmake -DFOLDER=<folder> -DALLOWED="<folders>" -DFILES="<files>" -DSTAMP=<file> -P CheckAppLayout.cmake
# Fails when a file of src/app/<FOLDER> includes a header of an app folder outside ALLOWED
# (knobel_app_module in KnobelAppModule.cmake).
cmake_policy(SET CMP0057 NEW)  # if(IN_LIST) in script mode
foreach(file IN LISTS FILES)
  file(STRINGS "${file}" includes REGEX "^#include \"app/[a-z_]+/")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^#include \"app/([a-z_]+)/.*$" "\\1" used "${line}")
    if(NOT used IN_LIST ALLOWED)
      message(FATAL_ERROR "${file}: ${line}: src/app/${FOLDER} may include only app/{${ALLOWED}} (see its CMakeLists.txt and docs/architecture.md)")
    endif()
  endforeach()
endforeach()
file(TOUCH "${STAMP}")
