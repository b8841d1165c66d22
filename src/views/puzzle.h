#pragma once
// The Views puzzle model (../shared/specs/views.md): three K×K views of a K×K×K grid of cells, the
// shapes built from cubes in those cells, and their hex text forms. Everything here is plain data
// and bit arithmetic, so the editor, the solver, the links and the CLI all agree on one convention.
//
// Coordinates: x left → right, y top layer → bottom layer, z back → front, each 0..K-1; cell index
// i = K²·y + K·z + x. Views: top pixel (row, col) = (z, x); front (row, col) = (y, x); side
// (row, col) = (y, K-1-z) — seen from the right, so the front of the shape is at the left.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/input_error.h"

namespace knobel::views {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 8;
inline constexpr int kClassicSize = 4;

enum class View : int { top = 0, front = 1, side = 2 };

// Three K×K views. Pixel (row, col) of a view is bit K·row + col of its mask: the spec's in-view
// bit order, so the hex form is the three masks one after the other.
struct Puzzle {
    int size = kClassicSize;
    std::array<std::uint64_t, 3> views{};  // indexed by View

    friend bool operator==(const Puzzle&, const Puzzle&) = default;
};

// A set of cells. Cell (x, y, z) is bit K·z + x of layers[y]: one 64-bit word per horizontal layer
// (K² <= 64), so layer y, bit j is cell K²·y + j. Words at and beyond `size` stay zero.
struct Shape {
    int size = kClassicSize;
    std::array<std::uint64_t, kMaxSize> layers{};

    friend bool operator==(const Shape&, const Shape&) = default;
};

struct Cell {
    int x = 0, y = 0, z = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

bool is_valid_size(int size);
Puzzle empty_puzzle(int size);
Shape empty_shape(int size);

int cell_index(int size, Cell cell);  // K²·y + K·z + x
Cell cell_at(int size, int index);

// Where a cell lies in each view: the pixel on its line of sight (the spec's conventions).
struct ViewPixel {
    int row = 0, col = 0;
    friend bool operator==(const ViewPixel&, const ViewPixel&) = default;
};
ViewPixel pixel_of(int size, View view, Cell cell);

// The editor's access to the views: row and col are 0..K-1.
bool pixel(const Puzzle& puzzle, View view, int row, int col);
void set_pixel(Puzzle& puzzle, View view, int row, int col, bool on);
int pixel_count(const Puzzle& puzzle, View view);

bool has_cube(const Shape& shape, Cell cell);
void set_cube(Shape& shape, Cell cell, bool on);
int cube_count(const Shape& shape);

// The three views the shape shows: a pixel is set when some cube lies on its line of sight.
Puzzle views_of(const Shape& shape);

// ---- Hex text ------------------------------------------------------------------------------
// A puzzle is 3·K² bits (top, front, side; in each view bit K·row + col), most significant bit
// first, as ⌈3K²/4⌉ hex digits; a shape is K³ bits (bit i = cell i) as ⌈K³/4⌉ hex digits. Bits
// that pad the last digit must be zero. Output is lowercase; input takes either case.

int puzzle_hex_length(int size);  // 3, 7, 12, 19, 27, 37, 48 for K = 2..8
int shape_hex_length(int size);   // 2, 7, 16, 32, 54, 86, 128
// The K whose puzzles have this many hex digits, or 0: the lengths are all different.
int size_for_puzzle_hex_length(std::size_t length);
// "3 (K = 2), 7 (K = 3), …, 48 (K = 8)": which lengths fit which K, for messages.
std::string puzzle_hex_lengths_text();

// Errors carry the 1-based column of the culprit in `hex` (line 0); callers add the line or the
// argument. A wrong length says which length K needs and which K the length would fit.
Expected<Puzzle> parse_puzzle_hex(std::string_view hex, int size);
// The same, with K taken from the length (links and files without a `size` line).
Expected<Puzzle> parse_puzzle_hex_any_size(std::string_view hex);
std::string format_puzzle_hex(const Puzzle& puzzle);

Expected<Shape> parse_shape_hex(std::string_view hex, int size);
std::string format_shape_hex(const Shape& shape);

// "the size" as text: a whole number 2..8, with the column of the culprit.
Expected<int> parse_size(std::string_view text, int line = 0, int first_column = 1);

// The classic K = 4 forms as numbers: the 48-bit value the 12 hex digits spell, and the 64-bit
// value of a shape's 16 hex digits (cell i is bit 63 - i).
Puzzle classic_puzzle_from_bits(std::uint64_t bits48);
std::uint64_t classic_puzzle_bits(const Puzzle& puzzle);
Shape classic_shape_from_bits(std::uint64_t bits64);
std::uint64_t classic_shape_bits(const Shape& shape);

}  // namespace knobel::views
