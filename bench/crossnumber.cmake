# Crossnumber: the solver on the examples (fast path, step mode, slices), on generated 10x10
# puzzles (unique, multiple, none) and loosely ruled ones, and reading a file.
knobel_benchmark(crossnumber crossnumber_bench.cpp)
# The loosely ruled puzzles come from the unit tests' generator (tests/unit/crossnumber/loose_puzzles.h).
target_include_directories(knobel_bench_crossnumber PRIVATE ${PROJECT_SOURCE_DIR}/tests/unit/crossnumber)
# The workshop: the generator (8x8, ten seeds per difficulty) and the setter report.
knobel_benchmark(crossnumber_generate crossnumber_generate_bench.cpp)
# Hostile input (issue 21): long loosely ruled entries, many solutions, a rule repeated.
knobel_benchmark(crossnumber_hostile crossnumber_hostile_bench.cpp)
