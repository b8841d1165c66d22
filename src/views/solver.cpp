#include "views/solver.h"

#include <algorithm>

#include "views/cover_search.h"
#include "views/level_search.h"
#include "views/pixel_packing.h"

namespace knobel::views {
namespace detail {

struct SolverState {
    explicit SolverState(int size) : geometry(geometry_for(size)), search(size), level(size), sampler(size) {}
    const Geometry& geometry;
    Node root;
    CoverSearch search;   // the count of optimal shapes
    LevelSearch level;    // each level of the minimum phase; each check of the cells phase
    CoverSearch sampler;  // short randomized searches for varied optimal shapes (cells phase)
};

}  // namespace detail

namespace {

using detail::Geometry;

// Effort for the strong packing (pixel_packing.h) of a search root: rounds of subgradient steps
// and of local search per view. Most decisions are over long before it would pay, so it waits
// until the first block of a decision's complete search runs out.
constexpr int kEffortPerSize = 15;

// The cells phase first draws optimal shapes from short randomized searches — each shape decides
// every cell it lacks as "not forced" and every cell it holds as "not impossible" — up to 2·K²
// draws of at most kSampleNodes nodes, stopping early after kUselessSamples draws in a row that
// decide nothing new.
constexpr std::uint64_t kSampleNodes = 512;
constexpr int kUselessSamples = 8;

std::uint64_t layer_mask(int size) { return size * size == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (size * size)) - 1; }

Shape shape_of_layers(int size, const std::array<std::uint64_t, kMaxSize>& layers) {
    Shape shape = empty_shape(size);
    shape.layers = layers;
    return shape;
}

// The shapes to step through: the minimum's own shape first (the one solve() and the JSON give),
// then the enumerated ones other than it, at most `limit` in all.
std::vector<Shape> shapes_to_show(const Shape& first, const std::vector<Shape>& enumerated, std::size_t limit) {
    std::vector<Shape> shapes;
    if (limit == 0) return shapes;
    shapes.push_back(first);
    for (const Shape& shape : enumerated)
        if (shapes.size() < limit && !(shape == first)) shapes.push_back(shape);
    return shapes;
}

}  // namespace

Shape max_shape(const Puzzle& puzzle) {
    const Geometry& g = detail::geometry_for(puzzle.size);
    return shape_of_layers(puzzle.size, detail::candidate_layers(g, detail::planes_of(puzzle)));
}

bool is_solvable(const Puzzle& puzzle) {
    const Geometry& g = detail::geometry_for(puzzle.size);
    const detail::Planes required = detail::planes_of(puzzle);
    return detail::shows_every_pixel(g, required, detail::candidate_layers(g, required));
}

Solution solve(const Puzzle& puzzle) {
    AnalysisOptions options;
    options.count = false;
    ViewsSolver work(puzzle, options);
    run_to_completion(work);
    Solution solution;
    solution.solvable = work.solvable();
    if (solution.solvable) {
        solution.cubes = work.result().cubes;
        solution.shape = work.result().shape;
    } else {
        solution.shape = empty_shape(puzzle.size);
    }
    return solution;
}

Analysis analyse(const Puzzle& puzzle, const AnalysisOptions& options) {
    ViewsSolver work(puzzle, options);
    run_to_completion(work);
    return work.result();
}

std::vector<Shape> optimal_shapes(const Puzzle& puzzle, std::size_t limit) {
    if (limit == 0) return {};
    AnalysisOptions options;
    options.count = false;
    ViewsSolver minimum(puzzle, options);
    run_to_completion(minimum);
    if (!minimum.solvable()) return {};
    detail::SolverState state(puzzle.size);
    const detail::Planes required = detail::planes_of(puzzle);
    state.root = detail::root_node(state.geometry, required, detail::candidate_layers(state.geometry, required));
    state.root.packing = detail::initial_packing(state.geometry, state.root, 0);
    state.search.start(state.root, minimum.result().cubes, limit, limit);
    for (std::uint64_t budget = 1u << 16; !state.search.run(budget); budget = 1u << 16) {
    }
    return shapes_to_show(minimum.result().shape, state.search.kept(), limit);
}

