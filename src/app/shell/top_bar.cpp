#include "app/shell/top_bar.h"

#include <algorithm>
#include <string>

#include "app/platform/fonts.h"
#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "imgui.h"

namespace knobel::app {
namespace {

// The labels of the top bar, from the fullest to the shortest: the first that fits one row is
// drawn (a laptop: the name and every word; a 360-pixel phone: short tab labels, "Link" and "?").
struct TopBarLabels {
    bool heading;       // "Knobel" before the tabs
    bool short_tabs;    // Screen::short_title() instead of title()
    const char* copy;   // the Copy link button
    const char* copied; // the same button for a moment after a click
    const char* about;
};
constexpr TopBarLabels kTopBarLabels[] = {
    {true, false, "Copy link", "Copied \xE2\x9C\x93", "About"},  // ✓
    {false, false, "Copy link", "Copied \xE2\x9C\x93", "About"},
    {false, true, "Copy link", "Copied \xE2\x9C\x93", "About"},
    {false, true, "Link", "\xE2\x9C\x93", "About"},
    {false, true, "Link", "\xE2\x9C\x93", "?"},
};

// The Copy link button keeps one width whichever label it shows (it does not jump when clicked).
float copy_button_width(const TopBarLabels& labels) {
    return std::max(button_width(labels.copy), button_width(labels.copied));
}

}  // namespace

TopBarPressed draw_top_bar(const std::vector<Screen*>& tabs, const Screen* current, bool copied) {
    TopBarPressed pressed;
    // With finger-sized controls (a phone) the bar is tighter: less room around the labels, tabs
    // no taller than a button, so that with the shortest labels it takes one row of a 360-pixel
    // screen, and the board starts higher (issue 20).
    const bool fingers = finger_sized();
    if (fingers) {
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(6, ImGui::GetStyle().FramePadding.y));
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, ImGui::GetStyle().ItemSpacing.y));
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    const float tab_height = ImGui::GetFrameHeight() + (fingers ? 0.0f : 6.0f);
    const float room = ImGui::GetContentRegionAvail().x;
    const auto row_width = [&](const TopBarLabels& labels) {
        float width = 0.0f;
        int items = 0;
        if (labels.heading) {
            ImGui::PushFont(fonts().heading);
            width += ImGui::CalcTextSize("Knobel").x;
            ImGui::PopFont();
            ++items;
        }
        for (const Screen* screen : tabs) {
            width += button_width(labels.short_tabs ? screen->short_title() : screen->title());
            ++items;
        }
        width += copy_button_width(labels) + button_width(labels.about);
        items += 2;
        return width + style.ItemSpacing.x * static_cast<float>(items - 1);
    };
    const TopBarLabels* labels = &kTopBarLabels[0];
    for (const TopBarLabels& candidate : kTopBarLabels) {
        labels = &candidate;
        if (row_width(candidate) <= room) break;  // else the shortest, wrapped where it must
    }

    bool first = true;
    if (labels->heading) {
        ImGui::PushFont(fonts().heading);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Knobel");
        ImGui::PopFont();
        first = false;
    }
    for (Screen* screen : tabs) {
        const char* label = labels->short_tabs ? screen->short_title() : screen->title();
        if (!first) same_line_or_wrap(button_width(label));
        first = false;
        const bool selected = screen == current;
        ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[selected ? ImGuiCol_ButtonActive : ImGuiCol_WindowBg]);
        ImGui::PushStyleColor(ImGuiCol_Text, selected ? ImVec4(1, 1, 1, 1) : style.Colors[ImGuiCol_Text]);
        ImGui::PushID(screen->id());
        if (ImGui::Button(label, ImVec2(0, tab_height)) && !selected) pressed.tab = screen;
        ImGui::PopID();
        ImGui::PopStyleColor(2);
        track_widget_rect(std::string("tab-") + screen->id());
    }

    // Right-aligned: the link of the puzzle on screen, and About (on a line of their own when
    // the window is too narrow).
    const float copy_width = copy_button_width(*labels);
    const float right_width = copy_width + button_width(labels->about) + style.ItemSpacing.x;
    same_line_or_wrap(right_width);
    if (ImGui::GetCursorPosX() > style.WindowPadding.x)  // on the tabs' line: push to the right edge
        ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - right_width));
    ImGui::PushID("copy-link");
    pressed.copy_link = ImGui::Button(copied ? labels->copied : labels->copy, ImVec2(copy_width, tab_height));
    ImGui::PopID();
    track_widget_rect("copy-link");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Copy a link that opens this puzzle as it is now");
    ImGui::SameLine();
    ImGui::PushID("about");
    pressed.about = ImGui::Button(labels->about, ImVec2(0, tab_height));
    ImGui::PopID();
    track_widget_rect("about");
    if (fingers) ImGui::PopStyleVar(2);
    ImGui::Separator();
    return pressed;
}

}  // namespace knobel::app
