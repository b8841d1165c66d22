#pragma once

#include "imgui.h"

namespace knobel::app {

// Sliders whose value is written beside the track, not in it: Dear ImGui writes the value in the
// middle of the track, where the handle covers it whenever the value is near the middle (issue
// 12). The text (`value_text`, "step 12") stands right-aligned in the room `widest_text` needs,
// left of the track, so the track does not move while the text changes under a drag; `width`
// is text and track together. `rect_id` names the track's rect for knobel.rect() and the tests
// (track_widget_rect), `rect_id`-value the text's.
bool slider_int_with_value(const char* id, const char* rect_id, int* value, int min, int max, const char* value_text,
                           const char* widest_text, float width);
// `format` rounds the value and is what Tab or Ctrl+click offer to edit ("%.2g").
bool slider_float_with_value(const char* id, const char* rect_id, float* value, float min, float max, const char* format,
                             const char* value_text, const char* widest_text, float width,
                             ImGuiSliderFlags flags = 0);

}  // namespace knobel::app
