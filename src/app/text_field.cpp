#include "app/text_field.h"

#include <string>

#include "app/theme.h"
#include "app/widget_rects.h"
#include "imgui_stdlib.h"

namespace knobel::app {

bool text_field(const char* id, std::string& text, float width, ImGuiInputTextFlags flags) {
    ImGui::SetNextItemWidth(width);
    const std::string label = std::string("##") + id;
    const bool changed = ImGui::InputText(label.c_str(), &text, flags);
    const bool entered = ImGui::IsItemFocused() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    track_widget_rect(id);
    return changed || entered;
}

void field_message(const std::string& message, const char* rect_id) {
    if (message.empty()) return;
    error_text(message.c_str());
    track_widget_rect(rect_id);
}

}  // namespace knobel::app
