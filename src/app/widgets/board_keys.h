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

}  // namespace knobel::app
