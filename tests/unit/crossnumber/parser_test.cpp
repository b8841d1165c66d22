#include "crossnumber/parser.h"

#include <gtest/gtest.h>

namespace knobel::crossnumber {
namespace {

const std::string kGrid = "grid\nA . C\nB . .\nend\n";

void expect_error(const std::string& text, int line, int column, const std::string& words) {
    auto puzzle = parse_puzzle_file(text);
    ASSERT_FALSE(puzzle.ok()) << "accepted:\n" << text;
    EXPECT_EQ(puzzle.error().line, line) << puzzle.error().to_string() << "\n" << text;
    EXPECT_EQ(puzzle.error().column, column) << puzzle.error().to_string() << "\n" << text;
    EXPECT_NE(puzzle.error().message.find(words), std::string::npos) << puzzle.error().to_string();
}

TEST(CrossnumberFile, ReadsTheSpecExample) {
    auto puzzle = parse_puzzle_file(
        "# A 3x2 puzzle. Solution: 111 / 333\ngrid\nA . C\nB . .\nend\nPZ(C_s)          # C down is prime\n"
        "=(qs(A_w), 3)    # digit sum\n=(qs(B_w), 9)\nV(B_w, A_w)\nAB(A_w)\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(puzzle->rows, 2);
    EXPECT_EQ(puzzle->cols, 3);
    EXPECT_EQ(puzzle->rules.size(), 5u);
    ASSERT_EQ(puzzle->entries.size(), 3u);
    EXPECT_EQ(puzzle->entries[0].name(), "C_s");
    EXPECT_EQ(puzzle->entries[0].cells, (std::vector<int>{2, 5}));
    EXPECT_EQ(puzzle->entries[1].cells, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(puzzle->rules[1].line, 7);
}

TEST(CrossnumberFile, CompactRowsHeadersAliasesAndCase) {
    auto puzzle = parse_puzzle_file(
        "Title: Small\r\nAUTHOR: me\r\n\r\nGRID\r\nA#7\r\n..B\r\nEnd\r\npz(A_d)\r\n  =( A_a ,  007 )  \r\nungerade(B_S)\r\n"
        "ODD(qs(A_s))\r\n!=(rev(A_a), 0)\r\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(puzzle->title, "Small");
    EXPECT_EQ(puzzle->author, "me");
    EXPECT_EQ(puzzle->cells[2].given, 7);
    EXPECT_FALSE(puzzle->cells[1].white);
    EXPECT_EQ(puzzle->entries[0].name(), "A_s");   // A_d is A down
    EXPECT_EQ(puzzle->entries[1].name(), "A_w");   // A_a is A across, one cell
    EXPECT_EQ(puzzle->entries[1].length(), 1);
    EXPECT_EQ(puzzle->nodes[static_cast<std::size_t>(puzzle->rules[1].b)].constant, 7);
    EXPECT_EQ(puzzle->rules[2].predicate, Predicate::odd);
}

TEST(CrossnumberFile, GridErrorsNameLineAndColumn) {
    expect_error("grid\nA . C\nB . . .\nend\n", 3, 1, "row 2 has 4 cells, row 1 has 3");
    expect_error("grid\nA . C\n  B .\nend\n", 3, 3, "row 2 has 2 cells, row 1 has 3");
    expect_error("grid\nA . A\nend\n", 2, 5, "label A appears twice (first on line 2)");
    expect_error("grid\nA . *\nend\n", 2, 5, "cell \"*\" is not");
    expect_error("grid\nA . 1B\nend\n", 2, 5, "cell \"1B\" is not");
    expect_error("grid\nA . C\n", 1, 1, "not closed");
    expect_error("grid\nend\n", 2, 1, "no rows");
    expect_error("title: x\n", 1, 1, "no grid");
    expect_error("PZ(A_w)\ngrid\nA\nend\n", 1, 1, "expected 'title: ...', 'author: ...' or 'grid'");
    expect_error("title: a\ntitle: b\ngrid\nA\nend\n", 2, 1, "title is given twice");
    expect_error("grid\n" + std::string(21, '.') + "\nend\n", 2, 21, "at most 20 cells");
    std::string tall = "grid\n";
    for (int i = 0; i < 21; ++i) tall += ".\n";
    expect_error(tall + "end\n", 22, 1, "at most 20 rows");  // row 21 is on line 22
}

TEST(CrossnumberFile, CharacterErrors) {
    expect_error("grid\nA\x01.\nend\n", 2, 2, "control character");
    expect_error("title: caf\xC3\nwhat\n", 1, 11, "not UTF-8");
    auto ok = parse_puzzle_file("title: caf\xC3\xA9\ngrid\nA\nend\nPZ(A_w)\n");
    EXPECT_TRUE(ok.ok()) << ok.error().to_string();
    expect_error("grid\nA\tB\nend\nPZ(A_w)\tPZ(B_w)\n", 4, 9, "after the rule");  // tabs are white space
    auto bom = parse_puzzle_file("\xEF\xBB\xBFgrid\nA\nend\nPZ(A_w)\n");  // a byte order mark is skipped
    EXPECT_TRUE(bom.ok()) << bom.error().to_string();
    expect_error("grid\nA\xEF\xBB\xBF\nend\n", 2, 2, "is not '#', '.', a digit or a label");  // elsewhere it is a character
}

TEST(CrossnumberFile, RuleErrorsNameLineAndColumn) {
    expect_error(kGrid + "PX(A_w)\n", 5, 1, "unknown function 'PX'");
    expect_error(kGrid + "PZ(A_w)\n=(qs(A_w), foo(3))\n", 6, 12, "unknown function 'foo'");
    expect_error(kGrid + "PZ(Z_w)\n", 5, 4, "entry 'Z_w': no label Z");
    expect_error(kGrid + "PZ(A_x)\n", 5, 4, "must be w, s, a or d");
    expect_error(kGrid + "PZ(A_w, B_w)\n", 5, 1, "PZ takes 1 argument, found 2");
    expect_error(kGrid + "=(A_w)\n", 5, 1, "= takes 2 arguments, found 1");
    expect_error(kGrid + "   plus(A_w, 1)\n", 5, 4, "plus is an operator, not a rule");
    expect_error(kGrid + "=(PZ(A_w), 1)\n", 5, 3, "PZ is a rule, not a value");
    expect_error(kGrid + "=(<(A_w, 1), 1)\n", 5, 3, "< is a rule, not a value");
    expect_error(kGrid + "PZ(A_w\n", 5, 7, "expected ',' or ')' before the end of the line");
    expect_error(kGrid + "PZ(A_w))\n", 5, 8, "after the rule");
    expect_error(kGrid + "PZ A_w\n", 5, 4, "expected '(' after PZ");
    expect_error(kGrid + "PZ()\n", 5, 4, "expected an entry, a number or an operator");
    expect_error(kGrid + "PZ(A)\n", 5, 4, "expected an entry like A_w");
    expect_error(kGrid + "=(A_w, 12x)\n", 5, 10, "a number ends here");
    expect_error(kGrid + "=(A_w, 123456789012345678901234567890123456789)\n", 5, 8, "too large");
    expect_error(kGrid + "-(A_w, 1)\n", 5, 1, "expected a rule");
    expect_error(kGrid + "qs\n", 5, 1, "qs is an operator, not a rule");
    expect_error(kGrid + "PZ(A_w) PZ(A_w)\n", 5, 9, "unexpected 'P' after the rule");
}

TEST(CrossnumberFile, ValuesThatCouldOverflowAreRefusedAtTheOperator) {
    // 20-digit entries: one product reaches 10^40.
    const std::string wide = "grid\nA" + std::string(19, '.') + "\nB" + std::string(19, '.') + "\nend\n";
    expect_error(wide + "=(qs(A_w), 3)\n=(mal(A_w, B_w), 1)\n", 6, 3, "mal(...) can reach 10^38");
    auto fine = parse_puzzle_file(wide + "=(qs(mal(A_w, 12345678901234567)), 3)\n");  // below 10^37
    EXPECT_TRUE(fine.ok()) << fine.error().to_string();
    expect_error(wide + "=(plus(mal(A_w, 999999999999999999), 1000000000000000000000), 3)\n", 5, 3, "plus(...) can reach");
    std::string deep = "PZ(";
    for (int i = 0; i < 120; ++i) deep += "qs(";
    expect_error(kGrid + deep + "A_w" + std::string(121, ')') + "\n", 5, 4 + 3 * 100, "nest more than 100");  // the 101st qs
}

TEST(CrossnumberFile, FormatReadsBackToTheSamePuzzle) {
    auto puzzle = parse_puzzle_file("title: T\ngrid\nA . C1 # 5\nB . . . .\nend\nPZ(C1_s)\n=(minus(A_w, rev(B_w)), mal(qs(A_w), 007))\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    const std::string text = format_puzzle_file(*puzzle);
    auto again = parse_puzzle_file(text);
    ASSERT_TRUE(again.ok()) << again.error().to_string() << "\n" << text;
    EXPECT_EQ(format_puzzle_file(*again), text);
    EXPECT_NE(text.find("=(minus(A_w,rev(B_w)),mal(qs(A_w),7))"), std::string::npos) << text;
    EXPECT_NE(text.find("A . C1 # 5"), std::string::npos) << text;
}

}  // namespace
}  // namespace knobel::crossnumber
