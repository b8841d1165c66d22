#include "app/widgets/new_puzzle_control.h"

#include <string>

#include "app/widgets/layout.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "core/text.h"
#include "imgui.h"

namespace knobel::app {

bool draw_new_puzzle_control(NewPuzzleForm& form, const NewPuzzleSizes& sizes) {
    if (ImGui::Button("New puzzle\xE2\x80\xA6")) ImGui::OpenPopup("new-puzzle");
    track_widget_rect("new-puzzle");
    bool make = false;
    if (!ImGui::BeginPopup("new-puzzle")) return false;
    const std::string size_hint = with_thousands(sizes.usual);
    const std::string size_label = std::string("Size (") + sizes.unit + ", " + with_thousands(sizes.smallest) + "\xE2\x80\x93" +
                                   with_thousands(sizes.largest) + ")";
    ImGui::TextUnformatted(size_label.c_str());
    // (The form keeps strings: a size or seed that is no number yet is the generator's to refuse,
    // with a message naming the option.)
    text_field("new-puzzle-size", form.size, 160.0f, ImGuiInputTextFlags_CharsDecimal, size_hint.c_str());
    ImGui::TextUnformatted("Difficulty");
    static const char* const kLevels[] = {"easy", "medium", "hard"};
    for (int level = 0; level < 3; ++level) {
        if (level > 0) ImGui::SameLine();
        if (ImGui::RadioButton(kLevels[level], form.difficulty == level)) form.difficulty = level;
        track_widget_rect(std::string("new-puzzle-") + kLevels[level]);
    }
    ImGui::TextUnformatted("Seed (empty: a new one each time)");
    text_field("new-puzzle-seed", form.seed, 220.0f, ImGuiInputTextFlags_CharsDecimal, "any");
    if (ImGui::Button("Make")) {
        make = true;
        ImGui::CloseCurrentPopup();
    }
    track_widget_rect("new-puzzle-make");
    ImGui::SameLine();
    if (ImGui::Button("Cancel##new")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return make;
}

}  // namespace knobel::app
