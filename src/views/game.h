#pragma once
// Views' game contract: what the mid-end (src/app/midend) needs to play the puzzle (PlaySession),
// as Simon Tatham's `const struct game`. Every rule is the core's (play.h).

#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "views/play.h"
#include "views/puzzle.h"

namespace knobel::views {

struct Game {
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

}  // namespace knobel::views
