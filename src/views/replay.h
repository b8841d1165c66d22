#pragma once
// The order in which the screen drops the cubes of a shape in, so that the animation builds it
// the way one would stack it: bottom layer first (y = K-1 up to 0), in each layer back to front
// (z = 0 … K-1), in each row left to right (x = 0 … K-1). No cube is ever dropped into a layer
// below one that already holds cubes, so a falling cube never passes through the shape.

#include <vector>

#include "views/puzzle.h"

namespace knobel::views {

std::vector<Cell> drop_order(const Shape& shape);

}  // namespace knobel::views
