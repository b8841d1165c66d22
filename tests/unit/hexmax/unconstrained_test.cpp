#include "hexmax/unconstrained.h"

#include <gtest/gtest.h>

#include <random>

#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

// The stick counts the allowed targets have, from the spec's shapes (spec_tables.h).
std::vector<int> target_counts(const Options& options) {
    std::vector<int> counts;
    const std::vector<int> shapes = spec::shapes(options.glyphs == GlyphSet::variant);
    for (int digit = 0; digit < (options.decimal_only ? 10 : 16); ++digit) counts.push_back(spec::sticks(shapes[digit]));
    return counts;
}

std::vector<Options> every_options() {
    std::vector<Options> all;
    for (GlyphSet glyphs : {GlyphSet::contest, GlyphSet::variant})
        for (bool decimal : {false, true})
            for (Goal goal : {Goal::largest, Goal::smallest}) {
                Options options;
                options.glyphs = glyphs;
                options.decimal_only = decimal;
                options.goal = goal;
                all.push_back(options);
            }
    return all;
}

// Against the plain sums, digit after digit, far past the listed 64 digits.
TEST(HexmaxStickTotals, MatchEverySumOfTargetCounts) {
    for (const Options& options : every_options()) {
        const StickTotals totals{CostModel(options)};
        ASSERT_TRUE(totals.settled());
        const std::vector<int> counts = target_counts(options);
        std::vector<bool> sums = {true};  // sums[s]: s sticks, for `digits` digits
        for (std::uint64_t digits = 0; digits <= 300; ++digits) {
            for (std::uint64_t s = 0; s < sums.size() + 10; ++s)
                ASSERT_EQ(totals.reachable(digits, s), s < sums.size() && sums[s]) << digits << " digits, " << s << " sticks";
            std::vector<bool> next(sums.size() + 7, false);
            for (std::size_t s = 0; s < sums.size(); ++s)
                if (sums[s])
                    for (int count : counts) next[s + static_cast<std::size_t>(count)] = true;
            sums = std::move(next);
        }
    }
}

// The variant shapes have no three-stick digit: no number of them shows one stick more than all
// ones (2k + 1), and one digit cannot show 3; one less than all eights (7k - 1) is a 6-stick digit.
TEST(HexmaxStickTotals, TheVariantMissesTheTotalsNextToTheEnds) {
    Options variant;
    variant.glyphs = GlyphSet::variant;
    const StickTotals totals{CostModel(variant)};
    for (std::uint64_t k : {2u, 65u, 100000u}) {
        EXPECT_TRUE(totals.reachable(k, 2 * k)) << k;
        EXPECT_FALSE(totals.reachable(k, 2 * k + 1)) << k;
        EXPECT_TRUE(totals.reachable(k, 2 * k + 2)) << k;
        EXPECT_TRUE(totals.reachable(k, 7 * k)) << k;
        EXPECT_TRUE(totals.reachable(k, 7 * k - 1)) << k;
        EXPECT_FALSE(totals.reachable(k, 7 * k + 1)) << k;
        EXPECT_FALSE(totals.reachable(k, 2 * k - 1)) << k;
    }
    EXPECT_FALSE(totals.reachable(1, 3));
    EXPECT_TRUE(totals.reachable(1, 4));
}

// The best number with the same sticks, against the brute force over all targets of up to four
// digits (spec_tables.h, with m beyond every cost), and its moves as that brute force counts them.
TEST(HexmaxUnconstrained, IsTheBestNumberWithTheSameSticks) {
    std::mt19937 random(3);
    for (int round = 0; round < 400; ++round) {
        const Options options = every_options()[static_cast<std::size_t>(round % 8)];
        std::vector<int> digits(1 + static_cast<std::size_t>(round % 4));
        for (int& d : digits) d = static_cast<int>(random() % 16);
        Problem problem;
        for (int d : digits) problem.digits.push_back(static_cast<std::uint8_t>(d));
        problem.options = options;
        const spec::BruteForce brute = spec::brute_force(digits, options.glyphs == GlyphSet::variant,
                                                         options.decimal_only, options.goal == Goal::largest);
        const std::optional<UnconstrainedOptimum> optimum = unconstrained_optimum(problem);
        ASSERT_TRUE(optimum.has_value());
        ASSERT_FALSE(brute.best.back().empty());
        const std::vector<int> found(optimum->digits.begin(), optimum->digits.end());
        EXPECT_EQ(found, brute.best.back()) << digits_text(problem.digits);
        EXPECT_EQ(optimum->moves, static_cast<std::uint64_t>(brute.best_cost.back())) << digits_text(problem.digits);
    }
}

}  // namespace
}  // namespace knobel::hexmax
