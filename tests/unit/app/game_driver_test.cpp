// The mid-end's GameDriver on a toy game (toy_rules.h's piles of tokens): the puzzle is a row of
// piles and a goal pile; solved when every token is on the goal pile; the solver carries the tokens
// over one by one. Everything a front end relies on: play leaves the answer's animation, a solve's
// answer arrives once and plays from the start, the verdict follows the board and the answer.

#include "app/midend/game_driver.h"

#include <gtest/gtest.h>

#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/midend/background_job.h"
#include "unit/app/toy_rules.h"

namespace knobel::app {
namespace {

struct ToyGame : testing::ToyRules {
    struct Puzzle {
        std::vector<int> piles;
        int goal = 0;
    };
    struct Answer {
        std::vector<Move> moves;
    };
    // Carries one token a unit to the goal pile, left to right.
    class SolveWork final : public SlicedWork {
    public:
        explicit SolveWork(Puzzle puzzle) : puzzle_(std::move(puzzle)) {}
        bool run(std::uint64_t budget) override {
            for (; budget > 0 && pile_ < puzzle_.piles.size(); --budget) {
                if (static_cast<int>(pile_) == puzzle_.goal || puzzle_.piles[pile_] == 0) {
                    ++pile_;
                    continue;
                }
                --puzzle_.piles[pile_];
                answer_.moves.push_back(Move{static_cast<int>(pile_), puzzle_.goal});
            }
            return pile_ == puzzle_.piles.size();
        }
        WorkProgress progress() const override { return {pile_, puzzle_.piles.size()}; }
        const Answer& answer() const { return answer_; }

