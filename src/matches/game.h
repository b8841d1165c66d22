#pragma once
// Matches' game contract: what the mid-end (src/app/midend) needs to play and replay the puzzle
// (PlaySession, StepReplay), as Simon Tatham's `const struct game`. Every rule is the core's (moves.h).

#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "matches/figure.h"
#include "matches/moves.h"

namespace knobel::matches {

// The table while playing: PlayTable has no empty state of its own, the mid-end needs one.
struct GameState {
    PlayTable table{Figure{}};
};

struct Game {
    using State = GameState;
    using Move = matches::Move;
    static Expected<Move> parse(std::string_view text) { return matches::parse_move(text); }
    static std::string format(const Move& move) { return matches::format_move(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return state.table.check(move); }
    static void apply(State& state, const Move& move) { state.table.apply(move); }
    static void undo(State& state, const Move& move) { state.table.undo(move); }
};


}  // namespace knobel::matches
