#pragma once
// Crossnumber's game contract: what the mid-end (src/app/midend) needs to drive the puzzle
// (GameDriver: PlaySession, SolveSession, the verdict, hints), as Simon Tatham's `const struct game`.
// Every rule is the core's (play.h, solver.h, hint.h). A move says only what to write; what it
// overwrote is kept in the state, one entry per move on the board, so Undo can put it back (undo
// is always of the last move).

#include <cstddef>
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
#include "core/text.h"
#include "crossnumber/generator.h"
#include "crossnumber/hint.h"
#include "crossnumber/link_codec.h"
#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "crossnumber/play.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

struct GameState {
    std::shared_ptr<const Puzzle> puzzle;
    Board digits;
    std::vector<std::int8_t> overwritten;  // per move on the board: the digit its cell held before
};

// Where a game stands, in the play bar's words: a grid has one answer, so solved is optimal.
struct GameVerdict {
    bool solved = false;
    bool optimal = false;
    std::string sentence;
    std::string counter;  // "3 moves made"
};

// The solve's result with the puzzle it is about (its moves need the grid's shape).
struct GameAnswer {
    SolveResult result;
    std::shared_ptr<const Puzzle> puzzle;
};

// The fast solve in slices, handing over its result (at most two solutions: unique or not).
class GameSolve final : public SlicedWork {
public:
    explicit GameSolve(const std::shared_ptr<const Puzzle>& puzzle) : puzzle_(puzzle), solver_(*puzzle) {}
    bool run(std::uint64_t budget) override { return solver_.run(budget); }
    WorkProgress progress() const override { return solver_.progress(); }
    std::string status() const override { return solver_.status(); }
    GameAnswer answer() const { return GameAnswer{result_of(solver_), puzzle_}; }

private:
    std::shared_ptr<const Puzzle> puzzle_;
    Solver solver_;
};

struct Game {
    // Shared: the game's state holds it too (a move is read against the puzzle it was made on).
    using Puzzle = std::shared_ptr<const crossnumber::Puzzle>;
    using State = GameState;
    using Move = crossnumber::Move;
    using Answer = GameAnswer;
    using SolveWork = GameSolve;

    // The puzzle as a link and as a file, for the mid-end's open, load and save (GameScreen).
    static std::string link(const Puzzle& puzzle) { return crossnumber::puzzle_link(*puzzle); }
    static Expected<Puzzle> read_link(const Link& link) { return shared(crossnumber::puzzle_from_link(link)); }
    static Expected<Puzzle> read_file(std::string_view text, const Puzzle&) {
        return shared(crossnumber::parse_puzzle_file(text));
    }
    static std::string file_text(const Puzzle& puzzle) { return crossnumber::format_puzzle_file(*puzzle); }
    static constexpr const char* kFileName = "crossnumber.kz";
    static constexpr const char* kFileTypes = ".kz,.txt,text/plain";
    // The answer as knobel.state().result and the CLI write it.
    static std::string answer_json(const Puzzle& puzzle, const Answer& answer) {
        return crossnumber::answer_json(*puzzle, answer.result);
    }
    static Expected<Puzzle> shared(Expected<crossnumber::Puzzle> read) {
        if (!read) return read.error();
        return std::make_shared<const crossnumber::Puzzle>(std::move(read.value()));
    }

    static Expected<Move> parse(std::string_view text) { return crossnumber::parse_move_text(text); }
    static std::string format(const Move& move) { return crossnumber::move_text(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) {
        if (!state.puzzle) return std::string("there is no puzzle");
        return crossnumber::refusal(*state.puzzle, move);
    }
    static void apply(State& state, const Move& move) {
        state.overwritten.push_back(crossnumber::apply_move(*state.puzzle, state.digits, move));
    }
    static void undo(State& state, const Move& move) {
        state.digits[static_cast<std::size_t>(state.puzzle->cell_index(move.row, move.col))] = state.overwritten.back();
        state.overwritten.pop_back();
    }

    static State start(const Puzzle& puzzle) {
        if (!puzzle) return {};
        return GameState{puzzle, start_board(*puzzle), {}};
    }
    // The first solution written into the grid, cell by cell in reading order (a given digit is
    // never written).
    static std::vector<Move> answer_moves(const Answer& answer) {
        std::vector<Move> moves;
        if (answer.result.solutions.empty() || !answer.puzzle) return moves;
        const crossnumber::Puzzle& puzzle = *answer.puzzle;
        const Solution& first = answer.result.solutions.front();
        for (std::size_t at = 0; at < first.digits.size() && at < puzzle.cells.size(); ++at) {
            if (first.digits[at] < 0 || puzzle.cells[at].given >= 0) continue;
            const int cell = static_cast<int>(at);
            moves.push_back(Move{puzzle.row_of(cell), puzzle.col_of(cell), first.digits[at]});
        }
        return moves;
    }
    static GameVerdict judge(const Puzzle& puzzle, const State& now, std::size_t moves, const Answer*) {
        GameVerdict verdict;
        verdict.counter = with_thousands(moves) + (moves == 1 ? " move" : " moves") + " made";
        if (!puzzle) return verdict;
        const PlayVerdict judged = crossnumber::judge(*puzzle, now.digits);
        verdict.solved = verdict.optimal = judged.solved;
        verdict.sentence = judged.solved ? "Solved: every rule holds" : judged.sentence;
        return verdict;
    }

    // One digit towards the solution (hint.h): the solve runs first; a puzzle the solve proved
    // has no solution gets the core's sentence saying so.
    static std::optional<Hint<Move>> hint(const Puzzle& puzzle, const State& now, std::span<const Move>,
                                          const Answer* known) {
        if (!puzzle || !known || !known->result.finished) return std::nullopt;
        const std::vector<Solution>& found = known->result.solutions;
        return crossnumber::hint(*puzzle, now.digits, found.empty() ? nullptr : &found.front().digits);
    }

    // New puzzles (generator.h), made in slices with the mid-end's progress and Cancel: the size
    // "WxH" as the command line's --generate ("6x8"), or N for N×N.
    static constexpr NewPuzzleSizes kNewPuzzleSizes{2, kMaxGenerateSide, 5, "cells along a side"};
    using GenerateWork = GeneratorWork;
    static Expected<std::unique_ptr<GenerateWork>> generate_work(std::string_view size, std::string_view difficulty,
                                                                 std::string_view seed, std::uint64_t fresh_seed) {
        size = trim(size);
        const bool two_sides = size.find_first_of("xX") != std::string_view::npos;
        Expected<NewPuzzleOptions> options =
            read_new_puzzle_options(two_sides ? std::string_view() : size, difficulty, seed, kNewPuzzleSizes, fresh_seed);
        if (!options) return options.error();
        GenerateOptions generate;
        generate.cols = generate.rows = static_cast<int>(options->size);
        if (two_sides) {
            Expected<GenerateOptions> sides = parse_generate_size(size);
            if (!sides)
                return error_at(0, 0, "size must be N or WxH with each side 2 to " + std::to_string(kMaxGenerateSide) +
                                          " (such as 6x8), not " + quote(size, 20));
            generate.cols = sides->cols;
            generate.rows = sides->rows;
        }
        generate.seed = options->seed;
        generate.difficulty = options->difficulty;
        return std::make_unique<GenerateWork>(generate);
    }
    static Puzzle generated(const GenerateWork& work) { return std::make_shared<const crossnumber::Puzzle>(work.puzzle()); }
};

}  // namespace knobel::crossnumber
