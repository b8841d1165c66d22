#include "crossnumber/draft.h"

#include <gtest/gtest.h>

#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

std::vector<std::string> labels_of(const Draft& draft) { return draft.labels; }

TEST(CrossnumberDraft, AnEmptyGridIsLabelledInReadingOrder) {
    const Draft draft = empty_draft(3, 3);
    // Starts: (0,0) across and down, (0,1) and (0,2) down, (1,0) and (2,0) across.
    EXPECT_EQ(labels_of(draft), (std::vector<std::string>{"A", "B", "C", "D", "", "", "E", "", ""}));
    EXPECT_EQ(draft_text(draft), "grid\nA B C\nD . .\nE . .\nend\n");
    EXPECT_TRUE(parse_puzzle_file(draft_text(draft)).ok());
}

TEST(CrossnumberDraft, BlackCellsKeepTheLabelsThatStillStartEntries) {
    Draft draft = empty_draft(3, 3);
    draft.rules = {"=(B_s, 123)", "PZ(D_w)"};
    toggle_black(draft, 0, /*symmetric=*/true);  // (0,0) and its opposite (2,2)
    EXPECT_TRUE(draft.black[0] && draft.black[8]);
    // (0,1) still starts B down (and now an across run); (1,0) still starts D across; (0,2) starts
    // C down; (2,0) starts E across of two cells. Nothing was renamed, so both rules still read.
    EXPECT_EQ(labels_of(draft), (std::vector<std::string>{"", "B", "C", "D", "", "", "E", "", ""}));
    const Expected<Puzzle> puzzle = parse_puzzle_file(draft_text(draft));
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(puzzle->rules.size(), 2u);
    // The centre of an odd grid is its own opposite.
    toggle_black(draft, 4, true);
    EXPECT_TRUE(draft.black[4]);
    relabel_in_reading_order(draft);
    EXPECT_EQ(labels_of(draft), (std::vector<std::string>{"", "A", "B", "C", "", "", "D", "", ""}));
}

TEST(CrossnumberDraft, GivenDigitsOnlyOnPlainWhiteCells) {
    Draft draft = empty_draft(3, 3);
    EXPECT_EQ(set_given(draft, 4, 7), std::nullopt);
    EXPECT_NE(set_given(draft, 0, 7), std::nullopt) << "cell A holds its label";
    toggle_black(draft, 8, false);
    EXPECT_NE(set_given(draft, 8, 1), std::nullopt) << "a black cell";
    EXPECT_EQ(draft_text(draft), "grid\nA B C\nD 7 .\nE . #\nend\n");
}

TEST(CrossnumberDraft, ARuleIsCheckedAloneWithItsColumnInTheTypedText) {
    Draft draft = empty_draft(2, 3);
    draft.rules = {"=(qs(A_w), 3)", "=(Z_w, 3)", "   PZ(A_s", ""};
    EXPECT_EQ(check_rule(draft, 0), std::nullopt);
    const std::optional<InputError> no_label = check_rule(draft, 1);
    ASSERT_TRUE(no_label);
    EXPECT_EQ(no_label->column, 3);  // Z_w starts at column 3 of "=(Z_w, 3)"
    EXPECT_NE(no_label->message.find("no label Z"), std::string::npos) << no_label->message;
    const std::optional<InputError> open = check_rule(draft, 2);
    ASSERT_TRUE(open);
    EXPECT_GE(open->column, 4);  // counted in the typed text, leading spaces included
    EXPECT_EQ(check_rule(draft, 3), std::nullopt);  // an empty line is no rule
    // The lines of the rules in the file: grid, 2 rows, end, then rule 0 on line 5; the empty
    // rule is left out.
    EXPECT_EQ(rule_line(draft, 0), 5);
    EXPECT_EQ(rule_line(draft, 2), 7);
    EXPECT_EQ(rule_line(draft, 3), 0);
}

