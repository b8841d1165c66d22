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

# KNOBEL_LISTED_PUZZLES_TEXT: the listed puzzles' titles in words ("four classic contest puzzles:
# Views, …, Crossnumber"), for the page's description and the web app manifest
# (web/index.html.in, web/manifest.webmanifest.in) and About's first sentence (src/app/shell/app.cpp,
# a compile definition).
set(knobel_titles "")
foreach(line IN LISTS knobel_puzzle_lines)
  if(line MATCHES "^KNOBEL_PUZZLE\\([a-z0-9_]+, *\"([^\"]*)\", *listed,")
    list(APPEND knobel_titles "${CMAKE_MATCH_1}")
  endif()
endforeach()
list(LENGTH knobel_titles knobel_title_count)
set(knobel_count_words no one two three four five six seven eight nine)
if(knobel_title_count LESS 10)
  list(GET knobel_count_words ${knobel_title_count} knobel_count_word)
else()
  set(knobel_count_word ${knobel_title_count})
endif()
set(KNOBEL_LISTED_PUZZLES_TEXT "")
set(knobel_index 0)
foreach(title IN LISTS knobel_titles)
  math(EXPR knobel_index "${knobel_index} + 1")
  if(knobel_index EQUAL 1)
    set(KNOBEL_LISTED_PUZZLES_TEXT "${title}")
  elseif(knobel_index EQUAL knobel_title_count)
    string(APPEND KNOBEL_LISTED_PUZZLES_TEXT " and ${title}")
  else()
    string(APPEND KNOBEL_LISTED_PUZZLES_TEXT ", ${title}")
  endif()
endforeach()
if(knobel_title_count EQUAL 1)
  set(KNOBEL_LISTED_PUZZLES_TEXT "one classic contest puzzle: ${KNOBEL_LISTED_PUZZLES_TEXT}")
else()
  set(KNOBEL_LISTED_PUZZLES_TEXT "${knobel_count_word} classic contest puzzles: ${KNOBEL_LISTED_PUZZLES_TEXT}")
endif()

# knobel_puzzle_part(<path> <what>): <path> must exist for every puzzle; stops the configure step
# with a message naming the puzzle and the part when it does not.
function(knobel_puzzle_part path what)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "src/puzzles.def lists a puzzle whose ${what} is missing: ${path}")
  endif()
endfunction()
