#pragma once
// Views' moves as the mid-end plays them (PlaySession): every rule is the core's (src/views/play.h).

#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "views/play.h"
#include "views/puzzle.h"

namespace knobel::app {

struct ViewsRules {
    using State = views::Shape;
    using Move = views::CubeMove;
    // Parsed against the largest grid; whether the cell is inside this puzzle's grid is a refusal,
    // which names the coordinate, so the parser needs no size.
    static Expected<Move> parse(std::string_view text) { return views::parse_move_text(text, views::kMaxSize); }
    static std::string format(const Move& move) { return views::move_text(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return views::refusal(state, move); }
    static void apply(State& state, const Move& move) { views::apply(state, move); }
    static void undo(State& state, const Move& move) { views::set_cube(state, move.cell, !move.add); }
};

}  // namespace knobel::app
