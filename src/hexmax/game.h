#pragma once
// Hex-Max's game contract: what the mid-end (src/app/midend) needs to play and replay the puzzle
// (PlaySession, StepReplay), as Simon Tatham's `const struct game`. Every rule is the core's
// (play.h, moves.h); a move is undone by its inverse, never by a snapshot of 100,000 digits.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "core/hint.h"
#include "core/new_puzzle.h"
#include "hexmax/generator.h"
#include "hexmax/hint.h"
#include "hexmax/moves.h"
#include "hexmax/play.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::hexmax {

struct Game {
    using Puzzle = hexmax::Problem;
    using State = hexmax::Display;
    using Move = hexmax::Move;
    using Answer = hexmax::Answer;
    using SolveWork = hexmax::SolveWork;
    static Expected<Move> parse(std::string_view text) { return hexmax::parse_move_text(text); }
    static std::string format(const Move& move) { return hexmax::move_text(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return hexmax::refusal(state, move); }
    static void apply(State& state, const Move& move) { hexmax::apply_move(state, move); }
    static void undo(State& state, const Move& move) { hexmax::undo_move(state, move); }

    static State start(const Puzzle& problem) { return hexmax::display_of(problem.digits, problem.options.glyphs); }
    static const std::vector<Move>& answer_moves(const Answer& answer) { return answer.steps; }
    // Judged by where the sticks are, not by the moves made (PlayVerdict::moves_used); optimal
    // against the answer when it is known.
    static PlayVerdict judge(const Puzzle& problem, const State& now, std::size_t, const Answer* known) {
        return hexmax::judge(problem, now, known && known->exists ? &known->digits : nullptr);
    }
    // The optimum at once when it is cheap (a table of at most kInstantTableCells cells solves in
    // well under a millisecond): the verdict can then say "optimal" before any Solve.
    static std::optional<Answer> instant_answer(const Puzzle& problem) {
        if (hexmax::check_problem(problem) || hexmax::table_cells(problem) > kInstantTableCells) return std::nullopt;
        return hexmax::solve(problem);
    }
    static constexpr std::uint64_t kInstantTableCells = 4'000'000;

    // New puzzles (generator.h): N digits and an m that binds; made in milliseconds at any size.
    static constexpr NewPuzzleSizes kNewPuzzleSizes{1, kMaxGenerateDigits, 12, "digits"};
    static Puzzle generate(const NewPuzzleOptions& options) {
        return hexmax::generate({static_cast<std::size_t>(options.size), options.seed, options.difficulty}).problem;
    }

    // One stick move towards the best answer (hint.h); it needs the answer (instant or solved).
    static std::optional<Hint<Move>> hint(const Puzzle& problem, const State& now, std::span<const Move>,
                                          const Answer* known) {
        if (!known) return std::nullopt;
        return hexmax::hint(problem, now, *known);
    }
};

}  // namespace knobel::hexmax
