#include "crossnumber/play.h"

#include <gtest/gtest.h>

#include "crossnumber/link_codec.h"
#include "crossnumber/parser.h"
#include "puzzle_text.h"

namespace knobel::crossnumber {
namespace {

using testing::parsed;

const char* kSpecWithTitleAndGiven = "title: Spec\ngrid\nA . C\nB 3 .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\nAB(A_w)\n";

TEST(CrossnumberPlay, MoveTextRoundTripsAndErrorsNameTheColumn) {
    for (const Move& move : {Move{0, 0, 7}, Move{12, 3, -1}, Move{19, 19, 0}}) {
        auto back = parse_move_text(move_text(move));
        ASSERT_TRUE(back.ok()) << move_text(move);
        EXPECT_EQ(*back, move);
    }
    EXPECT_EQ(move_text({2, 3, 7}), "2,3=7");
    EXPECT_EQ(move_text({2, 3, -1}), "2,3=");
    const std::pair<const char*, int> bad[] = {{"", 1}, {"a,1=2", 1}, {"1;1=2", 2}, {"1,=2", 3}, {"1,1", 4},
                                               {"1,1=x", 5}, {"1,1=23", 6}, {"123,1=2", 3}, {" 1,1=2", 1}};
    for (const auto& [text, column] : bad) {
        auto move = parse_move_text(text);
        ASSERT_FALSE(move.ok()) << text;
        EXPECT_EQ(move.error().column, column) << text << ": " << move.error().to_string();
    }
}

TEST(CrossnumberPlay, RefusalsNameTheReason) {
    const Puzzle puzzle = parsed(kSpecWithTitleAndGiven);
    EXPECT_FALSE(refusal(puzzle, {0, 0, 1}));
    EXPECT_NE(refusal(puzzle, {2, 0, 1})->find("outside the grid: it has 2 rows"), std::string::npos);
    EXPECT_NE(refusal(puzzle, {0, 3, 1})->find("3 columns"), std::string::npos);
    EXPECT_NE(refusal(puzzle, {1, 1, 1})->find("(1,1) holds the given digit 3"), std::string::npos);
    const Puzzle black = parsed("grid\nA #\nend\nPZ(A_w)\n");
    EXPECT_NE(refusal(black, {0, 1, 1})->find("(0,1) is a black cell"), std::string::npos);
}

TEST(CrossnumberPlay, JudgeNamesTheFirstBrokenRuleWithItsLine) {
    const Puzzle puzzle = parsed(kSpecWithTitleAndGiven);
    Board board = start_board(puzzle);
    EXPECT_EQ(board[4], 3);
    EXPECT_EQ(judge(puzzle, board).empty_cells, 5);
    auto play = [&](int row, int col, int digit) { apply_move(puzzle, board, {row, col, digit}); };
    // 111 / 333 is the solution (the spec).
    play(0, 0, 1), play(0, 1, 1), play(0, 2, 1), play(1, 0, 3), play(1, 2, 3);
    PlayVerdict verdict = judge(puzzle, board);
    EXPECT_TRUE(verdict.solved) << verdict.sentence;
    // C_s = 14 is not prime: line 6.
    play(1, 2, 4);
    verdict = judge(puzzle, board);
    EXPECT_FALSE(verdict.solved);
    EXPECT_EQ(verdict.broken_line, 6);
    // Words first: the rule as the spec's tables say it, the entry by its name in words.
    EXPECT_EQ(verdict.sentence, "the rule \"C down is a prime number\" does not hold (C down reads 14)");
    play(1, 2, 3);
    play(0, 0, 0);
    verdict = judge(puzzle, board);
    EXPECT_EQ(verdict.sentence, "A across starts with 0");
    EXPECT_EQ(apply_move(puzzle, board, {0, 0, -1}), 0);
    EXPECT_EQ(judge(puzzle, board).sentence, "1 cell is still empty");
}

TEST(CrossnumberLink, RoundTripsThroughTheFileParser) {
    for (const char* text : {kSpecWithTitleAndGiven, "grid\nQ2 .\nend\nPZ(Q2_w)\n", "grid\nA . #\nB2 . 4\nend\n<(A_s, 50)\n>(minus(A_w, rev(B2_w)), 0)\n",
                             "grid\nA\nend\n"}) {
        const Puzzle puzzle = parsed(text);
        const std::string fragment = puzzle_link(puzzle);
        auto link = parse_link(fragment);
        ASSERT_TRUE(link.ok()) << fragment << ": " << link.error().to_string();
        auto back = puzzle_from_link(*link);
        ASSERT_TRUE(back.ok()) << fragment << ": " << back.error().to_string();
        EXPECT_EQ(format_puzzle_file(*back), format_puzzle_file(puzzle)) << fragment;
    }
    EXPECT_EQ(puzzle_link(parsed("grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n")), "#crossnumber/A.C;B../PZ(C_s);%3D(qs(A_w),3)");
}

TEST(CrossnumberLink, ErrorsNameThePartAndTheRowOrRule) {
    auto error_of = [](const std::string& fragment) {
        auto link = parse_link(fragment);
        if (!link) return link.error().to_string();
        auto puzzle = puzzle_from_link(*link);
        return puzzle ? std::string("accepted") : puzzle.error().to_string();
    };
    EXPECT_NE(error_of("#crossnumber/A.C;B.../PZ(C_s)").find("link part 2: row 2: row 2 has 4 cells"), std::string::npos);
    EXPECT_NE(error_of("#crossnumber/A.C;B../PZ(C_s);PX(A_w)").find("link part 3: rule 2: unknown function 'PX'"), std::string::npos);
    EXPECT_NE(error_of("#crossnumber/A.C/PZ(C_s)/colour=red").find("colour"), std::string::npos);
    EXPECT_NE(error_of("#crossnumber").find("needs the grid"), std::string::npos);
    EXPECT_NE(error_of("#crossnumber/A,,B").find("empty cell"), std::string::npos);
    EXPECT_EQ(error_of("#crossnumber/A.C;B../PZ(C_s)/title=Hi"), "accepted");
}

}  // namespace
}  // namespace knobel::crossnumber
