#include "app/widgets/edit_switch.h"

#include "app/widgets/layout.h"
#include "app/widgets/widget_rects.h"
#include "imgui.h"

namespace knobel::app {

EditSwitchPressed draw_edit_switch(const char* edit_label, bool& editing, bool can_undo, bool can_redo) {
    EditSwitchPressed pressed;
    if (ImGui::RadioButton("Play", !editing)) editing = false;
    track_widget_rect("mode-play");
    ImGui::SameLine();
    if (ImGui::RadioButton(edit_label, editing)) editing = true;
    track_widget_rect("mode-edit");
    if (!editing) return pressed;
    same_line_or_wrap(button_width("Undo edit") + button_width("Redo edit"));
    ImGui::BeginDisabled(!can_undo);
    pressed.undo = ImGui::Button("Undo edit");
    ImGui::EndDisabled();
    track_widget_rect("edit-undo");
    ImGui::SameLine();
    ImGui::BeginDisabled(!can_redo);
    pressed.redo = ImGui::Button("Redo edit");
    ImGui::EndDisabled();
    track_widget_rect("edit-redo");
    return pressed;
}

}  // namespace knobel::app
