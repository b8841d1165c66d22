#include "app/widgets/file_buttons.h"

#include "app/platform/js_bridge.h"
#include "app/widgets/widget_rects.h"
#include "imgui.h"

namespace knobel::app {

void open_file_button(const char* puzzle, const char* accept) {
    if (ImGui::Button("Open file\xE2\x80\xA6")) pick_file(puzzle, accept);
    track_widget_rect("open-file");
}

void save_file_button(const std::string& file_name, const std::function<std::string()>& make_text) {
    if (ImGui::Button("Save\xE2\x80\xA6")) download_text(file_name, make_text());
    track_widget_rect("save-file");
}

}  // namespace knobel::app
