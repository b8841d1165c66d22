# The template puzzle: its solver on the largest row of coins (the recipe's benchmark, kept small).
knobel_benchmark(nullgame nullgame_bench.cpp)
