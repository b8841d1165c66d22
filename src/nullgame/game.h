#pragma once
// The template puzzle's game contract: what the mid-end (src/app/midend) needs to play and replay
// it (PlaySession, StepReplay), as Simon Tatham's `const struct game`. Every rule is play.h's; a
// flip is its own inverse, so Undo turns the coin again.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/hint.h"
#include "core/input_error.h"
#include "core/link.h"
#include "core/new_puzzle.h"
#include "nullgame/generator.h"
#include "nullgame/hint.h"
#include "nullgame/link_codec.h"
#include "nullgame/play.h"
#include "nullgame/puzzle.h"
#include "nullgame/solver.h"

namespace knobel::nullgame {

struct Game {
    using Puzzle = nullgame::Puzzle;
    using State = nullgame::Coins;
    using Move = nullgame::Flip;
    using Answer = nullgame::Answer;
    using SolveWork = nullgame::SolveWork;

    // The puzzle as a link and as a file, for the mid-end's open, load and save (GameScreen).
    static std::string link(const Puzzle& puzzle) { return nullgame::puzzle_link(puzzle); }
    static Expected<Puzzle> read_link(const Link& link) { return nullgame::puzzle_from_link(link); }
    static Expected<Puzzle> read_file(std::string_view text, const Puzzle&) { return nullgame::parse_puzzle_file(text); }
    static std::string file_text(const Puzzle& puzzle) { return nullgame::format_puzzle_file(puzzle); }
    static constexpr const char* kFileName = "coins.txt";
    static constexpr const char* kFileTypes = ".txt,text/plain";
    // The target in words, when the player asks to see it (the mid-end's "Show the target").
    static std::string target_text(const Puzzle&, const Answer& answer) {
        return "the fewest flips: " + std::to_string(answer.flips.size());
    }
    // The answer as knobel.state().result and the CLI write it.
    static std::string answer_json(const Puzzle& puzzle, const Answer& answer) { return nullgame::answer_json(puzzle, answer); }
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
