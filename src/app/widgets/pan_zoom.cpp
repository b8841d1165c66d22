#include "app/widgets/pan_zoom.h"

#include <algorithm>
#include <cmath>

#include "app/platform/platform.h"
#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/platform/touch_gestures.h"
#include "app/widgets/widget_rects.h"
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

// The row pan_zoom_buttons draws and pan_zoom_buttons_width measures: a label, then its buttons.
constexpr const char* kZoomLabel = "Zoom";
constexpr const char* kZoomOut = "\xE2\x88\x92";  // −
constexpr const char* kZoomButtons[] = {kZoomOut, "+", "Fit"};

}  // namespace

float pan_zoom_buttons_width() {
    // small_button is as wide as a button: only its height differs.
    float width = ImGui::CalcTextSize(kZoomLabel).x;
    for (const char* label : kZoomButtons) width += ImGui::GetStyle().ItemSpacing.x + button_width(label);
    return width;
}

void pan_zoom_buttons(PanZoom& view) {
    if (finger_sized()) ImGui::AlignTextToFramePadding();  // beside full-height buttons
    ImGui::TextDisabled("%s", kZoomLabel);
    ImGui::SameLine();
    if (small_button(kZoomButtons[0])) view.scale = std::max(view.min_scale, view.scale / 1.25f);
    track_widget_rect("zoom-out");
    ImGui::SameLine();
    if (small_button(kZoomButtons[1])) view.scale = std::min(view.max_scale, view.scale * 1.25f);
    track_widget_rect("zoom-in");
    ImGui::SameLine();
    if (small_button(kZoomButtons[2])) view.fit_pending = true;
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

namespace {

// Scrolls both axes of the current window by follow_scroll; asks for the frame in which ImGui does it.
void scroll_to_show(const ScreenBox& source, const ScreenBox& target) {
    // Screen pixels to scroll coordinates: the window's top left shows the content at the scroll.
    const ImVec2 window = ImGui::GetWindowPos();
    const float scroll_x = ImGui::GetScrollX(), scroll_y = ImGui::GetScrollY();
    const auto span_x = [&](const ScreenBox& box) { return Span{box.min_x - window.x + scroll_x, box.max_x - window.x + scroll_x}; };
    const auto span_y = [&](const ScreenBox& box) { return Span{box.min_y - window.y + scroll_y, box.max_y - window.y + scroll_y}; };
    const float x = follow_scroll(scroll_x, ImGui::GetWindowWidth(), span_x(source), span_x(target));
    const float y = follow_scroll(scroll_y, ImGui::GetWindowHeight(), span_y(source), span_y(target));
    if (x == scroll_x && y == scroll_y) return;
    // ImGui clamps at the far end next frame, against the content as it is then (a zoom may
    // just have made it longer).
    if (x != scroll_x) ImGui::SetScrollX(x);
    if (y != scroll_y) ImGui::SetScrollY(y);
    request_frame();  // ImGui scrolls at the next frame: ask for one even when nothing else moves
}

}  // namespace

void pan_zoom_follow(PanZoom& view, double position, bool playing, const ScreenBox* source, const ScreenBox* target) {
    const bool follow = source && target &&
                        should_follow(position, view.followed_position, playing, ImGui::GetTime(), view.user_moved_at);
    view.followed_position = position;
    if (follow) scroll_to_show(*source, *target);
}

void pan_zoom_show(const ScreenBox& box) { scroll_to_show(box, box); }

}  // namespace knobel::app
