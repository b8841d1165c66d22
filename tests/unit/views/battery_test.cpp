#include "views/battery.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <limits>
#include <optional>

#include "core/md5.h"
#include "test_util.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

// ---- The test's own models, from ../shared/specs/views.md and the documented contracts ----------

// Puzzle n of the battery: MD5 of printf("%06d", n), its first 12 hex digits as 48 bits, most
// significant first; bits 0-15 top, 16-31 front, 32-47 side, bit 4·row + col inside a view.
Puzzle spec_battery_puzzle(std::uint32_t n) {
    char name[16];
    std::snprintf(name, sizeof name, "%06u", static_cast<unsigned>(n));
    const std::string hex = md5_hex(md5(name)).substr(0, 12);
    Puzzle puzzle = empty_puzzle(4);
    for (int k = 0; k < 48; ++k) {
        const char c = hex[static_cast<std::size_t>(k / 4)];
        const int digit = c <= '9' ? c - '0' : c - 'a' + 10;
        if ((digit >> (3 - k % 4) & 1) == 0) continue;
        const int in_view = k % 16;
        set_pixel(puzzle, static_cast<View>(k / 16), in_view / 4, in_view % 4, true);
    }
    return puzzle;
}

// The pixels cell (x, y, z) shows, as bits v·K² + K·row + col: top (z, x), front (y, x), side (y, K-1-z).
std::uint64_t spec_cell_pixels(int k, int x, int y, int z) {
    const auto bit = [k](int view, int row, int col) { return std::uint64_t{1} << (view * k * k + k * row + col); };
    return bit(0, z, x) | bit(1, y, x) | bit(2, y, k - 1 - z);
}

std::uint64_t spec_puzzle_pixels(const Puzzle& puzzle) {
    std::uint64_t bits = 0;
    const int k = puzzle.size;
    for (int v = 0; v < 3; ++v)
        for (int r = 0; r < k; ++r)
            for (int c = 0; c < k; ++c)
                if (pixel(puzzle, static_cast<View>(v), r, c)) bits |= std::uint64_t{1} << (v * k * k + k * r + c);
    return bits;
}

// The fewest cubes whose pixels are exactly the puzzle's (nullopt: none), by a plain branch and
// bound over the candidate cells (those whose three pixels are all set). K <= 4.
struct MinimumSearch {
    std::vector<std::uint64_t> masks;   // the candidates' pixels
    std::vector<std::uint64_t> suffix;  // union of masks[i..]
    std::uint64_t target = 0;
    int best = 1 << 30;

    void search(std::size_t i, std::uint64_t covered, int used) {
        if (used >= best) return;
        if (covered == target) {
            best = used;
            return;
        }
        if (i == masks.size() || (covered | suffix[i]) != target) return;
        if ((masks[i] & ~covered) != 0) search(i + 1, covered | masks[i], used + 1);
        search(i + 1, covered, used);
    }
};
std::optional<int> spec_minimum_cubes(const Puzzle& puzzle) {
    const int k = puzzle.size;
    MinimumSearch s;
    s.target = spec_puzzle_pixels(puzzle);
    for (int x = 0; x < k; ++x)
        for (int y = 0; y < k; ++y)
            for (int z = 0; z < k; ++z) {
                const std::uint64_t mask = spec_cell_pixels(k, x, y, z);
                if ((mask & s.target) == mask) s.masks.push_back(mask);
            }
    s.suffix.assign(s.masks.size() + 1, 0);
    for (std::size_t i = s.masks.size(); i-- > 0;) s.suffix[i] = s.suffix[i + 1] | s.masks[i];
    s.search(0, 0, 0);
    if (s.best == 1 << 30) return std::nullopt;
    return s.best;
}

// A shape's views by the spec's projections.
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

// random_shape as documented: SplitMix64 from the seed (Vigna's reference code, written out here),
// one unbiased draw below 100 per cell (core/split_mix64.h's below) in index order (K²·y + K·z + x), a cube when it is below the
// density.
Shape model_random_shape(std::uint64_t seed, int k, int density) {
    std::uint64_t state = seed;
    const auto next = [&state] {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    };
    // 2^64 mod 100: the lowest values are skipped, leaving a whole number of blocks of 100.
    const std::uint64_t skip = (std::numeric_limits<std::uint64_t>::max() % 100 + 1) % 100;
    Shape shape = empty_shape(k);
    for (int y = 0; y < k; ++y)
        for (int z = 0; z < k; ++z)
            for (int x = 0; x < k; ++x) {
                std::uint64_t value = next();
                while (value < skip) value = next();
                if (static_cast<int>(value % 100) < density) set_cube(shape, Cell{x, y, z}, true);
            }
    return shape;
}

TEST(ViewsBattery, Puzzle157IsTheSpecExample) {
    EXPECT_EQ(battery_name(157), "000157");
    EXPECT_EQ(battery_name(0), "000000");
    EXPECT_EQ(battery_name(999999), "999999");
    EXPECT_EQ(battery_bits(157), 0xfe88e8f9b499ull);  // views.md
    EXPECT_EQ(format_puzzle_hex(battery_puzzle(157)), "fe88e8f9b499");
    // The same through the general MD5: the first 12 hex digits of the digest.
    EXPECT_EQ(format_puzzle_hex(battery_puzzle(4242)), md5_hex(md5("004242")).substr(0, 12));
}

