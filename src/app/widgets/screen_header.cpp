#include "app/widgets/screen_header.h"

#include <algorithm>

#include "app/platform/fonts.h"
#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "imgui.h"

namespace knobel::app {

void draw_screen_heading(const char* title, const char* subtitle) {
    ImGui::PushFont(fonts().heading);
    ImGui::TextUnformatted(title);
    ImGui::PopFont();
    same_line_or_wrap(ImGui::CalcTextSize(subtitle).x);
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", subtitle);
    ImGui::PopTextWrapPos();
}

const EmbeddedFile* gallery_combo(const char* preview, float width, std::string_view prefix,
                                  const std::function<std::string(std::string_view name, std::string_view text)>& label) {
    const EmbeddedFile* picked = nullptr;
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo("##gallery", preview)) {
        // The contest's and the hand-made examples first, the big benchmark inputs (bench-*) last.
        std::vector<const EmbeddedFile*> files = embedded_files_under(prefix);
        std::stable_partition(files.begin(), files.end(), [prefix](const EmbeddedFile* file) {
            return !std::string_view(file->name).substr(prefix.size()).starts_with("bench");
        });
        for (const EmbeddedFile* file : files) {
            std::string_view name = file->name;
            name.remove_prefix(prefix.size());
            const std::string text = label(name, file->text());
            if (text.empty()) continue;
            if (list_item(text.c_str())) picked = file;
            track_widget_rect("gallery-" + std::string(name));
        }
        ImGui::EndCombo();
    }
    track_widget_rect("gallery");
    return picked;
}

bool solve_button(bool enabled) {
    ImGui::BeginDisabled(!enabled);
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    const bool pressed = ImGui::Button("Solve", ImVec2(110, 0));
    ImGui::PopStyleColor(2);
    ImGui::EndDisabled();
    track_widget_rect("solve");
    return pressed;
}

}  // namespace knobel::app
