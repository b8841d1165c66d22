#pragma once
// Share links for Hex-Max (core/link.h parses the fragment):
//
//     #hexmax/<HEX>/<m>[/goal=min][/glyphs=variant][/digits=decimal]
//
// HEX in either case, m a non-negative integer. Options left out take their defaults (goal=max,
// glyphs=contest, digits=hex), and the canonical link leaves defaults out and writes the digits in
// upper case, so equal puzzles share one link. Errors name the link part.

#include <string>

#include "core/input_error.h"
#include "core/link.h"
#include "hexmax/problem.h"

namespace knobel::hexmax {

inline constexpr const char* kLinkPuzzle = "hexmax";

// A parsed link (whose puzzle is "hexmax") -> the problem, that passes check_problem().
Expected<Problem> problem_from_link(const Link& link);
// The canonical fragment, "#hexmax/D24/3/goal=min".
std::string problem_link(const Problem& problem);

}  // namespace knobel::hexmax
