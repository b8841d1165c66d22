#pragma once
// What the solver knows: for every cell the digits still possible (a 10-bit mask), for an entry
// optionally the exact list of values still possible, and, while a rule is applied, the values an
// expression node can take (Dom: bounds, or the exact list when it is small).

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <vector>

#include "crossnumber/value.h"

namespace knobel::crossnumber {

using Mask = std::uint16_t;  // bit d: digit d is still possible
inline constexpr Mask kAllDigits = 0x3FF;
inline Mask digit_bit(int digit) { return static_cast<Mask>(1u << digit); }
inline Mask digits_of(std::initializer_list<int> digits) {
    Mask mask = 0;
    for (int d : digits) mask = static_cast<Mask>(mask | digit_bit(d));
    return mask;
}
inline int digit_options(Mask mask) { return std::popcount(static_cast<unsigned>(mask)); }
inline int lowest_digit(Mask mask) { return std::countr_zero(static_cast<unsigned>(mask)); }
inline int highest_digit(Mask mask) { return 31 - std::countl_zero(static_cast<unsigned>(mask)); }

// Lists are shared and never changed once made: the search saves a state by copying pointers.
using ValueList = std::shared_ptr<const std::vector<Value>>;

struct SearchState {
    std::vector<Mask> cells;       // per cell; 0 for black cells
    std::vector<ValueList> lists;  // per entry: the exact candidates, or null (too many to list)
    // Per entry: bit r set when every value of its list keeps rule r, a rule on that entry alone
    // (r < 64). A list only ever shrinks, so the bit stays true and the rule need not run again.
    std::vector<std::uint64_t> kept_rules;
    // Per listed entry e and digit position i, at [e * listed_stride + i]: the digits its list's
    // values have there (a function of the list, set with it; bit kMustCheck when some value does
    // not have the entry's length). A value can stop fitting only in a position whose cell lost one
    // of these digits, so the entry propagator reads the values in those positions only (usually
    // one). Empty: not kept (every value is then read whole).
    std::vector<Mask> listed_digits;
    std::size_t listed_stride = 0;  // the longest entry's length
    static constexpr Mask kMustCheck = 1u << 10;
};

// The values an expression node can take: within [lo, hi], and exactly `list` when it is set
// (sorted, no repeats, lo and hi its ends). Empty when lo > hi or the list is empty.
struct Dom {
    Value lo = 0, hi = -1;
    ValueList list;

    static Dom range(Value lo, Value hi) { return Dom{lo, hi, nullptr}; }
    static Dom of(std::vector<Value> values);  // sorts and removes repeats
    bool empty() const { return list ? list->empty() : lo > hi; }
    bool single() const { return list ? list->size() == 1 : lo == hi; }
    bool contains(Value v) const;
};

// The values in both; a list when either is a list.
Dom intersect(const Dom& a, const Dom& b);
// Whether `narrower` (a subset of `wider`) has fewer values or is now a list.
bool narrower_than(const Dom& narrower, const Dom& wider);

// a + b when its magnitude stays below 10^38, else false (and `out` untouched).
bool add_within(Value a, Value b, Value& out);
// a + b, clamped to ±(10^38 - 1): for bounds only, where a clamped bound is still a true bound.
Value add_clamped(Value a, Value b);

}  // namespace knobel::crossnumber
