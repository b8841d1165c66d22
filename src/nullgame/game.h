#pragma once
// The template puzzle's game contract: what the mid-end (src/app/midend) needs to play and replay
// it (PlaySession, StepReplay), as Simon Tatham's `const struct game`. Every rule is play.h's; a
// flip is its own inverse, so Undo turns the coin again.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "core/hint.h"
#include "core/new_puzzle.h"
#include "nullgame/generator.h"
#include "nullgame/hint.h"
#include "nullgame/play.h"
#include "nullgame/solver.h"

namespace knobel::nullgame {

struct Game {
    using Puzzle = nullgame::Puzzle;
    using State = nullgame::Coins;
    using Move = nullgame::Flip;
    using Answer = nullgame::Answer;
    using SolveWork = nullgame::SolveWork;
    static Expected<Move> parse(std::string_view text) { return nullgame::parse_move_text(text); }
    static std::string format(const Move& move) { return nullgame::move_text(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return nullgame::refusal(state, move); }
    static void apply(State& state, const Move& move) { nullgame::apply_flip(state, move); }
    static void undo(State& state, const Move& move) { nullgame::apply_flip(state, move); }

    static State start(const Puzzle& puzzle) { return puzzle.coins; }
    static const std::vector<Move>& answer_moves(const Answer& answer) { return answer.flips; }
    static Verdict judge(const Puzzle& puzzle, const State& table, std::size_t moves, const Answer*) {
        return nullgame::judge(puzzle, table, moves);  // the fewest flips need no solve
    }
    // New puzzles (generator.h): the size is the number of coins.
    static constexpr NewPuzzleSizes kNewPuzzleSizes{1, kMaxCoins, 6, "coins"};
    static Puzzle generate(const NewPuzzleOptions& options) {
        return nullgame::generate(static_cast<std::size_t>(options.size), options.seed, options.difficulty);
    }

    // The next flip, or the flips to take back (hint.h); it needs no answer.
    static std::optional<Hint<Move>> hint(const Puzzle& puzzle, const State& table, std::span<const Move> played,
                                          const Answer*) {
        return nullgame::hint(puzzle, table, played);
    }
};

}  // namespace knobel::nullgame
