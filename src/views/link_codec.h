#pragma once
// Views share links (docs/views.md, "Links"):
//
//   #views/fe88e8f9b499           a puzzle as hex; K from the length (12 digits: the classic K = 4)
//   #views/<hex>/k=5              the same with the size stated (it must agree with the length)
//   #views/battery/157            puzzle n of the standard battery (leading zeros allowed)
//
// Errors name the link part (knobel::link_error), and the character inside it where one is to blame.

#include <cstdint>
#include <optional>
#include <string>

#include "core/input_error.h"
#include "core/link.h"
#include "views/puzzle.h"

namespace knobel::views {

struct ViewsLink {
    Puzzle puzzle;
    std::optional<std::uint32_t> battery;  // set for #views/battery/<n>; `puzzle` is then that puzzle
};

// `link` as parsed by knobel::parse_link, with link.puzzle == "views".
Expected<ViewsLink> parse_views_link(const Link& link);

// The canonical fragments: "#views/<hex>" (lowercase, no k= since the length tells K) and
// "#views/battery/<n>" with n as the six digits of the battery ("#views/battery/000157").
std::string puzzle_link(const Puzzle& puzzle);
std::string battery_link(std::uint32_t n);

}  // namespace knobel::views
