// The template's generator: the asked number of coins, something to do, the same coins for the
// same seed, and more tails (more flips) the harder the difficulty, on average over 100 seeds.

#include "nullgame/generator.h"

#include <gtest/gtest.h>

namespace knobel::nullgame {
namespace {

TEST(NullgameGenerator, TheAskedCoinsWithAtLeastOneTailsTheSameForTheSameSeed) {
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const std::size_t coins = 1 + seed % kMaxCoins;
        const Puzzle puzzle = generate(coins, seed, Difficulty::easy);
        EXPECT_EQ(puzzle.coins.size(), coins);
        EXPECT_GE(tails(puzzle.coins), 1u) << "seed " << seed;
        EXPECT_EQ(generate(coins, seed, Difficulty::easy), puzzle);
    }
    EXPECT_NE(generate(40, 1, Difficulty::medium), generate(40, 2, Difficulty::medium));
}

TEST(NullgameGenerator, HarderMeansMoreFlipsOnAverage) {
    std::size_t flips[3] = {};
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        for (int level = 0; level < 3; ++level) flips[level] += tails(generate(20, seed, static_cast<Difficulty>(level)).coins);
    EXPECT_LT(flips[0], flips[1]);
    EXPECT_LT(flips[1], flips[2]);
}

}  // namespace
}  // namespace knobel::nullgame