    private:
        Puzzle puzzle_;
        std::size_t pile_ = 0;
        Answer answer_;
    };
    struct Verdict {
        bool solved = false;
        bool optimal = false;
        std::string sentence;
        std::string counter;
    };
    static State start(const Puzzle& puzzle) { return puzzle.piles; }
    static std::vector<Move> answer_moves(const Answer& answer) { return answer.moves; }
    static Verdict judge(const Puzzle& puzzle, const State& state, std::size_t moves, const Answer* known) {
        ++judged;
        const int total = std::accumulate(state.begin(), state.end(), 0);
        Verdict verdict;
        verdict.solved = state[static_cast<std::size_t>(puzzle.goal)] == total;
        verdict.optimal = verdict.solved && known && moves == known->moves.size();
        verdict.sentence = verdict.solved ? "all on the goal" : "not yet";
        verdict.counter = std::to_string(moves) + " moves";
        return verdict;
    }
    static inline int judged = 0;
};

double g_now = 0.0;
double fake_clock() { return g_now += 0.001; }

// Frames until the driver's solve is done (the scheduler's budget as the app gives it).
template <class Driver>
void finish_solve(Driver& driver) {
    for (int frame = 0; frame < 100 && driver.solving(); ++frame) {
        job_scheduler().run(10.0);
        driver.update(0.0);
    }
}

class GameDriverTest : public ::testing::Test {
protected:
    void SetUp() override {
        set_job_clock(fake_clock);
        driver.new_puzzle(ToyGame::Puzzle{{2, 0, 1}, 1});
    }
    void run_solve() {
        finish_solve(driver);
        ASSERT_FALSE(driver.solving());
    }
    GameDriver<ToyGame> driver;
};

TEST_F(GameDriverTest, PlaysAndJudgesTheBoardOncePerChange) {
    ToyGame::judged = 0;
    EXPECT_EQ(driver.status().sentence, "not yet");
    EXPECT_EQ(driver.status().sentence, "not yet");
    EXPECT_EQ(ToyGame::judged, 1) << "judged again without a change";
    EXPECT_TRUE(driver.play_text("0>1"));
    EXPECT_TRUE(driver.play_text("0>1"));
    EXPECT_TRUE(driver.play_text("2>1"));
    EXPECT_TRUE(driver.status().solved);
    EXPECT_FALSE(driver.status().optimal) << "no answer known yet";
    EXPECT_EQ(ToyGame::judged, 2);
    EXPECT_FALSE(driver.play_text("0>1"));
    EXPECT_EQ(driver.game().message(), "pile 0 is empty");
    EXPECT_TRUE(driver.undo());
    EXPECT_EQ(driver.verdict().counter, "2 moves");
}

TEST_F(GameDriverTest, TheAnswerArrivesOnceAndPlaysFromTheStart) {
    driver.solve();
    EXPECT_TRUE(driver.solving());
    EXPECT_TRUE(driver.needs_frames());
    int arrivals = 0;
    for (int frame = 0; frame < 100 && (driver.solving() || arrivals == 0); ++frame) {
        job_scheduler().run(10.0);
        arrivals += driver.update(0.0);
    }
    EXPECT_EQ(arrivals, 1);
    EXPECT_FALSE(driver.update(0.0)) << "the answer arrives once";
    ASSERT_NE(driver.answer(), nullptr);
    EXPECT_EQ(driver.answer()->moves.size(), 3u);
    EXPECT_TRUE(driver.showing_solution());
    EXPECT_TRUE(driver.clock().playing());
    EXPECT_EQ(driver.shown(), (std::vector<int>{2, 0, 1})) << "the animation starts at the puzzle";
    // The animation runs to its end and shows the answer's board.
    for (int frame = 0; frame < 100 && driver.clock().moving(); ++frame) driver.update(0.5);
    EXPECT_EQ(driver.shown(), (std::vector<int>{0, 3, 0}));
    EXPECT_EQ(driver.game().state(), (std::vector<int>{2, 0, 1})) << "the game is not touched";
}

TEST_F(GameDriverTest, PlayLeavesTheAnswerAndTheKnownAnswerMakesTheVerdictOptimal) {
    driver.solve();
    run_solve();
    ASSERT_TRUE(driver.showing_solution());
    EXPECT_TRUE(driver.play_text("0>1"));
    EXPECT_FALSE(driver.showing_solution());
    EXPECT_EQ(driver.shown(), (std::vector<int>{1, 1, 1}));
    EXPECT_TRUE(driver.play_text("0>1"));
    EXPECT_TRUE(driver.play_text("2>1"));
    EXPECT_TRUE(driver.status().optimal);
    driver.show_solution();
    EXPECT_TRUE(driver.showing_solution());
    EXPECT_EQ(driver.clock().position(), 0.0);
    driver.restart();
    EXPECT_FALSE(driver.showing_solution());
    EXPECT_EQ(driver.game().state(), (std::vector<int>{2, 0, 1}));
    EXPECT_TRUE(driver.game().can_redo());
}

TEST_F(GameDriverTest, ANewPuzzleDropsTheSolveTheAnswerAndTheGame) {
    driver.play_text("0>1");
    driver.solve();
    driver.new_puzzle(ToyGame::Puzzle{{0, 4}, 0});
    EXPECT_FALSE(driver.solving());
    EXPECT_EQ(driver.answer(), nullptr);
    EXPECT_EQ(driver.game().move_count(), 0u);
    EXPECT_EQ(driver.shown(), (std::vector<int>{0, 4}));
    EXPECT_FALSE(driver.status().solved);
    job_scheduler().run(10.0);  // nothing of the old solve is left to run
    EXPECT_FALSE(driver.update(0.0));
}

TEST_F(GameDriverTest, UndoAndRedoShowTheGameEvenWithNothingToTakeBack) {
    driver.solve();
    run_solve();
    ASSERT_TRUE(driver.showing_solution());
    EXPECT_FALSE(driver.undo());
    EXPECT_FALSE(driver.showing_solution());
    EXPECT_FALSE(driver.clock().playing()) << "the hidden animation does not keep frames coming";
    driver.show_solution();
    EXPECT_FALSE(driver.redo());
    EXPECT_FALSE(driver.showing_solution());
}

TEST_F(GameDriverTest, ARevisedPuzzleKeepsTheGameAndDropsAnAnswerTheGameCannotCarry) {
    driver.solve();
    run_solve();
    ASSERT_TRUE(driver.play_text("0>1"));
    // The goal moves to pile 2: the same board, judged against the new goal.
    driver.revise_puzzle(ToyGame::Puzzle{{2, 0, 1}, 2});
    EXPECT_EQ(driver.game().state(), (std::vector<int>{1, 1, 1}));
    EXPECT_EQ(driver.game().move_count(), 1u);
    EXPECT_EQ(driver.answer(), nullptr) << "ToyGame has no carry_answer";
    EXPECT_FALSE(driver.showing_solution());
    EXPECT_EQ(driver.replay().steps(), 0u);
    EXPECT_TRUE(driver.play_text("0>2"));
    EXPECT_TRUE(driver.play_text("1>2"));
    EXPECT_TRUE(driver.status().solved) << "judged against the revised goal";
}

TEST_F(GameDriverTest, ASolveUnderWayStopsOnARevisedPuzzleAndASolveThenAnswersTheNewOne) {
    driver.solve();
    driver.revise_puzzle(ToyGame::Puzzle{{2, 0, 1}, 0});
    EXPECT_FALSE(driver.solving());
    EXPECT_FALSE(driver.revealed());
    job_scheduler().run(10.0);  // nothing of the old solve is left to run
    EXPECT_FALSE(driver.update(0.0));
    driver.solve();
    run_solve();
    ASSERT_NE(driver.answer(), nullptr);
    // Carried to pile 0: pile 2's one token (the revised goal), not pile 0's two (the old one).
    ASSERT_EQ(driver.answer()->moves.size(), 1u);
    EXPECT_EQ(driver.answer()->moves[0].from, 2);
    EXPECT_EQ(driver.answer()->moves[0].to, 0);
}

TEST_F(GameDriverTest, ASolveThatStaysLeavesTheBoardOnTheGame) {
    driver.solve("Solving", GameDriver<ToyGame>::OnArrival::stay);
    run_solve();
    ASSERT_NE(driver.answer(), nullptr);
    EXPECT_FALSE(driver.showing_solution());
    EXPECT_FALSE(driver.clock().playing());
    EXPECT_EQ(driver.replay().steps(), 3u) << "the answer is ready to be shown";
    driver.show_solution();
    EXPECT_TRUE(driver.showing_solution());
}

TEST_F(GameDriverTest, AReplacedAnswerIsReplayedFromItsStart) {
    driver.solve();
    run_solve();
    for (int frame = 0; frame < 100 && driver.clock().moving(); ++frame) driver.update(0.5);
    ASSERT_EQ(driver.replay().shown_step(), 3u);
    // Another answer of the same solve: the tokens go to the goal in the other order.
    driver.replace_answer(ToyGame::Answer{{{2, 1}, {0, 1}, {0, 1}}});
    EXPECT_EQ(driver.answer()->moves[0].from, 2);
    EXPECT_EQ(driver.replay().steps(), 3u);
    EXPECT_EQ(driver.replay().shown_step(), 0u);
    EXPECT_EQ(driver.shown(), (std::vector<int>{2, 0, 1}));
    EXPECT_EQ(driver.replay().step(0), (ToyGame::Move{2, 1})) << "its own first move";
    EXPECT_FALSE(driver.clock().playing());
}

// A game that can carry its answer over to a revised puzzle with the same piles and goal (say, a
// title changed): the answer stays and shows from its start.
struct CarryingToyGame : ToyGame {
    static std::optional<Answer> carry_answer(const Puzzle& now, const Puzzle& was, const Answer& old) {
        if (now.piles != was.piles || now.goal != was.goal) return std::nullopt;
        return old;
    }
};

TEST(GameDriverCarry, AnAnswerTheGameCarriesStaysOnARevisedPuzzle) {
    set_job_clock(fake_clock);
    GameDriver<CarryingToyGame> driver;
    driver.new_puzzle(CarryingToyGame::Puzzle{{2, 0, 1}, 1});
    driver.solve();
    finish_solve(driver);
    ASSERT_NE(driver.answer(), nullptr);
    driver.revise_puzzle(CarryingToyGame::Puzzle{{2, 0, 1}, 1});
    ASSERT_NE(driver.answer(), nullptr);
    EXPECT_EQ(driver.answer()->moves.size(), 3u);
    EXPECT_TRUE(driver.showing_solution());
    EXPECT_EQ(driver.replay().shown_step(), 0u);
    driver.revise_puzzle(CarryingToyGame::Puzzle{{2, 0, 1}, 0});
    EXPECT_EQ(driver.answer(), nullptr) << "another goal: not carried";
    EXPECT_FALSE(driver.showing_solution());
}

// A game whose optimum is cheap: the driver asks for it once per puzzle, and the verdict uses it
// before any Solve.
struct InstantToyGame : ToyGame {
    static std::optional<Answer> instant_answer(const Puzzle& puzzle) {
        ++asked;
        g_now += kInstantMs;  // what the optimum costs on the page's clock
        SolveWork work(puzzle);
        run_to_completion(work);
        return work.answer();
    }
    static inline int asked = 0;
    static constexpr double kInstantMs = 3.0;
};

TEST(GameDriverInstant, TheCheapOptimumIsAskedOncePerPuzzleAndMakesTheVerdictOptimal) {
    set_job_clock(fake_clock);
    GameDriver<InstantToyGame> driver;
    InstantToyGame::asked = 0;
    driver.new_puzzle(ToyGame::Puzzle{{1, 0, 1}, 1});
    EXPECT_FALSE(driver.status().solved);
    EXPECT_TRUE(driver.play_text("0>1"));
    EXPECT_TRUE(driver.play_text("2>1"));
    EXPECT_TRUE(driver.status().optimal) << "optimal without a Solve";
    EXPECT_EQ(InstantToyGame::asked, 1);
    EXPECT_NEAR(job_scheduler().owed_ms(), InstantToyGame::kInstantMs, 0.5) << "its time is charged to the frame budget";
    job_scheduler().run(10.0);
    driver.new_puzzle(ToyGame::Puzzle{{0, 2}, 0});
    EXPECT_FALSE(driver.status().solved);
    EXPECT_EQ(InstantToyGame::asked, 2);
}


// A game with hints that need the answer: carry a token from the leftmost non-goal pile to the goal;
// a token carried anywhere but to the goal must be taken back first.
struct HintToyGame : ToyGame {
    static std::optional<Hint<Move>> hint(const Puzzle& puzzle, const State& state, std::span<const Move> played,
                                          const Answer* known) {
        ++asked;
        if (!known) return std::nullopt;
        Hint<Move> hint;
        std::size_t astray = 0;
        for (const Move& move : played) astray += move.to != puzzle.goal;
        if (astray > 0) {
            hint.undo = played.size();  // simplest honest count for the toy: back to the start
            hint.sentence = "take back";
            return hint;
        }
        for (std::size_t pile = 0; pile < state.size(); ++pile) {
            if (static_cast<int>(pile) == puzzle.goal || state[pile] == 0) continue;
            hint.move = Move{static_cast<int>(pile), puzzle.goal};
            hint.sentence = "carry it";
            return hint;
        }
        hint.sentence = "done";
        return hint;
    }
    static inline int asked = 0;
};

class GameDriverHintTest : public ::testing::Test {
protected:
    void SetUp() override {
        set_job_clock(fake_clock);
        driver.new_puzzle(ToyGame::Puzzle{{2, 0, 1}, 1});
    }
    void run_frames() {
        finish_solve(driver);
        ASSERT_FALSE(driver.solving());
    }
    GameDriver<HintToyGame> driver;
};

TEST_F(GameDriverHintTest, AHintThatNeedsTheAnswerSolvesFirstWithoutShowingTheAnswer) {
    static_assert(GameDriver<HintToyGame>::kHasHints && !GameDriver<ToyGame>::kHasHints);
    driver.ask_hint();
    EXPECT_TRUE(driver.solving());
    EXPECT_TRUE(driver.hint_waiting());
    EXPECT_EQ(driver.current_hint(), nullptr);
    run_frames();
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.current_hint()->move, (ToyGame::Move{0, 1}));
    EXPECT_FALSE(driver.showing_solution()) << "a hint is one move, not the answer's animation";
    EXPECT_FALSE(driver.clock().playing());
    EXPECT_EQ(driver.hints().used(), 1u);
    EXPECT_EQ(driver.hints().json(driver.game()), R"({"move": "0>1", "undo": 0, "sentence": "carry it"})");
    // The game knows the answer now; the player has not asked to see it.
    EXPECT_NE(driver.answer(), nullptr);
    EXPECT_EQ(driver.revealed_answer(), nullptr);
}

TEST_F(GameDriverHintTest, SolveAfterAHintsSolveShowsItsAnswerAtOnce) {
    driver.ask_hint();
    run_frames();
    ASSERT_EQ(driver.revealed_answer(), nullptr);
    driver.solve();
    EXPECT_FALSE(driver.solving()) << "the answer is known: no second solve";
    ASSERT_NE(driver.revealed_answer(), nullptr);
    EXPECT_TRUE(driver.showing_solution());
    EXPECT_TRUE(driver.clock().playing());
    EXPECT_EQ(driver.clock().position(), 0.0);
}

TEST_F(GameDriverHintTest, SolveDuringAHintsSolveShowsTheAnswerWhenItArrivesWithTheHint) {
    driver.ask_hint();
    ASSERT_TRUE(driver.solving());
    driver.solve();
    EXPECT_TRUE(driver.solving());
    run_frames();
    EXPECT_NE(driver.revealed_answer(), nullptr);
    EXPECT_TRUE(driver.showing_solution());
    EXPECT_NE(driver.current_hint(), nullptr) << "the hint asked for comes too";
}

TEST_F(GameDriverHintTest, ACancelledSolveRevealsNothingToALaterHintsSolve) {
    driver.solve();
    driver.cancel();
    EXPECT_FALSE(driver.revealed());
    driver.ask_hint();
    run_frames();
    EXPECT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.revealed_answer(), nullptr);
    EXPECT_FALSE(driver.showing_solution());
}

