// What a person can change in the step mode: digits struck before the start, and digits to be
// tried last. Expectations from the spec's example (unique: 111 / 333) and from the fast path.
#include <gtest/gtest.h>

#include "crossnumber/parser.h"
#include "crossnumber/solver.h"
#include "puzzle_text.h"

namespace knobel::crossnumber {
namespace {

using testing::kSpecExample;


Puzzle spec() {
    auto puzzle = parse_puzzle_file(kSpecExample);
    EXPECT_TRUE(puzzle.ok());
    return puzzle.ok() ? *puzzle : Puzzle{};
}

SolveResult run_to_end(Solver& solver) {
    while (!solver.step()) {}
    return SolveResult{solver.result(), solver.solutions(), solver.stats()};
}

TEST(CrossnumberSolverChoices, StrikingTheOnlySolutionsDigitLeavesNone) {
    SolveOptions options;
    options.start_cells.assign(6, kAllDigits);
    options.start_cells[0] = static_cast<Mask>(kAllDigits & ~digit_bit(1));  // cell (0,0) may not be 1
    Solver solver(spec(), options);
    EXPECT_EQ(run_to_end(solver).status, Status::none);
}

TEST(CrossnumberSolverChoices, KeepingOnlyTheSolutionsDigitsKeepsItUnique) {
    SolveOptions options;
    options.start_cells = {digit_bit(1), digit_bit(1), digit_bit(1), digit_bit(3), digit_bit(3), digit_bit(3)};
    Solver solver(spec(), options);
    const SolveResult result = run_to_end(solver);
    EXPECT_EQ(result.status, Status::unique);
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_EQ(result.solutions[0].digits, (std::vector<std::int8_t>{1, 1, 1, 3, 3, 3}));
}

TEST(CrossnumberSolverChoices, EveryDigitStruckFromACellIsAContradiction) {
    SolveOptions options;
    options.start_cells.assign(6, kAllDigits);
    options.start_cells[4] = 0;
    Solver solver(spec(), options);
    EXPECT_EQ(run_to_end(solver).status, Status::none);
}

TEST(CrossnumberSolverChoices, DigitsTriedLastChangeTheOrderNotTheAnswer) {
    // The warm-up needs assumptions; try every cell's lowest digits last and compare with the fast path.
    auto puzzle = parse_puzzle_file("grid\nA . B\n. # .\nC . .\nend\n"
                                    "PZ(A_w)\nPZ(C_w)\nQ(A_s)\n<(B_s, A_s)\nODD(qs(C_w))\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    const SolveResult fast = solve(*puzzle, 2);
    SolveOptions options;
    options.log = true;
    Solver solver(*puzzle, options);
    for (int cell = 0; cell < 9; ++cell)
        for (int digit = 0; digit < 5; ++digit) solver.toggle_try_last(cell, digit);
    EXPECT_EQ(solver.try_last(0), static_cast<Mask>(0x1F));
    const SolveResult stepped = run_to_end(solver);
    EXPECT_EQ(stepped.status, fast.status);
    // Unique: the same single solution. Multiple: possibly another pair, found in another order.
    if (fast.status == Status::unique) {
        EXPECT_EQ(stepped.solutions, fast.solutions);
    }
    EXPECT_EQ(stepped.solutions.size(), fast.solutions.size());
}

}  // namespace
}  // namespace knobel::crossnumber
