// A list set on an entry leaves in each of its cells exactly the digits its values have there,
// and records them as the list's digits (SearchState::listed_digits). The model reads each value
// as a decimal string padded with zeros; set_list reads only the digits where a value differs
// from the value before it, and 128-bit values (entries of 19 digits or more) whole.
#include "crossnumber/state_editor.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

// A random value of at most `digits` digits; short ones stand for values with leading zeros.
Value random_value(std::mt19937_64& rng, int digits) {
    const int length = std::uniform_int_distribution<int>(1, digits)(rng);
    Value v = 0;
    for (int i = 0; i < length; ++i) v = v * 10 + static_cast<Value>(rng() % 10);
    return v;
}

// Sorted values without repeats: scattered, or a run of near neighbours (sharing leading digits).
std::vector<Value> random_list(std::mt19937_64& rng, int digits) {
    const int count = std::uniform_int_distribution<int>(1, 300)(rng);
    std::vector<Value> values;
    if (rng() % 2 == 0) {
        for (int i = 0; i < count; ++i) values.push_back(random_value(rng, digits));
    } else {
        Value v = random_value(rng, digits);
        const Value top = pow10(digits) - 1;
        for (int i = 0; i < count && v <= top; ++i, v += 1 + static_cast<Value>(rng() % 30)) values.push_back(v);
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

// A puzzle of one entry, "A", over cells 0 .. length - 1, and a state with these cells' digits,
// no list yet, and room for the list's digits.
struct OneEntry {
    Puzzle puzzle;
    SearchState state;
};

OneEntry one_entry(const std::vector<Mask>& cells) {
    OneEntry made;
    Entry entry;
    entry.label = "A";
    for (std::size_t i = 0; i < cells.size(); ++i) entry.cells.push_back(static_cast<int>(i));
    made.puzzle.entries.push_back(entry);
    made.state.cells = cells;
    made.state.lists.resize(1);
    made.state.kept_rules.resize(1);
    made.state.listed_stride = cells.size();
    made.state.listed_digits.assign(cells.size(), 0);
    return made;
}

TEST(CrossnumberStateEditor, AListLeavesEachCellTheDigitsItsValuesHaveThere) {
    std::mt19937_64 rng(2611);
    int long_entries = 0, shuffled = 0, misshapen_lists = 0;
    for (int round = 0; round < ::knobel::testing::cases(3000); ++round) {
        const int length = std::uniform_int_distribution<int>(1, 26)(rng);
        OneEntry made = one_entry(std::vector<Mask>(static_cast<std::size_t>(length), kAllDigits));
        const Puzzle& puzzle = made.puzzle;
        SearchState& state = made.state;

        std::vector<Value> values = random_list(rng, length);
        // Now and then a value that is not of the entry's length: negative, or one digit too long.
        bool misshapen = false;
        if (rng() % 8 == 0) {
            values.push_back(rng() % 2 ? -static_cast<Value>(1 + rng() % 1000) : pow10(length) + static_cast<Value>(rng() % 1000));
            std::sort(values.begin(), values.end());
            misshapen = true;
            ++misshapen_lists;
        }
        // The order is the callers' promise (sorted), but the digits read must not depend on it.
        if (rng() % 8 == 0) {
            std::shuffle(values.begin(), values.end(), rng);
            ++shuffled;
        }
        long_entries += length >= 19;

        std::vector<Mask> expected(static_cast<std::size_t>(length), 0);
        for (const Value v : values) {
            if (v < 0) continue;
            std::string text = to_string(v);
            if (static_cast<int>(text.size()) > length) continue;
            text.insert(0, static_cast<std::size_t>(length) - text.size(), '0');
            for (int i = 0; i < length; ++i)
                expected[static_cast<std::size_t>(i)] = static_cast<Mask>(expected[static_cast<std::size_t>(i)] | digit_bit(text[static_cast<std::size_t>(i)] - '0'));
        }

        Changes changes;
        StateEditor editor(puzzle, state, changes);
        const bool ok = editor.set_list(0, values);
        ASSERT_TRUE(ok || misshapen) << "round " << round;
        ASSERT_TRUE(state.lists[0] != nullptr);
        for (int i = 0; i < length; ++i) {
            const Mask listed = state.listed_digits[static_cast<std::size_t>(i)];
            EXPECT_EQ((listed & SearchState::kMustCheck) != 0, misshapen) << "round " << round << " position " << i;
            if (misshapen) {
                // A misshapen value's own digits are not defined; every well-shaped value's are there.
                EXPECT_EQ(listed & expected[static_cast<std::size_t>(i)], expected[static_cast<std::size_t>(i)]) << "round " << round;
            } else {
                EXPECT_EQ(listed, expected[static_cast<std::size_t>(i)]) << "round " << round << " position " << i;
                EXPECT_EQ(state.cells[static_cast<std::size_t>(i)], expected[static_cast<std::size_t>(i)]) << "round " << round << " position " << i;
            }
        }
    }
    EXPECT_GT(long_entries, ::knobel::testing::cases(3000) / 10);
    EXPECT_GT(shuffled, ::knobel::testing::cases(3000) / 20);
    EXPECT_GT(misshapen_lists, ::knobel::testing::cases(3000) / 20);
}

// Every filling of the cells (their digits' product): set_every_filling takes the cells' digits as
// the list's without reading a value; set_list, reading them, must find the same.
TEST(CrossnumberStateEditor, EveryFillingListsTheCellsDigitsAsReadingTheValuesDoes) {
    std::mt19937_64 rng(3011);
    for (int round = 0; round < ::knobel::testing::cases(2000); ++round) {
        const int length = std::uniform_int_distribution<int>(1, 6)(rng);
        std::vector<Mask> masks;
        for (int i = 0; i < length; ++i) {
            Mask mask = 0;
            while (mask == 0) mask = static_cast<Mask>(rng() & kAllDigits & rng());
            masks.push_back(mask);
        }
        const OneEntry made = one_entry(masks);
        const Puzzle& puzzle = made.puzzle;
        const SearchState& state = made.state;
        std::vector<Value> every{0};
        for (int i = 0; i < length; ++i) {
            std::vector<Value> longer;
            for (Value prefix : every)
                for (int d = 0; d <= 9; ++d)
                    if (state.cells[static_cast<std::size_t>(i)] & digit_bit(d)) longer.push_back(prefix * 10 + d);
            every = longer;
        }
        SearchState read = state, taken = state;
        Changes read_changes, taken_changes;
        StateEditor reader(puzzle, read, read_changes), taker(puzzle, taken, taken_changes);
        ASSERT_TRUE(reader.set_list(0, every));
        ASSERT_TRUE(taker.set_every_filling(0, every));
        EXPECT_EQ(taken.cells, read.cells) << "round " << round;
        EXPECT_EQ(taken.listed_digits, read.listed_digits) << "round " << round;
        EXPECT_EQ(*taken.lists[0], *read.lists[0]) << "round " << round;
    }
}

}  // namespace
}  // namespace knobel::crossnumber
