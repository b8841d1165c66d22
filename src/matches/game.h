#pragma once
// Matches' game contract: what the mid-end (src/app/midend) needs to drive the puzzle (GameDriver:
// PlaySession, StepReplay, SolveSession, the verdict, hints, new puzzles), as Simon Tatham's
// `const struct game`. Every rule is the core's (moves.h, verdict.h, solution.h, hint.h).

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
#include "matches/figure.h"
#include "matches/generator.h"
#include "matches/hint.h"
#include "matches/link_codec.h"
#include "matches/moves.h"
#include "matches/output.h"
#include "matches/problem.h"
#include "matches/solution.h"
#include "matches/verdict.h"

namespace knobel::matches {

// The table while playing: PlayTable has no empty state of its own, the mid-end needs one.
struct GameState {
    PlayTable table{Figure{}};
};

struct Game {
    using Puzzle = LinkedPuzzle;  // the figures with u, the mode and the options, as a link has them
    using State = GameState;
    using Move = matches::Move;
    using Answer = Solution;
    using SolveWork = matches::SolveWork;

    // The puzzle as a link and as a file, for the mid-end's open, load and save (GameScreen).
    static std::string link(const Puzzle& puzzle) { return matches::puzzle_link(puzzle); }
    static Expected<Puzzle> read_link(const Link& link) { return matches::puzzle_from_link(link); }
    // A file holds the figures and u; the mode and the options stay those of the puzzle on screen.
    static Expected<Puzzle> read_file(std::string_view text, const Puzzle& current) {
        Expected<Problem> problem = matches::parse_problem_file(text);
        if (!problem) return problem.error();
        return LinkedPuzzle{std::move(problem.value()), current.options, current.mode};
    }
    static std::string file_text(const Puzzle& puzzle) { return matches::format_problem_file(puzzle.problem); }
    static constexpr const char* kFileName = "matches.txt";
    static constexpr const char* kFileTypes = ".txt,text/plain";
    // The target in words, when the player asks to see it (the mid-end's "Show the target").
    static std::string target_text(const Puzzle&, const Answer& solved) {
        return "the fewest matches to relocate: " + std::to_string(solved.analysis.min_k);
    }
    // The answer as knobel.state().result and the CLI write it.
    static std::string answer_json(const Puzzle& puzzle, const Answer& solved) {
        return matches::answer_json(puzzle.problem, puzzle.options, solved.analysis, solved.answer);
    }

    static Expected<Move> parse(std::string_view text) { return matches::parse_move(text); }
    static std::string format(const Move& move) { return matches::format_move(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return state.table.check(move); }
    static void apply(State& state, const Move& move) { state.table.apply(move); }
    static void undo(State& state, const Move& move) { state.table.undo(move); }

    static State start(const Puzzle& puzzle) { return GameState{PlayTable(puzzle.problem.before)}; }
    // Only a list that plays one move at a time can be animated move by move.
    static std::vector<Move> answer_moves(const Answer& solved) {
        return solved.answer.sequential ? solved.answer.moves : std::vector<Move>{};
    }
    static PlayVerdict judge(const Puzzle& puzzle, const State& now, std::size_t moves, const Answer* known) {
        return matches::judge(puzzle.problem, puzzle.options, now.table, moves,
                              known ? std::optional<std::uint64_t>(known->analysis.min_k) : std::nullopt);
    }
    // The fewest moves at once for a small puzzle, so the verdict can say "the fewest possible"
    // before any Solve. Asked once per puzzle, synchronously: a figure of kInstantAnalysisMatches
    // analyses within 3.1 ms natively at worst (two unrelated figures with turns and the mirror;
    // 400 matches took 14.5 ms, most of a frame, docs/performance.md); larger ones wait for Solve.
    static std::optional<Answer> instant_answer(const Puzzle& puzzle) {
        const Problem& problem = puzzle.problem;
        if (problem.before.empty() || problem.before.size() != problem.after.size() ||
            problem.before.size() > kInstantAnalysisMatches || figure_problem(problem.before, "before") ||
            figure_problem(problem.after, "after"))
            return std::nullopt;
        // The minimum's answer (no u): only the analysis is used, and a strict u's search is not cheap.
        LinkedPuzzle minimum_only = puzzle;
        minimum_only.problem.moves.reset();
        return solution_of(minimum_only, analyse(problem, puzzle.options));
    }
    static constexpr std::size_t kInstantAnalysisMatches = 150;
    // After u or the mode changed, the answer from the same analysis when it decided enough.
    static std::optional<Answer> carry_answer(const Puzzle& now, const Puzzle& was, const Answer& solved) {
        return carry_solution(now, was, solved);
    }

    // New puzzles (generator.h): about N matches a figure; the turns and the mirror allowed now
    // stay, and the moves line is the minimum with them.
    static constexpr NewPuzzleSizes kNewPuzzleSizes{kMinGenerateMatches, kMaxGenerateMatches, 16, "matches"};
    static Puzzle generate(const NewPuzzleOptions& options, const Puzzle& current) {
        Generated generated =
            matches::generate({static_cast<std::size_t>(options.size), options.seed, options.difficulty, current.options});
        return LinkedPuzzle{std::move(generated.problem), current.options, Mode::exact};
    }

    // One move towards a smallest relocation (hint.h), with the solve's analysis when it has one.
    static std::optional<Hint<Move>> hint(const Puzzle& puzzle, const State& now, std::span<const Move> played,
                                          const Answer* known) {
        return matches::hint(puzzle.problem, puzzle.options, now.table, played, known ? &known->analysis : nullptr);
    }
};

}  // namespace knobel::matches
