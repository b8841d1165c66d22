// New Views puzzles (src/views/generator.h): valid, solvable, deterministic per seed, and the
// difficulty measure orders easy < medium < hard on average. The measure itself is checked against
// a brute-force count of the optimal shapes on 2x2x2 and 3x3x3 puzzles.

#include "views/generator.h"

#include <gtest/gtest.h>

#include <cstdint>

#include "unit/views/brute_force.h"
#include "views/solver.h"

namespace knobel::views {
namespace {

TEST(ViewsGenerator, PuzzlesAreTheViewsOfAShapeAndSolvable) {
    for (int size = kMinSize; size <= 6; ++size) {
        for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const Generated generated = generate_puzzle({size, seed, difficulty});
                EXPECT_EQ(generated.puzzle.size, size);
                const Analysis analysis = analyse(generated.puzzle);
                ASSERT_TRUE(analysis.solvable) << "K=" << size << " seed " << seed;
                EXPECT_GT(analysis.cubes, 0);
                // The shape the solver found shows exactly the puzzle's views.
                EXPECT_EQ(views_of(analysis.shape), generated.puzzle);
                EXPECT_EQ(generated.score, difficulty_score(analysis)) << "the score is the full analysis' score";
            }
        }
    }
}

TEST(ViewsGenerator, TheSameSeedGivesTheSamePuzzleAndOthersDiffer) {
    for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
        const Generated first = generate_puzzle({5, 42, difficulty});
        EXPECT_EQ(generate_puzzle({5, 42, difficulty}).puzzle, first.puzzle);
        int different = 0;
        for (std::uint64_t seed = 43; seed < 53; ++seed) different += !(generate_puzzle({5, seed, difficulty}).puzzle == first.puzzle);
        EXPECT_GE(different, 8) << difficulty_name(difficulty);
    }
}

TEST(ViewsGenerator, DifficultyOrdersEasyMediumHardOnAverageOver100Seeds) {
    for (const int size : {3, 4, 5}) {
        double mean[3] = {0, 0, 0};
        int in_band[3] = {0, 0, 0};
        for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
            const auto d = static_cast<int>(difficulty);
            for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                const Generated generated = generate_puzzle({size, seed, difficulty});
                mean[d] += generated.score / 100.0;
                in_band[d] += generated.reached == difficulty;
            }
        }
        EXPECT_LT(mean[0], mean[1]) << "K=" << size;
        EXPECT_LT(mean[1], mean[2]) << "K=" << size;
        for (int d = 0; d < 3; ++d) EXPECT_GE(in_band[d], 90) << "K=" << size << " difficulty " << d;
    }
}

// The measure's parts against brute force: an obvious shape that is optimal scores 0, a unique
// optimum scores more than the same gap with many.
TEST(ViewsGenerator, TheScoreFollowsTheGapAndTheCountAsBruteForceSeesThem) {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        const Generated generated = generate_puzzle({seed % 2 ? 2 : 3, seed, static_cast<Difficulty>(seed % 3)});
        const testing::BruteForce brute = testing::brute_force(generated.puzzle);
        if (brute.too_many_candidates) continue;
        ASSERT_TRUE(brute.solvable);
        ++checked;
        const int max_cubes = cube_count(brute.candidates);
        const int size = generated.puzzle.size;
        int expected = 0;
        if (max_cubes > brute.cubes) {
            const int gap = 100 * size * (max_cubes - brute.cubes) / (max_cubes * (size - 1));
            expected = 4 * gap / 10 + (brute.optimal_count == 1 ? 50 : brute.optimal_count <= 10 ? 30 : 0);
        }
        EXPECT_EQ(generated.score, expected) << "seed " << seed;
    }
    EXPECT_GE(checked, 100);
}

TEST(ViewsGenerator, SizeArgumentSaysTheRange) {
    EXPECT_EQ(parse_generate_size("8").value(), 8);
    EXPECT_EQ(parse_generate_size("2").value(), 2);
    for (const char* bad : {"1", "9", "x", "", "-3", "1000000000000000000000"}) {
        const Expected<int> size = parse_generate_size(bad);
        ASSERT_FALSE(size.ok()) << bad;
        EXPECT_NE(size.error().message.find("2 to 8"), std::string::npos) << size.error().message;
    }
}

// The page runs the generator in slices of whatever fits a frame: the puzzle must not depend on
// them. Budgets of 1 node, an odd 700 and the CLI's whole run, on every size and difficulty.
TEST(ViewsGenerator, SlicingNeverChangesThePuzzle) {
    for (int k = kMinSize; k <= kMaxSize; ++k)
        for (Difficulty d : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
            const GenerateOptions options{k, static_cast<std::uint64_t>(31 * k), d};
            const Generated whole = generate_puzzle(options);
            for (std::uint64_t budget : {std::uint64_t{1}, std::uint64_t{700}}) {
                GeneratorWork work(options);
                std::uint64_t calls = 0;
                while (!work.run(budget)) ++calls;
                EXPECT_EQ(work.generated().puzzle, whole.puzzle) << "K = " << k << ", budget " << budget;
                EXPECT_EQ(work.generated().score, whole.score);
                EXPECT_EQ(work.progress().done, work.progress().total);
                if (budget == 1) {
                    EXPECT_GT(calls, 0u) << "one node finished a whole generation: the slices were not slices";
                }
            }
        }
}

}  // namespace
}  // namespace knobel::views
