// The two vote tables against a std::map of counts (an independent model): the same keys and
// counts after many votes that make both tables grow, keys at the packed table's limits included.

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>

#include "matches/vote_table.h"

namespace knobel::matches {
namespace {

template <class Table>
std::map<std::uint64_t, std::uint32_t> counts_of(const Table& table) {
    std::map<std::uint64_t, std::uint32_t> counts;
    table.for_each([&](std::uint64_t key, std::uint32_t votes) { counts[key] += votes; });
    return counts;
}

TEST(VoteTables, CountEveryKeyAsAMapDoes) {
    std::mt19937_64 random(7);
    const std::uint64_t limit = PackedSlot::kKeyLimit;
    for (const std::uint64_t span : {std::uint64_t{50}, std::uint64_t{5000}, limit}) {
        VoteTable<std::uint64_t, PackedHash> wide;
        PackedVoteTable<PackedHash> packed;
        wide.reset(16);
        packed.reset(16);
        std::map<std::uint64_t, std::uint32_t> expected;
        // Keys 0 and limit − 1 (the packed word's extremes) voted for as often as the busiest.
        for (int vote = 0; vote < 60000; ++vote) {
            std::uint64_t key = random() % span;
            if (vote % 97 == 0) key = 0;
            if (vote % 89 == 0) key = span - 1;
            wide.add(key);
            packed.add(key);
            ++expected[key];
        }
        EXPECT_EQ(counts_of(wide), expected) << "span " << span;
        EXPECT_EQ(counts_of(packed), expected) << "span " << span;
        EXPECT_GT(packed.capacity(), expected.size()) << "the table grew past its first 16 slots";
    }
}

TEST(VoteTables, AKeyCountedUpTo65535TimesKeepsItsKey) {
    PackedVoteTable<PackedHash> packed;
    packed.reset(4);
    const std::uint64_t key = PackedSlot::kKeyLimit - 2;
    for (int vote = 0; vote < 65535; ++vote) packed.add(key);
    packed.add(1);
    const auto counts = counts_of(packed);
    ASSERT_EQ(counts.size(), 2u);
    EXPECT_EQ(counts.at(key), 65535u);
    EXPECT_EQ(counts.at(1), 1u);
}

}  // namespace
}  // namespace knobel::matches
