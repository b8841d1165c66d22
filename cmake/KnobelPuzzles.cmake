# KNOBEL_PUZZLES: the ids of src/puzzles.def, the one list of the puzzles, in its order. Every
# CMakeLists that has a part per puzzle (src/, src/app/, src/cli/, tests/, tests/fuzz/, bench/)
# loops over this list and calls knobel_puzzle_part() for each part, so a puzzle added to the list
# whose part is missing fails at configure time, never silently.
file(STRINGS ${PROJECT_SOURCE_DIR}/src/puzzles.def knobel_puzzle_lines REGEX "^KNOBEL_PUZZLE\\(")
set(KNOBEL_PUZZLES "")
foreach(line IN LISTS knobel_puzzle_lines)
  string(REGEX REPLACE "^KNOBEL_PUZZLE\\(([a-z0-9_]+),.*$" "\\1" id "${line}")
  list(APPEND KNOBEL_PUZZLES ${id})
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/puzzles.def)

# knobel_puzzle_part(<path> <what>): <path> must exist for every puzzle; stops the configure step
# with a message naming the puzzle and the part when it does not.
function(knobel_puzzle_part path what)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "src/puzzles.def lists a puzzle whose ${what} is missing: ${path}")
  endif()
endfunction()
