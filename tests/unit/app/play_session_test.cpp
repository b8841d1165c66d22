#include "app/midend/play_session.h"

#include <gtest/gtest.h>

#include <random>
#include "unit/app/toy_rules.h"

namespace knobel::app {
namespace {

using testing::ToyRules;
using Session = PlaySession<ToyRules>;

TEST(PlaySession, PlaysUndoesAndRedoesToTheSameStates) {
    Session session;
    session.start({2, 0, 1});
    EXPECT_TRUE(session.play_text("0>1"));
    EXPECT_TRUE(session.play_text("2>1"));
    EXPECT_EQ(session.state(), (std::vector<int>{1, 2, 0}));
    EXPECT_EQ(session.move_texts(), (std::vector<std::string>{"0>1", "2>1"}));
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.state(), (std::vector<int>{1, 1, 1}));
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.state(), (std::vector<int>{2, 0, 1}));
    EXPECT_FALSE(session.undo());
    ASSERT_TRUE(session.redo());
    ASSERT_TRUE(session.redo());
    EXPECT_FALSE(session.redo());
    EXPECT_EQ(session.state(), (std::vector<int>{1, 2, 0}));
}

TEST(PlaySession, ARefusedMoveLeavesTheBoardAndSaysWhy) {
    Session session;
    session.start({0, 1});
    const std::uint64_t revision = session.revision();
    EXPECT_FALSE(session.play_text("0>1"));
    EXPECT_EQ(session.message(), "pile 0 is empty");
    EXPECT_EQ(session.state(), (std::vector<int>{0, 1}));
    EXPECT_EQ(session.move_count(), 0u);
    EXPECT_EQ(session.revision(), revision);
    EXPECT_FALSE(session.play_text("x"));
    EXPECT_NE(session.message().find("f>t"), std::string::npos);
    EXPECT_TRUE(session.play_text("1>0"));
    EXPECT_EQ(session.message(), "");
}

TEST(PlaySession, ANewMoveDropsWhatCouldBeRedone) {
    Session session;
    session.start({3, 0});
    ASSERT_TRUE(session.play_text("0>1"));
    ASSERT_TRUE(session.play_text("0>1"));
    ASSERT_TRUE(session.undo());
    ASSERT_TRUE(session.play_text("1>0"));
    EXPECT_FALSE(session.can_redo());
    EXPECT_EQ(session.move_texts(), (std::vector<std::string>{"0>1", "1>0"}));
    EXPECT_EQ(session.state(), (std::vector<int>{3, 0}));
}

TEST(PlaySession, RestartKeepsEveryMoveForRedo) {
    Session session;
    session.start({4, 0, 0});
    for (const char* move : {"0>1", "0>2", "1>2"}) ASSERT_TRUE(session.play_text(move));
    session.restart();
    EXPECT_EQ(session.state(), session.start_state());
    EXPECT_EQ(session.move_count(), 0u);
    while (session.redo()) {
    }
    EXPECT_EQ(session.state(), (std::vector<int>{2, 0, 2}));
}

// Random games: after any mix of moves, undos and redos, the board is the start with the moves
// on the board replayed by hand.
TEST(PlaySession, RandomHistoriesMatchAPlainReplay) {
    std::mt19937_64 engine(7);
    const auto below = [&](std::uint64_t n) { return engine() % n; };
    for (int game = 0; game < 200; ++game) {
        Session session;
        session.start({3, 3, 3, 3});
        for (int action = 0; action < 60; ++action) {
            const std::uint64_t pick = below(10);
            if (pick < 2) {
                session.undo();
            } else if (pick < 3) {
                session.redo();
            } else {
                session.play({static_cast<int>(below(4)), static_cast<int>(below(4))});
            }
            std::vector<int> replayed = {3, 3, 3, 3};
            for (std::size_t i = 0; i < session.move_count(); ++i) {
                const ToyRules::Move move = session.move(i);
                --replayed[static_cast<std::size_t>(move.from)];
                ++replayed[static_cast<std::size_t>(move.to)];
                ASSERT_GE(replayed[static_cast<std::size_t>(move.from)], 0);
            }
            ASSERT_EQ(session.state(), replayed);
        }
    }
}

}  // namespace
}  // namespace knobel::app
