// The digit automaton (an entry's digit sum, product, order and distinct digits together) and the
// written addition against trying every number: the digits each keeps are exactly those some
// number keeping every condition uses, its count and its list are those numbers.
#include "crossnumber/digit_automaton.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "crossnumber/digit_pruning.h"
#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

using Kind = DigitCondition::Kind;

DigitCondition condition_of(Kind kind, Dom values = {}) {
    DigitCondition c;
    c.kind = kind;
    c.values = std::move(values);
    return c;
}

bool keeps(const DigitCondition& condition, const std::vector<int>& digits) {
    long long sum = 0, product = 1, value = 0;
    for (int d : digits) sum += d, product *= d, value = value * 10 + d;
    switch (condition.kind) {
        case Kind::residue: return condition.residues[static_cast<std::size_t>(value % condition.modulus)] != 0;
        case Kind::range: return condition.values.lo <= value && value <= condition.values.hi;
        case Kind::sum: return condition.values.contains(sum);
        case Kind::product: return condition.values.contains(product);
        case Kind::down: return std::is_sorted(digits.rbegin(), digits.rend());
        case Kind::up: return std::is_sorted(digits.begin(), digits.end());
        case Kind::distinct: return std::set<int>(digits.begin(), digits.end()).size() == digits.size();
        case Kind::distinct_reversed: {  // the digits of rev(value): the value's reversed, read as a number
            long long r = 0;
            for (long long v = value; v > 0; v /= 10) r = r * 10 + v % 10;
            std::vector<int> reversed = {static_cast<int>(r % 10)};
            for (r /= 10; r > 0; r /= 10) reversed.push_back(static_cast<int>(r % 10));
            return std::set<int>(reversed.begin(), reversed.end()).size() == reversed.size();
        }
    }
    return false;
}

Dom random_values(std::mt19937& rng, Kind kind, int length) {
    const int most = kind == Kind::sum ? 9 * length : 1;
    if (kind == Kind::sum) {
        if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) {
            const int lo = std::uniform_int_distribution<int>(0, most)(rng);
            return Dom::range(lo, lo + std::uniform_int_distribution<int>(0, 6)(rng));
        }
        std::vector<Value> values;
        for (int k = std::uniform_int_distribution<int>(1, 3)(rng); k > 0; --k) values.push_back(std::uniform_int_distribution<int>(0, most)(rng));
        return Dom::of(values);
    }
    // Products: products of random digits (reachable), sometimes 0, sometimes a prime above 7.
    std::vector<Value> values;
    for (int k = std::uniform_int_distribution<int>(1, 3)(rng); k > 0; --k) {
        Value p = 1;
        for (int i = 0; i < length; ++i) p *= std::uniform_int_distribution<int>(0, 9)(rng);
        if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) p = 11;
        values.push_back(p);
    }
    return Dom::of(values);
}

