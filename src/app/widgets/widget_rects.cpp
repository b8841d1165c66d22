#include "app/widgets/widget_rects.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "imgui.h"
#include "imgui_internal.h"  // GImGui->CurrentWindow->ClipRect: what of the item is really on screen; the active text field

namespace knobel::app {
namespace {

std::map<std::string, WidgetRect, std::less<>> g_rects;
std::string g_typing;  // typing_field()

void track_rect(std::string_view id, float x0, float y0, float x1, float y1, bool clip_x) {
    // Behind a modal window (About) nothing can be clicked: report such widgets as not on screen.
    const ImGuiWindow* modal = ImGui::GetTopMostPopupModal();
    if (modal && GImGui->CurrentWindow->RootWindow != modal->RootWindow) return;
    // Clip to the window's visible area, so a half-scrolled widget reports the part one can click.
    const ImRect clip = ImGui::GetCurrentWindowRead()->ClipRect;
    if (clip.Max.x <= clip.Min.x || std::max(x0, clip.Min.x) >= std::min(x1, clip.Max.x)) return;
    if (clip_x) {
        x0 = std::max(x0, clip.Min.x);
        x1 = std::min(x1, clip.Max.x);
    }
    y0 = std::max(y0, clip.Min.y);
    y1 = std::min(y1, clip.Max.y);
    if (x1 <= x0 || y1 <= y0) return;
    g_rects[std::string(id)] = WidgetRect{x0, y0, x1 - x0, y1 - y0};
}

}  // namespace

void clear_widget_rects() {
    g_rects.clear();
    g_typing.clear();
}

const std::string& typing_field() { return g_typing; }

void track_drawn_rect(std::string_view id, float x0, float y0, float x1, float y1) { track_rect(id, x0, y0, x1, y1, true); }

void track_wide_board_rect(std::string_view id) {
    if (!ImGui::IsItemVisible()) return;
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    track_rect(id, min.x, min.y, max.x, max.y, false);
}

void track_widget_rect(std::string_view id) {
    const ImGuiContext& g = *GImGui;
    if (g.ActiveId != 0 && g.ActiveId == g.LastItemData.ID && g.InputTextState.ID == g.ActiveId) g_typing = id;
    if (!ImGui::IsItemVisible()) return;
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    track_drawn_rect(id, min.x, min.y, max.x, max.y);
}

void track_window_rect(std::string_view id) {
    const ImVec2 min = ImGui::GetWindowPos();
    track_drawn_rect(id, min.x, min.y, min.x + ImGui::GetWindowWidth(), min.y + ImGui::GetWindowHeight());
}

std::optional<WidgetRect> find_widget_rect(std::string_view id) {
    const auto found = g_rects.find(id);
    if (found == g_rects.end()) return std::nullopt;
    return found->second;
}

std::string widget_rect_json(std::string_view id) {
    const std::optional<WidgetRect> rect = find_widget_rect(id);
    if (!rect) return "null";
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "{\"x\": %.1f, \"y\": %.1f, \"w\": %.1f, \"h\": %.1f}", rect->x, rect->y,
                  rect->w, rect->h);
    return buffer;
}

}  // namespace knobel::app
