# Crossnumber: the solver on the examples (fast path, step mode, slices), and reading a file.
knobel_benchmark(crossnumber crossnumber_bench.cpp)
# The workshop: the generator (8x8, ten seeds per difficulty) and the setter report.
knobel_benchmark(crossnumber_generate crossnumber_generate_bench.cpp)
