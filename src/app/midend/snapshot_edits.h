#pragma once
// An editor's history (Matches' figure editor, the Crossnumber workshop's draft): each edit keeps
// the whole thing before and after it, so Undo and Redo are a copy. Edits are never refused: a
// draft that breaks the rules is kept and shown with its faults, so nothing typed or drawn is lost.
// A PlaySession<SnapshotRules<T>> is the editor's undo history, separate from the game's.

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/input_error.h"

namespace knobel::app {

template <class T>
struct Snapshot {
    T before;
    T after;
};

template <class T>
struct SnapshotRules {
    using State = T;
    using Move = Snapshot<T>;
    static Expected<Move> parse(std::string_view) { return error_in("edit", "edits have no text form"); }
    static std::string format(const Move&) { return {}; }
    static std::optional<std::string> refusal(const State&, const Move&) { return std::nullopt; }
    static void apply(State& state, const Move& move) { state = move.after; }
    static void undo(State& state, const Move& move) { state = move.before; }
};

}  // namespace knobel::app
