#pragma once
// Solving a Views puzzle exactly: whether any shape shows the three views, the fewest cubes that
// do, how many shapes reach that minimum, and which cells every / no such shape uses.
// docs/views.md describes the algorithm and why its answers are exact.
//
//   Solution s = solve(puzzle);                     // minimum only, synchronous
//   Analysis a = analyse(puzzle);                   // everything, synchronous
//   ViewsSolver work(puzzle);                       // everything, in slices (the web app)
//   while (!work.run(budget)) show(work.status(), work.lower_bound(), work.best_shape());

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/sliced_work.h"
#include "views/puzzle.h"

namespace knobel::views {

namespace detail {
struct SolverState;
}

// The maximum shape: every cell whose three pixels are all set. Some shape shows the views exactly
// when this one does, and every shape that shows them lies inside it.
Shape max_shape(const Puzzle& puzzle);
bool is_solvable(const Puzzle& puzzle);

struct Solution {
    bool solvable = false;
    int cubes = 0;  // the minimum; 0 when unsolvable
    Shape shape;    // one shape with that many cubes (always the same one for a puzzle); empty when unsolvable
};

// The minimum, synchronously. Random puzzles of every size take milliseconds (docs/performance.md),
// but the problem is NP-hard: for a puzzle that may take long, use ViewsSolver.
Solution solve(const Puzzle& puzzle);

struct AnalysisOptions {
    bool count = true;                  // count the optimal shapes and find forced / impossible cells
    std::uint64_t count_limit = 10000;  // stop counting there ("at least count_limit")
    std::uint64_t count_nodes = 1u << 18;  // … or after this many search nodes ("at least" what was found)
    std::size_t keep_shapes = 100;      // keep the first this many optimal shapes (for stepping through)

    // Tuning, for tests and benchmarks; the defaults are what the app and the CLI use. Neither
    // changes any answer, only how fast it comes.
    int root_effort = -1;              // rounds for the strong bound at a decision's root; -1: 15·K, once the
                                       // first block of its complete search runs out; >= 0: that many, at once
    std::uint64_t block_nodes = 2048;  // each decision alternates a complete search and restarts in blocks of this many nodes
};

struct Analysis {
    Puzzle puzzle;
    bool solvable = false;
    int cubes = 0;         // the minimum
    Shape shape;           // an optimal shape: the one solve() gives
    Shape max_shape;       // see max_shape(); empty when unsolvable
    int max_cubes = 0;

    bool counted = false;                 // false when AnalysisOptions::count was off
    std::uint64_t optimal_count = 0;      // shapes with `cubes` cubes that show the views
    bool optimal_count_exact = true;      // false: there are at least optimal_count (the count stopped at a limit)
    std::vector<Shape> optimal_shapes;    // up to keep_shapes of them: `shape` first, then others in search order
    Shape forced;                         // cells in every optimal shape — exact even when the count is not
    Shape impossible;                     // cells in no optimal shape (all cells outside max_shape too)

    std::uint64_t nodes = 0;  // search nodes used: a measure of how hard the puzzle was
};

Analysis analyse(const Puzzle& puzzle, const AnalysisOptions& options = {});

// Up to `limit` optimal shapes to step through: solve()'s shape first, then others in search order
// (all of them if there are fewer); the same list as Analysis::optimal_shapes. Empty when unsolvable.
std::vector<Shape> optimal_shapes(const Puzzle& puzzle, std::size_t limit);

// The analysis as resumable work. A unit of work is one search node. While it runs it knows a proven
// lower bound on the minimum and the best shape found so far; dropping the object cancels it.
// run() in any slices gives the same Analysis as one big run (the search is deterministic).
class ViewsSolver : public SlicedWork {
public:
    enum class Phase { minimum, counting, cells, done };

    explicit ViewsSolver(const Puzzle& puzzle, const AnalysisOptions& options = {});
    ~ViewsSolver() override;
    ViewsSolver(const ViewsSolver&) = delete;
    ViewsSolver& operator=(const ViewsSolver&) = delete;

    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;  // done: search nodes so far; total: 0 (not known)
    // "lower bound 31, best 33" / "minimum 33; counting optimal shapes: 120 so far" / "minimum 33,
    // at least 10000 optimal shapes; checking cell 40 of 64" / "unsolvable" / "minimum 33, 12 optimal shapes".
    std::string status() const override;

    Phase phase() const { return phase_; }
    bool finished() const { return phase_ == Phase::done; }
    bool solvable() const { return result_.solvable; }
    // Proven: no shape with fewer cubes shows the views. Equals the minimum once phase() != minimum.
    int lower_bound() const { return lower_bound_; }
    // The best shape so far (always one that shows the views) and its cube count; nullopt when unsolvable.
    std::optional<Shape> best_shape() const;
    int best_cubes() const { return result_.cubes; }
    // Complete once finished(); during the counting and cells phases the minimum part is final.
    const Analysis& result() const { return result_; }

private:
    bool run_minimum(std::uint64_t& budget);
    void strengthen_root();
    void finish_minimum();
    void finish_counting();
    bool run_cells(std::uint64_t& budget);
    void learn_from(const Shape& optimal);

    AnalysisOptions options_;
    int root_effort_;
    bool strong_at_once_;      // strong root bounds before any search (else after a first block)
    bool strong_done_ = false;
    std::uint64_t block_nodes_;
    Analysis result_;
    Phase phase_ = Phase::done;
    int lower_bound_ = 0;
    std::unique_ptr<detail::SolverState> state_;  // geometry, root node, the searches
    bool searching_ = false;
    std::array<std::uint64_t, kMaxSize> candidates_{};
    std::array<std::uint64_t, kMaxSize> in_some_{};   // cells seen in some optimal shape
    std::array<std::uint64_t, kMaxSize> in_every_{};  // cells seen in every optimal shape so far
    int samples_ = 0;                                 // the cells phase: optimal shapes drawn so far
    int useless_samples_ = 0;                         // … the last ones in a row that decided nothing
    std::uint64_t sample_used_ = 0;                   // nodes the current draw has used
    int cell_cursor_ = 0;                             // the cells phase: next cell index to decide
    bool check_strengthened_ = false;                 // the running cell decision has its strong root
    std::uint64_t nodes_ = 0;
    std::uint64_t count_nodes_used_ = 0;
};

}  // namespace knobel::views