TEST_F(GameDriverHintTest, TheFirstPressShowsTheSecondMakesAndEachBoardCountsOnce) {
    driver.solve();
    run_frames();
    EXPECT_FALSE(driver.press_hint()) << "the first press only shows";
    EXPECT_EQ(driver.game().move_count(), 0u);
    driver.ask_hint();  // the same board: the same hint, not counted again
    EXPECT_EQ(driver.hints().used(), 1u);
    EXPECT_FALSE(driver.showing_solution()) << "asking for a hint shows the game";
    EXPECT_TRUE(driver.press_hint());
    EXPECT_EQ(driver.game().state(), (std::vector<int>{1, 1, 1}));
    EXPECT_EQ(driver.current_hint(), nullptr) << "made: gone";
    driver.ask_hint();
    EXPECT_EQ(driver.hints().used(), 2u);
    EXPECT_TRUE(driver.play_text("2>1"));
    EXPECT_EQ(driver.current_hint(), nullptr) << "the board changed: the hint for the old one is gone";
    EXPECT_EQ(driver.hints().json(driver.game()), "null");
}

TEST_F(GameDriverHintTest, AHintThatTakesBackMovesUndoesThemOnTheSecondPress) {
    driver.solve();
    run_frames();
    EXPECT_TRUE(driver.play_text("0>2"));
    EXPECT_TRUE(driver.play_text("0>1"));
    driver.ask_hint();
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_FALSE(driver.current_hint()->move);
    EXPECT_EQ(driver.current_hint()->undo, 2u);
    EXPECT_TRUE(driver.press_hint());
    EXPECT_EQ(driver.game().move_count(), 0u);
    EXPECT_TRUE(driver.game().can_redo()) << "taken back as Undo does: Redo brings the moves again";
}

