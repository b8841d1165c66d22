#include "app/widgets/board_keys.h"

#include "imgui_internal.h"  // NavMoveRequestCancel: not in the public API

namespace knobel::app {

bool take_board_key(ImGuiKey key) {
    if (!ImGui::IsKeyPressed(ImGui::GetKeyIndex(key))) return false;
    ImGui::NavMoveRequestCancel();
    return true;
}

}  // namespace knobel::app
