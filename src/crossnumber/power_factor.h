#pragma once
// Q(mal(X, c)) and K(mal(X, c)) for a constant c: X · c is a square (cube) exactly when X is
// D · s^2 (D · s^3) for a whole s, where D is the least number that makes c · D a square (cube):
// with c = p1^e1 · p2^e2 · ..., D = p1^((-e1) mod k) · p2^((-e2) mod k) · ... (then c · D = t^k,
// and X · c = (X / D) · t^k is a k-th power just when X / D is). So K(mal(A_w, 10^19 - 1)) on 19
// cells, 10^19 - 1 = 3^2 · 1111111111111111111 (a prime), needs A_w to be a multiple of
// 3 · 1111111111111111111^2, above 10^36: no solution, said at once rather than after a search
// of 10^19 numbers (issue 21).
//
// c is factored by trial division up to kTrialLimit and a proved test of what is left (a prime,
// or the square or cube of one, below 3.3 · 10^24 where Miller-Rabin is a proof). When the rest
// stays unfactored, D holds the primes found only: X must still be a multiple of it, but is no
// longer known to be D · s^k.

#include <cstddef>
#include <vector>

#include "crossnumber/value.h"

namespace knobel::crossnumber {

struct PowerFactor {
    Value divisor = 1;   // D: every X with X · c a k-th power is a multiple of it
    bool exact = false;  // c fully factored: X · c is a k-th power exactly when X = D · s^k
};

inline constexpr Value kTrialLimit = 4096;

// For c >= 1 and k = 2 or 3.
PowerFactor power_factor(Value c, int k);

// The values D · s^k in [lo, hi], sorted (s >= 0 for k = 2, any sign for k = 3), when they are
// at most `limit`; false when more. D >= 1, and every bound below 10^38.
bool list_power_multiples(Value divisor, int k, Value lo, Value hi, std::size_t limit, std::vector<Value>& out);

}  // namespace knobel::crossnumber
