#include "views/random_puzzle.h"

namespace knobel::views {

Shape random_shape(std::uint64_t seed, int size, int density_percent) {
    const std::uint64_t density = density_percent < 0 ? 0 : density_percent > 100 ? 100 : static_cast<std::uint64_t>(density_percent);
    SplitMix64 random(seed);
    Shape shape = empty_shape(size);
    for (int i = 0; i < size * size * size; ++i)
        if (random.below(100) < density) set_cube(shape, cell_at(size, i), true);
    return shape;
}

Puzzle random_solvable_puzzle(std::uint64_t seed, int size, int density_percent) {
    return views_of(random_shape(seed, size, density_percent));
}

}  // namespace knobel::views
