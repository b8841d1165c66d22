#include "app/widgets/touch_scroll.h"

#include <cmath>

#include "app/platform/touch_gestures.h"
#include "imgui.h"
#include "imgui_internal.h"  // the hovered window and its scroll, ClearActiveID: not in the public API

namespace knobel::app {
namespace {

// How far a finger moves, mostly up or down, before its press becomes a swipe: less is a tap.
constexpr float kSwipeStart = 10.0f;

bool g_claimed = false;             // a widget took the press under way
ImGuiWindow* g_window = nullptr;    // the window a swipe would scroll, while the finger is down
ImVec2 g_pressed_at;
bool g_swiping = false;

// The window under the finger that can scroll vertically: the hovered one or one of its parents.
// While a popup is open (About, a combo's list), only that popup: a swipe outside it must not
// move the page behind it.
ImGuiWindow* scrollable_under_pointer() {
    const ImGuiContext& g = *GImGui;
    ImGuiWindow* popup = g.OpenPopupStack.empty() ? nullptr : g.OpenPopupStack.back().Window;
    for (ImGuiWindow* window = g.HoveredWindow; window != nullptr; window = window->ParentWindow) {
        if (popup != nullptr && window->RootWindow != popup) return nullptr;
        if (window->ScrollMax.y > 0.0f && !(window->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return window;
        if (!(window->Flags & ImGuiWindowFlags_ChildWindow)) break;
    }
    return nullptr;
}

}  // namespace

void claim_pointer_drag() {
    g_claimed = true;
    g_window = nullptr;
    g_swiping = false;
}

void touch_scroll() {
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !g_claimed && pinch().fingers == 1) {
        g_window = scrollable_under_pointer();
        g_pressed_at = io.MousePos;
        g_swiping = false;
    }
    if (g_window != nullptr && io.MouseDown[ImGuiMouseButton_Left] && pinch().fingers == 1) {
        if (!g_swiping) {
            const float dx = io.MousePos.x - g_pressed_at.x, dy = io.MousePos.y - g_pressed_at.y;
            if (std::abs(dy) > kSwipeStart && std::abs(dy) > std::abs(dx)) {
                // A swipe that started on a button (most of a phone's screen) scrolls as well; the
                // button lets go of the press, so lifting the finger does not press it.
                g_swiping = true;
                if (ImGui::GetActiveID() != 0) ImGui::ClearActiveID();
                ImGui::SetScrollY(g_window, g_window->Scroll.y - dy);
            }
        } else if (io.MouseDelta.y != 0.0f) {
            ImGui::SetScrollY(g_window, g_window->Scroll.y - io.MouseDelta.y);
        }
    }
    if (!io.MouseDown[ImGuiMouseButton_Left]) {
        g_claimed = false;
        g_window = nullptr;
        g_swiping = false;
    }
}

}  // namespace knobel::app
