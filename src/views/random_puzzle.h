#pragma once
// Random puzzles that are solvable by construction: the views of a random shape. Deterministic
// from (seed, size, density) on every platform — integer arithmetic only — so a benchmark, a test
// and the web page's "random puzzle" button all mean the same puzzle.

#include <cstdint>

#include "core/split_mix64.h"
#include "views/puzzle.h"

namespace knobel::views {

// Every cell holds a cube with probability density_percent / 100 (0 … 100, clamped).
Shape random_shape(std::uint64_t seed, int size, int density_percent);
// The views of random_shape(seed, size, density_percent).
Puzzle random_solvable_puzzle(std::uint64_t seed, int size, int density_percent);

}  // namespace knobel::views
