// What makes loosely ruled long entries fast (issue 21, section 4), each against trying every
// value: a palindrome's remainders pair by pair (palindrome_residues.h), what a constant factor
// says of a square or cube (power_factor.h), and the solver with these and with U(rev(E)) (the
// digit automaton's distinct_reversed) on short entries, where every value can be tried.
#include <gtest/gtest.h>

#include <numeric>
#include <random>
#include <set>
#include <string>

#include "brute_force.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/number_facts.h"
#include "crossnumber/palindrome_residues.h"
#include "crossnumber/parser.h"
#include "crossnumber/power_factor.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {
namespace {

// ---- A palindrome's remainders ----------------------------------------------------------------

TEST(CrossnumberPalindromeResidues, KeepsExactlyTheDigitsOfPalindromesWithAnAllowedRemainder) {
    std::mt19937 rng(2107);
    int empty = 0, pruned = 0;
    for (int round = 0; round < 1500; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(1, 7)(rng);
        std::vector<Mask> masks(n);
        for (Mask& m : masks) m = std::uniform_int_distribution<int>(0, 2)(rng) == 0 ? kAllDigits : static_cast<Mask>(rng() % kAllDigits + 1);
        masks[0] = static_cast<Mask>(masks[0] & ~digit_bit(0));
        if (masks[0] == 0) masks[0] = digit_bit(7);
        int modulus = std::uniform_int_distribution<int>(1, 80)(rng);
        std::vector<char> residues(static_cast<std::size_t>(modulus));
        for (char& r : residues) r = std::uniform_int_distribution<int>(0, 2)(rng) == 0;
        if (round % 5 == 0) {  // a prime's remainders mod 2310, as PZ with PAL uses them
            modulus = 2310;
            residues.assign(2310, 0);
            for (int r = 0; r < 2310; ++r) residues[static_cast<std::size_t>(r)] = std::gcd(r, 2310) == 1;
        }
        // Every palindrome of n digits fitting the masks, by its first half.
        std::vector<Mask> expected(n, 0);
        const std::size_t half = (n + 1) / 2;
        Value first = 1, last = 1;
        for (std::size_t i = 1; i < half; ++i) first *= 10;
        last = first * 10;
        for (Value h = first; h < last; ++h) {
            std::string digits = brute::digits_of(h);
            for (std::size_t i = n - half; i-- > 0;) digits += digits[i];
            bool fits = true;
            for (std::size_t i = 0; i < n && fits; ++i) fits = masks[i] & digit_bit(digits[i] - '0');
            if (!fits || !residues[static_cast<std::size_t>(brute::from_digits(digits) % modulus)]) continue;
            for (std::size_t i = 0; i < n; ++i) expected[i] = static_cast<Mask>(expected[i] | digit_bit(digits[i] - '0'));
        }
        std::vector<Mask> supported;
        ASSERT_TRUE(palindrome_residue_support(masks, modulus, residues, supported));
        EXPECT_EQ(supported, expected) << "round " << round;
        empty += expected[0] == 0 ? 1 : 0;
        for (std::size_t i = 0; i < n; ++i) pruned += expected[i] != masks[i] ? 1 : 0;
    }
    EXPECT_GT(empty, 100);
    EXPECT_GT(pruned, 500);
    // A 0 in front: not a palindrome of n digits, nothing said.
    std::vector<Mask> supported;
    EXPECT_FALSE(palindrome_residue_support(std::vector<Mask>(4, kAllDigits), 11, std::vector<char>(11, 1), supported));
}

TEST(CrossnumberPalindromeResidues, NoPalindromeOfAnEvenNumberOfDigitsIsPrime) {
    std::vector<char> primes(2310, 0);
    for (int r = 0; r < 2310; ++r) primes[static_cast<std::size_t>(r)] = std::gcd(r, 2310) == 1;
    std::vector<Mask> masks(20, kAllDigits);
    masks[0] = static_cast<Mask>(kAllDigits & ~digit_bit(0));
    for (std::size_t n : {4u, 14u, 16u, 18u, 20u}) {
        std::vector<Mask> supported;
        ASSERT_TRUE(palindrome_residue_support(std::vector<Mask>(masks.begin(), masks.begin() + static_cast<long>(n)), 2310, primes, supported));
        EXPECT_EQ(supported, std::vector<Mask>(n, 0)) << n;
    }
    std::vector<Mask> supported;  // 19 digits: primes exist (1000000008000000001)
    ASSERT_TRUE(palindrome_residue_support(std::vector<Mask>(masks.begin(), masks.begin() + 19), 2310, primes, supported));
    EXPECT_EQ(supported[0], digits_of({1, 3, 7, 9}));
}

// ---- A constant factor of a square or cube ------------------------------------------------------

TEST(CrossnumberPowerFactor, TheDivisorIsTheLeastThatMakesAPowerAndFitsEveryOther) {
    for (int k = 2; k <= 3; ++k) {
        for (Value c = 1; c <= 400; ++c) {
            const PowerFactor f = power_factor(c, k);
            ASSERT_TRUE(f.exact) << to_string(c);
            const auto power = [k](Value v) { return k == 2 ? is_square(v) : is_cube(v); };
            ASSERT_TRUE(power(f.divisor * c)) << to_string(c);
            // X · c is a k-th power exactly when X = D · s^k, for every X up to 2000.
            for (Value x = 1; x <= 2000; ++x) {
                const bool is_power = power(x * c);
                const bool form = x % f.divisor == 0 && power(x / f.divisor);
                ASSERT_EQ(is_power, form) << "c " << to_string(c) << " x " << to_string(x) << " k " << k;
            }
        }
    }
}

TEST(CrossnumberPowerFactor, LargeConstants) {
    // 10^19 - 1 = 3^2 · 1111111111111111111 (a prime): a cube needs 3 · R19^2, a square R19.
    const Value r19 = brute::from_digits("1111111111111111111");
    const Value c = brute::from_digits("9999999999999999999");
    PowerFactor f = power_factor(c, 3);
    EXPECT_TRUE(f.exact);
    EXPECT_EQ(f.divisor, 3 * r19 * r19);
    f = power_factor(c, 2);
    EXPECT_TRUE(f.exact);
    EXPECT_EQ(f.divisor, r19);
    // A prime squared above the trial division: 8 · 4099^2 times 4099 is a cube.
    f = power_factor(Value{4099} * 4099 * 8, 3);
    EXPECT_TRUE(f.exact);
    EXPECT_EQ(f.divisor, 4099);
    // Two primes above the trial division, not found: only the small primes count, not exact.
    f = power_factor(Value{12} * 4099 * 4111, 2);
    EXPECT_FALSE(f.exact);
    EXPECT_EQ(f.divisor, 3);
}

TEST(CrossnumberPowerFactor, ListsTheMultiplesThatArePowersInARange) {
    std::mt19937 rng(1919);
    for (int round = 0; round < 400; ++round) {
        const int k = 2 + round % 2;
        const Value divisor = std::uniform_int_distribution<int>(1, 60)(rng);
        const Value lo = std::uniform_int_distribution<int>(-5000, 5000)(rng);
        const Value hi = lo + std::uniform_int_distribution<int>(-10, 20000)(rng);
        std::vector<Value> expected;
        for (Value v = lo; v <= hi; ++v)
            if (v % divisor == 0 && (k == 3 ? is_cube(v / divisor) : is_square(v / divisor))) expected.push_back(v);
        std::vector<Value> listed;
        ASSERT_TRUE(list_power_multiples(divisor, k, lo, hi, 100000, listed));
        EXPECT_EQ(listed, expected) << "round " << round;
        if (expected.size() > 1) {
            EXPECT_FALSE(list_power_multiples(divisor, k, lo, hi, expected.size() - 1, listed));
        }
    }
}

// ---- The solver on short entries, against every value -----------------------------------------

// Every solution of a one-row puzzle of n cells labelled A, found by trying every value of A_w.
std::set<Value> by_every_value(const Puzzle& puzzle, int n) {
    std::set<Value> out;
    const Value first = pow10(n - 1), last = pow10(n);
    for (Value v = first; v < last; ++v) {
        bool ok = true;
        for (const Rule& rule : puzzle.rules) ok = ok && rule_holds(puzzle, rule, &v);
        if (ok) out.insert(v);
    }
    return out;
}

std::set<Value> by_solver(const Puzzle& puzzle) {
    Solver solver(puzzle, {1000000, false, {}});
    knobel::run_to_completion(solver);
    std::set<Value> out;
    for (const Solution& s : solver.solutions()) out.insert((*entry_values(puzzle, s.digits))[0]);
    return out;
}

TEST(CrossnumberLongEntryRules, SolverFindsEveryValueOnShortEntries) {
    const std::vector<std::string> rule_sets = {
        "U(rev(A_w))",
        "U(rev(A_w))\nPZ(A_w)",
        "U(rev(A_w))\nGERADE(A_w)\nV(A_w, 3)",
        "PZ(A_w)\nPAL(A_w)",
        "PZ(plus(A_w, 2))\nPAL(A_w)",
        "PAL(A_w)\nV(A_w, 7)",
        "PAL(A_w)\nQ(A_w)\nUNGERADE(A_w)",
        "PAL(A_w)\nK(A_w)",
        "PAL(A_w)\nTRI(A_w)\nV(A_w, 3)",
        "Q(mal(A_w, 12))",
        "K(mal(12, A_w))",
        "K(mal(A_w, 9999))",
        "Q(mal(A_w, 1001))",
        "K(mal(minus(A_w, 5000), 4))",
        "Q(mal(plus(A_w, 7), 50))",
        "K(mal(A_w, 0))",
    };
    int solutions = 0;
    for (int n = 1; n <= 5; ++n) {
        std::string row = "A";
        for (int i = 1; i < n; ++i) row += " .";
        for (const std::string& rules : rule_sets) {
            auto parsed = parse_puzzle_file("grid\n" + row + "\nend\n" + rules + "\n");
            ASSERT_TRUE(parsed.ok()) << rules;
            const std::set<Value> expected = by_every_value(*parsed, n);
            EXPECT_EQ(by_solver(*parsed), expected) << rules << " on " << n << " cells";
            solutions += static_cast<int>(expected.size());
        }
    }
    EXPECT_GT(solutions, 1000);
}

}  // namespace
}  // namespace knobel::crossnumber