TEST(CrossnumberDigitAutomaton, KeepsExactlyWhatSomeNumberKeepingEveryConditionUses) {
    std::mt19937 rng(2024);
    int exact = 0, empty = 0;
    for (int round = 0; round < 3000; ++round) {
        const int length = std::uniform_int_distribution<int>(1, 5)(rng);
        std::vector<Mask> masks(static_cast<std::size_t>(length));
        for (Mask& m : masks) {
            m = static_cast<Mask>(std::uniform_int_distribution<int>(1, 1023)(rng));
            if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) m = kAllDigits;
        }
        std::vector<DigitCondition> conditions;
        for (int k = std::uniform_int_distribution<int>(1, 3)(rng); k > 0; --k) {
            DigitCondition c;
            c.kind = static_cast<Kind>(std::uniform_int_distribution<int>(0, 7)(rng));
            if (c.kind == Kind::sum || c.kind == Kind::product) c.values = random_values(rng, c.kind, length);
            if (c.kind == Kind::residue) {  // a random modulus and remainders, each allowed with chance 1/3
                c.modulus = std::uniform_int_distribution<int>(1, 60)(rng);
                c.residues.resize(static_cast<std::size_t>(c.modulus));
                for (char& r : c.residues) r = std::uniform_int_distribution<int>(0, 2)(rng) == 0;
            }
            if (c.kind == Kind::range) {  // bounds around the length's numbers, sometimes beyond them
                Value top = 1;
                for (int i = 0; i < length; ++i) top *= 10;
                const Value a = std::uniform_int_distribution<long long>(-5, static_cast<long long>(top) + 5)(rng);
                const Value b = std::uniform_int_distribution<long long>(-5, static_cast<long long>(top) + 5)(rng);
                c.values = Dom::range(std::min(a, b), std::max(a, b));
            }
            conditions.push_back(c);
        }
        const DigitAutomaton automaton(masks, conditions);
        if (!automaton.exact()) continue;  // all different with a sum and a product: too many states
        ++exact;
        // Every number the masks allow, by brute force.
        std::vector<Value> expected;
        std::vector<Mask> used(masks.size(), 0);
        std::vector<int> digits(masks.size(), 0);
        const auto visit = [&](const auto& self, std::size_t i, Value prefix) -> void {
            if (i == masks.size()) {
                for (const DigitCondition& c : conditions)
                    if (!keeps(c, digits)) return;
                expected.push_back(prefix);
                for (std::size_t k = 0; k < digits.size(); ++k) used[k] = static_cast<Mask>(used[k] | digit_bit(digits[k]));
                return;
            }
            for (int d = 0; d <= 9; ++d)
                if (masks[i] & digit_bit(d)) {
                    digits[i] = d;
                    self(self, i + 1, prefix * 10 + d);
                }
        };
        visit(visit, 0, 0);
        EXPECT_EQ(automaton.count(), expected.size());
        for (std::size_t i = 0; i < masks.size(); ++i) EXPECT_EQ(automaton.supported(i), used[i]) << "cell " << i;
        std::vector<Value> listed;
        EXPECT_TRUE(automaton.list(listed, 100000));
        EXPECT_TRUE(listed == expected);
        if (expected.size() > 1) {
            EXPECT_FALSE(automaton.list(listed, expected.size() - 1));  // more than the limit: no list
            EXPECT_TRUE(listed.empty());
        }
        empty += expected.empty() ? 1 : 0;
    }
    EXPECT_GT(empty, 100);  // contradictions are met too
    EXPECT_GT(exact, 2000);
}

TEST(CrossnumberDigitAutomaton, TooManyStatesOrTargetsIsNotExact) {
    const std::vector<Mask> masks(12, kAllDigits);
    // A sum of up to 108 with all different digits and an order: 109 * 1024 * 11 states.
    EXPECT_FALSE(DigitAutomaton(masks, {condition_of(Kind::sum, Dom::range(0, 108)), condition_of(Kind::distinct), condition_of(Kind::up)}).exact());
    std::vector<Value> many;
    for (int v = 1; v <= 100; ++v) many.push_back(v);
    EXPECT_FALSE(DigitAutomaton(masks, {condition_of(Kind::product, Dom::of(many))}).exact());
    EXPECT_FALSE(DigitAutomaton(masks, {condition_of(Kind::product, Dom::range(1, 1000))}).exact());
    // Twenty digits summing to 90: about 10^18 numbers, counted without listing one.
    const DigitAutomaton wide(std::vector<Mask>(20, kAllDigits), {condition_of(Kind::sum, Dom::of({90}))});
    EXPECT_TRUE(wide.exact());
    EXPECT_GT(wide.count(), std::uint64_t{1} << 50);
}

