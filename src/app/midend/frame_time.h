#pragma once
// How long a frame may count, once for the shell's frame (App::frame) and the animation clock: a
// frame after a pause (a hidden tab, a busy machine) counts as at most this long, so that an
// animation moves on where it was instead of jumping ahead by the pause.

namespace knobel::app {

inline constexpr double kLongestFrameSeconds = 0.1;

}  // namespace knobel::app
