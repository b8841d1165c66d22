#include "app/theme.h"

#include "imgui.h"

namespace knobel::app {

void apply_theme() {
    ImGui::StyleColorsLight();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowPadding = ImVec2(14, 12);
    style.FramePadding = ImVec2(10, 6);
    style.ItemSpacing = ImVec2(10, 8);
    style.ItemInnerSpacing = ImVec2(6, 6);
    style.ScrollbarSize = 16;
    style.GrabMinSize = 14;
    style.WindowRounding = 6;
    style.ChildRounding = 6;
    style.FrameRounding = 5;
    style.PopupRounding = 6;
    style.GrabRounding = 4;
    style.TabRounding = 5;
    style.WindowBorderSize = 0;
    style.TouchExtraPadding = ImVec2(2, 2);

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

void error_text(const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.6f, 0.1f, 0.05f, 1.0f));
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

}  // namespace knobel::app
