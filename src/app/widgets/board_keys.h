#pragma once
// Keys a board takes for itself: an arrow (or Tab) that moves a board's cursor must not also move
// the keyboard's focus to another widget, which Dear ImGui's navigation (and its tabbing, a
// navigation request too) would do with the same press. One place for that internal call, so screens stay on the public API.

#include "imgui.h"

namespace knobel::app {

// Whether `key` was pressed this frame (with key repeat); if so, Dear ImGui's own navigation
// move of this frame is called off: the key is the board's.
bool take_board_key(ImGuiKey key);

// Whether Enter (either of them) was pressed this frame, without key repeat: a board's "act here".
bool enter_pressed();

// Whether the keyboard's focus is on the frame of the child window being drawn (a screen's own
// frame, reached from the top bar by the arrows; Space steps inside it).
bool window_frame_focused();

// A board's keyboard cursor (Hex-Max's sticks, Matches' table), written once: one focusable item
// of the child window being drawn, placed where the cursor is so that ImGui's navigation knows
// it. The arrows and Tab reach the board's frame and Space steps in, as into any child window.
struct BoardCursorFocus {
    bool focused = false;  // the board's keys are the cursor's this frame
    bool escaped = false;  // Escape with something in hand: put it back (the focus stays)
};
// Before the board's keys: whether cursor item `id` has the focus. With `holding` (something
// picked up while the cursor had the focus last frame, `had_focus`), ImGui's Escape, which leaves
// the child window, is undone and reported instead.
BoardCursorFocus board_cursor_focus(const char* id, bool had_focus, bool holding);
// After them: the item itself, on the cursor's place as the keys left it.
void board_cursor_item(const char* id, ImVec2 min, ImVec2 max);
// Whether `key` (an arrow) was pressed for the cursor: ImGui's navigation move is called off and
// the focus frame shows (an arrow after a click starts the keyboard there).
bool take_cursor_key(ImGuiKey key);

}  // namespace knobel::app
