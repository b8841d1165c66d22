#pragma once
// Hex-Max's moves as the mid-end plays and replays them (PlaySession, StepReplay): every rule is
// the core's (src/hexmax/play.h, moves.h).

#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "hexmax/moves.h"
#include "hexmax/play.h"

namespace knobel::app {

struct HexmaxRules {
    using State = hexmax::Display;
    using Move = hexmax::Move;
    static Expected<Move> parse(std::string_view text) { return hexmax::parse_move_text(text); }
    static std::string format(const Move& move) { return hexmax::move_text(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return hexmax::refusal(state, move); }
    static void apply(State& state, const Move& move) { hexmax::apply_move(state, move); }
    static void undo(State& state, const Move& move) { hexmax::undo_move(state, move); }
};

}  // namespace knobel::app
