#pragma once
// Crossnumber's game contract: what the mid-end (src/app/midend) needs to play the puzzle
// (PlaySession), as Simon Tatham's `const struct game`. Every rule is the core's (play.h). A move
// says only what to write; what it overwrote is kept in the state, one entry per move on the
// board, so Undo can put it back (undo is always of the last move).

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "crossnumber/play.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

struct GameState {
    std::shared_ptr<const Puzzle> puzzle;
    Board digits;
    std::vector<std::int8_t> overwritten;  // per move on the board: the digit its cell held before
};

struct Game {
    using State = GameState;
    using Move = crossnumber::Move;
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
};

}  // namespace knobel::crossnumber
