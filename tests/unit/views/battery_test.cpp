#include "views/battery.h"

#include <gtest/gtest.h>

#include "core/md5.h"
#include "test_util.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

TEST(ViewsBattery, Puzzle157IsTheSpecExample) {
    EXPECT_EQ(battery_name(157), "000157");
    EXPECT_EQ(battery_name(0), "000000");
    EXPECT_EQ(battery_name(999999), "999999");
    EXPECT_EQ(battery_bits(157), 0xfe88e8f9b499ull);  // views.md
    EXPECT_EQ(format_puzzle_hex(battery_puzzle(157)), "fe88e8f9b499");
    // The same through the general MD5: the first 12 hex digits of the digest.
    EXPECT_EQ(format_puzzle_hex(battery_puzzle(4242)), md5_hex(md5("004242")).substr(0, 12));
}

TEST(ViewsBattery, NamesCountUpInDecimal) {
    BatteryNames name(0);
    for (std::uint32_t n = 0; n < 20000; ++n, name.next()) {
        ASSERT_EQ(std::string(name.text(), 6), battery_name(n));
        if (n % 997 == 0) {
            EXPECT_EQ(battery_bits(name), battery_bits(n));
        }
    }
    BatteryNames carry(99999);
    carry.next();
    EXPECT_EQ(std::string(carry.text(), 6), "100000");
}

TEST(ViewsBattery, QuickRejectionAgreesWithTheDefinition) {
    // classic_solvable's table and bit tricks against the slow definition: the maximum shape's
    // views, cube by cube, equal the puzzle. Random 48-bit puzzles and views of random shapes.
    SplitMix64 random(48);
    int solvable = 0;
    for (int i = 0; i < 40000; ++i) {
        const std::uint64_t bits = i % 2 == 0 ? random.next() >> 16
                                              : classic_puzzle_bits(random_solvable_puzzle(random.next(), 4, static_cast<int>(random.below(101))));
        const Puzzle puzzle = classic_puzzle_from_bits(bits);
        const bool expected = shows(max_shape(puzzle), puzzle);
        ASSERT_EQ(classic_solvable(bits), expected) << format_puzzle_hex(puzzle);
        solvable += expected ? 1 : 0;
    }
    EXPECT_GT(solvable, 20000);  // every shape's views, and a few random ones
}

TEST(ViewsBattery, ClassicSolveMatchesTheGeneralSolver) {
    for (std::uint32_t n = 0; n < 3000; ++n) {
        const Solution fast = solve_classic(battery_bits(n));
        const Solution general = solve(battery_puzzle(n));
        ASSERT_EQ(fast.solvable, general.solvable) << n;
        EXPECT_EQ(fast.cubes, general.cubes) << n;
        if (fast.solvable) {
            EXPECT_TRUE(shows(fast.shape, battery_puzzle(n))) << n;
        }
    }
}

TEST(ViewsBattery, RunnerTotalsMatchPuzzleByPuzzleAndSlicingDoesNotMatter) {
    BatteryTotals expected;
    for (std::uint32_t n = 500; n < 2500; ++n) expected.add(solve(battery_puzzle(n)));
    EXPECT_GT(expected.solvable, 0u);

    BatteryRunner whole(500, 2000);
    EXPECT_TRUE(whole.run(1000000));
    BatteryRunner sliced(500, 2000);
    int slices = 0;
    while (!sliced.run(7)) ++slices;
    EXPECT_GT(slices, 200);
    for (const BatteryRunner* runner : {&whole, &sliced}) {
        EXPECT_EQ(runner->totals().puzzles, 2000u);
        EXPECT_EQ(runner->totals().solvable, expected.solvable);
        EXPECT_EQ(runner->totals().cubes, expected.cubes);
        EXPECT_EQ(runner->totals().histogram, expected.histogram);
        EXPECT_EQ(runner->progress().done, 2000u);
        EXPECT_EQ(runner->progress().total, 2000u);
    }
    std::uint64_t histogram_sum = 0;
    for (std::uint64_t count : whole.totals().histogram) histogram_sum += count;
    EXPECT_EQ(histogram_sum, expected.solvable);
}

TEST(ViewsBattery, RunnerStaysInsideTheBattery) {
    BatteryRunner tail(999990, 100);
    run_to_completion(tail);
    EXPECT_EQ(tail.totals().puzzles, 10u);
    BatteryRunner none(0, 0);
    EXPECT_TRUE(none.run(1));
    EXPECT_EQ(none.totals().puzzles, 0u);
}

TEST(ViewsRandom, SplitMixMatchesItsPublishedOutput) {
    // SplitMix64 from seed 0 (Steele, Lea and Flood; the reference C code by Vigna).
    SplitMix64 random(0);
    EXPECT_EQ(random.next(), 0xe220a8397b1dcdafull);
    EXPECT_EQ(random.next(), 0x6e789e6aa1b965f4ull);
    EXPECT_EQ(random.next(), 0x06c45d188009454full);
}

TEST(ViewsRandom, ShapesAreDeterministicAndFollowTheDensity) {
    for (int k = 2; k <= 8; ++k) {
        EXPECT_EQ(random_shape(7, k, 40), random_shape(7, k, 40));
        EXPECT_EQ(cube_count(random_shape(7, k, 0)), 0);
        EXPECT_EQ(cube_count(random_shape(7, k, 100)), k * k * k);
        EXPECT_EQ(cube_count(random_shape(7, k, 150)), k * k * k);  // clamped
        const Puzzle puzzle = random_solvable_puzzle(9, k, 30);
        EXPECT_EQ(puzzle, views_of(random_shape(9, k, 30)));
        EXPECT_TRUE(is_solvable(puzzle));
    }
    EXPECT_NE(random_shape(1, 8, 50), random_shape(2, 8, 50));
    // Half of 512 cells at density 50: far from 0 and 512 (binomial, sd ≈ 11).
    const int half = cube_count(random_shape(3, 8, 50));
    EXPECT_GT(half, 200);
    EXPECT_LT(half, 312);
}

}  // namespace
}  // namespace knobel::views
