#pragma once
// Hex-Max's hint (core/hint.h): one stick move of a shortest way from the display as it is to the
// best answer's display, and why. The verdict counts the moves from the puzzle to the display, not
// the moves played, so every display still reaches the best answer within m: the way left is
// moves_needed(now, best), and the hint's move is the first of plan_moves(now, best) — a stick
// lit now but not in the answer taken to a position the answer lights, never emptying a digit.
// Each hint shortens the way by one. The answer must be known (the mid-end solves first).

#include "core/hint.h"
#include "hexmax/moves.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::hexmax {

// `now` must have the puzzle's length and stick count (every legal move keeps both).
Hint<Move> hint(const Problem& problem, const Display& now, const Answer& best);

}  // namespace knobel::hexmax