ViewsSolver::ViewsSolver(const Puzzle& puzzle, const AnalysisOptions& options)
    : options_(options),
      root_effort_(options.root_effort >= 0 ? options.root_effort : kEffortPerSize * puzzle.size),
      strong_at_once_(options.root_effort >= 0),
      block_nodes_(options.block_nodes > 0 ? options.block_nodes : 1),
      state_(std::make_unique<detail::SolverState>(puzzle.size)) {
    const int k = puzzle.size;
    const Geometry& g = state_->geometry;
    result_.puzzle = puzzle;
    result_.shape = empty_shape(k);
    result_.max_shape = empty_shape(k);
    result_.forced = empty_shape(k);
    result_.impossible = empty_shape(k);
    const detail::Planes required = detail::planes_of(puzzle);
    candidates_ = detail::candidate_layers(g, required);
    result_.solvable = detail::shows_every_pixel(g, required, candidates_);
    if (!result_.solvable) {
        // Nothing to count: no shape at all shows these views.
        result_.counted = options_.count;
        phase_ = Phase::done;
        return;
    }
    result_.max_shape = shape_of_layers(k, candidates_);
    result_.max_cubes = cube_count(result_.max_shape);
    state_->root = detail::root_node(g, required, candidates_);
    const detail::Node greedy = detail::greedy_cover(g, state_->root);
    result_.cubes = greedy.cubes;
    result_.shape = shape_of_layers(k, greedy.chosen);
    // Bounds from cheap to dear, each only while a gap to the greedy shape is left: most puzzles
    // (nearly all of the battery) stop after the first.
    lower_bound_ = detail::quick_lower_bound(g, state_->root);
    if (lower_bound_ < result_.cubes) lower_bound_ = std::max(lower_bound_, detail::node_lower_bound(g, state_->root));
    if (lower_bound_ < result_.cubes) {
        state_->root.packing = detail::initial_packing(g, state_->root, 0);
        lower_bound_ = std::max(lower_bound_, detail::packing_size(state_->root.packing));
    }
    if (lower_bound_ < result_.cubes && strong_at_once_) strengthen_root();
    phase_ = Phase::minimum;
    if (lower_bound_ >= result_.cubes) finish_minimum();
}

ViewsSolver::~ViewsSolver() = default;

void ViewsSolver::strengthen_root() {
    strong_done_ = true;
    if (root_effort_ <= 0) return;
    const detail::StrongPacking strong = detail::strong_packing(state_->geometry, state_->root, root_effort_);
    state_->root.packing = strong.packing;
    lower_bound_ = std::max(lower_bound_, strong.bound);
}

std::optional<Shape> ViewsSolver::best_shape() const {
    if (!result_.solvable) return std::nullopt;
    return result_.shape;
}

WorkProgress ViewsSolver::progress() const { return WorkProgress{nodes_, 0}; }

std::string ViewsSolver::status() const {
    if (!result_.solvable) return "unsolvable";
    const std::string minimum = "minimum " + std::to_string(result_.cubes);
    const auto count_text = [&] {
        return (result_.optimal_count_exact ? "" : "at least ") + std::to_string(result_.optimal_count) +
               (result_.optimal_count == 1 && result_.optimal_count_exact ? " optimal shape" : " optimal shapes");
    };
    switch (phase_) {
        case Phase::minimum:
            return "lower bound " + std::to_string(lower_bound_) + ", best " + std::to_string(result_.cubes);
        case Phase::counting:
            return minimum + "; counting optimal shapes: " + std::to_string(state_->search.leaves()) + " so far";
        case Phase::cells:
            return minimum + ", " + count_text() + "; checking cell " + std::to_string(cell_cursor_ + 1) + " of " +
                   std::to_string(result_.puzzle.size * result_.puzzle.size * result_.puzzle.size);
        case Phase::done:
            break;
    }
    return result_.counted ? minimum + ", " + count_text() : minimum;
}

