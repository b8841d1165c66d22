#include "app/widgets/text_field.h"

#include <algorithm>
#include <string>

#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "imgui_stdlib.h"

namespace knobel::app {

bool text_field(const char* id, std::string& text, float width, ImGuiInputTextFlags flags, const char* hint) {
    ImGui::SetNextItemWidth(width);
    const std::string label = std::string("##") + id;
    const bool changed = hint ? ImGui::InputTextWithHint(label.c_str(), hint, &text, flags) : ImGui::InputText(label.c_str(), &text, flags);
    const bool entered = ImGui::IsItemFocused() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    track_widget_rect(id);
    return changed || entered;
}

bool labelled_field(const char* label, const char* id, std::string& text, float width, ImGuiInputTextFlags flags) {
    ImGui::TextUnformatted(label);
    ImGui::SameLine();
    return text_field(id, text, width, flags);
}

void field_message(const std::string& message, const char* rect_id) {
    if (message.empty()) return;
    error_text(message.c_str());
    track_widget_rect(rect_id);
}

void error_line_excerpt(std::string_view text, int line, int column, const char* rect_id) {
    if (line < 1) return;
    std::size_t start = 0;
    for (int l = 1; l < line; ++l) {
        start = text.find('\n', start);
        if (start == std::string_view::npos) return;
        ++start;
    }
    std::string_view shown = text.substr(start, text.find('\n', start) == std::string_view::npos ? std::string_view::npos
                                                                                                   : text.find('\n', start) - start);
    if (!shown.empty() && shown.back() == '\r') shown.remove_suffix(1);
    const std::string number = "line " + std::to_string(line) + ":  ";
    ImGui::TextDisabled("%s", number.c_str());
    ImGui::SameLine(0.0f, 0.0f);
    const std::size_t at = column >= 1 ? std::min(shown.size(), static_cast<std::size_t>(column - 1)) : 0;
    const std::string before(shown.substr(0, at));
    ImGui::TextUnformatted(before.c_str());
    ImGui::SameLine(0.0f, 0.0f);
    // The culprit: from the column to the end of the line (or a space where the line ended).
    const std::string rest = at < shown.size() ? std::string(shown.substr(at)) : std::string(" ");
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.6f, 0.1f, 0.05f, 1.0f));
    ImGui::TextUnformatted(rest.c_str());
    ImGui::PopStyleColor();
    const float underline_y = corner.y + ImGui::GetTextLineHeight();
    const float width = ImGui::CalcTextSize(column >= 1 ? rest.substr(0, 1).c_str() : rest.c_str()).x;
    ImGui::GetWindowDrawList()->AddLine(ImVec2(corner.x, underline_y), ImVec2(corner.x + std::max(width, 6.0f), underline_y),
                                        IM_COL32(160, 25, 10, 255), 2.0f);
    track_widget_rect(rect_id);
}

}  // namespace knobel::app
