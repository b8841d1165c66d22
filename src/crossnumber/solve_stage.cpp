#include "crossnumber/solve_stage.h"

#include <algorithm>

namespace knobel::crossnumber {

void SolveStage::start(Puzzle puzzle, SolveOptions options, std::uint64_t cap) {
    start(prepare(std::move(puzzle)), std::move(options), cap);
}

void SolveStage::start(std::shared_ptr<const PreparedPuzzle> prepared, SolveOptions options, std::uint64_t cap) {
    solver_ = std::make_unique<Solver>(std::move(prepared), std::move(options));
    cap_ = cap;
    gave_up_ = false;
}

bool SolveStage::run(std::uint64_t& budget) {
    if (!solver_) return true;
    if (solver_->finished() || gave_up_) return true;
    const std::uint64_t before = solver_->stats().rule_applications;
    std::uint64_t slice = std::max<std::uint64_t>(budget, 1);
    if (cap_ > 0) slice = std::min(slice, cap_ > before ? cap_ - before : 1);
    const bool done = solver_->run(slice);
    const std::uint64_t used = solver_->stats().rule_applications - before;
    total_ += used;
    budget -= std::min(budget, std::max<std::uint64_t>(used, 1));
    if (!done && cap_ > 0 && solver_->stats().rule_applications >= cap_) gave_up_ = true;
    return done || gave_up_;
}

}  // namespace knobel::crossnumber
