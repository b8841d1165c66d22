#pragma once
// What a new puzzle is made from (issue 19): a size, a difficulty and a seed — the New puzzle
// control, knobel.newGame({size, difficulty, seed}) and each CLI's --generate take the same three.
// The same three give the same puzzle on every machine (SplitMix64 in each generator); a fresh
// seed is drawn where none is given, by the caller (the one place randomness enters).

#include <cstdint>
#include <string_view>

#include "core/difficulty.h"
#include "core/input_error.h"

namespace knobel {

// A puzzle's range of sizes for its generator, and what a size counts.
struct NewPuzzleSizes {
    std::uint64_t smallest = 1;
    std::uint64_t largest = 1;
    std::uint64_t usual = 1;   // when no size is given
    const char* unit = "";     // "digits", "cubes along an edge", "matches"
};

struct NewPuzzleOptions {
    std::uint64_t size = 1;
    Difficulty difficulty = Difficulty::medium;
    std::uint64_t seed = 0;
};

// The three options as text (an empty text: the usual size, medium, `fresh_seed`). An error names
// the option ("size", "difficulty", "seed") and says what it takes.
Expected<NewPuzzleOptions> read_new_puzzle_options(std::string_view size, std::string_view difficulty,
                                                   std::string_view seed, const NewPuzzleSizes& sizes,
                                                   std::uint64_t fresh_seed);

}  // namespace knobel
