#include "app/midend/background_job.h"

#include <algorithm>

namespace knobel::app {
namespace {

double no_clock() { return 0.0; }

}  // namespace

JobScheduler& job_scheduler() {
    static JobScheduler scheduler(no_clock);
    return scheduler;
}

void set_job_clock(JobScheduler::Clock clock) { job_scheduler() = JobScheduler(clock); }

BackgroundJob::~BackgroundJob() { job_scheduler().remove(this); }

void BackgroundJob::start(SlicedWork* work, std::string label) {
    work_ = work;
    label_ = std::move(label);
    finished_ = false;
    units_per_ms_ = 0.0;
    started_ms_ = job_scheduler().now();
    job_scheduler().add(this);
}

void BackgroundJob::cancel() {
    job_scheduler().remove(this);
    work_ = nullptr;
    finished_ = false;
}

void BackgroundJob::forget() {
    job_scheduler().remove(this);
    work_ = nullptr;
    finished_ = false;
}

bool BackgroundJob::run_slice(double milliseconds) {
    if (!running()) return false;
    const JobScheduler& scheduler = job_scheduler();
    const double start = scheduler.now();
    const double deadline = start + milliseconds;
    for (double now = start; now < deadline && !work_->waiting();) {
        // The first call measures with one unit; later calls aim at what is left of the slice.
        const double wanted = units_per_ms_ <= 0.0 ? 1.0 : units_per_ms_ * (deadline - now);
        const auto budget = static_cast<std::uint64_t>(std::clamp(wanted, 1.0, 1e12));
        const bool done = work_->run(budget);
        const double after = scheduler.now();
        const double spent = std::max(after - now, 0.01);
        const double rate = static_cast<double>(budget) / spent;
        units_per_ms_ = units_per_ms_ <= 0.0 ? rate : 0.5 * units_per_ms_ + 0.5 * rate;
        now = after;
        if (done) {
            finished_ = true;
            finished_ms_ = after;
            job_scheduler().remove(this);
            return true;
        }
    }
    return false;
}

double BackgroundJob::elapsed_seconds() const {
    if (!work_) return 0.0;
    return ((finished_ ? finished_ms_ : job_scheduler().now()) - started_ms_) / 1000.0;
}

void JobScheduler::add(BackgroundJob* job) {
    if (std::find(jobs_.begin(), jobs_.end(), job) == jobs_.end()) jobs_.push_back(job);
}

void JobScheduler::remove(BackgroundJob* job) { jobs_.erase(std::remove(jobs_.begin(), jobs_.end(), job), jobs_.end()); }

void JobScheduler::run(double budget_ms) {
    // Work charged since the last run came out of this budget (it is paid off within one frame).
    const double deadline = clock_() + budget_ms - std::min(owed_ms_, budget_ms);
    owed_ms_ = 0.0;
    // A job that finishes removes itself from jobs_: work on a copy.
    // The first job takes turns, so a job that overruns its share cannot starve the same
    // neighbour frame after frame.
    std::vector<BackgroundJob*> jobs = jobs_;
    if (jobs.empty()) return;
    std::rotate(jobs.begin(), jobs.begin() + static_cast<std::ptrdiff_t>(turn_++ % jobs.size()), jobs.end());
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const double left = deadline - clock_();
        if (left <= 0.0) break;
        jobs[i]->run_slice(left / static_cast<double>(jobs.size() - i));
    }
}

}  // namespace knobel::app
