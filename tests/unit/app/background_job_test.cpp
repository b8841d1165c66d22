#include "app/midend/background_job.h"

#include <gtest/gtest.h>

#include "app/midend/solve_session.h"

namespace knobel::app {
namespace {

// A clock that only moves when work is done: one unit of FakeWork costs `ms_per_unit` ms.
double g_fake_now = 0.0;
double fake_clock() { return g_fake_now; }

class FakeWork : public SlicedWork {
public:
    FakeWork(std::uint64_t units, double ms_per_unit) : total_(units), ms_per_unit_(ms_per_unit) {}
    bool run(std::uint64_t budget) override {
        const std::uint64_t now = std::min(budget, total_ - done_);
        done_ += now;
        g_fake_now += static_cast<double>(now) * ms_per_unit_;
        return done_ == total_;
    }
    WorkProgress progress() const override { return {done_, total_}; }
    std::uint64_t done() const { return done_; }
    std::uint64_t answer() const { return done_ * 2; }

private:
    std::uint64_t done_ = 0;
    std::uint64_t total_;
    double ms_per_unit_;
};

class Scheduling : public ::testing::Test {
protected:
    void SetUp() override {
        g_fake_now = 1000.0;
        set_job_clock(fake_clock);
    }
};

TEST_F(Scheduling, TwoJobsShareOneFrameBudget) {
    Job<FakeWork> a, b;
    a.start(std::make_unique<FakeWork>(1'000'000, 0.01), "a");
    b.start(std::make_unique<FakeWork>(1'000'000, 0.01), "b");
    EXPECT_EQ(job_scheduler().running_count(), 2u);
    for (int frame = 0; frame < 20; ++frame) {
        const double before = g_fake_now;
        job_scheduler().run(10.0);
        // Never more than the one budget (a unit's cost of slack at most per job).
        EXPECT_LE(g_fake_now - before, 10.0 + 2 * 0.01 + 1e-9) << "frame " << frame;
    }
    // Both got about half of the 200 ms (after the first frames' measuring).
    const double a_ms = static_cast<double>(a.running_work()->done()) * 0.01;
    const double b_ms = static_cast<double>(b.running_work()->done()) * 0.01;
    EXPECT_NEAR(a_ms + b_ms, 200.0, 1.0);
    EXPECT_NEAR(a_ms, b_ms, 25.0);
}

// Work charged outside the jobs (a game's instant optimum) comes out of the next frame's budget,
// once: the frame after runs the jobs for the whole budget again.
TEST_F(Scheduling, ChargedWorkComesOutOfTheNextBudget) {
    Job<FakeWork> job;
    job.start(std::make_unique<FakeWork>(1'000'000, 0.01), "job");
    for (int frame = 0; frame < 3; ++frame) job_scheduler().run(10.0);  // (the job has measured its pace)
    job_scheduler().charge(4.0);
    double before = g_fake_now;
    job_scheduler().run(10.0);
    EXPECT_NEAR(g_fake_now - before, 6.0, 0.05);
    EXPECT_EQ(job_scheduler().owed_ms(), 0.0);
    job_scheduler().charge(25.0);  // more than a frame: that frame's jobs wait, the rest is not carried on
    before = g_fake_now;
    job_scheduler().run(10.0);
    EXPECT_NEAR(g_fake_now - before, 0.0, 0.05);
    before = g_fake_now;
    job_scheduler().run(10.0);
    EXPECT_NEAR(g_fake_now - before, 10.0, 0.05);
}

TEST_F(Scheduling, TimeAQuickJobLeavesGoesToTheOthers) {
    Job<FakeWork> quick, slow;
    quick.start(std::make_unique<FakeWork>(10, 0.01), "quick");    // 0.1 ms of work
    slow.start(std::make_unique<FakeWork>(1'000'000, 0.01), "slow");
    for (int frame = 0; frame < 5; ++frame) job_scheduler().run(10.0);
    EXPECT_FALSE(quick.running());
    ASSERT_TRUE(slow.running());
    EXPECT_GT(static_cast<double>(slow.running_work()->done()) * 0.01, 45.0);
    EXPECT_EQ(job_scheduler().running_count(), 1u);
    std::unique_ptr<FakeWork> finished = quick.take_finished();
    ASSERT_TRUE(finished);
    EXPECT_EQ(finished->done(), 10u);
    EXPECT_FALSE(quick.take_finished());  // handed over once
}

TEST_F(Scheduling, CancelledAndDestroyedJobsLeaveTheScheduler) {
    {
        Job<FakeWork> job;
        job.start(std::make_unique<FakeWork>(1000, 1.0), "x");
        EXPECT_TRUE(job_scheduler().any_running());
        job.cancel();
        EXPECT_FALSE(job_scheduler().any_running());
        EXPECT_FALSE(job.take_finished());
        job.start(std::make_unique<FakeWork>(1000, 1.0), "x");
    }
    EXPECT_FALSE(job_scheduler().any_running());
    job_scheduler().run(10.0);  // nothing dangling to run
}

TEST_F(Scheduling, ASolveSessionHandsItsResultOverOnce) {
    SolveSession<FakeWork, std::uint64_t> session([](FakeWork& work) { return work.answer(); });
    session.start(std::make_unique<FakeWork>(50, 0.01));
    EXPECT_TRUE(session.running());
    EXPECT_FALSE(session.collect());
    job_scheduler().run(10.0);
    EXPECT_FALSE(session.running());
    EXPECT_TRUE(session.collect());
    ASSERT_TRUE(session.result());
    EXPECT_EQ(*session.result(), 100u);
    EXPECT_FALSE(session.collect());
    session.start(std::make_unique<FakeWork>(50, 0.01));  // a new solve drops the old answer
    EXPECT_FALSE(session.result());
    session.clear();
    EXPECT_FALSE(session.running());
}

}  // namespace
}  // namespace knobel::app
