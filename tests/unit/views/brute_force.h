#pragma once
// An independent yardstick for the Views solver: it knows nothing of the solver's bounds, layouts or
// search, only the rules. Candidate cells are found pixel by pixel, and every subset of them is
// tried; a subset is a shape exactly when views_of (the definition, cube by cube) gives the puzzle.
// Exponential, so only for puzzles with few candidate cells.

#include <cstdint>
#include <vector>

#include "views/puzzle.h"

namespace knobel::views::testing {

struct BruteForce {
    bool too_many_candidates = false;  // nothing below is filled in then
    bool solvable = false;
    int cubes = 0;                    // the minimum
    std::uint64_t optimal_count = 0;  // subsets of that size that show the views
    std::vector<Shape> optimal;       // all of them
    Shape in_every;                   // cells in every optimal shape
    Shape in_none;                    // cells in no optimal shape (all K³ cells considered)
    Shape candidates;                 // cells whose three pixels are set
};

// The candidate cells, by the rules: a cell may hold a cube only if its top, front and side pixels
// are all set.
Shape brute_candidates(const Puzzle& puzzle);

// Tries every subset of the candidate cells, if there are at most `max_candidates`.
BruteForce brute_force(const Puzzle& puzzle, int max_candidates = 22);

}  // namespace knobel::views::testing
