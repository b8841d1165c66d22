#pragma once
// Share links for the template puzzle (core/link.h parses the fragment):
//
//     #nullgame/<coins>          e.g. #nullgame/HTTH
//
// The coins as in the file format (puzzle.h). Errors name the link part and the character.

#include <string>

#include "core/input_error.h"
#include "core/link.h"
#include "nullgame/puzzle.h"

namespace knobel::nullgame {

inline constexpr const char* kLinkPuzzle = "nullgame";

// A parsed link (whose puzzle is "nullgame") -> the puzzle.
Expected<Puzzle> puzzle_from_link(const Link& link);
// The canonical fragment, "#nullgame/HTTH".
std::string puzzle_link(const Puzzle& puzzle);

}  // namespace knobel::nullgame
