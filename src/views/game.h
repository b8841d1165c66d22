#pragma once
// Views' game contract: what the mid-end (src/app/midend) needs to drive the puzzle (GameDriver:
// PlaySession, StepReplay, SolveSession, the verdict, hints), as Simon Tatham's `const struct game`.
// Every rule is the core's (play.h, solver.h, hint.h, replay.h).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/hint.h"
#include "core/input_error.h"
#include "core/link.h"
#include "core/new_puzzle.h"
#include "core/sliced_work.h"
#include "views/generator.h"
#include "views/hint.h"
#include "views/json.h"
#include "views/link_codec.h"
#include "views/play.h"
#include "views/puzzle.h"
#include "views/puzzle_file.h"
#include "views/replay.h"
#include "views/solver.h"

namespace knobel::views {

// The solve's answer as the game shows it: the analysis, and which of its optimal shapes the
// animation builds.
struct GameAnswer {
    Analysis analysis;
    std::size_t shape_index = 0;  // into analysis.optimal_shapes (analysis.shape when it keeps none)
    bool complete = true;         // false: only the minimum, found on the spot (Game::instant_answer)

    // The shape shown, or nullptr when the puzzle has none.
    const Shape* shown_shape() const {
        if (!analysis.solvable) return nullptr;
        return shape_index < analysis.optimal_shapes.size() ? &analysis.optimal_shapes[shape_index] : &analysis.shape;
    }
};

// The solve in slices (solver.h's ViewsSolver), handing over a GameAnswer.
class GameSolve final : public SlicedWork {
public:
    explicit GameSolve(const Puzzle& puzzle) : solver_(puzzle) {}
    bool run(std::uint64_t budget) override { return solver_.run(budget); }
    WorkProgress progress() const override { return solver_.progress(); }
    std::string status() const override { return solver_.status(); }
    GameAnswer answer() const { return GameAnswer{solver_.result(), 0, true}; }
    const ViewsSolver& solver() const { return solver_; }  // its best shape so far, while it works

private:
    ViewsSolver solver_;
};

struct Game {
    using Puzzle = views::Puzzle;
    using State = views::Shape;
    using Move = views::CubeMove;
    using Answer = GameAnswer;
    using SolveWork = GameSolve;

    // The puzzle as a link and as a file, for the mid-end's open, load and save (GameScreen).
    // (The screen also keeps what only it shows: a battery link's number, a file's other puzzles.)
    static std::string link(const Puzzle& puzzle) { return views::puzzle_link(puzzle); }
    static Expected<Puzzle> read_link(const Link& link) {
        Expected<ViewsLink> read = views::parse_views_link(link);
        if (!read) return read.error();
        return std::move(read->puzzle);
    }
    // A file may hold many puzzles: the first.
    static Expected<Puzzle> read_file(std::string_view text, const Puzzle&) {
        Expected<PuzzleFile> file = views::parse_puzzle_file(text);
        if (!file) return file.error();
        if (file->puzzles.empty()) return error_at(0, 0, "the file holds no puzzle");
        return std::move(file->puzzles.front());
    }
    static std::string file_text(const Puzzle& puzzle) { return views::format_puzzle_file({puzzle}); }
    static constexpr const char* kFileName = "views.txt";
    static constexpr const char* kFileTypes = ".txt,text/plain";
    // The target in words, when the player asks to see it (the mid-end's "Show the target").
    static std::string target_text(const Puzzle&, const Answer& answer) {
        if (!answer.analysis.solvable) return "no shape shows these three views";
        return "the fewest cubes: " + std::to_string(answer.analysis.cubes);
    }
    // The answer as knobel.state().result and the CLI write it.
    static std::string answer_json(const Puzzle&, const Answer& answer) { return views::analysis_json(answer.analysis); }

    // Parsed for any grid; whether the cell is inside this puzzle's grid is a refusal, which names
    // the coordinate and this grid's range, so the parser needs no size.
    static Expected<Move> parse(std::string_view text) { return views::parse_move_text(text); }
    static std::string format(const Move& move) { return views::move_text(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return views::refusal(state, move); }
    static void apply(State& state, const Move& move) { views::apply(state, move); }
    static void undo(State& state, const Move& move) { views::set_cube(state, move.cell, !move.add); }

    static State start(const Puzzle& puzzle) { return empty_shape(puzzle.size); }
    // The shown optimal shape built cube by cube, in the order they drop in (replay.h).
    static std::vector<Move> answer_moves(const Answer& answer) {
        std::vector<Move> moves;
        if (const Shape* shape = answer.shown_shape())
            for (const Cell& cell : drop_order(*shape)) moves.push_back(Move{true, cell});
        return moves;
    }
    static ShapeVerdict judge(const Puzzle& puzzle, const State& now, std::size_t, const Answer* known) {
        const bool minimum_known = known && known->analysis.solvable;
        return views::judge(puzzle, now, minimum_known ? std::optional<int>(known->analysis.cubes) : std::nullopt);
    }
    // The minimum on the spot for a small grid: most of them take a few thousand search nodes;
    // a big or hard one waits for Solve rather than stall the frame.
    static std::optional<Answer> instant_answer(const Puzzle& puzzle) {
        if (puzzle.size > kInstantMaxSize) return std::nullopt;
        AnalysisOptions options;
        options.count = false;
        ViewsSolver quick(puzzle, options);
        for (int slice = 0; slice < 16 && !quick.finished(); ++slice) quick.run(2048);
        if (!quick.finished() || !quick.solvable()) return std::nullopt;
        return GameAnswer{quick.result(), 0, false};
    }
    static constexpr int kInstantMaxSize = 5;

    // New puzzles (generator.h): the views of a shape the player can build, K = 2..8. Made in
    // slices (a measuring solve per shape tried can take longer than a frame): the mid-end runs
    // the work with its progress and Cancel and takes the puzzle from it.
    static constexpr NewPuzzleSizes kNewPuzzleSizes{kMinSize, kMaxSize, kClassicSize, "cubes along an edge"};
    using GenerateWork = GeneratorWork;
    static Expected<std::unique_ptr<GenerateWork>> generate_work(std::string_view size, std::string_view difficulty,
                                                                 std::string_view seed, std::uint64_t fresh_seed) {
        Expected<NewPuzzleOptions> options = read_new_puzzle_options(size, difficulty, seed, kNewPuzzleSizes, fresh_seed);
        if (!options) return options.error();
        return std::make_unique<GenerateWork>(GenerateOptions{static_cast<int>(options->size), options->seed, options->difficulty});
    }
    static Puzzle generated(const GenerateWork& work) { return work.generated().puzzle; }

    // One cube towards an optimal shape (hint.h), from the finished solve. The search is held to a
    // frame's worth and aimed first at the shape the last hint led to (HintMemory), so that
    // following hints always ends (hint.h says why).
    struct HintMemory {
        std::optional<Shape> target;
    };
    static std::optional<Hint<Move>> hint(const Puzzle& puzzle, const State& now, std::span<const Move>,
                                          const Answer* known, HintMemory& memory) {
        if (!known || !known->complete) return std::nullopt;  // solved first
        HintKnown facts = hint_known(known->analysis);
        facts.search_limit = kFrameSearchNodes;
        if (memory.target && facts.minimum) facts.optimal_shape = *memory.target;
        Shape target;
        target.size = 0;  // stays 0 when the hint aimed at no one shape
        Hint<Move> given = views::hint(puzzle, now, facts, &target);
        if (target.size == puzzle.size) memory.target = target;
        return given;
    }
};

}  // namespace knobel::views
