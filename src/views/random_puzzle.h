#pragma once
// Random puzzles that are solvable by construction: the views of a random shape. Deterministic
// from (seed, size, density) on every platform — integer arithmetic only — so a benchmark, a test
// and the web page's "random puzzle" button all mean the same puzzle.

#include <cstdint>

#include "views/puzzle.h"

namespace knobel::views {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast and good enough to pick cells.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    // Uniform in 0 … bound-1 (bound >= 1), without modulo bias.
    std::uint64_t below(std::uint64_t bound);

private:
    std::uint64_t state_;
};

// Every cell holds a cube with probability density_percent / 100 (0 … 100, clamped).
Shape random_shape(std::uint64_t seed, int size, int density_percent);
// The views of random_shape(seed, size, density_percent).
Puzzle random_solvable_puzzle(std::uint64_t seed, int size, int density_percent);

}  // namespace knobel::views
