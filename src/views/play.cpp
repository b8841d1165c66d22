#include "views/play.h"

#include "core/text.h"

namespace knobel::views {
namespace {

constexpr char kAxisNames[3] = {'x', 'y', 'z'};

bool inside(int size, Cell cell) {
    return cell.x >= 0 && cell.x < size && cell.y >= 0 && cell.y < size && cell.z >= 0 && cell.z < size;
}

std::string grid_words(int size) {
    const std::string k = std::to_string(size);
    return "the " + k + "×" + k + "×" + k + " grid";
}

// "z = 5 is outside the grid: coordinates run 0 to 3": the parser's words and refusal()'s alike.
std::string outside_grid(char axis, std::string_view value, int size) {
    return std::string(1, axis) + " = " + std::string(value) + " is outside the grid: coordinates run 0 to " +
           std::to_string(size - 1);
}


}  // namespace

Cell cell_at_pixel(int size, View view, ViewPixel pixel, int depth) {
    const int far = size - 1;
    switch (view) {
        case View::top: return Cell{pixel.col, depth, pixel.row};                // x = col, z = row, looking down
        case View::front: return Cell{pixel.col, pixel.row, far - depth};        // x = col, y = row, from the front
        case View::side: return Cell{far - depth, pixel.row, far - pixel.col};   // y = row, z = K-1-col, from the right
    }
    return Cell{};
}

std::string cell_text(Cell cell) {
    return std::to_string(cell.x) + ',' + std::to_string(cell.y) + ',' + std::to_string(cell.z);
}

std::string move_text(const CubeMove& move) { return (move.add ? "+" : "-") + cell_text(move.cell); }

namespace {

// Any grid's coordinates may be given when `size` is 0 (below kMaxMoveCoordinate each): whether
// the cell lies in the grid is then refusal()'s question, which knows the grid.
Expected<CubeMove> parse_move(std::string_view text, int size) {
    const std::string form = "; a move is written like +1,2,3 (add a cube) or -1,2,3 (remove one)";
    const std::string range = size > 0 ? ", a whole number 0 to " + std::to_string(size - 1) : ", a whole number";
    const int limit = size > 0 ? size : kMaxMoveCoordinate;
    if (text.empty()) return error_at(0, 1, "the move is empty" + form);
    CubeMove move;
    if (text[0] != '+' && text[0] != '-')
        return error_at(0, 1, "a move starts with + (add a cube) or - (remove one), not " + describe_char(text[0]) + form);
    move.add = text[0] == '+';
    int coordinates[3] = {0, 0, 0};
    std::size_t at = 1;
    for (int axis = 0; axis < 3; ++axis) {
        if (axis > 0) {
            if (at >= text.size() || text[at] != ',') {
                const std::string found = at < text.size() ? describe_char(text[at]) : "the end of the text";
                return error_at(0, static_cast<int>(at) + 1,
                                std::string("expected ',' before ") + kAxisNames[axis] + ", not " + found + form);
            }
            ++at;
        }
        std::size_t end = at;
        while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
        const int column = static_cast<int>(at) + 1;
        if (end == at) {
            const std::string found = at < text.size() ? describe_char(text[at]) : "the end of the text";
            return error_at(0, column, std::string("expected ") + kAxisNames[axis] + range + ", not " + found + form);
        }
        const std::string_view digits = text.substr(at, end - at);
        Expected<std::uint64_t> value = parse_unsigned(digits, 1'000'000, std::string(1, kAxisNames[axis]), 0, column);
        if (!value || value.value() >= static_cast<std::uint64_t>(limit)) {
            if (size > 0) return error_at(0, column, outside_grid(kAxisNames[axis], digits, size));
            return error_at(0, column, std::string(1, kAxisNames[axis]) + " = " + std::string(digits) +
                                           " is outside every grid: coordinates run 0 to K - 1, and K is at most " +
                                           std::to_string(kMaxSize));
        }
        coordinates[axis] = static_cast<int>(value.value());
        at = end;
    }
    if (at < text.size())
        return error_at(0, static_cast<int>(at) + 1, "unexpected " + describe_char(text[at]) + " after the move" + form);
    move.cell = Cell{coordinates[0], coordinates[1], coordinates[2]};
    return move;
}

}  // namespace

Expected<CubeMove> parse_move_text(std::string_view text, int size) {
    if (!is_valid_size(size))
        return error_at(0, 0, "the grid size must be " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                                  ", not " + std::to_string(size));
    return parse_move(text, size);
}

Expected<CubeMove> parse_move_text(std::string_view text) { return parse_move(text, 0); }

std::optional<std::string> refusal(const Shape& shape, const CubeMove& move) {
    if (!inside(shape.size, move.cell)) {
        const int coordinates[3] = {move.cell.x, move.cell.y, move.cell.z};
        int axis = 0;
        while (coordinates[axis] >= 0 && coordinates[axis] < shape.size) ++axis;  // one of them is outside
        return outside_grid(kAxisNames[axis], std::to_string(coordinates[axis]), shape.size);
    }
    const bool there = has_cube(shape, move.cell);
    if (move.add && there) return "there is a cube at " + cell_text(move.cell) + " already";
    if (!move.add && !there) return "there is no cube at " + cell_text(move.cell) + " to remove";
    return std::nullopt;
}

bool apply(Shape& shape, const CubeMove& move) {
    if (refusal(shape, move)) return false;
    set_cube(shape, move.cell, move.add);
    return true;
}

std::vector<PixelMismatch> compare_views(const Puzzle& target, const Shape& built) {
    const int size = target.size;
    // The shape's views in the target's grid: only its cells inside that grid count.
    Puzzle shown = empty_puzzle(size);
    for (int i = 0; i < built.size * built.size * built.size; ++i) {
        const Cell cell = cell_at(built.size, i);
        if (!inside(size, cell) || !has_cube(built, cell)) continue;
        for (int v = 0; v < 3; ++v) {
            const ViewPixel p = pixel_of(size, static_cast<View>(v), cell);
            set_pixel(shown, static_cast<View>(v), p.row, p.col, true);
        }
    }
    std::vector<PixelMismatch> mismatches;
    for (int v = 0; v < 3; ++v) {
        const View view = static_cast<View>(v);
        for (int row = 0; row < size; ++row)
            for (int col = 0; col < size; ++col) {
                const bool wanted = pixel(target, view, row, col);
                if (wanted != pixel(shown, view, row, col)) mismatches.push_back(PixelMismatch{view, row, col, wanted});
            }
    }
    return mismatches;
}

std::string_view view_name(View view) {
    switch (view) {
        case View::top: return "top";
        case View::front: return "front";
        case View::side: return "side";
    }
    return "?";
}

std::string describe(const PixelMismatch& mismatch) {
    // Words, as the hint says a pixel (no "r2c1" code): "row 2, column 1 of the front view is missing".
    return "row " + std::to_string(mismatch.row) + ", column " + std::to_string(mismatch.col) + " of the " +
           std::string(view_name(mismatch.view)) + " view is " + (mismatch.missing ? "missing" : "extra");
}

ShapeVerdict judge(const Puzzle& puzzle, const Shape& shape, std::optional<int> minimum_cubes) {
    ShapeVerdict verdict;
    verdict.cubes = cube_count(shape);
    verdict.minimum = minimum_cubes;
    verdict.mismatches = compare_views(puzzle, shape);
    const bool same_size = shape.size == puzzle.size;
    verdict.solved = same_size && verdict.mismatches.empty();
    verdict.optimal = verdict.solved && minimum_cubes && verdict.cubes == *minimum_cubes;
    const std::string cubes = plural(static_cast<std::uint64_t>(verdict.cubes), "cube", "cubes");
    verdict.counter = cubes;
    if (!same_size) {
        verdict.sentence = "the shape is built in " + grid_words(shape.size) + ", the puzzle is " + grid_words(puzzle.size);
    } else if (!verdict.solved) {
        constexpr std::size_t kNamed = 3;
        const std::size_t count = verdict.mismatches.size();
        verdict.sentence = "not solved yet: ";
        for (std::size_t i = 0; i < count && i < kNamed; ++i) {
            if (i > 0) verdict.sentence += (i + 1 == count) ? " and " : ", ";
            verdict.sentence += describe(verdict.mismatches[i]);
        }
        if (count > kNamed) verdict.sentence += " and " + plural(count - kNamed, "more", "more");
    } else if (verdict.optimal) {
        verdict.sentence = "solved with " + cubes + " — the fewest possible";
    } else if (minimum_cubes) {
        // Never the fewest itself: that is the puzzle's answer, which the player sees only on
        // asking ("Show the target", Solve) — as Hex-Max's verdict never names its number.
        verdict.sentence = "solved with " + cubes + " — fewer cubes will do";
    } else {
        verdict.sentence = "solved with " + cubes + " (the fewest is not known yet)";
    }
    return verdict;
}

}  // namespace knobel::views
