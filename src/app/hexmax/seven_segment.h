#pragma once
// Seven-segment digits drawn as sticks with an ImGui draw list: lit sticks, the free positions
// faint, and a stick in flight between two positions. Where each segment sits comes from the
// Hex-Max core (hexmax::segment_line), so the drawing and the move planner agree.

#include "imgui.h"

namespace knobel::app {

struct StickStyle {
    float digit_height = 60.0f;  // pixels for the 2-unit-high digit cell
    ImU32 lit = IM_COL32(30, 36, 48, 255);
    ImU32 free = IM_COL32(30, 36, 48, 28);
    ImU32 highlight = IM_COL32(33, 99, 191, 255);
    ImU32 highlight_background = IM_COL32(33, 99, 191, 30);
};

// The width of one digit cell (without spacing) for a style.
float digit_width(const StickStyle& style);
// Space between digits.
float digit_gap(const StickStyle& style);

// Draws one digit's positions at `origin` (top left of the cell): lit segments from `mask`
// (bit 0 = a .. bit 6 = g) dark, the others faint; `hidden` segments are skipped entirely (the
// stick being carried away is drawn by draw_flying_stick instead).
void draw_digit(ImDrawList* draw, ImVec2 origin, unsigned mask, const StickStyle& style, unsigned hidden = 0,
                ImU32 lit_colour = 0);

// A stick on its way from segment `from_segment` of the digit at `from_origin` to `to_segment` of
// the digit at `to_origin`: lifted, slid and turned, `t` from 0 (in place) to 1 (arrived).
void draw_flying_stick(ImDrawList* draw, ImVec2 from_origin, int from_segment, ImVec2 to_origin, int to_segment,
                       float t, const StickStyle& style);

// The segment of the digit at `origin` nearest to `point`, if the point is within reach of it (a
// finger-sized margin around the stick), else -1. Lit or not: play picks sticks and free places.
int segment_near(ImVec2 origin, ImVec2 point, const StickStyle& style);

// The middle of a segment's place, in pixels: where a click or a drag picks that stick.
ImVec2 segment_middle(ImVec2 origin, int segment, const StickStyle& style);

// One segment drawn over the digit in `colour`, a little thicker: the picked stick, or the free
// place a dragged stick would land on.
void draw_segment_mark(ImDrawList* draw, ImVec2 origin, int segment, const StickStyle& style, ImU32 colour);

// A stick carried by the pointer (a drag in play), lifted, centred on `at`, at the angle of
// `segment`.
void draw_carried_stick(ImDrawList* draw, ImVec2 at, int segment, const StickStyle& style);

}  // namespace knobel::app
