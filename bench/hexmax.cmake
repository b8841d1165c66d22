# Hex-Max: the solver on the contest inputs and the big community inputs, the text and JSON output.
knobel_benchmark(hexmax hexmax_bench.cpp)
