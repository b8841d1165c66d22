#include "views/generator.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>

#include "core/split_mix64.h"
#include "core/text.h"
#include "views/random_puzzle.h"

namespace knobel::views {

namespace {

// Bands of the score (generator.h).
constexpr int kMediumFrom = 25;
constexpr int kHardFrom = 55;

// The counting the measure needs, kept cheap: whether the optimum is unique or one of a few is all
// the score asks, so the count may stop early.
AnalysisOptions measuring_options() {
    AnalysisOptions options;
    options.count_limit = 11;
    options.count_nodes = 1u << 12;
    options.keep_shapes = 1;
    return options;
}

// The score of a puzzle, or nullopt when measuring it would take more than kMeasureNodes search
// nodes (rare, at K = 7 and 8): a generator that must answer within a second skips it. The count
// is final once the solver moves on to the cells phase, which the score does not need.
constexpr std::uint64_t kMeasureNodes = 1u << 16;
std::optional<int> measured_score(const Puzzle& puzzle) {
    ViewsSolver solver(puzzle, measuring_options());
    std::uint64_t spent = 0;
    while (solver.phase() == ViewsSolver::Phase::minimum || solver.phase() == ViewsSolver::Phase::counting) {
        if (spent >= kMeasureNodes) return std::nullopt;
        solver.run(1024);
        spent += 1024;
    }
    return difficulty_score(solver.result());
}

// The densities (percent) tried for a difficulty, from measuring (docs/views.md): very sparse
// shapes' obvious shape is optimal (easy); a little denser, some cubes must go, in a few ways
// (medium) or in one way only (hard). Dense shapes show (nearly) full views, which differ little
// from seed to seed, so the ranges stay sparse; views with every pixel set are left out.
struct DensityRange {
    int low, high;
};
// The bigger the grid, the sparser a shape must be to keep its optimum unique.
DensityRange densities_for(Difficulty difficulty, int size) {
    switch (difficulty) {
        case Difficulty::easy: return {1, 12};
        case Difficulty::medium: return {std::max(4, 16 - size), std::max(16, 48 - 3 * size)};
        case Difficulty::hard: return {std::max(3, 12 - size), std::max(12, 40 - 3 * size)};
    }
    return {10, 30};
}

// How far `score` lies outside the band of `difficulty` (0 inside).
int distance_to_band(int score, Difficulty difficulty) {
    const int low = difficulty == Difficulty::easy ? 0 : difficulty == Difficulty::medium ? kMediumFrom : kHardFrom;
    const int high = difficulty == Difficulty::easy ? kMediumFrom - 1 : difficulty == Difficulty::medium ? kHardFrom - 1 : 1000;
    return score < low ? low - score : score > high ? score - high : 0;
}

Shape full_shape(int size) {
    Shape shape = empty_shape(size);
    for (int i = 0; i < size * size * size; ++i) set_cube(shape, cell_at(size, i), true);
    return shape;
}

}  // namespace

int difficulty_score(const Analysis& analysis) {
    if (!analysis.solvable || analysis.max_cubes <= analysis.cubes) return 0;  // the obvious shape is optimal
    // The cubes left out of the obvious shape, against the most any puzzle of this size can leave
    // out (full views: K*K of K*K*K cubes), in percent.
    const int size = analysis.puzzle.size;
    const int gap = 100 * size * (analysis.max_cubes - analysis.cubes) / (analysis.max_cubes * (size - 1));
    const int uniqueness = analysis.optimal_count == 1 ? 50 : analysis.optimal_count <= 10 ? 30 : 0;
    return 4 * gap / 10 + uniqueness;
}

Difficulty difficulty_of_score(int score) {
    return score >= kHardFrom ? Difficulty::hard : score >= kMediumFrom ? Difficulty::medium : Difficulty::easy;
}

Generated generate_puzzle(const GenerateOptions& options) {
    SplitMix64 random(options.seed ^ (static_cast<std::uint64_t>(options.size) << 56) ^
                      (static_cast<std::uint64_t>(options.difficulty) << 60));
    const DensityRange range = densities_for(options.difficulty, options.size);
    const Puzzle full_views = views_of(full_shape(options.size));  // the one puzzle never given out
    Generated best;
    int best_distance = -1;
    for (int attempt = 0; attempt < kGenerateAttempts; ++attempt) {
        const int density = range.low + static_cast<int>(random.below(static_cast<std::uint64_t>(range.high - range.low + 1)));
        const Shape shape = random_shape(random.next(), options.size, density);
        if (cube_count(shape) == 0) continue;  // an empty box shows nothing: no puzzle
        Generated candidate;
        candidate.puzzle = views_of(shape);
        if (candidate.puzzle == full_views) continue;
        const std::optional<int> score = measured_score(candidate.puzzle);
        if (!score) continue;  // too costly to measure: the next shape
        candidate.score = *score;
        candidate.reached = difficulty_of_score(candidate.score);
        const int distance = distance_to_band(candidate.score, options.difficulty);
        if (best_distance < 0 || distance < best_distance) {
            best = candidate;
            best_distance = distance;
        }
        if (distance == 0) break;
    }
    if (best_distance < 0) {  // every shape came out empty (only at absurd densities): one cube
        Shape one = empty_shape(options.size);
        set_cube(one, Cell{0, 0, 0}, true);
        best.puzzle = views_of(one);
    }
    return best;
}

Expected<int> parse_generate_size(std::string_view text, std::string_view where) {
    const std::string range = std::to_string(kMinSize) + " to " + std::to_string(kMaxSize);
    Expected<std::uint64_t> size = parse_unsigned(text, kMaxSize, "K");
    if (!size || size.value() < static_cast<std::uint64_t>(kMinSize))
        return error_in(std::string(where), "K must be a whole number from " + range + ", not " + quote(text, 20));
    return static_cast<int>(size.value());
}

}  // namespace knobel::views
