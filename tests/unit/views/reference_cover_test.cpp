// The solver against an independent exact reference (reference_cover.h) where brute force cannot
// go: K = 5 and 6, on the views of random shapes of many densities and on random pixel patterns.

#include "reference_cover.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "brute_force.h"
#include "test_util.h"
#include "views/random_puzzle.h"
#include "views/solver.h"
#include "unit/sanitized_cases.h"

namespace knobel::views {
namespace {

using testing::reference_cover;
using testing::ReferenceCover;

// The reference gives up on a puzzle after this many nodes (deterministically: the same puzzles
// every run); the tests below skip those and demand that nearly all finish. The limit and the
// puzzle counts keep this file at a few seconds.
constexpr std::uint64_t kNodeLimit = 200000;

struct Tally {
    int puzzles = 0, solvable = 0, unfinished = 0;
};

// Both must agree on solvability and the minimum, and each shape must show the puzzle.
void expect_matches_reference(const Puzzle& puzzle, Tally& tally) {
    SCOPED_TRACE(format_puzzle_hex(puzzle) + " (K = " + std::to_string(puzzle.size) + ")");
    ++tally.puzzles;
    const ReferenceCover expected = reference_cover(puzzle, kNodeLimit);
    const Solution got = solve(puzzle);
    ASSERT_EQ(got.solvable, expected.solvable);
    if (!expected.solvable) return;
    ++tally.solvable;
    EXPECT_TRUE(shows(got.shape, puzzle));
    EXPECT_EQ(cube_count(got.shape), got.cubes);
    if (!expected.finished) {
        ++tally.unfinished;
        return;
    }
    EXPECT_TRUE(shows(expected.shape, puzzle));
    EXPECT_EQ(cube_count(expected.shape), expected.cubes);
    EXPECT_EQ(got.cubes, expected.cubes);
}

TEST(ViewsReference, AgreesWithBruteForceOnSmallPuzzles) {
    // The reference itself, held against the brute force where that can go.
    SplitMix64 random(5150);
    int compared = 0;
    for (int i = 0; i < 4000 && compared < 200; ++i) {
        const int size = 3 + static_cast<int>(random.below(2));
        const Puzzle puzzle = random.below(2) == 0
                                  ? random_solvable_puzzle(random.next(), size, 5 + static_cast<int>(random.below(80)))
                                  : [&] {
                                        Puzzle p = empty_puzzle(size);
                                        const int percent = 60 + static_cast<int>(random.below(40));
                                        for (int v = 0; v < 3; ++v)
                                            for (int b = 0; b < size * size; ++b)
                                                if (static_cast<int>(random.below(100)) < percent)
                                                    p.views[static_cast<std::size_t>(v)] |= std::uint64_t{1} << b;
                                        return p;
                                    }();
        const testing::BruteForce brute = testing::brute_force(puzzle, 16);
        if (brute.too_many_candidates) continue;
        ++compared;
        const ReferenceCover reference = reference_cover(puzzle, std::uint64_t{1} << 40);
        SCOPED_TRACE(format_puzzle_hex(puzzle));
        ASSERT_EQ(reference.solvable, brute.solvable);
        if (brute.solvable) {
            EXPECT_EQ(reference.cubes, brute.cubes);
            EXPECT_TRUE(shows(reference.shape, puzzle));
        }
    }
    EXPECT_EQ(compared, 200);
}

TEST(ViewsReference, SolverMatchesTheReferenceForK5AndK6) {
    // The views of random shapes, from sparse to dense (seeded, so the same puzzles every run).
    for (const int size : {5, 6}) {
        Tally tally;
        for (const int density : {3, 8, 15, 25, 40, 60, 80, 95}) {
            const int seeds = knobel::testing::cases(size == 5 ? 12 : 8);
            for (int s = 1; s <= seeds; ++s) {
                const std::uint64_t seed = 1000003ull * static_cast<std::uint64_t>(size) + 7919ull * density + s;
                expect_matches_reference(random_solvable_puzzle(seed, size, density), tally);
                if (::testing::Test::HasFailure()) return;
            }
        }
        EXPECT_EQ(tally.solvable, tally.puzzles);
        EXPECT_LE(tally.unfinished * 10, tally.puzzles) << "the reference finished too few (K = " << size << ")";
        std::printf("K = %d: %d shapes' views, the reference decided %d\n", size, tally.puzzles,
                    tally.puzzles - tally.unfinished);
    }
}

TEST(ViewsReference, SolverMatchesTheReferenceOnRandomPixelPatterns) {
    // Random pixels: mostly unsolvable, but dense patterns often are solvable, and then their
    // minimum is not the views of any particular shape the test chose.
    SplitMix64 random(2718);
    for (const int size : {5, 6}) {
        Tally tally;
        // Under the sanitizers a quarter of them: too few to measure the ratios below by, which
        // the plain build checks with all of them (a quarter failed them there).
        const int puzzles = ::knobel::testing::cases(size == 5 ? 150 : 60);
        for (int i = 0; i < puzzles; ++i) {
            Puzzle puzzle = empty_puzzle(size);
            const int percent = 50 + static_cast<int>(random.below(51));  // 50 … 100 % of pixels set
            for (int v = 0; v < 3; ++v)
                for (int b = 0; b < size * size; ++b)
                    if (static_cast<int>(random.below(100)) < percent)
                        puzzle.views[static_cast<std::size_t>(v)] |= std::uint64_t{1} << b;
            expect_matches_reference(puzzle, tally);
            if (::testing::Test::HasFailure()) return;
        }
        if (::knobel::testing::kSanitized) {
            EXPECT_GT(tally.solvable - tally.unfinished, 0) << "no pattern compared with a finished reference (K = " << size << ")";
        } else {
            EXPECT_GE(tally.solvable, puzzles / 10) << "too few solvable patterns to be a test (K = " << size << ")";
            EXPECT_LE(tally.unfinished * 4, tally.solvable) << "the reference finished too few (K = " << size << ")";
        }
        std::printf("K = %d: %d pixel patterns, %d solvable, the reference decided %d of those\n", size, puzzles,
                    tally.solvable, tally.solvable - tally.unfinished);
    }
}

}  // namespace
}  // namespace knobel::views
