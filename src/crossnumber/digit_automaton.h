#pragma once
// Conditions on the digits of one entry that can be checked digit by digit from the left — its
// digit sum or product within a set of values, digits never rising (AB) or never falling (AUF),
// all different (U) — worked out together by a dynamic programme over the cells: the state after
// each cell is what the conditions need to know of the digits so far (the sum, the product as a
// divisor of the targets, the last digit, the digits used). From it: which digits of each cell
// some number keeping every condition uses (exact for these conditions together), how many such
// numbers there are, and their list, found without a wasted step.
//
// One condition is what a rule like =(qs(A_w), 23) says; several on one entry (=(qs(M_w), 42) and
// =(qp(M_w), 1088640)) pin it down far more together than one after the other: each alone keeps
// digits that no number with both uses.

#include <cstdint>
#include <vector>

#include "crossnumber/domain.h"

namespace knobel::crossnumber {

struct DigitCondition {
    enum class Kind : std::uint8_t { sum, product, down, up, distinct };
    Kind kind = Kind::sum;
    Dom values;  // sum, product: the totals allowed
};

class DigitAutomaton {
public:
    static constexpr int kStates = 1 << 14;          // combined states at most, or not exact
    static constexpr std::size_t kProductTargets = 64;  // a product's targets at most (a list, or a range as short)
    static constexpr int kProductStates = 1024;       // divisors of the targets' least common multiple at most

    // `masks`: the digits still possible in each cell, first digit first.
    DigitAutomaton(const std::vector<Mask>& masks, const std::vector<DigitCondition>& conditions);

    // False when the states would be too many (or a product's targets too wide): nothing is known.
    bool exact() const { return exact_; }
    std::uint64_t count() const { return count_; }  // the numbers keeping every condition, saturating at 2^64 - 1
    Mask supported(std::size_t i) const { return supported_[i]; }
    // The numbers, ascending; at most `limit` (false, and `out` cleared, when there are more).
    bool list(std::vector<Value>& out, std::size_t limit) const;

private:
    struct Component {
        int size = 0, stride = 1, start = 0;
        std::vector<std::int16_t> step;  // per state and digit: the next state, -1 when no number can keep the condition
        std::vector<char> accept;        // per state: a whole number ending there keeps the condition
    };
    bool add(const DigitCondition& condition);
    bool add_product(const Dom& values);
    int next(int state, int digit) const;
    bool accepts(int state) const;
    bool alive(std::size_t layer, int state) const;  // reached, and some number ends well from it
    void solve();
    void walk(std::size_t layer, int state, Value prefix, std::vector<Value>& out, std::size_t limit, bool& ok) const;

    bool exact_ = false;
    std::vector<Mask> masks_;
    std::vector<Component> components_;
    int states_ = 1;
    std::vector<std::vector<int>> layers_;  // per layer: the states reached from the start
    std::vector<std::uint64_t> alive_;      // per layer: a bit per state, set when alive()
    std::vector<Mask> supported_;
    std::uint64_t count_ = 0;
};

}  // namespace knobel::crossnumber
