// The watched solver's steps as a job of the one frame budget (app/midend/paced_steps.h): as many
// steps as the speed makes due, no more, within the frame's budget, and nothing owed beyond a tenth
// of a second of the speed.
#include "app/midend/paced_steps.h"

#include <gtest/gtest.h>

#include "app/midend/background_job.h"

namespace knobel::app {
namespace {

// A fake clock: a step costs `g_paced_step_ms`, and every call of the work's run() a little time of its
// own, so that a driver which kept calling a work with nothing due would use up its slice (and the
// test would count the calls) instead of spinning forever.
double g_paced_now = 0.0;
double g_paced_step_ms = 1.0;
double paced_clock() { return g_paced_now; }

struct Counted {
    int steps = 0;
    int runs = 0;
    int last = 1'000'000;  // the stepper is finished after this many steps
};

class Watching : public ::testing::Test {
protected:
    void SetUp() override {
        g_paced_now = 1000.0;
        g_paced_step_ms = 1.0;
        set_job_clock(paced_clock);
    }
    // The job as the Crossnumber screen starts it, on `counted`.
    void start(Job<PacedSteps>& job, Counted& counted) {
        struct CountingSteps : PacedSteps {
            CountingSteps(Counted& c)
                : PacedSteps([&c] { ++c.steps; g_paced_now += g_paced_step_ms; }, [&c] { return c.steps >= c.last; }), counted(c) {}
            bool run(std::uint64_t budget) override {
                ++counted.runs;
                g_paced_now += 0.01;
                return PacedSteps::run(budget);
            }
            Counted& counted;
        };
        job.start(std::make_unique<CountingSteps>(counted), "watching");
    }
};

TEST_F(Watching, MakesTheStepsTheSpeedMakesDueAndThenWaits) {
    Counted counted;
    Job<PacedSteps> job;
    start(job, counted);
    job.running_work()->advance(0.1, 25.0);  // 2.5 steps due
    job_scheduler().run(50.0);
    EXPECT_EQ(counted.steps, 2);
    EXPECT_LE(counted.runs, 3) << "the slice ends once nothing is due, not at its deadline";
    EXPECT_LT(g_paced_now - 1000.0, 5.0);
    // The half step left over and another 0.02 s at 25 a second: one more.
    job.running_work()->advance(0.02, 25.0);
    job_scheduler().run(50.0);
    EXPECT_EQ(counted.steps, 3);
    EXPECT_TRUE(job.running());
}

TEST_F(Watching, NeverTakesMoreThanTheFramesBudget) {
    Counted counted;
    Job<PacedSteps> job;
    start(job, counted);
    job.running_work()->advance(0.1, 1000.0);  // 100 steps due, at 1 ms each
    const double before = g_paced_now;
    job_scheduler().run(20.0);
    EXPECT_GE(counted.steps, 10);
    EXPECT_LE(counted.steps, 22) << "a slice of 20 ms holds about 20 steps of 1 ms";
    EXPECT_LE(g_paced_now - before, 23.0);
}

TEST_F(Watching, OwesAtMostATenthOfASecondOfItsSpeed) {
    Counted counted;
    Job<PacedSteps> job;
    start(job, counted);
    job.running_work()->advance(10.0, 100.0);  // a page paused for 10 s: 1,000 steps, but 10 owed
    for (int frame = 0; frame < 5; ++frame) job_scheduler().run(1000.0);
    EXPECT_EQ(counted.steps, 10);
    // At a slow speed one step can always be owed.
    job.running_work()->advance(30.0, 2.0);
    for (int frame = 0; frame < 5; ++frame) job_scheduler().run(1000.0);
    EXPECT_EQ(counted.steps, 11);
}

TEST_F(Watching, EndsWhenTheStepperIsFinished) {
    Counted counted;
    counted.last = 4;
    Job<PacedSteps> job;
    start(job, counted);
    job.running_work()->advance(0.1, 80.0);  // 8 steps due, 4 left to make
    job_scheduler().run(100.0);
    EXPECT_EQ(counted.steps, 4);
    EXPECT_FALSE(job.running());
    EXPECT_NE(job.take_finished(), nullptr);
}

}  // namespace
}  // namespace knobel::app
