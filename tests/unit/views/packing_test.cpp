// The bounds inside the solver, checked on their own against brute force: a pixel packing must be
// a set of pixels no candidate cell covers two of, and no bound may exceed the true minimum.
#include <gtest/gtest.h>

#include "brute_force.h"
#include "test_util.h"
#include "views/cover_search.h"
#include "views/pixel_packing.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

// The packed pixels as the views' own pixels (the solver keeps the side view with z from the back).
Puzzle packed_pixels(const detail::Planes& packing, int k) {
    Puzzle pixels = empty_puzzle(k);
    for (int a = 0; a < k; ++a)
        for (int b = 0; b < k; ++b) {
            const std::uint64_t bit = std::uint64_t{1} << (k * a + b);
            if (packing[detail::kTop] & bit) set_pixel(pixels, View::top, a, b, true);      // (x = b, z = a)
            if (packing[detail::kFront] & bit) set_pixel(pixels, View::front, a, b, true);  // (x = b, y = a)
            if (packing[detail::kSide] & bit) set_pixel(pixels, View::side, a, k - 1 - b, true);  // (y = a, z = b)
        }
    return pixels;
}

TEST(ViewsPacking, PackingsAreIndependentAndBoundsNeverPassTheMinimum) {
    SplitMix64 random(99);
    int tested = 0, tight = 0;
    for (int i = 0; i < 5000 && tested < 200; ++i) {
        const int k = 3 + static_cast<int>(random.below(2));
        const Puzzle puzzle = random_solvable_puzzle(random.next(), k, 10 + static_cast<int>(random.below(60)));
        const Shape candidates = testing::brute_candidates(puzzle);
        if (cube_count(candidates) > 18 || cube_count(candidates) < 4) continue;
        ++tested;
        SCOPED_TRACE(format_puzzle_hex(puzzle));
        const detail::Geometry& g = detail::geometry_for(k);
        const detail::Planes required = detail::planes_of(puzzle);
        const detail::Node root = detail::root_node(g, required, detail::candidate_layers(g, required));
        const detail::StrongPacking strong = detail::strong_packing(g, root, 40);

        const Puzzle packed = packed_pixels(strong.packing, k);
        int packed_count = 0;
        for (int v = 0; v < 3; ++v) packed_count += pixel_count(packed, static_cast<View>(v));
        EXPECT_EQ(packed_count, detail::packing_size(strong.packing));
        for (int i2 = 0; i2 < k * k * k; ++i2) {
            const Cell c = cell_at(k, i2);
            if (!has_cube(candidates, c)) continue;
            const int on = static_cast<int>(pixel(packed, View::top, c.z, c.x)) +
                           static_cast<int>(pixel(packed, View::front, c.y, c.x)) +
                           static_cast<int>(pixel(packed, View::side, c.y, k - 1 - c.z));
            EXPECT_LE(on, 1) << "cell " << c.x << c.y << c.z << " covers two packed pixels";
        }
        // Packed pixels are set pixels of the puzzle.
        for (int v = 0; v < 3; ++v)
            EXPECT_EQ(packed.views[static_cast<std::size_t>(v)] & ~puzzle.views[static_cast<std::size_t>(v)], 0u);

        const testing::BruteForce truth = testing::brute_force(puzzle);
        ASSERT_TRUE(truth.solvable);
        EXPECT_LE(strong.bound, truth.cubes);
        EXPECT_GE(strong.bound, detail::packing_size(strong.packing));
        EXPECT_LE(detail::node_lower_bound(g, root), truth.cubes);
        tight += strong.bound == truth.cubes ? 1 : 0;
    }
    EXPECT_EQ(tested, 200);
    EXPECT_GT(tight, 150);  // not a requirement of correctness: the bound is meant to be strong
}

}  // namespace
}  // namespace knobel::views
