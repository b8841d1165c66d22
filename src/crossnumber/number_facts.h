#pragma once
// The number predicates of the rules table, exact for every value below 10^38, and the tables of
// prime, square, cube, Fibonacci and triangular numbers the solver lists candidates from.

#include <cstddef>
#include <vector>

#include "crossnumber/puzzle.h"
#include "crossnumber/value.h"

namespace knobel::crossnumber {

// Deterministic Miller-Rabin for n < 3.3·10^24 (every entry of up to 24 digits). Above that, the
// same test with the first 20 primes as bases: no composite passing it is known, but it is not
// a proof (only intermediate values of 25+ digits get there).
bool is_prime(Value n);
bool is_square(Value n);  // 0 and 1 count; negative values are not squares
bool is_cube(Value n);    // negative cubes (-8) count
bool is_fibonacci(Value n);
bool is_triangular(Value n);

// Whether a one-argument predicate holds for `value` (the digit predicates look at |value|).
bool holds(Predicate predicate, Value value);
// Whether a two-argument predicate holds.
bool holds(Predicate predicate, Value a, Value b);

// The sorted values in [lo, hi] for which `predicate` (PZ, Q, K, TRI or FIB) holds, when they
// number at most `limit`: squares, cubes and triangular numbers from their roots, Fibonacci
// numbers from a table of all 183 below 10^38, primes by sieving the range when it lies below
// 10^12 and is at most 200,000 wide (with a sieve of the primes below 10^6, built once when first
// needed). Returns false when the values are too many or the range too wide to sieve.
bool listed_values(Predicate predicate, Value lo, Value hi, std::size_t limit, std::vector<Value>& out);

// For Q, K and TRI: the largest k >= 0 with k^2 (k^3, k(k + 1) / 2) <= n, for 0 <= n < 2^127;
// and that value of k.
Value power_index(Predicate predicate, Value n);
Value power_value(Predicate predicate, Value k);

}  // namespace knobel::crossnumber
