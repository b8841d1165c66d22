#include "crossnumber/number_facts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include "big_unsigned.h"
#include "brute_force.h"

namespace knobel::crossnumber {
namespace {

TEST(CrossnumberNumbers, PrimesAgreeWithTrialDivision) {
    for (Value n = -5; n < 200000; ++n) ASSERT_EQ(is_prime(n), brute::prime(n)) << to_string(n);
    std::mt19937_64 rng(7);
    for (int i = 0; i < 3000; ++i) {
        const Value n = static_cast<Value>(rng() % 10000000000ull);
        ASSERT_EQ(is_prime(n), brute::prime(n)) << to_string(n);
    }
}

TEST(CrossnumberNumbers, PrimesTheHardWay) {
    // Strong pseudoprimes to small bases, Carmichael numbers, Mersenne primes, their products.
    for (Value n : {Value(561), Value(41041), Value(3215031751LL), Value(4759123141LL), Value(3825123056546413051LL)})
        EXPECT_FALSE(is_prime(n)) << to_string(n);
    const Value m31 = (Value(1) << 31) - 1, m61 = (Value(1) << 61) - 1, m89 = (Value(1) << 89) - 1, m107 = (Value(1) << 107) - 1;
    for (Value p : {m31, m61, m89, m107}) EXPECT_TRUE(is_prime(p)) << to_string(p);
    EXPECT_FALSE(is_prime(m31 * m61));
    EXPECT_FALSE(is_prime(m61 * m61));
    EXPECT_FALSE(is_prime(Value(1) << 89));
    // Around 2^64, where the 64-bit test hands over to the 128-bit one: the largest prime below
    // 2^64, a product of the two largest primes below 2^32, and 2^64 + 13 (prime) beyond.
    EXPECT_TRUE(is_prime(Value(18446744073709551557ULL)));
    EXPECT_FALSE(is_prime(Value(4294967291ULL) * Value(4294967279ULL)));
    EXPECT_TRUE(is_prime((Value(1) << 64) + 13));
    EXPECT_FALSE(is_prime((Value(1) << 64) + 1));  // 274177 · 67280421310721
}

TEST(CrossnumberNumbers, PowersFibonacciTriangularAgreeWithCounting) {
    for (Value n = -1000; n < 20000; ++n) {
        ASSERT_EQ(is_square(n), n >= 0 && brute::some_power(n, 2)) << to_string(n);
        ASSERT_EQ(is_cube(n), brute::some_power(n < 0 ? -n : n, 3)) << to_string(n);
        brute::BruteRule fib{"FIB", std::make_shared<brute::Expr>(), nullptr}, tri{"TRI", fib.a, nullptr};
        fib.a->value = static_cast<long long>(n);
        ASSERT_EQ(is_fibonacci(n), brute::rule_holds({}, fib, {})) << to_string(n);
        ASSERT_EQ(is_triangular(n), brute::rule_holds({}, tri, {})) << to_string(n);
    }
    const Value big = pow10(18) + 7;
    EXPECT_TRUE(is_square(big * big));
    EXPECT_FALSE(is_square(big * big + 1));
    EXPECT_TRUE(is_cube(-(Value(1234567) * 1234567 * 1234567)));
    const Value f97 = Value(8362114348984842297ull) * 10 + 7;  // F(97) = 83621143489848422977 (Python)
    EXPECT_TRUE(is_fibonacci(f97));
    EXPECT_FALSE(is_fibonacci(f97 + 1));
}

TEST(CrossnumberNumbers, DigitOperatorsAgreeWithStrings) {
    std::mt19937_64 rng(3);
    for (int i = 0; i < 5000; ++i) {
        Value v = static_cast<Value>(rng() >> (rng() % 64));
        if (i % 3 == 0) v = v * static_cast<Value>(rng() >> 12);  // beyond 64 bits, below 2^116
        if (i % 5 == 0) v = -v;
        const std::string digits = brute::digits_of(v);
        Value sum = 0, product = 1;
        for (char c : digits) sum += c - '0', product *= c - '0';
        std::string reversed(digits.rbegin(), digits.rend());
        ASSERT_EQ(digit_sum(v), sum) << digits;
        ASSERT_EQ(digit_product(v), product) << digits;
        ASSERT_EQ(reverse_digits(v), brute::from_digits(reversed)) << digits;
        ASSERT_EQ(digit_count(v), static_cast<int>(digits.size())) << digits;
        ASSERT_EQ(to_string(v), (v < 0 ? "-" : "") + digits);
    }
    EXPECT_EQ(reverse_digits(120), 21);
    // Up to 38 digits, mostly without zeros (so products are not all 0), zeros now and then in
    // front of a block of 19 (10^19 + 7 has 18 of them).
    for (int i = 0; i < 5000; ++i) {
        const int length = 1 + static_cast<int>(rng() % 38);
        std::string digits(1, static_cast<char>('1' + rng() % 9));
        while (static_cast<int>(digits.size()) < length)
            digits += static_cast<char>(rng() % 12 == 0 ? '0' : '1' + rng() % 9);
        const Value v = brute::from_digits(digits);
        Value sum = 0, product = 1;
        for (char c : digits) sum += c - '0', product *= c - '0';
        ASSERT_EQ(digit_sum(v), sum) << digits;
        ASSERT_EQ(digit_product(v), product) << digits;
        ASSERT_EQ(digit_sum(-v), sum) << digits;
    }
    EXPECT_EQ(digit_sum(pow10(19) + 7), 8);
    EXPECT_EQ(digit_product(pow10(19) + 7), 0);
    Value nine38 = 1;
    for (int k = 0; k < 38; ++k) nine38 *= 9;
    EXPECT_EQ(digit_product(pow10(37) * 10 - 1), nine38);  // 38 nines
}

TEST(CrossnumberNumbers, ListedValuesAreExactlyTheValuesThatHold) {
    std::mt19937_64 rng(11);
    for (Predicate p : {Predicate::pz, Predicate::q, Predicate::k, Predicate::fib, Predicate::tri}) {
        for (int i = 0; i < 60; ++i) {
            const Value lo = static_cast<Value>(rng() % 3000000) - 1000, hi = lo + static_cast<Value>(rng() % 5000);
            std::vector<Value> listed;
            ASSERT_TRUE(listed_values(p, lo, hi, 100000, listed));
            std::vector<Value> expected;
            for (Value v = lo; v <= hi; ++v)
                if (holds(p, v)) expected.push_back(v);
            ASSERT_EQ(listed, expected) << static_cast<int>(p) << " " << to_string(lo) << ".." << to_string(hi);
        }
    }
    std::vector<Value> out;
    ASSERT_TRUE(listed_values(Predicate::pz, 0, 100, 1000, out));
    EXPECT_EQ(out.size(), 25u);  // the primes below 100
    ASSERT_TRUE(listed_values(Predicate::pz, 999'900, 999'999, 1000, out));  // the list's last ones
    EXPECT_EQ(out, (std::vector<Value>{999'907, 999'917, 999'931, 999'953, 999'959, 999'961, 999'979, 999'983}));
    EXPECT_FALSE(listed_values(Predicate::q, 0, pow10(20), 1000, out));  // too many
    EXPECT_FALSE(listed_values(Predicate::u, 0, 10, 1000, out));         // not a number table
    ASSERT_TRUE(listed_values(Predicate::pz, pow10(11), pow10(11) + 100, 1000, out));  // a sieved segment
    for (Value v : out) EXPECT_TRUE(brute::prime(v));
    EXPECT_EQ(out.size(), 7u);  // 100000000003 ... 100000000091 (trial division in Python)
}

// The values k^2, k^3 or k(k + 1) / 2 for k around the index whose value is near `target`, worked
// out with BigUnsigned, each as a Value when at most `largest`: every square (cube, triangular
// number) within a few steps of the target.
std::vector<Value> values_near(Predicate predicate, const brute::BigUnsigned& target, const brute::BigUnsigned& largest) {
    const long double x = std::stold(target.text());
    const long double root = predicate == Predicate::q ? std::sqrt(x) : predicate == Predicate::k ? std::cbrt(x) : std::sqrt(2 * x);
    // (Near 2^127 the triangular index is about 2^64: kept where k0 + 3 < 2^64 - 1, so the loop ends.)
    const std::uint64_t k0 = root >= 18446744073709551611.0L ? 18446744073709551611ull : static_cast<std::uint64_t>(root);
    std::vector<Value> values;
    for (std::uint64_t k = k0 - 3; k <= k0 + 3; ++k) {
        const brute::BigUnsigned big_k(k);
        brute::BigUnsigned value = big_k * big_k;
        if (predicate == Predicate::k) value = value * big_k;
        if (predicate == Predicate::tri) value = k % 2 == 0 ? brute::BigUnsigned(k / 2) * (big_k + brute::BigUnsigned(1))
                                                            : big_k * brute::BigUnsigned(k / 2 + 1);
        if (value <= largest) values.push_back(brute::from_digits(value.text()));
    }
    return values;
}

// At 10^36, 2^125 (where 8n + 1 passed 2^128), 2^126 (where the cube root's search wrapped),
// 10^38 - 1 (the largest value a rule can hold) and 2^127 - 1 (the largest Value): each square,
// cube and triangular number near there holds, its neighbours do not, and listing the range
// gives exactly them. The expected values come from BigUnsigned, not from 128-bit arithmetic.
TEST(CrossnumberNumbers, FactsNearTheTopAgreeWithBigIntegers) {
    brute::BigUnsigned largest;  // 2^127 - 1
    for (int i = 0; i < 127; ++i) largest = largest * brute::BigUnsigned(2) + brute::BigUnsigned(1);
    const brute::BigUnsigned targets[] = {brute::BigUnsigned::from_text("1" + std::string(36, '0')),
                                          brute::BigUnsigned::power_of_two(125), brute::BigUnsigned::power_of_two(126),
                                          brute::BigUnsigned::from_text(std::string(38, '9')), largest};
    const Value top = brute::from_digits(largest.text());
    for (const brute::BigUnsigned& target : targets) {
        for (Predicate p : {Predicate::q, Predicate::k, Predicate::tri}) {
            const std::vector<Value> members = values_near(p, target, largest);
            ASSERT_FALSE(members.empty()) << target.text();
            for (Value m : members) {
                EXPECT_TRUE(holds(p, m)) << static_cast<int>(p) << " " << to_string(m);
                for (Value next : {m - 1, m + 1, m - 2, m + 2}) {
                    if (next > top || std::find(members.begin(), members.end(), next) != members.end()) continue;
                    EXPECT_FALSE(holds(p, next)) << static_cast<int>(p) << " " << to_string(next);
                }
            }
            const Value hi = members.back() < top ? members.back() + 1 : top;
            std::vector<Value> listed;
            ASSERT_TRUE(listed_values(p, members.front() - 1, hi, 100, listed));
            EXPECT_EQ(listed, members) << static_cast<int>(p) << " near " << target.text();
            const Value at = brute::from_digits(target.text());
            EXPECT_EQ(holds(p, at), std::find(members.begin(), members.end(), at) != members.end()) << target.text();
        }
    }
    // The two triangular numbers: 2^125 is not one, 10^19 (10^19 + 1) / 2 is.
    EXPECT_FALSE(is_triangular(brute::from_digits(brute::BigUnsigned::power_of_two(125).text())));
    const brute::BigUnsigned k = brute::BigUnsigned::from_text("1" + std::string(19, '0'));
    EXPECT_TRUE(is_triangular(brute::from_digits((brute::BigUnsigned::from_text("5" + std::string(18, '0')) *
                                                  (k + brute::BigUnsigned(1))).text())));
    // Primes up there: 2^127 - 1 is one (Lucas), products of Mersenne primes are not.
    EXPECT_TRUE(is_prime(top));
    const Value m61 = (Value(1) << 61) - 1, m31 = (Value(1) << 31) - 1, m89 = (Value(1) << 89) - 1;
    EXPECT_FALSE(is_prime(m61 * m61));  // 5.3·10^36
    EXPECT_FALSE(is_prime(m31 * m89));  // 1.3·10^36
}

// V(a, b): a is a multiple of b. Multiples made as x · y (and x · y + r, 0 < r < |y|, which are
// not), with either sign, from small to past 2^64 on either side, where the 64-bit division
// gives way to the 128-bit one.
TEST(CrossnumberNumbers, MultiplesWithEitherSignAndEitherSideOf64Bits) {
    std::mt19937_64 rng(1130);
    const Value two64 = Value(1) << 64;
    int past64 = 0;
    for (int i = 0; i < 20000; ++i) {
        const int bits_x = 1 + static_cast<int>(rng() % 69), bits_y = 1 + static_cast<int>(rng() % 66) % (120 - bits_x);  // x · y below 2^121
        const Value x = static_cast<Value>(rng() >> (64 - std::min(bits_x, 63))) * (bits_x > 63 ? Value(1) << (bits_x - 63) : Value(1));
        Value y = static_cast<Value>(rng() >> (64 - std::min(bits_y, 63))) * (bits_y > 63 ? Value(1) << (bits_y - 63) : Value(1));
        if (y == 0) y = 1;
        const Value sx = rng() % 2 ? -1 : 1, sy = rng() % 2 ? -1 : 1;
        const Value multiple = sx * x * y;
        past64 += abs_value(multiple) >= two64 || y >= two64;
        ASSERT_TRUE(holds(Predicate::v, multiple, sy * y)) << to_string(multiple) << " " << to_string(sy * y);
        if (y > 1) {
            const Value r = 1 + static_cast<Value>(rng() % 1000) % (y - 1);
            ASSERT_FALSE(holds(Predicate::v, sx * (x * y + r), sy * y)) << to_string(sx * (x * y + r)) << " " << to_string(sy * y);
        }
    }
    EXPECT_GT(past64, 2000);
    EXPECT_TRUE(holds(Predicate::v, 0, 0));
    EXPECT_FALSE(holds(Predicate::v, 5, 0));
    EXPECT_TRUE(holds(Predicate::v, 0, 7));
}

}  // namespace
}  // namespace knobel::crossnumber
