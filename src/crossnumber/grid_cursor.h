#pragma once
// The keyboard's cursor on a crossnumber grid (issue 20), as crossword apps have it: the arrows
// move over the white cells (jumping black ones), a digit typed moves on along the entry being
// filled — across or down — and Backspace goes back along it. Only the grid's geometry: the
// screen maps keys to these and plays the moves.

#include <optional>

#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

// Direction (across, down) is puzzle.h's.

// The nearest white cell from `cell` in the step (row_step, col_step), black cells jumped;
// nullopt at the grid's edge.
std::optional<int> white_cell_towards(const Puzzle& puzzle, int cell, int row_step, int col_step);

// The neighbour of `cell` in its entry along `direction`: the next cell (step +1) or the one
// before (step -1), if it is white; nullopt at the entry's end (a black cell or the edge).
std::optional<int> next_in_entry(const Puzzle& puzzle, int cell, Direction direction, int step);

// Whether `cell` is part of an entry along `direction` (a run of two or more white cells).
bool in_entry(const Puzzle& puzzle, int cell, Direction direction);

// The first white cell in reading order, or nullopt in a grid without any.
std::optional<int> first_white_cell(const Puzzle& puzzle);

}  // namespace knobel::crossnumber
