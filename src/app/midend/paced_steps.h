#pragma once
// Steps watched at a chosen speed — Crossnumber's solver reasoning one step at a time, as the 7down
// GUI showed it — run as a job of the one frame budget (background_job.h) like every other
// computation: time passing (advance) makes steps due at `speed` a second, and the scheduler runs
// the due ones within the frame's share, so a high speed on slow steps never takes more than the
// frame can spare. Steps the budget did not reach are owed for at most kMostOwedSeconds of the
// speed: the watched run slows down instead of racing to catch up after a slow frame or a pause
// of the page. Plain C++, unit-tested natively; what a step does is the caller's (a callback).

#include <cstdint>
#include <functional>
#include <utility>

#include "core/sliced_work.h"

namespace knobel::app {

class PacedSteps : public SlicedWork {
public:
    // `step` makes one step; `finished` says whether there is none left.
    PacedSteps(std::function<void()> step, std::function<bool()> finished)
        : step_(std::move(step)), finished_(std::move(finished)) {}

    // `seconds` of watching have passed at `speed` steps a second: that many more steps are due.
    void advance(double seconds, double speed) {
        const double most = speed * kMostOwedSeconds > 1.0 ? speed * kMostOwedSeconds : 1.0;
        due_ += seconds * speed;
        if (due_ > most) due_ = most;
    }

    bool run(std::uint64_t budget) override {
        for (; budget > 0 && due_ >= 1.0 && !finished_(); --budget) {
            step_();
            due_ -= 1.0;
            ++steps_;
        }
        return finished_();
    }
    bool waiting() const override { return due_ < 1.0; }
    WorkProgress progress() const override { return {steps_, 0}; }

    static constexpr double kMostOwedSeconds = 0.1;

private:
    std::function<void()> step_;
    std::function<bool()> finished_;
    double due_ = 0.0;  // steps owed, fractions of a step included (presentation time, not puzzle logic)
    std::uint64_t steps_ = 0;
};

}  // namespace knobel::app
