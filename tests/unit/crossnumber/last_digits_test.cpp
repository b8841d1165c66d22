#include "crossnumber/last_digits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "brute_force.h"
#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

// Whether v, written with masks.size() digits (zeros in front), fits every mask.
bool fits(Value v, const std::vector<Mask>& masks) {
    std::string digits = brute::digits_of(v);
    if (digits.size() > masks.size()) return false;
    digits.insert(0, masks.size() - digits.size(), '0');
    for (std::size_t i = 0; i < masks.size(); ++i)
        if (!(masks[i] & digit_bit(digits[i] - '0'))) return false;
    return true;
}

std::vector<Mask> random_masks(std::mt19937& rng, std::size_t n, int free_from_left) {
    std::vector<Mask> masks(n, kAllDigits);
    for (std::size_t i = static_cast<std::size_t>(free_from_left); i < n; ++i)
        masks[i] = static_cast<Mask>(rng() % kAllDigits + 1);
    masks[0] = static_cast<Mask>(masks[0] & ~digit_bit(0));
    if (masks[0] == 0) masks[0] = digit_bit(1);
    return masks;
}

// Every square (cube, triangular number) in the range whose digits all fit is listed, and
// everything listed is one and lies in the range: against trying every value.
TEST(CrossnumberLastDigits, PowersByLastDigitsMissNothing) {
    std::mt19937 rng(21);
    int listed_cases = 0;
    for (int round = 0; round < 150; ++round) {
        const Predicate p = std::array{Predicate::q, Predicate::k, Predicate::tri}[round % 3];
        const std::size_t n = 7;
        const Value lo = static_cast<Value>(rng() % 9000000) + 1000000;
        const Value hi = std::min<Value>(lo + static_cast<Value>(rng() % 100000), 9999999);
        const std::vector<Mask> masks = random_masks(rng, n, 1 + static_cast<int>(rng() % 6));
        std::vector<Value> out;
        if (!list_by_last_digits(p, lo, hi, masks, 40, out)) continue;
        ++listed_cases;
        EXPECT_TRUE(std::is_sorted(out.begin(), out.end()));
        for (Value v : out) ASSERT_TRUE(holds(p, v) && v >= lo && v <= hi) << to_string(v);
        for (Value v = lo; v <= hi; ++v) {
            if (!holds(p, v) || !fits(v, masks)) continue;
            ASSERT_TRUE(std::binary_search(out.begin(), out.end(), v)) << static_cast<int>(p) << " " << to_string(v);
        }
    }
    EXPECT_GT(listed_cases, 25);  // the residues did the listing often enough to be tested
}

TEST(CrossnumberLastDigits, PalindromesAreExactlyThoseThatFit) {
    std::mt19937 rng(5);
    for (int round = 0; round < 60; ++round) {
        const std::size_t n = 1 + rng() % 6;
        const std::vector<Mask> masks = random_masks(rng, n, 0);
        std::vector<Value> out;
        ASSERT_TRUE(list_palindromes(masks, 1000000, out));
        std::vector<Value> expected;
        for (Value v = n == 1 ? 0 : pow10(static_cast<int>(n) - 1); v < pow10(static_cast<int>(n)); ++v)
            if (reverse_digits(v) == v && fits(v, masks)) expected.push_back(v);
        ASSERT_EQ(out, expected) << n;
    }
    std::vector<Value> out;
    EXPECT_FALSE(list_palindromes(std::vector<Mask>(10, static_cast<Mask>(kAllDigits & ~1)), 100, out));  // too many
    EXPECT_FALSE(list_palindromes({kAllDigits, kAllDigits}, 100, out));  // a 0 in front: fewer digits
}

}  // namespace
}  // namespace knobel::crossnumber
