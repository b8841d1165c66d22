# knobel_app_module(<folder> [IMGUI] SOURCES <files...> DEPENDS <folders...>)
#
# One folder of the web app (src/app/<folder>/) as an object library knobel_app_<folder>, using the
# puzzle cores and the app folders it DEPENDS on; IMGUI adds Dear ImGui (and SDL's headers). Object
# libraries, not static ones: a static library's object that nothing calls (js_api.cpp, called only
# from JavaScript) would be left out of the program. The program links every module directly
# (the global property KNOBEL_APP_MODULES lists them), since objects do not pass on transitively.
# The build enforces the layout (docs/architecture.md): a file of the folder that includes
# "app/<other>/..." for an <other> not in DEPENDS stops the build with the file and the include,
# and a folder without IMGUI cannot include ImGui at all (its include path is not there).
include_guard(GLOBAL)

function(knobel_app_module folder)
  cmake_parse_arguments(MODULE "IMGUI" "" "SOURCES;DEPENDS" ${ARGN})
  set(target knobel_app_${folder})
  add_library(${target} OBJECT ${MODULE_SOURCES})
  set_property(GLOBAL APPEND PROPERTY KNOBEL_APP_MODULES ${target})
  target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/src)
  target_link_libraries(${target} PUBLIC knobel_core)
  foreach(dependency IN LISTS MODULE_DEPENDS)
    target_link_libraries(${target} PUBLIC knobel_app_${dependency})
  endforeach()
  if(MODULE_IMGUI)
    target_link_libraries(${target} PUBLIC imgui)
  endif()
  knobel_warnings(${target})

  file(GLOB files CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.h ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
  set(stamp ${CMAKE_CURRENT_BINARY_DIR}/${target}.layout-checked)
  add_custom_command(
    OUTPUT ${stamp}
    COMMAND ${CMAKE_COMMAND} "-DFOLDER=${folder}" "-DALLOWED=${folder};${MODULE_DEPENDS}" "-DFILES=${files}"
            "-DSTAMP=${stamp}" -P ${PROJECT_SOURCE_DIR}/cmake/CheckAppLayout.cmake
    DEPENDS ${files} ${PROJECT_SOURCE_DIR}/cmake/CheckAppLayout.cmake
    COMMENT "Checking what src/app/${folder} includes"
    VERBATIM)
  add_custom_target(${target}_layout DEPENDS ${stamp})
  add_dependencies(${target} ${target}_layout)
endfunction()