TEST_F(GameDriverHintTest, ACancelledSolveGivesNoHintAndANewPuzzleForgetsTheCount) {
    driver.ask_hint();
    EXPECT_TRUE(driver.hint_waiting());
    driver.cancel();
    driver.update(0.0);
    EXPECT_FALSE(driver.hint_waiting());
    EXPECT_EQ(driver.current_hint(), nullptr);
    driver.solve();
    run_frames();
    driver.ask_hint();
    EXPECT_EQ(driver.hints().used(), 1u);
    driver.new_puzzle(ToyGame::Puzzle{{0, 3}, 0});
    EXPECT_EQ(driver.hints().used(), 0u);
    EXPECT_EQ(driver.current_hint(), nullptr);
}

// The quiet solve for hints (prepare_hint): frames until it is over, without it showing.
void run_quiet(GameDriver<HintToyGame>& driver) {
    for (int frame = 0; frame < 100 && job_scheduler().any_running(); ++frame) {
        job_scheduler().run(10.0);
        EXPECT_FALSE(driver.update(0.0)) << "no answer arrives for the player";
    }
}

TEST_F(GameDriverHintTest, APreparedHintAnswersAtOnceWithoutAnySolveShowing) {
    driver.prepare_hint();
    EXPECT_FALSE(driver.solving()) << "no progress bar, state().solving stays false";
    EXPECT_TRUE(driver.needs_frames()) << "the quiet solve runs in the frames' slices";
    EXPECT_EQ(driver.running_work(), nullptr);
    run_quiet(driver);
    EXPECT_FALSE(driver.needs_frames()) << "the page idles once it is done";
    EXPECT_EQ(driver.answer(), nullptr) << "the verdict does not learn the optimum from it";
    EXPECT_FALSE(driver.verdict().optimal);
    const int asked_before = HintToyGame::asked;
    driver.ask_hint();
    EXPECT_EQ(HintToyGame::asked, asked_before) << "the hint was made when the answer came";
    EXPECT_FALSE(driver.solving());
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.current_hint()->move, (ToyGame::Move{0, 1}));
    EXPECT_EQ(driver.hints().used(), 1u);
    EXPECT_NE(driver.answer(), nullptr) << "a hint needed it: the game knows it now";
    EXPECT_EQ(driver.revealed_answer(), nullptr);
    // The second press makes it; the next hint, for another board, comes from the game at once.
    EXPECT_TRUE(driver.press_hint());
    driver.ask_hint();
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.current_hint()->move, (ToyGame::Move{0, 1}));
    EXPECT_FALSE(driver.solving());
}

