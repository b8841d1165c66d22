#pragma once
// One solve inside a longer piece of sliced work (the setter report, the generator, both a
// sequence of solves): the solver, run on the caller's budget, with an optional cap on its rule
// applications after which it gives up (the generator must not wait for ever on one candidate;
// the cap is a count, so giving up is as deterministic as the answer).

#include <cstdint>
#include <memory>

#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

class SolveStage {
public:
    // Starts a solve of `puzzle`; `cap` 0: no cap.
    void start(Puzzle puzzle, SolveOptions options = {}, std::uint64_t cap = 0);
    // The same for a puzzle prepared once and solved several times.
    void start(std::shared_ptr<const PreparedPuzzle> prepared, SolveOptions options, std::uint64_t cap);
    bool started() const { return solver_ != nullptr; }
    // Runs about `budget` rule applications and takes what it used off `budget`. True once the
    // solve is over: finished, or given up at the cap.
    bool run(std::uint64_t& budget);
    bool gave_up() const { return gave_up_; }
    // The solver (once run() returned true and not gave_up(): its answer).
    const Solver& solver() const { return *solver_; }
    // Rule applications of every solve this stage ran, capped ones included.
    std::uint64_t total_applications() const { return total_; }
    void clear() { solver_.reset(); }

private:
    std::unique_ptr<Solver> solver_;
    std::uint64_t cap_ = 0;
    std::uint64_t total_ = 0;
    bool gave_up_ = false;
};

}  // namespace knobel::crossnumber