TEST(ViewsBattery, NamesCountUpInDecimal) {
    BatteryNames name(0);
    for (std::uint32_t n = 0; n < 20000; ++n, name.next()) {
        ASSERT_EQ(std::string(name.text(), 6), battery_name(n));
        if (n % 997 == 0) {
            EXPECT_EQ(battery_bits(name), battery_bits(n));
        }
    }
    BatteryNames carry(99999);
    carry.next();
    EXPECT_EQ(std::string(carry.text(), 6), "100000");
}

TEST(ViewsBattery, QuickRejectionAgreesWithTheDefinition) {
    // classic_solvable's table and bit tricks against the slow definition: the maximum shape's
    // views, cube by cube, equal the puzzle. Random 48-bit puzzles and views of random shapes.
    SplitMix64 random(48);
    int solvable = 0;
    for (int i = 0; i < 40000; ++i) {
        const std::uint64_t bits = i % 2 == 0 ? random.next() >> 16
                                              : classic_puzzle_bits(random_solvable_puzzle(random.next(), 4, static_cast<int>(random.below(101))));
        const Puzzle puzzle = classic_puzzle_from_bits(bits);
        const bool expected = shows(max_shape(puzzle), puzzle);
        ASSERT_EQ(classic_solvable(bits), expected) << format_puzzle_hex(puzzle);
        solvable += expected ? 1 : 0;
    }
    EXPECT_GT(solvable, 20000);  // every shape's views, and a few random ones
}

TEST(ViewsBattery, ClassicSolveMatchesTheGeneralSolver) {
    for (std::uint32_t n = 0; n < 3000; ++n) {
        const Solution fast = solve_classic(battery_bits(n));
        const Solution general = solve(battery_puzzle(n));
        ASSERT_EQ(fast.solvable, general.solvable) << n;
        EXPECT_EQ(fast.cubes, general.cubes) << n;
        if (fast.solvable) {
            EXPECT_TRUE(shows(fast.shape, battery_puzzle(n))) << n;
        }
    }
}

TEST(ViewsBattery, PuzzlesFollowTheSpecsDerivation) {
    for (std::uint32_t n = 0; n < 3000; n += 7) ASSERT_EQ(battery_puzzle(n), spec_battery_puzzle(n)) << n;
    ASSERT_EQ(battery_puzzle(999999), spec_battery_puzzle(999999));
}

TEST(ViewsBattery, RunnerTotalsMatchAnIndependentCountAndSlicingDoesNotMatter) {
    // The totals by the spec alone: each puzzle derived from MD5 here, its minimum found by the
    // test's own branch and bound over its 48-bit pixel masks.
    constexpr std::uint32_t kFirst = 500, kCount = 2000;
    std::uint64_t solvable = 0, cubes = 0;
    std::array<std::uint64_t, 65> histogram{};
    for (std::uint32_t n = kFirst; n < kFirst + kCount; ++n) {
        const std::optional<int> minimum = spec_minimum_cubes(spec_battery_puzzle(n));
        if (!minimum) continue;
        ++solvable;
        cubes += static_cast<std::uint64_t>(*minimum);
        ++histogram[static_cast<std::size_t>(*minimum)];
    }
    EXPECT_GT(solvable, 5u);  // about one battery puzzle in 200 is solvable

    BatteryRunner whole(kFirst, kCount);
    EXPECT_TRUE(whole.run(1000000));
    BatteryRunner sliced(kFirst, kCount);
    int slices = 0;
    while (!sliced.run(7)) ++slices;
    EXPECT_GT(slices, 200);
    for (const BatteryRunner* runner : {&whole, &sliced}) {
        EXPECT_EQ(runner->totals().puzzles, kCount);
        EXPECT_EQ(runner->totals().solvable, solvable);
        EXPECT_EQ(runner->totals().cubes, cubes);
        EXPECT_EQ(runner->totals().histogram, histogram);
        EXPECT_EQ(runner->progress().done, kCount);
        EXPECT_EQ(runner->progress().total, kCount);
    }
}

TEST(ViewsBattery, RunnerStaysInsideTheBattery) {
    BatteryRunner tail(999990, 100);
    run_to_completion(tail);
    EXPECT_EQ(tail.totals().puzzles, 10u);
    BatteryRunner none(0, 0);
    EXPECT_TRUE(none.run(1));
    EXPECT_EQ(none.totals().puzzles, 0u);
}

TEST(ViewsRandom, ShapesAreDeterministicAndFollowTheDensity) {
    for (int k = 2; k <= 8; ++k) {
        EXPECT_EQ(random_shape(7, k, 40), model_random_shape(7, k, 40));
        EXPECT_EQ(cube_count(random_shape(7, k, 0)), 0);
        EXPECT_EQ(cube_count(random_shape(7, k, 100)), k * k * k);
        EXPECT_EQ(cube_count(random_shape(7, k, 150)), k * k * k);  // clamped
        const Puzzle puzzle = random_solvable_puzzle(9, k, 30);
        EXPECT_EQ(puzzle, spec_views(model_random_shape(9, k, 30)));
        EXPECT_TRUE(is_solvable(puzzle));
    }
    EXPECT_NE(random_shape(1, 8, 50), random_shape(2, 8, 50));
    // Half of 512 cells at density 50: far from 0 and 512 (binomial, sd ≈ 11).
    const int half = cube_count(random_shape(3, 8, 50));
    EXPECT_GT(half, 200);
    EXPECT_LT(half, 312);
}

}  // namespace
}  // namespace knobel::views
