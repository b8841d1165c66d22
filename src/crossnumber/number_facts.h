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

// The sorted values in [lo, hi] for which `predicate` holds, when a table of them covers that
// range (primes below 10^6, squares below 10^10, cubes below 10^15, triangular numbers below
// 10^10, every Fibonacci number) and they number at most `limit`. Tables are built once, when
// first asked for. Returns false when no table covers the range or the values are too many.
bool listed_values(Predicate predicate, Value lo, Value hi, std::size_t limit, std::vector<Value>& out);

}  // namespace knobel::crossnumber
