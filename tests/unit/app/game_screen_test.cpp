// The mid-end's GameScreen making a new puzzle in slices (a game with a GenerateWork, as Views and
// Crossnumber have): the options are the game's to read, the work runs as a job of the frame budget,
// the puzzle goes on screen when it is done, and a bad option or a Cancel leaves the puzzle as it was.

#include "app/midend/game_screen.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "app/midend/background_job.h"
#include "core/new_puzzle.h"
#include "unit/app/toy_rules.h"

namespace knobel::app {
namespace {

double g_screen_now = 0.0;
double screen_clock() { return g_screen_now += 0.001; }

// Piles of tokens (toy_rules.h); a new puzzle has `size` piles of one token each, made one pile a
// work unit, and its goal is the pile the seed names.
struct SlicedToyGame : testing::ToyRules {
    struct Puzzle {
        std::vector<int> piles{1, 1};
        int goal = 0;
    };
    struct Answer {};
    struct SolveWork final : SlicedWork {
        explicit SolveWork(const Puzzle&) {}
        bool run(std::uint64_t) override { return true; }
        WorkProgress progress() const override { return {}; }
        Answer answer() const { return {}; }
    };
    struct Verdict {
        bool solved = false, optimal = false;
        std::string sentence, counter;
    };
    static State start(const Puzzle& puzzle) { return puzzle.piles; }
    static std::vector<Move> answer_moves(const Answer&) { return {}; }
    static Verdict judge(const Puzzle&, const State&, std::size_t, const Answer*) { return {}; }

    static constexpr NewPuzzleSizes kNewPuzzleSizes{2, 9, 3, "piles"};
    class GenerateWork final : public SlicedWork {
    public:
        explicit GenerateWork(const NewPuzzleOptions& options) : options_(options) {}
        bool run(std::uint64_t budget) override {
            for (; budget > 0 && made_.piles.size() < options_.size; --budget) made_.piles.push_back(1);
            return made_.piles.size() == options_.size;
        }
        WorkProgress progress() const override { return {made_.piles.size(), options_.size}; }
        Puzzle puzzle() const {
            Puzzle puzzle = made_;
            puzzle.goal = static_cast<int>(options_.seed % options_.size);
            return puzzle;
        }

    private:
        NewPuzzleOptions options_;
        Puzzle made_{{}, 0};
    };
    static Expected<std::unique_ptr<GenerateWork>> generate_work(std::string_view size, std::string_view difficulty,
                                                                 std::string_view seed, std::uint64_t fresh_seed) {
        Expected<NewPuzzleOptions> options = read_new_puzzle_options(size, difficulty, seed, kNewPuzzleSizes, fresh_seed);
        if (!options) return options.error();
        return std::make_unique<GenerateWork>(*options);
    }
    static Puzzle generated(const GenerateWork& work) { return work.puzzle(); }
};

class ToyScreen final : public GameScreen<SlicedToyGame> {
public:
    void draw(ScreenHost&) override {}
    std::string link() const override { return "#toy"; }
    std::optional<InputError> open(const Link&) override { return std::nullopt; }
    std::optional<InputError> load_text(std::string_view) override { return std::nullopt; }
    // What a front end's update does: the driver's frame, then a new puzzle that is done.
    void frame() {
        driver_.update(0.0);
        take_new_puzzle();
    }
    const SlicedToyGame::Puzzle& puzzle() const { return driver_.puzzle(); }
    void cancel_new_puzzle() { generator_.cancel(); }
};

TEST(GameScreenSlicedNewPuzzle, RunsAsAJobAndPutsThePuzzleOnScreenWhenDone) {
    set_job_clock(screen_clock);
    ToyScreen screen;
    EXPECT_TRUE(screen.makes_puzzles());
    ASSERT_FALSE(screen.new_game("7", "", "12", 99).has_value());
    EXPECT_TRUE(screen.solving()) << "the work runs";
    EXPECT_FALSE(screen.new_game_landed());
    EXPECT_EQ(screen.puzzle().piles.size(), 2u) << "the old puzzle stays until the new one is made";
    for (int frame = 0; frame < 100 && !screen.new_game_landed(); ++frame) {
        job_scheduler().run(0.002);  // a few units a frame
        screen.frame();
    }
    EXPECT_TRUE(screen.new_game_landed());
    EXPECT_FALSE(screen.solving());
    EXPECT_EQ(screen.puzzle().piles, std::vector<int>(7, 1));
    EXPECT_EQ(screen.puzzle().goal, 12 % 7) << "the seed given, not the fresh one";
    EXPECT_EQ(screen.moves_played().size(), 0u);
}

TEST(GameScreenSlicedNewPuzzle, ABadOptionStartsNothingAndNamesTheOption) {
    set_job_clock(screen_clock);
    ToyScreen screen;
    const std::optional<InputError> error = screen.new_game("12", "", "", 5);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->message.find("size"), std::string::npos) << error->message;
    EXPECT_FALSE(screen.solving());
    EXPECT_TRUE(screen.new_game_landed()) << "nothing is being made";
}

TEST(GameScreenSlicedNewPuzzle, ACancelledPuzzleNeverLands) {
    set_job_clock(screen_clock);
    ToyScreen screen;
    ASSERT_FALSE(screen.new_game("9", "", "", 5).has_value());
    job_scheduler().run(0.001);
    screen.frame();
    screen.cancel_new_puzzle();
    for (int frame = 0; frame < 50; ++frame) {
        job_scheduler().run(1.0);
        screen.frame();
    }
    EXPECT_FALSE(screen.solving());
    EXPECT_FALSE(screen.new_game_landed());
    EXPECT_EQ(screen.puzzle().piles.size(), 2u);
}

}  // namespace
}  // namespace knobel::app
