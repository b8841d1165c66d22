#pragma once
// New puzzles for the template (the recipe's "new puzzle" step): `coins` coins, each tails with a
// chance the difficulty sets (easy 1 in 4, medium 1 in 2, hard 3 in 4), at least one tails so that
// there is something to do. Deterministic for (coins, seed, difficulty): SplitMix64, integers only.

#include <cstdint>

#include "core/difficulty.h"
#include "nullgame/puzzle.h"

namespace knobel::nullgame {

Puzzle generate(std::size_t coins, std::uint64_t seed, Difficulty difficulty);

}  // namespace knobel::nullgame
