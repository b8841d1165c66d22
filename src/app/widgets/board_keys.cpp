#include "app/widgets/board_keys.h"

#include "imgui_internal.h"  // NavMoveRequestCancel: not in the public API

namespace knobel::app {

bool take_board_key(ImGuiKey key) {
    if (!ImGui::IsKeyPressed(ImGui::GetKeyIndex(key))) return false;
    ImGui::NavMoveRequestCancel();
    return true;
}

bool enter_pressed() {
    return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
           ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false);
}

bool window_frame_focused() {
    const ImGuiID frame = ImGui::GetCurrentWindow()->ChildId;
    return frame != 0 && ImGui::GetFocusID() == frame;
}

BoardCursorFocus board_cursor_focus(const char* id, bool had_focus, bool holding) {
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const ImGuiID item = ImGui::GetID(id);
    BoardCursorFocus result;
    result.focused = ImGui::GetFocusID() == item && GImGui->NavWindow == window;
    if (!result.focused && had_focus && holding && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        ImGui::FocusWindow(window);
        ImGui::SetFocusID(item, window);
        GImGui->NavDisableHighlight = false;
        result.focused = true;
        result.escaped = true;
    }
    return result;
}

void board_cursor_item(const char* id, ImVec2 min, ImVec2 max) { ImGui::ItemAdd(ImRect(min, max), ImGui::GetID(id)); }

bool take_cursor_key(ImGuiKey key) {
    if (!take_board_key(key)) return false;
    GImGui->NavDisableHighlight = false;
    return true;
}

}  // namespace knobel::app
