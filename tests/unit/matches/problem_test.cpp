#include "matches/problem.h"

#include <gtest/gtest.h>

#include <random>

#include "random_figures.h"

namespace knobel::matches {
namespace {

const std::string kAfter = "after\n0 0 0 0 0\n0 0 0 0 90\n";  // two matches for the lists below

void expect_error(const std::string& text, int line, const std::string& words, int column = -1) {
    auto problem = parse_problem_file(text);
    ASSERT_FALSE(problem.ok()) << "accepted:\n" << text;
    EXPECT_EQ(problem.error().line, line) << problem.error().to_string() << "\n" << text;
    EXPECT_NE(problem.error().message.find(words), std::string::npos) << problem.error().to_string();
    if (column >= 0) {
        EXPECT_EQ(problem.error().column, column) << problem.error().to_string();
    }
}

TEST(MatchesFile, ReadsTheExampleFormat) {
    auto problem = parse_problem_file(
        "# house -> arrow\r\nBefore 2\r\n0 0 0 0 0\r\n\t+2 0 0 0 90  # a comment\r\nNACHHER\r\n0 0 0 0 90\r\n2 0 0 0 180\r\nmoves 3");
    ASSERT_TRUE(problem.ok()) << problem.error().to_string();
    EXPECT_EQ(problem->before.size(), 2u);
    EXPECT_EQ(problem->after[1], make_match({}, 0));  // written from its other end
    EXPECT_EQ(problem->moves, 3u);
    // The lists in either order, moves first, German keywords.
    auto swapped = parse_problem_file("moves 0\nnachher\n0 0 0 0 90\nvorher\n0 0 0 0 0\n");
    ASSERT_TRUE(swapped.ok()) << swapped.error().to_string();
    EXPECT_EQ(swapped->before[0], make_match({}, 0));
    EXPECT_EQ(swapped->moves, 0u);
}

TEST(MatchesFile, NumberErrorsNameLineAndColumn) {
    expect_error("before\n0 0 x 0 0\n0 0 0 0 90\n" + kAfter, 2, "c must be an integer", 5);
    expect_error("before\n0 0 0 0 0.5\n0 0 0 0 90\n" + kAfter, 2, "the angle must be an integer", 10);
    expect_error("before\n0 0 1000000002 0 0\n0 0 0 0 90\n" + kAfter, 2, "c is out of range", 5);
    expect_error("before\n-1000000001 0 1 0 0\n", 2, "a is out of range", 1);
    expect_error("before\n0 0 0 0 0\n0 99999999999999999999 0 0 0\n" + kAfter, 3, "b is out of range", 3);
    expect_error("before\n1 0 0 0 0\n0 0 0 0 90\n" + kAfter, 2, "not on the lattice");
    expect_error("before\n0 1 0 0 0\n0 0 0 0 90\n" + kAfter, 2, "not on the lattice");
    expect_error("before\n0 0 0 0 45\n0 0 0 0 90\n" + kAfter, 2, "the angle must be one of 0, 30", 9);
    expect_error("before\n0 0 0 0 360\n0 0 0 0 90\n" + kAfter, 2, "the angle must be one of");
    expect_error("before\n0 0 0 0 -30\n0 0 0 0 90\n" + kAfter, 2, "the angle must be one of");
    expect_error("before\n0 0 0 0\n0 0 0 0 90\n" + kAfter, 2, "exactly 5 numbers", 8);
    expect_error("before\n0 0 0 0 0 0\n0 0 0 0 90\n" + kAfter, 2, "exactly 5 numbers", 11);
    expect_error("before\n0 0 0 0 0\n" + kAfter + "0 0 2 0 0 90\n", 6, "exactly 5 numbers");
    expect_error("before\n0 0 0 0 0\nsideways\n", 3, "not a keyword", 1);
    expect_error("0 0 0 0 0\nbefore\n", 1, "belongs to no list");
}

TEST(MatchesFile, RuleBreaksNameTheLaterLine) {
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\n0 0 0 0 0\n" + kAfter, 4, "already on line 2");
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\n2 0 0 0 180\n" + kAfter, 4, "already on line 2");  // other end
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\n2 -1 -1 0 90\n" + kAfter, 4, "crosses the match on line 2");
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\n-2 2 0 0 0\n" + kAfter, 4, "overlaps the match on line 2");
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\n-2 2 0 0 90\n" + kAfter, 4, "touches the match on line 2");
    expect_error("before\n-2 2 0 0 90\n0 0 0 0 90\n0 0 0 0 0\n" + kAfter, 4, "touches the match on line 2");
    // In the after list too, and the earliest later line wins.
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\n0 0 2 0 0\nafter\n0 0 0 0 0\n0 0 0 0 90\n0 0 0 0 0\n", 8, "already on line 6");
}

// The editor marks every match that breaks a rule in red, not only the first pair, and its
// sentence names the first pair and counts the rest.
TEST(MatchesFile, EveryRuleBreakerIsListed) {
    // 1: (0,0)-(1,0); 2: upright from (1/2, -√3/2), through 1's middle (a crossing); 3: (10,0)-(11,0);
    // 4: from (9 + √3, 0) at 0°, on 3's line and over its right end (an overlap); 5, 6: alone.
    Figure figure;
    for (const char* line : {"0 0 0 0 0", "1 0 0 -1 90", "20 0 0 0 0", "18 2 0 0 0", "40 0 0 0 0", "60 0 0 0 90"})
        figure.push_back(parse_match(line).value());
    EXPECT_EQ(rule_breakers(figure), (std::vector<std::size_t>{0, 1, 2, 3}));
    const auto first = first_rule_break(figure);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->later, 1u);
    EXPECT_EQ(first->earlier, 0u);
    EXPECT_EQ(figure_problem(figure, "after"),
              "match 2 of the after figure crosses match 1 (and 2 more matches break the rules)");
    // Only the crossing pair; then a second crossing far away; then an overlap with the first match.
    Figure more;
    for (const char* line : {"0 0 0 0 0", "1 0 0 -1 90", "20 0 0 0 0", "40 0 0 0 0"}) more.push_back(parse_match(line).value());
    EXPECT_EQ(rule_breakers(more), (std::vector<std::size_t>{0, 1}));
    EXPECT_EQ(figure_problem(more, "before"), "match 2 of the before figure crosses match 1");
    more.push_back(parse_match("21 0 0 -1 90").value());  // upright through the middle of (10,0)-(11,0)
    EXPECT_EQ(rule_breakers(more), (std::vector<std::size_t>{0, 1, 2, 4}));
    more.push_back(parse_match("-2 2 0 0 0").value());  // from (√3 − 1, 0) at 0°: overlaps match 1
    EXPECT_EQ(rule_breakers(more), (std::vector<std::size_t>{0, 1, 2, 4, 5}));
    EXPECT_EQ(figure_problem(more, "before"), "match 2 of the before figure crosses match 1 (and 3 more matches break the rules)");
    Figure one_more;
    for (const char* line : {"0 0 0 0 0", "1 0 0 -1 90", "-2 2 0 0 0"}) one_more.push_back(parse_match(line).value());
    EXPECT_EQ(figure_problem(one_more, "before"), "match 2 of the before figure crosses match 1 (and 1 more match breaks the rules)");
    EXPECT_TRUE(rule_breakers(Figure{}).empty());
}

TEST(MatchesFile, ListErrors) {
    expect_error("", 1, "the file is empty");
    expect_error("# nothing\n\n", 2, "missing");
    expect_error("before\n0 0 0 0 0\n", 2, "the after list is missing");
    expect_error("after\n0 0 0 0 0\n# end\n", 3, "the before list is missing");
    expect_error("before\nafter\n0 0 0 0 0\n", 3, "the before list is empty");
    expect_error("before 3\n0 0 0 0 0\n0 0 0 0 90\n" + kAfter, 1, "announces 3 matches but its list has 2");
    expect_error("before\n0 0 0 0 0\n0 0 0 0 90\nafter 1\n0 0 0 0 0\n0 0 0 0 90\n", 4, "announces 1");
    expect_error("before\n0 0 0 0 0\nafter\n0 0 0 0 0\n0 0 0 0 90\n", 3, "before has 1 match but after has 2");
    expect_error("before\n0 0 0 0 0\nbefore\n", 3, "a second before list");
    expect_error("before x\n0 0 0 0 0\n" + kAfter, 1, "the count of matches must be a whole number");
    expect_error("before\n0 0 0 0 0\nmoves\n", 3, "moves U");
    expect_error("before\n0 0 0 0 0\nmoves -2\n", 3, "must not be negative");
    expect_error("moves 1\nbefore\n0 0 0 0 0\nmoves 2\n", 4, "a second moves line");
    // A moves line ends the list above it.
    expect_error("before\n0 0 0 0 0\nmoves 1\n0 0 0 0 90\nafter\n0 0 0 0 0\n", 4, "belongs to no list");
}

TEST(MatchesFile, DisconnectedFiguresAreAcceptedWithAWarning) {
    auto problem = parse_problem_file("before\n0 0 0 0 0\n0 0 4 0 0\nafter\n0 0 0 0 0\n2 0 0 0 0\n");
    ASSERT_TRUE(problem.ok()) << problem.error().to_string();
    const auto warnings = problem_warnings(*problem);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("before figure falls apart into 2 pieces"), std::string::npos);
}

TEST(MatchesFile, FormatReadsBackTheSame) {
    std::mt19937 rng(5);
    for (int round = 0; round < 50; ++round) {
        const auto before = testing::random_figure(rng, 1 + rng() % 12, static_cast<int>(rng() % 3));
        const auto after = testing::random_figure(rng, before.size(), 0);
        auto problem = parse_problem_file(testing::file_text(before, after) + (round % 2 ? "moves 4\n" : ""));
        if (!problem) continue;
        auto again = parse_problem_file(format_problem_file(*problem));
        ASSERT_TRUE(again.ok()) << again.error().to_string();
        EXPECT_EQ(again.value(), problem.value());
    }
    // At the edge of the range a match is written from the end that is in range.
    auto edge = parse_problem_file("before\n-1000000000 0 0 0 180\nafter\n0 0 0 0 0\n");
    ASSERT_TRUE(edge.ok()) << edge.error().to_string();
    EXPECT_NE(format_problem_file(*edge).find("-1000000000 0 0 0 180"), std::string::npos);
    EXPECT_EQ(parse_problem_file(format_problem_file(*edge)).value(), edge.value());
}

}  // namespace
}  // namespace knobel::matches
