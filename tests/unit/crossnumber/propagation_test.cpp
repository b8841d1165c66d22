// Propagation only removes what no solution can use: for random small puzzles and random states,
// every filling that fits the state before a propagator runs and keeps that propagator's rule
// (judged by the brute-force model) must still fit the state after it. A propagator that reports
// a contradiction must have had no such filling.
#include "crossnumber/propagate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>

#include "brute_force.h"
#include "crossnumber/parser.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

bool fits(const Puzzle& puzzle, const SearchState& state, const std::vector<int>& digits) {
    for (std::size_t c = 0; c < digits.size(); ++c)
        if (digits[c] >= 0 && !(state.cells[c] & digit_bit(digits[c]))) return false;
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        if (!state.lists[e]) continue;
        Value v = 0;
        for (int c : puzzle.entries[e].cells) v = v * 10 + digits[static_cast<std::size_t>(c)];
        if (!std::binary_search(state.lists[e]->begin(), state.lists[e]->end(), v)) return false;
    }
    return true;
}

// Every filling of the white cells that fits `state`.
template <class F>
void each_filling(const brute::BrutePuzzle& bp, const SearchState& state, F f) {
    std::vector<int> white;
    std::vector<int> digits(bp.kind.size(), -1);
    for (std::size_t i = 0; i < bp.kind.size(); ++i)
        if (bp.kind[i] != -2) white.push_back(static_cast<int>(i));
    std::function<void(std::size_t)> go = [&](std::size_t k) {
        if (k == white.size()) {
            f(digits);
            return;
        }
        for (int d = 0; d <= 9; ++d) {
            if (!(state.cells[static_cast<std::size_t>(white[k])] & digit_bit(d))) continue;
            digits[static_cast<std::size_t>(white[k])] = d;
            go(k + 1);
        }
    };
    go(0);
}

struct Counts {
    int applied = 0, changed = 0, conflicts = 0, together = 0;  // together: entry_rules propagators applied
};

// For `rounds` puzzles of `make_puzzle` and random states: each propagator, applied in a random
// order, keeps every filling that fits the state and keeps the rules it stands for; one that
// reports a contradiction had no such filling.
template <class MakePuzzle>
void check_propagators(std::mt19937& rng, int rounds, MakePuzzle make_puzzle, Counts& counts) {
    for (int round = 0; round < rounds; ++round) {
        const brute::BrutePuzzle bp = make_puzzle();
        if (bp.rules.empty()) continue;
        auto parsed = parse_puzzle_file(brute::file_text(bp));
        ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
        const Puzzle& puzzle = *parsed;
        const Network network = build_network(puzzle);
        Propagation propagation(puzzle, network);
        SearchState state = network.initial;
        for (Mask& mask : state.cells) {  // thin the digits out at random, keeping one
            if (mask == 0 || std::uniform_int_distribution<int>(0, 2)(rng) == 0) continue;
            const Mask thinned = static_cast<Mask>(mask & std::uniform_int_distribution<int>(0, 1023)(rng));
            if (thinned) mask = thinned;
        }
        bool dead = false;
        for (int cell : network.open_cells) dead = dead || state.cells[static_cast<std::size_t>(cell)] == 0;
        if (dead) continue;
        // Run the propagators in a random order a few times, checking each application.
        for (int pass = 0; pass < 3; ++pass) {
            for (std::size_t n = 0; n < network.propagators.size(); ++n) {
                const int id = std::uniform_int_distribution<int>(0, static_cast<int>(network.propagators.size()) - 1)(rng);
                const Propagator& p = network.propagators[static_cast<std::size_t>(id)];
                SearchState after = state;
                Changes changes;
                const bool ok = propagation.apply(id, after, changes);
                ++counts.applied;
                counts.together += p.kind == PropagatorKind::entry_rules ? 1 : 0;
                bool any_kept = false;
                each_filling(bp, state, [&](const std::vector<int>& digits) {
                    if (!fits(puzzle, state, digits)) return;
                    if (p.kind != PropagatorKind::entry) {
                        std::vector<brute::Big> values;
                        for (const auto& e : bp.entries) {
                            brute::Big v = 0;
                            for (int c : e.cells) v = v * 10 + digits[static_cast<std::size_t>(c)];
                            values.push_back(v);
                        }
                        // What the propagator stands for: its rule, or the rules it applies together
                        // (an entry's own rules, digit sums added up). A rule's pass also takes the
                        // digit sums other rules give (network.h given_digit_sums): those rules too.
                        std::vector<int> rules = p.rule >= 0 ? std::vector<int>{p.rule} : p.rules;
                        if (p.kind == PropagatorKind::rule)
                            for (std::size_t r = 0; r < network.gives_digit_sum.size(); ++r)
                                if (network.gives_digit_sum[r]) rules.push_back(static_cast<int>(r));
                        for (int r : rules)
                            if (!brute::rule_holds(bp, bp.rules[static_cast<std::size_t>(r)], values)) return;
                    }
                    any_kept = true;
                    if (ok) {
                        ASSERT_TRUE(fits(puzzle, after, digits)) << brute::file_text(bp) << "propagator " << p.text;
                    }
                });
                if (!ok) {
                    ++counts.conflicts;
                    ASSERT_FALSE(any_kept) << brute::file_text(bp) << "contradiction from " << p.text;
                    break;
                }
                counts.changed += changes.any() ? 1 : 0;
                state = after;
            }
        }
    }
}