void ViewsSolver::finish_minimum() {
    lower_bound_ = result_.cubes;
    phase_ = options_.count ? Phase::counting : Phase::done;
}

void ViewsSolver::finish_counting() {
    const detail::CoverSearch& search = state_->search;
    result_.counted = true;
    result_.optimal_shapes = shapes_to_show(result_.shape, search.kept(), options_.keep_shapes);
    if (search.exhausted()) {
        result_.optimal_count = search.leaves();
        result_.optimal_count_exact = true;
    } else {
        // Stopped at count_limit + 1 shapes (there are more than the limit), or at the node limit
        // (at least the shapes found, and the minimum's own shape).
        result_.optimal_count = std::max<std::uint64_t>(std::min(search.leaves(), options_.count_limit), 1);
        result_.optimal_count_exact = false;
    }
    // What the cells phase knows so far: the shapes counted, and the minimum's shape.
    in_some_ = search.union_of_leaves();
    in_every_ = search.leaves() > 0 ? search.intersection_of_leaves() : result_.shape.layers;
    learn_from(result_.shape);
    cell_cursor_ = 0;
    samples_ = 0;
    useless_samples_ = 0;
    phase_ = Phase::cells;
}

void ViewsSolver::learn_from(const Shape& optimal) {
    for (std::size_t i = 0; i < in_some_.size(); ++i) {
        in_some_[i] |= optimal.layers[i];
        in_every_[i] &= optimal.layers[i];
    }
}

bool ViewsSolver::run_minimum(std::uint64_t& budget) {
    // Level by level from the proven lower bound: each level is decided by a LevelSearch — a cover
    // with that many cubes (optimal, since every smaller count was refuted) or none (the bound goes
    // up). Below K = 6 the strong root bound waits until a level outlasts its first block.
    detail::LevelSearch& level = state_->level;
    while (phase_ == Phase::minimum) {
        if (lower_bound_ >= result_.cubes) {
            finish_minimum();  // the greedy shape was optimal after all
            break;
        }
        if (!searching_) {
            level.start(state_->root, lower_bound_, block_nodes_, static_cast<std::uint64_t>(lower_bound_), 0, !strong_done_);
            searching_ = true;
        }
        const std::uint64_t before = budget;
        const bool decided = level.run(budget);
        nodes_ += before - budget;
        if (!decided) {
            if (level.first_block_over() && !strong_done_) {
                // Not an easy one after all: strengthen the bound and start this level afresh.
                strengthen_root();
                searching_ = false;
                continue;
            }
            return false;
        }
        searching_ = false;
        if (level.found()) {
            result_.shape = level.cover();
            result_.cubes = cube_count(result_.shape);
            finish_minimum();
        } else {
            ++lower_bound_;  // no cover with lower_bound_ cubes
        }
    }
    return true;
}

