#pragma once
// Long computations run from the frame loop a few milliseconds per frame, so the page stays
// responsive. A BackgroundJob is one such computation (a SlicedWork) with its timing; the
// JobScheduler gives every running job of every screen its share of ONE frame budget (App asks
// for that budget once per frame), so two jobs running together never take twice the time a
// frame can spare. Job<Work> is the typed handle a screen holds: it owns the work and hands the
// finished work back as its own type, so no screen casts. Plain C++ (the clock is injected), so
// the scheduling is unit-tested natively; the progress bar with Cancel is in job_progress.h.

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/sliced_work.h"

namespace knobel::app {

class BackgroundJob {
public:
    BackgroundJob() = default;
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;
    ~BackgroundJob();

    // Starts running `work` (owned by the caller, which keeps it alive until finished or cancelled).
    void start(SlicedWork* work, std::string label);
    void cancel();

    bool running() const { return work_ && !finished_; }
    bool finished() const { return work_ && finished_; }
    void forget();  // a finished job's result was taken: the job is empty again

    // Works for about `milliseconds` (the scheduler calls this). True if the work completed.
    bool run_slice(double milliseconds);

    const std::string& label() const { return label_; }
    WorkProgress progress() const { return work_ ? work_->progress() : WorkProgress{}; }
    std::string status() const { return work_ ? work_->status() : std::string(); }
    double elapsed_seconds() const;  // since start; frozen when finished

private:
    SlicedWork* work_ = nullptr;
    std::string label_;
    bool finished_ = false;
    double units_per_ms_ = 0.0;
    double started_ms_ = 0.0;
    double finished_ms_ = 0.0;
};

class JobScheduler {
public:
    using Clock = double (*)();  // milliseconds from a monotonic clock
    explicit JobScheduler(Clock clock) : clock_(clock) {}

    // Runs every running job for about `budget_ms` in all: each job gets an equal share of the
    // time still left, so time a quick job leaves over goes to the jobs after it.
    void run(double budget_ms);
    // Budgeted work done outside a job, where its answer is needed at once (a game's instant
    // optimum, in the verdict): the next run's budget is that much smaller, so that it and the
    // jobs together keep to the one frame budget.
    void charge(double ms) { owed_ms_ += std::max(ms, 0.0); }
    double owed_ms() const { return owed_ms_; }
    bool any_running() const { return !jobs_.empty(); }
    std::size_t running_count() const { return jobs_.size(); }
    double now() const { return clock_(); }

    // BackgroundJob's own business.
    void add(BackgroundJob* job);
    void remove(BackgroundJob* job);

private:
    Clock clock_;
    std::vector<BackgroundJob*> jobs_;  // the running ones, in the order they started
    std::size_t turn_ = 0;              // which job goes first this frame
    double owed_ms_ = 0.0;              // charged since the last run
};

// The app's one scheduler (its clock is the page's performance.now(); native tests set their own).
JobScheduler& job_scheduler();
void set_job_clock(JobScheduler::Clock clock);

// A screen's handle on one kind of work: owns it while it runs and hands it back when finished.
template <class Work>
class Job {
public:
    void start(std::unique_ptr<Work> work, std::string label) {
        job_.cancel();
        work_ = std::move(work);
        job_.start(work_.get(), std::move(label));
    }
    void cancel() {
        job_.cancel();
        work_.reset();
    }
    bool running() const { return job_.running(); }
    // The work while it runs (for live status such as a solver's best bound), else nullptr.
    const Work* running_work() const { return job_.running() ? work_.get() : nullptr; }
    Work* running_work() { return job_.running() ? work_.get() : nullptr; }
    // The finished work, once: nullptr while running, cancelled or already taken.
    std::unique_ptr<Work> take_finished() {
        if (!job_.finished()) return nullptr;
        job_.forget();
        return std::move(work_);
    }
    BackgroundJob& job() { return job_; }
    const BackgroundJob& job() const { return job_; }

private:
    std::unique_ptr<Work> work_;  // declared before job_: the job unregisters before the work goes
    BackgroundJob job_;
};

}  // namespace knobel::app
