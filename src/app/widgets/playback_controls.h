#pragma once
// The animation's controls, the same on every screen.

#include "app/midend/animation_clock.h"

namespace knobel::app {

// The shared controls (ImGui): Play/Pause, Step back, Step, a scrubber and
// the speed, plus the keys of video players while no text field has the keyboard: Space or K
// play/pause, J or comma step back, L or period step forward. Tracks the rects "play", "step",
// "step-back", "scrubber" and "speed" for knobel.rect(). Returns true when the user changed something.
bool playback_controls(AnimationClock& clock);

// Those keys alone, for steps that are not a clock's (Crossnumber's watched solver steps a live
// search): what was pressed this frame, under the same rules (no text field, no popup, no Ctrl).
struct PlaybackKeys {
    bool toggle = false;   // Space (focus frame hidden) or K
    bool back = false;     // J or comma
    bool forward = false;  // L or period
};
PlaybackKeys playback_keys_pressed();

}  // namespace knobel::app
