#pragma once
// The pan and zoom of a scrolling view (the Hex-Max digits, the Matches table): drag to pan, the
// wheel to scroll, Ctrl+wheel and two-finger pinch to zoom, and the −, + and Fit buttons. One
// widget for every screen that needs it, so they all answer the same gestures the same way.

namespace knobel::app {

struct PanZoom {
    float scale = 1.0f;
    float min_scale = 0.25f;
    float max_scale = 4.0f;
    bool fit_pending = true;          // the screen sizes the content to the view at the next frame
    double user_moved_at = -1e9;      // when the user last panned or zoomed (ImGui time)
};

// "Zoom − + Fit" (rects "zoom-out", "zoom-in", "zoom-fit").
void pan_zoom_buttons(PanZoom& view);

// Call inside the view's child window, after drawing its content: applies this frame's drag,
// wheel and pinch. `drag_pans` is false while a drag belongs to the content (a stick carried
// in play). Scrolling keeps the view's middle in place when the scale changes.
void pan_zoom_input(PanZoom& view, bool drag_pans);

}  // namespace knobel::app
