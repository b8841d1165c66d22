#pragma once
// The crossnumber examples as the benchmarks read them (examples/crossnumber/NAME); a file that
// does not read stops the benchmark with its error.

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "crossnumber/parser.h"

namespace knobel::bench {

inline std::string read_example(const char* name) {
    std::ifstream file(std::string(KNOBEL_EXAMPLES_DIR) + "/crossnumber/" + name, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

inline crossnumber::Puzzle load_example(const char* name) {
    auto puzzle = crossnumber::parse_puzzle_file(read_example(name));
    if (!puzzle.ok()) {
        std::fprintf(stderr, "%s: %s\n", name, puzzle.error().to_string().c_str());
        std::abort();
    }
    return puzzle.value();
}

}  // namespace knobel::bench
