#include "app/midend/step_replay.h"

#include <gtest/gtest.h>

#include <random>

#include "unit/app/toy_rules.h"

namespace knobel::app {
namespace {

using testing::ToyRules;

// A long legal game of the toy puzzle and the state after every step, replayed by hand.
struct Game {
    std::vector<ToyRules::Move> steps;
    std::vector<std::vector<int>> states;  // states[k]: after k steps
};

Game random_game(std::size_t length, std::uint64_t seed) {
    std::mt19937_64 engine(seed);
    Game game;
    std::vector<int> state = {5, 5, 5};
    game.states.push_back(state);
    while (game.steps.size() < length) {
        const ToyRules::Move move{static_cast<int>(engine() % 3), static_cast<int>(engine() % 3)};
        if (move.from == move.to || state[static_cast<std::size_t>(move.from)] == 0) continue;
        --state[static_cast<std::size_t>(move.from)];
        ++state[static_cast<std::size_t>(move.to)];
        game.steps.push_back(move);
        game.states.push_back(state);
    }
    return game;
}

TEST(StepReplay, SeekingAnywhereShowsThePlainReplaysState) {
    const Game game = random_game(3 * StepReplay<ToyRules>::kCheckpointEvery + 17, 11);
    StepReplay<ToyRules> replay;
    replay.reset(game.states[0], game.steps);
    EXPECT_EQ(replay.shown(), game.states[0]);
    std::mt19937_64 engine(5);
    for (int jump = 0; jump < 300; ++jump) {
        // Near and far jumps, both ways, and the ends.
        const std::size_t target = jump % 7 == 0 ? game.steps.size() : engine() % (game.steps.size() + 1);
        replay.seek(target);
        ASSERT_EQ(replay.shown_step(), target);
        ASSERT_EQ(replay.shown(), game.states[target]) << "after seeking step " << target;
        replay.seek(target + 1);
        ASSERT_EQ(replay.shown(), game.states[std::min(target + 1, game.steps.size())]);
    }
}

TEST(StepReplay, StateAfterAnyStepMatchesThePlainReplay) {
    const Game game = random_game(2 * StepReplay<ToyRules>::kCheckpointEvery + 3, 3);
    StepReplay<ToyRules> replay;
    replay.reset(game.states[0], game.steps);
    for (std::size_t step = 0; step <= game.steps.size(); ++step) ASSERT_EQ(replay.state_after(step), game.states[step]);
    EXPECT_EQ(replay.state_after(game.steps.size() + 100), game.states.back());  // clamped
    EXPECT_EQ(replay.shown(), game.states[0]);  // untouched
}

TEST(StepReplay, AnEmptyReplayShowsItsStart) {
    StepReplay<ToyRules> replay;
    replay.reset({1, 2}, {});
    replay.seek(5);
    EXPECT_EQ(replay.shown_step(), 0u);
    EXPECT_EQ(replay.shown(), (std::vector<int>{1, 2}));
    EXPECT_EQ(replay.state_after(0), (std::vector<int>{1, 2}));
}

}  // namespace
}  // namespace knobel::app
