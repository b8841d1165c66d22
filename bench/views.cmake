# Views: the battery against an MD5-only loop, random solvable puzzles by size and density.
knobel_benchmark(views views_bench.cpp)
