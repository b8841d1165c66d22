#include "crossnumber/explain.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "crossnumber/network.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"
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

TEST(CrossnumberExplain, StepLinesNameEntriesInWordsAndKeepRulesAsWritten) {
    const Puzzle puzzle = with_rules("PZ(C_s)\n=(qs(A_w), 3)\nPZ(A_s)\n=(B_w, 120)\n");
    EXPECT_EQ(step_in_words(puzzle, "PZ(C_s): the last digit of C_s cannot be 0, 2, 4, 5, 6 or 8"),
              "PZ(C_s): the last digit of C down cannot be 0, 2, 4, 5, 6 or 8");
    EXPECT_EQ(step_in_words(puzzle, "=(qs(A_w),3): A_w has 6 candidates left; B_w = 120"),
              "=(qs(A_w),3): A across has 6 candidates left; B across = 120");
    EXPECT_EQ(step_in_words(puzzle, "A_s: the first digit of A_s must be 1"), "A down: the first digit of A down must be 1");
    EXPECT_EQ(step_in_words(puzzle, "assume A_w = 111 (it could also be 120)"), "assume A across = 111 (it could also be 120)");
    EXPECT_EQ(step_in_words(puzzle, "check: =(qs(A_w),3) does not hold for this filling"),
              "check: =(qs(A_w),3) does not hold for this filling");
    // Only whole names, and only the puzzle's: "D_w" is no entry here, "A_wx" no name at all.
    EXPECT_EQ(step_in_words(puzzle, "D_w and A_wx and xA_w stay"), "D_w and A_wx and xA_w stay");
}

// Every line the solver writes on a puzzle that needs assumptions: no entry name outside a rule
// as written, and nothing else changed (each entry's words put back give the line again).
TEST(CrossnumberExplain, NoStepOfARealSolveNamesAnEntryInCode) {
    const Puzzle puzzle = testing::parsed("grid\nA . B\n. # .\nC . .\nend\n"
                                          "PZ(A_w)\nPZ(C_w)\nQ(A_s)\n<(B_s, A_s)\nODD(qs(C_w))\n");
    SolveOptions options;
    options.log = true;
    Solver solver(puzzle, options);
    int lines = 0, named = 0;
    while (!solver.step()) {
        const std::string& line = solver.last_line();
        const std::string words = step_in_words(puzzle, line);
        ++lines;
        int depth = 0;
        for (std::size_t i = 0; i < words.size(); ++i) {
            depth += words[i] == '(' ? 1 : words[i] == ')' ? -1 : 0;
            if (depth == 0 && i + 1 < words.size() && words[i] == '_' && (words[i + 1] == 'w' || words[i + 1] == 's'))
                ADD_FAILURE() << "an entry in code outside a rule: " << words;
        }
        std::string back = words;
        for (const Entry& entry : puzzle.entries)
            for (std::size_t at; (at = back.find(entry_words(entry))) != std::string::npos;)
                back.replace(at, entry_words(entry).size(), entry.name());
        EXPECT_EQ(back, line);
        named += words != line;
    }
    EXPECT_GT(lines, 10);
    EXPECT_GT(named, 3);  // the lines did name entries
}

}  // namespace
}  // namespace knobel::crossnumber
