#pragma once
// Small helpers shared by the Views unit tests.

#include <ostream>
#include <string>

#include "views/puzzle.h"

namespace knobel::views {

// GoogleTest prints shapes, puzzles and cells readably in failure messages.
inline void PrintTo(const Shape& shape, std::ostream* os) { *os << "shape " << format_shape_hex(shape); }
inline void PrintTo(const Puzzle& puzzle, std::ostream* os) { *os << "puzzle " << format_puzzle_hex(puzzle); }
inline void PrintTo(const Cell& cell, std::ostream* os) { *os << "(" << cell.x << ", " << cell.y << ", " << cell.z << ")"; }

// A shape answers a puzzle when its views, by the definition, are the puzzle.
inline bool shows(const Shape& shape, const Puzzle& puzzle) { return views_of(shape) == puzzle; }

inline Shape full_shape(int size) {
    Shape shape = empty_shape(size);
    for (int i = 0; i < size * size * size; ++i) set_cube(shape, cell_at(size, i), true);
    return shape;
}

}  // namespace knobel::views
