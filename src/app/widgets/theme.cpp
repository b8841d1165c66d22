#include "app/widgets/theme.h"

#include <algorithm>
#include <cmath>

#include "imgui.h"

namespace knobel::app {
namespace {

// The desktop's sizes, and the finger's (fit_theme_to_pointer).
const ImVec2 kFramePadding(10, 6), kItemSpacing(10, 8);
constexpr float kScrollbarSize = 16, kGrabMinSize = 14;
constexpr float kFingerItemSpacingY = 10, kFingerScrollbarSize = 20, kFingerGrabMinSize = 30;

bool g_fingers = false;

}  // namespace

void apply_theme() {
    ImGui::StyleColorsLight();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowPadding = ImVec2(14, 12);
    style.FramePadding = kFramePadding;
    style.ItemSpacing = kItemSpacing;
    style.ItemInnerSpacing = ImVec2(6, 6);
    style.ScrollbarSize = kScrollbarSize;
    style.GrabMinSize = kGrabMinSize;
    style.WindowRounding = 6;
    style.ChildRounding = 6;
    style.FrameRounding = 5;
    style.PopupRounding = 6;
    style.GrabRounding = 4;
    style.TabRounding = 5;
    style.WindowBorderSize = 0;
    style.TouchExtraPadding = ImVec2(2, 2);
    style.SelectableTextAlign = ImVec2(0.0f, 0.5f);  // list_item: text in the middle of a finger-sized row

    ImVec4* colors = style.Colors;
    const ImVec4 accent(0.13f, 0.39f, 0.75f, 1.00f);
    colors[ImGuiCol_WindowBg] = ImVec4(0.97f, 0.97f, 0.96f, 1.00f);
    colors[ImGuiCol_ChildBg] = ImVec4(0.00f, 0.00f, 0.00f, 0.00f);
    colors[ImGuiCol_PopupBg] = ImVec4(1.00f, 1.00f, 1.00f, 0.99f);
    colors[ImGuiCol_Text] = ImVec4(0.10f, 0.11f, 0.13f, 1.00f);
    colors[ImGuiCol_TextDisabled] = ImVec4(0.42f, 0.44f, 0.48f, 1.00f);
    colors[ImGuiCol_Button] = ImVec4(0.88f, 0.89f, 0.91f, 1.00f);
    colors[ImGuiCol_ButtonHovered] = ImVec4(0.78f, 0.84f, 0.93f, 1.00f);
    colors[ImGuiCol_ButtonActive] = accent;
    colors[ImGuiCol_FrameBg] = ImVec4(1.00f, 1.00f, 1.00f, 1.00f);
    colors[ImGuiCol_FrameBgHovered] = ImVec4(0.90f, 0.93f, 0.98f, 1.00f);
    colors[ImGuiCol_FrameBgActive] = ImVec4(0.84f, 0.89f, 0.97f, 1.00f);
    colors[ImGuiCol_Border] = ImVec4(0.75f, 0.77f, 0.80f, 0.60f);
    colors[ImGuiCol_CheckMark] = accent;
    // Dear ImGui writes a slider's value over its handle: a see-through handle keeps the text
    // under it readable ("8 steps/s" was half hidden behind a solid one).
    colors[ImGuiCol_SliderGrab] = ImVec4(accent.x, accent.y, accent.z, 0.38f);
    colors[ImGuiCol_SliderGrabActive] = ImVec4(0.08f, 0.28f, 0.58f, 0.55f);
    colors[ImGuiCol_Header] = ImVec4(0.84f, 0.89f, 0.97f, 1.00f);
    colors[ImGuiCol_HeaderHovered] = ImVec4(0.78f, 0.84f, 0.93f, 1.00f);
    colors[ImGuiCol_HeaderActive] = ImVec4(0.70f, 0.79f, 0.93f, 1.00f);
    colors[ImGuiCol_PlotHistogram] = accent;
    colors[ImGuiCol_PlotHistogramHovered] = ImVec4(0.96f, 0.55f, 0.10f, 1.00f);
    style.FrameBorderSize = 1.0f;
}

void fit_theme_to_pointer(bool fingers, float body_font_size) {
    g_fingers = fingers;
    ImGuiStyle& style = ImGui::GetStyle();
    // A frame (button, field, check box, slider, header) is the font's height plus twice the
    // vertical padding: whole pixels, so that labels stay sharp.
    const float finger_padding = std::ceil((kFingerTarget - body_font_size) / 2.0f);
    style.FramePadding = ImVec2(kFramePadding.x, fingers ? std::max(kFramePadding.y, finger_padding) : kFramePadding.y);
    style.ItemSpacing = ImVec2(kItemSpacing.x, fingers ? kFingerItemSpacingY : kItemSpacing.y);
    style.ScrollbarSize = fingers ? kFingerScrollbarSize : kScrollbarSize;
    style.GrabMinSize = fingers ? kFingerGrabMinSize : kGrabMinSize;
}

bool finger_sized() { return g_fingers; }

bool small_button(const char* label) { return g_fingers ? ImGui::Button(label) : ImGui::SmallButton(label); }

bool list_item(const char* label, bool selected) {
    // A Selectable also covers half the item spacing above and below it, so the row is its
    // height plus the spacing; the text is centred in it (SelectableTextAlign).
    const float height = g_fingers ? kFingerTarget - ImGui::GetStyle().ItemSpacing.y : 0.0f;
    return ImGui::Selectable(label, selected, 0, ImVec2(0.0f, height));
}

float pointer_reach(float mouse) { return g_fingers ? kFingerTarget / 2 : mouse; }

float finger_cell(float cell, int count, float room) {
    if (!g_fingers || count <= 0) return cell;
    return std::max(cell, std::min(kFingerTarget, std::floor(room / static_cast<float>(count))));
}

void error_text(const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.6f, 0.1f, 0.05f, 1.0f));
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

}  // namespace knobel::app
