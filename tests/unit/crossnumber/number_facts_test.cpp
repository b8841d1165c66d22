#include "crossnumber/number_facts.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

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

}  // namespace
}  // namespace knobel::crossnumber
