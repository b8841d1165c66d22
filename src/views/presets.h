#pragma once
// Puzzles to start from: named shapes whose views are the puzzle, so every preset is solvable.
// Content, not UI: the app lists them, and the tests check them like any other puzzle.

#include <string_view>
#include <vector>

#include "views/puzzle.h"

namespace knobel::views {

struct Preset {
    std::string_view name;  // "Staircase"
    Shape shape;            // a shape that shows the puzzle (not necessarily with the fewest cubes)
    Puzzle puzzle;          // views_of(shape)
};

// The presets, in the order the app lists them.
const std::vector<Preset>& presets();

}  // namespace knobel::views
