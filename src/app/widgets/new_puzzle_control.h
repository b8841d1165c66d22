#pragma once
// The New puzzle control every puzzle's screen shows (issue 19): a button that opens a small panel
// with the puzzle's size, a difficulty (easy / medium / hard) and an optional seed, and Make. The
// form's text stays between openings; what Make does is the mid-end's (GameScreen::new_game).

#include "app/midend/new_puzzle_form.h"
#include "core/new_puzzle.h"

namespace knobel::app {

// Draws the button (and its panel while open); true on the frame Make was pressed.
bool draw_new_puzzle_control(NewPuzzleForm& form, const NewPuzzleSizes& sizes);

}  // namespace knobel::app
