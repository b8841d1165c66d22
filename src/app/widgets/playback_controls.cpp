#include <SDL_scancode.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/widgets/playback_controls.h"
#include "app/platform/platform.h"
#include "app/widgets/layout.h"
#include "app/widgets/value_slider.h"
#include "app/widgets/widget_rects.h"
#include "imgui.h"
#include "imgui_internal.h"  // GetItemID, HoveredIdTimer: a hint that waits for the pointer to rest

namespace knobel::app {
namespace {

bool pressed(SDL_Scancode key) { return ImGui::IsKeyPressed(static_cast<int>(key)); }

// The keys of video players (docs/keyboard.md). The letters work whenever no text field is being
// edited, also while ImGui's focus frame is shown (it once swallowed them until Escape). Arrows,
// Tab and Enter stay with ImGui's keyboard navigation, and Space only counts while the focus
// frame is hidden: with it shown, Space presses the focused widget, as in every other program.
void playback_keys(AnimationClock& clock, bool& changed) {
    if (clock.steps() == 0) return;
    const PlaybackKeys keys = playback_keys_pressed();
    if (keys.toggle) clock.toggle();
    if (keys.back) clock.step_back();
    if (keys.forward) clock.step_forward();
    changed = changed || keys.toggle || keys.back || keys.forward;
}

// A shortcut hint for the button just drawn: once the pointer has rested on it for a moment (0.3 s;
// until then it asks for frames, as nothing else changes while the pointer rests), and not after a
// click on it until the pointer leaves, because the tip would cover the next button, where a user
// stepping through is about to click.
void shortcut_hint(const char* text) {
    static ImGuiID clicked = 0;
    const ImGuiID id = ImGui::GetItemID();
    if (!ImGui::IsItemHovered()) {
        if (clicked == id) clicked = 0;
        return;
    }
    if (ImGui::IsItemActive()) clicked = id;
    if (clicked == id) return;
    if (GImGui->HoveredIdTimer < 0.3f) {
        request_frame();
        return;
    }
    ImGui::SetTooltip("%s", text);
}

}  // namespace

PlaybackKeys playback_keys_pressed() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))
        return {};
    PlaybackKeys keys;
    keys.toggle = (pressed(SDL_SCANCODE_SPACE) && !io.NavVisible) || pressed(SDL_SCANCODE_K);
    keys.back = pressed(SDL_SCANCODE_J) || pressed(SDL_SCANCODE_COMMA);
    keys.forward = pressed(SDL_SCANCODE_L) || pressed(SDL_SCANCODE_PERIOD);
    return keys;
}

bool playback_controls(AnimationClock& clock) {
    bool changed = false;
    playback_keys(clock, changed);
    ImGui::BeginDisabled(clock.steps() == 0);
    if (ImGui::Button("\xE2\x97\x80 Back")) {  // ◀
        clock.step_back();
        changed = true;
    }
    shortcut_hint("Step back (J or comma)");
    track_widget_rect("step-back");
    ImGui::SameLine();
    // One ID ("###play") for both labels, so the button stays the same widget when it flips.
    const char* label = clock.playing() ? "\xE2\x9D\x9A\xE2\x9D\x9A Pause###play" : "\xE2\x96\xB6 Play###play";  // ❚❚ / ▶
    if (ImGui::Button(label, ImVec2(ImGui::CalcTextSize("\xE2\x9D\x9A\xE2\x9D\x9A Pause").x +
                                        ImGui::GetStyle().FramePadding.x * 2, 0))) {
        clock.toggle();
        changed = true;
    }
    shortcut_hint("Play or pause (Space or K)");
    track_widget_rect("play");
    ImGui::SameLine();
    if (ImGui::Button("Step \xE2\x96\xB6")) {
        clock.step_forward();
        changed = true;
    }
    shortcut_hint("Step forward (L or period)");
    track_widget_rect("step");
    // The scrubber and the speed share the rest of the line, or take a line of their own.
    const float speed_width = 180.0f;
    same_line_or_wrap(180.0f + speed_width);
    int step = clock.whole_step();
    const std::string step_text = "step " + std::to_string(step);
    const std::string widest_step = "step " + std::to_string(clock.steps());
    // Beside each other when the line holds both, else the scrubber takes the line (a phone).
    const float room = ImGui::GetContentRegionAvail().x;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const bool speed_beside = room >= 180.0f + spacing + speed_width;
    const float scrub_width = speed_beside ? room - speed_width - spacing : room;
    if (slider_int_with_value("##scrub", "scrubber", &step, 0, clock.steps(), step_text.c_str(), widest_step.c_str(), scrub_width)) {
        clock.pause();
        clock.seek(step);
        changed = true;
    }
    if (speed_beside) ImGui::SameLine();
    float speed = static_cast<float>(clock.speed);
    char speed_text[32];
    std::snprintf(speed_text, sizeof speed_text, "%.2g steps/s", static_cast<double>(speed));
    if (slider_float_with_value("##speed", "speed", &speed, 0.25f, 60.0f, "%.2g", speed_text, "0.25 steps/s", std::min(speed_width, room),
                                ImGuiSliderFlags_Logarithmic)) {
        clock.speed = speed;
        changed = true;
    }
    ImGui::EndDisabled();
    return changed;
}

}  // namespace knobel::app
