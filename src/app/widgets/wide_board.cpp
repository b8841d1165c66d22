#include "app/widgets/wide_board.h"

#include <algorithm>

#include "imgui_internal.h"  // ScrollToRect: a rect of a custom-drawn board, not an item

namespace knobel::app {

bool begin_wide_board(const char* id, ImVec2 board) {
    const float room = ImGui::GetContentRegionAvail().x;
    if (board.x <= room) return false;
    // As tall as the board and its scrollbar, and a pixel more: a strip that could scroll up and
    // down by a rounding error would take the page's vertical swipes and wheel for itself.
    const float height = board.y + ImGui::GetStyle().ScrollbarSize + 1.0f;
    ImGui::BeginChild(id, ImVec2(room, height), false, ImGuiWindowFlags_HorizontalScrollbar);
    return true;
}

void keep_in_wide_board_view(float left, float right) {
    const ImVec2 shown_from = ImGui::GetWindowPos();
    const float width = ImGui::GetWindowContentRegionMax().x - ImGui::GetWindowContentRegionMin().x;
    // In the strip's own coordinates: the scroll that puts [left, right] just inside the view.
    const float from = left - shown_from.x + ImGui::GetScrollX(), to = right - shown_from.x + ImGui::GetScrollX();
    float scroll = ImGui::GetScrollX();
    if (to > scroll + width) scroll = to - width;
    if (from < scroll) scroll = from;
    ImGui::SetScrollX(std::max(scroll, 0.0f));  // ImGui keeps it within the strip's range
}

void end_wide_board(bool strip) {
    if (strip) ImGui::EndChild();
}

void bring_into_view(ImVec2 min, ImVec2 max, bool strip) {
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (strip) {
        keep_in_wide_board_view(min.x, max.x);
        window = window->ParentWindow;
    }
    ImGui::ScrollToRect(window, ImRect(min, max), ImGuiScrollFlags_KeepVisibleEdgeY);
}

}  // namespace knobel::app
