#include "crossnumber/digit_pruning.h"

#include <algorithm>
#include <functional>

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

bool prune_by_digit_sum(StateEditor& edit, const std::vector<int>& cells, Value lo, Value hi) {
    Value sum_min = 0, sum_max = 0;
    for (int cell : cells) sum_min += lowest_digit(edit.mask(cell)), sum_max += highest_digit(edit.mask(cell));
    for (int cell : cells) {
        const Mask m = edit.mask(cell);
        const Value others_min = sum_min - lowest_digit(m), others_max = sum_max - highest_digit(m);
        Mask keep = 0;
        for (int d = 0; d <= 9; ++d)
            if ((m & digit_bit(d)) && others_min + d <= hi && others_max + d >= lo) keep = static_cast<Mask>(keep | digit_bit(d));
        if (!edit.restrict_cell(cell, keep)) return false;
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

std::uint64_t digit_space(const StateEditor& edit, const std::vector<int>& cells) {
    std::uint64_t space = 1;
    for (int cell : cells) space = std::min<std::uint64_t>(space * static_cast<std::uint64_t>(digit_options(edit.mask(cell))), 1ull << 40);
    return space;
}

bool list_by_digits(const StateEditor& edit, const std::vector<int>& cells, Op op, const Dom& d, std::vector<Value>& out,
                    std::size_t limit) {
    const std::size_t n = cells.size();

    std::vector<Value> rest_low(n + 1, op == Op::qs ? 0 : 1), rest_high(n + 1, op == Op::qs ? 0 : 1);
    for (std::size_t i = n; i-- > 0;) {
        const Mask m = edit.mask(cells[i]);
        if (op == Op::qs) {
            rest_low[i] = rest_low[i + 1] + lowest_digit(m);
            rest_high[i] = rest_high[i + 1] + highest_digit(m);
        } else {
            rest_low[i] = rest_low[i + 1] * lowest_digit(m);
            rest_high[i] = rest_high[i + 1] * highest_digit(m);
        }
    }
    const bool zero_allowed = d.contains(0);
    std::uint64_t visited = 0;
    bool ok = true;
    std::function<void(std::size_t, Value, Value)> go = [&](std::size_t i, Value partial, Value prefix) {
        if (!ok) return;
        if (++visited > kDigitSearchLimit) {
            ok = false;
            return;
        }
        if (i == n) {
            if (d.contains(partial)) {
                if (out.size() == limit) ok = false;
                else out.push_back(prefix);
            }
            return;
        }
        const Mask m = edit.mask(cells[i]);
        for (int digit = 0; digit <= 9 && ok; ++digit) {
            if (!(m & digit_bit(digit))) continue;
            const Value next = op == Op::qs ? partial + digit : partial * digit;
            if (op == Op::qs) {
                if (next + rest_low[i + 1] > d.hi || next + rest_high[i + 1] < d.lo) continue;
            } else if (next == 0) {
                if (!zero_allowed) continue;
            } else if (next * rest_low[i + 1] > d.hi || next * rest_high[i + 1] < d.lo) {
                continue;
            }
            go(i + 1, next, prefix * 10 + digit);
        }
    };
    go(0, op == Op::qs ? 0 : 1, 0);
    return ok;
}

}  // namespace knobel::crossnumber
