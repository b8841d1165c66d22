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
    // residue: the number mod `modulus` is one of `residues` (a multiple of 7, an even number, a
    // prime's or a square's possible remainders); range: the number lies in [values.lo, values.hi].
    // distinct_reversed: the digits of rev(number) all different (U(rev(E))): rev drops the
    // number's trailing zeros, so its nonzero digits are all different and at most one 0 comes
    // before its last nonzero digit.
    enum class Kind : std::uint8_t { sum, product, down, up, distinct, residue, range, distinct_reversed };
    Kind kind = Kind::sum;
    Dom values;  // sum, product: the totals allowed; range: the bounds
    int modulus = 0;              // residue
    std::vector<char> residues;   // residue: per remainder 0 .. modulus - 1, whether it is allowed
    // May be left out when its states would be too many: the automaton then keeps digits without
    // it (fewer digits go, never a wrong one). Residues and ranges are, and residues that only a
    // rule's numbers have too (a prime's, a square's) are no more than that anyway.
    bool optional = false;
};

class DigitAutomaton {
public:
    static constexpr int kStates = 1 << 16;          // combined states at most, or not exact
    static constexpr std::size_t kProductTargets = 64;  // a product's targets at most (a list, or a range as short)
    static constexpr int kProductStates = 1024;       // divisors of the targets' least common multiple at most
    static constexpr int kMaxModulus = 2520;          // residues are merged while their moduli's lcm stays within

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
        // Per state and digit: the next state, -1 when no number can keep the condition; with
        // `by_layer`, one such table per cell (a range compares cell i with the bounds' digit i).
        std::vector<std::int16_t> step;
        bool by_layer = false;
        std::vector<char> accept;  // per state: a whole number ending there keeps the condition
    };
    bool add(const DigitCondition& condition);
    bool add_product(const Dom& values);
    bool add_residue(int modulus, const std::vector<char>& residues);
    bool add_range(Value lo, Value hi);
    bool add_distinct_reversed();
    bool add_component(Component c);
    int next(std::size_t layer, int state, int digit) const;
    bool accepts(int state) const;
    bool alive(std::size_t layer, int state) const;  // reached, and some number ends well from it
    void solve();

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
