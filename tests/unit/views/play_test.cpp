#include "views/play.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "test_util.h"

namespace knobel::views {
namespace {

Shape shape_of(int size, std::initializer_list<Cell> cells) {
    Shape shape = empty_shape(size);
    for (Cell c : cells) set_cube(shape, c, true);
    return shape;
}

// The views.md projections, written out here: the pixel a cell shows in each view.
struct SpecPixel {
    int row, col;
};
SpecPixel spec_pixel(int size, int view, int x, int y, int z) {
    if (view == 0) return {z, x};             // top: x = c, z = r
    if (view == 1) return {y, x};             // front: x = c, y = r
    return {y, size - 1 - z};                 // side: y = r, z = K-1-c
}

// Brute force: which target pixels a set of cells misses or adds, in the order top, front, side,
// each row by row. `has(x, y, z)` and `wanted(view, r, c)` come from the test's own data.
template <class Has, class Wanted>
std::vector<PixelMismatch> brute_mismatches(int size, Has has, Wanted wanted) {
    std::vector<PixelMismatch> out;
    for (int v = 0; v < 3; ++v)
        for (int r = 0; r < size; ++r)
            for (int c = 0; c < size; ++c) {
                bool seen = false;
                for (int x = 0; x < size; ++x)
                    for (int y = 0; y < size; ++y)
                        for (int z = 0; z < size; ++z) {
                            const SpecPixel p = spec_pixel(size, v, x, y, z);
                            if (p.row == r && p.col == c && has(x, y, z)) seen = true;
                        }
                if (seen != wanted(v, r, c)) out.push_back(PixelMismatch{static_cast<View>(v), r, c, !seen});
            }
    return out;
}

// ---- Lines of sight --------------------------------------------------------------------------

TEST(ViewsPlay, CellAtPixelWalksTheLineOfSightFromTheViewer) {
    for (int size = kMinSize; size <= kMaxSize; ++size)
        for (int v = 0; v < 3; ++v)
            for (int r = 0; r < size; ++r)
                for (int c = 0; c < size; ++c) {
                    std::set<int> seen;
                    for (int depth = 0; depth < size; ++depth) {
                        const Cell cell = cell_at_pixel(size, static_cast<View>(v), ViewPixel{r, c}, depth);
                        ASSERT_TRUE(cell.x >= 0 && cell.x < size && cell.y >= 0 && cell.y < size && cell.z >= 0 &&
                                    cell.z < size);
                        const SpecPixel p = spec_pixel(size, v, cell.x, cell.y, cell.z);
                        ASSERT_EQ(p.row, r);
                        ASSERT_EQ(p.col, c);
                        ASSERT_EQ((pixel_of(size, static_cast<View>(v), cell)), (ViewPixel{r, c}));
                        seen.insert(cell_index(size, cell));
                        // Depth counts from the viewer: above, in front (z = K-1), at the right (x = K-1).
                        const int distance = v == 0 ? cell.y : v == 1 ? size - 1 - cell.z : size - 1 - cell.x;
                        ASSERT_EQ(distance, depth);
                    }
                    ASSERT_EQ(seen.size(), static_cast<std::size_t>(size));
                }
}

// ---- Move text ------------------------------------------------------------------------------

TEST(ViewsPlay, MoveTextIsSignAndCoordinates) {
    EXPECT_EQ(move_text(CubeMove{true, Cell{1, 2, 3}}), "+1,2,3");
    EXPECT_EQ(move_text(CubeMove{false, Cell{0, 7, 4}}), "-0,7,4");
    EXPECT_EQ(cell_text(Cell{3, 0, 2}), "3,0,2");
}

TEST(ViewsPlay, MoveTextRoundTripsEveryCellOfEverySize) {
    for (int size = kMinSize; size <= kMaxSize; ++size)
        for (int x = 0; x < size; ++x)
            for (int y = 0; y < size; ++y)
                for (int z = 0; z < size; ++z)
                    for (bool add : {true, false}) {
                        const CubeMove move{add, Cell{x, y, z}};
                        const std::string text = std::string(add ? "+" : "-") + std::to_string(x) + "," +
                                                 std::to_string(y) + "," + std::to_string(z);
                        ASSERT_EQ(move_text(move), text);
                        const Expected<CubeMove> parsed = parse_move_text(text, size);
                        ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.error().message;
                        ASSERT_EQ(parsed.value(), move);
                        // One size smaller, the largest coordinate is outside.
                        if (size > kMinSize && (x == size - 1 || y == size - 1 || z == size - 1)) {
                            ASSERT_FALSE(parse_move_text(text, size - 1).ok()) << text;
                        }
                    }
}

TEST(ViewsPlay, ParseMoveTextNamesTheColumnAndWhatWasExpected) {
    struct Case {
        const char* text;
        int column;
        const char* message_part;
    };
    const Case cases[] = {
        {"", 1, "empty"},
        {"1,2,3", 1, "starts with + (add a cube) or - (remove one), not '1'"},
        {"*1,2,3", 1, "not '*'"},
        {" +1,2,3", 1, "not a space"},
        {"+a,2,3", 2, "expected x, a whole number 0 to 3, not 'a'"},
        {"+1;2,3", 3, "expected ',' before y, not ';'"},
        {"+1,,3", 4, "expected y"},
        {"+1,2", 5, "expected ',' before z, not the end of the text"},
        {"+1,2,", 6, "expected z"},
        {"+1,2,5", 6, "z = 5 is outside the grid: coordinates run 0 to 3"},
        {"-4,0,0", 2, "x = 4 is outside the grid"},
        {"+0,12,0", 4, "y = 12 is outside the grid"},
        {"+99999999999,0,0", 2, "x = 99999999999 is outside the grid"},
        {"+1,2,3 ", 7, "unexpected a space after the move"},
        {"+1,2,3,4", 7, "unexpected ','"},
        {"+-1,2,3", 2, "expected x"},
    };
    for (const Case& c : cases) {
        const Expected<CubeMove> parsed = parse_move_text(c.text, 4);
        ASSERT_FALSE(parsed.ok()) << c.text;
        EXPECT_EQ(parsed.error().column, c.column) << c.text << ": " << parsed.error().message;
        EXPECT_NE(parsed.error().message.find(c.message_part), std::string::npos)
            << c.text << ": " << parsed.error().message;
    }
    EXPECT_FALSE(parse_move_text("+0,0,0", 9).ok());
    EXPECT_FALSE(parse_move_text("+0,0,0", 1).ok());
}

// The game's syntax knows no grid: a coordinate past every grid's is read, and refusal() names
// the grid on screen's range (a K = 4 puzzle was told "coordinates run 0 to 7", the largest grid's).
TEST(ViewsPlay, MoveTextForNoGridInParticular) {
    const Expected<CubeMove> far = parse_move_text("+9,0,12");
    ASSERT_TRUE(far.ok()) << far.error().message;
    EXPECT_EQ(far->cell, (Cell{9, 0, 12}));
    EXPECT_EQ(refusal(shape_of(4, {}), *far), "x = 9 is outside the grid: coordinates run 0 to 3");
    const Expected<CubeMove> too_far = parse_move_text("-0,1000000,0");
    ASSERT_FALSE(too_far.ok());
    EXPECT_EQ(too_far.error().column, 4);
    EXPECT_NE(too_far.error().message.find("y = 1000000 is outside every grid"), std::string::npos) << too_far.error().message;
    const Expected<CubeMove> letter = parse_move_text("+a,0,0");
    ASSERT_FALSE(letter.ok());
    EXPECT_NE(letter.error().message.find("expected x, a whole number, not 'a'"), std::string::npos) << letter.error().message;
}

TEST(ViewsPlay, RefusalAndApply) {
    Shape shape = shape_of(4, {Cell{1, 2, 3}});
    EXPECT_EQ(refusal(shape, CubeMove{true, Cell{1, 2, 3}}), "there is a cube at 1,2,3 already");
    EXPECT_EQ(refusal(shape, CubeMove{false, Cell{3, 2, 1}}), "there is no cube at 3,2,1 to remove");
    EXPECT_EQ(refusal(shape, CubeMove{true, Cell{4, 0, 0}}), "x = 4 is outside the grid: coordinates run 0 to 3");
    EXPECT_EQ(refusal(shape, CubeMove{false, Cell{0, -1, 0}}), "y = -1 is outside the grid: coordinates run 0 to 3");
    EXPECT_EQ(refusal(shape, CubeMove{true, Cell{0, 0, 9}}), "z = 9 is outside the grid: coordinates run 0 to 3");
    EXPECT_EQ(refusal(shape, CubeMove{true, Cell{0, 0, 0}}), std::nullopt);
    EXPECT_EQ(refusal(shape, CubeMove{false, Cell{1, 2, 3}}), std::nullopt);

    const Shape before = shape;
    EXPECT_FALSE(apply(shape, CubeMove{true, Cell{1, 2, 3}}));
    EXPECT_FALSE(apply(shape, CubeMove{false, Cell{0, 0, 0}}));
    EXPECT_FALSE(apply(shape, CubeMove{true, Cell{0, 0, 4}}));
    EXPECT_EQ(shape, before);
    EXPECT_TRUE(apply(shape, CubeMove{true, Cell{0, 0, 0}}));
    EXPECT_EQ(shape, shape_of(4, {Cell{1, 2, 3}, Cell{0, 0, 0}}));
    EXPECT_TRUE(apply(shape, CubeMove{false, Cell{1, 2, 3}}));
    EXPECT_EQ(shape, shape_of(4, {Cell{0, 0, 0}}));
}

// ---- compare_views and judge ------------------------------------------------------------------

TEST(ViewsPlay, DescribeMismatch) {
    EXPECT_EQ(describe(PixelMismatch{View::front, 2, 1, true}), "row 2, column 1 of the front view is missing");
    EXPECT_EQ(describe(PixelMismatch{View::side, 0, 3, false}), "row 0, column 3 of the side view is extra");
    EXPECT_EQ(describe(PixelMismatch{View::top, 3, 0, true}), "row 3, column 0 of the top view is missing");
}

TEST(ViewsPlay, CompareViewsAgreesWithABruteForceProjection) {
    std::mt19937 rng(11);
    for (int round = 0; round < 400; ++round) {
        const int size = kMinSize + round % 4;  // 2..5
        // Random target pixels (often unsolvable: compare_views does not care) and a random shape.
        bool target[3][8][8] = {};
        Puzzle puzzle = empty_puzzle(size);
        for (int v = 0; v < 3; ++v)
            for (int r = 0; r < size; ++r)
                for (int c = 0; c < size; ++c)
                    if (rng() % 2) {
                        target[v][r][c] = true;
                        set_pixel(puzzle, static_cast<View>(v), r, c, true);
                    }
        bool cube[8][8][8] = {};
        Shape shape = empty_shape(size);
        const auto density = 1 + rng() % 6;
        for (int x = 0; x < size; ++x)
            for (int y = 0; y < size; ++y)
                for (int z = 0; z < size; ++z)
                    if (rng() % 8 < density) {
                        cube[x][y][z] = true;
                        set_cube(shape, Cell{x, y, z}, true);
                    }
        const auto expected = brute_mismatches(
            size, [&](int x, int y, int z) { return cube[x][y][z]; }, [&](int v, int r, int c) { return target[v][r][c]; });
        ASSERT_EQ(compare_views(puzzle, shape), expected) << round;

        // A shape always matches its own views (projected here by the brute force).
        Puzzle own = empty_puzzle(size);
        for (int x = 0; x < size; ++x)
            for (int y = 0; y < size; ++y)
                for (int z = 0; z < size; ++z)
                    if (cube[x][y][z])
                        for (int v = 0; v < 3; ++v) {
                            const SpecPixel p = spec_pixel(size, v, x, y, z);
                            set_pixel(own, static_cast<View>(v), p.row, p.col, true);
                        }
        ASSERT_TRUE(compare_views(own, shape).empty()) << round;
    }
}

TEST(ViewsPlay, JudgeOneCube) {
    // One cube at (1, 2, 3) shows top r3c1 (z = 3, x = 1), front r2c1 (y = 2, x = 1) and side
    // r2c0 (y = 2, z = 3 = K-1-0).
    Puzzle puzzle = empty_puzzle(4);
    set_pixel(puzzle, View::top, 3, 1, true);
    set_pixel(puzzle, View::front, 2, 1, true);
    set_pixel(puzzle, View::side, 2, 0, true);

    const ShapeVerdict empty = judge(puzzle, empty_shape(4), 1);
    EXPECT_FALSE(empty.solved);
    EXPECT_FALSE(empty.optimal);
    EXPECT_EQ(empty.cubes, 0);
    EXPECT_EQ(empty.minimum, 1);
    EXPECT_EQ(empty.mismatches, (std::vector<PixelMismatch>{{View::top, 3, 1, true}, {View::front, 2, 1, true},
                                                            {View::side, 2, 0, true}}));
    EXPECT_EQ(empty.sentence, "not solved yet: row 3, column 1 of the top view is missing, row 2, column 1 of the front view is missing and "
                              "row 2, column 0 of the side view is missing");

    const ShapeVerdict right = judge(puzzle, shape_of(4, {Cell{1, 2, 3}}), 1);
    EXPECT_TRUE(right.solved);
    EXPECT_TRUE(right.optimal);
    EXPECT_EQ(right.cubes, 1);
    EXPECT_TRUE(right.mismatches.empty());
    EXPECT_EQ(right.sentence, "solved with 1 cube — the fewest possible");

    // The cube one step to the left: x = 0 instead of 1 moves the top and front pixels.
    const ShapeVerdict left = judge(puzzle, shape_of(4, {Cell{0, 2, 3}}), 1);
    EXPECT_FALSE(left.solved);
    EXPECT_EQ(left.mismatches, (std::vector<PixelMismatch>{{View::top, 3, 0, false}, {View::top, 3, 1, true},
                                                           {View::front, 2, 0, false}, {View::front, 2, 1, true}}));
    EXPECT_EQ(left.sentence, "not solved yet: row 3, column 0 of the top view is extra, row 3, column 1 of the top view is missing, "
                             "row 2, column 0 of the front view is extra and 1 more");
}

TEST(ViewsPlay, JudgeSolvedWithMoreCubesThanNeeded) {
    // A 2×2×2 block at the top back left: every view is a 2×2 block (side: cols 2-3, z = 1, 0).
    // Four cubes whose coordinates add up to an even number show the same: each pair of
    // coordinates is met once.
    Shape block = empty_shape(4);
    Shape even = empty_shape(4);
    for (int x = 0; x < 2; ++x)
        for (int y = 0; y < 2; ++y)
            for (int z = 0; z < 2; ++z) {
                set_cube(block, Cell{x, y, z}, true);
                if ((x + y + z) % 2 == 0) set_cube(even, Cell{x, y, z}, true);
            }
    Puzzle puzzle = empty_puzzle(4);
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 2; ++c) {
            set_pixel(puzzle, View::top, r, c, true);
            set_pixel(puzzle, View::front, r, c, true);
            set_pixel(puzzle, View::side, r, c + 2, true);
        }

    const ShapeVerdict known = judge(puzzle, block, 4);
    EXPECT_TRUE(known.solved);
    EXPECT_FALSE(known.optimal);
    EXPECT_EQ(known.cubes, 8);
    EXPECT_EQ(known.sentence, "solved with 8 cubes — fewer cubes will do") << "never how many: that is the answer";

    const ShapeVerdict unknown = judge(puzzle, block, std::nullopt);
    EXPECT_TRUE(unknown.solved);
    EXPECT_FALSE(unknown.optimal);
    EXPECT_EQ(unknown.sentence, "solved with 8 cubes (the fewest is not known yet)");

    const ShapeVerdict diagonal = judge(puzzle, even, 4);
    EXPECT_TRUE(diagonal.optimal);
    EXPECT_EQ(diagonal.sentence, "solved with 4 cubes — the fewest possible");
}

TEST(ViewsPlay, JudgeAShapeOfAnotherSize) {
    const ShapeVerdict verdict = judge(empty_puzzle(4), empty_shape(3), 0);
    EXPECT_FALSE(verdict.solved);
    EXPECT_EQ(verdict.sentence, "the shape is built in the 3×3×3 grid, the puzzle is the 4×4×4 grid");
}

}  // namespace
}  // namespace knobel::views
