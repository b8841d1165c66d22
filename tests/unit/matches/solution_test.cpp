// The solve as the screen uses it (src/matches/solution.h): the answer for another optimal
// placement, and the answer carried over to a new u or mode. Checked on a figure whose answers can
// be counted by hand: before is a straight pair of matches, after the same two with a gap of one
// length between them. Only shifts: one of the pair can stay where after's first or second match
// lies, so min k = 1 with four optimal placements (each before match under each after match).

#include "matches/solution.h"

#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "core/sliced_work.h"
#include "matches/geometry.h"
#include "matches/match_text.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "match_at.h"

namespace knobel::matches {
namespace {

using testing::at;

LinkedPuzzle gap_puzzle(std::optional<std::uint64_t> u, Mode mode) {
    LinkedPuzzle puzzle;
    puzzle.problem.before = {at(0, 0, 0, 0, 0), at(2, 0, 0, 0, 0)};
    puzzle.problem.after = {at(0, 0, 0, 0, 0), at(4, 0, 0, 0, 0)};
    puzzle.problem.moves = u;
    puzzle.mode = mode;
    return puzzle;
}

Solution solved(const LinkedPuzzle& puzzle) {
    SolveWork work(puzzle);
    run_to_completion(work, 7);  // small slices: the answer must not depend on them
    return work.answer();
}

// The table after the answer's moves, one at a time.
Figure played(const LinkedPuzzle& puzzle, const Answer& answer) {
    PlayTable table(puzzle.problem.before);
    for (const Move& move : answer.moves) {
        EXPECT_EQ(table.check(move), std::nullopt);
        table.apply(move);
    }
    return table.matches();
}

TEST(MatchesSolution, EveryOptimalPlacementGivesItsOwnOneMoveAnswer) {
    const LinkedPuzzle puzzle = gap_puzzle(1, Mode::exact);
    const Solution first = solved(puzzle);
    EXPECT_EQ(first.analysis.min_k, 1u);
    ASSERT_EQ(first.analysis.optimal_list.size(), 4u);
    EXPECT_EQ(first.placement_index, 0u);
    std::set<std::string> tables;
    for (std::size_t index = 0; index < 4; ++index) {
        const std::optional<Solution> other = answer_with_placement(puzzle, first, index);
        ASSERT_TRUE(other.has_value()) << index;
        EXPECT_EQ(other->placement_index, index);
        ASSERT_EQ(other->answer.moves.size(), 1u);
        const Figure table = played(puzzle, other->answer);
        // The table shows after, shifted: two flat matches with one length between them.
        ASSERT_EQ(table.size(), 2u);
        EXPECT_EQ(check_play(puzzle.problem, puzzle.options, PlayTable(table)).solved, true);
        std::string text;
        for (const Match& match : table) text += match_text(match) + "; ";
        tables.insert(text);
    }
    EXPECT_EQ(tables.size(), 4u) << "four placements, four different tables";
    EXPECT_FALSE(answer_with_placement(puzzle, first, 4).has_value()) << "beyond the list";
}

TEST(MatchesSolution, ANewUIsAnsweredFromTheSameAnalysisWhenItDecidedEnough) {
    const LinkedPuzzle exact_one = gap_puzzle(1, Mode::exact);
    const Solution first = solved(exact_one);
    // Exactly 2 moves: an optimal placement with one more match passed along — no new search.
    const std::optional<Solution> two = carry_solution(gap_puzzle(2, Mode::exact), exact_one, first);
    ASSERT_TRUE(two.has_value());
    EXPECT_EQ(two->answer.moves.size(), 2u);
    EXPECT_EQ(two->answer.solvable, std::optional<bool>(true));
    // Strict u = 2 on three matches in a row against three with gaps: whether some placement
    // leaves exactly two uncovered is a k the solve for u = 1 did not decide.
    LinkedPuzzle row = gap_puzzle(1, Mode::exact);
    row.problem.before = {at(0, 0, 0, 0, 0), at(2, 0, 0, 0, 0), at(4, 0, 0, 0, 0)};
    row.problem.after = {at(0, 0, 0, 0, 0), at(4, 0, 0, 0, 0), at(8, 0, 0, 0, 0)};
    const Solution row_solved = solved(row);
    EXPECT_EQ(row_solved.analysis.min_k, 1u);
    LinkedPuzzle row_strict = row;
    row_strict.problem.moves = 2;
    row_strict.mode = Mode::strict;
    EXPECT_FALSE(carry_solution(row_strict, row, row_solved).has_value());
    // Other options or figures: every placement changes.
    LinkedPuzzle turned = gap_puzzle(1, Mode::exact);
    turned.options.rotate = true;
    EXPECT_FALSE(carry_solution(turned, exact_one, first).has_value());
    LinkedPuzzle longer = gap_puzzle(1, Mode::exact);
    longer.problem.after.back() = at(6, 0, 0, 0, 0);
    EXPECT_FALSE(carry_solution(longer, exact_one, first).has_value());
}

TEST(MatchesSolution, AStrictSolveDecidesItsOwnU) {
    const LinkedPuzzle strict_two = gap_puzzle(2, Mode::strict);
    const Solution answer = solved(strict_two);
    EXPECT_EQ(answer.answer.solvable, std::optional<bool>(true));
    EXPECT_EQ(answer.answer.k, 2u);
    EXPECT_EQ(played(strict_two, answer.answer).size(), 2u);
}

}  // namespace
}  // namespace knobel::matches
