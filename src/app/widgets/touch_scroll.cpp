#include "app/widgets/touch_scroll.h"

#include <cmath>
#include <initializer_list>

#include "app/platform/touch_gestures.h"
#include "imgui.h"
#include "imgui_internal.h"  // the hovered window and its scroll, ClearActiveID: not in the public API

namespace knobel::app {
namespace {

// How far a finger moves, mostly up or down, before its press becomes a swipe: less is a tap.
constexpr float kSwipeStart = 10.0f;

bool g_claimed = false;             // a widget took the press under way
ImGuiWindow* g_window = nullptr;    // the window an up or down swipe would scroll, while the finger is down
ImGuiWindow* g_window_x = nullptr;  // the window a sideways swipe would pan (a wide board's strip)
ImVec2 g_pressed_at;
bool g_swiping = false;
bool g_sideways = false;            // the swipe under way pans g_window_x

// The window under the finger that can scroll along `axis` (1: vertically, 0: sideways): the
// hovered one or one of its parents. While a popup is open (About, a combo's list), only that
// popup: a swipe outside it must not move the page behind it.
ImGuiWindow* scrollable_under_pointer(int axis) {
    const ImGuiContext& g = *GImGui;
    ImGuiWindow* popup = g.OpenPopupStack.empty() ? nullptr : g.OpenPopupStack.back().Window;
    for (ImGuiWindow* window = g.HoveredWindow; window != nullptr; window = window->ParentWindow) {
        if (popup != nullptr && window->RootWindow != popup) return nullptr;
        if (window->ScrollMax[axis] > 0.0f && !(window->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return window;
        if (!(window->Flags & ImGuiWindowFlags_ChildWindow)) break;
    }
    return nullptr;
}

}  // namespace

void claim_pointer_drag() {
    g_claimed = true;
    g_window = nullptr;
    g_window_x = nullptr;
    g_swiping = false;
}

void touch_scroll() {
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !g_claimed && pinch().fingers == 1) {
        g_window = scrollable_under_pointer(1);
        g_window_x = scrollable_under_pointer(0);
        g_pressed_at = io.MousePos;
        g_swiping = false;
        // A press on a scrollbar is the scrollbar's drag (a swipe would move the other way).
        const ImGuiID active = ImGui::GetActiveID();
        for (ImGuiWindow* window : {g_window, g_window_x}) {
            if (window != nullptr && active != 0 &&
                (active == ImGui::GetWindowScrollbarID(window, ImGuiAxis_X) || active == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y)))
                g_window = g_window_x = nullptr;
        }
    }
    if ((g_window != nullptr || g_window_x != nullptr) && io.MouseDown[ImGuiMouseButton_Left] && pinch().fingers == 1) {
        if (!g_swiping) {
            const float dx = io.MousePos.x - g_pressed_at.x, dy = io.MousePos.y - g_pressed_at.y;
            const bool up_or_down = g_window != nullptr && std::abs(dy) > kSwipeStart && std::abs(dy) > std::abs(dx);
            const bool sideways = g_window_x != nullptr && std::abs(dx) > kSwipeStart && std::abs(dx) > std::abs(dy);
            if (up_or_down || sideways) {
                // A swipe that started on a button (most of a phone's screen) scrolls as well; the
                // button lets go of the press, so lifting the finger does not press it.
                g_swiping = true;
                g_sideways = sideways;
                if (ImGui::GetActiveID() != 0) ImGui::ClearActiveID();
                if (sideways) ImGui::SetScrollX(g_window_x, g_window_x->Scroll.x - dx);
                else ImGui::SetScrollY(g_window, g_window->Scroll.y - dy);
            }
        } else if (g_sideways && io.MouseDelta.x != 0.0f) {
            ImGui::SetScrollX(g_window_x, g_window_x->Scroll.x - io.MouseDelta.x);
        } else if (!g_sideways && io.MouseDelta.y != 0.0f) {
            ImGui::SetScrollY(g_window, g_window->Scroll.y - io.MouseDelta.y);
        }
    }
    if (!io.MouseDown[ImGuiMouseButton_Left]) {
        g_claimed = false;
        g_window = nullptr;
        g_window_x = nullptr;
        g_swiping = false;
    }
}

}  // namespace knobel::app