// x + y = z over random digit masks, against every pair of numbers.
TEST(CrossnumberDigitAutomaton, AdditionByColumnsKeepsExactlyTheDigitsOfSomeSum) {
    std::mt19937 rng(77);
    auto parsed = parse_puzzle_file("grid\nA B C D\nE . . .\nF . . .\nG . . .\nend\nPZ(A_w)\n");
    ASSERT_TRUE(parsed.ok());
    const Puzzle& puzzle = *parsed;
    for (int round = 0; round < 300; ++round) {
        SearchState state;
        state.cells.assign(puzzle.cells.size(), kAllDigits);
        for (Mask& m : state.cells)
            if (std::uniform_int_distribution<int>(0, 1)(rng)) m = static_cast<Mask>(std::uniform_int_distribution<int>(1, 1023)(rng));
        // Rows: row 0 (cells 0..3), row 1 reversed, and a constant or row 2.
        DigitRow x, y, z;
        const int lx = std::uniform_int_distribution<int>(1, 3)(rng), ly = std::uniform_int_distribution<int>(1, 3)(rng);
        for (int c = 0; c < lx; ++c) x.cells.push_back(c);
        for (int c = ly - 1; c >= 0; --c) y.cells.push_back(4 + c);
        const bool constant_sum = std::uniform_int_distribution<int>(0, 1)(rng);
        if (constant_sum) z.constant = std::uniform_int_distribution<int>(0, 1200)(rng);
        else
            for (int c = 0; c < 4; ++c) z.cells.push_back(8 + c);
        const auto value = [&](const DigitRow& row, const std::vector<int>& digits) {
            Value v = row.constant;
            if (!row.is_constant()) {
                v = 0;
                for (int cell : row.cells) v = v * 10 + digits[static_cast<std::size_t>(cell)];
            }
            return v;
        };
        std::vector<Mask> used(state.cells.size(), 0);
        bool any = false;
        // Every filling of x's and y's cells; z follows (its digits must fit, zeros in front allowed).
        std::vector<int> cells = x.cells;
        cells.insert(cells.end(), y.cells.begin(), y.cells.end());
        std::vector<int> digits(state.cells.size(), 0);
        const auto visit = [&](const auto& self, std::size_t i) -> void {
            if (i == cells.size()) {
                const Value sum = value(x, digits) + value(y, digits);
                std::vector<int> sum_digits;
                if (z.is_constant()) {
                    if (sum != z.constant) return;
                } else {
                    Value rest = sum;
                    for (std::size_t k = z.cells.size(); k-- > 0; rest /= 10) {
                        if (!(state.cells[static_cast<std::size_t>(z.cells[k])] & digit_bit(static_cast<int>(rest % 10)))) return;
                        sum_digits.insert(sum_digits.begin(), static_cast<int>(rest % 10));
                    }
                    if (rest != 0) return;
                }
                any = true;
                for (int cell : cells)
                    used[static_cast<std::size_t>(cell)] = static_cast<Mask>(used[static_cast<std::size_t>(cell)] | digit_bit(digits[static_cast<std::size_t>(cell)]));
                for (std::size_t k = 0; k < sum_digits.size(); ++k)
                    used[static_cast<std::size_t>(z.cells[k])] = static_cast<Mask>(used[static_cast<std::size_t>(z.cells[k])] | digit_bit(sum_digits[k]));
                return;
            }
            for (int d = 0; d <= 9; ++d)
                if (state.cells[static_cast<std::size_t>(cells[i])] & digit_bit(d)) {
                    digits[static_cast<std::size_t>(cells[i])] = d;
                    self(self, i + 1);
                }
        };
        visit(visit, 0);
        cells.insert(cells.end(), z.cells.begin(), z.cells.end());
        SearchState after = state;
        Changes changes;
        StateEditor edit(puzzle, after, changes);
        const bool ok = prune_by_addition(edit, x, y, z);
        EXPECT_EQ(ok, any) << "round " << round;
        if (!ok || !any) continue;
        for (int cell : cells) EXPECT_EQ(after.cells[static_cast<std::size_t>(cell)], used[static_cast<std::size_t>(cell)]) << "round " << round << " cell " << cell;
    }
}

}  // namespace
}  // namespace knobel::crossnumber
