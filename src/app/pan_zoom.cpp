#include "app/pan_zoom.h"

#include <algorithm>
#include <cmath>

#include "app/touch_gestures.h"
#include "app/widget_rects.h"
#include "imgui.h"

namespace knobel::app {
namespace {

void zoom_by(PanZoom& view, float factor) {
    const float old_scale = view.scale;
    view.scale = std::clamp(view.scale * factor, view.min_scale, view.max_scale);
    const float ratio = view.scale / old_scale;
    if (ratio == 1.0f) return;
    // Keep what is in the middle of the view in the middle (the content grows about it).
    const float half_w = ImGui::GetWindowWidth() / 2, half_h = ImGui::GetWindowHeight() / 2;
    ImGui::SetScrollX(std::max(0.0f, (ImGui::GetScrollX() + half_w) * ratio - half_w));
    ImGui::SetScrollY(std::max(0.0f, (ImGui::GetScrollY() + half_h) * ratio - half_h));
}

}  // namespace

void pan_zoom_buttons(PanZoom& view) {
    ImGui::TextDisabled("Zoom");
    ImGui::SameLine();
    if (ImGui::SmallButton("\xE2\x88\x92")) view.scale = std::max(view.min_scale, view.scale / 1.25f);  // −
    track_widget_rect("zoom-out");
    ImGui::SameLine();
    if (ImGui::SmallButton("+")) view.scale = std::min(view.max_scale, view.scale * 1.25f);
    track_widget_rect("zoom-in");
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit")) view.fit_pending = true;
    track_widget_rect("zoom-fit");
}

void pan_zoom_input(PanZoom& view, bool drag_pans) {
    ImGuiIO& io = ImGui::GetIO();
    if (!ImGui::IsWindowHovered()) return;
    const bool two_fingers = pinch().fingers >= 2;
    if (drag_pans && !two_fingers && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        ImGui::SetScrollX(ImGui::GetScrollX() - io.MouseDelta.x);
        ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
        view.user_moved_at = ImGui::GetTime();
    }
    if (io.MouseWheel != 0.0f || io.MouseWheelH != 0.0f) {
        if (io.KeyCtrl) zoom_by(view, std::pow(1.15f, io.MouseWheel));
        view.user_moved_at = ImGui::GetTime();  // ImGui scrolls by the wheel itself
    }
    if (two_fingers) {
        if (pinch().scale != 1.0f) zoom_by(view, pinch().scale);
        ImGui::SetScrollX(ImGui::GetScrollX() - pinch().pan_x);
        ImGui::SetScrollY(ImGui::GetScrollY() - pinch().pan_y);
        view.user_moved_at = ImGui::GetTime();
    }
}

}  // namespace knobel::app
