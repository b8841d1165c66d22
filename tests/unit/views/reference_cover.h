#pragma once
// A second, independent yardstick for the Views solver, for sizes brute force cannot reach
// (K = 5, 6). Written from the spec alone, as a plain set cover: every set pixel must be covered by
// a chosen candidate cell (a cell whose three pixels are all set). It shares no code with
// src/views' solver (no matchings, packing heuristics, Lagrangians, restarts or bit-sliced counts):
// only the model's pixel_of, pixel and views_of. Branch and bound, small enough to check by reading:
//   * iterative deepening: is there a cover of at most L cubes, for L = the root's bound, L + 1, …;
//     the first yes is the minimum (every smaller L was refuted by a complete search);
//   * branch on the uncovered pixel with the fewest candidate cells left; child i takes its cell i
//     and rules out its cells 0 … i-1 (so the children split the covers without overlap);
//   * bounds on the cubes still needed, each a one-line argument: one cube covers at most one
//     pixel of each view (the largest per-view count of uncovered pixels), summed over the slices
//     of two views (a cube in layer y covers at most one front and one side pixel of row y), and a
//     greedy set of uncovered pixels no remaining cell covers two of (one cube each).
// Exponential in the worst case, so it gives up after a node limit (deterministically); most
// random puzzles of K ≤ 6 take milliseconds.

#include <cstdint>

#include "views/puzzle.h"

namespace knobel::views::testing {

struct ReferenceCover {
    bool solvable = false;  // every set pixel has a candidate cell
    bool finished = true;   // false: the search hit its node limit, and `cubes` is only an upper bound
    int cubes = 0;          // the minimum (0 when unsolvable)
    Shape shape;            // one shape with that many cubes; it shows the puzzle
    std::uint64_t nodes = 0;
};

// Exact unless it gives up after `node_limit` search nodes (then finished is false). Deterministic:
// a puzzle either always finishes within a limit or never does.
ReferenceCover reference_cover(const Puzzle& puzzle, std::uint64_t node_limit);

}  // namespace knobel::views::testing
