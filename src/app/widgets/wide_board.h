#pragma once
// A board wider than the room it has — a crossnumber grid of finger-sized cells on a phone — is
// shown in a strip as wide as the room, which a sideways swipe (touch_scroll.h), the strip's
// scrollbar or Shift+wheel pans; up and down swipes and the wheel still scroll the page, and a tap
// is the board's as before. The board keeps its size: every cell stays a finger's target instead of
// shrinking to fit. A board that fits is drawn in place, with no strip.
//
//     const bool strip = begin_wide_board("grid-strip", size);
//     ... the board, at ImGui::GetCursorScreenPos(), `size` large ...
//     if (strip) keep_in_wide_board_view(cursor_left, cursor_right);  // when the cursor moved
//     end_wide_board(strip);

#include "imgui.h"

namespace knobel::app {

// Opens the strip when `board` is wider than the room left on the line; true if it did.
bool begin_wide_board(const char* id, ImVec2 board);
// Pans the open strip so that the screen x range [left, right] of the board is in view (a
// keyboard cursor or a hint's cell that moved out of it). Call only between begin and end.
void keep_in_wide_board_view(float left, float right);
// Closes the strip (nothing when begin_wide_board returned false).
void end_wide_board(bool strip);

// Brings the part [min, max] (screen coordinates) of a board drawn in the current window into
// view, once, when a keyboard cursor or a selected cell moved: the strip (if `strip`) pans to it,
// and the window holding the board scrolls up or down to it (a crossnumber entry typed downwards
// past the screen's bottom). Call between begin and end.
void bring_into_view(ImVec2 min, ImVec2 max, bool strip);

}  // namespace knobel::app
