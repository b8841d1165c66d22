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

#include "core/hint.h"
#include "core/input_error.h"
#include "core/link.h"
#include "core/new_puzzle.h"
#include "hexmax/generator.h"
#include "hexmax/hint.h"
#include "hexmax/link_codec.h"
#include "hexmax/moves.h"
#include "hexmax/output.h"
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

    // The puzzle as a link and as a file, for the mid-end's open, load and save (GameScreen).
    static std::string link(const Puzzle& problem) { return hexmax::problem_link(problem); }
    static Expected<Puzzle> read_link(const Link& link) { return hexmax::problem_from_link(link); }
    // A file holds the digits and m; the glyphs and the goal stay those of the puzzle on screen.
    static Expected<Puzzle> read_file(std::string_view text, const Puzzle& current) {
        return hexmax::parse_problem_file(text, current.options);
    }
    static std::string file_text(const Puzzle& problem) { return hexmax::format_problem_file(problem); }
    static constexpr const char* kFileName = "hexmax.txt";
    static constexpr const char* kFileTypes = ".txt,text/plain";
    // The target in words, when the player asks to see it (the mid-end's "Show the target").
    static std::string target_text(const Puzzle& problem, const Answer& answer) {
        return hexmax::target_sentence(problem, answer.exists, answer.digits);
    }
    // The answer as knobel.state().result and the CLI write it.
    static std::string answer_json(const Puzzle& problem, const Answer& answer) { return hexmax::answer_json(problem, answer); }

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
