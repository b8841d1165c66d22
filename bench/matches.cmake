# Matches: the analysis of generated figures of 300, 1,000 and 3,000 matches, with and without
# turns and the mirror image.
knobel_benchmark(matches matches_bench.cpp)