TEST_F(GameDriverHintTest, APreparedHintIsForTheBoardItWasMadeFor) {
    driver.prepare_hint();
    run_quiet(driver);
    EXPECT_TRUE(driver.play_text("2>1"));
    driver.ask_hint();
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.current_hint()->move, (ToyGame::Move{0, 1}));
    EXPECT_EQ(driver.game().state(), (std::vector<int>{2, 1, 0}));
    EXPECT_TRUE(driver.press_hint());
    EXPECT_EQ(driver.game().state(), (std::vector<int>{1, 2, 0}));
}

TEST_F(GameDriverHintTest, AHintAskedWhileTheQuietSolveRunsWaitsForItVisibly) {
    driver.prepare_hint();
    driver.ask_hint();
    EXPECT_TRUE(driver.solving()) << "the player waits for it now: progress and Cancel";
    EXPECT_TRUE(driver.hint_waiting());
    finish_solve(driver);
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.revealed_answer(), nullptr);
    EXPECT_FALSE(driver.showing_solution());
}

TEST_F(GameDriverHintTest, SolveRunsItsOwnSolveWhateverTheQuietOneDid) {
    driver.prepare_hint();
    driver.solve();
    EXPECT_TRUE(driver.solving()) << "the quiet solve under way is dropped for the player's own";
    run_frames();
    EXPECT_NE(driver.revealed_answer(), nullptr);
    EXPECT_TRUE(driver.showing_solution());

    driver.new_puzzle(ToyGame::Puzzle{{0, 3}, 0});
    driver.prepare_hint();
    run_quiet(driver);
    driver.solve();
    EXPECT_TRUE(driver.solving()) << "a quiet answer is not shown in place of the solve";
    run_frames();
    EXPECT_NE(driver.revealed_answer(), nullptr);
}

