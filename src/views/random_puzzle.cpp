#include "views/random_puzzle.h"

namespace knobel::views {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t bound) {
    // Reject the top sliver that would make some remainders more likely than others.
    const std::uint64_t reject_below = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t value = next();
        if (value >= reject_below) return value % bound;
    }
}

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
