#include "views/json.h"

#include <gtest/gtest.h>

#include "test_util.h"
#include "views/replay.h"

namespace knobel::views {
namespace {

// One cube at (0, 0, 0) in K = 2, worked out by hand: top pixel (0, 0) is puzzle bit 0, front
// (0, 0) bit 4, side (row 0, col 1) bit 8 + 1 = 9, so the 12 bits are 1000 1000 0100 = "884".
// The shape is cell 0 of 8: "80"; every other cell is in no optimal shape: "7f".
Puzzle one_cube() {
    Puzzle puzzle = empty_puzzle(2);
    set_pixel(puzzle, View::top, 0, 0, true);
    set_pixel(puzzle, View::front, 0, 0, true);
    set_pixel(puzzle, View::side, 0, 1, true);
    return puzzle;
}

TEST(ViewsJson, SolvableShape) {
    ASSERT_EQ(format_puzzle_hex(one_cube()), "884");
    EXPECT_EQ(analysis_json(analyse(one_cube())),
              "{\"size\": 2, \"puzzle\": \"884\", \"solvable\": true, \"cubes\": 1, \"shape\": \"80\", "
              "\"optimal_count\": 1, \"optimal_count_exact\": true, \"max_cubes\": 1, \"max_shape\": \"80\", "
              "\"forced\": \"80\", \"impossible\": \"7f\"}");
}

TEST(ViewsJson, UnsolvableGivesNulls) {
    Puzzle puzzle = one_cube();
    set_pixel(puzzle, View::side, 0, 1, false);  // the cube's side pixel missing: nothing shows the top pixel
    EXPECT_EQ(analysis_json(analyse(puzzle)),
              "{\"size\": 2, \"puzzle\": \"880\", \"solvable\": false, \"cubes\": null, \"shape\": null, "
              "\"optimal_count\": 0, \"optimal_count_exact\": true, \"max_cubes\": null, \"max_shape\": null, "
              "\"forced\": null, \"impossible\": null}");
}

TEST(ViewsJson, NotCountedGivesNullCounts) {
    AnalysisOptions options;
    options.count = false;
    const std::string json = analysis_json(analyse(one_cube(), options));
    EXPECT_NE(json.find("\"optimal_count\": null, \"optimal_count_exact\": null"), std::string::npos);
    EXPECT_NE(json.find("\"forced\": null, \"impossible\": null"), std::string::npos);
    EXPECT_NE(json.find("\"cubes\": 1"), std::string::npos);
}

TEST(ViewsReplay, BottomLayerFirstBackToFrontLeftToRight) {
    Shape shape = empty_shape(3);
    const Cell cells[] = {{0, 0, 0}, {2, 2, 2}, {1, 2, 0}, {0, 2, 1}, {2, 1, 0}};
    for (const Cell& cell : cells) set_cube(shape, cell, true);
    // By hand: layer y = 2 first ((1,2,0) at the back, then (0,2,1), then (2,2,2)), then y = 1, then y = 0.
    const std::vector<Cell> expected = {{1, 2, 0}, {0, 2, 1}, {2, 2, 2}, {2, 1, 0}, {0, 0, 0}};
    EXPECT_EQ(drop_order(shape), expected);
    EXPECT_TRUE(drop_order(empty_shape(4)).empty());
}

}  // namespace
}  // namespace knobel::views
