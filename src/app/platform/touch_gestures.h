#pragma once
// Two-finger gestures for the screens that zoom and pan (the 3D view, long Hex-Max numbers).
// One finger needs nothing here: SDL turns it into mouse events, which Dear ImGui handles.

union SDL_Event;

namespace knobel::app {

struct PinchThisFrame {
    int fingers = 0;        // fingers on the screen now
    float scale = 1.0f;     // how much the distance between two fingers grew since the last frame
    float pan_x = 0.0f;     // how far their midpoint moved, CSS pixels
    float pan_y = 0.0f;
    float center_x = 0.0f;  // their midpoint now, CSS pixels
    float center_y = 0.0f;
};

// Feed every SDL event (main.cpp does).
void handle_touch_event(const SDL_Event& event, float window_width, float window_height);
// Called once at the start of each frame: what the fingers did since the previous frame.
void begin_touch_frame();
const PinchThisFrame& pinch();

}  // namespace knobel::app
