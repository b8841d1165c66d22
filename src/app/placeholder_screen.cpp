#include "app/placeholder_screen.h"

#include <algorithm>

#include "app/fonts.h"
#include "imgui.h"

namespace knobel::app {

void PlaceholderScreen::draw(App&) {
    ImGui::PushFont(fonts().heading);
    ImGui::TextUnformatted(title_);
    ImGui::PopFont();
    ImGui::Spacing();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(640.0f, ImGui::GetContentRegionAvail().x));
    ImGui::TextWrapped("%s", summary_);
    ImGui::Spacing();
    ImGui::TextDisabled("This puzzle is not built yet: there is nothing to enter or solve here so far.");
    ImGui::PopTextWrapPos();
}

std::string PlaceholderScreen::link() const { return std::string("#") + id_; }

std::optional<InputError> PlaceholderScreen::open(const Link& link) {
    if (link.parts.empty() && link.options.empty()) return std::nullopt;
    const int part = link.parts.empty() ? link.options.front().number : link.parts.front().number;
    return link_error(part, std::string(title_) + " is not built yet, so this link's puzzle cannot be shown");
}

std::optional<InputError> PlaceholderScreen::load_text(std::string_view) {
    return error_in(title_, "this puzzle is not built yet, so its files cannot be opened");
}

}  // namespace knobel::app
