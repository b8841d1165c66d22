#include "crossnumber/power_factor.h"

#include <algorithm>
#include <cstdint>

#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

// Below this Miller-Rabin with the first 12 primes is a proof (number_facts.h).
const Value kProvedPrimeBelow = pow10(24) * 3;

// D's share of prime p with exponent e in c: p^((-e) mod k).
Value share(Value p, int e, int k) {
    Value out = 1;
    for (int i = 0; i < (k - e % k) % k; ++i) out *= p;
    return out;
}

// n mod p for 0 < p < 2^32, on 64 bits when n fits: 128-bit division is several times slower,
// and a rule's constant is tried against every odd number up to kTrialLimit.
Value remainder(Value n, Value p) {
    if (n <= static_cast<Value>(~std::uint64_t{0})) return static_cast<Value>(static_cast<std::uint64_t>(n) % static_cast<std::uint64_t>(p));
    return n % p;
}

bool proved_prime(Value n) { return n > 1 && n < kProvedPrimeBelow && is_prime(n); }

// s^k for the Predicate of that power.
Predicate power_predicate(int k) { return k == 2 ? Predicate::q : Predicate::k; }

}  // namespace

PowerFactor power_factor(Value c, int k) {
    PowerFactor out;
    if (c < 1 || (k != 2 && k != 3)) return out;
    Value rest = c;
    bool whole = true;  // the trial division reached the square root of what is left
    for (Value p = 2; p * p <= rest; p += p == 2 ? 1 : 2) {
        if (p > kTrialLimit) {
            whole = false;
            break;
        }
        int e = 0;
        while (remainder(rest, p) == 0) rest /= p, ++e;
        if (e > 0) out.divisor *= share(p, e, k);  // (D divides c^2: no overflow)
    }
    out.exact = true;
    if (rest == 1) return out;
    if (whole || proved_prime(rest)) {  // rest is a prime
        out.divisor *= share(rest, 1, k);
        return out;
    }
    // The square or cube of a prime (every prime factor of rest is above kTrialLimit, so
    // rest = q^2 or q^3 with q prime is the only way its exponent can be 2 or 3 with one prime).
    for (int e = 2; e <= 3; ++e) {
        const Value q = power_index(power_predicate(e), rest);
        if (power_value(power_predicate(e), q) == rest && proved_prime(q)) {
            out.divisor *= share(q, e, k);
            return out;
        }
    }
    out.exact = false;  // rest's primes unknown: D holds those found
    return out;
}

bool list_power_multiples(Value divisor, int k, Value lo, Value hi, std::size_t limit, std::vector<Value>& out) {
    out.clear();
    const Predicate p = power_predicate(k);
    // The s >= 0 with D · s^k in [max(lo, 0), hi]; for k = 3 also the s < 0, from D · |s|^3 in
    // [max(-hi, 1), -lo].
    const auto positive = [&](Value from, Value to, bool negate) {
        from = std::max<Value>(from, 0);
        if (to < from) return true;
        const Value low = ceil_div(from, divisor), high = floor_div(to, divisor);
        if (high < low) return true;
        const Value first = low == 0 ? 0 : power_index(p, low - 1) + 1, last = power_index(p, high);
        if (last < first) return true;
        if (last - first >= static_cast<Value>(limit) - static_cast<Value>(out.size())) return false;
        for (Value s = first; s <= last; ++s) out.push_back((negate ? -divisor : divisor) * power_value(p, s));
        return true;
    };
    if (!positive(lo, hi, false)) return false;
    if (k == 3 && lo < 0 && !positive(std::max<Value>(-hi, 1), -lo, true)) return false;
    std::sort(out.begin(), out.end());
    return true;
}

}  // namespace knobel::crossnumber
