#include "brute_force.h"

#include <bit>

namespace knobel::views::testing {

Shape brute_candidates(const Puzzle& puzzle) {
    const int k = puzzle.size;
    Shape shape = empty_shape(k);
    for (int x = 0; x < k; ++x)
        for (int y = 0; y < k; ++y)
            for (int z = 0; z < k; ++z)
                if (pixel(puzzle, View::top, z, x) && pixel(puzzle, View::front, y, x) &&
                    pixel(puzzle, View::side, y, k - 1 - z))
                    set_cube(shape, Cell{x, y, z}, true);
    return shape;
}

BruteForce brute_force(const Puzzle& puzzle, int max_candidates) {
    const int k = puzzle.size;
    BruteForce result;
    result.candidates = brute_candidates(puzzle);
    std::vector<Cell> cells;
    for (int i = 0; i < k * k * k; ++i)
        if (has_cube(result.candidates, cell_at(k, i))) cells.push_back(cell_at(k, i));
    if (static_cast<int>(cells.size()) > max_candidates) {
        result.too_many_candidates = true;
        return result;
    }

    const std::uint64_t subsets = std::uint64_t{1} << cells.size();
    int best = 1 << 30;
    for (std::uint64_t mask = 0; mask < subsets; ++mask) {
        const int size = std::popcount(mask);
        if (size > best) continue;
        Shape shape = empty_shape(k);
        for (std::size_t j = 0; j < cells.size(); ++j)
            if (mask >> j & 1) set_cube(shape, cells[j], true);
        if (!(views_of(shape) == puzzle)) continue;
        if (size < best) {
            best = size;
            result.optimal.clear();
        }
        result.optimal.push_back(shape);
    }
    result.solvable = !result.optimal.empty();
    result.in_every = empty_shape(k);
    result.in_none = empty_shape(k);
    if (!result.solvable) return result;
    result.cubes = best;
    result.optimal_count = result.optimal.size();
    for (int i = 0; i < k * k * k; ++i) {
        const Cell cell = cell_at(k, i);
        int holding = 0;
        for (const Shape& shape : result.optimal) holding += has_cube(shape, cell) ? 1 : 0;
        if (holding == static_cast<int>(result.optimal.size())) set_cube(result.in_every, cell, true);
        if (holding == 0) set_cube(result.in_none, cell, true);
    }
    return result;
}

}  // namespace knobel::views::testing
