#pragma once
// Listing the squares, cubes or triangular numbers of a long entry by their last digits, and its
// palindromes by their first half: what turns a search digit by digit over 10^19 numbers into
// lists of a few thousand once a few digits are known (issue 21: Q and TRI with PAL on 20 cells,
// PZ with PAL on 14).

#include <cstddef>
#include <vector>

#include "crossnumber/domain.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/value.h"

namespace knobel::crossnumber {

// The values f(k) in [lo, hi] (0 <= lo) of the predicate p (Q: k^2, K: k^3, TRI: k(k + 1) / 2)
// whose last digits fit `masks` (an entry's cells, first to last). f(k)'s last j digits depend
// only on k mod 10^j (2 · 10^j for k(k + 1) / 2), so the k whose last digits fit are found digit
// by digit from the right, and the range is walked in steps of that modulus. Every such value is
// listed (sorted; the earlier digits are not checked) when they are at most `limit`; false when
// they are more.
bool list_by_last_digits(Predicate p, Value lo, Value hi, const std::vector<Mask>& masks, std::size_t limit,
                         std::vector<Value>& out);

// The palindromes whose digits fit `masks` (the cell i and the cell n - 1 - i hold one digit, so
// it must be in both masks), sorted, when they are at most `limit`; false when more, or when the
// first cell may still be 0.
bool list_palindromes(const std::vector<Mask>& masks, std::size_t limit, std::vector<Value>& out);

}  // namespace knobel::crossnumber