TEST(CrossnumberDraft, APuzzleReadsBackToTheSameDraft) {
    const Expected<Puzzle> puzzle = parse_puzzle_file("title: T\ngrid\nA . C\nB 4 .\nend\nPZ(C_s)\n=(qs(A_w),3)\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    const Draft draft = draft_of(*puzzle);
    EXPECT_EQ(draft.labels, (std::vector<std::string>{"A", "", "C", "B", "", ""}));
    EXPECT_EQ(draft.given[4], 4);
    const Expected<Puzzle> again = parse_puzzle_file(draft_text(draft));
    ASSERT_TRUE(again.ok()) << again.error().to_string();
    EXPECT_EQ(draft_of(*again), draft);
}

TEST(CrossnumberDraft, ResizingKeepsWhatFits) {
    Draft draft = empty_draft(3, 3);
    toggle_black(draft, 4, false);
    draft.rules = {"PZ(A_w)"};
    resize(draft, 4, 2);
    EXPECT_EQ(draft.rows, 4);
    EXPECT_EQ(draft.cols, 2);
    EXPECT_EQ(draft.black, (std::vector<std::uint8_t>{0, 0, 0, 1, 0, 0, 0, 0}));
    EXPECT_EQ(draft.rules, std::vector<std::string>{"PZ(A_w)"});
    EXPECT_TRUE(parse_puzzle_file(draft_text(draft)).ok());
}

TEST(CrossnumberDraft, ALabelByHandRenamesTheRulesEntries) {
    Draft draft = empty_draft(2, 3);  // A B C / D . .
    draft.rules = {"=(qs(A_w),3)", "<(A_s, AB_w)", "PZ(a_s)", "=(A_W, plus(B_s, 12))"};
    EXPECT_EQ(set_label(draft, 0, " Q2 "), std::nullopt);
    EXPECT_EQ(draft.labels[0], "Q2");
    // Whole names only: AB_w and the lower-case a_s are other labels; the suffix keeps its case.
    EXPECT_EQ(draft.rules, (std::vector<std::string>{"=(qs(Q2_w),3)", "<(Q2_s, AB_w)", "PZ(a_s)", "=(Q2_W, plus(B_s, 12))"}));
    EXPECT_EQ(draft_text(draft).substr(0, 14), "grid\nQ2 B C\nD ");
    // Refusals leave the draft as it was.
    const Draft before = draft;
    EXPECT_NE(set_label(draft, 4, "X"), std::nullopt) << "(1,1) starts no entry";
    EXPECT_NE(set_label(draft, 1, "D"), std::nullopt) << "D is on (1,0)";
    EXPECT_NE(set_label(draft, 1, "2B"), std::nullopt) << "starts with a digit";
    EXPECT_NE(set_label(draft, 1, "B_w"), std::nullopt) << "an underscore";
    EXPECT_NE(set_label(draft, 1, ""), std::nullopt);
    EXPECT_EQ(draft, before);
    // A grid edit keeps a hand-made label while its cell still starts an entry.
    toggle_black(draft, 5, false);
    EXPECT_EQ(draft.labels[0], "Q2");
}

TEST(CrossnumberDraft, CompletionsOfAWordInARule) {
    Draft draft = empty_draft(3, 3);  // A B C / D . . / E . .
    toggle_black(draft, 8, false);    // (2,2) black: E across is two cells, C down two
    EXPECT_EQ(entry_names(draft), (std::vector<std::string>{"A_w", "A_s", "B_s", "C_s", "D_w", "E_w"}));
    // Entries match with their case; functions without it, written as the spec writes them.
    EXPECT_EQ(completions(draft, "A"), (std::vector<std::string>{"A_w", "A_s", "AB(", "AUF("}));
    EXPECT_EQ(completions(draft, "a"), (std::vector<std::string>{"AB(", "AUF("}));
    EXPECT_EQ(completions(draft, "pz"), (std::vector<std::string>{"PZ("}));
    EXPECT_EQ(completions(draft, "m"), (std::vector<std::string>{"mal(", "minus("}));
    EXPECT_EQ(completions(draft, "E_"), (std::vector<std::string>{"E_w"}));
    EXPECT_TRUE(completions(draft, "E_w").empty()) << "nothing longer to offer";
    EXPECT_TRUE(completions(draft, "").empty());
    EXPECT_TRUE(completions(draft, "Z").empty());
    // The word at the cursor: letters, digits and '_' back to the last other character.
    EXPECT_EQ(word_start("=(qs(A_", 7), 5u);
    EXPECT_EQ(word_start("=(qs(A_w), ", 11), 11u);
    EXPECT_EQ(word_start("PZ", 2), 0u);
    EXPECT_EQ(word_start("PZ", 99), 0u);
}

}  // namespace
}  // namespace knobel::crossnumber
