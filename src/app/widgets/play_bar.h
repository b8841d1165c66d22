#pragma once
// The bar every playable screen shows above its board (ImGui): where the game stands in words (a
// tick when it is optimal), a counter, why the last move was refused, Undo / Restart / Redo,
// Show solution, and a field to type a move in the puzzle's syntax — the keyboard's way to play
// and the syntax shown by example. The screen says what to show and acts on what was pressed.

#include <string>

#include "app/midend/play_bar_model.h"

namespace knobel::app {

// `move_text` is the field's text, kept by the screen between frames; it is cleared when the
// move entered is played (the screen calls move_played()).
PlayBarPressed draw_play_bar(const PlayBarContent& content, std::string& move_text);

}  // namespace knobel::app
