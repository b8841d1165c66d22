#pragma once
// One-finger swipes scroll the page on touch screens, as on every web page. Dear ImGui scrolls
// only with the wheel and the scrollbar, so on a phone a screen taller than the display could not
// be swiped, and Solve sat below the fold, out of reach.
//
// A finger that moves more than a few pixels, mostly up or down, scrolls the window under it,
// also when it started on a button or a field (most of a phone's screen): that widget lets go of
// the press. Mostly sideways, it pans the window under it that scrolls sideways (a wide board's
// strip, wide_board.h), if there is one. Not on a board that a widget claimed for its own drags (the 3D view orbits, the
// Hex-Max display and the Matches boards pan and carry, the Views editors paint).

namespace knobel::app {

// The press now under way belongs to the caller's widget: its drag must not scroll the page.
// Call in the frame of the press (or any frame before the release).
void claim_pointer_drag();

// Once a frame, after everything is drawn (App::frame): scrolls the window under an unclaimed
// one-finger drag by the finger's movement.
void touch_scroll();

}  // namespace knobel::app
