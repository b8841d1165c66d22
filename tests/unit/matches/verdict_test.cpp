// Matches' verdict for a game played by hand (src/matches/verdict.h): the sentence and the counter
// the play bar shows, on a one-match puzzle small enough to judge by hand: a flat match must stand
// up (no turns allowed, so only the upright match is after).

#include "matches/verdict.h"

#include <gtest/gtest.h>

#include <optional>

#include "matches/geometry.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "match_at.h"

namespace knobel::matches {
namespace {

using testing::at;

class MatchesVerdict : public ::testing::Test {
protected:
    void SetUp() override {
        problem.before = {at(0, 0, 0, 0, 0)};
        problem.after = {at(0, 0, 0, 0, 90)};
        problem.moves = 1;
    }
    Problem problem;
    Options options;  // shifts only
};

TEST_F(MatchesVerdict, AnUntouchedTableIsNotAfterYet) {
    const PlayTable table(problem.before);
    const PlayVerdict verdict = judge(problem, options, table, 0, 1);
    EXPECT_FALSE(verdict.solved);
    EXPECT_FALSE(verdict.optimal);
    EXPECT_EQ(verdict.relocated, 0u);
    EXPECT_EQ(verdict.sentence, "Not after yet: 0 matches relocated so far, u = 1");
    EXPECT_EQ(verdict.counter, "0 moves made");
}

TEST_F(MatchesVerdict, TheMatchStoodUpIsSolvedAndTheFewestWhenOneIsTheFewest) {
    PlayTable table(problem.before);
    table.apply(Move{at(0, 0, 0, 0, 0), at(0, 0, 0, 0, 90)});
    const PlayVerdict known = judge(problem, options, table, 1, 1);
    EXPECT_TRUE(known.solved);
    EXPECT_TRUE(known.optimal);
    EXPECT_EQ(known.relocated, 1u);
    EXPECT_EQ(known.sentence, "Solved in 1 move (1 match relocated) \xE2\x80\x94 the fewest possible");
    EXPECT_EQ(known.counter, "1 move made");
    // Without the fewest known, solved but not called optimal; with fewer known, it says so.
    const PlayVerdict unknown = judge(problem, options, table, 1, std::nullopt);
    EXPECT_TRUE(unknown.solved);
    EXPECT_FALSE(unknown.optimal);
    EXPECT_EQ(unknown.sentence, "Solved in 1 move (1 match relocated)");
    const PlayVerdict fewer = judge(problem, options, table, 3, 0);
    EXPECT_FALSE(fewer.optimal);
    EXPECT_EQ(fewer.sentence, "Solved in 3 moves (1 match relocated); fewer matches would do") << "never how many";
}

TEST_F(MatchesVerdict, ASolvedTableWithAnotherCountThanUSaysWhatThePuzzleAsks) {
    problem.moves = 2;
    PlayTable table(problem.before);
    table.apply(Move{at(0, 0, 0, 0, 0), at(0, 0, 0, 0, 90)});
    const PlayVerdict verdict = judge(problem, options, table, 1, 1);
    EXPECT_TRUE(verdict.solved);
    EXPECT_EQ(verdict.sentence, "Solved in 1 move (1 match relocated) \xE2\x80\x94 the fewest possible (the puzzle asks for u = 2)");
}

TEST_F(MatchesVerdict, TwoMatchesOnTopOfEachOtherAreNamed) {
    problem.before = {at(0, 0, 0, 0, 0), at(0, 0, 0, 0, 90)};
    problem.after = {at(0, 0, 0, 0, 0), at(0, 0, 0, 0, 60)};
    PlayTable table(problem.before);
    ASSERT_EQ(table.check(Move{at(0, 0, 0, 0, 90), at(0, 0, 0, 0, 0)}), std::nullopt) << "a cycle starts by stacking";
    table.apply(Move{at(0, 0, 0, 0, 90), at(0, 0, 0, 0, 0)});
    const PlayVerdict verdict = judge(problem, options, table, 1, 1);
    EXPECT_FALSE(verdict.solved);
    EXPECT_EQ(verdict.sentence, "Not after yet: 1 match relocated so far, u = 1; two matches lie on top of each other");
}

}  // namespace
}  // namespace knobel::matches
