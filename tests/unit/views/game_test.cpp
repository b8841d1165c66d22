// Views' game contract (src/views/game.h) as the mid-end uses it: the answer's moves build the
// shape shown, for every optimal shape kept; the instant minimum agrees with the full solve and is
// not used for hints; hints with their memory lead from an empty grid to a solved shape with the
// fewest cubes. The expected facts come from the verdict (views shown) and the full analysis.

#include "views/game.h"

#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "core/sliced_work.h"
#include "views/battery.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

GameAnswer solved(const Puzzle& puzzle) {
    GameSolve work(puzzle);
    run_to_completion(work, 100);
    return work.answer();
}

TEST(ViewsGame, TheAnswersMovesBuildEachShapeShown) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const Puzzle puzzle = random_solvable_puzzle(seed, 4, 40);
        GameAnswer answer = solved(puzzle);
        ASSERT_TRUE(answer.analysis.solvable);
        const std::size_t kept = std::min<std::size_t>(answer.analysis.optimal_shapes.size(), 4);
        for (std::size_t index = 0; index < kept; ++index) {
            answer.shape_index = index;
            Shape built = Game::start(puzzle);
            for (const CubeMove& move : Game::answer_moves(answer)) {
                ASSERT_EQ(Game::refusal(built, move), std::nullopt);
                Game::apply(built, move);
            }
            EXPECT_EQ(built, *answer.shown_shape()) << "seed " << seed << " shape " << index;
            const ShapeVerdict verdict = Game::judge(puzzle, built, 0, &answer);
            EXPECT_TRUE(verdict.solved);
            EXPECT_TRUE(verdict.optimal);
            EXPECT_EQ(verdict.counter, std::to_string(answer.analysis.cubes) + " cubes");
        }
    }
}

TEST(ViewsGame, TheInstantMinimumIsTheSolvesAndLeavesHintsToTheSolve) {
    for (std::uint32_t n : {157u, 1u, 4242u}) {
        const Puzzle puzzle = battery_puzzle(n);
        const std::optional<GameAnswer> instant = Game::instant_answer(puzzle);
        const GameAnswer full = solved(puzzle);
        if (!full.analysis.solvable) {
            EXPECT_FALSE(instant.has_value()) << n;
            continue;
        }
        ASSERT_TRUE(instant.has_value()) << n;
        EXPECT_FALSE(instant->complete);
        EXPECT_EQ(instant->analysis.cubes, full.analysis.cubes) << n;
        Game::HintMemory memory;
        EXPECT_FALSE(Game::hint(puzzle, Game::start(puzzle), {}, &*instant, memory).has_value()) << "solved first";
        EXPECT_TRUE(Game::hint(puzzle, Game::start(puzzle), {}, &full, memory).has_value());
    }
}

TEST(ViewsGame, HintsWithTheirMemoryEndSolvedWithTheFewestCubes) {
    for (std::uint64_t seed = 11; seed <= 15; ++seed) {
        const Puzzle puzzle = random_solvable_puzzle(seed, 5, 45);
        const GameAnswer answer = solved(puzzle);
        Game::HintMemory memory;
        Shape built = Game::start(puzzle);
        std::vector<CubeMove> played;
        int taken = 0;
        for (; taken < 200; ++taken) {
            std::optional<Hint<CubeMove>> hint = Game::hint(puzzle, built, played, &answer, memory);
            ASSERT_TRUE(hint.has_value());
            if (!hint->move) break;
            ASSERT_EQ(Game::refusal(built, *hint->move), std::nullopt);
            Game::apply(built, *hint->move);
            played.push_back(*hint->move);
        }
        const ShapeVerdict verdict = Game::judge(puzzle, built, played.size(), &answer);
        EXPECT_TRUE(verdict.optimal) << "seed " << seed << " after " << taken << " hints: " << verdict.sentence;
    }
}

}  // namespace
}  // namespace knobel::views
