#include "app/widgets/layout.h"

#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
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

bool note_then_button(const char* note, const char* button) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float room = ImGui::GetContentRegionAvail().x;
    const bool one_line = ImGui::CalcTextSize(note).x + style.ItemSpacing.x + button_width(button) <= room;
    ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
    if (one_line) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(note);
    } else {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(note);
        ImGui::PopTextWrapPos();
    }
    ImGui::PopStyleColor();
    if (one_line) ImGui::SameLine();
    return small_button(button);
}

bool board_first() { return ImGui::GetIO().DisplaySize.x < kBoardFirstWidth; }

bool settings_panel(const char* label) {
    const bool open = ImGui::CollapsingHeader(label, ImGuiTreeNodeFlags_DefaultOpen);
    track_widget_rect("settings");
    return open;
}

bool begin_two_columns(const char* id, float left, float right_min) {
    if (ImGui::GetContentRegionAvail().x < left + right_min) return false;
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingFixedFit)) return false;
    ImGui::TableSetupColumn("left", ImGuiTableColumnFlags_WidthFixed, left);
    ImGui::TableSetupColumn("right", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableNextColumn();
    return true;
}

void next_column() { ImGui::TableNextColumn(); }

void end_two_columns() { ImGui::EndTable(); }

}  // namespace knobel::app
