#include "views/solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "brute_force.h"
#include "test_util.h"
#include "views/random_puzzle.h"
#include "unit/sanitized_cases.h"

namespace knobel::views {
namespace {

using testing::brute_force;
using testing::BruteForce;

std::set<std::string> hex_set(const std::vector<Shape>& shapes) {
    std::set<std::string> out;
    for (const Shape& shape : shapes) out.insert(format_shape_hex(shape));
    return out;
}

// Everything the analysis says, checked against the brute force (which must be complete).
void expect_matches_brute_force(const Puzzle& puzzle, const AnalysisOptions& options = {}) {
    SCOPED_TRACE(format_puzzle_hex(puzzle) + " (K = " + std::to_string(puzzle.size) + ")");
    const BruteForce expected = brute_force(puzzle);
    ASSERT_FALSE(expected.too_many_candidates);
    const Analysis got = analyse(puzzle, options);
    ASSERT_EQ(got.solvable, expected.solvable);
    EXPECT_EQ(is_solvable(puzzle), expected.solvable);
    if (!expected.solvable) {
        EXPECT_EQ(got.optimal_count, 0u);
        EXPECT_TRUE(got.optimal_shapes.empty());
        EXPECT_FALSE(solve(puzzle).solvable);
        return;
    }
    EXPECT_EQ(got.cubes, expected.cubes);
    EXPECT_TRUE(shows(got.shape, puzzle));
    EXPECT_EQ(cube_count(got.shape), expected.cubes);
    EXPECT_EQ(got.max_shape, expected.candidates);
    EXPECT_EQ(max_shape(puzzle), expected.candidates);
    EXPECT_EQ(got.max_cubes, cube_count(expected.candidates));
    EXPECT_EQ(got.forced, expected.in_every);
    EXPECT_EQ(got.impossible, expected.in_none);
    if (expected.optimal_count <= options.count_limit) {
        EXPECT_TRUE(got.optimal_count_exact);
        EXPECT_EQ(got.optimal_count, expected.optimal_count);
    } else {
        EXPECT_FALSE(got.optimal_count_exact);
        EXPECT_EQ(got.optimal_count, options.count_limit);
    }
    // The listed shapes are distinct optimal shapes; all of them when they fit.
    const std::set<std::string> listed = hex_set(got.optimal_shapes);
    EXPECT_EQ(listed.size(), got.optimal_shapes.size());
    const std::set<std::string> all = hex_set(expected.optimal);
    for (const std::string& hex : listed) EXPECT_TRUE(all.count(hex)) << hex;
    EXPECT_LE(got.optimal_shapes.size(), std::min<std::size_t>(options.keep_shapes, expected.optimal.size()));
    EXPECT_GE(got.optimal_shapes.size(),
              std::min<std::size_t>({options.keep_shapes, expected.optimal.size(), options.count_limit + 1}));
    ASSERT_FALSE(got.optimal_shapes.empty());
    EXPECT_EQ(got.optimal_shapes.front(), got.shape);
    if (expected.optimal.size() <= options.keep_shapes && got.optimal_count_exact) {
        EXPECT_EQ(listed, all);
    }

    const Solution quick = solve(puzzle);
    EXPECT_TRUE(quick.solvable);
    EXPECT_EQ(quick.cubes, expected.cubes);
    EXPECT_TRUE(shows(quick.shape, puzzle));
    EXPECT_EQ(cube_count(quick.shape), expected.cubes);
}

Puzzle puzzle_from_number(int size, std::uint64_t bits) {
    Puzzle puzzle = empty_puzzle(size);
    const std::uint64_t view_mask = size * size == 64 ? ~0ull : (1ull << (size * size)) - 1;
    for (int v = 0; v < 3; ++v) puzzle.views[static_cast<std::size_t>(v)] = (bits >> (v * size * size)) & view_mask;
    return puzzle;
}

TEST(ViewsSolver, EveryK2PuzzleMatchesBruteForce) {
    // All 2^12 puzzles of size 2: solvability, minimum, count, forced and impossible cells.
    int solvable = 0;
    for (std::uint64_t bits = 0; bits < 4096; ++bits) {
        const Puzzle puzzle = puzzle_from_number(2, bits);
        expect_matches_brute_force(puzzle);
        solvable += is_solvable(puzzle) ? 1 : 0;
        if (::testing::Test::HasFailure()) return;
    }
    // Independently: the solvable puzzles are exactly the views of the 2^8 shapes.
    std::set<std::string> shown;
    for (int cells = 0; cells < 256; ++cells) {
        Shape shape = empty_shape(2);
        for (int i = 0; i < 8; ++i)
            if (cells >> i & 1) set_cube(shape, cell_at(2, i), true);
        shown.insert(format_puzzle_hex(views_of(shape)));
    }
    EXPECT_EQ(static_cast<std::size_t>(solvable), shown.size());
}

TEST(ViewsSolver, RandomK3PuzzlesMatchBruteForce) {
    SplitMix64 random(3);
    int tested = 0, solvable = 0;
    for (int i = 0; i < 3000 && tested < 400; ++i) {
        // Half uniformly random views (mostly unsolvable), half the views of random shapes.
        const Puzzle puzzle = i % 2 == 0 ? puzzle_from_number(3, random.next() & ((1ull << 27) - 1))
                                         : random_solvable_puzzle(random.next(), 3, static_cast<int>(random.below(101)));
        if (cube_count(testing::brute_candidates(puzzle)) > 18) continue;
        ++tested;
        solvable += is_solvable(puzzle) ? 1 : 0;
        expect_matches_brute_force(puzzle);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_EQ(tested, 400);
    EXPECT_GT(solvable, 100);  // a real mix: about a third of these are solvable
}

TEST(ViewsSolver, K4PuzzlesWithFewCandidatesMatchBruteForce) {
    SplitMix64 random(4);
    int tested = 0;
    for (int i = 0; i < 5000 && tested < knobel::testing::cases(120); ++i) {
        const Puzzle puzzle = random_solvable_puzzle(random.next(), 4, 3 + static_cast<int>(random.below(12)));
        const int candidates = cube_count(testing::brute_candidates(puzzle));
        if (candidates < 8 || candidates > 20) continue;
        ++tested;
        expect_matches_brute_force(puzzle);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_EQ(tested, knobel::testing::cases(120));
}

TEST(ViewsSolver, SpecExampleMatchesBruteForce) {
    // Battery puzzle 000157 has 16 candidate cells: small enough to try all 2^16 subsets.
    auto puzzle = parse_puzzle_hex("fe88e8f9b499", 4);
    ASSERT_TRUE(puzzle.ok());
    expect_matches_brute_force(*puzzle);
}

TEST(ViewsSolver, CappedCountsKeepForcedAndImpossibleExact) {
    // With a count limit of 2, puzzles with more optimal shapes stop counting early; the forced
    // and impossible cells then come from one constrained search per undecided cell.
    AnalysisOptions options;
    options.count_limit = 2;
    options.keep_shapes = 2;
    SplitMix64 random(5);
    int capped = 0;
    for (int i = 0; i < 4000 && capped < 60; ++i) {
        const int size = 3 + static_cast<int>(random.below(2));
        const Puzzle puzzle = random_solvable_puzzle(random.next(), size, 5 + static_cast<int>(random.below(60)));
        if (cube_count(testing::brute_candidates(puzzle)) > 18) continue;
        const BruteForce expected = brute_force(puzzle);
        if (expected.optimal_count <= 2) continue;
        ++capped;
        expect_matches_brute_force(puzzle, options);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_EQ(capped, 60);
}

TEST(ViewsSolver, CountsStoppedByTheNodeLimitStayTruthful) {
    // With a tiny node budget for counting the enumeration stops early: the count is then "at
    // least" a number that must not exceed the truth, and forced / impossible stay exact.
    AnalysisOptions options;
    options.count_nodes = 3;
    SplitMix64 random(21);
    int stopped = 0;
    for (int i = 0; i < 3000 && stopped < 60; ++i) {
        const Puzzle puzzle = random_solvable_puzzle(random.next(), 3 + static_cast<int>(random.below(2)),
                                                     10 + static_cast<int>(random.below(60)));
        if (cube_count(testing::brute_candidates(puzzle)) > 18) continue;
        const BruteForce expected = brute_force(puzzle);
        const Analysis got = analyse(puzzle, options);
        SCOPED_TRACE(format_puzzle_hex(puzzle));
        ASSERT_TRUE(got.solvable);
        EXPECT_EQ(got.cubes, expected.cubes);
        if (got.optimal_count_exact) {
            EXPECT_EQ(got.optimal_count, expected.optimal_count);
        } else {
            ++stopped;
            EXPECT_GE(got.optimal_count, 1u);
            EXPECT_LE(got.optimal_count, expected.optimal_count);
        }
        EXPECT_FALSE(got.optimal_shapes.empty());
        EXPECT_EQ(got.forced, expected.in_every);
        EXPECT_EQ(got.impossible, expected.in_none);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_EQ(stopped, 60);
}

TEST(ViewsSolver, StrongBoundsAndRestartsMatchBruteForce) {
    // The strong root bound and the restarts normally start at K = 6 or after 2048 nodes; forced
    // on here (a restart block after every node) so that small puzzles put them to the test.
    AnalysisOptions options;
    options.root_effort = 30;
    options.block_nodes = 1;
    SplitMix64 random(44);
    int tested = 0;
    for (int i = 0; i < 6000 && tested < 150; ++i) {
        const int size = 3 + static_cast<int>(random.below(2));
        const Puzzle puzzle = random_solvable_puzzle(random.next(), size, 5 + static_cast<int>(random.below(70)));
        const int candidates = cube_count(testing::brute_candidates(puzzle));
        if (candidates < 6 || candidates > 18) continue;
        ++tested;
        expect_matches_brute_force(puzzle, options);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_EQ(tested, 150);
}

TEST(ViewsSolver, LargeSizesAgreeWithAndWithoutStrongBoundsAndRestarts) {
    // Beyond brute force: the default solver (strong packing, Lagrangian bound, restarts) and a
    // plain one (slice bounds and one complete search) share little code past the propagation,
    // and must agree on the minimum of puzzles the plain one can still finish.
    AnalysisOptions plain;
    plain.count = false;
    plain.root_effort = 0;
    plain.block_nodes = std::uint64_t{1} << 62;
    for (int size = 6; size <= 7; ++size)
        for (int density : {8, 50, 70})
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const Puzzle puzzle = random_solvable_puzzle(seed * 7919 + static_cast<std::uint64_t>(density), size, density);
                SCOPED_TRACE(format_puzzle_hex(puzzle));
                const Solution strong = solve(puzzle);
                ViewsSolver weak(puzzle, plain);
                run_to_completion(weak);
                ASSERT_TRUE(strong.solvable);
                EXPECT_EQ(strong.cubes, weak.result().cubes);
                EXPECT_TRUE(shows(strong.shape, puzzle));
                EXPECT_TRUE(shows(weak.result().shape, puzzle));
                EXPECT_EQ(cube_count(strong.shape), strong.cubes);
            }
}

TEST(ViewsSolver, FullViewsAreLatinSquares) {
    // All pixels set: a shape needs at least K² cubes (each covers one of the K² front pixels), and
    // K² cubes must cover every pixel of every view exactly once — a Latin square (cell (x, y, z)
    // means "row y, column x holds symbol z"). Their numbers are known: 2, 12, 576 and 161280 for
    // orders 2..5 (OEIS A002860). Every cell lies in some Latin square and none in all of them.
    const std::uint64_t latin_squares[] = {2, 12, 576};
    for (int k = 2; k <= 5; ++k) {
        SCOPED_TRACE(k);
        const Puzzle full = views_of(full_shape(k));
        const Analysis a = analyse(full);
        ASSERT_TRUE(a.solvable);
        EXPECT_EQ(a.cubes, k * k);
        EXPECT_EQ(a.max_cubes, k * k * k);
        if (k <= 4) {
            EXPECT_TRUE(a.optimal_count_exact);
            EXPECT_EQ(a.optimal_count, latin_squares[k - 2]);
        } else {
            EXPECT_FALSE(a.optimal_count_exact);  // 161280 > the default limit of 10000
            EXPECT_EQ(a.optimal_count, 10000u);
        }
        EXPECT_EQ(cube_count(a.forced), 0);
        EXPECT_EQ(cube_count(a.impossible), 0);
    }
}

TEST(ViewsSolver, LatinSquaresOfOrder8AreCappedButCellsStayExact) {
    // Order 8 has about 1.1·10^20 Latin squares: the count stops at the limit, and every cell is
    // still shown to be in some optimal shape and missing from another.
    AnalysisOptions options;
    options.count_limit = 100;
    const Analysis a = analyse(views_of(full_shape(8)), options);
    ASSERT_TRUE(a.solvable);
    EXPECT_EQ(a.cubes, 64);
    EXPECT_FALSE(a.optimal_count_exact);
    EXPECT_EQ(a.optimal_count, 100u);
    EXPECT_EQ(cube_count(a.forced), 0);
    EXPECT_EQ(cube_count(a.impossible), 0);
}

TEST(ViewsSolver, HandCheckedColumn) {
    // K = 3, one top pixel (x = 1, z = 2) and front column x = 1 full: the side view must show
    // (y, z = 2) for every y, i.e. side column 0. Only the three cells (1, y, 2) are candidates and
    // each front pixel (1, y) needs its own, so the only shape is those three cubes: all forced.
    Puzzle puzzle = empty_puzzle(3);
    set_pixel(puzzle, View::top, 2, 1, true);
    for (int y = 0; y < 3; ++y) {
        set_pixel(puzzle, View::front, y, 1, true);
        set_pixel(puzzle, View::side, y, 0, true);
    }
    const Analysis a = analyse(puzzle);
    ASSERT_TRUE(a.solvable);
    EXPECT_EQ(a.cubes, 3);
    EXPECT_EQ(a.optimal_count, 1u);
    Shape column = empty_shape(3);
    for (int y = 0; y < 3; ++y) set_cube(column, Cell{1, y, 2}, true);
    EXPECT_EQ(a.shape, column);
    EXPECT_EQ(a.forced, column);
    EXPECT_EQ(a.max_shape, column);

    // Moving the side pixel of the bottom row to column 1 (z = 1) leaves (1, 2, ·) without a
    // candidate that the top view allows: no shape shows these views.
    set_pixel(puzzle, View::side, 2, 0, false);
    set_pixel(puzzle, View::side, 2, 1, true);
    EXPECT_FALSE(is_solvable(puzzle));
    EXPECT_FALSE(analyse(puzzle).solvable);
}

TEST(ViewsSolver, EmptyViewsNeedNoCubes) {
    for (int k = 2; k <= 8; ++k) {
        const Analysis a = analyse(empty_puzzle(k));
        EXPECT_TRUE(a.solvable);
        EXPECT_EQ(a.cubes, 0);
        EXPECT_EQ(a.optimal_count, 1u);  // the empty shape
        EXPECT_EQ(cube_count(a.impossible), k * k * k);
    }
}

// Runs the analysis one node per run() call, checking what the solver reports along the way.
Analysis analyse_in_tiny_slices(const Puzzle& puzzle, const AnalysisOptions& options) {
    ViewsSolver work(puzzle, options);
    int last_bound = work.lower_bound();
    while (!work.run(1)) {
        EXPECT_GE(work.lower_bound(), last_bound);  // a proven bound never goes down
        last_bound = work.lower_bound();
        const std::optional<Shape> best = work.best_shape();
        if (best) {
            EXPECT_TRUE(shows(*best, puzzle));
            EXPECT_LE(work.lower_bound(), cube_count(*best));
        }
        EXPECT_FALSE(work.status().empty());
    }
    EXPECT_TRUE(work.finished());
    EXPECT_TRUE(work.run(1));  // finished stays finished
    return work.result();
}

TEST(ViewsSolver, SlicingNeverChangesTheAnswer) {
    AnalysisOptions options;
    options.count_limit = 300;
    options.keep_shapes = 20;
    std::vector<Puzzle> puzzles;
    for (int k = 3; k <= 6; ++k)
        for (int density : {10, 30, 50, 80}) puzzles.push_back(random_solvable_puzzle(1000u + static_cast<unsigned>(density), k, density));
    puzzles.push_back(random_solvable_puzzle(77, 7, 30));  // strong bound at the roots of the cell checks
    puzzles.push_back(views_of(full_shape(4)));
    Puzzle unsolvable = empty_puzzle(4);
    set_pixel(unsolvable, View::front, 0, 0, true);
    puzzles.push_back(unsolvable);
    for (const Puzzle& puzzle : puzzles) {
        SCOPED_TRACE(format_puzzle_hex(puzzle));
        const Analysis whole = [&] {
            ViewsSolver work(puzzle, options);
            EXPECT_TRUE(work.run(~std::uint64_t{0}));
            return work.result();
        }();
        const Analysis sliced = analyse_in_tiny_slices(puzzle, options);
        EXPECT_EQ(sliced.solvable, whole.solvable);
        EXPECT_EQ(sliced.cubes, whole.cubes);
        EXPECT_EQ(sliced.shape, whole.shape);
        EXPECT_EQ(sliced.optimal_count, whole.optimal_count);
        EXPECT_EQ(sliced.optimal_count_exact, whole.optimal_count_exact);
        EXPECT_EQ(sliced.optimal_shapes, whole.optimal_shapes);
        EXPECT_EQ(sliced.forced, whole.forced);
        EXPECT_EQ(sliced.impossible, whole.impossible);
        EXPECT_EQ(sliced.nodes, whole.nodes);
    }
}

TEST(ViewsSolver, OptimalShapesStepsThroughTheFirstShapes) {
    const Puzzle full = views_of(full_shape(4));
    const std::vector<Shape> first = optimal_shapes(full, 50);
    ASSERT_EQ(first.size(), 50u);
    EXPECT_EQ(hex_set(first).size(), 50u);
    for (const Shape& shape : first) {
        EXPECT_TRUE(shows(shape, full));
        EXPECT_EQ(cube_count(shape), 16);
    }
    AnalysisOptions options;
    options.keep_shapes = 50;
    const Analysis a = analyse(full, options);
    EXPECT_EQ(a.optimal_shapes, first);
    EXPECT_EQ(first.front(), a.shape);  // the shape solve() gives comes first
    EXPECT_EQ(first.front(), solve(full).shape);
    EXPECT_EQ(optimal_shapes(full, 1000).size(), 576u);  // all of them when fewer than asked
    Puzzle unsolvable = empty_puzzle(4);
    set_pixel(unsolvable, View::top, 0, 0, true);
    EXPECT_TRUE(optimal_shapes(unsolvable, 10).empty());
}

TEST(ViewsSolver, UnsolvableStatusAndNoBestShape) {
    Puzzle puzzle = empty_puzzle(4);
    set_pixel(puzzle, View::front, 0, 0, true);  // a front pixel with nothing in the top view
    ViewsSolver work(puzzle);
    EXPECT_TRUE(work.run(1));
    EXPECT_FALSE(work.solvable());
    EXPECT_FALSE(work.best_shape().has_value());
    EXPECT_EQ(work.status(), "unsolvable");
}

}  // namespace
}  // namespace knobel::views
