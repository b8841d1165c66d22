// The mid-end's GameScreen opening links and files with the game's codec, and making a new puzzle in slices (a game with a GenerateWork, as Views and
// Crossnumber have): the options are the game's to read, the work runs as a job of the frame budget,
// the puzzle goes on screen when it is done, and a bad option or a Cancel leaves the puzzle as it was.

#include "app/midend/game_screen.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "app/midend/background_job.h"
#include "core/link.h"
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

    // A link "#toy/<pile sizes as digits>", a file the same digits on a line; neither holds the
    // goal, which a file keeps from the puzzle on screen.
    static Expected<Puzzle> read_piles(std::string_view digits, int goal) {
        Puzzle puzzle{{}, goal};
        for (char c : digits) {
            if (c < '0' || c > '9') return error_at(1, static_cast<int>(puzzle.piles.size()) + 1, "a pile is one digit");
            puzzle.piles.push_back(c - '0');
        }
        if (puzzle.piles.size() < 2) return error_at(1, 1, "two piles at least");
        return puzzle;
    }
    static std::string digits(const Puzzle& puzzle) {
        std::string text;
        for (int pile : puzzle.piles) text += static_cast<char>('0' + pile);
        return text;
    }
    static std::string link(const Puzzle& puzzle) { return "#toy/" + digits(puzzle); }
    static Expected<Puzzle> read_link(const Link& link) {
        if (link.parts.size() != 1) return link_error(link.puzzle_part + 1, "one part: the piles");
        Expected<Puzzle> puzzle = read_piles(link.parts[0].text, 0);
        if (!puzzle) return knobel::link_error(link.parts[0].number, puzzle.error().message, puzzle.error().column);
        return puzzle;
    }
    static Expected<Puzzle> read_file(std::string_view text, const Puzzle& current) {
        if (!text.empty() && text.back() == '\n') text.remove_suffix(1);
        return read_piles(text, current.goal);
    }
    static std::string file_text(const Puzzle& puzzle) { return digits(puzzle) + "\n"; }
    static std::string answer_json(const Puzzle&, const Answer&) { return "{}"; }
    static constexpr const char* kFileName = "toy.txt";
    static constexpr const char* kFileTypes = ".txt";

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

// Links and files are read and written by the game's own functions; what they hold goes on screen
// as a new game, and a bad one changes nothing.
TEST(GameScreenFiles, OpensALinkAndWritesItBack) {
    ToyScreen screen;
    ASSERT_FALSE(screen.open(*parse_link("#toy/11")).has_value());
    ASSERT_TRUE(screen.play("0>1"));
    ASSERT_FALSE(screen.open(*parse_link("#toy/302")).has_value());
    EXPECT_EQ(screen.puzzle().piles, (std::vector<int>{3, 0, 2}));
    EXPECT_TRUE(screen.moves_played().empty()) << "a new game";
    EXPECT_EQ(screen.link(), "#toy/302");
    ASSERT_TRUE(screen.play("2>1"));
    EXPECT_EQ(screen.link(), "#toy/302") << "the link holds the puzzle, not the moves";
}

TEST(GameScreenFiles, ThePuzzleNameAloneKeepsThePuzzleAndItsMoves) {
    ToyScreen screen;
    ASSERT_FALSE(screen.open(*parse_link("#toy/45")).has_value());
    ASSERT_TRUE(screen.play("0>1"));
    EXPECT_FALSE(screen.open(*parse_link("#toy")).has_value());
    EXPECT_EQ(screen.puzzle().piles, (std::vector<int>{4, 5}));
    EXPECT_EQ(screen.moves_played(), std::vector<std::string>{"0>1"});
}

TEST(GameScreenFiles, ABadLinkOrFileIsNamedAndChangesNothing) {
    ToyScreen screen;
    ASSERT_FALSE(screen.open(*parse_link("#toy/45")).has_value());
    ASSERT_TRUE(screen.play("1>0"));
    const std::optional<InputError> link_error = screen.open(*parse_link("#toy/4x"));
    ASSERT_TRUE(link_error.has_value());
    EXPECT_EQ(link_error->column, 2);
    const std::optional<InputError> file_error = screen.load_text("7\n");
    ASSERT_TRUE(file_error.has_value());
    EXPECT_NE(file_error->message.find("two piles"), std::string::npos) << file_error->message;
    EXPECT_EQ(screen.puzzle().piles, (std::vector<int>{4, 5}));
    EXPECT_EQ(screen.moves_played(), std::vector<std::string>{"1>0"});
}

TEST(GameScreenFiles, AFileKeepsWhatItDoesNotHoldFromThePuzzleOnScreen) {
    set_job_clock(screen_clock);
    ToyScreen screen;
    ASSERT_FALSE(screen.new_game("5", "", "13", 1).has_value());
    for (int frame = 0; frame < 100 && !screen.new_game_landed(); ++frame) {
        job_scheduler().run(1.0);
        screen.frame();
    }
    ASSERT_EQ(screen.puzzle().goal, 13 % 5);
    ASSERT_FALSE(screen.load_text("612\n").has_value());
    EXPECT_EQ(screen.puzzle().piles, (std::vector<int>{6, 1, 2}));
    EXPECT_EQ(screen.puzzle().goal, 13 % 5) << "the goal is not in the file";
}

}  // namespace
}  // namespace knobel::app
