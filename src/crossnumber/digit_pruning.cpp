#include "crossnumber/digit_pruning.h"

#include <algorithm>
#include <array>

namespace knobel::crossnumber {
namespace {

Mask digits_up_to(int d) { return d < 0 ? Mask{0} : static_cast<Mask>((1u << (d + 1)) - 1); }
Mask digits_from(int d) { return static_cast<Mask>(kAllDigits & ~digits_up_to(d - 1)); }

}  // namespace

// Digits that would put the number the cells spell (first cell most significant) outside
// [lo, hi] whatever the other cells hold.
bool prune_by_value(StateEditor& edit, const std::vector<int>& cells, Value lo, Value hi) {
    const std::size_t n = cells.size();
    Value min_value = 0, max_value = 0;
    for (int cell : cells) {
        min_value = min_value * 10 + lowest_digit(edit.mask(cell));
        max_value = max_value * 10 + highest_digit(edit.mask(cell));
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Value place = pow10(static_cast<int>(n - 1 - i));
        const Mask m = edit.mask(cells[i]);
        const Value others_min = min_value - lowest_digit(m) * place;
        const Value others_max = max_value - highest_digit(m) * place;
        Mask keep = 0;
        for (int d = 0; d <= 9; ++d)
            if ((m & digit_bit(d)) && others_min + d * place <= hi && others_max + d * place >= lo)
                keep = static_cast<Mask>(keep | digit_bit(d));
        if (!edit.restrict_cell(cells[i], keep)) return false;
    }
    return true;
}

bool prune_by_digit_product(StateEditor& edit, const std::vector<int>& cells, const Dom& d) {
    if (!d.contains(0))
        for (int cell : cells)
            if (!edit.restrict_cell(cell, static_cast<Mask>(kAllDigits & ~digit_bit(0)))) return false;
    const bool few = d.list && d.list->size() <= 64 && !d.contains(0);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        Value others_min = 1, others_max = 1;
        for (std::size_t j = 0; j < cells.size(); ++j) {
            if (j == i) continue;
            others_min *= lowest_digit(edit.mask(cells[j]));
            others_max *= highest_digit(edit.mask(cells[j]));
        }
        const Mask m = edit.mask(cells[i]);
        Mask keep = 0;
        for (int digit = 0; digit <= 9; ++digit) {
            if (!(m & digit_bit(digit)) || others_min * digit > d.hi || others_max * digit < d.lo) continue;
            if (few && !std::any_of(d.list->begin(), d.list->end(), [&](Value v) { return v % digit == 0; })) continue;
            keep = static_cast<Mask>(keep | digit_bit(digit));
        }
        if (!edit.restrict_cell(cells[i], keep)) return false;
    }
    return true;
}

// What a one-argument predicate says about the digits of the entry it is applied to.
bool apply_digit_facts(StateEditor& edit, Predicate predicate, int e) {
    const std::vector<int>& cells = edit.cells_of(e);
    const int last = cells.back();
    const std::size_t n = cells.size();
    switch (predicate) {
        case Predicate::pz:
            return edit.restrict_cell(last, n == 1 ? digits_of({2, 3, 5, 7}) : digits_of({1, 3, 7, 9}));
        case Predicate::q: return edit.restrict_cell(last, digits_of({0, 1, 4, 5, 6, 9}));
        case Predicate::tri: return edit.restrict_cell(last, digits_of({0, 1, 3, 5, 6, 8}));
        case Predicate::even: return edit.restrict_cell(last, digits_of({0, 2, 4, 6, 8}));
        case Predicate::odd: return edit.restrict_cell(last, digits_of({1, 3, 5, 7, 9}));
        case Predicate::ab:
        case Predicate::auf: {
            // AB: each digit at most the one before it; AUF: at least.
            const bool down = predicate == Predicate::ab;
            for (std::size_t i = 1; i < n; ++i) {
                const Mask before = edit.mask(cells[i - 1]);
                if (!edit.restrict_cell(cells[i], down ? digits_up_to(highest_digit(before)) : digits_from(lowest_digit(before))))
                    return false;
            }
            for (std::size_t i = n - 1; i-- > 0;) {
                const Mask after = edit.mask(cells[i + 1]);
                if (!edit.restrict_cell(cells[i], down ? digits_from(lowest_digit(after)) : digits_up_to(highest_digit(after))))
                    return false;
            }
            return true;
        }
        case Predicate::u: {
            if (n > 10) return edit.conflict();
            for (bool again = true; again;) {
                again = false;
                for (int cell : cells) {
                    if (digit_options(edit.mask(cell)) != 1) continue;
                    for (int other : cells) {
                        if (other == cell) continue;
                        const Mask before = edit.mask(other);
                        if (!edit.restrict_cell(other, static_cast<Mask>(~edit.mask(cell)))) return false;
                        again = again || edit.mask(other) != before;
                    }
                }
            }
            return true;
        }
        default: return true;
    }
}

