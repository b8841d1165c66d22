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

}  // namespace knobel::app
