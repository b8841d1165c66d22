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
constexpr DifficultyBands kBands{25, 55};

// The counting the measure needs, kept cheap: whether the optimum is unique or one of a few is all
// the score asks, so the count may stop early.
AnalysisOptions measuring_options() {
    AnalysisOptions options;
    options.count_limit = 11;
    options.count_nodes = 1u << 12;
    options.keep_shapes = 1;
    return options;
}

// A puzzle's measuring solve is given at most kMeasureNodes search nodes (rare, at K = 7 and 8): a
// generator that must answer within a second skips it. The count is final once the solver moves
// on to the cells phase, which the score does not need.
constexpr std::uint64_t kMeasureNodes = 1u << 16;
constexpr std::uint64_t kMeasureSlice = 1024;  // the nodes between checks of that limit

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

Difficulty difficulty_of_score(int score) { return kBands.of(score); }

Generated generate_puzzle(const GenerateOptions& options) {
    GeneratorWork work(options);
    run_to_completion(work);
    return work.generated();
}

GeneratorWork::GeneratorWork(GenerateOptions options)
    : options_(options),
      random_(options.seed ^ (static_cast<std::uint64_t>(options.size) << 56) ^
              (static_cast<std::uint64_t>(options.difficulty) << 60)),
      full_views_(views_of(full_shape(options.size))) {  // the one puzzle never given out
    next_shape();
}

GeneratorWork::~GeneratorWork() = default;

void GeneratorWork::next_shape() {
    measuring_.reset();
    const DensityRange range = densities_for(options_.difficulty, options_.size);
    while (attempt_ < kGenerateAttempts) {
        ++attempt_;
        const int density = range.low + static_cast<int>(random_.below(static_cast<std::uint64_t>(range.high - range.low + 1)));
        const Shape shape = random_shape(random_.next(), options_.size, density);
        if (cube_count(shape) == 0) continue;  // an empty box shows nothing: no puzzle
        candidate_ = Generated{};
        candidate_.puzzle = views_of(shape);
        if (candidate_.puzzle == full_views_) continue;
        measuring_ = std::make_unique<ViewsSolver>(candidate_.puzzle, measuring_options());
        spent_ = 0;
        return;
    }
    finished_ = true;
    if (best_distance_ < 0) {  // every shape came out empty (only at absurd densities): one cube
        Shape one = empty_shape(options_.size);
        set_cube(one, Cell{0, 0, 0}, true);
        best_.puzzle = views_of(one);
    }
}

void GeneratorWork::take_score(int score) {
    candidate_.score = score;
    candidate_.reached = difficulty_of_score(score);
    const int distance = kBands.distance(score, options_.difficulty);
    if (best_distance_ < 0 || distance < best_distance_) {
        best_ = candidate_;
        best_distance_ = distance;
    }
    if (distance == 0) {
        measuring_.reset();
        finished_ = true;
    }
}

bool GeneratorWork::run(std::uint64_t budget) {
    while (!finished_ && budget > 0) {
        const bool measured = measuring_->phase() != ViewsSolver::Phase::minimum &&
                              measuring_->phase() != ViewsSolver::Phase::counting;
        if (measured) {
            take_score(difficulty_score(measuring_->result()));
            if (!finished_) next_shape();
            continue;
        }
        if (spent_ >= kMeasureNodes) {  // too costly to measure: the next shape
            next_shape();
            continue;
        }
        // Slices of kMeasureSlice nodes as generate_puzzle() always took them, so that where the
        // limit cuts a measurement off does not depend on the budget.
        measuring_->run(kMeasureSlice);
        spent_ += kMeasureSlice;
        budget -= std::min(budget, kMeasureSlice);
    }
    return finished_;
}

WorkProgress GeneratorWork::progress() const {
    return {static_cast<std::uint64_t>(finished_ ? kGenerateAttempts : attempt_ - 1), kGenerateAttempts};
}

std::string GeneratorWork::status() const {
    return "shape " + std::to_string(attempt_) + " of at most " + std::to_string(kGenerateAttempts);
}

Expected<int> parse_generate_size(std::string_view text, std::string_view where) {
    const std::string range = std::to_string(kMinSize) + " to " + std::to_string(kMaxSize);
    Expected<std::uint64_t> size = parse_unsigned(text, kMaxSize, "K");
    if (!size || size.value() < static_cast<std::uint64_t>(kMinSize))
        return error_in(std::string(where), "K must be a whole number from " + range + ", not " + quote(text, 20));
    return static_cast<int>(size.value());
}

}  // namespace knobel::views
