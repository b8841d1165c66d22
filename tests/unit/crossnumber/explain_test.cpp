#include "crossnumber/explain.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "crossnumber/network.h"
#include "crossnumber/parser.h"
#include "puzzle_text.h"

namespace knobel::crossnumber {
namespace {

// Cells row by row: A . C / B . . — A_w and B_w across, A_s and C_s down.
Puzzle with_rules(const std::string& rules) { return testing::parsed("grid\nA . C\nB . .\nend\n" + rules); }

TEST(CrossnumberExplain, RulesReadAsSentences) {
    const Puzzle puzzle = with_rules("PZ(C_s)\n=(qs(A_w), 3)\nV(B_w, A_w)\n=(A_w, mal(B_w, rev(C_s)))\nPZ(plus(qs(A_w), 1))\n"
                                "<(minus(A_w, B_w), 007)\nAB(A_w)\n");
    ASSERT_EQ(puzzle.rules.size(), 7u);
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[0]), "C down is a prime number");
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[1]), "the digit sum of A across equals 3");
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[2]), "B across is a multiple of A across");
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[3]), "A across equals (B across times C down reversed)");
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[4]), "(the digit sum of A across plus 1) is a prime number");
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[5]), "(A across minus B across) is less than 7");
    EXPECT_EQ(explain_rule(puzzle, puzzle.rules[6]), "the digits of A across never increase from left to right");
}

TEST(CrossnumberExplain, EqualitiesTheSolverDerivesAreListedUnderTheirRule) {
    // A_w (cells 0,1,2) is a palindrome: its first and last cells hold one digit. A_w = B_w: three
    // cell pairs; the rule on C_s derives no equality.
    const Puzzle puzzle = with_rules("PAL(A_w)\n=(A_w, B_w)\nPZ(C_s)\n");
    const Network network = build_network(puzzle);
    EXPECT_EQ(derived_facts(puzzle, network, 0), std::vector<std::string>{"cells (0,0) and (0,2) hold the same digit"});
    const std::vector<std::string> equal = derived_facts(puzzle, network, 1);
    EXPECT_EQ(equal, (std::vector<std::string>{"cells (0,0) and (1,0) hold the same digit",
                                               "cells (0,1) and (1,1) hold the same digit",
                                               "cells (0,2) and (1,2) hold the same digit"}));
    EXPECT_EQ(derived_facts(puzzle, network, 2), std::vector<std::string>{"the last digit of C down is 1, 3, 7 or 9"});
}

// The last-digit facts are true: every value of two to four digits with the property ends in a
// listed digit (checked by enumeration, not by the reasoning that wrote the sentence).
bool is_prime_by_trial(std::uint64_t n) {
    if (n < 2) return false;
    for (std::uint64_t d = 2; d * d <= n; ++d)
        if (n % d == 0) return false;
    return true;
}
bool is_square_by_search(std::uint64_t n) {
    std::uint64_t r = 0;
    while (r * r < n) ++r;
    return r * r == n;
}

TEST(CrossnumberExplain, LastDigitFactsHoldForEveryValue) {
    const Puzzle puzzle = with_rules("PZ(C_s)\nQ(A_w)\nEVEN(B_w)\nODD(A_s)\n");
    const Network network = build_network(puzzle);
    struct Case {
        int rule;
        bool (*holds)(std::uint64_t);
    };
    const Case cases[] = {{0, is_prime_by_trial}, {1, is_square_by_search}, {2, [](std::uint64_t n) { return n % 2 == 0; }},
                          {3, [](std::uint64_t n) { return n % 2 == 1; }}};
    for (const Case& c : cases) {
        const std::vector<std::string> facts = derived_facts(puzzle, network, c.rule);
        ASSERT_EQ(facts.size(), 1u) << c.rule;
        const std::string listed = facts[0].substr(facts[0].find(" is ") + 4);
        for (std::uint64_t n = 10; n < 10000; ++n) {
            if (!c.holds(n)) continue;
            EXPECT_NE(listed.find(static_cast<char>('0' + n % 10)), std::string::npos) << facts[0] << ": " << n;
        }
    }
}

}  // namespace
}  // namespace knobel::crossnumber
