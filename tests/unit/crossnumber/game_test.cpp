// Crossnumber's game contract (src/crossnumber/game.h) as the mid-end uses it, on random small
// puzzles counted by brute force (brute_force.h): the answer's moves played from the start make a
// grid the verdict calls solved, and it is one of the brute-force solutions; hints wait for the
// solve; on a puzzle without a solution the hint still answers (in words) once solved.

#include "crossnumber/game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <vector>

#include "brute_force.h"
#include "core/sliced_work.h"
#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

GameAnswer solved(const Game::Puzzle& puzzle) {
    GameSolve work(puzzle);
    run_to_completion(work, 64);
    return work.answer();
}

TEST(CrossnumberGame, TheAnswersMovesFillASolutionTheVerdictCallsSolved) {
    std::mt19937 rng(8128);
    int with_solution = 0, without = 0;
    for (int attempt = 0; attempt < 2000 && (with_solution < 80 || without < 10); ++attempt) {
        brute::BrutePuzzle p = brute::random_puzzle(rng, 5);
        if (attempt % 2) brute::add_entry_rules(rng, p);
        auto read = parse_puzzle_file(brute::file_text(p));
        if (!read.ok()) continue;
        const brute::BruteResult all = brute::solve_by_trying_all(p, 1000000);
        const Game::Puzzle puzzle = std::make_shared<const Puzzle>(std::move(*read));
        const GameAnswer answer = solved(puzzle);
        GameState state = Game::start(puzzle);
        EXPECT_FALSE(Game::hint(puzzle, state, {}, nullptr).has_value()) << "a hint waits for the solve";
        if (all.count == 0) {
            ++without;
            EXPECT_TRUE(Game::answer_moves(answer).empty());
            const std::optional<Hint<Move>> hint = Game::hint(puzzle, state, {}, &answer);
            ASSERT_TRUE(hint.has_value()) << brute::file_text(p);
            EXPECT_FALSE(hint->move.has_value());
            continue;
        }
        ++with_solution;
        std::vector<Move> played;
        for (const Move& move : Game::answer_moves(answer)) {
            ASSERT_EQ(Game::refusal(state, move), std::nullopt) << brute::file_text(p);
            Game::apply(state, move);
            played.push_back(move);
        }
        const GameVerdict verdict = Game::judge(puzzle, state, played.size(), &answer);
        EXPECT_TRUE(verdict.solved) << brute::file_text(p) << verdict.sentence;
        EXPECT_TRUE(verdict.optimal);
        if (all.count <= static_cast<int>(all.solutions.size())) {  // every solution listed
            std::vector<int> digits(state.digits.begin(), state.digits.end());
            EXPECT_NE(std::find(all.solutions.begin(), all.solutions.end(), digits), all.solutions.end())
                << "one of the brute-force solutions" << brute::file_text(p);
        }
        // Undo takes every move back to the start.
        for (auto move = played.rbegin(); move != played.rend(); ++move) Game::undo(state, *move);
        EXPECT_EQ(state.digits, Game::start(puzzle).digits);
    }
    EXPECT_GE(with_solution, 80);
    EXPECT_GE(without, 10);
}

}  // namespace
}  // namespace knobel::crossnumber
