#pragma once
// The template puzzle's hint (core/hint.h), the smallest that shows every part of one: a move of a
// shortest way to a solved, optimal table (turn the leftmost coin showing tails), or — when the
// flips made already rule the optimum out (a coin turned twice costs two flips the fewest never
// spend) — how many of the last moves to take back first. Needs no answer.

#include <span>

#include "core/hint.h"
#include "nullgame/play.h"
#include "nullgame/puzzle.h"

namespace knobel::nullgame {

// `played`: the flips on the board, in order, that turned the puzzle's coins into `table`.
Hint<Flip> hint(const Puzzle& puzzle, const Coins& table, std::span<const Flip> played);

}  // namespace knobel::nullgame