Dom reachable_digit_sums(const StateEditor& edit, const std::vector<int>& cells) {
    std::uint64_t reach[3] = {1, 0, 0};  // bit s: sum s is possible (sums up to 9 * 20 = 180 < 192)
    for (int cell : cells) {
        const Mask m = edit.mask(cell);
        std::uint64_t next[3] = {0, 0, 0};
        for (int digit = 0; digit <= 9; ++digit) {
            if (!(m & digit_bit(digit))) continue;
            // next |= reach << digit, across the three words
            next[0] |= reach[0] << digit;
            next[1] |= (reach[1] << digit) | (digit ? reach[0] >> (64 - digit) : 0);
            next[2] |= (reach[2] << digit) | (digit ? reach[1] >> (64 - digit) : 0);
        }
        reach[0] = next[0], reach[1] = next[1], reach[2] = next[2];
    }
    std::vector<Value> sums;
    for (int s = 0; s < 192; ++s)
        if (reach[s / 64] >> (s % 64) & 1) sums.push_back(s);
    return Dom::of(std::move(sums));
}

bool prune_by_addition(StateEditor& edit, const DigitRow& x, const DigitRow& y, const DigitRow& z) {
    const DigitRow* rows[3] = {&x, &y, &z};
    // Columns from the least significant: each row's digits there (a cell's mask, a constant's
    // digit, 0 past the row's end).
    std::size_t columns = 0;
    for (const DigitRow* row : rows) {
        if (row->is_constant() && row->constant < 0) return true;
        columns = std::max<std::size_t>(columns, row->is_constant() ? static_cast<std::size_t>(digit_count(row->constant)) : row->cells.size());
    }
    if (columns > static_cast<std::size_t>(kMaxDigits)) return true;
    const auto cell_at = [&](const DigitRow& row, std::size_t column) {
        return !row.is_constant() && column < row.cells.size() ? row.cells[row.cells.size() - 1 - column] : -1;
    };
    const auto options = [&](const DigitRow& row, std::size_t column) -> Mask {
        if (row.is_constant()) return digit_bit(static_cast<int>(row.constant / pow10(static_cast<int>(std::min<std::size_t>(column, 37))) % 10));
        const int cell = cell_at(row, column);
        return cell < 0 ? digit_bit(0) : edit.mask(cell);
    };
    // Carries into each column that the columns to the right allow (forward), and that the
    // columns to the left can finish with no carry out of the top (backward).
    std::vector<std::uint8_t> forward(columns + 1, 0), backward(columns + 1, 0);
    std::vector<std::array<Mask, 3>> masks(columns);
    for (std::size_t c = 0; c < columns; ++c)
        for (int r = 0; r < 3; ++r) masks[c][static_cast<std::size_t>(r)] = options(*rows[r], c);
    const auto each = [&](std::size_t c, int carry, auto f) {
        const auto& m = masks[c];
        for (int a = 0; a <= 9; ++a) {
            if (!(m[0] & digit_bit(a))) continue;
            for (int b = 0; b <= 9; ++b) {
                if (!(m[1] & digit_bit(b))) continue;
                const int total = a + b + carry;
                if (m[2] & digit_bit(total % 10)) f(a, b, total % 10, total / 10);
            }
        }
    };
    forward[0] = 1;  // bit k: carry k is possible
    for (std::size_t c = 0; c < columns; ++c)
        for (int carry = 0; carry < 2; ++carry)
            if (forward[c] >> carry & 1) each(c, carry, [&](int, int, int, int out) { forward[c + 1] |= static_cast<std::uint8_t>(1 << out); });
    backward[columns] = 1;
    for (std::size_t c = columns; c-- > 0;)
        for (int carry = 0; carry < 2; ++carry)
            each(c, carry, [&](int, int, int, int out) {
                if (backward[c + 1] >> out & 1) backward[c] |= static_cast<std::uint8_t>(1 << carry);
            });
    if (!(forward[columns] & backward[columns] & 1)) return edit.conflict();
    for (std::size_t c = 0; c < columns; ++c) {
        std::array<Mask, 3> used = {0, 0, 0};
        for (int carry = 0; carry < 2; ++carry) {
            if (!(forward[c] >> carry & 1) || !(backward[c] >> carry & 1)) continue;
            each(c, carry, [&](int a, int b, int sum, int out) {
                if (!(backward[c + 1] >> out & 1)) return;
                used[0] = static_cast<Mask>(used[0] | digit_bit(a));
                used[1] = static_cast<Mask>(used[1] | digit_bit(b));
                used[2] = static_cast<Mask>(used[2] | digit_bit(sum));
            });
        }
        for (int r = 0; r < 3; ++r) {
            if (used[static_cast<std::size_t>(r)] == 0) return edit.conflict();
            const int cell = cell_at(*rows[r], c);
            if (cell >= 0 && !edit.restrict_cell(cell, used[static_cast<std::size_t>(r)])) return false;
        }
    }
    return true;
}

}  // namespace knobel::crossnumber
