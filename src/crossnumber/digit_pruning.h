#pragma once
// Reasoning on an entry's digits alone, for a rule whose value set is known: bounds on the number
// the cells spell (first cell most significant), on their digit sum and product, the digit facts
// of a one-argument predicate, and listing the values with a given digit sum or product by a
// bounded search. Each only removes digits that no value within the bounds can use.

#include <cstdint>
#include <vector>

#include "crossnumber/domain.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/state_editor.h"

namespace knobel::crossnumber {

inline constexpr std::uint64_t kDigitSearchLimit = 20000;  // prefixes one digit search may visit

// Digits that would put the number the cells spell outside [lo, hi] whatever the others hold.
bool prune_by_value(StateEditor& edit, const std::vector<int>& cells, Value lo, Value hi);
// Digits that would put the digit sum outside [lo, hi].
bool prune_by_digit_sum(StateEditor& edit, const std::vector<int>& cells, Value lo, Value hi);
// Digits that would put the digit product outside d's bounds; 0 when d has no 0; digits that
// divide none of a few values of d.
bool prune_by_digit_product(StateEditor& edit, const std::vector<int>& cells, const Dom& d);
// What a one-argument predicate says about the digits of the entry it is applied to: the last
// digit of a prime, a square, a triangular, even or odd number; AB/AUF order; U all different.
bool apply_digit_facts(StateEditor& edit, Predicate predicate, int e);

// How many numbers the cells' digits allow (capped at 2^40, so no overflow).
std::uint64_t digit_space(const StateEditor& edit, const std::vector<int>& cells);
// The values the cells can spell whose digit sum (qs) or product (qp) lies in d, ascending;
// false when the search would visit more than kDigitSearchLimit prefixes or find more than
// `limit` values. Prefixes are cut as soon as the digits still open cannot reach d.
bool list_by_digits(const StateEditor& edit, const std::vector<int>& cells, Op op, const Dom& d, std::vector<Value>& out,
                    std::size_t limit);

}  // namespace knobel::crossnumber