bool ViewsSolver::run_cells(std::uint64_t& budget) {
    const int k = result_.puzzle.size;
    const Geometry& g = state_->geometry;
    // After an exact count the shapes seen are all of them and nothing is left to check.
    const bool exact = result_.optimal_count_exact;
    detail::CoverSearch& sampler = state_->sampler;
    while (!exact && samples_ < 2 * k * k && useless_samples_ < kUselessSamples) {
        if (!searching_) {
            sampler.start(state_->root, result_.cubes, 1, 1, 0, detail::restart_seed(0xce115, static_cast<std::uint64_t>(samples_) + 1));
            sample_used_ = 0;
            searching_ = true;
        }
        std::uint64_t slice = std::min(budget, kSampleNodes - sample_used_);
        const std::uint64_t before = slice;
        const bool done = sampler.run(slice);
        const std::uint64_t used = before - slice;
        budget -= used;
        nodes_ += used;
        sample_used_ += used;
        if (!done && sample_used_ < kSampleNodes) return false;  // out of budget
        searching_ = false;
        ++samples_;
        if (done && sampler.leaves() > 0) {
            const auto some = in_some_, every = in_every_;
            learn_from(sampler.kept().front());
            useless_samples_ = some == in_some_ && every == in_every_ ? useless_samples_ + 1 : 0;
        } else {
            ++useless_samples_;
        }
    }
    // Each cell seen in some but not every optimal shape is decided; every other candidate cell
    // gets its own decision: an optimal shape with it (else it is impossible) or without it (else
    // it is forced). Every shape found on the way decides more cells.
    const int cells = exact ? 0 : k * k * k;
    detail::LevelSearch& level = state_->level;
    while (cell_cursor_ < cells) {
        const Cell cell = cell_at(k, cell_cursor_);
        const auto y = static_cast<std::size_t>(cell.y);
        const std::uint64_t b = g.bit(cell.z, cell.x);
        if (!searching_) {
            const bool in_some = (in_some_[y] & b) != 0;
            const bool in_every = (in_every_[y] & b) != 0;
            if ((candidates_[y] & b) == 0 || (in_some && !in_every)) {
                ++cell_cursor_;  // decided already
                continue;
            }
            detail::Node root = state_->root;
            if (!in_some)
                detail::include_cell(g, root, cell);
            else
                detail::exclude_cell(g, root, cell);
            level.start(root, result_.cubes, block_nodes_, static_cast<std::uint64_t>(cell_cursor_) + 1,
                        strong_at_once_ ? root_effort_ : 0, !strong_at_once_);
            check_strengthened_ = false;
            searching_ = true;
        }
        const std::uint64_t before = budget;
        const bool decided = level.run(budget);
        nodes_ += before - budget;
        if (!decided) {
            if (!level.first_block_over() || check_strengthened_ || strong_at_once_) return false;
            // A hard decision: strengthen its root (the bound often settles it) and go on.
            check_strengthened_ = true;
            level.strengthen(root_effort_);
            continue;
        }
        searching_ = false;
        // No cover: the cell stays outside in_some_ (impossible) or inside in_every_ (forced).
        if (level.found()) learn_from(level.cover());
        ++cell_cursor_;
    }
    for (int y = 0; y < k; ++y) {
        const auto i = static_cast<std::size_t>(y);
        result_.forced.layers[i] = in_every_[i];
        result_.impossible.layers[i] = ~in_some_[i] & layer_mask(k);
    }
    result_.nodes = nodes_;
    phase_ = Phase::done;
    return true;
}

bool ViewsSolver::run(std::uint64_t budget) {
    if (budget == 0) budget = 1;
    detail::CoverSearch& search = state_->search;
    while (phase_ != Phase::done) {
        bool more = true;
        if (phase_ == Phase::minimum) {
            more = run_minimum(budget);
        } else if (phase_ == Phase::cells) {
            more = run_cells(budget);
        } else {
            if (!searching_) {
                search.start(state_->root, result_.cubes,
                             options_.count_limit == UINT64_MAX ? options_.count_limit : options_.count_limit + 1,
                             options_.keep_shapes);
                count_nodes_used_ = 0;
                searching_ = true;
            }
            std::uint64_t slice = std::min(budget, options_.count_nodes - std::min(count_nodes_used_, options_.count_nodes));
            const std::uint64_t before = slice;
            const bool done = search.run(slice);
            const std::uint64_t used = before - slice;
            budget -= used;
            nodes_ += used;
            count_nodes_used_ += used;
            if (done || count_nodes_used_ >= options_.count_nodes) {
                searching_ = false;
                finish_counting();
            } else {
                more = false;
            }
        }
        result_.nodes = nodes_;
        if (!more) return false;
    }
    return true;
}

}  // namespace knobel::views
