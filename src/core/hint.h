#pragma once
// A hint, as every puzzle's core gives one (issue 19): one move of a shortest way from the board as
// it is to a solved, optimal board — shown to the player, not made for them — and a sentence that
// says why this move. The mid-end asks the game for it (`Game::hint`), highlights `move` through the
// front end, and makes it on a second press; `knobel.hint()` in the page returns the same three
// fields.
//
// The way is counted as the puzzle's verdict counts moves (sticks moved, cubes added or taken
// away, matches relocated, digits written or cleared: each game's hint says which), so following
// hints from any reachable position ends at a solved, optimal board, each hint's move shortening
// the remaining way by exactly one.

#include <cstddef>
#include <optional>
#include <string>

namespace knobel {

template <class Move>
struct Hint {
    // The next move of a shortest way to a solved, optimal board. Empty when the board is solved
    // and optimal already, or when no such board can be reached any more (see `undo`).
    std::optional<Move> move;
    // Only when `move` is empty and the board is not done: how many of the moves played (the last
    // ones) to take back before an optimal board can be reached again. Puzzles whose every
    // position still reaches the optimum (Hex-Max, Views) never set it.
    std::size_t undo = 0;
    // Why, in words a player reads: digits, entries, layers and rules by name ("the 3rd digit",
    // "C down", "its digit sum"), never file syntax such as `.kz` rule names. Never empty.
    std::string sentence;
};

}  // namespace knobel
