#pragma once
// A long computation (a SlicedWork) run from the frame loop a few milliseconds per frame, so the
// page stays responsive; with the progress bar and Cancel every screen shows for it. The job
// learns how many work units fit into a millisecond and sizes its slices to the time it is given.

#include <memory>
#include <string>
#include <utility>

#include "core/sliced_work.h"

namespace knobel::app {

class BackgroundJob {
public:

    void start(std::unique_ptr<SlicedWork> work, std::string label);
    void cancel() { work_.reset(); }

    // Running: started, not finished, not cancelled. A finished job keeps its work (and result)
    // until the next start() or take().
    bool running() const { return work_ && !finished_; }
    bool finished() const { return work_ && finished_; }

    // Works for about `milliseconds`. Returns true if the work completed during this call.
    bool run_slice(double milliseconds);

    // The finished work, handed over; the job is empty afterwards.
    template <class T>
    std::unique_ptr<T> take() {
        finished_ = false;
        return std::unique_ptr<T>(static_cast<T*>(work_.release()));
    }
    template <class T>
    const T* peek() const {
        return static_cast<const T*>(work_.get());
    }

    const std::string& label() const { return label_; }
    double elapsed_seconds() const;  // since start; frozen when finished

    // "label  [=====    ] 41%   Cancel": returns true when Cancel was pressed (the job is then
    // cancelled). `cancel_id` names the Cancel button for knobel.rect(), and the bar after it
    // ("battery-cancel": "battery-progress").
    bool draw_progress(const char* cancel_id = "cancel");

private:
    std::unique_ptr<SlicedWork> work_;
    std::string label_;
    bool finished_ = false;
    double units_per_ms_ = 0.0;
    double started_ms_ = 0.0;
    double finished_ms_ = 0.0;
};

}  // namespace knobel::app
