#include "app/hexmax/seven_segment.h"

#include <algorithm>
#include <cmath>

#include "hexmax/glyphs.h"

namespace knobel::app {
namespace {

constexpr float kPi = 3.14159265358979f;

// A segment as a stick: its middle, its angle and its length, in pixels.
struct Stick {
    ImVec2 middle;
    float angle;
    float length;
};

float unit(const StickStyle& style) { return style.digit_height / 2.0f; }
float thickness(const StickStyle& style) { return std::max(1.5f, unit(style) * 0.16f); }

Stick stick_of(ImVec2 origin, int segment, const StickStyle& style) {
    const hexmax::SegmentLine line = hexmax::segment_line(segment);
    const float u = unit(style);
    const float x0 = origin.x + static_cast<float>(line.x0) * u, y0 = origin.y + static_cast<float>(line.y0) * u;
    const float x1 = origin.x + static_cast<float>(line.x1) * u, y1 = origin.y + static_cast<float>(line.y1) * u;
    // Sticks stop short of the corners so neighbours do not touch, as on a real display.
    const float length = std::hypot(x1 - x0, y1 - y0) - thickness(style) * 1.3f;
    return {ImVec2((x0 + x1) / 2, (y0 + y1) / 2), std::atan2(y1 - y0, x1 - x0), length};
}

// A stick lying along a segment: one rounded rectangle. Thousands of digits are on screen at
// once, so this is kept to a handful of vertices.
void draw_resting_stick(ImDrawList* draw, ImVec2 origin, int segment, const StickStyle& style, ImU32 colour,
                        float width) {
    const hexmax::SegmentLine line = hexmax::segment_line(segment);
    const float u = unit(style);
    const float inset = thickness(style) * 0.65f;
    float x0 = origin.x + static_cast<float>(std::min(line.x0, line.x1)) * u;
    float y0 = origin.y + static_cast<float>(std::min(line.y0, line.y1)) * u;
    float x1 = origin.x + static_cast<float>(std::max(line.x0, line.x1)) * u;
    float y1 = origin.y + static_cast<float>(std::max(line.y0, line.y1)) * u;
    const bool horizontal = line.y0 == line.y1;
    if (horizontal) {
        x0 += inset;
        x1 -= inset;
        y0 -= width / 2;
        y1 += width / 2;
    } else {
        y0 += inset;
        y1 -= inset;
        x0 -= width / 2;
        x1 += width / 2;
    }
    const float rounding = width >= 4.0f ? width / 2 : 0.0f;
    draw->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), colour, rounding);
}

// A stick at any angle (the one in flight): a thick line with round ends.
void draw_stick(ImDrawList* draw, const Stick& stick, ImU32 colour, float width) {
    const float dx = std::cos(stick.angle) * stick.length / 2, dy = std::sin(stick.angle) * stick.length / 2;
    const ImVec2 a(stick.middle.x - dx, stick.middle.y - dy), b(stick.middle.x + dx, stick.middle.y + dy);
    draw->AddLine(a, b, colour, width);
    // Round ends.
    draw->AddCircleFilled(a, width / 2, colour, 8);
    draw->AddCircleFilled(b, width / 2, colour, 8);
}

float ease(float t) { return t * t * (3.0f - 2.0f * t); }

}  // namespace

float digit_width(const StickStyle& style) { return unit(style); }
float digit_gap(const StickStyle& style) { return unit(style) * 0.55f; }

void draw_digit(ImDrawList* draw, ImVec2 origin, unsigned mask, const StickStyle& style, unsigned hidden,
                ImU32 lit_colour) {
    const float width = thickness(style);
    for (int segment = 0; segment < hexmax::kSegmentCount; ++segment) {
        if (hidden & (1u << segment)) continue;
        const bool lit = mask & (1u << segment);
        draw_resting_stick(draw, origin, segment, style, lit ? (lit_colour ? lit_colour : style.lit) : style.free,
                           lit ? width : width * 0.7f);
    }
}

void draw_flying_stick(ImDrawList* draw, ImVec2 from_origin, int from_segment, ImVec2 to_origin, int to_segment,
                       float t, const StickStyle& style) {
    const Stick from = stick_of(from_origin, from_segment, style), to = stick_of(to_origin, to_segment, style);
    const float s = ease(std::fmin(std::fmax(t, 0.0f), 1.0f));
    // Turn the shorter way round: a stick has no direction, so angles repeat every half turn.
    float turn = to.angle - from.angle;
    while (turn > kPi / 2) turn -= kPi;
    while (turn < -kPi / 2) turn += kPi;
    Stick now{ImVec2(from.middle.x + (to.middle.x - from.middle.x) * s, from.middle.y + (to.middle.y - from.middle.y) * s),
              from.angle + turn * s, from.length + (to.length - from.length) * s};
    // Lifted off the display in between: a shadow where it would lie, the stick a bit above it.
    const float lift = std::sin(kPi * s) * unit(style) * 0.35f;
    draw_stick(draw, now, IM_COL32(0, 0, 0, 40), thickness(style));
    now.middle.y -= lift;
    now.middle.x -= lift * 0.3f;
    draw_stick(draw, now, style.highlight, thickness(style) * (1.0f + 0.25f * lift / unit(style)));
}

int segment_near(ImVec2 origin, ImVec2 point, const StickStyle& style) {
    // Distance to each segment's line piece, in units; reach is generous so fingers can hit it,
    // but less than half the distance between parallel segments so that the nearest one wins.
    const float u = unit(style);
    const float px = (point.x - origin.x) / u, py = (point.y - origin.y) / u;
    int nearest = -1;
    float best = 0.45f;
    for (int segment = 0; segment < hexmax::kSegmentCount; ++segment) {
        const hexmax::SegmentLine line = hexmax::segment_line(segment);
        const float x0 = static_cast<float>(line.x0), y0 = static_cast<float>(line.y0);
        const float x1 = static_cast<float>(line.x1), y1 = static_cast<float>(line.y1);
        const float dx = x1 - x0, dy = y1 - y0;
        const float t = std::clamp(((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy), 0.1f, 0.9f);
        const float distance = std::hypot(px - (x0 + t * dx), py - (y0 + t * dy));
        if (distance < best) {
            best = distance;
            nearest = segment;
        }
    }
    return nearest;
}

ImVec2 segment_middle(ImVec2 origin, int segment, const StickStyle& style) { return stick_of(origin, segment, style).middle; }

void draw_segment_mark(ImDrawList* draw, ImVec2 origin, int segment, const StickStyle& style, ImU32 colour) {
    draw_resting_stick(draw, origin, segment, style, colour, thickness(style) * 1.45f);
}

void draw_carried_stick(ImDrawList* draw, ImVec2 at, int segment, const StickStyle& style) {
    Stick stick = stick_of(ImVec2(0, 0), segment, style);
    stick.middle = ImVec2(at.x + unit(style) * 0.08f, at.y + unit(style) * 0.12f);
    draw_stick(draw, stick, IM_COL32(0, 0, 0, 40), thickness(style));  // its shadow on the display
    stick.middle = at;
    draw_stick(draw, stick, style.highlight, thickness(style) * 1.25f);
}

}  // namespace knobel::app
