#include "core/split_mix64.h"

#include <gtest/gtest.h>

#include <array>

namespace knobel {
namespace {

TEST(SplitMix64, MatchesItsPublishedOutput) {
    // SplitMix64 from seed 0 (Steele, Lea and Flood; the reference C code by Vigna).
    SplitMix64 random(0);
    EXPECT_EQ(random.next(), 0xe220a8397b1dcdafull);
    EXPECT_EQ(random.next(), 0x6e789e6aa1b965f4ull);
    EXPECT_EQ(random.next(), 0x06c45d188009454full);
}

TEST(SplitMix64, BelowIsTheRemainderOfTheNextDraw) {
    // Skipped draws are below 2^64 mod bound: at most 99 of 2^64 values for these bounds, so the
    // published sequence's remainders are the answers.
    SplitMix64 random(0);
    EXPECT_EQ(random.below(100), 0xe220a8397b1dcdafull % 100);
    EXPECT_EQ(random.below(7), 0x6e789e6aa1b965f4ull % 7);
    EXPECT_EQ(random.below(1), 0u);
}

TEST(SplitMix64, BelowCoversItsRange) {
    SplitMix64 random(42);
    std::array<int, 10> counts{};
    for (int i = 0; i < 10000; ++i) {
        const std::uint64_t value = random.below(10);
        ASSERT_LT(value, 10u);
        ++counts[value];
    }
    for (int count : counts) {
        EXPECT_GT(count, 850);  // 1,000 expected, sd about 30
        EXPECT_LT(count, 1150);
    }
}

}  // namespace
}  // namespace knobel
