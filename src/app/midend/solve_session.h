#pragma once
// A screen's solve: the work running in the background and, once it finished, its result. One
// typed session replaces the trio each screen used to keep by hand (a job, an optional result,
// reset rules): starting drops the old result, cancelling keeps nothing half-done, and the
// result arrives in collect(), on the frame the work finished. Plain C++, unit-tested.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/midend/background_job.h"

namespace knobel::app {

template <class Work, class Result>
class SolveSession {
public:
    // How a finished work gives up its result (e.g. `[](Work& w) { return w.answer(); }`).
    using Extract = std::function<Result(Work&)>;
    explicit SolveSession(Extract extract) : extract_(std::move(extract)) {}

    void start(std::unique_ptr<Work> work, std::string label = "Solving") {
        result_.reset();
        job_.start(std::move(work), std::move(label));
    }
    void cancel() { job_.cancel(); }
    // A new puzzle: no job, no result.
    void clear() {
        job_.cancel();
        result_.reset();
    }
    // Moves a finished work's result in; true on the call that does (call once per frame).
    bool collect() {
        std::unique_ptr<Work> work = job_.take_finished();
        if (!work) return false;
        result_ = extract_(*work);
        return true;
    }

    // Another result in place of the finished one (another optimal shape or placement of the same
    // solve, the answer for a changed u from the same analysis). No job runs after it.
    void replace_result(Result result) {
        job_.cancel();
        result_ = std::move(result);
    }

    bool running() const { return job_.running(); }
    const Work* running_work() const { return job_.running_work(); }
    const std::optional<Result>& result() const { return result_; }
    const BackgroundJob& job() const { return job_.job(); }

private:
    Extract extract_;
    Job<Work> job_;
    std::optional<Result> result_;
};

}  // namespace knobel::app
