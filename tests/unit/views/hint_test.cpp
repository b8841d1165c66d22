#include "views/hint.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "brute_force.h"
#include "unit/sanitized_cases.h"
#include "core/split_mix64.h"
#include "test_util.h"
#include "views/generator.h"
#include "views/presets.h"
#include "views/random_puzzle.h"
#include "views/solver.h"

namespace knobel::views {
namespace {

int distance(const Shape& a, const Shape& b) {
    int d = 0;
    for (int y = 0; y < kMaxSize; ++y) d += std::popcount(a.layers[static_cast<std::size_t>(y)] ^ b.layers[static_cast<std::size_t>(y)]);
    return d;
}

// The length of the way, by brute force: the distance to the nearest of every optimal shape.
int nearest(const std::vector<Shape>& optimal, const Shape& shape) {
    int best = 1 << 20;
    for (const Shape& o : optimal) best = std::min(best, distance(o, shape));
    return best;
}

// A sentence for a player: not empty, and none of the file or move syntax (hex shapes and
// puzzles, "+1,2,3", "1,2,3", "r2c1", link marks).
void expect_plain_words(const std::string& sentence, const Puzzle& puzzle, const Shape& shape) {
    ASSERT_FALSE(sentence.empty());
    EXPECT_EQ(sentence.find('#'), std::string::npos) << sentence;
    EXPECT_EQ(sentence.find('+'), std::string::npos) << sentence;
    EXPECT_EQ(sentence.find(".kz"), std::string::npos) << sentence;
    for (std::size_t i = 0; i + 2 < sentence.size(); ++i) {
        const bool digit_comma_digit = std::isdigit(static_cast<unsigned char>(sentence[i])) && sentence[i + 1] == ',' &&
                                       std::isdigit(static_cast<unsigned char>(sentence[i + 2]));
        EXPECT_FALSE(digit_comma_digit) << sentence;
    }
    // Tokens: no hex forms, nothing that mixes letters and digits ("r2c1", "fe88").
    std::string token;
    auto check = [&] {
        if (token.empty()) return;
        const bool digits = std::any_of(token.begin(), token.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
        const bool letters = std::any_of(token.begin(), token.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
        EXPECT_FALSE(digits && letters) << token << " in: " << sentence;
        EXPECT_NE(token, format_puzzle_hex(puzzle)) << sentence;
        EXPECT_NE(token, format_shape_hex(shape)) << sentence;
        token.clear();
    };
    for (char c : sentence) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            token += c;
        else
            check();
    }
    check();
}

// Follows hints from `start`, checking each against the brute-force distance: every hint's move is
// legal and shortens the way by exactly one; at distance 0 there is no move. Returns the hints given.
int follow_with_brute_force(const Puzzle& puzzle, const std::vector<Shape>& optimal, Shape shape, const HintKnown& known = {}) {
    const int start = nearest(optimal, shape);
    int hints = 0;
    for (int d = start; d > 0; --d) {
        const Hint<CubeMove> h = hint(puzzle, shape, known);
        expect_plain_words(h.sentence, puzzle, shape);
        EXPECT_EQ(h.undo, 0u);
        if (!h.move) {
            ADD_FAILURE() << "no move at distance " << d << " from " << format_shape_hex(shape) << ": " << h.sentence;
            return hints;
        }
        EXPECT_FALSE(refusal(shape, *h.move)) << h.sentence;
        apply(shape, *h.move);
        ++hints;
        const int after = nearest(optimal, shape);
        if (after != d - 1) {
            ADD_FAILURE() << "hint " << move_text(*h.move) << " (" << h.sentence << ") took the way from " << d << " to " << after
                          << " on " << format_puzzle_hex(puzzle);
            return hints;
        }
    }
    const Hint<CubeMove> done = hint(puzzle, shape, known);
    EXPECT_FALSE(done.move) << done.sentence;
    expect_plain_words(done.sentence, puzzle, shape);
    const ShapeVerdict verdict = judge(puzzle, shape, optimal.front().size == puzzle.size ? std::optional<int>(cube_count(optimal.front())) : std::nullopt);
    EXPECT_TRUE(verdict.solved && verdict.optimal) << verdict.sentence;
    EXPECT_EQ(hints, start);
    return hints;
}

// A shape spoilt by `moves` random legal moves: a random cell anywhere in the grid (inside the
// views or not) gets its cube added or taken away.
Shape spoil(Shape shape, int moves, SplitMix64& random) {
    const int k = shape.size;
    for (int i = 0; i < moves; ++i) {
        const Cell c = cell_at(k, static_cast<int>(random.below(static_cast<std::uint64_t>(k * k * k))));
        apply(shape, CubeMove{!has_cube(shape, c), c});
    }
    return shape;
}

// K = 2: every shape of the grid (256) is tried for every puzzle, independently of the solver.
TEST(ViewsHint, K2FromEveryShapeAgainstBruteForceOverAllShapes) {
    std::map<std::string, std::vector<Shape>> shapes_by_views;
    std::vector<Shape> all;
    for (int bits = 0; bits < 256; ++bits) {
        Shape s = empty_shape(2);
        for (int i = 0; i < 8; ++i)
            if (bits >> i & 1) set_cube(s, cell_at(2, i), true);
        all.push_back(s);
        shapes_by_views[format_puzzle_hex(views_of(s))].push_back(s);
    }
    int walks = 0;
    for (const auto& [hex, showing] : shapes_by_views) {
        const Puzzle puzzle = parse_puzzle_hex(hex, 2).value();
        int fewest = 99;
        for (const Shape& s : showing) fewest = std::min(fewest, cube_count(s));
        std::vector<Shape> optimal;
        for (const Shape& s : showing)
            if (cube_count(s) == fewest) optimal.push_back(s);
        // Every start; under the sanitizers every fourth (tests/unit/sanitized_cases.h).
        const std::size_t step = all.size() / static_cast<std::size_t>(knobel::testing::cases(static_cast<int>(all.size())));
        for (std::size_t i = 0; i < all.size(); i += step) {
            follow_with_brute_force(puzzle, optimal, all[i]);
            ++walks;
            if (::testing::Test::HasFailure()) return;
        }
    }
    EXPECT_GT(walks, knobel::testing::cases(256) * 20);
}

// K = 3: optimal shapes from the tests' brute force over subsets of candidate cells; fresh and
// spoilt positions, with and without what a finished analysis knows.
TEST(ViewsHint, K3FreshAndSpoiltAgainstBruteForce) {
    SplitMix64 random(19);
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 400 && checked < knobel::testing::cases(120); ++seed) {
        const int density = 15 + static_cast<int>(seed % 7) * 12;
        const Puzzle puzzle = random_solvable_puzzle(seed, 3, density);
        const testing::BruteForce brute = testing::brute_force(puzzle, 20);
        if (brute.too_many_candidates || !brute.solvable) continue;
        ++checked;
        const HintKnown known = hint_known(analyse(puzzle));
        follow_with_brute_force(puzzle, brute.optimal, empty_shape(3));
        follow_with_brute_force(puzzle, brute.optimal, spoil(brute.optimal.back(), 3, random));
        follow_with_brute_force(puzzle, brute.optimal, spoil(empty_shape(3), 10, random), known);
        follow_with_brute_force(puzzle, brute.optimal, spoil(full_shape(3), 6, random));
        follow_with_brute_force(puzzle, brute.optimal, spoil(brute.candidates, 4, random), known);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GE(checked, knobel::testing::cases(100));
}

// Several optimal shapes, and the one to aim at is the nearest: the all-set 3×3×3 views have 12
// optimal shapes (Latin squares). From one of them with a cube moved, the hint must go back to it
// (two moves), not to the solver's own shape.
TEST(ViewsHint, AimsAtTheNearestOfManyOptimalShapes) {
    const Puzzle puzzle = views_of(full_shape(3));
    // The optimal shapes have 9 cubes, one in each of the 9 top pixels' columns: try every way
    // of putting one cube per column (3^9), keeping those that show the views.
    testing::BruteForce brute;
    for (int code = 0; code < 19683; ++code) {
        Shape s = empty_shape(3);
        for (int column = 0, rest = code; column < 9; ++column, rest /= 3) set_cube(s, Cell{column % 3, rest % 3, column / 3}, true);
        if (shows(s, puzzle)) brute.optimal.push_back(s);
    }
    ASSERT_EQ(brute.optimal.size(), 12u);
    const Shape solver_shape = solve(puzzle).shape;
    for (const Shape& target : brute.optimal) {
        if (target == solver_shape) continue;
        Shape moved = target;
        // Move one cube up or down its column: the views stay full only if the column had room.
        for (int i = 0; i < 27; ++i) {
            const Cell c = cell_at(3, i);
            if (!has_cube(target, c)) continue;
            const Cell to{c.x, (c.y + 1) % 3, c.z};
            if (has_cube(target, to)) continue;
            set_cube(moved, c, false);
            set_cube(moved, to, true);
            break;
        }
        const std::optional<ClosestOptimal> closest = closest_optimal_shape(puzzle, moved);
        ASSERT_TRUE(closest);
        EXPECT_EQ(closest->distance, nearest(brute.optimal, moved));
        EXPECT_EQ(closest->distance, 2);
        EXPECT_EQ(follow_with_brute_force(puzzle, brute.optimal, moved), 2);
    }
}

// Larger grids: the gallery and generated puzzles up to K = 8, from an empty box and from spoilt
// shapes. No brute force reaches these, so the check is the contract itself: exactly `distance`
// hints (as closest_optimal_shape measured it at the start) end solved with the fewest cubes, and
// the distance falls by one with every hint.
void follow_to_the_end(const Puzzle& puzzle, Shape shape, const HintKnown& known = {}) {
    const std::optional<ClosestOptimal> first = closest_optimal_shape(puzzle, shape, known);
    ASSERT_TRUE(first);
    int remaining = first->distance;
    for (int step = 0; step < remaining + 1; ++step) {
        const Hint<CubeMove> h = hint(puzzle, shape, known);
        expect_plain_words(h.sentence, puzzle, shape);
        if (!h.move) break;
        ASSERT_FALSE(refusal(shape, *h.move));
        apply(shape, *h.move);
        const std::optional<ClosestOptimal> now = closest_optimal_shape(puzzle, shape, known);
        ASSERT_EQ(now->distance, remaining - step - 1) << h.sentence;
    }
    const ShapeVerdict verdict = judge(puzzle, shape, first->cubes);
    EXPECT_TRUE(verdict.solved && verdict.optimal) << format_puzzle_hex(puzzle) << ": " << verdict.sentence;
    EXPECT_EQ(cube_count(shape), solve(puzzle).cubes);
}

TEST(ViewsHint, GalleryFromEmptyAndSpoilt) {
    SplitMix64 random(7);
    for (const Preset& preset : presets()) {
        SCOPED_TRACE(std::string(preset.name));
        follow_to_the_end(preset.puzzle, empty_shape(preset.puzzle.size));
        follow_to_the_end(preset.puzzle, spoil(preset.shape, 6, random), hint_known(analyse(preset.puzzle)));
    }
}

TEST(ViewsHint, GeneratedPuzzlesOfEverySize) {
    SplitMix64 random(11);
    for (int k = 2; k <= kMaxSize; ++k)
        for (Difficulty d : {Difficulty::easy, Difficulty::hard}) {
            const Puzzle puzzle = generate_puzzle(GenerateOptions{k, static_cast<std::uint64_t>(100 + k), d}).puzzle;
            SCOPED_TRACE(format_puzzle_hex(puzzle));
            follow_to_the_end(puzzle, spoil(empty_shape(k), k * k, random));
        }
}

// The page's hint: the closest-shape search stops after a frame's worth of nodes (here 1 to 8 nodes,
// so that it stops often, on different shapes) and the last hint's target is passed back. The
// way may then be longer than the shortest, but every hint followed shortens the way to the shape
// aimed at by one, and the walk ends solved with the fewest cubes — checked against brute force
// over every shape of the K = 3 full views (12 optimal shapes) from random spoilt starts.
TEST(ViewsHint, LimitedSearchStillEndsOptimalAndEachHintShortensItsWay) {
    const Puzzle puzzle = views_of(full_shape(3));
    std::vector<Shape> optimal;
    for (int code = 0; code < 19683; ++code) {
        Shape s = empty_shape(3);
        for (int column = 0, rest = code; column < 9; ++column, rest /= 3) set_cube(s, Cell{column % 3, rest % 3, column / 3}, true);
        if (shows(s, puzzle)) optimal.push_back(s);
    }
    ASSERT_EQ(optimal.size(), 12u);
    const Solution solution = solve(puzzle);
    SplitMix64 random(5);
    int inexact_seen = 0;
    for (int start = 0; start < 40; ++start) {
        Shape shape = spoil(empty_shape(3), 14, random);
        HintKnown known;
        known.minimum = solution.cubes;
        known.optimal_shape = solution.shape;
        known.search_limit = 1 + static_cast<std::uint64_t>(start % 8);  // 1 to 8 nodes
        if (!closest_optimal_shape(puzzle, shape, known)->exact) ++inexact_seen;
        std::optional<int> way;  // to the shape the last hint aimed at
        for (int step = 0; step <= 27; ++step) {
            Shape target;
            const Hint<CubeMove> h = hint(puzzle, shape, known, &target);
            expect_plain_words(h.sentence, puzzle, shape);
            if (!h.move) break;
            ASSERT_FALSE(refusal(shape, *h.move));
            if (std::find(optimal.begin(), optimal.end(), target) != optimal.end()) {
                const int before = distance(shape, target);
                if (way) {
                    EXPECT_LE(before, *way - 1) << "the way grew: " << h.sentence;
                }
                apply(shape, *h.move);
                EXPECT_EQ(distance(shape, target), before - 1) << h.sentence;
                way = before;
                known.optimal_shape = target;
            } else {
                // Steps 1-4 (a cell in no or every shape with these views): nearer to every one.
                const int before = nearest(optimal, shape);
                apply(shape, *h.move);
                EXPECT_EQ(nearest(optimal, shape), before - 1) << h.sentence;
                if (way) way = *way - 1;
            }
        }
        const ShapeVerdict verdict = judge(puzzle, shape, solution.cubes);
        EXPECT_TRUE(verdict.solved && verdict.optimal) << format_shape_hex(shape) << ": " << verdict.sentence;
    }
    EXPECT_GT(inexact_seen, 0) << "the limit never stopped the search: the test tests nothing";
}

TEST(ViewsHint, SolvedAndOptimalUnsolvableAndOtherSize) {
    const Puzzle puzzle = views_of(full_shape(3));
    const Solution solution = solve(puzzle);
    const Hint<CubeMove> done = hint(puzzle, solution.shape);
    EXPECT_FALSE(done.move);
    EXPECT_NE(done.sentence.find("nothing left"), std::string::npos) << done.sentence;

    // Solved with too many cubes: a cube to take away, and the sentence says so.
    const Hint<CubeMove> crowded = hint(puzzle, full_shape(3));
    ASSERT_TRUE(crowded.move);
    EXPECT_FALSE(crowded.move->add);
    EXPECT_NE(crowded.sentence.find("are enough"), std::string::npos) << crowded.sentence;

    Puzzle unsolvable = empty_puzzle(3);
    set_pixel(unsolvable, View::top, 0, 0, true);
    const Hint<CubeMove> none = hint(unsolvable, empty_shape(3));
    EXPECT_FALSE(none.move);
    EXPECT_FALSE(none.sentence.empty());

    const Hint<CubeMove> other = hint(puzzle, empty_shape(4));
    EXPECT_FALSE(other.move);
    EXPECT_FALSE(other.sentence.empty());
}

// The words of the reasons the views alone give.
TEST(ViewsHint, SentencesNameTheReason) {
    // One column of three cubes at x = 0, z = 2 (front left): the top view has one pixel, so the
    // side and front pixels each have one candidate cell.
    Shape column = empty_shape(3);
    for (int y = 0; y < 3; ++y) set_cube(column, Cell{0, y, 2}, true);
    const Puzzle puzzle = views_of(column);
    const Hint<CubeMove> first = hint(puzzle, empty_shape(3));
    ASSERT_TRUE(first.move);
    EXPECT_TRUE(first.move->add);
    EXPECT_NE(first.sentence.find("only cell that can show"), std::string::npos) << first.sentence;
    EXPECT_NE(first.sentence.find("every shape with these views"), std::string::npos) << first.sentence;

    Shape stray = empty_shape(3);
    set_cube(stray, Cell{2, 2, 0}, true);  // back right of the bottom layer: outside every view
    const Hint<CubeMove> away = hint(puzzle, stray);
    ASSERT_TRUE(away.move);
    EXPECT_EQ(*away.move, (CubeMove{false, Cell{2, 2, 0}}));
    EXPECT_NE(away.sentence.find("leaves empty"), std::string::npos) << away.sentence;
    EXPECT_NE(away.sentence.find("the bottom layer, its back right corner"), std::string::npos) << away.sentence;
}

}  // namespace
}  // namespace knobel::views
