#pragma once
// Playing Views by hand: adding and removing cubes as short text ("+1,2,3") and back, why a move is
// refused, which view pixels a built shape gets wrong, and what the shape is worth (judge). Also
// the inverse of pixel_of: the cells on a view pixel's line of sight.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "views/puzzle.h"

namespace knobel::views {

// ---- Lines of sight --------------------------------------------------------------------------
// The cell on `pixel`'s line of sight at `depth` cells from the viewer (0 = the nearest cell:
// the top layer for the top view, the front slice for the front view, the rightmost slice for the
// side view; size - 1 = the farthest). pixel_of(size, view, cell_at_pixel(size, view, p, d)) == p
// for every depth d.
Cell cell_at_pixel(int size, View view, ViewPixel pixel, int depth);

// ---- Move text -------------------------------------------------------------------------------
struct CubeMove {
    bool add = true;  // false: remove
    Cell cell;
    friend bool operator==(const CubeMove&, const CubeMove&) = default;
};
// "+x,y,z" to add a cube, "-x,y,z" to remove one; coordinates as in puzzle.h (x left to right,
// y top layer to bottom, z back to front, each 0..K-1).
std::string move_text(const CubeMove& move);
// Exactly that form, no spaces. Errors name the 1-based column (line 0) and say what was expected;
// a coordinate outside 0..size-1 is named ("z = 5 is outside the grid: coordinates run 0 to 3").
Expected<CubeMove> parse_move_text(std::string_view text, int size);
// The same for no grid in particular (the game's move syntax, which refusal() then checks against
// the grid on screen): each coordinate a whole number below kMaxMoveCoordinate.
constexpr int kMaxMoveCoordinate = 1'000'000;
Expected<CubeMove> parse_move_text(std::string_view text);

// "1,2,3": a cell as the move text writes it.
std::string cell_text(Cell cell);
// Why `move` may not be made on `shape`: "there is a cube at 1,2,3 already", "there is no cube at
// 1,2,3 to remove", "z = 5 is outside the grid: coordinates run 0 to 3"; nullopt when it is allowed.
std::optional<std::string> refusal(const Shape& shape, const CubeMove& move);
// Makes the move if it is allowed (returns false and leaves the shape alone otherwise).
bool apply(Shape& shape, const CubeMove& move);

// ---- Judging a built shape -------------------------------------------------------------------
struct PixelMismatch {
    View view = View::top;
    int row = 0, col = 0;  // from 0, as in puzzle.h
    bool missing = false;  // the puzzle sets the pixel and no cube is on its line of sight; else extra
    friend bool operator==(const PixelMismatch&, const PixelMismatch&) = default;
};
// Every pixel where the built shape's views differ from the target, view by view (top, front,
// side), each row by row. Pixels of the target's size are compared; a shape of another size counts
// as having no cubes outside its own grid.
std::vector<PixelMismatch> compare_views(const Puzzle& target, const Shape& built);
// "top", "front", "side".
std::string_view view_name(View view);
// "view pixel front r2c1 is missing" / "view pixel side r0c3 is extra": row and column from 0.
std::string describe(const PixelMismatch& mismatch);

struct ShapeVerdict {
    bool solved = false;   // the shape shows exactly the puzzle's views
    bool optimal = false;  // solved with the minimum number of cubes (when it is known)
    int cubes = 0;
    std::optional<int> minimum;
    std::vector<PixelMismatch> mismatches;
    std::string sentence;  // all of it in one line for the player
    std::string counter;   // "7 cubes": the play bar's count
};
// `minimum_cubes`: the solver's minimum, or nullopt while it is not known.
ShapeVerdict judge(const Puzzle& puzzle, const Shape& shape, std::optional<int> minimum_cubes);

}  // namespace knobel::views
