#include "views/presets.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "brute_force.h"
#include "test_util.h"
#include "views/solver.h"

namespace knobel::views {
namespace {

const Preset& preset_named(std::string_view name) {
    for (const Preset& preset : presets())
        if (preset.name == name) return preset;
    ADD_FAILURE() << "no preset " << name;
    return presets().front();
}

// The views by the spec's projections: top (z, x), front (y, x), side (y, K-1-z).
Puzzle spec_views(const Shape& shape) {
    const int k = shape.size;
    Puzzle puzzle = empty_puzzle(k);
    for (int x = 0; x < k; ++x)
        for (int y = 0; y < k; ++y)
            for (int z = 0; z < k; ++z) {
                if (!has_cube(shape, Cell{x, y, z})) continue;
                set_pixel(puzzle, View::top, z, x, true);
                set_pixel(puzzle, View::front, y, x, true);
                set_pixel(puzzle, View::side, y, k - 1 - z, true);
            }
    return puzzle;
}

TEST(ViewsPresets, EachIsTheViewsOfItsShapeAndSolvable) {
    ASSERT_GE(presets().size(), 6u);
    std::set<std::string> names;
    for (const Preset& preset : presets()) {
        EXPECT_FALSE(preset.name.empty());
        EXPECT_TRUE(names.insert(std::string(preset.name)).second) << "twice: " << preset.name;
        EXPECT_TRUE(is_valid_size(preset.shape.size)) << preset.name;
        EXPECT_GT(cube_count(preset.shape), 0) << preset.name;
        EXPECT_EQ(preset.puzzle, spec_views(preset.shape)) << preset.name;
        const Solution solution = solve(preset.puzzle);
        EXPECT_TRUE(solution.solvable) << preset.name;
        EXPECT_LE(solution.cubes, cube_count(preset.shape)) << preset.name;
    }
}

TEST(ViewsPresets, ShapesAreWhatTheirNamesSay) {
    const Preset& full = preset_named("Full block (every view full)");
    EXPECT_EQ(cube_count(full.shape), 64);
    for (int v = 0; v < 3; ++v) EXPECT_EQ(pixel_count(full.puzzle, static_cast<View>(v)), 16);

    // The diagonal x = y = z: each view is a diagonal, and four cubes are needed (a brute force
    // over its four candidate cells says so).
    const Preset& diagonal = preset_named("Diagonal");
    EXPECT_EQ(cube_count(diagonal.shape), 4);
    for (int i = 0; i < 4; ++i) {
        EXPECT_TRUE(pixel(diagonal.puzzle, View::top, i, i));
        EXPECT_TRUE(pixel(diagonal.puzzle, View::front, i, i));
        EXPECT_TRUE(pixel(diagonal.puzzle, View::side, i, 3 - i));
    }
    const testing::BruteForce truth = testing::brute_force(diagonal.puzzle);
    ASSERT_FALSE(truth.too_many_candidates);
    EXPECT_EQ(truth.cubes, 4);

    // A 5×5×5 cross: the lines through the centre along x, y and z, a plus in every view.
    const Preset& cross = preset_named("Cross");
    EXPECT_EQ(cross.shape.size, 5);
    for (int v = 0; v < 3; ++v) EXPECT_EQ(pixel_count(cross.puzzle, static_cast<View>(v)), 9);

    const Preset& staircase = preset_named("Staircase");
    EXPECT_EQ(cube_count(staircase.shape), 4 * (1 + 2 + 3 + 4));  // layer y holds the y + 1 front rows
}

}  // namespace
}  // namespace knobel::views
