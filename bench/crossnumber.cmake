# Crossnumber: the solver on the examples (fast path, step mode, slices), and reading a file.
knobel_benchmark(crossnumber crossnumber_bench.cpp)
