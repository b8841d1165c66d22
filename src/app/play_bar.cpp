#include "app/play_bar.h"

#include <algorithm>

#include "app/layout.h"
#include "app/theme.h"
#include "app/widget_rects.h"
#include "core/text.h"
#include "imgui.h"

namespace knobel::app {

PlayBarPressed draw_play_bar(const PlayBarContent& content, std::string& move_text) {
    PlayBarPressed pressed;
    // Its own ID scope: "Play", "Undo" and friends also label other buttons of the screen (the
    // playback controls' Play), and ImGui tells buttons apart by label and scope.
    ImGui::PushID("play-bar");
    if (content.optimal) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.05f, 0.50f, 0.16f, 1.0f));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(((content.optimal ? "\xE2\x9C\x93 " : "") + content.sentence).c_str());  // ✓
    ImGui::PopTextWrapPos();
    if (content.optimal) ImGui::PopStyleColor();
    track_widget_rect("play-verdict");
    ImGui::TextDisabled("%s", content.counter.c_str());
    track_widget_rect("play-counter");
    if (!content.message.empty()) {
        error_text(content.message.c_str());
        track_widget_rect("play-message");
    }

    ImGui::BeginDisabled(!content.can_undo);
    pressed.undo = ImGui::Button("Undo");
    track_widget_rect("undo");
    ImGui::SameLine();
    pressed.restart = ImGui::Button(content.restart_label);
    track_widget_rect("restart");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!content.can_redo);
    pressed.redo = ImGui::Button("Redo");
    track_widget_rect("redo");
    ImGui::EndDisabled();
    same_line_or_wrap(button_width("Show solution"));
    ImGui::BeginDisabled(content.solving);
    pressed.show_solution = ImGui::Button("Show solution");
    ImGui::EndDisabled();
    track_widget_rect("show-solution");

    same_line_or_wrap(ImGui::CalcTextSize("Move").x + 130.0f + button_width("Play") + 2 * ImGui::GetStyle().ItemSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Move");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(130.0f);
    char buffer[64] = {};
    move_text.copy(buffer, std::min(move_text.size(), sizeof buffer - 1));
    const bool entered = ImGui::InputTextWithHint("##move", content.move_hint, buffer, sizeof buffer,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    move_text = buffer;
    track_widget_rect("move-field");
    if (ImGui::IsItemHovered() && *content.move_help) ImGui::SetTooltip("%s", content.move_help);
    ImGui::SameLine();
    if (ImGui::Button("Play") || entered) pressed.move = std::string(trim(move_text));
    track_widget_rect("play-move");
    if (entered) ImGui::SetKeyboardFocusHere(-1);  // the field stays open for the next move
    if (*content.how_to) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", content.how_to);
        ImGui::PopTextWrapPos();
    }
    ImGui::PopID();
    return pressed;
}

}  // namespace knobel::app
