#include "crossnumber/grid_cursor.h"

#include <gtest/gtest.h>

#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

// examples/crossnumber/primes-6x6.kz's grid; # black. Cells row by row, index = 6 * row + col:
//   # A B C . D
//   E . . . # .
//   F . . # G .
//   . # # # H .
//   I . J # K .
//   . # . # # .
const char* kCursorGrid =
    "grid\n# A B C . D\nE . . . # .\nF . . # G .\n. # # # H .\nI . J # K .\n. # . # # .\nend\n=(qs(A_w), 32)\n";

int at(int row, int col) { return 6 * row + col; }

Puzzle grid() {
    auto puzzle = parse_puzzle_file(kCursorGrid);
    EXPECT_TRUE(puzzle) << puzzle.error().to_string();
    return *puzzle;
}

TEST(CrossnumberGridCursor, ArrowsJumpBlackCellsAndStopAtTheEdge) {
    const Puzzle puzzle = grid();
    EXPECT_EQ(first_white_cell(puzzle), at(0, 1));
    EXPECT_EQ(white_cell_towards(puzzle, at(1, 3), 0, 1), at(1, 5));  // over the black (1,4)
    EXPECT_EQ(white_cell_towards(puzzle, at(3, 0), 0, 1), at(3, 4));  // over three black cells
    EXPECT_EQ(white_cell_towards(puzzle, at(2, 0), 1, 0), at(3, 0));
    EXPECT_EQ(white_cell_towards(puzzle, at(4, 2), -1, 0), at(2, 2));  // over the black (3,2)
    EXPECT_EQ(white_cell_towards(puzzle, at(0, 5), -1, 0), std::nullopt);
    EXPECT_EQ(white_cell_towards(puzzle, at(3, 0), 0, -1), std::nullopt);
    EXPECT_EQ(white_cell_towards(puzzle, at(0, 1), 0, -1), std::nullopt);  // only a black cell left of it
    EXPECT_EQ(white_cell_towards(puzzle, at(5, 5), 0, -1), at(5, 2));
}

TEST(CrossnumberGridCursor, TypingMovesAlongTheEntryAndStopsAtItsEnd) {
    const Puzzle puzzle = grid();
    EXPECT_EQ(next_in_entry(puzzle, at(1, 0), Direction::across, 1), at(1, 1));
    EXPECT_EQ(next_in_entry(puzzle, at(1, 3), Direction::across, 1), std::nullopt);  // E across ends
    EXPECT_EQ(next_in_entry(puzzle, at(1, 3), Direction::across, -1), at(1, 2));
    EXPECT_EQ(next_in_entry(puzzle, at(0, 1), Direction::down, 1), at(1, 1));
    EXPECT_EQ(next_in_entry(puzzle, at(2, 1), Direction::down, 1), std::nullopt);
    EXPECT_EQ(next_in_entry(puzzle, at(0, 1), Direction::across, -1), std::nullopt);
    EXPECT_EQ(next_in_entry(puzzle, at(5, 5), Direction::down, 1), std::nullopt);  // the edge
    EXPECT_EQ(next_in_entry(puzzle, at(1, 4), Direction::across, 1), std::nullopt);  // from a black cell

    EXPECT_TRUE(in_entry(puzzle, at(3, 0), Direction::down));
    EXPECT_FALSE(in_entry(puzzle, at(3, 0), Direction::across));
    EXPECT_TRUE(in_entry(puzzle, at(5, 2), Direction::down));
    EXPECT_FALSE(in_entry(puzzle, at(5, 2), Direction::across));
    EXPECT_FALSE(in_entry(puzzle, at(0, 0), Direction::across));  // black
}

TEST(CrossnumberGridCursor, StepsForthAndBackAreInverse) {
    const Puzzle puzzle = grid();
    for (int cell = 0; cell < 36; ++cell) {
        for (const Direction direction : {Direction::across, Direction::down}) {
            if (const std::optional<int> next = next_in_entry(puzzle, cell, direction, 1)) {
                EXPECT_EQ(next_in_entry(puzzle, *next, direction, -1), cell) << cell;
            }
            const int row_step = direction == Direction::down ? 1 : 0, col_step = 1 - row_step;
            const std::optional<int> next = white_cell_towards(puzzle, cell, row_step, col_step);
            if (next && puzzle.cells[static_cast<std::size_t>(cell)].white) {
                EXPECT_EQ(white_cell_towards(puzzle, *next, -row_step, -col_step), cell) << cell;
            }
        }
    }
}

}  // namespace
}  // namespace knobel::crossnumber
