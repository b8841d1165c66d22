#pragma once
// The pan and zoom of a scrolling view (the Hex-Max digits, the Matches boards): drag to pan, the
// wheel to scroll, Ctrl+wheel and two-finger pinch to zoom, the −, + and Fit buttons, and
// following an animation (the view keeps the current step's move in sight). One widget for every
// screen that needs it, so they all answer the same gestures the same way. The follow rule itself
// (follow_scroll, should_follow) is plain C++, unit-tested natively; the rest needs ImGui.

#include <algorithm>

namespace knobel::app {

// After the user pans or zooms while an animation plays, the view stops following it this long.
constexpr double kFollowPauseSeconds = 2.5;

struct PanZoom {
    float scale = 1.0f;
    float min_scale = 0.25f;
    float max_scale = 4.0f;
    bool fit_pending = true;          // the screen sizes the content to the view at the next frame
    double user_moved_at = -1e9;      // when the user last panned or zoomed (ImGui time)
    double followed_position = -1.0;  // the animation position the view last followed (-1: none yet)
};

// ---- Following an animation (platform-free) ------------------------------------------------

// A stretch of the content along one axis, in the view's scroll coordinates (0 = the content's
// start; the view shows [scroll, scroll + view length)).
struct Span {
    float begin = 0.0f;
    float end = 0.0f;
};

// The scroll offset along one axis that shows a move whose piece leaves `source` for `target`:
// the scroll as it is while both are wholly in view; both, centred, when they fit in the view
// together; otherwise `target` alone, a third of the way down, unless it is in view already.
// Never below 0 (the scrollbar clamps the other end).
inline float follow_scroll(float scroll, float view, Span source, Span target) {
    const auto visible = [&](Span span) { return span.begin >= scroll && span.end <= scroll + view; };
    const Span both{std::min(source.begin, target.begin), std::max(source.end, target.end)};
    const float length = both.end - both.begin;
    if (length <= view) return visible(both) ? scroll : std::max(0.0f, both.begin - (view - length) / 2);
    return visible(target) ? scroll : std::max(0.0f, target.begin - view / 3);
}

// Whether the view follows the animation now: its clock moved since the view last followed it
// (Play, Step, Back, the scrubber: not merely a frame drawn), unless it is playing and the user
// panned or zoomed within kFollowPauseSeconds before `now` (then the user keeps the view).
inline bool should_follow(double position, double followed_position, bool playing, double now, double user_moved_at) {
    if (position == followed_position) return false;
    return !(playing && now - user_moved_at <= kFollowPauseSeconds);
}

// ---- The widget (ImGui) --------------------------------------------------------------------

// "Zoom − + Fit" (rects "zoom-out", "zoom-in", "zoom-fit").
void pan_zoom_buttons(PanZoom& view);
// Their width, for same_line_or_wrap.
float pan_zoom_buttons_width();

// Call inside the view's child window, after drawing its content: applies this frame's drag,
// wheel and pinch. `drag_pans` is false while a drag belongs to the content (a stick carried
// in play). Scrolling keeps the view's middle in place when the scale changes.
void pan_zoom_input(PanZoom& view, bool drag_pans);

// A rectangle in screen pixels, as drawn this frame.
struct ScreenBox {
    float min_x = 0.0f, min_y = 0.0f, max_x = 0.0f, max_y = 0.0f;
};

// Call inside the view's child window every frame an animation is shown, with the move at the
// clock's `position` (the piece leaves `source` for `target`, as drawn this frame), or nullptr for
// both when no move is shown. Scrolls both axes by follow_scroll when should_follow says so, and
// then asks for a frame (ImGui scrolls at the next one).
void pan_zoom_follow(PanZoom& view, double position, bool playing, const ScreenBox* source, const ScreenBox* target);

// Scrolls so that `box` is in view (follow_scroll with it as source and target): a keyboard
// cursor moved by an arrow key.
void pan_zoom_show(const ScreenBox& box);

}  // namespace knobel::app
