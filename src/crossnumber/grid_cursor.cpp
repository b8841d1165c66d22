#include "crossnumber/grid_cursor.h"

namespace knobel::crossnumber {
namespace {

bool inside(const Puzzle& puzzle, int row, int col) { return row >= 0 && row < puzzle.rows && col >= 0 && col < puzzle.cols; }

bool white_at(const Puzzle& puzzle, int row, int col) {
    return inside(puzzle, row, col) && puzzle.cells[static_cast<std::size_t>(puzzle.cell_index(row, col))].white;
}

}  // namespace

std::optional<int> white_cell_towards(const Puzzle& puzzle, int cell, int row_step, int col_step) {
    if (row_step == 0 && col_step == 0) return std::nullopt;
    int row = puzzle.row_of(cell) + row_step, col = puzzle.col_of(cell) + col_step;
    for (; inside(puzzle, row, col); row += row_step, col += col_step)
        if (white_at(puzzle, row, col)) return puzzle.cell_index(row, col);
    return std::nullopt;
}

std::optional<int> next_in_entry(const Puzzle& puzzle, int cell, Direction direction, int step) {
    const int row = puzzle.row_of(cell) + (direction == Direction::down ? step : 0);
    const int col = puzzle.col_of(cell) + (direction == Direction::across ? step : 0);
    if (!white_at(puzzle, puzzle.row_of(cell), puzzle.col_of(cell)) || !white_at(puzzle, row, col)) return std::nullopt;
    return puzzle.cell_index(row, col);
}

bool in_entry(const Puzzle& puzzle, int cell, Direction direction) {
    return next_in_entry(puzzle, cell, direction, 1).has_value() || next_in_entry(puzzle, cell, direction, -1).has_value();
}

std::optional<int> first_white_cell(const Puzzle& puzzle) {
    for (int index = 0; index < puzzle.rows * puzzle.cols; ++index)
        if (puzzle.cells[static_cast<std::size_t>(index)].white) return index;
    return std::nullopt;
}

}  // namespace knobel::crossnumber
