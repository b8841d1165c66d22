#pragma once
// Handing SDL's events to Dear ImGui one frame's worth at a time, so that none is lost.
//
// Dear ImGui 1.86 reads keys and buttons as states once per frame. A key pressed and released
// between two frames would never be seen, and text typed in the same frame as the click that
// focuses a field would go to no field. Frames are drawn on demand here, so such bursts are real
// (fast typists, pasted keystrokes, test drivers). Like ImGui 1.87's "input trickling", a frame
// stops taking events when the next one would be lost; it stays queued for the next frame.
// Modifiers (Shift, Ctrl, Alt, GUI) are one state per frame in ImGui: a change of them waits for
// a frame of its own after a key or a click, and ImGui gets them from each key event as it was
// sent (not from SDL's state when the frame is drawn).

#include <functional>

union SDL_Event;

namespace knobel::app {

// Hands this frame's events to `handle` (which gives them to ImGui's SDL back end), then sets
// ImGui's modifier keys from each key event. Returns true when events wait for the next frame.
bool take_frame_events(const std::function<void(const SDL_Event&)>& handle);

// Whether events are queued that no frame has taken yet (knobel.frame() waits until none are).
bool events_queued();

}  // namespace knobel::app
