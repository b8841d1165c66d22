#include "app/layout.h"

#include "imgui.h"

namespace knobel::app {

void same_line_or_wrap(float width) {
    const float line_end = ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x;
    const float next_x = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x;
    if (next_x + width <= line_end) ImGui::SameLine();
}

float button_width(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

float checkbox_width(const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x;
}

}  // namespace knobel::app
