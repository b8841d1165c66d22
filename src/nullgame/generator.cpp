#include "nullgame/generator.h"

#include "core/split_mix64.h"

namespace knobel::nullgame {

Puzzle generate(std::size_t coins, std::uint64_t seed, Difficulty difficulty) {
    SplitMix64 random(seed);
    const std::uint64_t tails_in_four = difficulty == Difficulty::easy ? 1 : difficulty == Difficulty::medium ? 2 : 3;
    Puzzle puzzle;
    bool any_tails = false;
    for (std::size_t i = 0; i < coins; ++i) {
        const bool heads = random.below(4) >= tails_in_four;
        puzzle.coins.push_back(heads);
        any_tails = any_tails || !heads;
    }
    if (!any_tails && coins > 0) puzzle.coins[static_cast<std::size_t>(random.below(coins))] = false;
    return puzzle;
}

}  // namespace knobel::nullgame
