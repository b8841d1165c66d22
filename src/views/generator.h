#pragma once
// New Views puzzles (`knobel views --generate K [--seed S] [--difficulty D]`, the New puzzle
// control): the views of a random shape, so every puzzle has a shape that shows them, picked for
// its difficulty as the solver measures it (docs/views.md, "New puzzles"):
//
//   the gap   how many of the obvious shape's cubes (every cell all three views allow) the fewest
//             cubes leave out, against the most a puzzle of its size can leave out (full views:
//             all but K*K of K*K*K), in percent: 0 means filling every allowed cell is optimal;
//   the count how many optimal shapes there are: one only is harder than many.
//
// score = 0 when the gap is 0, else 0.4 * gap + 50 if the optimal shape is unique (30 if there are
// at most 10): easy below 25, medium 25 to 54, hard from 55. Deterministic for (size, seed, difficulty) on every platform:
// SplitMix64, integer arithmetic, the solver's deterministic search.

#include <cstdint>
#include <memory>
#include <optional>

#include "core/difficulty.h"
#include "core/input_error.h"
#include "core/sliced_work.h"
#include "core/split_mix64.h"
#include "views/puzzle.h"
#include "views/solver.h"

namespace knobel::views {

struct GenerateOptions {
    int size = kClassicSize;  // kMinSize .. kMaxSize
    std::uint64_t seed = 1;
    Difficulty difficulty = Difficulty::medium;
};

struct Generated {
    Puzzle puzzle;
    int score = 0;                       // difficulty_score of its analysis
    Difficulty reached = Difficulty::easy;  // the band the score lies in (the asked one when found)
};

// The difficulty measure of a solved puzzle's analysis (counted: AnalysisOptions::count).
int difficulty_score(const Analysis& analysis);
Difficulty difficulty_of_score(int score);

// A new puzzle. Tries random shapes (densities chosen for the difficulty) until one's score lies
// in the asked band, at most kGenerateAttempts of them; else the closest one tried.
inline constexpr int kGenerateAttempts = 48;
Generated generate_puzzle(const GenerateOptions& options);

// The same generator in slices (the page's New puzzle: a K = 8 puzzle can take a tenth of a
// second natively, more in the page). A unit is a search node of a measuring solve; the puzzle is
// the one generate_puzzle() makes for the same options, however the work is sliced.
class GeneratorWork final : public SlicedWork {
public:
    explicit GeneratorWork(GenerateOptions options);
    ~GeneratorWork() override;
    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;  // attempts made of kGenerateAttempts
    std::string status() const override;    // "shape 3 of at most 48"
    const Generated& generated() const { return best_; }  // once run() returned true

private:
    void next_shape();  // draws the next attempt's shape and starts measuring it, or finishes
    void take_score(int score);

    GenerateOptions options_;
    SplitMix64 random_;
    Puzzle full_views_;
    int attempt_ = 0;
    Generated candidate_;
    std::unique_ptr<ViewsSolver> measuring_;
    std::uint64_t spent_ = 0;  // nodes the measuring solve has used
    Generated best_;
    int best_distance_ = -1;
    bool finished_ = false;
};

// The size argument: "2" .. "8"; errors name `where` and say the range.
Expected<int> parse_generate_size(std::string_view text, std::string_view where = "--generate");

}  // namespace knobel::views
