#pragma once
// Matches' moves as the mid-end plays and replays them (PlaySession, StepReplay), and the figure
// editor's edits as undoable steps. Every rule is the core's (src/matches/moves.h).

#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "matches/figure.h"
#include "matches/moves.h"

namespace knobel::app {

// The table while playing: PlayTable has no empty state of its own, the mid-end needs one.
struct MatchesTable {
    matches::PlayTable table{matches::Figure{}};
};

struct MatchesRules {
    using State = MatchesTable;
    using Move = matches::Move;
    static Expected<Move> parse(std::string_view text) { return matches::parse_move(text); }
    static std::string format(const Move& move) { return matches::format_move(move); }
    static std::optional<std::string> refusal(const State& state, const Move& move) { return state.table.check(move); }
    static void apply(State& state, const Move& move) { state.table.apply(move); }
    static void undo(State& state, const Move& move) { state.table.undo(move); }
};

// An edit of a figure in the editor: the figure before and after it (laying or taking a match,
// clearing, turning, mirroring, moving the whole figure). Edits are never refused: a figure that
// breaks the rules is kept and shown with its faults, so nothing drawn is lost.
struct FigureEdit {
    matches::Figure before;
    matches::Figure after;
};

struct FigureEditRules {
    using State = matches::Figure;
    using Move = FigureEdit;
    static Expected<Move> parse(std::string_view) { return error_in("edit", "figure edits have no text form"); }
    static std::string format(const Move&) { return {}; }
    static std::optional<std::string> refusal(const State&, const Move&) { return std::nullopt; }
    static void apply(State& state, const Move& move) { state = move.after; }
    static void undo(State& state, const Move& move) { state = move.before; }
};

}  // namespace knobel::app
