#include "crossnumber/check.h"

#include <gtest/gtest.h>

#include "crossnumber/parser.h"
#include "puzzle_text.h"

namespace knobel::crossnumber {
namespace {

// The spec's example; rules on lines 6 to 10. Cells row by row: A . C / B . .
const char* kSpecWithComment = "# spec\ngrid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\nAB(A_w)\n";

using testing::board_of;

TEST(CrossnumberCheck, OnlyRulesWhoseEntriesAreFilledAreJudged) {
    const auto puzzle = parse_puzzle_file(kSpecWithComment);
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    // A_w = 201 filled (digit sum 3 holds; 2 0 1 increases at the end, so AB breaks); B_w and C_s
    // are not complete, so the rules on them stay open.
    const GridCheck check = check_grid_rules(*puzzle, board_of("201..."));
    ASSERT_EQ(check.rules.size(), 5u);
    EXPECT_EQ(check.rules[0].state, RuleState::open);    // PZ(C_s): C_s = 1? is missing a digit
    EXPECT_EQ(check.rules[1].state, RuleState::holds);   // qs(201) = 3
    EXPECT_EQ(check.rules[2].state, RuleState::open);    // B_w empty
    EXPECT_EQ(check.rules[3].state, RuleState::open);
    EXPECT_EQ(check.rules[4].state, RuleState::broken);  // 0 < 1: AB fails
    EXPECT_EQ(check.broken, 1);
    EXPECT_NE(check.rules[4].sentence.find("never increase"), std::string::npos) << check.rules[4].sentence;
    EXPECT_EQ(check.rules[4].sentence.find("line"), std::string::npos) << "no line of a file the player never sees";
    EXPECT_NE(check.rules[4].sentence.find("A across reads 201"), std::string::npos) << check.rules[4].sentence;
    EXPECT_TRUE(check.leading_zeros.empty());
}

TEST(CrossnumberCheck, TheSolutionBreaksNothingAndAWrongDigitBreaksItsRules) {
    const auto puzzle = parse_puzzle_file(kSpecWithComment);
    ASSERT_TRUE(puzzle.ok());
    EXPECT_EQ(check_grid_rules(*puzzle, board_of("111333")).broken, 0);
    // 111 / 334: C_s = 14 is not prime, qs(334) = 10, 334 is no multiple of 111.
    const GridCheck wrong = check_grid_rules(*puzzle, board_of("111334"));
    EXPECT_EQ(wrong.broken, 3);
    EXPECT_EQ(wrong.rules[0].state, RuleState::broken);
    EXPECT_EQ(wrong.rules[2].state, RuleState::broken);
    EXPECT_EQ(wrong.rules[3].state, RuleState::broken);
    EXPECT_EQ(wrong.rules[1].state, RuleState::holds);
}

TEST(CrossnumberCheck, AFilledEntryStartingWithZeroIsNamed) {
    const auto puzzle = parse_puzzle_file(kSpecWithComment);
    ASSERT_TRUE(puzzle.ok());
    const GridCheck check = check_grid_rules(*puzzle, board_of("0.1..."));
    ASSERT_EQ(check.leading_zeros.size(), 0u);  // A_w is not complete yet
    const GridCheck full = check_grid_rules(*puzzle, board_of("0126.."));
    ASSERT_EQ(full.leading_zeros.size(), 1u);
    EXPECT_EQ(full.leading_zeros[0], "A across starts with 0");
}

}  // namespace
}  // namespace knobel::crossnumber