TEST(CrossnumberPropagation, OnlyRemovesWhatNoFillingKeepingTheRuleUses) {
    std::mt19937 rng(4242);
    Counts counts;
    check_propagators(rng, 500, [&] { return brute::random_puzzle(rng, 4); }, counts);
    // The test must have exercised something.
    EXPECT_GT(counts.applied, 3000);
    EXPECT_GT(counts.changed, 500);
    EXPECT_GT(counts.conflicts, 20);
    EXPECT_GT(counts.together, 5);  // an entry's own rules together (the next test tries many more)
}

// The same with two to four rules on one entry, which one more propagator applies together
// (entry_rules: residues, ranges, sums and products, order, all different in one automaton).
TEST(CrossnumberPropagation, AnEntrysOwnRulesTogetherOnlyRemoveWhatNoFillingKeepingThemUses) {
    std::mt19937 rng(4343);
    Counts counts;
    check_propagators(
        rng, ::knobel::testing::cases(500),
        [&] {
            brute::BrutePuzzle bp = brute::random_puzzle(rng, 5);
            bp.rules.clear();
            brute::add_entry_rules(rng, bp);
            return bp;
        },
        counts);
    EXPECT_GT(counts.applied, ::knobel::testing::cases(2000));
    EXPECT_GT(counts.changed, ::knobel::testing::cases(300));
    EXPECT_GT(counts.conflicts, ::knobel::testing::cases(20));
    EXPECT_GT(counts.together, ::knobel::testing::cases(300));
}

// The entry propagator reads only the positions whose cell lost a digit of the list
// (SearchState::listed_digits); without listed digits it reads every value whole. Both must
// leave the same state: the same propagators in the same order, with random digits taken away
// between them (as the search's assumptions do), on a state with and one without listed digits.
TEST(CrossnumberPropagation, ReadingOnlyTheLostDigitsKeepsWhatReadingWholeValuesKeeps) {
    std::mt19937 rng(4444);
    int lists_narrowed = 0, compared = 0;
    for (int round = 0; round < ::knobel::testing::cases(400); ++round) {
        const brute::BrutePuzzle bp = brute::random_puzzle(rng, 5);
        auto parsed = parse_puzzle_file(brute::file_text(bp));
        ASSERT_TRUE(parsed.ok()) << parsed.error().to_string();
        const Puzzle& puzzle = *parsed;
        const Network network = build_network(puzzle);
        Propagation propagation(puzzle, network);
        SearchState listed = network.initial, whole = network.initial;
        if (puzzle.entries.empty()) continue;
        ASSERT_FALSE(listed.listed_digits.empty());
        whole.listed_digits.clear();
        for (int step = 0; step < 60 && !network.propagators.empty(); ++step) {
            if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) {  // a digit taken away
                const int cell = network.open_cells[std::uniform_int_distribution<std::size_t>(0, network.open_cells.size() - 1)(rng)];
                const Mask kept = static_cast<Mask>(listed.cells[static_cast<std::size_t>(cell)] & ~digit_bit(std::uniform_int_distribution<int>(0, 9)(rng)));
                if (kept != 0) listed.cells[static_cast<std::size_t>(cell)] = whole.cells[static_cast<std::size_t>(cell)] = kept;
            }
            const int id = std::uniform_int_distribution<int>(0, static_cast<int>(network.propagators.size()) - 1)(rng);
            Changes listed_changes, whole_changes;
            const bool listed_ok = propagation.apply(id, listed, listed_changes);
            const bool whole_ok = propagation.apply(id, whole, whole_changes);
            ASSERT_EQ(listed_ok, whole_ok) << brute::file_text(bp);
            if (!listed_ok) break;
            ++compared;
            ASSERT_EQ(listed.cells, whole.cells) << brute::file_text(bp);
            for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
                ASSERT_EQ(listed.lists[e] == nullptr, whole.lists[e] == nullptr) << brute::file_text(bp);
                if (listed.lists[e]) {
                    ASSERT_EQ(*listed.lists[e], *whole.lists[e]) << brute::file_text(bp);
                }
            }
            if (network.propagators[static_cast<std::size_t>(id)].kind == PropagatorKind::entry)
                lists_narrowed += std::count(listed_changes.entries.begin(), listed_changes.entries.end(),
                                             network.propagators[static_cast<std::size_t>(id)].entry) > 0;
        }
    }
    EXPECT_GT(compared, ::knobel::testing::cases(400) * 5);
    EXPECT_GT(lists_narrowed, ::knobel::testing::cases(400) / 10);  // lists the entry propagator cut short
}

}  // namespace
}  // namespace knobel::crossnumber
