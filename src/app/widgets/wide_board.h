#pragma once
// A board wider than the room it has — a crossnumber grid of finger-sized cells on a phone — is
// shown in a strip as wide as the room, which a sideways swipe (touch_scroll.h), the strip's
// scrollbar (with a mouse; a touch screen shows none) or Shift+wheel pans; up and down swipes and
// the wheel still scroll the page, and a tap is the board's as before. The board keeps its size:
// every cell stays a finger's target instead of shrinking to fit. A board that fits is drawn in
// place, with no strip.
//
//     const bool strip = begin_wide_board("grid-strip", size);
//     ... the board, at ImGui::GetCursorScreenPos(), `size` large ...
//     if (cursor moved) bring_into_view(cell_min, cell_max, strip);
//     end_wide_board(strip);

#include "imgui.h"

namespace knobel::app {

// Opens the strip when `board` is wider than the room left on the line; true if it did.
// Strips given one `shared_pan` pan together (Views' layers, one under the other: a cell's column
// stays at one place on the screen in every layer): the one panned leads, the others follow a
// frame later. The value belongs to the caller (ImGui's state storage does).
bool begin_wide_board(const char* id, ImVec2 board, float* shared_pan = nullptr);
// Closes the strip (nothing when begin_wide_board returned false).
void end_wide_board(bool strip);

// Brings the part [min, max] (screen coordinates) of a board drawn in the current window into
// view, once, when a keyboard cursor or a selected cell moved: the strip (if `strip`) pans to it,
// and the window holding the board scrolls up or down to it (a crossnumber entry typed downwards
// past the screen's bottom). Call between begin and end.
void bring_into_view(ImVec2 min, ImVec2 max, bool strip);

}  // namespace knobel::app
