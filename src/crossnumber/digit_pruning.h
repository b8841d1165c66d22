#pragma once
// Reasoning on an entry's digits alone, for a rule whose value set is known: bounds on the number
// the cells spell (first cell most significant) and on their digit product, the digit facts of a
// one-argument predicate, the digit sums the cells can reach, and a written addition of two
// entries column by column. (Digit sums and products against a set of values, exactly, are
// digit_automaton.h's.) Each only removes digits that no value within the bounds can use.

#include <cstdint>
#include <vector>

#include "crossnumber/domain.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/state_editor.h"

namespace knobel::crossnumber {

// Digits that would put the number the cells spell outside [lo, hi] whatever the others hold.
bool prune_by_value(StateEditor& edit, const std::vector<int>& cells, Value lo, Value hi);
// Digits that would put the digit product outside d's bounds; 0 when d has no 0; digits that
// divide none of a few values of d.
bool prune_by_digit_product(StateEditor& edit, const std::vector<int>& cells, const Dom& d);
// What a one-argument predicate says about the digits of the entry it is applied to: the last
// digit of a prime, a square, a triangular, even or odd number; AB/AUF order; U all different.
bool apply_digit_facts(StateEditor& edit, Predicate predicate, int e);

// The digit sums the cells can have, exactly (a list of at most 181 values).
Dom reachable_digit_sums(const StateEditor& edit, const std::vector<int>& cells);

// One row of a written addition: a number spelled by cells (most significant first; a reversed
// entry is its cells backwards) or a constant (at least 0).
struct DigitRow {
    std::vector<int> cells;
    Value constant = 0;
    bool is_constant() const { return cells.empty(); }
};
// x + y = z, digit by digit with the carries (a dynamic programme over the columns, the carry is
// the state): keeps only the digits that some addition with every row fitting its cells uses.
// Exact when no cell is in two rows; a cell in two rows is treated as two (still sound).
bool prune_by_addition(StateEditor& edit, const DigitRow& x, const DigitRow& y, const DigitRow& z);

}  // namespace knobel::crossnumber
