#include "app/widgets/wide_board.h"

#include "app/widgets/theme.h"
#include "imgui_internal.h"  // ScrollToRect: a rect of a custom-drawn board, not an item

namespace knobel::app {

bool begin_wide_board(const char* id, ImVec2 board, float* shared_pan) {
    const float room = ImGui::GetContentRegionAvail().x;
    if (board.x <= room) return false;
    // On a touch screen no scrollbar, as the page has none there: a sideways swipe pans the strip,
    // and under a tall board (a 12 × 12 grid) the bar lay below the screen's bottom anyway. With a
    // mouse the bar stays (it and Shift+wheel pan).
    const bool bar = !finger_sized();
    // As tall as the board (and its scrollbar), and a pixel more: a strip that could scroll up and
    // down by a rounding error would take the page's vertical swipes and wheel for itself.
    const float height = board.y + (bar ? ImGui::GetStyle().ScrollbarSize : 0.0f) + 1.0f;
    ImGui::BeginChild(id, ImVec2(room, height), false,
                      ImGuiWindowFlags_HorizontalScrollbar | (bar ? 0 : ImGuiWindowFlags_NoScrollbar));
    if (shared_pan) {
        // A pan this strip made since the last frame (a swipe, its scrollbar, a cursor brought
        // into view) leads; otherwise it follows the one that did.
        float* seen = ImGui::GetStateStorage()->GetFloatRef(ImGui::GetID("seen-pan"), 0.0f);
        const float pan = ImGui::GetScrollX();
        if (pan != *seen) *shared_pan = pan;
        else if (pan != *shared_pan) ImGui::SetScrollX(*shared_pan);
        *seen = pan;
    }
    return true;
}

void end_wide_board(bool strip) {
    if (strip) ImGui::EndChild();
}

void bring_into_view(ImVec2 min, ImVec2 max, bool strip) {
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (strip) {
        ImGui::ScrollToRect(window, ImRect(min, max), ImGuiScrollFlags_KeepVisibleEdgeX);  // the strip pans
        window = window->ParentWindow;
    }
    ImGui::ScrollToRect(window, ImRect(min, max), ImGuiScrollFlags_KeepVisibleEdgeY);  // the page scrolls
}

}  // namespace knobel::app
