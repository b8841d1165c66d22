#include "views/replay.h"

namespace knobel::views {

std::vector<Cell> drop_order(const Shape& shape) {
    const int k = shape.size;
    std::vector<Cell> steps;
    steps.reserve(static_cast<std::size_t>(cube_count(shape)));
    for (int y = k - 1; y >= 0; --y)
        for (int z = 0; z < k; ++z)
            for (int x = 0; x < k; ++x)
                if (has_cube(shape, Cell{x, y, z})) steps.push_back(Cell{x, y, z});
    return steps;
}

}  // namespace knobel::views
