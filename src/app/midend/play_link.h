#pragma once
// A game in progress travels in its link as one option, after the puzzle's own parts:
//     #hexmax/D24/3/play=0b-2g;1a-1g          #views/fe88e8f9b499/play=+0,3,3;-0,3,3
// The moves in order, in each puzzle's move syntax (docs/js-api.md), joined with ';' — a
// character no move syntax uses, which percent-encoding keeps as it is. Plain C++, unit-tested.

#include <string>
#include <string_view>
#include <vector>

namespace knobel::app {

inline constexpr std::string_view kPlayOption = "play";
// "target=1": the play bar's "Show the target" is on (Screen::show_target).
inline constexpr std::string_view kTargetOption = "target";

// "0b-2g;1a-1g": the option's value (before percent-encoding).
std::string join_play_moves(const std::vector<std::string>& moves);
// The moves of an option's value; empty pieces (";;", a trailing ';') are dropped.
std::vector<std::string> split_play_moves(std::string_view value);

}  // namespace knobel::app
