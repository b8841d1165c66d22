#include "app/widgets/value_slider.h"

#include <algorithm>
#include <string>

#include "app/widgets/widget_rects.h"

#include "imgui_internal.h"  // TempInputIsActive: the track turned into a text field (Tab, Ctrl+click)

namespace knobel::app {
namespace {

// The value text, right-aligned in its room, then the cursor on the same line for the track;
// returns the track's width.
float value_before_track(const char* rect_id, const char* value_text, const char* widest_text, float width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float room = ImGui::CalcTextSize(widest_text).x;
    const float text = ImGui::CalcTextSize(value_text).x;
    ImGui::AlignTextToFramePadding();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, room - text));
    ImGui::TextUnformatted(value_text);
    track_widget_rect(std::string(rect_id) + "-value");
    ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
    const float track = width - std::max(room, text) - style.ItemInnerSpacing.x;
    return std::max(track, ImGui::GetFrameHeight() * 2.0f);  // never so narrow that the handle fills it
}

// The slider keeps its format, so that Tab or Ctrl+click, which turn the track into a text field,
// show the number to edit; only while it is a track is the format's text drawn invisible.
struct HiddenTrackText {
    bool pushed = false;
    explicit HiddenTrackText(const char* id) {
        if (ImGui::TempInputIsActive(ImGui::GetID(id))) return;
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(0, 0, 0, 0));
        pushed = true;
    }
    ~HiddenTrackText() {
        if (pushed) ImGui::PopStyleColor();
    }
};

// The value, then the track `slide` draws (a Dear ImGui slider), tracked as `rect_id`.
template <class Slide>
bool slider_with_value(const char* id, const char* rect_id, const char* value_text, const char* widest_text,
                       float width, Slide slide) {
    ImGui::SetNextItemWidth(value_before_track(rect_id, value_text, widest_text, width));
    bool changed = false;
    {
        const HiddenTrackText hidden(id);
        changed = slide();
    }
    track_widget_rect(rect_id);
    return changed;
}

}  // namespace

bool slider_int_with_value(const char* id, const char* rect_id, int* value, int min, int max, const char* value_text,
                           const char* widest_text, float width) {
    return slider_with_value(id, rect_id, value_text, widest_text, width,
                             [&] { return ImGui::SliderInt(id, value, min, max, "%d", ImGuiSliderFlags_AlwaysClamp); });
}

bool slider_float_with_value(const char* id, const char* rect_id, float* value, float min, float max, const char* format,
                             const char* value_text, const char* widest_text, float width,
                             ImGuiSliderFlags flags) {
    return slider_with_value(id, rect_id, value_text, widest_text, width, [&] {
        return ImGui::SliderFloat(id, value, min, max, format, flags | ImGuiSliderFlags_AlwaysClamp);
    });
}

}  // namespace knobel::app