TEST_F(GameDriverHintTest, TheQuietSolveRunsOncePerPuzzleAndNeverAfterASolveOfThePlayers) {
    EXPECT_TRUE(driver.preparing()) << "a puzzle just opened: its quiet solve is to come";
    driver.solve();
    driver.cancel();
    driver.prepare_hint();
    EXPECT_FALSE(driver.needs_frames()) << "the player cancelled a solve: none starts behind their back";
    EXPECT_FALSE(driver.preparing());
    driver.new_puzzle(ToyGame::Puzzle{{0, 3}, 0});
    EXPECT_TRUE(driver.preparing());
    driver.prepare_hint();
    EXPECT_TRUE(driver.preparing());
    driver.cancel();
    EXPECT_TRUE(driver.needs_frames()) << "Cancel is for what the player sees";
    run_quiet(driver);
    EXPECT_FALSE(driver.preparing());
    driver.prepare_hint();
    EXPECT_FALSE(driver.needs_frames()) << "once per puzzle";
}

// A game whose hints remember the last one (as Views aims at the shape its last hint led to): the
// driver keeps the memory for the puzzle and forgets it with a new or revised puzzle.
struct RememberingToyGame : HintToyGame {
    struct HintMemory {
        int hints = 0;
    };
    static std::optional<Hint<Move>> hint(const Puzzle& puzzle, const State& state, std::span<const Move> played,
                                          const Answer* known, HintMemory& memory) {
        std::optional<Hint<Move>> hint = HintToyGame::hint(puzzle, state, played, known);
        if (hint) hint->sentence += " #" + std::to_string(++memory.hints);
        return hint;
    }
};

TEST(GameDriverHintMemory, TheMemoryLastsForThePuzzle) {
    set_job_clock(fake_clock);
    GameDriver<RememberingToyGame> driver;
    driver.new_puzzle(ToyGame::Puzzle{{2, 0, 1}, 1});
    driver.solve();
    finish_solve(driver);
    driver.ask_hint();
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_EQ(driver.current_hint()->sentence, "carry it #1");
    EXPECT_TRUE(driver.press_hint());
    driver.ask_hint();
    EXPECT_EQ(driver.current_hint()->sentence, "carry it #2");
    driver.revise_puzzle(ToyGame::Puzzle{{1, 1, 1}, 1});
    driver.ask_hint();  // the answer went with the old puzzle: solved again for the hint
    finish_solve(driver);
    ASSERT_NE(driver.current_hint(), nullptr);
    EXPECT_NE(driver.current_hint()->sentence.find("#1"), std::string::npos) << "a revised puzzle starts afresh";
}

}  // namespace
}  // namespace knobel::app
