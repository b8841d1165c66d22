#include "app/animation_clock.h"

#include <algorithm>
#include <cmath>

#include "app/layout.h"
#include "app/widget_rects.h"
#include "imgui.h"

namespace knobel::app {

void AnimationClock::reset(int steps) {
    steps_ = std::max(0, steps);
    position_ = 0.0;
    playing_ = false;
}

void AnimationClock::play() {
    if (at_end()) position_ = 0.0;
    playing_ = steps_ > 0;
}

void AnimationClock::step_forward() {
    playing_ = false;
    position_ = std::min<double>(steps_, std::floor(position_) + 1.0);
}

void AnimationClock::step_back() {
    playing_ = false;
    const double floor = std::floor(position_);
    position_ = std::max(0.0, floor == position_ ? floor - 1.0 : floor);
}

void AnimationClock::seek(double position) { position_ = std::clamp(position, 0.0, static_cast<double>(steps_)); }

void AnimationClock::to_end() {
    playing_ = false;
    position_ = steps_;
}

void AnimationClock::advance(double seconds) {
    if (!playing_) return;
    position_ += std::max(0.0, seconds) * speed;
    if (position_ >= steps_) {
        position_ = steps_;
        playing_ = false;
    }
}

bool playback_controls(AnimationClock& clock) {
    bool changed = false;
    ImGui::BeginDisabled(clock.steps() == 0);
    if (ImGui::Button("\xE2\x97\x80 Back")) {  // ◀
        clock.step_back();
        changed = true;
    }
    track_widget_rect("step-back");
    ImGui::SameLine();
    const char* label = clock.playing() ? "\xE2\x9D\x9A\xE2\x9D\x9A Pause" : "\xE2\x96\xB6 Play";  // ❚❚ / ▶
    if (ImGui::Button(label, ImVec2(ImGui::CalcTextSize("\xE2\x9D\x9A\xE2\x9D\x9A Pause").x +
                                        ImGui::GetStyle().FramePadding.x * 2, 0))) {
        clock.toggle();
        changed = true;
    }
    track_widget_rect("play");
    ImGui::SameLine();
    if (ImGui::Button("Step \xE2\x96\xB6")) {
        clock.step_forward();
        changed = true;
    }
    track_widget_rect("step");
    // The scrubber and the speed share the rest of the line, or take a line of their own.
    const float speed_width = 130.0f;
    same_line_or_wrap(180.0f + speed_width);
    int step = clock.whole_step();
    ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x - speed_width - ImGui::GetStyle().ItemSpacing.x));
    if (ImGui::SliderInt("##scrub", &step, 0, clock.steps(), "step %d")) {
        clock.pause();
        clock.seek(step);
        changed = true;
    }
    track_widget_rect("scrubber");
    ImGui::SameLine();
    float speed = static_cast<float>(clock.speed);
    ImGui::SetNextItemWidth(speed_width);
    if (ImGui::SliderFloat("##speed", &speed, 0.25f, 60.0f, "%.2g steps/s", ImGuiSliderFlags_Logarithmic)) {
        clock.speed = speed;
        changed = true;
    }
    track_widget_rect("speed");
    ImGui::EndDisabled();
    return changed;
}

}  // namespace knobel::app
