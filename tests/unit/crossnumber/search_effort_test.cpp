// The search on loosely ruled 10 x 10 puzzles (loose_puzzles.h: a digit sum and one more fact per
// run, a few rules between runs, usually many solutions): a guard against the search getting lost
// again, counted in rule applications rather than time, so it says the same on every machine.
// Before the digit automata, the addition by columns and the restarts with nogoods
// (docs/crossnumber.md), about one such puzzle in five needed millions of rule applications
// (seconds to minutes); now the worst of 3,000 needs about 45,000 (docs/performance.md).
#include <gtest/gtest.h>

#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"
#include "loose_puzzles.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

constexpr std::uint64_t kGenerousBound = 250000;  // rule applications for one puzzle

std::uint64_t effort(std::uint64_t seed, int relations) {
    const loose::LoosePuzzle planted = loose::make(seed, 10, relations);
    auto puzzle = parse_puzzle_file(planted.text);
    EXPECT_TRUE(puzzle.ok()) << puzzle.error().to_string() << "\n" << planted.text;
    if (!puzzle.ok()) return 0;
    Solver solver(*puzzle);
    // Never more than the bound (and a little): a lost search stops here instead of hanging.
    while (!solver.finished() && solver.stats().rule_applications <= kGenerousBound) solver.run(1000);
    EXPECT_TRUE(solver.finished()) << "seed " << seed << ", " << relations << " relations:\n" << planted.text;
    if (!solver.finished()) return solver.stats().rule_applications;
    // The planted filling keeps every rule: never "none"; "unique" must give it back.
    EXPECT_NE(solver.result(), Status::none) << planted.text;
    if (solver.result() == Status::unique) {
        EXPECT_EQ(solution_rows(*puzzle, solver.solutions()[0]), planted.rows) << planted.text;
    }
    return solver.stats().rule_applications;
}

TEST(CrossnumberSearchEffort, LooselyRuledTenByTenPuzzlesNeedFewRuleApplications) {
    std::uint64_t total = 0, worst = 0;
    for (int relations : {0, 3, 10})
        for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(knobel::testing::cases(30)); ++seed) {
            const std::uint64_t applications = effort(seed, relations);
            EXPECT_LE(applications, kGenerousBound) << "seed " << seed << ", " << relations << " relations";
            total += applications;
            worst = std::max(worst, applications);
        }
    EXPECT_LE(total, 1000000u);  // about 100,000 for these 90 puzzles when this was written (24 under the sanitizers)
    RecordProperty("rule_applications", static_cast<int>(total));
    RecordProperty("worst", static_cast<int>(worst));
}

// Puzzles of the same kind that took the search longest while it was being improved (the first
// four at least 400,000 rule applications and up to seconds each even after the digit automata).
TEST(CrossnumberSearchEffort, PuzzlesThatOnceTookLongestStayQuick) {
    const std::pair<std::uint64_t, int> hard[] = {{177, 0}, {182, 0}, {39, 3}, {1215, 3}, {172, 10}, {952, 10}};
    for (const auto& [seed, relations] : hard) EXPECT_LE(effort(seed, relations), kGenerousBound) << "seed " << seed;
}

}  // namespace
}  // namespace knobel::crossnumber
